"""firmware/pytest_bench.py through pytest-embedded's serial service against
a sim board, as a board's console is read in ESP-IDF's CI: on the board's
pty, over RFC 2217, and with a planted panic that must fail the test with
the panic's own text."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from conftest import BuildFn, usable
from ctbench.boards.rfc2217 import Rfc2217Server
from ctbench.boards.simboard import SimBoard
from ctbench.targets.base import RunOptions
from ctbench.targets.native import NativeTarget
from helpers import ROOT

STALL = Path(__file__).with_name("stall_app.py")
PANIC = ("Guru Meditation Error: Core  0 panic'ed (LoadProhibited). Exception was unhandled."
         "\\n\\nBacktrace: 0x400d0004:0x3ffb1230 0x400d0021:0x3ffb1250\\n\\nRebooting...")
HANG_GUARD_S = 300


@pytest.fixture
def app(built: BuildFn) -> list[str]:
    usable("sim")
    build = built("native", "Os")
    return NativeTarget().command(build, RunOptions(batch_ms=1, batches=1, bench="ct_add/*"),
                                  build.app)


def pytest_bench(port: str, logs: Path) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "pytest", "firmware/pytest_bench.py", "-p", "pytest_embedded",
         "-o", "addopts=", "-p", "no:cacheprovider", "-rfs", "-s", "--embedded-services", "serial",
         "--port", port, "--root-logdir", str(logs)],
        cwd=ROOT, capture_output=True, text=True, timeout=HANG_GUARD_S)


@pytest.mark.generic
@pytest.mark.parametrize("through", ["pty", "rfc2217"])
def test_bench_run_passes_on_the_sim(app: list[str], through: str, tmp_path: Path) -> None:
    with SimBoard(boot_on_open=True) as board:
        board.app = app
        server = (Rfc2217Server(board.port, on_lines=board.lines, on_open=board.opened)
                  if through == "rfc2217" else None)
        try:
            proc = pytest_bench(server.url if server else board.port, tmp_path)
        finally:
            if server:
                server.close()
    assert proc.returncode == 0, proc.stdout[-3000:] + proc.stderr[-2000:]
    assert "1 passed" in proc.stdout
    # the one instance that ran read a whole run: its JSON summary line
    assert '"records": 5' in proc.stdout


@pytest.mark.generic
def test_a_planted_panic_fails_naming_it(app: list[str], tmp_path: Path) -> None:
    with SimBoard(boot_on_open=True) as board:
        board.app = [sys.executable, str(STALL), "2", PANIC, "--", *app]
        proc = pytest_bench(board.port, tmp_path)
    assert proc.returncode == 1, proc.stdout[-3000:]
    assert ("the app faulted: Guru Meditation Error: Core  0 panic'ed (LoadProhibited)"
            in proc.stdout), proc.stdout[-3000:]
    assert "mid-capture after 2 records" in proc.stdout
