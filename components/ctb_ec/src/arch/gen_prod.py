#!/usr/bin/env python3
"""Writes fe_prod_arm.S and fe_prod_riscv.S: ctb_ec_mul8/sqr8/mul12/sqr12
(fe_arch.h) fully unrolled. The schedule (which product when, in which
register, loaded or kept) is decided here once, so that the assembly is
straight-line code whose every instruction and address is fixed by n alone:
nothing in it depends on the limbs.

    python3 gen_prod.py     # rewrites both files next to this script

Cortex-M4 (Thumb-2 with the DSP extension): operand scanning by strips of
four limbs of a held in registers. Row i of a strip adds a[4s..4s+3] * b[i]
into a window of four accumulator limbs with UMAAL, whose 64-bit result
hi:lo = x * y + lo + hi cannot overflow ((2^32-1)^2 + 2 (2^32-1) = 2^64-1),
so no flag carries anything. After the row the window's lowest limb is
final for this strip and is stored; the row's carry limb becomes the
window's top. Squares compute each cross product a[k] a[j] (k < j) once in
the same strips, then one pass doubles them (an adcs chain) and adds the
squares a[i]^2 (UMAAL, whose own carry limb never touches the flags).

RV32IM: product scanning (column by column) with a three-limb accumulator
(c0, c1, c2) and sltu carries. Operands live in a register cache; when there
are more operands than registers (12 x 12) the one needed farthest in the
future is reloaded (Belady), a choice fixed here, not by the data. Squares
accumulate each column's cross products once, double the finished column
limb by a one-bit shift chain and add the square's limb with sltu carries.
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
SIZES = (8, 12)


class Emitter:
    def __init__(self, comment: str):
        self.out: list[str] = []
        self.comment = comment
        self.count = 0

    def emit(self, insn: str, why: str = "") -> None:
        self.count += 1
        self.out.append(f"\t{insn:<32}{self.comment} {why}" if why else f"\t{insn}")

    def note(self, text: str) -> None:
        self.out.append(f"\t{self.comment} {text}")


class Pool:
    """Free registers, taken lowest-listed first."""

    def __init__(self, regs: list[str]):
        self.free = list(regs)

    def take(self) -> str:
        return self.free.pop(0)

    def give(self, reg: str) -> None:
        self.free.append(reg)

# ---------------------------------------------------------------- Cortex-M4


class Arm(Emitter):
    """Thumb-2 body of one function; r0 = r, r1 = a, r2 = b (mul only)."""

    STRIP = ("r3", "r4", "r5", "r6")          # a[4s .. 4s+3], ascending for ldm
    ROLL = ("r7", "r8", "r9", "r10", "r11")   # the window and its carry limb
    MULT = ("r12", "lr")                       # row multipliers, loaded by pairs

    def __init__(self, n: int, square: bool):
        super().__init__("@")
        self.n, self.square = n, square
        self.written: set[int] = set()   # limbs of r that hold a partial sum
        self.a_off = 0                   # r1 - a, moved on by ldmia r1!

    def off(self, base: str, limb: int) -> int:
        return 4 * limb - (self.a_off if base == "r1" else 0)

    def store(self, items: list[tuple[int, str]], why: str) -> None:
        """r[pos] = reg for each (pos, reg): strd for neighbours."""
        items = sorted(items)
        k = 0
        while k < len(items):
            pos, reg = items[k]
            if k + 1 < len(items) and items[k + 1][0] == pos + 1:
                self.emit(f"strd {reg}, {items[k + 1][1]}, [r0, #{4 * pos}]",
                          f"r[{pos}], r[{pos + 1}]{why}")
                self.written |= {pos, pos + 1}
                k += 2
            else:
                self.emit(f"str {reg}, [r0, #{4 * pos}]", f"r[{pos}]{why}")
                self.written.add(pos)
                k += 1

    def load(self, items: list[tuple[int, str]], why: str) -> None:
        items = sorted(items)
        k = 0
        while k < len(items):
            pos, reg = items[k]
            if k + 1 < len(items) and items[k + 1][0] == pos + 1:
                self.emit(f"ldrd {reg}, {items[k + 1][1]}, [r0, #{4 * pos}]",
                          f"r[{pos}], r[{pos + 1}]{why}")
                k += 2
            else:
                self.emit(f"ldr {reg}, [r0, #{4 * pos}]", f"r[{pos}]{why}")
                k += 1

    def multiplier(self, i: int, strip_base: int, strip: list[str]) -> str:
        """The register holding row i's multiplier (b[i], or a[i] for a
        square), loaded by pairs: b[i], b[i+1] on the even row."""
        if self.square and i >= strip_base:
            return strip[i - strip_base]    # a[i] is in this strip already
        src, name = ("r1", "a") if self.square else ("r2", "b")
        if i % 2 == 0:
            self.emit(f"ldrd {self.MULT[0]}, {self.MULT[1]}, [{src}, #{self.off(src, i)}]",
                      f"{name}[{i}], {name}[{i + 1}]")
        return self.MULT[i % 2]

    def strip(self, s: int) -> None:
        n, base = self.n, 4 * s
        width = min(4, n - base)
        strip = list(self.STRIP[:width])
        self.note(f"strip {s}: a[{base}..{base + width - 1}] in {strip[0]}-{strip[-1]}")
        self.emit(f"ldmia r1!, {{{strip[0]}-{strip[-1]}}}", "a limbs, r1 moves on")
        self.a_off += 4 * width
        # mul: a row per b[i]; sqr: a row per a[i] with an a[j] here, j > i
        rows = range(n) if not self.square else range(min(base + width - 1, n))
        pool = Pool(list(self.ROLL))
        # the window: r[base .. base+width) as earlier strips left it, None = 0
        win: list[str | None] = [pool.take() if base + j in self.written else None
                                 for j in range(width)]
        self.load([(base + j, w) for j, w in enumerate(win) if w is not None],
                  " so far")
        for i in rows:
            p = base + i
            m = self.multiplier(i, base, strip)
            # the row's carry limb starts as an addend at position p (UMAAL
            # adds it there): what earlier strips left at p when p is past
            # the window this strip loaded, else zero
            c: str | None = None
            if p >= base + width and p in self.written:
                c = pool.take()
                self.load([(p, c)], " so far")
            for j in range(width):
                if self.square and base + j <= i:
                    # not a cross product a[i] a[j], i < j; c must not have
                    # started as an addend for position p (it would land at
                    # a later position): earlier strips never reach p here
                    assert c is None
                    continue
                w = win[j]
                what = f"r[{p + j}] += a[{base + j}] {'a' if self.square else 'b'}[{i}]"
                if w is None and c is None:
                    w, c = pool.take(), pool.take()
                    self.emit(f"umull {w}, {c}, {strip[j]}, {m}", what)
                else:
                    if w is None:
                        w = pool.take()
                        self.emit(f"mov {w}, #0")
                    if c is None:
                        c = pool.take()
                        self.emit(f"mov {c}, #0")
                    self.emit(f"umaal {w}, {c}, {strip[j]}, {m}", what)
                win[j] = w
            if win[0] is not None:        # final for this strip
                self.store([(p, win[0])], "")
                pool.give(win[0])
            win = win[1:] + [c]
        top = base + len(rows)
        self.store([(top + j, w) for j, w in enumerate(win) if w is not None],
                   " (window)")

    def double_and_diagonal(self) -> None:
        """r = 2 r + sum a[i]^2 2^(64 i), one UMAAL per limb: with y = 2,
        umaal s, h, x, y gives h:s = 2 x + s + h, where s is the square's
        limb and h the carry limb. 2 (2^32-1) + 2 (2^32-1) < 2^64: nothing
        overflows, and h ends at zero (the square fits in 2n limbs)."""
        n = self.n
        self.note("the square: 2 (cross products) + the squares a[i]^2")
        x0, x1, h, two, s0, s1, lo, hi = "r3", "r4", "r5", "r6", "r7", "r8", "r9", "r10"
        self.emit(f"mov {two}, #2", "the doubling multiplier")
        self.emit(f"mov {h}, #0", "the carry limb")
        for i in range(n):
            if i % 2 == 0:
                self.emit(f"ldrd {s0}, {s1}, [r1, #{self.off('r1', i)}]",
                          f"a[{i}], a[{i + 1}]")
            ai = (s0, s1)[i % 2]
            pos = (2 * i, 2 * i + 1)
            self.load([(q, x) for q, x in zip(pos, (x0, x1)) if q in self.written], "")
            self.emit(f"umull {lo}, {hi}, {ai}, {ai}", f"a[{i}]^2")
            for q, x, part in zip(pos, (x0, x1), (lo, hi)):
                if q in self.written:
                    self.emit(f"umaal {part}, {h}, {x}, {two}", f"r[{q}] = 2 r[{q}] + h + a^2")
                elif q == 2 * n - 1:
                    self.emit(f"add {part}, {part}, {h}", f"r[{q}]: h + a^2, no carry out")
                else:
                    # r[0]: no cross product, and h is still zero
                    assert q == 0
            self.store([(pos[0], lo), (pos[1], hi)], "")

    def body(self) -> list[str]:
        self.emit("push {r3-r11, lr}", "r3 only keeps sp 8-byte aligned")
        for s in range((self.n + 3) // 4):
            self.strip(s)
        if self.square:
            self.double_and_diagonal()
        self.emit("pop {r3-r11, pc}", "")
        return self.out


ARM_HEAD = """\
/*
 * ctb_ec_mul8, ctb_ec_sqr8, ctb_ec_mul12, ctb_ec_sqr12 (fe_arch.h) for
 * Cortex-M4 and other Thumb-2 cores with the DSP extension (UMAAL).
 * Written by gen_prod.py: edit that, not this.
 *
 * Constant time: straight-line code, no branch, every address is r, a or
 * b plus a constant. The multipliers are UMULL and UMAAL, single-cycle on
 * Cortex-M4 whatever the operands (Cortex-M4 TRM, ARM DDI 0439, table 3-1:
 * UMULL, UMLAL, UMAAL 1 cycle; only SDIV/UDIV terminate early). Not for
 * Cortex-M3, whose long multiplies terminate early (DDI 0337): it lacks
 * UMAAL, so this file is not built there.
 *
 * Registers: r0 = r, r1 = a (moved on by ldmia), r2 = b; r3-r6 a strip
 * of a; r7-r11 the accumulator window and its carry limb; r12, lr the row
 * multipliers. r4-r11 and lr are saved (and r3, for an 8-byte aligned sp).
 */
#include "../fe_arch.h"

#if defined(CTB_EC_ASM_PROD_ARM)

	.syntax unified
	.thumb
"""

ARM_FOOT = """
#endif
"""


def arm_function(name: str, n: int, square: bool) -> tuple[str, int]:
    g = Arm(n, square)
    body = g.body()
    args = "r, a" if square else "r, a, b"
    what = "a * a" if square else "a * b"
    text = [f"\n/* void {name}(uint32_t *{args.replace(', ', ', const uint32_t *')}): "
            f"r[0..{2 * n}) = {what}, {g.count} instructions. */",
            f"\t.section .text.{name},\"ax\",%progbits",
            f"\t.global {name}", f"\t.type {name}, %function", "\t.p2align 2",
            "\t.thumb_func", f"{name}:", *body, f"\t.size {name}, .-{name}"]
    return "\n".join(text) + "\n", g.count

# -------------------------------------------------------------------- RV32


class Riscv(Emitter):
    """RV32IM body of one function; a0 = r, a1 = a, a2 = b (mul only)."""

    # operand cache and scratch: every register but a0-a2, sp, gp, tp, zero
    TEMPS = ["a3", "a4", "a5", "a6", "a7", "t0", "t1", "t2", "t3", "t4", "t5", "t6",
             "s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "ra"]
    SAVED = ["s0", "s1", "s2", "s3", "s4", "s5", "s6", "s7", "s8", "s9", "s10", "s11", "ra"]
    SCRATCH = 5   # c0, c1, c2 and a product's lo, hi at most
    SCRATCH_SQR = 9   # and x, the shifted-out bit, the carry, a square's hi

    def __init__(self, n: int, square: bool):
        super().__init__("#")
        self.n, self.square = n, square

    def schedule(self) -> list[list[tuple[int, int]]]:
        """The products of each column k: (i, j), i + j = k; squares only
        i < j. Inside a column, operands already cached come first; the
        order is fixed here for a given n."""
        n = self.n
        cols = []
        for k in range(2 * n - 1):
            if self.square:
                cols.append([(i, k - i) for i in range(max(0, k - n + 1), n) if i < k - i])
            else:
                cols.append([(i, k - i) for i in range(max(0, k - n + 1), min(k, n - 1) + 1)])
        return cols

    def body(self) -> list[str]:
        n, sq = self.n, self.square
        cols = self.schedule()
        # the operand uses, in order, for Belady's choice
        uses: list[tuple[str, int]] = []
        for k, col in enumerate(cols):
            for i, j in col:
                uses += [("a", i), ("a" if sq else "b", j)]
            if sq and k % 2 == 0:
                uses.append(("a", k // 2))
        operands = len({u for u in uses})
        scr = self.SCRATCH_SQR if sq else self.SCRATCH
        ncache = min(operands, len(self.TEMPS) - scr)
        regs = self.TEMPS[:ncache + scr]
        saved = [r for r in self.SAVED if r in regs]
        frame = (4 * len(saved) + 15) // 16 * 16   # sp stays 16-byte aligned (psABI)
        if saved:
            self.emit(f"addi sp, sp, -{frame}", "")
            for k, r in enumerate(saved):
                self.emit(f"sw {r}, {4 * k}(sp)", "callee-saved")
        cache: dict[tuple[str, int], str] = {}
        free_cache = regs[:ncache]
        scratch = Pool(regs[ncache:])
        pos = 0   # index into uses

        pinned: set[str] = set()   # the other operand of the product at hand

        def operand(u: tuple[str, int]) -> str:
            nonlocal pos
            pos += 1
            if u in cache:
                return cache[u]
            if free_cache:
                reg = free_cache.pop(0)
            else:   # evict the cached operand needed farthest ahead
                def nxt(v: tuple[str, int]) -> int:
                    for t in range(pos, len(uses)):
                        if uses[t] == v:
                            return t
                    return len(uses) + 1
                victim = max((v for v in cache if cache[v] not in pinned), key=nxt)
                reg = cache.pop(victim)
            base = "a1" if u[0] == "a" else "a2"
            self.emit(f"lw {reg}, {4 * u[1]}({base})", f"{u[0]}[{u[1]}]")
            cache[u] = reg
            return reg

        c: list[str | None] = [None, None, None]

        def accumulate(x: str, y: str, what: str) -> None:
            lo, hi = scratch.take(), scratch.take()
            self.emit(f"mul {lo}, {x}, {y}", f"lo {what}")
            self.emit(f"mulhu {hi}, {x}, {y}", f"hi {what}")
            if c[0] is None:
                c[0] = lo
            else:
                self.emit(f"add {c[0]}, {c[0]}, {lo}")
                self.emit(f"sltu {lo}, {c[0]}, {lo}", "carry")
                self.emit(f"add {hi}, {hi}, {lo}", "hi <= 2^32 - 2: no overflow")
                scratch.give(lo)
            if c[1] is None:
                c[1] = hi
            else:
                self.emit(f"add {c[1]}, {c[1]}, {hi}")
                self.emit(f"sltu {hi}, {c[1]}, {hi}", "carry")
                if c[2] is None:
                    c[2] = hi
                else:
                    self.emit(f"add {c[2]}, {c[2]}, {hi}", "c2 < 2n: no overflow")
                    scratch.give(hi)

        for k in range(2 * n):
            col = cols[k] if k < len(cols) else []
            self.note(f"column {k}")
            for i, j in col:
                x = operand(("a", i))
                pinned.add(x)
                y = operand(("a" if sq else "b", j))
                pinned.clear()
                accumulate(x, y, f"a[{i}] {'a' if sq else 'b'}[{j}]")
            limb = c[0]
            if sq:
                limb = self.double_add(k, limb, operand, scratch)
            if limb is None:   # cannot happen for n >= 2: kept for clarity
                self.emit(f"sw zero, {4 * k}(a0)", f"r[{k}]")
            else:
                self.emit(f"sw {limb}, {4 * k}(a0)", f"r[{k}]")
                scratch.give(limb)
            c = [c[1], c[2], None]
        for k, r in enumerate(saved):
            self.emit(f"lw {r}, {4 * k}(sp)", "")
        if saved:
            self.emit(f"addi sp, sp, {frame}", "")
        self.emit("ret", "")
        return self.out

    # the square's per-column step; its state lives on the instance
    dbl_top: str | None = None
    dbl_cc: str | None = None
    dbl_hi: str | None = None

    def double_add(self, k: int, t: str | None, operand, scratch: Pool) -> str:
        """Column k of the square: x = 2 t + (the carried-out bit of the
        previous limb) + the square's limb k + the carry; t is the finished
        cross-product limb (None = 0). Returns x's register."""
        # doubling: x = t << 1 | top; top = t >> 31
        x: str | None = None
        if t is not None:
            x = scratch.take()
            self.emit(f"slli {x}, {t}, 1", f"2 t[{k}]")
            if self.dbl_top is not None:
                self.emit(f"or {x}, {x}, {self.dbl_top}", "+ the bit from below")
                newtop = self.dbl_top
            else:
                newtop = scratch.take()
            self.emit(f"srli {newtop}, {t}, 31", "the bit for the next limb")
            scratch.give(t)
            self.dbl_top = newtop
        elif self.dbl_top is not None:
            x, self.dbl_top = self.dbl_top, None
        # the square's limb: a[k/2]^2 low (k even) or high (k odd)
        if k % 2 == 0:
            ai = operand(("a", k // 2))
            lo, hi = scratch.take(), scratch.take()
            self.emit(f"mul {lo}, {ai}, {ai}", f"a[{k // 2}]^2 lo")
            self.emit(f"mulhu {hi}, {ai}, {ai}", f"a[{k // 2}]^2 hi")
            self.dbl_hi = hi
            # x + lo + cc: lo may be 2^32 - 1, so two carries, at most one set
            carry = None
            if x is None:
                x = lo
            else:
                self.emit(f"add {x}, {x}, {lo}")
                self.emit(f"sltu {lo}, {x}, {lo}", "carry")
                carry = lo
            if self.dbl_cc is not None:
                cc = self.dbl_cc
                self.emit(f"add {x}, {x}, {cc}")
                self.emit(f"sltu {cc}, {x}, {cc}", "carry")
                if carry is not None:
                    self.emit(f"add {cc}, {cc}, {carry}", "cc <= 1: not both carries")
                    scratch.give(carry)
            else:
                self.dbl_cc = carry
        else:
            hi = self.dbl_hi
            self.dbl_hi = None
            # hi <= 2^32 - 2, cc <= 1: hi + cc does not overflow
            if self.dbl_cc is not None:
                self.emit(f"add {hi}, {hi}, {self.dbl_cc}", "hi + cc, no overflow")
            if x is None:
                x = hi
                if self.dbl_cc is not None:
                    scratch.give(self.dbl_cc)
                    self.dbl_cc = None
            else:
                self.emit(f"add {x}, {x}, {hi}")
                cc = self.dbl_cc if self.dbl_cc is not None else scratch.take()
                self.emit(f"sltu {cc}, {x}, {hi}", "carry")
                self.dbl_cc = cc
                scratch.give(hi)
        if k == 2 * self.n - 1:   # the last limb: nothing carries out of it
            for r in (self.dbl_top, self.dbl_cc):
                if r is not None:
                    scratch.give(r)
            self.dbl_top = self.dbl_cc = None
        return x


RV_HEAD = """\
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
"""

RV_FOOT = """
#endif
"""


def riscv_function(name: str, n: int, square: bool) -> tuple[str, int]:
    g = Riscv(n, square)
    body = g.body()
    args = "r, a" if square else "r, a, b"
    what = "a * a" if square else "a * b"
    text = [f"\n/* void {name}(uint32_t *{args.replace(', ', ', const uint32_t *')}): "
            f"r[0..{2 * n}) = {what}, {g.count} instructions. */",
            f"\t.section .text.{name},\"ax\",@progbits",
            f"\t.global {name}", f"\t.type {name}, @function", "\t.p2align 1",
            f"{name}:", *body, f"\t.size {name}, .-{name}"]
    return "\n".join(text) + "\n", g.count


def main() -> None:
    for fname, head, foot, fn in (("fe_prod_arm.S", ARM_HEAD, ARM_FOOT, arm_function),
                                  ("fe_prod_riscv.S", RV_HEAD, RV_FOOT, riscv_function)):
        parts = [head]
        for n in SIZES:
            for square in (False, True):
                text, count = fn(f"ctb_ec_{'sqr' if square else 'mul'}{n}", n, square)
                parts.append(text)
                print(f"{fname}: ctb_ec_{'sqr' if square else 'mul'}{n}: {count} instructions")
        parts.append(foot)
        (HERE / fname).write_text("".join(parts))


if __name__ == "__main__":
    main()
