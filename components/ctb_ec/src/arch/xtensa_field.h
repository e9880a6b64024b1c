/*
 * Xtensa field arithmetic besides the products (fe_arch.h,
 * CTB_EC_ASM_FIELD_XTENSA): the form of a column sum, chosen from the core
 * description (xtensa/config/core-isa.h, read by xtensa_prod.h). Included
 * by the xtensa_fe_*.S and xtensa_red_*.S files that gen_xtensa_field.py
 * writes; its docstring has the two forms and their bounds.
 *
 *   CTB_EC_XF_SALTU   LX7: a carry is one saltu, so a column is hi:lo;
 *   otherwise         LX6 (minu: three instructions a carry) and lx106
 *                     (nothing): S and H, the whole words' sum mod 2^32
 *                     and their high halves' exact sum, no carry at all.
 */
#ifndef CTB_EC_XTENSA_FIELD_H
#define CTB_EC_XTENSA_FIELD_H

#include "xtensa_prod.h"

#if defined(CTB_EC_ASM_FIELD_XTENSA)
#if defined(XCHAL_HW_MIN_VERSION) && XCHAL_HW_MIN_VERSION >= 270000
#define CTB_EC_XF_SALTU 1
#endif
#endif

#endif
