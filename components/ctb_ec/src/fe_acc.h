/*
 * A column accumulator for the special reductions: a signed 64-bit value
 * held as two words, hi:lo, in two's complement. A column adds some words
 * and subtracts others, so its carry into the next column may be
 * negative; two's complement arithmetic mod 2^64 is exact as long as the
 * true value fits in 63 bits, and a column's never exceeds a few times
 * 2^32.
 *
 * Why not a uint64_t: GCC for Xtensa (lx106, and the windowed cores) adds
 * 64-bit values with a branch on the low word's carry, a branch on secret
 * data. Here every carry and borrow is ctb_ct_lt, a mask, and adding or
 * subtracting the mask from hi is the carry's +1 or the borrow's -1.
 */
#ifndef CTB_EC_FE_ACC_H
#define CTB_EC_FE_ACC_H

#include "ctb_ct.h"

/* hi:lo += x */
#define ACC_ADD(x) do { \
		uint32_t acc_x = (x); \
		lo += acc_x; \
		hi -= ctb_ct_lt(lo, acc_x); \
	} while (0)

/* hi:lo -= x */
#define ACC_SUB(x) do { \
		uint32_t acc_x = (x); \
		hi += ctb_ct_lt(lo, acc_x); \
		lo -= acc_x; \
	} while (0)

/* hi:lo >>= 32, arithmetically: lo takes hi, hi its sign (0 or all-ones,
 * from the top bit by arithmetic, no comparison). */
#define ACC_SHIFT() do { \
		lo = hi; \
		hi = 0u - (hi >> 31); \
	} while (0)

/*
 * r = d + (m & mask) mod 2^(32n), mask 0 or all-ones: the add-back that
 * ends a subtraction whose result went negative (d = x - m + 2^(32n)).
 * The addend passes the value barrier (ctb_ct_if_else_0), so the compiler
 * cannot make "m or 0" a branch (seed 002, section 3); the carry out is
 * the borrow's complement and is dropped. n is public.
 */
static inline void
ctb_ec_addback(uint32_t *r, const uint32_t *d, const uint32_t *m, size_t n, uint32_t mask)
{
	uint32_t lo, hi = 0;
	size_t j;

	for (j = 0; j < n; j++) {
		lo = hi;
		hi = 0;
		ACC_ADD(d[j]);
		ACC_ADD(ctb_ct_if_else_0(mask, m[j]));
		r[j] = lo;
	}
}

#endif
