#include <string.h>

#include "ec_internal.h"

/*
 * x(R) mod n == r, without making R affine: x = X / Z, and x mod n = r
 * means x = r or x = r + n (x < p < 2n), so compare r * Z with X, and
 * (r + n) * Z with X when r + n < p. Both sides are in Montgomery form mod
 * p (r < n < p, so r is a field element). Z = 0 (R the identity) fails.
 */
int
ctb_ec_ecdsa_x_matches(const ctb_ec_limb *R, const ctb_ec_limb *r, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs;
	const ctb_ec_limb *X = R, *Z = R + 2 * n;
	ctb_ec_limb t[CTB_EC_MAX_LIMBS], rn[CTB_EC_MAX_LIMBS], d[CTB_EC_MAX_LIMBS];

	if (ctb_ec_fe_is_zero(Z, n)) {
		return 0;
	}
	ctb_ec_fe_to_mont(t, r, fp);
	ctb_ec_fe_mul(t, t, Z, fp);
	if (memcmp(t, X, n * sizeof(ctb_ec_limb)) == 0) {
		return 1;
	}
	/* r + n < p: no carry out of the top limb, and a borrow from
	 * (r + n) - p. */
	if (ctb_ct_add(rn, r, c->n.m, n) != 0 || ctb_ct_sub(d, rn, fp->m, n) == 0) {
		return 0;
	}
	ctb_ec_fe_to_mont(t, rn, fp);
	ctb_ec_fe_mul(t, t, Z, fp);
	return memcmp(t, X, n * sizeof(ctb_ec_limb)) == 0;
}
