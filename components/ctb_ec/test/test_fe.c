/*
 * The field functions against a reference that shares none of their code:
 * modular multiplication by double-and-add, bit by bit, with a plain
 * compare-and-subtract (test code: branches are fine here). Montgomery
 * results are checked through R: ref(fe_mul(a, b), R mod m) == ref(a, b),
 * and a reduction's through its input: ref(red(t), R mod m) == t mod m.
 *
 * Operands: 0, 1, 2, m - 1, m - 2, m - 2^32, the top limb alone, and
 * xorshift values below m, on all four moduli (both p and both n), every
 * pairing for the products. The ends of the reductions' range: t = 0 and
 * t = m R - 1, the largest input they accept.
 */
#include <string.h>

#include "ctb_test.h"
#include "../src/ec_internal.h"

#define N CTB_EC_MAX_LIMBS

/* --- The reference ----------------------------------------------------- */

static int
ge(const uint32_t *a, const uint32_t *b, size_t n)
{
	size_t i;

	for (i = n; i-- > 0;) {
		if (a[i] != b[i]) {
			return a[i] > b[i];
		}
	}
	return 1;
}

/* a -= b, returns the borrow */
static uint32_t
sub(uint32_t *a, const uint32_t *b, size_t n)
{
	uint64_t br = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		uint64_t d = (uint64_t)a[i] - b[i] - br;

		a[i] = (uint32_t)d;
		br = (d >> 32) & 1;
	}
	return (uint32_t)br;
}

/* r = a + b mod m, for a, b < m */
static void
ref_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n)
{
	uint64_t c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		c += (uint64_t)a[i] + b[i];
		r[i] = (uint32_t)c;
		c >>= 32;
	}
	if (c || ge(r, m, n)) {
		sub(r, m, n);
	}
}

/* r = a * b mod m, for a, b < m: double-and-add from b's top bit. */
static void
ref_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n)
{
	uint32_t x[N];
	int bit;

	memset(x, 0, sizeof x);
	for (bit = (int)(32 * n) - 1; bit >= 0; bit--) {
		ref_add(x, x, x, m, n);
		if ((b[bit / 32] >> (bit % 32)) & 1) {
			ref_add(x, x, a, m, n);
		}
	}
	memcpy(r, x, n * 4);
}

/* --- Operands ---------------------------------------------------------- */

static uint32_t xs = 0x9e3779b9u;

static uint32_t
next(void)
{
	xs ^= xs << 13;
	xs ^= xs >> 17;
	xs ^= xs << 5;
	return xs;
}

#define KINDS 10

/* Operand k below m. */
static void
operand(uint32_t *a, const ctb_ec_mod *fm, int k)
{
	uint32_t x[N];
	size_t n = fm->limbs, i;

	memset(a, 0, N * 4);
	switch (k) {
	case 0: break;
	case 1: a[0] = 1; break;
	case 2: a[0] = 2; break;
	case 3: memcpy(a, fm->m, n * 4); a[0] -= 1; break;
	case 4: memcpy(a, fm->m, n * 4); a[0] -= 2; break;
	case 5:   /* m - 2^32 */
		memcpy(a, fm->m, n * 4);
		memset(x, 0, sizeof x);
		x[1] = 1;
		sub(a, x, n);
		break;
	case 6: a[n - 1] = 0x80000000u; break;
	default:
		for (i = 0; i < n; i++) {
			a[i] = next();
		}
		if (ge(a, fm->m, n)) {
			sub(a, fm->m, n);   /* every m here exceeds 2^(32n - 1) */
		}
		break;
	}
}

static const ctb_ec_mod *
modulus(int i)
{
	switch (i) {
	case 0: return &ctb_ec_p256.p;
	case 1: return &ctb_ec_p256.n;
	case 2: return &ctb_ec_p384.p;
	default: return &ctb_ec_p384.n;
	}
}

/* --- Tests ------------------------------------------------------------- */

/* fe_mul, fe_sqr, fe_add, fe_sub on every pair of operands. */
static void
arith(void)
{
	uint32_t a[N], b[N], got[N], want[N], t[N];
	int mi, i, j;

	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs;

		for (i = 0; i < KINDS; i++) {
			operand(a, fm, i);
			ctb_ec_fe_sqr(got, a, fm);
			ref_mul(t, got, fm->one, fm->m, n);
			ref_mul(want, a, a, fm->m, n);
			CTB_CHECK_LIMBS("fe_sqr(a) R == a^2", t, want, n);
			for (j = 0; j < KINDS; j++) {
				operand(b, fm, j);
				ctb_ec_fe_mul(got, a, b, fm);
				ref_mul(t, got, fm->one, fm->m, n);
				ref_mul(want, a, b, fm->m, n);
				CTB_CHECK_LIMBS("fe_mul(a, b) R == a b", t, want, n);
				ctb_ec_fe_add(got, a, b, fm);
				ref_add(want, a, b, fm->m, n);
				CTB_CHECK_LIMBS("fe_add", got, want, n);
				/* a - b == want  <=>  want + b == a */
				ctb_ec_fe_sub(got, a, b, fm);
				ref_add(t, got, b, fm->m, n);
				CTB_CHECK_LIMBS("fe_sub(a, b) + b == a", t, a, n);
			}
		}
	}
}

/* The reductions at the ends of their range, and on random t < m R. */
static void
reduce(void)
{
	uint32_t t[2 * N], got[N], want[N], lo[N], hi[N], x[N];
	int mi, k;

	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs, i;

		for (k = 0; k < 6; k++) {
			if (k == 0) {
				memset(t, 0, sizeof t);
			} else if (k == 1) {   /* m R - 1 */
				memset(t, 0xff, n * 4);
				memcpy(t + n, fm->m, n * 4);
				t[n] -= 1;
			} else {               /* random, high half below m */
				operand(hi, fm, KINDS);
				for (i = 0; i < n; i++) {
					t[i] = next();
					t[n + i] = hi[i];
				}
			}
			fm->reduce(got, t, fm);
			/* t mod m = hi R + lo mod m; lo < 2^(32n) < 2m. */
			memcpy(hi, t + n, n * 4);
			memcpy(lo, t, n * 4);
			if (ge(lo, fm->m, n)) {
				sub(lo, fm->m, n);
			}
			ref_mul(x, hi, fm->one, fm->m, n);
			ref_add(want, x, lo, fm->m, n);
			ref_mul(x, got, fm->one, fm->m, n);
			CTB_CHECK_LIMBS("red(t) R == t mod m", x, want, n);
			CTB_CHECK(!ge(got, fm->m, n));
		}
	}
}

/* fe_csub at the ends: a + top 2^(32n) in {0, m - 1, m, 2m - 1}. */
static void
csub(void)
{
	uint32_t a[N], got[N], want[N], zero[N];
	int mi;

	memset(zero, 0, sizeof zero);
	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs;

		ctb_ec_fe_csub(got, zero, 0, fm);
		CTB_CHECK_LIMBS("csub(0)", got, zero, n);
		operand(a, fm, 3);
		ctb_ec_fe_csub(got, a, 0, fm);
		CTB_CHECK_LIMBS("csub(m - 1)", got, a, n);
		ctb_ec_fe_csub(got, fm->m, 0, fm);
		CTB_CHECK_LIMBS("csub(m) == 0", got, zero, n);
		/* 2m - 1 = (m - 1) + m: n limbs of m - 1 + m mod 2^(32n), top 1 */
		memcpy(a, fm->m, n * 4);
		a[0] -= 1;
		memcpy(want, a, n * 4);
		(void)ctb_ct_add(a, a, fm->m, n);
		ctb_ec_fe_csub(got, a, 1, fm);
		CTB_CHECK_LIMBS("csub(2m - 1) == m - 1", got, want, n);
	}
}

/* Each modulus's mul and sqr pointers (RV32's fused P-256 functions,
 * fe_mul and fe_sqr elsewhere) against fe_mul and fe_sqr, whose product and
 * reduction are separate code: every operand kind, and random ones beyond
 * (the fused carries see many more limb patterns), with r aliasing a and b. */
static void
mul_pointers(void)
{
	uint32_t a[N], b[N], got[N], want[N], t[N];
	int mi, i, j;

	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs;

		for (i = 0; i < KINDS + 40; i++) {
			operand(a, fm, i < KINDS ? i : KINDS);
			fm->sqr(got, a, fm);
			ctb_ec_fe_sqr(want, a, fm);
			CTB_CHECK_LIMBS("m->sqr(a) == fe_sqr(a)", got, want, n);
			memcpy(t, a, sizeof t);
			fm->sqr(t, t, fm);
			CTB_CHECK_LIMBS("m->sqr(a) in place", t, want, n);
			for (j = 0; j < KINDS + 4; j++) {
				operand(b, fm, j < KINDS ? j : KINDS);
				fm->mul(got, a, b, fm);
				ctb_ec_fe_mul(want, a, b, fm);
				CTB_CHECK_LIMBS("m->mul(a, b) == fe_mul(a, b)", got, want, n);
				memcpy(t, a, sizeof t);
				fm->mul(t, t, b, fm);
				CTB_CHECK_LIMBS("m->mul, r = a", t, want, n);
				memcpy(t, b, sizeof t);
				fm->mul(t, a, t, fm);
				CTB_CHECK_LIMBS("m->mul, r = b", t, want, n);
			}
		}
	}
}

/* Inversion (the chains for p, Fermat for n): a * inv(a) == 1, and
 * inv(0) == 0. 1 and m - 1 are their own inverses. */
static void
inverse(void)
{
	uint32_t a[N], got[N], t[N], zero[N];
	int mi, k;

	memset(zero, 0, sizeof zero);
	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs;

		ctb_ec_fe_inv(got, zero, fm);
		CTB_CHECK_LIMBS("inv(0) == 0", got, zero, n);
		ctb_ec_fe_inv(got, fm->one, fm);
		CTB_CHECK_LIMBS("inv(1) == 1", got, fm->one, n);
		for (k = 3; k < 9; k++) {
			operand(a, fm, k);
			ctb_ec_fe_inv(got, a, fm);
			ctb_ec_fe_mul(t, got, a, fm);
			CTB_CHECK_LIMBS("a inv(a) == 1", t, fm->one, n);
		}
	}
}

/* Operands for the gcd inversion: kind k below m. 0, 1, 2, m - 1, m - 2,
 * R mod m, the top half zero, every limb all-ones (2^(32n) - 1 - m), the
 * low limbs all-ones and the top one zero, m - 2^32, the top bit alone;
 * xorshift values beyond. */
#define GCD_KINDS 11

static void
gcd_operand(uint32_t *a, const ctb_ec_mod *fm, int k)
{
	size_t n = fm->limbs;

	switch (k) {
	case 0: case 1: case 2: case 3: case 4:
		operand(a, fm, k);
		break;
	case 5: memset(a, 0, N * 4); memcpy(a, fm->one, n * 4); break;
	case 6:
		operand(a, fm, KINDS);
		memset(a + n / 2, 0, (N - n / 2) * 4);
		break;
	case 7:
		memset(a, 0, N * 4);
		memset(a, 0xff, n * 4);
		sub(a, fm->m, n);
		break;
	case 8: memset(a, 0, N * 4); memset(a, 0xff, (n - 1) * 4); break;
	case 9: operand(a, fm, 5); break;
	case 10: operand(a, fm, 6); break;
	default:
		operand(a, fm, KINDS);
		if (k % 3 == 0) {   /* some with a small top limb */
			a[n - 1] >>= 8 * (k % 4);
		}
		break;
	}
}

/* The gcd inversion on every modulus (it takes any odd prime): a inv(a)
 * == 1 (0 for 0), the same as Fermat's (and as the chain for p) on the
 * special operands and some random ones, in place too, and a inv(a) == 1
 * on many random ones. */
static void
inverse_gcd(void)
{
	uint32_t a[N], got[N], want[N], t[N], zero[N];
	int mi, k;

	memset(zero, 0, sizeof zero);
	for (mi = 0; mi < 4; mi++) {
		const ctb_ec_mod *fm = modulus(mi);
		size_t n = fm->limbs;

		for (k = 0; k < GCD_KINDS + 120; k++) {
			gcd_operand(a, fm, k);
			ctb_ec_fe_inv_gcd(got, a, fm);
			ctb_ec_fe_mul(t, got, a, fm);
			CTB_CHECK_LIMBS("a inv_gcd(a) == 1",
				t, ctb_ec_fe_is_zero(a, n) ? zero : fm->one, n);
			CTB_CHECK(!ge(got, fm->m, n));
			if (k >= GCD_KINDS + 8) {
				continue;
			}
			ctb_ec_fe_inv_fermat(want, a, fm);
			CTB_CHECK_LIMBS("inv_gcd(a) == inv_fermat(a)", got, want, n);
			if (mi % 2 == 0) {
				(mi == 0 ? ctb_ec_fe_inv_p256 : ctb_ec_fe_inv_p384)(want, a, fm);
				CTB_CHECK_LIMBS("inv_gcd(a) == the chain's", got, want, n);
			}
			memcpy(t, a, sizeof t);
			ctb_ec_fe_inv_gcd(t, t, fm);
			CTB_CHECK_LIMBS("inv_gcd in place", t, want, n);
		}
	}
}

static const ctb_test tests[] = {
	{ "arith", arith },
	{ "reduce", reduce },
	{ "csub", csub },
	{ "mul_pointers", mul_pointers },
	{ "inverse", inverse },
	{ "inverse_gcd", inverse_gcd },
};

CTB_SUITE(ctb_suite_test_fe, tests);
