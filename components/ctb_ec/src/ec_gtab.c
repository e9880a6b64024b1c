#include "ec_internal.h"

/* G's tables for a curve: the generated ec_gtab_p256.c or ec_gtab_p384.c.
 * The curve is public. */
const ctb_ec_gtab *
ctb_ec_gtab_get(const ctb_ec_curve *c)
{
	return c == &ctb_ec_p384 ? &ctb_ec_p384_gtab : &ctb_ec_p256_gtab;
}
