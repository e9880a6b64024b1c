/*
 * What every assembly path shares. Inlining is forced: at -Os, GCC for Arm
 * and Xtensa otherwise may leave a call per use in the carry loops (seed
 * 000). A build may define CTB_CT_INLINE itself to measure what forcing
 * costs (docs/ct.md).
 */
#ifndef CTB_CT_ASM_COMMON_H
#define CTB_CT_ASM_COMMON_H

#ifndef CTB_CT_INLINE
#define CTB_CT_INLINE static inline __attribute__((always_inline))
#endif

#include "ctb_ct/barrier.h"

#endif
