#include "ec_internal.h"
#include "fe_arch.h"

/*
 * Portable products by rows of ctb_ct_mla (operand scanning): row i adds
 * a * b[i] at limb i, and its carry limb becomes r[i + n], which no earlier
 * row has written. Squares are products here; an architecture's assembly
 * may do better (fe_arch.h).
 */
#ifndef CTB_EC_ASM_PROD

static void
prod(uint32_t *r, const uint32_t *a, const uint32_t *b, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		r[i] = 0;
	}
	for (i = 0; i < n; i++) {
		r[i + n] = ctb_ct_mla(r + i, a, n, b[i]);
	}
}

void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b) { prod(r, a, b, 8); }
void ctb_ec_sqr8(uint32_t *r, const uint32_t *a) { prod(r, a, a, 8); }
void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b) { prod(r, a, b, 12); }
void ctb_ec_sqr12(uint32_t *r, const uint32_t *a) { prod(r, a, a, 12); }

#endif
