/*
 * Xtensa. Three sequences for lt, chosen at build time from the core
 * description (xtensa/config/core-isa.h, which ESP-IDF's xtensa component
 * and the ESP32/ESP32-S3 lab toolchains provide), never at run time:
 *
 *   LX7 (ESP32-S2, ESP32-S3: XCHAL_HW_MIN_VERSION >= 270000): SALTU sets
 *     0 or 1 from an unsigned compare: 1 instruction;
 *   MIN/MAX option (ESP32's LX6): MINU(x, y) differs from y exactly when
 *     x < y; XOR, then MINU with 1, turn "nonzero" into 1: 3 instructions;
 *   base ISA (lx106, or no core description): the borrow formula,
 *     7 instructions of sub, xor, and, or, srai.
 *
 * All three are ALU instructions with no data-dependent timing on these
 * cores, and the compiler cannot see into the asm, so it cannot rebuild a
 * comparison (or a branch) from it. mask and sel are base ISA everywhere.
 */
#ifndef CTB_CT_PATH_XTENSA_H
#define CTB_CT_PATH_XTENSA_H

#include <stdint.h>

#if defined(__has_include)
#if __has_include(<xtensa/config/core-isa.h>)
#include <xtensa/config/core-isa.h>
#endif
#endif

#if defined(XCHAL_HW_MIN_VERSION) && XCHAL_HW_MIN_VERSION >= 270000
#define CTB_CT_XTENSA_LT_SALTU 1
#define CTB_CT_PATH "asm-xtensa-saltu"
#elif defined(XCHAL_HAVE_MINMAX) && XCHAL_HAVE_MINMAX
#define CTB_CT_XTENSA_LT_MINU 1
#define CTB_CT_PATH "asm-xtensa-minu"
#else
#define CTB_CT_PATH "asm-xtensa"
#endif
#include "ctb_ct/asm_common.h"

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	uint32_t m;

	__asm__("neg %0, %1" : "=r"(m) : "r"(b));
	return m;
}

#if defined(CTB_CT_XTENSA_LT_SALTU) || defined(CTB_CT_XTENSA_LT_MINU)
/*
 * lt01 is 0 or 1, and the mask is 0 - lt01 in C. To the compiler lt01 is
 * any value (it cannot see into the asm), so the subtraction is plain
 * arithmetic it cannot turn into a branch; what it can do is fold
 * (0 - lt01) & 1 into lt01 & 1 where a carry wants 0 or 1, which saves the
 * negation in carry loops. mbedTLS's xtensa-lt patch does the same.
 */
CTB_CT_INLINE uint32_t
ctb_ct_core_lt01(uint32_t x, uint32_t y)
{
	uint32_t b;

#if defined(CTB_CT_XTENSA_LT_SALTU)
	__asm__("saltu %0, %1, %2" : "=r"(b) : "r"(x), "r"(y));
#else
	/* minu(x, y) is x when x < y and y otherwise, so minu ^ y is nonzero
	 * exactly when x < y; minu with 1 makes nonzero 1. The 1 is an input
	 * so that its movi can leave a loop. */
	__asm__(
		"minu %0, %1, %2\n\t"   /* b = min(x, y)      */
		"xor  %0, %0, %2\n\t"   /* b ^= y             */
		"minu %0, %0, %3"         /* b = min(b, 1)      */
		: "=&r"(b) : "r"(x), "r"(y), "r"(1u));
#endif
	return b;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	return 0u - ctb_ct_core_lt01(x, y);
}
#else
CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t t, d, m;

	/* The borrow out of x - y is bit 31 of (~x & y) | (~(x ^ y) & (x - y)).
	 * Base ISA has no NOT: ~x & y is (x ^ y) & y, and ~(x ^ y) & d is
	 * d ^ (d & (x ^ y)). srai spreads the borrow into the mask. Seven
	 * instructions, the same in the mbedTLS series patch (tests keep the
	 * two in step). */
	__asm__(
		"xor  %0, %3, %4\n\t"   /* t = x ^ y          */
		"sub  %1, %3, %4\n\t"   /* d = x - y          */
		"and  %2, %0, %4\n\t"   /* m = t & y          */
		"and  %0, %0, %1\n\t"   /* t &= d             */
		"xor  %1, %1, %0\n\t"   /* d = ~(x ^ y) & d   */
		"or   %2, %2, %1\n\t"   /* m |= d             */
		"srai %2, %2, 31"         /* borrow -> mask     */
		: "=&r"(t), "=&r"(d), "=&r"(m) : "r"(x), "r"(y));
	return m;
}
#endif

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	uint32_t r;

	__asm__(
		"xor %0, %1, %2\n\t"    /* r = a ^ b          */
		"and %0, %0, %3\n\t"    /* r &= m             */
		"xor %0, %0, %2"        /* r ^= b             */
		: "=&r"(r) : "r"(a), "r"(b), "r"(m));
	return r;
}

#endif
