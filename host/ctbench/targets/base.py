"""The target interface: what a target needs, how a run is bounded, and how a
process's output reaches the capture file before anything parses it."""

from __future__ import annotations

import os
import platform
import selectors
import shutil
import subprocess
import time
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from ctbench.errors import CtbError
from ctbench.targets.build import Build
from ctbench.targets.variants import Variant

LineHook = Callable[[bytes], None]


@dataclass(frozen=True)
class Need:
    tool: str      # an executable looked up on PATH, or a file by absolute path
    package: str   # the Debian package that provides it
    found: bool
    remedy: str = ""   # what provides it when no Debian package does


def missing_text(gone: list[Need]) -> str:
    """One line saying what is missing: "missing t (Debian package p), ...",
    and for what ctbench builds itself "missing: run ctbench toolchain build
    esp32 (t, ...)"."""
    parts = []
    packaged = [n for n in gone if not n.remedy]
    if packaged:
        parts.append("missing " + ", ".join(f"{n.tool} (Debian package {n.package})"
                                            for n in packaged))
    for remedy in dict.fromkeys(n.remedy for n in gone if n.remedy):
        tools = ", ".join(n.tool for n in gone if n.remedy == remedy)
        parts.append(f"missing: {remedy} ({tools})")
    return "; ".join(parts)


def host_isa() -> str:
    """The ISA of this machine, in the targets' names ("x86_64", "arm")."""
    machine = platform.machine().lower()
    return {"amd64": "x86_64", "aarch64": "arm", "arm64": "arm"}.get(machine, machine)


def present(tool: str) -> bool:
    return Path(tool).exists() if tool.startswith("/") else shutil.which(tool) is not None


@dataclass
class RunOptions:
    batch_ms: int = 200         # see Target.default_batch_ms
    batches: int = 5
    bench: str = "*"
    timeout_s: float = 3600.0   # the whole run
    silence_s: float = 120.0    # no output for this long: the device hangs
    port: str | None = None     # serial port or pyserial URL, boards only
    # what writes a board's flash: "esptool" (from the build's
    # flasher_args.json) or "idf.py" (`idf.py flash`, ESP-IDF exported)
    flash_with: str = "esptool"
    # Build the bench app alone, not the unit-test and vector runners that
    # local targets also build: a campaign runs neither.
    app_only: bool = False
    # Faults the sim board puts on its console in this run (boards/faults.py)
    faults: tuple[str, ...] = ()

    @classmethod
    def bounded(cls, timeout_s: float, batch_ms: int, batches: int, bench: str,
                port: str | None = None, app_only: bool = False,
                flash_with: str = "esptool") -> RunOptions:
        """Options whose silence limit never exceeds the overall timeout."""
        return cls(batch_ms=batch_ms, batches=batches, bench=bench, timeout_s=timeout_s,
                   silence_s=min(120.0, timeout_s), port=port, app_only=app_only,
                   flash_with=flash_with)


# How RunOutcome.stopped begins when the device went quiet, or its port away.
SILENCE = "no output for"
PORT_GONE = "lost the port"


@dataclass
class RunOutcome:
    exit_status: int | None     # None when the run was stopped by ctbench
    stopped: str | None = None  # why ctbench stopped it (timeout, silence)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)
    # the chip's MAC, where flashing read it (esptool)
    mac: str | None = None


class Target(ABC):
    name: str
    description: str
    # The instruction set the target runs: "x86_64", "arm", "riscv" or
    # "xtensa", the names the constant-time audit's ISA modules and the
    # instruction-class tables use. Declared by each target, never guessed
    # from a tool's name.
    isa: str
    needs_tools: tuple[tuple[str, str], ...] = ()
    # A board on a serial port: a campaign asks for --port before anything.
    needs_port = False
    # Runs on a board behind a port (needed or optional): a plan may list
    # several (`ports`, `places`).
    takes_port = False
    # A batch long enough to average out noise on a real clock; emulators
    # count instructions exactly, so a short batch loses nothing there.
    default_batch_ms = 200
    size_tool = "size"

    def needs(self) -> list[Need]:
        return [Need(t, p, present(t)) for t, p in self.needs_tools]

    def missing(self) -> list[Need]:
        return [n for n in self.needs() if not n.found]

    def require(self) -> None:
        gone = self.missing()
        if gone:
            raise CtbError(f"target {self.name}: {missing_text(gone)}")

    def accepts(self, variant: Variant) -> None:
        """Refuse a variant whose fragments this target would ignore: the
        ESP-IDF-only ones (accelerators, IRAM placement) off a board."""
        board = [f.name for f in variant.parts() if f.boards_only]
        if board:
            raise CtbError(f"variant {variant.name}: {', '.join(board)} applies to ESP-IDF "
                           f"boards only; {self.name} would build it as if it were absent")

    @abstractmethod
    def build(self, variant: Variant, options: RunOptions) -> Build:
        """Build the variant; a target whose run settings are compiled in
        (a board reads them from Kconfig) takes them from `options`."""

    def command(self, build: Build, options: RunOptions, program: Path) -> list[str]:
        raise NotImplementedError(f"{self.name} runs no local process")

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        """Run the bench app (or `program`, e.g. build.tests), capturing output."""
        cmd = self.command(build, options, program or build.app)
        return stream_process(cmd, capture, options, on_line)


class CaptureSink:
    """Writes device output to the capture first, then hands out whole lines.

    The capture is flushed at every newline, so a run that is killed keeps
    everything it printed up to its last complete line, and the partial one.
    """

    def __init__(self, capture: BinaryIO, on_line: LineHook | None) -> None:
        self.capture = capture
        self.on_line = on_line
        self.pending = b""
        self.last_output = time.monotonic()

    def feed(self, chunk: bytes) -> list[bytes]:
        self.last_output = time.monotonic()
        self.capture.write(chunk)
        self.pending += chunk
        if b"\n" not in self.pending:
            return []
        self.capture.flush()
        *lines, self.pending = self.pending.split(b"\n")
        if self.on_line is not None:
            for line in lines:
                self.on_line(line)
        return lines


def overdue(start: float, sink: CaptureSink, options: RunOptions) -> str | None:
    now = time.monotonic()
    if now - start > options.timeout_s:
        return f"timeout after {options.timeout_s:.0f} s"
    if now - sink.last_output > options.silence_s:
        return f"{SILENCE} {options.silence_s:.0f} s"
    return None


def stream_process(cmd: list[str], capture: BinaryIO, options: RunOptions,
                   on_line: LineHook | None, end_at_footer: bool = False) -> RunOutcome:
    """Run cmd, copying its stdout and stderr to `capture` as they arrive.

    The process is stopped after options.timeout_s, or after
    options.silence_s without output, and the outcome says which. With
    `end_at_footer`, a program that idles after its footer, as a board's
    app does, is stopped once the footer is in; its run counts as finished
    (exit status 0).
    """
    start = time.monotonic()
    try:
        proc = subprocess.Popen(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL)
    except OSError as e:
        raise CtbError(f"cannot start {cmd[0]} ({e.strerror})") from None
    assert proc.stdout is not None
    os.set_blocking(proc.stdout.fileno(), False)
    sel = selectors.DefaultSelector()
    sel.register(proc.stdout, selectors.EVENT_READ)
    sink = CaptureSink(capture, on_line)
    stopped = None
    footer = False
    try:
        while (stopped := overdue(start, sink, options)) is None:
            if not sel.select(timeout=0.5):
                if proc.poll() is not None:
                    break
                continue
            chunk = proc.stdout.read(65536)
            if chunk is None:
                continue
            if not chunk:
                break
            lines = sink.feed(chunk)
            if end_at_footer and any(b'"type":"end"' in line for line in lines):
                footer = True
                break
    finally:
        sel.close()
        if stopped is not None or proc.poll() is None:
            proc.kill()
        status = proc.wait()
        capture.flush()
    if footer:
        status = 0
    return RunOutcome(None if stopped else status, stopped, time.monotonic() - start)
