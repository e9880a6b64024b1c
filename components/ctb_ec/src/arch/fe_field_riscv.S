/*
 * ctb_ec_fe_add_n, ctb_ec_fe_sub_n, ctb_ec_fe_csub, ctb_ec_fe_add_p256,
 * ctb_ec_fe_sub_p256, ctb_ec_red_p256, ctb_ec_red_p384
 * (ec_internal.h) for RV32IM, selected with the products (fe_arch.h:
 * CTB_EC_ASM_FIELD_RISCV). Written by gen_field.py: edit that, not this.
 *
 * Constant time: straight-line code but for one branch on m->limbs (the
 * public modulus description: which curve); every address is r, a, b, t
 * or m->m plus a constant. Carries are sltu results in registers; the
 * final correction adds m & mask, the mask from the top word's borrow.
 * Only caller-saved registers: no stack.
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

/* void ctb_ec_fe_add_p256(r, a, b, m): P-256's p only: 114 instructions (both sizes). */
	.section .text.ctb_ec_fe_add_p256,"ax",@progbits
	.global ctb_ec_fe_add_p256
	.type ctb_ec_fe_add_p256, @function
	.p2align 1
ctb_ec_fe_add_p256:
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
