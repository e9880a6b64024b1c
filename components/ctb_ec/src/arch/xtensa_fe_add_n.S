/*
 * ctb_ec_fe_add_n (ec_internal.h) on Xtensa: r = a + b mod m.
 * Written by gen_xtensa_field.py (the design is its docstring): edit
 * that, not this. CT: no branch on a value, fixed addresses.
 */
#include "xtensa_field.h"

#if defined(CTB_EC_ASM_FIELD_XTENSA)
	.section .text.ctb_ec_fe_add_n, "ax"
	.align	4
	.global	ctb_ec_fe_add_n
	.type	ctb_ec_fe_add_n, @function
ctb_ec_fe_add_n:
#if defined(CTB_EC_XF_SALTU)	/* saltu: 447 instructions (both sizes) */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
#endif
	l32i a6, a5, 0              /* m->limbs: public */
	l32i a5, a5, 4              /* m->m */
	bnei a6, 8, .Lctb_ec_fe_add_n_12/* public: which curve */
	l32i a7, a3, 0              /* a0 */
	l32i a8, a4, 0              /* b0 */
	add a7, a7, a8
	saltu a9, a7, a8            /* carry */
	l32i a8, a5, 0              /* m0 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 0              /* d0 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 4              /* a1 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 4              /* b1 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 4              /* m1 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 4              /* d1 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 8              /* a2 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 8              /* b2 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 8              /* m2 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 8              /* d2 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 12             /* a3 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 12             /* b3 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 12             /* m3 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 12             /* d3 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 16             /* a4 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 16             /* b4 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 16             /* m4 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 16             /* d4 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 20             /* a5 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 20             /* b5 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 20             /* m5 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 20             /* d5 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 24             /* a6 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 24             /* b6 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 24             /* m6 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 24             /* d6 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 28             /* a7 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 28             /* b7 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 28             /* m7 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 28             /* d7 */
	l32i a9, a2, 0              /* d0 */
	l32i a8, a5, 0              /* m0 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a8
	saltu a10, a9, a8           /* carry */
	s32i a9, a2, 0              /* r0 */
	l32i a9, a2, 4              /* d1 */
	l32i a8, a5, 4              /* m1 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 4             /* r1 */
	l32i a10, a2, 8             /* d2 */
	l32i a8, a5, 8              /* m2 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 8             /* r2 */
	l32i a11, a2, 12            /* d3 */
	l32i a8, a5, 12             /* m3 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a11
	saltu a10, a9, a11          /* carry */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a10, a10, a6
	s32i a9, a2, 12             /* r3 */
	l32i a9, a2, 16             /* d4 */
	l32i a8, a5, 16             /* m4 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 16            /* r4 */
	l32i a10, a2, 20            /* d5 */
	l32i a8, a5, 20             /* m5 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 20            /* r5 */
	l32i a11, a2, 24            /* d6 */
	l32i a8, a5, 24             /* m6 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a11
	saltu a10, a9, a11          /* carry */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a10, a10, a6
	s32i a9, a2, 24             /* r6 */
	l32i a9, a2, 28             /* d7 */
	l32i a8, a5, 28             /* m7 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 28            /* r7 */
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	ret
#endif
.Lctb_ec_fe_add_n_12:
	l32i a7, a3, 0              /* a0 */
	l32i a8, a4, 0              /* b0 */
	add a7, a7, a8
	saltu a9, a7, a8            /* carry */
	l32i a8, a5, 0              /* m0 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 0              /* d0 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 4              /* a1 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 4              /* b1 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 4              /* m1 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 4              /* d1 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 8              /* a2 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 8              /* b2 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 8              /* m2 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 8              /* d2 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 12             /* a3 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 12             /* b3 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 12             /* m3 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 12             /* d3 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 16             /* a4 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 16             /* b4 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 16             /* m4 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 16             /* d4 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 20             /* a5 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 20             /* b5 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 20             /* m5 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 20             /* d5 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 24             /* a6 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 24             /* b6 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 24             /* m6 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 24             /* d6 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 28             /* a7 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 28             /* b7 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 28             /* m7 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 28             /* d7 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 32             /* a8 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 32             /* b8 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 32             /* m8 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 32             /* d8 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 36             /* a9 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 36             /* b9 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 36             /* m9 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 36             /* d9 */
	srai a9, a7, 31             /* the carry's sign */
	l32i a8, a3, 40             /* a10 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a4, 40             /* b10 */
	add a7, a7, a8
	saltu a6, a7, a8            /* carry */
	add a9, a9, a6
	l32i a8, a5, 40             /* m10 */
	saltu a6, a7, a8            /* borrow */
	sub a7, a7, a8
	sub a9, a9, a6
	s32i a7, a2, 40             /* d10 */
	srai a7, a9, 31             /* the carry's sign */
	l32i a8, a3, 44             /* a11 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a4, 44             /* b11 */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a7, a7, a6
	l32i a8, a5, 44             /* m11 */
	saltu a6, a9, a8            /* borrow */
	sub a9, a9, a8
	sub a7, a7, a6
	s32i a9, a2, 44             /* d11 */
	l32i a9, a2, 0              /* d0 */
	l32i a8, a5, 0              /* m0 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a8
	saltu a10, a9, a8           /* carry */
	s32i a9, a2, 0              /* r0 */
	l32i a9, a2, 4              /* d1 */
	l32i a8, a5, 4              /* m1 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 4             /* r1 */
	l32i a10, a2, 8             /* d2 */
	l32i a8, a5, 8              /* m2 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 8             /* r2 */
	l32i a11, a2, 12            /* d3 */
	l32i a8, a5, 12             /* m3 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a11
	saltu a10, a9, a11          /* carry */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a10, a10, a6
	s32i a9, a2, 12             /* r3 */
	l32i a9, a2, 16             /* d4 */
	l32i a8, a5, 16             /* m4 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 16            /* r4 */
	l32i a10, a2, 20            /* d5 */
	l32i a8, a5, 20             /* m5 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 20            /* r5 */
	l32i a11, a2, 24            /* d6 */
	l32i a8, a5, 24             /* m6 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a11
	saltu a10, a9, a11          /* carry */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a10, a10, a6
	s32i a9, a2, 24             /* r6 */
	l32i a9, a2, 28             /* d7 */
	l32i a8, a5, 28             /* m7 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 28            /* r7 */
	l32i a10, a2, 32            /* d8 */
	l32i a8, a5, 32             /* m8 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 32            /* r8 */
	l32i a11, a2, 36            /* d9 */
	l32i a8, a5, 36             /* m9 */
	and a8, a8, a7              /* m or 0 */
	add a9, a9, a11
	saltu a10, a9, a11          /* carry */
	add a9, a9, a8
	saltu a6, a9, a8            /* carry */
	add a10, a10, a6
	s32i a9, a2, 36             /* r9 */
	l32i a9, a2, 40             /* d10 */
	l32i a8, a5, 40             /* m10 */
	and a8, a8, a7              /* m or 0 */
	add a10, a10, a9
	saltu a11, a10, a9          /* carry */
	add a10, a10, a8
	saltu a6, a10, a8           /* carry */
	add a11, a11, a6
	s32i a10, a2, 40            /* r10 */
	l32i a10, a2, 44            /* d11 */
	l32i a8, a5, 44             /* m11 */
	and a8, a8, a7              /* m or 0 */
	add a11, a11, a10
	saltu a9, a11, a10          /* carry */
	add a11, a11, a8
	saltu a6, a11, a8           /* carry */
	add a9, a9, a6
	s32i a11, a2, 44            /* r11 */
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	ret
#endif
#else	/* split: 573 instructions (both sizes) */
#if defined(__XTENSA_WINDOWED_ABI__)
	entry	a1, 32
#else
#endif
	l32i a6, a5, 0              /* m->limbs: public */
	l32i a5, a5, 4              /* m->m */
	bnei a6, 8, .Lctb_ec_fe_add_n_12/* public: which curve */
	l32i a7, a3, 0              /* a0 */
	srli a8, a7, 16             /* H */
	l32i a9, a4, 0              /* b0 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 0              /* m0 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 0              /* d0 */
	l32i a7, a3, 4              /* a1 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 4              /* b1 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 4              /* m1 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 4              /* d1 */
	l32i a8, a3, 8              /* a2 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 8              /* b2 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 8              /* m2 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 8              /* d2 */
	l32i a7, a3, 12             /* a3 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 12             /* b3 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 12             /* m3 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 12             /* d3 */
	l32i a8, a3, 16             /* a4 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 16             /* b4 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 16             /* m4 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 16             /* d4 */
	l32i a7, a3, 20             /* a5 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 20             /* b5 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 20             /* m5 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 20             /* d5 */
	l32i a8, a3, 24             /* a6 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 24             /* b6 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 24             /* m6 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 24             /* d6 */
	l32i a7, a3, 28             /* a7 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 28             /* b7 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 28             /* m7 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 28             /* d7 */
	neg a7, a7                  /* the carry: 0 or -1 */
	l32i a8, a2, 0              /* d0 */
	l32i a9, a5, 0              /* m0 */
	and a9, a9, a7              /* m or 0 */
	srli a10, a8, 16            /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 0              /* r0 */
	l32i a8, a2, 4              /* d1 */
	l32i a9, a5, 4              /* m1 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 4             /* r1 */
	l32i a10, a2, 8             /* d2 */
	l32i a9, a5, 8              /* m2 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 8              /* r2 */
	l32i a8, a2, 12             /* d3 */
	l32i a9, a5, 12             /* m3 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 12            /* r3 */
	l32i a10, a2, 16            /* d4 */
	l32i a9, a5, 16             /* m4 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 16             /* r4 */
	l32i a8, a2, 20             /* d5 */
	l32i a9, a5, 20             /* m5 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 20            /* r5 */
	l32i a10, a2, 24            /* d6 */
	l32i a9, a5, 24             /* m6 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 24             /* r6 */
	l32i a8, a2, 28             /* d7 */
	l32i a9, a5, 28             /* m7 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	s32i a10, a2, 28            /* r7 */
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	ret
#endif
.Lctb_ec_fe_add_n_12:
	l32i a7, a3, 0              /* a0 */
	srli a8, a7, 16             /* H */
	l32i a9, a4, 0              /* b0 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 0              /* m0 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 0              /* d0 */
	l32i a7, a3, 4              /* a1 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 4              /* b1 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 4              /* m1 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 4              /* d1 */
	l32i a8, a3, 8              /* a2 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 8              /* b2 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 8              /* m2 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 8              /* d2 */
	l32i a7, a3, 12             /* a3 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 12             /* b3 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 12             /* m3 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 12             /* d3 */
	l32i a8, a3, 16             /* a4 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 16             /* b4 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 16             /* m4 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 16             /* d4 */
	l32i a7, a3, 20             /* a5 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 20             /* b5 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 20             /* m5 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 20             /* d5 */
	l32i a8, a3, 24             /* a6 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 24             /* b6 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 24             /* m6 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 24             /* d6 */
	l32i a7, a3, 28             /* a7 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 28             /* b7 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 28             /* m7 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 28             /* d7 */
	l32i a8, a3, 32             /* a8 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 32             /* b8 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 32             /* m8 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 32             /* d8 */
	l32i a7, a3, 36             /* a9 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 36             /* b9 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 36             /* m9 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 36             /* d9 */
	l32i a8, a3, 40             /* a10 */
	sub a7, a8, a7              /* + carry */
	srli a8, a8, 16             /* H */
	l32i a9, a4, 40             /* b10 */
	add a7, a7, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	l32i a9, a5, 40             /* m10 */
	sub a7, a7, a9
	srli a6, a9, 16
	sub a8, a8, a6              /* H */
	srli a6, a7, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a7, a2, 40             /* d10 */
	l32i a7, a3, 44             /* a11 */
	sub a8, a7, a8              /* + carry */
	srli a7, a7, 16             /* H */
	l32i a9, a4, 44             /* b11 */
	add a8, a8, a9
	srli a6, a9, 16
	add a7, a7, a6              /* H */
	l32i a9, a5, 44             /* m11 */
	sub a8, a8, a9
	srli a6, a9, 16
	sub a7, a7, a6              /* H */
	srli a6, a8, 16
	sub a6, a6, a7              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a7, a6, 16             /* -carry */
	s32i a8, a2, 44             /* d11 */
	neg a7, a7                  /* the carry: 0 or -1 */
	l32i a8, a2, 0              /* d0 */
	l32i a9, a5, 0              /* m0 */
	and a9, a9, a7              /* m or 0 */
	srli a10, a8, 16            /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 0              /* r0 */
	l32i a8, a2, 4              /* d1 */
	l32i a9, a5, 4              /* m1 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 4             /* r1 */
	l32i a10, a2, 8             /* d2 */
	l32i a9, a5, 8              /* m2 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 8              /* r2 */
	l32i a8, a2, 12             /* d3 */
	l32i a9, a5, 12             /* m3 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 12            /* r3 */
	l32i a10, a2, 16            /* d4 */
	l32i a9, a5, 16             /* m4 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 16             /* r4 */
	l32i a8, a2, 20             /* d5 */
	l32i a9, a5, 20             /* m5 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 20            /* r5 */
	l32i a10, a2, 24            /* d6 */
	l32i a9, a5, 24             /* m6 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 24             /* r6 */
	l32i a8, a2, 28             /* d7 */
	l32i a9, a5, 28             /* m7 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 28            /* r7 */
	l32i a10, a2, 32            /* d8 */
	l32i a9, a5, 32             /* m8 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 32             /* r8 */
	l32i a8, a2, 36             /* d9 */
	l32i a9, a5, 36             /* m9 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	srli a6, a10, 16
	sub a6, a6, a8              /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a8, a6, 16             /* -carry */
	s32i a10, a2, 36            /* r9 */
	l32i a10, a2, 40            /* d10 */
	l32i a9, a5, 40             /* m10 */
	and a9, a9, a7              /* m or 0 */
	sub a8, a10, a8             /* + carry */
	srli a10, a10, 16           /* H */
	add a8, a8, a9
	srli a6, a9, 16
	add a10, a10, a6            /* H */
	srli a6, a8, 16
	sub a6, a6, a10             /* (S >> 16) - H = d - 2^16 C */
	addmi a6, a6, 32512         /* 0 <= d + bias < 2^16 */
	srai a10, a6, 16            /* -carry */
	s32i a8, a2, 40             /* r10 */
	l32i a8, a2, 44             /* d11 */
	l32i a9, a5, 44             /* m11 */
	and a9, a9, a7              /* m or 0 */
	sub a10, a8, a10            /* + carry */
	srli a8, a8, 16             /* H */
	add a10, a10, a9
	srli a6, a9, 16
	add a8, a8, a6              /* H */
	s32i a10, a2, 44            /* r11 */
#if defined(__XTENSA_WINDOWED_ABI__)
	retw
#else
	ret
#endif
#endif
	.size	ctb_ec_fe_add_n, . - ctb_ec_fe_add_n
#endif
