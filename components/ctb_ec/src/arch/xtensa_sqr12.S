/*
 * ctb_ec_sqr12 (fe_arch.h) on Xtensa: r[0 .. 24) = a * a, 12 limbs.
 * CT: no branch, fixed addresses; the limbs do not leak.
 */
#include "xtensa_prod.h"

#if defined(CTB_EC_ASM_XTENSA)
	xt_begin ctb_ec_sqr12
	xt_sqr	12
	xt_end	ctb_ec_sqr12
#endif
