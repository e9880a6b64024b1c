"""ESP-IDF chips on a serial port: idf.py builds, esptool (or idf.py) flashes,
pyserial reads."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any, BinaryIO

from ctbench.boards import flasher_args
from ctbench.boards.esptool_flash import Flashed, flash
from ctbench.boards.ports import is_url, leftover, why
from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets.base import (
    PORT_GONE,
    CaptureSink,
    LineHook,
    RunOptions,
    RunOutcome,
    Target,
    overdue,
)
from ctbench.targets.build import Build, run_logged
from ctbench.targets.esp_idf import IDF_CHIPS as IDF_CHIPS
from ctbench.targets.esp_idf import XTENSA_CHIPS as XTENSA_CHIPS
from ctbench.targets.variants import Variant


class IdfTarget(Target):
    """An ESP-IDF chip on a serial port: idf.py builds, esptool flashes from
    the build's flasher_args.json, pyserial reads. Building needs ESP-IDF
    v5.5+ exported (IDF_PATH, idf.py, its toolchain; see esp_idf.find_idf);
    flashing with esptool does not."""

    needs_tools = (("idf.py", "none: ESP-IDF v5.5+ installed by its own installer"),)
    needs_port = True
    takes_port = True

    def __init__(self, chip: str) -> None:
        self.name = chip
        self.isa = "xtensa" if chip in XTENSA_CHIPS else "riscv"
        self.description = f"{chip} board over a serial port; unit CPU cycles"

    def require(self) -> None:
        from ctbench.targets.esp_idf import find_idf

        find_idf()

    def accepts(self, variant: Variant) -> None:
        """A hosted-only fragment here; the rest is checked in build(),
        against the ESP-IDF's soc caps of this chip."""
        hosted = [f.name for f in variant.parts() if f.hosted_only]
        if hosted:
            raise CtbError(f"variant {variant.name}: {', '.join(hosted)} applies to native "
                           f"and emulated targets only (ESP-IDF v5.5 bundles mbedTLS 3.6; "
                           f"ctbench does not swap in 4.x); not on {self.name}")

    def build(self, variant: Variant, options: RunOptions) -> Build:
        return idf_build_variant(self.name, self.name, variant, options)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        """Flash the build, then reset the board and read it. esptool
        writes what the build's flasher_args.json lists (no ESP-IDF
        needed); `flash_with="idf.py"` runs `idf.py flash` instead."""
        if not options.port:
            raise CtbError(f"target {self.name}: --port is required (e.g. /dev/ttyUSB0)")
        mac = None
        if options.flash_with == "idf.py":
            self._idf_flash(build, options.port)
            note = f"flashed with idf.py at {options.port}"
        else:
            flashed = esptool_flash(self.name, build.directory, options.port)
            note = f"flashed with esptool at {options.port}: {flashed.chip}, MAC {flashed.mac}"
            mac = flashed.mac
        outcome = read_serial(options.port, capture, options, on_line)
        outcome.notes.append(note)
        outcome.mac = mac
        return outcome

    def _idf_flash(self, build: Build, port: str) -> None:
        from ctbench.targets.esp_idf import find_idf, with_toolchain

        idf = with_toolchain(find_idf(), self.name)
        run_logged([*idf.idf_py(), "-C", str(project_root()), "-B", str(build.directory),
                    "-p", port, "flash"],
                   build.directory / "flash.log", f"flashing {build.variant} to {port}",
                   cwd=project_root(), env=idf.env)


def esptool_flash(chip: str, directory: Path, port: str) -> Flashed:
    """Write the build in `directory` with esptool, refusing one made for
    another chip before anything is written."""
    job = flasher_args.load(directory)
    if job.chip != chip:
        raise CtbError(f"{directory / flasher_args.NAME}: the build is for {job.chip}, "
                       f"not {chip}")
    return flash(job, port, log=directory / "flash.log")


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


def rts_reset(dev: Any) -> None:
    """Reset the board through RTS (EN) with DTR (GPIO0) high, so that it
    boots its app, not the ROM loader (the auto-reset circuit of ESP32
    boards; DTR and RTS are active low)."""
    dev.dtr = False        # GPIO0 high: boot the app, not the ROM loader
    dev.rts = True         # EN low
    time.sleep(0.1)
    dev.rts = False


def read_serial(port: str, capture: BinaryIO, options: RunOptions,
                on_line: LineHook | None, reset: bool | Callable[[Any], None] = True,
                on_open: Callable[[], None] | None = None) -> RunOutcome:
    """Reset the board and copy its output until the footer. pyserial
    flushes what arrived before the port was open, so the board is reset
    (through RTS: rts_reset; or by `reset(port)`; or, for a sim the caller
    holds, started by on_open) only once it is. A board whose bootloader
    finds no app to boot is stopped at once, with the bootloader's reason."""
    import serial  # pyserial

    start = time.monotonic()
    try:
        dev = serial.serial_for_url(port, baudrate=115200, timeout=0.5)
    except (serial.SerialException, ValueError) as e:
        raise CtbError(f"cannot open {port} ({why(e)})") from None
    sink = CaptureSink(capture, on_line)
    image_error = ""
    with dev:
        try:
            if reset is True:
                rts_reset(dev)
            elif reset:
                reset(dev)
        except (OSError, serial.SerialException) as e:
            raise CtbError(f"cannot reset the board on {port} ({e})") from None
        if on_open is not None:
            on_open()
        while (stopped := overdue(start, sink, options)) is None:
            gone = None
            try:
                # What is waiting, at once: pyserial drops what one read()
                # had gathered when the port dies before it returns.
                chunk = dev.read(dev.in_waiting or 1)
            except (serial.SerialException, OSError) as e:   # unplugged, or the link dropped
                chunk, gone = leftover(dev), e
            lines = sink.feed(chunk) if chunk else []
            if any(b'"type":"end"' in line for line in lines):
                capture.flush()
                return RunOutcome(0, None, time.monotonic() - start)
            for line in lines:
                image_error = _console_text(line, b"esp_image: ") or image_error
                if b"No bootable app partitions" in line:
                    capture.flush()
                    reason = image_error or _console_text(line, b"boot: ")
                    return RunOutcome(None, f"the board booted no app ({reason})",
                                      time.monotonic() - start)
            if gone is not None:
                stopped = f"{PORT_GONE} {port} mid-run ({lost(port, gone)})"
                break
    capture.flush()
    return RunOutcome(None, stopped, time.monotonic() - start)


def _console_text(line: bytes, tag: bytes) -> str:
    """The message of an ESP-IDF log line from `tag` on, without colours."""
    at = line.find(tag)
    if at < 0:
        return ""
    return re.sub(r"\x1b\[[0-9;]*m", "", line[at:].decode(errors="replace")).strip()


def lost(port: str, e: BaseException) -> str:
    """Why a port went away mid-run, in a few words."""
    if is_url(port):
        return "the connection was closed: the server or the network dropped it"
    return why(e)
