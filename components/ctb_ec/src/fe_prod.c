#include <stddef.h>

#include "ec_internal.h"
#include "fe_acc.h"
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
 * Squares compute each cross product a_i a_j (i < j) once (below):
 * n (n + 1) / 2 products instead of n^2.
 *
 * Loop bounds are public (n and the column number); every column's
 * additions run whatever the limbs hold. prod and square are inlined into
 * each size's function, so n is a constant there: fewer live registers
 * (no spills of loop bounds) and, at -O2, unrolled columns.
 */
#if !defined(CTB_EC_ASM_PROD) && !defined(CTB_EC_FE64)

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
 * A square in two passes. First the cross products a_i a_j (i < j) once,
 * by rows of ctb_ct_mla: row i adds a_i * a[i + 1 .. n) at word 2i + 1,
 * and its carry limb lands on word i + n, which no earlier row reached.
 * Then one pass doubles that sum (each word shifted left, with the top
 * bit of the word below) and adds the squares a_j^2 at words 2j, 2j + 1,
 * through the column accumulator (fe_acc.h); its carry stays 0, 1 or 2.
 * The double fits: twice the cross sum plus the squares is a^2 < 2^(64n).
 * Only the public n and row numbers decide the loops.
 */
static inline __attribute__((always_inline)) void
square(uint32_t *r, const uint32_t *a, size_t n)
{
	uint32_t prev = 0, lo, hi = 0;
	size_t i;

	for (i = 0; i < 2 * n; i++) {
		r[i] = 0;
	}
	for (i = 0; i + 1 < n; i++) {
		r[i + n] = ctb_ct_mla(r + 2 * i + 1, a + i + 1, n - 1 - i, a[i]);
	}
	for (i = 0; i < n; i++) {
		uint64_t p = (uint64_t)a[i] * a[i];
		uint32_t x0 = r[2 * i], x1 = r[2 * i + 1];

		ACC_SHIFT();
		ACC_ADD((x0 << 1) | (prev >> 31));
		ACC_ADD((uint32_t)p);
		r[2 * i] = lo;
		ACC_SHIFT();
		ACC_ADD((x1 << 1) | (x0 >> 31));
		ACC_ADD((uint32_t)(p >> 32));
		r[2 * i + 1] = lo;
		prev = x1;
	}
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
