/*
 * x86-64: cmp sets the carry flag on unsigned less-than, sbb r, r turns it
 * into a mask. The compiler cannot see that it is a comparison.
 */
#ifndef CTB_CT_PATH_X86_64_H
#define CTB_CT_PATH_X86_64_H

#include <stdint.h>

#define CTB_CT_PATH "asm-x86_64"
#include "ctb_ct/asm_common.h"

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	__asm__("negl %0" : "+r"(b) : : "cc");
	return b;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t m;

	__asm__(
		"cmpl %2, %1\n\t"
		"sbbl %0, %0"
		: "=r"(m) : "r"(x), "r"(y) : "cc");
	return m;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	uint32_t r = a;

	__asm__(
		"xorl %2, %0\n\t"
		"andl %3, %0\n\t"
		"xorl %2, %0"
		: "+&r"(r) : "r"(a), "r"(b), "r"(m) : "cc");
	return r;
}

#endif
