/*
 * Xtensa. Three sequences for lt, chosen at build time from the core
 * description (xtensa/config/core-isa.h, which ESP-IDF's xtensa component
 * and the ESP32/ESP32-S3 lab toolchains provide), never at run time:
 *
 *   LX7 (ESP32-S2, ESP32-S3: XCHAL_HW_MIN_VERSION >= 270000): SALTU sets
 *     0 or 1 from an unsigned compare, NEG spreads it: 2 instructions;
 *   MIN/MAX option (ESP32's LX6): MINU(x, y) differs from y exactly when
 *     x < y; XOR, then NEG | OR | SRAI turn "nonzero" into a mask:
 *     5 instructions;
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

#if defined(CTB_CT_XTENSA_LT_SALTU)
CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t m;

	__asm__(
		"saltu %0, %1, %2\n\t"  /* m = x < y (0 or 1)  */
		"neg   %0, %0"            /* 0 or all-ones      */
		: "=&r"(m) : "r"(x), "r"(y));
	return m;
}
#elif defined(CTB_CT_XTENSA_LT_MINU)
CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	uint32_t d, m;

	/* minu(x, y) is x when x < y and y otherwise: d = minu ^ y is nonzero
	 * exactly when x < y. d | -d has bit 31 set exactly when d != 0. */
	__asm__(
		"minu %0, %2, %3\n\t"   /* d = min(x, y)      */
		"xor  %0, %0, %3\n\t"   /* d ^= y             */
		"neg  %1, %0\n\t"       /* m = -d             */
		"or   %1, %1, %0\n\t"   /* m |= d             */
		"srai %1, %1, 31"         /* bit 31 -> mask     */
		: "=&r"(d), "=&r"(m) : "r"(x), "r"(y));
	return m;
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
