/*
 * The optimisation barrier every path but plain and branchless uses: an
 * empty asm that claims to change x, so the compiler must assume any value
 * comes out, and cannot prove a mask is 0 or all-ones (seed 002) or rebuild
 * a comparison (seed 000). Included after the path defines CTB_CT_INLINE.
 */
#ifndef CTB_CT_BARRIER_H
#define CTB_CT_BARRIER_H

#include <stdint.h>

CTB_CT_INLINE uint32_t
ctb_ct_opaque(uint32_t x)
{
	__asm__("" : "+r"(x));
	return x;
}

#endif
