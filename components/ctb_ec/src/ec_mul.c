#include "ec_internal.h"

/*
 * x(k * P) by signed odd 5-bit windows in Jacobian coordinates (docs/ec.md,
 * "k * P"):
 *
 * 1. k, in [1, n), is made odd: k if it is, else n - k. (n - k) P = -kP has
 *    the same x, which is all the shared secret needs. The choice is a mask.
 * 2. The odd k is recoded as m = ceil((bits + 1) / 5) digits (52 for P-256,
 *    77 for P-384): d_i = (bits 5i .. 5i + 5 of k, bit 5i forced to 1) - 32
 *    for i < m - 1, odd and in [-31, 31], and d_(m-1) = (k >> 5 (m - 1)) | 1,
 *    odd and positive. Sum d_i 32^i = k: forcing bit 5i to one adds what
 *    digit i - 1's "- 32" took away. No carry runs from digit to digit, so
 *    each digit is read straight from k's bits at a public position.
 * 3. T[j] = (2j + 1) P, j < 16, by co-Z additions of 2P, then brought to
 *    one Z and made affine with one inversion.
 * 4. Q = T[top digit]; for each further digit, top first: five Jacobian
 *    doublings, then Q = Q + sign(d) T[(|d| - 1) / 2] by mixed addition.
 *    The entry is read whole by ctb_ec_table_select and its y negated by
 *    mask: the digit decides masks only.
 * 5. x = X / Z^2: one inversion.
 *
 * The additions are not complete formulas; they need both operands
 * distinct, not opposite, and the accumulator not the identity. Q before
 * the addition of digit i is 32 a P, a = sum over j > i of d_j 32^(j-i-1),
 * and 1 <= a < n / 32 + 1 (the digits after the top one are smaller than
 * 32, so each partial sum keeps the top digit's sign and magnitude order).
 * The proof in docs/ec.md shows that 32 a = +-d_i mod n can only hold at
 * the last digit, and only as 32 a = d_0 mod n, i.e. k = n + 2 d_0 with d_0
 * < 0: k = n - 38 on P-384 (from scalars 38 and n - 38); no scalar on
 * P-256. So the last addition alone also computes 2Q and keeps it by the
 * mask the addition returns when its operands were equal. The opposite
 * case would mean k = 0 mod n, which step 1 excludes.
 */

#define EC_MUL_W 5
#define EC_MUL_ENTRIES 16   /* P, 3P, ..., 31P: 2^(EC_MUL_W - 1) */

#if defined(__GNUC__)
#define EC_MUL_FRAME __attribute__((noinline))
#else
#define EC_MUL_FRAME
#endif

/* Digits of the odd scalar K (n limbs, plain): the window's six bits with
 * bit 0 forced to one; the caller subtracts 32 but from the top digit.
 * i and the limb count are public: they pick the words and the shifts.
 * (addend's index arithmetic drops bit 0, so it would read a cleared bit
 * as set anyway; the | 1 keeps the digit what the recoding says it is.) */
static uint32_t
window(const ctb_ec_limb *K, size_t i, size_t n)
{
	size_t bit = EC_MUL_W * i, j = bit / 32, s = bit % 32;
	uint32_t w = K[j] >> s;

	if (s > 32 - (EC_MUL_W + 1) && j + 1 < n) {
		w |= K[j + 1] << (32 - s);
	}
	return (w & 0x3f) | 1;
}

/*
 * Q's addend for window w (six bits, odd): sign(d) T[(|d| - 1) / 2], d =
 * w - 32. d < 0 when w's bit 5 is clear; then |d| - 1 = 31 - w = ~w & 31,
 * else |d| - 1 = (w & 31) - 1: the index is ((w ^ neg) & 31) >> 1 either
 * way (w is odd). y is negated by mask (p - y, y != 0 on a curve of odd
 * order). The top digit, positive and below 32, comes with bit 5 set.
 * Four arguments, so that every audited ABI passes c in a register.
 */
static void
addend(ctb_ec_limb *s, const ctb_ec_limb *T, uint32_t w, const ctb_ec_curve *c)
{
	size_t n = c->limbs;
	uint32_t neg = ((w >> 5) & 1) - 1;
	ctb_ec_limb t[CTB_EC_MAX_LIMBS];

	ctb_ec_table_select(s, T, EC_MUL_ENTRIES, 2 * n, ((w ^ neg) & 31) >> 1);
	ctb_ct_sub(t, c->p.m, s + n, n);
	ctb_ct_copy(s + n, t, n, neg);
}

/* The table's entries from 3 * n words each to their first 2 * n, upwards
 * (a destination never passes its source). Its own function, no call in
 * its loops: the counters stay in registers, public to the audit. */
static EC_MUL_FRAME void
pack(ctb_ec_limb *T, size_t n)
{
	size_t j, i;

	for (j = 1; j < EC_MUL_ENTRIES; j++) {
		for (i = 0; i < 2 * n; i++) {
			T[j * 2 * n + i] = T[j * 3 * n + i];
		}
	}
}

/*
 * T[0 .. 16) = (2j + 1) P affine (x || y, 2 * limbs words each, Montgomery
 * form), built in T's 16 * 3 * limbs words:
 *
 * D = 2P and P rescaled to D's Z; then T[j] = D + T[j - 1] by co-Z
 * additions, each leaving D at T[j]'s Z for the next and h_j = z_(j+1) /
 * z_j in T[j - 1]'s Z slot (T[j] has Z = z_(j+1)). Entry j is brought to
 * affine by mu_j = (h_(j+1) ... h_15) / z_16 (entry 15's Z, inverted once):
 * x = X mu^2, y = Y mu^3, from entry 15 down. Then the entries are packed
 * to 2 * limbs words each, upwards (a destination never passes its source).
 * Every operation depends on the public limb count only.
 */
void
ctb_ec_mul_table(ctb_ec_limb *T, const ctb_ec_limb *xy, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs, w3 = 3 * n, j, i;
	ctb_ec_limb D[3 * CTB_EC_MAX_LIMBS], mu[CTB_EC_MAX_LIMBS], m2[CTB_EC_MAX_LIMBS];
	ctb_ec_limb m3[CTB_EC_MAX_LIMBS];

	for (i = 0; i < n; i++) {
		T[i] = xy[i];
		T[n + i] = xy[n + i];
		T[2 * n + i] = fp->one[i];
	}
	ctb_ec_jpoint_double(D, T, c);
	/* P = (x, y, 1) to Z = D's: (x Z^2, y Z^3, Z) */
	fp->sqr(m2, D + 2 * n, fp);
	fp->mul(T, T, m2, fp);
	fp->mul(m3, m2, D + 2 * n, fp);
	fp->mul(T + n, T + n, m3, fp);
	for (i = 0; i < n; i++) {
		T[2 * n + i] = D[2 * n + i];
	}
	for (j = 1; j < EC_MUL_ENTRIES; j++) {
		ctb_ec_jpoint_zaddu(T + j * w3, D, T + (j - 1) * w3, c);
	}

	ctb_ec_fe_inv(mu, T + (EC_MUL_ENTRIES - 1) * w3 + 2 * n, fp);
	for (j = EC_MUL_ENTRIES; j-- > 0;) {
		ctb_ec_limb *e = T + j * w3;

		if (j + 1 < EC_MUL_ENTRIES) {   /* public */
			fp->mul(mu, mu, e + 2 * n, fp);
		}
		fp->sqr(m2, mu, fp);
		fp->mul(e, e, m2, fp);
		fp->mul(m3, m2, mu, fp);
		fp->mul(e + n, e + n, m3, fp);
	}
	pack(T, n);
}

/*
 * Steps 1 and 2: dg[0 .. m) = the windows of k or n - k, whichever is odd,
 * the top one (below 32) marked positive by bit 5. Its own frame, so that
 * k's two copies are gone before the main loop's calls stack up (P-256's
 * shared secret stays under 3 KB). The windows are read in a loop with no
 * call in it: its counters stay in registers, public to the audit.
 */
static EC_MUL_FRAME void
digits(uint8_t *dg, const uint8_t *k, const ctb_ec_curve *c)
{
	size_t n = c->limbs, m = (8 * c->bytes + EC_MUL_W) / EC_MUL_W, i;
	ctb_ec_limb K[CTB_EC_MAX_LIMBS], nk[CTB_EC_MAX_LIMBS];

	(void)ctb_ec_fe_decode(K, k, &c->n);
	ctb_ct_sub(nk, c->n.m, K, n);
	ctb_ct_copy(K, nk, n, (K[0] & 1) - 1);
	for (i = 0; i < m; i++) {
		dg[i] = (uint8_t)window(K, i, n);
	}
	dg[m - 1] |= 0x20;
}

uint32_t
ctb_ec_mul_odd(ctb_ec_limb *T, ctb_ec_limb *x, const uint8_t *k, const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs, m = (8 * c->bytes + EC_MUL_W) / EC_MUL_W, i, d;
	ctb_ec_limb Q[3 * CTB_EC_MAX_LIMBS], S[2 * CTB_EC_MAX_LIMBS];
	uint8_t dg[(CTB_EC_MAX_BITS + EC_MUL_W) / EC_MUL_W];
	uint32_t same;

	digits(dg, k, c);
	addend(S, T, dg[m - 1], c);
	for (i = 0; i < n; i++) {
		Q[i] = S[i];
		Q[n + i] = S[n + i];
		Q[2 * n + i] = fp->one[i];
	}
	for (i = m - 1; i-- > 0;) {
		for (d = 0; d < EC_MUL_W; d++) {
			ctb_ec_jpoint_double(Q, Q, c);
		}
		addend(S, T, dg[i], c);
		if (i == 0) {   /* public: the one step that can meet Q = S */
			/* 2Q into T's first words: the table is read for the last time */
			ctb_ec_jpoint_double(T, Q, c);
			same = ctb_ec_jpoint_add_affine(Q, Q, S, c);
			ctb_ct_copy(Q, T, 3 * n, same);
		} else {
			(void)ctb_ec_jpoint_add_affine(Q, Q, S, c);
		}
	}

	/* 5: x = X / Z^2, out of Montgomery form (S is free again) */
	ctb_ec_fe_inv(S, Q + 2 * n, fp);
	fp->sqr(S, S, fp);
	fp->mul(x, Q, S, fp);
	ctb_ec_fe_from_mont(x, x, fp);
	return ~ctb_ec_fe_is_zero(Q + 2 * n, n);
}

/* Each curve's table in a frame of its own size (noinline, so that no
 * compiler merges the two into the larger): P-256's shared secret stays
 * under 3 KB of stack on the 32-bit targets. */
static EC_MUL_FRAME uint32_t
mul8(ctb_ec_limb *x, const uint8_t *k, const ctb_ec_limb *xy, const ctb_ec_curve *c)
{
	ctb_ec_limb T[EC_MUL_ENTRIES * 3 * 8];

	ctb_ec_mul_table(T, xy, c);
	return ctb_ec_mul_odd(T, x, k, c);
}

static EC_MUL_FRAME uint32_t
mul12(ctb_ec_limb *x, const uint8_t *k, const ctb_ec_limb *xy, const ctb_ec_curve *c)
{
	ctb_ec_limb T[EC_MUL_ENTRIES * 3 * 12];

	ctb_ec_mul_table(T, xy, c);
	return ctb_ec_mul_odd(T, x, k, c);
}

/* The limb count is public: it picks the frame, nothing else. */
uint32_t
ctb_ec_mul(ctb_ec_limb *x, const uint8_t *k, const ctb_ec_limb *xy, const ctb_ec_curve *c)
{
	return c->limbs == 8 ? mul8(x, k, xy, c) : mul12(x, k, xy, c);
}
