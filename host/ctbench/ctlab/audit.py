"""Disassembly audit of the constant-time functions of components/ctb_ct.

Each function listed in ctcheck/ct_functions.h is cross-compiled per
toolchain and optimisation level, disassembled with GNU objdump and put
through a taint analysis. Secret: the secret argument registers and every
value loaded from memory; an instruction's destination is secret when one of
its sources is. Every conditional branch (and Arm IT block) must test public
values only (loop counters, lengths, pointers): one that tests a secret is a
FAIL naming the instruction. So is every load or store whose address
registers hold a secret, an instruction whose duration depends on a secret
operand (division on every ISA: the per-ISA *_VARIABLE_TIME tables give
their sources), an indirect jump or call through a secret, a call with a
secret argument to a variable-time compiler helper (division), and
memcpy/memset/memmove or x86 `rep movs/stos` with a secret length. A value
read at a public address is secret data but a public code address: a jump
through it (a jump table, a function pointer) passes. A conditional move on
a secret (x86 cmov, Xtensa movXXz) is constant time; it is reported as a
WARN in the detail only.

The analysis is flow-sensitive, a fixed point over the instructions' control
flow: a register, or the flags, reused for the loop counter after holding a
limb is public again. Stack slots are followed like registers, so a public
value spilled around a call and reloaded stays public; a load from anywhere
else, or from a slot the function never stored (a stack argument), is
secret. A call to a static helper in the same object is analysed with the
call site's taint and the helper's branches are blamed on the caller; so
is a compiler helper that is this project's own code (lx106's __muldi3),
audited on its own with every argument secret (audit_helpers). Calls left
inside loops (seed 000's -Os inlining loss) are counted and named.

Xtensa comes in two ABIs: lx106's call0, and the windowed one of the lab's
ESP32 (LX6) and ESP32-S3 (LX7) toolchains (LAB_TOOLCHAINS, built by
`ctbench toolchain build`, used once built), where a callN rotates the
caller's registers by N (_rotated) and -mlongcalls turns a call into an
l32r + callx pair (_longcall).
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Callable, Iterable, Mapping
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from ctbench.ctlab import objcache
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import xtensa_gcc
from ctbench.targets.variants import resolve_variant

FLAGS = "flags"   # the condition flags as a pseudo-register (x86, Arm)
SAR = "sar"       # Xtensa's shift-amount register
MEMORY = "memory"   # an operand an instruction reads from memory (x86 `div (%rsi)`)

# ------------------------------------------------------------------ parsing


@dataclass(frozen=True)
class Insn:
    addr: int
    mnemonic: str
    ops: tuple[str, ...]     # operands, the direct target removed
    text: str                # for details: "bltu a8, a2, 25"
    target: int | None       # a direct branch, jump or call target
    reloc: str | None = None  # symbol of the first relocation at this instruction
    # Xtensa -mlongcalls: the callee of an "l32r aX, <literal>" that the
    # assembler expanded from a call (R_XTENSA_ASM_EXPAND); the callx after
    # it goes through aX
    expand: str | None = None


_SYMBOL = re.compile(r"^[0-9a-f]+ <([^>]+)>:$")
_INSN = re.compile(r"^\s*([0-9a-f]+):\t(.*)$")
_RELOC = re.compile(r"^\s*[0-9a-f]+: (R_\w+)\s+(\S+)")
_COMMENT = re.compile(r"\s+[#@;]\s.*$")   # not Arm's "#4": a marker then a space
_TARGET = re.compile(r"^([0-9a-f]+) <[^>]+>$")
_X86_PREFIXES = frozenset({"rep", "repz", "repnz", "repe", "repne", "lock", "notrack",
                           "bnd", "cs", "ds", "ss", "es", "data16", "addr32"})


def split_operands(s: str) -> list[str]:
    """Operands split at the commas outside (), [] and {}."""
    out: list[str] = []
    depth, cur = 0, ""
    for ch in s:
        depth += (ch in "([{") - (ch in ")]}")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _parse_insn(addr: int, body: str) -> Insn | None:
    words = _COMMENT.sub("", body).strip().split(None, 1)
    rep = ""   # x86 rep prefixes stay in the text: they make a string op a loop
    while len(words) == 2 and words[0] in _X86_PREFIXES:
        rep = f"{words[0]} " if words[0].startswith("rep") else rep
        words = words[1].split(None, 1)
    if not words or words[0].startswith((".", "(")) or words[0] in _X86_PREFIXES:
        return None   # data (.byte), (bad), a lone prefix
    ops = split_operands(words[1]) if len(words) == 2 else []
    target = None
    if ops and (t := _TARGET.match(ops[-1])) is not None:
        target = int(t.group(1), 16)
        ops[-1] = t.group(1)
    text = f"{rep}{words[0]} {', '.join(ops)}".strip()
    return Insn(addr, words[0], tuple(ops[:-1] if target is not None else ops), text, target)


def parse_objdump(text: str) -> dict[str, list[Insn]]:
    """The functions of an `objdump -dr` listing: symbol -> instructions.
    Local labels (.L*, which RISC-V keeps) stay in their function."""
    functions: dict[str, list[Insn]] = {}
    current: list[Insn] | None = None
    for line in text.splitlines():
        if (sym := _SYMBOL.match(line)) is not None:
            if not sym.group(1).startswith(".L"):
                current = functions.setdefault(sym.group(1), [])
        elif current is None:
            continue
        elif (rel := _RELOC.match(line)) is not None:
            if current and rel.group(1) == "R_XTENSA_ASM_EXPAND":
                current[-1] = replace(current[-1], expand=rel.group(2))
            elif (current and current[-1].reloc is None and "RELAX" not in rel.group(1)
                    and rel.group(2) != "*ABS*"):
                current[-1] = replace(current[-1], reloc=rel.group(2))
        elif (ins := _INSN.match(line)) is not None:
            insn = _parse_insn(int(ins.group(1), 16), ins.group(2))
            if insn is not None:
                current.append(insn)
    return functions


def symbol_name(reloc: str) -> str:
    """`.text.ctb_ct_core_lt-0x4` -> `ctb_ct_core_lt`; `memset-0x4` -> `memset`."""
    return re.sub(r"[+-]0x[0-9a-f]+$", "", reloc).removeprefix(".text.")

# --------------------------------------------------------------------- ISAs


@dataclass(frozen=True)
class Effect:
    """What one instruction does to the taint state."""
    reads: frozenset[str] = frozenset()    # flow into `writes`
    writes: frozenset[str] = frozenset()
    loaded: frozenset[str] = frozenset()   # receive a value from memory
    stored: frozenset[str] = frozenset()   # stored to `slot`
    slot: str | None = None                # the stack slot loaded or stored
    clobber: bool = False                  # the slot's value is no longer known
    # (unless, with `rmw`, it was public and the operands are: x86's
    # `addq $0x10, 0xa8(%rsp)`, a spilled pointer stepped through its data)
    rmw: str = ""                          # the read-modify-write's mnemonic
    literal: bool = False                  # the load reads a constant (l32r, [pc])
    public: bool = False                   # writes are public whatever the reads
    kind: str = ""   # "", branch, it, select, jump, ijump (indirect), call, ret
    tests: frozenset[str] = frozenset()    # what a branch, it or select decides on,
                                           # the register an ijump or call goes through
    address: frozenset[str] = frozenset()  # what a memory access's address is made of
    timing: frozenset[str] = frozenset()   # operands that set the duration (MEMORY:
                                           # the one loaded), by `timed`:
    timed: str = ""                        # "division", "multiplication", "length"
    window: int = 0                        # a call's window rotation (Xtensa callN: N)
    # strd: the two registers in the order of the two slots `slot` names,
    # so that each slot gets its own register's taint, not both
    pair: tuple[str, ...] = ()


SLOTS_SEP = "|"   # an Effect.slot naming several stack slots (Arm ldrd/strd)


def _slot_names(slot: str) -> list[str]:
    return slot.split(SLOTS_SEP)


def _one(name: str) -> frozenset[str]:
    return frozenset({name})


@dataclass(frozen=True)
class Isa:
    name: str
    arg_regs: tuple[str, ...]
    ret_regs: tuple[str, ...]
    sp: str
    dest_last: bool                     # AT&T: the destination is the last operand
    loads: re.Pattern[str]
    stores: re.Pattern[str]
    branches: re.Pattern[str]           # conditional branches: the sinks
    jumps: re.Pattern[str]              # unconditional jumps
    calls: re.Pattern[str]
    returns: re.Pattern[str]            # matched against the mnemonic or the text
    immediates: re.Pattern[str]         # write a constant: the result is public
    canon: Callable[[str], str | None]  # register token -> canonical name, or None
    decode: Callable[[Isa, Insn], Effect]
    pieces: Callable[[str], frozenset[str]] = _one   # the taint pieces of a name
    xlen: int = 32                      # register width: a helper's 64-bit operand
                                        # takes two argument registers at 32

    def dest_and_sources(self, ops: tuple[str, ...]) -> tuple[tuple[str, ...],
                                                              tuple[str, ...]]:
        if not ops:
            return (), ()
        return (ops[-1:], ops[:-1]) if self.dest_last else (ops[:1], ops[1:])

    def call_args(self, window: int = 0) -> tuple[str, ...]:
        """The argument registers as a caller names them: arg_regs, or for
        a windowed call (Xtensa callN) the callee's a2..a7 rotated by N."""
        return _rotated(self.arg_regs, window)

    def call_rets(self, window: int = 0) -> tuple[str, ...]:
        """Where a call's return value arrives in the caller."""
        return _rotated(self.ret_regs, window)


def _rotated(regs: Iterable[str], window: int) -> tuple[str, ...]:
    """Registers of a callee as its caller names them. Xtensa's callN (N 4,
    8, 12) rotates the register window by N: the callee's aK is the caller's
    a(K+N), and one past a15 is not the caller's to see (an argument there
    goes on the stack). Window 0 (call0, and every other ISA): the same."""
    if not window:
        return tuple(regs)
    out = []
    for r in regs:
        k = int(r[1:]) + window
        if 0 <= k <= 15:
            out.append(f"a{k}")
    return tuple(out)


def _regs(isa: Isa, ops: Iterable[str]) -> frozenset[str]:
    """The taint pieces of the registers named in some operands."""
    found: set[str] = set()
    for op in ops:
        for tok in re.findall(r"%?\b[a-z][a-z0-9]*\b", op):
            reg = isa.canon(tok)
            if reg is not None:
                found |= isa.pieces(reg)
    return frozenset(found)


def _names(isa: Isa, regs: Iterable[str]) -> frozenset[str]:
    """The taint pieces of canonical register names (the ABI tables)."""
    return frozenset(p for r in regs for p in isa.pieces(r))


def _shown(regs: Iterable[str]) -> str:
    return ", ".join(sorted({r.removesuffix(".b") for r in regs}))


def _control(isa: Isa, insn: Insn, m: str) -> Effect | None:
    """Returns, conditional branches, calls and jumps, for every ISA."""
    if isa.returns.fullmatch(m) or isa.returns.fullmatch(insn.text):
        return Effect(kind="ret")
    if isa.branches.fullmatch(m):
        tests = _regs(isa, insn.ops) if insn.ops else _one(FLAGS)
        return Effect(reads=tests, kind="branch", tests=tests)
    # an indirect jump or call goes through its operand register (a memory
    # operand: x86's decode turns it into an address)
    through = _regs(isa, insn.ops) if insn.target is None else frozenset()
    if isa.calls.fullmatch(m):
        return Effect(reads=_regs(isa, insn.ops), kind="call", tests=through)
    if isa.jumps.fullmatch(m):
        return Effect(kind="jump" if insn.target is not None else "ijump", tests=through)
    return None


def _general(isa: Isa, insn: Insn, extra_reads: frozenset[str] = frozenset()) -> Effect:
    """An operation: the destination operand from the sources."""
    dst, srcs = isa.dest_and_sources(insn.ops)
    if isa.immediates.fullmatch(insn.mnemonic):
        return Effect(writes=_regs(isa, dst), public=True)
    return Effect(reads=_regs(isa, srcs) | extra_reads, writes=_regs(isa, dst))

# x86-64, AT&T syntax


def _x86_canon_table() -> dict[str, str]:
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


_X86_REGS = _x86_canon_table()
_X86_GPRS = frozenset(v for v in _X86_REGS.values() if "." not in v and v[0] == "r")


def _x86_canon(tok: str) -> str | None:
    return _X86_REGS.get(tok[1:]) if tok.startswith("%") else None


def _x86_pieces(name: str) -> frozenset[str]:
    if name.endswith(".b") or name.removesuffix(".w") not in _X86_GPRS:
        return _one(name)
    reg = name.removesuffix(".w")
    return frozenset({reg, reg + ".b"})


_X86_FLAG_WRITERS = re.compile(
    r"(add|adc|sub|sbb|and|or|xor|cmp|test|neg|inc|dec|sh[lr]|sa[lr]|ro[lr]|rc[lr]|i?mul"
    r"|i?div|bt[src]?|bs[fr]|popcnt|lzcnt|tzcnt|andn|ptest)[bwlq]?|cmc|stc|clc")
_X86_FLAG_READERS = re.compile(r"(adc|sbb|rc[lr])[bwlq]?")
_X86_NO_DEST = re.compile(r"(cmp|test|bt)[bwlq]?|ptest|u?comis[sd]")
_X86_MOVES = re.compile(r"(mov|lea|cvt|pmov[sz]x|pshuf|bs[fr]|popcnt|lzcnt|tzcnt).*")
_X86_ZEROING = re.compile(r"(xor|sub)[bwlq]?|pxor|xorp[sd]|psub[bwdq]")
# Variable-time instructions, mnemonic -> what. Intel's "Data Operand
# Independent Timing Instruction List" (software security guidance, 2022)
# lists MUL, IMUL and MULX and leaves out DIV and IDIV: division only. (Not
# re-read for this table: the page was not in the reference store.)
_X86_VARIABLE_TIME = {"div": "division", "idiv": "division"}
_X86_IMPLICIT: dict[str, tuple[tuple[str, ...], tuple[str, ...]]] = {
    "cltq": (("rax",), ("rax",)), "cwtl": (("rax",), ("rax",)),
    "cqto": (("rax",), ("rdx",)), "cltd": (("rax",), ("rdx",)),
    "stos": (("rdi", "rcx"), ("rdi", "rcx")),   # rep stos: the pointer and count move
}


def _x86_mem(op: str) -> bool:
    return "(" in op


def _x86_slot(op: str) -> str | None:
    return op if re.fullmatch(r"(-?0x[0-9a-f]+|-?\d+)?\(%rsp\)", op) else None


def _x86_special(isa: Isa, m: str, ops: tuple[str, ...]) -> Effect | None:
    """Instructions with implicit operands or no destination operand."""
    if m.startswith("cmov"):   # a select: constant time, a WARN at most
        dest = _regs(isa, ops[-1:])
        mem = _x86_mem(ops[0])
        return Effect(reads=dest | {FLAGS} | (frozenset() if mem else _regs(isa, ops[:1])),
                      writes=dest, loaded=dest if mem else frozenset(), kind="select",
                      tests=_one(FLAGS))
    if m.startswith("set"):    # writes a whole byte (to memory: a store, not followed)
        return Effect() if _x86_mem(ops[0]) else Effect(reads=_one(FLAGS),
                                                        writes=_regs(isa, ops))
    implicit = _X86_IMPLICIT.get(m) or _X86_IMPLICIT.get(m[:-1])
    if implicit is not None:
        return Effect(reads=_names(isa, implicit[0]), writes=_names(isa, implicit[1]))
    if m.startswith("push"):
        return Effect(reads=_one("rsp"), writes=_one("rsp"))
    if m.startswith("pop"):
        return Effect(reads=_one("rsp"), writes=_one("rsp"),
                      loaded=_regs(isa, ops) - {"rsp"})
    if m.startswith("leave"):   # mov %rbp,%rsp; pop %rbp
        return Effect(reads=_one("rsp"), writes=_one("rsp"), loaded=_names(isa, ["rbp"]))
    if re.fullmatch(r"(i?mul|i?div)[bwlq]?", m) and len(ops) == 1:   # rdx:rax forms
        out = _names(isa, ("rax", "rdx", FLAGS))
        mem = _x86_mem(ops[0])
        return Effect(reads=_names(isa, ("rax", "rdx")) | (frozenset() if mem
                                                           else _regs(isa, ops)),
                      writes=out, loaded=out if mem else frozenset(), slot=_x86_slot(ops[0]))
    if _X86_NO_DEST.fullmatch(m) or not ops:
        flags_out = _one(FLAGS) if _X86_FLAG_WRITERS.fullmatch(m) else frozenset()
        return Effect(reads=_regs(isa, [o for o in ops if not _x86_mem(o)]), writes=flags_out,
                      loaded=flags_out if any(map(_x86_mem, ops)) else frozenset(),
                      slot=next((_x86_slot(o) for o in ops if _x86_mem(o)), None)
                      if flags_out else None)   # cmp/test of a stack slot: a load
    return None


def _x86_operation(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic, insn.ops
    if m.startswith(("nop", "endbr", "pause")) or (m == "xchg" and len(set(ops)) == 1):
        return Effect()
    if m in ("jrcxz", "jecxz"):
        return Effect(reads=_names(isa, ["rcx"]), kind="branch", tests=_names(isa, ["rcx"]))
    if (eff := _control(isa, insn, m) or _x86_special(isa, m, ops)) is not None:
        return eff
    flags_out = _one(FLAGS) if _X86_FLAG_WRITERS.fullmatch(m) else frozenset()
    flags_in = _one(FLAGS) if _X86_FLAG_READERS.fullmatch(m) else frozenset()
    (dst,), srcs = isa.dest_and_sources(ops)
    reg_src = [s for s in srcs if not _x86_mem(s)]
    mem_src = [s for s in srcs if _x86_mem(s)]
    if _x86_mem(dst):
        if isa.stores.fullmatch(m):
            return Effect(stored=_regs(isa, reg_src), slot=_x86_slot(dst))
        # read-modify-write of memory: the flags come from memory too
        return Effect(reads=_regs(isa, reg_src) | flags_in, writes=flags_out,
                      loaded=flags_out, slot=_x86_slot(dst), clobber=True, rmw=m)
    dest = _regs(isa, [dst])
    if _X86_ZEROING.fullmatch(m) and len(srcs) == 1 and _regs(isa, srcs) == dest:
        return Effect(writes=dest | flags_out, public=True)   # xor r, r and sub r, r
    if m == "lea":
        return Effect(reads=_regs(isa, srcs), writes=dest)
    partial = _X86_REGS.get(dst[1:], "").endswith(".w")   # 16-bit: keeps bits 16-63
    rmw = (not _X86_MOVES.fullmatch(m) and len(ops) <= 2) or m == "xchg" or partial
    reads = _regs(isa, reg_src) | (dest if rmw else frozenset()) | flags_in
    writes = dest | flags_out | (_regs(isa, reg_src) if m == "xchg" else frozenset())
    if mem_src and isa.loads.fullmatch(m):
        return Effect(reads=reads, writes=writes, loaded=writes, slot=_x86_slot(mem_src[0]))
    return Effect(reads=reads, writes=writes)


def _x86_decode(isa: Isa, insn: Insn) -> Effect:
    """_x86_operation's effect, with the address of a memory operand (of any
    instruction but lea and nop: "disp(base,index,scale)"), a division's
    operands, and a rep string op's count."""
    eff, m = _x86_operation(isa, insn), insn.mnemonic
    mem = [o[o.index("("):] for o in insn.ops if _x86_mem(o)]
    if mem and not m.startswith(("lea", "nop")):
        eff = replace(eff, address=_regs(isa, mem),
                      tests=frozenset() if eff.kind in ("ijump", "call") else eff.tests)
    if (what := _X86_VARIABLE_TIME.get(re.sub(r"[bwlq]$", "", m))) is not None:
        eff = replace(eff, timing=eff.reads | ({MEMORY} if mem else set()), timed=what)
    if insn.text.startswith("rep") and eff.kind == "":   # rep stos, rep movs: rcx times
        eff = replace(eff, timing=_names(isa, ["rcx"]), timed="length")
    return eff

# Arm, Thumb-2 unified syntax


_ARM_CONDS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le"
_ARM_DP = frozenset({"add", "adc", "sub", "sbc", "rsb", "rsc", "and", "orr", "orn", "eor",
                     "bic", "mov", "mvn", "lsl", "lsr", "asr", "ror", "rrx", "mul", "mla",
                     "umull", "umlal", "smull", "smlal", "neg"})
# the two-operand Thumb forms of these read their destination: "adds r5, #1"
_ARM_BINARY = frozenset({"add", "adc", "sub", "sbc", "rsb", "and", "orr", "orn", "eor",
                         "bic", "lsl", "lsr", "asr", "ror", "mul"})
_ARM_ALIASES = {"ip": "r12", "fp": "r11", "sl": "r10", "sb": "r9"}
# Variable-time instructions, mnemonic -> what, for the Cortex-M4 this audit
# compiles for. Cortex-M4 TRM (ARM DDI 0439), table 3-1: MUL, MLA, MLS and
# the long UMULL/SMULL/UMLAL/SMLAL take 1 cycle, SDIV and UDIV 2 to 12 ("early
# termination" on the operands' leading zeros and ones). A Cortex-M3 (DDI 0337,
# the same table) would add the long multiplies: 3-5 cycles (accumulating
# 4-7), early-terminating too.
_ARM_VARIABLE_TIME = {"udiv": "division", "sdiv": "division"}


def _arm_canon(tok: str) -> str | None:
    if tok in _ARM_ALIASES:
        return _ARM_ALIASES[tok]
    return tok if re.fullmatch(r"r([0-9]|1[0-5])|sp|lr|pc", tok) else None


def _arm_mnemonic(insn: Insn) -> str:
    return insn.mnemonic.removesuffix(".n").removesuffix(".w")


def _arm_memory(isa: Isa, m: str, ops: tuple[str, ...]) -> Effect:
    """ldr*/str*: "[rn, #imm]", "[rn, #imm]!" (pre-index) or "[rn], #imm"
    (post-index) both write rn back."""
    pair = 2 if m.endswith("d") else 1   # ldrd, strd
    at = next((k for k, o in enumerate(ops) if o.startswith("[")), len(ops))
    mem = ops[at] if at < len(ops) else ""
    base = _regs(isa, [mem.strip("[]!").split(",")[0]])
    back = base if mem.endswith("!") or at + 1 < len(ops) else frozenset()
    slot = mem if re.fullmatch(r"\[sp(, #-?\d+)?\]", mem) else None
    if slot is not None and pair == 2:
        # ldrd/strd move two words: both slots, so that a later ldr of the
        # second word finds what strd put there (SLOTS_SEP joins them)
        at_off = int(slot.partition("#")[2].rstrip("]") or 0)
        slot = SLOTS_SEP.join(f"[sp, #{o}]" if o else "[sp]" for o in (at_off, at_off + 4))
    address = _regs(isa, [mem])   # base and index: "[r1, r0, lsl #2]"
    if isa.loads.fullmatch(m):
        return Effect(reads=back, writes=back, loaded=_regs(isa, ops[:pair]), slot=slot,
                      literal=base == {"pc"}, address=address)
    ordered = tuple(r for r in (isa.canon(o) for o in ops[:pair]) if r is not None)
    return Effect(reads=back, writes=back, stored=_regs(isa, ops[:pair]), slot=slot,
                  address=address,
                  pair=ordered if pair == 2 and slot is not None and len(ordered) == 2 else ())


def _arm_decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = _arm_mnemonic(insn), insn.ops
    reglist = _regs(isa, [o for o in ops if o.startswith("{")])
    if "pc" in reglist and m in ("pop", "ldm", "ldmia", "ldmfd"):
        return Effect(kind="ret")
    if m == "ldr" and ops[:1] == ("pc",):   # from the stack a return, else a table jump
        load = _arm_memory(isa, m, ops)
        return replace(load, loaded=frozenset(),
                       kind="ret" if load.address == {"sp"} else "ijump")
    if m == "bx":
        return Effect(kind="ret") if ops == ("lr",) else Effect(kind="ijump",
                                                               tests=_regs(isa, ops))
    if m in ("tbb", "tbh"):   # "[pc, r3]": a table in the code, indexed by r3
        return Effect(kind="ijump", address=_regs(isa, ops))
    if m in ("cbz", "cbnz"):
        tests = _regs(isa, ops)
        return Effect(reads=tests, kind="branch", tests=tests)
    if re.fullmatch(r"it[te]{0,3}", m):
        return Effect(reads=_one(FLAGS), kind="it", tests=_one(FLAGS))
    if (ctl := _control(isa, insn, m)) is not None:
        return ctl
    if m in ("nop", "dmb", "dsb", "isb"):
        return Effect()
    if m in ("cmp", "cmn", "tst", "teq"):
        return Effect(reads=_regs(isa, ops), writes=_one(FLAGS))
    if m == "push" or m == "pop" or m.startswith(("stm", "ldm")):
        base = _one("sp") if m in ("push", "pop") else _regs(isa, ops[:1])
        back = base if m in ("push", "pop") or ops[0].endswith("!") else frozenset()
        return Effect(reads=back, writes=back, address=base,
                      loaded=reglist if m == "pop" or m.startswith("ldm") else frozenset())
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        return _arm_memory(isa, m, ops)
    sets_flags = m.endswith("s") and m[:-1] in _ARM_DP
    base_op = m[:-1] if sets_flags else m
    flags_out = _one(FLAGS) if sets_flags else frozenset()
    flags_in = _one(FLAGS) if base_op in ("adc", "sbc", "rsc", "rrx") else frozenset()
    if isa.immediates.fullmatch(m) and all(o.startswith("#") for o in ops[1:]):
        return Effect(writes=_regs(isa, ops[:1]) | flags_out, public=True)
    ndest = 2 if base_op in ("umull", "umlal", "umaal", "smull", "smlal") else 1
    dest = _regs(isa, ops[:ndest])
    reads = _regs(isa, ops[ndest:]) | flags_in
    if base_op in ("umlal", "umaal", "smlal", "movt", "bfi", "bfc") or (
            base_op in _ARM_BINARY and len(ops) == 2):
        reads |= dest
    what = _ARM_VARIABLE_TIME.get(base_op, "")
    return Effect(reads=reads, writes=dest | flags_out, timing=reads if what else frozenset(),
                  timed=what)


def _arm_it_blocks(isa: Isa, insns: list[Insn], effects: list[Effect]) -> list[Effect]:
    """An instruction inside an IT block reads the flags, and keeps the old
    value of its destination when its condition fails."""
    out, pending = [], 0
    for insn, eff in zip(insns, effects, strict=True):
        if pending:
            pending -= 1
            m = _arm_mnemonic(insn)
            bare = m[:-2]
            if re.fullmatch(rf"\w+({_ARM_CONDS})", m) and (
                    bare.removesuffix("s") in _ARM_DP or isa.loads.fullmatch(bare)
                    or isa.stores.fullmatch(bare)):
                eff = _arm_decode(isa, replace(insn, mnemonic=bare))
            eff = replace(eff, reads=eff.reads | eff.writes | eff.loaded | {FLAGS},
                          public=False)
        if eff.kind == "it":
            pending = len(_arm_mnemonic(insn)) - 1   # it: 1, itt/ite: 2, ...
        out.append(eff)
    return out

# RISC-V


_RISCV_ABI = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",
              *(f"a{i}" for i in range(8)), *(f"s{i}" for i in range(2, 12)),
              *(f"t{i}" for i in range(3, 7))]
_RISCV_NAMES = {**{n: n for n in _RISCV_ABI}, **{f"x{i}": n for i, n in enumerate(_RISCV_ABI)},
                "fp": "s0"}


# Variable-time instructions. The scalar cryptography spec's Zkt extension
# (riscv-crypto, "Data Independent Execution Latency Subset: Zkt") lists mul,
# mulh, mulhsu, mulhu (and mulw) as data-independent in latency and excludes
# division and remainder. ESP32-C3/C6 documentation claims no Zkt, and says
# nothing of an early-terminating multiplier either: multiplication passes.
_RISCV_VARIABLE_TIME = re.compile(r"(div|rem)u?w?")


def _riscv_canon(tok: str) -> str | None:
    reg = _RISCV_NAMES.get(tok)
    return None if reg == "zero" else reg   # zero is a constant


def _riscv_decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic.removeprefix("c."), insn.ops
    if m in ("jal", "jalr"):   # rd ra (or implicit) is a call, rd zero a jump
        # jalr goes through rs1: "jalr a5" (rd ra implicit), "jalr zero,0(a5)"
        through = _regs(isa, ops[1:] if len(ops) > 1 else ops) if m == "jalr" else frozenset()
        if ops[:1] == ("zero",):
            return Effect(kind="jump" if insn.target is not None else "ijump", tests=through)
        return Effect(reads=_regs(isa, ops[1:] if ops[:1] == ("ra",) else ops), kind="call",
                      tests=through)
    if (ctl := _control(isa, insn, m)) is not None:
        return ctl
    if m == "jr":
        return Effect(kind="ijump", tests=_regs(isa, ops))
    if m in ("nop", "fence"):
        return Effect()
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        slot = ops[-1] if ops and re.fullmatch(r"-?\w*\(sp\)", ops[-1]) else None
        address = _regs(isa, ops[-1:])   # "imm(rs1)"
        if isa.loads.fullmatch(m):
            return Effect(loaded=_regs(isa, ops[:1]), slot=slot, address=address)
        return Effect(stored=_regs(isa, ops[:1]), slot=slot, address=address)
    eff = _general(isa, replace(insn, mnemonic=m))
    what = "division" if _RISCV_VARIABLE_TIME.fullmatch(m) else ""
    return replace(eff, timing=eff.reads if what else frozenset(), timed=what)

# Xtensa: the call0 ABI (lx106) and the windowed one (ESP32's LX6, the
# ESP32-S3's LX7). A windowed function starts with `entry a1, N`, which moves
# the stack pointer (an operation on a1: public), and ends with retw; a
# callN/callxN rotates the register window by N (Effect.window, _rotated).


# Variable-time instructions. The Xtensa ISA reference pages for QUOU, QUOS,
# REMU and REMS (32-bit Integer Divide option) and for MULL, MUL16U/S, MULUH
# and MULSH (MUL32, MUL16 options) give semantics and pipeline stages, and
# say nothing either way of operand-dependent latency, nor does any Espressif
# document found. Division is taken as variable time, as on every
# other core here; multiplication as constant time, which ctb_ct_mla and
# __muldi3 (mull) rely on: an assumption, untested on silicon.
_XTENSA_VARIABLE_TIME = dict.fromkeys(("quou", "quos", "remu", "rems"), "division")


def _xtensa_canon(tok: str) -> str | None:
    return tok if re.fullmatch(r"a([0-9]|1[0-5])", tok) else None


def _xtensa_decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic, insn.ops
    if (ctl := _control(isa, insn, m)) is not None:
        if ctl.kind == "call" and (w := re.fullmatch(r"callx?(4|8|12)", m)) is not None:
            return replace(ctl, window=int(w.group(1)))
        return ctl
    if m == "jx":
        return Effect(kind="ijump", tests=_regs(isa, ops))
    if m in ("nop", "nop.n", "memw", "isync", "extw"):
        return Effect()
    if m == "l32r":   # a literal pool entry: a constant
        return Effect(loaded=_regs(isa, ops[:1]), literal=True)
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        slot = f"{ops[1]}+{ops[2]}" if len(ops) == 3 and ops[1] == isa.sp else None
        address = _regs(isa, ops[1:2])   # "l32i a8, a3, 4": base a3
        if isa.loads.fullmatch(m):
            return Effect(loaded=_regs(isa, ops[:1]), slot=slot, address=address)
        return Effect(stored=_regs(isa, ops[:1]), slot=slot, address=address)
    if m in _XTENSA_VARIABLE_TIME:
        return replace(_general(isa, insn), timing=_regs(isa, ops[1:]),
                       timed=_XTENSA_VARIABLE_TIME[m])
    if re.fullmatch(r"mov(eqz|nez|ltz|gez)", m):   # a select: constant time
        return Effect(reads=_regs(isa, ops), writes=_regs(isa, ops[:1]), kind="select",
                      tests=_regs(isa, ops[2:3]))
    if m in ("ssl", "ssr", "ssa8l", "ssa8b", "ssai"):
        return Effect(reads=_regs(isa, ops), writes=_one(SAR))
    sar = _one(SAR) if m in ("sll", "srl", "sra", "src") else frozenset()
    return _general(isa, insn, sar)


ISAS: dict[str, Isa] = {
    "x86_64": Isa(
        name="x86_64", arg_regs=("rdi", "rsi", "rdx", "rcx", "r8", "r9"),
        ret_regs=("rax", "rdx"), sp="rsp", dest_last=True,
        loads=re.compile(r"(?!lea|nop).*"),   # any, with a memory source operand
        stores=re.compile(r"mov.*|stos.*|set.*"),   # with a memory destination
        branches=re.compile(r"j(?!mp)[a-z]+"), jumps=re.compile(r"jmpq?"),
        calls=re.compile(r"callq?"), returns=re.compile(r"retq?|ud2|hlt"),
        immediates=re.compile(r"movabs"), canon=_x86_canon, decode=_x86_decode,
        pieces=_x86_pieces, xlen=64),
    "arm": Isa(
        name="arm", arg_regs=("r0", "r1", "r2", "r3"), ret_regs=("r0", "r1"), sp="sp",
        dest_last=False, loads=re.compile(r"ldr\w*|ldm\w*|pop"),
        stores=re.compile(r"str\w*|stm\w*|push"),
        branches=re.compile(rf"b({_ARM_CONDS})|cbn?z"), jumps=re.compile(r"b"),
        calls=re.compile(r"blx?"), returns=re.compile(r"bx lr|udf.*"),
        immediates=re.compile(r"movs?|movw|mvns?"), canon=_arm_canon, decode=_arm_decode),
    "riscv": Isa(
        name="riscv", arg_regs=tuple(f"a{i}" for i in range(8)), ret_regs=("a0", "a1"),
        sp="sp", dest_last=False, loads=re.compile(r"l[bhwd]u?(sp)?"),
        stores=re.compile(r"s[bhwd](sp)?"),
        branches=re.compile(r"b(eq|ne|lt|ge|gt|le)(u|z)?"), jumps=re.compile(r"j"),
        calls=re.compile(r"call"), returns=re.compile(r"ret|jr ra|ebreak|unimp"),
        immediates=re.compile(r"li|lui|auipc"), canon=_riscv_canon, decode=_riscv_decode),
    "xtensa": Isa(
        name="xtensa", arg_regs=tuple(f"a{i}" for i in range(2, 8)), ret_regs=("a2", "a3"),
        sp="a1", dest_last=False, loads=re.compile(r"l8ui|l16ui|l16si|l32i(\.n)?|l32ai|l32e"),
        stores=re.compile(r"s8i|s16i|s32i(\.n)?|s32ri|s32e"),
        branches=re.compile(r"b(eq|ne|ge|lt|geu|ltu|any|none|all|nall|bc|bs|eqz|nez|gez|ltz"
                            r"|eqi|nei|gei|lti|geui|ltui|bci|bsi)(\.n)?"),
        jumps=re.compile(r"j"), calls=re.compile(r"callx?(0|4|8|12)"),
        returns=re.compile(r"retw?(\.n)?|ill(\.n)?|break(\.n)?"),
        immediates=re.compile(r"movi(\.n)?"), canon=_xtensa_canon, decode=_xtensa_decode),
}


def decode(isa: Isa, insns: list[Insn]) -> list[Effect]:
    effects = [isa.decode(isa, i) for i in insns]
    if isa.name == "xtensa":
        effects = _xtensa_far_slots(isa, insns, effects)
    return _arm_it_blocks(isa, insns, effects) if isa.name == "arm" else effects


def _xtensa_imm(tok: str) -> int | None:
    try:
        return int(tok, 0)
    except ValueError:
        return None


def _xtensa_far_slots(isa: Isa, insns: list[Insn], effects: list[Effect]) -> list[Effect]:
    """Stack slots beyond l32i's reach (offsets over 1020: a frame that
    holds a big table): GCC makes the address in a register first, "movi a8,
    0x14b; slli a8, a8, 3; add.n a8, a8, a1", "movi.n a8, 80; addmi a8,
    a8, 0xa00; add.n a8, a8, a1" or "l32r a9, <literal 0xa60>; add.n a9, a9,
    a1", then loads or stores at it. Followed
    within straight-line code (a branch target or a call forgets), such an
    access gets the slot a1+<offset> that an l32i at a1 would name."""
    targets = {i.target for i in insns if i.target is not None}
    known: dict[str, tuple[str, int]] = {}   # register -> ("const" | "sp", value)
    out = []
    for ins, eff in zip(insns, effects, strict=True):
        if ins.addr in targets or eff.kind:
            known.clear()
        m, ops = ins.mnemonic, ins.ops
        val: tuple[str, int] | None = None
        if m in ("movi", "movi.n") and len(ops) == 2 and (v := _xtensa_imm(ops[1])) is not None:
            val = ("const", v)
        elif m == "l32r" and len(ops) == 2 and (lit := re.search(r"\(([0-9a-f]+) <", ops[1])):
            val = ("const", int(lit.group(1), 16))   # the literal, as objdump shows it
        elif len(ops) == 3 and m in ("slli", "addi", "addi.n", "addmi"):
            v, src = _xtensa_imm(ops[2]), known.get(ops[1])
            if v is not None and src is not None:
                if m == "slli" and src[0] == "const":
                    val = ("const", src[1] << v)
                elif m != "slli":
                    val = (src[0], src[1] + v)
            elif v is not None and m != "slli" and ops[1] == isa.sp:
                val = ("sp", v)
        elif len(ops) == 3 and m in ("add", "add.n"):
            a = ("sp", 0) if ops[1] == isa.sp else known.get(ops[1])
            b = ("sp", 0) if ops[2] == isa.sp else known.get(ops[2])
            if a is not None and b is not None and "const" in (a[0], b[0]):
                val = (a[0] if a[0] == "sp" else b[0], a[1] + b[1])
        if (eff.slot is None and (eff.loaded or eff.stored) and len(ops) == 3
                and (base := known.get(ops[1])) is not None and base[0] == "sp"
                and (off := _xtensa_imm(ops[2])) is not None and not eff.literal):
            eff = replace(eff, slot=f"{isa.sp}+{base[1] + off}")
        for r in eff.writes | eff.loaded:
            known.pop(r, None)
        if isa.sp in eff.writes | eff.loaded:   # the frame moved: constants stay
            known = {r: v for r, v in known.items() if v[0] == "const"}
        if val is not None and ops:
            known[ops[0]] = val
        out.append(eff)
    return out

# ----------------------------------------------------------------- analysis


@dataclass(frozen=True)
class State:
    regs: frozenset[str]                    # the secret registers (pieces)
    slots: tuple[tuple[str, bool], ...]     # stack slots of known taint
    # Of regs, those secret only as memory read at a public address: data is
    # assumed secret, but such a value used as a jump target is a jump table
    # entry or a function pointer, and code addresses are not secrets.
    data: frozenset[str] = frozenset()
    # Public registers that point into public memory (an argument of
    # analyse()'s `public_memory`, or an address computed from one with
    # public values only), and the stack slots that hold one: a load through
    # such a pointer reads a public value (a curve's limb count, the
    # address of its modulus), not a secret one.
    pub: frozenset[str] = frozenset()
    pub_slots: frozenset[str] = frozenset()

    def join(self, other: State) -> State:
        theirs = dict(other.slots)
        regs = self.regs | other.regs
        return State(regs, tuple((k, v or theirs[k]) for k, v in self.slots if k in theirs),
                     regs - self.hard - other.hard, (self.pub & other.pub) - regs,
                     self.pub_slots & other.pub_slots)

    @property
    def hard(self) -> frozenset[str]:
        """The secret registers whose secret is more than data at a public address."""
        return self.regs - self.data


@dataclass
class Analysis:
    failures: list[str] = field(default_factory=list)
    warnings: list[str] = field(default_factory=list)
    branches: int = 0
    calls_in_loops: int = 0
    loop_callees: list[str] = field(default_factory=list)
    secret_return: frozenset[str] = frozenset()


# library calls whose result is their first argument (memset(dst, ...) -> dst),
# -> the arguments that are addresses; the third is the length
_RETURNS_ARG0 = {"memset": (0,), "memcpy": (0, 1), "memmove": (0, 1)}

# Compiler helpers of variable time, name -> (what, bits of each of its two
# operands): the libgcc and AEABI divisions (a shift-and-subtract loop, or
# the hardware divider), and libgcc's __mulsi3 for cores without a
# multiplier (libgcc/config/riscv/muldi3.S: a loop over the multiplier's
# bits). A call with a secret operand is a FAIL.
_VARIABLE_TIME_HELPERS: dict[str, tuple[str, int]] = {
    **dict.fromkeys(("__udivsi3", "__umodsi3", "__divsi3", "__modsi3", "__udivmodsi4",
                     "__divmodsi4", "__aeabi_uidiv", "__aeabi_idiv", "__aeabi_uidivmod",
                     "__aeabi_idivmod"), ("division", 32)),
    **dict.fromkeys(("__udivdi3", "__umoddi3", "__divdi3", "__moddi3", "__udivmoddi4",
                     "__divmoddi4", "__aeabi_uldivmod", "__aeabi_ldivmod"), ("division", 64)),
    **dict.fromkeys(("__udivti3", "__umodti3", "__divti3", "__modti3", "__udivmodti4",
                     "__divmodti4"), ("division", 128)),
    "__mulsi3": ("multiplication", 32),
}


@dataclass(frozen=True)
class _Function:
    """One function, decoded: per instruction its effect, and the symbol it
    leaves for (a call or a tail call), if any."""
    name: str
    insns: list[Insn]
    effects: list[Effect]
    callees: list[str | None]
    leaves: list[bool]
    index: dict[int, int]   # address -> instruction number


def _longcall(insns: list[Insn], k: int) -> str | None:
    """The callee of an Xtensa -mlongcalls call: the assembler expands
    `call8 f` into `l32r aX, <literal of f>` and `callxN aX`, adjacent, and
    marks the l32r with an R_XTENSA_ASM_EXPAND relocation against f (for
    the linker to shrink the pair back). Any other callx (a function
    pointer) has no such l32r just before it: unknown."""
    ins = insns[k]
    if k == 0 or not re.fullmatch(r"callx(0|4|8|12)", ins.mnemonic) or len(ins.ops) != 1:
        return None
    prev = insns[k - 1]
    if prev.mnemonic == "l32r" and prev.expand and prev.ops[:1] == ins.ops:
        return prev.expand
    return None


def _callee(fn: str, insns: list[Insn], k: int, starts: dict[int, str]) -> str | None:
    """The symbol a call or jump goes to when it leaves the function: the
    relocation at it, or at the auipc of a RISC-V auipc+jalr pair, or at an
    Xtensa longcall's l32r (_longcall). Objects built without
    -ffunction-sections call their static functions with no relocation, or
    one against the section (".text+0x14"): the target is then the function
    starting there, if any, and otherwise a place inside this function
    (Xtensa keeps relocations on local jumps for relaxation)."""
    reloc = insns[k].reloc
    if reloc is None and k > 0 and insns[k - 1].mnemonic == "auipc":
        reloc = insns[k - 1].reloc
    if reloc is None and (far := _longcall(insns, k)) is not None:
        # a section-relative literal names the function by its offset
        at = re.fullmatch(r"\.text\+0x([0-9a-f]+)", far)
        name = starts.get(int(at.group(1), 16)) if at is not None else symbol_name(far)
        return None if name is None or name == fn else name
    name = symbol_name(reloc) if reloc else None
    if name is None or name.startswith(".") and not name.startswith(".L"):
        # no relocation (the assembler resolved a local call) or one against
        # the section: the function that starts at the target, if any
        target = insns[k].target
        name = starts.get(target) if target is not None else None
    return None if name is None or name == fn or name.startswith(".L") else name


def _library_call(isa: Isa, eff: Effect, callee: str | None) -> Effect:
    """A call's effect, with what a library callee's arguments decide: a
    variable-time helper's operands, and memcpy's (memset's...) length, its
    duration."""
    args = isa.call_args(eff.window)   # the caller's names for them
    if callee in _VARIABLE_TIME_HELPERS:
        what, bits = _VARIABLE_TIME_HELPERS[callee]
        operands = args[:2 * -(-bits // isa.xlen)]   # two of `bits` each
        return replace(eff, timing=_names(isa, operands), timed=what)
    if callee in _RETURNS_ARG0:
        return replace(eff, timing=_names(isa, args[2:3]), timed="length")
    return eff


def _function(isa: Isa, name: str, insns: list[Insn],
              starts: dict[int, str] | None = None) -> _Function:
    """`starts`: the address each function of the object begins at."""
    decoded = decode(isa, insns)
    callees = [_callee(name, insns, k, starts or {}) for k in range(len(insns))]
    leaves = [e.kind == "call" or e.kind in ("jump", "ijump") and c is not None
              for e, c in zip(decoded, callees, strict=True)]
    effects = [_library_call(isa, e, c) if out else e
               for e, c, out in zip(decoded, callees, leaves, strict=True)]
    return _Function(name, insns, effects, callees, leaves,
                     {ins.addr: k for k, ins in enumerate(insns)})


class _Analyser:
    """The taint analysis of the functions of one object file."""

    def __init__(self, isa: Isa, functions: dict[str, list[Insn]],
                 flow_sensitive: bool = True,
                 helpers: Mapping[str, Analysis] | None = None) -> None:
        self.isa = isa
        self.functions = functions
        self.flow_sensitive = flow_sensitive
        self.helpers = helpers or {}
        self.memo: dict[tuple[str, frozenset[str], frozenset[str]], Analysis] = {}
        self.starts = {insns[0].addr: name for name, insns in functions.items() if insns}
        self.active: set[str] = set()
        self.rets = _names(isa, isa.ret_regs)

    def call(self, callee: str | None, state: State,
             window: int = 0) -> tuple[frozenset[str], Analysis | None]:
        """The secret return registers of a call, and the callee's analysis
        when it is a helper in this object, or an audited helper
        (audit_helpers) given a secret. An unknown callee returns a secret
        when any argument register holds one. Registers are the caller's,
        `window` its rotation (Xtensa callN): a helper in this object is
        analysed with the caller's secret arguments as its own a2..a7, and
        its secret a2/a3 return into the caller's a(2+N)/a(3+N)."""
        isa = self.isa
        args = _names(isa, isa.call_args(window)) & state.regs
        rets = _names(isa, isa.call_rets(window))
        if callee in self.functions and callee not in self.active:
            pub = _names(isa, isa.call_args(window)) & state.pub
            sub = self.run(callee, frozenset(_rotated(args, -window)),
                           frozenset(_rotated(pub, -window)))
            return frozenset(_rotated(sub.secret_return, window)), sub
        if (helper := self.helpers.get(callee or "")) is not None:   # all args secret
            return (rets, helper) if args else (frozenset(), None)
        if callee in _RETURNS_ARG0:
            first = _names(isa, isa.call_args(window)[:1])
            return (_names(isa, isa.call_rets(window)[:1]) if first & args
                    else frozenset()), None
        return (rets if args else frozenset()), None

    def step(self, f: _Function, k: int, state: State) -> State:
        """The state after instruction k."""
        eff = f.effects[k]
        regs, slots, hard = set(state.regs), dict(state.slots), set(state.hard)
        state_slots = dict(state.slots)
        pub, pub_slots = set(state.pub), set(state.pub_slots)
        if f.leaves[k]:
            secret, _ = self.call(f.callees[k], state, eff.window)
            rets = _names(self.isa, self.isa.call_rets(eff.window))
            regs = (regs - rets - {FLAGS}) | secret
            hard = (hard - rets - {FLAGS}) | secret
            pub -= rets
        else:
            secret_in = bool(eff.reads & state.regs) and not eff.public
            hard_in = bool(eff.reads & state.hard) and not eff.public
            from_memory = self.reads_secret(eff, state) and not self.reads_public(eff, state)
            # a pointer into public memory: moved, or offset by public values
            # (not a load, nor a constant written over it)
            pub -= eff.writes | eff.loaded
            if (eff.reads & state.pub and not secret_in and not eff.loaded
                    and not eff.public):
                pub |= eff.writes
            elif eff.loaded and eff.slot is not None and all(
                    n in state.pub_slots for n in _slot_names(eff.slot)):
                pub |= eff.loaded
            # only data at a public address: not through a secret, not a slot
            # the function stored a secret to
            public_data = not eff.address & state.regs and (
                eff.slot is None or not any(n in slots for n in _slot_names(eff.slot)))
            regs -= eff.writes | eff.loaded
            hard -= eff.writes | eff.loaded
            if secret_in:
                regs |= eff.writes
            if hard_in:
                hard |= eff.writes
            if from_memory or secret_in:
                regs |= eff.loaded
            if hard_in or from_memory and not public_data:
                hard |= eff.loaded
            for i, name in enumerate(_slot_names(eff.slot) if eff.slot is not None else ()):
                stored = {eff.pair[i]} if eff.pair else eff.stored
                if eff.clobber and state_slots.get(name) is False and not (
                        eff.reads & state.regs):
                    # public operands on a public slot: still public; an
                    # add or sub of them keeps a pointer into public memory
                    slots[name] = False
                    if not re.fullmatch(r"(add|sub)[bwlq]?", eff.rmw):
                        pub_slots.discard(name)
                elif eff.clobber:
                    slots.pop(name, None)
                    pub_slots.discard(name)
                elif not eff.loaded:
                    slots[name] = bool(stored & state.regs)
                    if stored and stored <= state.pub:
                        pub_slots.add(name)
                    else:
                        pub_slots.discard(name)
            if self.isa.sp in eff.writes | eff.loaded:
                slots.clear()   # the stack pointer moved: the slot names are stale
                pub_slots.clear()
        pub -= regs
        if not self.flow_sensitive:
            regs, hard = regs | state.regs, hard | state.hard
            return State(frozenset(regs), (), frozenset(regs - hard))
        return State(frozenset(regs), tuple(sorted(slots.items())), frozenset(regs - hard),
                     frozenset(pub), frozenset(pub_slots))

    @staticmethod
    def reads_secret(eff: Effect, state: State) -> bool:
        """Whether what an instruction loads is secret: anything but a
        literal, or a stack slot the function stored a public value to."""
        slots = dict(state.slots)
        return not eff.literal and (eff.slot is None or any(
            slots.get(n, True) for n in _slot_names(eff.slot)))

    @staticmethod
    def reads_public(eff: Effect, state: State) -> bool:
        """Whether a load reads public memory: its address is made of a
        pointer into public memory and public values only."""
        return bool(eff.loaded and eff.address & state.pub
                    and not eff.address & state.regs)

    @staticmethod
    def successors(f: _Function, k: int) -> list[int]:
        kind, target = f.effects[k].kind, f.insns[k].target
        after = [k + 1] if k + 1 < len(f.insns) else []
        if kind in ("ret", "ijump") or kind == "jump" and f.leaves[k]:
            return []
        if kind == "jump":
            return [f.index[target]] if target in f.index else []
        if kind == "branch" and target in f.index:
            return [*after, f.index[target]]
        return after

    def solve(self, f: _Function, entry: State) -> list[State | None]:
        """The state before each instruction: a fixed point over the control
        flow. (Flow-insensitive: one state for all, a register secret
        anywhere is secret everywhere, and every load is secret.)"""
        n = len(f.insns)
        if not self.flow_sensitive:
            state = entry
            while True:
                new = state
                for k in range(n):
                    new = self.step(f, k, new)
                if new == state:
                    return [state] * n
                state = new
        states: list[State | None] = [None] * n
        roots = [0] if n else []
        while roots:
            for r in roots:
                states[r] = entry if r == 0 else _join_all(states)
            work = list(roots)
            while work:
                k = work.pop()
                here = states[k]
                assert here is not None
                out = self.step(f, k, here)
                for s in self.successors(f, k):
                    old = states[s]
                    new = out if old is None else old.join(out)
                    if new != old:
                        states[s] = new
                        work.append(s)
            # code reached only through an indirect jump: anything may hold
            roots = [k for k, s in enumerate(states) if s is None and f.effects[k] != Effect()]
        return states

    def run(self, name: str, secret: frozenset[str],
            pub: frozenset[str] = frozenset()) -> Analysis:
        if (name, secret, pub) in self.memo:
            return self.memo[name, secret, pub]
        self.active.add(name)
        f = _function(self.isa, name, self.functions[name], self.starts)
        states = self.solve(f, State(secret, (), pub=pub - secret))
        # a backward branch or jump delimits a loop [target, branch]
        loops = [(ins.target, ins.addr) for k, ins in enumerate(f.insns)
                 if f.effects[k].kind in ("branch", "jump") and not f.leaves[k]
                 and ins.target is not None and ins.target <= ins.addr]
        result = Analysis()
        for k, (ins, eff, state) in enumerate(zip(f.insns, f.effects, states, strict=True)):
            if state is None:
                continue
            callee = f.callees[k] if f.leaves[k] else None
            at = f"{ins.addr:x}: {f'{ins.mnemonic} {callee}' if callee else ins.text}"
            bad = eff.tests & state.regs
            if eff.kind in ("branch", "it"):
                result.branches += 1
                if bad:
                    result.failures.append(f"{at} tests secret {_shown(bad)}")
            elif eff.kind == "select" and bad:
                result.warnings.append(f"{at} selects on secret {_shown(bad)}")
            elif eff.kind in ("ijump", "call"):
                # through a secret register, or read from a table at a secret
                # address; a code address read at a public one is public
                if through := eff.tests & state.hard | eff.address & state.regs:
                    result.failures.append(f"{at} indirect {eff.kind.removeprefix('i')} "
                                           f"through secret {_shown(through)}")
            elif eff.kind == "ret":
                result.secret_return |= state.regs & self.rets
            elif eff.address & state.regs:
                result.failures.append(f"{at} address from secret "
                                       f"{_shown(eff.address & state.regs)}")
            loaded = ({MEMORY} if eff.loaded and self.reads_secret(eff, state)
                      and not self.reads_public(eff, state) else set())
            if slow := eff.timing & (state.regs | loaded):
                result.failures.append(f"{at} with secret length {_shown(slow)}"
                                       if eff.timed == "length" else
                                       f"{at} variable-time {eff.timed} on secret "
                                       f"{_shown(slow)}")
            if f.leaves[k]:
                self.account_call(result, f, k, state, loops)
        self.active.discard(name)
        self.memo[name, secret, pub] = result
        return result

    def account_call(self, result: Analysis, f: _Function, k: int, state: State,
                     loops: list[tuple[int, int]]) -> None:
        """A call's share of the caller's result: the helper's findings, the
        secret it returns on a tail call, and whether it sits in a loop."""
        ins, callee = f.insns[k], f.callees[k]
        ret, sub = self.call(callee, state, f.effects[k].window)
        if f.effects[k].kind != "call":
            result.secret_return |= ret
        if sub is not None:
            where = f" (in {callee}, called at {ins.addr:x})"
            result.failures += [x + where for x in sub.failures]
            result.warnings += [x + where for x in sub.warnings]
            result.branches += sub.branches
        if f.effects[k].kind == "call" and any(lo <= ins.addr <= hi for lo, hi in loops):
            result.calls_in_loops += 1
            result.loop_callees.append(callee or "indirect")


def _join_all(states: list[State | None]) -> State:
    known = [s for s in states if s is not None]
    out = known[0]
    for s in known[1:]:
        out = out.join(s)
    return out


def analyse(isa: Isa | str, functions: dict[str, list[Insn]], function: str,
            secret_args: int, flow_sensitive: bool = True,
            helpers: Mapping[str, Analysis] | None = None,
            public_memory: int = 0) -> Analysis:
    """Audit `function` of `functions` (one object's listing), whose argument
    i is secret when bit i of `secret_args` is set. Arguments beyond the
    argument registers are on the stack, loaded, hence secret anyway.
    `helpers`: the audits of external helpers (audit_helpers); a call with
    a secret argument carries the helper's findings. Argument i with bit i
    of `public_memory` set points to public memory (a curve's description):
    what is loaded through it, at a public offset, is public."""
    isa = ISAS[isa] if isinstance(isa, str) else isa
    secret = _names(isa, (r for i, r in enumerate(isa.arg_regs) if secret_args >> i & 1))
    pub = _names(isa, (r for i, r in enumerate(isa.arg_regs) if public_memory >> i & 1))
    return _Analyser(isa, functions, flow_sensitive, helpers).run(function, secret, pub)


def verdict(result: Analysis) -> tuple[str, str]:
    """("PASS" | "FAIL", the one-line detail)."""
    n = result.calls_in_loops
    calls = f"{n} call{'s' * (n != 1)} in loops"
    if result.loop_callees:
        calls += f" ({', '.join(result.loop_callees)})"
    warn = ""
    if result.warnings:
        more = len(result.warnings) - 1
        warn = f"; WARN {result.warnings[0]}" + (f" (+{more} more)" if more else "")
    if result.failures:
        more = len(result.failures) - 1
        return "FAIL", (result.failures[0] + (f" (+{more} more)" if more else "")
                        + f"; {calls}{warn}")
    b = result.branches
    return "PASS", f"{b} branch{'es' * (b != 1)}, all on public values; {calls}{warn}"


# Compiler helpers that are this project's own code, per ISA: (source, the
# symbols audited). Debian's lx106 toolchain has no libgcc: libgcc_lx106.c
# gives __muldi3, branch-free by design (ctb_ct_mla's 32x32->64 product), and
# the divisions, variable time by design (_VARIABLE_TIME_HELPERS).
AUDITED_HELPERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "xtensa": ("firmware/targets/qemu-xtensa/libgcc_lx106.c", ("__muldi3",))}


def audit_helpers(tc: Toolchain, opt: str, workdir: Path | None = None
                  ) -> dict[str, Analysis]:
    """The audit of each of the toolchain's own helpers (AUDITED_HELPERS),
    compiled as audit() compiles the audited code and analysed with every
    argument secret. analyse(..., helpers=) then makes a helper's finding
    the finding of every call with a secret argument; a helper that did not
    compile is a finding too, never a pass. The windowed lab toolchains
    link GCC's own libgcc, not this project's lx106 helpers (and their
    cores multiply 32x32->64 inline, with mull and muluh): none."""
    if tc.isa not in AUDITED_HELPERS or tc.windowed:
        return {}
    source, symbols = AUDITED_HELPERS[tc.isa]
    with tempfile.TemporaryDirectory() as tmp:
        obj = (workdir or Path(tmp)) / f"{Path(source).stem}.o"
        obj.parent.mkdir(parents=True, exist_ok=True)
        try:
            listing = parse_objdump(_compile(tc, opt, [], project_root() / source, obj))
        except CtbError as e:
            return {s: Analysis(failures=[f"not audited: {e}"]) for s in symbols}
    every = (1 << len(ISAS[tc.isa].arg_regs)) - 1
    return {s: analyse(tc.isa, listing, s, every) if s in listing else
            Analysis(failures=[f"not audited: no {s} in {source}"]) for s in symbols}

# ------------------------------------------------------------------- builds


@dataclass(frozen=True)
class Toolchain:
    name: str
    cc: tuple[str, ...]
    objdump: str
    isa: str
    machine: str = ""   # a host compiler must target this (`cc -dumpmachine`)
    remedy: str = ""    # how to get it when no Debian package has it
    windowed: bool = False   # Xtensa windowed ABI (entry/retw, callN)

    def missing(self) -> list[str]:
        """Tools (or --specs files) that are not installed."""
        tools = [self.cc[0], self.objdump, *(a.split("=", 1)[1] for a in self.cc
                                             if a.startswith("--specs=/"))]
        # a tool ctbench builds is found by its path in the cache, never on
        # PATH (Espressif's toolchains have the same names, other defaults)
        gone = [t for t in tools if not (Path(t).exists() if t.startswith("/")
                                         else not self.remedy and shutil.which(t))]
        if gone and self.remedy:   # ctbench builds it: say how, not just what
            return [f"{', '.join(Path(t).name for t in gone)} ({self.remedy})"]
        if not gone and self.machine:
            out = subprocess.run([self.cc[0], "-dumpmachine"], capture_output=True, text=True,
                                 check=False).stdout.strip()
            if not out.startswith(self.machine):
                gone.append(f"{self.cc[0]} targeting {self.machine} (it targets {out or '?'})")
        return gone


TOOLCHAINS: dict[str, Toolchain] = {t.name: t for t in (
    Toolchain("x86_64-gcc", ("gcc",), "objdump", "x86_64", machine="x86_64"),
    Toolchain("x86_64-clang", ("clang-19",), "objdump", "x86_64", machine="x86_64"),
    Toolchain("xtensa-lx106-gcc", ("xtensa-lx106-elf-gcc", "-mtext-section-literals",
                                   "--specs=/usr/lib/xtensa-lx106-elf/picolibc.specs"),
              "xtensa-lx106-elf-objdump", "xtensa"),
    Toolchain("arm-cortex-m4-gcc", ("arm-none-eabi-gcc", "-mcpu=cortex-m4", "-mthumb",
                                    "-mfloat-abi=soft"), "arm-none-eabi-objdump", "arm"),
    Toolchain("riscv32-gcc", ("riscv64-unknown-elf-gcc", "-march=rv32imc_zicsr",
                              "-mabi=ilp32", "--specs=picolibc.specs"),
              "riscv64-unknown-elf-objdump", "riscv"),
)}

# The lab's ESP32 (LX6) and ESP32-S3 (LX7) cores, windowed ABI: GCC 14 and
# picolibc that `ctbench toolchain build <core>` puts in the user's cache
# (targets/xtensa_gcc.py), with the flags the project builds them with
# (firmware/targets/xtensa-windowed/toolchain.cmake). Optional: the default
# toolchains include one only once it is built (default_toolchains()), and
# its paths are looked up when it is used, not at import.
LAB_TOOLCHAINS = {"xtensa-esp32-gcc": "esp32", "xtensa-esp32s3-gcc": "esp32s3"}
LAB_FLAGS = ("-mtext-section-literals", "-mlongcalls", "--specs=picolibc.specs")


def lab_toolchain(name: str) -> Toolchain:
    """A lab toolchain: the cache's wrappers; not built, their bare names,
    which missing() reports with the command that builds them."""
    core = LAB_TOOLCHAINS[name]
    where = xtensa_gcc.installed(core)
    gcc, objdump = (str(where / "bin" / t) if where else t
                    for t in (f"xtensa-{core}-elf-gcc", f"xtensa-{core}-elf-objdump"))
    return Toolchain(name, (gcc, *LAB_FLAGS), objdump, "xtensa",
                     remedy=f"run ctbench toolchain build {core}", windowed=True)


def get_toolchain(name: str) -> Toolchain:
    """A toolchain by name: TOOLCHAINS (looked up now: tests replace
    entries) or a lab one."""
    if name in TOOLCHAINS:
        return TOOLCHAINS[name]
    if name in LAB_TOOLCHAINS:
        return lab_toolchain(name)
    raise CtbError(f"unknown toolchain {name} (known: {', '.join(known_toolchains())})")


def known_toolchains() -> list[str]:
    """Every toolchain name audit() accepts, installed or not."""
    return [*TOOLCHAINS, *(n for n in LAB_TOOLCHAINS if n not in TOOLCHAINS)]


def default_toolchains() -> list[str]:
    """What audit() runs when not told: every toolchain of TOOLCHAINS (one
    that is missing gives ERROR rows: Debian has it), and the lab ones that
    are built (a fresh machine has none, and needs none)."""
    return [*TOOLCHAINS, *(n for n in LAB_TOOLCHAINS
                           if n not in TOOLCHAINS and not lab_toolchain(n).missing())]


# The components whose functions ct_functions.h lists (X(component, ...),
# and CTB_CT_DATA_FUNCTIONS' ghash_* and b64_* lines).
CHECKED_COMPONENTS = ("ct", "mpi", "ec", "ghash", "b64")
# Those of CTB_CT_FUNCTIONS, which the flow, dudect and trace harnesses
# expand and link: ctb_ec is in CTB_CT_AUDIT_FUNCTIONS only (the audit's).
HARNESS_COMPONENTS = ("ct", "mpi")


def components_root(tree: Path | None = None) -> Path:
    """The directory holding the components: the project's own, or a scratch
    copy (the mutant suite checks edited copies, never the tree itself)."""
    return tree if tree is not None else project_root() / "components"


def component_dir(tree: Path | None = None) -> Path:
    return components_root(tree) / "ctb_ct"


def include_flags(tree: Path | None = None) -> list[str]:
    """-I flags for the checked components and the checkers' harnesses."""
    root = components_root(tree)
    return [f"-I{root / 'ctb_ct' / 'include'}", f"-I{root / 'ctb_ct' / 'ctcheck'}",
            f"-I{root / 'ctb_mpi' / 'include'}", f"-I{root / 'ctb_ec' / 'include'}",
            f"-I{root / 'ctb_ghash' / 'include'}", f"-I{root / 'ctb_b64' / 'include'}"]


def library_sources(tree: Path | None = None,
                    components: tuple[str, ...] = HARNESS_COMPONENTS,
                    asm: str | None = None) -> list[Path]:
    """The sources of every component the harnesses call (with
    EC_HARNESS_COMPONENTS: those the ctb_ec cases call too). ctb_ec's are
    the firmware's (ec_sources()); `asm` as there: None on the host (C
    only), "xtensa" or "other" on an emulated core."""
    root = components_root(tree)
    return sorted(p for comp in components
                  for p in (ec_sources(tree, asm) if comp == "ec"
                            else (root / f"ctb_{comp}" / "src").glob("*.c"))
                  if not p.name.endswith(GLUE_SUFFIX))


# A source that binds a component to mbedTLS (ctb_ghash's AES for GCM): the
# harnesses check the component's own code and have no mbedTLS to link.
GLUE_SUFFIX = "_mbedtls.c"


def _cmake_list(text: str, var: str, where: Path) -> list[Path]:
    """The files set(var ...) and list(APPEND var ...) name, under where."""
    names = []
    for m in re.finditer(rf"^\s*(?:set|list\(APPEND)\s*\(?\s*{var}\s+([^)]*)\)", text, re.M):
        names += [n for n in m.group(1).split() if not n.startswith("$")]
    return [where / n for n in names]


def ec_sources(tree: Path | None = None, asm: str | None = None) -> list[Path]:
    """ctb_ec's sources as its CMakeLists.txt gives them to the firmware:
    ctb_ec_srcs (the C, and the products' assembly, empty unless fe_arch.h
    selects it), plus ctb_ec_xtensa_srcs on an Xtensa core. asm=None: the
    C only (the host's x86-64 builds, where fe_arch.h selects nothing);
    "other": with ctb_ec_srcs's assembly; "xtensa": with the Xtensa files
    too."""
    where = components_root(tree) / "ctb_ec"
    text = (where / "CMakeLists.txt").read_text()
    srcs = _cmake_list(text, "ctb_ec_srcs", where)
    if not any(p.suffix == ".c" for p in srcs):
        raise CtbError(f"{where / 'CMakeLists.txt'}: no C sources in ctb_ec_srcs")
    if asm == "xtensa":
        srcs += _cmake_list(text, "ctb_ec_xtensa_srcs", where)
    elif asm is None:
        srcs = [p for p in srcs if p.suffix == ".c"]
    gone = [str(p) for p in srcs if not p.is_file()]
    if gone:
        raise CtbError(f"ctb_ec's CMakeLists.txt names missing sources: {', '.join(gone)}")
    return srcs


# The components the ctb_ec cases (CTB_CT_EC_FUNCTIONS) link, and the data
# cases (CTB_CT_DATA_FUNCTIONS: ctb_ghash, ctb_b64); the host harnesses
# (flow, dudect) link all of them, the bare-metal ones one set each.
EC_HARNESS_COMPONENTS = ("ct", "mpi", "ec")
DATA_HARNESS_COMPONENTS = ("ct", "ghash", "b64")
HOST_HARNESS_COMPONENTS = ("ct", "mpi", "ec", "ghash", "b64")


def data_functions(tree: Path | None = None) -> list[tuple[str, bool]]:
    """ct_functions.h's CTB_CT_DATA_FUNCTIONS: (name, leaky) per line,
    ghash_ctmul ... b64_table; leaky marks a table variant that must fail
    the secret-address checkers."""
    text = (component_dir(tree) / "ctcheck" / "ct_functions.h").read_text()
    m = re.search(r"^#define CTB_CT_DATA_FUNCTIONS\(X\)((?:.*\\\n)*.*)$", text, re.M)
    return [(name, leaky == "1") for name, leaky
            in re.findall(r"X\((\w+),\s*([01])\)", m.group(1) if m else "")]


def ec_functions(tree: Path | None = None) -> list[str]:
    """ct_functions.h's CTB_CT_EC_FUNCTIONS, ctb_ec's API with the scalar
    secret, as the checkers name them: ec_shared_p256, ec_public_key_p384,
    ... (the flow, dudect, trace and insn-eq harnesses run them)."""
    text = (component_dir(tree) / "ctcheck" / "ct_functions.h").read_text()
    m = re.search(r"^#define CTB_CT_EC_FUNCTIONS\(X\)((?:.*\\\n)*.*)$", text, re.M)
    return [f"ec_{op}_{curve}" for op, curve
            in re.findall(r"X\((\w+),\s*(\w+)\)", m.group(1) if m else "")]


@dataclass(frozen=True)
class Audited:
    name: str       # <component>_<name>, as the checkers report it
    symbol: str
    secret: int     # bit i: argument i is secret
    source: Path
    public: int = 0  # bit i: argument i points to public memory (analyse())
    # assembly that defines the symbol instead of `source` where a build
    # selects it (ctb_ec's src/arch/*.S, empty elsewhere): each is assembled
    # like a C source, and the symbol is audited from the object that has it
    alternates: tuple[Path, ...] = ()


def _macro_table(text: str, macro: str) -> list[tuple[str, str, int, int]]:
    """The X(component, name, bits[, public bits]) lines of `#define
    <macro>(X)`'s body."""
    m = re.search(rf"^#define {macro}\(X\)((?:.*\\\n)*.*)$", text, re.M)
    body = m.group(1) if m else ""
    return [(comp, name, int(bits, 16), int(public or "0", 16)) for comp, name, bits, public
            in re.findall(r"X\((\w+),\s*(\w+),\s*(0x[0-9a-fA-F]+)"
                          r"(?:,\s*(0x[0-9a-fA-F]+))?\)", body)]


def listed_functions(tree: Path | None = None, audit_only: bool = False
                     ) -> list[tuple[str, str, int]]:
    """The X(component, name, bits) lines of ctcheck/ct_functions.h's
    CTB_CT_FUNCTIONS (every checker's), or with `audit_only` of its
    CTB_CT_AUDIT_FUNCTIONS (the disassembly audit's alone)."""
    return [t[:3] for t in _listed(tree, audit_only)]


def _listed(tree: Path | None, audit_only: bool) -> list[tuple[str, str, int, int]]:
    header = component_dir(tree) / "ctcheck" / "ct_functions.h"
    text = header.read_text()
    macro, known = (("CTB_CT_AUDIT_FUNCTIONS", CHECKED_COMPONENTS) if audit_only
                    else ("CTB_CT_FUNCTIONS", HARNESS_COMPONENTS))
    table = _macro_table(text, macro)
    if not table and not audit_only:
        raise CtbError(f"no X(component, name, 0x..) lines in {header}")
    unknown = sorted({t[0] for t in table} - set(known))
    if unknown:
        raise CtbError(f"{header}: unknown component {', '.join(unknown)} in {macro} "
                       f"(known: {', '.join(known)})")
    return table


# A comment that opens with "CT:" and the first function named after it.
_CT_CLAIM = re.compile(r"/\*\s*CT:(?:[^*]|\*(?!/))*\*/\s*(?:[\w\s*]*?)\b(ctb_\w+)\s*\(")


def claimed_functions(tree: Path | None = None) -> list[str]:
    """Every function whose declaration carries a "CT:" claim, in the
    headers of every component (its public include/ and its src/)."""
    root = components_root(tree)
    found: list[str] = []
    for header in sorted(root.glob("ctb_*/include/**/*.h")) + sorted(root.glob("ctb_*/src/*.h")):
        found += _CT_CLAIM.findall(header.read_text())
    return sorted(set(found))


def unchecked_claims(tree: Path | None = None) -> list[str]:
    """Functions with a "CT:" claim that no checker examines: each must be
    a line of ct_functions.h."""
    listed = {f"ctb_{comp}_{name}" for only in (False, True)
              for comp, name, _ in listed_functions(tree, audit_only=only)}
    listed |= {"ctb_" + f.rsplit("_", 1)[0] for f in ec_functions(tree)}
    return [f for f in claimed_functions(tree) if f not in listed]


def audited_functions(tree: Path | None = None, audit_only: bool = False
                      ) -> list[Audited]:
    """The functions of ct_functions.h's CTB_CT_FUNCTIONS (with
    `audit_only`, of CTB_CT_AUDIT_FUNCTIONS). An inline ctb_ct function with
    an out-of-line wrapper in ctcheck/ct_audit.c is audited as the wrapper,
    any other as the library's ctb_<component>_<name> from
    ctb_<component>/src/<component>_<name>.c, or else from the one source
    there that defines it (ctb_ec's fe_mul.c, point_add.c, ...)."""
    ctcheck = component_dir(tree) / "ctcheck"
    wrappers = set(re.findall(r"\bctb_audit_(\w+)\s*\(", (ctcheck / "ct_audit.c").read_text()))
    root = components_root(tree)
    return [Audited(f"{comp}_{name}", f"ctb_audit_{name}", bits, ctcheck / "ct_audit.c",
                    public)
            if comp == "ct" and name in wrappers else
            Audited(f"{comp}_{name}", f"ctb_{comp}_{name}", bits,
                    *_defining_sources(root / f"ctb_{comp}" / "src", f"{comp}_{name}", public))
            for comp, name, bits, public in _listed(tree, audit_only)]


def _defining_sources(src: Path, name: str, public: int
                      ) -> tuple[Path, int, tuple[Path, ...]]:
    """(source, public, alternates) for Audited: _defining_source's C file,
    and as alternates the other C files that define ctb_<name> (each behind
    its own selection, like ctb_ec's fe64_*.c on 64-bit hosts beside the
    32-bit C) followed by _defining_assembly's."""
    found = _defining_c(src, name)
    source = _defining_source(src, name)
    return (source, public, tuple(p for p in found if p != source)
            + _defining_assembly(src, name))


def _defining_c(src: Path, name: str) -> list[Path]:
    """The sources in src whose line starts the definition of ctb_<name>
    (the project's style: the type on the line before)."""
    # or a one-line definition: "void ctb_ec_mul8(...) { ... }"
    definition = re.compile(rf"^(?:ctb_{name}\s*\(|\w+\s+\**ctb_{name}\s*\(.*\)\s*\{{)", re.M)
    # the portable C first: the 64-bit hosts' fe64_*.c are its alternates
    return sorted((p for p in src.glob("*.c") if definition.search(p.read_text())),
                  key=lambda p: (p.name.startswith("fe64_"), p.name))


def _defining_source(src: Path, name: str) -> Path:
    """src/<name>.c, or the first source in src that defines ctb_<name>
    (_defining_c; any others are alternates, whichever object a build
    selects has the symbol); src/<name>.c again when none does, which the
    audit then reports as missing."""
    conventional = src / f"{name}.c"
    if conventional.is_file():
        return conventional
    found = _defining_c(src, name)
    return found[0] if found else conventional


def _defining_assembly(src: Path, name: str) -> tuple[Path, ...]:
    """The assembly sources under src/arch that name ctb_<name> outside a
    comment (a label, or a macro that makes one: "xt_begin ctb_ec_mul8"):
    alternatives to the C definition that a build's selection may pick. The
    audit takes the symbol from whichever object defines it."""
    label = re.compile(rf"^(?![ \t]*(?:/\*|\*|//|@|#|;)).*\bctb_{name}\b", re.M)
    return tuple(p for p in sorted((src / "arch").glob("*.S")) if label.search(p.read_text()))


def path_defines(variant: str) -> list[str]:
    """The variant's ctb_ct path as -D flags, from its sdkconfig fragments:
    CONFIG_CTB_CT_PATH_X=y -> -DCONFIG_CTB_CT_PATH_X=1."""
    defines = []
    for fragment in resolve_variant(variant).fragments:
        for line in fragment.read_text().splitlines():
            if (m := re.fullmatch(r"(CONFIG_CTB_CT_PATH_\w+)=y", line.strip())) is not None:
                defines.append(f"-D{m.group(1)}=1")
    if not defines:
        raise CtbError(f"variant '{variant}' chooses no ctb_ct path "
                       f"(no CONFIG_CTB_CT_PATH_*=y line in its fragments)")
    return defines


def _compile(tc: Toolchain, opt: str, defines: list[str], source: Path, obj: Path,
             tree: Path | None = None, files: str | None = None) -> str:
    """Compile one source to `obj`; its disassembly. A compile whose inputs
    this process has compiled before is served from objcache; `files`: the
    tree's objcache.tree_digest, when the caller has read it already."""
    cmd = [*tc.cc, "-c", f"-{opt}", "-ffunction-sections", *include_flags(tree), *defines,
           str(source)]
    root = components_root(tree)
    key = objcache.key(cmd, tc.objdump, root, files or objcache.tree_digest(root))
    cached = objcache.find(key, root, obj)
    if cached is not None:
        return cached
    depfile = obj.with_suffix(".d")
    res = subprocess.run([*cmd, "-o", str(obj), "-MD", "-MF", str(depfile)],
                         capture_output=True, text=True, check=False)
    if res.returncode != 0:
        lines = res.stderr.splitlines()
        first = next((ln for ln in lines if "error" in ln), lines[0] if lines else "")
        raise CtbError(f"{tc.name} -{opt}: compiling {source.name} failed: "
                       f"{first.strip()[:200]}")
    listing = _disassemble(tc, obj)
    objcache.keep(key, root, depfile, obj, listing)
    return listing


def _disassemble(tc: Toolchain, obj: Path) -> str:
    """objdump -dr of one object, with its relocations."""
    dis = subprocess.run([tc.objdump, "-dr", "--no-show-raw-insn", str(obj)],
                         capture_output=True, text=True, check=False)
    if dis.returncode != 0:
        raise CtbError(f"{tc.objdump} failed on {obj}: {dis.stderr.strip()[:200]}")
    return dis.stdout


@dataclass(frozen=True)
class _Object:
    """One compiled source: its functions, and the digest of the objdump
    text they were parsed from."""
    digest: str
    functions: dict[str, list[Insn]]


# analyse() is a function of its arguments alone, and the mutant suite
# audits a dozen trees whose objects are the same but for one source
# (objcache): their functions' results are the same too. Keyed by what
# analyse() reads: the ISA, the whole object's text (a call to a static
# helper is followed into it), the function, its secret and public
# arguments, and the helpers' audits. The results are only read.
_ANALYSED: dict[tuple[Any, ...], Analysis] = {}


def _analysed(isa: str, obj: _Object, f: Audited, helpers: Mapping[str, Analysis],
              helpers_key: str) -> Analysis:
    """`helpers_key`: repr(sorted(helpers.items())), made once per helpers."""
    key = (isa, obj.digest, f.symbol, f.secret, f.public, helpers_key)
    result = _ANALYSED.get(key)
    if result is None:
        result = analyse(isa, obj.functions, f.symbol, f.secret, helpers=helpers,
                         public_memory=f.public)
        _ANALYSED[key] = result
    return result


def audit(variant: str, workdir: Path, toolchains: list[str] | None = None,
          opts: tuple[str, ...] = ("Os", "O2"), tree: Path | None = None,
          select: Callable[[str], bool] | None = None
          ) -> tuple[list[dict[str, Any]], list[str]]:
    """Returns (verdict rows, notes). One row per (toolchain, opt, function):
    {"variant": variant, "checker": "audit", "target": "<toolchain> -<opt>",
     "function": "<component>_<name>", "symbol": "<symbol audited>",
     "verdict": "PASS" | "FAIL" | "ERROR", "detail": "<one line>",
     "calls_in_loops": int}
    FAIL detail names the instruction: "<addr>: <insn> tests secret <regs>".
    PASS detail says e.g. "3 branches, all on public values; 0 calls in loops".
    A toolchain that is not installed, or a source it cannot compile, gives
    ERROR rows: an audit that did not run never reads as a PASS. `select`:
    which functions, by name (ctcheck.selected; None: all), so that only
    their sources are compiled."""
    defines = path_defines(variant)
    functions = [f for f in audited_functions(tree) + audited_functions(tree, audit_only=True)
                 if select is None or select(f.name)]
    names = default_toolchains() if toolchains is None else toolchains
    unknown = [t for t in names if t not in known_toolchains()]
    if unknown:
        raise CtbError(f"unknown toolchain {', '.join(unknown)} "
                       f"(known: {', '.join(known_toolchains())})")
    rows: list[dict[str, Any]] = []

    def row(tc: str, opt: str, f: Audited, outcome: str, detail: str,
            calls: int = 0) -> dict[str, Any]:
        return {"variant": variant, "checker": "audit", "target": f"{tc} -{opt}",
                "function": f.name, "symbol": f.symbol, "verdict": outcome,
                "detail": detail, "calls_in_loops": calls}

    usable = []
    for name in names:
        tc = get_toolchain(name)
        gone = tc.missing()
        if gone:
            rows += [row(name, opt, f, "ERROR", f"not run: not installed: {', '.join(gone)}")
                     for opt in opts for f in functions]
        else:
            usable.append(tc)
    sources = sorted({s for f in functions for s in (f.source, *f.alternates)})
    jobs = [(tc, opt, src) for tc in usable for opt in opts for src in sources]
    objs = [workdir / variant / tc.name / opt / f"{src.stem}.o" for tc, opt, src in jobs]
    for obj in objs:
        obj.parent.mkdir(parents=True, exist_ok=True)

    files = objcache.tree_digest(components_root(tree))

    def listing(job: tuple[Toolchain, str, Path], obj: Path) -> _Object | str:
        try:
            text = _compile(job[0], job[1], defines, job[2], obj, tree, files)
        except CtbError as e:
            return str(e)
        return _Object(hashlib.sha256(text.encode()).hexdigest(), parse_objdump(text))

    with ThreadPoolExecutor(max_workers=min(16, os.cpu_count() or 2)) as pool:
        listings = list(pool.map(listing, jobs, objs))
    parsed = {(tc.name, opt, src): got for (tc, opt, src), got in zip(jobs, listings, strict=True)}
    for tc in usable:
        for opt in opts:
            helpers = audit_helpers(tc, opt, workdir / variant / tc.name / opt)
            helpers_key = repr(sorted(helpers.items()))
            for f in functions:
                got, where = parsed[tc.name, opt, f.source], ""
                for alt in f.alternates:   # the selected assembly, if any
                    other = parsed[tc.name, opt, alt]
                    if isinstance(other, str):
                        got = other
                        break
                    if f.symbol in other.functions:
                        if isinstance(got, _Object) and f.symbol in got.functions:
                            got = (f"{f.symbol} defined by both {f.source.name} "
                                   f"and {alt.name}")
                        else:
                            got, where = other, f" (from {alt.name})"
                        break
                if isinstance(got, str):
                    rows.append(row(tc.name, opt, f, "ERROR", f"not run: {got}"))
                elif f.symbol not in got.functions:
                    rows.append(row(tc.name, opt, f, "ERROR",
                                    f"not run: no symbol {f.symbol} in {f.source.name}"))
                else:
                    result = _analysed(tc.isa, got, f, helpers, helpers_key)
                    outcome, detail = verdict(result)
                    rows.append(row(tc.name, opt, f, outcome, detail + where,
                                    result.calls_in_loops))
    return rows, []

# ------------------------------------------------- mbedTLS reference builds

# The carries seed 000 is about, in the mbedTLS the reference variants build
# (firmware/variants/mbedtls-3.6.6.sdkconfig, +ct, +series). Pointers and
# lengths are public; the limbs they point to are loaded, hence secret; mla's
# scalar b (argument 4) is secret too.
REFERENCE_FUNCTIONS = (("mbedtls_mpi_core_sub", 0x0), ("mbedtls_mpi_core_mla", 0x10))
# The toolchain whose ISA and objdump read each local target's objects.
# The lab targets (targets.cached_emulated_targets()) are audited by default
# only once their toolchain is built (default_reference_targets()).
REFERENCE_TOOLCHAINS = {"native": "x86_64-gcc", "qemu-xtensa": "xtensa-lx106-gcc",
                        "qemu-cortex-m4": "arm-cortex-m4-gcc", "qemu-riscv32": "riscv32-gcc",
                        "qemu-esp32": "xtensa-esp32-gcc", "qemu-esp32s3": "xtensa-esp32s3-gcc"}


def default_reference_targets() -> list[str]:
    """The targets audit_reference() audits when not told: those whose
    toolchain is a default one (default_toolchains())."""
    defaults = default_toolchains()
    return [t for t, tc in REFERENCE_TOOLCHAINS.items() if tc in defaults]


def audit_reference(variant: str, targets: list[str] | None = None
                    ) -> tuple[list[dict[str, Any]], list[str]]:
    """The audit of mbedTLS's bignum_core object as a reference variant
    builds it for each local target: the very object the campaigns time,
    with the target's compiler and flags (-Os). Rows as audit()'s; a target
    that cannot be built or read gives ERROR rows."""
    rows: list[dict[str, Any]] = []
    for name in targets or default_reference_targets():
        if name not in REFERENCE_TOOLCHAINS:
            raise CtbError(f"no reference audit for target {name} "
                           f"(known: {', '.join(REFERENCE_TOOLCHAINS)})")
        tc = get_toolchain(REFERENCE_TOOLCHAINS[name])
        where = f"{name} ({tc.name} -Os)"
        try:
            listing, obj = _reference_listing(variant, name, tc)
        except CtbError as e:
            rows += [{"variant": variant, "checker": "audit", "target": where,
                      "function": symbol, "verdict": "ERROR", "detail": f"not run: {e}"}
                     for symbol, _ in REFERENCE_FUNCTIONS]
            continue
        for symbol, secret in REFERENCE_FUNCTIONS:
            outcome, detail = (verdict(analyse(tc.isa, listing, symbol, secret,
                                               helpers=audit_helpers(tc, "Os")))
                               if symbol in listing
                               else ("ERROR", f"not run: no symbol {symbol} in {obj}"))
            rows.append({"variant": variant, "checker": "audit", "target": where,
                         "function": symbol, "verdict": outcome, "detail": detail})
    return rows, []


def _reference_listing(variant: str, target_name: str, tc: Toolchain
                       ) -> tuple[dict[str, list[Insn]], Path]:
    """The disassembled bignum_core object of a reference build."""
    # Imported here: only this audit needs the build machinery.
    from ctbench.targets.base import RunOptions
    from ctbench.targets.registry import get_target

    target = get_target(target_name)
    needs = target.missing()
    gone = [f"{n.tool} ({n.remedy})" if n.remedy else f"{n.tool} (Debian package {n.package})"
            for n in needs]
    if not any(tc.remedy and n.remedy == tc.remedy for n in needs):   # once is enough
        gone += tc.missing()
    if gone:
        raise CtbError(f"not installed: {', '.join(gone)}")
    build = target.build(resolve_variant(variant), RunOptions())
    objs = sorted(p for p in build.directory.glob("ctb_ref_mbedtls/**/bignum_core.c.o*")
                  if p.suffix in (".o", ".obj"))
    if len(objs) != 1:
        raise CtbError(f"{build.directory}: expected one bignum_core.c.obj, found {len(objs)}")
    return parse_objdump(_disassemble(tc, objs[0])), objs[0]
