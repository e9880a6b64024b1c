#include "ec_internal.h"

/*
 * a + b < 2m: the sum s (n limbs and a carry c) and s - m in one pass,
 * then the one masked correction: s - m is kept unless it borrowed past
 * the carry (s < m). One loop instead of ctb_ct_add then a second pass
 * for the subtraction: fe_add runs about twice per field multiplication.
 * Carries: x + y + c wraps at most once, x - y - b borrows at most once
 * (see fe_csub.c), so c and b stay 0 or 1.
 */
void
ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t s[CTB_EC_MAX_LIMBS], d[CTB_EC_MAX_LIMBS];
	const uint32_t *mm = m->m;
	size_t n = m->limbs, j;
	uint32_t c = 0, br = 0, keep;

	for (j = 0; j < n; j++) {
		uint32_t x = a[j] + c, y, t;

		c = ctb_ct_lt(x, c) & 1;
		x += b[j];
		c |= ctb_ct_lt(x, b[j]) & 1;
		s[j] = x;
		y = mm[j];
		t = x - y;
		d[j] = t - br;
		br = (ctb_ct_lt(x, y) | ctb_ct_lt(t, br)) & 1;
	}
	keep = ctb_ct_mask(br & (c ^ 1));
	for (j = 0; j < n; j++) {
		r[j] = ctb_ct_select(keep, s[j], d[j]);
	}
}
