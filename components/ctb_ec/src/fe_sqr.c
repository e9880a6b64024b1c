#include "ec_internal.h"

/* fe_mul with a squaring: a square's cross products a[i] * a[j] appear
 * twice, so fe_arch.h's squares compute them once (36 products of 64 for
 * P-256, 78 of 144 for P-384). */
void
ctb_ec_fe_sqr(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t t[2 * CTB_EC_MAX_LIMBS];

	m->square(t, a);
	m->reduce(r, t, m);
}
