"""Fixtures shared by the constant-time lab's tests: the RV32 core the
trace and insn-eq harnesses run on here, and the trace plugin built for
the installed QEMU."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctbench.ctlab import trace as ct_trace
from ctbench.errors import CtbError
from ctbench.targets import qemu_plugin
from ctbench.targets.qemu import QemuTarget, emulated_targets


@pytest.fixture(scope="module")
def riscv() -> QemuTarget:
    t = next((t for t in emulated_targets() if t.name == "qemu-riscv32"), None)
    if t is None or ct_trace.missing_tools(t):
        pytest.skip("qemu-riscv32 not usable here")
    return t


@pytest.fixture(scope="module")
def plugin() -> Path:
    try:
        return qemu_plugin.build_plugin(ct_trace.plugin_source(), qemu_plugin.plugin_header())
    except CtbError as e:
        pytest.skip(f"QEMU plugin not available here: {e}")
