#include "ec_internal.h"

/* Big-endian bytes to limbs; the bytes' length is public. The range check
 * is the borrow of r - m, computed over every limb, never a comparison that
 * stops at the first limb that differs. */
uint32_t
ctb_ec_fe_decode(uint32_t *r, const uint8_t *src, const ctb_ec_mod *m)
{
	uint32_t d[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, j;

	for (j = 0; j < n; j++) {
		const uint8_t *s = src + 4 * (n - 1 - j);

		r[j] = ((uint32_t)s[0] << 24) | ((uint32_t)s[1] << 16)
			| ((uint32_t)s[2] << 8) | (uint32_t)s[3];
	}
	return ctb_ct_mask(ctb_ct_sub(d, r, m->m, n));
}

void
ctb_ec_fe_encode(uint8_t *dst, const uint32_t *a, size_t limbs)
{
	size_t j;

	for (j = 0; j < limbs; j++) {
		uint8_t *d = dst + 4 * (limbs - 1 - j);

		d[0] = (uint8_t)(a[j] >> 24);
		d[1] = (uint8_t)(a[j] >> 16);
		d[2] = (uint8_t)(a[j] >> 8);
		d[3] = (uint8_t)a[j];
	}
}
