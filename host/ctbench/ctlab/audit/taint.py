"""The taint analysis of the functions of a set of objects (see the
package's docstring): a fixed point over each function's control flow,
following registers, the flags and stack slots, into every function it
calls that one of the objects defines (its own first); then a verdict per
function. A callee is analysed once per calling context (which argument
registers hold a secret, which point to public memory) and gives its
caller its findings and its summary (summary.py): the arguments it
addresses memory through, and the secrets it stores through them.
Recursion is a fixed point too: a call back into a function being
analysed takes its result so far, and the function is analysed again
until that result no longer changes."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace

from ctbench.ctlab.audit import summary
from ctbench.ctlab.audit.isa import (
    FLAGS,
    MEMORY,
    Effect,
    Isa,
    decode,
    frame_slot,
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
    # Where registers' and stack slots' values came from (summary.py): an
    # argument register on entry, or the stack pointer, and an offset.
    origin: summary.Origins = frozenset()
    slot_origin: summary.Origins = frozenset()

    def join(self, other: State) -> State:
        theirs = dict(other.slots)
        regs = self.regs | other.regs
        return State(regs, tuple((k, v or theirs[k]) for k, v in self.slots if k in theirs),
                     regs - self.hard - other.hard, (self.pub & other.pub) - regs,
                     self.pub_slots & other.pub_slots,
                     summary.merge(self.origin, other.origin),
                     summary.merge(self.slot_origin, other.slot_origin))

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
    # the summary (summary.py): argument registers used in an address, and
    # (argument register, offset, secret) per store through one
    addressed: frozenset[str] = frozenset()
    stores: summary.Stores = frozenset()


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
    leaves for (a call or a tail call), if any; `obj`, the object (index
    into the analyser's) that defines it."""
    obj: int
    name: str
    insns: list[Insn]
    effects: list[Effect]
    callees: list[str | None]
    leaves: list[bool]
    index: dict[int, int]   # address -> instruction number
    frame: tuple[int, ...] = ()   # summary.frame_objects


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


def _function(isa: Isa, obj: int, name: str, insns: list[Insn],
              starts: dict[int, str] | None = None) -> _Function:
    """`starts`: the address each function of the object begins at."""
    decoded = decode(isa, insns)
    callees = [_callee(name, insns, k, starts or {}) for k in range(len(insns))]
    leaves = [e.kind == "call" or e.kind in ("jump", "ijump") and c is not None
              for e, c in zip(decoded, callees, strict=True)]
    effects = [_library_call(isa, e, c) if out else e
               for e, c, out in zip(decoded, callees, leaves, strict=True)]
    return _Function(obj, name, insns, effects, callees, leaves,
                     {ins.addr: k for k, ins in enumerate(insns)},
                     summary.frame_objects(isa, effects))


_Key = tuple[int, str, frozenset[str], frozenset[str]]   # object, function, context
_ROUNDS = 8   # a recursive function is analysed at most this often (see run)


class Program:
    """The taint analysis of the functions of some objects: those of one
    build, each a listing (symbol -> instructions). A call resolves to the
    caller's own object first, then to the first other object that defines
    the symbol. Each (function, calling context) is analysed once.
    `public_memory`: symbol -> the bits of the arguments that a function's
    contract says point to public memory (ct_functions.h's fourth column):
    a call to it passes them so wherever the caller's register holds no
    secret, as the function's own audit assumes."""

    def __init__(self, isa: Isa, objects: Sequence[Mapping[str, list[Insn]]],
                 flow_sensitive: bool = True,
                 helpers: Mapping[str, Analysis] | None = None,
                 public_memory: Mapping[str, int] | None = None) -> None:
        self.isa = isa
        self.objects = objects
        self.flow_sensitive = flow_sensitive
        self.helpers = helpers or {}
        self.public_memory = public_memory or {}
        self.memo: dict[_Key, Analysis] = {}
        self.starts = [{insns[0].addr: name for name, insns in o.items() if insns}
                       for o in objects]
        self.decoded: dict[tuple[int, str], _Function] = {}
        # the functions being analysed (a call back into one is recursion),
        # their results so far, and which of those the analysis under way read
        self.active: set[_Key] = set()
        self.provisional: dict[_Key, Analysis] = {}
        self.read: set[_Key] = set()
        self.rets = pieces_of(isa, isa.ret_regs)

    def audit(self, obj: int, function: str, secret_args: int,
              public_memory: int = 0) -> Analysis:
        """`function` of objects[obj], argument i secret when bit i of
        `secret_args` is set, pointing to public memory when bit i of
        `public_memory` is (analyse())."""
        isa = self.isa
        secret = pieces_of(isa, (r for i, r in enumerate(isa.arg_regs) if secret_args >> i & 1))
        pub = pieces_of(isa, (r for i, r in enumerate(isa.arg_regs) if public_memory >> i & 1))
        return self.run(obj, function, secret, pub)

    def resolve(self, obj: int, callee: str | None) -> int | None:
        """The object that defines a callee of a function of objects[obj]."""
        if callee is None:
            return None
        if callee in self.objects[obj]:
            return obj
        return next((k for k, o in enumerate(self.objects) if callee in o), None)

    def call(self, obj: int, callee: str | None, state: State,
             window: int = 0) -> tuple[frozenset[str], Analysis | None, bool]:
        """The secret return registers of a call, the callee's analysis
        when one of the objects defines it, or it is an audited helper
        (driver.audit_helpers) given a secret, and whether that analysis is
        a recursive call's result so far. An unknown callee returns a secret
        when any argument register holds one. Registers are the caller's,
        `window` its rotation (Xtensa callN): a callee in the objects is
        analysed with the caller's secret arguments as its own a2..a7, and
        its secret a2/a3 return into the caller's a(2+N)/a(3+N)."""
        isa = self.isa
        args = pieces_of(isa, isa.call_args(window)) & state.regs
        rets = pieces_of(isa, isa.call_rets(window))
        where = self.resolve(obj, callee)
        if where is not None and callee is not None:
            declared = self.public_memory.get(callee, 0)
            pub = (pieces_of(isa, isa.call_args(window)) & state.pub) | (pieces_of(isa, (
                r for i, r in enumerate(isa.call_args(window)) if declared >> i & 1))
                - state.regs)
            key = (where, callee, frozenset(rotated(args, -window)),
                   frozenset(rotated(pub, -window)))
            again = key in self.active
            sub = self.run(*key)
            return frozenset(rotated(sub.secret_return, window)), sub, again
        if (helper := self.helpers.get(callee or "")) is not None:   # all args secret
            return (rets, helper, False) if args else (frozenset(), None, False)
        if callee in _RETURNS_ARG0:
            first = pieces_of(isa, isa.call_args(window)[:1])
            return (pieces_of(isa, isa.call_rets(window)[:1]) if first & args
                    else frozenset()), None, False
        return (rets if args else frozenset()), None, False

    def step(self, f: _Function, k: int, state: State) -> State:
        """The state after instruction k."""
        eff = f.effects[k]
        regs, slots, hard = set(state.regs), dict(state.slots), set(state.hard)
        state_slots = dict(state.slots)
        pub, pub_slots = set(state.pub), set(state.pub_slots)
        origin, slot_origin = state.origin, state.slot_origin
        if f.leaves[k]:
            secret, sub, _ = self.call(f.obj, f.callees[k], state, eff.window)
            rets = pieces_of(self.isa, self.isa.call_rets(eff.window))
            regs = (regs - rets - {FLAGS}) | secret
            hard = (hard - rets - {FLAGS}) | secret
            pub -= rets
            origin = frozenset(t for t in origin if t[0] not in rets)
            if sub is not None and sub.stores:
                # what the callee wrote back: a secret in the caller's slots
                hit = summary.frame_hits(self.isa, state.origin, eff.window, sub.stores,
                                         slots, f.frame, {t[0] for t in slot_origin})
                slots.update(dict.fromkeys(hit, True))
                pub_slots -= hit
                slot_origin = frozenset(t for t in slot_origin if t[0] not in hit)
                if summary.public_memory_written(self.isa, eff.window, sub.stores, state.pub):
                    pub, pub_slots = set(), set()
        else:
            eff = self.framed(eff, state)
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
            if self.flow_sensitive:
                origin, slot_origin = self.follow(eff, state)
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
                     frozenset(pub), frozenset(pub_slots), origin, slot_origin)

    def framed(self, eff: Effect, state: State) -> Effect:
        """A load or store through a register that holds a known stack
        address (clang's "lea 0x4(%rsp), %r15 ... movl $0, (%r15)") is an
        access to that stack slot, as if made at the stack pointer."""
        if (eff.slot is not None or eff.disp is None or not eff.address
                or not (eff.loaded or eff.store) or not state.origin):
            return eff
        bases = summary.of(state.origin, eff.address, self.isa)
        if len(bases) != 1:
            return eff
        (base, at), = bases
        if base != summary.SP or at is None:
            return eff
        return replace(eff, slot=frame_slot(at + eff.disp))

    def follow(self, eff: Effect, state: State) -> tuple[summary.Origins, summary.Origins]:
        """The origins (summary.py) after an instruction that is not a call:
        an operation's result comes from its operands, a load from a stack
        slot gets the slot's, a store to a slot gives it the register's."""
        isa = self.isa
        written = eff.writes | eff.loaded
        names = slot_names(eff.slot) if eff.slot is not None else []
        if not names and not written - {FLAGS}:
            return state.origin, state.slot_origin   # a compare, a branch
        origin = (frozenset(t for t in state.origin if t[0] not in written) if eff.public
                  else summary.moved(isa, state.origin, eff.reads, eff.writes, eff.offset))
        if eff.loaded:
            origin = frozenset(t for t in origin if t[0] not in eff.loaded)
        slot_origin = state.slot_origin
        if eff.loaded and names:
            origin |= {(r, b, o) for n, b, o in slot_origin if n in names for r in eff.loaded}
        elif names:
            slot_origin = frozenset(t for t in slot_origin if t[0] not in names)
            if eff.store and not eff.clobber:
                for i, name in enumerate(names):
                    stored = {eff.pair[i]} if eff.pair else eff.stored
                    slot_origin |= {(name, b, o) for b, o in summary.of(state.origin, stored, isa)}
        if isa.sp in written:
            origin, slot_origin = summary.without_frame(origin), frozenset()
        return origin, slot_origin

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

    def function(self, obj: int, name: str) -> _Function:
        f = self.decoded.get((obj, name))
        if f is None:
            f = _function(self.isa, obj, name, self.objects[obj][name], self.starts[obj])
            self.decoded[obj, name] = f
        return f

    def run(self, obj: int, name: str, secret: frozenset[str],
            pub: frozenset[str] = frozenset()) -> Analysis:
        """The analysis of a function in a calling context, memoised. A
        call back into a function under analysis (recursion) gets its
        result so far (none at first); the function is then analysed again
        until that result is its own, at most _ROUNDS times. A result that
        read another function's result so far is not kept: it is made
        again once that one is final."""
        key = (obj, name, secret, pub)
        if key in self.memo:
            return self.memo[key]
        if key in self.active:
            self.read.add(key)
            return self.provisional.get(key, Analysis())
        self.active.add(key)
        outer = self.read
        for _ in range(_ROUNDS):
            self.read = set()
            result = self.analysis(obj, name, secret, pub)
            if key not in self.read or result == self.provisional.get(key):
                break
            self.provisional[key] = result
        self.active.discard(key)
        self.provisional.pop(key, None)
        self.read.discard(key)
        if not self.read:
            self.memo[key] = result
        self.read |= outer
        return result

    def analysis(self, obj: int, name: str, secret: frozenset[str],
                 pub: frozenset[str]) -> Analysis:
        f = self.function(obj, name)
        entry = State(secret, (), pub=pub - secret,
                      origin=summary.entry(self.isa) if self.flow_sensitive else frozenset())
        states = self.solve(f, entry)
        # a backward branch or jump delimits a loop [target, branch]
        loops = [(ins.target, ins.addr) for k, ins in enumerate(f.insns)
                 if f.effects[k].kind in ("branch", "jump") and not f.leaves[k]
                 and ins.target is not None and ins.target <= ins.addr]
        result = Analysis()
        addressed: set[str] = set()
        stores: set[summary.Store] = set()
        for k, (ins, eff, state) in enumerate(zip(f.insns, f.effects, states, strict=True)):
            if state is None:
                continue
            eff = self.framed(eff, state)
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
            self.summarise(eff, state, addressed, stores)
            if f.leaves[k]:
                self.account_call(result, f, k, state, loops, addressed, stores)
        result.addressed = frozenset(addressed)
        result.stores = frozenset(stores)
        return result

    def summarise(self, eff: Effect, state: State, addressed: set[str],
                  stores: set[summary.Store]) -> None:
        """An instruction's share of the function's summary: the arguments
        its address is made of, and what it stores through them."""
        if not eff.address or not state.origin:
            return
        bases = summary.of(state.origin, eff.address, self.isa)
        addressed |= {b for b, _ in bases if b != summary.SP}
        if not eff.store:
            return
        secret = (bool((eff.stored | (eff.reads if eff.rmw else frozenset())) & state.regs)
                  or MEMORY in eff.stored
                  or bool(eff.rmw) and not self.reads_public(eff, state))
        for b, o in bases:
            if b != summary.SP:
                stores.add((b, None if o is None or eff.disp is None else o + eff.disp, secret,
                            eff.store))

    def account_call(self, result: Analysis, f: _Function, k: int, state: State,
                     loops: list[tuple[int, int]], addressed: set[str],
                     stores: set[summary.Store]) -> None:
        """A call's share of the caller's result: the callee's findings (a
        secret it addresses memory with is also a finding here, at the
        call), its summary in the caller's registers, the secret it returns
        on a tail call, and whether the call sits in a loop."""
        ins, callee, window = f.insns[k], f.callees[k], f.effects[k].window
        ret, sub, again = self.call(f.obj, callee, state, window)
        if f.effects[k].kind != "call":
            result.secret_return |= ret
        if sub is not None:
            passed = [a for a in sorted(sub.addressed)
                      if set(rotated((a,), window)) & state.regs]
            if passed:
                mine = [r for a in passed for r in rotated((a,), window)]
                result.failures.append(f"{ins.addr:x}: {ins.mnemonic} {callee} passes secret "
                                       f"address {_shown(mine)} (dereferenced in {callee})")
            if not again:   # a recursive call's findings are the function's own
                where = f" (in {callee}, called at {ins.addr:x})"
                result.failures += [x + where for x in sub.failures]
                result.warnings += [x + where for x in sub.warnings]
                result.branches += sub.branches
            mine_addressed, mine_stores = summary.through(
                self.isa, state.origin, window, sub.addressed, sub.stores)
            addressed |= mine_addressed
            stores |= mine_stores
        if f.effects[k].kind == "call" and any(lo <= ins.addr <= hi for lo, hi in loops):
            result.calls_in_loops += 1
            result.loop_callees.append(callee or "indirect")


def _join_all(states: list[State | None]) -> State:
    known = [s for s in states if s is not None]
    out = known[0]
    for s in known[1:]:
        out = out.join(s)
    return out


def analyse(isa: Isa | str, functions: Mapping[str, list[Insn]], function: str,
            secret_args: int, flow_sensitive: bool = True,
            helpers: Mapping[str, Analysis] | None = None,
            public_memory: int = 0,
            linked: Sequence[Mapping[str, list[Insn]]] = ()) -> Analysis:
    """Audit `function` of `functions` (one object's listing), whose argument
    i is secret when bit i of `secret_args` is set. Arguments beyond the
    argument registers are on the stack, loaded, hence secret anyway.
    `helpers`: the audits of external helpers (audit_helpers); a call with
    a secret argument carries the helper's findings. Argument i with bit i
    of `public_memory` set points to public memory (a curve's description):
    what is loaded through it, at a public offset, is public. `linked`: the
    listings of the other audited objects, whose functions a call is
    followed into as into the object's own (Program)."""
    isa = ISAS[isa] if isinstance(isa, str) else isa
    return Program(isa, [functions, *linked], flow_sensitive, helpers).audit(
        0, function, secret_args, public_memory)


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
