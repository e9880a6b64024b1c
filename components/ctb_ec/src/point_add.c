#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define ADD(r, a, b) add(r, a, b, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * Renes, Costello, Batina, "Complete addition formulas for prime order
 * elliptic curves" (eprint 2015/1060), Algorithm 4: projective addition for
 * a = -3, 12M + 2 mul by b + 29 add/sub. Complete on any curve of odd
 * order: P + Q, P + P, P + O and O + O all come out right, so no branch
 * handles a special case and the identity (0 : 1 : 0) is just another
 * input (seed 002: a window of zero adds it like any other entry).
 * The numbers are the paper's step numbers. r may alias p or q (see Xr
 * below).
 */
void
ctb_ec_point_add(uint32_t *r, const uint32_t *p, const uint32_t *q, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	/* the modulus's functions, in registers across the calls (not loaded
	 * again for each, nor called through fe_add's and fe_sub's pointer) */
	ctb_ec_fe_op2 *const mul = fp->mul, *const add = fp->add, *const sub = fp->sub;
	size_t n = c->limbs;
	const uint32_t *X1 = p, *Y1 = p + n, *Z1 = p + 2 * n;
	const uint32_t *X2 = q, *Y2 = q + n, *Z2 = q + 2 * n;
	const uint32_t *b = c->b;
	uint32_t t0[CTB_EC_MAX_LIMBS], t1[CTB_EC_MAX_LIMBS], t2[CTB_EC_MAX_LIMBS];
	uint32_t t3[CTB_EC_MAX_LIMBS], t4[CTB_EC_MAX_LIMBS];
	uint32_t X3[CTB_EC_MAX_LIMBS], Y3[CTB_EC_MAX_LIMBS], Z3[CTB_EC_MAX_LIMBS];
	/* the three last steps write r itself: nothing reads p or q after
	 * step 15, so r may alias either, and no copy ends the function (on RV32
	 * the copy was a byte-wise memcpy, some 600 instructions) */
	uint32_t *Xr = r, *Yr = r + n, *Zr = r + 2 * n;

	MUL(t0, X1, X2);   /*  1 */
	MUL(t1, Y1, Y2);   /*  2 */
	MUL(t2, Z1, Z2);   /*  3 */
	ADD(t3, X1, Y1);   /*  4 */
	ADD(t4, X2, Y2);   /*  5 */
	MUL(t3, t3, t4);   /*  6 */
	ADD(t4, t0, t1);   /*  7 */
	SUB(t3, t3, t4);   /*  8 */
	ADD(t4, Y1, Z1);   /*  9 */
	ADD(X3, Y2, Z2);   /* 10 */
	MUL(t4, t4, X3);   /* 11 */
	ADD(X3, t1, t2);   /* 12 */
	SUB(t4, t4, X3);   /* 13 */
	ADD(X3, X1, Z1);   /* 14 */
	ADD(Y3, X2, Z2);   /* 15 */
	MUL(X3, X3, Y3);   /* 16 */
	ADD(Y3, t0, t2);   /* 17 */
	SUB(Y3, X3, Y3);   /* 18 */
	MUL(Z3, b, t2);    /* 19 */
	SUB(X3, Y3, Z3);   /* 20 */
	ADD(Z3, X3, X3);   /* 21 */
	ADD(X3, X3, Z3);   /* 22 */
	SUB(Z3, t1, X3);   /* 23 */
	ADD(X3, t1, X3);   /* 24 */
	MUL(Y3, b, Y3);    /* 25 */
	ADD(t1, t2, t2);   /* 26 */
	ADD(t2, t1, t2);   /* 27 */
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
