"""The sim target: a simulated board behind a pseudo-terminal, for tests."""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from ctbench.boards.ports import is_url
from ctbench.boards.simboard import SimBoard
from ctbench.targets.base import LineHook, RunOptions, RunOutcome, Target
from ctbench.targets.board import read_serial
from ctbench.targets.build import Build, cmake_build
from ctbench.targets.native import NativeTarget
from ctbench.targets.variants import Variant


class SimTarget(Target):
    """A simulated board for tests: the native bench app's output, dressed
    as an ESP32 console (boards/simboard.py), sent through a pseudo-terminal
    and read back with the same code as a board."""

    name = "sim"
    description = "simulated board: the native app behind a pseudo-terminal; unit ns"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))
    isa = NativeTarget.isa   # it runs the native app

    def build(self, variant: Variant, options: RunOptions) -> Build:
        self.require()
        self.accepts(variant)
        return cmake_build("native", variant)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        if options.port:
            return run_served(options.port, capture, options, on_line)
        cmd = NativeTarget().command(build, options, program or build.app)
        with SimBoard() as board:
            # pyserial flushes what arrived before the port was open, so the
            # board is powered on only once it is.
            return read_serial(board.port, capture, options, on_line, reset=False,
                               on_open=lambda: board.reset(cmd))


def run_served(port: str, capture: BinaryIO, options: RunOptions,
               on_line: LineHook | None) -> RunOutcome:
    """A board someone serves (`ctbench sim serve`) runs the app it was
    served with. Over RFC 2217 ctbench resets it through RTS, as a devkit's
    EN; a pty has no modem lines, so there the board must boot when opened
    (`ctbench sim serve --boot-on-open`)."""
    return read_serial(port, capture, options, on_line, reset=is_url(port))
