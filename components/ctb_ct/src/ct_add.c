#include "ctb_ct.h"

uint32_t
ctb_ct_add(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		/* At most one of the two additions wraps, so c stays 0 or 1.
		 * lt() gives a mask; its low bit is the carry. */
		uint32_t t = a[i] + c;
		c = ctb_ct_lt(t, c) & 1;
		r[i] = t + b[i];
		c += ctb_ct_lt(r[i], t) & 1;
	}
	return c;
}
