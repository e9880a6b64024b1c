"""The simulated ESP32's ROM loader: the serial download protocol, as far as
esptool uses it to write flash without its stub (`--no-stub`).

Facts from esptool 5.6's loader (read, not copied) and Espressif's
documentation of the serial protocol: every packet is SLIP-framed (0xC0
ends, 0xDB 0xDC / 0xDB 0xDD escape 0xC0 / 0xDB); a request is
`<BBHI` (0x00, command, data length, checksum) then data; a reply is
`<BBHI` (0x01, command, data length, value) then data, whose last four bytes
are the status (0 = success, else 1 and an error code). An ESP32 is told by
the magic word at 0x40001000, its MAC and description by eFuse words.

This module is only the protocol: it answers what it is fed, keeps the
flash contents, and tells the board (a callback) when the host asks it to
leave download mode and run the app.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable

# commands (esptool's names)
FLASH_BEGIN, FLASH_DATA, FLASH_END = 0x02, 0x03, 0x04
SYNC, WRITE_REG, READ_REG = 0x08, 0x09, 0x0A
SPI_SET_PARAMS, SPI_ATTACH, CHANGE_BAUDRATE, SPI_FLASH_MD5 = 0x0B, 0x0D, 0x0F, 0x13
# error codes of a failed reply (the ROM's own)
INVALID_COMMAND, FAILED, BAD_CHECKSUM, FLASH_WRITE_ERROR = 0x05, 0x06, 0x07, 0x08

SYNC_DATA = b"\x07\x07\x12\x20" + 32 * b"\x55"
CHECKSUM_SEED = 0xEF
FLASH_SIZE = 4 * 1024 * 1024
SECTOR = 0x1000

# ESP32 registers esptool reads (esptool/targets/esp32.py)
CHIP_MAGIC_ADDR, CHIP_MAGIC = 0x40001000, 0x00F01D83
EFUSE_BASE = 0x3FF5A000
APB_CTL_DATE = 0x3FF6607C
UART_CLKDIV = 0x3FF40014
SPI_BASE = 0x3FF42000
SPI_CMD, SPI_USR2, SPI_W0 = SPI_BASE, SPI_BASE + 0x24, SPI_BASE + 0x80
SPI_CMD_USR = 1 << 18
RDID = 0x9F
JEDEC_ID = 0x1640C8   # a GigaDevice 4 MB part: manufacturer 0xC8, size byte 0x16


def checksum(data: bytes | bytearray) -> int:
    """The ROM's checksum of a FLASH_DATA block: XOR of its bytes over 0xEF."""
    state = CHECKSUM_SEED
    for b in data:
        state ^= b
    return state


def slip(packet: bytes) -> bytes:
    return b"\xc0" + packet.replace(b"\xdb", b"\xdb\xdd").replace(b"\xc0", b"\xdb\xdc") + b"\xc0"


class SlipDecoder:
    """Whole packets from a byte stream; bytes outside a frame are dropped."""

    def __init__(self) -> None:
        self._frame: bytearray | None = None
        self._escape = False

    def feed(self, data: bytes) -> list[bytes]:
        packets = []
        for b in data:
            if b == 0xC0:
                if self._frame:
                    packets.append(bytes(self._frame))
                self._frame = bytearray()
                self._escape = False
            elif self._frame is None:
                continue
            elif self._escape:
                self._frame.append({0xDC: 0xC0, 0xDD: 0xDB}.get(b, b))
                self._escape = False
            elif b == 0xDB:
                self._escape = True
            else:
                self._frame.append(b)
        return packets


def efuse_words(mac: bytes) -> dict[int, int]:
    """The eFuse words of an ESP32-D0WD-V3, revision v3.0, with this MAC:
    words 1 and 2 hold the MAC (esptool's read_mac), word 3 the package
    (bits 9-11) and revision bit 0 (bit 15), word 5 revision bit 1 (bit 20)."""
    return {EFUSE_BASE + 4: int.from_bytes(mac[2:6], "big"),
            EFUSE_BASE + 8: int.from_bytes(mac[0:2], "big"),
            EFUSE_BASE + 12: (1 << 9) | (1 << 15),
            EFUSE_BASE + 20: 1 << 20}


class RomLoader:
    """An ESP32's ROM in download mode. `send` carries replies to the host;
    `run_app` is called when the host ends download mode (FLASH_END), after
    the reply.

    Faults, for tests: `corrupt_block = n` flips a byte of FLASH_DATA block n
    as it is written (the MD5 check then fails); `cut_after = n` makes the
    loader fall silent once n FLASH_DATA blocks have been written (counted
    over the board's life, in `blocks_written`), as a board that stops
    answering mid-transfer, until the next power_on."""

    def __init__(self, send: Callable[[bytes], None], run_app: Callable[[], None],
                 mac: bytes) -> None:
        self.flash = bytearray(b"\xff" * FLASH_SIZE)
        self._send = send
        self._run_app = run_app
        self._slip = SlipDecoder()
        self._regs = {CHIP_MAGIC_ADDR: CHIP_MAGIC, APB_CTL_DATE: 1 << 31,
                      # 40 MHz crystal at 115200 baud (esptool's get_crystal_freq)
                      UART_CLKDIV: 40_000_000 // 115200, **efuse_words(mac)}
        self._writing: tuple[int, int, int] | None = None   # (offset, blocks, block size)
        self._seq = 0
        self.blocks_written = 0
        self.corrupt_block: int | None = None
        self.cut_after: int | None = None
        self.silent = False

    def power_on(self) -> None:
        """A reset: no write in progress, the serial link fresh (a board
        that fell silent answers again); the flash keeps its contents."""
        self._slip = SlipDecoder()
        self._writing = None
        self._seq = 0
        self.silent = False

    def feed(self, data: bytes) -> None:
        for packet in self._slip.feed(data):
            if not self.silent:
                self._packet(packet)

    # -- one request -------------------------------------------------------------
    def _packet(self, packet: bytes) -> None:
        if len(packet) < 8 or packet[0] != 0x00:
            return    # not a request: the ROM ignores it
        _, op, size, chk = struct.unpack("<BBHI", packet[:8])
        data = packet[8:8 + size]
        handler = self._handlers().get(op)
        if handler is None:
            self._reply(op, error=INVALID_COMMAND)
            return
        handler(op, data, chk)

    def _handlers(self) -> dict[int, Callable[[int, bytes, int], None]]:
        return {SYNC: self._sync, READ_REG: self._read_reg, WRITE_REG: self._write_reg,
                SPI_SET_PARAMS: self._ok, SPI_ATTACH: self._ok, CHANGE_BAUDRATE: self._ok,
                FLASH_BEGIN: self._flash_begin, FLASH_DATA: self._flash_data,
                FLASH_END: self._flash_end, SPI_FLASH_MD5: self._md5}

    def _reply(self, op: int, value: int = 0, data: bytes = b"", error: int = 0) -> None:
        body = data + bytes([1 if error else 0, error, 0, 0])
        self._send(slip(struct.pack("<BBHI", 0x01, op, len(body), value) + body))

    def _ok(self, op: int, data: bytes, chk: int) -> None:
        self._reply(op)

    def _sync(self, op: int, data: bytes, chk: int) -> None:
        if data != SYNC_DATA:
            self._reply(op, error=FAILED)
            return
        for _ in range(8):      # the ROM answers a SYNC eight times
            self._reply(op, value=0x20120707)

    def _read_reg(self, op: int, data: bytes, chk: int) -> None:
        (addr,) = struct.unpack("<I", data[:4])
        self._reply(op, value=self._regs.get(addr, 0))

    def _write_reg(self, op: int, data: bytes, chk: int) -> None:
        addr, value, mask, _ = struct.unpack("<IIII", data[:16])
        old = self._regs.get(addr, 0)
        self._regs[addr] = (old & ~mask) | (value & mask)
        if addr == SPI_CMD and value & SPI_CMD_USR:
            self._spi_command()
        self._reply(op)

    def _spi_command(self) -> None:
        """A user command on the flash's SPI bus: RDID reads the JEDEC ID;
        the command bit clears at once."""
        command = self._regs.get(SPI_USR2, 0) & 0xFF
        self._regs[SPI_W0] = JEDEC_ID if command == RDID else 0
        self._regs[SPI_CMD] = 0

    # -- writing flash -------------------------------------------------------------
    def _flash_begin(self, op: int, data: bytes, chk: int) -> None:
        erase, blocks, block_size, offset = struct.unpack("<IIII", data[:16])
        if offset % SECTOR or offset + erase > FLASH_SIZE:
            self._reply(op, error=FAILED)
            return
        end = -(-(offset + erase) // SECTOR) * SECTOR   # the ROM erases whole sectors
        self.flash[offset:end] = b"\xff" * (end - offset)
        self._writing = (offset, blocks, block_size)
        self._seq = 0
        self._reply(op)

    def _flash_data(self, op: int, data: bytes, chk: int) -> None:
        size, seq, _, _ = struct.unpack("<IIII", data[:16])
        block = bytearray(data[16:16 + size])
        if self._writing is None or seq != self._seq or len(block) != size:
            self._reply(op, error=FAILED)
            return
        if checksum(block) != chk:
            self._reply(op, error=BAD_CHECKSUM)
            return
        offset, blocks, block_size = self._writing
        start = offset + seq * block_size
        if seq >= blocks or start + size > FLASH_SIZE:
            self._reply(op, error=FLASH_WRITE_ERROR)
            return
        if seq == self.corrupt_block:
            block[len(block) // 2] ^= 0x01
        self.flash[start:start + size] = block
        self._seq += 1
        self.blocks_written += 1
        if self.cut_after is not None and self.blocks_written >= self.cut_after:
            self.silent = True
            return
        self._reply(op)

    def _flash_end(self, op: int, data: bytes, chk: int) -> None:
        """Leave download mode: 0 reboots, 1 runs the app in flash; for the
        sim both boot what flash holds."""
        self._writing = None
        self._reply(op)
        self._run_app()

    def _md5(self, op: int, data: bytes, chk: int) -> None:
        addr, size, _, _ = struct.unpack("<IIII", data[:16])
        if addr + size > FLASH_SIZE:
            self._reply(op, error=FAILED)
            return
        digest = hashlib.md5(self.flash[addr:addr + size]).hexdigest().encode()
        self._reply(op, data=digest)   # the ROM answers in hex, 32 characters


# -- the host's side ---------------------------------------------------------------
def request(op: int, data: bytes, chk: int = 0) -> bytes:
    return slip(struct.pack("<BBHI", 0x00, op, len(data), chk) + data)


def run_user_code() -> bytes:
    """What esptool sends for `--after soft-reset` without its stub: an
    empty FLASH_BEGIN, then FLASH_END with 1, "run user code". A host that
    sends it once its console is open loses none of the app's output."""
    return (request(FLASH_BEGIN, struct.pack("<IIII", 0, 0, 0x400, 0))
            + request(FLASH_END, struct.pack("<I", 1)))
