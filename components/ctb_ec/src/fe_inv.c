#include "ec_internal.h"

/* The modulus's own inversion: the constant-time gcd for P-256's and
 * P-384's p (or their addition chains, CONFIG_CTB_EC_INV_FERMAT), Fermat
 * over every bit for the group orders. The pointer is public. */
void
ctb_ec_fe_inv(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	m->inv(r, a, m);
}
