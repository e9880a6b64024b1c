#include "ec_internal.h"

/*
 * k * G by a Lim-Lee comb over the precomputed table (ctb_ec_gtab, made by
 * tools/ec_gen_tables.py), in Jacobian coordinates (x = X / Z^2, y = Y / Z^3,
 * Z = 0 the identity): the scalar's L bits as 4 * V rows of d bits (V
 * tables, spacing d, L = 4 V d). Column by column, from d - 1 down to 0:
 *
 *   Q = 2Q (not before the first column: Q is still the identity);
 *   for each table t: i = the 4 bits c + d (4 t + j), j = 0..3;
 *     Q = Q + T_t[i], where T_t[i] = sum over j in i of 2^(d (4 t + j)) G.
 *
 * After column 0, Q = sum over all bits b of k_b 2^b G = k G: bit
 * c + d r has been doubled c times and carries 2^(d r) from the table.
 *
 * The doubling (ctb_ec_jpoint_double) is right for every Q, the identity
 * included. The mixed addition (ctb_ec_jpoint_add_affine) is not complete;
 * its exceptional cases, and what covers each:
 *
 * (a) Q is the identity (Z = 0: from the start until the first nonzero
 *     index; for k = 1, until the very last addition). The formulas give
 *     the identity again, so the sum is replaced by the entry itself with
 *     Z = 1, by a mask made from Z (ctb_ec_fe_is_zero): Q = a G with a = 0
 *     is the only way to get Z = 0 here, see (c).
 * (b) i = 0, no entry: the identity has no affine form. The lookup asks for
 *     index -1, which reads every entry and keeps none, and the sum made
 *     with that zero point is dropped by a mask.
 * (c) Q = +-T_t[i], both nonzero: cannot happen. Write Q = a G and the
 *     entry e G with integers a, e >= 0. Q holds the bits of the columns
 *     already done, c' > c, each at 2^(c' - c + d r), 1 <= c' - c <= d - 1
 *     (never a multiple of d), and the bits of column c in tables < t, at
 *     2^(d r) with r < 4 t; the entry holds column c's bits in table t, at
 *     2^(d r) with 4 t <= r < 4 t + 4. So a and e are sums of distinct
 *     powers of two with disjoint supports, and a + e <= k / 2^c < n (each
 *     bit b = c' + d r >= c of k counted once, at 2^(b - c)). Q = T means
 *     a = e mod n, so a = e (both < n), which disjoint binary supports allow
 *     only for a = e = 0: cases (a) and (b). Q = -T means a + e = 0 mod n,
 *     so a + e = 0: the same. The same argument shows that a nonzero Q
 *     never has Z = 0 (a doubling's Z3 = 2 Y Z, an addition's Z3 = Z H,
 *     H = 0 only for Q = +-T), so Z = 0 means a = 0 exactly. The mask the
 *     addition returns for Q = T is therefore never set and is not read.
 *     tests/firmware/test_ec_tables.py checks the two inequalities at every
 *     addition of edge scalars; test_ec.c's comb_edges runs them in C.
 *
 * Constant time: every column and table runs the same doubling, lookup
 * over all 15 entries (ctb_ec_table_select), mixed addition and three
 * masked copies; k's bits decide masks only. Bit positions, table offsets
 * and loop bounds are public.
 *
 * g comes in as an argument, not from ctb_ec_gtab_get here, so that the
 * disassembly audit sees the table's shape loaded from a public pointer.
 *
 * Then one inversion of Z, x = X / Z^2, y = Y / Z^3, out of Montgomery
 * form; Z = 0 (k G the identity, never for k in [1, n)) gives the zero
 * mask.
 */
uint32_t
ctb_ec_mul_gen(ctb_ec_limb *r, const uint8_t *k, const ctb_ec_gtab *g, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs, w2 = 2 * n, nb = c->bytes, d = g->spacing, v = g->tables;
	size_t col, row, bit, t, j;
	ctb_ec_limb Q[3 * CTB_EC_MAX_LIMBS], S[3 * CTB_EC_MAX_LIMBS];
	ctb_ec_limb A[2 * CTB_EC_MAX_LIMBS], zi[CTB_EC_MAX_LIMBS], z2[CTB_EC_MAX_LIMBS];
	uint8_t idx[CTB_EC_MAX_BITS / 4];
	uint32_t nonzero;

	/* Every index first, k read once in bit order: bit b = col + d r of
	 * row r = 4 t + j goes to index col * v + t, as its bit j. One loop
	 * with no call in it, its counters public and kept in registers (the
	 * audit follows those more easily than counters spilled around the
	 * calls of the main loop). */
	for (j = 0; j < d * v; j++) {
		idx[j] = 0;
	}
	for (bit = 0, col = 0, row = 0; bit < 8 * nb; bit++) {
		uint32_t b = (k[nb - 1 - bit / 8] >> (bit % 8)) & 1;

		idx[col * v + row / 4] |= (uint8_t)(b << (row % 4));
		if (++col == d) {   /* public */
			col = 0;
			row++;
		}
	}

	for (j = 0; j < 3 * n; j++) {
		Q[j] = 0;   /* the identity: Z = 0 */
	}
	for (col = d; col-- > 0;) {
		if (col + 1 < d) {   /* public */
			ctb_ec_jpoint_double(Q, Q, c);
		}
		for (t = 0; t < v; t++) {
			uint32_t i = idx[col * v + t];
			uint32_t add = ~ctb_ct_eq(i, 0);                  /* (b) */
			uint32_t inf = ctb_ec_fe_is_zero(Q + 2 * n, n);   /* (a) */

			ctb_ec_table_select(A, g->comb + t * 15 * w2, 15, w2, i - 1);
			(void)ctb_ec_jpoint_add_affine(S, Q, A, c);       /* (c): never Q = A */
			ctb_ct_copy(Q, S, 3 * n, add & ~inf);
			ctb_ct_copy(Q, A, w2, add & inf);
			ctb_ct_copy(Q + w2, fp->one, n, add & inf);
		}
	}

	nonzero = ~ctb_ec_fe_is_zero(Q + 2 * n, n);
	ctb_ec_fe_inv(zi, Q + 2 * n, fp);
	fp->sqr(z2, zi, fp);
	fp->mul(r, Q, z2, fp);           /* X / Z^2 */
	fp->mul(z2, z2, zi, fp);
	fp->mul(r + n, Q + n, z2, fp);   /* Y / Z^3 */
	ctb_ec_fe_from_mont(r, r, fp);
	ctb_ec_fe_from_mont(r + n, r + n, fp);
	return nonzero;
}
