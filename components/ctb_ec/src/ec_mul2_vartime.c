#include <string.h>

#include "ec_internal.h"

/*
 * u1 * G + u2 * Q for ECDSA verification, in Jacobian coordinates
 * (x = X / Z^2, y = Y / Z^3; Z = 0 is the identity).
 *
 * VARIABLE TIME, for public inputs only. Everything here may branch on the
 * points and the scalars: the NAF digits pick the table entry by address,
 * additions run only for nonzero digits, and the formulas below are not
 * complete, so their exceptional cases (an input at infinity, P = Q,
 * P = -Q) are found by comparisons and branched to. That is what buys the
 * speed over the complete projective formulas: verification runs a
 * doubling per bit, and a Jacobian doubling for a = -3 is 4M + 4S
 * against 8M + 3S + 2 mul by b.
 *
 * The doubling and the mixed addition (G's digits) are the constant-time
 * code's own (point_jdouble.c, point_jadd_affine.c), here branched around:
 * measured, the shared doubling (4M + 4S, 8 field additions and a halving,
 * through the modulus's add/sub pointers) beats the dbl-2001-b this file
 * had (3M + 5S, 12 additions through ctb_ec_fe_add, and three copies) by
 * 4-7 % of a verification on every target, and the shared mixed addition
 * (7 field additions against 11) by another 1 %: docs/ec.md, "ECDSA
 * verification". The Jacobian + Jacobian addition for Q's digits is this
 * file's (add-2007-bl with Z3 = 2 Z1 Z2 H, 12M + 4S): nothing shared
 * has it.
 */

#define QW 5   /* wNAF width for Q: 8 odd multiples, made per call */

#define MUL(r, a, b) mul(r, a, b, fp)
#define SQR(r, a) sqr(r, a, fp)
#define ADD(r, a, b) ctb_ec_fe_add(r, a, b, fp)
#define SUB(r, a, b) ctb_ec_fe_sub(r, a, b, fp)

static void
set_point(ctb_ec_limb *r, const ctb_ec_limb *x, const ctb_ec_limb *y, const ctb_ec_limb *z,
	size_t n)
{
	memmove(r, x, n * sizeof(ctb_ec_limb));
	memmove(r + n, y, n * sizeof(ctb_ec_limb));
	memmove(r + 2 * n, z, n * sizeof(ctb_ec_limb));
}

/*
 * r = p + q, the general Jacobian addition, q's Z apart in qz (an entry of
 * Q's table: its X, Y and Z). U1 = X1 Z2^2,
 * U2 = X2 Z1^2, S1 = Y1 Z2^3, S2 = Y2 Z1^3, H = U2 - U1, R = 2 (S2 - S1):
 * H = 0 means x1 = x2, so p = q (R = 0: double) or p = -q (the identity).
 * r may alias p.
 */
static void
jac_add(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_limb *q, const ctb_ec_limb *qz,
	const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	/* in a register across the calls, not loaded again for each */
	ctb_ec_fe_op2 *const mul = fp->mul;
	ctb_ec_fe_op1 *const sqr = fp->sqr;
	size_t n = c->limbs;
	const ctb_ec_limb *X1 = p, *Y1 = p + n, *Z1 = p + 2 * n;
	const ctb_ec_limb *X2 = q, *Y2 = q + n;
	ctb_ec_limb z1z1[CTB_EC_MAX_LIMBS], z2z2[CTB_EC_MAX_LIMBS], u1[CTB_EC_MAX_LIMBS];
	ctb_ec_limb u2[CTB_EC_MAX_LIMBS], s1[CTB_EC_MAX_LIMBS], s2[CTB_EC_MAX_LIMBS];
	ctb_ec_limb h[CTB_EC_MAX_LIMBS], rr[CTB_EC_MAX_LIMBS], i[CTB_EC_MAX_LIMBS];
	ctb_ec_limb j[CTB_EC_MAX_LIMBS], v[CTB_EC_MAX_LIMBS];
	ctb_ec_limb X3[CTB_EC_MAX_LIMBS], Y3[CTB_EC_MAX_LIMBS], Z3[CTB_EC_MAX_LIMBS];

	if (ctb_ec_fe_is_zero(qz, n)) {
		set_point(r, X1, Y1, Z1, n);   /* p + O = p */
		return;
	}
	if (ctb_ec_fe_is_zero(Z1, n)) {
		set_point(r, X2, Y2, qz, n);
		return;
	}
	SQR(z1z1, Z1);
	MUL(u2, X2, z1z1);
	MUL(s2, Y2, Z1);
	MUL(s2, s2, z1z1);
	SQR(z2z2, qz);
	MUL(u1, X1, z2z2);
	MUL(s1, Y1, qz);
	MUL(s1, s1, z2z2);
	SUB(h, u2, u1);
	SUB(rr, s2, s1);
	if (ctb_ec_fe_is_zero(h, n)) {
		if (ctb_ec_fe_is_zero(rr, n)) {
			ctb_ec_jpoint_double(r, p, c);
		} else {
			memset(r + 2 * n, 0, n * sizeof(ctb_ec_limb));
		}
		return;
	}
	ADD(rr, rr, rr);
	ADD(i, h, h);                   /* I = (2H)^2, J = H I, V = U1 I */
	SQR(i, i);
	MUL(j, h, i);
	MUL(v, u1, i);
	SQR(X3, rr);                /* X3 = R^2 - J - 2V */
	SUB(X3, X3, j);
	SUB(X3, X3, v);
	SUB(X3, X3, v);
	SUB(Y3, v, X3);                 /* Y3 = R (V - X3) - 2 S1 J */
	MUL(Y3, rr, Y3);
	MUL(s1, s1, j);
	SUB(Y3, Y3, s1);
	SUB(Y3, Y3, s1);
	MUL(Z3, Z1, qz);                /* Z3 = 2 Z1 Z2 H */
	MUL(Z3, Z3, h);
	ADD(Z3, Z3, Z3);
	set_point(r, X3, Y3, Z3, n);
}

/* t[i] = (2i + 1) Q, Jacobian, i < 2^(QW - 2); q affine. */
static void
odd_multiples(ctb_ec_limb *t, const ctb_ec_limb *q, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w3 = 3 * n, i;
	ctb_ec_limb q2[3 * CTB_EC_MAX_LIMBS];

	set_point(t, q, q + n, c->p.one, n);
	ctb_ec_jpoint_double(q2, t, c);
	for (i = 1; i < (1u << (QW - 2)); i++) {
		jac_add(t + i * w3, q2, t + (i - 1) * w3, t + (i - 1) * w3 + 2 * n, c);
	}
}

/* acc += q, q affine (Z = 1), by the shared mixed addition
 * (point_jadd_affine.c: 8M + 3S as jac_add's, but 7 field additions
 * against 11, and no copies), its exceptions branched on: acc the identity
 * (the sum is q), acc = q (the addition returns all-ones: the sum is 2q).
 * acc = -q needs nothing: its Z3 = Z1 H = 0 is the identity. */
static void
add_affine(ctb_ec_limb *acc, const ctb_ec_limb *q, const ctb_ec_curve *c)
{
	size_t n = c->limbs;

	if (ctb_ec_fe_is_zero(acc + 2 * n, n)) {
		set_point(acc, q, q + n, c->p.one, n);
	} else if (ctb_ec_jpoint_add_affine(acc, acc, q, c) != 0) {
		set_point(acc, q, q + n, c->p.one, n);
		ctb_ec_jpoint_double(acc, acc, c);
	}
}

/* acc += digit * P; P's odd multiples are in t, Jacobian (3n limbs each,
 * jac_add), or affine (2n limbs, Z = 1: add_affine). -P is (X : -Y : Z). */
static void
add_digit(ctb_ec_limb *acc, const ctb_ec_limb *t, int affine, int digit, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w = affine ? 2 * n : 3 * n;
	ctb_ec_limb neg[2 * CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };
	const ctb_ec_limb *e, *z;

	if (digit == 0) {
		return;
	}
	e = t + w * (size_t)((digit < 0 ? -digit : digit) >> 1);
	z = e + 2 * n;   /* a Jacobian entry's Z (-P keeps it) */
	if (digit < 0) {
		memcpy(neg, e, n * sizeof(ctb_ec_limb));
		ctb_ec_fe_sub(neg + n, zero, e + n, &c->p);
		e = neg;
	}
	if (affine) {
		add_affine(acc, e, c);
	} else {
		jac_add(acc, acc, e, z, c);
	}
}

/*
 * r = u1 * G + u2 * Q, Jacobian, Montgomery form; u1, u2 plain, below n;
 * qxy affine, Montgomery form. Interleaved NAFs (Straus-Shamir with
 * windows): one doubling chain for both, skipped while the accumulator is
 * still the identity. u1's NAF is as wide as G's table of odd multiples
 * allows (width 7 for 32 entries, about L / 8 mixed additions); u2's is
 * width 5 over 8 multiples of Q made here (1 doubling, 7 additions).
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
	for (i = nd; i-- > 0;) {
		if (started) {
			ctb_ec_jpoint_double(r, r, c);
		}
		if (d1[i] != 0 || d2[i] != 0) {
			started = 1;
		}
		add_digit(r, g->odd, 1, d1[i], c);
		add_digit(r, tq, 0, d2[i], c);
	}
}
