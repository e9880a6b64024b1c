#include "ec_internal.h"

/*
 * k * G by a Lim-Lee comb over the precomputed table (ctb_ec_gtab, made by
 * tools/ec_gen_tables.py): the scalar's L bits as 4 * V rows of d bits
 * (V tables, spacing d, L = 4 V d). Column by column, from d - 1 down to 0:
 *
 *   Q = 2Q (not before the first column: Q is still the identity);
 *   for each table t: i = the 4 bits c + d (4 t + j), j = 0..3;
 *     Q = Q + T_t[i], where T_t[i] = sum over j in i of 2^(d (4 t + j)) G.
 *
 * After column 0, Q = sum over all bits b of k_b 2^b G = k G: bit
 * c + d r has been doubled c times and carries 2^(d r) from the table.
 *
 * Constant time: every column and table runs the same doubling, lookup and
 * mixed addition. ctb_ec_table_select reads all 15 entries of T_t and
 * keeps the wanted one by mask; i = 0 (no entry: the identity has no affine form)
 * asks for index -1, which reads them all and keeps none, and the sum
 * computed with that zero point is dropped by a mask (ctb_ct_copy). Bit
 * positions, table offsets and loop bounds are public; k's bits decide
 * masks only.
 *
 * g comes in as an argument, not from ctb_ec_gtab_get here, so that the
 * disassembly audit sees the table's shape loaded from a public pointer.
 *
 * Then, as ctb_ec_mul: one inversion of Z, affine, out of Montgomery form;
 * Z = 0 (k G the identity, never for k in [1, n)) gives the zero mask.
 */
uint32_t
ctb_ec_mul_gen(ctb_ec_limb *r, const uint8_t *k, const ctb_ec_gtab *g, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w2 = 2 * n, nb = c->bytes, d = g->spacing, v = g->tables;
	size_t col, row, bit, t, j;
	ctb_ec_limb Q[3 * CTB_EC_MAX_LIMBS], S[3 * CTB_EC_MAX_LIMBS];
	ctb_ec_limb A[2 * CTB_EC_MAX_LIMBS], zi[CTB_EC_MAX_LIMBS];
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

	for (j = 0; j < n; j++) {
		Q[j] = 0;
		Q[n + j] = c->p.one[j];
		Q[2 * n + j] = 0;
	}
	for (col = d; col-- > 0;) {
		if (col + 1 < d) {   /* public */
			ctb_ec_point_double(Q, Q, c);
		}
		for (t = 0; t < v; t++) {
			uint32_t i = idx[col * v + t];

			ctb_ec_table_select(A, g->comb + t * 15 * w2, 15, w2, i - 1);
			ctb_ec_point_add_affine(S, Q, A, c);
			ctb_ct_copy(Q, S, 3 * n, ~ctb_ct_eq(i, 0));
		}
	}

	nonzero = ~ctb_ec_fe_is_zero(Q + 2 * n, n);
	ctb_ec_fe_inv(zi, Q + 2 * n, &c->p);
	ctb_ec_fe_mul(r, Q, zi, &c->p);
	ctb_ec_fe_mul(r + n, Q + n, zi, &c->p);
	ctb_ec_fe_from_mont(r, r, &c->p);
	ctb_ec_fe_from_mont(r + n, r + n, &c->p);
	return nonzero;
}
