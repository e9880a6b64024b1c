"""A simulated ESP32 behind a pseudo-terminal.

Tools open `SimBoard.port` as they would a USB-UART. The far end is the
board: after a reset it prints the ROM banner and runs its app, a command
line (the native build of a variant), whose output is dressed as an ESP-IDF
console (CRLF line ends, coloured log lines between records). What the host
writes reaches `received`.

The board outlives a run: it can be reset many times, and several boards can
exist at once, each on its own port.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import select
import subprocess
import sys
import termios
import threading
import time
import tty
from types import TracebackType

from ctbench.boards.faults import RESET_BANNER, Injector
from ctbench.errors import CtbError

BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
          b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
          b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")


class SimBoard:
    def __init__(self, chip: str = "esp32") -> None:
        self.chip = chip
        self._board, self._host = pty.openpty()
        os.set_blocking(self._board, True)
        # The host reads the port the way it reads a UART: raw, no echo.
        tty.setraw(self._host, termios.TCSANOW)
        tty.setraw(self._board, termios.TCSANOW)
        self.port = os.ttyname(self._host)
        self._lock = threading.Lock()
        self._app: subprocess.Popen[bytes] | None = None
        self._closed = False
        threading.Thread(target=self._listen, daemon=True).start()

    # -- what the host writes ------------------------------------------------
    def _listen(self) -> None:
        while not self._closed:
            try:
                # Never blocked in a read: a read in flight would keep the
                # port open after close() or an unplug.
                if not select.select([self._board], [], [], 0.2)[0]:
                    continue
                data = os.read(self._board, 4096)
            except (OSError, ValueError):
                return
            if not data:
                return
            self.received(data)

    def received(self, data: bytes) -> None:
        """The running app reads no console input."""

    # -- what the board prints -----------------------------------------------
    def send(self, data: bytes) -> None:
        # A relay may still write after close() or an unplug: the board is gone.
        if self._closed:
            return
        with contextlib.suppress(OSError):
            os.write(self._board, data)

    def _relay(self, proc: subprocess.Popen[bytes], faults: Injector, app: list[str]) -> None:
        assert proc.stdout is not None
        for n, line in enumerate(proc.stdout):
            step = faults.step(line.rstrip(b"\n") + b"\r\n")
            self.send(step.data)
            if step.then is not None:
                self._fault(step.then, proc, app)
                return
            if n % 3 == 1:   # ESP-IDF logs between records
                self.send(b"\x1b[0;33mW (%d) ctbench: simulated log\x1b[0m\r\n" % (1000 + n))

    def _fault(self, then: str, proc: subprocess.Popen[bytes], app: list[str]) -> None:
        """What an injected fault does after its line (boards/faults.py)."""
        if then == "reset":
            self.reset(app, banner=RESET_BANNER)
            return
        with self._lock:
            if self._app is proc:      # "hang": the app is stopped, the port stays
                self._stop_app()
            if then == "unplug" and not self._closed:
                self._drain()
                self._closed = True
                os.close(self._board)  # the host's reads fail from now on

    def _drain(self, limit_s: float = 5.0) -> None:
        """Wait (a while at most) until the host has read what was sent:
        closing the port discards what it has not."""
        end = time.monotonic() + limit_s
        while time.monotonic() < end:
            waiting = fcntl.ioctl(self._host, termios.FIONREAD, b"\0\0\0\0")
            if int.from_bytes(waiting, sys.byteorder) == 0:
                return
            time.sleep(0.01)

    # -- power -----------------------------------------------------------------
    def reset(self, app: list[str], faults: tuple[str, ...] = (),
              banner: bytes = BANNER) -> None:
        """Reset into `app`: whatever ran before is stopped, the ROM banner
        is printed, then the app's output follows, with `faults` injected
        (boards/faults.py)."""
        with self._lock:
            if self._closed:    # a fault's reset after the host gave up
                return
            self._stop_app()
            self.send(banner)
            try:
                proc = subprocess.Popen(app, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
            except OSError as e:
                raise CtbError(f"sim: cannot start {app[0]} ({e.strerror})") from None
            self._app = proc
            threading.Thread(target=self._relay, args=(proc, Injector(faults), app),
                             daemon=True).start()

    def _stop_app(self) -> None:
        if self._app is not None:
            self._app.kill()
            self._app.wait()
            self._app = None

    def close(self) -> None:
        with self._lock:
            self._stop_app()
            unplugged, self._closed = self._closed, True
            if not unplugged:       # an unplug closed the board's end already
                os.close(self._board)
            os.close(self._host)

    def __enter__(self) -> SimBoard:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
