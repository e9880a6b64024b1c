"""Every component's C unit tests, through the runner firmware/ generates."""

from __future__ import annotations

import re
import subprocess

from ctbench.build import Build


def run_units(build: Build) -> tuple[int, str]:
    assert build.tests is not None
    proc = subprocess.run([str(build.tests)], capture_output=True, text=True, timeout=300)
    return proc.returncode, proc.stdout


def check(build: Build) -> None:
    rc, out = run_units(build)
    summary = re.search(r"\[(\S+)\] (\d+) passed, (\d+) failed", out)
    assert summary, out
    failures = [line for line in out.splitlines() if line.startswith("FAIL")]
    assert rc == 0 and summary.group(3) == "0", "\n".join(failures) or out
    assert int(summary.group(2)) >= 12


def test_units_native_os(native_os: Build) -> None:
    check(native_os)


def test_units_native_o2(native_o2: Build) -> None:
    check(native_o2)
