"""A simulated ESP32 behind a pseudo-terminal.

Tools open `SimBoard.port` as they would a USB-UART. The far end is the
board: after a reset it prints the ROM banner and runs its app, whose output
is dressed as an ESP-IDF console (CRLF line ends, coloured log lines between
records). What the host writes reaches `received`. The board outlives a run:
it can be reset many times, and several boards can exist at once, each on
its own port.

Its app is a command line given to `reset` (the native build of a variant),
or, when none is given, the program flashed at 0x10000 (boards/simimage.py):
the board has an ESP32's ROM loader (boards/simrom.py) and a flash that
keeps what esptool writes. Bytes that are not a program get the
bootloader's error, and nothing runs.

Download mode and reset, as on a devkit:
- A pty has no modem lines, so no host can strap it into download mode:
  the board enters it when a SYNC frame arrives (its app reads no console
  input, so nothing else would read it).
- A board served over RFC 2217 (boards/rfc2217.py) gets the client's DTR and
  RTS through `lines`, wired as ESP32 devkits wire them to EN and GPIO0: EN
  is low while RTS is asserted and DTR is not, GPIO0 while DTR is and RTS is
  not. EN low holds the board in reset; its release boots the app, or the
  ROM loader when GPIO0 is low then.
- With `boot_on_open`, for tools that never reset a board (pytest-embedded's
  serial service, a terminal), the board also boots when a host opens its
  port: pyserial's open flushes the port's input, which the pty master sees
  in packet mode (TIOCPKT_FLUSHREAD), and the RFC 2217 server calls `opened`
  once a client has finished opening (its purges). Only then does the board
  print, so the host loses nothing to pyserial's flush.

Faults (boards/faults.py) sit on the output path: those given to `reset`, or
else the board's own `faults`, apply to every line of that boot.
"""

from __future__ import annotations

import errno
import fcntl
import os
import pty
import select
import shutil
import struct
import subprocess
import sys
import tempfile
import termios
import threading
import time
import tty
from pathlib import Path
from types import TracebackType

from ctbench.boards import simimage
from ctbench.boards.faults import RESET_BANNER, Injector
from ctbench.boards.simrom import RomLoader
from ctbench.errors import CtbError

BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
          b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
          b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")
# The ROM's banner when GPIO0 is low at reset: it waits for the loader.
DOWNLOAD_BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
                   b"rst:0x1 (POWERON_RESET),"
                   b"boot:0x3 (DOWNLOAD_BOOT(UART0/UART1/SDIO_REI_REO_V2))\r\n"
                   b"waiting for download\r\n")
SYNC_START = b"\xc0\x00\x08"   # a SLIP frame opening a SYNC request
BOOT_FAILED = (b"\x1b[0;31mE (%d) boot: Factory app partition is not bootable\x1b[0m\r\n"
               b"\x1b[0;31mE (%d) boot: No bootable app partitions in the partition table"
               b"\x1b[0m\r\n")

# Linux's pty packet mode (tty_ioctl(4)): every read of the master starts
# with a status byte; FLUSHREAD means the slave's side flushed its input.
_TIOCPKT = getattr(termios, "TIOCPKT", 0x5420)
_TIOCPKT_FLUSHREAD = getattr(termios, "TIOCPKT_FLUSHREAD", 1)


class SimBoard:
    def __init__(self, chip: str = "esp32", mac: bytes | None = None,
                 boot_on_open: bool = False, faults: tuple[str, ...] = ()) -> None:
        if chip != "esp32":     # the ROM loader answers as an ESP32 (simrom.py)
            raise CtbError(f"sim: a simulated board is an esp32, not {chip}")
        self.chip = chip
        # locally administered, one per board
        self.mac = mac or bytes([0x02, 0xC7, 0xB0]) + os.urandom(3)
        self.rom = RomLoader(self.send, self._rom_run, self.mac)
        self.download = False   # in the ROM loader
        self.faults = faults
        # The app a reset through the lines or an open boots: a command
        # line, or None for the program in flash.
        self.app: list[str] | None = None
        self.boot_on_open = boot_on_open
        self._tail = b""
        self._en_low = False
        self._dir = Path(tempfile.mkdtemp(prefix="ctbench-sim-"))
        self._board, self._host = pty.openpty()
        # Writes never block (send waits with select, so close() can stop it).
        os.set_blocking(self._board, False)
        # The host reads the port the way it reads a UART: raw, no echo.
        tty.setraw(self._host, termios.TCSANOW)
        tty.setraw(self._board, termios.TCSANOW)
        if boot_on_open:
            fcntl.ioctl(self._board, _TIOCPKT, struct.pack("i", 1))
        self.port = os.ttyname(self._host)
        self._lock = threading.RLock()
        self._app: subprocess.Popen[bytes] | None = None
        self._closed = False      # the board's end is closed (close, or an unplug)
        self._closing = False     # close() has begun: a waiting send gives up
        self._gone = False        # close() ran
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
            except BlockingIOError:
                continue
            except (OSError, ValueError):
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
        """The running app reads no console input; the ROM loader does."""
        with self._lock:
            if not self.download:
                seen = self._tail + data
                at = seen.find(SYNC_START)
                self._tail = seen[-(len(SYNC_START) - 1):]
                if at < 0:
                    return
                self._enter_download()
                data = seen[at:]
            self.rom.feed(data)

    def _enter_download(self) -> None:
        self._stop_app()
        self.download = True
        self.app = None       # from now on the board boots what is flashed
        self.rom.power_on()

    # -- what the board prints -----------------------------------------------
    def send(self, data: bytes) -> None:
        """Write to the port, waiting while it is full (a host reads slowly)
        but never past close(): a relay may still be writing when the board
        goes, or an unplug took its end."""
        view = memoryview(data)
        while view and not (self._closed or self._closing):
            try:
                if not select.select([], [self._board], [], 0.2)[1]:
                    continue
                view = view[os.write(self._board, view):]
            except BlockingIOError:
                continue
            except (OSError, ValueError):
                return

    def _relay(self, proc: subprocess.Popen[bytes], faults: Injector, app: list[str]) -> None:
        assert proc.stdout is not None
        for n, line in enumerate(proc.stdout):
            with self._lock:
                if proc is not self._app:   # reset since: its output is gone
                    return
                step = faults.step(line.rstrip(b"\n") + b"\r\n")
                self.send(step.data)
                if step.then is not None:
                    self._fault(step.then, proc, app)
                    return
                if n % 3 == 1:   # ESP-IDF logs between records
                    self.send(b"\x1b[0;33mW (%d) ctbench: simulated log\x1b[0m\r\n"
                              % (1000 + n))

    def _fault(self, then: str, proc: subprocess.Popen[bytes], app: list[str]) -> None:
        """What an injected fault does after its line (boards/faults.py)."""
        if then == "reset":
            self.reset(app, banner=RESET_BANNER)
            return
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
    def reset(self, app: list[str] | None = None, faults: tuple[str, ...] | None = None,
              banner: bytes = BANNER) -> None:
        """Reset into `app`, or into the program in flash: whatever ran
        before is stopped, the ROM banner is printed, then the app's output
        follows with `faults` (else the board's own) injected, or the
        bootloader's error."""
        with self._lock:
            if self._closed:    # a fault's reset after the host gave up
                return
            self._stop_app()
            self.download = False
            self.app = app
            self.rom.power_on()
            self.send(banner)
            kinds = self.faults if faults is None else faults
            if app is None:
                self._boot_flash(kinds)
            else:
                self._start(app, kinds)

    def lines(self, dtr: bool, rts: bool) -> None:
        """The host's modem lines, wired as a devkit's auto-reset circuit.
        EN low holds the board in reset (its app stops); releasing it boots
        the app, or the ROM loader when GPIO0 is low at that moment."""
        en_low = rts and not dtr
        gpio0_low = dtr and not rts
        with self._lock:
            was_low, self._en_low = self._en_low, en_low
            if en_low and not was_low:
                self._stop_app()
            if not (was_low and not en_low):
                return
            if gpio0_low:
                self._enter_download()
                self.send(DOWNLOAD_BANNER)
                return
        self.reset(self.app)

    def opened(self) -> None:
        """A host has opened the port (and flushed it): with `boot_on_open`,
        the board boots into its app."""
        if self.boot_on_open and not self._en_low:
            self.reset(self.app)

    def _rom_run(self) -> None:
        """The loader's FLASH_END (run user code): leave download mode and boot."""
        try:
            self.reset()
        except CtbError as e:   # on the listener's thread: the console says it
            self.send(b"\x1b[0;31mE (300) %s\x1b[0m\r\n" % str(e).encode())

    def _boot_flash(self, faults: tuple[str, ...]) -> None:
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
        self._start([str(path), *args], faults)

    def _start(self, app: list[str], faults: tuple[str, ...]) -> None:
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
        threading.Thread(target=self._relay, args=(proc, Injector(faults), app),
                         daemon=True).start()

    def _stop_app(self) -> None:
        if self._app is not None:
            self._app.kill()
            self._app.wait()
            self._app = None

    def close(self) -> None:
        self._closing = True      # before the lock: a relay may hold it in send()
        with self._lock:
            if self._gone:
                return
            self._gone = True
            self._stop_app()
            unplugged, self._closed = self._closed, True
            if not unplugged:       # an unplug closed the board's end already
                os.close(self._board)
            os.close(self._host)
            shutil.rmtree(self._dir, ignore_errors=True)

    def __enter__(self) -> SimBoard:
        return self

    def __exit__(self, kind: type[BaseException] | None, value: BaseException | None,
                 tb: TracebackType | None) -> None:
        self.close()
