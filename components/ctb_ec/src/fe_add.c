#include "ec_internal.h"
#include "fe_arch.h"
#include "fe_acc.h"


/* Every modulus's: the one pointer of its description (ec_curves.c). */
void
ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	m->add(r, a, b, m);
}

/* src/arch/fe_field_*.S (on Xtensa xtensa_fe_*.S) defines these where
 * fe_arch.h selects it. */
#if !defined(CTB_EC_ASM_FIELD)
/* 64-bit hosts: fe64_addsub.c has ctb_ec_fe_add_n (fe_arch.h, CTB_EC_FE64). */
#if !defined(CTB_EC_FE64)
/*
 * a + b - m in one pass of the signed accumulator (fe_acc.h): a + b < 2m,
 * so the difference lies in [-m, m), and the accumulator's last high word
 * is its sign, 0 or all-ones: the mask of the one correction, m added back.
 * One pass and an add-back, where a sum, a trial subtraction and a select
 * took three: fe_add runs twice per field multiplication.
 */
void
ctb_ec_fe_add_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	uint32_t d[CTB_EC_MAX_LIMBS];
	const uint32_t *mm = m->m;
	size_t n = m->limbs, j;
	uint32_t lo, hi = 0;

	for (j = 0; j < n; j++) {
		ACC_SHIFT();
		ACC_ADD(a[j]);
		ACC_ADD(b[j]);
		ACC_SUB(mm[j]);
		d[j] = lo;
	}
	ctb_ec_addback(r, d, mm, n, hi);
}
#endif

/* No assembly: P-256's p takes the generic code. */
void
ctb_ec_fe_add_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	ctb_ec_fe_add_n(r, a, b, m);
}

#endif
