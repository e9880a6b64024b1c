#!/usr/bin/env python3
"""Writes xtensa_mac16.h: ctb_ec_mul8 and ctb_ec_mul12 (fe_arch.h) for
Xtensa cores with the MAC16 option and the windowed ABI (the ESP32's LX6,
the ESP32-S3's LX7; xtensa_prod.h sets CTB_EC_XT_MAC16 from core-isa.h),
as two assembler macros that xtensa_mul8.S / xtensa_mul12.S expand.

    python3 gen_xtensa_mac16.py     # rewrites xtensa_mac16.h next to this script

MAC16 multiplies two 16-bit halves of registers and adds the product to a
40-bit accumulator ACC (ACCHI:ACCLO) in one instruction, with no carry to
handle; but its multiply-accumulates are signed (only UMUL, which does not
accumulate, is unsigned). So each operand is first rewritten in signed
digits of 16 bits, d_k in [-2^15, 2^15):

    a + cin + K = w + 2^32 cout     (K = 0x80008000, cin/cout 0 or 1)

limb by limb, and the word w ^ K holds the two digits (its halves read as
int16 are the halves of w less 2^15, so they sum to w - K = a + cin -
2^32 cout); the last cout is a 17th (25th) digit, 0 or 1, the low half of
an extra word. Then a = sum d_k 2^(16 k) exactly, and

    a * b = sum over columns c of (sum_{p+q=c} d_p e_q) 2^(16 c)

is scanned column by column in ACC. Bound: a column has at most 2n + 1
products (17 for P-256, 25 for P-384), each of magnitude at most 2^30,
and the carry in is the previous column's value shifted right by 16
(magnitude below 2^24), so every column's value is below 25 * 2^30 +
2^24 < 2^35 in magnitude: ACC (signed, 40 bits) never wraps. After a
column, its low 16 bits are the product's digit (s16i to r), and ACC
becomes ACC >> 16 (arithmetic): rsr acclo/acchi, src (SAR = 16), srai,
wsr acclo/acchi. The 32 (48) columns give r exactly: a * b < 2^(64 n),
so nothing beyond the last column is needed.

Operands: both are converted to the stack (n + 1 words each). Two of
a's words stay in m0/m1 and two of b's in m2/m3 (the pair with the fewest
reloads, searched here); the others go through 12 address registers, the
word needed farthest ahead giving its register up (reloaded with l32i
from the stack). A product takes the form its operands' places give:
mula.aa, .da (a in m0/m1), .ad (b in m2/m3) or .dd. (QEMU 7.2 does not
write the m register of the fused mula.da.*.ldinc/lddec forms, so they
are not used; ldinc alone works.) Every address is a1, a2, a3 or a4
plus a constant: no branch, no address from a value.

Constant time: every instruction is fixed-latency, the MAC16 ones
included by assumption (the Xtensa ISA reference gives MAC16's semantics,
not operand-dependent timing; no Espressif document says either way), as
for mull/muluh (ctlab/audit/xtensa.py).
"""

from __future__ import annotations

from pathlib import Path

HERE = Path(__file__).resolve().parent
# registers: a2 = r, a3 = a, a4 = b; a14, a15 the extraction's scratch
# (t, h); a0 (saved), a3 .. a13 hold digit words once converted
T, H = "a14", "a15"


class Out:
    def __init__(self) -> None:
        self.lines: list[str] = []
        self.count = 0

    def emit(self, insn: str, why: str = "") -> None:
        self.count += 1
        self.lines.append(f"\t{insn:<36}/* {why} */" if why else f"\t{insn}")

    def raw(self, line: str) -> None:
        self.lines.append(line)


def carry(o: Out, c: str, w: str, t: str, one: str | None) -> None:
    """c = [w < t] (unsigned): saltu on LX7, minu / xor / minu on LX6."""
    if one is None:
        o.emit(f"saltu {c}, {w}, {t}", "cout")
    else:
        o.emit(f"minu {c}, {w}, {t}", "min(w, t) != t iff w < t")
        o.emit(f"xor {c}, {c}, {t}")
        o.emit(f"minu {c}, {c}, {one}", "cout")


def convert(o: Out, n: int, src: str, dst: dict[int, str], store: int | None,
            k: str, tk: str, c: str, x: str, one: str | None) -> None:
    """Digit words of the n limbs at src: word i into dst[i] (or x when
    absent), stored at a1 + store + 4 i when store is not None; word n
    (cout, 0 or 1) likewise."""
    for i in range(n):
        w = dst.get(i, x)
        o.emit(f"l32i {w}, {src}, {4 * i}", f"limb {i}")
        if i == 0:
            o.emit(f"add {w}, {w}, {k}", "+ K")
            carry(o, c, w, k, one)
        else:
            o.emit(f"add {tk}, {k}, {c}", "K + cin")
            o.emit(f"add {w}, {w}, {tk}")
            carry(o, c, w, tk, one)
        o.emit(f"xor {w}, {w}, {k}", "two int16 digits")
        if store is not None:
            o.emit(f"s32i {w}, a1, {store + 4 * i}")
    if n in dst:
        o.emit(f"mov {dst[n]}, {c}", "top digit")
    if store is not None:
        o.emit(f"s32i {c}, a1, {store + 4 * n}", "top digit")


def products(n: int) -> list[tuple[int, list[tuple[int, str, int, str]]]]:
    """Per digit column c: (c, [(j, b half, i, a half), ...]) in the order
    the B pointer walks (ascending j in even columns, descending in odd).
    Word n is the top digit alone (its high half is 0: no product)."""
    cols = []
    for c in range(4 * n):
        k, odd = divmod(c, 2)
        ps = []
        for j in range(n + 1):
            if not odd:
                if 0 <= k - j <= n:
                    ps.append((j, "l", k - j, "l"))
                if 0 <= k - 1 - j <= n - 1 and j <= n - 1:
                    ps.append((j, "h", k - 1 - j, "h"))
            elif 0 <= k - j <= n:
                if j <= n - 1:
                    ps.append((j, "h", k - j, "l"))
                if k - j <= n - 1:
                    ps.append((j, "l", k - j, "h"))
        if odd:
            ps.sort(key=lambda p: -p[0])
        cols.append((c, ps))
    return cols


def scan_cost(n: int, pins: tuple[int, int, int, int]) -> int:
    return len(scan(Out(), n, pins, dry=True))


def scan(o: Out, n: int, pins: tuple[int, int, int, int], dry: bool = False) -> list[str]:
    """The columns: a's words pins[0:2] in m0/m1, b's pins[2:4] in m2/m3,
    the others through 12 address registers (the word needed farthest
    ahead gives its register up: reloaded from the stack). Returns the
    reloads' list."""
    cols = products(n)
    regs = ["a3", "a4", *[f"a{i}" for i in range(5, 14)], "a0"]
    mreg = {("a", pins[0]): "m0", ("a", pins[1]): "m1",
            ("b", pins[2]): "m2", ("b", pins[3]): "m3"}
    refs = [w for _, ps in cols for (j, _, i, _) in ps for w in (("a", i), ("b", j))]
    cache: dict[tuple[str, int], str] = {}
    free = list(regs)
    loads: list[str] = []
    pos = 0

    def fetch(w: tuple[str, int], keep: tuple[str, int]) -> str:
        if w in mreg:
            return mreg[w]
        if w in cache:
            return cache[w]
        if not free:
            def nxt(y: tuple[str, int]) -> int:
                return next((u for u in range(pos, len(refs)) if refs[u] == y), 1 << 30)
            victim = max((y for y in cache if y != keep), key=nxt)
            free.append(cache.pop(victim))
        r = free.pop(0)
        cache[w] = r
        off = (OB if w[0] == "b" else oa(n)) + 4 * w[1]
        loads.append(r)
        if not dry:
            o.emit(f"l32i {r}, a1, {off}", f"{w[0]}'s word {w[1]}")
        return r

    first = True
    for c, ps in cols:
        for (j, bh, i, ah) in ps:
            ra = fetch(("a", i), ("b", j))
            pos += 1
            rb = fetch(("b", j), ("a", i))
            pos += 1
            form = ("d" if ra.startswith("m") else "a") + ("d" if rb.startswith("m") else "a")
            op = "mul" if first else "mula"
            first = False
            if not dry:
                o.emit(f"{op}.{form}.{ah}{bh} {ra}, {rb}", f"a{i}{ah} b{j}{bh}, column {c}")
        if dry:
            continue
        # the column's digit, then ACC >>= 16
        o.emit(f"rsr.acclo {T}")
        o.emit(f"s16i {T}, a2, {2 * c}", f"digit {c}")
        if c == 4 * n - 1:
            break
        o.emit(f"rsr.acchi {H}")
        o.emit(f"src {T}, {H}, {T}", "ACC >> 16, low word")
        o.emit(f"srai {H}, {H}, 16", "and its top")
        o.emit(f"wsr.acclo {T}")
        o.emit(f"wsr.acchi {H}")
    return loads


OB = 0


def oa(n: int) -> int:
    return 4 * (n + 1)


def best_pins(n: int) -> tuple[int, int, int, int]:
    """The words to keep in m0 .. m3 (two of a's, two of b's): the choice
    with the fewest reloads (a search over pairs, same for a and b)."""
    pairs = [(x, y) for x in range(n + 1) for y in range(x + 1, n + 1)]
    best = min(((p[0], p[1], p[0], p[1]) for p in pairs), key=lambda q: scan_cost(n, q))
    return best


def mul(n: int, salt: bool) -> tuple[list[str], int]:
    """The body of ctb_ec_mul<n> (after entry), for one carry form."""
    o = Out()
    a0_slot = 8 * (n + 1)
    o.emit(f"s32i a0, a1, {a0_slot}", "a0 is a word register meanwhile")
    o.emit("ssai 16")
    # K = 0x80008000 in a14, a15 K + cin, a5 the carry, a6 the constant 1
    o.emit("movi a14, 1")
    o.emit("slli a14, a14, 15")
    o.emit(f"slli {H}, a14, 16")
    o.emit(f"or a14, a14, {H}", "K")
    one = None
    if not salt:
        one = "a6"
        o.emit(f"movi {one}, 1")
    convert(o, n, "a4", {}, OB, "a14", H, "a5", "a7", one)
    convert(o, n, "a3", {}, oa(n), "a14", H, "a5", "a7", one)
    pins = best_pins(n)
    o.emit(f"addi a3, a1, {oa(n) + 4 * pins[0] - 4}")
    o.emit("ldinc m0, a3", f"a's word {pins[0]}")
    if pins[1] != pins[0] + 1:
        o.emit(f"addi a3, a3, {4 * (pins[1] - pins[0] - 1)}")
    o.emit("ldinc m1, a3", f"a's word {pins[1]}")
    o.emit(f"addi a3, a1, {OB + 4 * pins[2] - 4}")
    o.emit("ldinc m2, a3", f"b's word {pins[2]}")
    if pins[3] != pins[2] + 1:
        o.emit(f"addi a3, a3, {4 * (pins[3] - pins[2] - 1)}")
    o.emit("ldinc m3, a3", f"b's word {pins[3]}")
    scan(o, n, pins)
    o.emit(f"l32i a0, a1, {a0_slot}")
    return o.lines, o.count


def frame_size(n: int) -> int:
    return (8 * (n + 1) + 4 + 15) // 16 * 16 + 16


def main() -> None:
    out = ["/*",
           " * ctb_ec_mul8 / ctb_ec_mul12 (fe_arch.h) with MAC16 (xtensa_prod.h:",
           " * CTB_EC_XT_MAC16): macros xm_mul8 and xm_mul12, each a whole function.",
           " * Written by gen_xtensa_mac16.py (the design and the bound are its",
           " * docstring): edit that, not this. CT: no branch, fixed addresses.",
           " */", "#ifndef CTB_EC_XTENSA_MAC16_H", "#define CTB_EC_XTENSA_MAC16_H", ""]
    counts = {}
    for n in (8, 12):
        name = f"ctb_ec_mul{n}"
        out += [f"\t.macro\txm_mul{n}", f"\t.section .text.{name}, \"ax\"", "\t.align\t4",
                f"\t.global\t{name}", f"\t.type\t{name}, @function", f"{name}:",
                f"\tentry\ta1, {frame_size(n)}"]
        for i, salt in enumerate((True, False)):
            body, count = mul(n, salt)
            counts[(n, salt)] = count
            cond = "#if defined(CTB_EC_XT_SALTU)" if i == 0 else "#else"
            out += [f"{cond}\t/* {'saltu' if salt else 'minu'}: {count} instructions */",
                    *body]
        out += ["#endif", "\tretw", f"\t.size\t{name}, . - {name}", "\t.endm", ""]
    out += ["#endif", ""]
    (HERE / "xtensa_mac16.h").write_text("\n".join(out))
    for (n, salt), count in counts.items():
        print(f"mul{n} {'saltu' if salt else 'minu'}: {count}")


if __name__ == "__main__":
    main()
