#include "ec_internal.h"

/*
 * a^(p - 2) for P-256's p by a fixed addition chain: 255 squarings and 12
 * multiplications, where square-and-multiply over every bit spends 256 of
 * each (its multiplications are masked, not skipped). x_k below is
 * a^(2^k - 1), a run of k one bits. From the top, p - 2 is
 *
 *   32 ones, 31 zeros, 1, 96 zeros, 64 ones, 30 ones, 0, 1
 *
 * (ffffffff 00000001 00000000 00000000 00000000 ffffffff ffffffff
 * fffffffd). The chain is public and the same for every a; 0 gives 0.
 */
void
ctb_ec_fe_inv_p256(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t x2[8], x3[8], x15[8], x30[8], x32[8], t[8];

	m->sqr(x2, a, m);
	m->mul(x2, x2, a, m);            /* x2 */
	m->sqr(x3, x2, m);
	m->mul(x3, x3, a, m);            /* x3 */
	ctb_ec_fe_sqrn(t, x3, 3, m);
	m->mul(t, t, x3, m);             /* x6 */
	ctb_ec_fe_sqrn(x15, t, 6, m);
	m->mul(x15, x15, t, m);          /* x12 */
	ctb_ec_fe_sqrn(x15, x15, 3, m);
	m->mul(x15, x15, x3, m);         /* x15 */
	ctb_ec_fe_sqrn(x30, x15, 15, m);
	m->mul(x30, x30, x15, m);        /* x30 */
	ctb_ec_fe_sqrn(x32, x30, 2, m);
	m->mul(x32, x32, x2, m);         /* x32 */

	ctb_ec_fe_sqrn(t, x32, 32, m);
	m->mul(t, t, a, m);              /* ffffffff 00000001 */
	ctb_ec_fe_sqrn(t, t, 128, m);
	m->mul(t, t, x32, m);            /* ... 00000000 x3 ffffffff */
	ctb_ec_fe_sqrn(t, t, 32, m);
	m->mul(t, t, x32, m);            /* ... ffffffff ffffffff */
	ctb_ec_fe_sqrn(t, t, 30, m);
	m->mul(t, t, x30, m);
	ctb_ec_fe_sqrn(t, t, 2, m);
	m->mul(r, t, a, m);              /* ... fffffffd */
}
