/*
 * Arm, A32 and Thumb-2 (unified syntax). lt is the borrow of a subtraction
 * turned into a mask by sbc: after subs, C is set when no borrow occurred,
 * and sbc r, r, r = r - r - !C = -borrow.
 */
#ifndef CTB_CT_PATH_ARM_H
#define CTB_CT_PATH_ARM_H

#include <stdint.h>

#define CTB_CT_PATH "asm-arm"
#include "ctb_ct/asm_common.h"

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	uint32_t m;

	__asm__("rsb %0, %1, #0" : "=r"(m) : "r"(b));
	return m;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t m;

	__asm__(
		".syntax unified\n\t"
		"subs %0, %1, %2\n\t"
		"sbc  %0, %0, %0"
		: "=&r"(m) : "r"(x), "r"(y) : "cc");
	return m;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	uint32_t r;

	__asm__(
		"eor %0, %1, %2\n\t"
		"and %0, %0, %3\n\t"
		"eor %0, %0, %2"
		: "=&r"(r) : "r"(a), "r"(b), "r"(m));
	return r;
}

#endif
