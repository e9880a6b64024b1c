/*
 * RISC-V, RV32 and RV64: sltu gives the comparison as 0/1 without a branch.
 * On RV64 a uint32_t argument sits sign-extended in its register; sign
 * extension keeps the unsigned order of 32-bit values, so sltu on the full
 * registers is still x < y. No Espressif RISC-V part (C2, C3, C5, C6, H2,
 * P4) has an assembly path elsewhere today.
 */
#ifndef CTB_CT_PATH_RISCV_H
#define CTB_CT_PATH_RISCV_H

#include <stdint.h>

#define CTB_CT_PATH "asm-riscv"
#include "ctb_ct/asm_common.h"

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	uint32_t m;

	__asm__("neg %0, %1" : "=r"(m) : "r"(b));
	return m;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t m;

	__asm__(
		"sltu %0, %1, %2\n\t"
		"neg  %0, %0"
		: "=&r"(m) : "r"(x), "r"(y));
	return m;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	uint32_t r;

	__asm__(
		"xor %0, %1, %2\n\t"
		"and %0, %0, %3\n\t"
		"xor %0, %0, %2"
		: "=&r"(r) : "r"(a), "r"(b), "r"(m));
	return r;
}

#endif
