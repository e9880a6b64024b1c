#include "ec_internal.h"
#include "fe_arch.h"

/* src/arch/fe_field_riscv.S (RV32) and xtensa_fe_mul_p256.S (LX7) fuse the
 * product and P-256's reduction where fe_arch.h selects it
 * (CTB_EC_ASM_MUL_P256). Elsewhere ec_curves.c points
 * P-256's mul at ctb_ec_fe_mul itself; this is the same function under the
 * fused one's name, so that every build defines it. */
#if !defined(CTB_EC_ASM_MUL_P256)
void
ctb_ec_fe_mul_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m)
{
	ctb_ec_fe_mul(r, a, b, m);
}
#endif
