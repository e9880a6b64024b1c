#include "ec_internal.h"
#include "fe_arch.h"
#include "fe_acc.h"

/* src/arch/fe_field_*.S (on Xtensa xtensa_red_*.S) defines this where
 * fe_arch.h selects it, and
 * fe64_red.c on 64-bit hosts (CTB_EC_FE64). */
#if !defined(CTB_EC_ASM_FIELD) && !defined(CTB_EC_FE64)
/*
 * Montgomery reduction for p = 2^384 - 2^128 - 2^96 + 2^32 - 1, as
 * fe_red_p256.c does it for P-256: -p^-1 mod 2^32 is 1, so u_i is word i,
 * and u * p = -u + u 2^32 - u 2^96 - u 2^128 + u 2^384 gives column j
 *
 *   t_j + carry + u_(j-1) - u_(j-3) - u_(j-4) + u_(j-12) - u_j
 *
 * (u_k = 0 outside 0..11). For j < 12 the low word is u_j, which its own
 * term clears; for j >= 12 it is the result's word j - 12.
 *
 * Bound: t < p * 2^384 and U < 2^384 give a result below 2p, twelve words
 * and a top carry of 0 or 1 for the masked correction.
 *
 * The loops run over public column numbers; every column's additions run
 * whatever the words hold.
 */
void
ctb_ec_red_p384(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	uint32_t u[12], x[12];
	uint32_t lo, hi = 0;
	size_t j;

	u[0] = t[0];
	lo = t[1];
	ACC_ADD(u[0]);
	u[1] = lo; ACC_SHIFT();
	ACC_ADD(t[2]); ACC_ADD(u[1]);
	u[2] = lo; ACC_SHIFT();
	ACC_ADD(t[3]); ACC_ADD(u[2]); ACC_SUB(u[0]);
	u[3] = lo; ACC_SHIFT();
	for (j = 4; j < 12; j++) {
		ACC_ADD(t[j]); ACC_ADD(u[j - 1]); ACC_SUB(u[j - 3]); ACC_SUB(u[j - 4]);
		u[j] = lo; ACC_SHIFT();
	}
	ACC_ADD(t[12]); ACC_ADD(u[11]); ACC_SUB(u[9]); ACC_SUB(u[8]); ACC_ADD(u[0]);
	x[0] = lo; ACC_SHIFT();
	ACC_ADD(t[13]); ACC_SUB(u[10]); ACC_SUB(u[9]); ACC_ADD(u[1]);
	x[1] = lo; ACC_SHIFT();
	ACC_ADD(t[14]); ACC_SUB(u[11]); ACC_SUB(u[10]); ACC_ADD(u[2]);
	x[2] = lo; ACC_SHIFT();
	ACC_ADD(t[15]); ACC_SUB(u[11]); ACC_ADD(u[3]);
	x[3] = lo; ACC_SHIFT();
	for (j = 16; j < 24; j++) {
		ACC_ADD(t[j]); ACC_ADD(u[j - 12]);
		x[j - 12] = lo; ACC_SHIFT();
	}
	/* lo is the top carry, 0 or 1 by the bound above. */
	ctb_ec_fe_csub(r, x, lo, m);
}

#endif
