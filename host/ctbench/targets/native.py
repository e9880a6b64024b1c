"""The native target: the bench app as a host process."""

from __future__ import annotations

from pathlib import Path

from ctbench.targets.base import RunOptions, Target, host_isa
from ctbench.targets.build import Build, cmake_build
from ctbench.targets.variants import Variant


class NativeTarget(Target):
    name = "native"
    description = "this machine's CPU; unit ns of the bench thread's CPU time"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))
    isa = host_isa()

    def build(self, variant: Variant, options: RunOptions, extra: list[str] | None = None,
              tag: str = "") -> Build:
        self.require()
        self.accepts(variant)
        return cmake_build(self.name, variant, extra, tag=tag, app_only=options.app_only)

    def command(self, build: Build, options: RunOptions, program: Path) -> list[str]:
        if program != build.app:
            return [str(program)]
        return [str(program), "--batch-ms", str(options.batch_ms),
                "--batches", str(options.batches), "--bench", options.bench]
