"""idf_ext.py: `idf.py ctbench-run` and `idf.py ctbench-campaign` with
idf.py's -p, through ESP-IDF's real idf.py, against a sim board on its
pseudo-terminal (RFC 2217 ports are tests/boards/test_remote_runs.py's: a
flash through pyserial's RFC 2217 client takes about half a minute)."""

from __future__ import annotations

import subprocess
from collections.abc import Iterator

import pytest

from conftest import BuildFn, usable
from ctbench.boards.simboard import SimBoard
from ctbench.errors import CtbError
from ctbench.targets.base import RunOptions
from ctbench.targets.esp_idf import find_idf
from ctbench.targets.native import NativeTarget
from helpers import ROOT

HANG_GUARD_S = 600


def idf_py(*args: str) -> subprocess.CompletedProcess[str]:
    try:
        idf = find_idf()
    except CtbError as e:
        pytest.skip(str(e))
    return subprocess.run([*idf.idf_py(), *args], env=idf.env, cwd=ROOT, capture_output=True,
                          text=True, timeout=HANG_GUARD_S)


@pytest.fixture
def served(built: BuildFn) -> Iterator[str]:
    usable("sim")
    build = built("native", "Os")
    with SimBoard() as board:
        board.app = NativeTarget().command(
            build, RunOptions(batch_ms=1, batches=1, bench="ct_add/*"), build.app)
        yield board.port


def test_ctbench_run_takes_idf_py_port_before_or_after(served: str) -> None:
    for args in (("-p", served, "ctbench-run"), ("ctbench-run", "-p", served)):
        proc = idf_py(*args, "--chip", "sim", "--bench", "ct_add/*", "--batch-ms", "1",
                      "--batches", "1")
        assert proc.returncode == 0, proc.stdout[-2000:] + proc.stderr[-2000:]
        assert f"--port {served}" in proc.stdout and "ct_add/128" in proc.stdout


def test_an_unreachable_port_is_ctbench_s_one_line() -> None:
    proc = idf_py("-p", "rfc2217://127.0.0.1:1", "ctbench-campaign", "plans/demo.toml")
    assert proc.returncode == 1
    assert "ctbench: cannot open rfc2217://127.0.0.1:1 (connection refused)" in proc.stderr
