"""The real esptool (the installed v5, or v4) writes a program into the sim
board's flash through its ROM loader, with its stub and compressed blocks
(the default) or without (`--no-stub`, plain or `--compress`), and the board
then runs exactly that program; a wrong chip, a port that is no ESP chip, a missing or busy port,
a transfer cut mid-way and a corrupted block are each one line naming the
cause, and the board refuses bytes that are not a program."""

from __future__ import annotations

import hashlib
import os
import pty
import shutil
import struct
import threading
import time
import zlib
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
import serial

from ctbench.boards import flasher_args, simimage, simrom
from ctbench.boards.esptool_flash import flash
from ctbench.boards.flasher_args import FlashJob
from ctbench.boards.simboard import SimBoard
from ctbench.boards.simimage import APP_OFFSET
from ctbench.errors import CtbError

ECHO = Path(shutil.which("echo") or "/bin/echo")
HANG_GUARD_S = 30.0


@pytest.fixture
def board() -> Iterator[SimBoard]:
    with SimBoard() as b:
        yield b


def job_for(tmp_path: Path, program: Path, args: list[str]) -> FlashJob:
    return flasher_args.load(simimage.write_build(tmp_path / "sim", program, args))


def console_after_reset(board: SimBoard, until: bytes) -> bytes:
    """What the board prints after a reset, up to `until` (or what came
    before the hang guard ran out)."""
    got = b""
    with serial.serial_for_url(board.port, baudrate=115200, timeout=0.2) as dev:
        board.reset()
        deadline = time.monotonic() + HANG_GUARD_S
        while until not in got and time.monotonic() < deadline:
            got += dev.read(4096)
    return got


# how esptool writes: its stub with compressed blocks (the sim's default),
# or the ROM alone, plain or compressed
FLOWS = {"stub": (True, ()), "rom": (False, ()), "rom-compressed": (False, ("--compress",))}
FLOW_LOG = {"stub": ("Stub flasher running.", "compressed) at 0x00010000"),
            "rom": ("Wrote ", "Took "),
            "rom-compressed": ("Wrote ", "compressed) at 0x00010000")}


def in_flow(job: FlashJob, flow: str) -> FlashJob:
    stub, extra = FLOWS[flow]
    return replace(job, stub=stub, settings=(*job.settings, *extra))


@pytest.mark.parametrize("flow", list(FLOWS))
def test_esptool_writes_a_program_the_board_then_runs(board: SimBoard, tmp_path: Path,
                                                      flow: str) -> None:
    token = os.urandom(6).hex()
    job = job_for(tmp_path, ECHO, ["flashed", token])
    assert (job.chip, job.before, job.after, job.stub) == ("esp32", "no-reset", "no-reset", True)
    log = tmp_path / "flash.log"
    flashed = flash(in_flow(job, flow), board.port, log=log)
    assert flashed.chip == "ESP32-D0WD-V3 (revision v3.0)"
    assert flashed.mac == ":".join(f"{b:02x}" for b in board.mac)
    text = log.read_text()
    assert "Hash of data verified." in text      # the MD5 in the stub's or the ROM's reply
    assert all(line in text for line in FLOW_LOG[flow]), text
    assert ("Stub flasher running." in text) == (flow == "stub")
    # esptool's --after no-reset ends its stub: the board is in its ROM loader again
    assert board.download and not board.rom.stub
    image = (tmp_path / "sim" / simimage.IMAGE_NAME).read_bytes()
    assert bytes(board.rom.flash[APP_OFFSET:APP_OFFSET + len(image)]) == image
    out = console_after_reset(board, token.encode())
    assert out.startswith(b"ets Jun  8 2016") and b"flashed " + token.encode() in out
    # Flashed again with another program, it runs that one.
    other = os.urandom(6).hex()
    flash(in_flow(job_for(tmp_path, ECHO, ["again", other]), flow), board.port)
    out = console_after_reset(board, other.encode())
    assert b"again " + other.encode() in out and token.encode() not in out


def test_run_user_code_after_the_stub_flow_boots_the_program(board: SimBoard,
                                                             tmp_path: Path) -> None:
    """What the sim target sends once its console is open (targets/sim.py)."""
    token = os.urandom(6).hex()
    flash(job_for(tmp_path, ECHO, ["ran", token]), board.port)
    got = b""
    with serial.serial_for_url(board.port, baudrate=115200, timeout=0.2) as dev:
        dev.write(simrom.run_user_code())
        deadline = time.monotonic() + HANG_GUARD_S
        while token.encode() not in got and time.monotonic() < deadline:
            got += dev.read(4096)
    assert b"ran " + token.encode() in got and not board.download


def test_a_running_app_does_not_keep_esptool_out(board: SimBoard, tmp_path: Path) -> None:
    """The board enters download mode on esptool's SYNC (a pty has no
    DTR/RTS), whatever its app was printing."""
    board.reset(["/bin/sh", "-c", "while :; do echo I am busy; sleep 0.01; done"])
    flash(job_for(tmp_path, ECHO, ["x"]), board.port)
    assert board.download


def test_wrong_chip_is_refused_before_writing(board: SimBoard, tmp_path: Path) -> None:
    with pytest.raises(CtbError, match=r"the installed esptool knows no chip 'esp32x' \(it "
                                       r"knows esp8266, esp32, "):
        flash(replace(job_for(tmp_path, ECHO, ["x"]), chip="esp32x"), board.port)
    job = replace(job_for(tmp_path, ECHO, ["x"]), chip="esp32s3")
    with pytest.raises(CtbError, match=r"^flash /dev/\S+: This chip is ESP32, not ESP32-S3\. "
                                       r"Wrong chip argument\?; see "):
        flash(job, board.port, log=tmp_path / "flash.log")
    assert board.rom.blocks_written == 0


@pytest.mark.parametrize("flow", ["stub", "rom"])
def test_a_transfer_cut_midway_is_caught(board: SimBoard, tmp_path: Path, flow: str) -> None:
    noise = tmp_path / "noise"      # incompressible: three 16 KB blocks for the stub
    noise.write_bytes(os.urandom(40_000))
    board.rom.cut_after = 2         # the board stops answering during the write
    with pytest.raises(CtbError, match=r"the transfer stopped at 0x000\w+: "):
        flash(in_flow(job_for(tmp_path, noise, ["x"]), flow), board.port)
    # What reached flash is no program: the board boots nothing.
    out = console_after_reset(board, b"No bootable app")
    assert b"esp_image: Image hash failed - image is corrupt" in out


@pytest.mark.parametrize("flow, block", [("stub", 0), ("rom", 2), ("rom-compressed", 0)])
def test_a_corrupted_block_fails_the_md5_check(board: SimBoard, tmp_path: Path, flow: str,
                                               block: int) -> None:
    board.rom.corrupt_block = block
    with pytest.raises(CtbError, match=r"the data written at 0x00010000 did not verify: "
                                       r"MD5 of file does not match data in flash!"):
        flash(in_flow(job_for(tmp_path, ECHO, ["x"]), flow), board.port)


@pytest.mark.parametrize("content, why", [
    (bytes(range(256)) * 16, b"image at 0x10000 has invalid magic byte (nothing flashed here?)"),
    (None, b"image at 0x10000 is not a program for this host"),
])
def test_the_board_refuses_bytes_that_are_not_a_program(board: SimBoard, tmp_path: Path,
                                                        content: bytes | None,
                                                        why: bytes) -> None:
    binary = tmp_path / "x.bin"
    if content is None:     # a well-formed image of a shell script
        script = tmp_path / "s.sh"
        script.write_text("#!/bin/sh\necho should not run\n")
        content = simimage.pack(script, [])
    binary.write_bytes(content)
    job = replace(job_for(tmp_path, ECHO, []), files=((APP_OFFSET, binary),))
    flash(job, board.port)
    out = console_after_reset(board, b"No bootable app partitions")
    assert why in out and b"should not run" not in out
    assert board.rom.flash[APP_OFFSET:APP_OFFSET + 16] == content[:16]


def test_a_port_that_is_not_an_esp_chip(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A console that prints log lines, and one that is silent."""
    monkeypatch.setenv("ESPTOOL_CONNECT_ATTEMPTS", "1")
    job = job_for(tmp_path, ECHO, ["x"])
    far, near = pty.openpty()
    stop = threading.Event()

    def chatter() -> None:
        while not stop.is_set():
            os.write(far, b"I (1234) app: not a ROM loader\r\n")
            time.sleep(0.01)

    talker = threading.Thread(target=chatter, daemon=True)
    talker.start()
    try:
        with pytest.raises(CtbError, match=r"Failed to connect to ESP32: Invalid head of "
                                           r"packet \(0x[0-9a-f]{2}\)"):
            flash(job, os.ttyname(near))
    finally:
        stop.set()
        talker.join()
    with pytest.raises(CtbError, match=r"Failed to connect to ESP32: No serial data received"):
        flash(job, os.ttyname(near))
    os.close(far)
    os.close(near)


def test_missing_busy_and_unreachable_ports(board: SimBoard, tmp_path: Path) -> None:
    job = job_for(tmp_path, ECHO, ["x"])
    with pytest.raises(CtbError, match=r"^flash /dev/ttyNOPE: Could not open /dev/ttyNOPE, the "
                                       r"port is busy or doesn't exist \(.*No such file"):
        flash(job, "/dev/ttyNOPE")
    with pytest.raises(CtbError, match=r"Could not open rfc2217://127\.0\.0\.1:1\?ign_set_control"
                                       r".*Connection refused"):
        flash(job, "rfc2217://127.0.0.1:1?ign_set_control")
    with serial.Serial(board.port, exclusive=True), \
            pytest.raises(CtbError, match=r"the port is busy or doesn't exist \(.*lock"):
        flash(job, board.port)
    assert board.rom.blocks_written == 0


# -- the protocol itself, without esptool ---------------------------------------------

class Host:
    """A RomLoader fed requests directly; its replies as (op, value, data)."""

    def __init__(self) -> None:
        self.sent = bytearray()
        self.booted = 0
        self.rom = simrom.RomLoader(self.sent.extend, self._boot, bytes(6))
        self._slip = simrom.SlipDecoder()

    def _boot(self) -> None:
        self.booted += 1

    def ask(self, op: int, data: bytes = b"", chk: int = 0) -> list[bytes]:
        self.sent.clear()
        self.rom.feed(simrom.request(op, data, chk))
        return self._slip.feed(bytes(self.sent))


def mem_upload(host: Host, code: bytes, address: int, chk_fix: int = 0) -> list[bytes]:
    host.ask(simrom.MEM_BEGIN, struct.pack("<IIII", len(code), 1, 0x1800, address))
    return host.ask(simrom.MEM_DATA, struct.pack("<IIII", len(code), 0, 0, 0) + code,
                    simrom.checksum(code) ^ chk_fix)


def test_the_stub_starts_only_from_uploaded_code_and_answers_as_the_stub() -> None:
    host = Host()
    code = os.urandom(300)
    (bad,) = mem_upload(host, code, 0x40080000, chk_fix=1)
    assert bad[-4:] == bytes([1, 0x07, 0, 0])       # the ROM's "checksum error"
    (ok,) = mem_upload(host, code, 0x40080000)
    assert ok[-4:] == bytes(4)
    # An entry point outside what was uploaded runs nothing the host hears.
    assert len(host.ask(simrom.MEM_END, struct.pack("<II", 0, 0x40090000))) == 1
    assert not host.rom.stub
    replies = host.ask(simrom.MEM_END, struct.pack("<II", 0, 0x40080010))
    assert replies[1:] == [b"OHAI"] and host.rom.stub
    # The stub's replies end in two status bytes; its MD5 is 16 raw bytes.
    host.rom.flash[0x10000:0x10004] = b"abcd"
    (md5,) = host.ask(simrom.SPI_FLASH_MD5, struct.pack("<IIII", 0x10000, 4, 0, 0))
    assert md5[8:] == hashlib.md5(b"abcd").digest() + b"\x00\x00"
    (erased,) = host.ask(simrom.ERASE_REGION, struct.pack("<II", 0x10000, 0x1000))
    assert erased[8:] == b"\x00\x00" and host.rom.flash[0x10000:0x10004] == b"\xff" * 4
    (bad_block,) = host.ask(simrom.FLASH_DEFL_DATA, struct.pack("<IIII", 1, 0, 0, 0) + b"x",
                            simrom.checksum(b"x"))
    assert bad_block[8:] == bytes([0xC6, 0])         # the stub's "not in flash mode"
    # A reset returns to the ROM, which knows no ERASE_REGION.
    host.rom.power_on()
    (rom,) = host.ask(simrom.ERASE_REGION, struct.pack("<II", 0x10000, 0x1000))
    assert not host.rom.stub and rom[8:] == bytes([1, 0x05, 0, 0])


@pytest.mark.parametrize("stub", [False, True])
def test_compressed_blocks_land_as_one_stream(stub: bool) -> None:
    host = Host()
    host.rom.stub = stub
    data = os.urandom(3000) + bytes(20000) + os.urandom(5000)
    packed = zlib.compress(data, 9)
    pieces = [packed[i:i + 4096] for i in range(0, len(packed), 4096)]
    host.ask(simrom.FLASH_DEFL_BEGIN, struct.pack("<IIIII", len(data), len(pieces), 4096,
                                                  0x20000, 0))
    for seq, piece in enumerate(pieces):
        (reply,) = host.ask(simrom.FLASH_DEFL_DATA,
                            struct.pack("<IIII", len(piece), seq, 0, 0) + piece,
                            simrom.checksum(piece))
        assert reply[8:10] == b"\x00\x00"
    assert bytes(host.rom.flash[0x20000:0x20000 + len(data)]) == data
    # More than announced is refused ("too much data").
    host.ask(simrom.FLASH_DEFL_BEGIN, struct.pack("<IIIII", 100, 1, 4096, 0x20000, 0))
    (refused,) = host.ask(simrom.FLASH_DEFL_DATA,
                          struct.pack("<IIII", len(pieces[0]), 0, 0, 0) + pieces[0],
                          simrom.checksum(pieces[0]))
    assert refused[8:10] == (bytes([0xC9, 0]) if stub else bytes([1, 0x08]))


@pytest.mark.parametrize("command, address, word", [
    (0x9F, 0, 0x1640C8),            # RDID: the JEDEC ID
    (0x5A, 0, 0x50444653),          # RDSFDP: the "SFDP" signature esptool checks
    (0x5A, 0x10, 0xC8),             # the vendor's parameter header ID
])
def test_spi_flash_commands_through_the_registers(command: int, address: int,
                                                  word: int) -> None:
    host = Host()

    def write_reg(addr: int, value: int) -> None:
        host.ask(simrom.WRITE_REG, struct.pack("<IIII", addr, value, 0xFFFFFFFF, 0))

    write_reg(simrom.SPI_USR2, (7 << 28) | command)
    write_reg(simrom.SPI_ADDR, address << 8)
    write_reg(simrom.SPI_CMD, simrom.SPI_CMD_USR)
    (w0,) = host.ask(simrom.READ_REG, struct.pack("<I", simrom.SPI_W0))
    assert struct.unpack("<I", w0[4:8])[0] == word
