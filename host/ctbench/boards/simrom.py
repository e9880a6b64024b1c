"""The simulated ESP32's ROM loader: the serial download protocol, as far as
esptool uses it to write flash, with its stub (the default) or without
(`--no-stub`), plain or compressed.

Facts from esptool 5.6's loader (read, not copied) and Espressif's
documentation of the serial protocol: every packet is SLIP-framed (0xC0
ends, 0xDB 0xDC / 0xDB 0xDD escape 0xC0 / 0xDB); a request is
`<BBHI` (0x00, command, data length, checksum) then data; a reply is
`<BBHI` (0x01, command, data length, value) then data, whose last four bytes
are the status (0 = success, else 1 and an error code). An ESP32 is told by
the magic word at 0x40001000, its MAC and description by eFuse words.

This module is only the protocol: it answers what it is fed, keeps the
flash contents, and tells the board (a callback) when the host asks it to
leave download mode and run the app. Once esptool has uploaded and started
its stub, the loader answers as the stub does (boards/simstub.py); writes
into flash are boards/simwrite.py.
"""

from __future__ import annotations

import hashlib
import struct
from collections.abc import Callable

from ctbench.boards import simstub
from ctbench.boards.simwrite import FLASH_SIZE, FlashWrite, WriteFault, erase, fits

# commands (esptool's names)
FLASH_BEGIN, FLASH_DATA, FLASH_END = 0x02, 0x03, 0x04
MEM_BEGIN, MEM_END, MEM_DATA = 0x05, 0x06, 0x07
SYNC, WRITE_REG, READ_REG = 0x08, 0x09, 0x0A
SPI_SET_PARAMS, SPI_ATTACH, CHANGE_BAUDRATE, SPI_FLASH_MD5 = 0x0B, 0x0D, 0x0F, 0x13
FLASH_DEFL_BEGIN, FLASH_DEFL_DATA, FLASH_DEFL_END = 0x10, 0x11, 0x12
ERASE_FLASH, ERASE_REGION = 0xD0, 0xD1
STUB_ONLY = (ERASE_FLASH, ERASE_REGION)

SYNC_DATA = b"\x07\x07\x12\x20" + 32 * b"\x55"
CHECKSUM_SEED = 0xEF

# ESP32 registers esptool reads (esptool/targets/esp32.py)
CHIP_MAGIC_ADDR, CHIP_MAGIC = 0x40001000, 0x00F01D83
EFUSE_BASE = 0x3FF5A000
APB_CTL_DATE = 0x3FF6607C
UART_CLKDIV = 0x3FF40014
SPI_BASE = 0x3FF42000
SPI_CMD, SPI_ADDR, SPI_USR2, SPI_W0 = SPI_BASE, SPI_BASE + 0x04, SPI_BASE + 0x24, SPI_BASE + 0x80
SPI_CMD_USR = 1 << 18
RDID, RDSFDP = 0x9F, 0x5A
JEDEC_ID = 0x1640C8   # a GigaDevice 4 MB part: manufacturer 0xC8, size byte 0x16
# The start of its JEDEC SFDP table: the "SFDP" signature, and at 0x10 the
# second parameter header, whose ID is the vendor's (esptool checks both
# before writing: the signature shows a flash is attached).
SFDP = b"SFDP\x06\x01\x01\xff" + bytes(8) + b"\xc8" + bytes(7)


def checksum(data: bytes | bytearray) -> int:
    """The checksum of a FLASH_DATA, MEM_DATA or FLASH_DEFL_DATA block: XOR
    of its bytes over 0xEF."""
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
    """An ESP32's ROM in download mode, and esptool's stub once the host
    has started it (`stub`). `send` carries replies to the host; `run_app`
    is called when the host ends download mode (FLASH_END), after the reply.

    Faults, for tests: `corrupt_block = n` flips a byte of what block n of a
    write (plain or compressed) puts into flash (the MD5 check then fails);
    `cut_after = n` makes the loader fall silent once n blocks have been
    written (counted over the board's life, in `blocks_written`), as a board
    that stops answering mid-transfer, until the next power_on."""

    def __init__(self, send: Callable[[bytes], None], run_app: Callable[[], None],
                 mac: bytes) -> None:
        self.flash = bytearray(b"\xff" * FLASH_SIZE)
        self._send = send
        self._run_app = run_app
        self._slip = SlipDecoder()
        self._regs = {CHIP_MAGIC_ADDR: CHIP_MAGIC, APB_CTL_DATE: 1 << 31,
                      # 40 MHz crystal at 115200 baud (esptool's get_crystal_freq)
                      UART_CLKDIV: 40_000_000 // 115200, **efuse_words(mac)}
        self._writing: FlashWrite | None = None
        self._ram = simstub.RamUpload()
        self.stub = False
        self.blocks_written = 0
        self.corrupt_block: int | None = None
        self.cut_after: int | None = None
        self.silent = False

    def power_on(self) -> None:
        """A reset: the ROM again (no stub, RAM lost), no write in progress,
        the serial link fresh (a board that fell silent answers again); the
        flash keeps its contents."""
        self._slip = SlipDecoder()
        self._writing = None
        self._ram = simstub.RamUpload()
        self.stub = False
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
        if handler is None or (op in STUB_ONLY and not self.stub):
            self._reply(op, error="invalid command")
            return
        handler(op, data, chk)

    def _handlers(self) -> dict[int, Callable[[int, bytes, int], None]]:
        return {SYNC: self._sync, READ_REG: self._read_reg, WRITE_REG: self._write_reg,
                SPI_SET_PARAMS: self._ok, SPI_ATTACH: self._ok, CHANGE_BAUDRATE: self._ok,
                MEM_BEGIN: self._mem_begin, MEM_DATA: self._mem_data, MEM_END: self._mem_end,
                FLASH_BEGIN: self._flash_begin, FLASH_DEFL_BEGIN: self._flash_begin,
                FLASH_DATA: self._flash_data, FLASH_DEFL_DATA: self._flash_data,
                FLASH_END: self._flash_end, FLASH_DEFL_END: self._flash_end,
                SPI_FLASH_MD5: self._md5, ERASE_FLASH: self._erase_flash,
                ERASE_REGION: self._erase_region}

    def _reply(self, op: int, value: int = 0, data: bytes = b"",
               error: str | None = None) -> None:
        body = data + simstub.status(error, self.stub)
        self._send(slip(struct.pack("<BBHI", 0x01, op, len(body), value) + body))

    def _ok(self, op: int, data: bytes, chk: int) -> None:
        self._reply(op)

    def _sync(self, op: int, data: bytes, chk: int) -> None:
        if data != SYNC_DATA:
            self._reply(op, error="bad arguments")
            return
        for _ in range(8):      # the ROM answers a SYNC eight times; a stub with 0
            self._reply(op, value=0 if self.stub else 0x20120707)

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
        """A user command on the flash's SPI bus: RDID reads the JEDEC ID,
        RDSFDP four bytes of the SFDP table from the 24-bit address (held
        in the address register's top bits); the command bit clears at
        once."""
        command = self._regs.get(SPI_USR2, 0) & 0xFF
        at = self._regs.get(SPI_ADDR, 0) >> 8
        self._regs[SPI_W0] = (JEDEC_ID if command == RDID else
                              int.from_bytes(SFDP[at:at + 4], "little") if command == RDSFDP
                              else 0)
        self._regs[SPI_CMD] = 0

    # -- the stub's upload into RAM ---------------------------------------------------
    def _mem_begin(self, op: int, data: bytes, chk: int) -> None:
        self._reply(op, error=self._ram.begin(data))

    def _mem_data(self, op: int, data: bytes, chk: int) -> None:
        error = "checksum" if checksum(data[16:]) != chk else self._ram.block(data)
        self._reply(op, error=error)

    def _mem_end(self, op: int, data: bytes, chk: int) -> None:
        """(stay, entry): jump to the entry point. In ROM mode an entry in
        uploaded code starts the stub, which greets the host; the sim runs
        nothing else."""
        _, entry = struct.unpack("<II", data[:8])
        self._reply(op)
        if entry and not self.stub and self._ram.holds(entry):
            self.stub = True
            self._send(slip(simstub.GREETING))

    # -- writing flash -------------------------------------------------------------
    def _flash_begin(self, op: int, data: bytes, chk: int) -> None:
        """(size, blocks, block size, offset[, encrypted]): the ROM takes the
        bytes to erase, the stub the bytes to write; for FLASH_DEFL_BEGIN
        size is uncompressed (the ROM's rounded up to whole blocks)."""
        size, blocks, block_size, offset = struct.unpack("<IIII", data[:16])
        if not fits(offset, size) or block_size == 0:
            self._reply(op, error="bad arguments")
            return
        erase(self.flash, offset, size)
        self._writing = FlashWrite(self.flash, offset, size, blocks, block_size,
                                   deflated=op == FLASH_DEFL_BEGIN)
        self._reply(op)

    def _flash_data(self, op: int, data: bytes, chk: int) -> None:
        size, seq, _, _ = struct.unpack("<IIII", data[:16])
        block = data[16:]
        writing = self._writing
        if writing is None or writing.deflated != (op == FLASH_DEFL_DATA):
            self._reply(op, error="not writing")
            return
        if len(block) != size:
            self._reply(op, error="bad arguments")
            return
        if checksum(block) != chk:
            self._reply(op, error="checksum")
            return
        try:
            writing.block(seq, block, corrupt=seq == self.corrupt_block)
        except WriteFault as e:
            self._reply(op, error=e.cause)
            return
        self.blocks_written += 1
        if self.cut_after is not None and self.blocks_written >= self.cut_after:
            self.silent = True
            return
        self._reply(op)

    def _flash_end(self, op: int, data: bytes, chk: int) -> None:
        """(run): leave the write. The ROM leaves download mode: 0 reboots,
        1 runs the app in flash; for the sim both boot what flash holds. The
        stub stays on with 1 (esptool's last check that all blocks are
        written) and with 0 "reboots" into the ROM loader again, as the
        strapping that chose download mode still holds."""
        (run,) = struct.unpack("<I", data[:4]) if len(data) >= 4 else (0,)
        self._writing = None
        self._reply(op)
        if not self.stub:
            self._run_app()
        elif not run:
            self.power_on()

    def _md5(self, op: int, data: bytes, chk: int) -> None:
        addr, size, _, _ = struct.unpack("<IIII", data[:16])
        if addr + size > FLASH_SIZE:
            self._reply(op, error="bad arguments")
            return
        digest = hashlib.md5(self.flash[addr:addr + size]).digest()
        self._reply(op, data=simstub.md5_reply(digest, self.stub))

    def _erase_flash(self, op: int, data: bytes, chk: int) -> None:
        erase(self.flash, 0, FLASH_SIZE)
        self._reply(op)

    def _erase_region(self, op: int, data: bytes, chk: int) -> None:
        self._reply(op, error=simstub.erase_region(self.flash, data))


# -- the host's side ---------------------------------------------------------------
def request(op: int, data: bytes, chk: int = 0) -> bytes:
    return slip(struct.pack("<BBHI", 0x00, op, len(data), chk) + data)


def run_user_code() -> bytes:
    """What esptool sends for `--after soft-reset` without its stub: an
    empty FLASH_BEGIN, then FLASH_END with 1, "run user code". A host that
    sends it once its console is open loses none of the app's output."""
    return (request(FLASH_BEGIN, struct.pack("<IIII", 0, 0, 0x400, 0))
            + request(FLASH_END, struct.pack("<I", 1)))
