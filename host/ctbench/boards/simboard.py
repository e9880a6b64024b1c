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
import os
import pty
import subprocess
import termios
import threading
import tty
from types import TracebackType

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
                data = os.read(self._board, 4096)
            except OSError:
                return
            if not data:
                return
            self.received(data)

    def received(self, data: bytes) -> None:
        """The running app reads no console input."""

    # -- what the board prints -----------------------------------------------
    def send(self, data: bytes) -> None:
        # A relay may still write after close(): the board is gone.
        with contextlib.suppress(OSError):
            os.write(self._board, data)

    def _relay(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        for n, line in enumerate(proc.stdout):
            self.send(line.rstrip(b"\n") + b"\r\n")
            if n % 3 == 1:   # ESP-IDF logs between records
                self.send(b"\x1b[0;33mW (%d) ctbench: simulated log\x1b[0m\r\n" % (1000 + n))

    # -- power -----------------------------------------------------------------
    def reset(self, app: list[str]) -> None:
        """Reset into `app`: whatever ran before is stopped, the ROM banner
        is printed, then the app's output follows."""
        with self._lock:
            self._stop_app()
            self.send(BANNER)
            try:
                proc = subprocess.Popen(app, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
            except OSError as e:
                raise CtbError(f"sim: cannot start {app[0]} ({e.strerror})") from None
            self._app = proc
            threading.Thread(target=self._relay, args=(proc,), daemon=True).start()

    def _stop_app(self) -> None:
        if self._app is not None:
            self._app.kill()
            self._app.wait()
            self._app = None

    def close(self) -> None:
        with self._lock:
            self._stop_app()
            self._closed = True
            os.close(self._board)
            os.close(self._host)

    def __enter__(self) -> SimBoard:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
