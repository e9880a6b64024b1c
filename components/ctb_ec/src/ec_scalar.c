#include "ec_internal.h"

/*
 * 1 <= k < n, computed over every byte with masks: the borrow of k - n says
 * k < n, an OR of every limb says k != 0. The caller branches once, on the
 * public verdict (seed 002: "compares every byte and branches only on the
 * answer").
 */
uint32_t
ctb_ec_scalar_check(const uint8_t *k, const ctb_ec_curve *c)
{
	uint32_t v[CTB_EC_MAX_LIMBS];
	uint32_t below_n;

	below_n = ctb_ec_fe_decode(v, k, &c->n);
	return below_n & ~ctb_ec_fe_is_zero(v, c->limbs);
}
