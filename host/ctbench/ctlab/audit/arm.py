"""Arm Thumb-2 in unified syntax, AAPCS: the Cortex-M4 of arm-none-eabi-gcc
-mcpu=cortex-m4 -mthumb. Its pass: the instructions of an IT block."""

from __future__ import annotations

import re
from dataclasses import replace

from ctbench.ctlab.audit.isa import (
    FLAGS,
    SLOTS_SEP,
    Effect,
    Isa,
    control,
    immediate,
    one,
    regs_in,
)
from ctbench.ctlab.audit.objdump import Insn

_CONDS = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le"
_DP = frozenset({"add", "adc", "sub", "sbc", "rsb", "rsc", "and", "orr", "orn", "eor",
                 "bic", "mov", "mvn", "lsl", "lsr", "asr", "ror", "rrx", "mul", "mla",
                 "umull", "umlal", "smull", "smlal", "neg"})
# the two-operand Thumb forms of these read their destination: "adds r5, #1"
_BINARY = frozenset({"add", "adc", "sub", "sbc", "rsb", "and", "orr", "orn", "eor",
                     "bic", "lsl", "lsr", "asr", "ror", "mul"})
_ALIASES = {"ip": "r12", "fp": "r11", "sl": "r10", "sb": "r9"}
_BYTES = {"b": 1, "h": 2}   # strb, strh (str, strd: a word each)
# Variable-time instructions, mnemonic -> what, for the Cortex-M4 this audit
# compiles for. Cortex-M4 TRM (ARM DDI 0439), table 3-1: MUL, MLA, MLS and
# the long UMULL/SMULL/UMLAL/SMLAL take 1 cycle, SDIV and UDIV 2 to 12 ("early
# termination" on the operands' leading zeros and ones). A Cortex-M3 (DDI 0337,
# the same table) would add the long multiplies: 3-5 cycles (accumulating
# 4-7), early-terminating too.
_VARIABLE_TIME = {"udiv": "division", "sdiv": "division"}


def _canon(tok: str) -> str | None:
    if tok in _ALIASES:
        return _ALIASES[tok]
    return tok if re.fullmatch(r"r([0-9]|1[0-5])|sp|lr|pc", tok) else None


def _mnemonic(insn: Insn) -> str:
    return insn.mnemonic.removesuffix(".n").removesuffix(".w")


def _memory(isa: Isa, m: str, ops: tuple[str, ...]) -> Effect:
    """ldr*/str*: "[rn, #imm]", "[rn, #imm]!" (pre-index) or "[rn], #imm"
    (post-index) both write rn back."""
    pair = 2 if m.endswith("d") else 1   # ldrd, strd
    at = next((k for k, o in enumerate(ops) if o.startswith("[")), len(ops))
    mem = ops[at] if at < len(ops) else ""
    base = regs_in(isa, [mem.strip("[]!").split(",")[0]])
    back = base if mem.endswith("!") or at + 1 < len(ops) else frozenset()
    slot = mem if re.fullmatch(r"\[sp(, #-?\d+)?\]", mem) else None
    if slot is not None and pair == 2:
        # ldrd/strd move two words: both slots, so that a later ldr of the
        # second word finds what strd put there (SLOTS_SEP joins them)
        at_off = int(slot.partition("#")[2].rstrip("]") or 0)
        slot = SLOTS_SEP.join(f"[sp, #{o}]" if o else "[sp]" for o in (at_off, at_off + 4))
    address = regs_in(isa, [mem])   # base and index: "[r1, r0, lsl #2]"
    # "[rn]", "[rn, #imm]" (and "!"), "[rn], #imm" (post-index: at rn)
    at_disp = re.fullmatch(r"\[\w+(?:, #(-?\d+))?\]!?", mem)
    disp = int(at_disp.group(1) or 0) if at_disp is not None else None
    if isa.loads.fullmatch(m):
        return Effect(reads=back, writes=back, loaded=regs_in(isa, ops[:pair]), slot=slot,
                      literal=base == {"pc"}, address=address, disp=disp)
    ordered = tuple(r for r in (isa.canon(o) for o in ops[:pair]) if r is not None)
    return Effect(reads=back, writes=back, stored=regs_in(isa, ops[:pair]), slot=slot,
                  address=address, store=_BYTES.get(m[3:4], 4) * pair, disp=disp,
                  pair=ordered if pair == 2 and slot is not None and len(ordered) == 2 else ())


def _decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = _mnemonic(insn), insn.ops
    reglist = regs_in(isa, [o for o in ops if o.startswith("{")])
    if "pc" in reglist and m in ("pop", "ldm", "ldmia", "ldmfd"):
        return Effect(kind="ret")
    if m == "ldr" and ops[:1] == ("pc",):   # from the stack a return, else a table jump
        load = _memory(isa, m, ops)
        return replace(load, loaded=frozenset(),
                       kind="ret" if load.address == {"sp"} else "ijump")
    if m == "bx":
        return Effect(kind="ret") if ops == ("lr",) else Effect(kind="ijump",
                                                                tests=regs_in(isa, ops))
    if m in ("tbb", "tbh"):   # "[pc, r3]": a table in the code, indexed by r3
        return Effect(kind="ijump", address=regs_in(isa, ops))
    if m in ("cbz", "cbnz"):
        tests = regs_in(isa, ops)
        return Effect(reads=tests, kind="branch", tests=tests)
    if re.fullmatch(r"it[te]{0,3}", m):
        return Effect(reads=one(FLAGS), kind="it", tests=one(FLAGS))
    if (ctl := control(isa, insn, m)) is not None:
        return ctl
    if m in ("nop", "dmb", "dsb", "isb"):
        return Effect()
    if m in ("cmp", "cmn", "tst", "teq"):
        return Effect(reads=regs_in(isa, ops), writes=one(FLAGS))
    if m == "push" or m == "pop" or m.startswith(("stm", "ldm")):
        base = one("sp") if m in ("push", "pop") else regs_in(isa, ops[:1])
        back = base if m in ("push", "pop") or ops[0].endswith("!") else frozenset()
        loads = m == "pop" or m.startswith("ldm")
        return Effect(reads=back, writes=back, address=base,
                      loaded=reglist if loads else frozenset(),
                      stored=frozenset() if loads else reglist, store=0 if loads else 4)
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        return _memory(isa, m, ops)
    sets_flags = m.endswith("s") and m[:-1] in _DP
    base_op = m[:-1] if sets_flags else m
    flags_out = one(FLAGS) if sets_flags else frozenset()
    flags_in = one(FLAGS) if base_op in ("adc", "sbc", "rsc", "rrx") else frozenset()
    if isa.immediates.fullmatch(m) and all(o.startswith("#") for o in ops[1:]):
        return Effect(writes=regs_in(isa, ops[:1]) | flags_out, public=True)
    ndest = 2 if base_op in ("umull", "umlal", "umaal", "smull", "smlal") else 1
    dest = regs_in(isa, ops[:ndest])
    reads = regs_in(isa, ops[ndest:]) | flags_in
    if base_op in ("umlal", "umaal", "smlal", "movt", "bfi", "bfc") or (
            base_op in _BINARY and len(ops) == 2):
        reads |= dest
    what = _VARIABLE_TIME.get(base_op, "")
    return Effect(reads=reads, writes=dest | flags_out, timing=reads if what else frozenset(),
                  timed=what, offset=_offset(base_op, ops))


def _offset(op: str, ops: tuple[str, ...]) -> int | None:
    """Effect.offset: "mov rd, rn" 0, "add rd, rn, #imm" imm ("adds rd,
    #imm" too), sub -imm."""
    if op == "mov" and len(ops) == 2 and _canon(ops[1]) is not None:
        return 0
    if op not in ("add", "addw", "sub", "subw") or not 2 <= len(ops) <= 3:
        return None
    step = immediate(ops[-1])
    if step is None or not ops[-1].startswith("#"):
        return None
    return step if op.startswith("add") else -step


def _it_blocks(isa: Isa, insns: list[Insn], effects: list[Effect]) -> list[Effect]:
    """An instruction inside an IT block reads the flags, and keeps the old
    value of its destination when its condition fails."""
    out, pending = [], 0
    for insn, eff in zip(insns, effects, strict=True):
        if pending:
            pending -= 1
            m = _mnemonic(insn)
            bare = m[:-2]
            if re.fullmatch(rf"\w+({_CONDS})", m) and (
                    bare.removesuffix("s") in _DP or isa.loads.fullmatch(bare)
                    or isa.stores.fullmatch(bare)):
                eff = _decode(isa, replace(insn, mnemonic=bare))
            eff = replace(eff, reads=eff.reads | eff.writes | eff.loaded | {FLAGS},
                          public=False)
        if eff.kind == "it":
            pending = len(_mnemonic(insn)) - 1   # it: 1, itt/ite: 2, ...
        out.append(eff)
    return out


ISA = Isa(
    name="arm", arg_regs=("r0", "r1", "r2", "r3"), ret_regs=("r0", "r1"), sp="sp",
    dest_last=False, loads=re.compile(r"ldr\w*|ldm\w*|pop"),
    stores=re.compile(r"str\w*|stm\w*|push"),
    branches=re.compile(rf"b({_CONDS})|cbn?z"), jumps=re.compile(r"b"),
    calls=re.compile(r"blx?"), returns=re.compile(r"bx lr|udf.*"),
    immediates=re.compile(r"movs?|movw|mvns?"), canon=_canon, decode=_decode,
    passes=(_it_blocks,))
