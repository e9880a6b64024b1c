#include "ec_internal.h"
#include "fe_arch.h"

/* fe_mul_p256.c's companion: the fused squaring of fe_field_riscv.S where
 * fe_arch.h selects it, else ctb_ec_fe_sqr under this name. */
#if !defined(CTB_EC_ASM_MUL_P256)
void
ctb_ec_fe_sqr_p256(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m)
{
	ctb_ec_fe_sqr(r, a, m);
}
#endif
