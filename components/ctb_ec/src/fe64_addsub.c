#include "fe64.h"

/*
 * fe_add, fe_sub and fe_csub on 64-bit words (CTB_EC_FE64); fe_add.c,
 * fe_sub.c and fe_csub.c are empty then. n = limbs / 2 words: the limb
 * counts (8, 12) are even. Each entry point picks the straight-line body
 * for 4 or 6 words by the public limb count (ct_functions.h: the modulus
 * description is public memory).
 */
#ifdef CTB_EC_FE64

/* a + b < 2m: the n-word sum and its carry bit, then the one masked
 * correction (fe64_csub) for a value below 2m. */
static inline FE64_INLINE void
fe64_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n)
{
	uint64_t s[CTB_EC_MAX_WORDS], mw[CTB_EC_MAX_WORDS], c = 0;
	size_t j;

	FE64_UNROLL
	for (j = 0; j < n; j++) {
		s[j] = fe64_adc(fe64_ld(a, j), fe64_ld(b, j), &c);
	}
	fe64_ld_n(mw, m, n);
	fe64_csub(s, s, c, mw, n);
	fe64_st_n(r, s, n);
}

/* a - b borrows exactly when a < b; then m & mask is added back, the
 * same adds either way. d + m wraps mod 2^(64n) into [0, m): the carry
 * out is the borrow's complement and is dropped. */
static inline FE64_INLINE void
fe64_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const uint32_t *m, size_t n)
{
	uint64_t d[CTB_EC_MAX_WORDS], bw = 0, c = 0, mask;
	size_t j;

	FE64_UNROLL
	for (j = 0; j < n; j++) {
		d[j] = fe64_sbb(fe64_ld(a, j), fe64_ld(b, j), &bw);
	}
	mask = fe64_mask(bw);
	FE64_UNROLL
	for (j = 0; j < n; j++) {
		fe64_st(r, j, fe64_adc(d[j], fe64_ld(m, j) & mask, &c));
	}
}

static inline FE64_INLINE void
fe64_csub_limbs(uint32_t *r, const uint32_t *a, uint64_t top, const uint32_t *m, size_t n)
{
	uint64_t x[CTB_EC_MAX_WORDS], mw[CTB_EC_MAX_WORDS];

	fe64_ld_n(x, a, n);
	fe64_ld_n(mw, m, n);
	fe64_csub(x, x, top, mw, n);
	fe64_st_n(r, x, n);
}

void
ctb_ec_fe_add_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	if (m->limbs == 8) {
		fe64_add(r, a, b, m->m, 4);
	} else {
		fe64_add(r, a, b, m->m, 6);
	}
}

void
ctb_ec_fe_sub_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	if (m->limbs == 8) {
		fe64_sub(r, a, b, m->m, 4);
	} else {
		fe64_sub(r, a, b, m->m, 6);
	}
}

/* ec_internal.h's contract: r = a + top 2^(32 limbs), less m if at least
 * m, for a value below 2m; 2^(32 limbs) = 2^(64n). */
void
ctb_ec_fe_csub(uint32_t *r, const uint32_t *a, uint32_t top, const ctb_ec_mod *m)
{
	if (m->limbs == 8) {
		fe64_csub_limbs(r, a, top, m->m, 4);
	} else {
		fe64_csub_limbs(r, a, top, m->m, 6);
	}
}

#endif
