"""One write into the simulated flash, from a FLASH_BEGIN or
FLASH_DEFL_BEGIN to its END, as the ESP32's ROM loader and esptool's stub
do it (boards/simrom.py, boards/simstub.py).

Plain blocks (FLASH_DATA) land at offset + seq * block size; compressed
blocks (FLASH_DEFL_DATA) are pieces of one zlib stream whose output is
written on from the offset. The region is erased (whole sectors) when the
write begins: the ROM erases up front, the stub as it writes, and both
leave the same flash behind.
"""

from __future__ import annotations

import zlib
from dataclasses import dataclass, field

FLASH_SIZE = 4 * 1024 * 1024
SECTOR = 0x1000


class WriteFault(Exception):
    """A block the loader refuses; `cause` names it ("order", "too much
    data", "inflate"), the loader turns it into its own error code."""

    def __init__(self, cause: str) -> None:
        super().__init__(cause)
        self.cause = cause


def fits(offset: int, size: int) -> bool:
    return offset % SECTOR == 0 and size >= 0 and offset + size <= FLASH_SIZE


def erase(flash: bytearray, offset: int, size: int) -> None:
    """Erase the sectors [offset, offset + size) touches."""
    end = min(-(-(offset + size) // SECTOR) * SECTOR, FLASH_SIZE)
    flash[offset:end] = b"\xff" * (end - offset)


@dataclass
class FlashWrite:
    """The write in progress: where its blocks go and what came so far."""
    flash: bytearray
    offset: int
    size: int          # bytes the host may write (uncompressed)
    blocks: int        # blocks the host announced (plain writes)
    block_size: int
    deflated: bool
    seq: int = 0       # the block expected next
    written: int = 0   # bytes written so far
    _inflate: zlib._Decompress = field(default_factory=zlib.decompressobj)

    def block(self, seq: int, data: bytes, corrupt: bool = False) -> None:
        """Write block `seq`; `corrupt` flips a byte of what it writes."""
        if seq != self.seq:
            raise WriteFault("order")
        if self.deflated:
            try:
                out = bytearray(self._inflate.decompress(data))
            except zlib.error:
                raise WriteFault("inflate") from None
            at = self.offset + self.written
            if self.written + len(out) > self.size:
                raise WriteFault("too much data")
        else:   # the last block comes padded to the block size
            out = bytearray(data)
            at = self.offset + seq * self.block_size
            if seq >= self.blocks:
                raise WriteFault("too much data")
        if at + len(out) > FLASH_SIZE:
            raise WriteFault("too much data")
        if corrupt and out:
            out[len(out) // 2] ^= 0x01
        self.flash[at:at + len(out)] = out
        self.written += len(out)
        self.seq += 1
