/*
 * Generic C behind an optimisation barrier. A barrier hides a value, not
 * the structure of an expression (seed 000: clang re-derives x < y from the
 * branchless borrow formula and branches on it). So the barrier sits inside
 * each formula, on the one intermediate the compiler would need to see
 * through: the difference x - y for lt, the mask for sel and mask.
 */
#ifndef CTB_CT_PATH_GENERIC_H
#define CTB_CT_PATH_GENERIC_H

#include <stdint.h>

#ifdef CTB_CT_NO_ASM_PATH
#define CTB_CT_PATH "generic (no assembly path for this architecture)"
#else
#define CTB_CT_PATH "generic"
#endif

/* Not forced: forcing the generic C inline costs code size for a speed gain
 * that is a trade-off, not a clear win (seed 000 measured +396 bytes on
 * Thumb -Os). The assembly paths force it. */
#ifndef CTB_CT_INLINE
#define CTB_CT_INLINE static inline
#endif

#include "ctb_ct/barrier.h"

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	return ctb_ct_opaque(0u - b);
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	/* The borrow out of x - y, bit 31 of (~x & y) | (~(x ^ y) & (x - y)). */
	uint32_t d = ctb_ct_opaque(x - y);

	return ctb_ct_core_mask(((~x & y) | (~(x ^ y) & d)) >> 31);
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	m = ctb_ct_opaque(m);
	return b ^ ((a ^ b) & m);
}

#endif
