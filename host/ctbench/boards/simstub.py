"""How esptool's flasher stub answers, where it differs from the ESP32's
ROM loader (boards/simrom.py), and the upload that starts it.

Facts from esptool 5.6's loader (read, not copied): esptool uploads the
stub's text and data segments into RAM with MEM_BEGIN / MEM_DATA (blocks of
0x1800 bytes, each checked like a FLASH_DATA block) and runs it with MEM_END
naming its entry point; the stub then sends one SLIP packet, "OHAI". From
then on a reply's status is two bytes, not four, and a failure is the
stub's own code in the first byte (0xC1 bad checksum, ...) with 0 after it;
SPI_FLASH_MD5 answers 16 raw bytes, not 32 hex characters; flash blocks are
16 KB; ERASE_FLASH and ERASE_REGION exist; FLASH_END / FLASH_DEFL_END with
"reboot" (0) returns the chip to its ROM loader (esptool's `--after
no-reset` ends the stub that way).

The sim cannot run Xtensa code: the "stub" is this table of answers, and
it starts when MEM_END's entry point lies in code the host uploaded.
"""

from __future__ import annotations

import struct
from dataclasses import dataclass, field

from ctbench.boards import simwrite

GREETING = b"OHAI"
RAM_BLOCK = 0x1800

# a failed reply's error code by cause: (the ROM's, the stub's)
ERRORS = {"invalid command": (0x05, 0xC3), "bad arguments": (0x06, 0xC0),
          "not writing": (0x06, 0xC6), "order": (0x06, 0xC0), "checksum": (0x07, 0xC1),
          "too much data": (0x08, 0xC9), "inflate": (0x0B, 0xC7)}


def status(error: str | None, stub: bool) -> bytes:
    """The status bytes that end a reply: the ROM's four (failed, code, 0,
    0), the stub's two (code or 0, 0)."""
    if error is None:
        return b"\x00\x00" if stub else b"\x00\x00\x00\x00"
    rom, code = ERRORS[error]
    return bytes([code, 0]) if stub else bytes([1, rom, 0, 0])


def md5_reply(digest: bytes, stub: bool) -> bytes:
    return digest if stub else digest.hex().encode()


def erase_region(flash: bytearray, data: bytes) -> str | None:
    """ERASE_REGION (offset, size): whole sectors only; the error's cause."""
    offset, size = struct.unpack("<II", data[:8])
    if size % simwrite.SECTOR or not simwrite.fits(offset, size):
        return "bad arguments"
    simwrite.erase(flash, offset, size)
    return None


@dataclass
class RamUpload:
    """What MEM_BEGIN .. MEM_DATA put into RAM: segments by address."""
    segments: dict[int, bytearray] = field(default_factory=dict)
    _current: tuple[int, int, int] | None = None   # (address, size, blocks)
    _seq: int = 0

    def begin(self, data: bytes) -> str | None:
        size, blocks, block_size, address = struct.unpack("<IIII", data[:16])
        if block_size == 0 or blocks * block_size < size:
            return "bad arguments"
        self.segments[address] = bytearray()
        self._current = (address, size, blocks)
        self._seq = 0
        return None

    def block(self, data: bytes) -> str | None:
        size, seq, _, _ = struct.unpack("<IIII", data[:16])
        if self._current is None:
            return "not writing"
        address, total, blocks = self._current
        segment = self.segments[address]
        if seq != self._seq or seq >= blocks or len(data) - 16 != size:
            return "order"
        if len(segment) + size > total:
            return "too much data"
        segment += data[16:]
        self._seq += 1
        return None

    def holds(self, address: int) -> bool:
        return any(start <= address < start + len(seg) for start, seg in self.segments.items())
