#include "ec_internal.h"

/* a * R^2 / R = a * R: into Montgomery form. a < m. */
void
ctb_ec_fe_to_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	ctb_ec_fe_mul(r, a, m->r2, m);
}

/* a * 1 / R: out of Montgomery form. */
void
ctb_ec_fe_from_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t one[CTB_EC_MAX_LIMBS];
	size_t j;

	one[0] = 1;
	for (j = 1; j < m->limbs; j++) {
		one[j] = 0;
	}
	ctb_ec_fe_mul(r, a, one, m);
}
