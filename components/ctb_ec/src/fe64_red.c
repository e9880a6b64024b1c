#include "fe64.h"

/*
 * The Montgomery reductions on 64-bit words (CTB_EC_FE64; fe_red_p256.c,
 * fe_red_p384.c and fe_red_mont.c are empty then), R unchanged
 * (2^256 = 2^(64 * 4), 2^384 = 2^(64 * 6)): fe64.h's fe64_redc with each
 * prime's words as constants.
 *
 * P-256: p = 2^256 - 2^224 + 2^192 + 2^96 - 1, words (low first)
 * 2^64 - 1, 2^32 - 1, 0, 2^64 - 2^32 + 1. p = -1 mod 2^64, so
 * -p^-1 mod 2^64 = 1: u is the word itself.
 *
 * P-384: p = 2^384 - 2^128 - 2^96 + 2^32 - 1, words 2^32 - 1,
 * 2^64 - 2^32, 2^64 - 2, 2^64 - 1 (three times). p = 2^32 - 1 mod 2^64 and
 * (2^32 - 1)(2^32 + 1) = 2^64 - 1 = -1, so -p^-1 mod 2^64 = 2^32 + 1:
 * u = t_i + (t_i << 32).
 */
#ifdef CTB_EC_FE64

static const uint64_t p256_w[4] = {
	0xffffffffffffffffu, 0x00000000ffffffffu, 0, 0xffffffff00000001u
};

static const uint64_t p384_w[6] = {
	0x00000000ffffffffu, 0xffffffff00000000u, 0xfffffffffffffffeu,
	0xffffffffffffffffu, 0xffffffffffffffffu, 0xffffffffffffffffu
};

void
ctb_ec_red_p256(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	(void)m;
	fe64_redc(r, t, p256_w, 1, 4);
}

void
ctb_ec_red_p384(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	(void)m;
	fe64_redc(r, t, p384_w, 0x0000000100000001u, 6);
}

/*
 * Any odd m (the group orders). m->m0i is -m^-1 mod 2^32; one Newton step
 * lifts it: with m y = -1 + E, E = 0 mod 2^32, m y (2 + m y) =
 * (E - 1)(E + 1) = E^2 - 1 = -1 mod 2^64. The limb count is public (the
 * branch picks the straight-line body for 4 or 6 words).
 */
void
ctb_ec_red_mont(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	uint64_t mw[CTB_EC_MAX_WORDS];
	size_t n = m->limbs / 2;
	uint64_t m0 = fe64_ld(m->m, 0), y = m->m0i;

	y *= 2 + m0 * y;
	fe64_ld_n(mw, m->m, n);
	if (n == 4) {
		fe64_redc(r, t, mw, y, 4);
	} else {
		fe64_redc(r, t, mw, y, 6);
	}
}

#endif
