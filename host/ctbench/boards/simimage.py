"""The sim's app image: a host program and its command line, packed for
the simulated board's flash at 0x10000.

A board's run settings are compiled into its image (Kconfig); the sim's
are the native app's command line, so the image carries both:

    0   8 bytes   magic b"CTBSIMAP"
    8   u32 LE    length A of the arguments (NUL-separated UTF-8)
    12  u32 LE    length P of the program (an ELF executable for this host)
    16  32 bytes  SHA-256 of the arguments and the program
    48  A bytes   the arguments, then P bytes the program

`unpack` refuses anything else with the texts ESP-IDF's second-stage
bootloader prints for an image it cannot boot.
"""

from __future__ import annotations

import hashlib
import json
import os
import struct
import tempfile
from pathlib import Path

MAGIC = b"CTBSIMAP"
IMAGE_NAME = "ctbench_sim.bin"
HEADER = struct.Struct("<8sII32s")
APP_OFFSET = 0x10000


class NotBootable(Exception):
    """The flash holds no program the sim can run; str() is the console text."""


def pack(program: Path, args: list[str]) -> bytes:
    argv = "\0".join(args).encode()
    elf = program.read_bytes()
    digest = hashlib.sha256(argv + elf).digest()
    return HEADER.pack(MAGIC, len(argv), len(elf), digest) + argv + elf


def unpack(flash: bytes | bytearray, offset: int = APP_OFFSET) -> tuple[bytes, list[str]]:
    """The program and its arguments at `offset`, or NotBootable."""
    head = bytes(flash[offset:offset + HEADER.size])
    if len(head) < HEADER.size or not head.startswith(MAGIC):
        raise NotBootable(f"esp_image: image at {offset:#x} has invalid magic byte "
                          f"(nothing flashed here?)")
    _, argv_len, elf_len, digest = HEADER.unpack(head)
    start = offset + HEADER.size
    body = bytes(flash[start:start + argv_len + elf_len])
    if len(body) != argv_len + elf_len or hashlib.sha256(body).digest() != digest:
        raise NotBootable("esp_image: Image hash failed - image is corrupt")
    argv, elf = body[:argv_len], body[argv_len:]
    if not elf.startswith(b"\x7fELF"):
        raise NotBootable(f"esp_image: image at {offset:#x} is not a program for this host")
    return elf, argv.decode().split("\0") if argv else []


def write_build(directory: Path, program: Path, args: list[str]) -> Path:
    """The sim's flashable build in `directory`: the packed image and a
    flasher_args.json in ESP-IDF v5.5's layout naming it. The sim flashes
    as a board does, through esptool's stub with compressed blocks (`stub:
    true`), and a pty has no DTR/RTS to reset with (`no_reset` before and
    after). Files are replaced whole, so
    boards flashing the same build at once read one version or the other."""
    directory.mkdir(parents=True, exist_ok=True)
    _replace(directory / IMAGE_NAME, pack(program, args))
    doc = {"write_flash_args": ["--flash_mode", "dio", "--flash_size", "4MB",
                                "--flash_freq", "40m"],
           "flash_settings": {"flash_mode": "dio", "flash_size": "4MB", "flash_freq": "40m"},
           "flash_files": {f"{APP_OFFSET:#x}": IMAGE_NAME},
           "app": {"offset": f"{APP_OFFSET:#x}", "file": IMAGE_NAME, "encrypted": "false"},
           "extra_esptool_args": {"after": "no_reset", "before": "no_reset", "stub": True,
                                  "chip": "esp32"}}
    _replace(directory / "flasher_args.json", json.dumps(doc, indent=4).encode())
    return directory


def _replace(path: Path, data: bytes) -> None:
    fd, tmp = tempfile.mkstemp(dir=path.parent, prefix=path.name + ".")
    with os.fdopen(fd, "wb") as f:
        f.write(data)
    os.replace(tmp, path)
