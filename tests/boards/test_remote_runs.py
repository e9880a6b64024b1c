"""A sim board served over RFC 2217 on 127.0.0.1, the way a board on another
machine is reached: `ctbench run` flashes it with esptool through the URL,
reads it, and a connection that drops mid-run fails the run naming the
drop, keeping what arrived. Then `ctbench sim serve` itself, and the
one-line refusal of an unreachable server.

One flash goes through RFC 2217 here, in the dropped-connection test, which
is marked slow (`make test-slow`, which CI runs): with stock pyserial every
esptool command costs about 0.3 s over it (its client renegotiates the port
settings whenever esptool changes the timeout), about 25-34 s a flash; the
other sim tests flash through the pseudo-terminal (docs/boards.md, "Remote
boards")."""

from __future__ import annotations

import json
import signal
import subprocess
import sys
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import serial

from conftest import BuildFn, usable
from ctbench.boards.rfc2217 import Rfc2217Server
from ctbench.boards.simboard import SimBoard
from ctbench.targets.base import RunOptions
from ctbench.targets.native import NativeTarget
from helpers import ROOT, ctbench, write_plan

STALL = Path(__file__).with_name("stall_app.py")
BENCH = "ct_add/*"   # five records
HANG_GUARD_S = 120


class Board(SimBoard):
    """A served board whose boot number `stall_at` (1-based) stalls after
    two records; `stalled` is set once the server has sent that on. A run
    flashes the board first (esptool over RFC 2217), then boots it."""

    def __init__(self, stall_at: int | None = None) -> None:
        super().__init__()
        self.boots = 0
        self.stall_at = stall_at
        self.stalled = threading.Event()
        self.sent = b""

    def _start(self, app: list[str], faults: tuple[str, ...]) -> None:
        self.boots += 1
        if self.boots == self.stall_at:
            app = [sys.executable, str(STALL), "2", "", "--", *app]
        super()._start(app, faults)

    def forwarded(self, data: bytes) -> None:
        """What the server sent the client: once the stall is there, every
        byte before it is on its way, in order, before any drop."""
        self.sent += data
        if b"STALLED" in self.sent:
            self.stalled.set()


@pytest.fixture
def app(built: BuildFn) -> list[str]:
    usable("sim")
    build = built("native", "Os")
    return NativeTarget().command(build, RunOptions(batch_ms=1, batches=1, bench=BENCH),
                                  build.app)


def serve(board: Board, app: list[str]) -> Rfc2217Server:
    board.app = app
    return Rfc2217Server(board.port, on_lines=board.lines, on_open=board.opened,
                         on_forward=board.forwarded)


@pytest.fixture
def board() -> Iterator[Board]:
    with Board() as b:
        yield b


@pytest.mark.slow   # a flash through RFC 2217, about 25 s: make test-slow (and CI)
def test_a_connection_dropped_mid_run_fails_the_run_naming_it(app: list[str],
                                                               tmp_path: Path) -> None:
    with Board(stall_at=1) as board:
        server = serve(board, app)
        try:
            run = subprocess.Popen(
                [sys.executable, "-m", "ctbench", "run", "--target", "sim", "--variant", "Os",
                 "--bench", BENCH, "--batch-ms", "1", "--batches", "1", "--port", server.url,
                 "--out", str(tmp_path), "--json"],
                cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
            assert board.stalled.wait(HANG_GUARD_S)
            server.drop()
            out, err = run.communicate(timeout=HANG_GUARD_S)
        finally:
            server.close()
    assert run.returncode == 1, err
    doc = json.loads(out)
    assert len(doc["records"]) == 2   # what arrived before the drop is kept
    lost = [p for p in doc["problems"] if "lost the port" in p["detail"]]
    assert lost and server.url in lost[0]["detail"] and "connection was closed" in \
        lost[0]["detail"]
    assert Path(doc["capture"]).read_bytes().count(b'"type":"rec"') == 2


def test_sim_serve_prints_its_boards_and_stops_cleanly(app: list[str],
                                                       tmp_path: Path) -> None:
    """Served over RFC 2217, a board's pty is the server's: a run reaches it
    by its URL (the dropped-connection test above flashes one that way)."""
    serve_proc = subprocess.Popen(
        [sys.executable, "-m", "ctbench", "sim", "serve", "--variant", "Os", "--bench", BENCH,
         "--batch-ms", "1", "--batches", "1", "--boards", "2", "--rfc2217", "127.0.0.1:0",
         "--json"], cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    try:
        assert serve_proc.stdout is not None
        doc = json.loads(serve_proc.stdout.readline())
        boards = doc["boards"]
        assert [b["board"] for b in boards] == [1, 2]
        assert all(b["port"].startswith("/dev/pts/") for b in boards)
        assert len({b["url"] for b in boards}) == 2
        # each URL answers as a serial port: a reset through RTS boots the
        # board, whose console then comes through the connection
        dev = serial.serial_for_url(boards[1]["url"], baudrate=115200, timeout=HANG_GUARD_S)
        with dev:
            dev.dtr, dev.rts = False, True
            dev.rts = False
            assert dev.read_until(b"rst:0x1 (POWERON_RESET)").endswith(b"POWERON_RESET)")
    finally:
        serve_proc.send_signal(signal.SIGTERM)
        _, err = serve_proc.communicate(timeout=HANG_GUARD_S)
    assert serve_proc.returncode == 0, err


def test_an_unreachable_server_is_one_line_before_any_build(tmp_path: Path) -> None:
    plan = write_plan(tmp_path / "plan.toml", target="sim")
    for args in (["run", "--target", "sim", "--variant", "Os"],
                 ["campaign", str(plan), "--out", str(tmp_path / "r")]):
        proc = ctbench(*args, "--port", "rfc2217://127.0.0.1:1")
        assert proc.returncode == 1
        assert proc.stderr == "ctbench: cannot open rfc2217://127.0.0.1:1 (connection refused)\n"
    assert not (tmp_path / "r").exists()
