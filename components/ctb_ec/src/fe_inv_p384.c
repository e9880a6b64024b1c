#include "ec_internal.h"

/*
 * a^(p - 2) for P-384's p by a fixed addition chain: 385 squarings and 14
 * multiplications (square-and-multiply over every bit spends 384 of each,
 * masked). x_k is a^(2^k - 1). From the top, p - 2 is
 *
 *   255 ones, 0, 32 ones, 64 zeros, 30 ones, 0, 1
 *
 * (seven words ffffffff, then fffffffe ffffffff 00000000 00000000
 * fffffffd). The chain is public and the same for every a; 0 gives 0.
 */
void
ctb_ec_fe_inv_p384(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	uint32_t x2[12], x3[12], x15[12], x30[12], x32[12], t[12], s[12];

	ctb_ec_fe_sqr(x2, a, m);
	ctb_ec_fe_mul(x2, x2, a, m);            /* x2 */
	ctb_ec_fe_sqr(x3, x2, m);
	ctb_ec_fe_mul(x3, x3, a, m);            /* x3 */
	ctb_ec_fe_sqrn(t, x3, 3, m);
	ctb_ec_fe_mul(t, t, x3, m);             /* x6 */
	ctb_ec_fe_sqrn(x15, t, 6, m);
	ctb_ec_fe_mul(x15, x15, t, m);          /* x12 */
	ctb_ec_fe_sqrn(x15, x15, 3, m);
	ctb_ec_fe_mul(x15, x15, x3, m);         /* x15 */
	ctb_ec_fe_sqrn(x30, x15, 15, m);
	ctb_ec_fe_mul(x30, x30, x15, m);        /* x30 */
	ctb_ec_fe_sqrn(x32, x30, 2, m);
	ctb_ec_fe_mul(x32, x32, x2, m);         /* x32 */
	ctb_ec_fe_sqrn(t, x30, 30, m);
	ctb_ec_fe_mul(t, t, x30, m);            /* x60 */
	ctb_ec_fe_sqrn(s, t, 60, m);
	ctb_ec_fe_mul(s, s, t, m);              /* x120 */
	ctb_ec_fe_sqrn(t, s, 120, m);
	ctb_ec_fe_mul(t, t, s, m);              /* x240 */
	ctb_ec_fe_sqrn(t, t, 15, m);
	ctb_ec_fe_mul(t, t, x15, m);            /* x255 */

	ctb_ec_fe_sqrn(t, t, 33, m);
	ctb_ec_fe_mul(t, t, x32, m);            /* ... fffffffe ffffffff */
	ctb_ec_fe_sqrn(t, t, 94, m);
	ctb_ec_fe_mul(t, t, x30, m);            /* 00000000 00000000 3fffffff */
	ctb_ec_fe_sqrn(t, t, 2, m);
	ctb_ec_fe_mul(r, t, a, m);              /* ... fffffffd */
}
