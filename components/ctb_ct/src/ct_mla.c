#include "ctb_ct.h"

uint32_t
ctb_ct_mla(uint32_t *r, const uint32_t *a, size_t n, uint32_t s)
{
	uint32_t c = 0;
	size_t i;

	/* The 32x32 -> 64 product is constant time on every core we build for
	 * (a multiplier, or our fixed-length __muldi3 on lx106). Adding the
	 * incoming limb and carry is done in 32-bit halves with constant-time
	 * carries, the multiply-accumulate form of mbedTLS's generic C:
	 * hi:lo + c + r[i] never exceeds 2^64 - 1. */
	for (i = 0; i < n; i++) {
		uint64_t p = (uint64_t)a[i] * s;
		uint32_t lo = (uint32_t)p, hi = (uint32_t)(p >> 32);

		lo += c;
		hi += ctb_ct_lt(lo, c) & 1;
		lo += r[i];
		hi += ctb_ct_lt(lo, r[i]) & 1;
		r[i] = lo;
		c = hi;
	}
	return c;
}
