"""ESP-IDF's linux target: the bench app built by idf.py exactly as for a
board, run as a host process.

idf.py builds the same main/ and components, with ESP-IDF's own FreeRTOS
(its POSIX port), log and mbedtls components and the host compiler, into an
ELF (`--preview set-target linux`). ctb_bench times it with the native port
(port "esp_idf_linux": ns of the bench thread's CPU time, the host CPU the task is
pinned to as its core). The program's stdout stands in for a board's
serial: it is captured byte for byte, and the run ends at the footer, since
the app then idles as it would on a chip.
"""

from __future__ import annotations

from pathlib import Path
from typing import BinaryIO

from ctbench.errors import CtbError
from ctbench.targets.base import LineHook, RunOptions, RunOutcome, Target, host_isa, stream_process
from ctbench.targets.board import idf_build_variant
from ctbench.targets.build import Build
from ctbench.targets.variants import Variant

CHIP = "linux"


class IdfLinuxTarget(Target):
    name = "idf-linux"
    description = ("the ESP-IDF bench app on ESP-IDF's linux target (idf.py, POSIX "
                   "FreeRTOS) as a host process; unit ns of the bench thread's CPU time")
    isa = host_isa()
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"), ("git", "git"),
                   ("/usr/include/bsd/sys/cdefs.h", "libbsd-dev"))

    def require(self) -> None:
        super().require()
        from ctbench.targets.esp_idf import find_idf
        from ctbench.targets.idf_source import reachable

        try:
            find_idf()
        except CtbError:
            # ctbench clones ESP-IDF itself when its git URL answers.
            why = reachable()
            if why is not None:
                raise CtbError(f"target {self.name}: {why}") from None

    def build(self, variant: Variant, options: RunOptions) -> Build:
        self.accepts(variant)  # a refused variant is refused wherever ESP-IDF is
        self.require()
        return idf_build_variant(self.name, CHIP, variant, options)

    def command(self, build: Build, options: RunOptions, program: Path) -> list[str]:
        return [str(program)]

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        app = program or build.app
        if not app.is_file():
            raise CtbError(f"{app}: no such program (build the variant first)")
        return stream_process(self.command(build, options, app), capture, options, on_line,
                              end_at_footer=True)
