#include "ec_internal.h"

/*
 * Montgomery multiplication, operand-scanning (CIOS): for each limb b[i],
 * t += a * b[i], then t += m * u with u = t[0] * m0i, which makes t[0] zero,
 * then t /= 2^32 (a shift by one limb). Every row runs the same two
 * ctb_ct_mla passes over the public limb count.
 *
 * Bound: with a, b < m, t < 2m before each row, so
 * t + a * b[i] + m * u < 2m + 2 * (2^32 - 1) * m < 2^32 * 2m, and after the
 * shift t < 2m again; t fits in limbs + 1 words with a top word of 0 or 1,
 * and the pre-shift sum in limbs + 2. The final t is a * b / R mod m, or
 * that plus m; one subtraction of m, kept or not by a mask, reduces it.
 */
void
ctb_ec_fe_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t t[CTB_EC_MAX_LIMBS + 2], d[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, i, j;
	uint32_t c, u, borrow, keep;

	for (j = 0; j < n + 2; j++) {
		t[j] = 0;
	}
	for (i = 0; i < n; i++) {
		/* t[n + 1] is 0 here (the previous shift cleared it). The carry
		 * into it is a comparison, not a 64-bit add: lx106 GCC
		 * branches on the carry of a 64-bit add. */
		c = ctb_ct_mla(t, a, n, b[i]);
		t[n] += c;
		t[n + 1] = ctb_ct_lt(t[n], c) & 1;
		u = t[0] * m->m0i;
		c = ctb_ct_mla(t, m->m, n, u);
		t[n] += c;
		t[n + 1] += ctb_ct_lt(t[n], c) & 1;
		for (j = 0; j < n + 1; j++) {
			t[j] = t[j + 1];
		}
		t[n + 1] = 0;
	}
	/* t < 2m: t - m over n limbs borrows unless t[n] = 1 covers it. The
	 * difference is wrong (wrapped) only if t < m, i.e. borrow and t[n] = 0;
	 * then t itself is kept. */
	borrow = ctb_ct_sub(d, t, m->m, n);
	keep = ctb_ct_mask(borrow & (t[n] ^ 1));
	ctb_ct_copy(d, t, n, keep);
	for (j = 0; j < n; j++) {
		r[j] = d[j];
	}
}
