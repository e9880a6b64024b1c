"""A fault's backtrace as functions and source lines.

esp-idf-panic-decoder's PcAddressDecoder does the work, as idf.py monitor
has it do: it keeps the addresses of a trace (console.Finding.trace: an
Xtensa `Backtrace:` line, or a RISC-V register dump) that fall in the ELF's
executable sections, and runs the chip's `<prefix>addr2line` on them
(xtensa-esp32-elf-, riscv32-esp-elf-, ...). Stack pointers and addresses
outside the ELF drop out.
"""

from __future__ import annotations

import contextlib
import io
import shutil
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path


@dataclass(frozen=True)
class Frame:
    address: str    # as the console printed it, lower case: 0x400d0004
    function: str
    source: str     # file:line, or "?" when the ELF has no line for it


def binutils_prefix(triple: str, dirs: Sequence[Path]) -> str | None:
    """The prefix that names `<triple>addr2line` (triple: "xtensa-esp32-elf-",
    "riscv32-esp-elf-"): a path in the first of `dirs` that has it, else
    the bare triple when it is on PATH, else None."""
    for d in dirs:
        if (d / f"{triple}addr2line").is_file():
            return str(d / triple)
    return triple if shutil.which(f"{triple}addr2line") else None


def decode(trace: str, elf: Path, prefix: str) -> list[Frame]:
    """The trace's code addresses in order, each with its innermost
    function (an inlined one's caller is not listed)."""
    from esp_idf_panic_decoder import PcAddressDecoder

    # The decoder prints its tools' failures on stdout, where --json is.
    with contextlib.redirect_stdout(io.StringIO()):
        found = PcAddressDecoder(prefix, str(elf)).translate_addresses(trace)
    frames = []
    for address, locations in found:
        if not locations:
            continue
        where = locations[0]
        source = f"{where.path}:{where.line}" if where.line not in ("", "?") else "?"
        frames.append(Frame(address, where.func, source))
    return list(dict.fromkeys(frames))


def describe(frames: list[Frame]) -> str:
    """One line: innermost first, "bench_inner (fw.c:1) < app_main (fw.c:2)"."""
    return " < ".join(f"{f.function} ({Path(f.source).name if f.source != '?' else '?'})"
                      for f in frames)
