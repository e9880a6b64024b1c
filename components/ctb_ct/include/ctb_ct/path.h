/*
 * The one place that chooses how the constant-time primitives are built.
 * Each path defines three primitives on uint32_t, everything else in
 * ctb_ct.h is derived from them:
 *
 *   ctb_ct_core_mask(b)       b in {0,1} -> 0 or all-ones
 *   ctb_ct_core_lt(x, y)      all-ones if x < y (unsigned), else 0
 *   ctb_ct_core_sel(m, a, b)  a if m is all-ones, b if m is 0
 *
 * and CTB_CT_PATH, the name reported in the protocol header and by
 * `ctbench ct-check`. Build-time choice (Kconfig or a variant fragment):
 *   CONFIG_CTB_CT_PATH_PLAIN    the negative control: plain C comparisons
 *                               and branches, never a default
 *   CONFIG_CTB_CT_PATH_BRANCHLESS  seed 000's rejected approach (no
 *                               barrier), a checked case, never a default
 *   CONFIG_CTB_CT_PATH_GENERIC  C behind an optimisation barrier
 *   otherwise (asm)             this architecture's assembly, or the
 *                               generic C where none exists (and the
 *                               path's name says so)
 */
#ifndef CTB_CT_PATH_H
#define CTB_CT_PATH_H

#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif

#if defined(CONFIG_CTB_CT_PATH_PLAIN) && CONFIG_CTB_CT_PATH_PLAIN
#include "ctb_ct/path_plain.h"
#elif defined(CONFIG_CTB_CT_PATH_BRANCHLESS) && CONFIG_CTB_CT_PATH_BRANCHLESS
#include "ctb_ct/path_branchless.h"
#elif defined(CONFIG_CTB_CT_PATH_GENERIC) && CONFIG_CTB_CT_PATH_GENERIC
#include "ctb_ct/path_generic.h"
#elif defined(__XTENSA__) || defined(__xtensa__)
#include "ctb_ct/path_xtensa.h"
#elif defined(__arm__) && (defined(__thumb2__) || !defined(__thumb__))
#include "ctb_ct/path_arm.h"
#elif defined(__riscv)
#include "ctb_ct/path_riscv.h"
#elif defined(__x86_64__) && defined(CTB_FLOW_MSAN)
/* MemorySanitizer runs on x86-64 only, and cannot look inside assembly:
 * under it the three asm primitives get _raw names and msan_shim.h carries
 * the shadow across them. The C paths need no shim (barrier.h). */
#define ctb_ct_core_mask ctb_ct_core_mask_raw
#define ctb_ct_core_lt ctb_ct_core_lt_raw
#define ctb_ct_core_sel ctb_ct_core_sel_raw
#include "ctb_ct/path_x86_64.h"
#include "ctb_ct/msan_shim.h"
#elif defined(__x86_64__)
#include "ctb_ct/path_x86_64.h"
#else
#define CTB_CT_NO_ASM_PATH 1
#include "ctb_ct/path_generic.h"
#endif

#endif
