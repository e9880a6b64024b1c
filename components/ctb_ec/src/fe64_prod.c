#include "fe64.h"

/*
 * fe_arch.h's products on 64-bit words (CTB_EC_FE64): P-256's 8 limbs are
 * 4 words, P-384's 12 are 6, so a product is 16 or 36 64 x 64 -> 128
 * multiplications where the 32-bit C takes 64 or 144. n is a constant in
 * each caller, so the loops unroll into straight-line code.
 */
#ifdef CTB_EC_FE64

/* r[0 .. 2n) = a * b, operand scanning: row i adds a_i * b at word i; each
 * step's sum fits 128 bits (fe64.h), its high half the next carry. */
static inline FE64_INLINE void
fe64_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	uint64_t x[CTB_EC_MAX_WORDS], y[CTB_EC_MAX_WORDS], t[2 * CTB_EC_MAX_WORDS];
	size_t i, j;

	fe64_ld_n(x, a, n);
	fe64_ld_n(y, b, n);
	FE64_UNROLL
	for (i = 0; i < n; i++) {
		uint64_t c = 0;

		FE64_UNROLL
		for (j = 0; j < n; j++) {
			ctb_ec_u128 z = (ctb_ec_u128)x[i] * y[j] + (i ? t[i + j] : 0) + c;

			t[i + j] = (uint64_t)z;
			c = (uint64_t)(z >> 64);
		}
		t[i + n] = c;
	}
	fe64_st_n(r, t, 2 * n);
}

/*
 * r[0 .. 2n) = a * a: the cross products a_i a_j (i < j) once, doubled by
 * a one-bit shift (their sum is below a^2 / 2 < 2^(128n - 1), so the shift
 * loses nothing), then the squares a_i^2 added on the diagonal with one
 * carry chain (the total is a^2 < 2^(128n): no carry out).
 */
static inline FE64_INLINE void
fe64_sqr(uint32_t *r, const uint32_t *a, size_t n)
{
	uint64_t x[CTB_EC_MAX_WORDS], t[2 * CTB_EC_MAX_WORDS];
	uint64_t c;
	size_t i, j;

	fe64_ld_n(x, a, n);
	t[0] = 0;
	t[2 * n - 1] = 0;
	FE64_UNROLL
	for (i = 0; i + 1 < n; i++) {
		c = 0;
		FE64_UNROLL
		for (j = i + 1; j < n; j++) {
			ctb_ec_u128 z = (ctb_ec_u128)x[i] * x[j] + (i ? t[i + j] : 0) + c;

			t[i + j] = (uint64_t)z;
			c = (uint64_t)(z >> 64);
		}
		t[i + n] = c;
	}
	FE64_UNROLL
	for (i = 2 * n - 1; i > 0; i--) {
		t[i] = (t[i] << 1) | (t[i - 1] >> 63);
	}
	t[0] = 0;
	c = 0;
	FE64_UNROLL
	for (i = 0; i < n; i++) {
		ctb_ec_u128 s = (ctb_ec_u128)x[i] * x[i];
		ctb_ec_u128 z = (ctb_ec_u128)t[2 * i] + (uint64_t)s + c;

		t[2 * i] = (uint64_t)z;
		z = (ctb_ec_u128)t[2 * i + 1] + (uint64_t)(s >> 64) + (uint64_t)(z >> 64);
		t[2 * i + 1] = (uint64_t)z;
		c = (uint64_t)(z >> 64);
	}
	fe64_st_n(r, t, 2 * n);
}

void
ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	fe64_mul(r, a, b, 4);
}

void
ctb_ec_sqr8(uint32_t *r, const uint32_t *a)
{
	fe64_sqr(r, a, 4);
}

void
ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b)
{
	fe64_mul(r, a, b, 6);
}

void
ctb_ec_sqr12(uint32_t *r, const uint32_t *a)
{
	fe64_sqr(r, a, 6);
}

#endif
