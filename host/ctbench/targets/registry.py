"""Targets: where a build runs. One small class each, resolved in one place.

A target knows what it needs (tools and the Debian packages that provide
them), how to build a variant for itself, and how to run a build so that
every byte the device prints lands in a capture file before anything parses
it.
"""

from __future__ import annotations

import os
import pty
import selectors
import shutil
import subprocess
import termios
import threading
import time
import tty
from abc import ABC, abstractmethod
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import BinaryIO

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets.build import Build, cmake_build, run_logged
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


def _present(tool: str) -> bool:
    return Path(tool).exists() if tool.startswith("/") else shutil.which(tool) is not None


@dataclass
class RunOptions:
    batch_ms: int = 200         # see Target.default_batch_ms
    batches: int = 5
    bench: str = "*"
    timeout_s: float = 3600.0   # the whole run
    silence_s: float = 120.0    # no output for this long: the device hangs
    port: str | None = None     # serial port, boards only
    # Build the bench app alone, not the unit-test and vector runners that
    # local targets also build: a campaign runs neither.
    app_only: bool = False

    @classmethod
    def bounded(cls, timeout_s: float, batch_ms: int, batches: int, bench: str,
                port: str | None = None, app_only: bool = False) -> RunOptions:
        """Options whose silence limit never exceeds the overall timeout."""
        return cls(batch_ms=batch_ms, batches=batches, bench=bench, timeout_s=timeout_s,
                   silence_s=min(120.0, timeout_s), port=port, app_only=app_only)


@dataclass
class RunOutcome:
    exit_status: int | None     # None when the run was stopped by ctbench
    stopped: str | None = None  # why ctbench stopped it (timeout, silence)
    seconds: float = 0.0
    notes: list[str] = field(default_factory=list)


class Target(ABC):
    name: str
    description: str
    needs_tools: tuple[tuple[str, str], ...] = ()
    # A batch long enough to average out noise on a real clock; emulators
    # count instructions exactly, so a short batch loses nothing there.
    default_batch_ms = 200
    size_tool = "size"

    def needs(self) -> list[Need]:
        return [Need(t, p, _present(t)) for t, p in self.needs_tools]

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
        return f"no output for {options.silence_s:.0f} s"
    return None


def stream_process(cmd: list[str], capture: BinaryIO, options: RunOptions,
                   on_line: LineHook | None) -> RunOutcome:
    """Run cmd, copying its stdout and stderr to `capture` as they arrive.

    The process is stopped after options.timeout_s, or after
    options.silence_s without output, and the outcome says which.
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
            sink.feed(chunk)
    finally:
        sel.close()
        if stopped is not None or proc.poll() is None:
            proc.kill()
        status = proc.wait()
        capture.flush()
    return RunOutcome(None if stopped else status, stopped, time.monotonic() - start)


class NativeTarget(Target):
    name = "native"
    description = "this machine's CPU; unit ns of the bench thread's CPU time"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))

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


class QemuTarget(Target):
    """A core emulated by QEMU from Debian's packages, counting executed
    instructions exactly under -icount. Output and exit status go through
    semihosting; the run settings are compiled into the image."""

    default_batch_ms = 2

    def __init__(self, name: str, description: str, compiler: tuple[str, str],
                 library: tuple[str, str], qemu: tuple[str, str], machine: list[str],
                 icount_shift: int) -> None:
        self.name = name
        self.description = description
        self.compiler = compiler[0]
        self.size_tool = compiler[0].removesuffix("gcc") + "size"
        self.needs_tools = (compiler, library, qemu, ("cmake", "cmake"))
        self.qemu = qemu[0]
        self.machine = machine
        # Must match the port's tick-to-instruction scale (firmware/targets/
        # <name>/port.c); port_counts_instructions_exactly fails otherwise.
        self.icount_shift = icount_shift

    def build(self, variant: Variant, options: RunOptions, extra: list[str] | None = None,
              tag: str = "") -> Build:
        self.require()
        self.accepts(variant)
        args = [f"-DCTB_RUN_BATCH_MS={options.batch_ms}",
                f"-DCTB_RUN_BATCHES={options.batches}",
                "-DCTB_RUN_FILTER=" + ("" if options.bench == "*" else options.bench),
                *(extra or [])]
        return cmake_build(self.name, variant, args, size_tool=self.size_tool, tag=tag,
                           app_only=options.app_only)

    def command(self, build: Build, options: RunOptions, program: Path) -> list[str]:
        return self.qemu_argv(program, "-icount", f"shift={self.icount_shift},sleep=off")

    def qemu_argv(self, program: Path, *extra: str) -> list[str]:
        """QEMU running `program` with semihosting on stdout and nothing
        else attached, plus `extra` options."""
        return [self.qemu, *self.machine, *extra, "-semihosting", "-display", "none",
                "-monitor", "none", "-serial", "none", "-kernel", str(program)]


class CachedQemuTarget(QemuTarget):
    """An ESP32-class Xtensa core (windowed ABI) whose compiler and QEMU
    ctbench builds into its own cache, both with `ctbench toolchain build
    <core>`: GCC 14 with picolibc (targets/xtensa_gcc.py) and qemu-system-xtensa
    with the core imported from Espressif's overlays at 1 GHz
    (targets/qemu_cores.py), so CCOUNT counts instructions one for one under
    -icount shift=0. The port is firmware/targets/xtensa-windowed/."""

    def __init__(self, core: str, description: str) -> None:
        self.core = core
        self.remedy = f"run ctbench toolchain build {core}"
        how = f"none: {self.remedy}"
        super().__init__(f"qemu-{core}", description, (f"xtensa-{core}-elf-gcc", how),
                         (f"xtensa-{core}-elf picolibc", how),
                         (f"qemu-system-xtensa -cpu {core}", how),
                         ["-M", "sim", "-cpu", core], icount_shift=0)

    def _gcc(self) -> Path | None:
        from ctbench.targets import xtensa_gcc

        gcc = xtensa_gcc.tool(self.core, "gcc")
        return gcc if gcc is not None and gcc.exists() else None

    def _qemu(self) -> Path | None:
        from ctbench.targets import qemu_cores

        try:
            return qemu_cores.installed_qemu()
        except CtbError:   # tampered with: building again says so
            return None

    def needs(self) -> list[Need]:
        how = f"none: {self.remedy}"
        return [Need(f"xtensa-{self.core}-elf-gcc", how, self._gcc() is not None, self.remedy),
                Need(f"qemu-system-xtensa -cpu {self.core}", how, self._qemu() is not None,
                     self.remedy),
                Need("cmake", "cmake", _present("cmake"))]

    def build(self, variant: Variant, options: RunOptions, extra: list[str] | None = None,
              tag: str = "") -> Build:
        self.require()
        gcc = self._gcc()
        assert gcc is not None
        self.compiler = str(gcc)
        self.size_tool = str(gcc.with_name(gcc.name.removesuffix("gcc") + "size"))
        return super().build(variant, options, [f"-DCTB_XTENSA_GCC={gcc}", *(extra or [])],
                             tag)

    def qemu_argv(self, program: Path, *extra: str) -> list[str]:
        qemu = self._qemu()
        if qemu is None:
            raise CtbError(f"target {self.name}: missing: {self.remedy} "
                           f"(qemu-system-xtensa -cpu {self.core})")
        self.qemu = str(qemu)
        return super().qemu_argv(program, *extra)


class IdfTarget(Target):
    """An ESP-IDF chip on a serial port: idf.py builds and flashes, pyserial
    reads. Needs ESP-IDF v5.5+ exported (IDF_PATH, idf.py, its toolchain);
    see esp_idf.find_idf."""

    needs_tools = (("idf.py", "none: ESP-IDF v5.5+ installed by its own installer"),)

    def __init__(self, chip: str) -> None:
        self.name = chip
        self.description = f"{chip} board over a serial port; unit CPU cycles"

    def require(self) -> None:
        from ctbench.targets.esp_idf import find_idf

        find_idf()

    def accepts(self, variant: Variant) -> None:
        """Checked in build(), against the ESP-IDF's soc caps of this chip."""

    def build(self, variant: Variant, options: RunOptions) -> Build:
        from ctbench.targets import sdkconfig_check
        from ctbench.targets.esp_idf import (
            build,
            check_variant,
            configure,
            defaults_files,
            find_idf,
        )
        from ctbench.targets.mbedtls_override import override_component

        idf = find_idf()
        what = f"build of variant {variant.name} for {self.name}"
        if idf.compile_only:
            raise CtbError(f"{what}: the ESP-IDF at {idf.path} is a compile-check "
                           f"environment, which links nothing (use `ctbench idf-check`)")
        # Everything that can be refused is refused here, before any build.
        check_variant(idf, self.name, variant)
        directory = build_root() / self.name / variant.name
        directory.mkdir(parents=True, exist_ok=True)
        run_config = directory / "ctbench_run.sdkconfig"
        run_config.write_text(idf_run_config(variant, options))
        override = override_component(idf, variant, directory)
        log = directory / "build.log"
        log.write_bytes(b"")
        configure(idf, self.name, variant, directory, run_config,
                  [override] if override else [], log)
        missed = sdkconfig_check.misses(defaults_files(variant, run_config), self.name,
                                        directory / "config")
        if missed:
            extra = f" (and {len(missed) - 1} more)" if len(missed) > 1 else ""
            raise CtbError(f"{what}: {missed[0]}{extra}; the build stops")
        build(idf, directory, log, what)
        return Build(self.name, variant.name, directory, directory / "ctbench.bin", None)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        from ctbench.targets.esp_idf import find_idf

        if not options.port:
            raise CtbError(f"target {self.name}: --port is required (e.g. /dev/ttyUSB0)")
        idf = find_idf()
        log = build.directory / "flash.log"
        run_logged([*idf.idf_py(), "-C", str(project_root()), "-B", str(build.directory),
                    "-p", options.port, "flash"],
                   log, f"flashing {build.variant} to {options.port}", cwd=project_root(),
                   env=idf.env)
        return read_serial(options.port, capture, options, on_line)


def idf_run_config(variant: Variant, options: RunOptions) -> str:
    """On a board the run settings are Kconfig options (main/Kconfig.projbuild)."""
    pattern = options.bench.replace("\\", "\\\\").replace('"', '\\"')
    return (f'CONFIG_CTB_VARIANT="{variant.name}"\n'
            f"CONFIG_CTB_BENCH_BATCH_MS={options.batch_ms}\n"
            f"CONFIG_CTB_BENCH_BATCHES={options.batches}\n"
            f'CONFIG_CTB_BENCH_FILTER="{"" if pattern == "*" else pattern}"\n')


def read_serial(port: str, capture: BinaryIO, options: RunOptions,
                on_line: LineHook | None, reset: bool = True,
                on_open: Callable[[], None] | None = None) -> RunOutcome:
    """Reset the board through RTS (EN) and copy its output until the footer.
    pyserial flushes what arrived before the port was open, so the board is
    reset (or, for the sim, started: on_open) only once it is."""
    import serial  # pyserial

    start = time.monotonic()
    try:
        dev = serial.serial_for_url(port, baudrate=115200, timeout=0.5)
    except (serial.SerialException, ValueError) as e:
        raise CtbError(f"cannot open {port} ({e})") from None
    sink = CaptureSink(capture, on_line)
    with dev:
        if reset:
            dev.dtr = False        # GPIO0 high: boot the app, not the ROM loader
            dev.rts = True         # EN low
            time.sleep(0.1)
            dev.rts = False
        if on_open is not None:
            on_open()
        while (stopped := overdue(start, sink, options)) is None:
            chunk = dev.read(4096)
            if chunk and any(b'"type":"end"' in line for line in sink.feed(chunk)):
                capture.flush()
                return RunOutcome(0, None, time.monotonic() - start)
    capture.flush()
    return RunOutcome(None, stopped, time.monotonic() - start)


class SimTarget(Target):
    """A simulated board for tests: the native bench app's output, dressed
    as an ESP32 console (ROM banner, coloured ESP-IDF log lines, CRLF), sent
    through a pseudo-terminal and read back with the same code as a board."""

    name = "sim"
    description = "simulated board: the native app behind a pseudo-terminal; unit ns"
    needs_tools = (("cc", "gcc"), ("cmake", "cmake"))
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


IDF_CHIPS = ("esp32", "esp32s2", "esp32s3", "esp32c2", "esp32c3", "esp32c5",
             "esp32c6", "esp32h2", "esp32p4")


def emulated_targets() -> list[QemuTarget]:
    return [
        QemuTarget("qemu-xtensa", "Xtensa lx106 (ESP8266 core) in QEMU; unit exact insns",
                   ("xtensa-lx106-elf-gcc", "gcc-xtensa-lx106"),
                   ("/usr/lib/xtensa-lx106-elf/picolibc.specs", "picolibc-xtensa-lx106-elf"),
                   ("qemu-system-xtensa", "qemu-system-misc"),
                   ["-M", "sim", "-cpu", "lx106"], icount_shift=6),
        QemuTarget("qemu-riscv32", "RV32IMC (ESP32-C3 class) in QEMU virt; unit exact insns",
                   ("riscv64-unknown-elf-gcc", "gcc-riscv64-unknown-elf"),
                   ("/usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs",
                    "picolibc-riscv64-unknown-elf"),
                   ("qemu-system-riscv32", "qemu-system-misc"),
                   ["-M", "virt", "-bios", "none"], icount_shift=0),
        QemuTarget("qemu-cortex-m4", "Cortex-M4 in QEMU mps2-an386; unit exact insns",
                   ("arm-none-eabi-gcc", "gcc-arm-none-eabi"),
                   ("/usr/lib/arm-none-eabi/newlib/nosys.specs", "libnewlib-arm-none-eabi"),
                   ("qemu-system-arm", "qemu-system-arm"),
                   ["-M", "mps2-an386"], icount_shift=7),
    ]


def cached_emulated_targets() -> list[CachedQemuTarget]:
    """Emulated targets whose compiler and QEMU ctbench builds itself
    (`ctbench toolchain build <core>`); not in emulated_targets(), whose
    targets the constant-time audit and trace also cover."""
    return [
        CachedQemuTarget("esp32", "Xtensa LX6 (ESP32 core, windowed ABI) in QEMU; "
                         "unit exact insns"),
        CachedQemuTarget("esp32s3", "Xtensa LX7 (ESP32-S3 core, windowed ABI) in QEMU; "
                         "unit exact insns"),
    ]


def all_targets() -> list[Target]:
    return [NativeTarget(), *emulated_targets(), *cached_emulated_targets(),
            *(IdfTarget(chip) for chip in IDF_CHIPS), SimTarget()]


def get_target(name: str) -> Target:
    for t in all_targets():
        if t.name == name:
            return t
    known = ", ".join(t.name for t in all_targets())
    raise CtbError(f"unknown target '{name}' (known: {known})")
