/*
 * ctb_ec_mul8, ctb_ec_sqr8, ctb_ec_mul12, ctb_ec_sqr12 (fe_arch.h) for
 * RV32IM (ESP32-C3 and the other Espressif RISC-V cores are RV32IMC; the
 * assembler compresses what it can). Written by gen_prod.py: edit that,
 * not this.
 *
 * Constant time: straight-line code, no branch, every address is r, a, b
 * or sp plus a constant. The multipliers are mul and mulhu; the scalar
 * cryptography extension's Zkt subset (RISC-V scalar cryptography spec,
 * "Data Independent Execution Latency") lists mul, mulh, mulhu and mulhsu
 * among the instructions whose latency must not depend on the data, and
 * excludes division. A core that claims no Zkt makes no such promise in
 * writing: Espressif's RISC-V cores claim none, and document no
 * early-terminating multiplier either. The same assumption as ctb_ct_mla.
 *
 * Registers: a0 = r, a1 = a, a2 = b; everything else but sp, gp, tp holds
 * operands, the three accumulator limbs and a product's halves. The s
 * registers and ra are saved on the stack.
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_PROD_RISCV)

/* void ctb_ec_mul8(uint32_t *r, const uint32_t *a, const uint32_t *b): r[0..16) = a * b, 542 instructions. */
	.section .text.ctb_ec_mul8,"ax",@progbits
	.global ctb_ec_mul8
	.type ctb_ec_mul8, @function
	.p2align 1
ctb_ec_mul8:
	addi sp, sp, -48
	sw s0, 0(sp)                    # callee-saved
	sw s1, 4(sp)                    # callee-saved
	sw s2, 8(sp)                    # callee-saved
	sw s3, 12(sp)                   # callee-saved
	sw s4, 16(sp)                   # callee-saved
	sw s5, 20(sp)                   # callee-saved
	sw s6, 24(sp)                   # callee-saved
	sw s7, 28(sp)                   # callee-saved
	sw s8, 32(sp)                   # callee-saved
	# column 0
	lw a3, 0(a1)                    # a[0]
	lw a4, 0(a2)                    # b[0]
	mul s4, a3, a4                  # lo a[0] b[0]
	mulhu s5, a3, a4                # hi a[0] b[0]
	sw s4, 0(a0)                    # r[0]
	# column 1
	lw a5, 4(a2)                    # b[1]
	mul s6, a3, a5                  # lo a[0] b[1]
	mulhu s7, a3, a5                # hi a[0] b[1]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s7, s7, s6                  # hi <= 2^32 - 2: no overflow
	lw a6, 4(a1)                    # a[1]
	mul s8, a6, a4                  # lo a[1] b[0]
	mulhu s4, a6, a4                # hi a[1] b[0]
	add s5, s5, s8
	sltu s8, s5, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	sw s5, 4(a0)                    # r[1]
	# column 2
	lw a7, 8(a2)                    # b[2]
	mul s6, a3, a7                  # lo a[0] b[2]
	mulhu s8, a3, a7                # hi a[0] b[2]
	add s7, s7, s6
	sltu s6, s7, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	mul s5, a6, a5                  # lo a[1] b[1]
	mulhu s6, a6, a5                # hi a[1] b[1]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	lw t0, 8(a1)                    # a[2]
	mul s5, t0, a4                  # lo a[2] b[0]
	mulhu s6, t0, a4                # hi a[2] b[0]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	sw s7, 8(a0)                    # r[2]
	# column 3
	lw t1, 12(a2)                   # b[3]
	mul s5, a3, t1                  # lo a[0] b[3]
	mulhu s6, a3, t1                # hi a[0] b[3]
	add s4, s4, s5
	sltu s5, s4, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	mul s7, a6, a7                  # lo a[1] b[2]
	mulhu s5, a6, a7                # hi a[1] b[2]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, t0, a5                  # lo a[2] b[1]
	mulhu s5, t0, a5                # hi a[2] b[1]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	lw t2, 12(a1)                   # a[3]
	mul s7, t2, a4                  # lo a[3] b[0]
	mulhu s5, t2, a4                # hi a[3] b[0]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	sw s4, 12(a0)                   # r[3]
	# column 4
	lw t3, 16(a2)                   # b[4]
	mul s7, a3, t3                  # lo a[0] b[4]
	mulhu s5, a3, t3                # hi a[0] b[4]
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s5
	sltu s5, s6, s5                 # carry
	mul s4, a6, t1                  # lo a[1] b[3]
	mulhu s7, a6, t1                # hi a[1] b[3]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, t0, a7                  # lo a[2] b[2]
	mulhu s7, t0, a7                # hi a[2] b[2]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, t2, a5                  # lo a[3] b[1]
	mulhu s7, t2, a5                # hi a[3] b[1]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	lw t4, 16(a1)                   # a[4]
	mul s4, t4, a4                  # lo a[4] b[0]
	mulhu s7, t4, a4                # hi a[4] b[0]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	sw s8, 16(a0)                   # r[4]
	# column 5
	lw t5, 20(a2)                   # b[5]
	mul s4, a3, t5                  # lo a[0] b[5]
	mulhu s7, a3, t5                # hi a[0] b[5]
	add s6, s6, s4
	sltu s4, s6, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s7
	sltu s7, s5, s7                 # carry
	mul s8, a6, t3                  # lo a[1] b[4]
	mulhu s4, a6, t3                # hi a[1] b[4]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, t0, t1                  # lo a[2] b[3]
	mulhu s4, t0, t1                # hi a[2] b[3]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, t2, a7                  # lo a[3] b[2]
	mulhu s4, t2, a7                # hi a[3] b[2]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, t4, a5                  # lo a[4] b[1]
	mulhu s4, t4, a5                # hi a[4] b[1]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	lw t6, 20(a1)                   # a[5]
	mul s8, t6, a4                  # lo a[5] b[0]
	mulhu s4, t6, a4                # hi a[5] b[0]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	sw s6, 20(a0)                   # r[5]
	# column 6
	lw s0, 24(a2)                   # b[6]
	mul s8, a3, s0                  # lo a[0] b[6]
	mulhu s4, a3, s0                # hi a[0] b[6]
	add s5, s5, s8
	sltu s8, s5, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	mul s6, a6, t5                  # lo a[1] b[5]
	mulhu s8, a6, t5                # hi a[1] b[5]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, t0, t3                  # lo a[2] b[4]
	mulhu s8, t0, t3                # hi a[2] b[4]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, t2, t1                  # lo a[3] b[3]
	mulhu s8, t2, t1                # hi a[3] b[3]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, t4, a7                  # lo a[4] b[2]
	mulhu s8, t4, a7                # hi a[4] b[2]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, t6, a5                  # lo a[5] b[1]
	mulhu s8, t6, a5                # hi a[5] b[1]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	lw s1, 24(a1)                   # a[6]
	mul s6, s1, a4                  # lo a[6] b[0]
	mulhu s8, s1, a4                # hi a[6] b[0]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	sw s5, 24(a0)                   # r[6]
	# column 7
	lw s2, 28(a2)                   # b[7]
	mul s6, a3, s2                  # lo a[0] b[7]
	mulhu s8, a3, s2                # hi a[0] b[7]
	add s7, s7, s6
	sltu s6, s7, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	mul s5, a6, s0                  # lo a[1] b[6]
	mulhu s6, a6, s0                # hi a[1] b[6]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, t0, t5                  # lo a[2] b[5]
	mulhu s6, t0, t5                # hi a[2] b[5]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, t2, t3                  # lo a[3] b[4]
	mulhu s6, t2, t3                # hi a[3] b[4]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, t4, t1                  # lo a[4] b[3]
	mulhu s6, t4, t1                # hi a[4] b[3]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, t6, a7                  # lo a[5] b[2]
	mulhu s6, t6, a7                # hi a[5] b[2]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, s1, a5                  # lo a[6] b[1]
	mulhu s6, s1, a5                # hi a[6] b[1]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	lw s3, 28(a1)                   # a[7]
	mul s5, s3, a4                  # lo a[7] b[0]
	mulhu s6, s3, a4                # hi a[7] b[0]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	sw s7, 28(a0)                   # r[7]
	# column 8
	mul s5, a6, s2                  # lo a[1] b[7]
	mulhu s6, a6, s2                # hi a[1] b[7]
	add s4, s4, s5
	sltu s5, s4, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	mul s7, t0, s0                  # lo a[2] b[6]
	mulhu s5, t0, s0                # hi a[2] b[6]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, t2, t5                  # lo a[3] b[5]
	mulhu s5, t2, t5                # hi a[3] b[5]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, t4, t3                  # lo a[4] b[4]
	mulhu s5, t4, t3                # hi a[4] b[4]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, t6, t1                  # lo a[5] b[3]
	mulhu s5, t6, t1                # hi a[5] b[3]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, s1, a7                  # lo a[6] b[2]
	mulhu s5, s1, a7                # hi a[6] b[2]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	mul s7, s3, a5                  # lo a[7] b[1]
	mulhu s5, s3, a5                # hi a[7] b[1]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	sw s4, 32(a0)                   # r[8]
	# column 9
	mul s7, t0, s2                  # lo a[2] b[7]
	mulhu s5, t0, s2                # hi a[2] b[7]
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s5
	sltu s5, s6, s5                 # carry
	mul s4, t2, s0                  # lo a[3] b[6]
	mulhu s7, t2, s0                # hi a[3] b[6]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, t4, t5                  # lo a[4] b[5]
	mulhu s7, t4, t5                # hi a[4] b[5]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, t6, t3                  # lo a[5] b[4]
	mulhu s7, t6, t3                # hi a[5] b[4]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, s1, t1                  # lo a[6] b[3]
	mulhu s7, s1, t1                # hi a[6] b[3]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	mul s4, s3, a7                  # lo a[7] b[2]
	mulhu s7, s3, a7                # hi a[7] b[2]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s7
	sltu s7, s6, s7                 # carry
	add s5, s5, s7                  # c2 < 2n: no overflow
	sw s8, 36(a0)                   # r[9]
	# column 10
	mul s4, t2, s2                  # lo a[3] b[7]
	mulhu s7, t2, s2                # hi a[3] b[7]
	add s6, s6, s4
	sltu s4, s6, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s7
	sltu s7, s5, s7                 # carry
	mul s8, t4, s0                  # lo a[4] b[6]
	mulhu s4, t4, s0                # hi a[4] b[6]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, t6, t5                  # lo a[5] b[5]
	mulhu s4, t6, t5                # hi a[5] b[5]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, s1, t3                  # lo a[6] b[4]
	mulhu s4, s1, t3                # hi a[6] b[4]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	mul s8, s3, t1                  # lo a[7] b[3]
	mulhu s4, s3, t1                # hi a[7] b[3]
	add s6, s6, s8
	sltu s8, s6, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s4
	sltu s4, s5, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	sw s6, 40(a0)                   # r[10]
	# column 11
	mul s8, t4, s2                  # lo a[4] b[7]
	mulhu s4, t4, s2                # hi a[4] b[7]
	add s5, s5, s8
	sltu s8, s5, s8                 # carry
	add s4, s4, s8                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	mul s6, t6, s0                  # lo a[5] b[6]
	mulhu s8, t6, s0                # hi a[5] b[6]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, s1, t5                  # lo a[6] b[5]
	mulhu s8, s1, t5                # hi a[6] b[5]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s6, s3, t3                  # lo a[7] b[4]
	mulhu s8, s3, t3                # hi a[7] b[4]
	add s5, s5, s6
	sltu s6, s5, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	sw s5, 44(a0)                   # r[11]
	# column 12
	mul s6, t6, s2                  # lo a[5] b[7]
	mulhu s8, t6, s2                # hi a[5] b[7]
	add s7, s7, s6
	sltu s6, s7, s6                 # carry
	add s8, s8, s6                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	mul s5, s1, s0                  # lo a[6] b[6]
	mulhu s6, s1, s0                # hi a[6] b[6]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	mul s5, s3, t5                  # lo a[7] b[5]
	mulhu s6, s3, t5                # hi a[7] b[5]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s8, s8, s6                  # c2 < 2n: no overflow
	sw s7, 48(a0)                   # r[12]
	# column 13
	mul s5, s1, s2                  # lo a[6] b[7]
	mulhu s6, s1, s2                # hi a[6] b[7]
	add s4, s4, s5
	sltu s5, s4, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	mul s7, s3, s0                  # lo a[7] b[6]
	mulhu s5, s3, s0                # hi a[7] b[6]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s6, s6, s5                  # c2 < 2n: no overflow
	sw s4, 52(a0)                   # r[13]
	# column 14
	mul s7, s3, s2                  # lo a[7] b[7]
	mulhu s5, s3, s2                # hi a[7] b[7]
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	add s5, s5, s7                  # hi <= 2^32 - 2: no overflow
	add s6, s6, s5
	sltu s5, s6, s5                 # carry
	sw s8, 56(a0)                   # r[14]
	# column 15
	sw s6, 60(a0)                   # r[15]
	lw s0, 0(sp)
	lw s1, 4(sp)
	lw s2, 8(sp)
	lw s3, 12(sp)
	lw s4, 16(sp)
	lw s5, 20(sp)
	lw s6, 24(sp)
	lw s7, 28(sp)
	lw s8, 32(sp)
	addi sp, sp, 48
	ret
	.size ctb_ec_mul8, .-ctb_ec_mul8

/* void ctb_ec_sqr8(uint32_t *r, const uint32_t *a): r[0..16) = a * a, 356 instructions. */
	.section .text.ctb_ec_sqr8,"ax",@progbits
	.global ctb_ec_sqr8
	.type ctb_ec_sqr8, @function
	.p2align 1
ctb_ec_sqr8:
	addi sp, sp, -32
	sw s0, 0(sp)                    # callee-saved
	sw s1, 4(sp)                    # callee-saved
	sw s2, 8(sp)                    # callee-saved
	sw s3, 12(sp)                   # callee-saved
	sw s4, 16(sp)                   # callee-saved
	# column 0
	lw a3, 0(a1)                    # a[0]
	mul t3, a3, a3                  # a[0]^2 lo
	mulhu t4, a3, a3                # a[0]^2 hi
	sw t3, 0(a0)                    # r[0]
	# column 1
	lw a4, 4(a1)                    # a[1]
	mul t5, a3, a4                  # lo a[0] a[1]
	mulhu t6, a3, a4                # hi a[0] a[1]
	slli s0, t5, 1                  # 2 t[1]
	srli s1, t5, 31                 # the bit for the next limb
	add s0, s0, t4
	sltu s2, s0, t4                 # carry
	sw s0, 4(a0)                    # r[1]
	# column 2
	lw a5, 8(a1)                    # a[2]
	mul s3, a3, a5                  # lo a[0] a[2]
	mulhu s4, a3, a5                # hi a[0] a[2]
	add t6, t6, s3
	sltu s3, t6, s3                 # carry
	add s4, s4, s3                  # hi <= 2^32 - 2: no overflow
	slli t3, t6, 1                  # 2 t[2]
	or t3, t3, s1                   # + the bit from below
	srli s1, t6, 31                 # the bit for the next limb
	mul t5, a4, a4                  # a[1]^2 lo
	mulhu t4, a4, a4                # a[1]^2 hi
	add t3, t3, t5
	sltu t5, t3, t5                 # carry
	add t3, t3, s2
	sltu s2, t3, s2                 # carry
	add s2, s2, t5                  # cc <= 1: not both carries
	sw t3, 8(a0)                    # r[2]
	# column 3
	lw a6, 12(a1)                   # a[3]
	mul s0, a3, a6                  # lo a[0] a[3]
	mulhu s3, a3, a6                # hi a[0] a[3]
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s3, s3, s0                  # hi <= 2^32 - 2: no overflow
	mul t6, a4, a5                  # lo a[1] a[2]
	mulhu t5, a4, a5                # hi a[1] a[2]
	add s4, s4, t6
	sltu t6, s4, t6                 # carry
	add t5, t5, t6                  # hi <= 2^32 - 2: no overflow
	add s3, s3, t5
	sltu t5, s3, t5                 # carry
	slli t3, s4, 1                  # 2 t[3]
	or t3, t3, s1                   # + the bit from below
	srli s1, s4, 31                 # the bit for the next limb
	add t4, t4, s2                  # hi + cc, no overflow
	add t3, t3, t4
	sltu s2, t3, t4                 # carry
	sw t3, 12(a0)                   # r[3]
	# column 4
	lw a7, 16(a1)                   # a[4]
	mul s0, a3, a7                  # lo a[0] a[4]
	mulhu t6, a3, a7                # hi a[0] a[4]
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add t6, t6, s0                  # hi <= 2^32 - 2: no overflow
	add t5, t5, t6
	sltu t6, t5, t6                 # carry
	mul s4, a4, a6                  # lo a[1] a[3]
	mulhu t4, a4, a6                # hi a[1] a[3]
	add s3, s3, s4
	sltu s4, s3, s4                 # carry
	add t4, t4, s4                  # hi <= 2^32 - 2: no overflow
	add t5, t5, t4
	sltu t4, t5, t4                 # carry
	add t6, t6, t4                  # c2 < 2n: no overflow
	slli t3, s3, 1                  # 2 t[4]
	or t3, t3, s1                   # + the bit from below
	srli s1, s3, 31                 # the bit for the next limb
	mul s0, a5, a5                  # a[2]^2 lo
	mulhu s4, a5, a5                # a[2]^2 hi
	add t3, t3, s0
	sltu s0, t3, s0                 # carry
	add t3, t3, s2
	sltu s2, t3, s2                 # carry
	add s2, s2, s0                  # cc <= 1: not both carries
	sw t3, 16(a0)                   # r[4]
	# column 5
	lw t0, 20(a1)                   # a[5]
	mul t4, a3, t0                  # lo a[0] a[5]
	mulhu s3, a3, t0                # hi a[0] a[5]
	add t5, t5, t4
	sltu t4, t5, t4                 # carry
	add s3, s3, t4                  # hi <= 2^32 - 2: no overflow
	add t6, t6, s3
	sltu s3, t6, s3                 # carry
	mul s0, a4, a7                  # lo a[1] a[4]
	mulhu t3, a4, a7                # hi a[1] a[4]
	add t5, t5, s0
	sltu s0, t5, s0                 # carry
	add t3, t3, s0                  # hi <= 2^32 - 2: no overflow
	add t6, t6, t3
	sltu t3, t6, t3                 # carry
	add s3, s3, t3                  # c2 < 2n: no overflow
	mul t4, a5, a6                  # lo a[2] a[3]
	mulhu s0, a5, a6                # hi a[2] a[3]
	add t5, t5, t4
	sltu t4, t5, t4                 # carry
	add s0, s0, t4                  # hi <= 2^32 - 2: no overflow
	add t6, t6, s0
	sltu s0, t6, s0                 # carry
	add s3, s3, s0                  # c2 < 2n: no overflow
	slli t3, t5, 1                  # 2 t[5]
	or t3, t3, s1                   # + the bit from below
	srli s1, t5, 31                 # the bit for the next limb
	add s4, s4, s2                  # hi + cc, no overflow
	add t3, t3, s4
	sltu s2, t3, s4                 # carry
	sw t3, 20(a0)                   # r[5]
	# column 6
	lw t1, 24(a1)                   # a[6]
	mul t4, a3, t1                  # lo a[0] a[6]
	mulhu s0, a3, t1                # hi a[0] a[6]
	add t6, t6, t4
	sltu t4, t6, t4                 # carry
	add s0, s0, t4                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	mul t5, a4, t0                  # lo a[1] a[5]
	mulhu s4, a4, t0                # hi a[1] a[5]
	add t6, t6, t5
	sltu t5, t6, t5                 # carry
	add s4, s4, t5                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s4
	sltu s4, s3, s4                 # carry
	add s0, s0, s4                  # c2 < 2n: no overflow
	mul t3, a5, a7                  # lo a[2] a[4]
	mulhu t4, a5, a7                # hi a[2] a[4]
	add t6, t6, t3
	sltu t3, t6, t3                 # carry
	add t4, t4, t3                  # hi <= 2^32 - 2: no overflow
	add s3, s3, t4
	sltu t4, s3, t4                 # carry
	add s0, s0, t4                  # c2 < 2n: no overflow
	slli t5, t6, 1                  # 2 t[6]
	or t5, t5, s1                   # + the bit from below
	srli s1, t6, 31                 # the bit for the next limb
	mul s4, a6, a6                  # a[3]^2 lo
	mulhu t3, a6, a6                # a[3]^2 hi
	add t5, t5, s4
	sltu s4, t5, s4                 # carry
	add t5, t5, s2
	sltu s2, t5, s2                 # carry
	add s2, s2, s4                  # cc <= 1: not both carries
	sw t5, 24(a0)                   # r[6]
	# column 7
	lw t2, 28(a1)                   # a[7]
	mul t4, a3, t2                  # lo a[0] a[7]
	mulhu t6, a3, t2                # hi a[0] a[7]
	add s3, s3, t4
	sltu t4, s3, t4                 # carry
	add t6, t6, t4                  # hi <= 2^32 - 2: no overflow
	add s0, s0, t6
	sltu t6, s0, t6                 # carry
	mul s4, a4, t1                  # lo a[1] a[6]
	mulhu t5, a4, t1                # hi a[1] a[6]
	add s3, s3, s4
	sltu s4, s3, s4                 # carry
	add t5, t5, s4                  # hi <= 2^32 - 2: no overflow
	add s0, s0, t5
	sltu t5, s0, t5                 # carry
	add t6, t6, t5                  # c2 < 2n: no overflow
	mul t4, a5, t0                  # lo a[2] a[5]
	mulhu s4, a5, t0                # hi a[2] a[5]
	add s3, s3, t4
	sltu t4, s3, t4                 # carry
	add s4, s4, t4                  # hi <= 2^32 - 2: no overflow
	add s0, s0, s4
	sltu s4, s0, s4                 # carry
	add t6, t6, s4                  # c2 < 2n: no overflow
	mul t5, a6, a7                  # lo a[3] a[4]
	mulhu t4, a6, a7                # hi a[3] a[4]
	add s3, s3, t5
	sltu t5, s3, t5                 # carry
	add t4, t4, t5                  # hi <= 2^32 - 2: no overflow
	add s0, s0, t4
	sltu t4, s0, t4                 # carry
	add t6, t6, t4                  # c2 < 2n: no overflow
	slli s4, s3, 1                  # 2 t[7]
	or s4, s4, s1                   # + the bit from below
	srli s1, s3, 31                 # the bit for the next limb
	add t3, t3, s2                  # hi + cc, no overflow
	add s4, s4, t3
	sltu s2, s4, t3                 # carry
	sw s4, 28(a0)                   # r[7]
	# column 8
	mul t5, a4, t2                  # lo a[1] a[7]
	mulhu t4, a4, t2                # hi a[1] a[7]
	add s0, s0, t5
	sltu t5, s0, t5                 # carry
	add t4, t4, t5                  # hi <= 2^32 - 2: no overflow
	add t6, t6, t4
	sltu t4, t6, t4                 # carry
	mul s3, a5, t1                  # lo a[2] a[6]
	mulhu t3, a5, t1                # hi a[2] a[6]
	add s0, s0, s3
	sltu s3, s0, s3                 # carry
	add t3, t3, s3                  # hi <= 2^32 - 2: no overflow
	add t6, t6, t3
	sltu t3, t6, t3                 # carry
	add t4, t4, t3                  # c2 < 2n: no overflow
	mul s4, a6, t0                  # lo a[3] a[5]
	mulhu t5, a6, t0                # hi a[3] a[5]
	add s0, s0, s4
	sltu s4, s0, s4                 # carry
	add t5, t5, s4                  # hi <= 2^32 - 2: no overflow
	add t6, t6, t5
	sltu t5, t6, t5                 # carry
	add t4, t4, t5                  # c2 < 2n: no overflow
	slli s3, s0, 1                  # 2 t[8]
	or s3, s3, s1                   # + the bit from below
	srli s1, s0, 31                 # the bit for the next limb
	mul t3, a7, a7                  # a[4]^2 lo
	mulhu s4, a7, a7                # a[4]^2 hi
	add s3, s3, t3
	sltu t3, s3, t3                 # carry
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s2, s2, t3                  # cc <= 1: not both carries
	sw s3, 32(a0)                   # r[8]
	# column 9
	mul t5, a5, t2                  # lo a[2] a[7]
	mulhu s0, a5, t2                # hi a[2] a[7]
	add t6, t6, t5
	sltu t5, t6, t5                 # carry
	add s0, s0, t5                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s0
	sltu s0, t4, s0                 # carry
	mul t3, a6, t1                  # lo a[3] a[6]
	mulhu s3, a6, t1                # hi a[3] a[6]
	add t6, t6, t3
	sltu t3, t6, t3                 # carry
	add s3, s3, t3                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s3
	sltu s3, t4, s3                 # carry
	add s0, s0, s3                  # c2 < 2n: no overflow
	mul t5, a7, t0                  # lo a[4] a[5]
	mulhu t3, a7, t0                # hi a[4] a[5]
	add t6, t6, t5
	sltu t5, t6, t5                 # carry
	add t3, t3, t5                  # hi <= 2^32 - 2: no overflow
	add t4, t4, t3
	sltu t3, t4, t3                 # carry
	add s0, s0, t3                  # c2 < 2n: no overflow
	slli s3, t6, 1                  # 2 t[9]
	or s3, s3, s1                   # + the bit from below
	srli s1, t6, 31                 # the bit for the next limb
	add s4, s4, s2                  # hi + cc, no overflow
	add s3, s3, s4
	sltu s2, s3, s4                 # carry
	sw s3, 36(a0)                   # r[9]
	# column 10
	mul t5, a6, t2                  # lo a[3] a[7]
	mulhu t3, a6, t2                # hi a[3] a[7]
	add t4, t4, t5
	sltu t5, t4, t5                 # carry
	add t3, t3, t5                  # hi <= 2^32 - 2: no overflow
	add s0, s0, t3
	sltu t3, s0, t3                 # carry
	mul t6, a7, t1                  # lo a[4] a[6]
	mulhu s4, a7, t1                # hi a[4] a[6]
	add t4, t4, t6
	sltu t6, t4, t6                 # carry
	add s4, s4, t6                  # hi <= 2^32 - 2: no overflow
	add s0, s0, s4
	sltu s4, s0, s4                 # carry
	add t3, t3, s4                  # c2 < 2n: no overflow
	slli s3, t4, 1                  # 2 t[10]
	or s3, s3, s1                   # + the bit from below
	srli s1, t4, 31                 # the bit for the next limb
	mul t5, t0, t0                  # a[5]^2 lo
	mulhu t6, t0, t0                # a[5]^2 hi
	add s3, s3, t5
	sltu t5, s3, t5                 # carry
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s2, s2, t5                  # cc <= 1: not both carries
	sw s3, 40(a0)                   # r[10]
	# column 11
	mul s4, a7, t2                  # lo a[4] a[7]
	mulhu t4, a7, t2                # hi a[4] a[7]
	add s0, s0, s4
	sltu s4, s0, s4                 # carry
	add t4, t4, s4                  # hi <= 2^32 - 2: no overflow
	add t3, t3, t4
	sltu t4, t3, t4                 # carry
	mul t5, t0, t1                  # lo a[5] a[6]
	mulhu s3, t0, t1                # hi a[5] a[6]
	add s0, s0, t5
	sltu t5, s0, t5                 # carry
	add s3, s3, t5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, s3
	sltu s3, t3, s3                 # carry
	add t4, t4, s3                  # c2 < 2n: no overflow
	slli s4, s0, 1                  # 2 t[11]
	or s4, s4, s1                   # + the bit from below
	srli s1, s0, 31                 # the bit for the next limb
	add t6, t6, s2                  # hi + cc, no overflow
	add s4, s4, t6
	sltu s2, s4, t6                 # carry
	sw s4, 44(a0)                   # r[11]
	# column 12
	mul t5, t0, t2                  # lo a[5] a[7]
	mulhu s3, t0, t2                # hi a[5] a[7]
	add t3, t3, t5
	sltu t5, t3, t5                 # carry
	add s3, s3, t5                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s3
	sltu s3, t4, s3                 # carry
	slli s0, t3, 1                  # 2 t[12]
	or s0, s0, s1                   # + the bit from below
	srli s1, t3, 31                 # the bit for the next limb
	mul t6, t1, t1                  # a[6]^2 lo
	mulhu s4, t1, t1                # a[6]^2 hi
	add s0, s0, t6
	sltu t6, s0, t6                 # carry
	add s0, s0, s2
	sltu s2, s0, s2                 # carry
	add s2, s2, t6                  # cc <= 1: not both carries
	sw s0, 48(a0)                   # r[12]
	# column 13
	mul t5, t1, t2                  # lo a[6] a[7]
	mulhu t3, t1, t2                # hi a[6] a[7]
	add t4, t4, t5
	sltu t5, t4, t5                 # carry
	add t3, t3, t5                  # hi <= 2^32 - 2: no overflow
	add s3, s3, t3
	sltu t3, s3, t3                 # carry
	slli t6, t4, 1                  # 2 t[13]
	or t6, t6, s1                   # + the bit from below
	srli s1, t4, 31                 # the bit for the next limb
	add s4, s4, s2                  # hi + cc, no overflow
	add t6, t6, s4
	sltu s2, t6, s4                 # carry
	sw t6, 52(a0)                   # r[13]
	# column 14
	slli s0, s3, 1                  # 2 t[14]
	or s0, s0, s1                   # + the bit from below
	srli s1, s3, 31                 # the bit for the next limb
	mul t5, t2, t2                  # a[7]^2 lo
	mulhu t4, t2, t2                # a[7]^2 hi
	add s0, s0, t5
	sltu t5, s0, t5                 # carry
	add s0, s0, s2
	sltu s2, s0, s2                 # carry
	add s2, s2, t5                  # cc <= 1: not both carries
	sw s0, 56(a0)                   # r[14]
	# column 15
	slli s4, t3, 1                  # 2 t[15]
	or s4, s4, s1                   # + the bit from below
	srli s1, t3, 31                 # the bit for the next limb
	add t4, t4, s2                  # hi + cc, no overflow
	add s4, s4, t4
	sltu s2, s4, t4                 # carry
	sw s4, 60(a0)                   # r[15]
	lw s0, 0(sp)
	lw s1, 4(sp)
	lw s2, 8(sp)
	lw s3, 12(sp)
	lw s4, 16(sp)
	addi sp, sp, 32
	ret
	.size ctb_ec_sqr8, .-ctb_ec_sqr8

/* void ctb_ec_mul12(uint32_t *r, const uint32_t *a, const uint32_t *b): r[0..24) = a * b, 1206 instructions. */
	.section .text.ctb_ec_mul12,"ax",@progbits
	.global ctb_ec_mul12
	.type ctb_ec_mul12, @function
	.p2align 1
ctb_ec_mul12:
	addi sp, sp, -64
	sw s0, 0(sp)                    # callee-saved
	sw s1, 4(sp)                    # callee-saved
	sw s2, 8(sp)                    # callee-saved
	sw s3, 12(sp)                   # callee-saved
	sw s4, 16(sp)                   # callee-saved
	sw s5, 20(sp)                   # callee-saved
	sw s6, 24(sp)                   # callee-saved
	sw s7, 28(sp)                   # callee-saved
	sw s8, 32(sp)                   # callee-saved
	sw s9, 36(sp)                   # callee-saved
	sw s10, 40(sp)                  # callee-saved
	sw s11, 44(sp)                  # callee-saved
	sw ra, 48(sp)                   # callee-saved
	# column 0
	lw a3, 0(a1)                    # a[0]
	lw a4, 0(a2)                    # b[0]
	mul s8, a3, a4                  # lo a[0] b[0]
	mulhu s9, a3, a4                # hi a[0] b[0]
	sw s8, 0(a0)                    # r[0]
	# column 1
	lw a5, 4(a2)                    # b[1]
	mul s10, a3, a5                 # lo a[0] b[1]
	mulhu s11, a3, a5               # hi a[0] b[1]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add s11, s11, s10               # hi <= 2^32 - 2: no overflow
	lw a6, 4(a1)                    # a[1]
	mul ra, a6, a4                  # lo a[1] b[0]
	mulhu s8, a6, a4                # hi a[1] b[0]
	add s9, s9, ra
	sltu ra, s9, ra                 # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s11, s11, s8
	sltu s8, s11, s8                # carry
	sw s9, 4(a0)                    # r[1]
	# column 2
	lw a7, 8(a2)                    # b[2]
	mul s10, a3, a7                 # lo a[0] b[2]
	mulhu ra, a3, a7                # hi a[0] b[2]
	add s11, s11, s10
	sltu s10, s11, s10              # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	mul s9, a6, a5                  # lo a[1] b[1]
	mulhu s10, a6, a5               # hi a[1] b[1]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	lw t0, 8(a1)                    # a[2]
	mul s9, t0, a4                  # lo a[2] b[0]
	mulhu s10, t0, a4               # hi a[2] b[0]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	sw s11, 8(a0)                   # r[2]
	# column 3
	lw t1, 12(a2)                   # b[3]
	mul s9, a3, t1                  # lo a[0] b[3]
	mulhu s10, a3, t1               # hi a[0] b[3]
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add ra, ra, s10
	sltu s10, ra, s10               # carry
	mul s11, a6, a7                 # lo a[1] b[2]
	mulhu s9, a6, a7                # hi a[1] b[2]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t0, a5                 # lo a[2] b[1]
	mulhu s9, t0, a5                # hi a[2] b[1]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	lw t2, 12(a1)                   # a[3]
	mul s11, t2, a4                 # lo a[3] b[0]
	mulhu s9, t2, a4                # hi a[3] b[0]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	sw s8, 12(a0)                   # r[3]
	# column 4
	lw t3, 16(a2)                   # b[4]
	mul s11, a3, t3                 # lo a[0] b[4]
	mulhu s9, a3, t3                # hi a[0] b[4]
	add ra, ra, s11
	sltu s11, ra, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add s10, s10, s9
	sltu s9, s10, s9                # carry
	mul s8, a6, t1                  # lo a[1] b[3]
	mulhu s11, a6, t1               # hi a[1] b[3]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t0, a7                  # lo a[2] b[2]
	mulhu s11, t0, a7               # hi a[2] b[2]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t2, a5                  # lo a[3] b[1]
	mulhu s11, t2, a5               # hi a[3] b[1]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	lw t4, 16(a1)                   # a[4]
	mul s8, t4, a4                  # lo a[4] b[0]
	mulhu s11, t4, a4               # hi a[4] b[0]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	sw ra, 16(a0)                   # r[4]
	# column 5
	lw t5, 20(a2)                   # b[5]
	mul s8, a3, t5                  # lo a[0] b[5]
	mulhu s11, a3, t5               # hi a[0] b[5]
	add s10, s10, s8
	sltu s8, s10, s8                # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s9, s9, s11
	sltu s11, s9, s11               # carry
	mul ra, a6, t3                  # lo a[1] b[4]
	mulhu s8, a6, t3                # hi a[1] b[4]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t0, t1                  # lo a[2] b[3]
	mulhu s8, t0, t1                # hi a[2] b[3]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t2, a7                  # lo a[3] b[2]
	mulhu s8, t2, a7                # hi a[3] b[2]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t4, a5                  # lo a[4] b[1]
	mulhu s8, t4, a5                # hi a[4] b[1]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	lw t6, 20(a1)                   # a[5]
	mul ra, t6, a4                  # lo a[5] b[0]
	mulhu s8, t6, a4                # hi a[5] b[0]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	sw s10, 20(a0)                  # r[5]
	# column 6
	lw s0, 24(a2)                   # b[6]
	mul ra, a3, s0                  # lo a[0] b[6]
	mulhu s8, a3, s0                # hi a[0] b[6]
	add s9, s9, ra
	sltu ra, s9, ra                 # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s11, s11, s8
	sltu s8, s11, s8                # carry
	mul s10, a6, t5                 # lo a[1] b[5]
	mulhu ra, a6, t5                # hi a[1] b[5]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t0, t3                 # lo a[2] b[4]
	mulhu ra, t0, t3                # hi a[2] b[4]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t2, t1                 # lo a[3] b[3]
	mulhu ra, t2, t1                # hi a[3] b[3]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t4, a7                 # lo a[4] b[2]
	mulhu ra, t4, a7                # hi a[4] b[2]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t6, a5                 # lo a[5] b[1]
	mulhu ra, t6, a5                # hi a[5] b[1]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	lw s1, 24(a1)                   # a[6]
	mul s10, s1, a4                 # lo a[6] b[0]
	mulhu ra, s1, a4                # hi a[6] b[0]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	sw s9, 24(a0)                   # r[6]
	# column 7
	lw s2, 28(a2)                   # b[7]
	mul s10, a3, s2                 # lo a[0] b[7]
	mulhu ra, a3, s2                # hi a[0] b[7]
	add s11, s11, s10
	sltu s10, s11, s10              # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	mul s9, a6, s0                  # lo a[1] b[6]
	mulhu s10, a6, s0               # hi a[1] b[6]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t0, t5                  # lo a[2] b[5]
	mulhu s10, t0, t5               # hi a[2] b[5]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t2, t3                  # lo a[3] b[4]
	mulhu s10, t2, t3               # hi a[3] b[4]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t4, t1                  # lo a[4] b[3]
	mulhu s10, t4, t1               # hi a[4] b[3]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t6, a7                  # lo a[5] b[2]
	mulhu s10, t6, a7               # hi a[5] b[2]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s1, a5                  # lo a[6] b[1]
	mulhu s10, s1, a5               # hi a[6] b[1]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	lw s3, 28(a1)                   # a[7]
	mul s9, s3, a4                  # lo a[7] b[0]
	mulhu s10, s3, a4               # hi a[7] b[0]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	sw s11, 28(a0)                  # r[7]
	# column 8
	lw s4, 32(a2)                   # b[8]
	mul s9, a3, s4                  # lo a[0] b[8]
	mulhu s10, a3, s4               # hi a[0] b[8]
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add ra, ra, s10
	sltu s10, ra, s10               # carry
	mul s11, a6, s2                 # lo a[1] b[7]
	mulhu s9, a6, s2                # hi a[1] b[7]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t0, s0                 # lo a[2] b[6]
	mulhu s9, t0, s0                # hi a[2] b[6]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t2, t5                 # lo a[3] b[5]
	mulhu s9, t2, t5                # hi a[3] b[5]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t4, t3                 # lo a[4] b[4]
	mulhu s9, t4, t3                # hi a[4] b[4]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t6, t1                 # lo a[5] b[3]
	mulhu s9, t6, t1                # hi a[5] b[3]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s1, a7                 # lo a[6] b[2]
	mulhu s9, s1, a7                # hi a[6] b[2]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s3, a5                 # lo a[7] b[1]
	mulhu s9, s3, a5                # hi a[7] b[1]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	lw s5, 32(a1)                   # a[8]
	mul s11, s5, a4                 # lo a[8] b[0]
	mulhu s9, s5, a4                # hi a[8] b[0]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	sw s8, 32(a0)                   # r[8]
	# column 9
	lw s6, 36(a2)                   # b[9]
	mul s11, a3, s6                 # lo a[0] b[9]
	mulhu s9, a3, s6                # hi a[0] b[9]
	add ra, ra, s11
	sltu s11, ra, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add s10, s10, s9
	sltu s9, s10, s9                # carry
	mul s8, a6, s4                  # lo a[1] b[8]
	mulhu s11, a6, s4               # hi a[1] b[8]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t0, s2                  # lo a[2] b[7]
	mulhu s11, t0, s2               # hi a[2] b[7]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t2, s0                  # lo a[3] b[6]
	mulhu s11, t2, s0               # hi a[3] b[6]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t4, t5                  # lo a[4] b[5]
	mulhu s11, t4, t5               # hi a[4] b[5]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t6, t3                  # lo a[5] b[4]
	mulhu s11, t6, t3               # hi a[5] b[4]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s1, t1                  # lo a[6] b[3]
	mulhu s11, s1, t1               # hi a[6] b[3]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s3, a7                  # lo a[7] b[2]
	mulhu s11, s3, a7               # hi a[7] b[2]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s5, a5                  # lo a[8] b[1]
	mulhu s11, s5, a5               # hi a[8] b[1]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	lw s7, 36(a1)                   # a[9]
	mul s8, s7, a4                  # lo a[9] b[0]
	mulhu s11, s7, a4               # hi a[9] b[0]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	sw ra, 36(a0)                   # r[9]
	# column 10
	lw a4, 40(a2)                   # b[10]
	mul s8, a3, a4                  # lo a[0] b[10]
	mulhu s11, a3, a4               # hi a[0] b[10]
	add s10, s10, s8
	sltu s8, s10, s8                # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s9, s9, s11
	sltu s11, s9, s11               # carry
	mul ra, a6, s6                  # lo a[1] b[9]
	mulhu s8, a6, s6                # hi a[1] b[9]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t0, s4                  # lo a[2] b[8]
	mulhu s8, t0, s4                # hi a[2] b[8]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t2, s2                  # lo a[3] b[7]
	mulhu s8, t2, s2                # hi a[3] b[7]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t4, s0                  # lo a[4] b[6]
	mulhu s8, t4, s0                # hi a[4] b[6]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, t6, t5                  # lo a[5] b[5]
	mulhu s8, t6, t5                # hi a[5] b[5]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s1, t3                  # lo a[6] b[4]
	mulhu s8, s1, t3                # hi a[6] b[4]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s3, t1                  # lo a[7] b[3]
	mulhu s8, s3, t1                # hi a[7] b[3]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s5, a7                  # lo a[8] b[2]
	mulhu s8, s5, a7                # hi a[8] b[2]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s7, a5                  # lo a[9] b[1]
	mulhu s8, s7, a5                # hi a[9] b[1]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	lw a5, 40(a1)                   # a[10]
	lw a7, 0(a2)                    # b[0]
	mul ra, a5, a7                  # lo a[10] b[0]
	mulhu s8, a5, a7                # hi a[10] b[0]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	sw s10, 40(a0)                  # r[10]
	# column 11
	lw a7, 44(a2)                   # b[11]
	mul ra, a3, a7                  # lo a[0] b[11]
	mulhu s8, a3, a7                # hi a[0] b[11]
	add s9, s9, ra
	sltu ra, s9, ra                 # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s11, s11, s8
	sltu s8, s11, s8                # carry
	mul s10, a6, a4                 # lo a[1] b[10]
	mulhu ra, a6, a4                # hi a[1] b[10]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t0, s6                 # lo a[2] b[9]
	mulhu ra, t0, s6                # hi a[2] b[9]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t2, s4                 # lo a[3] b[8]
	mulhu ra, t2, s4                # hi a[3] b[8]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t4, s2                 # lo a[4] b[7]
	mulhu ra, t4, s2                # hi a[4] b[7]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, t6, s0                 # lo a[5] b[6]
	mulhu ra, t6, s0                # hi a[5] b[6]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s1, t5                 # lo a[6] b[5]
	mulhu ra, s1, t5                # hi a[6] b[5]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s3, t3                 # lo a[7] b[4]
	mulhu ra, s3, t3                # hi a[7] b[4]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s5, t1                 # lo a[8] b[3]
	mulhu ra, s5, t1                # hi a[8] b[3]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	lw a3, 8(a2)                    # b[2]
	mul s10, s7, a3                 # lo a[9] b[2]
	mulhu ra, s7, a3                # hi a[9] b[2]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	lw a3, 4(a2)                    # b[1]
	mul s10, a5, a3                 # lo a[10] b[1]
	mulhu ra, a5, a3                # hi a[10] b[1]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	lw a3, 44(a1)                   # a[11]
	lw a5, 0(a2)                    # b[0]
	mul s10, a3, a5                 # lo a[11] b[0]
	mulhu ra, a3, a5                # hi a[11] b[0]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	sw s9, 44(a0)                   # r[11]
	# column 12
	mul s10, a6, a7                 # lo a[1] b[11]
	mulhu ra, a6, a7                # hi a[1] b[11]
	add s11, s11, s10
	sltu s10, s11, s10              # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	mul s9, t0, a4                  # lo a[2] b[10]
	mulhu s10, t0, a4               # hi a[2] b[10]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t2, s6                  # lo a[3] b[9]
	mulhu s10, t2, s6               # hi a[3] b[9]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t4, s4                  # lo a[4] b[8]
	mulhu s10, t4, s4               # hi a[4] b[8]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, t6, s2                  # lo a[5] b[7]
	mulhu s10, t6, s2               # hi a[5] b[7]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s1, s0                  # lo a[6] b[6]
	mulhu s10, s1, s0               # hi a[6] b[6]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s3, t5                  # lo a[7] b[5]
	mulhu s10, s3, t5               # hi a[7] b[5]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s5, t3                  # lo a[8] b[4]
	mulhu s10, s5, t3               # hi a[8] b[4]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s7, t1                  # lo a[9] b[3]
	mulhu s10, s7, t1               # hi a[9] b[3]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	lw a6, 40(a1)                   # a[10]
	lw a5, 8(a2)                    # b[2]
	mul s9, a6, a5                  # lo a[10] b[2]
	mulhu s10, a6, a5               # hi a[10] b[2]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	lw a5, 4(a2)                    # b[1]
	mul s9, a3, a5                  # lo a[11] b[1]
	mulhu s10, a3, a5               # hi a[11] b[1]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	sw s11, 48(a0)                  # r[12]
	# column 13
	mul s9, t0, a7                  # lo a[2] b[11]
	mulhu s10, t0, a7               # hi a[2] b[11]
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add ra, ra, s10
	sltu s10, ra, s10               # carry
	mul s11, t2, a4                 # lo a[3] b[10]
	mulhu s9, t2, a4                # hi a[3] b[10]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t4, s6                 # lo a[4] b[9]
	mulhu s9, t4, s6                # hi a[4] b[9]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, t6, s4                 # lo a[5] b[8]
	mulhu s9, t6, s4                # hi a[5] b[8]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s1, s2                 # lo a[6] b[7]
	mulhu s9, s1, s2                # hi a[6] b[7]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s3, s0                 # lo a[7] b[6]
	mulhu s9, s3, s0                # hi a[7] b[6]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s5, t5                 # lo a[8] b[5]
	mulhu s9, s5, t5                # hi a[8] b[5]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s7, t3                 # lo a[9] b[4]
	mulhu s9, s7, t3                # hi a[9] b[4]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, a6, t1                 # lo a[10] b[3]
	mulhu s9, a6, t1                # hi a[10] b[3]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	lw t0, 8(a2)                    # b[2]
	mul s11, a3, t0                 # lo a[11] b[2]
	mulhu s9, a3, t0                # hi a[11] b[2]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	sw s8, 52(a0)                   # r[13]
	# column 14
	mul s11, t2, a7                 # lo a[3] b[11]
	mulhu s9, t2, a7                # hi a[3] b[11]
	add ra, ra, s11
	sltu s11, ra, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add s10, s10, s9
	sltu s9, s10, s9                # carry
	mul s8, t4, a4                  # lo a[4] b[10]
	mulhu s11, t4, a4               # hi a[4] b[10]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, t6, s6                  # lo a[5] b[9]
	mulhu s11, t6, s6               # hi a[5] b[9]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s1, s4                  # lo a[6] b[8]
	mulhu s11, s1, s4               # hi a[6] b[8]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s3, s2                  # lo a[7] b[7]
	mulhu s11, s3, s2               # hi a[7] b[7]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s5, s0                  # lo a[8] b[6]
	mulhu s11, s5, s0               # hi a[8] b[6]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, s7, t5                  # lo a[9] b[5]
	mulhu s11, s7, t5               # hi a[9] b[5]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, a6, t3                  # lo a[10] b[4]
	mulhu s11, a6, t3               # hi a[10] b[4]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, a3, t1                  # lo a[11] b[3]
	mulhu s11, a3, t1               # hi a[11] b[3]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	sw ra, 56(a0)                   # r[14]
	# column 15
	mul s8, t4, a7                  # lo a[4] b[11]
	mulhu s11, t4, a7               # hi a[4] b[11]
	add s10, s10, s8
	sltu s8, s10, s8                # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s9, s9, s11
	sltu s11, s9, s11               # carry
	mul ra, t6, a4                  # lo a[5] b[10]
	mulhu s8, t6, a4                # hi a[5] b[10]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s1, s6                  # lo a[6] b[9]
	mulhu s8, s1, s6                # hi a[6] b[9]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s3, s4                  # lo a[7] b[8]
	mulhu s8, s3, s4                # hi a[7] b[8]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s5, s2                  # lo a[8] b[7]
	mulhu s8, s5, s2                # hi a[8] b[7]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, s7, s0                  # lo a[9] b[6]
	mulhu s8, s7, s0                # hi a[9] b[6]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, a6, t5                  # lo a[10] b[5]
	mulhu s8, a6, t5                # hi a[10] b[5]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, a3, t3                  # lo a[11] b[4]
	mulhu s8, a3, t3                # hi a[11] b[4]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	sw s10, 60(a0)                  # r[15]
	# column 16
	mul ra, t6, a7                  # lo a[5] b[11]
	mulhu s8, t6, a7                # hi a[5] b[11]
	add s9, s9, ra
	sltu ra, s9, ra                 # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s11, s11, s8
	sltu s8, s11, s8                # carry
	mul s10, s1, a4                 # lo a[6] b[10]
	mulhu ra, s1, a4                # hi a[6] b[10]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s3, s6                 # lo a[7] b[9]
	mulhu ra, s3, s6                # hi a[7] b[9]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s5, s4                 # lo a[8] b[8]
	mulhu ra, s5, s4                # hi a[8] b[8]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, s7, s2                 # lo a[9] b[7]
	mulhu ra, s7, s2                # hi a[9] b[7]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, a6, s0                 # lo a[10] b[6]
	mulhu ra, a6, s0                # hi a[10] b[6]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	mul s10, a3, t5                 # lo a[11] b[5]
	mulhu ra, a3, t5                # hi a[11] b[5]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	sw s9, 64(a0)                   # r[16]
	# column 17
	mul s10, s1, a7                 # lo a[6] b[11]
	mulhu ra, s1, a7                # hi a[6] b[11]
	add s11, s11, s10
	sltu s10, s11, s10              # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	mul s9, s3, a4                  # lo a[7] b[10]
	mulhu s10, s3, a4               # hi a[7] b[10]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s5, s6                  # lo a[8] b[9]
	mulhu s10, s5, s6               # hi a[8] b[9]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, s7, s4                  # lo a[9] b[8]
	mulhu s10, s7, s4               # hi a[9] b[8]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, a6, s2                  # lo a[10] b[7]
	mulhu s10, a6, s2               # hi a[10] b[7]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	mul s9, a3, s0                  # lo a[11] b[6]
	mulhu s10, a3, s0               # hi a[11] b[6]
	add s11, s11, s9
	sltu s9, s11, s9                # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add ra, ra, s10                 # c2 < 2n: no overflow
	sw s11, 68(a0)                  # r[17]
	# column 18
	mul s9, s3, a7                  # lo a[7] b[11]
	mulhu s10, s3, a7               # hi a[7] b[11]
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add ra, ra, s10
	sltu s10, ra, s10               # carry
	mul s11, s5, a4                 # lo a[8] b[10]
	mulhu s9, s5, a4                # hi a[8] b[10]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, s7, s6                 # lo a[9] b[9]
	mulhu s9, s7, s6                # hi a[9] b[9]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, a6, s4                 # lo a[10] b[8]
	mulhu s9, a6, s4                # hi a[10] b[8]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	mul s11, a3, s2                 # lo a[11] b[7]
	mulhu s9, a3, s2                # hi a[11] b[7]
	add s8, s8, s11
	sltu s11, s8, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add ra, ra, s9
	sltu s9, ra, s9                 # carry
	add s10, s10, s9                # c2 < 2n: no overflow
	sw s8, 72(a0)                   # r[18]
	# column 19
	mul s11, s5, a7                 # lo a[8] b[11]
	mulhu s9, s5, a7                # hi a[8] b[11]
	add ra, ra, s11
	sltu s11, ra, s11               # carry
	add s9, s9, s11                 # hi <= 2^32 - 2: no overflow
	add s10, s10, s9
	sltu s9, s10, s9                # carry
	mul s8, s7, a4                  # lo a[9] b[10]
	mulhu s11, s7, a4               # hi a[9] b[10]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, a6, s6                  # lo a[10] b[9]
	mulhu s11, a6, s6               # hi a[10] b[9]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	mul s8, a3, s4                  # lo a[11] b[8]
	mulhu s11, a3, s4               # hi a[11] b[8]
	add ra, ra, s8
	sltu s8, ra, s8                 # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s10, s10, s11
	sltu s11, s10, s11              # carry
	add s9, s9, s11                 # c2 < 2n: no overflow
	sw ra, 76(a0)                   # r[19]
	# column 20
	mul s8, s7, a7                  # lo a[9] b[11]
	mulhu s11, s7, a7               # hi a[9] b[11]
	add s10, s10, s8
	sltu s8, s10, s8                # carry
	add s11, s11, s8                # hi <= 2^32 - 2: no overflow
	add s9, s9, s11
	sltu s11, s9, s11               # carry
	mul ra, a6, a4                  # lo a[10] b[10]
	mulhu s8, a6, a4                # hi a[10] b[10]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	mul ra, a3, s6                  # lo a[11] b[9]
	mulhu s8, a3, s6                # hi a[11] b[9]
	add s10, s10, ra
	sltu ra, s10, ra                # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s9, s9, s8
	sltu s8, s9, s8                 # carry
	add s11, s11, s8                # c2 < 2n: no overflow
	sw s10, 80(a0)                  # r[20]
	# column 21
	mul ra, a6, a7                  # lo a[10] b[11]
	mulhu s8, a6, a7                # hi a[10] b[11]
	add s9, s9, ra
	sltu ra, s9, ra                 # carry
	add s8, s8, ra                  # hi <= 2^32 - 2: no overflow
	add s11, s11, s8
	sltu s8, s11, s8                # carry
	mul s10, a3, a4                 # lo a[11] b[10]
	mulhu ra, a3, a4                # hi a[11] b[10]
	add s9, s9, s10
	sltu s10, s9, s10               # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s11, s11, ra
	sltu ra, s11, ra                # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	sw s9, 84(a0)                   # r[21]
	# column 22
	mul s10, a3, a7                 # lo a[11] b[11]
	mulhu ra, a3, a7                # hi a[11] b[11]
	add s11, s11, s10
	sltu s10, s11, s10              # carry
	add ra, ra, s10                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	sw s11, 88(a0)                  # r[22]
	# column 23
	sw s8, 92(a0)                   # r[23]
	lw s0, 0(sp)
	lw s1, 4(sp)
	lw s2, 8(sp)
	lw s3, 12(sp)
	lw s4, 16(sp)
	lw s5, 20(sp)
	lw s6, 24(sp)
	lw s7, 28(sp)
	lw s8, 32(sp)
	lw s9, 36(sp)
	lw s10, 40(sp)
	lw s11, 44(sp)
	lw ra, 48(sp)
	addi sp, sp, 64
	ret
	.size ctb_ec_mul12, .-ctb_ec_mul12

/* void ctb_ec_sqr12(uint32_t *r, const uint32_t *a): r[0..24) = a * a, 736 instructions. */
	.section .text.ctb_ec_sqr12,"ax",@progbits
	.global ctb_ec_sqr12
	.type ctb_ec_sqr12, @function
	.p2align 1
ctb_ec_sqr12:
	addi sp, sp, -48
	sw s0, 0(sp)                    # callee-saved
	sw s1, 4(sp)                    # callee-saved
	sw s2, 8(sp)                    # callee-saved
	sw s3, 12(sp)                   # callee-saved
	sw s4, 16(sp)                   # callee-saved
	sw s5, 20(sp)                   # callee-saved
	sw s6, 24(sp)                   # callee-saved
	sw s7, 28(sp)                   # callee-saved
	sw s8, 32(sp)                   # callee-saved
	# column 0
	lw a3, 0(a1)                    # a[0]
	mul s0, a3, a3                  # a[0]^2 lo
	mulhu s1, a3, a3                # a[0]^2 hi
	sw s0, 0(a0)                    # r[0]
	# column 1
	lw a4, 4(a1)                    # a[1]
	mul s2, a3, a4                  # lo a[0] a[1]
	mulhu s3, a3, a4                # hi a[0] a[1]
	slli s4, s2, 1                  # 2 t[1]
	srli s5, s2, 31                 # the bit for the next limb
	add s4, s4, s1
	sltu s6, s4, s1                 # carry
	sw s4, 4(a0)                    # r[1]
	# column 2
	lw a5, 8(a1)                    # a[2]
	mul s7, a3, a5                  # lo a[0] a[2]
	mulhu s8, a3, a5                # hi a[0] a[2]
	add s3, s3, s7
	sltu s7, s3, s7                 # carry
	add s8, s8, s7                  # hi <= 2^32 - 2: no overflow
	slli s0, s3, 1                  # 2 t[2]
	or s0, s0, s5                   # + the bit from below
	srli s5, s3, 31                 # the bit for the next limb
	mul s2, a4, a4                  # a[1]^2 lo
	mulhu s1, a4, a4                # a[1]^2 hi
	add s0, s0, s2
	sltu s2, s0, s2                 # carry
	add s0, s0, s6
	sltu s6, s0, s6                 # carry
	add s6, s6, s2                  # cc <= 1: not both carries
	sw s0, 8(a0)                    # r[2]
	# column 3
	lw a6, 12(a1)                   # a[3]
	mul s4, a3, a6                  # lo a[0] a[3]
	mulhu s7, a3, a6                # hi a[0] a[3]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s7, s7, s4                  # hi <= 2^32 - 2: no overflow
	mul s3, a4, a5                  # lo a[1] a[2]
	mulhu s2, a4, a5                # hi a[1] a[2]
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s2, s2, s3                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	slli s0, s8, 1                  # 2 t[3]
	or s0, s0, s5                   # + the bit from below
	srli s5, s8, 31                 # the bit for the next limb
	add s1, s1, s6                  # hi + cc, no overflow
	add s0, s0, s1
	sltu s6, s0, s1                 # carry
	sw s0, 12(a0)                   # r[3]
	# column 4
	lw a7, 16(a1)                   # a[4]
	mul s4, a3, a7                  # lo a[0] a[4]
	mulhu s3, a3, a7                # hi a[0] a[4]
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add s3, s3, s4                  # hi <= 2^32 - 2: no overflow
	add s2, s2, s3
	sltu s3, s2, s3                 # carry
	mul s8, a4, a6                  # lo a[1] a[3]
	mulhu s1, a4, a6                # hi a[1] a[3]
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s1, s1, s8                  # hi <= 2^32 - 2: no overflow
	add s2, s2, s1
	sltu s1, s2, s1                 # carry
	add s3, s3, s1                  # c2 < 2n: no overflow
	slli s0, s7, 1                  # 2 t[4]
	or s0, s0, s5                   # + the bit from below
	srli s5, s7, 31                 # the bit for the next limb
	mul s4, a5, a5                  # a[2]^2 lo
	mulhu s8, a5, a5                # a[2]^2 hi
	add s0, s0, s4
	sltu s4, s0, s4                 # carry
	add s0, s0, s6
	sltu s6, s0, s6                 # carry
	add s6, s6, s4                  # cc <= 1: not both carries
	sw s0, 16(a0)                   # r[4]
	# column 5
	lw t0, 20(a1)                   # a[5]
	mul s1, a3, t0                  # lo a[0] a[5]
	mulhu s7, a3, t0                # hi a[0] a[5]
	add s2, s2, s1
	sltu s1, s2, s1                 # carry
	add s7, s7, s1                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s7
	sltu s7, s3, s7                 # carry
	mul s4, a4, a7                  # lo a[1] a[4]
	mulhu s0, a4, a7                # hi a[1] a[4]
	add s2, s2, s4
	sltu s4, s2, s4                 # carry
	add s0, s0, s4                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s7, s7, s0                  # c2 < 2n: no overflow
	mul s1, a5, a6                  # lo a[2] a[3]
	mulhu s4, a5, a6                # hi a[2] a[3]
	add s2, s2, s1
	sltu s1, s2, s1                 # carry
	add s4, s4, s1                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s4
	sltu s4, s3, s4                 # carry
	add s7, s7, s4                  # c2 < 2n: no overflow
	slli s0, s2, 1                  # 2 t[5]
	or s0, s0, s5                   # + the bit from below
	srli s5, s2, 31                 # the bit for the next limb
	add s8, s8, s6                  # hi + cc, no overflow
	add s0, s0, s8
	sltu s6, s0, s8                 # carry
	sw s0, 20(a0)                   # r[5]
	# column 6
	lw t1, 24(a1)                   # a[6]
	mul s1, a3, t1                  # lo a[0] a[6]
	mulhu s4, a3, t1                # hi a[0] a[6]
	add s3, s3, s1
	sltu s1, s3, s1                 # carry
	add s4, s4, s1                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	mul s2, a4, t0                  # lo a[1] a[5]
	mulhu s8, a4, t0                # hi a[1] a[5]
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s0, a5, a7                  # lo a[2] a[4]
	mulhu s1, a5, a7                # hi a[2] a[4]
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s1, s1, s0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s4, s4, s1                  # c2 < 2n: no overflow
	slli s2, s3, 1                  # 2 t[6]
	or s2, s2, s5                   # + the bit from below
	srli s5, s3, 31                 # the bit for the next limb
	mul s8, a6, a6                  # a[3]^2 lo
	mulhu s0, a6, a6                # a[3]^2 hi
	add s2, s2, s8
	sltu s8, s2, s8                 # carry
	add s2, s2, s6
	sltu s6, s2, s6                 # carry
	add s6, s6, s8                  # cc <= 1: not both carries
	sw s2, 24(a0)                   # r[6]
	# column 7
	lw t2, 28(a1)                   # a[7]
	mul s1, a3, t2                  # lo a[0] a[7]
	mulhu s3, a3, t2                # hi a[0] a[7]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s3, s3, s1                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s3
	sltu s3, s4, s3                 # carry
	mul s8, a4, t1                  # lo a[1] a[6]
	mulhu s2, a4, t1                # hi a[1] a[6]
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	add s2, s2, s8                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s3, s3, s2                  # c2 < 2n: no overflow
	mul s1, a5, t0                  # lo a[2] a[5]
	mulhu s8, a5, t0                # hi a[2] a[5]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s8, s8, s1                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	add s3, s3, s8                  # c2 < 2n: no overflow
	mul s2, a6, a7                  # lo a[3] a[4]
	mulhu s1, a6, a7                # hi a[3] a[4]
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s1
	sltu s1, s4, s1                 # carry
	add s3, s3, s1                  # c2 < 2n: no overflow
	slli s8, s7, 1                  # 2 t[7]
	or s8, s8, s5                   # + the bit from below
	srli s5, s7, 31                 # the bit for the next limb
	add s0, s0, s6                  # hi + cc, no overflow
	add s8, s8, s0
	sltu s6, s8, s0                 # carry
	sw s8, 28(a0)                   # r[7]
	# column 8
	lw t3, 32(a1)                   # a[8]
	mul s2, a3, t3                  # lo a[0] a[8]
	mulhu s1, a3, t3                # hi a[0] a[8]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s1
	sltu s1, s3, s1                 # carry
	mul s7, a4, t2                  # lo a[1] a[7]
	mulhu s0, a4, t2                # hi a[1] a[7]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s0, s0, s7                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s1, s1, s0                  # c2 < 2n: no overflow
	mul s8, a5, t1                  # lo a[2] a[6]
	mulhu s2, a5, t1                # hi a[2] a[6]
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	add s2, s2, s8                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s1, s1, s2                  # c2 < 2n: no overflow
	mul s7, a6, t0                  # lo a[3] a[5]
	mulhu s0, a6, t0                # hi a[3] a[5]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s0, s0, s7                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s1, s1, s0                  # c2 < 2n: no overflow
	slli s8, s4, 1                  # 2 t[8]
	or s8, s8, s5                   # + the bit from below
	srli s5, s4, 31                 # the bit for the next limb
	mul s2, a7, a7                  # a[4]^2 lo
	mulhu s7, a7, a7                # a[4]^2 hi
	add s8, s8, s2
	sltu s2, s8, s2                 # carry
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	add s6, s6, s2                  # cc <= 1: not both carries
	sw s8, 32(a0)                   # r[8]
	# column 9
	lw t4, 36(a1)                   # a[9]
	mul s0, a3, t4                  # lo a[0] a[9]
	mulhu s4, a3, t4                # hi a[0] a[9]
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s4, s4, s0                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s4
	sltu s4, s1, s4                 # carry
	mul s2, a4, t3                  # lo a[1] a[8]
	mulhu s8, a4, t3                # hi a[1] a[8]
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s8
	sltu s8, s1, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s0, a5, t2                  # lo a[2] a[7]
	mulhu s2, a5, t2                # hi a[2] a[7]
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s2, s2, s0                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s4, s4, s2                  # c2 < 2n: no overflow
	mul s8, a6, t1                  # lo a[3] a[6]
	mulhu s0, a6, t1                # hi a[3] a[6]
	add s3, s3, s8
	sltu s8, s3, s8                 # carry
	add s0, s0, s8                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s4, s4, s0                  # c2 < 2n: no overflow
	mul s2, a7, t0                  # lo a[4] a[5]
	mulhu s8, a7, t0                # hi a[4] a[5]
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s8
	sltu s8, s1, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	slli s0, s3, 1                  # 2 t[9]
	or s0, s0, s5                   # + the bit from below
	srli s5, s3, 31                 # the bit for the next limb
	add s7, s7, s6                  # hi + cc, no overflow
	add s0, s0, s7
	sltu s6, s0, s7                 # carry
	sw s0, 36(a0)                   # r[9]
	# column 10
	lw t5, 40(a1)                   # a[10]
	mul s2, a3, t5                  # lo a[0] a[10]
	mulhu s8, a3, t5                # hi a[0] a[10]
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	mul s3, a4, t4                  # lo a[1] a[9]
	mulhu s7, a4, t4                # hi a[1] a[9]
	add s1, s1, s3
	sltu s3, s1, s3                 # carry
	add s7, s7, s3                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s8, s8, s7                  # c2 < 2n: no overflow
	mul s0, a5, t3                  # lo a[2] a[8]
	mulhu s2, a5, t3                # hi a[2] a[8]
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s2, s2, s0                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s8, s8, s2                  # c2 < 2n: no overflow
	mul s3, a6, t2                  # lo a[3] a[7]
	mulhu s7, a6, t2                # hi a[3] a[7]
	add s1, s1, s3
	sltu s3, s1, s3                 # carry
	add s7, s7, s3                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s8, s8, s7                  # c2 < 2n: no overflow
	mul s0, a7, t1                  # lo a[4] a[6]
	mulhu s2, a7, t1                # hi a[4] a[6]
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s2, s2, s0                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s8, s8, s2                  # c2 < 2n: no overflow
	slli s3, s1, 1                  # 2 t[10]
	or s3, s3, s5                   # + the bit from below
	srli s5, s1, 31                 # the bit for the next limb
	mul s7, t0, t0                  # a[5]^2 lo
	mulhu s0, t0, t0                # a[5]^2 hi
	add s3, s3, s7
	sltu s7, s3, s7                 # carry
	add s3, s3, s6
	sltu s6, s3, s6                 # carry
	add s6, s6, s7                  # cc <= 1: not both carries
	sw s3, 40(a0)                   # r[10]
	# column 11
	lw t6, 44(a1)                   # a[11]
	mul s2, a3, t6                  # lo a[0] a[11]
	mulhu s1, a3, t6                # hi a[0] a[11]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s1
	sltu s1, s8, s1                 # carry
	mul s7, a4, t5                  # lo a[1] a[10]
	mulhu s3, a4, t5                # hi a[1] a[10]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s3, s3, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s1, s1, s3                  # c2 < 2n: no overflow
	mul s2, a5, t4                  # lo a[2] a[9]
	mulhu s7, a5, t4                # hi a[2] a[9]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s7, s7, s2                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	add s1, s1, s7                  # c2 < 2n: no overflow
	mul s3, a6, t3                  # lo a[3] a[8]
	mulhu s2, a6, t3                # hi a[3] a[8]
	add s4, s4, s3
	sltu s3, s4, s3                 # carry
	add s2, s2, s3                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s2
	sltu s2, s8, s2                 # carry
	add s1, s1, s2                  # c2 < 2n: no overflow
	mul s7, a7, t2                  # lo a[4] a[7]
	mulhu s3, a7, t2                # hi a[4] a[7]
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s3, s3, s7                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s1, s1, s3                  # c2 < 2n: no overflow
	mul s2, t0, t1                  # lo a[5] a[6]
	mulhu s7, t0, t1                # hi a[5] a[6]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s7, s7, s2                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	add s1, s1, s7                  # c2 < 2n: no overflow
	slli s3, s4, 1                  # 2 t[11]
	or s3, s3, s5                   # + the bit from below
	srli s5, s4, 31                 # the bit for the next limb
	add s0, s0, s6                  # hi + cc, no overflow
	add s3, s3, s0
	sltu s6, s3, s0                 # carry
	sw s3, 44(a0)                   # r[11]
	# column 12
	mul s2, a4, t6                  # lo a[1] a[11]
	mulhu s7, a4, t6                # hi a[1] a[11]
	add s8, s8, s2
	sltu s2, s8, s2                 # carry
	add s7, s7, s2                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s7
	sltu s7, s1, s7                 # carry
	mul s4, a5, t5                  # lo a[2] a[10]
	mulhu s0, a5, t5                # hi a[2] a[10]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s0, s0, s4                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s7, s7, s0                  # c2 < 2n: no overflow
	mul s3, a6, t4                  # lo a[3] a[9]
	mulhu s2, a6, t4                # hi a[3] a[9]
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s2, s2, s3                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s7, s7, s2                  # c2 < 2n: no overflow
	mul s4, a7, t3                  # lo a[4] a[8]
	mulhu s0, a7, t3                # hi a[4] a[8]
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	add s0, s0, s4                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s7, s7, s0                  # c2 < 2n: no overflow
	mul s3, t0, t2                  # lo a[5] a[7]
	mulhu s2, t0, t2                # hi a[5] a[7]
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s2, s2, s3                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s7, s7, s2                  # c2 < 2n: no overflow
	slli s4, s8, 1                  # 2 t[12]
	or s4, s4, s5                   # + the bit from below
	srli s5, s8, 31                 # the bit for the next limb
	mul s0, t1, t1                  # a[6]^2 lo
	mulhu s3, t1, t1                # a[6]^2 hi
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s6, s6, s0                  # cc <= 1: not both carries
	sw s4, 48(a0)                   # r[12]
	# column 13
	mul s2, a5, t6                  # lo a[2] a[11]
	mulhu s8, a5, t6                # hi a[2] a[11]
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s8
	sltu s8, s7, s8                 # carry
	mul s0, a6, t5                  # lo a[3] a[10]
	mulhu s4, a6, t5                # hi a[3] a[10]
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s4, s4, s0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add s8, s8, s4                  # c2 < 2n: no overflow
	mul s2, a7, t4                  # lo a[4] a[9]
	mulhu s0, a7, t4                # hi a[4] a[9]
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s0, s0, s2                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s0
	sltu s0, s7, s0                 # carry
	add s8, s8, s0                  # c2 < 2n: no overflow
	mul s4, t0, t3                  # lo a[5] a[8]
	mulhu s2, t0, t3                # hi a[5] a[8]
	add s1, s1, s4
	sltu s4, s1, s4                 # carry
	add s2, s2, s4                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s8, s8, s2                  # c2 < 2n: no overflow
	mul s0, t1, t2                  # lo a[6] a[7]
	mulhu s4, t1, t2                # hi a[6] a[7]
	add s1, s1, s0
	sltu s0, s1, s0                 # carry
	add s4, s4, s0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add s8, s8, s4                  # c2 < 2n: no overflow
	slli s2, s1, 1                  # 2 t[13]
	or s2, s2, s5                   # + the bit from below
	srli s5, s1, 31                 # the bit for the next limb
	add s3, s3, s6                  # hi + cc, no overflow
	add s2, s2, s3
	sltu s6, s2, s3                 # carry
	sw s2, 52(a0)                   # r[13]
	# column 14
	mul s0, a6, t6                  # lo a[3] a[11]
	mulhu s4, a6, t6                # hi a[3] a[11]
	add s7, s7, s0
	sltu s0, s7, s0                 # carry
	add s4, s4, s0                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s4
	sltu s4, s8, s4                 # carry
	mul s1, a7, t5                  # lo a[4] a[10]
	mulhu s3, a7, t5                # hi a[4] a[10]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s3, s3, s1                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s4, s4, s3                  # c2 < 2n: no overflow
	mul s2, t0, t4                  # lo a[5] a[9]
	mulhu s0, t0, t4                # hi a[5] a[9]
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s0, s0, s2                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s0
	sltu s0, s8, s0                 # carry
	add s4, s4, s0                  # c2 < 2n: no overflow
	mul s1, t1, t3                  # lo a[6] a[8]
	mulhu s3, t1, t3                # hi a[6] a[8]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s3, s3, s1                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s4, s4, s3                  # c2 < 2n: no overflow
	slli s2, s7, 1                  # 2 t[14]
	or s2, s2, s5                   # + the bit from below
	srli s5, s7, 31                 # the bit for the next limb
	mul s0, t2, t2                  # a[7]^2 lo
	mulhu s1, t2, t2                # a[7]^2 hi
	add s2, s2, s0
	sltu s0, s2, s0                 # carry
	add s2, s2, s6
	sltu s6, s2, s6                 # carry
	add s6, s6, s0                  # cc <= 1: not both carries
	sw s2, 56(a0)                   # r[14]
	# column 15
	mul s3, a7, t6                  # lo a[4] a[11]
	mulhu s7, a7, t6                # hi a[4] a[11]
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s7, s7, s3                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	mul s0, t0, t5                  # lo a[5] a[10]
	mulhu s2, t0, t5                # hi a[5] a[10]
	add s8, s8, s0
	sltu s0, s8, s0                 # carry
	add s2, s2, s0                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s7, s7, s2                  # c2 < 2n: no overflow
	mul s3, t1, t4                  # lo a[6] a[9]
	mulhu s0, t1, t4                # hi a[6] a[9]
	add s8, s8, s3
	sltu s3, s8, s3                 # carry
	add s0, s0, s3                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s7, s7, s0                  # c2 < 2n: no overflow
	mul s2, t2, t3                  # lo a[7] a[8]
	mulhu s3, t2, t3                # hi a[7] a[8]
	add s8, s8, s2
	sltu s2, s8, s2                 # carry
	add s3, s3, s2                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s3
	sltu s3, s4, s3                 # carry
	add s7, s7, s3                  # c2 < 2n: no overflow
	slli s0, s8, 1                  # 2 t[15]
	or s0, s0, s5                   # + the bit from below
	srli s5, s8, 31                 # the bit for the next limb
	add s1, s1, s6                  # hi + cc, no overflow
	add s0, s0, s1
	sltu s6, s0, s1                 # carry
	sw s0, 60(a0)                   # r[15]
	# column 16
	mul s2, t0, t6                  # lo a[5] a[11]
	mulhu s3, t0, t6                # hi a[5] a[11]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s3, s3, s2                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s3
	sltu s3, s7, s3                 # carry
	mul s8, t1, t5                  # lo a[6] a[10]
	mulhu s1, t1, t5                # hi a[6] a[10]
	add s4, s4, s8
	sltu s8, s4, s8                 # carry
	add s1, s1, s8                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s3, s3, s1                  # c2 < 2n: no overflow
	mul s0, t2, t4                  # lo a[7] a[9]
	mulhu s2, t2, t4                # hi a[7] a[9]
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s2, s2, s0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s3, s3, s2                  # c2 < 2n: no overflow
	slli s8, s4, 1                  # 2 t[16]
	or s8, s8, s5                   # + the bit from below
	srli s5, s4, 31                 # the bit for the next limb
	mul s1, t3, t3                  # a[8]^2 lo
	mulhu s0, t3, t3                # a[8]^2 hi
	add s8, s8, s1
	sltu s1, s8, s1                 # carry
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	add s6, s6, s1                  # cc <= 1: not both carries
	sw s8, 64(a0)                   # r[16]
	# column 17
	mul s2, t1, t6                  # lo a[6] a[11]
	mulhu s4, t1, t6                # hi a[6] a[11]
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s4, s4, s2                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s4
	sltu s4, s3, s4                 # carry
	mul s1, t2, t5                  # lo a[7] a[10]
	mulhu s8, t2, t5                # hi a[7] a[10]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s8, s8, s1                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s8
	sltu s8, s3, s8                 # carry
	add s4, s4, s8                  # c2 < 2n: no overflow
	mul s2, t3, t4                  # lo a[8] a[9]
	mulhu s1, t3, t4                # hi a[8] a[9]
	add s7, s7, s2
	sltu s2, s7, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s1
	sltu s1, s3, s1                 # carry
	add s4, s4, s1                  # c2 < 2n: no overflow
	slli s8, s7, 1                  # 2 t[17]
	or s8, s8, s5                   # + the bit from below
	srli s5, s7, 31                 # the bit for the next limb
	add s0, s0, s6                  # hi + cc, no overflow
	add s8, s8, s0
	sltu s6, s8, s0                 # carry
	sw s8, 68(a0)                   # r[17]
	# column 18
	mul s2, t2, t6                  # lo a[7] a[11]
	mulhu s1, t2, t6                # hi a[7] a[11]
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s1
	sltu s1, s4, s1                 # carry
	mul s7, t3, t5                  # lo a[8] a[10]
	mulhu s0, t3, t5                # hi a[8] a[10]
	add s3, s3, s7
	sltu s7, s3, s7                 # carry
	add s0, s0, s7                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s1, s1, s0                  # c2 < 2n: no overflow
	slli s8, s3, 1                  # 2 t[18]
	or s8, s8, s5                   # + the bit from below
	srli s5, s3, 31                 # the bit for the next limb
	mul s2, t4, t4                  # a[9]^2 lo
	mulhu s7, t4, t4                # a[9]^2 hi
	add s8, s8, s2
	sltu s2, s8, s2                 # carry
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	add s6, s6, s2                  # cc <= 1: not both carries
	sw s8, 72(a0)                   # r[18]
	# column 19
	mul s0, t3, t6                  # lo a[8] a[11]
	mulhu s3, t3, t6                # hi a[8] a[11]
	add s4, s4, s0
	sltu s0, s4, s0                 # carry
	add s3, s3, s0                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s3
	sltu s3, s1, s3                 # carry
	mul s2, t4, t5                  # lo a[9] a[10]
	mulhu s8, t4, t5                # hi a[9] a[10]
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s1, s1, s8
	sltu s8, s1, s8                 # carry
	add s3, s3, s8                  # c2 < 2n: no overflow
	slli s0, s4, 1                  # 2 t[19]
	or s0, s0, s5                   # + the bit from below
	srli s5, s4, 31                 # the bit for the next limb
	add s7, s7, s6                  # hi + cc, no overflow
	add s0, s0, s7
	sltu s6, s0, s7                 # carry
	sw s0, 76(a0)                   # r[19]
	# column 20
	mul s2, t4, t6                  # lo a[9] a[11]
	mulhu s8, t4, t6                # hi a[9] a[11]
	add s1, s1, s2
	sltu s2, s1, s2                 # carry
	add s8, s8, s2                  # hi <= 2^32 - 2: no overflow
	add s3, s3, s8
	sltu s8, s3, s8                 # carry
	slli s4, s1, 1                  # 2 t[20]
	or s4, s4, s5                   # + the bit from below
	srli s5, s1, 31                 # the bit for the next limb
	mul s7, t5, t5                  # a[10]^2 lo
	mulhu s0, t5, t5                # a[10]^2 hi
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s6, s6, s7                  # cc <= 1: not both carries
	sw s4, 80(a0)                   # r[20]
	# column 21
	mul s2, t5, t6                  # lo a[10] a[11]
	mulhu s1, t5, t6                # hi a[10] a[11]
	add s3, s3, s2
	sltu s2, s3, s2                 # carry
	add s1, s1, s2                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s1
	sltu s1, s8, s1                 # carry
	slli s7, s3, 1                  # 2 t[21]
	or s7, s7, s5                   # + the bit from below
	srli s5, s3, 31                 # the bit for the next limb
	add s0, s0, s6                  # hi + cc, no overflow
	add s7, s7, s0
	sltu s6, s7, s0                 # carry
	sw s7, 84(a0)                   # r[21]
	# column 22
	slli s4, s8, 1                  # 2 t[22]
	or s4, s4, s5                   # + the bit from below
	srli s5, s8, 31                 # the bit for the next limb
	mul s2, t6, t6                  # a[11]^2 lo
	mulhu s3, t6, t6                # a[11]^2 hi
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s4, s4, s6
	sltu s6, s4, s6                 # carry
	add s6, s6, s2                  # cc <= 1: not both carries
	sw s4, 88(a0)                   # r[22]
	# column 23
	slli s0, s1, 1                  # 2 t[23]
	or s0, s0, s5                   # + the bit from below
	srli s5, s1, 31                 # the bit for the next limb
	add s3, s3, s6                  # hi + cc, no overflow
	add s0, s0, s3
	sltu s6, s0, s3                 # carry
	sw s0, 92(a0)                   # r[23]
	lw s0, 0(sp)
	lw s1, 4(sp)
	lw s2, 8(sp)
	lw s3, 12(sp)
	lw s4, 16(sp)
	lw s5, 20(sp)
	lw s6, 24(sp)
	lw s7, 28(sp)
	lw s8, 32(sp)
	addi sp, sp, 48
	ret
	.size ctb_ec_sqr12, .-ctb_ec_sqr12

#endif
