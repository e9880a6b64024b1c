#include "ec_internal.h"

#define QW 5   /* wNAF width for Q: 8 odd multiples, made per call */

/* t[i] = (2i + 1) * P for i < 2^(QW - 2), projective; p is affine x || y
 * in Montgomery form. */
static void
odd_multiples(ctb_ec_limb *t, const ctb_ec_limb *xy, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w3 = 3 * n, i, j;
	ctb_ec_limb p2[3 * CTB_EC_MAX_LIMBS];

	for (j = 0; j < n; j++) {
		t[j] = xy[j];
		t[n + j] = xy[n + j];
		t[2 * n + j] = c->p.one[j];
	}
	ctb_ec_point_double(p2, t, c);
	for (i = 1; i < (1u << (QW - 2)); i++) {
		ctb_ec_point_add(t + i * w3, t + (i - 1) * w3, p2, c);
	}
}

/* acc += digit * P, P's odd multiples in t; digit odd, or 0 for nothing.
 * -P is (X : -Y : Z). */
static void
add_digit(ctb_ec_limb *acc, const ctb_ec_limb *t, int digit, const ctb_ec_curve *c)
{
	size_t n = c->limbs, j;
	ctb_ec_limb neg[3 * CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };
	const ctb_ec_limb *e;

	if (digit == 0) {
		return;
	}
	e = t + 3 * n * (size_t)((digit < 0 ? -digit : digit) >> 1);
	if (digit < 0) {
		for (j = 0; j < 3 * n; j++) {
			neg[j] = e[j];
		}
		ctb_ec_fe_sub(neg + n, zero, e + n, &c->p);
		e = neg;
	}
	ctb_ec_point_add(acc, acc, e, c);
}

/* acc += digit * G, from the table of G's odd multiples (affine): the mixed
 * addition, the affine entry never the identity. */
static void
add_digit_g(ctb_ec_limb *acc, const ctb_ec_gtab *g, int digit, const ctb_ec_curve *c)
{
	size_t n = c->limbs, j;
	ctb_ec_limb neg[2 * CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };
	const ctb_ec_limb *e;

	if (digit == 0) {
		return;
	}
	e = g->odd + 2 * n * (size_t)((digit < 0 ? -digit : digit) >> 1);
	if (digit < 0) {
		for (j = 0; j < n; j++) {
			neg[j] = e[j];
		}
		ctb_ec_fe_sub(neg + n, zero, e + n, &c->p);
		e = neg;
	}
	ctb_ec_point_add_affine(acc, acc, e, c);
}

/*
 * r = u1 * G + u2 * Q (projective, Montgomery form), u1 and u2 plain
 * scalars below n, Q = qxy affine in Montgomery form.
 *
 * VARIABLE TIME, for public inputs only (ECDSA verification): interleaved
 * NAFs of u1 and u2 (Straus-Shamir with windows), one doubling
 * chain for both, an addition only for a nonzero digit, and the doublings
 * skipped while the accumulator is still the identity. Its branches and
 * table addresses follow u1 and u2. The complete formulas make the
 * intermediate P + P and P + (-P) cases right without special code.
 *
 * u1's NAF is as wide as G's table of odd multiples allows (width 7 for 32
 * entries: about L / 8 mixed additions); u2's is width 5 (L / 6 additions)
 * over 8 multiples of Q made here (1 doubling, 7 additions).
 */
void
ctb_ec_mul2_vartime(ctb_ec_limb *r, const ctb_ec_limb *u1, const ctb_ec_limb *u2,
	const ctb_ec_limb *qxy, const ctb_ec_curve *c)
{
	const ctb_ec_gtab *g = ctb_ec_gtab_get(c);
	size_t n = c->limbs, nd = 8 * sizeof(ctb_ec_limb) * n + 8, i, j;
	signed char d1[CTB_EC_MAX_BITS + 8], d2[CTB_EC_MAX_BITS + 8];
	ctb_ec_limb tq[(1u << (QW - 2)) * 3 * CTB_EC_MAX_LIMBS];
	unsigned gw = 2;
	int started = 0;

	while ((1u << (gw - 1)) <= g->odd_count && gw < 8) {   /* 2^(gw - 2) entries */
		gw++;
	}
	for (i = 0; i < nd; i++) {   /* each NAF writes only nbits + its w */
		d1[i] = d2[i] = 0;
	}
	odd_multiples(tq, qxy, c);
	ctb_ec_wnaf(d1, u1, n, gw);
	ctb_ec_wnaf(d2, u2, n, QW);

	for (j = 0; j < 3 * n; j++) {
		r[j] = 0;
	}
	for (j = 0; j < n; j++) {
		r[n + j] = c->p.one[j];
	}
	for (i = nd; i-- > 0;) {
		if (started) {
			ctb_ec_point_double(r, r, c);
		}
		if (d1[i] != 0 || d2[i] != 0) {
			started = 1;
		}
		add_digit_g(r, g, d1[i], c);
		add_digit(r, tq, d2[i], c);
	}
}
