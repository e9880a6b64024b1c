#include "ec_internal.h"

/*
 * r = 1 / a mod m (0 for a = 0), Montgomery form in and out, by Bernstein
 * and Yang's constant-time gcd ("Fast constant-time gcd computation and
 * modular inversion", eprint 2019/266): divsteps on (delta, f, g) from
 * (1, m, a R), in batches of 30 whose effect is a 2x2 integer matrix T
 * found from the low 32 bits of f and g alone, then applied to the full
 * f, g (exactly divisible by 2^30) and to d, e (mod m, where the division
 * by 2^30 is made exact by adding a multiple of m).
 *
 * Invariant: d aR = f and e aR = g (mod m), from d = 0, e = 1. When g
 * reaches 0, f = +-gcd(m, aR) = +-1 for a != 0, so (aR)^-1 = +-d; two
 * Montgomery multiplications by R^2 turn (aR)^-1 = a^-1 R^-1 into a^-1 R.
 * For a = 0, g is 0 from the start, d stays 0, and r = 0.
 *
 * Iterations. Theorem 11.2 of the paper: for odd f, any g, real d >= 46
 * with f^2 + 4 g^2 <= 5 * 2^(2d), divstep^n(1, f, g) has g = 0 for every
 * n >= floor((49 d + 57) / 17). Here f = m < 2^bits and 0 <= g < m with
 * bits = 32 limbs, so f^2 + 4 g^2 < 5 * 2^(2 bits), and bits = 256 gives
 * 741 divsteps (25 batches, 750), bits = 384 gives 1110 (37 batches,
 * 1110). Extra divsteps once g = 0 leave f and d as they are (g stays 0,
 * the matrix is diag(2^30, 1)). Random inputs need far fewer (about 530 and
 * 800, at most 560 and 830 in a few thousand draws), so a count a batch or
 * two short of the bound is not something tests can see: the count is the
 * theorem's, not a measurement.
 *
 * Public: the limb count and everything derived from it (the number of
 * 30-bit limbs, of batches, of divsteps in a batch), the modulus m and its
 * inverse mod 2^30 (from m->m0i). Secret: a, f, g, d, e, delta, the
 * matrices, every mask. No branch and no address depends on a secret:
 * each divstep's choices are masks, the loops count public limbs and
 * steps.
 */

#define S30_BITS 30
#define S30_MASK 0x3fffffff
/* signed 30-bit limbs for a value of 32 * limbs bits and its sign */
#define S30_MAX (CTB_EC_MAX_LIMBS * 32 / S30_BITS + 1)

/* A batch's transition matrix: 2^30 (f', g') = (u f + v g, q f + r g),
 * |u| + |v| <= 2^30 and |q| + |r| <= 2^30. */
typedef struct gcd_mat {
	int32_t u, v, q, r;
} gcd_mat;

/* s[0 .. ns) = a (n uint32 limbs, nonnegative) in 30-bit limbs. The shifts
 * and the limb picked depend on the public index only. */
static void
s30_from_u32(int32_t *s, const uint32_t *a, size_t n, size_t ns)
{
	size_t j;

	for (j = 0; j < ns; j++) {
		size_t w = j * S30_BITS / 32, sh = j * S30_BITS % 32;
		uint32_t x = 0;

		if (w < n) {
			x = a[w] >> sh;
			if (sh > 32 - S30_BITS && w + 1 < n) {
				x |= a[w + 1] << (32 - sh);
			}
		}
		s[j] = (int32_t)(x & S30_MASK);
	}
}

/* a[0 .. n) = s (ns normalised 30-bit limbs of a value in [0, 2^(32 n))). */
static void
s30_to_u32(uint32_t *a, const int32_t *s, size_t n, size_t ns)
{
	uint64_t acc = 0;
	unsigned bits = 0;
	size_t j, k = 0;

	for (j = 0; j < ns; j++) {
		acc |= (uint64_t)(uint32_t)s[j] << bits;
		bits += S30_BITS;
		if (bits >= 32 && k < n) {
			a[k++] = (uint32_t)acc;
			acc >>= 32;
			bits -= 32;
		}
	}
	while (k < n) {
		a[k++] = (uint32_t)acc;
		acc >>= 32;
	}
}

/*
 * 30 divsteps on the low words of f (odd) and g, with eta = -delta; returns
 * the new eta and sets t. A divstep is
 *
 *   delta > 0 and g odd:  (1 - delta, g, (g - f) / 2)     (a swap)
 *   otherwise:            (1 + delta, f, (g + (g & 1) f) / 2)
 *
 * Branch-free: s = (delta > 0), o = (g odd), x = s & o as masks. g gets
 * -f or f (by s) where o; then on a swap f + (g - f) = the old g. The rows
 * of t follow f and g, and f's row doubles instead of g halving, so that
 * after i steps 2^i (f_i, g_i) = t (f_0, g_0): the row norms at most double
 * per step, <= 2^30 after 30. Only bit 0 of g is ever read, and after i
 * steps the low 32 - i bits of the words are exact, so 32 bits suffice.
 */
static int32_t
divsteps30(int32_t eta, uint32_t f, uint32_t g, gcd_mat *t)
{
	uint32_t u = 1, v = 0, q = 0, r = 1;
	int i;

	for (i = 0; i < S30_BITS; i++) {
		uint32_t s = (uint32_t)(eta >> 31);
		uint32_t o = 0u - (g & 1);
		uint32_t x = ctb_ct_opaque(s & o);

		g += ((f ^ s) - s) & o;
		q += ((u ^ s) - s) & o;
		r += ((v ^ s) - s) & o;
		f += g & x;
		u += q & x;
		v += r & x;
		g >>= 1;
		u <<= 1;
		v <<= 1;
		/* swap: -(1 - delta) = ~eta; else -(1 + delta) = eta - 1 */
		eta = (int32_t)(((uint32_t)eta ^ x) - 1 - x);
	}
	t->u = (int32_t)u;
	t->v = (int32_t)v;
	t->q = (int32_t)q;
	t->r = (int32_t)r;
	return eta;
}

/*
 * (f, g) = t (f, g) / 2^30, exact. Limbs below the top are in [0, 2^30),
 * |f|, |g| < 2^bits (divsteps never grow max(|f|, |g|)), so each column is
 * below 2^61 in magnitude.
 */
static void
update_fg(int32_t *f, int32_t *g, const gcd_mat *t, size_t ns)
{
	int64_t cf, cg;
	size_t i;

	cf = (int64_t)t->u * f[0] + (int64_t)t->v * g[0];
	cg = (int64_t)t->q * f[0] + (int64_t)t->r * g[0];
	cf >>= S30_BITS;
	cg >>= S30_BITS;
	for (i = 1; i < ns; i++) {
		cf += (int64_t)t->u * f[i] + (int64_t)t->v * g[i];
		cg += (int64_t)t->q * f[i] + (int64_t)t->r * g[i];
		f[i - 1] = (int32_t)cf & S30_MASK;
		g[i - 1] = (int32_t)cg & S30_MASK;
		cf >>= S30_BITS;
		cg >>= S30_BITS;
	}
	f[ns - 1] = (int32_t)cf;
	g[ns - 1] = (int32_t)cg;
}

/*
 * (d, e) = t (d, e) / 2^30 mod m, for d, e in (-2m, m), results in the
 * same range. A negative d counts as d + m (u m, v m folded into the
 * multiple of m: md starts at u [d < 0] + v [e < 0]), so the products
 * are below 2^30 m in magnitude; then md drops by k in [0, 2^30), the one
 * value that clears the low 30 bits (k = (u d + v e + md m) / m mod 2^30,
 * minv = m^-1 mod 2^30). The sum lies in (-2^31 m, 2^30 m), so the result
 * in (-2m, m). |md| < 2^31; each column below 2^62 in magnitude.
 */
static void
update_de(int32_t *d, int32_t *e, const gcd_mat *t, const int32_t *m, uint32_t minv,
	size_t ns)
{
	int32_t sd = d[ns - 1] >> 31, se = e[ns - 1] >> 31;
	int32_t md = (t->u & sd) + (t->v & se);
	int32_t me = (t->q & sd) + (t->r & se);
	int64_t cd, ce;
	size_t i;

	cd = (int64_t)t->u * d[0] + (int64_t)t->v * e[0];
	ce = (int64_t)t->q * d[0] + (int64_t)t->r * e[0];
	md -= (int32_t)((minv * (uint32_t)cd + (uint32_t)md) & S30_MASK);
	me -= (int32_t)((minv * (uint32_t)ce + (uint32_t)me) & S30_MASK);
	cd += (int64_t)md * m[0];
	ce += (int64_t)me * m[0];
	cd >>= S30_BITS;
	ce >>= S30_BITS;
	for (i = 1; i < ns; i++) {
		cd += (int64_t)t->u * d[i] + (int64_t)t->v * e[i] + (int64_t)md * m[i];
		ce += (int64_t)t->q * d[i] + (int64_t)t->r * e[i] + (int64_t)me * m[i];
		d[i - 1] = (int32_t)cd & S30_MASK;
		e[i - 1] = (int32_t)ce & S30_MASK;
		cd >>= S30_BITS;
		ce >>= S30_BITS;
	}
	d[ns - 1] = (int32_t)cd;
	e[ns - 1] = (int32_t)ce;
}

/* d = (d xor neg) - neg + (m if that is negative): d negated under the
 * mask neg, then m added under the result's sign, each a full pass with
 * the limbs renormalised. For d in (-m, m) gives [0, m) (neg = 0), or d in
 * (-2m, m) gives (-m, m). */
static void
s30_neg_add(int32_t *d, int32_t neg, const int32_t *m, size_t ns)
{
	int32_t c = 0, sign;
	size_t i;

	for (i = 0; i < ns; i++) {
		c += (d[i] ^ neg) - neg;
		d[i] = c & S30_MASK;
		c >>= S30_BITS;
	}
	d[ns - 1] += c * (1 << S30_BITS);
	sign = d[ns - 1] >> 31;
	c = 0;
	for (i = 0; i < ns; i++) {
		c += d[i] + (m[i] & sign);
		d[i] = c & S30_MASK;
		c >>= S30_BITS;
	}
	d[ns - 1] += c * (1 << S30_BITS);
}

void
ctb_ec_fe_inv_gcd(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	int32_t f[S30_MAX], g[S30_MAX], d[S30_MAX], e[S30_MAX], ms[S30_MAX];
	uint32_t x[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, ns = n * 32 / S30_BITS + 1, i;
	size_t batches = ((49 * 32 * n + 57) / 17 + S30_BITS - 1) / S30_BITS;
	uint32_t minv = (0u - m->m0i) & S30_MASK;   /* m^-1 mod 2^30, public */
	int32_t eta = -1;                           /* delta = 1 */
	gcd_mat t;

	s30_from_u32(ms, m->m, n, ns);
	s30_from_u32(f, m->m, n, ns);
	s30_from_u32(g, a, n, ns);
	for (i = 0; i < ns; i++) {
		d[i] = 0;
		e[i] = 0;
	}
	e[0] = 1;
	for (i = 0; i < batches; i++) {
		eta = divsteps30(eta, (uint32_t)f[0] | ((uint32_t)f[1] << S30_BITS),
			(uint32_t)g[0] | ((uint32_t)g[1] << S30_BITS), &t);
		update_fg(f, g, &t, ns);
		update_de(d, e, &t, ms, minv, ns);
	}
	/* f = +-1 (or m for a = 0, d = 0): (aR)^-1 = d times f's sign. d in
	 * (-2m, m) -> (-m, m) -> negated by the sign -> [0, m). */
	s30_neg_add(d, 0, ms, ns);
	s30_neg_add(d, f[ns - 1] >> 31, ms, ns);
	s30_to_u32(x, d, n, ns);
	m->mul(x, x, m->r2, m);
	m->mul(r, x, m->r2, m);
}
