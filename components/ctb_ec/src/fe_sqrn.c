#include "ec_internal.h"

/* k squarings in a row, for the addition chains. k is public (a constant
 * of the chain); r may alias a. */
void
ctb_ec_fe_sqrn(uint32_t *r, const uint32_t *a, unsigned k, const ctb_ec_mod *m)
{
	unsigned i;

	m->sqr(r, a, m);
	for (i = 1; i < k; i++) {
		m->sqr(r, r, m);
	}
}
