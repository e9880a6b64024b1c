"""The taint analysis of one object's functions (see the package's
docstring): a fixed point over each function's control flow, following
registers, the flags and stack slots, into the static helpers it calls;
then a verdict per function."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field, replace

from ctbench.ctlab.audit.isa import (
    FLAGS,
    MEMORY,
    Effect,
    Isa,
    decode,
    pieces_of,
    rotated,
    slot_names,
)
from ctbench.ctlab.audit.isas import ISAS
from ctbench.ctlab.audit.objdump import Insn, symbol_name


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
        return replace(eff, timing=pieces_of(isa, operands), timed=what)
    if callee in _RETURNS_ARG0:
        return replace(eff, timing=pieces_of(isa, args[2:3]), timed="length")
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
        self.rets = pieces_of(isa, isa.ret_regs)

    def call(self, callee: str | None, state: State,
             window: int = 0) -> tuple[frozenset[str], Analysis | None]:
        """The secret return registers of a call, and the callee's analysis
        when it is a helper in this object, or an audited helper
        (driver.audit_helpers) given a secret. An unknown callee returns a
        secret when any argument register holds one. Registers are the caller's,
        `window` its rotation (Xtensa callN): a helper in this object is
        analysed with the caller's secret arguments as its own a2..a7, and
        its secret a2/a3 return into the caller's a(2+N)/a(3+N)."""
        isa = self.isa
        args = pieces_of(isa, isa.call_args(window)) & state.regs
        rets = pieces_of(isa, isa.call_rets(window))
        if callee in self.functions and callee not in self.active:
            pub = pieces_of(isa, isa.call_args(window)) & state.pub
            sub = self.run(callee, frozenset(rotated(args, -window)),
                           frozenset(rotated(pub, -window)))
            return frozenset(rotated(sub.secret_return, window)), sub
        if (helper := self.helpers.get(callee or "")) is not None:   # all args secret
            return (rets, helper) if args else (frozenset(), None)
        if callee in _RETURNS_ARG0:
            first = pieces_of(isa, isa.call_args(window)[:1])
            return (pieces_of(isa, isa.call_rets(window)[:1]) if first & args
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
            rets = pieces_of(self.isa, self.isa.call_rets(eff.window))
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
                    n in state.pub_slots for n in slot_names(eff.slot)):
                pub |= eff.loaded
            # only data at a public address: not through a secret, not a slot
            # the function stored a secret to
            public_data = not eff.address & state.regs and (
                eff.slot is None or not any(n in slots for n in slot_names(eff.slot)))
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
            for i, name in enumerate(slot_names(eff.slot) if eff.slot is not None else ()):
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
            slots.get(n, True) for n in slot_names(eff.slot)))

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
    secret = pieces_of(isa, (r for i, r in enumerate(isa.arg_regs) if secret_args >> i & 1))
    pub = pieces_of(isa, (r for i, r in enumerate(isa.arg_regs) if public_memory >> i & 1))
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


def _shown(regs: Iterable[str]) -> str:
    return ", ".join(sorted({r.removesuffix(".b") for r in regs}))
