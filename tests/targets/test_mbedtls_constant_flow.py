"""tools/mbedtls_constant_flow.py's smallest meaningful check: the
corrected constant-flow cases (patches/mbedtls-4.0.0/tests) pass on
TF-PSA-Crypto v1.0.0 as released and fail on the negative control (a
branch on mbedtls_mpi_core_sub's borrow), under Valgrind. Skipped with
one line without valgrind or the repositories."""

from __future__ import annotations

import shutil
from pathlib import Path
from types import ModuleType

import pytest

from helpers import load_tool


def _tool() -> ModuleType:
    return load_tool("mbedtls_constant_flow")


def test_select_cases_keeps_whole_cases(tmp_path: Path) -> None:
    """A group's cases are picked from a .datax by description, whole."""
    tool = _tool()
    datax = tmp_path / "suite.datax"
    datax.write_text("mbedtls_mpi_core_sub #1 0 - 0\ndepends_on:0\n3:char*:\"0\"\n\n"
                     "mbedtls_mpi_core_add #1\n2:int:0\n\n"
                     "mbedtls_mpi_core_mla #1 0x0\n4:char*:\"0\"\n")
    dest = tmp_path / "out.datax"
    assert tool.select_cases(datax, tool.GROUPS["stock"][1], dest) == 2
    assert dest.read_text().split("\n\n")[1].startswith("mbedtls_mpi_core_mla #1")


@pytest.mark.slow   # two TF-PSA-Crypto builds: 25-40 s (make test-slow, CI)
def test_corrected_cases_catch_the_leaky_control(tmp_path: Path) -> None:
    if shutil.which("valgrind") is None:
        pytest.skip("valgrind not found (Debian package valgrind)")
    tool = _tool()
    why = tool.reachable()
    if why:
        pytest.skip(why)
    release = tool.check(tmp_path, "release", "valgrind", "")
    leaky = tool.check(tmp_path, "controls/leaky-sub", "valgrind", "")
    assert release["corrected"].verdict == "PASS" and release["stock"].verdict == "PASS"
    assert release["corrected"].ran == 6
    assert leaky["corrected"].verdict == "FAIL" and leaky["corrected"].reports >= 1
    assert leaky["corrected"].failed_cases == 0   # results right: only the flow is wrong
