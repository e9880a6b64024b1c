#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define SQR(r, a) sqr(r, a, fp)
#define ADD(r, a, b) add(r, a, b, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * Jacobian doubling for a = -3 (x = X / Z^2, y = Y / Z^3), 4M + 4S:
 *
 *   delta = Z^2, G = (2Y)^2 = 4 gamma, B = X G = 4 beta,
 *   alpha = 3 (X - delta)(X + delta)       (3 X^2 + a Z^4 with a = -3)
 *   X3 = alpha^2 - 2B
 *   Y3 = alpha (B - X3) - G^2 / 2           (8 gamma^2 = 16 gamma^2 / 2)
 *   Z3 = 2Y Z
 *
 * Working with 2Y from the start turns the usual four small multiples
 * (4 beta, 8 beta, 8 gamma^2, 2YZ) into one addition and one halving.
 *
 * Correct for every input on a curve of odd prime order: there is no point
 * of order two (y = 0), and the identity (Z = 0, any X, Y) gives Z3 = 0,
 * the identity again. So no input needs a special case, and none is
 * tested: the same twelve field operations run for every point.
 */
void
ctb_ec_jpoint_double(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	ctb_ec_fe_op2 *const mul = fp->mul, *const add = fp->add, *const sub = fp->sub;
	ctb_ec_fe_op1 *const sqr = fp->sqr;
	size_t n = c->limbs;
	const ctb_ec_limb *X = p, *Y = p + n, *Z = p + 2 * n;
	ctb_ec_limb d[CTB_EC_MAX_LIMBS], y2[CTB_EC_MAX_LIMBS], g[CTB_EC_MAX_LIMBS];
	ctb_ec_limb b[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS], al[CTB_EC_MAX_LIMBS];
	ctb_ec_limb *X3 = r, *Y3 = r + n, *Z3 = r + 2 * n;

	SQR(d, Z);           /* delta */
	ADD(y2, Y, Y);       /* 2Y */
	SQR(g, y2);          /* G = 4 Y^2 */
	MUL(b, X, g);        /* B = 4 X Y^2 */
	SUB(t, X, d);
	ADD(al, X, d);
	MUL(t, t, al);       /* X^2 - Z^4 */
	ADD(al, t, t);
	ADD(al, al, t);      /* alpha */
	MUL(Z3, y2, Z);      /* p's last read: r may alias p from here */
	SQR(X3, al);
	SUB(X3, X3, b);
	SUB(X3, X3, b);      /* alpha^2 - 2B */
	SUB(t, b, X3);
	MUL(Y3, al, t);
	SQR(g, g);           /* 16 Y^4 */
	ctb_ec_fe_half(g, g, fp);
	SUB(Y3, Y3, g);
}
