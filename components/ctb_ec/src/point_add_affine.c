#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define ADD(r, a, b) add(r, a, b, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * p + q with q affine: Renes, Costello, Batina (eprint 2015/1060), the
 * complete addition for a = -3 (ctb_ec_point_add, their Algorithm 4) with
 * Z2 = 1, which is their Algorithm 5: 11M + 2 mul by b + 23 add/sub, one
 * multiplication and six additions fewer. With Z2 = 1,
 *   Z1 Z2 = Z1,
 *   (Y1 + Z1)(Y2 + Z2) - Y1 Y2 - Z1 Z2 = Y2 Z1 + Y1,
 *   (X1 + Z1)(X2 + Z2) - X1 X2 - Z1 Z2 = X2 Z1 + X1,
 * and the rest is Algorithm 4 unchanged (the numbers are its steps).
 *
 * Complete for every p, the identity and p = +-q included, because
 * (x2 : y2 : 1) is a valid projective form of q. Its one exception is q
 * the identity, which has no affine form: a caller adding "nothing" keeps
 * p by mask. r may alias p (see Xr below). No library path calls it since
 * ctb_ec_mul_gen moved to Jacobian coordinates (ec_mul_gen.c); the tests
 * (test_ecdsa.c) and the audit still read it.
 */
void
ctb_ec_point_add_affine(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_limb *q,
	const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	/* the modulus's functions, in registers across the calls (not loaded
	 * again for each, nor called through fe_add's and fe_sub's pointer) */
	ctb_ec_fe_op2 *const mul = fp->mul, *const add = fp->add, *const sub = fp->sub;
	size_t n = c->limbs;
	const ctb_ec_limb *X1 = p, *Y1 = p + n, *Z1 = p + 2 * n;
	const ctb_ec_limb *X2 = q, *Y2 = q + n;
	const ctb_ec_limb *b = c->b;
	ctb_ec_limb t0[CTB_EC_MAX_LIMBS], t1[CTB_EC_MAX_LIMBS], t2[CTB_EC_MAX_LIMBS];
	ctb_ec_limb t3[CTB_EC_MAX_LIMBS], t4[CTB_EC_MAX_LIMBS];
	ctb_ec_limb X3[CTB_EC_MAX_LIMBS], Y3[CTB_EC_MAX_LIMBS], Z3[CTB_EC_MAX_LIMBS];
	/* the three last steps write r itself: nothing reads p after step 27,
	 * so r may alias p, and no copy ends the function (on RV32 the copy
	 * was a byte-wise memcpy, some 600 instructions) */
	ctb_ec_limb *Xr = r, *Yr = r + n, *Zr = r + 2 * n;

	MUL(t0, X1, X2);   /*  1 */
	MUL(t1, Y1, Y2);   /*  2 */
	ADD(t3, X1, Y1);   /*  4 */
	ADD(t4, X2, Y2);   /*  5 */
	MUL(t3, t3, t4);   /*  6 */
	ADD(t4, t0, t1);   /*  7 */
	SUB(t3, t3, t4);   /*  8 */
	MUL(t4, Y2, Z1);   /*  9-13: t4 = Y2 Z1 + Y1 */
	ADD(t4, t4, Y1);
	MUL(Y3, X2, Z1);   /* 14-18: Y3 = X2 Z1 + X1 */
	ADD(Y3, Y3, X1);
	MUL(Z3, b, Z1);    /* 19, t2 = Z1 */
	SUB(X3, Y3, Z3);   /* 20 */
	ADD(Z3, X3, X3);   /* 21 */
	ADD(X3, X3, Z3);   /* 22 */
	SUB(Z3, t1, X3);   /* 23 */
	ADD(X3, t1, X3);   /* 24 */
	MUL(Y3, b, Y3);    /* 25 */
	ADD(t1, Z1, Z1);   /* 26 */
	ADD(t2, t1, Z1);   /* 27 */
	SUB(Y3, Y3, t2);   /* 28 */
	SUB(Y3, Y3, t0);   /* 29 */
	ADD(t1, Y3, Y3);   /* 30 */
	ADD(Y3, t1, Y3);   /* 31 */
	ADD(t1, t0, t0);   /* 32 */
	ADD(t0, t1, t0);   /* 33 */
	SUB(t0, t0, t2);   /* 34 */
	MUL(t1, t4, Y3);   /* 35 */
	MUL(t2, t0, Y3);   /* 36 */
	MUL(Y3, X3, Z3);   /* 37 */
	ADD(Yr, Y3, t2);   /* 38 */
	MUL(X3, t3, X3);   /* 39 */
	SUB(Xr, X3, t1);   /* 40 */
	MUL(Z3, t4, Z3);   /* 41 */
	MUL(t1, t3, t0);   /* 42 */
	ADD(Zr, Z3, t1);   /* 43 */
}
