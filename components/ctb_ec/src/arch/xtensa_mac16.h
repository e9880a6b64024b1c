/*
 * ctb_ec_mul8 / ctb_ec_mul12 (fe_arch.h) with MAC16 (xtensa_prod.h:
 * CTB_EC_XT_MAC16): macros xm_mul8 and xm_mul12, each a whole function.
 * Written by gen_xtensa_mac16.py (the design and the bound are its
 * docstring): edit that, not this. CT: no branch, fixed addresses.
 */
#ifndef CTB_EC_XTENSA_MAC16_H
#define CTB_EC_XTENSA_MAC16_H

	.macro	xm_mul8
	.section .text.ctb_ec_mul8, "ax"
	.align	4
	.global	ctb_ec_mul8
	.type	ctb_ec_mul8, @function
ctb_ec_mul8:
	entry	a1, 96
#if defined(CTB_EC_XT_SALTU)	/* saltu: 634 instructions */
	s32i a0, a1, 72                     /* a0 is a word register meanwhile */
	ssai 16
	movi a14, 1
	slli a14, a14, 15
	slli a15, a14, 16
	or a14, a14, a15                    /* K */
	l32i a7, a4, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	saltu a5, a7, a14                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 0
	l32i a7, a4, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 4
	l32i a7, a4, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 8
	l32i a7, a4, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 12
	l32i a7, a4, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 16
	l32i a7, a4, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 20
	l32i a7, a4, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 24
	l32i a7, a4, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 28
	s32i a5, a1, 32                     /* top digit */
	l32i a7, a3, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	saltu a5, a7, a14                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 36
	l32i a7, a3, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 40
	l32i a7, a3, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 44
	l32i a7, a3, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 48
	l32i a7, a3, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 52
	l32i a7, a3, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 56
	l32i a7, a3, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 60
	l32i a7, a3, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 64
	s32i a5, a1, 68                     /* top digit */
	addi a3, a1, 36
	ldinc m0, a3                        /* a's word 1 */
	ldinc m1, a3                        /* a's word 2 */
	addi a3, a1, 0
	ldinc m2, a3                        /* b's word 1 */
	ldinc m3, a3                        /* b's word 2 */
	l32i a3, a1, 36                     /* a's word 0 */
	l32i a4, a1, 0                      /* b's word 0 */
	mul.aa.ll a3, a4                    /* a0l b0l, column 0 */
	rsr.acclo a14
	s16i a14, a2, 0                     /* digit 0 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a4                   /* a0l b0h, column 1 */
	mula.aa.hl a3, a4                   /* a0h b0l, column 1 */
	rsr.acclo a14
	s16i a14, a2, 2                     /* digit 1 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m0, a4                   /* a1l b0l, column 2 */
	mula.aa.hh a3, a4                   /* a0h b0h, column 2 */
	mula.ad.ll a3, m2                   /* a0l b1l, column 2 */
	rsr.acclo a14
	s16i a14, a2, 4                     /* digit 2 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m2                   /* a0l b1h, column 3 */
	mula.ad.hl a3, m2                   /* a0h b1l, column 3 */
	mula.da.lh m0, a4                   /* a1l b0h, column 3 */
	mula.da.hl m0, a4                   /* a1h b0l, column 3 */
	rsr.acclo a14
	s16i a14, a2, 6                     /* digit 3 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m1, a4                   /* a2l b0l, column 4 */
	mula.da.hh m0, a4                   /* a1h b0h, column 4 */
	mula.dd.ll m0, m2                   /* a1l b1l, column 4 */
	mula.ad.hh a3, m2                   /* a0h b1h, column 4 */
	mula.ad.ll a3, m3                   /* a0l b2l, column 4 */
	rsr.acclo a14
	s16i a14, a2, 8                     /* digit 4 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m3                   /* a0l b2h, column 5 */
	mula.ad.hl a3, m3                   /* a0h b2l, column 5 */
	mula.dd.lh m0, m2                   /* a1l b1h, column 5 */
	mula.dd.hl m0, m2                   /* a1h b1l, column 5 */
	mula.da.lh m1, a4                   /* a2l b0h, column 5 */
	mula.da.hl m1, a4                   /* a2h b0l, column 5 */
	rsr.acclo a14
	s16i a14, a2, 10                    /* digit 5 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 48                     /* a's word 3 */
	mula.aa.ll a5, a4                   /* a3l b0l, column 6 */
	mula.da.hh m1, a4                   /* a2h b0h, column 6 */
	mula.dd.ll m1, m2                   /* a2l b1l, column 6 */
	mula.dd.hh m0, m2                   /* a1h b1h, column 6 */
	mula.dd.ll m0, m3                   /* a1l b2l, column 6 */
	mula.ad.hh a3, m3                   /* a0h b2h, column 6 */
	l32i a6, a1, 12                     /* b's word 3 */
	mula.aa.ll a3, a6                   /* a0l b3l, column 6 */
	rsr.acclo a14
	s16i a14, a2, 12                    /* digit 6 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a6                   /* a0l b3h, column 7 */
	mula.aa.hl a3, a6                   /* a0h b3l, column 7 */
	mula.dd.lh m0, m3                   /* a1l b2h, column 7 */
	mula.dd.hl m0, m3                   /* a1h b2l, column 7 */
	mula.dd.lh m1, m2                   /* a2l b1h, column 7 */
	mula.dd.hl m1, m2                   /* a2h b1l, column 7 */
	mula.aa.lh a5, a4                   /* a3l b0h, column 7 */
	mula.aa.hl a5, a4                   /* a3h b0l, column 7 */
	rsr.acclo a14
	s16i a14, a2, 14                    /* digit 7 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 52                     /* a's word 4 */
	mula.aa.ll a7, a4                   /* a4l b0l, column 8 */
	mula.aa.hh a5, a4                   /* a3h b0h, column 8 */
	mula.ad.ll a5, m2                   /* a3l b1l, column 8 */
	mula.dd.hh m1, m2                   /* a2h b1h, column 8 */
	mula.dd.ll m1, m3                   /* a2l b2l, column 8 */
	mula.dd.hh m0, m3                   /* a1h b2h, column 8 */
	mula.da.ll m0, a6                   /* a1l b3l, column 8 */
	mula.aa.hh a3, a6                   /* a0h b3h, column 8 */
	l32i a8, a1, 16                     /* b's word 4 */
	mula.aa.ll a3, a8                   /* a0l b4l, column 8 */
	rsr.acclo a14
	s16i a14, a2, 16                    /* digit 8 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a8                   /* a0l b4h, column 9 */
	mula.aa.hl a3, a8                   /* a0h b4l, column 9 */
	mula.da.lh m0, a6                   /* a1l b3h, column 9 */
	mula.da.hl m0, a6                   /* a1h b3l, column 9 */
	mula.dd.lh m1, m3                   /* a2l b2h, column 9 */
	mula.dd.hl m1, m3                   /* a2h b2l, column 9 */
	mula.ad.lh a5, m2                   /* a3l b1h, column 9 */
	mula.ad.hl a5, m2                   /* a3h b1l, column 9 */
	mula.aa.lh a7, a4                   /* a4l b0h, column 9 */
	mula.aa.hl a7, a4                   /* a4h b0l, column 9 */
	rsr.acclo a14
	s16i a14, a2, 18                    /* digit 9 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 56                     /* a's word 5 */
	mula.aa.ll a9, a4                   /* a5l b0l, column 10 */
	mula.aa.hh a7, a4                   /* a4h b0h, column 10 */
	mula.ad.ll a7, m2                   /* a4l b1l, column 10 */
	mula.ad.hh a5, m2                   /* a3h b1h, column 10 */
	mula.ad.ll a5, m3                   /* a3l b2l, column 10 */
	mula.dd.hh m1, m3                   /* a2h b2h, column 10 */
	mula.da.ll m1, a6                   /* a2l b3l, column 10 */
	mula.da.hh m0, a6                   /* a1h b3h, column 10 */
	mula.da.ll m0, a8                   /* a1l b4l, column 10 */
	mula.aa.hh a3, a8                   /* a0h b4h, column 10 */
	l32i a10, a1, 20                    /* b's word 5 */
	mula.aa.ll a3, a10                  /* a0l b5l, column 10 */
	rsr.acclo a14
	s16i a14, a2, 20                    /* digit 10 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a10                  /* a0l b5h, column 11 */
	mula.aa.hl a3, a10                  /* a0h b5l, column 11 */
	mula.da.lh m0, a8                   /* a1l b4h, column 11 */
	mula.da.hl m0, a8                   /* a1h b4l, column 11 */
	mula.da.lh m1, a6                   /* a2l b3h, column 11 */
	mula.da.hl m1, a6                   /* a2h b3l, column 11 */
	mula.ad.lh a5, m3                   /* a3l b2h, column 11 */
	mula.ad.hl a5, m3                   /* a3h b2l, column 11 */
	mula.ad.lh a7, m2                   /* a4l b1h, column 11 */
	mula.ad.hl a7, m2                   /* a4h b1l, column 11 */
	mula.aa.lh a9, a4                   /* a5l b0h, column 11 */
	mula.aa.hl a9, a4                   /* a5h b0l, column 11 */
	rsr.acclo a14
	s16i a14, a2, 22                    /* digit 11 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 60                    /* a's word 6 */
	mula.aa.ll a11, a4                  /* a6l b0l, column 12 */
	mula.aa.hh a9, a4                   /* a5h b0h, column 12 */
	mula.ad.ll a9, m2                   /* a5l b1l, column 12 */
	mula.ad.hh a7, m2                   /* a4h b1h, column 12 */
	mula.ad.ll a7, m3                   /* a4l b2l, column 12 */
	mula.ad.hh a5, m3                   /* a3h b2h, column 12 */
	mula.aa.ll a5, a6                   /* a3l b3l, column 12 */
	mula.da.hh m1, a6                   /* a2h b3h, column 12 */
	mula.da.ll m1, a8                   /* a2l b4l, column 12 */
	mula.da.hh m0, a8                   /* a1h b4h, column 12 */
	mula.da.ll m0, a10                  /* a1l b5l, column 12 */
	mula.aa.hh a3, a10                  /* a0h b5h, column 12 */
	l32i a12, a1, 24                    /* b's word 6 */
	mula.aa.ll a3, a12                  /* a0l b6l, column 12 */
	rsr.acclo a14
	s16i a14, a2, 24                    /* digit 12 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a12                  /* a0l b6h, column 13 */
	mula.aa.hl a3, a12                  /* a0h b6l, column 13 */
	mula.da.lh m0, a10                  /* a1l b5h, column 13 */
	mula.da.hl m0, a10                  /* a1h b5l, column 13 */
	mula.da.lh m1, a8                   /* a2l b4h, column 13 */
	mula.da.hl m1, a8                   /* a2h b4l, column 13 */
	mula.aa.lh a5, a6                   /* a3l b3h, column 13 */
	mula.aa.hl a5, a6                   /* a3h b3l, column 13 */
	mula.ad.lh a7, m3                   /* a4l b2h, column 13 */
	mula.ad.hl a7, m3                   /* a4h b2l, column 13 */
	mula.ad.lh a9, m2                   /* a5l b1h, column 13 */
	mula.ad.hl a9, m2                   /* a5h b1l, column 13 */
	mula.aa.lh a11, a4                  /* a6l b0h, column 13 */
	mula.aa.hl a11, a4                  /* a6h b0l, column 13 */
	rsr.acclo a14
	s16i a14, a2, 26                    /* digit 13 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a13, a1, 64                    /* a's word 7 */
	mula.aa.ll a13, a4                  /* a7l b0l, column 14 */
	mula.aa.hh a11, a4                  /* a6h b0h, column 14 */
	mula.ad.ll a11, m2                  /* a6l b1l, column 14 */
	mula.ad.hh a9, m2                   /* a5h b1h, column 14 */
	mula.ad.ll a9, m3                   /* a5l b2l, column 14 */
	mula.ad.hh a7, m3                   /* a4h b2h, column 14 */
	mula.aa.ll a7, a6                   /* a4l b3l, column 14 */
	mula.aa.hh a5, a6                   /* a3h b3h, column 14 */
	mula.aa.ll a5, a8                   /* a3l b4l, column 14 */
	mula.da.hh m1, a8                   /* a2h b4h, column 14 */
	mula.da.ll m1, a10                  /* a2l b5l, column 14 */
	mula.da.hh m0, a10                  /* a1h b5h, column 14 */
	mula.da.ll m0, a12                  /* a1l b6l, column 14 */
	mula.aa.hh a3, a12                  /* a0h b6h, column 14 */
	l32i a0, a1, 28                     /* b's word 7 */
	mula.aa.ll a3, a0                   /* a0l b7l, column 14 */
	rsr.acclo a14
	s16i a14, a2, 28                    /* digit 14 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a0                   /* a0l b7h, column 15 */
	mula.aa.hl a3, a0                   /* a0h b7l, column 15 */
	mula.da.lh m0, a12                  /* a1l b6h, column 15 */
	mula.da.hl m0, a12                  /* a1h b6l, column 15 */
	mula.da.lh m1, a10                  /* a2l b5h, column 15 */
	mula.da.hl m1, a10                  /* a2h b5l, column 15 */
	mula.aa.lh a5, a8                   /* a3l b4h, column 15 */
	mula.aa.hl a5, a8                   /* a3h b4l, column 15 */
	mula.aa.lh a7, a6                   /* a4l b3h, column 15 */
	mula.aa.hl a7, a6                   /* a4h b3l, column 15 */
	mula.ad.lh a9, m3                   /* a5l b2h, column 15 */
	mula.ad.hl a9, m3                   /* a5h b2l, column 15 */
	mula.ad.lh a11, m2                  /* a6l b1h, column 15 */
	mula.ad.hl a11, m2                  /* a6h b1l, column 15 */
	mula.aa.lh a13, a4                  /* a7l b0h, column 15 */
	mula.aa.hl a13, a4                  /* a7h b0l, column 15 */
	rsr.acclo a14
	s16i a14, a2, 30                    /* digit 15 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a3, a1, 68                     /* a's word 8 */
	mula.aa.ll a3, a4                   /* a8l b0l, column 16 */
	mula.aa.hh a13, a4                  /* a7h b0h, column 16 */
	mula.ad.ll a13, m2                  /* a7l b1l, column 16 */
	mula.ad.hh a11, m2                  /* a6h b1h, column 16 */
	mula.ad.ll a11, m3                  /* a6l b2l, column 16 */
	mula.ad.hh a9, m3                   /* a5h b2h, column 16 */
	mula.aa.ll a9, a6                   /* a5l b3l, column 16 */
	mula.aa.hh a7, a6                   /* a4h b3h, column 16 */
	mula.aa.ll a7, a8                   /* a4l b4l, column 16 */
	mula.aa.hh a5, a8                   /* a3h b4h, column 16 */
	mula.aa.ll a5, a10                  /* a3l b5l, column 16 */
	mula.da.hh m1, a10                  /* a2h b5h, column 16 */
	mula.da.ll m1, a12                  /* a2l b6l, column 16 */
	mula.da.hh m0, a12                  /* a1h b6h, column 16 */
	mula.da.ll m0, a0                   /* a1l b7l, column 16 */
	l32i a4, a1, 36                     /* a's word 0 */
	mula.aa.hh a4, a0                   /* a0h b7h, column 16 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.aa.ll a4, a3                   /* a0l b8l, column 16 */
	rsr.acclo a14
	s16i a14, a2, 32                    /* digit 16 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a4, a3                   /* a0h b8l, column 17 */
	mula.da.lh m0, a0                   /* a1l b7h, column 17 */
	mula.da.hl m0, a0                   /* a1h b7l, column 17 */
	mula.da.lh m1, a12                  /* a2l b6h, column 17 */
	mula.da.hl m1, a12                  /* a2h b6l, column 17 */
	mula.aa.lh a5, a10                  /* a3l b5h, column 17 */
	mula.aa.hl a5, a10                  /* a3h b5l, column 17 */
	mula.aa.lh a7, a8                   /* a4l b4h, column 17 */
	mula.aa.hl a7, a8                   /* a4h b4l, column 17 */
	mula.aa.lh a9, a6                   /* a5l b3h, column 17 */
	mula.aa.hl a9, a6                   /* a5h b3l, column 17 */
	mula.ad.lh a11, m3                  /* a6l b2h, column 17 */
	mula.ad.hl a11, m3                  /* a6h b2l, column 17 */
	mula.ad.lh a13, m2                  /* a7l b1h, column 17 */
	mula.ad.hl a13, m2                  /* a7h b1l, column 17 */
	l32i a4, a1, 68                     /* a's word 8 */
	l32i a3, a1, 0                      /* b's word 0 */
	mula.aa.lh a4, a3                   /* a8l b0h, column 17 */
	rsr.acclo a14
	s16i a14, a2, 34                    /* digit 17 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m2                   /* a8l b1l, column 18 */
	mula.ad.hh a13, m2                  /* a7h b1h, column 18 */
	mula.ad.ll a13, m3                  /* a7l b2l, column 18 */
	mula.ad.hh a11, m3                  /* a6h b2h, column 18 */
	mula.aa.ll a11, a6                  /* a6l b3l, column 18 */
	mula.aa.hh a9, a6                   /* a5h b3h, column 18 */
	mula.aa.ll a9, a8                   /* a5l b4l, column 18 */
	mula.aa.hh a7, a8                   /* a4h b4h, column 18 */
	mula.aa.ll a7, a10                  /* a4l b5l, column 18 */
	mula.aa.hh a5, a10                  /* a3h b5h, column 18 */
	mula.aa.ll a5, a12                  /* a3l b6l, column 18 */
	mula.da.hh m1, a12                  /* a2h b6h, column 18 */
	mula.da.ll m1, a0                   /* a2l b7l, column 18 */
	mula.da.hh m0, a0                   /* a1h b7h, column 18 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.da.ll m0, a3                   /* a1l b8l, column 18 */
	rsr.acclo a14
	s16i a14, a2, 36                    /* digit 18 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m0, a3                   /* a1h b8l, column 19 */
	mula.da.lh m1, a0                   /* a2l b7h, column 19 */
	mula.da.hl m1, a0                   /* a2h b7l, column 19 */
	mula.aa.lh a5, a12                  /* a3l b6h, column 19 */
	mula.aa.hl a5, a12                  /* a3h b6l, column 19 */
	mula.aa.lh a7, a10                  /* a4l b5h, column 19 */
	mula.aa.hl a7, a10                  /* a4h b5l, column 19 */
	mula.aa.lh a9, a8                   /* a5l b4h, column 19 */
	mula.aa.hl a9, a8                   /* a5h b4l, column 19 */
	mula.aa.lh a11, a6                  /* a6l b3h, column 19 */
	mula.aa.hl a11, a6                  /* a6h b3l, column 19 */
	mula.ad.lh a13, m3                  /* a7l b2h, column 19 */
	mula.ad.hl a13, m3                  /* a7h b2l, column 19 */
	mula.ad.lh a4, m2                   /* a8l b1h, column 19 */
	rsr.acclo a14
	s16i a14, a2, 38                    /* digit 19 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m3                   /* a8l b2l, column 20 */
	mula.ad.hh a13, m3                  /* a7h b2h, column 20 */
	mula.aa.ll a13, a6                  /* a7l b3l, column 20 */
	mula.aa.hh a11, a6                  /* a6h b3h, column 20 */
	mula.aa.ll a11, a8                  /* a6l b4l, column 20 */
	mula.aa.hh a9, a8                   /* a5h b4h, column 20 */
	mula.aa.ll a9, a10                  /* a5l b5l, column 20 */
	mula.aa.hh a7, a10                  /* a4h b5h, column 20 */
	mula.aa.ll a7, a12                  /* a4l b6l, column 20 */
	mula.aa.hh a5, a12                  /* a3h b6h, column 20 */
	mula.aa.ll a5, a0                   /* a3l b7l, column 20 */
	mula.da.hh m1, a0                   /* a2h b7h, column 20 */
	mula.da.ll m1, a3                   /* a2l b8l, column 20 */
	rsr.acclo a14
	s16i a14, a2, 40                    /* digit 20 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m1, a3                   /* a2h b8l, column 21 */
	mula.aa.lh a5, a0                   /* a3l b7h, column 21 */
	mula.aa.hl a5, a0                   /* a3h b7l, column 21 */
	mula.aa.lh a7, a12                  /* a4l b6h, column 21 */
	mula.aa.hl a7, a12                  /* a4h b6l, column 21 */
	mula.aa.lh a9, a10                  /* a5l b5h, column 21 */
	mula.aa.hl a9, a10                  /* a5h b5l, column 21 */
	mula.aa.lh a11, a8                  /* a6l b4h, column 21 */
	mula.aa.hl a11, a8                  /* a6h b4l, column 21 */
	mula.aa.lh a13, a6                  /* a7l b3h, column 21 */
	mula.aa.hl a13, a6                  /* a7h b3l, column 21 */
	mula.ad.lh a4, m3                   /* a8l b2h, column 21 */
	rsr.acclo a14
	s16i a14, a2, 42                    /* digit 21 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a6                   /* a8l b3l, column 22 */
	mula.aa.hh a13, a6                  /* a7h b3h, column 22 */
	mula.aa.ll a13, a8                  /* a7l b4l, column 22 */
	mula.aa.hh a11, a8                  /* a6h b4h, column 22 */
	mula.aa.ll a11, a10                 /* a6l b5l, column 22 */
	mula.aa.hh a9, a10                  /* a5h b5h, column 22 */
	mula.aa.ll a9, a12                  /* a5l b6l, column 22 */
	mula.aa.hh a7, a12                  /* a4h b6h, column 22 */
	mula.aa.ll a7, a0                   /* a4l b7l, column 22 */
	mula.aa.hh a5, a0                   /* a3h b7h, column 22 */
	mula.aa.ll a5, a3                   /* a3l b8l, column 22 */
	rsr.acclo a14
	s16i a14, a2, 44                    /* digit 22 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a5, a3                   /* a3h b8l, column 23 */
	mula.aa.lh a7, a0                   /* a4l b7h, column 23 */
	mula.aa.hl a7, a0                   /* a4h b7l, column 23 */
	mula.aa.lh a9, a12                  /* a5l b6h, column 23 */
	mula.aa.hl a9, a12                  /* a5h b6l, column 23 */
	mula.aa.lh a11, a10                 /* a6l b5h, column 23 */
	mula.aa.hl a11, a10                 /* a6h b5l, column 23 */
	mula.aa.lh a13, a8                  /* a7l b4h, column 23 */
	mula.aa.hl a13, a8                  /* a7h b4l, column 23 */
	mula.aa.lh a4, a6                   /* a8l b3h, column 23 */
	rsr.acclo a14
	s16i a14, a2, 46                    /* digit 23 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a8                   /* a8l b4l, column 24 */
	mula.aa.hh a13, a8                  /* a7h b4h, column 24 */
	mula.aa.ll a13, a10                 /* a7l b5l, column 24 */
	mula.aa.hh a11, a10                 /* a6h b5h, column 24 */
	mula.aa.ll a11, a12                 /* a6l b6l, column 24 */
	mula.aa.hh a9, a12                  /* a5h b6h, column 24 */
	mula.aa.ll a9, a0                   /* a5l b7l, column 24 */
	mula.aa.hh a7, a0                   /* a4h b7h, column 24 */
	mula.aa.ll a7, a3                   /* a4l b8l, column 24 */
	rsr.acclo a14
	s16i a14, a2, 48                    /* digit 24 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a7, a3                   /* a4h b8l, column 25 */
	mula.aa.lh a9, a0                   /* a5l b7h, column 25 */
	mula.aa.hl a9, a0                   /* a5h b7l, column 25 */
	mula.aa.lh a11, a12                 /* a6l b6h, column 25 */
	mula.aa.hl a11, a12                 /* a6h b6l, column 25 */
	mula.aa.lh a13, a10                 /* a7l b5h, column 25 */
	mula.aa.hl a13, a10                 /* a7h b5l, column 25 */
	mula.aa.lh a4, a8                   /* a8l b4h, column 25 */
	rsr.acclo a14
	s16i a14, a2, 50                    /* digit 25 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a10                  /* a8l b5l, column 26 */
	mula.aa.hh a13, a10                 /* a7h b5h, column 26 */
	mula.aa.ll a13, a12                 /* a7l b6l, column 26 */
	mula.aa.hh a11, a12                 /* a6h b6h, column 26 */
	mula.aa.ll a11, a0                  /* a6l b7l, column 26 */
	mula.aa.hh a9, a0                   /* a5h b7h, column 26 */
	mula.aa.ll a9, a3                   /* a5l b8l, column 26 */
	rsr.acclo a14
	s16i a14, a2, 52                    /* digit 26 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a9, a3                   /* a5h b8l, column 27 */
	mula.aa.lh a11, a0                  /* a6l b7h, column 27 */
	mula.aa.hl a11, a0                  /* a6h b7l, column 27 */
	mula.aa.lh a13, a12                 /* a7l b6h, column 27 */
	mula.aa.hl a13, a12                 /* a7h b6l, column 27 */
	mula.aa.lh a4, a10                  /* a8l b5h, column 27 */
	rsr.acclo a14
	s16i a14, a2, 54                    /* digit 27 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a12                  /* a8l b6l, column 28 */
	mula.aa.hh a13, a12                 /* a7h b6h, column 28 */
	mula.aa.ll a13, a0                  /* a7l b7l, column 28 */
	mula.aa.hh a11, a0                  /* a6h b7h, column 28 */
	mula.aa.ll a11, a3                  /* a6l b8l, column 28 */
	rsr.acclo a14
	s16i a14, a2, 56                    /* digit 28 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a11, a3                  /* a6h b8l, column 29 */
	mula.aa.lh a13, a0                  /* a7l b7h, column 29 */
	mula.aa.hl a13, a0                  /* a7h b7l, column 29 */
	mula.aa.lh a4, a12                  /* a8l b6h, column 29 */
	rsr.acclo a14
	s16i a14, a2, 58                    /* digit 29 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a0                   /* a8l b7l, column 30 */
	mula.aa.hh a13, a0                  /* a7h b7h, column 30 */
	mula.aa.ll a13, a3                  /* a7l b8l, column 30 */
	rsr.acclo a14
	s16i a14, a2, 60                    /* digit 30 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a13, a3                  /* a7h b8l, column 31 */
	mula.aa.lh a4, a0                   /* a8l b7h, column 31 */
	rsr.acclo a14
	s16i a14, a2, 62                    /* digit 31 */
	l32i a0, a1, 72
#else	/* minu: 667 instructions */
	s32i a0, a1, 72                     /* a0 is a word register meanwhile */
	ssai 16
	movi a14, 1
	slli a14, a14, 15
	slli a15, a14, 16
	or a14, a14, a15                    /* K */
	movi a6, 1
	l32i a7, a4, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	minu a5, a7, a14                    /* min(w, t) != t iff w < t */
	xor a5, a5, a14
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 0
	l32i a7, a4, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 4
	l32i a7, a4, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 8
	l32i a7, a4, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 12
	l32i a7, a4, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 16
	l32i a7, a4, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 20
	l32i a7, a4, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 24
	l32i a7, a4, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 28
	s32i a5, a1, 32                     /* top digit */
	l32i a7, a3, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	minu a5, a7, a14                    /* min(w, t) != t iff w < t */
	xor a5, a5, a14
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 36
	l32i a7, a3, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 40
	l32i a7, a3, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 44
	l32i a7, a3, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 48
	l32i a7, a3, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 52
	l32i a7, a3, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 56
	l32i a7, a3, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 60
	l32i a7, a3, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 64
	s32i a5, a1, 68                     /* top digit */
	addi a3, a1, 36
	ldinc m0, a3                        /* a's word 1 */
	ldinc m1, a3                        /* a's word 2 */
	addi a3, a1, 0
	ldinc m2, a3                        /* b's word 1 */
	ldinc m3, a3                        /* b's word 2 */
	l32i a3, a1, 36                     /* a's word 0 */
	l32i a4, a1, 0                      /* b's word 0 */
	mul.aa.ll a3, a4                    /* a0l b0l, column 0 */
	rsr.acclo a14
	s16i a14, a2, 0                     /* digit 0 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a4                   /* a0l b0h, column 1 */
	mula.aa.hl a3, a4                   /* a0h b0l, column 1 */
	rsr.acclo a14
	s16i a14, a2, 2                     /* digit 1 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m0, a4                   /* a1l b0l, column 2 */
	mula.aa.hh a3, a4                   /* a0h b0h, column 2 */
	mula.ad.ll a3, m2                   /* a0l b1l, column 2 */
	rsr.acclo a14
	s16i a14, a2, 4                     /* digit 2 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m2                   /* a0l b1h, column 3 */
	mula.ad.hl a3, m2                   /* a0h b1l, column 3 */
	mula.da.lh m0, a4                   /* a1l b0h, column 3 */
	mula.da.hl m0, a4                   /* a1h b0l, column 3 */
	rsr.acclo a14
	s16i a14, a2, 6                     /* digit 3 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m1, a4                   /* a2l b0l, column 4 */
	mula.da.hh m0, a4                   /* a1h b0h, column 4 */
	mula.dd.ll m0, m2                   /* a1l b1l, column 4 */
	mula.ad.hh a3, m2                   /* a0h b1h, column 4 */
	mula.ad.ll a3, m3                   /* a0l b2l, column 4 */
	rsr.acclo a14
	s16i a14, a2, 8                     /* digit 4 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m3                   /* a0l b2h, column 5 */
	mula.ad.hl a3, m3                   /* a0h b2l, column 5 */
	mula.dd.lh m0, m2                   /* a1l b1h, column 5 */
	mula.dd.hl m0, m2                   /* a1h b1l, column 5 */
	mula.da.lh m1, a4                   /* a2l b0h, column 5 */
	mula.da.hl m1, a4                   /* a2h b0l, column 5 */
	rsr.acclo a14
	s16i a14, a2, 10                    /* digit 5 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 48                     /* a's word 3 */
	mula.aa.ll a5, a4                   /* a3l b0l, column 6 */
	mula.da.hh m1, a4                   /* a2h b0h, column 6 */
	mula.dd.ll m1, m2                   /* a2l b1l, column 6 */
	mula.dd.hh m0, m2                   /* a1h b1h, column 6 */
	mula.dd.ll m0, m3                   /* a1l b2l, column 6 */
	mula.ad.hh a3, m3                   /* a0h b2h, column 6 */
	l32i a6, a1, 12                     /* b's word 3 */
	mula.aa.ll a3, a6                   /* a0l b3l, column 6 */
	rsr.acclo a14
	s16i a14, a2, 12                    /* digit 6 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a6                   /* a0l b3h, column 7 */
	mula.aa.hl a3, a6                   /* a0h b3l, column 7 */
	mula.dd.lh m0, m3                   /* a1l b2h, column 7 */
	mula.dd.hl m0, m3                   /* a1h b2l, column 7 */
	mula.dd.lh m1, m2                   /* a2l b1h, column 7 */
	mula.dd.hl m1, m2                   /* a2h b1l, column 7 */
	mula.aa.lh a5, a4                   /* a3l b0h, column 7 */
	mula.aa.hl a5, a4                   /* a3h b0l, column 7 */
	rsr.acclo a14
	s16i a14, a2, 14                    /* digit 7 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 52                     /* a's word 4 */
	mula.aa.ll a7, a4                   /* a4l b0l, column 8 */
	mula.aa.hh a5, a4                   /* a3h b0h, column 8 */
	mula.ad.ll a5, m2                   /* a3l b1l, column 8 */
	mula.dd.hh m1, m2                   /* a2h b1h, column 8 */
	mula.dd.ll m1, m3                   /* a2l b2l, column 8 */
	mula.dd.hh m0, m3                   /* a1h b2h, column 8 */
	mula.da.ll m0, a6                   /* a1l b3l, column 8 */
	mula.aa.hh a3, a6                   /* a0h b3h, column 8 */
	l32i a8, a1, 16                     /* b's word 4 */
	mula.aa.ll a3, a8                   /* a0l b4l, column 8 */
	rsr.acclo a14
	s16i a14, a2, 16                    /* digit 8 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a8                   /* a0l b4h, column 9 */
	mula.aa.hl a3, a8                   /* a0h b4l, column 9 */
	mula.da.lh m0, a6                   /* a1l b3h, column 9 */
	mula.da.hl m0, a6                   /* a1h b3l, column 9 */
	mula.dd.lh m1, m3                   /* a2l b2h, column 9 */
	mula.dd.hl m1, m3                   /* a2h b2l, column 9 */
	mula.ad.lh a5, m2                   /* a3l b1h, column 9 */
	mula.ad.hl a5, m2                   /* a3h b1l, column 9 */
	mula.aa.lh a7, a4                   /* a4l b0h, column 9 */
	mula.aa.hl a7, a4                   /* a4h b0l, column 9 */
	rsr.acclo a14
	s16i a14, a2, 18                    /* digit 9 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 56                     /* a's word 5 */
	mula.aa.ll a9, a4                   /* a5l b0l, column 10 */
	mula.aa.hh a7, a4                   /* a4h b0h, column 10 */
	mula.ad.ll a7, m2                   /* a4l b1l, column 10 */
	mula.ad.hh a5, m2                   /* a3h b1h, column 10 */
	mula.ad.ll a5, m3                   /* a3l b2l, column 10 */
	mula.dd.hh m1, m3                   /* a2h b2h, column 10 */
	mula.da.ll m1, a6                   /* a2l b3l, column 10 */
	mula.da.hh m0, a6                   /* a1h b3h, column 10 */
	mula.da.ll m0, a8                   /* a1l b4l, column 10 */
	mula.aa.hh a3, a8                   /* a0h b4h, column 10 */
	l32i a10, a1, 20                    /* b's word 5 */
	mula.aa.ll a3, a10                  /* a0l b5l, column 10 */
	rsr.acclo a14
	s16i a14, a2, 20                    /* digit 10 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a10                  /* a0l b5h, column 11 */
	mula.aa.hl a3, a10                  /* a0h b5l, column 11 */
	mula.da.lh m0, a8                   /* a1l b4h, column 11 */
	mula.da.hl m0, a8                   /* a1h b4l, column 11 */
	mula.da.lh m1, a6                   /* a2l b3h, column 11 */
	mula.da.hl m1, a6                   /* a2h b3l, column 11 */
	mula.ad.lh a5, m3                   /* a3l b2h, column 11 */
	mula.ad.hl a5, m3                   /* a3h b2l, column 11 */
	mula.ad.lh a7, m2                   /* a4l b1h, column 11 */
	mula.ad.hl a7, m2                   /* a4h b1l, column 11 */
	mula.aa.lh a9, a4                   /* a5l b0h, column 11 */
	mula.aa.hl a9, a4                   /* a5h b0l, column 11 */
	rsr.acclo a14
	s16i a14, a2, 22                    /* digit 11 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 60                    /* a's word 6 */
	mula.aa.ll a11, a4                  /* a6l b0l, column 12 */
	mula.aa.hh a9, a4                   /* a5h b0h, column 12 */
	mula.ad.ll a9, m2                   /* a5l b1l, column 12 */
	mula.ad.hh a7, m2                   /* a4h b1h, column 12 */
	mula.ad.ll a7, m3                   /* a4l b2l, column 12 */
	mula.ad.hh a5, m3                   /* a3h b2h, column 12 */
	mula.aa.ll a5, a6                   /* a3l b3l, column 12 */
	mula.da.hh m1, a6                   /* a2h b3h, column 12 */
	mula.da.ll m1, a8                   /* a2l b4l, column 12 */
	mula.da.hh m0, a8                   /* a1h b4h, column 12 */
	mula.da.ll m0, a10                  /* a1l b5l, column 12 */
	mula.aa.hh a3, a10                  /* a0h b5h, column 12 */
	l32i a12, a1, 24                    /* b's word 6 */
	mula.aa.ll a3, a12                  /* a0l b6l, column 12 */
	rsr.acclo a14
	s16i a14, a2, 24                    /* digit 12 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a12                  /* a0l b6h, column 13 */
	mula.aa.hl a3, a12                  /* a0h b6l, column 13 */
	mula.da.lh m0, a10                  /* a1l b5h, column 13 */
	mula.da.hl m0, a10                  /* a1h b5l, column 13 */
	mula.da.lh m1, a8                   /* a2l b4h, column 13 */
	mula.da.hl m1, a8                   /* a2h b4l, column 13 */
	mula.aa.lh a5, a6                   /* a3l b3h, column 13 */
	mula.aa.hl a5, a6                   /* a3h b3l, column 13 */
	mula.ad.lh a7, m3                   /* a4l b2h, column 13 */
	mula.ad.hl a7, m3                   /* a4h b2l, column 13 */
	mula.ad.lh a9, m2                   /* a5l b1h, column 13 */
	mula.ad.hl a9, m2                   /* a5h b1l, column 13 */
	mula.aa.lh a11, a4                  /* a6l b0h, column 13 */
	mula.aa.hl a11, a4                  /* a6h b0l, column 13 */
	rsr.acclo a14
	s16i a14, a2, 26                    /* digit 13 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a13, a1, 64                    /* a's word 7 */
	mula.aa.ll a13, a4                  /* a7l b0l, column 14 */
	mula.aa.hh a11, a4                  /* a6h b0h, column 14 */
	mula.ad.ll a11, m2                  /* a6l b1l, column 14 */
	mula.ad.hh a9, m2                   /* a5h b1h, column 14 */
	mula.ad.ll a9, m3                   /* a5l b2l, column 14 */
	mula.ad.hh a7, m3                   /* a4h b2h, column 14 */
	mula.aa.ll a7, a6                   /* a4l b3l, column 14 */
	mula.aa.hh a5, a6                   /* a3h b3h, column 14 */
	mula.aa.ll a5, a8                   /* a3l b4l, column 14 */
	mula.da.hh m1, a8                   /* a2h b4h, column 14 */
	mula.da.ll m1, a10                  /* a2l b5l, column 14 */
	mula.da.hh m0, a10                  /* a1h b5h, column 14 */
	mula.da.ll m0, a12                  /* a1l b6l, column 14 */
	mula.aa.hh a3, a12                  /* a0h b6h, column 14 */
	l32i a0, a1, 28                     /* b's word 7 */
	mula.aa.ll a3, a0                   /* a0l b7l, column 14 */
	rsr.acclo a14
	s16i a14, a2, 28                    /* digit 14 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a0                   /* a0l b7h, column 15 */
	mula.aa.hl a3, a0                   /* a0h b7l, column 15 */
	mula.da.lh m0, a12                  /* a1l b6h, column 15 */
	mula.da.hl m0, a12                  /* a1h b6l, column 15 */
	mula.da.lh m1, a10                  /* a2l b5h, column 15 */
	mula.da.hl m1, a10                  /* a2h b5l, column 15 */
	mula.aa.lh a5, a8                   /* a3l b4h, column 15 */
	mula.aa.hl a5, a8                   /* a3h b4l, column 15 */
	mula.aa.lh a7, a6                   /* a4l b3h, column 15 */
	mula.aa.hl a7, a6                   /* a4h b3l, column 15 */
	mula.ad.lh a9, m3                   /* a5l b2h, column 15 */
	mula.ad.hl a9, m3                   /* a5h b2l, column 15 */
	mula.ad.lh a11, m2                  /* a6l b1h, column 15 */
	mula.ad.hl a11, m2                  /* a6h b1l, column 15 */
	mula.aa.lh a13, a4                  /* a7l b0h, column 15 */
	mula.aa.hl a13, a4                  /* a7h b0l, column 15 */
	rsr.acclo a14
	s16i a14, a2, 30                    /* digit 15 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a3, a1, 68                     /* a's word 8 */
	mula.aa.ll a3, a4                   /* a8l b0l, column 16 */
	mula.aa.hh a13, a4                  /* a7h b0h, column 16 */
	mula.ad.ll a13, m2                  /* a7l b1l, column 16 */
	mula.ad.hh a11, m2                  /* a6h b1h, column 16 */
	mula.ad.ll a11, m3                  /* a6l b2l, column 16 */
	mula.ad.hh a9, m3                   /* a5h b2h, column 16 */
	mula.aa.ll a9, a6                   /* a5l b3l, column 16 */
	mula.aa.hh a7, a6                   /* a4h b3h, column 16 */
	mula.aa.ll a7, a8                   /* a4l b4l, column 16 */
	mula.aa.hh a5, a8                   /* a3h b4h, column 16 */
	mula.aa.ll a5, a10                  /* a3l b5l, column 16 */
	mula.da.hh m1, a10                  /* a2h b5h, column 16 */
	mula.da.ll m1, a12                  /* a2l b6l, column 16 */
	mula.da.hh m0, a12                  /* a1h b6h, column 16 */
	mula.da.ll m0, a0                   /* a1l b7l, column 16 */
	l32i a4, a1, 36                     /* a's word 0 */
	mula.aa.hh a4, a0                   /* a0h b7h, column 16 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.aa.ll a4, a3                   /* a0l b8l, column 16 */
	rsr.acclo a14
	s16i a14, a2, 32                    /* digit 16 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a4, a3                   /* a0h b8l, column 17 */
	mula.da.lh m0, a0                   /* a1l b7h, column 17 */
	mula.da.hl m0, a0                   /* a1h b7l, column 17 */
	mula.da.lh m1, a12                  /* a2l b6h, column 17 */
	mula.da.hl m1, a12                  /* a2h b6l, column 17 */
	mula.aa.lh a5, a10                  /* a3l b5h, column 17 */
	mula.aa.hl a5, a10                  /* a3h b5l, column 17 */
	mula.aa.lh a7, a8                   /* a4l b4h, column 17 */
	mula.aa.hl a7, a8                   /* a4h b4l, column 17 */
	mula.aa.lh a9, a6                   /* a5l b3h, column 17 */
	mula.aa.hl a9, a6                   /* a5h b3l, column 17 */
	mula.ad.lh a11, m3                  /* a6l b2h, column 17 */
	mula.ad.hl a11, m3                  /* a6h b2l, column 17 */
	mula.ad.lh a13, m2                  /* a7l b1h, column 17 */
	mula.ad.hl a13, m2                  /* a7h b1l, column 17 */
	l32i a4, a1, 68                     /* a's word 8 */
	l32i a3, a1, 0                      /* b's word 0 */
	mula.aa.lh a4, a3                   /* a8l b0h, column 17 */
	rsr.acclo a14
	s16i a14, a2, 34                    /* digit 17 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m2                   /* a8l b1l, column 18 */
	mula.ad.hh a13, m2                  /* a7h b1h, column 18 */
	mula.ad.ll a13, m3                  /* a7l b2l, column 18 */
	mula.ad.hh a11, m3                  /* a6h b2h, column 18 */
	mula.aa.ll a11, a6                  /* a6l b3l, column 18 */
	mula.aa.hh a9, a6                   /* a5h b3h, column 18 */
	mula.aa.ll a9, a8                   /* a5l b4l, column 18 */
	mula.aa.hh a7, a8                   /* a4h b4h, column 18 */
	mula.aa.ll a7, a10                  /* a4l b5l, column 18 */
	mula.aa.hh a5, a10                  /* a3h b5h, column 18 */
	mula.aa.ll a5, a12                  /* a3l b6l, column 18 */
	mula.da.hh m1, a12                  /* a2h b6h, column 18 */
	mula.da.ll m1, a0                   /* a2l b7l, column 18 */
	mula.da.hh m0, a0                   /* a1h b7h, column 18 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.da.ll m0, a3                   /* a1l b8l, column 18 */
	rsr.acclo a14
	s16i a14, a2, 36                    /* digit 18 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m0, a3                   /* a1h b8l, column 19 */
	mula.da.lh m1, a0                   /* a2l b7h, column 19 */
	mula.da.hl m1, a0                   /* a2h b7l, column 19 */
	mula.aa.lh a5, a12                  /* a3l b6h, column 19 */
	mula.aa.hl a5, a12                  /* a3h b6l, column 19 */
	mula.aa.lh a7, a10                  /* a4l b5h, column 19 */
	mula.aa.hl a7, a10                  /* a4h b5l, column 19 */
	mula.aa.lh a9, a8                   /* a5l b4h, column 19 */
	mula.aa.hl a9, a8                   /* a5h b4l, column 19 */
	mula.aa.lh a11, a6                  /* a6l b3h, column 19 */
	mula.aa.hl a11, a6                  /* a6h b3l, column 19 */
	mula.ad.lh a13, m3                  /* a7l b2h, column 19 */
	mula.ad.hl a13, m3                  /* a7h b2l, column 19 */
	mula.ad.lh a4, m2                   /* a8l b1h, column 19 */
	rsr.acclo a14
	s16i a14, a2, 38                    /* digit 19 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m3                   /* a8l b2l, column 20 */
	mula.ad.hh a13, m3                  /* a7h b2h, column 20 */
	mula.aa.ll a13, a6                  /* a7l b3l, column 20 */
	mula.aa.hh a11, a6                  /* a6h b3h, column 20 */
	mula.aa.ll a11, a8                  /* a6l b4l, column 20 */
	mula.aa.hh a9, a8                   /* a5h b4h, column 20 */
	mula.aa.ll a9, a10                  /* a5l b5l, column 20 */
	mula.aa.hh a7, a10                  /* a4h b5h, column 20 */
	mula.aa.ll a7, a12                  /* a4l b6l, column 20 */
	mula.aa.hh a5, a12                  /* a3h b6h, column 20 */
	mula.aa.ll a5, a0                   /* a3l b7l, column 20 */
	mula.da.hh m1, a0                   /* a2h b7h, column 20 */
	mula.da.ll m1, a3                   /* a2l b8l, column 20 */
	rsr.acclo a14
	s16i a14, a2, 40                    /* digit 20 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m1, a3                   /* a2h b8l, column 21 */
	mula.aa.lh a5, a0                   /* a3l b7h, column 21 */
	mula.aa.hl a5, a0                   /* a3h b7l, column 21 */
	mula.aa.lh a7, a12                  /* a4l b6h, column 21 */
	mula.aa.hl a7, a12                  /* a4h b6l, column 21 */
	mula.aa.lh a9, a10                  /* a5l b5h, column 21 */
	mula.aa.hl a9, a10                  /* a5h b5l, column 21 */
	mula.aa.lh a11, a8                  /* a6l b4h, column 21 */
	mula.aa.hl a11, a8                  /* a6h b4l, column 21 */
	mula.aa.lh a13, a6                  /* a7l b3h, column 21 */
	mula.aa.hl a13, a6                  /* a7h b3l, column 21 */
	mula.ad.lh a4, m3                   /* a8l b2h, column 21 */
	rsr.acclo a14
	s16i a14, a2, 42                    /* digit 21 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a6                   /* a8l b3l, column 22 */
	mula.aa.hh a13, a6                  /* a7h b3h, column 22 */
	mula.aa.ll a13, a8                  /* a7l b4l, column 22 */
	mula.aa.hh a11, a8                  /* a6h b4h, column 22 */
	mula.aa.ll a11, a10                 /* a6l b5l, column 22 */
	mula.aa.hh a9, a10                  /* a5h b5h, column 22 */
	mula.aa.ll a9, a12                  /* a5l b6l, column 22 */
	mula.aa.hh a7, a12                  /* a4h b6h, column 22 */
	mula.aa.ll a7, a0                   /* a4l b7l, column 22 */
	mula.aa.hh a5, a0                   /* a3h b7h, column 22 */
	mula.aa.ll a5, a3                   /* a3l b8l, column 22 */
	rsr.acclo a14
	s16i a14, a2, 44                    /* digit 22 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a5, a3                   /* a3h b8l, column 23 */
	mula.aa.lh a7, a0                   /* a4l b7h, column 23 */
	mula.aa.hl a7, a0                   /* a4h b7l, column 23 */
	mula.aa.lh a9, a12                  /* a5l b6h, column 23 */
	mula.aa.hl a9, a12                  /* a5h b6l, column 23 */
	mula.aa.lh a11, a10                 /* a6l b5h, column 23 */
	mula.aa.hl a11, a10                 /* a6h b5l, column 23 */
	mula.aa.lh a13, a8                  /* a7l b4h, column 23 */
	mula.aa.hl a13, a8                  /* a7h b4l, column 23 */
	mula.aa.lh a4, a6                   /* a8l b3h, column 23 */
	rsr.acclo a14
	s16i a14, a2, 46                    /* digit 23 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a8                   /* a8l b4l, column 24 */
	mula.aa.hh a13, a8                  /* a7h b4h, column 24 */
	mula.aa.ll a13, a10                 /* a7l b5l, column 24 */
	mula.aa.hh a11, a10                 /* a6h b5h, column 24 */
	mula.aa.ll a11, a12                 /* a6l b6l, column 24 */
	mula.aa.hh a9, a12                  /* a5h b6h, column 24 */
	mula.aa.ll a9, a0                   /* a5l b7l, column 24 */
	mula.aa.hh a7, a0                   /* a4h b7h, column 24 */
	mula.aa.ll a7, a3                   /* a4l b8l, column 24 */
	rsr.acclo a14
	s16i a14, a2, 48                    /* digit 24 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a7, a3                   /* a4h b8l, column 25 */
	mula.aa.lh a9, a0                   /* a5l b7h, column 25 */
	mula.aa.hl a9, a0                   /* a5h b7l, column 25 */
	mula.aa.lh a11, a12                 /* a6l b6h, column 25 */
	mula.aa.hl a11, a12                 /* a6h b6l, column 25 */
	mula.aa.lh a13, a10                 /* a7l b5h, column 25 */
	mula.aa.hl a13, a10                 /* a7h b5l, column 25 */
	mula.aa.lh a4, a8                   /* a8l b4h, column 25 */
	rsr.acclo a14
	s16i a14, a2, 50                    /* digit 25 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a10                  /* a8l b5l, column 26 */
	mula.aa.hh a13, a10                 /* a7h b5h, column 26 */
	mula.aa.ll a13, a12                 /* a7l b6l, column 26 */
	mula.aa.hh a11, a12                 /* a6h b6h, column 26 */
	mula.aa.ll a11, a0                  /* a6l b7l, column 26 */
	mula.aa.hh a9, a0                   /* a5h b7h, column 26 */
	mula.aa.ll a9, a3                   /* a5l b8l, column 26 */
	rsr.acclo a14
	s16i a14, a2, 52                    /* digit 26 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a9, a3                   /* a5h b8l, column 27 */
	mula.aa.lh a11, a0                  /* a6l b7h, column 27 */
	mula.aa.hl a11, a0                  /* a6h b7l, column 27 */
	mula.aa.lh a13, a12                 /* a7l b6h, column 27 */
	mula.aa.hl a13, a12                 /* a7h b6l, column 27 */
	mula.aa.lh a4, a10                  /* a8l b5h, column 27 */
	rsr.acclo a14
	s16i a14, a2, 54                    /* digit 27 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a12                  /* a8l b6l, column 28 */
	mula.aa.hh a13, a12                 /* a7h b6h, column 28 */
	mula.aa.ll a13, a0                  /* a7l b7l, column 28 */
	mula.aa.hh a11, a0                  /* a6h b7h, column 28 */
	mula.aa.ll a11, a3                  /* a6l b8l, column 28 */
	rsr.acclo a14
	s16i a14, a2, 56                    /* digit 28 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a11, a3                  /* a6h b8l, column 29 */
	mula.aa.lh a13, a0                  /* a7l b7h, column 29 */
	mula.aa.hl a13, a0                  /* a7h b7l, column 29 */
	mula.aa.lh a4, a12                  /* a8l b6h, column 29 */
	rsr.acclo a14
	s16i a14, a2, 58                    /* digit 29 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a0                   /* a8l b7l, column 30 */
	mula.aa.hh a13, a0                  /* a7h b7h, column 30 */
	mula.aa.ll a13, a3                  /* a7l b8l, column 30 */
	rsr.acclo a14
	s16i a14, a2, 60                    /* digit 30 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a13, a3                  /* a7h b8l, column 31 */
	mula.aa.lh a4, a0                   /* a8l b7h, column 31 */
	rsr.acclo a14
	s16i a14, a2, 62                    /* digit 31 */
	l32i a0, a1, 72
#endif
	retw
	.size	ctb_ec_mul8, . - ctb_ec_mul8
	.endm

	.macro	xm_mul12
	.section .text.ctb_ec_mul12, "ax"
	.align	4
	.global	ctb_ec_mul12
	.type	ctb_ec_mul12, @function
ctb_ec_mul12:
	entry	a1, 128
#if defined(CTB_EC_XT_SALTU)	/* saltu: 1234 instructions */
	s32i a0, a1, 104                    /* a0 is a word register meanwhile */
	ssai 16
	movi a14, 1
	slli a14, a14, 15
	slli a15, a14, 16
	or a14, a14, a15                    /* K */
	l32i a7, a4, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	saltu a5, a7, a14                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 0
	l32i a7, a4, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 4
	l32i a7, a4, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 8
	l32i a7, a4, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 12
	l32i a7, a4, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 16
	l32i a7, a4, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 20
	l32i a7, a4, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 24
	l32i a7, a4, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 28
	l32i a7, a4, 32                     /* limb 8 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 32
	l32i a7, a4, 36                     /* limb 9 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 36
	l32i a7, a4, 40                     /* limb 10 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 40
	l32i a7, a4, 44                     /* limb 11 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 44
	s32i a5, a1, 48                     /* top digit */
	l32i a7, a3, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	saltu a5, a7, a14                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 52
	l32i a7, a3, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 56
	l32i a7, a3, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 60
	l32i a7, a3, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 64
	l32i a7, a3, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 68
	l32i a7, a3, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 72
	l32i a7, a3, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 76
	l32i a7, a3, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 80
	l32i a7, a3, 32                     /* limb 8 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 84
	l32i a7, a3, 36                     /* limb 9 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 88
	l32i a7, a3, 40                     /* limb 10 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 92
	l32i a7, a3, 44                     /* limb 11 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	saltu a5, a7, a15                   /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 96
	s32i a5, a1, 100                    /* top digit */
	addi a3, a1, 68
	ldinc m0, a3                        /* a's word 5 */
	ldinc m1, a3                        /* a's word 6 */
	addi a3, a1, 16
	ldinc m2, a3                        /* b's word 5 */
	ldinc m3, a3                        /* b's word 6 */
	l32i a3, a1, 52                     /* a's word 0 */
	l32i a4, a1, 0                      /* b's word 0 */
	mul.aa.ll a3, a4                    /* a0l b0l, column 0 */
	rsr.acclo a14
	s16i a14, a2, 0                     /* digit 0 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a4                   /* a0l b0h, column 1 */
	mula.aa.hl a3, a4                   /* a0h b0l, column 1 */
	rsr.acclo a14
	s16i a14, a2, 2                     /* digit 1 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 56                     /* a's word 1 */
	mula.aa.ll a5, a4                   /* a1l b0l, column 2 */
	mula.aa.hh a3, a4                   /* a0h b0h, column 2 */
	l32i a6, a1, 4                      /* b's word 1 */
	mula.aa.ll a3, a6                   /* a0l b1l, column 2 */
	rsr.acclo a14
	s16i a14, a2, 4                     /* digit 2 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a6                   /* a0l b1h, column 3 */
	mula.aa.hl a3, a6                   /* a0h b1l, column 3 */
	mula.aa.lh a5, a4                   /* a1l b0h, column 3 */
	mula.aa.hl a5, a4                   /* a1h b0l, column 3 */
	rsr.acclo a14
	s16i a14, a2, 6                     /* digit 3 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 60                     /* a's word 2 */
	mula.aa.ll a7, a4                   /* a2l b0l, column 4 */
	mula.aa.hh a5, a4                   /* a1h b0h, column 4 */
	mula.aa.ll a5, a6                   /* a1l b1l, column 4 */
	mula.aa.hh a3, a6                   /* a0h b1h, column 4 */
	l32i a8, a1, 8                      /* b's word 2 */
	mula.aa.ll a3, a8                   /* a0l b2l, column 4 */
	rsr.acclo a14
	s16i a14, a2, 8                     /* digit 4 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a8                   /* a0l b2h, column 5 */
	mula.aa.hl a3, a8                   /* a0h b2l, column 5 */
	mula.aa.lh a5, a6                   /* a1l b1h, column 5 */
	mula.aa.hl a5, a6                   /* a1h b1l, column 5 */
	mula.aa.lh a7, a4                   /* a2l b0h, column 5 */
	mula.aa.hl a7, a4                   /* a2h b0l, column 5 */
	rsr.acclo a14
	s16i a14, a2, 10                    /* digit 5 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 64                     /* a's word 3 */
	mula.aa.ll a9, a4                   /* a3l b0l, column 6 */
	mula.aa.hh a7, a4                   /* a2h b0h, column 6 */
	mula.aa.ll a7, a6                   /* a2l b1l, column 6 */
	mula.aa.hh a5, a6                   /* a1h b1h, column 6 */
	mula.aa.ll a5, a8                   /* a1l b2l, column 6 */
	mula.aa.hh a3, a8                   /* a0h b2h, column 6 */
	l32i a10, a1, 12                    /* b's word 3 */
	mula.aa.ll a3, a10                  /* a0l b3l, column 6 */
	rsr.acclo a14
	s16i a14, a2, 12                    /* digit 6 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a10                  /* a0l b3h, column 7 */
	mula.aa.hl a3, a10                  /* a0h b3l, column 7 */
	mula.aa.lh a5, a8                   /* a1l b2h, column 7 */
	mula.aa.hl a5, a8                   /* a1h b2l, column 7 */
	mula.aa.lh a7, a6                   /* a2l b1h, column 7 */
	mula.aa.hl a7, a6                   /* a2h b1l, column 7 */
	mula.aa.lh a9, a4                   /* a3l b0h, column 7 */
	mula.aa.hl a9, a4                   /* a3h b0l, column 7 */
	rsr.acclo a14
	s16i a14, a2, 14                    /* digit 7 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 68                    /* a's word 4 */
	mula.aa.ll a11, a4                  /* a4l b0l, column 8 */
	mula.aa.hh a9, a4                   /* a3h b0h, column 8 */
	mula.aa.ll a9, a6                   /* a3l b1l, column 8 */
	mula.aa.hh a7, a6                   /* a2h b1h, column 8 */
	mula.aa.ll a7, a8                   /* a2l b2l, column 8 */
	mula.aa.hh a5, a8                   /* a1h b2h, column 8 */
	mula.aa.ll a5, a10                  /* a1l b3l, column 8 */
	mula.aa.hh a3, a10                  /* a0h b3h, column 8 */
	l32i a12, a1, 16                    /* b's word 4 */
	mula.aa.ll a3, a12                  /* a0l b4l, column 8 */
	rsr.acclo a14
	s16i a14, a2, 16                    /* digit 8 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a12                  /* a0l b4h, column 9 */
	mula.aa.hl a3, a12                  /* a0h b4l, column 9 */
	mula.aa.lh a5, a10                  /* a1l b3h, column 9 */
	mula.aa.hl a5, a10                  /* a1h b3l, column 9 */
	mula.aa.lh a7, a8                   /* a2l b2h, column 9 */
	mula.aa.hl a7, a8                   /* a2h b2l, column 9 */
	mula.aa.lh a9, a6                   /* a3l b1h, column 9 */
	mula.aa.hl a9, a6                   /* a3h b1l, column 9 */
	mula.aa.lh a11, a4                  /* a4l b0h, column 9 */
	mula.aa.hl a11, a4                  /* a4h b0l, column 9 */
	rsr.acclo a14
	s16i a14, a2, 18                    /* digit 9 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m0, a4                   /* a5l b0l, column 10 */
	mula.aa.hh a11, a4                  /* a4h b0h, column 10 */
	mula.aa.ll a11, a6                  /* a4l b1l, column 10 */
	mula.aa.hh a9, a6                   /* a3h b1h, column 10 */
	mula.aa.ll a9, a8                   /* a3l b2l, column 10 */
	mula.aa.hh a7, a8                   /* a2h b2h, column 10 */
	mula.aa.ll a7, a10                  /* a2l b3l, column 10 */
	mula.aa.hh a5, a10                  /* a1h b3h, column 10 */
	mula.aa.ll a5, a12                  /* a1l b4l, column 10 */
	mula.aa.hh a3, a12                  /* a0h b4h, column 10 */
	mula.ad.ll a3, m2                   /* a0l b5l, column 10 */
	rsr.acclo a14
	s16i a14, a2, 20                    /* digit 10 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m2                   /* a0l b5h, column 11 */
	mula.ad.hl a3, m2                   /* a0h b5l, column 11 */
	mula.aa.lh a5, a12                  /* a1l b4h, column 11 */
	mula.aa.hl a5, a12                  /* a1h b4l, column 11 */
	mula.aa.lh a7, a10                  /* a2l b3h, column 11 */
	mula.aa.hl a7, a10                  /* a2h b3l, column 11 */
	mula.aa.lh a9, a8                   /* a3l b2h, column 11 */
	mula.aa.hl a9, a8                   /* a3h b2l, column 11 */
	mula.aa.lh a11, a6                  /* a4l b1h, column 11 */
	mula.aa.hl a11, a6                  /* a4h b1l, column 11 */
	mula.da.lh m0, a4                   /* a5l b0h, column 11 */
	mula.da.hl m0, a4                   /* a5h b0l, column 11 */
	rsr.acclo a14
	s16i a14, a2, 22                    /* digit 11 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m1, a4                   /* a6l b0l, column 12 */
	mula.da.hh m0, a4                   /* a5h b0h, column 12 */
	mula.da.ll m0, a6                   /* a5l b1l, column 12 */
	mula.aa.hh a11, a6                  /* a4h b1h, column 12 */
	mula.aa.ll a11, a8                  /* a4l b2l, column 12 */
	mula.aa.hh a9, a8                   /* a3h b2h, column 12 */
	mula.aa.ll a9, a10                  /* a3l b3l, column 12 */
	mula.aa.hh a7, a10                  /* a2h b3h, column 12 */
	mula.aa.ll a7, a12                  /* a2l b4l, column 12 */
	mula.aa.hh a5, a12                  /* a1h b4h, column 12 */
	mula.ad.ll a5, m2                   /* a1l b5l, column 12 */
	mula.ad.hh a3, m2                   /* a0h b5h, column 12 */
	mula.ad.ll a3, m3                   /* a0l b6l, column 12 */
	rsr.acclo a14
	s16i a14, a2, 24                    /* digit 12 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m3                   /* a0l b6h, column 13 */
	mula.ad.hl a3, m3                   /* a0h b6l, column 13 */
	mula.ad.lh a5, m2                   /* a1l b5h, column 13 */
	mula.ad.hl a5, m2                   /* a1h b5l, column 13 */
	mula.aa.lh a7, a12                  /* a2l b4h, column 13 */
	mula.aa.hl a7, a12                  /* a2h b4l, column 13 */
	mula.aa.lh a9, a10                  /* a3l b3h, column 13 */
	mula.aa.hl a9, a10                  /* a3h b3l, column 13 */
	mula.aa.lh a11, a8                  /* a4l b2h, column 13 */
	mula.aa.hl a11, a8                  /* a4h b2l, column 13 */
	mula.da.lh m0, a6                   /* a5l b1h, column 13 */
	mula.da.hl m0, a6                   /* a5h b1l, column 13 */
	mula.da.lh m1, a4                   /* a6l b0h, column 13 */
	mula.da.hl m1, a4                   /* a6h b0l, column 13 */
	rsr.acclo a14
	s16i a14, a2, 26                    /* digit 13 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a13, a1, 80                    /* a's word 7 */
	mula.aa.ll a13, a4                  /* a7l b0l, column 14 */
	mula.da.hh m1, a4                   /* a6h b0h, column 14 */
	mula.da.ll m1, a6                   /* a6l b1l, column 14 */
	mula.da.hh m0, a6                   /* a5h b1h, column 14 */
	mula.da.ll m0, a8                   /* a5l b2l, column 14 */
	mula.aa.hh a11, a8                  /* a4h b2h, column 14 */
	mula.aa.ll a11, a10                 /* a4l b3l, column 14 */
	mula.aa.hh a9, a10                  /* a3h b3h, column 14 */
	mula.aa.ll a9, a12                  /* a3l b4l, column 14 */
	mula.aa.hh a7, a12                  /* a2h b4h, column 14 */
	mula.ad.ll a7, m2                   /* a2l b5l, column 14 */
	mula.ad.hh a5, m2                   /* a1h b5h, column 14 */
	mula.ad.ll a5, m3                   /* a1l b6l, column 14 */
	mula.ad.hh a3, m3                   /* a0h b6h, column 14 */
	l32i a0, a1, 28                     /* b's word 7 */
	mula.aa.ll a3, a0                   /* a0l b7l, column 14 */
	rsr.acclo a14
	s16i a14, a2, 28                    /* digit 14 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a0                   /* a0l b7h, column 15 */
	mula.aa.hl a3, a0                   /* a0h b7l, column 15 */
	mula.ad.lh a5, m3                   /* a1l b6h, column 15 */
	mula.ad.hl a5, m3                   /* a1h b6l, column 15 */
	mula.ad.lh a7, m2                   /* a2l b5h, column 15 */
	mula.ad.hl a7, m2                   /* a2h b5l, column 15 */
	mula.aa.lh a9, a12                  /* a3l b4h, column 15 */
	mula.aa.hl a9, a12                  /* a3h b4l, column 15 */
	mula.aa.lh a11, a10                 /* a4l b3h, column 15 */
	mula.aa.hl a11, a10                 /* a4h b3l, column 15 */
	mula.da.lh m0, a8                   /* a5l b2h, column 15 */
	mula.da.hl m0, a8                   /* a5h b2l, column 15 */
	mula.da.lh m1, a6                   /* a6l b1h, column 15 */
	mula.da.hl m1, a6                   /* a6h b1l, column 15 */
	mula.aa.lh a13, a4                  /* a7l b0h, column 15 */
	mula.aa.hl a13, a4                  /* a7h b0l, column 15 */
	rsr.acclo a14
	s16i a14, a2, 30                    /* digit 15 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a3, a1, 84                     /* a's word 8 */
	mula.aa.ll a3, a4                   /* a8l b0l, column 16 */
	mula.aa.hh a13, a4                  /* a7h b0h, column 16 */
	mula.aa.ll a13, a6                  /* a7l b1l, column 16 */
	mula.da.hh m1, a6                   /* a6h b1h, column 16 */
	mula.da.ll m1, a8                   /* a6l b2l, column 16 */
	mula.da.hh m0, a8                   /* a5h b2h, column 16 */
	mula.da.ll m0, a10                  /* a5l b3l, column 16 */
	mula.aa.hh a11, a10                 /* a4h b3h, column 16 */
	mula.aa.ll a11, a12                 /* a4l b4l, column 16 */
	mula.aa.hh a9, a12                  /* a3h b4h, column 16 */
	mula.ad.ll a9, m2                   /* a3l b5l, column 16 */
	mula.ad.hh a7, m2                   /* a2h b5h, column 16 */
	mula.ad.ll a7, m3                   /* a2l b6l, column 16 */
	mula.ad.hh a5, m3                   /* a1h b6h, column 16 */
	mula.aa.ll a5, a0                   /* a1l b7l, column 16 */
	l32i a4, a1, 52                     /* a's word 0 */
	mula.aa.hh a4, a0                   /* a0h b7h, column 16 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.aa.ll a4, a3                   /* a0l b8l, column 16 */
	rsr.acclo a14
	s16i a14, a2, 32                    /* digit 16 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a4, a3                   /* a0l b8h, column 17 */
	mula.aa.hl a4, a3                   /* a0h b8l, column 17 */
	mula.aa.lh a5, a0                   /* a1l b7h, column 17 */
	mula.aa.hl a5, a0                   /* a1h b7l, column 17 */
	mula.ad.lh a7, m3                   /* a2l b6h, column 17 */
	mula.ad.hl a7, m3                   /* a2h b6l, column 17 */
	mula.ad.lh a9, m2                   /* a3l b5h, column 17 */
	mula.ad.hl a9, m2                   /* a3h b5l, column 17 */
	mula.aa.lh a11, a12                 /* a4l b4h, column 17 */
	mula.aa.hl a11, a12                 /* a4h b4l, column 17 */
	mula.da.lh m0, a10                  /* a5l b3h, column 17 */
	mula.da.hl m0, a10                  /* a5h b3l, column 17 */
	mula.da.lh m1, a8                   /* a6l b2h, column 17 */
	mula.da.hl m1, a8                   /* a6h b2l, column 17 */
	mula.aa.lh a13, a6                  /* a7l b1h, column 17 */
	mula.aa.hl a13, a6                  /* a7h b1l, column 17 */
	l32i a4, a1, 84                     /* a's word 8 */
	l32i a3, a1, 0                      /* b's word 0 */
	mula.aa.lh a4, a3                   /* a8l b0h, column 17 */
	mula.aa.hl a4, a3                   /* a8h b0l, column 17 */
	rsr.acclo a14
	s16i a14, a2, 34                    /* digit 17 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 88                     /* a's word 9 */
	mula.aa.ll a5, a3                   /* a9l b0l, column 18 */
	mula.aa.hh a4, a3                   /* a8h b0h, column 18 */
	mula.aa.ll a4, a6                   /* a8l b1l, column 18 */
	mula.aa.hh a13, a6                  /* a7h b1h, column 18 */
	mula.aa.ll a13, a8                  /* a7l b2l, column 18 */
	mula.da.hh m1, a8                   /* a6h b2h, column 18 */
	mula.da.ll m1, a10                  /* a6l b3l, column 18 */
	mula.da.hh m0, a10                  /* a5h b3h, column 18 */
	mula.da.ll m0, a12                  /* a5l b4l, column 18 */
	mula.aa.hh a11, a12                 /* a4h b4h, column 18 */
	mula.ad.ll a11, m2                  /* a4l b5l, column 18 */
	mula.ad.hh a9, m2                   /* a3h b5h, column 18 */
	mula.ad.ll a9, m3                   /* a3l b6l, column 18 */
	mula.ad.hh a7, m3                   /* a2h b6h, column 18 */
	mula.aa.ll a7, a0                   /* a2l b7l, column 18 */
	l32i a3, a1, 56                     /* a's word 1 */
	mula.aa.hh a3, a0                   /* a1h b7h, column 18 */
	l32i a5, a1, 32                     /* b's word 8 */
	mula.aa.ll a3, a5                   /* a1l b8l, column 18 */
	l32i a6, a1, 52                     /* a's word 0 */
	mula.aa.hh a6, a5                   /* a0h b8h, column 18 */
	l32i a4, a1, 36                     /* b's word 9 */
	mula.aa.ll a6, a4                   /* a0l b9l, column 18 */
	rsr.acclo a14
	s16i a14, a2, 36                    /* digit 18 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a6, a4                   /* a0l b9h, column 19 */
	mula.aa.hl a6, a4                   /* a0h b9l, column 19 */
	mula.aa.lh a3, a5                   /* a1l b8h, column 19 */
	mula.aa.hl a3, a5                   /* a1h b8l, column 19 */
	mula.aa.lh a7, a0                   /* a2l b7h, column 19 */
	mula.aa.hl a7, a0                   /* a2h b7l, column 19 */
	mula.ad.lh a9, m3                   /* a3l b6h, column 19 */
	mula.ad.hl a9, m3                   /* a3h b6l, column 19 */
	mula.ad.lh a11, m2                  /* a4l b5h, column 19 */
	mula.ad.hl a11, m2                  /* a4h b5l, column 19 */
	mula.da.lh m0, a12                  /* a5l b4h, column 19 */
	mula.da.hl m0, a12                  /* a5h b4l, column 19 */
	mula.da.lh m1, a10                  /* a6l b3h, column 19 */
	mula.da.hl m1, a10                  /* a6h b3l, column 19 */
	mula.aa.lh a13, a8                  /* a7l b2h, column 19 */
	mula.aa.hl a13, a8                  /* a7h b2l, column 19 */
	l32i a6, a1, 84                     /* a's word 8 */
	l32i a4, a1, 4                      /* b's word 1 */
	mula.aa.lh a6, a4                   /* a8l b1h, column 19 */
	mula.aa.hl a6, a4                   /* a8h b1l, column 19 */
	l32i a3, a1, 88                     /* a's word 9 */
	l32i a5, a1, 0                      /* b's word 0 */
	mula.aa.lh a3, a5                   /* a9l b0h, column 19 */
	mula.aa.hl a3, a5                   /* a9h b0l, column 19 */
	rsr.acclo a14
	s16i a14, a2, 38                    /* digit 19 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 92                     /* a's word 10 */
	mula.aa.ll a7, a5                   /* a10l b0l, column 20 */
	mula.aa.hh a3, a5                   /* a9h b0h, column 20 */
	mula.aa.ll a3, a4                   /* a9l b1l, column 20 */
	mula.aa.hh a6, a4                   /* a8h b1h, column 20 */
	mula.aa.ll a6, a8                   /* a8l b2l, column 20 */
	mula.aa.hh a13, a8                  /* a7h b2h, column 20 */
	mula.aa.ll a13, a10                 /* a7l b3l, column 20 */
	mula.da.hh m1, a10                  /* a6h b3h, column 20 */
	mula.da.ll m1, a12                  /* a6l b4l, column 20 */
	mula.da.hh m0, a12                  /* a5h b4h, column 20 */
	mula.dd.ll m0, m2                   /* a5l b5l, column 20 */
	mula.ad.hh a11, m2                  /* a4h b5h, column 20 */
	mula.ad.ll a11, m3                  /* a4l b6l, column 20 */
	mula.ad.hh a9, m3                   /* a3h b6h, column 20 */
	mula.aa.ll a9, a0                   /* a3l b7l, column 20 */
	l32i a5, a1, 60                     /* a's word 2 */
	mula.aa.hh a5, a0                   /* a2h b7h, column 20 */
	l32i a7, a1, 32                     /* b's word 8 */
	mula.aa.ll a5, a7                   /* a2l b8l, column 20 */
	l32i a4, a1, 56                     /* a's word 1 */
	mula.aa.hh a4, a7                   /* a1h b8h, column 20 */
	l32i a3, a1, 36                     /* b's word 9 */
	mula.aa.ll a4, a3                   /* a1l b9l, column 20 */
	l32i a8, a1, 52                     /* a's word 0 */
	mula.aa.hh a8, a3                   /* a0h b9h, column 20 */
	l32i a6, a1, 40                     /* b's word 10 */
	mula.aa.ll a8, a6                   /* a0l b10l, column 20 */
	rsr.acclo a14
	s16i a14, a2, 40                    /* digit 20 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a8, a6                   /* a0l b10h, column 21 */
	mula.aa.hl a8, a6                   /* a0h b10l, column 21 */
	mula.aa.lh a4, a3                   /* a1l b9h, column 21 */
	mula.aa.hl a4, a3                   /* a1h b9l, column 21 */
	mula.aa.lh a5, a7                   /* a2l b8h, column 21 */
	mula.aa.hl a5, a7                   /* a2h b8l, column 21 */
	mula.aa.lh a9, a0                   /* a3l b7h, column 21 */
	mula.aa.hl a9, a0                   /* a3h b7l, column 21 */
	mula.ad.lh a11, m3                  /* a4l b6h, column 21 */
	mula.ad.hl a11, m3                  /* a4h b6l, column 21 */
	mula.dd.lh m0, m2                   /* a5l b5h, column 21 */
	mula.dd.hl m0, m2                   /* a5h b5l, column 21 */
	mula.da.lh m1, a12                  /* a6l b4h, column 21 */
	mula.da.hl m1, a12                  /* a6h b4l, column 21 */
	mula.aa.lh a13, a10                 /* a7l b3h, column 21 */
	mula.aa.hl a13, a10                 /* a7h b3l, column 21 */
	l32i a8, a1, 84                     /* a's word 8 */
	l32i a6, a1, 8                      /* b's word 2 */
	mula.aa.lh a8, a6                   /* a8l b2h, column 21 */
	mula.aa.hl a8, a6                   /* a8h b2l, column 21 */
	l32i a4, a1, 88                     /* a's word 9 */
	l32i a3, a1, 4                      /* b's word 1 */
	mula.aa.lh a4, a3                   /* a9l b1h, column 21 */
	mula.aa.hl a4, a3                   /* a9h b1l, column 21 */
	l32i a5, a1, 92                     /* a's word 10 */
	l32i a7, a1, 0                      /* b's word 0 */
	mula.aa.lh a5, a7                   /* a10l b0h, column 21 */
	mula.aa.hl a5, a7                   /* a10h b0l, column 21 */
	rsr.acclo a14
	s16i a14, a2, 42                    /* digit 21 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 96                     /* a's word 11 */
	mula.aa.ll a9, a7                   /* a11l b0l, column 22 */
	mula.aa.hh a5, a7                   /* a10h b0h, column 22 */
	mula.aa.ll a5, a3                   /* a10l b1l, column 22 */
	mula.aa.hh a4, a3                   /* a9h b1h, column 22 */
	mula.aa.ll a4, a6                   /* a9l b2l, column 22 */
	mula.aa.hh a8, a6                   /* a8h b2h, column 22 */
	mula.aa.ll a8, a10                  /* a8l b3l, column 22 */
	mula.aa.hh a13, a10                 /* a7h b3h, column 22 */
	mula.aa.ll a13, a12                 /* a7l b4l, column 22 */
	mula.da.hh m1, a12                  /* a6h b4h, column 22 */
	mula.dd.ll m1, m2                   /* a6l b5l, column 22 */
	mula.dd.hh m0, m2                   /* a5h b5h, column 22 */
	mula.dd.ll m0, m3                   /* a5l b6l, column 22 */
	mula.ad.hh a11, m3                  /* a4h b6h, column 22 */
	mula.aa.ll a11, a0                  /* a4l b7l, column 22 */
	l32i a7, a1, 64                     /* a's word 3 */
	mula.aa.hh a7, a0                   /* a3h b7h, column 22 */
	l32i a9, a1, 32                     /* b's word 8 */
	mula.aa.ll a7, a9                   /* a3l b8l, column 22 */
	l32i a3, a1, 60                     /* a's word 2 */
	mula.aa.hh a3, a9                   /* a2h b8h, column 22 */
	l32i a5, a1, 36                     /* b's word 9 */
	mula.aa.ll a3, a5                   /* a2l b9l, column 22 */
	l32i a6, a1, 56                     /* a's word 1 */
	mula.aa.hh a6, a5                   /* a1h b9h, column 22 */
	l32i a4, a1, 40                     /* b's word 10 */
	mula.aa.ll a6, a4                   /* a1l b10l, column 22 */
	l32i a10, a1, 52                    /* a's word 0 */
	mula.aa.hh a10, a4                  /* a0h b10h, column 22 */
	l32i a8, a1, 44                     /* b's word 11 */
	mula.aa.ll a10, a8                  /* a0l b11l, column 22 */
	rsr.acclo a14
	s16i a14, a2, 44                    /* digit 22 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a10, a8                  /* a0l b11h, column 23 */
	mula.aa.hl a10, a8                  /* a0h b11l, column 23 */
	mula.aa.lh a6, a4                   /* a1l b10h, column 23 */
	mula.aa.hl a6, a4                   /* a1h b10l, column 23 */
	mula.aa.lh a3, a5                   /* a2l b9h, column 23 */
	mula.aa.hl a3, a5                   /* a2h b9l, column 23 */
	mula.aa.lh a7, a9                   /* a3l b8h, column 23 */
	mula.aa.hl a7, a9                   /* a3h b8l, column 23 */
	mula.aa.lh a11, a0                  /* a4l b7h, column 23 */
	mula.aa.hl a11, a0                  /* a4h b7l, column 23 */
	mula.dd.lh m0, m3                   /* a5l b6h, column 23 */
	mula.dd.hl m0, m3                   /* a5h b6l, column 23 */
	mula.dd.lh m1, m2                   /* a6l b5h, column 23 */
	mula.dd.hl m1, m2                   /* a6h b5l, column 23 */
	mula.aa.lh a13, a12                 /* a7l b4h, column 23 */
	mula.aa.hl a13, a12                 /* a7h b4l, column 23 */
	l32i a10, a1, 84                    /* a's word 8 */
	l32i a8, a1, 12                     /* b's word 3 */
	mula.aa.lh a10, a8                  /* a8l b3h, column 23 */
	mula.aa.hl a10, a8                  /* a8h b3l, column 23 */
	l32i a6, a1, 88                     /* a's word 9 */
	l32i a4, a1, 8                      /* b's word 2 */
	mula.aa.lh a6, a4                   /* a9l b2h, column 23 */
	mula.aa.hl a6, a4                   /* a9h b2l, column 23 */
	l32i a3, a1, 92                     /* a's word 10 */
	l32i a5, a1, 4                      /* b's word 1 */
	mula.aa.lh a3, a5                   /* a10l b1h, column 23 */
	mula.aa.hl a3, a5                   /* a10h b1l, column 23 */
	l32i a7, a1, 96                     /* a's word 11 */
	l32i a9, a1, 0                      /* b's word 0 */
	mula.aa.lh a7, a9                   /* a11l b0h, column 23 */
	mula.aa.hl a7, a9                   /* a11h b0l, column 23 */
	rsr.acclo a14
	s16i a14, a2, 46                    /* digit 23 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 100                   /* a's word 12 */
	mula.aa.ll a11, a9                  /* a12l b0l, column 24 */
	mula.aa.hh a7, a9                   /* a11h b0h, column 24 */
	mula.aa.ll a7, a5                   /* a11l b1l, column 24 */
	mula.aa.hh a3, a5                   /* a10h b1h, column 24 */
	mula.aa.ll a3, a4                   /* a10l b2l, column 24 */
	mula.aa.hh a6, a4                   /* a9h b2h, column 24 */
	mula.aa.ll a6, a8                   /* a9l b3l, column 24 */
	mula.aa.hh a10, a8                  /* a8h b3h, column 24 */
	mula.aa.ll a10, a12                 /* a8l b4l, column 24 */
	mula.aa.hh a13, a12                 /* a7h b4h, column 24 */
	mula.ad.ll a13, m2                  /* a7l b5l, column 24 */
	mula.dd.hh m1, m2                   /* a6h b5h, column 24 */
	mula.dd.ll m1, m3                   /* a6l b6l, column 24 */
	mula.dd.hh m0, m3                   /* a5h b6h, column 24 */
	mula.da.ll m0, a0                   /* a5l b7l, column 24 */
	l32i a9, a1, 68                     /* a's word 4 */
	mula.aa.hh a9, a0                   /* a4h b7h, column 24 */
	l32i a11, a1, 32                    /* b's word 8 */
	mula.aa.ll a9, a11                  /* a4l b8l, column 24 */
	l32i a5, a1, 64                     /* a's word 3 */
	mula.aa.hh a5, a11                  /* a3h b8h, column 24 */
	l32i a7, a1, 36                     /* b's word 9 */
	mula.aa.ll a5, a7                   /* a3l b9l, column 24 */
	l32i a4, a1, 60                     /* a's word 2 */
	mula.aa.hh a4, a7                   /* a2h b9h, column 24 */
	l32i a3, a1, 40                     /* b's word 10 */
	mula.aa.ll a4, a3                   /* a2l b10l, column 24 */
	l32i a8, a1, 56                     /* a's word 1 */
	mula.aa.hh a8, a3                   /* a1h b10h, column 24 */
	l32i a6, a1, 44                     /* b's word 11 */
	mula.aa.ll a8, a6                   /* a1l b11l, column 24 */
	l32i a12, a1, 52                    /* a's word 0 */
	mula.aa.hh a12, a6                  /* a0h b11h, column 24 */
	l32i a10, a1, 48                    /* b's word 12 */
	mula.aa.ll a12, a10                 /* a0l b12l, column 24 */
	rsr.acclo a14
	s16i a14, a2, 48                    /* digit 24 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a12, a10                 /* a0h b12l, column 25 */
	mula.aa.lh a8, a6                   /* a1l b11h, column 25 */
	mula.aa.hl a8, a6                   /* a1h b11l, column 25 */
	mula.aa.lh a4, a3                   /* a2l b10h, column 25 */
	mula.aa.hl a4, a3                   /* a2h b10l, column 25 */
	mula.aa.lh a5, a7                   /* a3l b9h, column 25 */
	mula.aa.hl a5, a7                   /* a3h b9l, column 25 */
	mula.aa.lh a9, a11                  /* a4l b8h, column 25 */
	mula.aa.hl a9, a11                  /* a4h b8l, column 25 */
	mula.da.lh m0, a0                   /* a5l b7h, column 25 */
	mula.da.hl m0, a0                   /* a5h b7l, column 25 */
	mula.dd.lh m1, m3                   /* a6l b6h, column 25 */
	mula.dd.hl m1, m3                   /* a6h b6l, column 25 */
	mula.ad.lh a13, m2                  /* a7l b5h, column 25 */
	mula.ad.hl a13, m2                  /* a7h b5l, column 25 */
	l32i a12, a1, 84                    /* a's word 8 */
	l32i a10, a1, 16                    /* b's word 4 */
	mula.aa.lh a12, a10                 /* a8l b4h, column 25 */
	mula.aa.hl a12, a10                 /* a8h b4l, column 25 */
	l32i a8, a1, 88                     /* a's word 9 */
	l32i a6, a1, 12                     /* b's word 3 */
	mula.aa.lh a8, a6                   /* a9l b3h, column 25 */
	mula.aa.hl a8, a6                   /* a9h b3l, column 25 */
	l32i a4, a1, 92                     /* a's word 10 */
	l32i a3, a1, 8                      /* b's word 2 */
	mula.aa.lh a4, a3                   /* a10l b2h, column 25 */
	mula.aa.hl a4, a3                   /* a10h b2l, column 25 */
	l32i a5, a1, 96                     /* a's word 11 */
	l32i a7, a1, 4                      /* b's word 1 */
	mula.aa.lh a5, a7                   /* a11l b1h, column 25 */
	mula.aa.hl a5, a7                   /* a11h b1l, column 25 */
	l32i a9, a1, 100                    /* a's word 12 */
	l32i a11, a1, 0                     /* b's word 0 */
	mula.aa.lh a9, a11                  /* a12l b0h, column 25 */
	rsr.acclo a14
	s16i a14, a2, 50                    /* digit 25 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a9, a7                   /* a12l b1l, column 26 */
	mula.aa.hh a5, a7                   /* a11h b1h, column 26 */
	mula.aa.ll a5, a3                   /* a11l b2l, column 26 */
	mula.aa.hh a4, a3                   /* a10h b2h, column 26 */
	mula.aa.ll a4, a6                   /* a10l b3l, column 26 */
	mula.aa.hh a8, a6                   /* a9h b3h, column 26 */
	mula.aa.ll a8, a10                  /* a9l b4l, column 26 */
	mula.aa.hh a12, a10                 /* a8h b4h, column 26 */
	mula.ad.ll a12, m2                  /* a8l b5l, column 26 */
	mula.ad.hh a13, m2                  /* a7h b5h, column 26 */
	mula.ad.ll a13, m3                  /* a7l b6l, column 26 */
	mula.dd.hh m1, m3                   /* a6h b6h, column 26 */
	mula.da.ll m1, a0                   /* a6l b7l, column 26 */
	mula.da.hh m0, a0                   /* a5h b7h, column 26 */
	l32i a11, a1, 32                    /* b's word 8 */
	mula.da.ll m0, a11                  /* a5l b8l, column 26 */
	l32i a7, a1, 68                     /* a's word 4 */
	mula.aa.hh a7, a11                  /* a4h b8h, column 26 */
	l32i a9, a1, 36                     /* b's word 9 */
	mula.aa.ll a7, a9                   /* a4l b9l, column 26 */
	l32i a3, a1, 64                     /* a's word 3 */
	mula.aa.hh a3, a9                   /* a3h b9h, column 26 */
	l32i a5, a1, 40                     /* b's word 10 */
	mula.aa.ll a3, a5                   /* a3l b10l, column 26 */
	l32i a6, a1, 60                     /* a's word 2 */
	mula.aa.hh a6, a5                   /* a2h b10h, column 26 */
	l32i a4, a1, 44                     /* b's word 11 */
	mula.aa.ll a6, a4                   /* a2l b11l, column 26 */
	l32i a10, a1, 56                    /* a's word 1 */
	mula.aa.hh a10, a4                  /* a1h b11h, column 26 */
	l32i a8, a1, 48                     /* b's word 12 */
	mula.aa.ll a10, a8                  /* a1l b12l, column 26 */
	rsr.acclo a14
	s16i a14, a2, 52                    /* digit 26 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a10, a8                  /* a1h b12l, column 27 */
	mula.aa.lh a6, a4                   /* a2l b11h, column 27 */
	mula.aa.hl a6, a4                   /* a2h b11l, column 27 */
	mula.aa.lh a3, a5                   /* a3l b10h, column 27 */
	mula.aa.hl a3, a5                   /* a3h b10l, column 27 */
	mula.aa.lh a7, a9                   /* a4l b9h, column 27 */
	mula.aa.hl a7, a9                   /* a4h b9l, column 27 */
	mula.da.lh m0, a11                  /* a5l b8h, column 27 */
	mula.da.hl m0, a11                  /* a5h b8l, column 27 */
	mula.da.lh m1, a0                   /* a6l b7h, column 27 */
	mula.da.hl m1, a0                   /* a6h b7l, column 27 */
	mula.ad.lh a13, m3                  /* a7l b6h, column 27 */
	mula.ad.hl a13, m3                  /* a7h b6l, column 27 */
	mula.ad.lh a12, m2                  /* a8l b5h, column 27 */
	mula.ad.hl a12, m2                  /* a8h b5l, column 27 */
	l32i a10, a1, 88                    /* a's word 9 */
	l32i a8, a1, 16                     /* b's word 4 */
	mula.aa.lh a10, a8                  /* a9l b4h, column 27 */
	mula.aa.hl a10, a8                  /* a9h b4l, column 27 */
	l32i a6, a1, 92                     /* a's word 10 */
	l32i a4, a1, 12                     /* b's word 3 */
	mula.aa.lh a6, a4                   /* a10l b3h, column 27 */
	mula.aa.hl a6, a4                   /* a10h b3l, column 27 */
	l32i a3, a1, 96                     /* a's word 11 */
	l32i a5, a1, 8                      /* b's word 2 */
	mula.aa.lh a3, a5                   /* a11l b2h, column 27 */
	mula.aa.hl a3, a5                   /* a11h b2l, column 27 */
	l32i a7, a1, 100                    /* a's word 12 */
	l32i a9, a1, 4                      /* b's word 1 */
	mula.aa.lh a7, a9                   /* a12l b1h, column 27 */
	rsr.acclo a14
	s16i a14, a2, 54                    /* digit 27 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a7, a5                   /* a12l b2l, column 28 */
	mula.aa.hh a3, a5                   /* a11h b2h, column 28 */
	mula.aa.ll a3, a4                   /* a11l b3l, column 28 */
	mula.aa.hh a6, a4                   /* a10h b3h, column 28 */
	mula.aa.ll a6, a8                   /* a10l b4l, column 28 */
	mula.aa.hh a10, a8                  /* a9h b4h, column 28 */
	mula.ad.ll a10, m2                  /* a9l b5l, column 28 */
	mula.ad.hh a12, m2                  /* a8h b5h, column 28 */
	mula.ad.ll a12, m3                  /* a8l b6l, column 28 */
	mula.ad.hh a13, m3                  /* a7h b6h, column 28 */
	mula.aa.ll a13, a0                  /* a7l b7l, column 28 */
	mula.da.hh m1, a0                   /* a6h b7h, column 28 */
	mula.da.ll m1, a11                  /* a6l b8l, column 28 */
	mula.da.hh m0, a11                  /* a5h b8h, column 28 */
	l32i a9, a1, 36                     /* b's word 9 */
	mula.da.ll m0, a9                   /* a5l b9l, column 28 */
	l32i a5, a1, 68                     /* a's word 4 */
	mula.aa.hh a5, a9                   /* a4h b9h, column 28 */
	l32i a7, a1, 40                     /* b's word 10 */
	mula.aa.ll a5, a7                   /* a4l b10l, column 28 */
	l32i a4, a1, 64                     /* a's word 3 */
	mula.aa.hh a4, a7                   /* a3h b10h, column 28 */
	l32i a3, a1, 44                     /* b's word 11 */
	mula.aa.ll a4, a3                   /* a3l b11l, column 28 */
	l32i a8, a1, 60                     /* a's word 2 */
	mula.aa.hh a8, a3                   /* a2h b11h, column 28 */
	l32i a6, a1, 48                     /* b's word 12 */
	mula.aa.ll a8, a6                   /* a2l b12l, column 28 */
	rsr.acclo a14
	s16i a14, a2, 56                    /* digit 28 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a8, a6                   /* a2h b12l, column 29 */
	mula.aa.lh a4, a3                   /* a3l b11h, column 29 */
	mula.aa.hl a4, a3                   /* a3h b11l, column 29 */
	mula.aa.lh a5, a7                   /* a4l b10h, column 29 */
	mula.aa.hl a5, a7                   /* a4h b10l, column 29 */
	mula.da.lh m0, a9                   /* a5l b9h, column 29 */
	mula.da.hl m0, a9                   /* a5h b9l, column 29 */
	mula.da.lh m1, a11                  /* a6l b8h, column 29 */
	mula.da.hl m1, a11                  /* a6h b8l, column 29 */
	mula.aa.lh a13, a0                  /* a7l b7h, column 29 */
	mula.aa.hl a13, a0                  /* a7h b7l, column 29 */
	mula.ad.lh a12, m3                  /* a8l b6h, column 29 */
	mula.ad.hl a12, m3                  /* a8h b6l, column 29 */
	mula.ad.lh a10, m2                  /* a9l b5h, column 29 */
	mula.ad.hl a10, m2                  /* a9h b5l, column 29 */
	l32i a8, a1, 92                     /* a's word 10 */
	l32i a6, a1, 16                     /* b's word 4 */
	mula.aa.lh a8, a6                   /* a10l b4h, column 29 */
	mula.aa.hl a8, a6                   /* a10h b4l, column 29 */
	l32i a4, a1, 96                     /* a's word 11 */
	l32i a3, a1, 12                     /* b's word 3 */
	mula.aa.lh a4, a3                   /* a11l b3h, column 29 */
	mula.aa.hl a4, a3                   /* a11h b3l, column 29 */
	l32i a5, a1, 100                    /* a's word 12 */
	l32i a7, a1, 8                      /* b's word 2 */
	mula.aa.lh a5, a7                   /* a12l b2h, column 29 */
	rsr.acclo a14
	s16i a14, a2, 58                    /* digit 29 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a5, a3                   /* a12l b3l, column 30 */
	mula.aa.hh a4, a3                   /* a11h b3h, column 30 */
	mula.aa.ll a4, a6                   /* a11l b4l, column 30 */
	mula.aa.hh a8, a6                   /* a10h b4h, column 30 */
	mula.ad.ll a8, m2                   /* a10l b5l, column 30 */
	mula.ad.hh a10, m2                  /* a9h b5h, column 30 */
	mula.ad.ll a10, m3                  /* a9l b6l, column 30 */
	mula.ad.hh a12, m3                  /* a8h b6h, column 30 */
	mula.aa.ll a12, a0                  /* a8l b7l, column 30 */
	mula.aa.hh a13, a0                  /* a7h b7h, column 30 */
	mula.aa.ll a13, a11                 /* a7l b8l, column 30 */
	mula.da.hh m1, a11                  /* a6h b8h, column 30 */
	mula.da.ll m1, a9                   /* a6l b9l, column 30 */
	mula.da.hh m0, a9                   /* a5h b9h, column 30 */
	l32i a7, a1, 40                     /* b's word 10 */
	mula.da.ll m0, a7                   /* a5l b10l, column 30 */
	l32i a3, a1, 68                     /* a's word 4 */
	mula.aa.hh a3, a7                   /* a4h b10h, column 30 */
	l32i a5, a1, 44                     /* b's word 11 */
	mula.aa.ll a3, a5                   /* a4l b11l, column 30 */
	l32i a6, a1, 64                     /* a's word 3 */
	mula.aa.hh a6, a5                   /* a3h b11h, column 30 */
	l32i a4, a1, 48                     /* b's word 12 */
	mula.aa.ll a6, a4                   /* a3l b12l, column 30 */
	rsr.acclo a14
	s16i a14, a2, 60                    /* digit 30 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a6, a4                   /* a3h b12l, column 31 */
	mula.aa.lh a3, a5                   /* a4l b11h, column 31 */
	mula.aa.hl a3, a5                   /* a4h b11l, column 31 */
	mula.da.lh m0, a7                   /* a5l b10h, column 31 */
	mula.da.hl m0, a7                   /* a5h b10l, column 31 */
	mula.da.lh m1, a9                   /* a6l b9h, column 31 */
	mula.da.hl m1, a9                   /* a6h b9l, column 31 */
	mula.aa.lh a13, a11                 /* a7l b8h, column 31 */
	mula.aa.hl a13, a11                 /* a7h b8l, column 31 */
	mula.aa.lh a12, a0                  /* a8l b7h, column 31 */
	mula.aa.hl a12, a0                  /* a8h b7l, column 31 */
	mula.ad.lh a10, m3                  /* a9l b6h, column 31 */
	mula.ad.hl a10, m3                  /* a9h b6l, column 31 */
	mula.ad.lh a8, m2                   /* a10l b5h, column 31 */
	mula.ad.hl a8, m2                   /* a10h b5l, column 31 */
	l32i a6, a1, 96                     /* a's word 11 */
	l32i a4, a1, 16                     /* b's word 4 */
	mula.aa.lh a6, a4                   /* a11l b4h, column 31 */
	mula.aa.hl a6, a4                   /* a11h b4l, column 31 */
	l32i a3, a1, 100                    /* a's word 12 */
	l32i a5, a1, 12                     /* b's word 3 */
	mula.aa.lh a3, a5                   /* a12l b3h, column 31 */
	rsr.acclo a14
	s16i a14, a2, 62                    /* digit 31 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a3, a4                   /* a12l b4l, column 32 */
	mula.aa.hh a6, a4                   /* a11h b4h, column 32 */
	mula.ad.ll a6, m2                   /* a11l b5l, column 32 */
	mula.ad.hh a8, m2                   /* a10h b5h, column 32 */
	mula.ad.ll a8, m3                   /* a10l b6l, column 32 */
	mula.ad.hh a10, m3                  /* a9h b6h, column 32 */
	mula.aa.ll a10, a0                  /* a9l b7l, column 32 */
	mula.aa.hh a12, a0                  /* a8h b7h, column 32 */
	mula.aa.ll a12, a11                 /* a8l b8l, column 32 */
	mula.aa.hh a13, a11                 /* a7h b8h, column 32 */
	mula.aa.ll a13, a9                  /* a7l b9l, column 32 */
	mula.da.hh m1, a9                   /* a6h b9h, column 32 */
	mula.da.ll m1, a7                   /* a6l b10l, column 32 */
	mula.da.hh m0, a7                   /* a5h b10h, column 32 */
	l32i a5, a1, 44                     /* b's word 11 */
	mula.da.ll m0, a5                   /* a5l b11l, column 32 */
	l32i a4, a1, 68                     /* a's word 4 */
	mula.aa.hh a4, a5                   /* a4h b11h, column 32 */
	l32i a3, a1, 48                     /* b's word 12 */
	mula.aa.ll a4, a3                   /* a4l b12l, column 32 */
	rsr.acclo a14
	s16i a14, a2, 64                    /* digit 32 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a4, a3                   /* a4h b12l, column 33 */
	mula.da.lh m0, a5                   /* a5l b11h, column 33 */
	mula.da.hl m0, a5                   /* a5h b11l, column 33 */
	mula.da.lh m1, a7                   /* a6l b10h, column 33 */
	mula.da.hl m1, a7                   /* a6h b10l, column 33 */
	mula.aa.lh a13, a9                  /* a7l b9h, column 33 */
	mula.aa.hl a13, a9                  /* a7h b9l, column 33 */
	mula.aa.lh a12, a11                 /* a8l b8h, column 33 */
	mula.aa.hl a12, a11                 /* a8h b8l, column 33 */
	mula.aa.lh a10, a0                  /* a9l b7h, column 33 */
	mula.aa.hl a10, a0                  /* a9h b7l, column 33 */
	mula.ad.lh a8, m3                   /* a10l b6h, column 33 */
	mula.ad.hl a8, m3                   /* a10h b6l, column 33 */
	mula.ad.lh a6, m2                   /* a11l b5h, column 33 */
	mula.ad.hl a6, m2                   /* a11h b5l, column 33 */
	l32i a4, a1, 100                    /* a's word 12 */
	l32i a3, a1, 16                     /* b's word 4 */
	mula.aa.lh a4, a3                   /* a12l b4h, column 33 */
	rsr.acclo a14
	s16i a14, a2, 66                    /* digit 33 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m2                   /* a12l b5l, column 34 */
	mula.ad.hh a6, m2                   /* a11h b5h, column 34 */
	mula.ad.ll a6, m3                   /* a11l b6l, column 34 */
	mula.ad.hh a8, m3                   /* a10h b6h, column 34 */
	mula.aa.ll a8, a0                   /* a10l b7l, column 34 */
	mula.aa.hh a10, a0                  /* a9h b7h, column 34 */
	mula.aa.ll a10, a11                 /* a9l b8l, column 34 */
	mula.aa.hh a12, a11                 /* a8h b8h, column 34 */
	mula.aa.ll a12, a9                  /* a8l b9l, column 34 */
	mula.aa.hh a13, a9                  /* a7h b9h, column 34 */
	mula.aa.ll a13, a7                  /* a7l b10l, column 34 */
	mula.da.hh m1, a7                   /* a6h b10h, column 34 */
	mula.da.ll m1, a5                   /* a6l b11l, column 34 */
	mula.da.hh m0, a5                   /* a5h b11h, column 34 */
	l32i a3, a1, 48                     /* b's word 12 */
	mula.da.ll m0, a3                   /* a5l b12l, column 34 */
	rsr.acclo a14
	s16i a14, a2, 68                    /* digit 34 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m0, a3                   /* a5h b12l, column 35 */
	mula.da.lh m1, a5                   /* a6l b11h, column 35 */
	mula.da.hl m1, a5                   /* a6h b11l, column 35 */
	mula.aa.lh a13, a7                  /* a7l b10h, column 35 */
	mula.aa.hl a13, a7                  /* a7h b10l, column 35 */
	mula.aa.lh a12, a9                  /* a8l b9h, column 35 */
	mula.aa.hl a12, a9                  /* a8h b9l, column 35 */
	mula.aa.lh a10, a11                 /* a9l b8h, column 35 */
	mula.aa.hl a10, a11                 /* a9h b8l, column 35 */
	mula.aa.lh a8, a0                   /* a10l b7h, column 35 */
	mula.aa.hl a8, a0                   /* a10h b7l, column 35 */
	mula.ad.lh a6, m3                   /* a11l b6h, column 35 */
	mula.ad.hl a6, m3                   /* a11h b6l, column 35 */
	mula.ad.lh a4, m2                   /* a12l b5h, column 35 */
	rsr.acclo a14
	s16i a14, a2, 70                    /* digit 35 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m3                   /* a12l b6l, column 36 */
	mula.ad.hh a6, m3                   /* a11h b6h, column 36 */
	mula.aa.ll a6, a0                   /* a11l b7l, column 36 */
	mula.aa.hh a8, a0                   /* a10h b7h, column 36 */
	mula.aa.ll a8, a11                  /* a10l b8l, column 36 */
	mula.aa.hh a10, a11                 /* a9h b8h, column 36 */
	mula.aa.ll a10, a9                  /* a9l b9l, column 36 */
	mula.aa.hh a12, a9                  /* a8h b9h, column 36 */
	mula.aa.ll a12, a7                  /* a8l b10l, column 36 */
	mula.aa.hh a13, a7                  /* a7h b10h, column 36 */
	mula.aa.ll a13, a5                  /* a7l b11l, column 36 */
	mula.da.hh m1, a5                   /* a6h b11h, column 36 */
	mula.da.ll m1, a3                   /* a6l b12l, column 36 */
	rsr.acclo a14
	s16i a14, a2, 72                    /* digit 36 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m1, a3                   /* a6h b12l, column 37 */
	mula.aa.lh a13, a5                  /* a7l b11h, column 37 */
	mula.aa.hl a13, a5                  /* a7h b11l, column 37 */
	mula.aa.lh a12, a7                  /* a8l b10h, column 37 */
	mula.aa.hl a12, a7                  /* a8h b10l, column 37 */
	mula.aa.lh a10, a9                  /* a9l b9h, column 37 */
	mula.aa.hl a10, a9                  /* a9h b9l, column 37 */
	mula.aa.lh a8, a11                  /* a10l b8h, column 37 */
	mula.aa.hl a8, a11                  /* a10h b8l, column 37 */
	mula.aa.lh a6, a0                   /* a11l b7h, column 37 */
	mula.aa.hl a6, a0                   /* a11h b7l, column 37 */
	mula.ad.lh a4, m3                   /* a12l b6h, column 37 */
	rsr.acclo a14
	s16i a14, a2, 74                    /* digit 37 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a0                   /* a12l b7l, column 38 */
	mula.aa.hh a6, a0                   /* a11h b7h, column 38 */
	mula.aa.ll a6, a11                  /* a11l b8l, column 38 */
	mula.aa.hh a8, a11                  /* a10h b8h, column 38 */
	mula.aa.ll a8, a9                   /* a10l b9l, column 38 */
	mula.aa.hh a10, a9                  /* a9h b9h, column 38 */
	mula.aa.ll a10, a7                  /* a9l b10l, column 38 */
	mula.aa.hh a12, a7                  /* a8h b10h, column 38 */
	mula.aa.ll a12, a5                  /* a8l b11l, column 38 */
	mula.aa.hh a13, a5                  /* a7h b11h, column 38 */
	mula.aa.ll a13, a3                  /* a7l b12l, column 38 */
	rsr.acclo a14
	s16i a14, a2, 76                    /* digit 38 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a13, a3                  /* a7h b12l, column 39 */
	mula.aa.lh a12, a5                  /* a8l b11h, column 39 */
	mula.aa.hl a12, a5                  /* a8h b11l, column 39 */
	mula.aa.lh a10, a7                  /* a9l b10h, column 39 */
	mula.aa.hl a10, a7                  /* a9h b10l, column 39 */
	mula.aa.lh a8, a9                   /* a10l b9h, column 39 */
	mula.aa.hl a8, a9                   /* a10h b9l, column 39 */
	mula.aa.lh a6, a11                  /* a11l b8h, column 39 */
	mula.aa.hl a6, a11                  /* a11h b8l, column 39 */
	mula.aa.lh a4, a0                   /* a12l b7h, column 39 */
	rsr.acclo a14
	s16i a14, a2, 78                    /* digit 39 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a11                  /* a12l b8l, column 40 */
	mula.aa.hh a6, a11                  /* a11h b8h, column 40 */
	mula.aa.ll a6, a9                   /* a11l b9l, column 40 */
	mula.aa.hh a8, a9                   /* a10h b9h, column 40 */
	mula.aa.ll a8, a7                   /* a10l b10l, column 40 */
	mula.aa.hh a10, a7                  /* a9h b10h, column 40 */
	mula.aa.ll a10, a5                  /* a9l b11l, column 40 */
	mula.aa.hh a12, a5                  /* a8h b11h, column 40 */
	mula.aa.ll a12, a3                  /* a8l b12l, column 40 */
	rsr.acclo a14
	s16i a14, a2, 80                    /* digit 40 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a12, a3                  /* a8h b12l, column 41 */
	mula.aa.lh a10, a5                  /* a9l b11h, column 41 */
	mula.aa.hl a10, a5                  /* a9h b11l, column 41 */
	mula.aa.lh a8, a7                   /* a10l b10h, column 41 */
	mula.aa.hl a8, a7                   /* a10h b10l, column 41 */
	mula.aa.lh a6, a9                   /* a11l b9h, column 41 */
	mula.aa.hl a6, a9                   /* a11h b9l, column 41 */
	mula.aa.lh a4, a11                  /* a12l b8h, column 41 */
	rsr.acclo a14
	s16i a14, a2, 82                    /* digit 41 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a9                   /* a12l b9l, column 42 */
	mula.aa.hh a6, a9                   /* a11h b9h, column 42 */
	mula.aa.ll a6, a7                   /* a11l b10l, column 42 */
	mula.aa.hh a8, a7                   /* a10h b10h, column 42 */
	mula.aa.ll a8, a5                   /* a10l b11l, column 42 */
	mula.aa.hh a10, a5                  /* a9h b11h, column 42 */
	mula.aa.ll a10, a3                  /* a9l b12l, column 42 */
	rsr.acclo a14
	s16i a14, a2, 84                    /* digit 42 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a10, a3                  /* a9h b12l, column 43 */
	mula.aa.lh a8, a5                   /* a10l b11h, column 43 */
	mula.aa.hl a8, a5                   /* a10h b11l, column 43 */
	mula.aa.lh a6, a7                   /* a11l b10h, column 43 */
	mula.aa.hl a6, a7                   /* a11h b10l, column 43 */
	mula.aa.lh a4, a9                   /* a12l b9h, column 43 */
	rsr.acclo a14
	s16i a14, a2, 86                    /* digit 43 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a7                   /* a12l b10l, column 44 */
	mula.aa.hh a6, a7                   /* a11h b10h, column 44 */
	mula.aa.ll a6, a5                   /* a11l b11l, column 44 */
	mula.aa.hh a8, a5                   /* a10h b11h, column 44 */
	mula.aa.ll a8, a3                   /* a10l b12l, column 44 */
	rsr.acclo a14
	s16i a14, a2, 88                    /* digit 44 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a8, a3                   /* a10h b12l, column 45 */
	mula.aa.lh a6, a5                   /* a11l b11h, column 45 */
	mula.aa.hl a6, a5                   /* a11h b11l, column 45 */
	mula.aa.lh a4, a7                   /* a12l b10h, column 45 */
	rsr.acclo a14
	s16i a14, a2, 90                    /* digit 45 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a5                   /* a12l b11l, column 46 */
	mula.aa.hh a6, a5                   /* a11h b11h, column 46 */
	mula.aa.ll a6, a3                   /* a11l b12l, column 46 */
	rsr.acclo a14
	s16i a14, a2, 92                    /* digit 46 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a6, a3                   /* a11h b12l, column 47 */
	mula.aa.lh a4, a5                   /* a12l b11h, column 47 */
	rsr.acclo a14
	s16i a14, a2, 94                    /* digit 47 */
	l32i a0, a1, 104
#else	/* minu: 1283 instructions */
	s32i a0, a1, 104                    /* a0 is a word register meanwhile */
	ssai 16
	movi a14, 1
	slli a14, a14, 15
	slli a15, a14, 16
	or a14, a14, a15                    /* K */
	movi a6, 1
	l32i a7, a4, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	minu a5, a7, a14                    /* min(w, t) != t iff w < t */
	xor a5, a5, a14
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 0
	l32i a7, a4, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 4
	l32i a7, a4, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 8
	l32i a7, a4, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 12
	l32i a7, a4, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 16
	l32i a7, a4, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 20
	l32i a7, a4, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 24
	l32i a7, a4, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 28
	l32i a7, a4, 32                     /* limb 8 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 32
	l32i a7, a4, 36                     /* limb 9 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 36
	l32i a7, a4, 40                     /* limb 10 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 40
	l32i a7, a4, 44                     /* limb 11 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 44
	s32i a5, a1, 48                     /* top digit */
	l32i a7, a3, 0                      /* limb 0 */
	add a7, a7, a14                     /* + K */
	minu a5, a7, a14                    /* min(w, t) != t iff w < t */
	xor a5, a5, a14
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 52
	l32i a7, a3, 4                      /* limb 1 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 56
	l32i a7, a3, 8                      /* limb 2 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 60
	l32i a7, a3, 12                     /* limb 3 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 64
	l32i a7, a3, 16                     /* limb 4 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 68
	l32i a7, a3, 20                     /* limb 5 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 72
	l32i a7, a3, 24                     /* limb 6 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 76
	l32i a7, a3, 28                     /* limb 7 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 80
	l32i a7, a3, 32                     /* limb 8 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 84
	l32i a7, a3, 36                     /* limb 9 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 88
	l32i a7, a3, 40                     /* limb 10 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 92
	l32i a7, a3, 44                     /* limb 11 */
	add a15, a14, a5                    /* K + cin */
	add a7, a7, a15
	minu a5, a7, a15                    /* min(w, t) != t iff w < t */
	xor a5, a5, a15
	minu a5, a5, a6                     /* cout */
	xor a7, a7, a14                     /* two int16 digits */
	s32i a7, a1, 96
	s32i a5, a1, 100                    /* top digit */
	addi a3, a1, 68
	ldinc m0, a3                        /* a's word 5 */
	ldinc m1, a3                        /* a's word 6 */
	addi a3, a1, 16
	ldinc m2, a3                        /* b's word 5 */
	ldinc m3, a3                        /* b's word 6 */
	l32i a3, a1, 52                     /* a's word 0 */
	l32i a4, a1, 0                      /* b's word 0 */
	mul.aa.ll a3, a4                    /* a0l b0l, column 0 */
	rsr.acclo a14
	s16i a14, a2, 0                     /* digit 0 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a4                   /* a0l b0h, column 1 */
	mula.aa.hl a3, a4                   /* a0h b0l, column 1 */
	rsr.acclo a14
	s16i a14, a2, 2                     /* digit 1 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 56                     /* a's word 1 */
	mula.aa.ll a5, a4                   /* a1l b0l, column 2 */
	mula.aa.hh a3, a4                   /* a0h b0h, column 2 */
	l32i a6, a1, 4                      /* b's word 1 */
	mula.aa.ll a3, a6                   /* a0l b1l, column 2 */
	rsr.acclo a14
	s16i a14, a2, 4                     /* digit 2 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a6                   /* a0l b1h, column 3 */
	mula.aa.hl a3, a6                   /* a0h b1l, column 3 */
	mula.aa.lh a5, a4                   /* a1l b0h, column 3 */
	mula.aa.hl a5, a4                   /* a1h b0l, column 3 */
	rsr.acclo a14
	s16i a14, a2, 6                     /* digit 3 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 60                     /* a's word 2 */
	mula.aa.ll a7, a4                   /* a2l b0l, column 4 */
	mula.aa.hh a5, a4                   /* a1h b0h, column 4 */
	mula.aa.ll a5, a6                   /* a1l b1l, column 4 */
	mula.aa.hh a3, a6                   /* a0h b1h, column 4 */
	l32i a8, a1, 8                      /* b's word 2 */
	mula.aa.ll a3, a8                   /* a0l b2l, column 4 */
	rsr.acclo a14
	s16i a14, a2, 8                     /* digit 4 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a8                   /* a0l b2h, column 5 */
	mula.aa.hl a3, a8                   /* a0h b2l, column 5 */
	mula.aa.lh a5, a6                   /* a1l b1h, column 5 */
	mula.aa.hl a5, a6                   /* a1h b1l, column 5 */
	mula.aa.lh a7, a4                   /* a2l b0h, column 5 */
	mula.aa.hl a7, a4                   /* a2h b0l, column 5 */
	rsr.acclo a14
	s16i a14, a2, 10                    /* digit 5 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 64                     /* a's word 3 */
	mula.aa.ll a9, a4                   /* a3l b0l, column 6 */
	mula.aa.hh a7, a4                   /* a2h b0h, column 6 */
	mula.aa.ll a7, a6                   /* a2l b1l, column 6 */
	mula.aa.hh a5, a6                   /* a1h b1h, column 6 */
	mula.aa.ll a5, a8                   /* a1l b2l, column 6 */
	mula.aa.hh a3, a8                   /* a0h b2h, column 6 */
	l32i a10, a1, 12                    /* b's word 3 */
	mula.aa.ll a3, a10                  /* a0l b3l, column 6 */
	rsr.acclo a14
	s16i a14, a2, 12                    /* digit 6 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a10                  /* a0l b3h, column 7 */
	mula.aa.hl a3, a10                  /* a0h b3l, column 7 */
	mula.aa.lh a5, a8                   /* a1l b2h, column 7 */
	mula.aa.hl a5, a8                   /* a1h b2l, column 7 */
	mula.aa.lh a7, a6                   /* a2l b1h, column 7 */
	mula.aa.hl a7, a6                   /* a2h b1l, column 7 */
	mula.aa.lh a9, a4                   /* a3l b0h, column 7 */
	mula.aa.hl a9, a4                   /* a3h b0l, column 7 */
	rsr.acclo a14
	s16i a14, a2, 14                    /* digit 7 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 68                    /* a's word 4 */
	mula.aa.ll a11, a4                  /* a4l b0l, column 8 */
	mula.aa.hh a9, a4                   /* a3h b0h, column 8 */
	mula.aa.ll a9, a6                   /* a3l b1l, column 8 */
	mula.aa.hh a7, a6                   /* a2h b1h, column 8 */
	mula.aa.ll a7, a8                   /* a2l b2l, column 8 */
	mula.aa.hh a5, a8                   /* a1h b2h, column 8 */
	mula.aa.ll a5, a10                  /* a1l b3l, column 8 */
	mula.aa.hh a3, a10                  /* a0h b3h, column 8 */
	l32i a12, a1, 16                    /* b's word 4 */
	mula.aa.ll a3, a12                  /* a0l b4l, column 8 */
	rsr.acclo a14
	s16i a14, a2, 16                    /* digit 8 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a12                  /* a0l b4h, column 9 */
	mula.aa.hl a3, a12                  /* a0h b4l, column 9 */
	mula.aa.lh a5, a10                  /* a1l b3h, column 9 */
	mula.aa.hl a5, a10                  /* a1h b3l, column 9 */
	mula.aa.lh a7, a8                   /* a2l b2h, column 9 */
	mula.aa.hl a7, a8                   /* a2h b2l, column 9 */
	mula.aa.lh a9, a6                   /* a3l b1h, column 9 */
	mula.aa.hl a9, a6                   /* a3h b1l, column 9 */
	mula.aa.lh a11, a4                  /* a4l b0h, column 9 */
	mula.aa.hl a11, a4                  /* a4h b0l, column 9 */
	rsr.acclo a14
	s16i a14, a2, 18                    /* digit 9 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m0, a4                   /* a5l b0l, column 10 */
	mula.aa.hh a11, a4                  /* a4h b0h, column 10 */
	mula.aa.ll a11, a6                  /* a4l b1l, column 10 */
	mula.aa.hh a9, a6                   /* a3h b1h, column 10 */
	mula.aa.ll a9, a8                   /* a3l b2l, column 10 */
	mula.aa.hh a7, a8                   /* a2h b2h, column 10 */
	mula.aa.ll a7, a10                  /* a2l b3l, column 10 */
	mula.aa.hh a5, a10                  /* a1h b3h, column 10 */
	mula.aa.ll a5, a12                  /* a1l b4l, column 10 */
	mula.aa.hh a3, a12                  /* a0h b4h, column 10 */
	mula.ad.ll a3, m2                   /* a0l b5l, column 10 */
	rsr.acclo a14
	s16i a14, a2, 20                    /* digit 10 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m2                   /* a0l b5h, column 11 */
	mula.ad.hl a3, m2                   /* a0h b5l, column 11 */
	mula.aa.lh a5, a12                  /* a1l b4h, column 11 */
	mula.aa.hl a5, a12                  /* a1h b4l, column 11 */
	mula.aa.lh a7, a10                  /* a2l b3h, column 11 */
	mula.aa.hl a7, a10                  /* a2h b3l, column 11 */
	mula.aa.lh a9, a8                   /* a3l b2h, column 11 */
	mula.aa.hl a9, a8                   /* a3h b2l, column 11 */
	mula.aa.lh a11, a6                  /* a4l b1h, column 11 */
	mula.aa.hl a11, a6                  /* a4h b1l, column 11 */
	mula.da.lh m0, a4                   /* a5l b0h, column 11 */
	mula.da.hl m0, a4                   /* a5h b0l, column 11 */
	rsr.acclo a14
	s16i a14, a2, 22                    /* digit 11 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.ll m1, a4                   /* a6l b0l, column 12 */
	mula.da.hh m0, a4                   /* a5h b0h, column 12 */
	mula.da.ll m0, a6                   /* a5l b1l, column 12 */
	mula.aa.hh a11, a6                  /* a4h b1h, column 12 */
	mula.aa.ll a11, a8                  /* a4l b2l, column 12 */
	mula.aa.hh a9, a8                   /* a3h b2h, column 12 */
	mula.aa.ll a9, a10                  /* a3l b3l, column 12 */
	mula.aa.hh a7, a10                  /* a2h b3h, column 12 */
	mula.aa.ll a7, a12                  /* a2l b4l, column 12 */
	mula.aa.hh a5, a12                  /* a1h b4h, column 12 */
	mula.ad.ll a5, m2                   /* a1l b5l, column 12 */
	mula.ad.hh a3, m2                   /* a0h b5h, column 12 */
	mula.ad.ll a3, m3                   /* a0l b6l, column 12 */
	rsr.acclo a14
	s16i a14, a2, 24                    /* digit 12 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.lh a3, m3                   /* a0l b6h, column 13 */
	mula.ad.hl a3, m3                   /* a0h b6l, column 13 */
	mula.ad.lh a5, m2                   /* a1l b5h, column 13 */
	mula.ad.hl a5, m2                   /* a1h b5l, column 13 */
	mula.aa.lh a7, a12                  /* a2l b4h, column 13 */
	mula.aa.hl a7, a12                  /* a2h b4l, column 13 */
	mula.aa.lh a9, a10                  /* a3l b3h, column 13 */
	mula.aa.hl a9, a10                  /* a3h b3l, column 13 */
	mula.aa.lh a11, a8                  /* a4l b2h, column 13 */
	mula.aa.hl a11, a8                  /* a4h b2l, column 13 */
	mula.da.lh m0, a6                   /* a5l b1h, column 13 */
	mula.da.hl m0, a6                   /* a5h b1l, column 13 */
	mula.da.lh m1, a4                   /* a6l b0h, column 13 */
	mula.da.hl m1, a4                   /* a6h b0l, column 13 */
	rsr.acclo a14
	s16i a14, a2, 26                    /* digit 13 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a13, a1, 80                    /* a's word 7 */
	mula.aa.ll a13, a4                  /* a7l b0l, column 14 */
	mula.da.hh m1, a4                   /* a6h b0h, column 14 */
	mula.da.ll m1, a6                   /* a6l b1l, column 14 */
	mula.da.hh m0, a6                   /* a5h b1h, column 14 */
	mula.da.ll m0, a8                   /* a5l b2l, column 14 */
	mula.aa.hh a11, a8                  /* a4h b2h, column 14 */
	mula.aa.ll a11, a10                 /* a4l b3l, column 14 */
	mula.aa.hh a9, a10                  /* a3h b3h, column 14 */
	mula.aa.ll a9, a12                  /* a3l b4l, column 14 */
	mula.aa.hh a7, a12                  /* a2h b4h, column 14 */
	mula.ad.ll a7, m2                   /* a2l b5l, column 14 */
	mula.ad.hh a5, m2                   /* a1h b5h, column 14 */
	mula.ad.ll a5, m3                   /* a1l b6l, column 14 */
	mula.ad.hh a3, m3                   /* a0h b6h, column 14 */
	l32i a0, a1, 28                     /* b's word 7 */
	mula.aa.ll a3, a0                   /* a0l b7l, column 14 */
	rsr.acclo a14
	s16i a14, a2, 28                    /* digit 14 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a3, a0                   /* a0l b7h, column 15 */
	mula.aa.hl a3, a0                   /* a0h b7l, column 15 */
	mula.ad.lh a5, m3                   /* a1l b6h, column 15 */
	mula.ad.hl a5, m3                   /* a1h b6l, column 15 */
	mula.ad.lh a7, m2                   /* a2l b5h, column 15 */
	mula.ad.hl a7, m2                   /* a2h b5l, column 15 */
	mula.aa.lh a9, a12                  /* a3l b4h, column 15 */
	mula.aa.hl a9, a12                  /* a3h b4l, column 15 */
	mula.aa.lh a11, a10                 /* a4l b3h, column 15 */
	mula.aa.hl a11, a10                 /* a4h b3l, column 15 */
	mula.da.lh m0, a8                   /* a5l b2h, column 15 */
	mula.da.hl m0, a8                   /* a5h b2l, column 15 */
	mula.da.lh m1, a6                   /* a6l b1h, column 15 */
	mula.da.hl m1, a6                   /* a6h b1l, column 15 */
	mula.aa.lh a13, a4                  /* a7l b0h, column 15 */
	mula.aa.hl a13, a4                  /* a7h b0l, column 15 */
	rsr.acclo a14
	s16i a14, a2, 30                    /* digit 15 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a3, a1, 84                     /* a's word 8 */
	mula.aa.ll a3, a4                   /* a8l b0l, column 16 */
	mula.aa.hh a13, a4                  /* a7h b0h, column 16 */
	mula.aa.ll a13, a6                  /* a7l b1l, column 16 */
	mula.da.hh m1, a6                   /* a6h b1h, column 16 */
	mula.da.ll m1, a8                   /* a6l b2l, column 16 */
	mula.da.hh m0, a8                   /* a5h b2h, column 16 */
	mula.da.ll m0, a10                  /* a5l b3l, column 16 */
	mula.aa.hh a11, a10                 /* a4h b3h, column 16 */
	mula.aa.ll a11, a12                 /* a4l b4l, column 16 */
	mula.aa.hh a9, a12                  /* a3h b4h, column 16 */
	mula.ad.ll a9, m2                   /* a3l b5l, column 16 */
	mula.ad.hh a7, m2                   /* a2h b5h, column 16 */
	mula.ad.ll a7, m3                   /* a2l b6l, column 16 */
	mula.ad.hh a5, m3                   /* a1h b6h, column 16 */
	mula.aa.ll a5, a0                   /* a1l b7l, column 16 */
	l32i a4, a1, 52                     /* a's word 0 */
	mula.aa.hh a4, a0                   /* a0h b7h, column 16 */
	l32i a3, a1, 32                     /* b's word 8 */
	mula.aa.ll a4, a3                   /* a0l b8l, column 16 */
	rsr.acclo a14
	s16i a14, a2, 32                    /* digit 16 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a4, a3                   /* a0l b8h, column 17 */
	mula.aa.hl a4, a3                   /* a0h b8l, column 17 */
	mula.aa.lh a5, a0                   /* a1l b7h, column 17 */
	mula.aa.hl a5, a0                   /* a1h b7l, column 17 */
	mula.ad.lh a7, m3                   /* a2l b6h, column 17 */
	mula.ad.hl a7, m3                   /* a2h b6l, column 17 */
	mula.ad.lh a9, m2                   /* a3l b5h, column 17 */
	mula.ad.hl a9, m2                   /* a3h b5l, column 17 */
	mula.aa.lh a11, a12                 /* a4l b4h, column 17 */
	mula.aa.hl a11, a12                 /* a4h b4l, column 17 */
	mula.da.lh m0, a10                  /* a5l b3h, column 17 */
	mula.da.hl m0, a10                  /* a5h b3l, column 17 */
	mula.da.lh m1, a8                   /* a6l b2h, column 17 */
	mula.da.hl m1, a8                   /* a6h b2l, column 17 */
	mula.aa.lh a13, a6                  /* a7l b1h, column 17 */
	mula.aa.hl a13, a6                  /* a7h b1l, column 17 */
	l32i a4, a1, 84                     /* a's word 8 */
	l32i a3, a1, 0                      /* b's word 0 */
	mula.aa.lh a4, a3                   /* a8l b0h, column 17 */
	mula.aa.hl a4, a3                   /* a8h b0l, column 17 */
	rsr.acclo a14
	s16i a14, a2, 34                    /* digit 17 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a5, a1, 88                     /* a's word 9 */
	mula.aa.ll a5, a3                   /* a9l b0l, column 18 */
	mula.aa.hh a4, a3                   /* a8h b0h, column 18 */
	mula.aa.ll a4, a6                   /* a8l b1l, column 18 */
	mula.aa.hh a13, a6                  /* a7h b1h, column 18 */
	mula.aa.ll a13, a8                  /* a7l b2l, column 18 */
	mula.da.hh m1, a8                   /* a6h b2h, column 18 */
	mula.da.ll m1, a10                  /* a6l b3l, column 18 */
	mula.da.hh m0, a10                  /* a5h b3h, column 18 */
	mula.da.ll m0, a12                  /* a5l b4l, column 18 */
	mula.aa.hh a11, a12                 /* a4h b4h, column 18 */
	mula.ad.ll a11, m2                  /* a4l b5l, column 18 */
	mula.ad.hh a9, m2                   /* a3h b5h, column 18 */
	mula.ad.ll a9, m3                   /* a3l b6l, column 18 */
	mula.ad.hh a7, m3                   /* a2h b6h, column 18 */
	mula.aa.ll a7, a0                   /* a2l b7l, column 18 */
	l32i a3, a1, 56                     /* a's word 1 */
	mula.aa.hh a3, a0                   /* a1h b7h, column 18 */
	l32i a5, a1, 32                     /* b's word 8 */
	mula.aa.ll a3, a5                   /* a1l b8l, column 18 */
	l32i a6, a1, 52                     /* a's word 0 */
	mula.aa.hh a6, a5                   /* a0h b8h, column 18 */
	l32i a4, a1, 36                     /* b's word 9 */
	mula.aa.ll a6, a4                   /* a0l b9l, column 18 */
	rsr.acclo a14
	s16i a14, a2, 36                    /* digit 18 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a6, a4                   /* a0l b9h, column 19 */
	mula.aa.hl a6, a4                   /* a0h b9l, column 19 */
	mula.aa.lh a3, a5                   /* a1l b8h, column 19 */
	mula.aa.hl a3, a5                   /* a1h b8l, column 19 */
	mula.aa.lh a7, a0                   /* a2l b7h, column 19 */
	mula.aa.hl a7, a0                   /* a2h b7l, column 19 */
	mula.ad.lh a9, m3                   /* a3l b6h, column 19 */
	mula.ad.hl a9, m3                   /* a3h b6l, column 19 */
	mula.ad.lh a11, m2                  /* a4l b5h, column 19 */
	mula.ad.hl a11, m2                  /* a4h b5l, column 19 */
	mula.da.lh m0, a12                  /* a5l b4h, column 19 */
	mula.da.hl m0, a12                  /* a5h b4l, column 19 */
	mula.da.lh m1, a10                  /* a6l b3h, column 19 */
	mula.da.hl m1, a10                  /* a6h b3l, column 19 */
	mula.aa.lh a13, a8                  /* a7l b2h, column 19 */
	mula.aa.hl a13, a8                  /* a7h b2l, column 19 */
	l32i a6, a1, 84                     /* a's word 8 */
	l32i a4, a1, 4                      /* b's word 1 */
	mula.aa.lh a6, a4                   /* a8l b1h, column 19 */
	mula.aa.hl a6, a4                   /* a8h b1l, column 19 */
	l32i a3, a1, 88                     /* a's word 9 */
	l32i a5, a1, 0                      /* b's word 0 */
	mula.aa.lh a3, a5                   /* a9l b0h, column 19 */
	mula.aa.hl a3, a5                   /* a9h b0l, column 19 */
	rsr.acclo a14
	s16i a14, a2, 38                    /* digit 19 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a7, a1, 92                     /* a's word 10 */
	mula.aa.ll a7, a5                   /* a10l b0l, column 20 */
	mula.aa.hh a3, a5                   /* a9h b0h, column 20 */
	mula.aa.ll a3, a4                   /* a9l b1l, column 20 */
	mula.aa.hh a6, a4                   /* a8h b1h, column 20 */
	mula.aa.ll a6, a8                   /* a8l b2l, column 20 */
	mula.aa.hh a13, a8                  /* a7h b2h, column 20 */
	mula.aa.ll a13, a10                 /* a7l b3l, column 20 */
	mula.da.hh m1, a10                  /* a6h b3h, column 20 */
	mula.da.ll m1, a12                  /* a6l b4l, column 20 */
	mula.da.hh m0, a12                  /* a5h b4h, column 20 */
	mula.dd.ll m0, m2                   /* a5l b5l, column 20 */
	mula.ad.hh a11, m2                  /* a4h b5h, column 20 */
	mula.ad.ll a11, m3                  /* a4l b6l, column 20 */
	mula.ad.hh a9, m3                   /* a3h b6h, column 20 */
	mula.aa.ll a9, a0                   /* a3l b7l, column 20 */
	l32i a5, a1, 60                     /* a's word 2 */
	mula.aa.hh a5, a0                   /* a2h b7h, column 20 */
	l32i a7, a1, 32                     /* b's word 8 */
	mula.aa.ll a5, a7                   /* a2l b8l, column 20 */
	l32i a4, a1, 56                     /* a's word 1 */
	mula.aa.hh a4, a7                   /* a1h b8h, column 20 */
	l32i a3, a1, 36                     /* b's word 9 */
	mula.aa.ll a4, a3                   /* a1l b9l, column 20 */
	l32i a8, a1, 52                     /* a's word 0 */
	mula.aa.hh a8, a3                   /* a0h b9h, column 20 */
	l32i a6, a1, 40                     /* b's word 10 */
	mula.aa.ll a8, a6                   /* a0l b10l, column 20 */
	rsr.acclo a14
	s16i a14, a2, 40                    /* digit 20 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a8, a6                   /* a0l b10h, column 21 */
	mula.aa.hl a8, a6                   /* a0h b10l, column 21 */
	mula.aa.lh a4, a3                   /* a1l b9h, column 21 */
	mula.aa.hl a4, a3                   /* a1h b9l, column 21 */
	mula.aa.lh a5, a7                   /* a2l b8h, column 21 */
	mula.aa.hl a5, a7                   /* a2h b8l, column 21 */
	mula.aa.lh a9, a0                   /* a3l b7h, column 21 */
	mula.aa.hl a9, a0                   /* a3h b7l, column 21 */
	mula.ad.lh a11, m3                  /* a4l b6h, column 21 */
	mula.ad.hl a11, m3                  /* a4h b6l, column 21 */
	mula.dd.lh m0, m2                   /* a5l b5h, column 21 */
	mula.dd.hl m0, m2                   /* a5h b5l, column 21 */
	mula.da.lh m1, a12                  /* a6l b4h, column 21 */
	mula.da.hl m1, a12                  /* a6h b4l, column 21 */
	mula.aa.lh a13, a10                 /* a7l b3h, column 21 */
	mula.aa.hl a13, a10                 /* a7h b3l, column 21 */
	l32i a8, a1, 84                     /* a's word 8 */
	l32i a6, a1, 8                      /* b's word 2 */
	mula.aa.lh a8, a6                   /* a8l b2h, column 21 */
	mula.aa.hl a8, a6                   /* a8h b2l, column 21 */
	l32i a4, a1, 88                     /* a's word 9 */
	l32i a3, a1, 4                      /* b's word 1 */
	mula.aa.lh a4, a3                   /* a9l b1h, column 21 */
	mula.aa.hl a4, a3                   /* a9h b1l, column 21 */
	l32i a5, a1, 92                     /* a's word 10 */
	l32i a7, a1, 0                      /* b's word 0 */
	mula.aa.lh a5, a7                   /* a10l b0h, column 21 */
	mula.aa.hl a5, a7                   /* a10h b0l, column 21 */
	rsr.acclo a14
	s16i a14, a2, 42                    /* digit 21 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a9, a1, 96                     /* a's word 11 */
	mula.aa.ll a9, a7                   /* a11l b0l, column 22 */
	mula.aa.hh a5, a7                   /* a10h b0h, column 22 */
	mula.aa.ll a5, a3                   /* a10l b1l, column 22 */
	mula.aa.hh a4, a3                   /* a9h b1h, column 22 */
	mula.aa.ll a4, a6                   /* a9l b2l, column 22 */
	mula.aa.hh a8, a6                   /* a8h b2h, column 22 */
	mula.aa.ll a8, a10                  /* a8l b3l, column 22 */
	mula.aa.hh a13, a10                 /* a7h b3h, column 22 */
	mula.aa.ll a13, a12                 /* a7l b4l, column 22 */
	mula.da.hh m1, a12                  /* a6h b4h, column 22 */
	mula.dd.ll m1, m2                   /* a6l b5l, column 22 */
	mula.dd.hh m0, m2                   /* a5h b5h, column 22 */
	mula.dd.ll m0, m3                   /* a5l b6l, column 22 */
	mula.ad.hh a11, m3                  /* a4h b6h, column 22 */
	mula.aa.ll a11, a0                  /* a4l b7l, column 22 */
	l32i a7, a1, 64                     /* a's word 3 */
	mula.aa.hh a7, a0                   /* a3h b7h, column 22 */
	l32i a9, a1, 32                     /* b's word 8 */
	mula.aa.ll a7, a9                   /* a3l b8l, column 22 */
	l32i a3, a1, 60                     /* a's word 2 */
	mula.aa.hh a3, a9                   /* a2h b8h, column 22 */
	l32i a5, a1, 36                     /* b's word 9 */
	mula.aa.ll a3, a5                   /* a2l b9l, column 22 */
	l32i a6, a1, 56                     /* a's word 1 */
	mula.aa.hh a6, a5                   /* a1h b9h, column 22 */
	l32i a4, a1, 40                     /* b's word 10 */
	mula.aa.ll a6, a4                   /* a1l b10l, column 22 */
	l32i a10, a1, 52                    /* a's word 0 */
	mula.aa.hh a10, a4                  /* a0h b10h, column 22 */
	l32i a8, a1, 44                     /* b's word 11 */
	mula.aa.ll a10, a8                  /* a0l b11l, column 22 */
	rsr.acclo a14
	s16i a14, a2, 44                    /* digit 22 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.lh a10, a8                  /* a0l b11h, column 23 */
	mula.aa.hl a10, a8                  /* a0h b11l, column 23 */
	mula.aa.lh a6, a4                   /* a1l b10h, column 23 */
	mula.aa.hl a6, a4                   /* a1h b10l, column 23 */
	mula.aa.lh a3, a5                   /* a2l b9h, column 23 */
	mula.aa.hl a3, a5                   /* a2h b9l, column 23 */
	mula.aa.lh a7, a9                   /* a3l b8h, column 23 */
	mula.aa.hl a7, a9                   /* a3h b8l, column 23 */
	mula.aa.lh a11, a0                  /* a4l b7h, column 23 */
	mula.aa.hl a11, a0                  /* a4h b7l, column 23 */
	mula.dd.lh m0, m3                   /* a5l b6h, column 23 */
	mula.dd.hl m0, m3                   /* a5h b6l, column 23 */
	mula.dd.lh m1, m2                   /* a6l b5h, column 23 */
	mula.dd.hl m1, m2                   /* a6h b5l, column 23 */
	mula.aa.lh a13, a12                 /* a7l b4h, column 23 */
	mula.aa.hl a13, a12                 /* a7h b4l, column 23 */
	l32i a10, a1, 84                    /* a's word 8 */
	l32i a8, a1, 12                     /* b's word 3 */
	mula.aa.lh a10, a8                  /* a8l b3h, column 23 */
	mula.aa.hl a10, a8                  /* a8h b3l, column 23 */
	l32i a6, a1, 88                     /* a's word 9 */
	l32i a4, a1, 8                      /* b's word 2 */
	mula.aa.lh a6, a4                   /* a9l b2h, column 23 */
	mula.aa.hl a6, a4                   /* a9h b2l, column 23 */
	l32i a3, a1, 92                     /* a's word 10 */
	l32i a5, a1, 4                      /* b's word 1 */
	mula.aa.lh a3, a5                   /* a10l b1h, column 23 */
	mula.aa.hl a3, a5                   /* a10h b1l, column 23 */
	l32i a7, a1, 96                     /* a's word 11 */
	l32i a9, a1, 0                      /* b's word 0 */
	mula.aa.lh a7, a9                   /* a11l b0h, column 23 */
	mula.aa.hl a7, a9                   /* a11h b0l, column 23 */
	rsr.acclo a14
	s16i a14, a2, 46                    /* digit 23 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	l32i a11, a1, 100                   /* a's word 12 */
	mula.aa.ll a11, a9                  /* a12l b0l, column 24 */
	mula.aa.hh a7, a9                   /* a11h b0h, column 24 */
	mula.aa.ll a7, a5                   /* a11l b1l, column 24 */
	mula.aa.hh a3, a5                   /* a10h b1h, column 24 */
	mula.aa.ll a3, a4                   /* a10l b2l, column 24 */
	mula.aa.hh a6, a4                   /* a9h b2h, column 24 */
	mula.aa.ll a6, a8                   /* a9l b3l, column 24 */
	mula.aa.hh a10, a8                  /* a8h b3h, column 24 */
	mula.aa.ll a10, a12                 /* a8l b4l, column 24 */
	mula.aa.hh a13, a12                 /* a7h b4h, column 24 */
	mula.ad.ll a13, m2                  /* a7l b5l, column 24 */
	mula.dd.hh m1, m2                   /* a6h b5h, column 24 */
	mula.dd.ll m1, m3                   /* a6l b6l, column 24 */
	mula.dd.hh m0, m3                   /* a5h b6h, column 24 */
	mula.da.ll m0, a0                   /* a5l b7l, column 24 */
	l32i a9, a1, 68                     /* a's word 4 */
	mula.aa.hh a9, a0                   /* a4h b7h, column 24 */
	l32i a11, a1, 32                    /* b's word 8 */
	mula.aa.ll a9, a11                  /* a4l b8l, column 24 */
	l32i a5, a1, 64                     /* a's word 3 */
	mula.aa.hh a5, a11                  /* a3h b8h, column 24 */
	l32i a7, a1, 36                     /* b's word 9 */
	mula.aa.ll a5, a7                   /* a3l b9l, column 24 */
	l32i a4, a1, 60                     /* a's word 2 */
	mula.aa.hh a4, a7                   /* a2h b9h, column 24 */
	l32i a3, a1, 40                     /* b's word 10 */
	mula.aa.ll a4, a3                   /* a2l b10l, column 24 */
	l32i a8, a1, 56                     /* a's word 1 */
	mula.aa.hh a8, a3                   /* a1h b10h, column 24 */
	l32i a6, a1, 44                     /* b's word 11 */
	mula.aa.ll a8, a6                   /* a1l b11l, column 24 */
	l32i a12, a1, 52                    /* a's word 0 */
	mula.aa.hh a12, a6                  /* a0h b11h, column 24 */
	l32i a10, a1, 48                    /* b's word 12 */
	mula.aa.ll a12, a10                 /* a0l b12l, column 24 */
	rsr.acclo a14
	s16i a14, a2, 48                    /* digit 24 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a12, a10                 /* a0h b12l, column 25 */
	mula.aa.lh a8, a6                   /* a1l b11h, column 25 */
	mula.aa.hl a8, a6                   /* a1h b11l, column 25 */
	mula.aa.lh a4, a3                   /* a2l b10h, column 25 */
	mula.aa.hl a4, a3                   /* a2h b10l, column 25 */
	mula.aa.lh a5, a7                   /* a3l b9h, column 25 */
	mula.aa.hl a5, a7                   /* a3h b9l, column 25 */
	mula.aa.lh a9, a11                  /* a4l b8h, column 25 */
	mula.aa.hl a9, a11                  /* a4h b8l, column 25 */
	mula.da.lh m0, a0                   /* a5l b7h, column 25 */
	mula.da.hl m0, a0                   /* a5h b7l, column 25 */
	mula.dd.lh m1, m3                   /* a6l b6h, column 25 */
	mula.dd.hl m1, m3                   /* a6h b6l, column 25 */
	mula.ad.lh a13, m2                  /* a7l b5h, column 25 */
	mula.ad.hl a13, m2                  /* a7h b5l, column 25 */
	l32i a12, a1, 84                    /* a's word 8 */
	l32i a10, a1, 16                    /* b's word 4 */
	mula.aa.lh a12, a10                 /* a8l b4h, column 25 */
	mula.aa.hl a12, a10                 /* a8h b4l, column 25 */
	l32i a8, a1, 88                     /* a's word 9 */
	l32i a6, a1, 12                     /* b's word 3 */
	mula.aa.lh a8, a6                   /* a9l b3h, column 25 */
	mula.aa.hl a8, a6                   /* a9h b3l, column 25 */
	l32i a4, a1, 92                     /* a's word 10 */
	l32i a3, a1, 8                      /* b's word 2 */
	mula.aa.lh a4, a3                   /* a10l b2h, column 25 */
	mula.aa.hl a4, a3                   /* a10h b2l, column 25 */
	l32i a5, a1, 96                     /* a's word 11 */
	l32i a7, a1, 4                      /* b's word 1 */
	mula.aa.lh a5, a7                   /* a11l b1h, column 25 */
	mula.aa.hl a5, a7                   /* a11h b1l, column 25 */
	l32i a9, a1, 100                    /* a's word 12 */
	l32i a11, a1, 0                     /* b's word 0 */
	mula.aa.lh a9, a11                  /* a12l b0h, column 25 */
	rsr.acclo a14
	s16i a14, a2, 50                    /* digit 25 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a9, a7                   /* a12l b1l, column 26 */
	mula.aa.hh a5, a7                   /* a11h b1h, column 26 */
	mula.aa.ll a5, a3                   /* a11l b2l, column 26 */
	mula.aa.hh a4, a3                   /* a10h b2h, column 26 */
	mula.aa.ll a4, a6                   /* a10l b3l, column 26 */
	mula.aa.hh a8, a6                   /* a9h b3h, column 26 */
	mula.aa.ll a8, a10                  /* a9l b4l, column 26 */
	mula.aa.hh a12, a10                 /* a8h b4h, column 26 */
	mula.ad.ll a12, m2                  /* a8l b5l, column 26 */
	mula.ad.hh a13, m2                  /* a7h b5h, column 26 */
	mula.ad.ll a13, m3                  /* a7l b6l, column 26 */
	mula.dd.hh m1, m3                   /* a6h b6h, column 26 */
	mula.da.ll m1, a0                   /* a6l b7l, column 26 */
	mula.da.hh m0, a0                   /* a5h b7h, column 26 */
	l32i a11, a1, 32                    /* b's word 8 */
	mula.da.ll m0, a11                  /* a5l b8l, column 26 */
	l32i a7, a1, 68                     /* a's word 4 */
	mula.aa.hh a7, a11                  /* a4h b8h, column 26 */
	l32i a9, a1, 36                     /* b's word 9 */
	mula.aa.ll a7, a9                   /* a4l b9l, column 26 */
	l32i a3, a1, 64                     /* a's word 3 */
	mula.aa.hh a3, a9                   /* a3h b9h, column 26 */
	l32i a5, a1, 40                     /* b's word 10 */
	mula.aa.ll a3, a5                   /* a3l b10l, column 26 */
	l32i a6, a1, 60                     /* a's word 2 */
	mula.aa.hh a6, a5                   /* a2h b10h, column 26 */
	l32i a4, a1, 44                     /* b's word 11 */
	mula.aa.ll a6, a4                   /* a2l b11l, column 26 */
	l32i a10, a1, 56                    /* a's word 1 */
	mula.aa.hh a10, a4                  /* a1h b11h, column 26 */
	l32i a8, a1, 48                     /* b's word 12 */
	mula.aa.ll a10, a8                  /* a1l b12l, column 26 */
	rsr.acclo a14
	s16i a14, a2, 52                    /* digit 26 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a10, a8                  /* a1h b12l, column 27 */
	mula.aa.lh a6, a4                   /* a2l b11h, column 27 */
	mula.aa.hl a6, a4                   /* a2h b11l, column 27 */
	mula.aa.lh a3, a5                   /* a3l b10h, column 27 */
	mula.aa.hl a3, a5                   /* a3h b10l, column 27 */
	mula.aa.lh a7, a9                   /* a4l b9h, column 27 */
	mula.aa.hl a7, a9                   /* a4h b9l, column 27 */
	mula.da.lh m0, a11                  /* a5l b8h, column 27 */
	mula.da.hl m0, a11                  /* a5h b8l, column 27 */
	mula.da.lh m1, a0                   /* a6l b7h, column 27 */
	mula.da.hl m1, a0                   /* a6h b7l, column 27 */
	mula.ad.lh a13, m3                  /* a7l b6h, column 27 */
	mula.ad.hl a13, m3                  /* a7h b6l, column 27 */
	mula.ad.lh a12, m2                  /* a8l b5h, column 27 */
	mula.ad.hl a12, m2                  /* a8h b5l, column 27 */
	l32i a10, a1, 88                    /* a's word 9 */
	l32i a8, a1, 16                     /* b's word 4 */
	mula.aa.lh a10, a8                  /* a9l b4h, column 27 */
	mula.aa.hl a10, a8                  /* a9h b4l, column 27 */
	l32i a6, a1, 92                     /* a's word 10 */
	l32i a4, a1, 12                     /* b's word 3 */
	mula.aa.lh a6, a4                   /* a10l b3h, column 27 */
	mula.aa.hl a6, a4                   /* a10h b3l, column 27 */
	l32i a3, a1, 96                     /* a's word 11 */
	l32i a5, a1, 8                      /* b's word 2 */
	mula.aa.lh a3, a5                   /* a11l b2h, column 27 */
	mula.aa.hl a3, a5                   /* a11h b2l, column 27 */
	l32i a7, a1, 100                    /* a's word 12 */
	l32i a9, a1, 4                      /* b's word 1 */
	mula.aa.lh a7, a9                   /* a12l b1h, column 27 */
	rsr.acclo a14
	s16i a14, a2, 54                    /* digit 27 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a7, a5                   /* a12l b2l, column 28 */
	mula.aa.hh a3, a5                   /* a11h b2h, column 28 */
	mula.aa.ll a3, a4                   /* a11l b3l, column 28 */
	mula.aa.hh a6, a4                   /* a10h b3h, column 28 */
	mula.aa.ll a6, a8                   /* a10l b4l, column 28 */
	mula.aa.hh a10, a8                  /* a9h b4h, column 28 */
	mula.ad.ll a10, m2                  /* a9l b5l, column 28 */
	mula.ad.hh a12, m2                  /* a8h b5h, column 28 */
	mula.ad.ll a12, m3                  /* a8l b6l, column 28 */
	mula.ad.hh a13, m3                  /* a7h b6h, column 28 */
	mula.aa.ll a13, a0                  /* a7l b7l, column 28 */
	mula.da.hh m1, a0                   /* a6h b7h, column 28 */
	mula.da.ll m1, a11                  /* a6l b8l, column 28 */
	mula.da.hh m0, a11                  /* a5h b8h, column 28 */
	l32i a9, a1, 36                     /* b's word 9 */
	mula.da.ll m0, a9                   /* a5l b9l, column 28 */
	l32i a5, a1, 68                     /* a's word 4 */
	mula.aa.hh a5, a9                   /* a4h b9h, column 28 */
	l32i a7, a1, 40                     /* b's word 10 */
	mula.aa.ll a5, a7                   /* a4l b10l, column 28 */
	l32i a4, a1, 64                     /* a's word 3 */
	mula.aa.hh a4, a7                   /* a3h b10h, column 28 */
	l32i a3, a1, 44                     /* b's word 11 */
	mula.aa.ll a4, a3                   /* a3l b11l, column 28 */
	l32i a8, a1, 60                     /* a's word 2 */
	mula.aa.hh a8, a3                   /* a2h b11h, column 28 */
	l32i a6, a1, 48                     /* b's word 12 */
	mula.aa.ll a8, a6                   /* a2l b12l, column 28 */
	rsr.acclo a14
	s16i a14, a2, 56                    /* digit 28 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a8, a6                   /* a2h b12l, column 29 */
	mula.aa.lh a4, a3                   /* a3l b11h, column 29 */
	mula.aa.hl a4, a3                   /* a3h b11l, column 29 */
	mula.aa.lh a5, a7                   /* a4l b10h, column 29 */
	mula.aa.hl a5, a7                   /* a4h b10l, column 29 */
	mula.da.lh m0, a9                   /* a5l b9h, column 29 */
	mula.da.hl m0, a9                   /* a5h b9l, column 29 */
	mula.da.lh m1, a11                  /* a6l b8h, column 29 */
	mula.da.hl m1, a11                  /* a6h b8l, column 29 */
	mula.aa.lh a13, a0                  /* a7l b7h, column 29 */
	mula.aa.hl a13, a0                  /* a7h b7l, column 29 */
	mula.ad.lh a12, m3                  /* a8l b6h, column 29 */
	mula.ad.hl a12, m3                  /* a8h b6l, column 29 */
	mula.ad.lh a10, m2                  /* a9l b5h, column 29 */
	mula.ad.hl a10, m2                  /* a9h b5l, column 29 */
	l32i a8, a1, 92                     /* a's word 10 */
	l32i a6, a1, 16                     /* b's word 4 */
	mula.aa.lh a8, a6                   /* a10l b4h, column 29 */
	mula.aa.hl a8, a6                   /* a10h b4l, column 29 */
	l32i a4, a1, 96                     /* a's word 11 */
	l32i a3, a1, 12                     /* b's word 3 */
	mula.aa.lh a4, a3                   /* a11l b3h, column 29 */
	mula.aa.hl a4, a3                   /* a11h b3l, column 29 */
	l32i a5, a1, 100                    /* a's word 12 */
	l32i a7, a1, 8                      /* b's word 2 */
	mula.aa.lh a5, a7                   /* a12l b2h, column 29 */
	rsr.acclo a14
	s16i a14, a2, 58                    /* digit 29 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a5, a3                   /* a12l b3l, column 30 */
	mula.aa.hh a4, a3                   /* a11h b3h, column 30 */
	mula.aa.ll a4, a6                   /* a11l b4l, column 30 */
	mula.aa.hh a8, a6                   /* a10h b4h, column 30 */
	mula.ad.ll a8, m2                   /* a10l b5l, column 30 */
	mula.ad.hh a10, m2                  /* a9h b5h, column 30 */
	mula.ad.ll a10, m3                  /* a9l b6l, column 30 */
	mula.ad.hh a12, m3                  /* a8h b6h, column 30 */
	mula.aa.ll a12, a0                  /* a8l b7l, column 30 */
	mula.aa.hh a13, a0                  /* a7h b7h, column 30 */
	mula.aa.ll a13, a11                 /* a7l b8l, column 30 */
	mula.da.hh m1, a11                  /* a6h b8h, column 30 */
	mula.da.ll m1, a9                   /* a6l b9l, column 30 */
	mula.da.hh m0, a9                   /* a5h b9h, column 30 */
	l32i a7, a1, 40                     /* b's word 10 */
	mula.da.ll m0, a7                   /* a5l b10l, column 30 */
	l32i a3, a1, 68                     /* a's word 4 */
	mula.aa.hh a3, a7                   /* a4h b10h, column 30 */
	l32i a5, a1, 44                     /* b's word 11 */
	mula.aa.ll a3, a5                   /* a4l b11l, column 30 */
	l32i a6, a1, 64                     /* a's word 3 */
	mula.aa.hh a6, a5                   /* a3h b11h, column 30 */
	l32i a4, a1, 48                     /* b's word 12 */
	mula.aa.ll a6, a4                   /* a3l b12l, column 30 */
	rsr.acclo a14
	s16i a14, a2, 60                    /* digit 30 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a6, a4                   /* a3h b12l, column 31 */
	mula.aa.lh a3, a5                   /* a4l b11h, column 31 */
	mula.aa.hl a3, a5                   /* a4h b11l, column 31 */
	mula.da.lh m0, a7                   /* a5l b10h, column 31 */
	mula.da.hl m0, a7                   /* a5h b10l, column 31 */
	mula.da.lh m1, a9                   /* a6l b9h, column 31 */
	mula.da.hl m1, a9                   /* a6h b9l, column 31 */
	mula.aa.lh a13, a11                 /* a7l b8h, column 31 */
	mula.aa.hl a13, a11                 /* a7h b8l, column 31 */
	mula.aa.lh a12, a0                  /* a8l b7h, column 31 */
	mula.aa.hl a12, a0                  /* a8h b7l, column 31 */
	mula.ad.lh a10, m3                  /* a9l b6h, column 31 */
	mula.ad.hl a10, m3                  /* a9h b6l, column 31 */
	mula.ad.lh a8, m2                   /* a10l b5h, column 31 */
	mula.ad.hl a8, m2                   /* a10h b5l, column 31 */
	l32i a6, a1, 96                     /* a's word 11 */
	l32i a4, a1, 16                     /* b's word 4 */
	mula.aa.lh a6, a4                   /* a11l b4h, column 31 */
	mula.aa.hl a6, a4                   /* a11h b4l, column 31 */
	l32i a3, a1, 100                    /* a's word 12 */
	l32i a5, a1, 12                     /* b's word 3 */
	mula.aa.lh a3, a5                   /* a12l b3h, column 31 */
	rsr.acclo a14
	s16i a14, a2, 62                    /* digit 31 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a3, a4                   /* a12l b4l, column 32 */
	mula.aa.hh a6, a4                   /* a11h b4h, column 32 */
	mula.ad.ll a6, m2                   /* a11l b5l, column 32 */
	mula.ad.hh a8, m2                   /* a10h b5h, column 32 */
	mula.ad.ll a8, m3                   /* a10l b6l, column 32 */
	mula.ad.hh a10, m3                  /* a9h b6h, column 32 */
	mula.aa.ll a10, a0                  /* a9l b7l, column 32 */
	mula.aa.hh a12, a0                  /* a8h b7h, column 32 */
	mula.aa.ll a12, a11                 /* a8l b8l, column 32 */
	mula.aa.hh a13, a11                 /* a7h b8h, column 32 */
	mula.aa.ll a13, a9                  /* a7l b9l, column 32 */
	mula.da.hh m1, a9                   /* a6h b9h, column 32 */
	mula.da.ll m1, a7                   /* a6l b10l, column 32 */
	mula.da.hh m0, a7                   /* a5h b10h, column 32 */
	l32i a5, a1, 44                     /* b's word 11 */
	mula.da.ll m0, a5                   /* a5l b11l, column 32 */
	l32i a4, a1, 68                     /* a's word 4 */
	mula.aa.hh a4, a5                   /* a4h b11h, column 32 */
	l32i a3, a1, 48                     /* b's word 12 */
	mula.aa.ll a4, a3                   /* a4l b12l, column 32 */
	rsr.acclo a14
	s16i a14, a2, 64                    /* digit 32 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a4, a3                   /* a4h b12l, column 33 */
	mula.da.lh m0, a5                   /* a5l b11h, column 33 */
	mula.da.hl m0, a5                   /* a5h b11l, column 33 */
	mula.da.lh m1, a7                   /* a6l b10h, column 33 */
	mula.da.hl m1, a7                   /* a6h b10l, column 33 */
	mula.aa.lh a13, a9                  /* a7l b9h, column 33 */
	mula.aa.hl a13, a9                  /* a7h b9l, column 33 */
	mula.aa.lh a12, a11                 /* a8l b8h, column 33 */
	mula.aa.hl a12, a11                 /* a8h b8l, column 33 */
	mula.aa.lh a10, a0                  /* a9l b7h, column 33 */
	mula.aa.hl a10, a0                  /* a9h b7l, column 33 */
	mula.ad.lh a8, m3                   /* a10l b6h, column 33 */
	mula.ad.hl a8, m3                   /* a10h b6l, column 33 */
	mula.ad.lh a6, m2                   /* a11l b5h, column 33 */
	mula.ad.hl a6, m2                   /* a11h b5l, column 33 */
	l32i a4, a1, 100                    /* a's word 12 */
	l32i a3, a1, 16                     /* b's word 4 */
	mula.aa.lh a4, a3                   /* a12l b4h, column 33 */
	rsr.acclo a14
	s16i a14, a2, 66                    /* digit 33 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m2                   /* a12l b5l, column 34 */
	mula.ad.hh a6, m2                   /* a11h b5h, column 34 */
	mula.ad.ll a6, m3                   /* a11l b6l, column 34 */
	mula.ad.hh a8, m3                   /* a10h b6h, column 34 */
	mula.aa.ll a8, a0                   /* a10l b7l, column 34 */
	mula.aa.hh a10, a0                  /* a9h b7h, column 34 */
	mula.aa.ll a10, a11                 /* a9l b8l, column 34 */
	mula.aa.hh a12, a11                 /* a8h b8h, column 34 */
	mula.aa.ll a12, a9                  /* a8l b9l, column 34 */
	mula.aa.hh a13, a9                  /* a7h b9h, column 34 */
	mula.aa.ll a13, a7                  /* a7l b10l, column 34 */
	mula.da.hh m1, a7                   /* a6h b10h, column 34 */
	mula.da.ll m1, a5                   /* a6l b11l, column 34 */
	mula.da.hh m0, a5                   /* a5h b11h, column 34 */
	l32i a3, a1, 48                     /* b's word 12 */
	mula.da.ll m0, a3                   /* a5l b12l, column 34 */
	rsr.acclo a14
	s16i a14, a2, 68                    /* digit 34 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m0, a3                   /* a5h b12l, column 35 */
	mula.da.lh m1, a5                   /* a6l b11h, column 35 */
	mula.da.hl m1, a5                   /* a6h b11l, column 35 */
	mula.aa.lh a13, a7                  /* a7l b10h, column 35 */
	mula.aa.hl a13, a7                  /* a7h b10l, column 35 */
	mula.aa.lh a12, a9                  /* a8l b9h, column 35 */
	mula.aa.hl a12, a9                  /* a8h b9l, column 35 */
	mula.aa.lh a10, a11                 /* a9l b8h, column 35 */
	mula.aa.hl a10, a11                 /* a9h b8l, column 35 */
	mula.aa.lh a8, a0                   /* a10l b7h, column 35 */
	mula.aa.hl a8, a0                   /* a10h b7l, column 35 */
	mula.ad.lh a6, m3                   /* a11l b6h, column 35 */
	mula.ad.hl a6, m3                   /* a11h b6l, column 35 */
	mula.ad.lh a4, m2                   /* a12l b5h, column 35 */
	rsr.acclo a14
	s16i a14, a2, 70                    /* digit 35 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.ad.ll a4, m3                   /* a12l b6l, column 36 */
	mula.ad.hh a6, m3                   /* a11h b6h, column 36 */
	mula.aa.ll a6, a0                   /* a11l b7l, column 36 */
	mula.aa.hh a8, a0                   /* a10h b7h, column 36 */
	mula.aa.ll a8, a11                  /* a10l b8l, column 36 */
	mula.aa.hh a10, a11                 /* a9h b8h, column 36 */
	mula.aa.ll a10, a9                  /* a9l b9l, column 36 */
	mula.aa.hh a12, a9                  /* a8h b9h, column 36 */
	mula.aa.ll a12, a7                  /* a8l b10l, column 36 */
	mula.aa.hh a13, a7                  /* a7h b10h, column 36 */
	mula.aa.ll a13, a5                  /* a7l b11l, column 36 */
	mula.da.hh m1, a5                   /* a6h b11h, column 36 */
	mula.da.ll m1, a3                   /* a6l b12l, column 36 */
	rsr.acclo a14
	s16i a14, a2, 72                    /* digit 36 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.da.hl m1, a3                   /* a6h b12l, column 37 */
	mula.aa.lh a13, a5                  /* a7l b11h, column 37 */
	mula.aa.hl a13, a5                  /* a7h b11l, column 37 */
	mula.aa.lh a12, a7                  /* a8l b10h, column 37 */
	mula.aa.hl a12, a7                  /* a8h b10l, column 37 */
	mula.aa.lh a10, a9                  /* a9l b9h, column 37 */
	mula.aa.hl a10, a9                  /* a9h b9l, column 37 */
	mula.aa.lh a8, a11                  /* a10l b8h, column 37 */
	mula.aa.hl a8, a11                  /* a10h b8l, column 37 */
	mula.aa.lh a6, a0                   /* a11l b7h, column 37 */
	mula.aa.hl a6, a0                   /* a11h b7l, column 37 */
	mula.ad.lh a4, m3                   /* a12l b6h, column 37 */
	rsr.acclo a14
	s16i a14, a2, 74                    /* digit 37 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a0                   /* a12l b7l, column 38 */
	mula.aa.hh a6, a0                   /* a11h b7h, column 38 */
	mula.aa.ll a6, a11                  /* a11l b8l, column 38 */
	mula.aa.hh a8, a11                  /* a10h b8h, column 38 */
	mula.aa.ll a8, a9                   /* a10l b9l, column 38 */
	mula.aa.hh a10, a9                  /* a9h b9h, column 38 */
	mula.aa.ll a10, a7                  /* a9l b10l, column 38 */
	mula.aa.hh a12, a7                  /* a8h b10h, column 38 */
	mula.aa.ll a12, a5                  /* a8l b11l, column 38 */
	mula.aa.hh a13, a5                  /* a7h b11h, column 38 */
	mula.aa.ll a13, a3                  /* a7l b12l, column 38 */
	rsr.acclo a14
	s16i a14, a2, 76                    /* digit 38 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a13, a3                  /* a7h b12l, column 39 */
	mula.aa.lh a12, a5                  /* a8l b11h, column 39 */
	mula.aa.hl a12, a5                  /* a8h b11l, column 39 */
	mula.aa.lh a10, a7                  /* a9l b10h, column 39 */
	mula.aa.hl a10, a7                  /* a9h b10l, column 39 */
	mula.aa.lh a8, a9                   /* a10l b9h, column 39 */
	mula.aa.hl a8, a9                   /* a10h b9l, column 39 */
	mula.aa.lh a6, a11                  /* a11l b8h, column 39 */
	mula.aa.hl a6, a11                  /* a11h b8l, column 39 */
	mula.aa.lh a4, a0                   /* a12l b7h, column 39 */
	rsr.acclo a14
	s16i a14, a2, 78                    /* digit 39 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a11                  /* a12l b8l, column 40 */
	mula.aa.hh a6, a11                  /* a11h b8h, column 40 */
	mula.aa.ll a6, a9                   /* a11l b9l, column 40 */
	mula.aa.hh a8, a9                   /* a10h b9h, column 40 */
	mula.aa.ll a8, a7                   /* a10l b10l, column 40 */
	mula.aa.hh a10, a7                  /* a9h b10h, column 40 */
	mula.aa.ll a10, a5                  /* a9l b11l, column 40 */
	mula.aa.hh a12, a5                  /* a8h b11h, column 40 */
	mula.aa.ll a12, a3                  /* a8l b12l, column 40 */
	rsr.acclo a14
	s16i a14, a2, 80                    /* digit 40 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a12, a3                  /* a8h b12l, column 41 */
	mula.aa.lh a10, a5                  /* a9l b11h, column 41 */
	mula.aa.hl a10, a5                  /* a9h b11l, column 41 */
	mula.aa.lh a8, a7                   /* a10l b10h, column 41 */
	mula.aa.hl a8, a7                   /* a10h b10l, column 41 */
	mula.aa.lh a6, a9                   /* a11l b9h, column 41 */
	mula.aa.hl a6, a9                   /* a11h b9l, column 41 */
	mula.aa.lh a4, a11                  /* a12l b8h, column 41 */
	rsr.acclo a14
	s16i a14, a2, 82                    /* digit 41 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a9                   /* a12l b9l, column 42 */
	mula.aa.hh a6, a9                   /* a11h b9h, column 42 */
	mula.aa.ll a6, a7                   /* a11l b10l, column 42 */
	mula.aa.hh a8, a7                   /* a10h b10h, column 42 */
	mula.aa.ll a8, a5                   /* a10l b11l, column 42 */
	mula.aa.hh a10, a5                  /* a9h b11h, column 42 */
	mula.aa.ll a10, a3                  /* a9l b12l, column 42 */
	rsr.acclo a14
	s16i a14, a2, 84                    /* digit 42 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a10, a3                  /* a9h b12l, column 43 */
	mula.aa.lh a8, a5                   /* a10l b11h, column 43 */
	mula.aa.hl a8, a5                   /* a10h b11l, column 43 */
	mula.aa.lh a6, a7                   /* a11l b10h, column 43 */
	mula.aa.hl a6, a7                   /* a11h b10l, column 43 */
	mula.aa.lh a4, a9                   /* a12l b9h, column 43 */
	rsr.acclo a14
	s16i a14, a2, 86                    /* digit 43 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a7                   /* a12l b10l, column 44 */
	mula.aa.hh a6, a7                   /* a11h b10h, column 44 */
	mula.aa.ll a6, a5                   /* a11l b11l, column 44 */
	mula.aa.hh a8, a5                   /* a10h b11h, column 44 */
	mula.aa.ll a8, a3                   /* a10l b12l, column 44 */
	rsr.acclo a14
	s16i a14, a2, 88                    /* digit 44 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a8, a3                   /* a10h b12l, column 45 */
	mula.aa.lh a6, a5                   /* a11l b11h, column 45 */
	mula.aa.hl a6, a5                   /* a11h b11l, column 45 */
	mula.aa.lh a4, a7                   /* a12l b10h, column 45 */
	rsr.acclo a14
	s16i a14, a2, 90                    /* digit 45 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.ll a4, a5                   /* a12l b11l, column 46 */
	mula.aa.hh a6, a5                   /* a11h b11h, column 46 */
	mula.aa.ll a6, a3                   /* a11l b12l, column 46 */
	rsr.acclo a14
	s16i a14, a2, 92                    /* digit 46 */
	rsr.acchi a15
	src a14, a15, a14                   /* ACC >> 16, low word */
	srai a15, a15, 16                   /* and its top */
	wsr.acclo a14
	wsr.acchi a15
	mula.aa.hl a6, a3                   /* a11h b12l, column 47 */
	mula.aa.lh a4, a5                   /* a12l b11h, column 47 */
	rsr.acclo a14
	s16i a14, a2, 94                    /* digit 47 */
	l32i a0, a1, 104
#endif
	retw
	.size	ctb_ec_mul12, . - ctb_ec_mul12
	.endm

#endif
