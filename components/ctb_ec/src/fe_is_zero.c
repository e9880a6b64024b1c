#include "ec_internal.h"

/* An OR of every limb, then one constant-time comparison: no early exit at
 * the first nonzero limb. */
uint32_t
ctb_ec_fe_is_zero(const uint32_t *a, size_t limbs)
{
	uint32_t acc = 0;
	size_t j;

	for (j = 0; j < limbs; j++) {
		acc |= a[j];
	}
	return ctb_ct_eq(acc, 0);
}
