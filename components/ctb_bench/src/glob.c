#include "ctb_bench.h"

/* One alternative, p[0 .. end): '*' matches any run, '?' any one
 * character; everything else itself. */
static int
match_one(const char *p, const char *end, const char *t)
{
	const char *star = NULL, *resume = NULL;

	while (*t) {
		if (p < end && (*p == '?' || (*p != '*' && *p == *t))) {
			p++;
			t++;
		} else if (p < end && *p == '*') {
			star = p++;
			resume = t;
		} else if (star != NULL) {
			p = star + 1;
			t = ++resume;
		} else {
			return 0;
		}
	}
	while (p < end && *p == '*') {
		p++;
	}
	return p == end;
}

/* Alternatives separated by ',': "ecp_mul_*,mpi_*" selects either. */
int
ctb_glob_match(const char *p, const char *t)
{
	for (;;) {
		const char *end = p;

		while (*end != '\0' && *end != ',') {
			end++;
		}
		if (match_one(p, end, t)) {
			return 1;
		}
		if (*end == '\0') {
			return 0;
		}
		p = end + 1;
	}
}
