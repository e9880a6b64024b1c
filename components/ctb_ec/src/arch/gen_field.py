#!/usr/bin/env python3
"""Writes fe_field_arm.S and fe_field_riscv.S: the field's hot paths
besides the products, for the cores whose products are assembly (fe_arch.h,
CTB_EC_ASM_FIELD_ARM / _RISCV):

    ctb_ec_fe_add_n, ctb_ec_fe_sub_n, ctb_ec_fe_csub  (any modulus of 8 or 12 limbs)
    ctb_ec_fe_add_p256, ctb_ec_fe_sub_p256           (P-256's p: immediates, registers)
    ctb_ec_red_p256                                  (P-256's p, csub included)
    ctb_ec_fe_mul_p256, ctb_ec_fe_sqr_p256           (RV32 only: P-256's product and
                                                      reduction fused, CTB_EC_ASM_MUL_P256)
    ctb_ec_red_p384                                  (P-384's p, then fe_csub)

    python3 gen_field.py     # rewrites the file next to this script

Same contracts as the C in ../fe_add.c, fe_sub.c, fe_csub.c, fe_red_p256.c
(ec_internal.h), which these replace where selected. On Thumb-2 carries
and borrows live in the flags (ADDS/ADCS/SUBS/SBCS), on RV32 in registers
(sltu): data, never a branch condition, and the instructions take the same
time whatever they hold. The only branch is on m->limbs, loaded from the
public modulus description.
"""

from __future__ import annotations

import re
from pathlib import Path

HERE = Path(__file__).resolve().parent

# struct ctb_ec_mod on a 32-bit target: size_t limbs at 0, const uint32_t *m at 4
MOD_LIMBS, MOD_M = 0, 4

P256 = (0xffffffff, 0xffffffff, 0xffffffff, 0, 0, 0, 1, 0xffffffff)

# fe_red_p256.c's columns: the signed u terms column j adds to t_j and the
# carry (u_k, k = the number); columns 0..2 have none (u_0..2 = t_0..2).
P256_TERMS = {3: "+0", 4: "+1", 5: "+2", 6: "+3 +0", 7: "+4 +1 -0",
              8: "+5 +2 -1 +0", 9: "+6 +3 -2 +1", 10: "+7 +4 -3 +2",
              11: "+5 -4 +3", 12: "+6 -5 +4", 13: "+7 -6 +5", 14: "-7 +6", 15: "+7"}


class Emitter:
    def __init__(self) -> None:
        self.out: list[str] = []
        self.count = 0

    def emit(self, insn: str, why: str = "") -> None:
        self.count += 1
        self.out.append(f"\t{insn:<32}@ {why}" if why else f"\t{insn}")

    def label(self, name: str) -> None:
        self.out.append(f"{name}:")

    def note(self, text: str) -> None:
        self.out.append(f"\t@ {text}")

# fe_red_p384.c's columns: column j (1..23) adds to t_j and the carry these
# u terms; u_0 = t_0; for j < 12 the low word is u_j, else x_(j-12).
P384_TERMS = {1: "+0", 2: "+1", 3: "+2 -0",
              **{j: f"+{j - 1} -{j - 3} -{j - 4}" for j in range(4, 12)},
              12: "+11 -9 -8 +0", 13: "-10 -9 +1", 14: "-11 -10 +2", 15: "-11 +3",
              **{j: f"+{j - 12}" for j in range(16, 24)}}


def p384_plan() -> tuple[dict[int, int], set[int]]:
    """For each u_k, the last column that reads it from a register, and the
    u_k read once more later, at column k + 12, from r[k] (stored when
    made): r is free until the result goes there (r does not alias t), and
    at most four u stay in registers, not twelve."""
    uses = {k: sorted(j for j, s in P384_TERMS.items()
                      if any(int(t[1:]) == k for t in s.split())) for k in range(12)}
    last_reg, spilled = {}, set()
    for k, cols in uses.items():
        early = [j for j in cols if j != k + 12]
        last_reg[k] = max(early) if early else k
        if k + 12 in cols and last_reg[k] < k + 12:
            spilled.add(k)
    return last_reg, spilled



# ---------------------------------------------------------------- Cortex-M4
#
# fe_add, fe_sub, fe_csub work in strips of four limbs: r4-r7 one operand's
# strip, r8-r11 the other's, ldm/stm moving the pointers on. ldm, stm, and,
# sub (no S) leave the flags alone, so one carry chain runs across strips.
# r12 holds the top word, then the mask of the correction.

A4 = "r4-r7"
B4 = "r8-r11"
AR = ("r4", "r5", "r6", "r7")
BR = ("r8", "r9", "r10", "r11")


def arm_chain(g: Emitter, op: str, first: bool) -> None:
    """AR[i] = AR[i] op BR[i] with the carry chain (op adds or subs)."""
    for i in range(4):
        head = op if first and i == 0 else {"adds": "adcs", "subs": "sbcs"}[op]
        g.emit(f"{head} {AR[i]}, {AR[i]}, {BR[i]}")


def arm_addback(g: Emitter, n: int) -> None:
    """r[0..n) += m & r12 (mask 0 or all-ones); r0 and r3 at their starts.
    The carry out is the borrow's complement and is dropped."""
    for s in range(n // 4):
        g.emit(f"ldm r0, {{{A4}}}")
        g.emit(f"ldm r3!, {{{B4}}}", "m limbs")
        for b in BR:
            g.emit(f"and {b}, {b}, r12", "m or 0: no flags")
        arm_chain(g, "adds", s == 0)
        g.emit(f"stm r0!, {{{A4}}}")


def arm_add(g: Emitter, n: int) -> None:
    g.note(f"{n} limbs: r = a + b, then r - m; top - borrow is the mask (a + b < 2m)")
    for s in range(n // 4):
        g.emit(f"ldm r1!, {{{A4}}}", "a")
        g.emit(f"ldm r2!, {{{B4}}}", "b")
        arm_chain(g, "adds", s == 0)
        g.emit(f"stm r0!, {{{A4}}}")
    g.emit("mov r12, #0")
    g.emit("adc r12, r12, #0", "top = carry out of a + b")
    g.emit(f"sub r0, r0, #{4 * n}")
    for s in range(n // 4):
        g.emit(f"ldm r0, {{{A4}}}")
        g.emit(f"ldm r3!, {{{B4}}}", "m")
        arm_chain(g, "subs", s == 0)
        g.emit(f"stm r0!, {{{A4}}}")
    g.emit("sbc r12, r12, #0", "top - borrow: 0, or -1 when a + b < m")
    g.emit(f"sub r0, r0, #{4 * n}")
    g.emit(f"sub r3, r3, #{4 * n}")
    arm_addback(g, n)


def arm_sub(g: Emitter, n: int) -> None:
    g.note(f"{n} limbs: r = a - b; a borrow (a < b) adds m back")
    for s in range(n // 4):
        g.emit(f"ldm r1!, {{{A4}}}", "a")
        g.emit(f"ldm r2!, {{{B4}}}", "b")
        arm_chain(g, "subs", s == 0)
        g.emit(f"stm r0!, {{{A4}}}")
    g.emit("sbc r12, r12, r12", "-borrow: 0 or all-ones")
    g.emit(f"sub r0, r0, #{4 * n}")
    arm_addback(g, n)


def arm_csub(g: Emitter, n: int) -> None:
    g.note(f"{n} limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative")
    g.emit("mov r12, r2", "top, 0 or 1")
    for s in range(n // 4):
        g.emit(f"ldm r1!, {{{A4}}}", "a")
        g.emit(f"ldm r3!, {{{B4}}}", "m")
        arm_chain(g, "subs", s == 0)
        g.emit(f"stm r0!, {{{A4}}}")
    g.emit("sbc r12, r12, #0", "top - borrow: 0 or -1 (v - m in [-m, m))")
    g.emit(f"sub r0, r0, #{4 * n}")
    g.emit(f"sub r3, r3, #{4 * n}")
    arm_addback(g, n)


def arm_dispatch(name: str, body) -> tuple[str, int]:
    """One function for n = 8 and 12: the branch is on m->limbs (public)."""
    g = Emitter()
    g.emit("push {r4-r11}")
    g.emit(f"ldr r12, [r3, #{MOD_LIMBS}]", "m->limbs: public")
    g.emit(f"ldr r3, [r3, #{MOD_M}]", "m->m")
    g.emit("cmp r12, #8")
    g.emit(f"bne .L{name}_12", "public: which curve")
    body(g, 8)
    g.emit("pop {r4-r11}")
    g.emit("bx lr")
    g.label(f".L{name}_12")
    body(g, 12)
    g.emit("pop {r4-r11}")
    g.emit("bx lr")
    return "\n".join(g.out), g.count


def arm_red_p256() -> tuple[str, int]:
    """Montgomery reduction for P-256's p, column by column (the derivation
    is fe_red_p256.c's): column j adds t_j, the carry and the signed u
    terms; for j < 8 its low word is u_j, for j >= 8 the result's word
    j - 8. The carry is a signed word c (|c| small): a column starts with
    lo = t_j + c, hi = sign(c) + carry, and each term is adds/adc or
    subs/sbc into hi:lo. u_k retires after its last column (k + 8), and
    x_k takes the freed register: u0..u7, x and hi fit in r2-r12, lr."""
    g = Emitter()
    terms = P256_TERMS
    free = ["r2", "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12", "lr"]
    g.emit("push {r3-r11, lr}", "r3 only keeps sp 8-byte aligned")
    u: dict[int, str] = {}
    x: dict[int, str] = {}
    for j in range(3):
        u[j] = free.pop(0)
        g.emit(f"ldr {u[j]}, [r1, #{4 * j}]", f"u{j} = t{j}")
    hi = free.pop(0)
    g.emit(f"mov {hi}, #0", "carry into column 3")
    # the column after which u_k is dead
    last = {k: max(j for j, s in terms.items() if any(int(t[1:]) == k for t in s.split()))
            for k in range(8)}
    for j in range(3, 16):
        lo = free.pop(0)
        g.emit(f"ldr {lo}, [r1, #{4 * j}]", f"t{j}")
        g.emit(f"adds {lo}, {lo}, {hi}", "+ carry (signed)")
        g.emit(f"asr {hi}, {hi}, #31", "its sign, no flags")
        g.emit(f"adc {hi}, {hi}, #0")
        for t in terms[j].split():
            k = int(t[1:])
            if t[0] == "+":
                g.emit(f"adds {lo}, {lo}, {u[k]}", f"+ u{k}")
                g.emit(f"adc {hi}, {hi}, #0")
            else:
                g.emit(f"subs {lo}, {lo}, {u[k]}", f"- u{k}")
                g.emit(f"sbc {hi}, {hi}, #0")
        if j < 8:
            u[j] = lo
        else:
            x[j - 8] = lo
        for k in range(8):
            if k in u and last[k] == j:
                free.append(u.pop(k))
    top = hi   # 0 or 1: (t + U p) / 2^256 < 2p
    g.note("x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask")
    g.emit(f"subs {x[0]}, {x[0]}, #0xffffffff")
    for i in range(1, 8):
        g.emit(f"sbcs {x[i]}, {x[i]}, #{P256[i]:#x}")
    g.emit(f"sbc {top}, {top}, #0", "top - borrow: 0, or -1 if below p")
    one = free.pop(0)
    g.emit(f"and {one}, {top}, #1", "p6 & mask")
    g.emit(f"adds {x[0]}, {x[0]}, {top}", "p0..p2 & mask = mask")
    g.emit(f"adcs {x[1]}, {x[1]}, {top}")
    g.emit(f"adcs {x[2]}, {x[2]}, {top}")
    g.emit(f"adcs {x[3]}, {x[3]}, #0")
    g.emit(f"adcs {x[4]}, {x[4]}, #0")
    g.emit(f"adcs {x[5]}, {x[5]}, #0")
    g.emit(f"adcs {x[6]}, {x[6]}, {one}")
    g.emit(f"adc {x[7]}, {x[7]}, {top}")
    for i in range(8):
        g.emit(f"str {x[i]}, [r0, #{4 * i}]")
    g.emit("pop {r3-r11, pc}")
    return "\n".join(g.out), g.count


# -------------------------------------------------------------------- RV32
#
# No flags: a carry is sltu's 0 or 1 in a register. x + y + c wraps in at
# most one of its two additions (if x + y wraps, x + y <= 2^32 - 2), so the
# two carries never both hold and their or is the carry out; likewise for
# x - y - b and the borrows. fe_add runs the sum's chain and the trial
# subtraction's chain side by side in one pass (two carry registers).
# a0 = r, a1 = a, a2 = b (top for csub), a3 = m->m; a4 = x, a5 = y,
# a6 = carry, a7 = borrow, t0/t1 scratch, t2 the mask: all caller-saved.


class Rv(Emitter):
    def emit(self, insn: str, why: str = "") -> None:
        self.count += 1
        self.out.append(f"\t{insn:<32}# {why}" if why else f"\t{insn}")

    def note(self, text: str) -> None:
        self.out.append(f"\t# {text}")

    def add_c(self, x: str, y: str, c: str, first: bool, t: str = "t0") -> None:
        """x += y + c; c = the carry out (c unset when first)."""
        self.emit(f"add {x}, {x}, {y}")
        if first:
            self.emit(f"sltu {c}, {x}, {y}", "carry")
            return
        self.emit(f"sltu {t}, {x}, {y}")
        self.emit(f"add {x}, {x}, {c}")
        self.emit(f"sltu {c}, {x}, {c}")
        self.emit(f"or {c}, {c}, {t}", "at most one of the two")

    def sub_b(self, x: str, y: str, b: str, first: bool, t: str = "t0", t2: str = "t1") -> None:
        """x -= y + b; b = the borrow out (b unset when first)."""
        if first:
            self.emit(f"sltu {b}, {x}, {y}", "borrow")
            self.emit(f"sub {x}, {x}, {y}")
            return
        self.emit(f"sltu {t}, {x}, {y}")
        self.emit(f"sub {x}, {x}, {y}")
        self.emit(f"sltu {t2}, {x}, {b}")
        self.emit(f"sub {x}, {x}, {b}")
        self.emit(f"or {b}, {t}, {t2}", "at most one of the two")


def rv_addback(g: Rv, n: int) -> None:
    """r[0..n) += m & t2 (mask 0 or all-ones); the carry out is dropped."""
    for j in range(n):
        g.emit(f"lw a4, {4 * j}(a0)")
        g.emit(f"lw a5, {4 * j}(a3)", f"m{j}")
        g.emit("and a5, a5, t2", "m or 0")
        if j == n - 1:
            g.emit("add a4, a4, a5")
            if n > 1:
                g.emit("add a4, a4, a6", "the carry out is dropped")
        else:
            g.add_c("a4", "a5", "a6", j == 0)
        g.emit(f"sw a4, {4 * j}(a0)")


def rv_add(g: Rv, n: int) -> None:
    g.note(f"{n} limbs: r = a + b - m (two chains); top - borrow is the mask")
    for j in range(n):
        g.emit(f"lw a4, {4 * j}(a1)", f"a{j}")
        g.emit(f"lw a5, {4 * j}(a2)", f"b{j}")
        g.add_c("a4", "a5", "a6", j == 0)
        g.emit(f"lw a5, {4 * j}(a3)", f"m{j}")
        g.sub_b("a4", "a5", "a7", j == 0)
        g.emit(f"sw a4, {4 * j}(a0)")
    g.emit("sub t2, a6, a7", "0, or -1 when a + b < m")
    rv_addback(g, n)


def rv_sub(g: Rv, n: int) -> None:
    g.note(f"{n} limbs: r = a - b; a borrow (a < b) adds m back")
    for j in range(n):
        g.emit(f"lw a4, {4 * j}(a1)", f"a{j}")
        g.emit(f"lw a5, {4 * j}(a2)", f"b{j}")
        g.sub_b("a4", "a5", "a7", j == 0)
        g.emit(f"sw a4, {4 * j}(a0)")
    g.emit("neg t2, a7", "-borrow: 0 or all-ones")
    rv_addback(g, n)


def rv_csub(g: Rv, n: int) -> None:
    g.note(f"{n} limbs: v = top 2^(32n) + a < 2m; r = v - m, m back if negative")
    for j in range(n):
        g.emit(f"lw a4, {4 * j}(a1)", f"a{j}")
        g.emit(f"lw a5, {4 * j}(a3)", f"m{j}")
        g.sub_b("a4", "a5", "a7", j == 0)
        g.emit(f"sw a4, {4 * j}(a0)")
    g.emit("sub t2, a2, a7", "top - borrow: 0 or -1 (v - m in [-m, m))")
    rv_addback(g, n)


def rv_dispatch(name: str, body) -> tuple[str, int]:
    g = Rv()
    g.emit(f"lw t0, {MOD_LIMBS}(a3)", "m->limbs: public")
    g.emit(f"lw a3, {MOD_M}(a3)", "m->m")
    g.emit("li t1, 8")
    g.emit(f"bne t0, t1, .L{name}_12", "public: which curve")
    body(g, 8)
    g.emit("ret")
    g.label(f".L{name}_12")
    body(g, 12)
    g.emit("ret")
    return "\n".join(g.out), g.count


def rv_red_p256() -> tuple[str, int]:
    """fe_red_p256.c's columns (see arm_red_p256) with sltu carries: the
    signed carry c into a column gives lo = t_j + c and hi = sign(c) + the
    carry of that addition; + u is add/sltu/add, - u sltu/sub/sub."""
    g = Rv()
    free = ["a2", "a3", "a4", "a5", "a6", "a7", "t0", "t1", "t2", "t3", "t4", "t5"]
    tmp = "t6"
    u: dict[int, str] = {}
    x: dict[int, str] = {}
    for j in range(3):
        u[j] = free.pop(0)
        g.emit(f"lw {u[j]}, {4 * j}(a1)", f"u{j} = t{j}")
    hi = free.pop(0)
    g.emit(f"li {hi}, 0", "carry into column 3")
    last = {k: max(j for j, s in P256_TERMS.items() if any(int(t[1:]) == k for t in s.split()))
            for k in range(8)}
    for j in range(3, 16):
        lo = free.pop(0)
        g.emit(f"lw {lo}, {4 * j}(a1)", f"t{j}")
        g.emit(f"add {lo}, {lo}, {hi}", "+ carry (signed)")
        g.emit(f"sltu {tmp}, {lo}, {hi}")
        g.emit(f"srai {hi}, {hi}, 31", "its sign")
        g.emit(f"add {hi}, {hi}, {tmp}")
        for t in P256_TERMS[j].split():
            k = int(t[1:])
            if t[0] == "+":
                g.emit(f"add {lo}, {lo}, {u[k]}", f"+ u{k}")
                g.emit(f"sltu {tmp}, {lo}, {u[k]}")
                g.emit(f"add {hi}, {hi}, {tmp}")
            else:
                g.emit(f"sltu {tmp}, {lo}, {u[k]}", f"- u{k}")
                g.emit(f"sub {lo}, {lo}, {u[k]}")
                g.emit(f"sub {hi}, {hi}, {tmp}")
        if j < 8:
            u[j] = lo
        else:
            x[j - 8] = lo
        for k in range(8):
            if k in u and last[k] == j:
                free.append(u.pop(k))
    top = hi
    free.append("a1")   # t is read no more
    g.note("x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask")
    y, b, t2 = free.pop(0), free.pop(0), free.pop(0)
    assert not {y, b, t2} & set(x.values())
    b, t2 = rv_minus_p256(g, [x[i] for i in range(8)], b, t2, y)
    g.emit(f"sub {top}, {top}, {b}", "top - borrow: 0, or -1 if below p")
    rv_plus_p256(g, [x[i] for i in range(8)], top, b, tmp, y)
    for i in range(8):
        g.emit(f"sw {x[i]}, {4 * i}(a0)")
    g.emit("ret")
    return "\n".join(g.out), g.count


def rv_minus_p256(g: Rv, xs: list[str] | tuple[str, ...], b: str, t: str,
                  y: str) -> tuple[str, str]:
    """xs -= p, no loads: x - p_j - b for p_j = 2^32 - 1 is x + 1 - b,
    borrowing unless x + 1 wrapped to 0 and b = 0; for p_j = 1, x - 1
    borrows when x = 0, then x - b when x < b; for p_j = 0 only b. Returns
    (borrow register, scratch register): b and t trade places."""
    for j, x in enumerate(xs):
        if P256[j] == 0xffffffff:
            g.emit(f"addi {x}, {x}, 1", "- p_j = + 1 - 2^32")
            if j == 0:
                g.emit(f"snez {b}, {x}", "borrow unless it wrapped")
            else:
                g.emit(f"snez {t}, {x}")
                g.emit(f"sub {x}, {x}, {b}")
                g.emit(f"or {b}, {b}, {t}")
        elif P256[j] == 0:
            g.emit(f"sltu {t}, {x}, {b}")
            g.emit(f"sub {x}, {x}, {b}")
            b, t = t, b   # the borrow moved to t's register
        else:
            g.emit(f"seqz {t}, {x}", "- 1 borrows from 0")
            g.emit(f"addi {x}, {x}, -1")
            g.emit(f"sltu {y}, {x}, {b}")
            g.emit(f"sub {x}, {x}, {b}")
            g.emit(f"or {b}, {t}, {y}")
    return b, t


def rv_plus_p256(g: Rv, xs: list[str] | tuple[str, ...], mask: str, carry: str, t: str,
                 y: str) -> None:
    """xs += p & mask (mask 0 or all-ones): p_j & mask is the mask, 0, or
    its low bit; the carry out is dropped."""
    g.emit(f"and {y}, {mask}, 1", "p6 & mask")
    for j, x in enumerate(xs):
        if j == 7:
            g.emit(f"add {x}, {x}, {mask}")
            g.emit(f"add {x}, {x}, {carry}", "the carry out is dropped")
        elif P256[j] == 0:
            g.emit(f"add {x}, {x}, {carry}")
            g.emit(f"sltu {carry}, {x}, {carry}")
        else:
            g.add_c(x, mask if P256[j] == 0xffffffff else y, carry, j == 0, t)


def rv_p256(sub: bool) -> tuple[str, int]:
    """fe_add / fe_sub for P-256's p alone: r stays in registers (a3-a7,
    t0-t2), p's limbs are no loads. x - p_j - b for p_j = 2^32 - 1 is
    x + 1 - b, borrowing unless x + 1 wrapped to 0 and b = 0; for p_j = 1,
    x - 1 borrows when x = 0, then x - b when x < b; for p_j = 0 only b.
    fe_add with a and b the same address (the formulas' ADD(t, x, x)) is a
    doubling: a one-bit shift chain, a's eight limbs loaded once. The
    branch is on the two addresses, public like every pointer here."""
    g = Rv()
    xs = ("a3", "a4", "a5", "a6", "a7", "t0", "t1", "t2")
    y, c, b, t = "t3", "t4", "t5", "t6"
    if not sub:
        g.emit("beq a1, a2, .Lfe_add_p256_dbl", "public: a and b the same element")
    for j in range(8):
        g.emit(f"lw {xs[j]}, {4 * j}(a1)", f"a{j}")
        g.emit(f"lw {y}, {4 * j}(a2)", f"b{j}")
        if sub:
            g.sub_b(xs[j], y, b, j == 0, t, c)
        else:
            g.add_c(xs[j], y, c, j == 0, t)

    def tail(b: str, t: str) -> None:
        if sub:
            g.emit(f"neg {c}, {b}", "-borrow: 0 or all-ones (a < b)")
        else:
            b, t = rv_minus_p256(g, xs, b, t, y)
            g.emit(f"sub {c}, {c}, {b}", "top - borrow: 0, or -1 when a + b < p")
        rv_plus_p256(g, xs, c, b, t, y)
        for j in range(8):
            g.emit(f"sw {xs[j]}, {4 * j}(a0)")
        g.emit("ret")

    tail(b, t)
    if not sub:
        g.label(".Lfe_add_p256_dbl")
        g.note("2a: limb j is a_j << 1 | a_(j-1) >> 31; the top bit is the carry")
        for j in range(8):
            g.emit(f"lw {xs[j]}, {4 * j}(a1)", f"a{j}")
        g.emit(f"srli {c}, {xs[7]}, 31", "top = carry out of a + a")
        for j in range(7, 0, -1):
            g.emit(f"slli {xs[j]}, {xs[j]}, 1")
            g.emit(f"srli {y}, {xs[j - 1]}, 31")
            g.emit(f"or {xs[j]}, {xs[j]}, {y}")
        g.emit(f"slli {xs[0]}, {xs[0]}, 1")
        tail(b, t)
    return "\n".join(g.out), g.count


def rv_red_p384() -> tuple[str, int]:
    """fe_red_p384.c's columns, carried as in rv_red_p256; each x_(j-12)
    goes to r as it is made, and the masked correction is fe_csub's
    (r, r, top, m), reached by a tail jump. a2 keeps m."""
    g = Rv()
    last_reg, spilled = p384_plan()
    free = ["a4", "a5", "a6", "a7", "t0", "t1", "t2", "t3", "t4", "t5"]
    tmp = "t6"
    u: dict[int, str] = {0: free.pop(0)}
    g.emit(f"lw {u[0]}, 0(a1)", "u0 = t0")
    g.emit(f"sw {u[0]}, 0(a0)", "u0 kept in r[0] for column 12")
    hi = free.pop(0)
    g.emit(f"li {hi}, 0", "carry into column 1")
    for j in range(1, 24):
        lo = free.pop(0)
        g.emit(f"lw {lo}, {4 * j}(a1)", f"t{j}")
        g.emit(f"add {lo}, {lo}, {hi}", "+ carry (signed)")
        g.emit(f"sltu {tmp}, {lo}, {hi}")
        g.emit(f"srai {hi}, {hi}, 31", "its sign")
        g.emit(f"add {hi}, {hi}, {tmp}")
        for t in P384_TERMS[j].split():
            k = int(t[1:])
            y = u.get(k)
            if y is None:
                y = "a3"
                g.emit(f"lw {y}, {4 * k}(a0)", f"u{k} from r[{k}]")
            if t[0] == "+":
                g.emit(f"add {lo}, {lo}, {y}", f"+ u{k}")
                g.emit(f"sltu {tmp}, {lo}, {y}")
                g.emit(f"add {hi}, {hi}, {tmp}")
            else:
                g.emit(f"sltu {tmp}, {lo}, {y}", f"- u{k}")
                g.emit(f"sub {lo}, {lo}, {y}")
                g.emit(f"sub {hi}, {hi}, {tmp}")
        if j < 12:
            u[j] = lo
            if j in spilled:
                g.emit(f"sw {lo}, {4 * j}(a0)", f"u{j} kept in r[{j}]")
        else:
            g.emit(f"sw {lo}, {4 * (j - 12)}(a0)", f"x{j - 12}")
            free.append(lo)
        for k in list(u):
            if last_reg[k] <= j:
                free.append(u.pop(k))
    g.note("r + top 2^384 < 2p: fe_csub(r, r, top, m) ends it")
    g.emit("mv a3, a2", "m")
    g.emit(f"mv a2, {hi}", "top, 0 or 1")
    g.emit("mv a1, a0")
    g.emit("tail ctb_ec_fe_csub")
    return "\n".join(g.out), g.count



class RvAlloc:
    """The fused multiplication's registers: one pool for the operand cache,
    the product's accumulator and the reduction's words. When the pool is
    empty, the cached operand needed farthest ahead (Belady; first those
    needed no more) gives up its register: a choice fixed here from the
    schedule alone, never from the data."""

    def __init__(self, g: Rv, regs: list[str], uses: list[tuple[str, int]]):
        self.g, self.free, self.uses = g, list(regs), uses
        self.cache: dict[tuple[str, int], str] = {}
        self.pinned: set[str] = set()
        self.pos = 0
        self.loads = 0

    def next_use(self, v: tuple[str, int]) -> int:
        for t in range(self.pos, len(self.uses)):
            if self.uses[t] == v:
                return t
        return len(self.uses) + 1

    def take(self) -> str:
        if self.free:
            return self.free.pop(0)
        victim = max((v for v in self.cache if self.cache[v] not in self.pinned),
                     key=self.next_use)
        return self.cache.pop(victim)

    def give(self, reg: str) -> None:
        self.free.append(reg)

    def operand(self, u: tuple[str, int]) -> str:
        assert self.uses[self.pos] == u
        self.pos += 1
        if u in self.cache:
            return self.cache[u]
        reg = self.take()
        self.g.emit(f"lw {reg}, {4 * u[1]}({'a1' if u[0] == 'a' else 'a2'})", f"{u[0]}[{u[1]}]")
        self.loads += 1
        self.cache[u] = reg
        return reg

    def drop_dead(self) -> None:
        """Operands needed no more give their registers back."""
        for v in [v for v in self.cache if self.next_use(v) > len(self.uses)]:
            self.give(self.cache.pop(v))


# every register the fused functions may use but a0 (r), a1 (a), a2 (b):
# caller-saved first, so that the s registers are saved only when needed
RV_FUSED_REGS = ["a3", "a4", "a5", "a6", "a7", "t0", "t1", "t2", "t3", "t4", "t5", "t6",
                 "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "ra"]
RV_SAVED = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "ra"]


def rv_mul_p256(square: bool, nregs: int = len(RV_FUSED_REGS)) -> tuple[str, int, int]:
    """r = a * b / 2^256 mod p (a * a for the square) in one function:
    gen_prod.py's product scanning (three-limb accumulator, sltu carries;
    squares: each cross product once, then the doubling chain and the
    square's limb), and as each column's limb t_j is finished, column j of
    rv_red_p256 on it, in registers: t never goes to memory. Then the one
    masked subtraction of p. r may alias a or b: r is written only after
    the last operand is loaded. Returns (text, instructions, operand
    loads). nregs: how many of RV_FUSED_REGS it may take (each s register
    costs a save and a restore, each register short a reload or more)."""
    body = Rv()
    g = body
    n = 8
    cols = []
    for k in range(2 * n - 1):
        lo_i, hi_i = max(0, k - n + 1), min(k, n - 1)
        cols.append([(i, k - i) for i in range(lo_i, hi_i + 1) if not square or i < k - i])
    uses: list[tuple[str, int]] = []
    for k, col in enumerate(cols):
        for i, j in col:
            uses += [("a", i), ("a" if square else "b", j)]
        if square and k % 2 == 0:
            uses.append(("a", k // 2))
    al = RvAlloc(g, RV_FUSED_REGS[:nregs], uses)
    c: list[str | None] = [None, None, None]
    # the square's doubling state: the bit shifted out, the carry, a^2's hi
    dbl: dict[str, str | None] = {"top": None, "cc": None, "hi": None}
    u: dict[int, str] = {}
    x: dict[int, str] = {}
    hi: str | None = None   # the reduction's signed carry
    last = {k: max(j for j, s in P256_TERMS.items() if any(int(t[1:]) == k for t in s.split()))
            for k in range(8)}

    def accumulate(xr: str, yr: str, what: str) -> None:
        lo, h = al.take(), al.take()
        g.emit(f"mul {lo}, {xr}, {yr}", f"lo {what}")
        g.emit(f"mulhu {h}, {xr}, {yr}", f"hi {what}")
        if c[0] is None:
            c[0] = lo
        else:
            g.emit(f"add {c[0]}, {c[0]}, {lo}")
            g.emit(f"sltu {lo}, {c[0]}, {lo}", "carry")
            g.emit(f"add {h}, {h}, {lo}", "hi <= 2^32 - 2: no overflow")
            al.give(lo)
        if c[1] is None:
            c[1] = h
        else:
            g.emit(f"add {c[1]}, {c[1]}, {h}")
            g.emit(f"sltu {h}, {c[1]}, {h}", "carry")
            if c[2] is None:
                c[2] = h
            else:
                g.emit(f"add {c[2]}, {c[2]}, {h}", "c2 < 2n: no overflow")
                al.give(h)

    def double_add(k: int, t: str | None) -> str:
        """gen_prod.py's Riscv.double_add: x = 2 t + the bit from below +
        the square's limb k + the carry."""
        xr: str | None = None
        if t is not None:
            xr = al.take()
            g.emit(f"slli {xr}, {t}, 1", f"2 t[{k}]")
            top = dbl["top"]
            if top is not None:
                g.emit(f"or {xr}, {xr}, {top}", "+ the bit from below")
            else:
                top = al.take()
            g.emit(f"srli {top}, {t}, 31", "the bit for the next limb")
            al.give(t)
            dbl["top"] = top
        elif dbl["top"] is not None:
            xr, dbl["top"] = dbl["top"], None
        if k % 2 == 0:
            ai = al.operand(("a", k // 2))
            al.pinned.add(ai)
            lo, h = al.take(), al.take()
            al.pinned.clear()
            g.emit(f"mul {lo}, {ai}, {ai}", f"a[{k // 2}]^2 lo")
            g.emit(f"mulhu {h}, {ai}, {ai}", f"a[{k // 2}]^2 hi")
            dbl["hi"] = h
            carry = None
            if xr is None:
                xr = lo
            else:
                g.emit(f"add {xr}, {xr}, {lo}")
                g.emit(f"sltu {lo}, {xr}, {lo}", "carry")
                carry = lo
            cc = dbl["cc"]
            if cc is not None:
                g.emit(f"add {xr}, {xr}, {cc}")
                g.emit(f"sltu {cc}, {xr}, {cc}", "carry")
                if carry is not None:
                    g.emit(f"add {cc}, {cc}, {carry}", "cc <= 1: not both carries")
                    al.give(carry)
            else:
                dbl["cc"] = carry
        else:
            h2 = dbl["hi"]
            assert h2 is not None
            h = h2
            dbl["hi"] = None
            cc = dbl["cc"]
            if cc is not None:
                g.emit(f"add {h}, {h}, {cc}", "hi + cc, no overflow")
            if xr is None:
                xr = h
                if cc is not None:
                    al.give(cc)
                    dbl["cc"] = None
            else:
                g.emit(f"add {xr}, {xr}, {h}")
                if cc is None:
                    cc = al.take()
                g.emit(f"sltu {cc}, {xr}, {h}", "carry")
                dbl["cc"] = cc
                al.give(h)
        if k == 2 * n - 1:
            for r in (dbl["top"], dbl["cc"]):
                if r is not None:
                    al.give(r)
            dbl["top"] = dbl["cc"] = None
        return xr

    for k in range(2 * n):
        g.note(f"column {k}")
        for i, j in (cols[k] if k < len(cols) else []):
            xr = al.operand(("a", i))
            al.pinned.add(xr)
            yr = al.operand(("a" if square else "b", j))
            al.pinned.add(yr)
            accumulate(xr, yr, f"a[{i}] {'a' if square else 'b'}[{j}]")
            al.pinned.clear()
        lo = c[0]
        c = [c[1], c[2], None]
        if square:
            lo = double_add(k, lo)
        assert lo is not None
        al.drop_dead()
        # the reduction's column k on t_k = lo (fe_red_p256.c)
        if k >= 3:
            tmp = al.take()
            if hi is not None:
                g.emit(f"add {lo}, {lo}, {hi}", "+ carry (signed)")
                g.emit(f"sltu {tmp}, {lo}, {hi}")
                g.emit(f"srai {hi}, {hi}, 31", "its sign")
                g.emit(f"add {hi}, {hi}, {tmp}")
            for term in P256_TERMS[k].split():
                kk = int(term[1:])
                if hi is None:   # column 3: no carry in yet
                    hi = al.take()
                    g.emit(f"add {lo}, {lo}, {u[kk]}", f"+ u{kk}")
                    g.emit(f"sltu {hi}, {lo}, {u[kk]}", "the carry")
                elif term[0] == "+":
                    g.emit(f"add {lo}, {lo}, {u[kk]}", f"+ u{kk}")
                    g.emit(f"sltu {tmp}, {lo}, {u[kk]}")
                    g.emit(f"add {hi}, {hi}, {tmp}")
                else:
                    g.emit(f"sltu {tmp}, {lo}, {u[kk]}", f"- u{kk}")
                    g.emit(f"sub {lo}, {lo}, {u[kk]}")
                    g.emit(f"sub {hi}, {hi}, {tmp}")
            al.give(tmp)
        if k < 8:
            u[k] = lo
        else:
            x[k - 8] = lo
        for kk in range(8):
            if kk in u and last[kk] == k:
                al.give(u.pop(kk))
    # what is left of the accumulator past limb 15 is zero (a b < 2^512):
    # its registers are free
    for r in c:
        if r is not None:
            al.give(r)
    assert hi is not None and not al.cache
    g.note("x = x0..x7, top 0 or 1; x + top 2^256 < 2p: subtract p, add back by mask")
    xs = [x[i] for i in range(8)]
    y, b, t2, tmp = al.take(), al.take(), al.take(), al.take()
    b, t2 = rv_minus_p256(g, xs, b, t2, y)
    g.emit(f"sub {hi}, {hi}, {b}", "top - borrow: 0, or -1 if below p")
    rv_plus_p256(g, xs, hi, b, tmp, y)
    for i in range(8):
        g.emit(f"sw {xs[i]}, {4 * i}(a0)")
    # the s registers and ra that the body took, saved around it
    text = "\n".join(body.out)
    saved = [r for r in RV_SAVED if re.search(rf"\b{r}\b", text)]
    frame = (4 * len(saved) + 15) // 16 * 16   # sp stays 16-byte aligned (psABI)
    out = Rv()
    if saved:
        out.emit(f"addi sp, sp, -{frame}")
        for k, r in enumerate(saved):
            out.emit(f"sw {r}, {4 * k}(sp)", "callee-saved")
    out.out += body.out
    out.count += body.count
    for k, r in enumerate(saved):
        out.emit(f"lw {r}, {4 * k}(sp)")
    if saved:
        out.emit(f"addi sp, sp, {frame}")
    out.emit("ret")
    return "\n".join(out.out), out.count, al.loads


RV_HEAD = """\
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
"""


def rv_wrap(name: str, proto: str, body: str, count: int) -> str:
    return "\n".join([f"\n/* {proto}: {count} instructions (both sizes). */",
                      f"\t.section .text.{name},\"ax\",@progbits",
                      f"\t.global {name}", f"\t.type {name}, @function", "\t.p2align 1",
                      f"{name}:", body, f"\t.size {name}, .-{name}"]) + "\n"


def arm_p256(sub: bool) -> tuple[str, int]:
    """fe_add / fe_sub for P-256's p alone, all in registers: a in r4-r11,
    b streamed through r1, r3, r12 (then r2, r3: ldm with the base in the
    list and no writeback is allowed); p's limbs are immediates."""
    g = Emitter()
    op, opc = ("subs", "sbcs") if sub else ("adds", "adcs")
    xs = ("r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11")
    g.emit("push {r4-r11}")
    g.emit("ldm r1, {r4-r11}", "a")
    for i, (regs, wb) in enumerate(((("r1", "r3", "r12"), "!"), (("r1", "r3", "r12"), "!"),
                                    (("r1", "r3"), ""))):
        g.emit(f"ldm r2{wb}, {{{', '.join(regs)}}}", "b")
        for k, y in enumerate(regs):
            j = 3 * i + k
            g.emit(f"{op if j == 0 else opc} {xs[j]}, {xs[j]}, {y}")
    if sub:
        g.emit("sbc r2, r2, r2", "-borrow: 0 or all-ones (a < b)")
    else:
        g.emit("mov r2, #0", "no flags")
        g.emit("adc r2, r2, #0", "top = carry out of a + b")
        g.emit(f"subs {xs[0]}, {xs[0]}, #0xffffffff", "- p")
        for i in range(1, 8):
            g.emit(f"sbcs {xs[i]}, {xs[i]}, #{P256[i]:#x}")
        g.emit("sbc r2, r2, #0", "top - borrow: 0, or -1 when a + b < p")
    g.emit("and r3, r2, #1", "p6 & mask")
    g.emit(f"adds {xs[0]}, {xs[0]}, r2", "+ p & mask: p0..p2 & mask = mask")
    for i in range(1, 8):
        y = {0xffffffff: "r2", 0: "#0", 1: "r3"}[P256[i]]
        g.emit(f"{'adc' if i == 7 else 'adcs'} {xs[i]}, {xs[i]}, {y}")
    g.emit("stm r0, {r4-r11}")
    g.emit("pop {r4-r11}")
    g.emit("bx lr")
    return "\n".join(g.out), g.count


def arm_red_p384() -> tuple[str, int]:
    """fe_red_p384.c's columns, carried as in arm_red_p256; each x_(j-12)
    goes to r as it is made, and the masked correction is fe_csub's
    (r, r, top, m), reached by a tail branch. r3 keeps m."""
    g = Emitter()
    last_reg, spilled = p384_plan()
    free = ["r2", "r4", "r5", "r6", "r7", "r8", "r9", "r10", "r11", "r12"]
    g.emit("push {r4-r11}")
    g.emit("mov r3, r2", "m, for fe_csub")
    u: dict[int, str] = {0: free.pop(0)}
    g.emit(f"ldr {u[0]}, [r1, #0]", "u0 = t0")
    g.emit(f"str {u[0]}, [r0, #0]", "u0 kept in r[0] for column 12")
    hi = free.pop(0)
    g.emit(f"mov {hi}, #0", "carry into column 1")
    for j in range(1, 24):
        lo = free.pop(0)
        g.emit(f"ldr {lo}, [r1, #{4 * j}]", f"t{j}")
        g.emit(f"adds {lo}, {lo}, {hi}", "+ carry (signed)")
        g.emit(f"asr {hi}, {hi}, #31", "its sign, no flags")
        g.emit(f"adc {hi}, {hi}, #0")
        for t in P384_TERMS[j].split():
            k = int(t[1:])
            y = u.get(k)
            if y is None:
                y = free[0]
                g.emit(f"ldr {y}, [r0, #{4 * k}]", f"u{k} from r[{k}]")
            if t[0] == "+":
                g.emit(f"adds {lo}, {lo}, {y}", f"+ u{k}")
                g.emit(f"adc {hi}, {hi}, #0")
            else:
                g.emit(f"subs {lo}, {lo}, {y}", f"- u{k}")
                g.emit(f"sbc {hi}, {hi}, #0")
        if j < 12:
            u[j] = lo
            if j in spilled:
                g.emit(f"str {lo}, [r0, #{4 * j}]", f"u{j} kept in r[{j}]")
        else:
            g.emit(f"str {lo}, [r0, #{4 * (j - 12)}]", f"x{j - 12}")
            free.append(lo)
        for k in list(u):
            if last_reg[k] <= j:
                free.append(u.pop(k))
    g.note("r + top 2^384 < 2p: fe_csub(r, r, top, m) ends it")
    if hi != "r2":
        g.emit(f"mov r2, {hi}", "top, 0 or 1")
    g.emit("mov r1, r0")
    g.emit("pop {r4-r11}")
    g.emit("b ctb_ec_fe_csub", "tail call")
    return "\n".join(g.out), g.count


ARM_HEAD = """\
/*
 * ctb_ec_fe_add_n, ctb_ec_fe_sub_n, ctb_ec_fe_csub, ctb_ec_fe_add_p256,
 * ctb_ec_fe_sub_p256, ctb_ec_red_p256, ctb_ec_red_p384
 * (ec_internal.h) for Cortex-M4 and the other Thumb-2 cores with the DSP
 * extension, selected with the products (fe_arch.h: CTB_EC_ASM_FIELD_ARM).
 * Written by gen_field.py: edit that, not this.
 *
 * Constant time: straight-line code but for one branch on m->limbs (the
 * public modulus description: which curve); every address is r, a, b, t
 * or m->m plus a constant. Carries and borrows ride in the flags; the
 * final correction adds m & mask, the mask from the top word's borrow.
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_FIELD_ARM)

\t.syntax unified
\t.thumb
"""

ARM_FOOT = """
#endif
"""


def arm_wrap(name: str, proto: str, body: str, count: int) -> str:
    return "\n".join([f"\n/* {proto}: {count} instructions (both sizes). */",
                      f"\t.section .text.{name},\"ax\",%progbits",
                      f"\t.global {name}", f"\t.type {name}, %function", "\t.p2align 2",
                      "\t.thumb_func", f"{name}:", body, f"\t.size {name}, .-{name}"]) + "\n"


def main() -> None:
    parts = [ARM_HEAD]
    for name, proto, fn in (
            ("ctb_ec_fe_add_n", "void ctb_ec_fe_add_n(r, a, b, m): r = a + b mod m", arm_add),
            ("ctb_ec_fe_sub_n", "void ctb_ec_fe_sub_n(r, a, b, m): r = a - b mod m", arm_sub),
            ("ctb_ec_fe_csub", "void ctb_ec_fe_csub(r, a, top, m)", arm_csub)):
        body, count = arm_dispatch(name, fn)
        parts.append(arm_wrap(name, proto, body, count))
        print(f"fe_field_arm.S: {name}: {count}")
    for sub in (False, True):
        name = f"ctb_ec_fe_{'sub' if sub else 'add'}_p256"
        body, count = arm_p256(sub)
        parts.append(arm_wrap(name, f"void {name}(r, a, b, m): P-256's p only", body, count))
        print(f"fe_field_arm.S: {name}: {count}")
    body, count = arm_red_p256()
    parts.append(arm_wrap("ctb_ec_red_p256", "void ctb_ec_red_p256(r, t, m)", body, count))
    print(f"fe_field_arm.S: ctb_ec_red_p256: {count}")
    body, count = arm_red_p384()
    parts.append(arm_wrap("ctb_ec_red_p384", "void ctb_ec_red_p384(r, t, m)", body, count))
    print(f"fe_field_arm.S: ctb_ec_red_p384: {count} (+ fe_csub)")
    parts.append(ARM_FOOT)
    (HERE / "fe_field_arm.S").write_text("".join(parts))
    parts = [RV_HEAD]
    for name, proto, fn in (
            ("ctb_ec_fe_add_n", "void ctb_ec_fe_add_n(r, a, b, m): r = a + b mod m", rv_add),
            ("ctb_ec_fe_sub_n", "void ctb_ec_fe_sub_n(r, a, b, m): r = a - b mod m", rv_sub),
            ("ctb_ec_fe_csub", "void ctb_ec_fe_csub(r, a, top, m)", rv_csub)):
        body, count = rv_dispatch(name, fn)
        parts.append(rv_wrap(name, proto, body, count))
        print(f"fe_field_riscv.S: {name}: {count}")
    for sub in (False, True):
        name = f"ctb_ec_fe_{'sub' if sub else 'add'}_p256"
        body, count = rv_p256(sub)
        what = "P-256's p only" + ("" if sub else "; a == b takes the doubling path")
        parts.append(rv_wrap(name, f"void {name}(r, a, b, m): {what}", body, count))
        print(f"fe_field_riscv.S: {name}: {count}")
    body, count = rv_red_p256()
    parts.append(rv_wrap("ctb_ec_red_p256", "void ctb_ec_red_p256(r, t, m)", body, count))
    print(f"fe_field_riscv.S: ctb_ec_red_p256: {count}")
    for square in (False, True):
        name = f"ctb_ec_fe_{'sqr' if square else 'mul'}_p256"
        # the register budget with the fewest instructions, chosen here once
        body, count, loads = min((rv_mul_p256(square, k)
                                  for k in range(19, len(RV_FUSED_REGS) + 1)),
                                 key=lambda res: res[1])
        args = "r, a, m" if square else "r, a, b, m"
        parts.append(rv_wrap(name, f"void {name}({args}): P-256's p only, fused", body, count))
        print(f"fe_field_riscv.S: {name}: {count} ({loads} operand loads)")
    body, count = rv_red_p384()
    parts.append(rv_wrap("ctb_ec_red_p384", "void ctb_ec_red_p384(r, t, m)", body, count))
    print(f"fe_field_riscv.S: ctb_ec_red_p384: {count} (+ fe_csub)")
    parts.append(ARM_FOOT)
    (HERE / "fe_field_riscv.S").write_text("".join(parts))


if __name__ == "__main__":
    main()
