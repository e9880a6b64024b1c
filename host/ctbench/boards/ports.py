"""Serial ports by name: a device path or a pyserial URL (rfc2217://host:port,
socket://host:port), checked before anything is built or flashed, and
pyserial's errors said in one line."""

from __future__ import annotations

import os

import serial

from ctbench.errors import CtbError


def is_url(port: str) -> bool:
    return "://" in port


def why(e: BaseException) -> str:
    """The cause of a pyserial error in a few words: the OS error it wraps
    ("connection refused", "no such file or directory"), else its text."""
    seen: BaseException | None = e
    while seen is not None:
        if isinstance(seen, OSError) and seen.errno:
            return os.strerror(seen.errno)[:1].lower() + os.strerror(seen.errno)[1:]
        seen = seen.__cause__ or seen.__context__
    text = str(e).splitlines()[0] if str(e) else type(e).__name__
    # pyserial appends the repr of its option table to some texts
    return text.split(" [")[0].split(" {")[0][:160]


def check_port(port: str) -> None:
    """Open the port and close it again; a one-line CtbError naming the cause
    when it cannot be (a missing device, a refused or silent server)."""
    try:
        dev = serial.serial_for_url(port, baudrate=115200, timeout=0.5)
    except (serial.SerialException, OSError, ValueError) as e:
        raise CtbError(f"cannot open {port} ({why(e)})") from None
    dev.close()


def leftover(dev: serial.SerialBase) -> bytes:
    """What a dead network port received but never handed out. pyserial's
    rfc2217 client raises on read() once its reader thread has ended, even
    with bytes still in its queue (pyserial 3.5 rfc2217.Serial.read); those
    bytes are taken from the queue here, so a capture keeps everything that
    arrived before a drop."""
    queue = getattr(dev, "_read_buffer", None)
    data = b""
    while queue is not None and not queue.empty():
        chunk = queue.get_nowait()
        if chunk:
            data += chunk
    return data
