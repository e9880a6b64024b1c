#include "ec_internal.h"
#include "fe_acc.h"

/*
 * a / 2 mod m: a if a is even, else a + m (m is odd, so the sum is even),
 * then one right shift of the n + 1 word sum. a < m, so (a + m) / 2 < m
 * and the result needs no correction. The parity is secret: it only
 * decides the mask on m's words. The Jacobian doubling halves once where
 * it would otherwise add three times (point_jdouble.c).
 */
void
ctb_ec_fe_half(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t t[CTB_EC_MAX_LIMBS];
	uint32_t mask = 0u - (a[0] & 1u), lo, hi = 0;
	size_t n = m->limbs, j;

	for (j = 0; j < n; j++) {
		lo = hi;
		hi = 0;
		ACC_ADD(a[j]);
		ACC_ADD(ctb_ct_if_else_0(mask, m->m[j]));
		t[j] = lo;
	}
	for (j = 0; j + 1 < n; j++) {
		r[j] = (t[j] >> 1) | (t[j + 1] << 31);
	}
	r[n - 1] = (t[n - 1] >> 1) | (hi << 31);
}
