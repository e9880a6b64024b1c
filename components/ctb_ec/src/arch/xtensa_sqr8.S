/*
 * ctb_ec_sqr8 (fe_arch.h) on Xtensa: r[0 .. 16) = a * a, 8 limbs.
 * CT: no branch, fixed addresses; the limbs do not leak.
 */
#include "xtensa_prod.h"

#if defined(CTB_EC_ASM_XTENSA)
	xt_begin ctb_ec_sqr8
	xt_sqr	8
	xt_end	ctb_ec_sqr8
#endif
