"""The sim target: a simulated board behind a pseudo-terminal, for tests."""

from __future__ import annotations

import os
import pty
import subprocess
import termios
import threading
import tty
from pathlib import Path
from typing import BinaryIO

from ctbench.errors import CtbError
from ctbench.targets.base import LineHook, RunOptions, RunOutcome, Target
from ctbench.targets.board import read_serial
from ctbench.targets.build import Build, cmake_build
from ctbench.targets.native import NativeTarget
from ctbench.targets.variants import Variant


class SimTarget(Target):
    """A simulated board for tests: the native bench app's output, dressed
    as an ESP32 console (ROM banner, coloured ESP-IDF log lines, CRLF), sent
    through a pseudo-terminal and read back with the same code as a board."""

    name = "sim"
    description = "simulated board: the native app behind a pseudo-terminal; unit ns"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))
    isa = NativeTarget.isa   # it runs the native app
    BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
              b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
              b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")

    def build(self, variant: Variant, options: RunOptions) -> Build:
        self.require()
        self.accepts(variant)
        return cmake_build("native", variant)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        board, host = pty.openpty()
        os.set_blocking(board, True)
        port = os.ttyname(host)
        # The host reads the port the way it reads a UART: raw, no echo.
        tty.setraw(host, termios.TCSANOW)
        cmd = NativeTarget().command(build, options, program or build.app)
        running: list[subprocess.Popen[bytes]] = []

        def relay(proc: subprocess.Popen[bytes]) -> None:
            assert proc.stdout is not None
            os.write(board, self.BANNER)
            for n, line in enumerate(proc.stdout):
                os.write(board, line.rstrip(b"\n") + b"\r\n")
                if n % 3 == 1:   # ESP-IDF logs between records
                    os.write(board, b"\x1b[0;33mW (%d) ctbench: simulated log\x1b[0m\r\n"
                             % (1000 + n))

        def power_on() -> None:
            try:
                proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                        stdin=subprocess.DEVNULL)
            except OSError as e:
                raise CtbError(f"sim: cannot start {cmd[0]} ({e.strerror})") from None
            running.append(proc)
            threading.Thread(target=relay, args=(proc,), daemon=True).start()

        try:
            return read_serial(port, capture, options, on_line, reset=False, on_open=power_on)
        finally:
            for proc in running:
                proc.kill()
                proc.wait()
            os.close(board)
            os.close(host)
