#include "ec_internal.h"

/*
 * k * P by 4-bit fixed windows, most significant first (seed 002, section 2):
 *
 *   T[i] = i * P for i in 0..15, with T[0] the identity;
 *   Q = T[top window]; then for each further window w:
 *     Q = 16 * Q (four complete doublings), Q = Q + T[w] (complete addition).
 *
 * Every window runs the same four doublings and one addition, whatever its
 * value (a zero window adds the identity). T[w] is read by ctb_ct_lookup,
 * which reads all sixteen entries and keeps the wanted one by mask: the
 * window's value decides masks only, never a branch or an address. Only
 * the window's position, which is public, picks the byte and the shift.
 *
 * Then one inversion of Z (Fermat, public exponent) makes the result
 * affine. Z = 0 (the identity) gives x = y = 0 and a zero return mask; the
 * caller turns that into its public verdict.
 */
uint32_t
ctb_ec_mul(uint32_t *r, const uint8_t *k, const uint32_t *xy, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w3 = 3 * n, nw = 2 * c->bytes, i, j;
	uint32_t T[16 * 3 * CTB_EC_MAX_LIMBS];
	uint32_t Q[3 * CTB_EC_MAX_LIMBS], S[3 * CTB_EC_MAX_LIMBS];
	uint32_t zi[CTB_EC_MAX_LIMBS], nonzero;

	/* T[0] = (0 : 1 : 0), T[1] = (x : y : 1), T[i] = T[i - 1] + T[1]. */
	for (j = 0; j < n; j++) {
		T[j] = 0;
		T[n + j] = c->p.one[j];
		T[2 * n + j] = 0;
		T[w3 + j] = xy[j];
		T[w3 + n + j] = xy[n + j];
		T[w3 + 2 * n + j] = c->p.one[j];
	}
	for (i = 2; i < 16; i++) {
		ctb_ec_point_add(T + i * w3, T + (i - 1) * w3, T + w3, c);
	}

	for (i = 0; i < nw; i++) {
		/* Window i: the high nibble of byte i / 2 first. */
		uint32_t win = (k[i >> 1] >> (4 * (1 - (i & 1)))) & 0x0f;

		if (i == 0) {   /* public position */
			ctb_ct_lookup(Q, T, 16, w3, win);
			continue;
		}
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ct_lookup(S, T, 16, w3, win);
		ctb_ec_point_add(Q, Q, S, c);
	}

	/* Affine, then out of Montgomery form. */
	nonzero = ~ctb_ec_fe_is_zero(Q + 2 * n, n);
	ctb_ec_fe_inv(zi, Q + 2 * n, &c->p);
	ctb_ec_fe_mul(r, Q, zi, &c->p);
	ctb_ec_fe_mul(r + n, Q + n, zi, &c->p);
	ctb_ec_fe_from_mont(r, r, &c->p);
	ctb_ec_fe_from_mont(r + n, r + n, &c->p);
	return nonzero;
}
