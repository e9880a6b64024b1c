"""The ISAs the audit reads, by name: one module each."""

from __future__ import annotations

from ctbench.ctlab.audit import arm, riscv, x86_64, xtensa
from ctbench.ctlab.audit.isa import Isa

ISAS: dict[str, Isa] = {m.ISA.name: m.ISA for m in (x86_64, arm, riscv, xtensa)}
