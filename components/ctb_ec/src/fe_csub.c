#include "ec_internal.h"
#include "fe_arch.h"

/* src/arch/fe_field_*.S (on Xtensa xtensa_fe_csub.S) defines this where
 * fe_arch.h selects it. */
#if !defined(CTB_EC_ASM_FIELD) && !defined(CTB_EC_FE64)   /* or fe64_addsub.c */
/*
 * v = top * 2^(32n) + a < 2m. v - m over n limbs borrows unless top covers
 * it; the difference is right unless v < m, that is, it borrowed and top
 * is 0. Both words of each limb are computed, and the mask picks one: the
 * same instructions and addresses whatever v is (seed 002, section 2: the
 * comparison with m was the branch that leaked scalar 1).
 *
 * The borrow chain is written here rather than called (ctb_ct_sub): this
 * runs after every multiplication and addition, and the call, its loop
 * set-up and a second pointer walk cost a fifth of the function.
 * x - y - b borrows when x < y, or x == y and b: at most one of the two
 * steps below wraps, so b stays 0 or 1.
 */
void
ctb_ec_fe_csub(uint32_t *r, const uint32_t *a, uint32_t top, const ctb_ec_mod *m)
{
	uint32_t d[CTB_EC_MAX_LIMBS];
	const uint32_t *mm = m->m;
	size_t n = m->limbs, j;
	uint32_t b = 0, keep;

	for (j = 0; j < n; j++) {
		uint32_t x = a[j], y = mm[j], t = x - y;

		d[j] = t - b;
		b = (ctb_ct_lt(x, y) | ctb_ct_lt(t, b)) & 1;
	}
	keep = ctb_ct_mask(b & (top ^ 1));
	for (j = 0; j < n; j++) {
		r[j] = ctb_ct_select(keep, a[j], d[j]);
	}
}

#endif
