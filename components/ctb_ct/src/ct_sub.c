#include "ctb_ct.h"

uint32_t
ctb_ct_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t c = 0;
	size_t i;

	/* The form mbedTLS 4.x gave mbedtls_mpi_core_sub: two constant-time
	 * comparisons a limb. a - b - c borrows when a < c, or a - c < b; the
	 * two exclude each other, so c stays 0 or 1. */
	for (i = 0; i < n; i++) {
		uint32_t x = a[i], y = b[i];
		uint32_t z = ctb_ct_lt(x, c) & 1;
		x -= c;
		c = (ctb_ct_lt(x, y) & 1) + z;
		r[i] = x - y;
	}
	return c;
}
