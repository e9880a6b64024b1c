"""Faults the simulated board can put on its console, for testing that a
capture loses nothing and keeps nothing it should not.

An Injector sits on SimBoard's output path and sees each line the board is
about to send. Its faults fire together, once, at the first record line
(the run is then under way: a header went out, figures are due):

    reset      half the line, then a fresh ROM banner (rst:0xc SW_CPU_RESET)
               and the app starting over
    garbage    noise bytes (not text) before the line; the line is intact
    drop       six bytes of the line's payload lost
    duplicate  six bytes of the line's payload sent twice
    crc        the line's CRC field damaged
    stall      half the line, then nothing more (the board hangs mid-line)
    silence    nothing more from this line on
    unplug     half the line, then the port goes away (USB unplugged)

Faults that alter bytes combine with each other and with at most one that
ends the output (reset, stall, silence, unplug): "garbage+crc+reset";
"none" is a run without faults.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass

from ctbench.errors import CtbError

KINDS = ("reset", "garbage", "drop", "duplicate", "crc", "stall", "silence", "unplug")
# What the board does once the line is sent: start the app over, send
# nothing more, or close its port.
ENDINGS = {"reset": "reset", "stall": "hang", "silence": "hang", "unplug": "unplug"}

# The ESP32 ROM's banner after a software reset (esp_restart, a panic's
# reboot): reset reason 0xc, SW_CPU_RESET.
RESET_BANNER = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
                b"rst:0xc (SW_CPU_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
                b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")
RECORD = b'"type":"rec"'
CUT = 6     # bytes dropped or duplicated


@dataclass(frozen=True)
class Step:
    data: bytes             # what the board sends for the line
    then: str | None = None  # None (go on), "reset", "hang" or "unplug"


def parse(spec: str, where: str) -> tuple[str, ...]:
    """"garbage+crc" -> ("garbage", "crc"), "none" -> (), or a one-line
    error naming `where` (the plan's field or the option)."""
    if spec == "none":
        return ()
    kinds = tuple(k.strip() for k in spec.split("+"))
    unknown = [k for k in kinds if k not in KINDS]
    if unknown or not spec:
        raise CtbError(f"{where}: unknown fault {', '.join(unknown) or repr(spec)} "
                       f"(known: {', '.join(KINDS)}; combine with +, or none)")
    ending = [k for k in kinds if k in ENDINGS]
    if len(ending) > 1:
        raise CtbError(f"{where}: {' and '.join(ending)} each end the output; keep one")
    return kinds


class Injector:
    """One attempt's faults; they fire at the first record line."""

    def __init__(self, kinds: Sequence[str] = (), seed: int = 1) -> None:
        self.pending = tuple(kinds)
        self.fired: tuple[str, ...] = ()
        self.rng = random.Random(seed)

    def step(self, line: bytes) -> Step:
        if not self.pending or RECORD not in line:
            return Step(line)
        self.fired, self.pending = self.pending, ()
        data, then = line, None
        for kind in self.fired:
            if kind in ENDINGS:
                then = ENDINGS[kind]
            else:
                data = self._alter(kind, data)
        if then is not None:
            data = b"" if "silence" in self.fired else data[:len(data) // 2]
        return Step(data, then)

    def _alter(self, kind: str, line: bytes) -> bytes:
        body = line.index(b"{")
        mid = body + (len(line) - body) // 2
        if kind == "garbage":
            # UTF-8 continuation bytes with no lead byte: never text, never a newline.
            return bytes(self.rng.randrange(0x80, 0xc0) for _ in range(12)) + line
        if kind == "drop":
            return line[:mid] + line[mid + CUT:]
        if kind == "duplicate":
            return line[:mid + CUT] + line[mid:]
        # crc: the first hex digit of the CRC field, after "CTB/1 "
        at = line.index(b"CTB/1 ") + 6
        digit = b"1" if line[at:at + 1] == b"0" else b"0"
        return line[:at] + digit + line[at + 1:]
