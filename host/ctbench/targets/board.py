"""ESP-IDF chips on a serial port: idf.py builds and flashes, pyserial reads."""

from __future__ import annotations

import time
from collections.abc import Callable
from pathlib import Path
from typing import BinaryIO

from ctbench.boards.ports import is_url, leftover, why
from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets.base import CaptureSink, LineHook, RunOptions, RunOutcome, Target, overdue
from ctbench.targets.build import Build, run_logged
from ctbench.targets.esp_idf import IDF_CHIPS as IDF_CHIPS
from ctbench.targets.esp_idf import XTENSA_CHIPS as XTENSA_CHIPS
from ctbench.targets.variants import Variant


class IdfTarget(Target):
    """An ESP-IDF chip on a serial port: idf.py builds and flashes, pyserial
    reads. Needs ESP-IDF v5.5+ exported (IDF_PATH, idf.py, its toolchain);
    see esp_idf.find_idf."""

    needs_tools = (("idf.py", "none: ESP-IDF v5.5+ installed by its own installer"),)
    needs_port = True

    def __init__(self, chip: str) -> None:
        self.name = chip
        self.isa = "xtensa" if chip in XTENSA_CHIPS else "riscv"
        self.description = f"{chip} board over a serial port; unit CPU cycles"

    def require(self) -> None:
        from ctbench.targets.esp_idf import find_idf

        find_idf()

    def accepts(self, variant: Variant) -> None:
        """Checked in build(), against the ESP-IDF's soc caps of this chip."""

    def build(self, variant: Variant, options: RunOptions) -> Build:
        return idf_build_variant(self.name, self.name, variant, options)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        from ctbench.targets.esp_idf import find_idf, with_toolchain

        if not options.port:
            raise CtbError(f"target {self.name}: --port is required (e.g. /dev/ttyUSB0)")
        idf = with_toolchain(find_idf(), self.name)
        log = build.directory / "flash.log"
        run_logged([*idf.idf_py(), "-C", str(project_root()), "-B", str(build.directory),
                    "-p", options.port, "flash"],
                   log, f"flashing {build.variant} to {options.port}", cwd=project_root(),
                   env=idf.env)
        return read_serial(options.port, capture, options, on_line)


def idf_build_variant(name: str, chip: str, variant: Variant, options: RunOptions) -> Build:
    """Build a variant with idf.py for `chip` into build/<name>/<variant>:
    the project's sdkconfig.defaults, the variant's fragments and the run
    settings (idf_run_config) seed that directory's own sdkconfig."""
    from ctbench.targets import sdkconfig_check
    from ctbench.targets.esp_idf import (
        build,
        check_variant,
        configure,
        defaults_files,
        find_idf,
        with_toolchain,
    )
    from ctbench.targets.mbedtls_override import override_component

    idf = find_idf(fetch=True)
    what = f"build of variant {variant.name} for {chip}"
    if idf.compile_only:
        raise CtbError(f"{what}: the ESP-IDF at {idf.path} is a compile-check "
                       f"environment, which links nothing (use `ctbench idf-check`)")
    if chip != "linux":      # the linux target builds with the host's compiler
        idf = with_toolchain(idf, chip)
    # Everything that can be refused is refused here, before any build.
    check_variant(idf, chip, variant)
    directory = build_root() / name / variant.name
    directory.mkdir(parents=True, exist_ok=True)
    run_config = directory / "ctbench_run.sdkconfig"
    run_config.write_text(idf_run_config(variant, options))
    override = override_component(idf, variant, directory)
    log = directory / "build.log"
    log.write_bytes(b"")
    configure(idf, chip, variant, directory, run_config,
              [override] if override else [], log)
    missed = sdkconfig_check.misses(defaults_files(variant, run_config,
                                                   idf.toolchain_defaults), chip,
                                    directory / "config")
    if missed:
        extra = f" (and {len(missed) - 1} more)" if len(missed) > 1 else ""
        raise CtbError(f"{what}: {missed[0]}{extra}; the build stops")
    build(idf, directory, log, what, preview=chip == "linux")
    app = directory / ("ctbench.elf" if chip == "linux" else "ctbench.bin")
    return Build(name, variant.name, directory, app, None, notes=idf.notes)


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
        raise CtbError(f"cannot open {port} ({why(e)})") from None
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
            gone = None
            try:
                # What is waiting, at once: pyserial drops what one read()
                # had gathered when the port dies before it returns.
                chunk = dev.read(dev.in_waiting or 1)
            except serial.SerialException as e:   # unplugged, or the network dropped
                chunk, gone = leftover(dev), e
            if chunk and any(b'"type":"end"' in line for line in sink.feed(chunk)):
                capture.flush()
                return RunOutcome(0, None, time.monotonic() - start)
            if gone is not None:
                stopped = f"lost the port {port} mid-run ({lost(port, gone)})"
                break
    capture.flush()
    return RunOutcome(None, stopped, time.monotonic() - start)


def lost(port: str, e: BaseException) -> str:
    """Why a port went away mid-run, in a few words."""
    if is_url(port):
        return "the connection was closed: the server or the network dropped it"
    return why(e)
