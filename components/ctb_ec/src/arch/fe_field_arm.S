/*
 * ctb_ec_fe_add_n, ctb_ec_fe_sub_n, ctb_ec_fe_csub, ctb_ec_fe_add_p256,
 * ctb_ec_fe_sub_p256, ctb_ec_red_p256, ctb_ec_red_p384
 * (ec_internal.h) for Cortex-M4 and the other Thumb-2 cores with the DSP
 * extension, selected with the products (fe_arch.h: CTB_EC_ASM_FIELD_ARM).
 * Written by gen_field.py: edit that, not this.
 *
 * Constant time: straight-line code but for one branch on m->limbs (the
 * public modulus description: which curve); every address is r, a, b, t
 * or m->m plus a constant. Carries and borrows ride in the flags; the
 * final correction adds m & mask, the mask from the top word's borrow.
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_FIELD_ARM)

	.syntax unified
	.thumb

/* void ctb_ec_fe_add_n(r, a, b, m): r = a + b mod m: 146 instructions (both sizes). */
	.section .text.ctb_ec_fe_add_n,"ax",%progbits
	.global ctb_ec_fe_add_n
	.type ctb_ec_fe_add_n, %function
	.p2align 2
	.thumb_func
ctb_ec_fe_add_n:
	push {r4-r11}
	ldr r12, [r3, #0]               @ m->limbs: public
	ldr r3, [r3, #4]                @ m->m
	cmp r12, #8
	bne .Lctb_ec_fe_add_n_12        @ public: which curve
	@ 8 limbs: r = a + b, then r - m; top - borrow is the mask (a + b < 2m)
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	mov r12, #0
	adc r12, r12, #0                @ top = carry out of a + b
	sub r0, r0, #32
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, #0                @ top - borrow: 0, or -1 when a + b < m
	sub r0, r0, #32
	sub r3, r3, #32
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
.Lctb_ec_fe_add_n_12:
	@ 12 limbs: r = a + b, then r - m; top - borrow is the mask (a + b < 2m)
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	mov r12, #0
	adc r12, r12, #0                @ top = carry out of a + b
	sub r0, r0, #48
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, #0                @ top - borrow: 0, or -1 when a + b < m
	sub r0, r0, #48
	sub r3, r3, #48
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
	.size ctb_ec_fe_add_n, .-ctb_ec_fe_add_n

/* void ctb_ec_fe_sub_n(r, a, b, m): r = a - b mod m: 103 instructions (both sizes). */
	.section .text.ctb_ec_fe_sub_n,"ax",%progbits
	.global ctb_ec_fe_sub_n
	.type ctb_ec_fe_sub_n, %function
	.p2align 2
	.thumb_func
ctb_ec_fe_sub_n:
	push {r4-r11}
	ldr r12, [r3, #0]               @ m->limbs: public
	ldr r3, [r3, #4]                @ m->m
	cmp r12, #8
	bne .Lctb_ec_fe_sub_n_12        @ public: which curve
	@ 8 limbs: r = a - b; a borrow (a < b) adds m back
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, r12               @ -borrow: 0 or all-ones
	sub r0, r0, #32
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
.Lctb_ec_fe_sub_n_12:
	@ 12 limbs: r = a - b; a borrow (a < b) adds m back
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r2!, {r8-r11}               @ b
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, r12               @ -borrow: 0 or all-ones
	sub r0, r0, #48
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
	.size ctb_ec_fe_sub_n, .-ctb_ec_fe_sub_n

/* void ctb_ec_fe_csub(r, a, top, m): 107 instructions (both sizes). */
	.section .text.ctb_ec_fe_csub,"ax",%progbits
	.global ctb_ec_fe_csub
	.type ctb_ec_fe_csub, %function
	.p2align 2
	.thumb_func
ctb_ec_fe_csub:
	push {r4-r11}
	ldr r12, [r3, #0]               @ m->limbs: public
	ldr r3, [r3, #4]                @ m->m
	cmp r12, #8
	bne .Lctb_ec_fe_csub_12         @ public: which curve
	@ 8 limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative
	mov r12, r2                     @ top, 0 or 1
	ldm r1!, {r4-r7}                @ a
	ldm r3!, {r8-r11}               @ m
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, #0                @ top - borrow: 0 or -1 (v - m in [-m, m))
	sub r0, r0, #32
	sub r3, r3, #32
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
.Lctb_ec_fe_csub_12:
	@ 12 limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative
	mov r12, r2                     @ top, 0 or 1
	ldm r1!, {r4-r7}                @ a
	ldm r3!, {r8-r11}               @ m
	subs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r1!, {r4-r7}                @ a
	ldm r3!, {r8-r11}               @ m
	sbcs r4, r4, r8
	sbcs r5, r5, r9
	sbcs r6, r6, r10
	sbcs r7, r7, r11
	stm r0!, {r4-r7}
	sbc r12, r12, #0                @ top - borrow: 0 or -1 (v - m in [-m, m))
	sub r0, r0, #48
	sub r3, r3, #48
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adds r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	ldm r0, {r4-r7}
	ldm r3!, {r8-r11}               @ m limbs
	and r8, r8, r12                 @ m or 0: no flags
	and r9, r9, r12                 @ m or 0: no flags
	and r10, r10, r12               @ m or 0: no flags
	and r11, r11, r12               @ m or 0: no flags
	adcs r4, r4, r8
	adcs r5, r5, r9
	adcs r6, r6, r10
	adcs r7, r7, r11
	stm r0!, {r4-r7}
	pop {r4-r11}
	bx lr
	.size ctb_ec_fe_csub, .-ctb_ec_fe_csub

/* void ctb_ec_fe_add_p256(r, a, b, m): P-256's p only: 36 instructions (both sizes). */
	.section .text.ctb_ec_fe_add_p256,"ax",%progbits
	.global ctb_ec_fe_add_p256
	.type ctb_ec_fe_add_p256, %function
	.p2align 2
	.thumb_func
ctb_ec_fe_add_p256:
	push {r4-r11}
	ldm r1, {r4-r11}                @ a
	ldm r2!, {r1, r3, r12}          @ b
	adds r4, r4, r1
	adcs r5, r5, r3
	adcs r6, r6, r12
	ldm r2!, {r1, r3, r12}          @ b
	adcs r7, r7, r1
	adcs r8, r8, r3
	adcs r9, r9, r12
	ldm r2, {r1, r3}                @ b
	adcs r10, r10, r1
	adcs r11, r11, r3
	mov r2, #0                      @ no flags
	adc r2, r2, #0                  @ top = carry out of a + b
	subs r4, r4, #0xffffffff        @ - p
	sbcs r5, r5, #0xffffffff
	sbcs r6, r6, #0xffffffff
	sbcs r7, r7, #0x0
	sbcs r8, r8, #0x0
	sbcs r9, r9, #0x0
	sbcs r10, r10, #0x1
	sbcs r11, r11, #0xffffffff
	sbc r2, r2, #0                  @ top - borrow: 0, or -1 when a + b < p
	and r3, r2, #1                  @ p6 & mask
	adds r4, r4, r2                 @ + p & mask: p0..p2 & mask = mask
	adcs r5, r5, r2
	adcs r6, r6, r2
	adcs r7, r7, #0
	adcs r8, r8, #0
	adcs r9, r9, #0
	adcs r10, r10, r3
	adc r11, r11, r2
	stm r0, {r4-r11}
	pop {r4-r11}
	bx lr
	.size ctb_ec_fe_add_p256, .-ctb_ec_fe_add_p256

/* void ctb_ec_fe_sub_p256(r, a, b, m): P-256's p only: 26 instructions (both sizes). */
	.section .text.ctb_ec_fe_sub_p256,"ax",%progbits
	.global ctb_ec_fe_sub_p256
	.type ctb_ec_fe_sub_p256, %function
	.p2align 2
	.thumb_func
ctb_ec_fe_sub_p256:
	push {r4-r11}
	ldm r1, {r4-r11}                @ a
	ldm r2!, {r1, r3, r12}          @ b
	subs r4, r4, r1
	sbcs r5, r5, r3
	sbcs r6, r6, r12
	ldm r2!, {r1, r3, r12}          @ b
	sbcs r7, r7, r1
	sbcs r8, r8, r3
	sbcs r9, r9, r12
	ldm r2, {r1, r3}                @ b
	sbcs r10, r10, r1
	sbcs r11, r11, r3
	sbc r2, r2, r2                  @ -borrow: 0 or all-ones (a < b)
	and r3, r2, #1                  @ p6 & mask
	adds r4, r4, r2                 @ + p & mask: p0..p2 & mask = mask
	adcs r5, r5, r2
	adcs r6, r6, r2
	adcs r7, r7, #0
	adcs r8, r8, #0
	adcs r9, r9, #0
	adcs r10, r10, r3
	adc r11, r11, r2
	stm r0, {r4-r11}
	pop {r4-r11}
	bx lr
	.size ctb_ec_fe_sub_p256, .-ctb_ec_fe_sub_p256

/* void ctb_ec_red_p256(r, t, m): 148 instructions (both sizes). */
	.section .text.ctb_ec_red_p256,"ax",%progbits
	.global ctb_ec_red_p256
	.type ctb_ec_red_p256, %function
	.p2align 2
	.thumb_func
ctb_ec_red_p256:
	push {r3-r11, lr}               @ r3 only keeps sp 8-byte aligned
	ldr r2, [r1, #0]                @ u0 = t0
	ldr r3, [r1, #4]                @ u1 = t1
	ldr r4, [r1, #8]                @ u2 = t2
	mov r5, #0                      @ carry into column 3
	ldr r6, [r1, #12]               @ t3
	adds r6, r6, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r6, r6, r2                 @ + u0
	adc r5, r5, #0
	ldr r7, [r1, #16]               @ t4
	adds r7, r7, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r7, r7, r3                 @ + u1
	adc r5, r5, #0
	ldr r8, [r1, #20]               @ t5
	adds r8, r8, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r8, r8, r4                 @ + u2
	adc r5, r5, #0
	ldr r9, [r1, #24]               @ t6
	adds r9, r9, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r9, r9, r6                 @ + u3
	adc r5, r5, #0
	adds r9, r9, r2                 @ + u0
	adc r5, r5, #0
	ldr r10, [r1, #28]              @ t7
	adds r10, r10, r5               @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r10, r10, r7               @ + u4
	adc r5, r5, #0
	adds r10, r10, r3               @ + u1
	adc r5, r5, #0
	subs r10, r10, r2               @ - u0
	sbc r5, r5, #0
	ldr r11, [r1, #32]              @ t8
	adds r11, r11, r5               @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r11, r11, r8               @ + u5
	adc r5, r5, #0
	adds r11, r11, r4               @ + u2
	adc r5, r5, #0
	subs r11, r11, r3               @ - u1
	sbc r5, r5, #0
	adds r11, r11, r2               @ + u0
	adc r5, r5, #0
	ldr r12, [r1, #36]              @ t9
	adds r12, r12, r5               @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r12, r12, r9               @ + u6
	adc r5, r5, #0
	adds r12, r12, r6               @ + u3
	adc r5, r5, #0
	subs r12, r12, r4               @ - u2
	sbc r5, r5, #0
	adds r12, r12, r3               @ + u1
	adc r5, r5, #0
	ldr lr, [r1, #40]               @ t10
	adds lr, lr, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds lr, lr, r10                @ + u7
	adc r5, r5, #0
	adds lr, lr, r7                 @ + u4
	adc r5, r5, #0
	subs lr, lr, r6                 @ - u3
	sbc r5, r5, #0
	adds lr, lr, r4                 @ + u2
	adc r5, r5, #0
	ldr r2, [r1, #44]               @ t11
	adds r2, r2, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r2, r2, r8                 @ + u5
	adc r5, r5, #0
	subs r2, r2, r7                 @ - u4
	sbc r5, r5, #0
	adds r2, r2, r6                 @ + u3
	adc r5, r5, #0
	ldr r3, [r1, #48]               @ t12
	adds r3, r3, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r3, r3, r9                 @ + u6
	adc r5, r5, #0
	subs r3, r3, r8                 @ - u5
	sbc r5, r5, #0
	adds r3, r3, r7                 @ + u4
	adc r5, r5, #0
	ldr r4, [r1, #52]               @ t13
	adds r4, r4, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r4, r4, r10                @ + u7
	adc r5, r5, #0
	subs r4, r4, r9                 @ - u6
	sbc r5, r5, #0
	adds r4, r4, r8                 @ + u5
	adc r5, r5, #0
	ldr r6, [r1, #56]               @ t14
	adds r6, r6, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	subs r6, r6, r10                @ - u7
	sbc r5, r5, #0
	adds r6, r6, r9                 @ + u6
	adc r5, r5, #0
	ldr r7, [r1, #60]               @ t15
	adds r7, r7, r5                 @ + carry (signed)
	asr r5, r5, #31                 @ its sign, no flags
	adc r5, r5, #0
	adds r7, r7, r10                @ + u7
	adc r5, r5, #0
	@ x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask
	subs r11, r11, #0xffffffff
	sbcs r12, r12, #0xffffffff
	sbcs lr, lr, #0xffffffff
	sbcs r2, r2, #0x0
	sbcs r3, r3, #0x0
	sbcs r4, r4, #0x0
	sbcs r6, r6, #0x1
	sbcs r7, r7, #0xffffffff
	sbc r5, r5, #0                  @ top - borrow: 0, or -1 if below p
	and r8, r5, #1                  @ p6 & mask
	adds r11, r11, r5               @ p0..p2 & mask = mask
	adcs r12, r12, r5
	adcs lr, lr, r5
	adcs r2, r2, #0
	adcs r3, r3, #0
	adcs r4, r4, #0
	adcs r6, r6, r8
	adc r7, r7, r5
	str r11, [r0, #0]
	str r12, [r0, #4]
	str lr, [r0, #8]
	str r2, [r0, #12]
	str r3, [r0, #16]
	str r4, [r0, #20]
	str r6, [r0, #24]
	str r7, [r0, #28]
	pop {r3-r11, pc}
	.size ctb_ec_red_p256, .-ctb_ec_red_p256

/* void ctb_ec_red_p384(r, t, m): 232 instructions (both sizes). */
	.section .text.ctb_ec_red_p384,"ax",%progbits
	.global ctb_ec_red_p384
	.type ctb_ec_red_p384, %function
	.p2align 2
	.thumb_func
ctb_ec_red_p384:
	push {r4-r11}
	mov r3, r2                      @ m, for fe_csub
	ldr r2, [r1, #0]                @ u0 = t0
	str r2, [r0, #0]                @ u0 kept in r[0] for column 12
	mov r4, #0                      @ carry into column 1
	ldr r5, [r1, #4]                @ t1
	adds r5, r5, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r5, r5, r2                 @ + u0
	adc r4, r4, #0
	str r5, [r0, #4]                @ u1 kept in r[1]
	ldr r6, [r1, #8]                @ t2
	adds r6, r6, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r6, r6, r5                 @ + u1
	adc r4, r4, #0
	str r6, [r0, #8]                @ u2 kept in r[2]
	ldr r7, [r1, #12]               @ t3
	adds r7, r7, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r7, r7, r6                 @ + u2
	adc r4, r4, #0
	subs r7, r7, r2                 @ - u0
	sbc r4, r4, #0
	str r7, [r0, #12]               @ u3 kept in r[3]
	ldr r8, [r1, #16]               @ t4
	adds r8, r8, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r8, r8, r7                 @ + u3
	adc r4, r4, #0
	subs r8, r8, r5                 @ - u1
	sbc r4, r4, #0
	subs r8, r8, r2                 @ - u0
	sbc r4, r4, #0
	str r8, [r0, #16]               @ u4 kept in r[4]
	ldr r9, [r1, #20]               @ t5
	adds r9, r9, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r9, r9, r8                 @ + u4
	adc r4, r4, #0
	subs r9, r9, r6                 @ - u2
	sbc r4, r4, #0
	subs r9, r9, r5                 @ - u1
	sbc r4, r4, #0
	str r9, [r0, #20]               @ u5 kept in r[5]
	ldr r10, [r1, #24]              @ t6
	adds r10, r10, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r10, r10, r9               @ + u5
	adc r4, r4, #0
	subs r10, r10, r7               @ - u3
	sbc r4, r4, #0
	subs r10, r10, r6               @ - u2
	sbc r4, r4, #0
	str r10, [r0, #24]              @ u6 kept in r[6]
	ldr r11, [r1, #28]              @ t7
	adds r11, r11, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r11, r11, r10              @ + u6
	adc r4, r4, #0
	subs r11, r11, r8               @ - u4
	sbc r4, r4, #0
	subs r11, r11, r7               @ - u3
	sbc r4, r4, #0
	str r11, [r0, #28]              @ u7 kept in r[7]
	ldr r12, [r1, #32]              @ t8
	adds r12, r12, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r12, r12, r11              @ + u7
	adc r4, r4, #0
	subs r12, r12, r9               @ - u5
	sbc r4, r4, #0
	subs r12, r12, r8               @ - u4
	sbc r4, r4, #0
	str r12, [r0, #32]              @ u8 kept in r[8]
	ldr r2, [r1, #36]               @ t9
	adds r2, r2, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r2, r2, r12                @ + u8
	adc r4, r4, #0
	subs r2, r2, r10                @ - u6
	sbc r4, r4, #0
	subs r2, r2, r9                 @ - u5
	sbc r4, r4, #0
	str r2, [r0, #36]               @ u9 kept in r[9]
	ldr r5, [r1, #40]               @ t10
	adds r5, r5, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r5, r5, r2                 @ + u9
	adc r4, r4, #0
	subs r5, r5, r11                @ - u7
	sbc r4, r4, #0
	subs r5, r5, r10                @ - u6
	sbc r4, r4, #0
	str r5, [r0, #40]               @ u10 kept in r[10]
	ldr r6, [r1, #44]               @ t11
	adds r6, r6, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r6, r6, r5                 @ + u10
	adc r4, r4, #0
	subs r6, r6, r12                @ - u8
	sbc r4, r4, #0
	subs r6, r6, r11                @ - u7
	sbc r4, r4, #0
	str r6, [r0, #44]               @ u11 kept in r[11]
	ldr r7, [r1, #48]               @ t12
	adds r7, r7, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	adds r7, r7, r6                 @ + u11
	adc r4, r4, #0
	subs r7, r7, r2                 @ - u9
	sbc r4, r4, #0
	subs r7, r7, r12                @ - u8
	sbc r4, r4, #0
	ldr r8, [r0, #0]                @ u0 from r[0]
	adds r7, r7, r8                 @ + u0
	adc r4, r4, #0
	str r7, [r0, #0]                @ x0
	ldr r8, [r1, #52]               @ t13
	adds r8, r8, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	subs r8, r8, r5                 @ - u10
	sbc r4, r4, #0
	subs r8, r8, r2                 @ - u9
	sbc r4, r4, #0
	ldr r9, [r0, #4]                @ u1 from r[1]
	adds r8, r8, r9                 @ + u1
	adc r4, r4, #0
	str r8, [r0, #4]                @ x1
	ldr r9, [r1, #56]               @ t14
	adds r9, r9, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	subs r9, r9, r6                 @ - u11
	sbc r4, r4, #0
	subs r9, r9, r5                 @ - u10
	sbc r4, r4, #0
	ldr r10, [r0, #8]               @ u2 from r[2]
	adds r9, r9, r10                @ + u2
	adc r4, r4, #0
	str r9, [r0, #8]                @ x2
	ldr r10, [r1, #60]              @ t15
	adds r10, r10, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	subs r10, r10, r6               @ - u11
	sbc r4, r4, #0
	ldr r11, [r0, #12]              @ u3 from r[3]
	adds r10, r10, r11              @ + u3
	adc r4, r4, #0
	str r10, [r0, #12]              @ x3
	ldr r11, [r1, #64]              @ t16
	adds r11, r11, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r7, [r0, #16]               @ u4 from r[4]
	adds r11, r11, r7               @ + u4
	adc r4, r4, #0
	str r11, [r0, #16]              @ x4
	ldr r7, [r1, #68]               @ t17
	adds r7, r7, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r12, [r0, #20]              @ u5 from r[5]
	adds r7, r7, r12                @ + u5
	adc r4, r4, #0
	str r7, [r0, #20]               @ x5
	ldr r12, [r1, #72]              @ t18
	adds r12, r12, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r8, [r0, #24]               @ u6 from r[6]
	adds r12, r12, r8               @ + u6
	adc r4, r4, #0
	str r12, [r0, #24]              @ x6
	ldr r8, [r1, #76]               @ t19
	adds r8, r8, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r2, [r0, #28]               @ u7 from r[7]
	adds r8, r8, r2                 @ + u7
	adc r4, r4, #0
	str r8, [r0, #28]               @ x7
	ldr r2, [r1, #80]               @ t20
	adds r2, r2, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r9, [r0, #32]               @ u8 from r[8]
	adds r2, r2, r9                 @ + u8
	adc r4, r4, #0
	str r2, [r0, #32]               @ x8
	ldr r9, [r1, #84]               @ t21
	adds r9, r9, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r5, [r0, #36]               @ u9 from r[9]
	adds r9, r9, r5                 @ + u9
	adc r4, r4, #0
	str r9, [r0, #36]               @ x9
	ldr r5, [r1, #88]               @ t22
	adds r5, r5, r4                 @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r10, [r0, #40]              @ u10 from r[10]
	adds r5, r5, r10                @ + u10
	adc r4, r4, #0
	str r5, [r0, #40]               @ x10
	ldr r10, [r1, #92]              @ t23
	adds r10, r10, r4               @ + carry (signed)
	asr r4, r4, #31                 @ its sign, no flags
	adc r4, r4, #0
	ldr r6, [r0, #44]               @ u11 from r[11]
	adds r10, r10, r6               @ + u11
	adc r4, r4, #0
	str r10, [r0, #44]              @ x11
	@ r + top 2^384 < 2p: fe_csub(r, r, top, m) ends it
	mov r2, r4                      @ top, 0 or 1
	mov r1, r0
	pop {r4-r11}
	b ctb_ec_fe_csub                @ tail call
	.size ctb_ec_red_p384, .-ctb_ec_red_p384

#endif
