#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define SQR(r, a) sqr(r, a, fp)
#define ADD(r, a, b) add(r, a, b, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * Jacobian p plus affine q, 8M + 3S and 7 additions (on these fields a
 * square costs about three quarters of a multiplication and an addition a
 * seventh, so this beats the 7M + 4S form, which needs seven more
 * additions for its doublings):
 *
 *   U2 = x2 Z1^2, S2 = y2 Z1^3, H = U2 - X1, R = S2 - Y1,
 *   X3 = R^2 - H^3 - 2 X1 H^2, Y3 = R (X1 H^2 - X3) - Y1 H^3, Z3 = Z1 H.
 *
 * Not complete. With p = (X1, Y1, Z1) and q = (x2, y2):
 * - p = -q: H = 0, R != 0, Z3 = 0: the identity, which is right;
 * - p = q: H = 0 and R = 0, every output 0: wrong; the returned mask says
 *   so, and the caller (ec_mul.c, at the one step where this can happen)
 *   keeps a doubling instead;
 * - p the identity (Z1 = 0): wrong (the result is the identity). ec_mul.c
 *   never passes it (its accumulator is a nonzero multiple below n);
 *   ec_mul_gen.c does, and keeps q with Z = 1 instead by a mask on Z1;
 *   ec_mul2_vartime.c branches around it.
 * The mask is computed from H and R, never branched on here.
 */
uint32_t
ctb_ec_jpoint_add_affine(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_limb *q,
	const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	ctb_ec_fe_op2 *const mul = fp->mul, *const sub = fp->sub;
	ctb_ec_fe_op1 *const sqr = fp->sqr;
	size_t n = c->limbs;
	const ctb_ec_limb *X1 = p, *Y1 = p + n, *Z1 = p + 2 * n;
	ctb_ec_limb zz[CTB_EC_MAX_LIMBS], h[CTB_EC_MAX_LIMBS], rr[CTB_EC_MAX_LIMBS];
	ctb_ec_limb hh[CTB_EC_MAX_LIMBS], v[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	ctb_ec_limb *X3 = r, *Y3 = r + n, *Z3 = r + 2 * n;
	uint32_t same;

	SQR(zz, Z1);
	MUL(h, q, zz);          /* U2 */
	MUL(zz, zz, Z1);
	MUL(rr, q + n, zz);     /* S2 */
	SUB(h, h, X1);          /* H */
	SUB(rr, rr, Y1);        /* R */
	same = ctb_ec_fe_is_zero(h, n) & ctb_ec_fe_is_zero(rr, n);
	SQR(hh, h);
	MUL(v, X1, hh);         /* X1 H^2 */
	MUL(hh, hh, h);         /* H^3 */
	MUL(t, Y1, hh);         /* Y1 H^3 */
	MUL(Z3, Z1, h);         /* p's last read but t's: r may alias p below */
	SQR(X3, rr);
	SUB(X3, X3, hh);
	SUB(X3, X3, v);
	SUB(X3, X3, v);
	SUB(v, v, X3);
	MUL(Y3, rr, v);
	SUB(Y3, Y3, t);
	return same;
}
