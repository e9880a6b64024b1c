"""x86-64 in AT&T syntax (GNU objdump's default), System V ABI."""

from __future__ import annotations

import re
from dataclasses import replace

from ctbench.ctlab.audit.isa import (
    FLAGS,
    MEMORY,
    Effect,
    Isa,
    control,
    immediate,
    one,
    pieces_of,
    regs_in,
)
from ctbench.ctlab.audit.objdump import Insn


def _canon_table() -> dict[str, str]:
    """Every name of a general register -> its 64-bit name. A low byte (al,
    sil, r8b) is a piece of its own, "<reg>.b", so that setcc and byte logic
    on a register whose upper bits are secret stay public; a 16-bit or
    high-byte name is "<reg>.w": a partial write that keeps the other bits."""
    table: dict[str, str] = {}
    for n in "abcd":
        table.update({f"r{n}x": f"r{n}x", f"e{n}x": f"r{n}x", f"{n}x": f"r{n}x.w",
                      f"{n}h": f"r{n}x.w", f"{n}l": f"r{n}x.b"})
    for n in ("si", "di", "bp", "sp"):
        table.update({f"r{n}": f"r{n}", f"e{n}": f"r{n}", n: f"r{n}.w", f"{n}l": f"r{n}.b"})
    for i in range(8, 16):
        table.update({f"r{i}": f"r{i}", f"r{i}d": f"r{i}", f"r{i}w": f"r{i}.w",
                      f"r{i}b": f"r{i}.b"})
    for i in range(32):
        for kind in ("xmm", "ymm", "zmm"):
            table[f"{kind}{i}"] = f"xmm{i}"
    return table


_REGS = _canon_table()
_GPRS = frozenset(v for v in _REGS.values() if "." not in v and v[0] == "r")


def _canon(tok: str) -> str | None:
    return _REGS.get(tok[1:]) if tok.startswith("%") else None


def _pieces(name: str) -> frozenset[str]:
    if name.endswith(".b") or name.removesuffix(".w") not in _GPRS:
        return one(name)
    reg = name.removesuffix(".w")
    return frozenset({reg, reg + ".b"})


_FLAG_WRITERS = re.compile(
    r"(add|adc|sub|sbb|and|or|xor|cmp|test|neg|inc|dec|sh[lr]|sa[lr]|ro[lr]|rc[lr]|i?mul"
    r"|i?div|bt[src]?|bs[fr]|popcnt|lzcnt|tzcnt|andn|ptest)[bwlq]?|cmc|stc|clc")
_FLAG_READERS = re.compile(r"(adc|sbb|rc[lr])[bwlq]?")
_NO_DEST = re.compile(r"(cmp|test|bt)[bwlq]?|ptest|u?comis[sd]")
_MOVES = re.compile(r"(mov|lea|cvt|pmov[sz]x|pshuf|bs[fr]|popcnt|lzcnt|tzcnt).*")
_ZEROING = re.compile(r"(xor|sub)[bwlq]?|pxor|xorp[sd]|psub[bwdq]")
# Variable-time instructions, mnemonic -> what. Intel's "Data Operand
# Independent Timing Instruction List" (software security guidance, 2022)
# lists MUL, IMUL and MULX and leaves out DIV and IDIV: division only. (Not
# re-read for this table: the page was not in the reference store.)
_VARIABLE_TIME = {"div": "division", "idiv": "division"}
_IMPLICIT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "cltq": (("rax",), ("rax",)), "cwtl": (("rax",), ("rax",)),
    "cqto": (("rax",), ("rdx",)), "cltd": (("rax",), ("rdx",)),
    "stos": (("rdi", "rcx"), ("rdi", "rcx")),   # rep stos: the pointer and count move
}


def _mem(op: str) -> bool:
    return "(" in op


def _slot(op: str) -> str | None:
    return op if re.fullmatch(r"(-?0x[0-9a-f]+|-?\d+)?\(%rsp\)", op) else None


def _special(isa: Isa, m: str, ops: tuple[str, ...]) -> Effect | None:
    """Instructions with implicit operands or no destination operand."""
    if m.startswith("cmov"):   # a select: constant time, a WARN at most
        dest = regs_in(isa, ops[-1:])
        mem = _mem(ops[0])
        return Effect(reads=dest | {FLAGS} | (frozenset() if mem else regs_in(isa, ops[:1])),
                      writes=dest, loaded=dest if mem else frozenset(), kind="select",
                      tests=one(FLAGS))
    if m.startswith("set"):    # writes a whole byte, of the flags
        return (Effect(stored=one(FLAGS), slot=_slot(ops[0]), store=1) if _mem(ops[0])
                else Effect(reads=one(FLAGS), writes=regs_in(isa, ops)))
    if m.startswith("stos"):   # (rep) stos: al/eax/rax to (%rdi), rdi and rcx move
        moved = pieces_of(isa, ("rdi", "rcx"))
        return Effect(reads=moved, writes=moved, stored=regs_in(isa, ops[:1]),
                      store=_width(m, ops))
    implicit = _IMPLICIT.get(m) or _IMPLICIT.get(m[:-1])
    if implicit is not None:
        return Effect(reads=pieces_of(isa, implicit[0]), writes=pieces_of(isa, implicit[1]))
    if m.startswith("push"):
        return Effect(reads=one("rsp"), writes=one("rsp"))
    if m.startswith("pop"):
        return Effect(reads=one("rsp"), writes=one("rsp"),
                      loaded=regs_in(isa, ops) - {"rsp"})
    if m.startswith("leave"):   # mov %rbp,%rsp; pop %rbp
        return Effect(reads=one("rsp"), writes=one("rsp"), loaded=pieces_of(isa, ["rbp"]))
    if re.fullmatch(r"(i?mul|i?div)[bwlq]?", m) and len(ops) == 1:   # rdx:rax forms
        out = pieces_of(isa, ("rax", "rdx", FLAGS))
        mem = _mem(ops[0])
        # mul writes rdx:rax from rax alone; div also reads the dividend's rdx
        ins = ("rax", "rdx") if "div" in m else ("rax",)
        return Effect(reads=pieces_of(isa, ins) | (frozenset() if mem else regs_in(isa, ops)),
                      writes=out, loaded=out if mem else frozenset(), slot=_slot(ops[0]))
    if _NO_DEST.fullmatch(m) or not ops:
        flags_out = one(FLAGS) if _FLAG_WRITERS.fullmatch(m) else frozenset()
        return Effect(reads=regs_in(isa, [o for o in ops if not _mem(o)]), writes=flags_out,
                      loaded=flags_out if any(map(_mem, ops)) else frozenset(),
                      slot=next((_slot(o) for o in ops if _mem(o)), None)
                      if flags_out else None)   # cmp/test of a stack slot: a load
    return None


def _operation(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic, insn.ops
    if m.startswith(("nop", "endbr", "pause")) or (m == "xchg" and len(set(ops)) == 1):
        return Effect()
    if m in ("jrcxz", "jecxz"):
        return Effect(reads=pieces_of(isa, ["rcx"]), kind="branch", tests=pieces_of(isa, ["rcx"]))
    if (eff := control(isa, insn, m) or _special(isa, m, ops)) is not None:
        return eff
    flags_out = one(FLAGS) if _FLAG_WRITERS.fullmatch(m) else frozenset()
    flags_in = one(FLAGS) if _FLAG_READERS.fullmatch(m) else frozenset()
    (dst,), srcs = isa.dest_and_sources(ops)
    reg_src = [s for s in srcs if not _mem(s)]
    mem_src = [s for s in srcs if _mem(s)]
    if _mem(dst):
        if isa.stores.fullmatch(m):
            # movs copies memory to memory: what it stores is memory's
            stored = regs_in(isa, reg_src) | (one(MEMORY) if mem_src else frozenset())
            return Effect(stored=stored, slot=_slot(dst), store=_width(m, ops))
        # read-modify-write of memory: the flags come from memory too
        return Effect(reads=regs_in(isa, reg_src) | flags_in, writes=flags_out,
                      loaded=flags_out, slot=_slot(dst), clobber=True, rmw=m,
                      store=_width(m, ops))
    dest = regs_in(isa, [dst])
    if _ZEROING.fullmatch(m) and len(srcs) == 1 and regs_in(isa, srcs) == dest:
        return Effect(writes=dest | flags_out, public=True)   # xor r, r and sub r, r
    if m == "lea":
        return Effect(reads=regs_in(isa, srcs), writes=dest, offset=_disp(srcs[0]))
    partial = _REGS.get(dst[1:], "").endswith(".w")   # 16-bit: keeps bits 16-63
    rmw = (not _MOVES.fullmatch(m) and len(ops) <= 2) or m == "xchg" or partial
    reads = regs_in(isa, reg_src) | (dest if rmw else frozenset()) | flags_in
    writes = dest | flags_out | (regs_in(isa, reg_src) if m == "xchg" else frozenset())
    if mem_src and isa.loads.fullmatch(m):
        return Effect(reads=reads, writes=writes, loaded=writes, slot=_slot(mem_src[0]))
    return Effect(reads=reads, writes=writes, offset=_offset(m, srcs, reg_src))


def _offset(m: str, srcs: tuple[str, ...], reg_src: list[str]) -> int | None:
    """What a register-to-register move or an add or sub of an immediate
    adds to its register (Effect.offset)."""
    if re.fullmatch(r"mov[lq]?", m) and len(reg_src) == 1 and reg_src[0].startswith("%"):
        return 0
    step = immediate(srcs[0]) if len(srcs) == 1 and srcs[0].startswith("$") else None
    if step is not None and re.fullmatch(r"(add|sub)q?", m):
        return step if m.startswith("add") else -step
    return None


_SIZES = {"b": 1, "w": 2, "l": 4, "q": 8}


def _width(m: str, ops: tuple[str, ...]) -> int:
    """The bytes a store writes: its register operand's size (%al 1, %ax 2,
    %eax 4, %rax 8), else the mnemonic's suffix (movl $0, (%rdi): 4)."""
    for op in ops:
        name = _REGS.get(op[1:]) if op.startswith("%") else None
        if name is not None and not name.startswith("xmm"):
            tok = op[1:]
            return (1 if name.endswith(".b") else 2 if name.endswith(".w")
                    else 4 if tok.startswith("e") or tok.endswith("d") else 8)
    return _SIZES.get(m[-1:], 8) if len(m) > 3 else 8


def _disp(mem: str) -> int | None:
    """The displacement of a "disp(base)" operand with no index register."""
    at = re.fullmatch(r"(?:%\w+:)?(-?0x[0-9a-f]+|-?\d+)?\(%\w+\)", mem)
    return None if at is None else int(at.group(1) or "0", 0)


def _decode(isa: Isa, insn: Insn) -> Effect:
    """_operation's effect, with the address of a memory operand (of any
    instruction but lea and nop: "disp(base,index,scale)"), a division's
    operands, and a rep string op's count."""
    eff, m = _operation(isa, insn), insn.mnemonic
    mem = [o[o.index("("):] for o in insn.ops if _mem(o)]
    if mem and not m.startswith(("lea", "nop")):
        eff = replace(eff, address=regs_in(isa, mem),
                      disp=_disp(next(o for o in insn.ops if _mem(o))),
                      tests=frozenset() if eff.kind in ("ijump", "call") else eff.tests)
    if (what := _VARIABLE_TIME.get(re.sub(r"[bwlq]$", "", m))) is not None:
        eff = replace(eff, timing=eff.reads | ({MEMORY} if mem else set()), timed=what)
    if insn.text.startswith("rep") and eff.kind == "":   # rep stos, rep movs: rcx times
        eff = replace(eff, timing=pieces_of(isa, ["rcx"]), timed="length")
    return eff


ISA = Isa(
    name="x86_64", arg_regs=("rdi", "rsi", "rdx", "rcx", "r8", "r9"),
    ret_regs=("rax", "rdx"), sp="rsp", dest_last=True,
    loads=re.compile(r"(?!lea|nop).*"),   # any, with a memory source operand
    stores=re.compile(r"mov.*|stos.*|set.*"),   # with a memory destination
    branches=re.compile(r"j(?!mp)[a-z]+"), jumps=re.compile(r"jmpq?"),
    calls=re.compile(r"callq?"), returns=re.compile(r"retq?|ud2|hlt"),
    immediates=re.compile(r"movabs"), canon=_canon, decode=_decode,
    pieces=_pieces, xlen=64)
