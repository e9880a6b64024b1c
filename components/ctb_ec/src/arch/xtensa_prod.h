/*
 * Xtensa field products (fe_arch.h): the core's multiplier and the ABI,
 * chosen at build time from the core description (xtensa/config/core-isa.h,
 * as ctb_ct's path_xtensa.h does), and the assembler macros that the four
 * xtensa_*.S files expand. Included by assembly only.
 *
 *   CTB_EC_XT_MULH    LX6/LX7 (XCHAL_HAVE_MUL32_HIGH): mull + muluh give a
 *                     32 x 32 -> 64 product in two instructions;
 *                     xtensa_mulh.h (product scanning, 32-bit limbs);
 *   otherwise         lx106, or no core description: MUL16U only;
 *                     xtensa_mul16.h (16-bit digits, split accumulators).
 *
 * Register use, both ABIs: a2 = r, a3 = a, a4 = b as passed; a5 .. a15 are
 * scratch. Windowed ABI: entry/retw give a fresh window, nothing to save.
 * call0: a12 .. a15 are callee-saved, so the prologue stores them. No
 * function here calls another, and none branches: every instruction runs
 * once per call, in the same order, whatever the limbs hold.
 */
#ifndef CTB_EC_XTENSA_PROD_H
#define CTB_EC_XTENSA_PROD_H

#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_XTENSA)

#if defined(__has_include)
#if __has_include(<xtensa/config/core-isa.h>)
#include <xtensa/config/core-isa.h>
#endif
#endif

#if defined(XCHAL_HAVE_MUL32_HIGH) && XCHAL_HAVE_MUL32_HIGH
#define CTB_EC_XT_MULH 1
#if defined(XCHAL_HW_MIN_VERSION) && XCHAL_HW_MIN_VERSION >= 270000
#define CTB_EC_XT_SALTU 1      /* LX7: one-instruction carry */
#elif defined(XCHAL_HAVE_MINMAX) && XCHAL_HAVE_MINMAX
#define CTB_EC_XT_MINU 1       /* LX6: three-instruction carry */
#else
#undef CTB_EC_XT_MULH          /* no cheap carry: the MUL16 code */
#endif
#endif
/* MAC16 (ESP32, ESP32-S3): the multiplications scan 16-bit signed digits
 * in its 40-bit accumulator (gen_xtensa_mac16.py, xtensa_mac16.h); the
 * generated code uses the windowed ABI's frame. Squares keep the MULH
 * code (their doubling costs more in the accumulator than it saves). */
#if defined(CTB_EC_XT_MULH) && defined(XCHAL_HAVE_MAC16) && XCHAL_HAVE_MAC16 \
	&& defined(__XTENSA_WINDOWED_ABI__) && !defined(CTB_EC_XT_NO_MAC16)
#define CTB_EC_XT_MAC16 1
#endif

/* Function frame. */
	.macro	xt_begin name
	.section .text.\name, "ax"
	.align	4
	.global	\name
	.type	\name, @function
\name:
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
	addi	a1, a1, -16
	s32i	a12, a1, 0
	s32i	a13, a1, 4
	s32i	a14, a1, 8
	s32i	a15, a1, 12
#endif
	.endm

	.macro	xt_end name
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	l32i	a12, a1, 0
	l32i	a13, a1, 4
	l32i	a14, a1, 8
	l32i	a15, a1, 12
	addi	a1, a1, 16
	ret
#endif
	.size	\name, . - \name
	.endm

#if defined(CTB_EC_XT_MULH)
#include "xtensa_mulh.h"
#if defined(CTB_EC_XT_MAC16)
#include "xtensa_mac16.h"
#endif
#else
#include "xtensa_mul16.h"
#endif

#endif /* CTB_EC_ASM_XTENSA */
#endif
