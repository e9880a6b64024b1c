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
import struct
from pathlib import Path

MAGIC = b"CTBSIMAP"
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
