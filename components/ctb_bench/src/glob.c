#include "ctb_bench.h"

/* '*' matches any run, '?' any one character; everything else itself. */
int
ctb_glob_match(const char *p, const char *t)
{
	const char *star = NULL, *resume = NULL;

	while (*t) {
		if (*p == '?' || (*p != '*' && *p == *t)) {
			p++;
			t++;
		} else if (*p == '*') {
			star = p++;
			resume = t;
		} else if (star != NULL) {
			p = star + 1;
			t = ++resume;
		} else {
			return 0;
		}
	}
	while (*p == '*') {
		p++;
	}
	return *p == '\0';
}
