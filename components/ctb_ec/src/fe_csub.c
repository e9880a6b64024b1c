#include "ec_internal.h"

/*
 * v = top * 2^(32n) + a < 2m. v - m over n limbs borrows unless top covers
 * it; the difference is right unless v < m, that is, it borrowed and top
 * is 0. Both words of each limb are computed, and the mask picks one: the
 * same instructions and addresses whatever v is (seed 002, section 2: the
 * comparison with m was the branch that leaked scalar 1).
 */
void
ctb_ec_fe_csub(uint32_t *r, const uint32_t *a, uint32_t top, const ctb_ec_mod *m)
{
	uint32_t d[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, j;
	uint32_t keep;

	keep = ctb_ct_mask(ctb_ct_sub(d, a, m->m, n) & (top ^ 1));
	for (j = 0; j < n; j++) {
		r[j] = ctb_ct_select(keep, a[j], d[j]);
	}
}
