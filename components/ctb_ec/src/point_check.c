#include "ec_internal.h"

/*
 * y^2 == x^3 - 3x + b, in Montgomery form (equal values have equal
 * Montgomery forms, both sides being fully reduced). Called on the peer's
 * point, which is public; written branch-free all the same so that ECDSA can
 * reuse it on anything.
 */
uint32_t
ctb_ec_point_on_curve(const uint32_t *x, const uint32_t *y, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs, j;
	uint32_t lhs[CTB_EC_MAX_LIMBS], rhs[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	uint32_t diff = 0;

	ctb_ec_fe_sqr(lhs, y, fp);
	ctb_ec_fe_sqr(t, x, fp);
	ctb_ec_fe_mul(rhs, t, x, fp);     /* x^3 */
	ctb_ec_fe_add(t, x, x, fp);
	ctb_ec_fe_add(t, t, x, fp);       /* 3x */
	ctb_ec_fe_sub(rhs, rhs, t, fp);
	ctb_ec_fe_add(rhs, rhs, c->b, fp);
	for (j = 0; j < n; j++) {
		diff |= lhs[j] ^ rhs[j];
	}
	return ctb_ct_eq(diff, 0);
}
