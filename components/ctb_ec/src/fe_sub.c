#include "ec_internal.h"

/*
 * a - b over n limbs borrows exactly when a < b; then m is added back. The
 * addend is m & mask on every limb, so the same adds run either way, and
 * the mask goes through ctb_ct's value barrier (ctb_ct_if_else_0) so the
 * compiler cannot turn "m or 0" back into a branch (seed 002, section 3).
 */
void
ctb_ec_fe_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t t[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, j;
	uint32_t mask;

	mask = ctb_ct_mask(ctb_ct_sub(r, a, b, n));
	for (j = 0; j < n; j++) {
		t[j] = ctb_ct_if_else_0(mask, m->m[j]);
	}
	/* r + (m or 0) wraps mod 2^(32n) back into [0, m); the carry out is
	 * the borrow's complement and is dropped. */
	(void)ctb_ct_add(r, r, t, n);
}
