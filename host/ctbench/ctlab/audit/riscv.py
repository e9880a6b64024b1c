"""RV32IMC in GNU objdump's syntax (ABI register names, compressed `c.`
forms), ilp32 ABI: the ESP32-C3 class core of riscv64-unknown-elf-gcc
-march=rv32imc_zicsr."""

from __future__ import annotations

import re
from dataclasses import replace

from ctbench.ctlab.audit.isa import Effect, Isa, control, general, immediate, regs_in
from ctbench.ctlab.audit.objdump import Insn

_ABI = ["zero", "ra", "sp", "gp", "tp", "t0", "t1", "t2", "s0", "s1",
        *(f"a{i}" for i in range(8)), *(f"s{i}" for i in range(2, 12)),
        *(f"t{i}" for i in range(3, 7))]
_NAMES = {**{n: n for n in _ABI}, **{f"x{i}": n for i, n in enumerate(_ABI)}, "fp": "s0"}


# Variable-time instructions. The scalar cryptography spec's Zkt extension
# (riscv-crypto, "Data Independent Execution Latency Subset: Zkt") lists mul,
# mulh, mulhsu, mulhu (and mulw) as data-independent in latency and excludes
# division and remainder. ESP32-C3/C6 documentation claims no Zkt, and says
# nothing of an early-terminating multiplier either: multiplication passes.
_VARIABLE_TIME = re.compile(r"(div|rem)u?w?")


def _canon(tok: str) -> str | None:
    reg = _NAMES.get(tok)
    return None if reg == "zero" else reg   # zero is a constant


def _decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic.removeprefix("c."), insn.ops
    if m in ("jal", "jalr"):   # rd ra (or implicit) is a call, rd zero a jump
        # jalr goes through rs1: "jalr a5" (rd ra implicit), "jalr zero,0(a5)"
        through = regs_in(isa, ops[1:] if len(ops) > 1 else ops) if m == "jalr" else frozenset()
        if ops[:1] == ("zero",):
            return Effect(kind="jump" if insn.target is not None else "ijump", tests=through)
        return Effect(reads=regs_in(isa, ops[1:] if ops[:1] == ("ra",) else ops), kind="call",
                      tests=through)
    if (ctl := control(isa, insn, m)) is not None:
        return ctl
    if m == "jr":
        return Effect(kind="ijump", tests=regs_in(isa, ops))
    if m in ("nop", "fence"):
        return Effect()
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        slot = ops[-1] if ops and re.fullmatch(r"-?\w*\(sp\)", ops[-1]) else None
        address = regs_in(isa, ops[-1:])   # "imm(rs1)"
        at = re.fullmatch(r"(-?\w*)\(\w+\)", ops[-1]) if ops else None
        disp = immediate(at.group(1) or "0") if at is not None else None
        if isa.loads.fullmatch(m):
            return Effect(loaded=regs_in(isa, ops[:1]), slot=slot, address=address, disp=disp)
        return Effect(stored=regs_in(isa, ops[:1]), slot=slot, address=address, disp=disp,
                      store={"b": 1, "h": 2, "w": 4, "d": 8}[m[1]])
    eff = general(isa, replace(insn, mnemonic=m))
    what = "division" if _VARIABLE_TIME.fullmatch(m) else ""
    return replace(eff, timing=eff.reads if what else frozenset(), timed=what,
                   offset=_offset(m, ops))


def _offset(m: str, ops: tuple[str, ...]) -> int | None:
    """Effect.offset: mv 0, addi its immediate (the two-operand c.addi too,
    and c.addi4spn, which objdump shows as "add a2,sp,12")."""
    if m == "mv" and len(ops) == 2:
        return 0
    return immediate(ops[-1]) if m in ("addi", "add") and len(ops) in (2, 3) else None


ISA = Isa(
    name="riscv", arg_regs=tuple(f"a{i}" for i in range(8)), ret_regs=("a0", "a1"),
    sp="sp", dest_last=False, loads=re.compile(r"l[bhwd]u?(sp)?"),
    stores=re.compile(r"s[bhwd](sp)?"),
    branches=re.compile(r"b(eq|ne|lt|ge|gt|le)(u|z)?"), jumps=re.compile(r"j"),
    calls=re.compile(r"call"), returns=re.compile(r"ret|jr ra|ebreak|unimp"),
    immediates=re.compile(r"li|lui|auipc"), canon=_canon, decode=_decode)
