#include "ec_internal.h"

/*
 * r = 1 / a mod m (0 for a = 0), Montgomery form in and out, by Bernstein
 * and Yang's constant-time gcd ("Fast constant-time gcd computation and
 * modular inversion", eprint 2019/266): divsteps on (delta, f, g) from
 * (1, m, a R), in batches of 29 whose effect is a 2x2 integer matrix T
 * found from the low 32 bits of f and g alone, then applied to the full
 * f, g (exactly divisible by 2^29) and to d, e (mod m, where the division
 * by 2^29 is made exact by adding a multiple of m). Values are signed
 * 29-bit limbs, the top one carrying the sign.
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
 * 741 divsteps (26 batches, 754), bits = 384 gives 1110 (39 batches,
 * 1131). Extra divsteps once g = 0 leave f and d as they are (g stays 0,
 * the matrix is diag(2^29, 1)). Random inputs need far fewer (about 530 and
 * 800, at most 557 and 829 in 3,000 draws each), so a count a batch or
 * two short of the bound is not something tests can see: the count is the
 * theorem's, not a measurement.
 *
 * Public: the limb count and everything derived from it (the number of
 * 29-bit limbs, of batches, of divsteps in a batch), the modulus m and its
 * inverse mod 2^29 (from m->m0i). Secret: a, f, g, d, e, delta, the
 * matrices, every mask. No branch and no address depends on a secret:
 * each divstep's choices are masks, the loops count public limbs and
 * steps.
 */

#define LB 29                      /* bits per limb, divsteps per batch */
#define LMASK ((1u << LB) - 1)
/* limbs for a value of 32 * limbs bits and its sign */
#define GCD_LIMBS(n) ((n) * 32 / LB + 1)
#define GCD_MAX GCD_LIMBS(CTB_EC_MAX_LIMBS)

/* A batch's transition matrix: 2^29 (f', g') = (u f + v g, q f + r g),
 * |u| + |v| <= 2^29 and |q| + |r| <= 2^29. */
typedef struct gcd_mat {
	int32_t u, v, q, r;
} gcd_mat;

/* s[0 .. ns) = a (n uint32 words, nonnegative) in 29-bit limbs. Which
 * words and shifts depends on the public index only. */
static void
limbs_from_u32(int32_t *s, const uint32_t *a, size_t n, size_t ns)
{
	size_t j;

	for (j = 0; j < ns; j++) {
		size_t w = j * LB / 32, sh = j * LB % 32;
		uint32_t x = 0;

		if (w < n) {
			x = a[w] >> sh;
			if (sh > 32 - LB && w + 1 < n) {
				x |= a[w + 1] << (32 - sh);
			}
		}
		s[j] = (int32_t)(x & LMASK);
	}
}

/* a[0 .. n) = s, ns normalised limbs of a value in [0, 2^(32 n)): the
 * limbs' bits go into a 32-bit buffer, flushed when full. Every branch and
 * shift depends on the count of bits, which is public. (A running count
 * rather than an index k * 32 / 29, which compilers turn into a multiply
 * by a reciprocal: one division fewer per limb.) */
static void
limbs_to_u32(uint32_t *a, const int32_t *s, size_t n, size_t ns)
{
	uint32_t acc = 0;
	unsigned bits = 0;
	size_t j, k = 0;

	for (j = 0; j < ns; j++) {
		uint32_t x = (uint32_t)s[j];

		acc |= x << bits;
		if (bits + LB < 32) {
			bits += LB;
			continue;
		}
		if (k < n) {
			a[k++] = acc;
		}
		acc = x >> (32 - bits);   /* bits >= 3 here */
		bits = bits + LB - 32;
	}
	if (k < n) {
		a[k] = acc;
	}
}

/*
 * 29 divsteps on the low words of f (odd) and g, with eta = -delta;
 * returns the new eta and sets t. A divstep is
 *
 *   delta > 0 and g odd:  (1 - delta, g, (g - f) / 2)     (a swap)
 *   otherwise:            (1 + delta, f, (g + (g & 1) f) / 2)
 *
 * Branch-free: s = (delta > 0), o = (g odd), x = s & o as masks. g gets
 * -f or f (by s) where o; then on a swap f + (g - f) = the old g. The rows
 * of t follow f and g, and f's row doubles instead of g halving, so that
 * after i steps 2^i (f_i, g_i) = t (f_0, g_0): the row norms at most double
 * per step, <= 2^29 after 29. Only bit 0 of g is read, and after i steps
 * the low 32 - i bits of the words are exact, so 32 bits suffice.
 * Not inlined: its eleven words fill a 32-bit core's registers, and inlined
 * into the batch loop GCC spills the loop's counters (Cortex-M4 -O2's
 * then read as secret by the audit).
 */
static __attribute__((noinline)) int32_t
divsteps(int32_t eta, uint32_t f, uint32_t g, gcd_mat *t)
{
	uint32_t u = 1, v = 0, q = 0, r = 1;
	int i;

	for (i = 0; i < LB; i++) {
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
 * A column accumulator: sums of products of 32-bit words, then its low 29
 * bits out and the rest shifted down, as one signed value. On most cores
 * it is an int64_t (a multiply-accumulate: smlal, mul/mulh and sltu, imul).
 * GCC for Xtensa branches on the carry of a 64-bit addition, so there it
 * is lo + 2^29 hi in two 32-bit words: each product's halves are split at
 * bit 29 (mull/mulsh, then shifts), lo starts below 2^29 and takes at most
 * three low halves (below 2^31), hi the high halves. The callers' bounds
 * keep every value below 2^31 in magnitude. (CTB_EC_GCD_SPLIT asks for
 * the split form elsewhere, for the unit tests.)
 */
#define GCD_INLINE static inline __attribute__((always_inline))

#if defined(__XTENSA__) || defined(__xtensa__) || defined(CTB_EC_GCD_SPLIT)
typedef struct gcd_acc {
	int32_t lo, hi;
} gcd_acc;

GCD_INLINE void
acc_set(gcd_acc *a, int32_t v)
{
	a->lo = v & (int32_t)LMASK;
	a->hi = v >> LB;
}

GCD_INLINE void
acc_mac(gcd_acc *a, int32_t x, int32_t y)
{
	int64_t p = (int64_t)x * y;
	uint32_t pl = (uint32_t)p, ph = (uint32_t)((uint64_t)p >> 32);

	a->lo += (int32_t)(pl & LMASK);
	a->hi += (int32_t)((ph << (32 - LB)) | (pl >> LB));
}

/* the low 29 bits; the accumulator becomes its value / 2^29 (floor) */
GCD_INLINE int32_t
acc_shift(gcd_acc *a)
{
	int32_t out = a->lo & (int32_t)LMASK;

	acc_set(a, a->hi + (a->lo >> LB));
	return out;
}

GCD_INLINE int32_t
acc_value(const gcd_acc *a)
{
	return a->lo + a->hi * (1 << LB);
}
#else
typedef struct gcd_acc {
	int64_t v;
} gcd_acc;

GCD_INLINE void
acc_set(gcd_acc *a, int32_t v)
{
	a->v = v;
}

GCD_INLINE void
acc_mac(gcd_acc *a, int32_t x, int32_t y)
{
	a->v += (int64_t)x * y;
}

GCD_INLINE int32_t
acc_shift(gcd_acc *a)
{
	int32_t out = (int32_t)a->v & (int32_t)LMASK;

	a->v >>= LB;
	return out;
}

GCD_INLINE int32_t
acc_value(const gcd_acc *a)
{
	return (int32_t)a->v;
}
#endif

/*
 * (f, g) = t (f, g) / 2^29, exact (column 0 is 0 mod 2^29). Limbs below
 * the top are in [0, 2^29); |f|, |g| < 2^bits (divsteps never grow
 * max(|f|, |g|)). A column's products are at most (|u| + |v|) 2^29 <=
 * 2^58 in magnitude, its carry out at most 2^29 + 1.
 */
static void
update_fg(int32_t *f, int32_t *g, const gcd_mat *t, size_t ns)
{
	gcd_acc cf, cg;
	size_t i;

	acc_set(&cf, 0);
	acc_set(&cg, 0);
	for (i = 0; i < ns; i++) {
		int32_t fi = f[i], gi = g[i];

		acc_mac(&cf, t->u, fi);
		acc_mac(&cf, t->v, gi);
		acc_mac(&cg, t->q, fi);
		acc_mac(&cg, t->r, gi);
		fi = acc_shift(&cf);
		gi = acc_shift(&cg);
		if (i > 0) {
			f[i - 1] = fi;
			g[i - 1] = gi;
		}
	}
	f[ns - 1] = acc_value(&cf);
	g[ns - 1] = acc_value(&cg);
}

/*
 * (d, e) = t (d, e) / 2^29 mod m, for d, e in (-2m, m), results in the
 * same range. A negative d counts as d + m (u m, v m folded into the
 * multiple of m: md starts at u [d < 0] + v [e < 0]), so that the
 * products are below 2^29 m in magnitude; then md drops by k in
 * [0, 2^29), the one value that clears the low 29 bits (k = (u d + v e +
 * md m) / m mod 2^29, minv = m^-1 mod 2^29). The sum lies in (-2^30 m,
 * 2^29 m), so the result in (-2m, m). md is in (-2^30, 2^29], so a
 * column's products lie in (-3 2^58, 2^59] and its carry out in
 * (-3 2^29, 2^30 + 1].
 */
static void
update_de(int32_t *d, int32_t *e, const gcd_mat *t, const int32_t *m, uint32_t minv,
	size_t ns)
{
	int32_t sd = d[ns - 1] >> 31, se = e[ns - 1] >> 31;
	int32_t md = (t->u & sd) + (t->v & se);
	int32_t me = (t->q & sd) + (t->r & se);
	uint32_t ld, le;
	gcd_acc cd, ce;
	size_t i;

	/* the low limb of u d + v e, mod 2^29 (32-bit products suffice) */
	ld = (uint32_t)t->u * (uint32_t)d[0] + (uint32_t)t->v * (uint32_t)e[0];
	le = (uint32_t)t->q * (uint32_t)d[0] + (uint32_t)t->r * (uint32_t)e[0];
	md -= (int32_t)((minv * ld + (uint32_t)md) & LMASK);
	me -= (int32_t)((minv * le + (uint32_t)me) & LMASK);
	acc_set(&cd, 0);
	acc_set(&ce, 0);
	for (i = 0; i < ns; i++) {
		int32_t di = d[i], ei = e[i];

		acc_mac(&cd, t->u, di);
		acc_mac(&cd, t->v, ei);
		acc_mac(&cd, md, m[i]);
		acc_mac(&ce, t->q, di);
		acc_mac(&ce, t->r, ei);
		acc_mac(&ce, me, m[i]);
		di = acc_shift(&cd);
		ei = acc_shift(&ce);
		if (i > 0) {
			d[i - 1] = di;
			e[i - 1] = ei;
		}
	}
	d[ns - 1] = acc_value(&cd);
	e[ns - 1] = acc_value(&ce);
}

/* d = (d xor neg) - neg + (m if that is negative): d negated under the
 * mask neg, then m added under the result's sign, each a full pass with
 * the limbs renormalised. For d in (-m, m) gives [0, m) (neg = 0), or d in
 * (-2m, m) gives (-m, m). */
static void
limbs_neg_add(int32_t *d, int32_t neg, const int32_t *m, size_t ns)
{
	int32_t c = 0, sign;
	size_t i;

	for (i = 0; i + 1 < ns; i++) {
		c += (d[i] ^ neg) - neg;
		d[i] = c & (int32_t)LMASK;
		c >>= LB;
	}
	d[ns - 1] = c + ((d[ns - 1] ^ neg) - neg);
	sign = d[ns - 1] >> 31;
	c = 0;
	for (i = 0; i + 1 < ns; i++) {
		c += d[i] + (m[i] & sign);
		d[i] = c & (int32_t)LMASK;
		c >>= LB;
	}
	d[ns - 1] += c + (m[ns - 1] & sign);
}

void
ctb_ec_fe_inv_gcd(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	int32_t f[GCD_MAX], g[GCD_MAX], d[GCD_MAX], e[GCD_MAX], ms[GCD_MAX];
	uint32_t x[CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, ns = GCD_LIMBS(n), i;
	size_t batches = ((49 * 32 * n + 57) / 17 + LB - 1) / LB;
	uint32_t minv = (0u - m->m0i) & LMASK;   /* m^-1 mod 2^29, public */
	int32_t eta = -1;                        /* delta = 1 */
	gcd_mat t;

	limbs_from_u32(ms, m->m, n, ns);
	limbs_from_u32(f, m->m, n, ns);
	limbs_from_u32(g, a, n, ns);
	for (i = 0; i < ns; i++) {
		d[i] = 0;
		e[i] = 0;
	}
	e[0] = 1;
	for (i = 0; i < batches; i++) {
		eta = divsteps(eta, (uint32_t)f[0] | ((uint32_t)f[1] << LB),
			(uint32_t)g[0] | ((uint32_t)g[1] << LB), &t);
		update_fg(f, g, &t, ns);
		update_de(d, e, &t, ms, minv, ns);
	}
	/* f = +-1 (or m for a = 0, d = 0): (aR)^-1 = d times f's sign. d in
	 * (-2m, m) -> (-m, m) -> negated by the sign -> [0, m). */
	limbs_neg_add(d, 0, ms, ns);
	limbs_neg_add(d, f[ns - 1] >> 31, ms, ns);
	limbs_to_u32(x, d, n, ns);
	m->mul(x, x, m->r2, m);
	m->mul(r, x, m->r2, m);
}
