"""The interface every ISA of the audit implements, and what their
decoders share.

An ISA (x86_64.py, arm.py, riscv.py, xtensa.py, registered in isas.py) is
an `Isa`: its ABI, the mnemonic patterns of its loads, stores, branches,
jumps, calls and returns, how it names registers, a decoder that turns one
instruction into its `Effect` on the taint state, and the passes that
refine a function's effects where one instruction alone does not tell
(Arm's IT blocks, Xtensa's far stack slots). `decode()` runs both.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

from ctbench.ctlab.audit.objdump import Insn

FLAGS = "flags"   # the condition flags as a pseudo-register (x86, Arm)
SAR = "sar"       # Xtensa's shift-amount register
MEMORY = "memory"   # an operand an instruction reads from memory (x86 `div (%rsi)`)


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
    # For the summaries of the audit across calls (summary.py): `offset`,
    # when the one register written is the one register read plus this
    # constant (a move: 0; x86 lea 0xc(%rsp), Arm add r0, sp, #12, addi);
    # `store`, the bytes the instruction writes at `address` (0: none;
    # whatever it stores, an immediate too); `disp`, the constant the
    # address adds to its one base register (None: an index register).
    offset: int | None = None
    store: int = 0
    disp: int | None = None


SLOTS_SEP = "|"   # an Effect.slot naming several stack slots (Arm ldrd/strd)


def slot_names(slot: str) -> list[str]:
    return slot.split(SLOTS_SEP)


_SLOT_OFFSET = re.compile(r"\[\w+, #(-?\d+)\]|\[\w+\]()|(-?0x[0-9a-f]+|-?\d+)?\(%?\w+\)"
                          r"|\w+\+(-?0x[0-9a-f]+|-?\d+)")


def slot_offset(name: str) -> int | None:
    """The stack-pointer offset a slot's name gives, in each ISA's syntax:
    Arm "[sp, #12]" and "[sp]", x86 "0xc(%rsp)", RISC-V "12(sp)", Xtensa
    "a1+12"."""
    m = _SLOT_OFFSET.fullmatch(name)
    if m is None:
        return None
    text = next((g for g in m.groups() if g is not None), "")
    return int(text, 0) if text else 0


def immediate(tok: str) -> int | None:
    """An integer operand: "#12", "$0x10", "-4", "0x14"; None for anything else."""
    try:
        return int(tok.lstrip("#$"), 0)
    except ValueError:
        return None


def one(name: str) -> frozenset[str]:
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
    decode: Callable[[Isa, Insn], Effect]   # one instruction's effect
    pieces: Callable[[str], frozenset[str]] = one   # the taint pieces of a name
    xlen: int = 32                      # register width: a helper's 64-bit operand
                                        # takes two argument registers at 32
    # Passes over a whole function, in order, after `decode`: each takes the
    # instructions and their effects so far, and returns the effects
    # refined (Arm's IT blocks, Xtensa's far stack slots).
    passes: tuple[Callable[[Isa, list[Insn], list[Effect]], list[Effect]], ...] = ()

    def dest_and_sources(self, ops: tuple[str, ...]) -> tuple[tuple[str, ...],
                                                              tuple[str, ...]]:
        if not ops:
            return (), ()
        return (ops[-1:], ops[:-1]) if self.dest_last else (ops[:1], ops[1:])

    def call_args(self, window: int = 0) -> tuple[str, ...]:
        """The argument registers as a caller names them: arg_regs, or for
        a windowed call (Xtensa callN) the callee's a2..a7 rotated by N."""
        return rotated(self.arg_regs, window)

    def call_rets(self, window: int = 0) -> tuple[str, ...]:
        """Where a call's return value arrives in the caller."""
        return rotated(self.ret_regs, window)


def rotated(regs: Iterable[str], window: int) -> tuple[str, ...]:
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


def regs_in(isa: Isa, ops: Iterable[str]) -> frozenset[str]:
    """The taint pieces of the registers named in some operands."""
    found: set[str] = set()
    for op in ops:
        for tok in re.findall(r"%?\b[a-z][a-z0-9]*\b", op):
            reg = isa.canon(tok)
            if reg is not None:
                found |= isa.pieces(reg)
    return frozenset(found)


def pieces_of(isa: Isa, regs: Iterable[str]) -> frozenset[str]:
    """The taint pieces of canonical register names (the ABI tables)."""
    return frozenset(p for r in regs for p in isa.pieces(r))


def control(isa: Isa, insn: Insn, m: str) -> Effect | None:
    """Returns, conditional branches, calls and jumps, for every ISA."""
    if isa.returns.fullmatch(m) or isa.returns.fullmatch(insn.text):
        return Effect(kind="ret")
    if isa.branches.fullmatch(m):
        tests = regs_in(isa, insn.ops) if insn.ops else one(FLAGS)
        return Effect(reads=tests, kind="branch", tests=tests)
    # an indirect jump or call goes through its operand register (a memory
    # operand: x86's decode turns it into an address)
    through = regs_in(isa, insn.ops) if insn.target is None else frozenset()
    if isa.calls.fullmatch(m):
        return Effect(reads=regs_in(isa, insn.ops), kind="call", tests=through)
    if isa.jumps.fullmatch(m):
        return Effect(kind="jump" if insn.target is not None else "ijump", tests=through)
    return None


def general(isa: Isa, insn: Insn, extra_reads: frozenset[str] = frozenset()) -> Effect:
    """An operation: the destination operand from the sources."""
    dst, srcs = isa.dest_and_sources(insn.ops)
    if isa.immediates.fullmatch(insn.mnemonic):
        return Effect(writes=regs_in(isa, dst), public=True)
    return Effect(reads=regs_in(isa, srcs) | extra_reads, writes=regs_in(isa, dst))


def decode(isa: Isa, insns: list[Insn]) -> list[Effect]:
    """The effect of each instruction of a function: the ISA's decoder's,
    then refined by each of its passes."""
    effects = [isa.decode(isa, i) for i in insns]
    for refine in isa.passes:
        effects = refine(isa, insns, effects)
    return [e if e.slot is None else replace(e, slot=canonical_slot(e.slot)) for e in effects]


def canonical_slot(slot: str) -> str:
    """A slot's name by its offset, "sp+12", whatever the syntax named it
    ("[sp, #12]", "0xc(%rsp)", "12(sp)", "a1+0xc"): one name per slot, and
    the one taint.py gives a slot reached through a register that holds a
    stack address (summary.py's origins)."""
    parts = []
    for name in slot_names(slot):
        at = slot_offset(name)
        parts.append(name if at is None else frame_slot(at))
    return SLOTS_SEP.join(parts)


def frame_slot(offset: int) -> str:
    return f"sp+{offset}"
