/*
 * fe_arch.h's products against a reference that shares nothing with them:
 * schoolbook on 16-bit digits in 32-bit accumulators, column by column.
 * Operands: edges (0, 1, all-ones, the top limb alone, alternating bits)
 * and xorshift values, every pairing, for mul and sqr at 8 and 12 limbs.
 * Whatever path the build picked (asm or C), it must agree.
 */
#include <string.h>

#include "ctb_test.h"
#include "../src/fe_arch.h"

#define MAXN 12

/* r[0 .. 2n) = a * b through 16-bit digits. Test only: not constant time
 * in spirit (nobody cares here), plain C. */
static void
ref_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint16_t x[2 * MAXN], y[2 * MAXN];
	uint32_t col[4 * MAXN + 1];
	size_t i, j, d = 2 * n;
	uint64_t carry = 0;

	for (i = 0; i < n; i++) {
		x[2 * i] = (uint16_t)a[i];
		x[2 * i + 1] = (uint16_t)(a[i] >> 16);
		y[2 * i] = (uint16_t)b[i];
		y[2 * i + 1] = (uint16_t)(b[i] >> 16);
	}
	memset(col, 0, sizeof col);
	for (i = 0; i < 2 * d; i++) {
		uint64_t sum = carry;

		for (j = 0; j < d; j++) {
			if (i >= j && i - j < d) {
				sum += (uint32_t)x[j] * y[i - j];
			}
		}
		col[i] = (uint32_t)(sum & 0xffff);
		carry = sum >> 16;
	}
	for (i = 0; i < 2 * n; i++) {
		r[i] = col[2 * i] | (col[2 * i + 1] << 16);
	}
}

static uint32_t xs = 0x2545f491u;

static uint32_t
next(void)
{
	xs ^= xs << 13;
	xs ^= xs >> 17;
	xs ^= xs << 5;
	return xs;
}

/* Limb i of p - 1 (P-256's for 8 limbs, P-384's for 12). */
static uint32_t
p_minus_1(size_t n, size_t i)
{
	static const uint32_t p256[8] = { 0xfffffffeu, 0xffffffffu, 0xffffffffu, 0,
		0, 0, 1, 0xffffffffu };
	static const uint32_t p384[12] = { 0xfffffffeu, 0, 0, 0xffffffffu, 0xfffffffeu,
		0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu,
		0xffffffffu, 0xffffffffu };

	return n == 8 ? p256[i] : p384[i];
}

/* Operand number k of n limbs: the first ten are edges (all-ones, p - 1,
 * carries into every 16-bit digit). */
static void
operand(uint32_t *a, size_t n, int k)
{
	size_t i;

	for (i = 0; i < n; i++) {
		switch (k) {
		case 0: a[i] = 0; break;
		case 1: a[i] = i == 0; break;
		case 2: a[i] = 0xffffffffu; break;
		case 3: a[i] = i == n - 1 ? 0x80000000u : 0; break;
		case 4: a[i] = 0xaaaaaaaau; break;
		case 5: a[i] = i == 0 ? 0xffffffffu : 0xffffffffu - (uint32_t)i; break;
		case 6: a[i] = p_minus_1(n, i); break;
		/* the MAC16 code's signed digits at their ends: every half
		 * 2^15 - 1 (largest digits), 2^15 (a carry into every digit) */
		case 7: a[i] = 0x7fff7fffu; break;
		case 8: a[i] = 0x80008000u; break;
		case 9: a[i] = 0x7fffffffu; break;
		default: a[i] = next(); break;
		}
	}
}

#define KINDS 16

static void
check_size(size_t n, void (*mul)(uint32_t *, const uint32_t *, const uint32_t *),
	void (*sqr)(uint32_t *, const uint32_t *))
{
	uint32_t a[MAXN], b[MAXN], got[2 * MAXN], want[2 * MAXN];
	int i, j;

	for (i = 0; i < KINDS; i++) {
		operand(a, n, i);
		ref_mul(want, a, a, n);
		sqr(got, a);
		CTB_CHECK_LIMBS("sqr(a)", got, want, 2 * n);
		mul(got, a, a);
		CTB_CHECK_LIMBS("mul(a, a)", got, want, 2 * n);
		for (j = 0; j < KINDS; j++) {
			operand(b, n, j);
			ref_mul(want, a, b, n);
			mul(got, a, b);
			CTB_CHECK_LIMBS("mul(a, b)", got, want, 2 * n);
		}
	}
}

static void prod8(void) { check_size(8, ctb_ec_mul8, ctb_ec_sqr8); }
static void prod12(void) { check_size(12, ctb_ec_mul12, ctb_ec_sqr12); }

static const ctb_test tests[] = {
	{ "prod8", prod8 },
	{ "prod12", prod12 },
};

CTB_SUITE(ctb_suite_test_fe_prod, tests);
