"""A simulated ESP32 behind a pseudo-terminal.

Tools open `SimBoard.port` as they would a USB-UART. The far end is the
board: after a reset it prints the ROM banner and runs its app, a command
line (the native build of a variant), whose output is dressed as an ESP-IDF
console (CRLF line ends, coloured log lines between records). What the host
writes reaches `received`.

The board outlives a run: it can be reset many times, and several boards can
exist at once, each on its own port.

It has an ESP32's ROM loader (boards/simrom.py) and a flash that keeps what
esptool writes. A pty has no DTR/RTS, so no host can strap it into download
mode: the board enters it when a SYNC frame arrives (its app reads no
console input, so nothing else would read it). A reset with no app given,
or the ROM loader's FLASH_END (not the stub's), boots the program flashed
at 0x10000 (boards/simimage.py), or prints the bootloader's error and runs nothing.
"""

from __future__ import annotations

import contextlib
import errno
import os
import pty
import shutil
import subprocess
import tempfile
import termios
import threading
import time
import tty
from pathlib import Path
from types import TracebackType

from ctbench.boards import simimage
from ctbench.boards.simrom import RomLoader
from ctbench.errors import CtbError

BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
          b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
          b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")
SYNC_START = b"\xc0\x00\x08"   # a SLIP frame opening a SYNC request
BOOT_FAILED = (b"\x1b[0;31mE (%d) boot: Factory app partition is not bootable\x1b[0m\r\n"
               b"\x1b[0;31mE (%d) boot: No bootable app partitions in the partition table"
               b"\x1b[0m\r\n")


class SimBoard:
    def __init__(self, chip: str = "esp32", mac: bytes | None = None) -> None:
        if chip != "esp32":     # the ROM loader answers as an ESP32 (simrom.py)
            raise CtbError(f"sim: a simulated board is an esp32, not {chip}")
        self.chip = chip
        # locally administered, one per board
        self.mac = mac or bytes([0x02, 0xC7, 0xB0]) + os.urandom(3)
        self.rom = RomLoader(self.send, self._rom_run, self.mac)
        self.download = False   # in the ROM loader
        self._tail = b""
        self._dir = Path(tempfile.mkdtemp(prefix="ctbench-sim-"))
        self._board, self._host = pty.openpty()
        os.set_blocking(self._board, True)
        # The host reads the port the way it reads a UART: raw, no echo.
        tty.setraw(self._host, termios.TCSANOW)
        tty.setraw(self._board, termios.TCSANOW)
        self.port = os.ttyname(self._host)
        self._lock = threading.RLock()
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
        """The running app reads no console input; the ROM loader does."""
        with self._lock:
            if not self.download:
                seen = self._tail + data
                at = seen.find(SYNC_START)
                self._tail = seen[-(len(SYNC_START) - 1):]
                if at < 0:
                    return
                self._stop_app()
                self.download = True
                self.rom.power_on()
                data = seen[at:]
            self.rom.feed(data)

    # -- what the board prints -----------------------------------------------
    def send(self, data: bytes) -> None:
        # A relay may still write after close(): the board is gone.
        with contextlib.suppress(OSError):
            os.write(self._board, data)

    def _relay(self, proc: subprocess.Popen[bytes]) -> None:
        assert proc.stdout is not None
        for n, line in enumerate(proc.stdout):
            with self._lock:
                if proc is not self._app:   # reset since: its output is gone
                    return
                self.send(line.rstrip(b"\n") + b"\r\n")
                if n % 3 == 1:   # ESP-IDF logs between records
                    self.send(b"\x1b[0;33mW (%d) ctbench: simulated log\x1b[0m\r\n"
                              % (1000 + n))

    # -- power -----------------------------------------------------------------
    def reset(self, app: list[str] | None = None) -> None:
        """Reset into `app`, or into the program in flash: whatever ran
        before is stopped, the ROM banner is printed, then the app's output
        follows (or the bootloader's error)."""
        with self._lock:
            self._stop_app()
            self.download = False
            self.rom.power_on()
            self.send(BANNER)
            if app is None:
                self._boot_flash()
            else:
                self._start(app)

    def _rom_run(self) -> None:
        """The loader's FLASH_END: leave download mode and boot."""
        try:
            self.reset()
        except CtbError as e:   # on the listener's thread: the console says it
            self.send(b"\x1b[0;31mE (300) %s\x1b[0m\r\n" % str(e).encode())

    def _boot_flash(self) -> None:
        try:
            program, args = simimage.unpack(self.rom.flash)
        except simimage.NotBootable as e:
            self.send(b"\x1b[0;31mE (300) %s\x1b[0m\r\n" % str(e).encode()
                      + BOOT_FAILED % (306, 312))
            return
        path = self._dir / "app"
        path.unlink(missing_ok=True)
        path.write_bytes(program)
        path.chmod(0o755)
        self._start([str(path), *args])

    def _start(self, app: list[str]) -> None:
        with self._lock:
            for attempt in range(20):
                try:
                    proc = subprocess.Popen(app, stdout=subprocess.PIPE,
                                            stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL)
                    break
                except OSError as e:
                    # A fork on another thread may briefly hold the program
                    # just written open (ETXTBSY): try again.
                    if e.errno != errno.ETXTBSY or attempt == 19:
                        raise CtbError(f"sim: cannot start {app[0]} ({e.strerror})") from None
                    time.sleep(0.05)
            self._app = proc
            threading.Thread(target=self._relay, args=(proc,), daemon=True).start()

    def _stop_app(self) -> None:
        if self._app is not None:
            self._app.kill()
            self._app.wait()
            self._app = None

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._stop_app()
            self._closed = True
            os.close(self._board)
            os.close(self._host)
            shutil.rmtree(self._dir, ignore_errors=True)

    def __enter__(self) -> SimBoard:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
