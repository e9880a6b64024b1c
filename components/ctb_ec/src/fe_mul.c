#include "ec_internal.h"

/*
 * A Montgomery multiplication in two steps: the full product (fe_arch.h:
 * assembly where an architecture has it, else fe_prod.c), then the
 * modulus's own reduction (a few shifted additions for P-256's and P-384's
 * p, the generic word-by-word one for a group order). Both are picked by
 * the public modulus description. a, b < m, so t = a * b < m * R, which is
 * what every reduction asks.
 */
void
ctb_ec_fe_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t t[2 * CTB_EC_MAX_LIMBS];

	m->prod(t, a, b);
	m->reduce(r, t, m);
}
