#include <stddef.h>

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
 * additions run whatever the limbs hold. prod and square are inlined into
 * each size's function, so n is a constant there: fewer live registers
 * (no spills of loop bounds) and, at -O2, unrolled columns.
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

/* Column k of a * b into r[k], the accumulator shifted down a word. */
#define COLUMN_END(k) do { \
		r[k] = c0; \
		c0 = c1; \
		c1 = c2; \
		c2 = 0; \
	} while (0)

/*
 * Columns below n take i = 0..k, the others i = k - n + 1..n - 1: two
 * loops, so that no bound is a conditional expression (Thumb-2 builds it
 * with an IT block, which the disassembly audit cannot tell from a
 * secret-dependent select).
 */
static inline __attribute__((always_inline)) void
prod(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint32_t c0 = 0, c1 = 0, c2 = 0;
	size_t k, i;

	for (k = 0; k < n; k++) {
		for (i = 0; i <= k; i++) {
			MAC(a[i], b[k - i]);
		}
		COLUMN_END(k);
	}
	/* Column n + k: a[k + 1 + i] b[n - 1 - i] for i < n - 1 - k. */
	for (k = 0; k < n - 1; k++) {
		const uint32_t *x = a + k + 1, *y = b + n - 1;

		for (i = 0; i < n - 1 - k; i++) {
			MAC(x[i], y[-(ptrdiff_t)i]);
		}
		COLUMN_END(n + k);
	}
	r[2 * n - 1] = c0;
}

/*
 * Column k of a square: the cross products a_i a_(k - i) with i < k - i
 * from i = lo (0, or k - n + 1 past the middle), doubled, then the square
 * a_(k/2)^2 for even k, then the previous column's carry in1:in0.
 * A macro, not a helper: a fifth argument would go on the stack, where the
 * disassembly audit must take it for secret.
 *
 * Doubling: the cross sum is below n 2^63, so c2 keeps its top bit clear
 * and the shift loses nothing. in1 is at most n + 1, so in1 plus the carry
 * out of c0 does not wrap. (k & 1) is the public column number.
 */
#define SQUARE_COLUMN(k, lo) do { \
		c0 = c1 = c2 = 0; \
		for (i = (lo); 2 * i < (k); i++) { \
			MAC(a[i], a[(k) - i]); \
		} \
		c2 = (c2 << 1) | (c1 >> 31); \
		c1 = (c1 << 1) | (c0 >> 31); \
		c0 <<= 1; \
		if (((k) & 1) == 0) { \
			MAC(a[(k) / 2], a[(k) / 2]); \
		} \
		c0 += in0; \
		in1 -= ctb_ct_lt(c0, in0); \
		c1 += in1; \
		c2 -= ctb_ct_lt(c1, in1); \
		r[k] = c0; \
		in0 = c1; \
		in1 = c2; \
	} while (0)

static inline __attribute__((always_inline)) void
square(uint32_t *r, const uint32_t *a, size_t n)
{
	uint32_t c0, c1, c2, in0 = 0, in1 = 0;
	size_t k, i;

	for (k = 0; k < n; k++) {
		SQUARE_COLUMN(k, 0);
	}
	for (k = n; k < 2 * n - 1; k++) {
		SQUARE_COLUMN(k, k - n + 1);
	}
	r[2 * n - 1] = in0;
}

void
ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	prod(r, a, b, 8);
}

void
ctb_ec_sqr8(uint32_t *r, const uint32_t *a)
{
	square(r, a, 8);
}

void
ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	prod(r, a, b, 12);
}

void
ctb_ec_sqr12(uint32_t *r, const uint32_t *a)
{
	square(r, a, 12);
}

#endif
