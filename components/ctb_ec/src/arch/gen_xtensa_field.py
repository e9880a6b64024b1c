#!/usr/bin/env python3
"""Writes the Xtensa field files, one function each (fe_arch.h,
CTB_EC_ASM_FIELD_XTENSA; same contracts as ../fe_add.c, fe_sub.c,
fe_csub.c, fe_red_p256.c, fe_red_p384.c, which they replace):

    xtensa_fe_add_n.S     ctb_ec_fe_add_n     (any modulus of 8 or 12 limbs)
    xtensa_fe_sub_n.S     ctb_ec_fe_sub_n
    xtensa_fe_csub.S      ctb_ec_fe_csub
    xtensa_fe_add_p256.S  ctb_ec_fe_add_p256  (P-256's p: no loads of p)
    xtensa_fe_sub_p256.S  ctb_ec_fe_sub_p256
    xtensa_red_p256.S     ctb_ec_red_p256     (correction included)
    xtensa_red_p384.S     ctb_ec_red_p384     (correction included)

    python3 gen_xtensa_field.py     # rewrites the files next to this script

Every function is columns of signed sums: column j adds and subtracts
32-bit words (and small constants) to the carry from column j - 1, its
low word is the output and the rest the carry into j + 1. Two forms of a
column, picked per core by xtensa_field.h:

  CTB_EC_XF_SALTU (LX7): hi:lo, a signed 64-bit value; + x is
      add lo / saltu / add hi, - x saltu / sub lo / sub hi (3 each). The
      carry out is hi; the next column starts with lo = hi, hi = its sign.
  otherwise (LX6, lx106: no saltu, and minu costs three instructions a
      carry): S, the sum mod 2^32 of the whole words, and H, the exact sum
      of their high halves (srli 16). Then L = S - (H << 16) is the exact
      sum of the low halves (and of the small terms, the carry in), and
      the column is V = L + 2^16 H: its low word is S, its carry
      C = floor(V / 2^32). With d = L >> 16 (|d| < 2^4: at most 8 terms),
      K = H + d is V >> 16, so (S >> 16) = K mod 2^16 and
      (S >> 16) - H = d - 2^16 C: adding a bias in [2^4, 2^16 - 2^4) and
      shifting right by 16 (arithmetic) leaves -C. So the column end is
      srli / sub / addmi / srai (4), the next column starts with
      S = x - (-C) (one sub, as an add would be), + x is add S / srli /
      add H (3 each), and a small term (a constant, b) is one add to S.

No instruction depends on a value: no branch but fe_add_n's, fe_sub_n's
and fe_csub's on m->limbs (public: which curve), every address r, a, b, t
or m->m plus a constant.
"""

from __future__ import annotations

from pathlib import Path

from gen_field import MOD_LIMBS, MOD_M, P256_TERMS, P384_TERMS

HERE = Path(__file__).resolve().parent
CALLEE_SAVED = ("a12", "a13", "a14", "a15")
# split: (S >> 16) - H = d - 2^16 C with |d| = |L >> 16| below 2^4 (a
# column has at most 8 terms); adding a bias in [2^4, 2^16 - 2^4) that
# addmi can encode leaves C, negated, in the bits from 16 up
SPLIT_BIAS = 0x7f00

# -p as column constants (p's limbs are 2^32 - 1, 0, 1: -p is +1 and -1
# at a few columns and -1 above the top limb, which the mask takes)
#   P-256: p = 2^256 - 2^224 + 2^192 + 2^96 - 1
#   P-384: p = 2^384 - 2^128 - 2^96 + 2^32 - 1
MINUS_P = {8: {0: +1, 3: -1, 6: -1, 7: +1}, 12: {0: +1, 1: -1, 3: +1, 4: +1}}
# and b * p (b = 0 or 1) for the add-back: the opposite signs
PLUS_P = {n: {j: -s for j, s in c.items()} for n, c in MINUS_P.items()}
# and p's words, for the saltu form's add-back of p & mask
P_WORDS = {n: [(p >> (32 * j)) & 0xffffffff for j in range(n)]
           for n, p in ((8, 2**256 - 2**224 + 2**192 + 2**96 - 1),
                        (12, 2**384 - 2**128 - 2**96 + 2**32 - 1))}


class Gen:
    """One function's body for one form ("saltu" or "split"), with a
    register pool (a spare register is an error, never a spill)."""

    def __init__(self, form: str, pool: list[str]) -> None:
        self.form = form
        self.out: list[str] = []
        self.count = 0
        self.pool = list(pool)
        self.used: set[str] = set()
        self.tmp = self.get()
        self.one: str | None = None

    def emit(self, insn: str, why: str = "") -> None:
        self.count += 1
        self.out.append(f"\t{insn:<28}/* {why} */" if why else f"\t{insn}")

    def raw(self, line: str) -> None:
        self.out.append(line)

    def get(self) -> str:
        if not self.pool:
            raise RuntimeError("out of registers")
        r = self.pool.pop(0)
        self.used.add(r)
        return r

    def put(self, r: str) -> None:
        assert r not in self.pool
        self.pool.insert(0, r)

    def load(self, base: str, off: int, why: str = "") -> str:
        r = self.get()
        self.emit(f"l32i {r}, {base}, {off}", why)
        return r

    def const_one(self) -> str:
        """A register holding 1 (the saltu form's +-1 terms)."""
        if self.one is None:
            self.one = self.get()
            self.emit(f"movi {self.one}, 1")
        return self.one


class Col:
    """One column: Col(g, carry) starts it from the previous column's
    carry (a register, or None for 0); add / sub a word, small a small
    signed term; end() gives (low word, carry)."""

    def __init__(self, g: Gen, carry: str | None = None, signed: bool = True,
                 k: int = 0) -> None:
        """k: the column's constant (+1 or -1), to come by const(k): saltu
        adds it to the carry in here (a small signed value either way: one
        addi, not an add with its carry)."""
        self.g = g
        self.folded = 0
        self.lo: str | None = None        # lo, or S
        self.hi: str | None = None        # hi, or H
        self.neg = False                  # saltu: the carry may be negative
        self.negc: str | None = None      # split: minus the carry in, for the first add
        if carry is not None and g.form == "split":
            self.negc = carry
        elif carry is not None:
            self.lo = carry
            if k:
                g.emit(f"addi {carry}, {carry}, {k}", f"{k:+d} (-p), with the carry")
                self.folded, signed = k, True
            if signed:
                self.hi = g.get()
                g.emit(f"srai {self.hi}, {carry}, 31", "the carry's sign")
                self.neg = True

    def add(self, x: str, own: bool = False, why: str = "") -> None:
        """+ x; own: x's register is this column's to consume."""
        g = self.g
        if self.negc is not None:
            # S = x - (-carry) in the carry's register, H = x >> 16 in x's
            assert own and self.lo is None
            self.lo, self.hi, self.negc = self.negc, x, None
            g.emit(f"sub {self.lo}, {x}, {self.lo}", f"+ carry {why}".strip())
            g.emit(f"srli {x}, {x}, 16", "H")
            return
        if self.lo is None:
            if own:
                self.lo = x
            else:
                self.lo = g.get()
                g.emit(f"mov {self.lo}, {x}", why)
            if g.form == "split":
                self.hi = g.get()
                g.emit(f"srli {self.hi}, {x}, 16", "H")
            return
        g.emit(f"add {self.lo}, {self.lo}, {x}", why)
        if g.form == "saltu":
            if self.hi is None:
                self.hi = g.get()
                g.emit(f"saltu {self.hi}, {self.lo}, {x}", "carry")
            else:
                g.emit(f"saltu {g.tmp}, {self.lo}, {x}", "carry")
                g.emit(f"add {self.hi}, {self.hi}, {g.tmp}")
            if own:
                g.put(x)
            return
        if self.hi is None:
            if own:
                self.hi = x
                g.emit(f"srli {x}, {x}, 16", "H")
                return
            self.hi = g.get()
            g.emit(f"srli {self.hi}, {x}, 16", "H")
        else:
            g.emit(f"srli {g.tmp}, {x}, 16")
            g.emit(f"add {self.hi}, {self.hi}, {g.tmp}", "H")
        if own:
            g.put(x)

    def sub(self, x: str, own: bool = False, why: str = "") -> None:
        """- x (the column has a term already)."""
        g = self.g
        assert self.lo is not None
        if g.form == "saltu":
            if self.hi is None:
                self.hi = g.get()
                g.emit(f"saltu {self.hi}, {self.lo}, {x}", f"borrow {why}".strip())
                g.emit(f"sub {self.lo}, {self.lo}, {x}")
                g.emit(f"neg {self.hi}, {self.hi}")
            else:
                g.emit(f"saltu {g.tmp}, {self.lo}, {x}", f"borrow {why}".strip())
                g.emit(f"sub {self.lo}, {self.lo}, {x}")
                g.emit(f"sub {self.hi}, {self.hi}, {g.tmp}")
            self.neg = True
        else:
            g.emit(f"sub {self.lo}, {self.lo}, {x}", why)
            if self.hi is None:
                self.hi = x if own else g.get()
                g.emit(f"srli {self.hi}, {x}, 16", "H")
                g.emit(f"neg {self.hi}, {self.hi}")
                return
            g.emit(f"srli {g.tmp}, {x}, 16")
            g.emit(f"sub {self.hi}, {self.hi}, {g.tmp}", "H")
        if own:
            g.put(x)

    def const(self, k: int) -> None:
        """+ k, k = +1 or -1."""
        g = self.g
        assert self.lo is not None
        if g.form == "split":
            g.emit(f"addi {self.lo}, {self.lo}, {k}", f"{k:+d} (-p)")
        elif self.folded == k:
            self.folded = 0
        elif k > 0:
            self.add(g.const_one(), why="+1 (-p)")
        else:
            self.sub(g.const_one(), why="-1 (-p)")

    def bit(self, sign: int, v: str) -> None:
        """+ sign * b for the add-back's b = 0 or 1 in v (split: one add
        to S, part of L)."""
        g = self.g
        if g.form == "split":
            op = "add" if sign > 0 else "sub"
            g.emit(f"{op} {self.lo}, {self.lo}, {v}", f"{sign:+d} b (p)")
        elif sign > 0:
            self.add(v, why="+b (p)")
        else:
            self.sub(v, why="-b (p)")

    def end(self, carry: bool = True) -> tuple[str, str | None, bool]:
        """(low word, carry register or None for 0, carry may be < 0);
        carry=False: the carry is dropped (the last limb of a result).
        split: the register holds minus the carry (see the docstring)."""
        g = self.g
        assert self.lo is not None
        if not carry:
            if self.hi is not None:
                g.put(self.hi)
            return self.lo, None, False
        if g.form == "saltu":
            return self.lo, self.hi, self.neg
        t = g.tmp
        if self.hi is None:
            # no whole word in this column: S is the small signed value,
            # its carry 0 or -1 (the sign), minus it the top bit
            self.hi = g.get()
            g.emit(f"srli {self.hi}, {self.lo}, 31", "-carry")
            return self.lo, self.hi, True
        g.emit(f"srli {t}, {self.lo}, 16")
        g.emit(f"sub {t}, {t}, {self.hi}", "(S >> 16) - H = d - 2^16 C")
        g.emit(f"addmi {t}, {t}, {SPLIT_BIAS}", "0 <= d + bias < 2^16")
        g.emit(f"srai {self.hi}, {t}, 16", "-carry")
        return self.lo, self.hi, True


def addback_p(g: Gen, n: int, d: dict[int, str | None], mask: str) -> None:
    """r[j] = d_j + b p mod 2^(32n) (b = 0 or 1 in mask's register, the
    saltu form's mask -b; d_j in a register, or None: in r[j]): p's words
    are b at a few columns,
    so only carries elsewhere. The carry out of the top limb is dropped."""
    if g.form == "saltu":
        addback_p_words(g, n, d, mask)
        return
    c: str | None = None
    signed = False
    for j in range(n):
        x = d[j] if d[j] is not None else g.load("a2", 4 * j, f"d{j}")
        col = Col(g, c, signed)
        col.add(x, own=True)
        if j in PLUS_P[n]:
            col.bit(PLUS_P[n][j], mask)
        lo, c, signed = col.end(carry=j < n - 1)
        g.emit(f"s32i {lo}, a2, {4 * j}", f"r{j}")
        g.put(lo)
    g.put(mask)


def addback_p_words(g: Gen, n: int, d: dict[int, str | None], mask: str) -> None:
    """saltu: addback_p as d + (p & mask) (mask = -b, 0 or all-ones, in
    its register), p's words as they are (mask, b, 2 mask or nothing):
    unsigned terms, so every carry is 0 .. 2 and no column starts with its
    carry's sign, where b p's signed terms would need one each."""
    words = P_WORDS[n]
    regs = {0xffffffff: mask}
    if 1 in words:
        regs[1] = g.get()
        g.emit(f"neg {regs[1]}, {mask}", "b")
    if 0xfffffffe in words:
        regs[0xfffffffe] = g.get()
        g.emit(f"add {regs[0xfffffffe]}, {mask}, {mask}", "(2^32 - 2) & mask")
    c: str | None = None
    for j in range(n):
        x = d[j] if d[j] is not None else g.load("a2", 4 * j, f"d{j}")
        col = Col(g, c, False)
        col.add(x, own=True)
        if words[j]:
            col.add(regs[words[j]], why=f"p{j} & mask")
        lo, c, _ = col.end(carry=j < n - 1)
        g.emit(f"s32i {lo}, a2, {4 * j}", f"r{j}")
        g.put(lo)
    for r in set(regs.values()):
        g.put(r)


def b_of(g: Gen, c: str, minus_p: bool, bits: int) -> None:
    """From the last carry C in c: split, b = -C, or 1 - C when the
    columns had -p (-2^bits is the carry's -1; c holds -C); saltu, the
    mask -b = C or C - 1 (addback_p_words)."""
    if minus_p and g.form == "split":
        g.emit(f"addi {c}, {c}, 1", f"-2^{bits} (-p): b = 1 - C")
    elif minus_p:
        g.emit(f"addi {c}, {c}, -1", f"-2^{bits} (-p): mask = C - 1")


def addback_m(g: Gen, n: int, m: str, mask: str) -> None:
    """r[j] += m_j & mask (r holds d); the carry out is dropped."""
    c: str | None = None
    signed = False
    for j in range(n):
        x = g.load("a2", 4 * j, f"d{j}")
        y = g.load(m, 4 * j, f"m{j}")
        g.emit(f"and {y}, {y}, {mask}", "m or 0")
        col = Col(g, c, signed)
        col.add(x, own=True)
        col.add(y, own=True)
        lo, c, signed = col.end(carry=j < n - 1)
        g.emit(f"s32i {lo}, a2, {4 * j}", f"r{j}")
        g.put(lo)


def generic(g: Gen, n: int, kind: str) -> None:
    """fe_add_n (a + b - m), fe_sub_n (a - b), fe_csub (top 2^(32n) + a
    - m): one pass of columns into r, whose last carry (with top) is 0 or
    -1, the mask; then m & mask added back. a2 = r, a3 = a, a4 = b or top,
    a5 = m->m. r may alias a or b: each column reads its words before it
    writes r[j]."""
    c: str | None = None
    signed = False
    for j in range(n):
        col = Col(g, c, signed)
        col.add(g.load("a3", 4 * j, f"a{j}"), own=True)
        if kind == "add":
            col.add(g.load("a4", 4 * j, f"b{j}"), own=True)
        if kind in ("add", "csub"):
            col.sub(g.load("a5", 4 * j, f"m{j}"), own=True)
        else:
            col.sub(g.load("a4", 4 * j, f"b{j}"), own=True)
        lo, c, signed = col.end()
        g.emit(f"s32i {lo}, a2, {4 * j}", f"d{j}")
        g.put(lo)
    assert c is not None
    if kind == "csub" and g.form == "split":
        g.emit(f"sub {c}, a4, {c}", "top + carry: 0 or -1 (v - m in [-m, m))")
    elif kind == "csub":
        g.emit(f"add {c}, {c}, a4", "top + carry: 0 or -1 (v - m in [-m, m))")
    elif g.form == "split":
        g.emit(f"neg {c}, {c}", "the carry: 0 or -1")
    addback_m(g, n, "a5", c)
    g.put(c)


def p256_addsub(g: Gen, sub: bool) -> None:
    """a + b - p or a - b in one pass (d in registers while they last),
    then b p added back. a2 = r, a3 = a, a4 = b."""
    d: dict[int, str | None] = {}
    c: str | None = None
    signed = False
    for j in range(8):
        col = Col(g, c, signed, 0 if sub else MINUS_P[8].get(j, 0))
        col.add(g.load("a3", 4 * j, f"a{j}"), own=True)
        if sub:
            col.sub(g.load("a4", 4 * j, f"b{j}"), own=True)
        else:
            col.add(g.load("a4", 4 * j, f"b{j}"), own=True)
            if j in MINUS_P[8]:
                col.const(MINUS_P[8][j])
        lo, c, signed = col.end()
        d[j] = lo
        if len(g.pool) < 2:
            g.emit(f"s32i {lo}, a2, {4 * j}", f"d{j}")
            g.put(lo)
            d[j] = None
    assert c is not None
    b_of(g, c, not sub, 256)
    if g.one is not None:
        g.put(g.one)
        g.one = None
    addback_p(g, 8, d, c)


def red(g: Gen, n: int, t_base: str = "a3") -> None:
    """fe_red_p256.c's / fe_red_p384.c's columns with -p folded into the
    result's columns (t + U p) / R - p, whose last carry less 1 is the
    mask; then b p added back. u_k stays in a register while two are
    spare, else in r[k] (free until column k + n writes x_k there, after
    that column's last read of u_k). a2 = r, t_base = t (a3)."""
    terms = P256_TERMS if n == 8 else P384_TERMS
    first = 3 if n == 8 else 1
    last = {k: max(j for j, s in terms.items() if any(int(t[1:]) == k for t in s.split()))
            for k in range(n)}
    u: dict[int, str | None] = {}
    for j in range(first):
        u[j] = g.load(t_base, 4 * j, f"u{j} = t{j}")
    d: dict[int, str | None] = {}
    c: str | None = None
    signed = False
    for j in range(first, 2 * n):
        col = Col(g, c, signed, MINUS_P[n].get(j - n, 0))
        col.add(g.load(t_base, 4 * j, f"t{j}"), own=True)
        for t in terms[j].split():
            k = int(t[1:])
            reg = u[k]
            own = reg is None
            if reg is None:
                reg = g.load("a2", 4 * k, f"u{k} from r{k}")
            if t[0] == "+":
                col.add(reg, own=own, why=f"+u{k}")
            else:
                col.sub(reg, own=own, why=f"-u{k}")
        if j >= n and j - n in MINUS_P[n]:
            col.const(MINUS_P[n][j - n])
        lo, c, signed = col.end()
        for k in [k for k in u if last[k] == j]:
            reg = u.pop(k)
            if reg is not None:
                g.put(reg)
        if j < n:
            u[j] = lo
            if len(g.pool) < 2:
                g.emit(f"s32i {lo}, a2, {4 * j}", f"u{j} kept in r{j}")
                g.put(lo)
                u[j] = None
        else:
            d[j - n] = lo
            if len(g.pool) < 2:
                g.emit(f"s32i {lo}, a2, {4 * (j - n)}", f"d{j - n}")
                g.put(lo)
                d[j - n] = None
    assert c is not None and not u
    b_of(g, c, True, 32 * n)
    if g.one is not None:
        g.put(g.one)
        g.one = None
    addback_p(g, n, d, c)


def frame(g: Gen) -> tuple[list[str], list[str]]:
    """(prologue, epilogue) for the registers g used."""
    saved = [r for r in CALLEE_SAVED if r in g.used]
    pro = ["#if defined(__XTENSA_WINDOWED_ABI__)", "\tentry\ta1, 32", "#else"]
    epi = ["#if defined(__XTENSA_WINDOWED_ABI__)", "\tretw", "#else"]
    if saved:
        pro.append(f"\taddi\ta1, a1, -{4 * ((len(saved) + 3) // 4) * 4}")
        pro += [f"\ts32i\t{r}, a1, {4 * i}" for i, r in enumerate(saved)]
        epi += [f"\tl32i\t{r}, a1, {4 * i}" for i, r in enumerate(saved)]
        epi.append(f"\taddi\ta1, a1, {4 * ((len(saved) + 3) // 4) * 4}")
    pro.append("#endif")
    epi += ["\tret", "#endif"]
    return pro, epi


# LX7's fused P-256 multiplication and squaring (fe_arch.h:
# CTB_EC_ASM_MUL_P256 on Xtensa): the product by columns into t on the
# stack, then red()'s columns reading t there, in one function, with no C
# frame between (ctb_ec_fe_mul's two calls and its entry). The product
# keeps operands in a register cache: the column order zigzags (odd
# columns run i downwards) so consecutive products share a limb, and
# when the cache is full the limb needed farthest ahead is dropped
# (the generator fixes every choice: no address depends on a value).
FUSED = {"ctb_ec_fe_mul_p256": ("r = a * b / R mod P-256's p (m unused)", False),
         "ctb_ec_fe_sqr_p256": ("r = a * a / R mod P-256's p (m unused)", True)}
FUSED_FILES = {"ctb_ec_fe_mul_p256": "xtensa_fe_mul_p256.S",
               "ctb_ec_fe_sqr_p256": "xtensa_fe_sqr_p256.S"}
FUSED_FRAME = 128     # t at a1 + 0 .. 64, as ctb_ec_fe_mul's frame has it
A0_SLOT = 96          # a0 while it caches a limb (a1 + 64 ..: call0's a12 ..)


def prod_cached(g: Gen, n: int, sq: bool, cache_regs: list[str]) -> dict[tuple[str, int], str]:
    """t[0 .. 2n) at a1 = a * b (sq: the cross products a_i a_j, i < j,
    only; b = a). a3 = a, a4 = b. (c0, c1, c2) rotate by column; the mac
    is mull / muluh / add / saltu / add / add / saltu / add (the high
    word of a product is at most 2^32 - 2: adding a carry cannot wrap; a
    column is below 2^68). A stored c0 is not zeroed: it is the next
    column's c2, which that column's first carry sets (one saltu, no
    add). Returns the cache as it ends (limb -> reg)."""
    order = []
    for k in range(2 * n - 1):
        ps = [(i, k - i) for i in range(n) if 0 <= k - i < n and (not sq or i < k - i)]
        if k % 2:
            ps.reverse()
        order.append((k, ps))
    refs = [x for _, ps in order for (i, j) in ps for x in (("a", i), ("a" if sq else "b", j))]
    acc = [g.get() for _ in range(3)]
    lo, hi = g.get(), g.get()
    for r in acc:
        g.emit(f"movi {r}, 0")
    cache: dict[tuple[str, int], str] = {}
    free = list(cache_regs)
    pos = 0

    def fetch(x: tuple[str, int], keep: tuple[str, int]) -> str:
        nonlocal free
        if x in cache:
            return cache[x]
        if not free:
            def nxt(y: tuple[str, int]) -> int:
                return next((u for u in range(pos, len(refs)) if refs[u] == y), 1 << 30)
            victim = max((y for y in cache if y != keep), key=nxt)
            free.append(cache.pop(victim))
        reg = free.pop(0)
        cache[x] = reg
        g.emit(f"l32i {reg}, {'a3' if x[0] == 'a' else 'a4'}, {4 * x[1]}", f"{x[0]}{x[1]}")
        return reg

    stale = False     # c2 is the word last stored: the first product sets it
    for k, ps in order:
        c0, c1, c2 = acc
        if stale and not ps:
            g.emit(f"movi {c2}, 0")
            stale = False
        for (i, j) in ps:
            x, y = ("a", i), ("a" if sq else "b", j)
            rx = fetch(x, y)
            pos += 1
            ry = fetch(y, x)
            pos += 1
            g.emit(f"mull {lo}, {rx}, {ry}", f"a{i} b{j}")
            g.emit(f"muluh {hi}, {rx}, {ry}")
            g.emit(f"add {c0}, {c0}, {lo}")
            g.emit(f"saltu {lo}, {c0}, {lo}", "carry")
            g.emit(f"add {hi}, {hi}, {lo}", "no wrap")
            g.emit(f"add {c1}, {c1}, {hi}")
            if stale:
                g.emit(f"saltu {c2}, {c1}, {hi}", "carry: c2 starts")
                stale = False
            else:
                g.emit(f"saltu {hi}, {c1}, {hi}", "carry")
                g.emit(f"add {c2}, {c2}, {hi}")
        g.emit(f"s32i {c0}, a1, {4 * k}", f"t{k}")
        acc = [c1, c2, c0]
        stale = True
    g.emit(f"s32i {acc[0]}, a1, {4 * (2 * n - 1)}", f"t{2 * n - 1}")
    for r in (*acc, lo, hi):
        g.put(r)
    return cache


def sqr_diag(g: Gen, n: int, cache: dict[tuple[str, int], str]) -> None:
    """t = 2 t + sum a_i^2 2^(64 i), two limbs a step (xtensa_mulh.h's
    xt_sqr): (d0, d1) = (t[2i], t[2i+1]) << 1 with the top bit of
    t[2i-1] shifted in (src, SAR = 31), plus a_i^2 and the carry in. A
    square's low word is never 2^32 - 1 and its high word at most
    2^32 - 2, so lo + cin and hi + carry do not wrap; the last carry is 0."""
    if len(g.pool) < 6:
        # one cached limb gives its register up to be x (a missing limb's)
        victim = min(cache)
        g.put(cache.pop(victim))
    regs = {k: g.get() for k in ("d0", "d1", "p", "x", "lo", "hi")}
    g.emit("ssai 31")
    g.emit(f"movi {regs['p']}, 0")
    cin = g.tmp
    g.emit(f"movi {cin}, 0")
    d0, d1, p, lo, hi = (regs[k] for k in ("d0", "d1", "p", "lo", "hi"))
    for i in range(n):
        x = cache.get(("a", i))
        if x is None:
            x = regs["x"]
            g.emit(f"l32i {x}, a3, {4 * i}", f"a{i}")
        g.emit(f"l32i {d0}, a1, {8 * i}", f"t{2 * i}")
        g.emit(f"l32i {d1}, a1, {8 * i + 4}", f"t{2 * i + 1}")
        g.emit(f"mull {lo}, {x}, {x}", f"a{i}^2")
        g.emit(f"muluh {hi}, {x}, {x}")
        g.emit(f"add {lo}, {lo}, {cin}", "no wrap")
        g.emit(f"src {cin}, {d1}, {d0}", "d1 = t[2i+1] << 1 | t[2i] >> 31")
        g.emit(f"src {d0}, {d0}, {p}", "d0 = t[2i] << 1 | p >> 31")
        g.emit(f"mov {p}, {d1}")
        g.emit(f"add {d0}, {d0}, {lo}")
        g.emit(f"saltu {lo}, {d0}, {lo}", "carry")
        g.emit(f"add {hi}, {hi}, {lo}", "no wrap")
        g.emit(f"add {d1}, {cin}, {hi}")
        g.emit(f"saltu {cin}, {d1}, {hi}", "carry")
        g.emit(f"s32i {d0}, a1, {8 * i}")
        g.emit(f"s32i {d1}, a1, {8 * i + 4}")
    for r in regs.values():
        g.put(r)


def fused_body(sq: bool) -> tuple[list[str], int]:
    """a2 = r, a3 = a, a4 = b (mul) or m (sqr, unused); r is written by
    red() only, after the last read of a and b, so it may alias them."""
    g = Gen("saltu", [f"a{i}" for i in range(5, 16)])
    pool = g.pool
    # the cache: what the column needs not, with red()'s tmp (free until
    # red()) and a0 (the return address, kept on the stack meanwhile)
    cache_regs, g.pool = [*pool[5:], g.tmp, "a0"], pool[:5]
    cache = prod_cached(g, 8, sq, cache_regs)
    g.pool += [r for r in cache_regs if r not in (g.tmp, "a0")]
    if sq:
        cache = {x: r for x, r in cache.items() if r != g.tmp}   # tmp is cin
        g.pool = [r for r in g.pool if r not in cache.values()]
        sqr_diag(g, 8, cache)
        g.pool = [r for r in g.pool if r not in (g.tmp, "a0")]
        g.pool += [r for r in cache.values() if r not in (g.tmp, "a0")]
    assert len(set(g.pool)) == len(g.pool) and g.tmp not in g.pool and "a0" not in g.pool
    g.emit(f"l32i a0, a1, {A0_SLOT}", "the return address back")
    g.pool += ["a3", "a4"]
    red(g, 8, "a1")
    used = set(g.used) | {"a3", "a4"}
    saved = [r for r in CALLEE_SAVED if r in used]
    pro = ["#if defined(__XTENSA_WINDOWED_ABI__)", f"\tentry\ta1, {FUSED_FRAME}", "#else",
           f"\taddi\ta1, a1, -{FUSED_FRAME}"]
    pro += [f"\ts32i\t{r}, a1, {64 + 4 * i}" for i, r in enumerate(saved)]
    pro += ["#endif", f"\ts32i\ta0, a1, {A0_SLOT}"]
    epi = ["#if defined(__XTENSA_WINDOWED_ABI__)", "\tretw", "#else"]
    epi += [f"\tl32i\t{r}, a1, {64 + 4 * i}" for i, r in enumerate(saved)]
    epi += [f"\taddi\ta1, a1, {FUSED_FRAME}", "\tret", "#endif"]
    return pro + g.out + epi, g.count


def write_fused(name: str) -> int:
    what, sq = FUSED[name]
    b, count = fused_body(sq)
    lines = [f"/*\n * {name} (ec_internal.h) on LX7: {what}.",
             " * Written by gen_xtensa_field.py (the design is its docstring and",
             " * FUSED's comment): edit that, not this. CT: no branch, fixed addresses.",
             " */", '#include "xtensa_field.h"', "",
             "#if defined(CTB_EC_ASM_XTENSA) && defined(CTB_EC_ASM_MUL_P256)",
             "#if !defined(CTB_EC_XF_SALTU)",
             "#error \"fe_arch.h fuses P-256's multiplication on LX7 (saltu) only\"",
             "#endif",
             f"\t.section .text.{name}, \"ax\"", "\t.align\t4", f"\t.global\t{name}",
             f"\t.type\t{name}, @function", f"{name}:", f"\t/* {count} instructions */",
             *b, f"\t.size\t{name}, . - {name}", "#endif", ""]
    (HERE / FUSED_FILES[name]).write_text("\n".join(lines))
    return count



FUNCS = {
    "ctb_ec_fe_add_n": ("r = a + b mod m", "generic", "add"),
    "ctb_ec_fe_sub_n": ("r = a - b mod m", "generic", "sub"),
    "ctb_ec_fe_csub": ("r = top 2^(32n) + a, less m if that is at least m", "generic", "csub"),
    "ctb_ec_fe_add_p256": ("r = a + b mod P-256's p (m unused)", "p256", "add"),
    "ctb_ec_fe_sub_p256": ("r = a - b mod P-256's p (m unused)", "p256", "sub"),
    "ctb_ec_red_p256": ("r = t / 2^256 mod P-256's p (m unused)", "red", 8),
    "ctb_ec_red_p384": ("r = t / 2^384 mod P-384's p (m unused)", "red", 12),
}
FILES = {"ctb_ec_fe_add_n": "xtensa_fe_add_n.S", "ctb_ec_fe_sub_n": "xtensa_fe_sub_n.S",
         "ctb_ec_fe_csub": "xtensa_fe_csub.S", "ctb_ec_fe_add_p256": "xtensa_fe_add_p256.S",
         "ctb_ec_fe_sub_p256": "xtensa_fe_sub_p256.S", "ctb_ec_red_p256": "xtensa_red_p256.S",
         "ctb_ec_red_p384": "xtensa_red_p384.S"}


def body(name: str, form: str) -> tuple[list[str], int]:
    _, kind, arg = FUNCS[name]
    regs = [f"a{i}" for i in range(2, 16)]
    if kind == "generic":
        g0 = Gen(form, ["a6"])   # the dispatch
        g0.emit(f"l32i a6, a5, {MOD_LIMBS}", "m->limbs: public")
        g0.emit(f"l32i a5, a5, {MOD_M}", "m->m")
        g0.emit(f"bnei a6, 8, .L{name}_12", "public: which curve")
        parts = []
        for n in (8, 12):
            g = Gen(form, regs[4:])
            generic(g, n, str(arg))
            parts.append(g)
        used = set().union(*(g.used for g in parts))
        g0.used = used
        pro, epi = frame(g0)
        out = pro + g0.out + parts[0].out + epi + [f".L{name}_12:"] + parts[1].out + epi
        return out, g0.count + sum(g.count for g in parts)
    if kind == "p256":
        g = Gen(form, regs[3:])
        p256_addsub(g, arg == "sub")
    else:
        g = Gen(form, regs[2:])
        red(g, int(arg))
    pro, epi = frame(g)
    return pro + g.out + epi, g.count


def write(name: str) -> dict[str, int]:
    what = FUNCS[name][0]
    counts = {}
    lines = [f"/*\n * {name} (ec_internal.h) on Xtensa: {what}.",
             " * Written by gen_xtensa_field.py (the design is its docstring): edit",
             " * that, not this. CT: no branch on a value, fixed addresses.", " */",
             '#include "xtensa_field.h"', "", "#if defined(CTB_EC_ASM_FIELD_XTENSA)",
             f"\t.section .text.{name}, \"ax\"", "\t.align\t4", f"\t.global\t{name}",
             f"\t.type\t{name}, @function", f"{name}:"]
    for i, form in enumerate(("saltu", "split")):
        b, count = body(name, form)
        counts[form] = count
        cond = "#if defined(CTB_EC_XF_SALTU)" if i == 0 else "#else"
        lines += [f"{cond}\t/* {form}: {count} instructions"
                  f"{' (both sizes)' if FUNCS[name][1] == 'generic' else ''} */", *b]
    lines += ["#endif", f"\t.size\t{name}, . - {name}", "#endif", ""]
    (HERE / FILES[name]).write_text("\n".join(lines))
    return counts


def main() -> None:
    for name in FUNCS:
        print(f"{FILES[name]}: {write(name)}")
    for name in FUSED:
        print(f"{FUSED_FILES[name]}: {write_fused(name)}")


if __name__ == "__main__":
    main()
