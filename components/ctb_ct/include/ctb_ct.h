/*
 * ctb_ct: constant-time building blocks on 32-bit words.
 *
 * Secret: every word argument, every limb and table entry, and every mask.
 * Public: lengths, limb counts, table dimensions, pointers. No function here
 * lets a secret decide a branch, a memory address or a loop bound: each
 * prototype's "CT:" line says what may leak (nothing but the public sizes).
 *
 * A mask is 0 or all-ones (0xffffffff). The three primitives of the chosen
 * path (ctb_ct/path.h) are the only code that differs between paths; the
 * rest is built here from them, except under the plain negative control,
 * where lookup and copy are the naive ones too.
 */
#ifndef CTB_CT_H
#define CTB_CT_H

#include <stddef.h>
#include <stdint.h>

#include "ctb_ct/path.h"

/* CT: a mask from b in {0, 1}. */
CTB_CT_INLINE uint32_t
ctb_ct_mask(uint32_t b)
{
	return ctb_ct_core_mask(b);
}

/* CT: all-ones if x < y (unsigned). Nothing leaks. */
CTB_CT_INLINE uint32_t
ctb_ct_lt(uint32_t x, uint32_t y)
{
	return ctb_ct_core_lt(x, y);
}

/* CT: all-ones if x == y. x ^ y is nonzero exactly when 0 < x ^ y. */
CTB_CT_INLINE uint32_t
ctb_ct_eq(uint32_t x, uint32_t y)
{
	return ~ctb_ct_core_lt(0, x ^ y);
}

/* CT: a if m is all-ones, b if m is 0. */
CTB_CT_INLINE uint32_t
ctb_ct_select(uint32_t m, uint32_t a, uint32_t b)
{
	return ctb_ct_core_sel(m, a, b);
}

/* CT: a if m is all-ones, else 0: select with the zero branch unused,
 * which seed 000's third commit used at two call sites. */
CTB_CT_INLINE uint32_t
ctb_ct_if_else_0(uint32_t m, uint32_t a)
{
	return a & ctb_ct_opaque(m);
}

/* CT: all-ones if lo <= x <= hi (the ranges of a base64 alphabet). lo and
 * hi are compared as values too, so they may be secret as well. */
CTB_CT_INLINE uint32_t
ctb_ct_in_range(uint32_t lo, uint32_t hi, uint32_t x)
{
	return ~(ctb_ct_core_lt(x, lo) | ctb_ct_core_lt(hi, x));
}

/* CT: dst[i] = src[i] for i < n when m is all-ones; dst unchanged when m is
 * 0. Every word of both is read and every word of dst written either way.
 * n is public. */
void ctb_ct_copy(uint32_t *dst, const uint32_t *src, size_t n, uint32_t m);

/* CT: out[0..width) = table[index * width ..]; every entry of the table is
 * read, whatever the index. count and width are public, index secret; an
 * index >= count leaves out all-zero. */
void ctb_ct_lookup(uint32_t *out, const uint32_t *table, size_t count, size_t width,
	uint32_t index);

/* CT: r = a + b over n limbs; returns the carry (0 or 1). r may alias a or b.
 * n is public. */
uint32_t ctb_ct_add(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);

/* CT: r = a - b over n limbs; returns the borrow (0 or 1). r may alias a or
 * b. n is public. */
uint32_t ctb_ct_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n);

/* CT: r[0..n) += a[0..n) * s; returns the carry limb. n is public, s secret. */
uint32_t ctb_ct_mla(uint32_t *r, const uint32_t *a, size_t n, uint32_t s);

/* The path this build uses, e.g. "asm-xtensa" or "generic". */
extern const char ctb_ct_path[];

#endif
