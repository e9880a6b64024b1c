#include "ec_internal.h"
#include "fe_arch.h"
#include "fe_acc.h"


/* src/arch/fe_field_*.S (on Xtensa xtensa_red_*.S) defines this where
 * fe_arch.h selects it, and
 * fe64_red.c on 64-bit hosts (CTB_EC_FE64). */
#if !defined(CTB_EC_ASM_FIELD) && !defined(CTB_EC_FE64)
/*
 * Montgomery reduction for p = 2^256 - 2^224 + 2^192 + 2^96 - 1.
 *
 * Word-by-word Montgomery adds u_i * p * 2^(32 i) to t for i = 0..7, with
 * u_i the current word i (-p^-1 mod 2^32 is 1), which clears that word.
 * u * p = -u + u 2^96 + u 2^192 - u 2^224 + u 2^256 is shifted words of u
 * and no multiplication, so column j of the sum is
 *
 *   t_j + carry + u_(j-3) + u_(j-6) - u_(j-7) + u_(j-8) - u_j
 *
 * (u_k = 0 outside 0..7). For j < 8, u_j is the column's low word without
 * its own term, which that term then clears: the low word is u_j, the rest
 * is the carry. For j >= 8 the low word is the result's word j - 8. Columns
 * 0..2 have no u term and no carry: u_0..u_2 = t_0..t_2.
 *
 * Bound: t < p * 2^256 and U = sum u_i 2^(32 i) < 2^256, so
 * (t + U p) / 2^256 < 2p: eight words and a top carry of 0 or 1, which the
 * masked correction takes off.
 *
 * Every column runs the same additions whatever the words hold; the u are
 * secret, their positions public.
 */
void
ctb_ec_red_p256(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	uint32_t u0 = t[0], u1 = t[1], u2 = t[2], u3, u4, u5, u6, u7;
	uint32_t x[8];
	uint32_t lo = t[3], hi = 0;

	ACC_ADD(u0);
	u3 = lo; ACC_SHIFT();
	ACC_ADD(t[4]); ACC_ADD(u1);
	u4 = lo; ACC_SHIFT();
	ACC_ADD(t[5]); ACC_ADD(u2);
	u5 = lo; ACC_SHIFT();
	ACC_ADD(t[6]); ACC_ADD(u3); ACC_ADD(u0);
	u6 = lo; ACC_SHIFT();
	ACC_ADD(t[7]); ACC_ADD(u4); ACC_ADD(u1); ACC_SUB(u0);
	u7 = lo; ACC_SHIFT();
	ACC_ADD(t[8]); ACC_ADD(u5); ACC_ADD(u2); ACC_SUB(u1); ACC_ADD(u0);
	x[0] = lo; ACC_SHIFT();
	ACC_ADD(t[9]); ACC_ADD(u6); ACC_ADD(u3); ACC_SUB(u2); ACC_ADD(u1);
	x[1] = lo; ACC_SHIFT();
	ACC_ADD(t[10]); ACC_ADD(u7); ACC_ADD(u4); ACC_SUB(u3); ACC_ADD(u2);
	x[2] = lo; ACC_SHIFT();
	ACC_ADD(t[11]); ACC_ADD(u5); ACC_SUB(u4); ACC_ADD(u3);
	x[3] = lo; ACC_SHIFT();
	ACC_ADD(t[12]); ACC_ADD(u6); ACC_SUB(u5); ACC_ADD(u4);
	x[4] = lo; ACC_SHIFT();
	ACC_ADD(t[13]); ACC_ADD(u7); ACC_SUB(u6); ACC_ADD(u5);
	x[5] = lo; ACC_SHIFT();
	ACC_ADD(t[14]); ACC_SUB(u7); ACC_ADD(u6);
	x[6] = lo; ACC_SHIFT();
	ACC_ADD(t[15]); ACC_ADD(u7);
	x[7] = lo; ACC_SHIFT();
	/* lo is now the top carry, 0 or 1 by the bound above. */
	ctb_ec_fe_csub(r, x, lo, m);
}

#endif
