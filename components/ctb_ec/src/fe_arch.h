/*
 * ctb_ec's one per-architecture interface: the full products of 8 x 8 and
 * 12 x 12 32-bit limbs (P-256 and P-384 on 32-bit targets), and squares.
 *
 *   r[0 .. 2n) = a * b     (n = 8 or 12; r does not alias a or b)
 *   r[0 .. 2n) = a * a
 *
 * Limbs are least significant first. Every value is secret: an
 * implementation runs the same instructions and touches the same addresses
 * whatever the limbs hold (no data-dependent branch, no early exit, only
 * multipliers whose latency does not depend on the operands).
 *
 * fe_prod.c holds the portable C versions. An architecture's assembly
 * (src/arch/) defines the same symbols and sets CTB_EC_ASM_PROD here, so
 * that the C versions drop out; the C path is always one build option
 * away (CONFIG_CTB_EC_PROD_C, CONFIG_CTB_CT_PATH_GENERIC, or any non-asm
 * ctb_ct path).
 */
#ifndef CTB_EC_FE_ARCH_H
#define CTB_EC_FE_ARCH_H

/*
 * The selection, readable by the assembler too (src/arch/ *.S include this
 * file and are empty unless their macro is set): assembly only where
 * ctb_ct's own path is its assembly (none of the C paths of ctb_ct/path.h
 * is chosen), CONFIG_CTB_EC_PROD_C does not ask for the C products, and the
 * core has the instructions the file uses.
 *   CTB_EC_ASM_PROD_ARM    Thumb-2 with the DSP extension (UMAAL):
 *                          Cortex-M4/M7/M33 and up; fe_prod_arm.S
 *   CTB_EC_ASM_PROD_RISCV  RV32 with M: ESP32-C3 and the other Espressif
 *                          RISC-V cores; fe_prod_riscv.S
 *   CTB_EC_ASM_XTENSA      every Xtensa core, the sequence picked per core
 *                          from core-isa.h (src/arch/xtensa_prod.h; with
 *                          MAC16, the ESP32's and ESP32-S3's mul8/mul12
 *                          are xtensa_mac16.h's, gen_xtensa_mac16.py);
 *                          xtensa_*.S
 * and with them the field's other hot paths (ec_internal.h's fe_add,
 * fe_sub, fe_csub, red_p256, red_p384), whose C then drops out the same way:
 *   CTB_EC_ASM_FIELD_ARM   fe_field_arm.S (gen_field.py)
 *   CTB_EC_ASM_FIELD_RISCV fe_field_riscv.S (gen_field.py)
 *   CTB_EC_ASM_FIELD_XTENSA xtensa_fe_*.S, xtensa_red_*.S, one function
 *                          each (gen_xtensa_field.py), the column form
 *                          picked per core (src/arch/xtensa_field.h)
 * and, on RV32, P-256's whole multiplication and squaring (product and
 * reduction fused, ec_internal.h's fe_mul_p256, fe_sqr_p256):
 *   CTB_EC_ASM_MUL_P256    fe_field_riscv.S (gen_field.py); on LX7,
 *                          xtensa_fe_{mul,sqr}_p256.S (gen_xtensa_field.py)
 */
#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif

#if !(defined(CONFIG_CTB_EC_PROD_C) && CONFIG_CTB_EC_PROD_C) \
	&& !(defined(CONFIG_CTB_CT_PATH_PLAIN) && CONFIG_CTB_CT_PATH_PLAIN) \
	&& !(defined(CONFIG_CTB_CT_PATH_BRANCHLESS) && CONFIG_CTB_CT_PATH_BRANCHLESS) \
	&& !(defined(CONFIG_CTB_CT_PATH_GENERIC) && CONFIG_CTB_CT_PATH_GENERIC)
#if defined(__XTENSA__) || defined(__xtensa__)
#define CTB_EC_ASM_XTENSA 1
#define CTB_EC_ASM_PROD 1
#define CTB_EC_ASM_FIELD_XTENSA 1
#define CTB_EC_ASM_FIELD 1
/*
 * LX7 (xtensa_fe_{mul,sqr}_p256.S, which need saltu): read from the core
 * description, as xtensa_field.h picks its saltu form, so that the two
 * agree on every toolchain (GCC 12 does not define __XTENSA_MARCH_*).
 */
#if defined(__has_include)
#if __has_include(<xtensa/config/core-isa.h>)
#include <xtensa/config/core-isa.h>
#endif
#endif
#if defined(XCHAL_HW_MIN_VERSION) && XCHAL_HW_MIN_VERSION >= 270000
#define CTB_EC_ASM_MUL_P256 1
#endif
#elif defined(__arm__) && defined(__thumb2__) && defined(__ARM_FEATURE_DSP)
#define CTB_EC_ASM_PROD_ARM 1
#define CTB_EC_ASM_PROD 1
#define CTB_EC_ASM_FIELD_ARM 1
#define CTB_EC_ASM_FIELD 1
#elif defined(__riscv) && defined(__riscv_xlen) && __riscv_xlen == 32 \
	&& defined(__riscv_mul)
#define CTB_EC_ASM_PROD_RISCV 1
#define CTB_EC_ASM_PROD 1
#define CTB_EC_ASM_FIELD_RISCV 1
#define CTB_EC_ASM_FIELD 1
#define CTB_EC_ASM_MUL_P256 1
#endif
#endif

#ifndef __ASSEMBLER__
#include <stdint.h>

#include "ctb_ct/path.h"

/*
 * 64-bit hosts (x86-64 today): the field arithmetic on 64-bit words with
 * unsigned __int128 products (fe64.h, fe64_*.c), where ctb_ct itself runs
 * its assembly (path.h: no C path chosen, CTB_CT_NO_ASM_PATH unset) and
 * CONFIG_CTB_EC_PROD_C does not ask for the C products; the 32-bit C stays
 * the reference under those options. Little-endian only, so that two
 * 32-bit limbs in memory are one 64-bit word.
 */
#if !defined(CTB_EC_ASM_PROD) && !defined(CTB_CT_NO_ASM_PATH) \
	&& !(defined(CONFIG_CTB_EC_PROD_C) && CONFIG_CTB_EC_PROD_C) \
	&& !(defined(CONFIG_CTB_CT_PATH_PLAIN) && CONFIG_CTB_CT_PATH_PLAIN) \
	&& !(defined(CONFIG_CTB_CT_PATH_BRANCHLESS) && CONFIG_CTB_CT_PATH_BRANCHLESS) \
	&& !(defined(CONFIG_CTB_CT_PATH_GENERIC) && CONFIG_CTB_CT_PATH_GENERIC) \
	&& defined(__SIZEOF_INT128__) && UINTPTR_MAX > 0xffffffffu \
	&& defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
#define CTB_EC_FE64 1
#endif

void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b);
void ctb_ec_sqr8(uint32_t *r, const uint32_t *a);
void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b);
void ctb_ec_sqr12(uint32_t *r, const uint32_t *a);
#endif

#endif
