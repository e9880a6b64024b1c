"""What a function does with its pointer arguments, for the audit across
calls (taint.py; docs/ct.md, "The audit across calls").

The taint analysis follows where each register's value came from as well
as whether it is secret: its origin, an argument register of the function
as it was on entry, or the stack pointer, plus a known constant offset
(None when the offset is not a constant: an index was added, or a loop
stepped it). From the origins of the addresses a function uses, its
summary says

- `addressed`: the argument registers it uses as (part of) a memory
  address, itself or in a function it passes them to;
- `stores`: (argument register, offset, secret, bytes) for each store
  through a pointer made from an argument: at that constant offset from
  it (None: not a constant), a secret value or a public one, so many
  bytes wide.

A caller that passes a secret in a register the callee addresses with
fails at the call (taint.py). A caller that passes the address of one of
its stack slots learns, after the call, that the slots the callee may
have written hold a secret when the callee stored one (write_back): the
`err` flag a helper sets. Only secrets are written back: a public store
leaves the slot's taint as it was, since the callee may not have made it
on every path.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable

from ctbench.ctlab.audit.isa import FLAGS, Effect, Isa, rotated, slot_offset

SP = "sp"   # the origin of the stack pointer, whatever the ISA names it

# (register piece or slot name, origin: an argument register or SP, offset)
Origins = frozenset[tuple[str, str, int | None]]
# (argument register, offset from it or None, secret, bytes written)
Store = tuple[str, int | None, bool, int]
Stores = frozenset[Store]


def entry(isa: Isa) -> Origins:
    """On entry, each argument register is its own origin."""
    return frozenset((p, a, 0) for a in isa.arg_regs for p in isa.pieces(a))


def merge(a: Origins, b: Origins) -> Origins:
    """Where two paths meet: every origin of either; an offset the two
    disagree on is no longer known (this is what makes a loop's stepped
    pointer converge)."""
    if a == b or not b:
        return a
    if not a:
        return b
    out: dict[tuple[str, str], int | None] = {}
    for name, base, off in (*a, *b):
        key = (name, base)
        if key in out and out[key] != off:
            out[key] = None
        else:
            out.setdefault(key, off)
    return frozenset((n, b_, o) for (n, b_), o in out.items())


@functools.cache
def _sp(isa: Isa) -> frozenset[str]:
    return isa.pieces(isa.sp)


def of(origins: Origins, names: Iterable[str], isa: Isa) -> set[tuple[str, int | None]]:
    """The origins of some registers; the stack pointer is its own, SP."""
    wanted = names if isinstance(names, (set, frozenset)) else set(names)
    found = {(b, o) for n, b, o in origins if n in wanted} if origins else set()
    if not wanted.isdisjoint(_sp(isa)):
        found.add((SP, 0))
    return found


def moved(isa: Isa, origins: Origins, reads: frozenset[str], writes: frozenset[str],
          offset: int | None) -> Origins:
    """The origins after an operation of `reads` into `writes`, which adds
    `offset` when it is a move or an add of a constant."""
    sources = of(origins, reads, isa) if reads else set()
    if not any(t[0] in writes for t in origins):
        kept = origins
    else:
        kept = frozenset(t for t in origins if t[0] not in writes)
    if not sources:
        return kept
    made = {(w, b, None if o is None or offset is None else o + offset)
            for w in writes - {FLAGS} - _sp(isa) for b, o in sources}
    return kept | made


def without_frame(origins: Origins) -> Origins:
    """The stack pointer moved: offsets from it are stale."""
    return frozenset(t for t in origins if t[1] != SP)


def through(isa: Isa, origins: Origins, window: int, addressed: frozenset[str],
            stores: Stores) -> tuple[set[str], set[Store]]:
    """A callee's summary in its caller's terms: the caller's origins of
    the argument registers the callee addresses through and stores
    through. Registers are the callee's; `window` is the call's rotation
    (Xtensa callN)."""
    mine_addressed: set[str] = set()
    mine_stores: set[Store] = set()
    for arg in addressed:
        mine_addressed |= {b for b, _ in of(origins, rotated((arg,), window), isa) if b != SP}
    for arg, off, secret, size in stores:
        for b, o in of(origins, rotated((arg,), window), isa):
            if b != SP:
                mine_stores.add((b, None if o is None or off is None else o + off, secret, size))
    return mine_addressed, mine_stores


def frame_objects(isa: Isa, effects: Iterable[Effect]) -> tuple[int, ...]:
    """The offsets from the stack pointer whose address a function takes
    (lea 0x10(%rsp), add r0, sp, #16, addi a2, a1, 16): where each of its
    address-taken stack objects starts."""
    sp = isa.pieces(isa.sp)
    return tuple(sorted({e.offset for e in effects if e.offset is not None
                         and e.reads & sp and not e.writes & sp}))


def frame_hits(isa: Isa, origins: Origins, window: int, stores: Stores,
               slots: Iterable[str], objects: tuple[int, ...] = (),
               pointers: Iterable[str] = ()) -> set[str]:
    """The caller's stack slots (of `slots`) that a callee's secret stores
    may have written. A store at a known offset from a pointer at a known
    offset in the frame: the slots its bytes overlap, each slot taken as a
    register wide (its own width is not known). Any other store writes
    somewhere in the stack object the pointer points into: the caller's
    stack objects are taken to be its address-taken ones (`objects`, where
    each starts), each reaching up to where the next starts, the last one
    word (its end is not known); a pointer at no known offset, any of
    them. A slot holding a pointer (`pointers`) is a spill, never part of
    an object, and is not hit by those."""
    word = isa.xlen // 8
    hits: set[str] = set()
    spilled = set(pointers)
    named = [(s, slot_offset(s)) for s in slots]
    ends = {x: objects[i + 1] if i + 1 < len(objects) else None for i, x in enumerate(objects)}

    def inside(at: int | None, start: int) -> bool:
        end = ends.get(start) or start + word
        return at is None or start - word < at < end

    for arg, off, secret, size in stores:
        if not secret:
            continue
        for b, o in of(origins, rotated((arg,), window), isa):
            if b != SP:
                continue
            if o is not None and off is not None:
                hits |= {name for name, at in named
                         if at is None or o + off < at + word and at < o + off + size}
                continue
            starts = objects if o is None else (
                max((x for x in objects if x <= o), default=o),)
            hits |= {name for name, at in named if name not in spilled
                     and any(inside(at, x) for x in starts)}
    return hits


def public_memory_written(isa: Isa, window: int, stores: Stores, pub: frozenset[str]) -> bool:
    """Whether a callee stored a secret through a pointer its caller held
    as one into public memory (analyse()'s public_memory)."""
    return any(secret and set(rotated((arg,), window)) & pub for arg, _, secret, _ in stores)
