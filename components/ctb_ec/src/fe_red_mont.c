#include "ec_internal.h"
#include "fe_arch.h"

/* 64-bit hosts: fe64_red.c instead (fe_arch.h, CTB_EC_FE64). */
#ifndef CTB_EC_FE64

/*
 * Montgomery reduction for any odd m (the group orders): separated
 * operand scanning. Row i adds u * m at word i, u = t_i * m0i, which
 * clears word i; the row's carry limb goes into word i + n with the carry
 * bit c saved from the row before.
 *
 * Bound: t < m R and the u form U < R, so (t + U m) / R < 2m: n words and
 * a top bit c, taken off by the masked correction.
 */
void
ctb_ec_red_mont(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m)
{
	uint32_t w[2 * CTB_EC_MAX_LIMBS];
	size_t n = m->limbs, i;
	uint32_t c = 0, k, x;

	for (i = 0; i < 2 * n; i++) {
		w[i] = t[i];
	}
	for (i = 0; i < n; i++) {
		k = ctb_ct_mla(w + i, m->m, n, w[i] * m->m0i);
		/* w[i + n] + k + c < 2^33: two constant-time carries, at most
		 * one of which is set. */
		x = w[i + n] + c;
		c = ctb_ct_lt(x, c) & 1;
		w[i + n] = x + k;
		c |= ctb_ct_lt(w[i + n], k) & 1;
	}
	ctb_ec_fe_csub(r, w + n, c, m);
}

#endif
