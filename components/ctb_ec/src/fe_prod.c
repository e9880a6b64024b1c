#include "ec_internal.h"
#include "fe_arch.h"

/*
 * Portable products by product scanning (column by column): column k sums
 * a_i b_j over i + j = k into a three-word accumulator c2:c1:c0, whose low
 * word is the result's word k. Each 32 x 32 product is split into 32-bit
 * halves and added with ctb_ct_lt carries: no 64-bit addition (GCC for
 * Xtensa branches on its carry) and one store per result word.
 *
 * Bound: a column holds at most n < 2^32 products, each below 2^64, so
 * c2:c1:c0 < n 2^64 + 2^64 fits; hi of a product is at most 2^32 - 2, so
 * hi plus the carry of the low word does not wrap.
 *
 * Squares compute each cross product a_i a_j (i < j) once, double the
 * column's cross sum, then add the square a_(k/2)^2 and the carry-in:
 * n (n + 1) / 2 products instead of n^2.
 *
 * Loop bounds are public (n and the column number); every column's
 * additions run whatever the limbs hold.
 */
#ifndef CTB_EC_ASM_PROD

/* c2:c1:c0 += x * y */
#define MAC(x, y) do { \
		uint64_t p_ = (uint64_t)(x) * (y); \
		uint32_t lo_ = (uint32_t)p_, hi_ = (uint32_t)(p_ >> 32); \
		c0 += lo_; \
		hi_ -= ctb_ct_lt(c0, lo_); \
		c1 += hi_; \
		c2 -= ctb_ct_lt(c1, hi_); \
	} while (0)

static void
prod(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t c0 = 0, c1 = 0, c2 = 0;
	size_t k, i, lo, hi;

	for (k = 0; k < 2 * n - 1; k++) {
		lo = k < n ? 0 : k - n + 1;
		hi = k < n ? k : n - 1;
		for (i = lo; i <= hi; i++) {
			MAC(a[i], b[k - i]);
		}
		r[k] = c0;
		c0 = c1;
		c1 = c2;
		c2 = 0;
	}
	r[2 * n - 1] = c0;
}

static void
square(uint32_t *r, const uint32_t *a, size_t n)
{
	uint32_t c0, c1, c2, in0 = 0, in1 = 0;
	size_t k, i, lo;

	for (k = 0; k < 2 * n - 1; k++) {
		/* Cross products a_i a_(k-i), i < k - i. */
		c0 = c1 = c2 = 0;
		lo = k < n ? 0 : k - n + 1;
		for (i = lo; 2 * i < k; i++) {
			MAC(a[i], a[k - i]);
		}
		/* Doubled: the cross sum is below n 2^63, so c2 keeps its top
		 * bit clear and the shift loses nothing. */
		c2 = (c2 << 1) | (c1 >> 31);
		c1 = (c1 << 1) | (c0 >> 31);
		c0 <<= 1;
		if ((k & 1) == 0) {   /* public: the column number */
			MAC(a[k / 2], a[k / 2]);
		}
		/* The previous column's carry, in1:in0. in1 is at most n + 1,
		 * so in1 plus the carry out of c0 does not wrap. */
		c0 += in0;
		in1 -= ctb_ct_lt(c0, in0);
		c1 += in1;
		c2 -= ctb_ct_lt(c1, in1);
		r[k] = c0;
		in0 = c1;
		in1 = c2;
	}
	r[2 * n - 1] = in0;
}

void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b) { prod(r, a, b, 8); }
void ctb_ec_sqr8(uint32_t *r, const uint32_t *a) { square(r, a, 8); }
void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b) { prod(r, a, b, 12); }
void ctb_ec_sqr12(uint32_t *r, const uint32_t *a) { square(r, a, 12); }

#endif
