/*
 * Which products fe_arch.h's symbols come from, in a form that C and
 * assembly can both include (macros only). Assembly is used only where
 * ctb_ct's own asm path is (ctb_ct/path.h: not the generic, plain or
 * branchless paths), so that one build option turns every primitive back
 * into C:
 *
 *   CTB_EC_ASM_XTENSA   src/arch/xtensa_*.S (every Xtensa core)
 *   CTB_EC_ASM_PROD     some assembly defines the products; fe_prod.c
 *                       compiles to nothing
 */
#ifndef CTB_EC_FE_ARCH_SEL_H
#define CTB_EC_FE_ARCH_SEL_H

#if !(defined(CONFIG_CTB_CT_PATH_PLAIN) && CONFIG_CTB_CT_PATH_PLAIN) \
	&& !(defined(CONFIG_CTB_CT_PATH_BRANCHLESS) && CONFIG_CTB_CT_PATH_BRANCHLESS) \
	&& !(defined(CONFIG_CTB_CT_PATH_GENERIC) && CONFIG_CTB_CT_PATH_GENERIC)
#if defined(__XTENSA__) || defined(__xtensa__)
#define CTB_EC_ASM_XTENSA 1
#define CTB_EC_ASM_PROD 1
#endif
#endif

#endif
