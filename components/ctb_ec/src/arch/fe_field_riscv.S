/*
 * ctb_ec_fe_add_n, ctb_ec_fe_sub_n, ctb_ec_fe_csub, ctb_ec_fe_add_p256,
 * ctb_ec_fe_sub_p256, ctb_ec_red_p256, ctb_ec_red_p384, ctb_ec_fe_mul_p256,
 * ctb_ec_fe_sqr_p256 (ec_internal.h) for RV32IM, selected with the
 * products (fe_arch.h: CTB_EC_ASM_FIELD_RISCV, CTB_EC_ASM_MUL_P256).
 * Written by gen_field.py: edit that, not this.
 *
 * Constant time: straight-line code but for one branch on m->limbs (the
 * public modulus description: which curve); every address is r, a, b, t
 * or m->m plus a constant. Carries are sltu results in registers; the
 * final correction adds m & mask, the mask from the top word's borrow.
 * Only caller-saved registers, but in fe_mul_p256 and fe_sqr_p256, which
 * save the s registers and ra they take on the stack (sp plus a constant).
 * Their multipliers are mul and mulhu: fe_prod_riscv.S says why those are
 * taken to be data-independent in latency.
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_FIELD_RISCV)

/* void ctb_ec_fe_add_n(r, a, b, m): r = a + b mod m: 444 instructions (both sizes). */
	.section .text.ctb_ec_fe_add_n,"ax",@progbits
	.global ctb_ec_fe_add_n
	.type ctb_ec_fe_add_n, @function
	.p2align 1
ctb_ec_fe_add_n:
	lw t0, 0(a3)                    # m->limbs: public
	lw a3, 4(a3)                    # m->m
	li t1, 8
	bne t0, t1, .Lctb_ec_fe_add_n_12# public: which curve
	# 8 limbs: r = a + b - m (two chains); top - borrow is the mask
	lw a4, 0(a1)                    # a0
	lw a5, 0(a2)                    # b0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	lw a5, 0(a3)                    # m0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a2)                    # b1
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 4(a3)                    # m1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a2)                    # b2
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 8(a3)                    # m2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a2)                   # b3
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 12(a3)                   # m3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a2)                   # b4
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 16(a3)                   # m4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a2)                   # b5
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 20(a3)                   # m5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a2)                   # b6
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 24(a3)                   # m6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a2)                   # b7
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 28(a3)                   # m7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	sub t2, a6, a7                  # 0, or -1 when a + b < m
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 28(a0)
	ret
.Lctb_ec_fe_add_n_12:
	# 12 limbs: r = a + b - m (two chains); top - borrow is the mask
	lw a4, 0(a1)                    # a0
	lw a5, 0(a2)                    # b0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	lw a5, 0(a3)                    # m0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a2)                    # b1
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 4(a3)                    # m1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a2)                    # b2
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 8(a3)                    # m2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a2)                   # b3
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 12(a3)                   # m3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a2)                   # b4
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 16(a3)                   # m4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a2)                   # b5
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 20(a3)                   # m5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a2)                   # b6
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 24(a3)                   # m6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a2)                   # b7
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 28(a3)                   # m7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a1)                   # a8
	lw a5, 32(a2)                   # b8
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 32(a3)                   # m8
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a1)                   # a9
	lw a5, 36(a2)                   # b9
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 36(a3)                   # m9
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a1)                   # a10
	lw a5, 40(a2)                   # b10
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 40(a3)                   # m10
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a1)                   # a11
	lw a5, 44(a2)                   # b11
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	lw a5, 44(a3)                   # m11
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 44(a0)
	sub t2, a6, a7                  # 0, or -1 when a + b < m
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a0)
	lw a5, 32(a3)                   # m8
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a0)
	lw a5, 36(a3)                   # m9
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a0)
	lw a5, 40(a3)                   # m10
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a0)
	lw a5, 44(a3)                   # m11
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 44(a0)
	ret
	.size ctb_ec_fe_add_n, .-ctb_ec_fe_add_n

/* void ctb_ec_fe_sub_n(r, a, b, m): r = a - b mod m: 330 instructions (both sizes). */
	.section .text.ctb_ec_fe_sub_n,"ax",@progbits
	.global ctb_ec_fe_sub_n
	.type ctb_ec_fe_sub_n, @function
	.p2align 1
ctb_ec_fe_sub_n:
	lw t0, 0(a3)                    # m->limbs: public
	lw a3, 4(a3)                    # m->m
	li t1, 8
	bne t0, t1, .Lctb_ec_fe_sub_n_12# public: which curve
	# 8 limbs: r = a - b; a borrow (a < b) adds m back
	lw a4, 0(a1)                    # a0
	lw a5, 0(a2)                    # b0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a2)                    # b1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a2)                    # b2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a2)                   # b3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a2)                   # b4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a2)                   # b5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a2)                   # b6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a2)                   # b7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	neg t2, a7                      # -borrow: 0 or all-ones
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 28(a0)
	ret
.Lctb_ec_fe_sub_n_12:
	# 12 limbs: r = a - b; a borrow (a < b) adds m back
	lw a4, 0(a1)                    # a0
	lw a5, 0(a2)                    # b0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a2)                    # b1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a2)                    # b2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a2)                   # b3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a2)                   # b4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a2)                   # b5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a2)                   # b6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a2)                   # b7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a1)                   # a8
	lw a5, 32(a2)                   # b8
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a1)                   # a9
	lw a5, 36(a2)                   # b9
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a1)                   # a10
	lw a5, 40(a2)                   # b10
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a1)                   # a11
	lw a5, 44(a2)                   # b11
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 44(a0)
	neg t2, a7                      # -borrow: 0 or all-ones
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a0)
	lw a5, 32(a3)                   # m8
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a0)
	lw a5, 36(a3)                   # m9
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a0)
	lw a5, 40(a3)                   # m10
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a0)
	lw a5, 44(a3)                   # m11
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 44(a0)
	ret
	.size ctb_ec_fe_sub_n, .-ctb_ec_fe_sub_n

/* void ctb_ec_fe_csub(r, a, top, m): 330 instructions (both sizes). */
	.section .text.ctb_ec_fe_csub,"ax",@progbits
	.global ctb_ec_fe_csub
	.type ctb_ec_fe_csub, @function
	.p2align 1
ctb_ec_fe_csub:
	lw t0, 0(a3)                    # m->limbs: public
	lw a3, 4(a3)                    # m->m
	li t1, 8
	bne t0, t1, .Lctb_ec_fe_csub_12 # public: which curve
	# 8 limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative
	lw a4, 0(a1)                    # a0
	lw a5, 0(a3)                    # m0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a3)                    # m1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a3)                    # m2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a3)                   # m3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a3)                   # m4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a3)                   # m5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a3)                   # m6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a3)                   # m7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	sub t2, a2, a7                  # top - borrow: 0 or -1 (v - m in [-m, m))
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 28(a0)
	ret
.Lctb_ec_fe_csub_12:
	# 12 limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative
	lw a4, 0(a1)                    # a0
	lw a5, 0(a3)                    # m0
	sltu a7, a4, a5                 # borrow
	sub a4, a4, a5
	sw a4, 0(a0)
	lw a4, 4(a1)                    # a1
	lw a5, 4(a3)                    # m1
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a1)                    # a2
	lw a5, 8(a3)                    # m2
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a1)                   # a3
	lw a5, 12(a3)                   # m3
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a1)                   # a4
	lw a5, 16(a3)                   # m4
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a1)                   # a5
	lw a5, 20(a3)                   # m5
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a1)                   # a6
	lw a5, 24(a3)                   # m6
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a1)                   # a7
	lw a5, 28(a3)                   # m7
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a1)                   # a8
	lw a5, 32(a3)                   # m8
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a1)                   # a9
	lw a5, 36(a3)                   # m9
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a1)                   # a10
	lw a5, 40(a3)                   # m10
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a1)                   # a11
	lw a5, 44(a3)                   # m11
	sltu t0, a4, a5
	sub a4, a4, a5
	sltu t1, a4, a7
	sub a4, a4, a7
	or a7, t0, t1                   # at most one of the two
	sw a4, 44(a0)
	sub t2, a2, a7                  # top - borrow: 0 or -1 (v - m in [-m, m))
	lw a4, 0(a0)
	lw a5, 0(a3)                    # m0
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu a6, a4, a5                 # carry
	sw a4, 0(a0)
	lw a4, 4(a0)
	lw a5, 4(a3)                    # m1
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 4(a0)
	lw a4, 8(a0)
	lw a5, 8(a3)                    # m2
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 8(a0)
	lw a4, 12(a0)
	lw a5, 12(a3)                   # m3
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 12(a0)
	lw a4, 16(a0)
	lw a5, 16(a3)                   # m4
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 16(a0)
	lw a4, 20(a0)
	lw a5, 20(a3)                   # m5
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 20(a0)
	lw a4, 24(a0)
	lw a5, 24(a3)                   # m6
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 24(a0)
	lw a4, 28(a0)
	lw a5, 28(a3)                   # m7
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 28(a0)
	lw a4, 32(a0)
	lw a5, 32(a3)                   # m8
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 32(a0)
	lw a4, 36(a0)
	lw a5, 36(a3)                   # m9
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 36(a0)
	lw a4, 40(a0)
	lw a5, 40(a3)                   # m10
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	sltu t0, a4, a5
	add a4, a4, a6
	sltu a6, a4, a6
	or a6, a6, t0                   # at most one of the two
	sw a4, 40(a0)
	lw a4, 44(a0)
	lw a5, 44(a3)                   # m11
	and a5, a5, t2                  # m or 0
	add a4, a4, a5
	add a4, a4, a6                  # the carry out is dropped
	sw a4, 44(a0)
	ret
	.size ctb_ec_fe_csub, .-ctb_ec_fe_csub

/* void ctb_ec_fe_add_p256(r, a, b, m): P-256's p only; a == b takes the doubling path: 207 instructions (both sizes). */
	.section .text.ctb_ec_fe_add_p256,"ax",@progbits
	.global ctb_ec_fe_add_p256
	.type ctb_ec_fe_add_p256, @function
	.p2align 1
ctb_ec_fe_add_p256:
	beq a1, a2, .Lfe_add_p256_dbl   # public: a and b the same element
	lw a3, 0(a1)                    # a0
	lw t3, 0(a2)                    # b0
	add a3, a3, t3
	sltu t4, a3, t3                 # carry
	lw a4, 4(a1)                    # a1
	lw t3, 4(a2)                    # b1
	add a4, a4, t3
	sltu t6, a4, t3
	add a4, a4, t4
	sltu t4, a4, t4
	or t4, t4, t6                   # at most one of the two
	lw a5, 8(a1)                    # a2
	lw t3, 8(a2)                    # b2
	add a5, a5, t3
	sltu t6, a5, t3
	add a5, a5, t4
	sltu t4, a5, t4
	or t4, t4, t6                   # at most one of the two
	lw a6, 12(a1)                   # a3
	lw t3, 12(a2)                   # b3
	add a6, a6, t3
	sltu t6, a6, t3
	add a6, a6, t4
	sltu t4, a6, t4
	or t4, t4, t6                   # at most one of the two
	lw a7, 16(a1)                   # a4
	lw t3, 16(a2)                   # b4
	add a7, a7, t3
	sltu t6, a7, t3
	add a7, a7, t4
	sltu t4, a7, t4
	or t4, t4, t6                   # at most one of the two
	lw t0, 20(a1)                   # a5
	lw t3, 20(a2)                   # b5
	add t0, t0, t3
	sltu t6, t0, t3
	add t0, t0, t4
	sltu t4, t0, t4
	or t4, t4, t6                   # at most one of the two
	lw t1, 24(a1)                   # a6
	lw t3, 24(a2)                   # b6
	add t1, t1, t3
	sltu t6, t1, t3
	add t1, t1, t4
	sltu t4, t1, t4
	or t4, t4, t6                   # at most one of the two
	lw t2, 28(a1)                   # a7
	lw t3, 28(a2)                   # b7
	add t2, t2, t3
	sltu t6, t2, t3
	add t2, t2, t4
	sltu t4, t2, t4
	or t4, t4, t6                   # at most one of the two
	addi a3, a3, 1                  # - p_j = + 1 - 2^32
	snez t5, a3                     # borrow unless it wrapped
	addi a4, a4, 1                  # - p_j = + 1 - 2^32
	snez t6, a4
	sub a4, a4, t5
	or t5, t5, t6
	addi a5, a5, 1                  # - p_j = + 1 - 2^32
	snez t6, a5
	sub a5, a5, t5
	or t5, t5, t6
	sltu t6, a6, t5
	sub a6, a6, t5
	sltu t5, a7, t6
	sub a7, a7, t6
	sltu t6, t0, t5
	sub t0, t0, t5
	seqz t5, t1                     # - 1 borrows from 0
	addi t1, t1, -1
	sltu t3, t1, t6
	sub t1, t1, t6
	or t6, t5, t3
	addi t2, t2, 1                  # - p_j = + 1 - 2^32
	snez t5, t2
	sub t2, t2, t6
	or t6, t6, t5
	sub t4, t4, t6                  # top - borrow: 0, or -1 when a + b < p
	and t3, t4, 1                   # p6 & mask
	add a3, a3, t4
	sltu t6, a3, t4                 # carry
	add a4, a4, t4
	sltu t5, a4, t4
	add a4, a4, t6
	sltu t6, a4, t6
	or t6, t6, t5                   # at most one of the two
	add a5, a5, t4
	sltu t5, a5, t4
	add a5, a5, t6
	sltu t6, a5, t6
	or t6, t6, t5                   # at most one of the two
	add a6, a6, t6
	sltu t6, a6, t6
	add a7, a7, t6
	sltu t6, a7, t6
	add t0, t0, t6
	sltu t6, t0, t6
	add t1, t1, t3
	sltu t5, t1, t3
	add t1, t1, t6
	sltu t6, t1, t6
	or t6, t6, t5                   # at most one of the two
	add t2, t2, t4
	add t2, t2, t6                  # the carry out is dropped
	sw a3, 0(a0)
	sw a4, 4(a0)
	sw a5, 8(a0)
	sw a6, 12(a0)
	sw a7, 16(a0)
	sw t0, 20(a0)
	sw t1, 24(a0)
	sw t2, 28(a0)
	ret
.Lfe_add_p256_dbl:
	# 2a: limb j is a_j << 1 | a_(j-1) >> 31; the top bit is the carry
	lw a3, 0(a1)                    # a0
	lw a4, 4(a1)                    # a1
	lw a5, 8(a1)                    # a2
	lw a6, 12(a1)                   # a3
	lw a7, 16(a1)                   # a4
	lw t0, 20(a1)                   # a5
	lw t1, 24(a1)                   # a6
	lw t2, 28(a1)                   # a7
	srli t4, t2, 31                 # top = carry out of a + a
	slli t2, t2, 1
	srli t3, t1, 31
	or t2, t2, t3
	slli t1, t1, 1
	srli t3, t0, 31
	or t1, t1, t3
	slli t0, t0, 1
	srli t3, a7, 31
	or t0, t0, t3
	slli a7, a7, 1
	srli t3, a6, 31
	or a7, a7, t3
	slli a6, a6, 1
	srli t3, a5, 31
	or a6, a6, t3
	slli a5, a5, 1
	srli t3, a4, 31
	or a5, a5, t3
	slli a4, a4, 1
	srli t3, a3, 31
	or a4, a4, t3
	slli a3, a3, 1
	addi a3, a3, 1                  # - p_j = + 1 - 2^32
	snez t5, a3                     # borrow unless it wrapped
	addi a4, a4, 1                  # - p_j = + 1 - 2^32
	snez t6, a4
	sub a4, a4, t5
	or t5, t5, t6
	addi a5, a5, 1                  # - p_j = + 1 - 2^32
	snez t6, a5
	sub a5, a5, t5
	or t5, t5, t6
	sltu t6, a6, t5
	sub a6, a6, t5
	sltu t5, a7, t6
	sub a7, a7, t6
	sltu t6, t0, t5
	sub t0, t0, t5
	seqz t5, t1                     # - 1 borrows from 0
	addi t1, t1, -1
	sltu t3, t1, t6
	sub t1, t1, t6
	or t6, t5, t3
	addi t2, t2, 1                  # - p_j = + 1 - 2^32
	snez t5, t2
	sub t2, t2, t6
	or t6, t6, t5
	sub t4, t4, t6                  # top - borrow: 0, or -1 when a + b < p
	and t3, t4, 1                   # p6 & mask
	add a3, a3, t4
	sltu t6, a3, t4                 # carry
	add a4, a4, t4
	sltu t5, a4, t4
	add a4, a4, t6
	sltu t6, a4, t6
	or t6, t6, t5                   # at most one of the two
	add a5, a5, t4
	sltu t5, a5, t4
	add a5, a5, t6
	sltu t6, a5, t6
	or t6, t6, t5                   # at most one of the two
	add a6, a6, t6
	sltu t6, a6, t6
	add a7, a7, t6
	sltu t6, a7, t6
	add t0, t0, t6
	sltu t6, t0, t6
	add t1, t1, t3
	sltu t5, t1, t3
	add t1, t1, t6
	sltu t6, t1, t6
	or t6, t6, t5                   # at most one of the two
	add t2, t2, t4
	add t2, t2, t6                  # the carry out is dropped
	sw a3, 0(a0)
	sw a4, 4(a0)
	sw a5, 8(a0)
	sw a6, 12(a0)
	sw a7, 16(a0)
	sw t0, 20(a0)
	sw t1, 24(a0)
	sw t2, 28(a0)
	ret
	.size ctb_ec_fe_add_p256, .-ctb_ec_fe_add_p256

/* void ctb_ec_fe_sub_p256(r, a, b, m): P-256's p only: 89 instructions (both sizes). */
	.section .text.ctb_ec_fe_sub_p256,"ax",@progbits
	.global ctb_ec_fe_sub_p256
	.type ctb_ec_fe_sub_p256, @function
	.p2align 1
ctb_ec_fe_sub_p256:
	lw a3, 0(a1)                    # a0
	lw t3, 0(a2)                    # b0
	sltu t5, a3, t3                 # borrow
	sub a3, a3, t3
	lw a4, 4(a1)                    # a1
	lw t3, 4(a2)                    # b1
	sltu t6, a4, t3
	sub a4, a4, t3
	sltu t4, a4, t5
	sub a4, a4, t5
	or t5, t6, t4                   # at most one of the two
	lw a5, 8(a1)                    # a2
	lw t3, 8(a2)                    # b2
	sltu t6, a5, t3
	sub a5, a5, t3
	sltu t4, a5, t5
	sub a5, a5, t5
	or t5, t6, t4                   # at most one of the two
	lw a6, 12(a1)                   # a3
	lw t3, 12(a2)                   # b3
	sltu t6, a6, t3
	sub a6, a6, t3
	sltu t4, a6, t5
	sub a6, a6, t5
	or t5, t6, t4                   # at most one of the two
	lw a7, 16(a1)                   # a4
	lw t3, 16(a2)                   # b4
	sltu t6, a7, t3
	sub a7, a7, t3
	sltu t4, a7, t5
	sub a7, a7, t5
	or t5, t6, t4                   # at most one of the two
	lw t0, 20(a1)                   # a5
	lw t3, 20(a2)                   # b5
	sltu t6, t0, t3
	sub t0, t0, t3
	sltu t4, t0, t5
	sub t0, t0, t5
	or t5, t6, t4                   # at most one of the two
	lw t1, 24(a1)                   # a6
	lw t3, 24(a2)                   # b6
	sltu t6, t1, t3
	sub t1, t1, t3
	sltu t4, t1, t5
	sub t1, t1, t5
	or t5, t6, t4                   # at most one of the two
	lw t2, 28(a1)                   # a7
	lw t3, 28(a2)                   # b7
	sltu t6, t2, t3
	sub t2, t2, t3
	sltu t4, t2, t5
	sub t2, t2, t5
	or t5, t6, t4                   # at most one of the two
	neg t4, t5                      # -borrow: 0 or all-ones (a < b)
	and t3, t4, 1                   # p6 & mask
	add a3, a3, t4
	sltu t5, a3, t4                 # carry
	add a4, a4, t4
	sltu t6, a4, t4
	add a4, a4, t5
	sltu t5, a4, t5
	or t5, t5, t6                   # at most one of the two
	add a5, a5, t4
	sltu t6, a5, t4
	add a5, a5, t5
	sltu t5, a5, t5
	or t5, t5, t6                   # at most one of the two
	add a6, a6, t5
	sltu t5, a6, t5
	add a7, a7, t5
	sltu t5, a7, t5
	add t0, t0, t5
	sltu t5, t0, t5
	add t1, t1, t3
	sltu t6, t1, t3
	add t1, t1, t5
	sltu t5, t1, t5
	or t5, t5, t6                   # at most one of the two
	add t2, t2, t4
	add t2, t2, t5                  # the carry out is dropped
	sw a3, 0(a0)
	sw a4, 4(a0)
	sw a5, 8(a0)
	sw a6, 12(a0)
	sw a7, 16(a0)
	sw t0, 20(a0)
	sw t1, 24(a0)
	sw t2, 28(a0)
	ret
	.size ctb_ec_fe_sub_p256, .-ctb_ec_fe_sub_p256

/* void ctb_ec_red_p256(r, t, m): 226 instructions (both sizes). */
	.section .text.ctb_ec_red_p256,"ax",@progbits
	.global ctb_ec_red_p256
	.type ctb_ec_red_p256, @function
	.p2align 1
ctb_ec_red_p256:
	lw a2, 0(a1)                    # u0 = t0
	lw a3, 4(a1)                    # u1 = t1
	lw a4, 8(a1)                    # u2 = t2
	li a5, 0                        # carry into column 3
	lw a6, 12(a1)                   # t3
	add a6, a6, a5                  # + carry (signed)
	sltu t6, a6, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a6, a6, a2                  # + u0
	sltu t6, a6, a2
	add a5, a5, t6
	lw a7, 16(a1)                   # t4
	add a7, a7, a5                  # + carry (signed)
	sltu t6, a7, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a7, a7, a3                  # + u1
	sltu t6, a7, a3
	add a5, a5, t6
	lw t0, 20(a1)                   # t5
	add t0, t0, a5                  # + carry (signed)
	sltu t6, t0, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t0, t0, a4                  # + u2
	sltu t6, t0, a4
	add a5, a5, t6
	lw t1, 24(a1)                   # t6
	add t1, t1, a5                  # + carry (signed)
	sltu t6, t1, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t1, t1, a6                  # + u3
	sltu t6, t1, a6
	add a5, a5, t6
	add t1, t1, a2                  # + u0
	sltu t6, t1, a2
	add a5, a5, t6
	lw t2, 28(a1)                   # t7
	add t2, t2, a5                  # + carry (signed)
	sltu t6, t2, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t2, t2, a7                  # + u4
	sltu t6, t2, a7
	add a5, a5, t6
	add t2, t2, a3                  # + u1
	sltu t6, t2, a3
	add a5, a5, t6
	sltu t6, t2, a2                 # - u0
	sub t2, t2, a2
	sub a5, a5, t6
	lw t3, 32(a1)                   # t8
	add t3, t3, a5                  # + carry (signed)
	sltu t6, t3, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t3, t3, t0                  # + u5
	sltu t6, t3, t0
	add a5, a5, t6
	add t3, t3, a4                  # + u2
	sltu t6, t3, a4
	add a5, a5, t6
	sltu t6, t3, a3                 # - u1
	sub t3, t3, a3
	sub a5, a5, t6
	add t3, t3, a2                  # + u0
	sltu t6, t3, a2
	add a5, a5, t6
	lw t4, 36(a1)                   # t9
	add t4, t4, a5                  # + carry (signed)
	sltu t6, t4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t4, t4, t1                  # + u6
	sltu t6, t4, t1
	add a5, a5, t6
	add t4, t4, a6                  # + u3
	sltu t6, t4, a6
	add a5, a5, t6
	sltu t6, t4, a4                 # - u2
	sub t4, t4, a4
	sub a5, a5, t6
	add t4, t4, a3                  # + u1
	sltu t6, t4, a3
	add a5, a5, t6
	lw t5, 40(a1)                   # t10
	add t5, t5, a5                  # + carry (signed)
	sltu t6, t5, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t5, t5, t2                  # + u7
	sltu t6, t5, t2
	add a5, a5, t6
	add t5, t5, a7                  # + u4
	sltu t6, t5, a7
	add a5, a5, t6
	sltu t6, t5, a6                 # - u3
	sub t5, t5, a6
	sub a5, a5, t6
	add t5, t5, a4                  # + u2
	sltu t6, t5, a4
	add a5, a5, t6
	lw a2, 44(a1)                   # t11
	add a2, a2, a5                  # + carry (signed)
	sltu t6, a2, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a2, a2, t0                  # + u5
	sltu t6, a2, t0
	add a5, a5, t6
	sltu t6, a2, a7                 # - u4
	sub a2, a2, a7
	sub a5, a5, t6
	add a2, a2, a6                  # + u3
	sltu t6, a2, a6
	add a5, a5, t6
	lw a3, 48(a1)                   # t12
	add a3, a3, a5                  # + carry (signed)
	sltu t6, a3, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a3, a3, t1                  # + u6
	sltu t6, a3, t1
	add a5, a5, t6
	sltu t6, a3, t0                 # - u5
	sub a3, a3, t0
	sub a5, a5, t6
	add a3, a3, a7                  # + u4
	sltu t6, a3, a7
	add a5, a5, t6
	lw a4, 52(a1)                   # t13
	add a4, a4, a5                  # + carry (signed)
	sltu t6, a4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a4, a4, t2                  # + u7
	sltu t6, a4, t2
	add a5, a5, t6
	sltu t6, a4, t1                 # - u6
	sub a4, a4, t1
	sub a5, a5, t6
	add a4, a4, t0                  # + u5
	sltu t6, a4, t0
	add a5, a5, t6
	lw a6, 56(a1)                   # t14
	add a6, a6, a5                  # + carry (signed)
	sltu t6, a6, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	sltu t6, a6, t2                 # - u7
	sub a6, a6, t2
	sub a5, a5, t6
	add a6, a6, t1                  # + u6
	sltu t6, a6, t1
	add a5, a5, t6
	lw a7, 60(a1)                   # t15
	add a7, a7, a5                  # + carry (signed)
	sltu t6, a7, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a7, a7, t2                  # + u7
	sltu t6, a7, t2
	add a5, a5, t6
	# x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask
	addi t3, t3, 1                  # - p_j = + 1 - 2^32
	snez t1, t3                     # borrow unless it wrapped
	addi t4, t4, 1                  # - p_j = + 1 - 2^32
	snez t2, t4
	sub t4, t4, t1
	or t1, t1, t2
	addi t5, t5, 1                  # - p_j = + 1 - 2^32
	snez t2, t5
	sub t5, t5, t1
	or t1, t1, t2
	sltu t2, a2, t1
	sub a2, a2, t1
	sltu t1, a3, t2
	sub a3, a3, t2
	sltu t2, a4, t1
	sub a4, a4, t1
	seqz t1, a6                     # - 1 borrows from 0
	addi a6, a6, -1
	sltu t0, a6, t2
	sub a6, a6, t2
	or t2, t1, t0
	addi a7, a7, 1                  # - p_j = + 1 - 2^32
	snez t1, a7
	sub a7, a7, t2
	or t2, t2, t1
	sub a5, a5, t2                  # top - borrow: 0, or -1 if below p
	and t0, a5, 1                   # p6 & mask
	add t3, t3, a5
	sltu t2, t3, a5                 # carry
	add t4, t4, a5
	sltu t6, t4, a5
	add t4, t4, t2
	sltu t2, t4, t2
	or t2, t2, t6                   # at most one of the two
	add t5, t5, a5
	sltu t6, t5, a5
	add t5, t5, t2
	sltu t2, t5, t2
	or t2, t2, t6                   # at most one of the two
	add a2, a2, t2
	sltu t2, a2, t2
	add a3, a3, t2
	sltu t2, a3, t2
	add a4, a4, t2
	sltu t2, a4, t2
	add a6, a6, t0
	sltu t6, a6, t0
	add a6, a6, t2
	sltu t2, a6, t2
	or t2, t2, t6                   # at most one of the two
	add a7, a7, a5
	add a7, a7, t2                  # the carry out is dropped
	sw t3, 0(a0)
	sw t4, 4(a0)
	sw t5, 8(a0)
	sw a2, 12(a0)
	sw a3, 16(a0)
	sw a4, 20(a0)
	sw a6, 24(a0)
	sw a7, 28(a0)
	ret
	.size ctb_ec_red_p256, .-ctb_ec_red_p256

/* void ctb_ec_fe_mul_p256(r, a, b, m): P-256's p only, fused: 744 instructions (both sizes). */
	.section .text.ctb_ec_fe_mul_p256,"ax",@progbits
	.global ctb_ec_fe_mul_p256
	.type ctb_ec_fe_mul_p256, @function
	.p2align 1
ctb_ec_fe_mul_p256:
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
	mul a5, a3, a4                  # lo a[0] b[0]
	mulhu a6, a3, a4                # hi a[0] b[0]
	# column 1
	lw a7, 4(a2)                    # b[1]
	mul t0, a3, a7                  # lo a[0] b[1]
	mulhu t1, a3, a7                # hi a[0] b[1]
	add a6, a6, t0
	sltu t0, a6, t0                 # carry
	add t1, t1, t0                  # hi <= 2^32 - 2: no overflow
	lw t2, 4(a1)                    # a[1]
	mul t3, t2, a4                  # lo a[1] b[0]
	mulhu t4, t2, a4                # hi a[1] b[0]
	add a6, a6, t3
	sltu t3, a6, t3                 # carry
	add t4, t4, t3                  # hi <= 2^32 - 2: no overflow
	add t1, t1, t4
	sltu t4, t1, t4                 # carry
	# column 2
	lw t5, 8(a2)                    # b[2]
	mul t6, a3, t5                  # lo a[0] b[2]
	mulhu s0, a3, t5                # hi a[0] b[2]
	add t1, t1, t6
	sltu t6, t1, t6                 # carry
	add s0, s0, t6                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s0
	sltu s0, t4, s0                 # carry
	mul s1, t2, a7                  # lo a[1] b[1]
	mulhu s2, t2, a7                # hi a[1] b[1]
	add t1, t1, s1
	sltu s1, t1, s1                 # carry
	add s2, s2, s1                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s2
	sltu s2, t4, s2                 # carry
	add s0, s0, s2                  # c2 < 2n: no overflow
	lw s3, 8(a1)                    # a[2]
	mul s4, s3, a4                  # lo a[2] b[0]
	mulhu s5, s3, a4                # hi a[2] b[0]
	add t1, t1, s4
	sltu s4, t1, s4                 # carry
	add s5, s5, s4                  # hi <= 2^32 - 2: no overflow
	add t4, t4, s5
	sltu s5, t4, s5                 # carry
	add s0, s0, s5                  # c2 < 2n: no overflow
	# column 3
	lw s6, 12(a2)                   # b[3]
	mul s7, a3, s6                  # lo a[0] b[3]
	mulhu s8, a3, s6                # hi a[0] b[3]
	add t4, t4, s7
	sltu s7, t4, s7                 # carry
	add s8, s8, s7                  # hi <= 2^32 - 2: no overflow
	add s0, s0, s8
	sltu s8, s0, s8                 # carry
	mul s9, t2, t5                  # lo a[1] b[2]
	mulhu s10, t2, t5               # hi a[1] b[2]
	add t4, t4, s9
	sltu s9, t4, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s0, s0, s10
	sltu s10, s0, s10               # carry
	add s8, s8, s10                 # c2 < 2n: no overflow
	mul s11, s3, a7                 # lo a[2] b[1]
	mulhu ra, s3, a7                # hi a[2] b[1]
	add t4, t4, s11
	sltu s11, t4, s11               # carry
	add ra, ra, s11                 # hi <= 2^32 - 2: no overflow
	add s0, s0, ra
	sltu ra, s0, ra                 # carry
	add s8, s8, ra                  # c2 < 2n: no overflow
	lw t0, 12(a1)                   # a[3]
	mul t3, t0, a4                  # lo a[3] b[0]
	mulhu t6, t0, a4                # hi a[3] b[0]
	add t4, t4, t3
	sltu t3, t4, t3                 # carry
	add t6, t6, t3                  # hi <= 2^32 - 2: no overflow
	add s0, s0, t6
	sltu t6, s0, t6                 # carry
	add s8, s8, t6                  # c2 < 2n: no overflow
	add t4, t4, a5                  # + u0
	sltu s2, t4, a5                 # the carry
	# column 4
	lw s4, 16(a2)                   # b[4]
	mul s5, a3, s4                  # lo a[0] b[4]
	mulhu s7, a3, s4                # hi a[0] b[4]
	add s0, s0, s5
	sltu s5, s0, s5                 # carry
	add s7, s7, s5                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s7
	sltu s7, s8, s7                 # carry
	mul s9, t2, s6                  # lo a[1] b[3]
	mulhu s10, t2, s6               # hi a[1] b[3]
	add s0, s0, s9
	sltu s9, s0, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s8, s8, s10
	sltu s10, s8, s10               # carry
	add s7, s7, s10                 # c2 < 2n: no overflow
	mul s11, s3, t5                 # lo a[2] b[2]
	mulhu ra, s3, t5                # hi a[2] b[2]
	add s0, s0, s11
	sltu s11, s0, s11               # carry
	add ra, ra, s11                 # hi <= 2^32 - 2: no overflow
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	add s7, s7, ra                  # c2 < 2n: no overflow
	mul t3, t0, a7                  # lo a[3] b[1]
	mulhu t6, t0, a7                # hi a[3] b[1]
	add s0, s0, t3
	sltu t3, s0, t3                 # carry
	add t6, t6, t3                  # hi <= 2^32 - 2: no overflow
	add s8, s8, t6
	sltu t6, s8, t6                 # carry
	add s7, s7, t6                  # c2 < 2n: no overflow
	lw s1, 16(a1)                   # a[4]
	mul s5, s1, a4                  # lo a[4] b[0]
	mulhu s9, s1, a4                # hi a[4] b[0]
	add s0, s0, s5
	sltu s5, s0, s5                 # carry
	add s9, s9, s5                  # hi <= 2^32 - 2: no overflow
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s7, s7, s9                  # c2 < 2n: no overflow
	add s0, s0, s2                  # + carry (signed)
	sltu s10, s0, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s10
	add s0, s0, a6                  # + u1
	sltu s10, s0, a6
	add s2, s2, s10
	# column 5
	lw s11, 20(a2)                  # b[5]
	mul ra, a3, s11                 # lo a[0] b[5]
	mulhu t3, a3, s11               # hi a[0] b[5]
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	add t3, t3, ra                  # hi <= 2^32 - 2: no overflow
	add s7, s7, t3
	sltu t3, s7, t3                 # carry
	mul t6, t2, s4                  # lo a[1] b[4]
	mulhu s5, t2, s4                # hi a[1] b[4]
	add s8, s8, t6
	sltu t6, s8, t6                 # carry
	add s5, s5, t6                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add t3, t3, s5                  # c2 < 2n: no overflow
	mul s9, s3, s6                  # lo a[2] b[3]
	mulhu s10, s3, s6               # hi a[2] b[3]
	add s8, s8, s9
	sltu s9, s8, s9                 # carry
	add s10, s10, s9                # hi <= 2^32 - 2: no overflow
	add s7, s7, s10
	sltu s10, s7, s10               # carry
	add t3, t3, s10                 # c2 < 2n: no overflow
	mul ra, t0, t5                  # lo a[3] b[2]
	mulhu t6, t0, t5                # hi a[3] b[2]
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	add t6, t6, ra                  # hi <= 2^32 - 2: no overflow
	add s7, s7, t6
	sltu t6, s7, t6                 # carry
	add t3, t3, t6                  # c2 < 2n: no overflow
	mul s5, s1, a7                  # lo a[4] b[1]
	mulhu s9, s1, a7                # hi a[4] b[1]
	add s8, s8, s5
	sltu s5, s8, s5                 # carry
	add s9, s9, s5                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s9
	sltu s9, s7, s9                 # carry
	add t3, t3, s9                  # c2 < 2n: no overflow
	lw s10, 20(a1)                  # a[5]
	mul ra, s10, a4                 # lo a[5] b[0]
	mulhu t6, s10, a4               # hi a[5] b[0]
	add s8, s8, ra
	sltu ra, s8, ra                 # carry
	add t6, t6, ra                  # hi <= 2^32 - 2: no overflow
	add s7, s7, t6
	sltu t6, s7, t6                 # carry
	add t3, t3, t6                  # c2 < 2n: no overflow
	add s8, s8, s2                  # + carry (signed)
	sltu s5, s8, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s5
	add s8, s8, t1                  # + u2
	sltu s5, s8, t1
	add s2, s2, s5
	# column 6
	lw s9, 24(a2)                   # b[6]
	mul ra, a3, s9                  # lo a[0] b[6]
	mulhu t6, a3, s9                # hi a[0] b[6]
	add s7, s7, ra
	sltu ra, s7, ra                 # carry
	add t6, t6, ra                  # hi <= 2^32 - 2: no overflow
	add t3, t3, t6
	sltu t6, t3, t6                 # carry
	mul s5, t2, s11                 # lo a[1] b[5]
	mulhu ra, t2, s11               # hi a[1] b[5]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add ra, ra, s5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add t6, t6, ra                  # c2 < 2n: no overflow
	mul s5, s3, s4                  # lo a[2] b[4]
	mulhu ra, s3, s4                # hi a[2] b[4]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add ra, ra, s5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add t6, t6, ra                  # c2 < 2n: no overflow
	mul s5, t0, s6                  # lo a[3] b[3]
	mulhu ra, t0, s6                # hi a[3] b[3]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add ra, ra, s5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add t6, t6, ra                  # c2 < 2n: no overflow
	mul s5, s1, t5                  # lo a[4] b[2]
	mulhu ra, s1, t5                # hi a[4] b[2]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add ra, ra, s5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add t6, t6, ra                  # c2 < 2n: no overflow
	mul s5, s10, a7                 # lo a[5] b[1]
	mulhu ra, s10, a7               # hi a[5] b[1]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add ra, ra, s5                  # hi <= 2^32 - 2: no overflow
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add t6, t6, ra                  # c2 < 2n: no overflow
	lw s5, 24(a1)                   # a[6]
	mul ra, s5, a4                  # lo a[6] b[0]
	mulhu a7, s5, a4                # hi a[6] b[0]
	add s7, s7, ra
	sltu ra, s7, ra                 # carry
	add a7, a7, ra                  # hi <= 2^32 - 2: no overflow
	add t3, t3, a7
	sltu a7, t3, a7                 # carry
	add t6, t6, a7                  # c2 < 2n: no overflow
	add s7, s7, s2                  # + carry (signed)
	sltu ra, s7, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, ra
	add s7, s7, t4                  # + u3
	sltu ra, s7, t4
	add s2, s2, ra
	add s7, s7, a5                  # + u0
	sltu ra, s7, a5
	add s2, s2, ra
	# column 7
	lw a7, 28(a2)                   # b[7]
	mul ra, a3, a7                  # lo a[0] b[7]
	mulhu a4, a3, a7                # hi a[0] b[7]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a4, a4, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a4
	sltu a4, t6, a4                 # carry
	mul ra, t2, s9                  # lo a[1] b[6]
	mulhu a3, t2, s9                # hi a[1] b[6]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a3, a3, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a3
	sltu a3, t6, a3                 # carry
	add a4, a4, a3                  # c2 < 2n: no overflow
	mul ra, s3, s11                 # lo a[2] b[5]
	mulhu a3, s3, s11               # hi a[2] b[5]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a3, a3, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a3
	sltu a3, t6, a3                 # carry
	add a4, a4, a3                  # c2 < 2n: no overflow
	mul ra, t0, s4                  # lo a[3] b[4]
	mulhu a3, t0, s4                # hi a[3] b[4]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a3, a3, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a3
	sltu a3, t6, a3                 # carry
	add a4, a4, a3                  # c2 < 2n: no overflow
	mul ra, s1, s6                  # lo a[4] b[3]
	mulhu a3, s1, s6                # hi a[4] b[3]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a3, a3, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a3
	sltu a3, t6, a3                 # carry
	add a4, a4, a3                  # c2 < 2n: no overflow
	mul ra, s10, t5                 # lo a[5] b[2]
	mulhu a3, s10, t5               # hi a[5] b[2]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add a3, a3, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, a3
	sltu a3, t6, a3                 # carry
	add a4, a4, a3                  # c2 < 2n: no overflow
	lw ra, 4(a2)                    # b[1]
	mul a3, s5, ra                  # lo a[6] b[1]
	mulhu t5, s5, ra                # hi a[6] b[1]
	add t3, t3, a3
	sltu a3, t3, a3                 # carry
	add t5, t5, a3                  # hi <= 2^32 - 2: no overflow
	add t6, t6, t5
	sltu t5, t6, t5                 # carry
	add a4, a4, t5                  # c2 < 2n: no overflow
	lw a3, 28(a1)                   # a[7]
	lw t5, 0(a2)                    # b[0]
	mul ra, a3, t5                  # lo a[7] b[0]
	mulhu s5, a3, t5                # hi a[7] b[0]
	add t3, t3, ra
	sltu ra, t3, ra                 # carry
	add s5, s5, ra                  # hi <= 2^32 - 2: no overflow
	add t6, t6, s5
	sltu s5, t6, s5                 # carry
	add a4, a4, s5                  # c2 < 2n: no overflow
	add t3, t3, s2                  # + carry (signed)
	sltu ra, t3, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, ra
	add t3, t3, s0                  # + u4
	sltu ra, t3, s0
	add s2, s2, ra
	add t3, t3, a6                  # + u1
	sltu ra, t3, a6
	add s2, s2, ra
	sltu ra, t3, a5                 # - u0
	sub t3, t3, a5
	sub s2, s2, ra
	# column 8
	mul s5, t2, a7                  # lo a[1] b[7]
	mulhu t5, t2, a7                # hi a[1] b[7]
	add t6, t6, s5
	sltu s5, t6, s5                 # carry
	add t5, t5, s5                  # hi <= 2^32 - 2: no overflow
	add a4, a4, t5
	sltu t5, a4, t5                 # carry
	mul ra, s3, s9                  # lo a[2] b[6]
	mulhu s5, s3, s9                # hi a[2] b[6]
	add t6, t6, ra
	sltu ra, t6, ra                 # carry
	add s5, s5, ra                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t5, t5, s5                  # c2 < 2n: no overflow
	mul ra, t0, s11                 # lo a[3] b[5]
	mulhu s5, t0, s11               # hi a[3] b[5]
	add t6, t6, ra
	sltu ra, t6, ra                 # carry
	add s5, s5, ra                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t5, t5, s5                  # c2 < 2n: no overflow
	mul ra, s1, s4                  # lo a[4] b[4]
	mulhu s5, s1, s4                # hi a[4] b[4]
	add t6, t6, ra
	sltu ra, t6, ra                 # carry
	add s5, s5, ra                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t5, t5, s5                  # c2 < 2n: no overflow
	mul ra, s10, s6                 # lo a[5] b[3]
	mulhu s5, s10, s6               # hi a[5] b[3]
	add t6, t6, ra
	sltu ra, t6, ra                 # carry
	add s5, s5, ra                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t5, t5, s5                  # c2 < 2n: no overflow
	lw ra, 24(a1)                   # a[6]
	lw s5, 8(a2)                    # b[2]
	mul t2, ra, s5                  # lo a[6] b[2]
	mulhu s6, ra, s5                # hi a[6] b[2]
	add t6, t6, t2
	sltu t2, t6, t2                 # carry
	add s6, s6, t2                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s6
	sltu s6, a4, s6                 # carry
	add t5, t5, s6                  # c2 < 2n: no overflow
	lw t2, 4(a2)                    # b[1]
	mul s6, a3, t2                  # lo a[7] b[1]
	mulhu s5, a3, t2                # hi a[7] b[1]
	add t6, t6, s6
	sltu s6, t6, s6                 # carry
	add s5, s5, s6                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t5, t5, s5                  # c2 < 2n: no overflow
	add t6, t6, s2                  # + carry (signed)
	sltu s6, t6, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s6
	add t6, t6, s8                  # + u5
	sltu s6, t6, s8
	add s2, s2, s6
	add t6, t6, t1                  # + u2
	sltu s6, t6, t1
	add s2, s2, s6
	sltu s6, t6, a6                 # - u1
	sub t6, t6, a6
	sub s2, s2, s6
	add t6, t6, a5                  # + u0
	sltu s6, t6, a5
	add s2, s2, s6
	# column 9
	mul s5, s3, a7                  # lo a[2] b[7]
	mulhu t2, s3, a7                # hi a[2] b[7]
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add t2, t2, s5                  # hi <= 2^32 - 2: no overflow
	add t5, t5, t2
	sltu t2, t5, t2                 # carry
	mul s6, t0, s9                  # lo a[3] b[6]
	mulhu a5, t0, s9                # hi a[3] b[6]
	add a4, a4, s6
	sltu s6, a4, s6                 # carry
	add a5, a5, s6                  # hi <= 2^32 - 2: no overflow
	add t5, t5, a5
	sltu a5, t5, a5                 # carry
	add t2, t2, a5                  # c2 < 2n: no overflow
	mul s5, s1, s11                 # lo a[4] b[5]
	mulhu s6, s1, s11               # hi a[4] b[5]
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add s6, s6, s5                  # hi <= 2^32 - 2: no overflow
	add t5, t5, s6
	sltu s6, t5, s6                 # carry
	add t2, t2, s6                  # c2 < 2n: no overflow
	mul a5, s10, s4                 # lo a[5] b[4]
	mulhu s5, s10, s4               # hi a[5] b[4]
	add a4, a4, a5
	sltu a5, a4, a5                 # carry
	add s5, s5, a5                  # hi <= 2^32 - 2: no overflow
	add t5, t5, s5
	sltu s5, t5, s5                 # carry
	add t2, t2, s5                  # c2 < 2n: no overflow
	lw s6, 12(a2)                   # b[3]
	mul a5, ra, s6                  # lo a[6] b[3]
	mulhu s5, ra, s6                # hi a[6] b[3]
	add a4, a4, a5
	sltu a5, a4, a5                 # carry
	add s5, s5, a5                  # hi <= 2^32 - 2: no overflow
	add t5, t5, s5
	sltu s5, t5, s5                 # carry
	add t2, t2, s5                  # c2 < 2n: no overflow
	lw a5, 8(a2)                    # b[2]
	mul s5, a3, a5                  # lo a[7] b[2]
	mulhu s3, a3, a5                # hi a[7] b[2]
	add a4, a4, s5
	sltu s5, a4, s5                 # carry
	add s3, s3, s5                  # hi <= 2^32 - 2: no overflow
	add t5, t5, s3
	sltu s3, t5, s3                 # carry
	add t2, t2, s3                  # c2 < 2n: no overflow
	add a4, a4, s2                  # + carry (signed)
	sltu s5, a4, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s5
	add a4, a4, s7                  # + u6
	sltu s5, a4, s7
	add s2, s2, s5
	add a4, a4, t4                  # + u3
	sltu s5, a4, t4
	add s2, s2, s5
	sltu s5, a4, t1                 # - u2
	sub a4, a4, t1
	sub s2, s2, s5
	add a4, a4, a6                  # + u1
	sltu s5, a4, a6
	add s2, s2, s5
	# column 10
	mul s3, t0, a7                  # lo a[3] b[7]
	mulhu a5, t0, a7                # hi a[3] b[7]
	add t5, t5, s3
	sltu s3, t5, s3                 # carry
	add a5, a5, s3                  # hi <= 2^32 - 2: no overflow
	add t2, t2, a5
	sltu a5, t2, a5                 # carry
	mul s5, s1, s9                  # lo a[4] b[6]
	mulhu a6, s1, s9                # hi a[4] b[6]
	add t5, t5, s5
	sltu s5, t5, s5                 # carry
	add a6, a6, s5                  # hi <= 2^32 - 2: no overflow
	add t2, t2, a6
	sltu a6, t2, a6                 # carry
	add a5, a5, a6                  # c2 < 2n: no overflow
	mul s3, s10, s11                # lo a[5] b[5]
	mulhu s5, s10, s11              # hi a[5] b[5]
	add t5, t5, s3
	sltu s3, t5, s3                 # carry
	add s5, s5, s3                  # hi <= 2^32 - 2: no overflow
	add t2, t2, s5
	sltu s5, t2, s5                 # carry
	add a5, a5, s5                  # c2 < 2n: no overflow
	mul a6, ra, s4                  # lo a[6] b[4]
	mulhu s3, ra, s4                # hi a[6] b[4]
	add t5, t5, a6
	sltu a6, t5, a6                 # carry
	add s3, s3, a6                  # hi <= 2^32 - 2: no overflow
	add t2, t2, s3
	sltu s3, t2, s3                 # carry
	add a5, a5, s3                  # c2 < 2n: no overflow
	mul s5, a3, s6                  # lo a[7] b[3]
	mulhu a6, a3, s6                # hi a[7] b[3]
	add t5, t5, s5
	sltu s5, t5, s5                 # carry
	add a6, a6, s5                  # hi <= 2^32 - 2: no overflow
	add t2, t2, a6
	sltu a6, t2, a6                 # carry
	add a5, a5, a6                  # c2 < 2n: no overflow
	add t5, t5, s2                  # + carry (signed)
	sltu s3, t5, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s3
	add t5, t5, t3                  # + u7
	sltu s3, t5, t3
	add s2, s2, s3
	add t5, t5, s0                  # + u4
	sltu s3, t5, s0
	add s2, s2, s3
	sltu s3, t5, t4                 # - u3
	sub t5, t5, t4
	sub s2, s2, s3
	add t5, t5, t1                  # + u2
	sltu s3, t5, t1
	add s2, s2, s3
	# column 11
	mul s5, s1, a7                  # lo a[4] b[7]
	mulhu a6, s1, a7                # hi a[4] b[7]
	add t2, t2, s5
	sltu s5, t2, s5                 # carry
	add a6, a6, s5                  # hi <= 2^32 - 2: no overflow
	add a5, a5, a6
	sltu a6, a5, a6                 # carry
	mul t0, s10, s9                 # lo a[5] b[6]
	mulhu s6, s10, s9               # hi a[5] b[6]
	add t2, t2, t0
	sltu t0, t2, t0                 # carry
	add s6, s6, t0                  # hi <= 2^32 - 2: no overflow
	add a5, a5, s6
	sltu s6, a5, s6                 # carry
	add a6, a6, s6                  # c2 < 2n: no overflow
	mul s3, ra, s11                 # lo a[6] b[5]
	mulhu t1, ra, s11               # hi a[6] b[5]
	add t2, t2, s3
	sltu s3, t2, s3                 # carry
	add t1, t1, s3                  # hi <= 2^32 - 2: no overflow
	add a5, a5, t1
	sltu t1, a5, t1                 # carry
	add a6, a6, t1                  # c2 < 2n: no overflow
	mul s5, a3, s4                  # lo a[7] b[4]
	mulhu t0, a3, s4                # hi a[7] b[4]
	add t2, t2, s5
	sltu s5, t2, s5                 # carry
	add t0, t0, s5                  # hi <= 2^32 - 2: no overflow
	add a5, a5, t0
	sltu t0, a5, t0                 # carry
	add a6, a6, t0                  # c2 < 2n: no overflow
	add t2, t2, s2                  # + carry (signed)
	sltu s6, t2, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s6
	add t2, t2, s8                  # + u5
	sltu s6, t2, s8
	add s2, s2, s6
	sltu s6, t2, s0                 # - u4
	sub t2, t2, s0
	sub s2, s2, s6
	add t2, t2, t4                  # + u3
	sltu s6, t2, t4
	add s2, s2, s6
	# column 12
	mul s3, s10, a7                 # lo a[5] b[7]
	mulhu t1, s10, a7               # hi a[5] b[7]
	add a5, a5, s3
	sltu s3, a5, s3                 # carry
	add t1, t1, s3                  # hi <= 2^32 - 2: no overflow
	add a6, a6, t1
	sltu t1, a6, t1                 # carry
	mul s5, ra, s9                  # lo a[6] b[6]
	mulhu t0, ra, s9                # hi a[6] b[6]
	add a5, a5, s5
	sltu s5, a5, s5                 # carry
	add t0, t0, s5                  # hi <= 2^32 - 2: no overflow
	add a6, a6, t0
	sltu t0, a6, t0                 # carry
	add t1, t1, t0                  # c2 < 2n: no overflow
	mul s4, a3, s11                 # lo a[7] b[5]
	mulhu s1, a3, s11               # hi a[7] b[5]
	add a5, a5, s4
	sltu s4, a5, s4                 # carry
	add s1, s1, s4                  # hi <= 2^32 - 2: no overflow
	add a6, a6, s1
	sltu s1, a6, s1                 # carry
	add t1, t1, s1                  # c2 < 2n: no overflow
	add a5, a5, s2                  # + carry (signed)
	sltu s6, a5, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s6
	add a5, a5, s7                  # + u6
	sltu s6, a5, s7
	add s2, s2, s6
	sltu s6, a5, s8                 # - u5
	sub a5, a5, s8
	sub s2, s2, s6
	add a5, a5, s0                  # + u4
	sltu s6, a5, s0
	add s2, s2, s6
	# column 13
	mul t4, ra, a7                  # lo a[6] b[7]
	mulhu s3, ra, a7                # hi a[6] b[7]
	add a6, a6, t4
	sltu t4, a6, t4                 # carry
	add s3, s3, t4                  # hi <= 2^32 - 2: no overflow
	add t1, t1, s3
	sltu s3, t1, s3                 # carry
	mul s5, a3, s9                  # lo a[7] b[6]
	mulhu t0, a3, s9                # hi a[7] b[6]
	add a6, a6, s5
	sltu s5, a6, s5                 # carry
	add t0, t0, s5                  # hi <= 2^32 - 2: no overflow
	add t1, t1, t0
	sltu t0, t1, t0                 # carry
	add s3, s3, t0                  # c2 < 2n: no overflow
	add a6, a6, s2                  # + carry (signed)
	sltu s4, a6, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s4
	add a6, a6, t3                  # + u7
	sltu s4, a6, t3
	add s2, s2, s4
	sltu s4, a6, s7                 # - u6
	sub a6, a6, s7
	sub s2, s2, s4
	add a6, a6, s8                  # + u5
	sltu s4, a6, s8
	add s2, s2, s4
	# column 14
	mul s1, a3, a7                  # lo a[7] b[7]
	mulhu s11, a3, a7               # hi a[7] b[7]
	add t1, t1, s1
	sltu s1, t1, s1                 # carry
	add s11, s11, s1                # hi <= 2^32 - 2: no overflow
	add s3, s3, s11
	sltu s11, s3, s11               # carry
	add t1, t1, s2                  # + carry (signed)
	sltu s10, t1, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s10
	sltu s10, t1, t3                # - u7
	sub t1, t1, t3
	sub s2, s2, s10
	add t1, t1, s7                  # + u6
	sltu s10, t1, s7
	add s2, s2, s10
	# column 15
	add s3, s3, s2                  # + carry (signed)
	sltu s6, s3, s2
	srai s2, s2, 31                 # its sign
	add s2, s2, s6
	add s3, s3, t3                  # + u7
	sltu s6, s3, t3
	add s2, s2, s6
	# x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask
	addi t6, t6, 1                  # - p_j = + 1 - 2^32
	snez t4, t6                     # borrow unless it wrapped
	addi a4, a4, 1                  # - p_j = + 1 - 2^32
	snez s5, a4
	sub a4, a4, t4
	or t4, t4, s5
	addi t5, t5, 1                  # - p_j = + 1 - 2^32
	snez s5, t5
	sub t5, t5, t4
	or t4, t4, s5
	sltu s5, t2, t4
	sub t2, t2, t4
	sltu t4, a5, s5
	sub a5, a5, s5
	sltu s5, a6, t4
	sub a6, a6, t4
	seqz t4, t1                     # - 1 borrows from 0
	addi t1, t1, -1
	sltu s0, t1, s5
	sub t1, t1, s5
	or s5, t4, s0
	addi s3, s3, 1                  # - p_j = + 1 - 2^32
	snez t4, s3
	sub s3, s3, s5
	or s5, s5, t4
	sub s2, s2, s5                  # top - borrow: 0, or -1 if below p
	and s0, s2, 1                   # p6 & mask
	add t6, t6, s2
	sltu s5, t6, s2                 # carry
	add a4, a4, s2
	sltu t0, a4, s2
	add a4, a4, s5
	sltu s5, a4, s5
	or s5, s5, t0                   # at most one of the two
	add t5, t5, s2
	sltu t0, t5, s2
	add t5, t5, s5
	sltu s5, t5, s5
	or s5, s5, t0                   # at most one of the two
	add t2, t2, s5
	sltu s5, t2, s5
	add a5, a5, s5
	sltu s5, a5, s5
	add a6, a6, s5
	sltu s5, a6, s5
	add t1, t1, s0
	sltu t0, t1, s0
	add t1, t1, s5
	sltu s5, t1, s5
	or s5, s5, t0                   # at most one of the two
	add s3, s3, s2
	add s3, s3, s5                  # the carry out is dropped
	sw t6, 0(a0)
	sw a4, 4(a0)
	sw t5, 8(a0)
	sw t2, 12(a0)
	sw a5, 16(a0)
	sw a6, 20(a0)
	sw t1, 24(a0)
	sw s3, 28(a0)
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
	.size ctb_ec_fe_mul_p256, .-ctb_ec_fe_mul_p256

/* void ctb_ec_fe_sqr_p256(r, a, m): P-256's p only, fused: 555 instructions (both sizes). */
	.section .text.ctb_ec_fe_sqr_p256,"ax",@progbits
	.global ctb_ec_fe_sqr_p256
	.type ctb_ec_fe_sqr_p256, @function
	.p2align 1
ctb_ec_fe_sqr_p256:
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
	sw s9, 36(sp)                   # callee-saved
	# column 0
	lw a3, 0(a1)                    # a[0]
	mul a4, a3, a3                  # a[0]^2 lo
	mulhu a5, a3, a3                # a[0]^2 hi
	# column 1
	lw a6, 4(a1)                    # a[1]
	mul a7, a3, a6                  # lo a[0] a[1]
	mulhu t0, a3, a6                # hi a[0] a[1]
	slli t1, a7, 1                  # 2 t[1]
	srli t2, a7, 31                 # the bit for the next limb
	add t1, t1, a5
	sltu t3, t1, a5                 # carry
	# column 2
	lw t4, 8(a1)                    # a[2]
	mul t5, a3, t4                  # lo a[0] a[2]
	mulhu t6, a3, t4                # hi a[0] a[2]
	add t0, t0, t5
	sltu t5, t0, t5                 # carry
	add t6, t6, t5                  # hi <= 2^32 - 2: no overflow
	slli s0, t0, 1                  # 2 t[2]
	or s0, s0, t2                   # + the bit from below
	srli t2, t0, 31                 # the bit for the next limb
	mul s1, a6, a6                  # a[1]^2 lo
	mulhu s2, a6, a6                # a[1]^2 hi
	add s0, s0, s1
	sltu s1, s0, s1                 # carry
	add s0, s0, t3
	sltu t3, s0, t3                 # carry
	add t3, t3, s1                  # cc <= 1: not both carries
	# column 3
	lw s3, 12(a1)                   # a[3]
	mul s4, a3, s3                  # lo a[0] a[3]
	mulhu s5, a3, s3                # hi a[0] a[3]
	add t6, t6, s4
	sltu s4, t6, s4                 # carry
	add s5, s5, s4                  # hi <= 2^32 - 2: no overflow
	mul s6, a6, t4                  # lo a[1] a[2]
	mulhu s7, a6, t4                # hi a[1] a[2]
	add t6, t6, s6
	sltu s6, t6, s6                 # carry
	add s7, s7, s6                  # hi <= 2^32 - 2: no overflow
	add s5, s5, s7
	sltu s7, s5, s7                 # carry
	slli s8, t6, 1                  # 2 t[3]
	or s8, s8, t2                   # + the bit from below
	srli t2, t6, 31                 # the bit for the next limb
	add s2, s2, t3                  # hi + cc, no overflow
	add s8, s8, s2
	sltu t3, s8, s2                 # carry
	add s8, s8, a4                  # + u0
	sltu a7, s8, a4                 # the carry
	# column 4
	lw a5, 16(a1)                   # a[4]
	mul t5, a3, a5                  # lo a[0] a[4]
	mulhu t0, a3, a5                # hi a[0] a[4]
	add s5, s5, t5
	sltu t5, s5, t5                 # carry
	add t0, t0, t5                  # hi <= 2^32 - 2: no overflow
	add s7, s7, t0
	sltu t0, s7, t0                 # carry
	mul s1, a6, s3                  # lo a[1] a[3]
	mulhu s4, a6, s3                # hi a[1] a[3]
	add s5, s5, s1
	sltu s1, s5, s1                 # carry
	add s4, s4, s1                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add t0, t0, s4                  # c2 < 2n: no overflow
	slli s6, s5, 1                  # 2 t[4]
	or s6, s6, t2                   # + the bit from below
	srli t2, s5, 31                 # the bit for the next limb
	mul t6, t4, t4                  # a[2]^2 lo
	mulhu s2, t4, t4                # a[2]^2 hi
	add s6, s6, t6
	sltu t6, s6, t6                 # carry
	add s6, s6, t3
	sltu t3, s6, t3                 # carry
	add t3, t3, t6                  # cc <= 1: not both carries
	add s6, s6, a7                  # + carry (signed)
	sltu s9, s6, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s9
	add s6, s6, t1                  # + u1
	sltu s9, s6, t1
	add a7, a7, s9
	# column 5
	lw t5, 20(a1)                   # a[5]
	mul s1, a3, t5                  # lo a[0] a[5]
	mulhu s4, a3, t5                # hi a[0] a[5]
	add s7, s7, s1
	sltu s1, s7, s1                 # carry
	add s4, s4, s1                  # hi <= 2^32 - 2: no overflow
	add t0, t0, s4
	sltu s4, t0, s4                 # carry
	mul s5, a6, a5                  # lo a[1] a[4]
	mulhu t6, a6, a5                # hi a[1] a[4]
	add s7, s7, s5
	sltu s5, s7, s5                 # carry
	add t6, t6, s5                  # hi <= 2^32 - 2: no overflow
	add t0, t0, t6
	sltu t6, t0, t6                 # carry
	add s4, s4, t6                  # c2 < 2n: no overflow
	mul s9, t4, s3                  # lo a[2] a[3]
	mulhu s1, t4, s3                # hi a[2] a[3]
	add s7, s7, s9
	sltu s9, s7, s9                 # carry
	add s1, s1, s9                  # hi <= 2^32 - 2: no overflow
	add t0, t0, s1
	sltu s1, t0, s1                 # carry
	add s4, s4, s1                  # c2 < 2n: no overflow
	slli s5, s7, 1                  # 2 t[5]
	or s5, s5, t2                   # + the bit from below
	srli t2, s7, 31                 # the bit for the next limb
	add s2, s2, t3                  # hi + cc, no overflow
	add s5, s5, s2
	sltu t3, s5, s2                 # carry
	add s5, s5, a7                  # + carry (signed)
	sltu t6, s5, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, t6
	add s5, s5, s0                  # + u2
	sltu t6, s5, s0
	add a7, a7, t6
	# column 6
	lw s9, 24(a1)                   # a[6]
	mul s1, a3, s9                  # lo a[0] a[6]
	mulhu s7, a3, s9                # hi a[0] a[6]
	add t0, t0, s1
	sltu s1, t0, s1                 # carry
	add s7, s7, s1                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s7
	sltu s7, s4, s7                 # carry
	mul s2, a6, t5                  # lo a[1] a[5]
	mulhu t6, a6, t5                # hi a[1] a[5]
	add t0, t0, s2
	sltu s2, t0, s2                 # carry
	add t6, t6, s2                  # hi <= 2^32 - 2: no overflow
	add s4, s4, t6
	sltu t6, s4, t6                 # carry
	add s7, s7, t6                  # c2 < 2n: no overflow
	mul s1, t4, a5                  # lo a[2] a[4]
	mulhu s2, t4, a5                # hi a[2] a[4]
	add t0, t0, s1
	sltu s1, t0, s1                 # carry
	add s2, s2, s1                  # hi <= 2^32 - 2: no overflow
	add s4, s4, s2
	sltu s2, s4, s2                 # carry
	add s7, s7, s2                  # c2 < 2n: no overflow
	slli t6, t0, 1                  # 2 t[6]
	or t6, t6, t2                   # + the bit from below
	srli t2, t0, 31                 # the bit for the next limb
	mul s1, s3, s3                  # a[3]^2 lo
	mulhu s2, s3, s3                # a[3]^2 hi
	add t6, t6, s1
	sltu s1, t6, s1                 # carry
	add t6, t6, t3
	sltu t3, t6, t3                 # carry
	add t3, t3, s1                  # cc <= 1: not both carries
	add t6, t6, a7                  # + carry (signed)
	sltu t0, t6, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, t0
	add t6, t6, s8                  # + u3
	sltu t0, t6, s8
	add a7, a7, t0
	add t6, t6, a4                  # + u0
	sltu t0, t6, a4
	add a7, a7, t0
	# column 7
	lw s1, 28(a1)                   # a[7]
	mul t0, a3, s1                  # lo a[0] a[7]
	mulhu a5, a3, s1                # hi a[0] a[7]
	add s4, s4, t0
	sltu t0, s4, t0                 # carry
	add a5, a5, t0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, a5
	sltu a5, s7, a5                 # carry
	mul t0, a6, s9                  # lo a[1] a[6]
	mulhu a3, a6, s9                # hi a[1] a[6]
	add s4, s4, t0
	sltu t0, s4, t0                 # carry
	add a3, a3, t0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, a3
	sltu a3, s7, a3                 # carry
	add a5, a5, a3                  # c2 < 2n: no overflow
	mul t0, t4, t5                  # lo a[2] a[5]
	mulhu a3, t4, t5                # hi a[2] a[5]
	add s4, s4, t0
	sltu t0, s4, t0                 # carry
	add a3, a3, t0                  # hi <= 2^32 - 2: no overflow
	add s7, s7, a3
	sltu a3, s7, a3                 # carry
	add a5, a5, a3                  # c2 < 2n: no overflow
	lw t0, 16(a1)                   # a[4]
	mul a3, s3, t0                  # lo a[3] a[4]
	mulhu t5, s3, t0                # hi a[3] a[4]
	add s4, s4, a3
	sltu a3, s4, a3                 # carry
	add t5, t5, a3                  # hi <= 2^32 - 2: no overflow
	add s7, s7, t5
	sltu t5, s7, t5                 # carry
	add a5, a5, t5                  # c2 < 2n: no overflow
	slli a3, s4, 1                  # 2 t[7]
	or a3, a3, t2                   # + the bit from below
	srli t2, s4, 31                 # the bit for the next limb
	add s2, s2, t3                  # hi + cc, no overflow
	add a3, a3, s2
	sltu t3, a3, s2                 # carry
	add a3, a3, a7                  # + carry (signed)
	sltu t5, a3, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, t5
	add a3, a3, s6                  # + u4
	sltu t5, a3, s6
	add a7, a7, t5
	add a3, a3, t1                  # + u1
	sltu t5, a3, t1
	add a7, a7, t5
	sltu t5, a3, a4                 # - u0
	sub a3, a3, a4
	sub a7, a7, t5
	# column 8
	mul s4, a6, s1                  # lo a[1] a[7]
	mulhu s2, a6, s1                # hi a[1] a[7]
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add s2, s2, s4                  # hi <= 2^32 - 2: no overflow
	add a5, a5, s2
	sltu s2, a5, s2                 # carry
	mul t5, t4, s9                  # lo a[2] a[6]
	mulhu s4, t4, s9                # hi a[2] a[6]
	add s7, s7, t5
	sltu t5, s7, t5                 # carry
	add s4, s4, t5                  # hi <= 2^32 - 2: no overflow
	add a5, a5, s4
	sltu s4, a5, s4                 # carry
	add s2, s2, s4                  # c2 < 2n: no overflow
	lw t5, 20(a1)                   # a[5]
	mul s4, s3, t5                  # lo a[3] a[5]
	mulhu a6, s3, t5                # hi a[3] a[5]
	add s7, s7, s4
	sltu s4, s7, s4                 # carry
	add a6, a6, s4                  # hi <= 2^32 - 2: no overflow
	add a5, a5, a6
	sltu a6, a5, a6                 # carry
	add s2, s2, a6                  # c2 < 2n: no overflow
	slli s4, s7, 1                  # 2 t[8]
	or s4, s4, t2                   # + the bit from below
	srli t2, s7, 31                 # the bit for the next limb
	mul a6, t0, t0                  # a[4]^2 lo
	mulhu s7, t0, t0                # a[4]^2 hi
	add s4, s4, a6
	sltu a6, s4, a6                 # carry
	add s4, s4, t3
	sltu t3, s4, t3                 # carry
	add t3, t3, a6                  # cc <= 1: not both carries
	add s4, s4, a7                  # + carry (signed)
	sltu a6, s4, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, a6
	add s4, s4, s5                  # + u5
	sltu a6, s4, s5
	add a7, a7, a6
	add s4, s4, s0                  # + u2
	sltu a6, s4, s0
	add a7, a7, a6
	sltu a6, s4, t1                 # - u1
	sub s4, s4, t1
	sub a7, a7, a6
	add s4, s4, a4                  # + u0
	sltu a6, s4, a4
	add a7, a7, a6
	# column 9
	mul a6, t4, s1                  # lo a[2] a[7]
	mulhu a4, t4, s1                # hi a[2] a[7]
	add a5, a5, a6
	sltu a6, a5, a6                 # carry
	add a4, a4, a6                  # hi <= 2^32 - 2: no overflow
	add s2, s2, a4
	sltu a4, s2, a4                 # carry
	mul a6, s3, s9                  # lo a[3] a[6]
	mulhu t4, s3, s9                # hi a[3] a[6]
	add a5, a5, a6
	sltu a6, a5, a6                 # carry
	add t4, t4, a6                  # hi <= 2^32 - 2: no overflow
	add s2, s2, t4
	sltu t4, s2, t4                 # carry
	add a4, a4, t4                  # c2 < 2n: no overflow
	mul a6, t0, t5                  # lo a[4] a[5]
	mulhu t4, t0, t5                # hi a[4] a[5]
	add a5, a5, a6
	sltu a6, a5, a6                 # carry
	add t4, t4, a6                  # hi <= 2^32 - 2: no overflow
	add s2, s2, t4
	sltu t4, s2, t4                 # carry
	add a4, a4, t4                  # c2 < 2n: no overflow
	slli a6, a5, 1                  # 2 t[9]
	or a6, a6, t2                   # + the bit from below
	srli t2, a5, 31                 # the bit for the next limb
	add s7, s7, t3                  # hi + cc, no overflow
	add a6, a6, s7
	sltu t3, a6, s7                 # carry
	add a6, a6, a7                  # + carry (signed)
	sltu t4, a6, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, t4
	add a6, a6, t6                  # + u6
	sltu t4, a6, t6
	add a7, a7, t4
	add a6, a6, s8                  # + u3
	sltu t4, a6, s8
	add a7, a7, t4
	sltu t4, a6, s0                 # - u2
	sub a6, a6, s0
	sub a7, a7, t4
	add a6, a6, t1                  # + u1
	sltu t4, a6, t1
	add a7, a7, t4
	# column 10
	mul a5, s3, s1                  # lo a[3] a[7]
	mulhu s7, s3, s1                # hi a[3] a[7]
	add s2, s2, a5
	sltu a5, s2, a5                 # carry
	add s7, s7, a5                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s7
	sltu s7, a4, s7                 # carry
	mul t4, t0, s9                  # lo a[4] a[6]
	mulhu t1, t0, s9                # hi a[4] a[6]
	add s2, s2, t4
	sltu t4, s2, t4                 # carry
	add t1, t1, t4                  # hi <= 2^32 - 2: no overflow
	add a4, a4, t1
	sltu t1, a4, t1                 # carry
	add s7, s7, t1                  # c2 < 2n: no overflow
	slli a5, s2, 1                  # 2 t[10]
	or a5, a5, t2                   # + the bit from below
	srli t2, s2, 31                 # the bit for the next limb
	mul t4, t5, t5                  # a[5]^2 lo
	mulhu t1, t5, t5                # a[5]^2 hi
	add a5, a5, t4
	sltu t4, a5, t4                 # carry
	add a5, a5, t3
	sltu t3, a5, t3                 # carry
	add t3, t3, t4                  # cc <= 1: not both carries
	add a5, a5, a7                  # + carry (signed)
	sltu s2, a5, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s2
	add a5, a5, a3                  # + u7
	sltu s2, a5, a3
	add a7, a7, s2
	add a5, a5, s6                  # + u4
	sltu s2, a5, s6
	add a7, a7, s2
	sltu s2, a5, s8                 # - u3
	sub a5, a5, s8
	sub a7, a7, s2
	add a5, a5, s0                  # + u2
	sltu s2, a5, s0
	add a7, a7, s2
	# column 11
	mul t4, t0, s1                  # lo a[4] a[7]
	mulhu s3, t0, s1                # hi a[4] a[7]
	add a4, a4, t4
	sltu t4, a4, t4                 # carry
	add s3, s3, t4                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s3
	sltu s3, s7, s3                 # carry
	mul s2, t5, s9                  # lo a[5] a[6]
	mulhu s0, t5, s9                # hi a[5] a[6]
	add a4, a4, s2
	sltu s2, a4, s2                 # carry
	add s0, s0, s2                  # hi <= 2^32 - 2: no overflow
	add s7, s7, s0
	sltu s0, s7, s0                 # carry
	add s3, s3, s0                  # c2 < 2n: no overflow
	slli t4, a4, 1                  # 2 t[11]
	or t4, t4, t2                   # + the bit from below
	srli t2, a4, 31                 # the bit for the next limb
	add t1, t1, t3                  # hi + cc, no overflow
	add t4, t4, t1
	sltu t3, t4, t1                 # carry
	add t4, t4, a7                  # + carry (signed)
	sltu s2, t4, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s2
	add t4, t4, s5                  # + u5
	sltu s2, t4, s5
	add a7, a7, s2
	sltu s2, t4, s6                 # - u4
	sub t4, t4, s6
	sub a7, a7, s2
	add t4, t4, s8                  # + u3
	sltu s2, t4, s8
	add a7, a7, s2
	# column 12
	mul s0, t5, s1                  # lo a[5] a[7]
	mulhu a4, t5, s1                # hi a[5] a[7]
	add s7, s7, s0
	sltu s0, s7, s0                 # carry
	add a4, a4, s0                  # hi <= 2^32 - 2: no overflow
	add s3, s3, a4
	sltu a4, s3, a4                 # carry
	slli t1, s7, 1                  # 2 t[12]
	or t1, t1, t2                   # + the bit from below
	srli t2, s7, 31                 # the bit for the next limb
	mul t0, s9, s9                  # a[6]^2 lo
	mulhu s2, s9, s9                # a[6]^2 hi
	add t1, t1, t0
	sltu t0, t1, t0                 # carry
	add t1, t1, t3
	sltu t3, t1, t3                 # carry
	add t3, t3, t0                  # cc <= 1: not both carries
	add t1, t1, a7                  # + carry (signed)
	sltu s8, t1, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s8
	add t1, t1, t6                  # + u6
	sltu s8, t1, t6
	add a7, a7, s8
	sltu s8, t1, s5                 # - u5
	sub t1, t1, s5
	sub a7, a7, s8
	add t1, t1, s6                  # + u4
	sltu s8, t1, s6
	add a7, a7, s8
	# column 13
	mul s0, s9, s1                  # lo a[6] a[7]
	mulhu s7, s9, s1                # hi a[6] a[7]
	add s3, s3, s0
	sltu s0, s3, s0                 # carry
	add s7, s7, s0                  # hi <= 2^32 - 2: no overflow
	add a4, a4, s7
	sltu s7, a4, s7                 # carry
	slli t0, s3, 1                  # 2 t[13]
	or t0, t0, t2                   # + the bit from below
	srli t2, s3, 31                 # the bit for the next limb
	add s2, s2, t3                  # hi + cc, no overflow
	add t0, t0, s2
	sltu t3, t0, s2                 # carry
	add t0, t0, a7                  # + carry (signed)
	sltu t5, t0, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, t5
	add t0, t0, a3                  # + u7
	sltu t5, t0, a3
	add a7, a7, t5
	sltu t5, t0, t6                 # - u6
	sub t0, t0, t6
	sub a7, a7, t5
	add t0, t0, s5                  # + u5
	sltu t5, t0, s5
	add a7, a7, t5
	# column 14
	slli s8, a4, 1                  # 2 t[14]
	or s8, s8, t2                   # + the bit from below
	srli t2, a4, 31                 # the bit for the next limb
	mul s6, s1, s1                  # a[7]^2 lo
	mulhu s0, s1, s1                # a[7]^2 hi
	add s8, s8, s6
	sltu s6, s8, s6                 # carry
	add s8, s8, t3
	sltu t3, s8, t3                 # carry
	add t3, t3, s6                  # cc <= 1: not both carries
	add s8, s8, a7                  # + carry (signed)
	sltu s3, s8, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s3
	sltu s3, s8, a3                 # - u7
	sub s8, s8, a3
	sub a7, a7, s3
	add s8, s8, t6                  # + u6
	sltu s3, s8, t6
	add a7, a7, s3
	# column 15
	slli s2, s7, 1                  # 2 t[15]
	or s2, s2, t2                   # + the bit from below
	srli t2, s7, 31                 # the bit for the next limb
	add s0, s0, t3                  # hi + cc, no overflow
	add s2, s2, s0
	sltu t3, s2, s0                 # carry
	add s2, s2, a7                  # + carry (signed)
	sltu s9, s2, a7
	srai a7, a7, 31                 # its sign
	add a7, a7, s9
	add s2, s2, a3                  # + u7
	sltu s9, s2, a3
	add a7, a7, s9
	# x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask
	addi s4, s4, 1                  # - p_j = + 1 - 2^32
	snez s5, s4                     # borrow unless it wrapped
	addi a6, a6, 1                  # - p_j = + 1 - 2^32
	snez a4, a6
	sub a6, a6, s5
	or s5, s5, a4
	addi a5, a5, 1                  # - p_j = + 1 - 2^32
	snez a4, a5
	sub a5, a5, s5
	or s5, s5, a4
	sltu a4, t4, s5
	sub t4, t4, s5
	sltu s5, t1, a4
	sub t1, t1, a4
	sltu a4, t0, s5
	sub t0, t0, s5
	seqz s5, s8                     # - 1 borrows from 0
	addi s8, s8, -1
	sltu t5, s8, a4
	sub s8, s8, a4
	or a4, s5, t5
	addi s2, s2, 1                  # - p_j = + 1 - 2^32
	snez s5, s2
	sub s2, s2, a4
	or a4, a4, s5
	sub a7, a7, a4                  # top - borrow: 0, or -1 if below p
	and t5, a7, 1                   # p6 & mask
	add s4, s4, a7
	sltu a4, s4, a7                 # carry
	add a6, a6, a7
	sltu s6, a6, a7
	add a6, a6, a4
	sltu a4, a6, a4
	or a4, a4, s6                   # at most one of the two
	add a5, a5, a7
	sltu s6, a5, a7
	add a5, a5, a4
	sltu a4, a5, a4
	or a4, a4, s6                   # at most one of the two
	add t4, t4, a4
	sltu a4, t4, a4
	add t1, t1, a4
	sltu a4, t1, a4
	add t0, t0, a4
	sltu a4, t0, a4
	add s8, s8, t5
	sltu s6, s8, t5
	add s8, s8, a4
	sltu a4, s8, a4
	or a4, a4, s6                   # at most one of the two
	add s2, s2, a7
	add s2, s2, a4                  # the carry out is dropped
	sw s4, 0(a0)
	sw a6, 4(a0)
	sw a5, 8(a0)
	sw t4, 12(a0)
	sw t1, 16(a0)
	sw t0, 20(a0)
	sw s8, 24(a0)
	sw s2, 28(a0)
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
	addi sp, sp, 48
	ret
	.size ctb_ec_fe_sqr_p256, .-ctb_ec_fe_sqr_p256

/* void ctb_ec_red_p384(r, t, m): 301 instructions (both sizes). */
	.section .text.ctb_ec_red_p384,"ax",@progbits
	.global ctb_ec_red_p384
	.type ctb_ec_red_p384, @function
	.p2align 1
ctb_ec_red_p384:
	lw a4, 0(a1)                    # u0 = t0
	sw a4, 0(a0)                    # u0 kept in r[0] for column 12
	li a5, 0                        # carry into column 1
	lw a6, 4(a1)                    # t1
	add a6, a6, a5                  # + carry (signed)
	sltu t6, a6, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a6, a6, a4                  # + u0
	sltu t6, a6, a4
	add a5, a5, t6
	sw a6, 4(a0)                    # u1 kept in r[1]
	lw a7, 8(a1)                    # t2
	add a7, a7, a5                  # + carry (signed)
	sltu t6, a7, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a7, a7, a6                  # + u1
	sltu t6, a7, a6
	add a5, a5, t6
	sw a7, 8(a0)                    # u2 kept in r[2]
	lw t0, 12(a1)                   # t3
	add t0, t0, a5                  # + carry (signed)
	sltu t6, t0, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t0, t0, a7                  # + u2
	sltu t6, t0, a7
	add a5, a5, t6
	sltu t6, t0, a4                 # - u0
	sub t0, t0, a4
	sub a5, a5, t6
	sw t0, 12(a0)                   # u3 kept in r[3]
	lw t1, 16(a1)                   # t4
	add t1, t1, a5                  # + carry (signed)
	sltu t6, t1, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t1, t1, t0                  # + u3
	sltu t6, t1, t0
	add a5, a5, t6
	sltu t6, t1, a6                 # - u1
	sub t1, t1, a6
	sub a5, a5, t6
	sltu t6, t1, a4                 # - u0
	sub t1, t1, a4
	sub a5, a5, t6
	sw t1, 16(a0)                   # u4 kept in r[4]
	lw t2, 20(a1)                   # t5
	add t2, t2, a5                  # + carry (signed)
	sltu t6, t2, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t2, t2, t1                  # + u4
	sltu t6, t2, t1
	add a5, a5, t6
	sltu t6, t2, a7                 # - u2
	sub t2, t2, a7
	sub a5, a5, t6
	sltu t6, t2, a6                 # - u1
	sub t2, t2, a6
	sub a5, a5, t6
	sw t2, 20(a0)                   # u5 kept in r[5]
	lw t3, 24(a1)                   # t6
	add t3, t3, a5                  # + carry (signed)
	sltu t6, t3, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t3, t3, t2                  # + u5
	sltu t6, t3, t2
	add a5, a5, t6
	sltu t6, t3, t0                 # - u3
	sub t3, t3, t0
	sub a5, a5, t6
	sltu t6, t3, a7                 # - u2
	sub t3, t3, a7
	sub a5, a5, t6
	sw t3, 24(a0)                   # u6 kept in r[6]
	lw t4, 28(a1)                   # t7
	add t4, t4, a5                  # + carry (signed)
	sltu t6, t4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t4, t4, t3                  # + u6
	sltu t6, t4, t3
	add a5, a5, t6
	sltu t6, t4, t1                 # - u4
	sub t4, t4, t1
	sub a5, a5, t6
	sltu t6, t4, t0                 # - u3
	sub t4, t4, t0
	sub a5, a5, t6
	sw t4, 28(a0)                   # u7 kept in r[7]
	lw t5, 32(a1)                   # t8
	add t5, t5, a5                  # + carry (signed)
	sltu t6, t5, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t5, t5, t4                  # + u7
	sltu t6, t5, t4
	add a5, a5, t6
	sltu t6, t5, t2                 # - u5
	sub t5, t5, t2
	sub a5, a5, t6
	sltu t6, t5, t1                 # - u4
	sub t5, t5, t1
	sub a5, a5, t6
	sw t5, 32(a0)                   # u8 kept in r[8]
	lw a4, 36(a1)                   # t9
	add a4, a4, a5                  # + carry (signed)
	sltu t6, a4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a4, a4, t5                  # + u8
	sltu t6, a4, t5
	add a5, a5, t6
	sltu t6, a4, t3                 # - u6
	sub a4, a4, t3
	sub a5, a5, t6
	sltu t6, a4, t2                 # - u5
	sub a4, a4, t2
	sub a5, a5, t6
	sw a4, 36(a0)                   # u9 kept in r[9]
	lw a6, 40(a1)                   # t10
	add a6, a6, a5                  # + carry (signed)
	sltu t6, a6, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a6, a6, a4                  # + u9
	sltu t6, a6, a4
	add a5, a5, t6
	sltu t6, a6, t4                 # - u7
	sub a6, a6, t4
	sub a5, a5, t6
	sltu t6, a6, t3                 # - u6
	sub a6, a6, t3
	sub a5, a5, t6
	sw a6, 40(a0)                   # u10 kept in r[10]
	lw a7, 44(a1)                   # t11
	add a7, a7, a5                  # + carry (signed)
	sltu t6, a7, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add a7, a7, a6                  # + u10
	sltu t6, a7, a6
	add a5, a5, t6
	sltu t6, a7, t5                 # - u8
	sub a7, a7, t5
	sub a5, a5, t6
	sltu t6, a7, t4                 # - u7
	sub a7, a7, t4
	sub a5, a5, t6
	sw a7, 44(a0)                   # u11 kept in r[11]
	lw t0, 48(a1)                   # t12
	add t0, t0, a5                  # + carry (signed)
	sltu t6, t0, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	add t0, t0, a7                  # + u11
	sltu t6, t0, a7
	add a5, a5, t6
	sltu t6, t0, a4                 # - u9
	sub t0, t0, a4
	sub a5, a5, t6
	sltu t6, t0, t5                 # - u8
	sub t0, t0, t5
	sub a5, a5, t6
	lw a3, 0(a0)                    # u0 from r[0]
	add t0, t0, a3                  # + u0
	sltu t6, t0, a3
	add a5, a5, t6
	sw t0, 0(a0)                    # x0
	lw t1, 52(a1)                   # t13
	add t1, t1, a5                  # + carry (signed)
	sltu t6, t1, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	sltu t6, t1, a6                 # - u10
	sub t1, t1, a6
	sub a5, a5, t6
	sltu t6, t1, a4                 # - u9
	sub t1, t1, a4
	sub a5, a5, t6
	lw a3, 4(a0)                    # u1 from r[1]
	add t1, t1, a3                  # + u1
	sltu t6, t1, a3
	add a5, a5, t6
	sw t1, 4(a0)                    # x1
	lw t2, 56(a1)                   # t14
	add t2, t2, a5                  # + carry (signed)
	sltu t6, t2, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	sltu t6, t2, a7                 # - u11
	sub t2, t2, a7
	sub a5, a5, t6
	sltu t6, t2, a6                 # - u10
	sub t2, t2, a6
	sub a5, a5, t6
	lw a3, 8(a0)                    # u2 from r[2]
	add t2, t2, a3                  # + u2
	sltu t6, t2, a3
	add a5, a5, t6
	sw t2, 8(a0)                    # x2
	lw t3, 60(a1)                   # t15
	add t3, t3, a5                  # + carry (signed)
	sltu t6, t3, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	sltu t6, t3, a7                 # - u11
	sub t3, t3, a7
	sub a5, a5, t6
	lw a3, 12(a0)                   # u3 from r[3]
	add t3, t3, a3                  # + u3
	sltu t6, t3, a3
	add a5, a5, t6
	sw t3, 12(a0)                   # x3
	lw t4, 64(a1)                   # t16
	add t4, t4, a5                  # + carry (signed)
	sltu t6, t4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 16(a0)                   # u4 from r[4]
	add t4, t4, a3                  # + u4
	sltu t6, t4, a3
	add a5, a5, t6
	sw t4, 16(a0)                   # x4
	lw t0, 68(a1)                   # t17
	add t0, t0, a5                  # + carry (signed)
	sltu t6, t0, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 20(a0)                   # u5 from r[5]
	add t0, t0, a3                  # + u5
	sltu t6, t0, a3
	add a5, a5, t6
	sw t0, 20(a0)                   # x5
	lw t5, 72(a1)                   # t18
	add t5, t5, a5                  # + carry (signed)
	sltu t6, t5, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 24(a0)                   # u6 from r[6]
	add t5, t5, a3                  # + u6
	sltu t6, t5, a3
	add a5, a5, t6
	sw t5, 24(a0)                   # x6
	lw t1, 76(a1)                   # t19
	add t1, t1, a5                  # + carry (signed)
	sltu t6, t1, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 28(a0)                   # u7 from r[7]
	add t1, t1, a3                  # + u7
	sltu t6, t1, a3
	add a5, a5, t6
	sw t1, 28(a0)                   # x7
	lw a4, 80(a1)                   # t20
	add a4, a4, a5                  # + carry (signed)
	sltu t6, a4, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 32(a0)                   # u8 from r[8]
	add a4, a4, a3                  # + u8
	sltu t6, a4, a3
	add a5, a5, t6
	sw a4, 32(a0)                   # x8
	lw t2, 84(a1)                   # t21
	add t2, t2, a5                  # + carry (signed)
	sltu t6, t2, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 36(a0)                   # u9 from r[9]
	add t2, t2, a3                  # + u9
	sltu t6, t2, a3
	add a5, a5, t6
	sw t2, 36(a0)                   # x9
	lw a6, 88(a1)                   # t22
	add a6, a6, a5                  # + carry (signed)
	sltu t6, a6, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 40(a0)                   # u10 from r[10]
	add a6, a6, a3                  # + u10
	sltu t6, a6, a3
	add a5, a5, t6
	sw a6, 40(a0)                   # x10
	lw t3, 92(a1)                   # t23
	add t3, t3, a5                  # + carry (signed)
	sltu t6, t3, a5
	srai a5, a5, 31                 # its sign
	add a5, a5, t6
	lw a3, 44(a0)                   # u11 from r[11]
	add t3, t3, a3                  # + u11
	sltu t6, t3, a3
	add a5, a5, t6
	sw t3, 44(a0)                   # x11
	# r + top 2^384 < 2p: fe_csub(r, r, top, m) ends it
	mv a3, a2                       # m
	mv a2, a5                       # top, 0 or 1
	mv a1, a0
	tail ctb_ec_fe_csub
	.size ctb_ec_red_p384, .-ctb_ec_red_p384

#endif
