#include "ec_internal.h"
#include "fe_arch.h"

/* Every modulus's: the one pointer of its description (ec_curves.c). */
void
ctb_ec_fe_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	m->sub(r, a, b, m);
}

/* src/arch/fe_field_*.S (on Xtensa xtensa_fe_*.S) defines these where
 * fe_arch.h selects it. */
#if !defined(CTB_EC_ASM_FIELD)
/* 64-bit hosts: fe64_addsub.c has ctb_ec_fe_sub_n (fe_arch.h, CTB_EC_FE64). */
#if !defined(CTB_EC_FE64)
/*
 * a - b over n limbs borrows exactly when a < b; then m is added back. The
 * addend is m & mask on every limb, so the same adds run either way, and
 * the mask goes through ctb_ct's value barrier (ctb_ct_if_else_0) so the
 * compiler cannot turn "m or 0" back into a branch (seed 002, section 3).
 * Two passes of inline carry chains (no calls): x - y - b and x + y + c
 * each wrap at most once, so b and c stay 0 or 1.
 */
void
ctb_ec_fe_sub_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t d[CTB_EC_MAX_LIMBS];
	const uint32_t *mm = m->m;
	size_t n = m->limbs, j;
	uint32_t br = 0, c = 0, mask;

	for (j = 0; j < n; j++) {
		uint32_t x = a[j], y = b[j], t = x - y;

		d[j] = t - br;
		br = (ctb_ct_lt(x, y) | ctb_ct_lt(t, br)) & 1;
	}
	mask = ctb_ct_mask(br);
	/* d + (m or 0) wraps mod 2^(32n) back into [0, m); the carry out
	 * is the borrow's complement and is dropped. */
	for (j = 0; j < n; j++) {
		uint32_t x = d[j] + c, y = ctb_ct_if_else_0(mask, mm[j]);

		c = ctb_ct_lt(x, c) & 1;
		x += y;
		c |= ctb_ct_lt(x, y) & 1;
		r[j] = x;
	}
}
#endif

/* No assembly: P-256's p takes the generic code. */
void
ctb_ec_fe_sub_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	ctb_ec_fe_sub_n(r, a, b, m);
}

#endif
