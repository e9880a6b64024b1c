/*
 * ctb_ec_mul12 (fe_arch.h) on Xtensa: r[0 .. 24) = a * b, 12 limbs.
 * CT: no branch, fixed addresses; the limbs do not leak.
 */
#include "xtensa_prod.h"

#if defined(CTB_EC_ASM_XTENSA)
#if defined(CTB_EC_XT_MAC16)
	xm_mul12
#else
	xt_begin ctb_ec_mul12
	xt_mul	12
	xt_end	ctb_ec_mul12
#endif
#endif
