#include "ec_internal.h"

#define MUL(r, a, b) mul(r, a, b, fp)
#define SQR(r, a) sqr(r, a, fp)
#define SUB(r, a, b) sub(r, a, b, fp)

/*
 * Co-Z addition (Meloni, "New point addition formulae for ECC
 * applications", WAIFI 2007), 5M + 2S: p and q Jacobian with the same Z.
 *
 *   h = X1 - X2, C = h^2, W1 = X1 C, W2 = X2 C, A1 = Y1 (W1 - W2),
 *   X3 = (Y1 - Y2)^2 - W1 - W2, Y3 = (Y1 - Y2)(W1 - X3) - A1, Z3 = Z h,
 *
 * and p again as (W1, A1, Z3): the same point with r's Z, so that the
 * next co-Z addition can take it. Used for the table of odd multiples,
 * where it adds 2P over and over (ec_mul.c).
 *
 * q's Z word slot receives h = Z3 / Z, the factor by which r's Z exceeds
 * q's: ec_mul.c keeps them to bring every entry to one Z afterwards.
 *
 * Not complete: p = +-q gives h = 0. The caller's operands are distinct
 * small multiples (2P and (2i - 1) P, i <= 15) of a point of prime order
 * n > 62, so that never happens.
 */
void
ctb_ec_jpoint_zaddu(ctb_ec_limb *r, ctb_ec_limb *p, ctb_ec_limb *q, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	ctb_ec_fe_op2 *const mul = fp->mul, *const sub = fp->sub;
	ctb_ec_fe_op1 *const sqr = fp->sqr;
	size_t n = c->limbs, j;
	ctb_ec_limb *X1 = p, *Y1 = p + n, *Z = p + 2 * n;
	ctb_ec_limb *X2 = q, *Y2 = q + n, *H = q + 2 * n;
	ctb_ec_limb cc[CTB_EC_MAX_LIMBS], w2[CTB_EC_MAX_LIMBS], dy[CTB_EC_MAX_LIMBS];
	ctb_ec_limb *X3 = r, *Y3 = r + n, *Z3 = r + 2 * n;

	SUB(H, X1, X2);      /* h, into q's Z: q's Z equals p's, which stays */
	SQR(cc, H);
	MUL(w2, X2, cc);     /* W2 */
	MUL(X1, X1, cc);     /* W1: p's X from here */
	SUB(dy, Y1, Y2);
	SUB(cc, X1, w2);     /* W1 - W2 */
	MUL(Y1, Y1, cc);     /* A1: p's Y from here */
	MUL(Z3, Z, H);
	SQR(X3, dy);
	SUB(X3, X3, X1);
	SUB(X3, X3, w2);
	SUB(cc, X1, X3);
	MUL(Y3, dy, cc);
	SUB(Y3, Y3, Y1);
	for (j = 0; j < n; j++) {
		Z[j] = Z3[j];
	}
}
