/*
 * Xtensa. Base-ISA instructions only (sub, xor, and, or, srai, neg), none
 * of which is optional on the ESP8266 (lx106), ESP32 (LX6), ESP32-S2 or
 * ESP32-S3 (LX7). The lx106 has no SALTU and no MINU, so lt is computed
 * from the borrow formula rather than by an instruction. Assembled and
 * tested on lx106 (the one Xtensa toolchain in Debian); the LX6/LX7
 * assemblers are not available here. The compiler cannot see into the asm,
 * so it cannot rebuild a comparison from it.
 */
#ifndef CTB_CT_PATH_XTENSA_H
#define CTB_CT_PATH_XTENSA_H

#include <stdint.h>

#define CTB_CT_PATH "asm-xtensa"
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
