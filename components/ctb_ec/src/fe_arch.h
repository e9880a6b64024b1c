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
 * (src/arch/) defines the same symbols and fe_arch_sel.h sets
 * CTB_EC_ASM_PROD for it, so that the C versions drop out; the C path is always one build option
 * away (CONFIG_CTB_CT_PATH_GENERIC, or any non-asm ctb_ct path).
 */
#ifndef CTB_EC_FE_ARCH_H
#define CTB_EC_FE_ARCH_H

#include <stdint.h>

#include "ctb_ct/path.h"
#include "fe_arch_sel.h"

void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b);
void ctb_ec_sqr8(uint32_t *r, const uint32_t *a);
void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b);
void ctb_ec_sqr12(uint32_t *r, const uint32_t *a);

#endif
