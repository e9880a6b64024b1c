/*
 * ctb_ec_mul8 (fe_arch.h) on Xtensa: r[0 .. 16) = a * b, 8 limbs.
 * CT: no branch, fixed addresses; the limbs do not leak.
 */
#include "xtensa_prod.h"

#if defined(CTB_EC_ASM_XTENSA)
#if defined(CTB_EC_XT_MAC16)
	xm_mul8
#else
	xt_begin ctb_ec_mul8
	xt_mul	8
	xt_end	ctb_ec_mul8
#endif
#endif
