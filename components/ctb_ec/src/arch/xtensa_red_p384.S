/*
 * ctb_ec_red_p384 (ec_internal.h) on Xtensa: r = t / 2^384 mod P-384's p (m unused).
 * Written by gen_xtensa_field.py (the design is its docstring): edit
 * that, not this. CT: no branch on a value, fixed addresses.
 */
#include "xtensa_field.h"

#if defined(CTB_EC_ASM_FIELD_XTENSA)
	.section .text.ctb_ec_red_p384, "ax"
	.align	4
	.global	ctb_ec_red_p384
	.type	ctb_ec_red_p384, @function
ctb_ec_red_p384:
#if defined(CTB_EC_XF_SALTU)	/* saltu: 348 instructions */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
	addi	a1, a1, -16
	s32i	a12, a1, 0
	s32i	a13, a1, 4
	s32i	a14, a1, 8
	s32i	a15, a1, 12
#endif
	l32i a5, a3, 0              /* u0 = t0 */
	l32i a6, a3, 4              /* t1 */
	add a6, a6, a5              /* +u0 */
	saltu a7, a6, a5            /* carry */
	l32i a8, a3, 8              /* t2 */
	add a7, a7, a8
	saltu a9, a7, a8            /* carry */
	add a7, a7, a6              /* +u1 */
	saltu a4, a7, a6            /* carry */
	add a9, a9, a4
	l32i a8, a3, 12             /* t3 */
	add a9, a9, a8
	saltu a10, a9, a8           /* carry */
	add a9, a9, a7              /* +u2 */
	saltu a4, a9, a7            /* carry */
	add a10, a10, a4
	saltu a4, a9, a5            /* borrow -u0 */
	sub a9, a9, a5
	sub a10, a10, a4
	srai a8, a10, 31            /* the carry's sign */
	l32i a11, a3, 16            /* t4 */
	add a10, a10, a11
	saltu a4, a10, a11          /* carry */
	add a8, a8, a4
	add a10, a10, a9            /* +u3 */
	saltu a4, a10, a9           /* carry */
	add a8, a8, a4
	saltu a4, a10, a6           /* borrow -u1 */
	sub a10, a10, a6
	sub a8, a8, a4
	saltu a4, a10, a5           /* borrow -u0 */
	sub a10, a10, a5
	sub a8, a8, a4
	srai a11, a8, 31            /* the carry's sign */
	l32i a12, a3, 20            /* t5 */
	add a8, a8, a12
	saltu a4, a8, a12           /* carry */
	add a11, a11, a4
	add a8, a8, a10             /* +u4 */
	saltu a4, a8, a10           /* carry */
	add a11, a11, a4
	saltu a4, a8, a7            /* borrow -u2 */
	sub a8, a8, a7
	sub a11, a11, a4
	saltu a4, a8, a6            /* borrow -u1 */
	sub a8, a8, a6
	sub a11, a11, a4
	srai a12, a11, 31           /* the carry's sign */
	l32i a13, a3, 24            /* t6 */
	add a11, a11, a13
	saltu a4, a11, a13          /* carry */
	add a12, a12, a4
	add a11, a11, a8            /* +u5 */
	saltu a4, a11, a8           /* carry */
	add a12, a12, a4
	saltu a4, a11, a9           /* borrow -u3 */
	sub a11, a11, a9
	sub a12, a12, a4
	saltu a4, a11, a7           /* borrow -u2 */
	sub a11, a11, a7
	sub a12, a12, a4
	srai a13, a12, 31           /* the carry's sign */
	l32i a14, a3, 28            /* t7 */
	add a12, a12, a14
	saltu a4, a12, a14          /* carry */
	add a13, a13, a4
	add a12, a12, a11           /* +u6 */
	saltu a4, a12, a11          /* carry */
	add a13, a13, a4
	saltu a4, a12, a10          /* borrow -u4 */
	sub a12, a12, a10
	sub a13, a13, a4
	saltu a4, a12, a9           /* borrow -u3 */
	sub a12, a12, a9
	sub a13, a13, a4
	srai a14, a13, 31           /* the carry's sign */
	l32i a15, a3, 32            /* t8 */
	add a13, a13, a15
	saltu a4, a13, a15          /* carry */
	add a14, a14, a4
	add a13, a13, a12           /* +u7 */
	saltu a4, a13, a12          /* carry */
	add a14, a14, a4
	saltu a4, a13, a8           /* borrow -u5 */
	sub a13, a13, a8
	sub a14, a14, a4
	saltu a4, a13, a10          /* borrow -u4 */
	sub a13, a13, a10
	sub a14, a14, a4
	s32i a13, a2, 32            /* u8 kept in r8 */
	srai a13, a14, 31           /* the carry's sign */
	l32i a15, a3, 36            /* t9 */
	add a14, a14, a15
	saltu a4, a14, a15          /* carry */
	add a13, a13, a4
	l32i a15, a2, 32            /* u8 from r8 */
	add a14, a14, a15           /* +u8 */
	saltu a4, a14, a15          /* carry */
	add a13, a13, a4
	saltu a4, a14, a11          /* borrow -u6 */
	sub a14, a14, a11
	sub a13, a13, a4
	saltu a4, a14, a8           /* borrow -u5 */
	sub a14, a14, a8
	sub a13, a13, a4
	s32i a14, a2, 36            /* u9 kept in r9 */
	srai a14, a13, 31           /* the carry's sign */
	l32i a15, a3, 40            /* t10 */
	add a13, a13, a15
	saltu a4, a13, a15          /* carry */
	add a14, a14, a4
	l32i a15, a2, 36            /* u9 from r9 */
	add a13, a13, a15           /* +u9 */
	saltu a4, a13, a15          /* carry */
	add a14, a14, a4
	saltu a4, a13, a12          /* borrow -u7 */
	sub a13, a13, a12
	sub a14, a14, a4
	saltu a4, a13, a11          /* borrow -u6 */
	sub a13, a13, a11
	sub a14, a14, a4
	s32i a13, a2, 40            /* u10 kept in r10 */
	srai a13, a14, 31           /* the carry's sign */
	l32i a15, a3, 44            /* t11 */
	add a14, a14, a15
	saltu a4, a14, a15          /* carry */
	add a13, a13, a4
	l32i a15, a2, 40            /* u10 from r10 */
	add a14, a14, a15           /* +u10 */
	saltu a4, a14, a15          /* carry */
	add a13, a13, a4
	l32i a15, a2, 32            /* u8 from r8 */
	saltu a4, a14, a15          /* borrow -u8 */
	sub a14, a14, a15
	sub a13, a13, a4
	saltu a4, a14, a12          /* borrow -u7 */
	sub a14, a14, a12
	sub a13, a13, a4
	s32i a14, a2, 44            /* u11 kept in r11 */
	addi a13, a13, 1            /* +1 (-p), with the carry */
	srai a14, a13, 31           /* the carry's sign */
	l32i a15, a3, 48            /* t12 */
	add a13, a13, a15
	saltu a4, a13, a15          /* carry */
	add a14, a14, a4
	l32i a15, a2, 44            /* u11 from r11 */
	add a13, a13, a15           /* +u11 */
	saltu a4, a13, a15          /* carry */
	add a14, a14, a4
	l32i a15, a2, 36            /* u9 from r9 */
	saltu a4, a13, a15          /* borrow -u9 */
	sub a13, a13, a15
	sub a14, a14, a4
	l32i a15, a2, 32            /* u8 from r8 */
	saltu a4, a13, a15          /* borrow -u8 */
	sub a13, a13, a15
	sub a14, a14, a4
	add a13, a13, a5            /* +u0 */
	saltu a4, a13, a5           /* carry */
	add a14, a14, a4
	addi a14, a14, -1           /* -1 (-p), with the carry */
	srai a5, a14, 31            /* the carry's sign */
	l32i a15, a3, 52            /* t13 */
	add a14, a14, a15
	saltu a4, a14, a15          /* carry */
	add a5, a5, a4
	l32i a15, a2, 40            /* u10 from r10 */
	saltu a4, a14, a15          /* borrow -u10 */
	sub a14, a14, a15
	sub a5, a5, a4
	l32i a15, a2, 36            /* u9 from r9 */
	saltu a4, a14, a15          /* borrow -u9 */
	sub a14, a14, a15
	sub a5, a5, a4
	add a14, a14, a6            /* +u1 */
	saltu a4, a14, a6           /* carry */
	add a5, a5, a4
	srai a6, a5, 31             /* the carry's sign */
	l32i a15, a3, 56            /* t14 */
	add a5, a5, a15
	saltu a4, a5, a15           /* carry */
	add a6, a6, a4
	l32i a15, a2, 44            /* u11 from r11 */
	saltu a4, a5, a15           /* borrow -u11 */
	sub a5, a5, a15
	sub a6, a6, a4
	l32i a15, a2, 40            /* u10 from r10 */
	saltu a4, a5, a15           /* borrow -u10 */
	sub a5, a5, a15
	sub a6, a6, a4
	add a5, a5, a7              /* +u2 */
	saltu a4, a5, a7            /* carry */
	add a6, a6, a4
	addi a6, a6, 1              /* +1 (-p), with the carry */
	srai a7, a6, 31             /* the carry's sign */
	l32i a15, a3, 60            /* t15 */
	add a6, a6, a15
	saltu a4, a6, a15           /* carry */
	add a7, a7, a4
	l32i a15, a2, 44            /* u11 from r11 */
	saltu a4, a6, a15           /* borrow -u11 */
	sub a6, a6, a15
	sub a7, a7, a4
	add a6, a6, a9              /* +u3 */
	saltu a4, a6, a9            /* carry */
	add a7, a7, a4
	addi a7, a7, 1              /* +1 (-p), with the carry */
	srai a9, a7, 31             /* the carry's sign */
	l32i a15, a3, 64            /* t16 */
	add a7, a7, a15
	saltu a4, a7, a15           /* carry */
	add a9, a9, a4
	add a7, a7, a10             /* +u4 */
	saltu a4, a7, a10           /* carry */
	add a9, a9, a4
	srai a10, a9, 31            /* the carry's sign */
	l32i a15, a3, 68            /* t17 */
	add a9, a9, a15
	saltu a4, a9, a15           /* carry */
	add a10, a10, a4
	add a9, a9, a8              /* +u5 */
	saltu a4, a9, a8            /* carry */
	add a10, a10, a4
	srai a8, a10, 31            /* the carry's sign */
	l32i a15, a3, 72            /* t18 */
	add a10, a10, a15
	saltu a4, a10, a15          /* carry */
	add a8, a8, a4
	add a10, a10, a11           /* +u6 */
	saltu a4, a10, a11          /* carry */
	add a8, a8, a4
	srai a11, a8, 31            /* the carry's sign */
	l32i a15, a3, 76            /* t19 */
	add a8, a8, a15
	saltu a4, a8, a15           /* carry */
	add a11, a11, a4
	add a8, a8, a12             /* +u7 */
	saltu a4, a8, a12           /* carry */
	add a11, a11, a4
	srai a12, a11, 31           /* the carry's sign */
	l32i a15, a3, 80            /* t20 */
	add a11, a11, a15
	saltu a4, a11, a15          /* carry */
	add a12, a12, a4
	l32i a15, a2, 32            /* u8 from r8 */
	add a11, a11, a15           /* +u8 */
	saltu a4, a11, a15          /* carry */
	add a12, a12, a4
	s32i a11, a2, 32            /* d8 */
	srai a11, a12, 31           /* the carry's sign */
	l32i a15, a3, 84            /* t21 */
	add a12, a12, a15
	saltu a4, a12, a15          /* carry */
	add a11, a11, a4
	l32i a15, a2, 36            /* u9 from r9 */
	add a12, a12, a15           /* +u9 */
	saltu a4, a12, a15          /* carry */
	add a11, a11, a4
	s32i a12, a2, 36            /* d9 */
	srai a12, a11, 31           /* the carry's sign */
	l32i a15, a3, 88            /* t22 */
	add a11, a11, a15
	saltu a4, a11, a15          /* carry */
	add a12, a12, a4
	l32i a15, a2, 40            /* u10 from r10 */
	add a11, a11, a15           /* +u10 */
	saltu a4, a11, a15          /* carry */
	add a12, a12, a4
	s32i a11, a2, 40            /* d10 */
	srai a11, a12, 31           /* the carry's sign */
	l32i a15, a3, 92            /* t23 */
	add a12, a12, a15
	saltu a4, a12, a15          /* carry */
	add a11, a11, a4
	l32i a15, a2, 44            /* u11 from r11 */
	add a12, a12, a15           /* +u11 */
	saltu a4, a12, a15          /* carry */
	add a11, a11, a4
	s32i a12, a2, 44            /* d11 */
	addi a11, a11, -1           /* -2^384 (-p): mask = C - 1 */
	add a12, a11, a11           /* (2^32 - 2) & mask */
	add a13, a13, a11           /* p0 & mask */
	saltu a15, a13, a11         /* carry */
	s32i a13, a2, 0             /* r0 */
	add a15, a15, a14
	saltu a13, a15, a14         /* carry */
	s32i a15, a2, 4             /* r1 */
	add a13, a13, a5
	saltu a15, a13, a5          /* carry */
	s32i a13, a2, 8             /* r2 */
	add a15, a15, a6
	saltu a13, a15, a6          /* carry */
	add a15, a15, a11           /* p3 & mask */
	saltu a4, a15, a11          /* carry */
	add a13, a13, a4
	s32i a15, a2, 12            /* r3 */
	add a13, a13, a7
	saltu a15, a13, a7          /* carry */
	add a13, a13, a12           /* p4 & mask */
	saltu a4, a13, a12          /* carry */
	add a15, a15, a4
	s32i a13, a2, 16            /* r4 */
	add a15, a15, a9
	saltu a13, a15, a9          /* carry */
	add a15, a15, a11           /* p5 & mask */
	saltu a4, a15, a11          /* carry */
	add a13, a13, a4
	s32i a15, a2, 20            /* r5 */
	add a13, a13, a10
	saltu a15, a13, a10         /* carry */
	add a13, a13, a11           /* p6 & mask */
	saltu a4, a13, a11          /* carry */
	add a15, a15, a4
	s32i a13, a2, 24            /* r6 */
	add a15, a15, a8
	saltu a13, a15, a8          /* carry */
	add a15, a15, a11           /* p7 & mask */
	saltu a4, a15, a11          /* carry */
	add a13, a13, a4
	s32i a15, a2, 28            /* r7 */
	l32i a15, a2, 32            /* d8 */
	add a13, a13, a15
	saltu a8, a13, a15          /* carry */
	add a13, a13, a11           /* p8 & mask */
	saltu a4, a13, a11          /* carry */
	add a8, a8, a4
	s32i a13, a2, 32            /* r8 */
	l32i a13, a2, 36            /* d9 */
	add a8, a8, a13
	saltu a15, a8, a13          /* carry */
	add a8, a8, a11             /* p9 & mask */
	saltu a4, a8, a11           /* carry */
	add a15, a15, a4
	s32i a8, a2, 36             /* r9 */
	l32i a8, a2, 40             /* d10 */
	add a15, a15, a8
	saltu a13, a15, a8          /* carry */
	add a15, a15, a11           /* p10 & mask */
	saltu a4, a15, a11          /* carry */
	add a13, a13, a4
	s32i a15, a2, 40            /* r10 */
	l32i a15, a2, 44            /* d11 */
	add a13, a13, a15
	saltu a8, a13, a15          /* carry */
	add a13, a13, a11           /* p11 & mask */
	saltu a4, a13, a11          /* carry */
	add a8, a8, a4
	s32i a13, a2, 44            /* r11 */
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
#else	/* split: 421 instructions */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
	addi	a1, a1, -16
	s32i	a12, a1, 0
	s32i	a13, a1, 4
	s32i	a14, a1, 8
	s32i	a15, a1, 12
#endif
	l32i a5, a3, 0              /* u0 = t0 */
	l32i a6, a3, 4              /* t1 */
	srli a7, a6, 16             /* H */
	add a6, a6, a5              /* +u0 */
	srli a4, a5, 16
	add a7, a7, a4              /* H */
	srli a4, a6, 16
	sub a4, a4, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a4, 16             /* -carry */
	l32i a8, a3, 8              /* t2 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	add a7, a7, a6              /* +u1 */
	srli a4, a6, 16
	add a8, a8, a4              /* H */
	srli a4, a7, 16
	sub a4, a4, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a4, 16             /* -carry */
	l32i a9, a3, 12             /* t3 */
	sub a8, a9, a8              /* + carry */
	srli a9, a9, 16             /* H */
	add a8, a8, a7              /* +u2 */
	srli a4, a7, 16
	add a9, a9, a4              /* H */
	sub a8, a8, a5              /* -u0 */
	srli a4, a5, 16
	sub a9, a9, a4              /* H */
	srli a4, a8, 16
	sub a4, a4, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a4, 16             /* -carry */
	l32i a10, a3, 16            /* t4 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	add a9, a9, a8              /* +u3 */
	srli a4, a8, 16
	add a10, a10, a4            /* H */
	sub a9, a9, a6              /* -u1 */
	srli a4, a6, 16
	sub a10, a10, a4            /* H */
	sub a9, a9, a5              /* -u0 */
	srli a4, a5, 16
	sub a10, a10, a4            /* H */
	srli a4, a9, 16
	sub a4, a4, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a4, 16            /* -carry */
	l32i a11, a3, 20            /* t5 */
	sub a10, a11, a10           /* + carry */
	srli a11, a11, 16           /* H */
	add a10, a10, a9            /* +u4 */
	srli a4, a9, 16
	add a11, a11, a4            /* H */
	sub a10, a10, a7            /* -u2 */
	srli a4, a7, 16
	sub a11, a11, a4            /* H */
	sub a10, a10, a6            /* -u1 */
	srli a4, a6, 16
	sub a11, a11, a4            /* H */
	srli a4, a10, 16
	sub a4, a4, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a4, 16            /* -carry */
	l32i a12, a3, 24            /* t6 */
	sub a11, a12, a11           /* + carry */
	srli a12, a12, 16           /* H */
	add a11, a11, a10           /* +u5 */
	srli a4, a10, 16
	add a12, a12, a4            /* H */
	sub a11, a11, a8            /* -u3 */
	srli a4, a8, 16
	sub a12, a12, a4            /* H */
	sub a11, a11, a7            /* -u2 */
	srli a4, a7, 16
	sub a12, a12, a4            /* H */
	srli a4, a11, 16
	sub a4, a4, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a4, 16            /* -carry */
	l32i a13, a3, 28            /* t7 */
	sub a12, a13, a12           /* + carry */
	srli a13, a13, 16           /* H */
	add a12, a12, a11           /* +u6 */
	srli a4, a11, 16
	add a13, a13, a4            /* H */
	sub a12, a12, a9            /* -u4 */
	srli a4, a9, 16
	sub a13, a13, a4            /* H */
	sub a12, a12, a8            /* -u3 */
	srli a4, a8, 16
	sub a13, a13, a4            /* H */
	srli a4, a12, 16
	sub a4, a4, a13             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a13, a4, 16            /* -carry */
	l32i a14, a3, 32            /* t8 */
	sub a13, a14, a13           /* + carry */
	srli a14, a14, 16           /* H */
	add a13, a13, a12           /* +u7 */
	srli a4, a12, 16
	add a14, a14, a4            /* H */
	sub a13, a13, a10           /* -u5 */
	srli a4, a10, 16
	sub a14, a14, a4            /* H */
	sub a13, a13, a9            /* -u4 */
	srli a4, a9, 16
	sub a14, a14, a4            /* H */
	srli a4, a13, 16
	sub a4, a4, a14             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a14, a4, 16            /* -carry */
	s32i a13, a2, 32            /* u8 kept in r8 */
	l32i a13, a3, 36            /* t9 */
	sub a14, a13, a14           /* + carry */
	srli a13, a13, 16           /* H */
	l32i a15, a2, 32            /* u8 from r8 */
	add a14, a14, a15           /* +u8 */
	srli a4, a15, 16
	add a13, a13, a4            /* H */
	sub a14, a14, a11           /* -u6 */
	srli a4, a11, 16
	sub a13, a13, a4            /* H */
	sub a14, a14, a10           /* -u5 */
	srli a4, a10, 16
	sub a13, a13, a4            /* H */
	srli a4, a14, 16
	sub a4, a4, a13             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a13, a4, 16            /* -carry */
	s32i a14, a2, 36            /* u9 kept in r9 */
	l32i a14, a3, 40            /* t10 */
	sub a13, a14, a13           /* + carry */
	srli a14, a14, 16           /* H */
	l32i a15, a2, 36            /* u9 from r9 */
	add a13, a13, a15           /* +u9 */
	srli a4, a15, 16
	add a14, a14, a4            /* H */
	sub a13, a13, a12           /* -u7 */
	srli a4, a12, 16
	sub a14, a14, a4            /* H */
	sub a13, a13, a11           /* -u6 */
	srli a4, a11, 16
	sub a14, a14, a4            /* H */
	srli a4, a13, 16
	sub a4, a4, a14             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a14, a4, 16            /* -carry */
	s32i a13, a2, 40            /* u10 kept in r10 */
	l32i a13, a3, 44            /* t11 */
	sub a14, a13, a14           /* + carry */
	srli a13, a13, 16           /* H */
	l32i a15, a2, 40            /* u10 from r10 */
	add a14, a14, a15           /* +u10 */
	srli a4, a15, 16
	add a13, a13, a4            /* H */
	l32i a15, a2, 32            /* u8 from r8 */
	sub a14, a14, a15           /* -u8 */
	srli a4, a15, 16
	sub a13, a13, a4            /* H */
	sub a14, a14, a12           /* -u7 */
	srli a4, a12, 16
	sub a13, a13, a4            /* H */
	srli a4, a14, 16
	sub a4, a4, a13             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a13, a4, 16            /* -carry */
	s32i a14, a2, 44            /* u11 kept in r11 */
	l32i a14, a3, 48            /* t12 */
	sub a13, a14, a13           /* + carry */
	srli a14, a14, 16           /* H */
	l32i a15, a2, 44            /* u11 from r11 */
	add a13, a13, a15           /* +u11 */
	srli a4, a15, 16
	add a14, a14, a4            /* H */
	l32i a15, a2, 36            /* u9 from r9 */
	sub a13, a13, a15           /* -u9 */
	srli a4, a15, 16
	sub a14, a14, a4            /* H */
	l32i a15, a2, 32            /* u8 from r8 */
	sub a13, a13, a15           /* -u8 */
	srli a4, a15, 16
	sub a14, a14, a4            /* H */
	add a13, a13, a5            /* +u0 */
	srli a4, a5, 16
	add a14, a14, a4            /* H */
	addi a13, a13, 1            /* +1 (-p) */
	srli a4, a13, 16
	sub a4, a4, a14             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a14, a4, 16            /* -carry */
	l32i a5, a3, 52             /* t13 */
	sub a14, a5, a14            /* + carry */
	srli a5, a5, 16             /* H */
	l32i a15, a2, 40            /* u10 from r10 */
	sub a14, a14, a15           /* -u10 */
	srli a4, a15, 16
	sub a5, a5, a4              /* H */
	l32i a15, a2, 36            /* u9 from r9 */
	sub a14, a14, a15           /* -u9 */
	srli a4, a15, 16
	sub a5, a5, a4              /* H */
	add a14, a14, a6            /* +u1 */
	srli a4, a6, 16
	add a5, a5, a4              /* H */
	addi a14, a14, -1           /* -1 (-p) */
	srli a4, a14, 16
	sub a4, a4, a5              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a5, a4, 16             /* -carry */
	l32i a6, a3, 56             /* t14 */
	sub a5, a6, a5              /* + carry */
	srli a6, a6, 16             /* H */
	l32i a15, a2, 44            /* u11 from r11 */
	sub a5, a5, a15             /* -u11 */
	srli a4, a15, 16
	sub a6, a6, a4              /* H */
	l32i a15, a2, 40            /* u10 from r10 */
	sub a5, a5, a15             /* -u10 */
	srli a4, a15, 16
	sub a6, a6, a4              /* H */
	add a5, a5, a7              /* +u2 */
	srli a4, a7, 16
	add a6, a6, a4              /* H */
	srli a4, a5, 16
	sub a4, a4, a6              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a6, a4, 16             /* -carry */
	l32i a7, a3, 60             /* t15 */
	sub a6, a7, a6              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a15, a2, 44            /* u11 from r11 */
	sub a6, a6, a15             /* -u11 */
	srli a4, a15, 16
	sub a7, a7, a4              /* H */
	add a6, a6, a8              /* +u3 */
	srli a4, a8, 16
	add a7, a7, a4              /* H */
	addi a6, a6, 1              /* +1 (-p) */
	srli a4, a6, 16
	sub a4, a4, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a4, 16             /* -carry */
	l32i a8, a3, 64             /* t16 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	add a7, a7, a9              /* +u4 */
	srli a4, a9, 16
	add a8, a8, a4              /* H */
	addi a7, a7, 1              /* +1 (-p) */
	srli a4, a7, 16
	sub a4, a4, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a4, 16             /* -carry */
	l32i a9, a3, 68             /* t17 */
	sub a8, a9, a8              /* + carry */
	srli a9, a9, 16             /* H */
	add a8, a8, a10             /* +u5 */
	srli a4, a10, 16
	add a9, a9, a4              /* H */
	srli a4, a8, 16
	sub a4, a4, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a4, 16             /* -carry */
	l32i a10, a3, 72            /* t18 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	add a9, a9, a11             /* +u6 */
	srli a4, a11, 16
	add a10, a10, a4            /* H */
	srli a4, a9, 16
	sub a4, a4, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a4, 16            /* -carry */
	l32i a11, a3, 76            /* t19 */
	sub a10, a11, a10           /* + carry */
	srli a11, a11, 16           /* H */
	add a10, a10, a12           /* +u7 */
	srli a4, a12, 16
	add a11, a11, a4            /* H */
	srli a4, a10, 16
	sub a4, a4, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a4, 16            /* -carry */
	l32i a12, a3, 80            /* t20 */
	sub a11, a12, a11           /* + carry */
	srli a12, a12, 16           /* H */
	l32i a15, a2, 32            /* u8 from r8 */
	add a11, a11, a15           /* +u8 */
	srli a4, a15, 16
	add a12, a12, a4            /* H */
	srli a4, a11, 16
	sub a4, a4, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a4, 16            /* -carry */
	s32i a11, a2, 32            /* d8 */
	l32i a11, a3, 84            /* t21 */
	sub a12, a11, a12           /* + carry */
	srli a11, a11, 16           /* H */
	l32i a15, a2, 36            /* u9 from r9 */
	add a12, a12, a15           /* +u9 */
	srli a4, a15, 16
	add a11, a11, a4            /* H */
	srli a4, a12, 16
	sub a4, a4, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a4, 16            /* -carry */
	s32i a12, a2, 36            /* d9 */
	l32i a12, a3, 88            /* t22 */
	sub a11, a12, a11           /* + carry */
	srli a12, a12, 16           /* H */
	l32i a15, a2, 40            /* u10 from r10 */
	add a11, a11, a15           /* +u10 */
	srli a4, a15, 16
	add a12, a12, a4            /* H */
	srli a4, a11, 16
	sub a4, a4, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a4, 16            /* -carry */
	s32i a11, a2, 40            /* d10 */
	l32i a11, a3, 92            /* t23 */
	sub a12, a11, a12           /* + carry */
	srli a11, a11, 16           /* H */
	l32i a15, a2, 44            /* u11 from r11 */
	add a12, a12, a15           /* +u11 */
	srli a4, a15, 16
	add a11, a11, a4            /* H */
	srli a4, a12, 16
	sub a4, a4, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a4, 16            /* -carry */
	s32i a12, a2, 44            /* d11 */
	addi a11, a11, 1            /* -2^384 (-p): b = 1 - C */
	srli a12, a13, 16           /* H */
	sub a13, a13, a11           /* -1 b (p) */
	srli a4, a13, 16
	sub a4, a4, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a4, 16            /* -carry */
	s32i a13, a2, 0             /* r0 */
	sub a12, a14, a12           /* + carry */
	srli a14, a14, 16           /* H */
	add a12, a12, a11           /* +1 b (p) */
	srli a4, a12, 16
	sub a4, a4, a14             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a14, a4, 16            /* -carry */
	s32i a12, a2, 4             /* r1 */
	sub a14, a5, a14            /* + carry */
	srli a5, a5, 16             /* H */
	srli a4, a14, 16
	sub a4, a4, a5              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a5, a4, 16             /* -carry */
	s32i a14, a2, 8             /* r2 */
	sub a5, a6, a5              /* + carry */
	srli a6, a6, 16             /* H */
	sub a5, a5, a11             /* -1 b (p) */
	srli a4, a5, 16
	sub a4, a4, a6              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a6, a4, 16             /* -carry */
	s32i a5, a2, 12             /* r3 */
	sub a6, a7, a6              /* + carry */
	srli a7, a7, 16             /* H */
	sub a6, a6, a11             /* -1 b (p) */
	srli a4, a6, 16
	sub a4, a4, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a4, 16             /* -carry */
	s32i a6, a2, 16             /* r4 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	srli a4, a7, 16
	sub a4, a4, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a4, 16             /* -carry */
	s32i a7, a2, 20             /* r5 */
	sub a8, a9, a8              /* + carry */
	srli a9, a9, 16             /* H */
	srli a4, a8, 16
	sub a4, a4, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a4, 16             /* -carry */
	s32i a8, a2, 24             /* r6 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	srli a4, a9, 16
	sub a4, a4, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a4, 16            /* -carry */
	s32i a9, a2, 28             /* r7 */
	l32i a9, a2, 32             /* d8 */
	sub a10, a9, a10            /* + carry */
	srli a9, a9, 16             /* H */
	srli a4, a10, 16
	sub a4, a4, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a4, 16             /* -carry */
	s32i a10, a2, 32            /* r8 */
	l32i a10, a2, 36            /* d9 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	srli a4, a9, 16
	sub a4, a4, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a4, 16            /* -carry */
	s32i a9, a2, 36             /* r9 */
	l32i a9, a2, 40             /* d10 */
	sub a10, a9, a10            /* + carry */
	srli a9, a9, 16             /* H */
	srli a4, a10, 16
	sub a4, a4, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a4, a4, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a4, 16             /* -carry */
	s32i a10, a2, 40            /* r10 */
	l32i a10, a2, 44            /* d11 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	s32i a9, a2, 44             /* r11 */
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
#endif
	.size	ctb_ec_red_p384, . - ctb_ec_red_p384
#endif
