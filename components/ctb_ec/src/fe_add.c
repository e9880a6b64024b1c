#include "ec_internal.h"

/*
 * a + b < 2m; the sum is n limbs and a carry. Subtract m once and keep the
 * difference unless it wrapped: it wrapped exactly when the subtraction
 * borrowed and the addition did not carry (sum < m). A mask decides, never
 * a comparison and a branch (seed 002: a branch here leaked scalar 1).
 */
void
ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t s[CTB_EC_MAX_LIMBS], d[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, j;
	uint32_t carry, borrow;

	carry = ctb_ct_add(s, a, b, n);
	borrow = ctb_ct_sub(d, s, m->m, n);
	ctb_ct_copy(d, s, n, ctb_ct_mask(borrow & (carry ^ 1)));
	for (j = 0; j < n; j++) {
		r[j] = d[j];
	}
}
