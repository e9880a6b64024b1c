#include "ec_internal.h"

/*
 * Fermat: a^(m - 2) = a^-1 for prime m, and 0 for a = 0 (the identity's Z,
 * which ctb_ec_mul reports). Square-and-multiply from the top bit of the
 * exponent, the multiplication run for every bit and kept by a mask: the
 * exponent m - 2 is public, but read from memory like any limb, and the
 * disassembly audit can only tell that a branch on it leaks nothing if
 * there is none (one multiplication per zero bit more: about 128 for
 * P-256's p, a few per cent of a scalar multiplication). Both P-256's and
 * P-384's p, and both n, end in a limb >= 2, so m - 2 only touches the low
 * limb. P-256's and P-384's p have their own addition chains
 * (fe_inv_p256.c, fe_inv_p384.c); this serves the group orders.
 */
void
ctb_ec_fe_inv_fermat(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t x[CTB_EC_MAX_LIMBS], e[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, j;
	int bit;

	for (j = 0; j < n; j++) {
		e[j] = m->m[j];
		x[j] = m->one[j];
	}
	e[0] -= 2;
	for (bit = (int)(32 * n) - 1; bit >= 0; bit--) {
		ctb_ec_fe_sqr(x, x, m);
		ctb_ec_fe_mul(t, x, a, m);
		ctb_ct_copy(x, t, n, ctb_ct_mask((e[bit >> 5] >> (bit & 31)) & 1));
	}
	for (j = 0; j < n; j++) {
		r[j] = x[j];
	}
}
