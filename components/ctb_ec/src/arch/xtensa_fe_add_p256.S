/*
 * ctb_ec_fe_add_p256 (ec_internal.h) on Xtensa: r = a + b mod P-256's p (m unused).
 * Written by gen_xtensa_field.py (the design is its docstring): edit
 * that, not this. CT: no branch on a value, fixed addresses.
 */
#include "xtensa_field.h"

#if defined(CTB_EC_ASM_FIELD_XTENSA)
	.section .text.ctb_ec_fe_add_p256, "ax"
	.align	4
	.global	ctb_ec_fe_add_p256
	.type	ctb_ec_fe_add_p256, @function
ctb_ec_fe_add_p256:
#if defined(CTB_EC_XF_SALTU)	/* saltu: 112 instructions */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
	addi	a1, a1, -16
	s32i	a12, a1, 0
	s32i	a13, a1, 4
	s32i	a14, a1, 8
	s32i	a15, a1, 12
#endif
	l32i a6, a3, 0              /* a0 */
	l32i a7, a4, 0              /* b0 */
	add a6, a6, a7
	saltu a8, a6, a7            /* carry */
	movi a7, 1
	add a6, a6, a7              /* +1 (-p) */
	saltu a5, a6, a7            /* carry */
	add a8, a8, a5
	l32i a9, a3, 4              /* a1 */
	add a8, a8, a9
	saltu a10, a8, a9           /* carry */
	l32i a9, a4, 4              /* b1 */
	add a8, a8, a9
	saltu a5, a8, a9            /* carry */
	add a10, a10, a5
	l32i a9, a3, 8              /* a2 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	l32i a9, a4, 8              /* b2 */
	add a10, a10, a9
	saltu a5, a10, a9           /* carry */
	add a11, a11, a5
	addi a11, a11, -1           /* -1 (-p), with the carry */
	srai a9, a11, 31            /* the carry's sign */
	l32i a12, a3, 12            /* a3 */
	add a11, a11, a12
	saltu a5, a11, a12          /* carry */
	add a9, a9, a5
	l32i a12, a4, 12            /* b3 */
	add a11, a11, a12
	saltu a5, a11, a12          /* carry */
	add a9, a9, a5
	srai a12, a9, 31            /* the carry's sign */
	l32i a13, a3, 16            /* a4 */
	add a9, a9, a13
	saltu a5, a9, a13           /* carry */
	add a12, a12, a5
	l32i a13, a4, 16            /* b4 */
	add a9, a9, a13
	saltu a5, a9, a13           /* carry */
	add a12, a12, a5
	srai a13, a12, 31           /* the carry's sign */
	l32i a14, a3, 20            /* a5 */
	add a12, a12, a14
	saltu a5, a12, a14          /* carry */
	add a13, a13, a5
	l32i a14, a4, 20            /* b5 */
	add a12, a12, a14
	saltu a5, a12, a14          /* carry */
	add a13, a13, a5
	addi a13, a13, -1           /* -1 (-p), with the carry */
	srai a14, a13, 31           /* the carry's sign */
	l32i a15, a3, 24            /* a6 */
	add a13, a13, a15
	saltu a5, a13, a15          /* carry */
	add a14, a14, a5
	l32i a15, a4, 24            /* b6 */
	add a13, a13, a15
	saltu a5, a13, a15          /* carry */
	add a14, a14, a5
	s32i a13, a2, 24            /* d6 */
	addi a14, a14, 1            /* +1 (-p), with the carry */
	srai a13, a14, 31           /* the carry's sign */
	l32i a15, a3, 28            /* a7 */
	add a14, a14, a15
	saltu a5, a14, a15          /* carry */
	add a13, a13, a5
	l32i a15, a4, 28            /* b7 */
	add a14, a14, a15
	saltu a5, a14, a15          /* carry */
	add a13, a13, a5
	s32i a14, a2, 28            /* d7 */
	addi a13, a13, -1           /* -2^256 (-p): mask = C - 1 */
	neg a7, a13                 /* b */
	add a6, a6, a13             /* p0 & mask */
	saltu a14, a6, a13          /* carry */
	s32i a6, a2, 0              /* r0 */
	add a14, a14, a8
	saltu a6, a14, a8           /* carry */
	add a14, a14, a13           /* p1 & mask */
	saltu a5, a14, a13          /* carry */
	add a6, a6, a5
	s32i a14, a2, 4             /* r1 */
	add a6, a6, a10
	saltu a14, a6, a10          /* carry */
	add a6, a6, a13             /* p2 & mask */
	saltu a5, a6, a13           /* carry */
	add a14, a14, a5
	s32i a6, a2, 8              /* r2 */
	add a14, a14, a11
	saltu a6, a14, a11          /* carry */
	s32i a14, a2, 12            /* r3 */
	add a6, a6, a9
	saltu a14, a6, a9           /* carry */
	s32i a6, a2, 16             /* r4 */
	add a14, a14, a12
	saltu a6, a14, a12          /* carry */
	s32i a14, a2, 20            /* r5 */
	l32i a14, a2, 24            /* d6 */
	add a6, a6, a14
	saltu a12, a6, a14          /* carry */
	add a6, a6, a7              /* p6 & mask */
	saltu a5, a6, a7            /* carry */
	add a12, a12, a5
	s32i a6, a2, 24             /* r6 */
	l32i a6, a2, 28             /* d7 */
	add a12, a12, a6
	saltu a14, a12, a6          /* carry */
	add a12, a12, a13           /* p7 & mask */
	saltu a5, a12, a13          /* carry */
	add a14, a14, a5
	s32i a12, a2, 28            /* r7 */
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
#else	/* split: 149 instructions */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
	addi	a1, a1, -16
	s32i	a12, a1, 0
	s32i	a13, a1, 4
	s32i	a14, a1, 8
	s32i	a15, a1, 12
#endif
	l32i a6, a3, 0              /* a0 */
	srli a7, a6, 16             /* H */
	l32i a8, a4, 0              /* b0 */
	add a6, a6, a8
	srli a5, a8, 16
	add a7, a7, a5              /* H */
	addi a6, a6, 1              /* +1 (-p) */
	srli a5, a6, 16
	sub a5, a5, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a5, 16             /* -carry */
	l32i a8, a3, 4              /* a1 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 4              /* b1 */
	add a7, a7, a9
	srli a5, a9, 16
	add a8, a8, a5              /* H */
	srli a5, a7, 16
	sub a5, a5, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a5, 16             /* -carry */
	l32i a9, a3, 8              /* a2 */
	sub a8, a9, a8              /* + carry */
	srli a9, a9, 16             /* H */
	l32i a10, a4, 8             /* b2 */
	add a8, a8, a10
	srli a5, a10, 16
	add a9, a9, a5              /* H */
	srli a5, a8, 16
	sub a5, a5, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a5, 16             /* -carry */
	l32i a10, a3, 12            /* a3 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	l32i a11, a4, 12            /* b3 */
	add a9, a9, a11
	srli a5, a11, 16
	add a10, a10, a5            /* H */
	addi a9, a9, -1             /* -1 (-p) */
	srli a5, a9, 16
	sub a5, a5, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a5, 16            /* -carry */
	l32i a11, a3, 16            /* a4 */
	sub a10, a11, a10           /* + carry */
	srli a11, a11, 16           /* H */
	l32i a12, a4, 16            /* b4 */
	add a10, a10, a12
	srli a5, a12, 16
	add a11, a11, a5            /* H */
	srli a5, a10, 16
	sub a5, a5, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a5, 16            /* -carry */
	l32i a12, a3, 20            /* a5 */
	sub a11, a12, a11           /* + carry */
	srli a12, a12, 16           /* H */
	l32i a13, a4, 20            /* b5 */
	add a11, a11, a13
	srli a5, a13, 16
	add a12, a12, a5            /* H */
	srli a5, a11, 16
	sub a5, a5, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a5, 16            /* -carry */
	l32i a13, a3, 24            /* a6 */
	sub a12, a13, a12           /* + carry */
	srli a13, a13, 16           /* H */
	l32i a14, a4, 24            /* b6 */
	add a12, a12, a14
	srli a5, a14, 16
	add a13, a13, a5            /* H */
	addi a12, a12, -1           /* -1 (-p) */
	srli a5, a12, 16
	sub a5, a5, a13             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a13, a5, 16            /* -carry */
	l32i a14, a3, 28            /* a7 */
	sub a13, a14, a13           /* + carry */
	srli a14, a14, 16           /* H */
	l32i a15, a4, 28            /* b7 */
	add a13, a13, a15
	srli a5, a15, 16
	add a14, a14, a5            /* H */
	addi a13, a13, 1            /* +1 (-p) */
	srli a5, a13, 16
	sub a5, a5, a14             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a14, a5, 16            /* -carry */
	s32i a13, a2, 28            /* d7 */
	addi a14, a14, 1            /* -2^256 (-p): b = 1 - C */
	srli a13, a6, 16            /* H */
	sub a6, a6, a14             /* -1 b (p) */
	srli a5, a6, 16
	sub a5, a5, a13             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a13, a5, 16            /* -carry */
	s32i a6, a2, 0              /* r0 */
	sub a13, a7, a13            /* + carry */
	srli a7, a7, 16             /* H */
	srli a5, a13, 16
	sub a5, a5, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a5, 16             /* -carry */
	s32i a13, a2, 4             /* r1 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	srli a5, a7, 16
	sub a5, a5, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a5, 16             /* -carry */
	s32i a7, a2, 8              /* r2 */
	sub a8, a9, a8              /* + carry */
	srli a9, a9, 16             /* H */
	add a8, a8, a14             /* +1 b (p) */
	srli a5, a8, 16
	sub a5, a5, a9              /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a9, a5, 16             /* -carry */
	s32i a8, a2, 12             /* r3 */
	sub a9, a10, a9             /* + carry */
	srli a10, a10, 16           /* H */
	srli a5, a9, 16
	sub a5, a5, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a5, 16            /* -carry */
	s32i a9, a2, 16             /* r4 */
	sub a10, a11, a10           /* + carry */
	srli a11, a11, 16           /* H */
	srli a5, a10, 16
	sub a5, a5, a11             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a11, a5, 16            /* -carry */
	s32i a10, a2, 20            /* r5 */
	sub a11, a12, a11           /* + carry */
	srli a12, a12, 16           /* H */
	add a11, a11, a14           /* +1 b (p) */
	srli a5, a11, 16
	sub a5, a5, a12             /* (S >> 16) - H = d - 2^16 C */
	addmi a5, a5, 32512         /* 0 <= d + bias < 2^16 */
	srai a12, a5, 16            /* -carry */
	s32i a11, a2, 24            /* r6 */
	l32i a11, a2, 28            /* d7 */
	sub a12, a11, a12           /* + carry */
	srli a11, a11, 16           /* H */
	sub a12, a12, a14           /* -1 b (p) */
	s32i a12, a2, 28            /* r7 */
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
	.size	ctb_ec_fe_add_p256, . - ctb_ec_fe_add_p256
#endif
