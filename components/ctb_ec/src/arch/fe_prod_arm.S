/*
 * ctb_ec_mul8, ctb_ec_sqr8, ctb_ec_mul12, ctb_ec_sqr12 (fe_arch.h) for
 * Cortex-M4 and other Thumb-2 cores with the DSP extension (UMAAL).
 * Written by gen_prod.py: edit that, not this.
 *
 * Constant time: straight-line code, no branch, every address is r, a or
 * b plus a constant. The multipliers are UMULL and UMAAL, single-cycle on
 * Cortex-M4 whatever the operands (Cortex-M4 TRM, ARM DDI 0439, table 3-1:
 * UMULL, UMLAL, UMAAL 1 cycle; only SDIV/UDIV terminate early). Not for
 * Cortex-M3, whose long multiplies terminate early (DDI 0337): it lacks
 * UMAAL, so this file is not built there.
 *
 * Registers: r0 = r, r1 = a (moved on by ldmia), r2 = b; r3-r6 a strip
 * of a; r7-r11 the accumulator window and its carry limb; r12, lr the row
 * multipliers. r4-r11 and lr are saved (and r3, for an 8-byte aligned sp).
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_PROD_ARM)

	.syntax unified
	.thumb

/* void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b): r[0..16) = a * b, 116 instructions. */
	.section .text.ctb_ec_mul8,"ax",%progbits
	.global ctb_ec_mul8
	.type ctb_ec_mul8, %function
	.p2align 2
	.thumb_func
ctb_ec_mul8:
	push {r3-r11, lr}               @ r3 only keeps sp 8-byte aligned
	@ strip 0: a[0..3] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r12, lr, [r2, #0]          @ b[0], b[1]
	umull r7, r8, r3, r12           @ r[0] += a[0] b[0]
	mov r9, #0
	umaal r9, r8, r4, r12           @ r[1] += a[1] b[0]
	mov r10, #0
	umaal r10, r8, r5, r12          @ r[2] += a[2] b[0]
	mov r11, #0
	umaal r11, r8, r6, r12          @ r[3] += a[3] b[0]
	str r7, [r0, #0]                @ r[0]
	mov r7, #0
	umaal r9, r7, r3, lr            @ r[1] += a[0] b[1]
	umaal r10, r7, r4, lr           @ r[2] += a[1] b[1]
	umaal r11, r7, r5, lr           @ r[3] += a[2] b[1]
	umaal r8, r7, r6, lr            @ r[4] += a[3] b[1]
	str r9, [r0, #4]                @ r[1]
	ldrd r12, lr, [r2, #8]          @ b[2], b[3]
	mov r9, #0
	umaal r10, r9, r3, r12          @ r[2] += a[0] b[2]
	umaal r11, r9, r4, r12          @ r[3] += a[1] b[2]
	umaal r8, r9, r5, r12           @ r[4] += a[2] b[2]
	umaal r7, r9, r6, r12           @ r[5] += a[3] b[2]
	str r10, [r0, #8]               @ r[2]
	mov r10, #0
	umaal r11, r10, r3, lr          @ r[3] += a[0] b[3]
	umaal r8, r10, r4, lr           @ r[4] += a[1] b[3]
	umaal r7, r10, r5, lr           @ r[5] += a[2] b[3]
	umaal r9, r10, r6, lr           @ r[6] += a[3] b[3]
	str r11, [r0, #12]              @ r[3]
	ldrd r12, lr, [r2, #16]         @ b[4], b[5]
	mov r11, #0
	umaal r8, r11, r3, r12          @ r[4] += a[0] b[4]
	umaal r7, r11, r4, r12          @ r[5] += a[1] b[4]
	umaal r9, r11, r5, r12          @ r[6] += a[2] b[4]
	umaal r10, r11, r6, r12         @ r[7] += a[3] b[4]
	str r8, [r0, #16]               @ r[4]
	mov r8, #0
	umaal r7, r8, r3, lr            @ r[5] += a[0] b[5]
	umaal r9, r8, r4, lr            @ r[6] += a[1] b[5]
	umaal r10, r8, r5, lr           @ r[7] += a[2] b[5]
	umaal r11, r8, r6, lr           @ r[8] += a[3] b[5]
	str r7, [r0, #20]               @ r[5]
	ldrd r12, lr, [r2, #24]         @ b[6], b[7]
	mov r7, #0
	umaal r9, r7, r3, r12           @ r[6] += a[0] b[6]
	umaal r10, r7, r4, r12          @ r[7] += a[1] b[6]
	umaal r11, r7, r5, r12          @ r[8] += a[2] b[6]
	umaal r8, r7, r6, r12           @ r[9] += a[3] b[6]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[7] += a[0] b[7]
	umaal r11, r9, r4, lr           @ r[8] += a[1] b[7]
	umaal r8, r9, r5, lr            @ r[9] += a[2] b[7]
	umaal r7, r9, r6, lr            @ r[10] += a[3] b[7]
	str r10, [r0, #28]              @ r[7]
	strd r11, r8, [r0, #32]         @ r[8], r[9] (window)
	strd r7, r9, [r0, #40]          @ r[10], r[11] (window)
	@ strip 1: a[4..7] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #16]          @ r[4], r[5] so far
	ldrd r9, r10, [r0, #24]         @ r[6], r[7] so far
	ldrd r12, lr, [r2, #0]          @ b[0], b[1]
	mov r11, #0
	umaal r7, r11, r3, r12          @ r[4] += a[4] b[0]
	umaal r8, r11, r4, r12          @ r[5] += a[5] b[0]
	umaal r9, r11, r5, r12          @ r[6] += a[6] b[0]
	umaal r10, r11, r6, r12         @ r[7] += a[7] b[0]
	str r7, [r0, #16]               @ r[4]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[5] += a[4] b[1]
	umaal r9, r7, r4, lr            @ r[6] += a[5] b[1]
	umaal r10, r7, r5, lr           @ r[7] += a[6] b[1]
	umaal r11, r7, r6, lr           @ r[8] += a[7] b[1]
	str r8, [r0, #20]               @ r[5]
	ldrd r12, lr, [r2, #8]          @ b[2], b[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[6] += a[4] b[2]
	umaal r10, r8, r4, r12          @ r[7] += a[5] b[2]
	umaal r11, r8, r5, r12          @ r[8] += a[6] b[2]
	umaal r7, r8, r6, r12           @ r[9] += a[7] b[2]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[7] += a[4] b[3]
	umaal r11, r9, r4, lr           @ r[8] += a[5] b[3]
	umaal r7, r9, r5, lr            @ r[9] += a[6] b[3]
	umaal r8, r9, r6, lr            @ r[10] += a[7] b[3]
	str r10, [r0, #28]              @ r[7]
	ldrd r12, lr, [r2, #16]         @ b[4], b[5]
	ldr r10, [r0, #32]              @ r[8] so far
	umaal r11, r10, r3, r12         @ r[8] += a[4] b[4]
	umaal r7, r10, r4, r12          @ r[9] += a[5] b[4]
	umaal r8, r10, r5, r12          @ r[10] += a[6] b[4]
	umaal r9, r10, r6, r12          @ r[11] += a[7] b[4]
	str r11, [r0, #32]              @ r[8]
	ldr r11, [r0, #36]              @ r[9] so far
	umaal r7, r11, r3, lr           @ r[9] += a[4] b[5]
	umaal r8, r11, r4, lr           @ r[10] += a[5] b[5]
	umaal r9, r11, r5, lr           @ r[11] += a[6] b[5]
	umaal r10, r11, r6, lr          @ r[12] += a[7] b[5]
	str r7, [r0, #36]               @ r[9]
	ldrd r12, lr, [r2, #24]         @ b[6], b[7]
	ldr r7, [r0, #40]               @ r[10] so far
	umaal r8, r7, r3, r12           @ r[10] += a[4] b[6]
	umaal r9, r7, r4, r12           @ r[11] += a[5] b[6]
	umaal r10, r7, r5, r12          @ r[12] += a[6] b[6]
	umaal r11, r7, r6, r12          @ r[13] += a[7] b[6]
	str r8, [r0, #40]               @ r[10]
	ldr r8, [r0, #44]               @ r[11] so far
	umaal r9, r8, r3, lr            @ r[11] += a[4] b[7]
	umaal r10, r8, r4, lr           @ r[12] += a[5] b[7]
	umaal r11, r8, r5, lr           @ r[13] += a[6] b[7]
	umaal r7, r8, r6, lr            @ r[14] += a[7] b[7]
	str r9, [r0, #44]               @ r[11]
	strd r10, r11, [r0, #48]        @ r[12], r[13] (window)
	strd r7, r8, [r0, #56]          @ r[14], r[15] (window)
	pop {r3-r11, pc}
	.size ctb_ec_mul8, .-ctb_ec_mul8

/* void ctb_ec_sqr8(uint32_t *r, const uint32_t *a): r[0..16) = a * a, 106 instructions. */
	.section .text.ctb_ec_sqr8,"ax",%progbits
	.global ctb_ec_sqr8
	.type ctb_ec_sqr8, %function
	.p2align 2
	.thumb_func
ctb_ec_sqr8:
	push {r3-r11, lr}               @ r3 only keeps sp 8-byte aligned
	@ strip 0: a[0..3] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	umull r7, r8, r4, r3            @ r[1] += a[1] a[0]
	mov r9, #0
	umaal r9, r8, r5, r3            @ r[2] += a[2] a[0]
	mov r10, #0
	umaal r10, r8, r6, r3           @ r[3] += a[3] a[0]
	mov r11, #0
	umaal r10, r11, r5, r4          @ r[3] += a[2] a[1]
	umaal r8, r11, r6, r4           @ r[4] += a[3] a[1]
	str r7, [r0, #4]                @ r[1]
	mov r7, #0
	umaal r11, r7, r6, r5           @ r[5] += a[3] a[2]
	str r9, [r0, #8]                @ r[2]
	strd r10, r8, [r0, #12]         @ r[3], r[4] (window)
	strd r11, r7, [r0, #20]         @ r[5], r[6] (window)
	@ strip 1: a[4..7] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #16]          @ r[4], r[5] so far
	ldr r9, [r0, #24]               @ r[6] so far
	ldrd r12, lr, [r1, #-32]        @ a[0], a[1]
	mov r10, #0
	umaal r7, r10, r3, r12          @ r[4] += a[4] a[0]
	umaal r8, r10, r4, r12          @ r[5] += a[5] a[0]
	umaal r9, r10, r5, r12          @ r[6] += a[6] a[0]
	mov r11, #0
	umaal r11, r10, r6, r12         @ r[7] += a[7] a[0]
	str r7, [r0, #16]               @ r[4]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[5] += a[4] a[1]
	umaal r9, r7, r4, lr            @ r[6] += a[5] a[1]
	umaal r11, r7, r5, lr           @ r[7] += a[6] a[1]
	umaal r10, r7, r6, lr           @ r[8] += a[7] a[1]
	str r8, [r0, #20]               @ r[5]
	ldrd r12, lr, [r1, #-24]        @ a[2], a[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[6] += a[4] a[2]
	umaal r11, r8, r4, r12          @ r[7] += a[5] a[2]
	umaal r10, r8, r5, r12          @ r[8] += a[6] a[2]
	umaal r7, r8, r6, r12           @ r[9] += a[7] a[2]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r11, r9, r3, lr           @ r[7] += a[4] a[3]
	umaal r10, r9, r4, lr           @ r[8] += a[5] a[3]
	umaal r7, r9, r5, lr            @ r[9] += a[6] a[3]
	umaal r8, r9, r6, lr            @ r[10] += a[7] a[3]
	str r11, [r0, #28]              @ r[7]
	mov r11, #0
	umaal r7, r11, r4, r3           @ r[9] += a[5] a[4]
	umaal r8, r11, r5, r3           @ r[10] += a[6] a[4]
	umaal r9, r11, r6, r3           @ r[11] += a[7] a[4]
	str r10, [r0, #32]              @ r[8]
	mov r10, #0
	umaal r9, r10, r5, r4           @ r[11] += a[6] a[5]
	umaal r11, r10, r6, r4          @ r[12] += a[7] a[5]
	str r7, [r0, #36]               @ r[9]
	mov r7, #0
	umaal r10, r7, r6, r5           @ r[13] += a[7] a[6]
	str r8, [r0, #40]               @ r[10]
	strd r9, r11, [r0, #44]         @ r[11], r[12] (window)
	strd r10, r7, [r0, #52]         @ r[13], r[14] (window)
	@ the square: 2 (cross products) + the squares a[i]^2
	mov r6, #2                      @ the doubling multiplier
	mov r5, #0                      @ the carry limb
	ldrd r7, r8, [r1, #-32]         @ a[0], a[1]
	ldr r4, [r0, #4]                @ r[1]
	umull r9, r10, r7, r7           @ a[0]^2
	umaal r10, r5, r4, r6           @ r[1] = 2 r[1] + h + a^2
	strd r9, r10, [r0, #0]          @ r[0], r[1]
	ldrd r3, r4, [r0, #8]           @ r[2], r[3]
	umull r9, r10, r8, r8           @ a[1]^2
	umaal r9, r5, r3, r6            @ r[2] = 2 r[2] + h + a^2
	umaal r10, r5, r4, r6           @ r[3] = 2 r[3] + h + a^2
	strd r9, r10, [r0, #8]          @ r[2], r[3]
	ldrd r7, r8, [r1, #-24]         @ a[2], a[3]
	ldrd r3, r4, [r0, #16]          @ r[4], r[5]
	umull r9, r10, r7, r7           @ a[2]^2
	umaal r9, r5, r3, r6            @ r[4] = 2 r[4] + h + a^2
	umaal r10, r5, r4, r6           @ r[5] = 2 r[5] + h + a^2
	strd r9, r10, [r0, #16]         @ r[4], r[5]
	ldrd r3, r4, [r0, #24]          @ r[6], r[7]
	umull r9, r10, r8, r8           @ a[3]^2
	umaal r9, r5, r3, r6            @ r[6] = 2 r[6] + h + a^2
	umaal r10, r5, r4, r6           @ r[7] = 2 r[7] + h + a^2
	strd r9, r10, [r0, #24]         @ r[6], r[7]
	ldrd r7, r8, [r1, #-16]         @ a[4], a[5]
	ldrd r3, r4, [r0, #32]          @ r[8], r[9]
	umull r9, r10, r7, r7           @ a[4]^2
	umaal r9, r5, r3, r6            @ r[8] = 2 r[8] + h + a^2
	umaal r10, r5, r4, r6           @ r[9] = 2 r[9] + h + a^2
	strd r9, r10, [r0, #32]         @ r[8], r[9]
	ldrd r3, r4, [r0, #40]          @ r[10], r[11]
	umull r9, r10, r8, r8           @ a[5]^2
	umaal r9, r5, r3, r6            @ r[10] = 2 r[10] + h + a^2
	umaal r10, r5, r4, r6           @ r[11] = 2 r[11] + h + a^2
	strd r9, r10, [r0, #40]         @ r[10], r[11]
	ldrd r7, r8, [r1, #-8]          @ a[6], a[7]
	ldrd r3, r4, [r0, #48]          @ r[12], r[13]
	umull r9, r10, r7, r7           @ a[6]^2
	umaal r9, r5, r3, r6            @ r[12] = 2 r[12] + h + a^2
	umaal r10, r5, r4, r6           @ r[13] = 2 r[13] + h + a^2
	strd r9, r10, [r0, #48]         @ r[12], r[13]
	ldr r3, [r0, #56]               @ r[14]
	umull r9, r10, r8, r8           @ a[7]^2
	umaal r9, r5, r3, r6            @ r[14] = 2 r[14] + h + a^2
	add r10, r10, r5                @ r[15]: h + a^2, no carry out
	strd r9, r10, [r0, #56]         @ r[14], r[15]
	pop {r3-r11, pc}
	.size ctb_ec_sqr8, .-ctb_ec_sqr8

/* void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b): r[0..24) = a * b, 251 instructions. */
	.section .text.ctb_ec_mul12,"ax",%progbits
	.global ctb_ec_mul12
	.type ctb_ec_mul12, %function
	.p2align 2
	.thumb_func
ctb_ec_mul12:
	push {r3-r11, lr}               @ r3 only keeps sp 8-byte aligned
	@ strip 0: a[0..3] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r12, lr, [r2, #0]          @ b[0], b[1]
	umull r7, r8, r3, r12           @ r[0] += a[0] b[0]
	mov r9, #0
	umaal r9, r8, r4, r12           @ r[1] += a[1] b[0]
	mov r10, #0
	umaal r10, r8, r5, r12          @ r[2] += a[2] b[0]
	mov r11, #0
	umaal r11, r8, r6, r12          @ r[3] += a[3] b[0]
	str r7, [r0, #0]                @ r[0]
	mov r7, #0
	umaal r9, r7, r3, lr            @ r[1] += a[0] b[1]
	umaal r10, r7, r4, lr           @ r[2] += a[1] b[1]
	umaal r11, r7, r5, lr           @ r[3] += a[2] b[1]
	umaal r8, r7, r6, lr            @ r[4] += a[3] b[1]
	str r9, [r0, #4]                @ r[1]
	ldrd r12, lr, [r2, #8]          @ b[2], b[3]
	mov r9, #0
	umaal r10, r9, r3, r12          @ r[2] += a[0] b[2]
	umaal r11, r9, r4, r12          @ r[3] += a[1] b[2]
	umaal r8, r9, r5, r12           @ r[4] += a[2] b[2]
	umaal r7, r9, r6, r12           @ r[5] += a[3] b[2]
	str r10, [r0, #8]               @ r[2]
	mov r10, #0
	umaal r11, r10, r3, lr          @ r[3] += a[0] b[3]
	umaal r8, r10, r4, lr           @ r[4] += a[1] b[3]
	umaal r7, r10, r5, lr           @ r[5] += a[2] b[3]
	umaal r9, r10, r6, lr           @ r[6] += a[3] b[3]
	str r11, [r0, #12]              @ r[3]
	ldrd r12, lr, [r2, #16]         @ b[4], b[5]
	mov r11, #0
	umaal r8, r11, r3, r12          @ r[4] += a[0] b[4]
	umaal r7, r11, r4, r12          @ r[5] += a[1] b[4]
	umaal r9, r11, r5, r12          @ r[6] += a[2] b[4]
	umaal r10, r11, r6, r12         @ r[7] += a[3] b[4]
	str r8, [r0, #16]               @ r[4]
	mov r8, #0
	umaal r7, r8, r3, lr            @ r[5] += a[0] b[5]
	umaal r9, r8, r4, lr            @ r[6] += a[1] b[5]
	umaal r10, r8, r5, lr           @ r[7] += a[2] b[5]
	umaal r11, r8, r6, lr           @ r[8] += a[3] b[5]
	str r7, [r0, #20]               @ r[5]
	ldrd r12, lr, [r2, #24]         @ b[6], b[7]
	mov r7, #0
	umaal r9, r7, r3, r12           @ r[6] += a[0] b[6]
	umaal r10, r7, r4, r12          @ r[7] += a[1] b[6]
	umaal r11, r7, r5, r12          @ r[8] += a[2] b[6]
	umaal r8, r7, r6, r12           @ r[9] += a[3] b[6]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[7] += a[0] b[7]
	umaal r11, r9, r4, lr           @ r[8] += a[1] b[7]
	umaal r8, r9, r5, lr            @ r[9] += a[2] b[7]
	umaal r7, r9, r6, lr            @ r[10] += a[3] b[7]
	str r10, [r0, #28]              @ r[7]
	ldrd r12, lr, [r2, #32]         @ b[8], b[9]
	mov r10, #0
	umaal r11, r10, r3, r12         @ r[8] += a[0] b[8]
	umaal r8, r10, r4, r12          @ r[9] += a[1] b[8]
	umaal r7, r10, r5, r12          @ r[10] += a[2] b[8]
	umaal r9, r10, r6, r12          @ r[11] += a[3] b[8]
	str r11, [r0, #32]              @ r[8]
	mov r11, #0
	umaal r8, r11, r3, lr           @ r[9] += a[0] b[9]
	umaal r7, r11, r4, lr           @ r[10] += a[1] b[9]
	umaal r9, r11, r5, lr           @ r[11] += a[2] b[9]
	umaal r10, r11, r6, lr          @ r[12] += a[3] b[9]
	str r8, [r0, #36]               @ r[9]
	ldrd r12, lr, [r2, #40]         @ b[10], b[11]
	mov r8, #0
	umaal r7, r8, r3, r12           @ r[10] += a[0] b[10]
	umaal r9, r8, r4, r12           @ r[11] += a[1] b[10]
	umaal r10, r8, r5, r12          @ r[12] += a[2] b[10]
	umaal r11, r8, r6, r12          @ r[13] += a[3] b[10]
	str r7, [r0, #40]               @ r[10]
	mov r7, #0
	umaal r9, r7, r3, lr            @ r[11] += a[0] b[11]
	umaal r10, r7, r4, lr           @ r[12] += a[1] b[11]
	umaal r11, r7, r5, lr           @ r[13] += a[2] b[11]
	umaal r8, r7, r6, lr            @ r[14] += a[3] b[11]
	str r9, [r0, #44]               @ r[11]
	strd r10, r11, [r0, #48]        @ r[12], r[13] (window)
	strd r8, r7, [r0, #56]          @ r[14], r[15] (window)
	@ strip 1: a[4..7] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #16]          @ r[4], r[5] so far
	ldrd r9, r10, [r0, #24]         @ r[6], r[7] so far
	ldrd r12, lr, [r2, #0]          @ b[0], b[1]
	mov r11, #0
	umaal r7, r11, r3, r12          @ r[4] += a[4] b[0]
	umaal r8, r11, r4, r12          @ r[5] += a[5] b[0]
	umaal r9, r11, r5, r12          @ r[6] += a[6] b[0]
	umaal r10, r11, r6, r12         @ r[7] += a[7] b[0]
	str r7, [r0, #16]               @ r[4]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[5] += a[4] b[1]
	umaal r9, r7, r4, lr            @ r[6] += a[5] b[1]
	umaal r10, r7, r5, lr           @ r[7] += a[6] b[1]
	umaal r11, r7, r6, lr           @ r[8] += a[7] b[1]
	str r8, [r0, #20]               @ r[5]
	ldrd r12, lr, [r2, #8]          @ b[2], b[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[6] += a[4] b[2]
	umaal r10, r8, r4, r12          @ r[7] += a[5] b[2]
	umaal r11, r8, r5, r12          @ r[8] += a[6] b[2]
	umaal r7, r8, r6, r12           @ r[9] += a[7] b[2]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[7] += a[4] b[3]
	umaal r11, r9, r4, lr           @ r[8] += a[5] b[3]
	umaal r7, r9, r5, lr            @ r[9] += a[6] b[3]
	umaal r8, r9, r6, lr            @ r[10] += a[7] b[3]
	str r10, [r0, #28]              @ r[7]
	ldrd r12, lr, [r2, #16]         @ b[4], b[5]
	ldr r10, [r0, #32]              @ r[8] so far
	umaal r11, r10, r3, r12         @ r[8] += a[4] b[4]
	umaal r7, r10, r4, r12          @ r[9] += a[5] b[4]
	umaal r8, r10, r5, r12          @ r[10] += a[6] b[4]
	umaal r9, r10, r6, r12          @ r[11] += a[7] b[4]
	str r11, [r0, #32]              @ r[8]
	ldr r11, [r0, #36]              @ r[9] so far
	umaal r7, r11, r3, lr           @ r[9] += a[4] b[5]
	umaal r8, r11, r4, lr           @ r[10] += a[5] b[5]
	umaal r9, r11, r5, lr           @ r[11] += a[6] b[5]
	umaal r10, r11, r6, lr          @ r[12] += a[7] b[5]
	str r7, [r0, #36]               @ r[9]
	ldrd r12, lr, [r2, #24]         @ b[6], b[7]
	ldr r7, [r0, #40]               @ r[10] so far
	umaal r8, r7, r3, r12           @ r[10] += a[4] b[6]
	umaal r9, r7, r4, r12           @ r[11] += a[5] b[6]
	umaal r10, r7, r5, r12          @ r[12] += a[6] b[6]
	umaal r11, r7, r6, r12          @ r[13] += a[7] b[6]
	str r8, [r0, #40]               @ r[10]
	ldr r8, [r0, #44]               @ r[11] so far
	umaal r9, r8, r3, lr            @ r[11] += a[4] b[7]
	umaal r10, r8, r4, lr           @ r[12] += a[5] b[7]
	umaal r11, r8, r5, lr           @ r[13] += a[6] b[7]
	umaal r7, r8, r6, lr            @ r[14] += a[7] b[7]
	str r9, [r0, #44]               @ r[11]
	ldrd r12, lr, [r2, #32]         @ b[8], b[9]
	ldr r9, [r0, #48]               @ r[12] so far
	umaal r10, r9, r3, r12          @ r[12] += a[4] b[8]
	umaal r11, r9, r4, r12          @ r[13] += a[5] b[8]
	umaal r7, r9, r5, r12           @ r[14] += a[6] b[8]
	umaal r8, r9, r6, r12           @ r[15] += a[7] b[8]
	str r10, [r0, #48]              @ r[12]
	ldr r10, [r0, #52]              @ r[13] so far
	umaal r11, r10, r3, lr          @ r[13] += a[4] b[9]
	umaal r7, r10, r4, lr           @ r[14] += a[5] b[9]
	umaal r8, r10, r5, lr           @ r[15] += a[6] b[9]
	umaal r9, r10, r6, lr           @ r[16] += a[7] b[9]
	str r11, [r0, #52]              @ r[13]
	ldrd r12, lr, [r2, #40]         @ b[10], b[11]
	ldr r11, [r0, #56]              @ r[14] so far
	umaal r7, r11, r3, r12          @ r[14] += a[4] b[10]
	umaal r8, r11, r4, r12          @ r[15] += a[5] b[10]
	umaal r9, r11, r5, r12          @ r[16] += a[6] b[10]
	umaal r10, r11, r6, r12         @ r[17] += a[7] b[10]
	str r7, [r0, #56]               @ r[14]
	ldr r7, [r0, #60]               @ r[15] so far
	umaal r8, r7, r3, lr            @ r[15] += a[4] b[11]
	umaal r9, r7, r4, lr            @ r[16] += a[5] b[11]
	umaal r10, r7, r5, lr           @ r[17] += a[6] b[11]
	umaal r11, r7, r6, lr           @ r[18] += a[7] b[11]
	str r8, [r0, #60]               @ r[15]
	strd r9, r10, [r0, #64]         @ r[16], r[17] (window)
	strd r11, r7, [r0, #72]         @ r[18], r[19] (window)
	@ strip 2: a[8..11] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #32]          @ r[8], r[9] so far
	ldrd r9, r10, [r0, #40]         @ r[10], r[11] so far
	ldrd r12, lr, [r2, #0]          @ b[0], b[1]
	mov r11, #0
	umaal r7, r11, r3, r12          @ r[8] += a[8] b[0]
	umaal r8, r11, r4, r12          @ r[9] += a[9] b[0]
	umaal r9, r11, r5, r12          @ r[10] += a[10] b[0]
	umaal r10, r11, r6, r12         @ r[11] += a[11] b[0]
	str r7, [r0, #32]               @ r[8]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[9] += a[8] b[1]
	umaal r9, r7, r4, lr            @ r[10] += a[9] b[1]
	umaal r10, r7, r5, lr           @ r[11] += a[10] b[1]
	umaal r11, r7, r6, lr           @ r[12] += a[11] b[1]
	str r8, [r0, #36]               @ r[9]
	ldrd r12, lr, [r2, #8]          @ b[2], b[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[10] += a[8] b[2]
	umaal r10, r8, r4, r12          @ r[11] += a[9] b[2]
	umaal r11, r8, r5, r12          @ r[12] += a[10] b[2]
	umaal r7, r8, r6, r12           @ r[13] += a[11] b[2]
	str r9, [r0, #40]               @ r[10]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[11] += a[8] b[3]
	umaal r11, r9, r4, lr           @ r[12] += a[9] b[3]
	umaal r7, r9, r5, lr            @ r[13] += a[10] b[3]
	umaal r8, r9, r6, lr            @ r[14] += a[11] b[3]
	str r10, [r0, #44]              @ r[11]
	ldrd r12, lr, [r2, #16]         @ b[4], b[5]
	ldr r10, [r0, #48]              @ r[12] so far
	umaal r11, r10, r3, r12         @ r[12] += a[8] b[4]
	umaal r7, r10, r4, r12          @ r[13] += a[9] b[4]
	umaal r8, r10, r5, r12          @ r[14] += a[10] b[4]
	umaal r9, r10, r6, r12          @ r[15] += a[11] b[4]
	str r11, [r0, #48]              @ r[12]
	ldr r11, [r0, #52]              @ r[13] so far
	umaal r7, r11, r3, lr           @ r[13] += a[8] b[5]
	umaal r8, r11, r4, lr           @ r[14] += a[9] b[5]
	umaal r9, r11, r5, lr           @ r[15] += a[10] b[5]
	umaal r10, r11, r6, lr          @ r[16] += a[11] b[5]
	str r7, [r0, #52]               @ r[13]
	ldrd r12, lr, [r2, #24]         @ b[6], b[7]
	ldr r7, [r0, #56]               @ r[14] so far
	umaal r8, r7, r3, r12           @ r[14] += a[8] b[6]
	umaal r9, r7, r4, r12           @ r[15] += a[9] b[6]
	umaal r10, r7, r5, r12          @ r[16] += a[10] b[6]
	umaal r11, r7, r6, r12          @ r[17] += a[11] b[6]
	str r8, [r0, #56]               @ r[14]
	ldr r8, [r0, #60]               @ r[15] so far
	umaal r9, r8, r3, lr            @ r[15] += a[8] b[7]
	umaal r10, r8, r4, lr           @ r[16] += a[9] b[7]
	umaal r11, r8, r5, lr           @ r[17] += a[10] b[7]
	umaal r7, r8, r6, lr            @ r[18] += a[11] b[7]
	str r9, [r0, #60]               @ r[15]
	ldrd r12, lr, [r2, #32]         @ b[8], b[9]
	ldr r9, [r0, #64]               @ r[16] so far
	umaal r10, r9, r3, r12          @ r[16] += a[8] b[8]
	umaal r11, r9, r4, r12          @ r[17] += a[9] b[8]
	umaal r7, r9, r5, r12           @ r[18] += a[10] b[8]
	umaal r8, r9, r6, r12           @ r[19] += a[11] b[8]
	str r10, [r0, #64]              @ r[16]
	ldr r10, [r0, #68]              @ r[17] so far
	umaal r11, r10, r3, lr          @ r[17] += a[8] b[9]
	umaal r7, r10, r4, lr           @ r[18] += a[9] b[9]
	umaal r8, r10, r5, lr           @ r[19] += a[10] b[9]
	umaal r9, r10, r6, lr           @ r[20] += a[11] b[9]
	str r11, [r0, #68]              @ r[17]
	ldrd r12, lr, [r2, #40]         @ b[10], b[11]
	ldr r11, [r0, #72]              @ r[18] so far
	umaal r7, r11, r3, r12          @ r[18] += a[8] b[10]
	umaal r8, r11, r4, r12          @ r[19] += a[9] b[10]
	umaal r9, r11, r5, r12          @ r[20] += a[10] b[10]
	umaal r10, r11, r6, r12         @ r[21] += a[11] b[10]
	str r7, [r0, #72]               @ r[18]
	ldr r7, [r0, #76]               @ r[19] so far
	umaal r8, r7, r3, lr            @ r[19] += a[8] b[11]
	umaal r9, r7, r4, lr            @ r[20] += a[9] b[11]
	umaal r10, r7, r5, lr           @ r[21] += a[10] b[11]
	umaal r11, r7, r6, lr           @ r[22] += a[11] b[11]
	str r8, [r0, #76]               @ r[19]
	strd r9, r10, [r0, #80]         @ r[20], r[21] (window)
	strd r11, r7, [r0, #88]         @ r[22], r[23] (window)
	pop {r3-r11, pc}
	.size ctb_ec_mul12, .-ctb_ec_mul12

/* void ctb_ec_sqr12(uint32_t *r, const uint32_t *a): r[0..24) = a * a, 197 instructions. */
	.section .text.ctb_ec_sqr12,"ax",%progbits
	.global ctb_ec_sqr12
	.type ctb_ec_sqr12, %function
	.p2align 2
	.thumb_func
ctb_ec_sqr12:
	push {r3-r11, lr}               @ r3 only keeps sp 8-byte aligned
	@ strip 0: a[0..3] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	umull r7, r8, r4, r3            @ r[1] += a[1] a[0]
	mov r9, #0
	umaal r9, r8, r5, r3            @ r[2] += a[2] a[0]
	mov r10, #0
	umaal r10, r8, r6, r3           @ r[3] += a[3] a[0]
	mov r11, #0
	umaal r10, r11, r5, r4          @ r[3] += a[2] a[1]
	umaal r8, r11, r6, r4           @ r[4] += a[3] a[1]
	str r7, [r0, #4]                @ r[1]
	mov r7, #0
	umaal r11, r7, r6, r5           @ r[5] += a[3] a[2]
	str r9, [r0, #8]                @ r[2]
	strd r10, r8, [r0, #12]         @ r[3], r[4] (window)
	strd r11, r7, [r0, #20]         @ r[5], r[6] (window)
	@ strip 1: a[4..7] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #16]          @ r[4], r[5] so far
	ldr r9, [r0, #24]               @ r[6] so far
	ldrd r12, lr, [r1, #-32]        @ a[0], a[1]
	mov r10, #0
	umaal r7, r10, r3, r12          @ r[4] += a[4] a[0]
	umaal r8, r10, r4, r12          @ r[5] += a[5] a[0]
	umaal r9, r10, r5, r12          @ r[6] += a[6] a[0]
	mov r11, #0
	umaal r11, r10, r6, r12         @ r[7] += a[7] a[0]
	str r7, [r0, #16]               @ r[4]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[5] += a[4] a[1]
	umaal r9, r7, r4, lr            @ r[6] += a[5] a[1]
	umaal r11, r7, r5, lr           @ r[7] += a[6] a[1]
	umaal r10, r7, r6, lr           @ r[8] += a[7] a[1]
	str r8, [r0, #20]               @ r[5]
	ldrd r12, lr, [r1, #-24]        @ a[2], a[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[6] += a[4] a[2]
	umaal r11, r8, r4, r12          @ r[7] += a[5] a[2]
	umaal r10, r8, r5, r12          @ r[8] += a[6] a[2]
	umaal r7, r8, r6, r12           @ r[9] += a[7] a[2]
	str r9, [r0, #24]               @ r[6]
	mov r9, #0
	umaal r11, r9, r3, lr           @ r[7] += a[4] a[3]
	umaal r10, r9, r4, lr           @ r[8] += a[5] a[3]
	umaal r7, r9, r5, lr            @ r[9] += a[6] a[3]
	umaal r8, r9, r6, lr            @ r[10] += a[7] a[3]
	str r11, [r0, #28]              @ r[7]
	mov r11, #0
	umaal r7, r11, r4, r3           @ r[9] += a[5] a[4]
	umaal r8, r11, r5, r3           @ r[10] += a[6] a[4]
	umaal r9, r11, r6, r3           @ r[11] += a[7] a[4]
	str r10, [r0, #32]              @ r[8]
	mov r10, #0
	umaal r9, r10, r5, r4           @ r[11] += a[6] a[5]
	umaal r11, r10, r6, r4          @ r[12] += a[7] a[5]
	str r7, [r0, #36]               @ r[9]
	mov r7, #0
	umaal r10, r7, r6, r5           @ r[13] += a[7] a[6]
	str r8, [r0, #40]               @ r[10]
	strd r9, r11, [r0, #44]         @ r[11], r[12] (window)
	strd r10, r7, [r0, #52]         @ r[13], r[14] (window)
	@ strip 2: a[8..11] in r3-r6
	ldmia r1!, {r3-r6}              @ a limbs, r1 moves on
	ldrd r7, r8, [r0, #32]          @ r[8], r[9] so far
	ldrd r9, r10, [r0, #40]         @ r[10], r[11] so far
	ldrd r12, lr, [r1, #-48]        @ a[0], a[1]
	mov r11, #0
	umaal r7, r11, r3, r12          @ r[8] += a[8] a[0]
	umaal r8, r11, r4, r12          @ r[9] += a[9] a[0]
	umaal r9, r11, r5, r12          @ r[10] += a[10] a[0]
	umaal r10, r11, r6, r12         @ r[11] += a[11] a[0]
	str r7, [r0, #32]               @ r[8]
	mov r7, #0
	umaal r8, r7, r3, lr            @ r[9] += a[8] a[1]
	umaal r9, r7, r4, lr            @ r[10] += a[9] a[1]
	umaal r10, r7, r5, lr           @ r[11] += a[10] a[1]
	umaal r11, r7, r6, lr           @ r[12] += a[11] a[1]
	str r8, [r0, #36]               @ r[9]
	ldrd r12, lr, [r1, #-40]        @ a[2], a[3]
	mov r8, #0
	umaal r9, r8, r3, r12           @ r[10] += a[8] a[2]
	umaal r10, r8, r4, r12          @ r[11] += a[9] a[2]
	umaal r11, r8, r5, r12          @ r[12] += a[10] a[2]
	umaal r7, r8, r6, r12           @ r[13] += a[11] a[2]
	str r9, [r0, #40]               @ r[10]
	mov r9, #0
	umaal r10, r9, r3, lr           @ r[11] += a[8] a[3]
	umaal r11, r9, r4, lr           @ r[12] += a[9] a[3]
	umaal r7, r9, r5, lr            @ r[13] += a[10] a[3]
	umaal r8, r9, r6, lr            @ r[14] += a[11] a[3]
	str r10, [r0, #44]              @ r[11]
	ldrd r12, lr, [r1, #-32]        @ a[4], a[5]
	ldr r10, [r0, #48]              @ r[12] so far
	umaal r11, r10, r3, r12         @ r[12] += a[8] a[4]
	umaal r7, r10, r4, r12          @ r[13] += a[9] a[4]
	umaal r8, r10, r5, r12          @ r[14] += a[10] a[4]
	umaal r9, r10, r6, r12          @ r[15] += a[11] a[4]
	str r11, [r0, #48]              @ r[12]
	ldr r11, [r0, #52]              @ r[13] so far
	umaal r7, r11, r3, lr           @ r[13] += a[8] a[5]
	umaal r8, r11, r4, lr           @ r[14] += a[9] a[5]
	umaal r9, r11, r5, lr           @ r[15] += a[10] a[5]
	umaal r10, r11, r6, lr          @ r[16] += a[11] a[5]
	str r7, [r0, #52]               @ r[13]
	ldrd r12, lr, [r1, #-24]        @ a[6], a[7]
	ldr r7, [r0, #56]               @ r[14] so far
	umaal r8, r7, r3, r12           @ r[14] += a[8] a[6]
	umaal r9, r7, r4, r12           @ r[15] += a[9] a[6]
	umaal r10, r7, r5, r12          @ r[16] += a[10] a[6]
	umaal r11, r7, r6, r12          @ r[17] += a[11] a[6]
	str r8, [r0, #56]               @ r[14]
	mov r8, #0
	umaal r9, r8, r3, lr            @ r[15] += a[8] a[7]
	umaal r10, r8, r4, lr           @ r[16] += a[9] a[7]
	umaal r11, r8, r5, lr           @ r[17] += a[10] a[7]
	umaal r7, r8, r6, lr            @ r[18] += a[11] a[7]
	str r9, [r0, #60]               @ r[15]
	mov r9, #0
	umaal r11, r9, r4, r3           @ r[17] += a[9] a[8]
	umaal r7, r9, r5, r3            @ r[18] += a[10] a[8]
	umaal r8, r9, r6, r3            @ r[19] += a[11] a[8]
	str r10, [r0, #64]              @ r[16]
	mov r10, #0
	umaal r8, r10, r5, r4           @ r[19] += a[10] a[9]
	umaal r9, r10, r6, r4           @ r[20] += a[11] a[9]
	str r11, [r0, #68]              @ r[17]
	mov r11, #0
	umaal r10, r11, r6, r5          @ r[21] += a[11] a[10]
	str r7, [r0, #72]               @ r[18]
	strd r8, r9, [r0, #76]          @ r[19], r[20] (window)
	strd r10, r11, [r0, #84]        @ r[21], r[22] (window)
	@ the square: 2 (cross products) + the squares a[i]^2
	mov r6, #2                      @ the doubling multiplier
	mov r5, #0                      @ the carry limb
	ldrd r7, r8, [r1, #-48]         @ a[0], a[1]
	ldr r4, [r0, #4]                @ r[1]
	umull r9, r10, r7, r7           @ a[0]^2
	umaal r10, r5, r4, r6           @ r[1] = 2 r[1] + h + a^2
	strd r9, r10, [r0, #0]          @ r[0], r[1]
	ldrd r3, r4, [r0, #8]           @ r[2], r[3]
	umull r9, r10, r8, r8           @ a[1]^2
	umaal r9, r5, r3, r6            @ r[2] = 2 r[2] + h + a^2
	umaal r10, r5, r4, r6           @ r[3] = 2 r[3] + h + a^2
	strd r9, r10, [r0, #8]          @ r[2], r[3]
	ldrd r7, r8, [r1, #-40]         @ a[2], a[3]
	ldrd r3, r4, [r0, #16]          @ r[4], r[5]
	umull r9, r10, r7, r7           @ a[2]^2
	umaal r9, r5, r3, r6            @ r[4] = 2 r[4] + h + a^2
	umaal r10, r5, r4, r6           @ r[5] = 2 r[5] + h + a^2
	strd r9, r10, [r0, #16]         @ r[4], r[5]
	ldrd r3, r4, [r0, #24]          @ r[6], r[7]
	umull r9, r10, r8, r8           @ a[3]^2
	umaal r9, r5, r3, r6            @ r[6] = 2 r[6] + h + a^2
	umaal r10, r5, r4, r6           @ r[7] = 2 r[7] + h + a^2
	strd r9, r10, [r0, #24]         @ r[6], r[7]
	ldrd r7, r8, [r1, #-32]         @ a[4], a[5]
	ldrd r3, r4, [r0, #32]          @ r[8], r[9]
	umull r9, r10, r7, r7           @ a[4]^2
	umaal r9, r5, r3, r6            @ r[8] = 2 r[8] + h + a^2
	umaal r10, r5, r4, r6           @ r[9] = 2 r[9] + h + a^2
	strd r9, r10, [r0, #32]         @ r[8], r[9]
	ldrd r3, r4, [r0, #40]          @ r[10], r[11]
	umull r9, r10, r8, r8           @ a[5]^2
	umaal r9, r5, r3, r6            @ r[10] = 2 r[10] + h + a^2
	umaal r10, r5, r4, r6           @ r[11] = 2 r[11] + h + a^2
	strd r9, r10, [r0, #40]         @ r[10], r[11]
	ldrd r7, r8, [r1, #-24]         @ a[6], a[7]
	ldrd r3, r4, [r0, #48]          @ r[12], r[13]
	umull r9, r10, r7, r7           @ a[6]^2
	umaal r9, r5, r3, r6            @ r[12] = 2 r[12] + h + a^2
	umaal r10, r5, r4, r6           @ r[13] = 2 r[13] + h + a^2
	strd r9, r10, [r0, #48]         @ r[12], r[13]
	ldrd r3, r4, [r0, #56]          @ r[14], r[15]
	umull r9, r10, r8, r8           @ a[7]^2
	umaal r9, r5, r3, r6            @ r[14] = 2 r[14] + h + a^2
	umaal r10, r5, r4, r6           @ r[15] = 2 r[15] + h + a^2
	strd r9, r10, [r0, #56]         @ r[14], r[15]
	ldrd r7, r8, [r1, #-16]         @ a[8], a[9]
	ldrd r3, r4, [r0, #64]          @ r[16], r[17]
	umull r9, r10, r7, r7           @ a[8]^2
	umaal r9, r5, r3, r6            @ r[16] = 2 r[16] + h + a^2
	umaal r10, r5, r4, r6           @ r[17] = 2 r[17] + h + a^2
	strd r9, r10, [r0, #64]         @ r[16], r[17]
	ldrd r3, r4, [r0, #72]          @ r[18], r[19]
	umull r9, r10, r8, r8           @ a[9]^2
	umaal r9, r5, r3, r6            @ r[18] = 2 r[18] + h + a^2
	umaal r10, r5, r4, r6           @ r[19] = 2 r[19] + h + a^2
	strd r9, r10, [r0, #72]         @ r[18], r[19]
	ldrd r7, r8, [r1, #-8]          @ a[10], a[11]
	ldrd r3, r4, [r0, #80]          @ r[20], r[21]
	umull r9, r10, r7, r7           @ a[10]^2
	umaal r9, r5, r3, r6            @ r[20] = 2 r[20] + h + a^2
	umaal r10, r5, r4, r6           @ r[21] = 2 r[21] + h + a^2
	strd r9, r10, [r0, #80]         @ r[20], r[21]
	ldr r3, [r0, #88]               @ r[22]
	umull r9, r10, r8, r8           @ a[11]^2
	umaal r9, r5, r3, r6            @ r[22] = 2 r[22] + h + a^2
	add r10, r10, r5                @ r[23]: h + a^2, no carry out
	strd r9, r10, [r0, #88]         @ r[22], r[23]
	pop {r3-r11, pc}
	.size ctb_ec_sqr12, .-ctb_ec_sqr12

#endif
