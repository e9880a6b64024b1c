"""The real esptool (the installed v5, or v4) writes a program into the sim
board's flash through its ROM loader, and the board then runs exactly that
program; a wrong chip, a port that is no ESP chip, a missing or busy port,
a transfer cut mid-way and a corrupted block are each one line naming the
cause, and the board refuses bytes that are not a program."""

from __future__ import annotations

import os
import pty
import shutil
import threading
import time
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path

import pytest
import serial

from ctbench.boards import flasher_args, simimage
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


def test_esptool_writes_a_program_the_board_then_runs(board: SimBoard, tmp_path: Path) -> None:
    token = os.urandom(6).hex()
    job = job_for(tmp_path, ECHO, ["flashed", token])
    assert (job.chip, job.before, job.after, job.stub) == ("esp32", "no-reset", "no-reset", False)
    log = tmp_path / "flash.log"
    flashed = flash(job, board.port, log=log)
    assert flashed.chip == "ESP32-D0WD-V3 (revision v3.0)"
    assert flashed.mac == ":".join(f"{b:02x}" for b in board.mac)
    assert "Hash of data verified." in log.read_text()
    image = (tmp_path / "sim" / simimage.IMAGE_NAME).read_bytes()
    assert bytes(board.rom.flash[APP_OFFSET:APP_OFFSET + len(image)]) == image
    out = console_after_reset(board, token.encode())
    assert out.startswith(b"ets Jun  8 2016") and b"flashed " + token.encode() in out
    # Flashed again with another program, it runs that one.
    other = os.urandom(6).hex()
    flash(job_for(tmp_path, ECHO, ["again", other]), board.port)
    out = console_after_reset(board, other.encode())
    assert b"again " + other.encode() in out and token.encode() not in out


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


def test_a_transfer_cut_midway_is_caught(board: SimBoard, tmp_path: Path) -> None:
    board.rom.cut_after = 3     # the board stops answering during FLASH_DATA
    with pytest.raises(CtbError, match=r"the transfer stopped at 0x000\w+: "):
        flash(job_for(tmp_path, ECHO, ["x"]), board.port)
    # What reached flash is no program: the board boots nothing.
    out = console_after_reset(board, b"No bootable app")
    assert b"esp_image: Image hash failed - image is corrupt" in out


def test_a_corrupted_block_fails_the_md5_check(board: SimBoard, tmp_path: Path) -> None:
    board.rom.corrupt_block = 2
    with pytest.raises(CtbError, match=r"the data written at 0x00010000 did not verify: "
                                       r"MD5 of file does not match data in flash!"):
        flash(job_for(tmp_path, ECHO, ["x"]), board.port)


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
