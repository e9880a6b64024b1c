/*
 * ctb_ec_fe_sqr_p256 (ec_internal.h) on LX7: r = a * a / R mod P-256's p (m unused).
 * Written by gen_xtensa_field.py (the design is its docstring and
 * FUSED's comment): edit that, not this. CT: no branch, fixed addresses.
 */
#include "xtensa_field.h"

#if defined(CTB_EC_ASM_XTENSA) && defined(CTB_EC_ASM_MUL_P256)
#if !defined(CTB_EC_XF_SALTU)
#error "fe_arch.h fuses P-256's multiplication on LX7 (saltu) only"
#endif
	.section .text.ctb_ec_fe_sqr_p256, "ax"
	.align	4
	.global	ctb_ec_fe_sqr_p256
	.type	ctb_ec_fe_sqr_p256, @function
ctb_ec_fe_sqr_p256:
	/* 560 instructions */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 128
#else
	addi	a1, a1, -128
	s32i	a12, a1, 64
	s32i	a13, a1, 68
	s32i	a14, a1, 72
	s32i	a15, a1, 76
#endif
	s32i	a0, a1, 96
	movi a6, 0
	movi a7, 0
	movi a8, 0
	s32i a6, a1, 0              /* t0 */
	l32i a11, a3, 0             /* a0 */
	l32i a12, a3, 4             /* a1 */
	mull a9, a11, a12           /* a0 b1 */
	muluh a10, a11, a12
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a6, a8, a10           /* carry: c2 starts */
	s32i a7, a1, 4              /* t1 */
	l32i a13, a3, 8             /* a2 */
	mull a9, a11, a13           /* a0 b2 */
	muluh a10, a11, a13
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a7, a6, a10           /* carry: c2 starts */
	s32i a8, a1, 8              /* t2 */
	mull a9, a12, a13           /* a1 b2 */
	muluh a10, a12, a13
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a8, a7, a10           /* carry: c2 starts */
	l32i a14, a3, 12            /* a3 */
	mull a9, a11, a14           /* a0 b3 */
	muluh a10, a11, a14
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a10, a7, a10          /* carry */
	add a8, a8, a10
	s32i a6, a1, 12             /* t3 */
	l32i a15, a3, 16            /* a4 */
	mull a9, a11, a15           /* a0 b4 */
	muluh a10, a11, a15
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a6, a8, a10           /* carry: c2 starts */
	mull a9, a12, a14           /* a1 b3 */
	muluh a10, a12, a14
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a10, a8, a10          /* carry */
	add a6, a6, a10
	s32i a7, a1, 16             /* t4 */
	mull a9, a13, a14           /* a2 b3 */
	muluh a10, a13, a14
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a7, a6, a10           /* carry: c2 starts */
	mull a9, a12, a15           /* a1 b4 */
	muluh a10, a12, a15
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a10, a6, a10          /* carry */
	add a7, a7, a10
	l32i a5, a3, 20             /* a5 */
	mull a9, a11, a5            /* a0 b5 */
	muluh a10, a11, a5
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a10, a6, a10          /* carry */
	add a7, a7, a10
	s32i a8, a1, 20             /* t5 */
	l32i a0, a3, 24             /* a6 */
	mull a9, a11, a0            /* a0 b6 */
	muluh a10, a11, a0
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a8, a7, a10           /* carry: c2 starts */
	mull a9, a12, a5            /* a1 b5 */
	muluh a10, a12, a5
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a10, a7, a10          /* carry */
	add a8, a8, a10
	mull a9, a13, a15           /* a2 b4 */
	muluh a10, a13, a15
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a10, a7, a10          /* carry */
	add a8, a8, a10
	s32i a6, a1, 24             /* t6 */
	mull a9, a14, a15           /* a3 b4 */
	muluh a10, a14, a15
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a6, a8, a10           /* carry: c2 starts */
	mull a9, a13, a5            /* a2 b5 */
	muluh a10, a13, a5
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a10, a8, a10          /* carry */
	add a6, a6, a10
	mull a9, a12, a0            /* a1 b6 */
	muluh a10, a12, a0
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a10, a8, a10          /* carry */
	add a6, a6, a10
	l32i a15, a3, 28            /* a7 */
	mull a9, a11, a15           /* a0 b7 */
	muluh a10, a11, a15
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a10, a8, a10          /* carry */
	add a6, a6, a10
	s32i a7, a1, 28             /* t7 */
	mull a9, a12, a15           /* a1 b7 */
	muluh a10, a12, a15
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a7, a6, a10           /* carry: c2 starts */
	mull a9, a13, a0            /* a2 b6 */
	muluh a10, a13, a0
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a10, a6, a10          /* carry */
	add a7, a7, a10
	mull a9, a14, a5            /* a3 b5 */
	muluh a10, a14, a5
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a10, a6, a10          /* carry */
	add a7, a7, a10
	s32i a8, a1, 32             /* t8 */
	l32i a11, a3, 16            /* a4 */
	mull a9, a11, a5            /* a4 b5 */
	muluh a10, a11, a5
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a8, a7, a10           /* carry: c2 starts */
	mull a9, a14, a0            /* a3 b6 */
	muluh a10, a14, a0
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a10, a7, a10          /* carry */
	add a8, a8, a10
	mull a9, a13, a15           /* a2 b7 */
	muluh a10, a13, a15
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a10, a7, a10          /* carry */
	add a8, a8, a10
	s32i a6, a1, 36             /* t9 */
	mull a9, a14, a15           /* a3 b7 */
	muluh a10, a14, a15
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a6, a8, a10           /* carry: c2 starts */
	mull a9, a11, a0            /* a4 b6 */
	muluh a10, a11, a0
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a10, a8, a10          /* carry */
	add a6, a6, a10
	s32i a7, a1, 40             /* t10 */
	mull a9, a5, a0             /* a5 b6 */
	muluh a10, a5, a0
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a7, a6, a10           /* carry: c2 starts */
	mull a9, a11, a15           /* a4 b7 */
	muluh a10, a11, a15
	add a8, a8, a9
	saltu a9, a8, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a6, a6, a10
	saltu a10, a6, a10          /* carry */
	add a7, a7, a10
	s32i a8, a1, 44             /* t11 */
	mull a9, a5, a15            /* a5 b7 */
	muluh a10, a5, a15
	add a6, a6, a9
	saltu a9, a6, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a7, a7, a10
	saltu a8, a7, a10           /* carry: c2 starts */
	s32i a6, a1, 48             /* t12 */
	mull a9, a0, a15            /* a6 b7 */
	muluh a10, a0, a15
	add a7, a7, a9
	saltu a9, a7, a9            /* carry */
	add a10, a10, a9            /* no wrap */
	add a8, a8, a10
	saltu a6, a8, a10           /* carry: c2 starts */
	s32i a7, a1, 52             /* t13 */
	movi a7, 0
	s32i a8, a1, 56             /* t14 */
	s32i a6, a1, 60             /* t15 */
	ssai 31
	movi a9, 0
	movi a5, 0
	l32i a8, a3, 0              /* a0 */
	l32i a12, a1, 0             /* t0 */
	l32i a10, a1, 4             /* t1 */
	mull a7, a8, a8             /* a0^2 */
	muluh a6, a8, a8
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 0
	s32i a10, a1, 4
	l32i a8, a3, 4              /* a1 */
	l32i a12, a1, 8             /* t2 */
	l32i a10, a1, 12            /* t3 */
	mull a7, a8, a8             /* a1^2 */
	muluh a6, a8, a8
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 8
	s32i a10, a1, 12
	l32i a12, a1, 16            /* t4 */
	l32i a10, a1, 20            /* t5 */
	mull a7, a13, a13           /* a2^2 */
	muluh a6, a13, a13
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 16
	s32i a10, a1, 20
	l32i a12, a1, 24            /* t6 */
	l32i a10, a1, 28            /* t7 */
	mull a7, a14, a14           /* a3^2 */
	muluh a6, a14, a14
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 24
	s32i a10, a1, 28
	l32i a12, a1, 32            /* t8 */
	l32i a10, a1, 36            /* t9 */
	mull a7, a11, a11           /* a4^2 */
	muluh a6, a11, a11
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 32
	s32i a10, a1, 36
	l32i a8, a3, 20             /* a5 */
	l32i a12, a1, 40            /* t10 */
	l32i a10, a1, 44            /* t11 */
	mull a7, a8, a8             /* a5^2 */
	muluh a6, a8, a8
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 40
	s32i a10, a1, 44
	l32i a12, a1, 48            /* t12 */
	l32i a10, a1, 52            /* t13 */
	mull a7, a0, a0             /* a6^2 */
	muluh a6, a0, a0
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 48
	s32i a10, a1, 52
	l32i a12, a1, 56            /* t14 */
	l32i a10, a1, 60            /* t15 */
	mull a7, a15, a15           /* a7^2 */
	muluh a6, a15, a15
	add a7, a7, a5              /* no wrap */
	src a5, a10, a12            /* d1 = t[2i+1] << 1 | t[2i] >> 31 */
	src a12, a12, a9            /* d0 = t[2i] << 1 | p >> 31 */
	mov a9, a10
	add a12, a12, a7
	saltu a7, a12, a7           /* carry */
	add a6, a6, a7              /* no wrap */
	add a10, a5, a6
	saltu a5, a10, a6           /* carry */
	s32i a12, a1, 56
	s32i a10, a1, 60
	l32i a0, a1, 96             /* the return address back */
	l32i a6, a1, 0              /* u0 = t0 */
	l32i a7, a1, 4              /* u1 = t1 */
	l32i a8, a1, 8              /* u2 = t2 */
	l32i a9, a1, 12             /* t3 */
	add a9, a9, a6              /* +u0 */
	saltu a10, a9, a6           /* carry */
	l32i a12, a1, 16            /* t4 */
	add a10, a10, a12
	saltu a13, a10, a12         /* carry */
	add a10, a10, a7            /* +u1 */
	saltu a5, a10, a7           /* carry */
	add a13, a13, a5
	l32i a12, a1, 20            /* t5 */
	add a13, a13, a12
	saltu a14, a13, a12         /* carry */
	add a13, a13, a8            /* +u2 */
	saltu a5, a13, a8           /* carry */
	add a14, a14, a5
	l32i a12, a1, 24            /* t6 */
	add a14, a14, a12
	saltu a15, a14, a12         /* carry */
	add a14, a14, a9            /* +u3 */
	saltu a5, a14, a9           /* carry */
	add a15, a15, a5
	add a14, a14, a6            /* +u0 */
	saltu a5, a14, a6           /* carry */
	add a15, a15, a5
	l32i a12, a1, 28            /* t7 */
	add a15, a15, a12
	saltu a11, a15, a12         /* carry */
	add a15, a15, a10           /* +u4 */
	saltu a5, a15, a10          /* carry */
	add a11, a11, a5
	add a15, a15, a7            /* +u1 */
	saltu a5, a15, a7           /* carry */
	add a11, a11, a5
	saltu a5, a15, a6           /* borrow -u0 */
	sub a15, a15, a6
	sub a11, a11, a5
	addi a11, a11, 1            /* +1 (-p), with the carry */
	srai a12, a11, 31           /* the carry's sign */
	l32i a3, a1, 32             /* t8 */
	add a11, a11, a3
	saltu a5, a11, a3           /* carry */
	add a12, a12, a5
	add a11, a11, a13           /* +u5 */
	saltu a5, a11, a13          /* carry */
	add a12, a12, a5
	add a11, a11, a8            /* +u2 */
	saltu a5, a11, a8           /* carry */
	add a12, a12, a5
	saltu a5, a11, a7           /* borrow -u1 */
	sub a11, a11, a7
	sub a12, a12, a5
	add a11, a11, a6            /* +u0 */
	saltu a5, a11, a6           /* carry */
	add a12, a12, a5
	srai a6, a12, 31            /* the carry's sign */
	l32i a3, a1, 36             /* t9 */
	add a12, a12, a3
	saltu a5, a12, a3           /* carry */
	add a6, a6, a5
	add a12, a12, a14           /* +u6 */
	saltu a5, a12, a14          /* carry */
	add a6, a6, a5
	add a12, a12, a9            /* +u3 */
	saltu a5, a12, a9           /* carry */
	add a6, a6, a5
	saltu a5, a12, a8           /* borrow -u2 */
	sub a12, a12, a8
	sub a6, a6, a5
	add a12, a12, a7            /* +u1 */
	saltu a5, a12, a7           /* carry */
	add a6, a6, a5
	srai a7, a6, 31             /* the carry's sign */
	l32i a3, a1, 40             /* t10 */
	add a6, a6, a3
	saltu a5, a6, a3            /* carry */
	add a7, a7, a5
	add a6, a6, a15             /* +u7 */
	saltu a5, a6, a15           /* carry */
	add a7, a7, a5
	add a6, a6, a10             /* +u4 */
	saltu a5, a6, a10           /* carry */
	add a7, a7, a5
	saltu a5, a6, a9            /* borrow -u3 */
	sub a6, a6, a9
	sub a7, a7, a5
	add a6, a6, a8              /* +u2 */
	saltu a5, a6, a8            /* carry */
	add a7, a7, a5
	addi a7, a7, -1             /* -1 (-p), with the carry */
	srai a8, a7, 31             /* the carry's sign */
	l32i a3, a1, 44             /* t11 */
	add a7, a7, a3
	saltu a5, a7, a3            /* carry */
	add a8, a8, a5
	add a7, a7, a13             /* +u5 */
	saltu a5, a7, a13           /* carry */
	add a8, a8, a5
	saltu a5, a7, a10           /* borrow -u4 */
	sub a7, a7, a10
	sub a8, a8, a5
	add a7, a7, a9              /* +u3 */
	saltu a5, a7, a9            /* carry */
	add a8, a8, a5
	srai a9, a8, 31             /* the carry's sign */
	l32i a3, a1, 48             /* t12 */
	add a8, a8, a3
	saltu a5, a8, a3            /* carry */
	add a9, a9, a5
	add a8, a8, a14             /* +u6 */
	saltu a5, a8, a14           /* carry */
	add a9, a9, a5
	saltu a5, a8, a13           /* borrow -u5 */
	sub a8, a8, a13
	sub a9, a9, a5
	add a8, a8, a10             /* +u4 */
	saltu a5, a8, a10           /* carry */
	add a9, a9, a5
	srai a10, a9, 31            /* the carry's sign */
	l32i a3, a1, 52             /* t13 */
	add a9, a9, a3
	saltu a5, a9, a3            /* carry */
	add a10, a10, a5
	add a9, a9, a15             /* +u7 */
	saltu a5, a9, a15           /* carry */
	add a10, a10, a5
	saltu a5, a9, a14           /* borrow -u6 */
	sub a9, a9, a14
	sub a10, a10, a5
	add a9, a9, a13             /* +u5 */
	saltu a5, a9, a13           /* carry */
	add a10, a10, a5
	addi a10, a10, -1           /* -1 (-p), with the carry */
	srai a13, a10, 31           /* the carry's sign */
	l32i a3, a1, 56             /* t14 */
	add a10, a10, a3
	saltu a5, a10, a3           /* carry */
	add a13, a13, a5
	saltu a5, a10, a15          /* borrow -u7 */
	sub a10, a10, a15
	sub a13, a13, a5
	add a10, a10, a14           /* +u6 */
	saltu a5, a10, a14          /* carry */
	add a13, a13, a5
	addi a13, a13, 1            /* +1 (-p), with the carry */
	srai a14, a13, 31           /* the carry's sign */
	l32i a3, a1, 60             /* t15 */
	add a13, a13, a3
	saltu a5, a13, a3           /* carry */
	add a14, a14, a5
	add a13, a13, a15           /* +u7 */
	saltu a5, a13, a15          /* carry */
	add a14, a14, a5
	addi a14, a14, -1           /* -2^256 (-p): mask = C - 1 */
	neg a15, a14                /* b */
	add a11, a11, a14           /* p0 & mask */
	saltu a3, a11, a14          /* carry */
	s32i a11, a2, 0             /* r0 */
	add a3, a3, a12
	saltu a11, a3, a12          /* carry */
	add a3, a3, a14             /* p1 & mask */
	saltu a5, a3, a14           /* carry */
	add a11, a11, a5
	s32i a3, a2, 4              /* r1 */
	add a11, a11, a6
	saltu a3, a11, a6           /* carry */
	add a11, a11, a14           /* p2 & mask */
	saltu a5, a11, a14          /* carry */
	add a3, a3, a5
	s32i a11, a2, 8             /* r2 */
	add a3, a3, a7
	saltu a11, a3, a7           /* carry */
	s32i a3, a2, 12             /* r3 */
	add a11, a11, a8
	saltu a3, a11, a8           /* carry */
	s32i a11, a2, 16            /* r4 */
	add a3, a3, a9
	saltu a11, a3, a9           /* carry */
	s32i a3, a2, 20             /* r5 */
	add a11, a11, a10
	saltu a3, a11, a10          /* carry */
	add a11, a11, a15           /* p6 & mask */
	saltu a5, a11, a15          /* carry */
	add a3, a3, a5
	s32i a11, a2, 24            /* r6 */
	add a3, a3, a13
	saltu a11, a3, a13          /* carry */
	add a3, a3, a14             /* p7 & mask */
	saltu a5, a3, a14           /* carry */
	add a11, a11, a5
	s32i a3, a2, 28             /* r7 */
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	l32i	a12, a1, 64
	l32i	a13, a1, 68
	l32i	a14, a1, 72
	l32i	a15, a1, 76
	addi	a1, a1, 128
	ret
#endif
	.size	ctb_ec_fe_sqr_p256, . - ctb_ec_fe_sqr_p256
#endif
