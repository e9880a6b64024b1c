"""A simulated ESP32 behind a pseudo-terminal.

Tools open `SimBoard.port` as they would a USB-UART. The far end is the
board: after a reset it prints the ROM banner and runs its app, a command
line (the native build of a variant), whose output is dressed as an ESP-IDF
console (CRLF line ends, coloured log lines between records). What the host
writes reaches `received`.

The board outlives a run: it can be reset many times, and several boards can
exist at once, each on its own port.

Reset, as on a devkit: a pty has no modem lines, but a board served over
RFC 2217 (boards/rfc2217.py) gets the client's DTR and RTS through `lines`,
wired as ESP32 devkits wire them to EN and GPIO0 (EN is low while RTS is
asserted and DTR is not): EN low holds the board in reset, its release boots
the app again. With `boot_on_open`, for tools that never reset a board
(pytest-embedded's serial service, a terminal), the board also boots when a
host opens its port: pyserial's open flushes the port's input, which the pty
master sees in packet mode (TIOCPKT_FLUSHREAD), and the RFC 2217 server calls
`opened` once a client has finished opening (its purges). Only then does the
board print, so the host loses nothing to pyserial's flush.
"""

from __future__ import annotations

import contextlib
import fcntl
import os
import pty
import struct
import subprocess
import termios
import threading
import tty
from types import TracebackType

from ctbench.errors import CtbError

BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
          b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
          b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")


# Linux's pty packet mode (tty_ioctl(4)): every read of the master starts
# with a status byte; FLUSHREAD means the slave's side flushed its input.
_TIOCPKT = getattr(termios, "TIOCPKT", 0x5420)
_TIOCPKT_FLUSHREAD = getattr(termios, "TIOCPKT_FLUSHREAD", 1)


class SimBoard:
    def __init__(self, chip: str = "esp32", boot_on_open: bool = False) -> None:
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
        # The app the board boots into on a reset through its lines or an open.
        self.app: list[str] | None = None
        self.boot_on_open = boot_on_open
        self._en_low = False
        if boot_on_open:
            fcntl.ioctl(self._board, _TIOCPKT, struct.pack("i", 1))
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
            if self.boot_on_open:   # packet mode: a status byte first
                if data[0] & _TIOCPKT_FLUSHREAD:
                    self.opened()
                data = data[1:]
                if not data:
                    continue
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
            self.app = app
            self._stop_app()
            self.send(BANNER)
            try:
                proc = subprocess.Popen(app, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
            except OSError as e:
                raise CtbError(f"sim: cannot start {app[0]} ({e.strerror})") from None
            self._app = proc
            threading.Thread(target=self._relay, args=(proc,), daemon=True).start()

    def lines(self, dtr: bool, rts: bool) -> None:
        """The host's modem lines, wired as a devkit's auto-reset circuit:
        EN is low while RTS is asserted and DTR is not. EN low holds the
        board in reset (its app stops); releasing it boots the app."""
        en_low = rts and not dtr
        with self._lock:
            was_low, self._en_low = self._en_low, en_low
            if en_low and not was_low:
                self._stop_app()
        if was_low and not en_low and self.app is not None:
            self.reset(self.app)

    def opened(self) -> None:
        """A host has opened the port (and flushed it): with `boot_on_open`,
        the board boots into its app."""
        if self.boot_on_open and self.app is not None and not self._en_low:
            self.reset(self.app)

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
