/*
 * Seed 000's rejected approach, kept as a checked case: the branchless
 * six-operation borrow formula and mask select with no barrier at all. The
 * compiler sees the whole expression, and clang at -O2 may recognise the
 * idiom, re-derive x < y and branch on it. Not constant time by contract;
 * `ctbench ct-check` must flag it where a compiler re-branches it.
 */
#ifndef CTB_CT_PATH_BRANCHLESS_H
#define CTB_CT_PATH_BRANCHLESS_H

#include <stdint.h>

#define CTB_CT_PATH "branchless (no barrier: seed 000's rejected approach)"
#define CTB_CT_INLINE static inline

CTB_CT_INLINE uint32_t
ctb_ct_opaque(uint32_t x)
{
	return x;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	return 0u - b;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	return 0u - (((~x & y) | (~(x ^ y) & (x - y))) >> 31);
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	return (a & m) | (b & ~m);
}

#endif
