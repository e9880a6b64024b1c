/* The bundle's certificate bodies, for the benchmarks' setup (public text,
 * untimed): ctb_ca_bundle.h. */
#include <string.h>

#include "ctb_ca_bundle.h"

static const char *
find(const char *p, const char *end, const char *s)
{
	size_t n = strlen(s);

	for (; (size_t)(end - p) >= n; p++) {
		if (memcmp(p, s, n) == 0) {
			return p;
		}
	}
	return NULL;
}

size_t
ctb_ca_bundle_split(const char *text, size_t len, uint32_t *off, uint32_t *n, size_t max)
{
	static const char begin[] = "-----BEGIN CERTIFICATE-----\n";
	const char *p = text, *end = text + len, *b, *e;
	size_t count = 0;

	while ((b = find(p, end, begin)) != NULL) {
		b += sizeof begin - 1;
		e = find(b, end, "-----END CERTIFICATE-----");
		if (e == NULL || count == max) {
			return 0;
		}
		off[count] = (uint32_t)(b - text);
		n[count] = (uint32_t)(e - b);
		count++;
		p = e;
	}
	return count;
}
