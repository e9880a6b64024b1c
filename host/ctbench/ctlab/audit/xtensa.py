"""Xtensa: the call0 ABI (lx106) and the windowed one (ESP32's LX6, the
ESP32-S3's LX7). A windowed function starts with `entry a1, N`, which moves
the stack pointer (an operation on a1: public), and ends with retw; a
callN/callxN rotates the register window by N (Effect.window, isa.rotated).
Its pass: stack slots beyond l32i's reach, addressed through a register,
and stack addresses made with a constant in a register."""

from __future__ import annotations

import re
from dataclasses import replace

from ctbench.ctlab.audit.isa import SAR, Effect, Isa, control, general, one, regs_in
from ctbench.ctlab.audit.objdump import Insn

# Variable-time instructions. The Xtensa ISA reference pages for QUOU, QUOS,
# REMU and REMS (32-bit Integer Divide option) and for MULL, MUL16U/S, MULUH
# and MULSH (MUL32, MUL16 options) give semantics and pipeline stages, and
# say nothing either way of operand-dependent latency, nor does any Espressif
# document found. Division is taken as variable time, as on every
# other core here; multiplication as constant time, which ctb_ct_mla and
# __muldi3 (mull) rely on: an assumption, untested on silicon.
_VARIABLE_TIME = dict.fromkeys(("quou", "quos", "remu", "rems"), "division")

# The MAC16 option (ESP32, ESP32-S3; ctb_ec's gen_xtensa_mac16.py): the
# 40-bit accumulator is one taint name, ACC; m0 .. m3 are registers.
# mul/umul write ACC from their operands, mula/muls read it too; the
# .ldinc/.lddec forms and ldinc/lddec load an m register at the address
# in their address register (moved by 4: its taint unchanged), which must
# be public as any load's. The multiplies are taken as constant time, as
# MULL is (the ISA reference gives no operand-dependent timing for them
# either): an assumption.
ACC = "acc"
_MAC16 = re.compile(r"(umul|mul|mula|muls)\.(aa|ad|da|dd)\.(ll|lh|hl|hh)(\.(ldinc|lddec))?")
_SPECIAL = {"acclo": ACC, "acchi": ACC, "m0": "m0", "m1": "m1", "m2": "m2", "m3": "m3"}


def _canon(tok: str) -> str | None:
    return tok if re.fullmatch(r"a([0-9]|1[0-5])|m[0-3]", tok) else None


def _decode(isa: Isa, insn: Insn) -> Effect:
    m, ops = insn.mnemonic, insn.ops
    if (ctl := control(isa, insn, m)) is not None:
        if ctl.kind == "call" and (w := re.fullmatch(r"callx?(4|8|12)", m)) is not None:
            return replace(ctl, window=int(w.group(1)))
        return ctl
    if m == "jx":
        return Effect(kind="ijump", tests=regs_in(isa, ops))
    if m in ("nop", "nop.n", "memw", "isync", "extw"):
        return Effect()
    if m == "l32r":   # a literal pool entry: a constant
        return Effect(loaded=regs_in(isa, ops[:1]), literal=True)
    if isa.loads.fullmatch(m) or isa.stores.fullmatch(m):
        slot = f"{ops[1]}+{ops[2]}" if len(ops) == 3 and ops[1] == isa.sp else None
        address = regs_in(isa, ops[1:2])   # "l32i a8, a3, 4": base a3
        disp = _imm(ops[2]) if len(ops) == 3 else None
        if isa.loads.fullmatch(m):
            return Effect(loaded=regs_in(isa, ops[:1]), slot=slot, address=address, disp=disp)
        return Effect(stored=regs_in(isa, ops[:1]), slot=slot, address=address, disp=disp,
                      store=1 if m == "s8i" else 2 if m == "s16i" else 4)
    if (mac := _decode_mac16(isa, m, ops)) is not None:
        return mac
    if m in _VARIABLE_TIME:
        return replace(general(isa, insn), timing=regs_in(isa, ops[1:]),
                       timed=_VARIABLE_TIME[m])
    if re.fullmatch(r"mov(eqz|nez|ltz|gez)", m):   # a select: constant time
        return Effect(reads=regs_in(isa, ops), writes=regs_in(isa, ops[:1]), kind="select",
                      tests=regs_in(isa, ops[2:3]))
    if m in ("ssl", "ssr", "ssa8l", "ssa8b", "ssai"):
        return Effect(reads=regs_in(isa, ops), writes=one(SAR))
    sar = one(SAR) if m in ("sll", "srl", "sra", "src") else frozenset()
    return replace(general(isa, insn, sar), offset=_offset(m, ops))


def _offset(m: str, ops: tuple[str, ...]) -> int | None:
    """Effect.offset: mov 0 (and "or a2, a3, a3", its other name), addi,
    addmi their immediate."""
    if m in ("mov", "mov.n") and len(ops) == 2 or m == "or" and len(ops) == 3 \
            and ops[1] == ops[2]:
        return 0
    return _imm(ops[2]) if m in ("addi", "addi.n", "addmi") and len(ops) == 3 else None


def _decode_mac16(isa: Isa, m: str, ops: tuple[str, ...]) -> Effect | None:
    """MAC16's instructions and the accesses to its registers (rsr/wsr/xsr
    of acclo, acchi, m0 .. m3), or None for any other."""
    if m in ("ldinc", "lddec"):
        return Effect(loaded=regs_in(isa, ops[:1]), address=regs_in(isa, ops[1:2]))
    if (sr := re.fullmatch(r"(rsr|wsr|xsr)\.(\w+)", m)) and sr.group(2) in _SPECIAL:
        special = one(_SPECIAL[sr.group(2)])
        if sr.group(1) == "rsr":
            return Effect(reads=special, writes=regs_in(isa, ops))
        # a partial write (acclo of ACC): what was there stays in the taint
        writes = special | (regs_in(isa, ops) if sr.group(1) == "xsr" else frozenset())
        return Effect(reads=special | regs_in(isa, ops), writes=writes)
    if (mac := _MAC16.fullmatch(m)) is None:
        return None
    acc = frozenset() if mac.group(1) in ("mul", "umul") else one(ACC)
    if mac.group(4):   # mw, as, mx, at: the product and a load
        return Effect(reads=regs_in(isa, ops[2:]) | acc, writes=one(ACC),
                      loaded=regs_in(isa, ops[:1]), address=regs_in(isa, ops[1:2]))
    return Effect(reads=regs_in(isa, ops) | acc, writes=one(ACC))


def _imm(tok: str) -> int | None:
    try:
        return int(tok, 0)
    except ValueError:
        return None


def _far_slots(isa: Isa, insns: list[Insn], effects: list[Effect]) -> list[Effect]:
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
        if m in ("movi", "movi.n") and len(ops) == 2 and (v := _imm(ops[1])) is not None:
            val = ("const", v)
        elif m == "l32r" and len(ops) == 2 and (lit := re.search(r"\(([0-9a-f]+) <", ops[1])):
            val = ("const", int(lit.group(1), 16))   # the literal, as objdump shows it
        elif len(ops) == 3 and m in ("slli", "addi", "addi.n", "addmi"):
            v, src = _imm(ops[2]), known.get(ops[1])
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
                and (off := _imm(ops[2])) is not None and not eff.literal):
            eff = replace(eff, slot=f"{isa.sp}+{base[1] + off}")
        if (val is not None and val[0] == "sp" and m in ("add", "add.n")
                and isa.sp in ops[1:]):
            # a constant plus the stack pointer: the address of a stack
            # object, as addi would make it (Effect.offset)
            eff = replace(eff, reads=one(isa.sp), offset=val[1])
        for r in eff.writes | eff.loaded:
            known.pop(r, None)
        if isa.sp in eff.writes | eff.loaded:   # the frame moved: constants stay
            known = {r: v for r, v in known.items() if v[0] == "const"}
        if val is not None and ops:
            known[ops[0]] = val
        out.append(eff)
    return out


ISA = Isa(
    name="xtensa", arg_regs=tuple(f"a{i}" for i in range(2, 8)), ret_regs=("a2", "a3"),
    sp="a1", dest_last=False, loads=re.compile(r"l8ui|l16ui|l16si|l32i(\.n)?|l32ai|l32e"),
    stores=re.compile(r"s8i|s16i|s32i(\.n)?|s32ri|s32e"),
    branches=re.compile(r"b(eq|ne|ge|lt|geu|ltu|any|none|all|nall|bc|bs|eqz|nez|gez|ltz"
                            r"|eqi|nei|gei|lti|geui|ltui|bci|bsi)(\.n)?"),
    jumps=re.compile(r"j"), calls=re.compile(r"callx?(0|4|8|12)"),
    returns=re.compile(r"retw?(\.n)?|ill(\.n)?|break(\.n)?"),
    immediates=re.compile(r"movi(\.n)?"), canon=_canon, decode=_decode,
    passes=(_far_slots,))
