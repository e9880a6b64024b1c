"""A board build's symbols: its ELF and the chip's binutils, for decoding a
fault's backtrace (boards/backtrace.py)."""

from __future__ import annotations

from pathlib import Path

from ctbench.boards import backtrace
from ctbench.targets import toolchain_steps
from ctbench.targets.build import Build
from ctbench.targets.esp_idf import IDF_CHIPS, XTENSA_CHIPS


def triple(chip: str) -> str:
    """The binutils prefix ESP-IDF's toolchains use for `chip`."""
    return f"xtensa-{chip}-elf-" if chip in XTENSA_CHIPS else "riscv32-esp-elf-"


def binutils(chip: str) -> str | None:
    """The chip's `<prefix>` for addr2line: ctbench's own toolchains
    (~/.cache/ctbench/toolchains/<chip>/current/bin, then any other chip's
    of the same triple), else an exported ESP-IDF's on PATH."""
    root = toolchain_steps.root()
    dirs = [root / chip / "current" / "bin", *sorted(root.glob("*/current/bin"))]
    return backtrace.binutils_prefix(triple(chip), dirs)


def symbols(chip: str, build: Build) -> tuple[Path, str] | None:
    """(ELF, binutils prefix) of an ESP-IDF build for `chip`, or None when
    either is missing (no decoding then, the raw trace stays)."""
    if chip not in IDF_CHIPS:
        return None
    elf = build.directory / "ctbench.elf"
    prefix = binutils(chip)
    return (elf, prefix) if elf.is_file() and prefix is not None else None
