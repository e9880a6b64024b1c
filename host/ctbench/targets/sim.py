"""The sim target: a simulated board behind a pseudo-terminal, for tests.

Every run flashes: the program and its command line are packed into the
sim's app image (boards/simimage.py) in build/sim/<variant>/, with a
flasher_args.json beside it, and the real esptool writes it through the
board's ROM loader (boards/simrom.py) before anything runs, as on a board:
its stub uploaded and run, then compressed 16 KB blocks. The board then
runs exactly the program it received.

Without --port the target makes its own board and powers it on (resets it
into its flash) once the console is open. With --port (any pyserial URL) it
uses the board already there: a pty has no RTS to reset it with, so after
esptool leaves it in the ROM loader (`--after no-reset` ends the stub) the
host sends the loader "run user code", as esptool's `--after soft-reset`
does without its stub, but only once the console is open, so none of the
app's output is lost.

Faults (boards/faults.py) are injected by the board the target makes; a
served board takes its own from `ctbench sim serve --fault`.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any, BinaryIO

from ctbench.boards import flasher_args, simimage, simrom
from ctbench.boards.esptool_flash import flash
from ctbench.boards.simboard import SimBoard
from ctbench.errors import CtbError
from ctbench.paths import build_root
from ctbench.targets.base import LineHook, RunOptions, RunOutcome, Target
from ctbench.targets.board import read_serial
from ctbench.targets.build import Build, cmake_build
from ctbench.targets.native import NativeTarget
from ctbench.targets.variants import Variant


class SimTarget(Target):
    """A simulated board for tests: the native bench app, flashed with
    esptool into a simulated ESP32 (boards/simboard.py) whose console
    dresses its output as ESP-IDF's, read back through a pseudo-terminal
    with the same code as a board."""

    name = "sim"
    description = "simulated board: the native app behind a pseudo-terminal; unit ns"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))
    isa = NativeTarget.isa   # it runs the native app
    takes_port = True

    def build(self, variant: Variant, options: RunOptions) -> Build:
        self.require()
        self.accepts(variant)
        return cmake_build("native", variant)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        cmd = NativeTarget().command(build, options, program or build.app)
        directory = simimage.write_build(build_root() / "sim" / build.variant,
                                         Path(cmd[0]), cmd[1:])
        job = flasher_args.load(directory)
        if options.port:
            if options.faults:
                raise CtbError(f"sim: faults are put on a board ctbench makes itself; the "
                               f"board at {options.port} takes its own "
                               f"(`ctbench sim serve --fault`)")
            port = options.port
            flashed = flash(job, port, log=directory / f"flash-{_slug(port)}.log")
            outcome = read_serial(port, capture, options, on_line, reset=_run_user_code)
        else:
            with SimBoard() as board:
                flashed = flash(job, board.port, log=directory / "flash.log")
                # pyserial flushes what arrived before the port was open, so
                # the board is powered on only once it is.
                outcome = read_serial(board.port, capture, options, on_line, reset=False,
                                      on_open=lambda: board.reset(None, options.faults))
                port = board.port
        outcome.notes.append(f"flashed with esptool at {port}: {flashed.chip}, "
                             f"MAC {flashed.mac}")
        outcome.mac = flashed.mac
        return outcome


def _run_user_code(dev: Any) -> None:
    dev.write(simrom.run_user_code())


def _slug(port: str) -> str:
    return re.sub(r"[^A-Za-z0-9]+", "_", port).strip("_")
