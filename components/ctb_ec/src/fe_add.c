#include "ec_internal.h"

/* a + b < 2m: n limbs and a carry, then the one masked correction. */
void
ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t s[CTB_EC_MAX_LIMBS];

	ctb_ec_fe_csub(r, s, ctb_ct_add(s, a, b, m->limbs), m);
}
