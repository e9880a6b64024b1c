"""A sim board served over RFC 2217 on 127.0.0.1: bytes both ways, a reset
through RTS as a devkit's EN, a client's open that boots a board, a client
that drops without taking the server down, and the one-line errors for a
port that cannot be opened."""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator

import pytest
import serial

from ctbench.boards.ports import check_port
from ctbench.boards.rfc2217 import Rfc2217Server
from ctbench.boards.simboard import BANNER, SimBoard
from ctbench.errors import CtbError

APP = ["sh", "-c", "echo app says hello"]
HANG_GUARD_S = 30


class Board(SimBoard):
    """Records what the host wrote and the modem lines it set."""

    def __init__(self, boot_on_open: bool = False) -> None:
        super().__init__(boot_on_open=boot_on_open)
        self.got = b""
        self.seen_lines: list[tuple[bool, bool]] = []
        self.changed = threading.Event()

    def received(self, data: bytes) -> None:
        self.got += data
        self.changed.set()

    def lines(self, dtr: bool, rts: bool) -> None:
        self.seen_lines.append((dtr, rts))
        super().lines(dtr, rts)


def read_until(dev: serial.Serial, marker: bytes) -> bytes:
    data = b""
    end = time.monotonic() + HANG_GUARD_S
    while marker not in data and time.monotonic() < end:
        data += dev.read(4096)
    return data


@pytest.fixture
def served() -> Iterator[tuple[Board, Rfc2217Server]]:
    board = Board()
    board.app = APP
    server = Rfc2217Server(board.port, on_lines=board.lines, on_open=board.opened)
    yield board, server
    server.close()
    board.close()


def test_bytes_both_ways_and_a_reset_through_rts(served: tuple[Board, Rfc2217Server]) -> None:
    board, server = served
    assert server.url.startswith("rfc2217://127.0.0.1:")
    with serial.serial_for_url(server.url, baudrate=115200, timeout=0.5) as dev:
        dev.write(b"ping\n")
        assert board.changed.wait(HANG_GUARD_S) and board.got == b"ping\n"
        # Opening asserts both lines, which leaves EN high: no boot.
        assert board.seen_lines[-1] == (True, True)
        assert dev.read(100) == b""
        # read_serial's reset: DTR off, RTS on (EN low), RTS off (EN high).
        dev.dtr = False
        dev.rts = True
        dev.rts = False
        out = read_until(dev, b"app says hello")
    assert out.startswith(BANNER)
    assert out.count(b"rst:0x1") == 1 and b"app says hello\r\n" in out


def test_a_dropped_client_leaves_the_server_up(served: tuple[Board, Rfc2217Server]) -> None:
    board, server = served
    dev = serial.serial_for_url(server.url, baudrate=115200, timeout=0.5)
    server.drop()
    with pytest.raises(serial.SerialException):
        for _ in range(10):
            dev.read(10)
    dev.close()
    # The next client is served as the first was.
    with serial.serial_for_url(server.url, baudrate=115200, timeout=0.5) as again:
        again.dtr = False
        again.rts = True
        again.rts = False
        assert b"app says hello" in read_until(again, b"app says hello")


@pytest.mark.parametrize("through", ["pty", "rfc2217"])
def test_boot_on_open_loses_nothing(through: str) -> None:
    """pyserial flushes its input on open; a board that boots when opened
    starts printing only after that, so the banner arrives whole."""
    with Board(boot_on_open=True) as board:
        board.app = APP
        server = (Rfc2217Server(board.port, on_lines=board.lines, on_open=board.opened)
                  if through == "rfc2217" else None)
        try:
            port = server.url if server else board.port
            with serial.serial_for_url(port, baudrate=115200, timeout=0.5) as dev:
                out = read_until(dev, b"app says hello")
        finally:
            if server:
                server.close()
    assert out.startswith(BANNER) and b"app says hello\r\n" in out


@pytest.mark.parametrize("port, cause", [
    ("rfc2217://127.0.0.1:1", "connection refused"),
    ("socket://127.0.0.1:1", "connection refused"),
    ("/dev/ctbench-no-such-port", "no such file or directory"),
])
def test_a_port_that_cannot_be_opened_is_one_line(port: str, cause: str) -> None:
    with pytest.raises(CtbError) as e:
        check_port(port)
    assert str(e.value) == f"cannot open {port} ({cause})"


def test_a_busy_listen_address_is_one_line() -> None:
    with SimBoard() as board:
        first = Rfc2217Server(board.port)
        try:
            with pytest.raises(CtbError, match=r"cannot serve .* on 127\.0\.0\.1:\d+ \("):
                Rfc2217Server(board.port, port=first.port)
        finally:
            first.close()
