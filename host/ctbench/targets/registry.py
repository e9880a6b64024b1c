"""Targets: where a build runs. One small class each, resolved in one place.

A target knows what it needs (tools and the Debian packages that provide
them), how to build a variant for itself, and how to run a build so that
every byte the device prints lands in a capture file before anything parses
it.
"""

from __future__ import annotations

from ctbench.errors import CtbError
from ctbench.targets.base import Target
from ctbench.targets.board import IDF_CHIPS, IdfTarget
from ctbench.targets.idf_linux import IdfLinuxTarget
from ctbench.targets.native import NativeTarget
from ctbench.targets.qemu import cached_emulated_targets, emulated_targets
from ctbench.targets.sim import SimTarget


def all_targets() -> list[Target]:
    return [NativeTarget(), *emulated_targets(), *cached_emulated_targets(),
            IdfLinuxTarget(),
            *(IdfTarget(chip) for chip in IDF_CHIPS), SimTarget()]


def get_target(name: str) -> Target:
    for t in all_targets():
        if t.name == name:
            return t
    known = ", ".join(t.name for t in all_targets())
    raise CtbError(f"unknown target '{name}' (known: {known})")


def isa_of(name: str) -> str:
    """The ISA of the target called `name` (unknown names raise)."""
    return get_target(name).isa
