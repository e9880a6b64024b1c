#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define SQR(r, a) sqr(r, a, fp)
#define ADD(r, a, b) add(r, a, b, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * Renes, Costello, Batina (eprint 2015/1060), Algorithm 6: projective
 * doubling for a = -3, 8M + 3S + 2 mul by b + 21 add/sub. Complete like
 * Algorithm 4 (it is that addition with P = Q, simplified): the identity
 * doubles to the identity with no special case. Numbers are the paper's
 * steps. Step 28 (Y Z) runs first, into t4, so that nothing reads p after
 * step 6: from there X3, Y3, Z3 are r itself, which may alias p, and no
 * copy ends the function (on RV32 the copy was a byte-wise memcpy, some
 * 600 instructions per doubling).
 */
void
ctb_ec_point_double(uint32_t *r, const uint32_t *p, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	/* the modulus's functions, in registers across the calls (not loaded
	 * again for each, nor called through fe_add's and fe_sub's pointer) */
	ctb_ec_fe_op2 *const mul = fp->mul, *const add = fp->add, *const sub = fp->sub;
	ctb_ec_fe_op1 *const sqr = fp->sqr;
	size_t n = c->limbs;
	const uint32_t *X = p, *Y = p + n, *Z = p + 2 * n;
	const uint32_t *b = c->b;
	uint32_t t0[CTB_EC_MAX_LIMBS], t1[CTB_EC_MAX_LIMBS], t2[CTB_EC_MAX_LIMBS];
	uint32_t t3[CTB_EC_MAX_LIMBS], t4[CTB_EC_MAX_LIMBS];
	uint32_t *X3 = r, *Y3 = r + n, *Z3 = r + 2 * n;

	MUL(t4, Y, Z);     /* 28 */
	SQR(t0, X);        /*  1 */
	SQR(t1, Y);        /*  2 */
	SQR(t2, Z);        /*  3 */
	MUL(t3, X, Y);     /*  4 */
	ADD(t3, t3, t3);   /*  5 */
	MUL(Z3, X, Z);     /*  6: p's last read (Z3 may be Z) */
	ADD(Z3, Z3, Z3);   /*  7 */
	MUL(Y3, b, t2);    /*  8 */
	SUB(Y3, Y3, Z3);   /*  9 */
	ADD(X3, Y3, Y3);   /* 10 */
	ADD(Y3, X3, Y3);   /* 11 */
	SUB(X3, t1, Y3);   /* 12 */
	ADD(Y3, t1, Y3);   /* 13 */
	MUL(Y3, X3, Y3);   /* 14 */
	MUL(X3, X3, t3);   /* 15 */
	ADD(t3, t2, t2);   /* 16 */
	ADD(t2, t2, t3);   /* 17 */
	MUL(Z3, b, Z3);    /* 18 */
	SUB(Z3, Z3, t2);   /* 19 */
	SUB(Z3, Z3, t0);   /* 20 */
	ADD(t3, Z3, Z3);   /* 21 */
	ADD(Z3, Z3, t3);   /* 22 */
	ADD(t3, t0, t0);   /* 23 */
	ADD(t0, t3, t0);   /* 24 */
	SUB(t0, t0, t2);   /* 25 */
	MUL(t0, t0, Z3);   /* 26 */
	ADD(Y3, Y3, t0);   /* 27 */
	ADD(t0, t4, t4);   /* 29 */
	MUL(Z3, t0, Z3);   /* 30 */
	SUB(X3, X3, Z3);   /* 31 */
	MUL(Z3, t0, t1);   /* 32 */
	ADD(Z3, Z3, Z3);   /* 33 */
	ADD(Z3, Z3, Z3);   /* 34 */
}
