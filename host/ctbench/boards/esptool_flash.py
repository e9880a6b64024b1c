"""Flashing a build with esptool, as `idf.py flash` does, without ESP-IDF.

The installed esptool runs as a subprocess of this Python (`python -m
esptool`), with the chip, port, baud, `--before/--after`, the stub choice
and the flash settings of the build's flasher_args.json, in the spelling of
its major version (4: underscores, 5: hyphens). esptool itself checks the
port and the chip before it writes anything: it opens the port (any
pyserial URL: rfc2217://, socket://), syncs with the ROM loader and reads
the chip's magic word or ID. Its whole output goes to the log first; a
failure becomes one CtbError line taken from its "A fatal error occurred"
message.
"""

from __future__ import annotations

import re
import subprocess
import sys
from dataclasses import dataclass
from importlib import metadata
from pathlib import Path

from ctbench.boards.flasher_args import FlashJob
from ctbench.errors import CtbError

# esptool's pointer to its web page, left out of the one-line error
TROUBLESHOOTING = re.compile(r"(\. This can have many causes)?[.,]? *[Ff]or troubleshooting "
                             r"steps visit:.*")
# A hang guard only: esptool bounds each step with its own timeouts.
TIMEOUT_S = 1800.0


@dataclass(frozen=True)
class Flashed:
    chip: str     # what esptool detected, e.g. "ESP32-D0WD-V3 (revision v3.0)"
    mac: str      # "aa:bb:cc:dd:ee:ff"


def esptool_major() -> int:
    """The major version of the installed esptool."""
    try:
        version = metadata.version("esptool")
    except metadata.PackageNotFoundError:
        raise CtbError("esptool is not installed (pip install esptool)") from None
    return int(version.split(".")[0])


def esptool_chips() -> list[str]:
    """The chip names the installed esptool takes for --chip."""
    from esptool.targets import CHIP_LIST

    return list(CHIP_LIST)


def esptool_argv(job: FlashJob, port: str, baud: int, major: int) -> list[str]:
    """esptool's arguments for writing the job: v5 spells options and
    choices with hyphens, v4 with underscores (v5 still takes v4's, with a
    warning; v4 refuses v5's)."""
    if major < 4:
        raise CtbError(f"esptool {major}.x is too old; ctbench needs esptool 4.7 or later")
    spell = (lambda w: w) if major >= 5 else _v4_spelling
    argv = ["--chip", job.chip, "--port", port, "--baud", str(baud),
            "--before", spell(job.before), "--after", spell(job.after)]
    if not job.stub:
        argv.append("--no-stub")
    argv.append(spell("write-flash"))
    argv += [spell(a) if a.startswith("--") else a for a in job.settings]
    for offset, path in job.files:
        argv += [f"{offset:#x}", str(path)]
    return argv


def _v4_spelling(word: str) -> str:
    """--flash-mode -> --flash_mode, hard-reset -> hard_reset."""
    dashes = "--" if word.startswith("--") else ""
    return dashes + word[len(dashes):].replace("-", "_")


def flash(job: FlashJob, port: str, baud: int = 460800, log: Path | None = None) -> Flashed:
    """Write the job's files to the board on `port`; the chip and MAC
    esptool read. Every fault is a one-line CtbError naming the port."""
    for _, path in job.files:
        if not path.is_file():
            raise CtbError(f"flash {port}: {path} does not exist")
    known = esptool_chips()
    if job.chip not in known:
        raise CtbError(f"flash {port}: the installed esptool knows no chip {job.chip!r} "
                       f"(it knows {', '.join(known)})")
    argv = [sys.executable, "-m", "esptool", *esptool_argv(job, port, baud, esptool_major())]
    try:
        proc = subprocess.run(argv, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, timeout=TIMEOUT_S, check=False)
        out = proc.stdout.decode(errors="replace")
    except subprocess.TimeoutExpired as e:
        out = (e.stdout or b"").decode(errors="replace")
        _keep(log, argv, out)
        raise CtbError(f"flash {port}: esptool did not finish in {TIMEOUT_S:.0f} s"
                       f"{_see(log)}") from None
    _keep(log, argv, out)
    if proc.returncode != 0:
        raise CtbError(f"flash {port}: {failure(out) or f'esptool exit {proc.returncode}'}"
                       f"{_see(log)}")
    flashed = detected(out)
    if flashed is None:
        raise CtbError(f"flash {port}: esptool succeeded but printed no chip type and MAC"
                       f"{_see(log)}")
    return flashed


def failure(out: str) -> str | None:
    """esptool's error in one line: the step it stopped in (writing,
    verifying), its message, and the cause it gives in parentheses on the
    next line (e.g. why a port did not open)."""
    lines = out.splitlines()
    for n, line in enumerate(lines):
        m = re.search(r"A (?:fatal|serial exception) error occurred: (.*)", line)
        if m is None:
            m = re.match(r"esptool(?:\.py)?: error: (.*)", line)   # a refused argument
        if m is None:
            continue
        text = TROUBLESHOOTING.sub("", m.group(1)).strip()
        after = lines[n + 1].strip() if n + 1 < len(lines) else ""
        if after.startswith("(") and after.endswith(")"):
            text = f"{text.rstrip('.')} {after}"
        stage = _stage("\n".join(lines[:n]))
        return f"{stage}: {text}" if stage else text
    return None


def _stage(out: str) -> str | None:
    """Where a write stopped: mid-transfer, or in the MD5 check after it
    (v5 prints "Verifying written data...", v4 "Flash md5: ...")."""
    wrote = list(re.finditer(r"^Wrote \d+ bytes.* at (0x[0-9a-f]+)", out, re.MULTILINE))
    writing = list(re.finditer(r"Writing at (0x[0-9a-f]+)", out))
    if writing and (not wrote or writing[-1].start() > wrote[-1].start()):
        return f"the transfer stopped at {writing[-1].group(1)}"
    if wrote and re.search(r"Verifying written data|Flash md5:", out[wrote[-1].start():]):
        return f"the data written at {wrote[-1].group(1)} did not verify"
    return None


def detected(out: str) -> Flashed | None:
    """The chip and MAC in esptool's output: v5 prints `Chip type:   X`,
    v4 `Chip is X`; both `MAC: aa:bb:...`."""
    chip = re.search(r"^(?:Chip type:\s+|Chip is )(.+?)\s*$", out, re.MULTILINE)
    mac = re.search(r"^MAC:\s+([0-9a-f]{2}(?::[0-9a-f]{2}){5})\s*$", out, re.MULTILINE)
    if chip is None or mac is None:
        return None
    return Flashed(chip.group(1), mac.group(1))


def _keep(log: Path | None, argv: list[str], out: str) -> None:
    if log is not None:
        with log.open("w") as f:
            f.write("$ " + " ".join(argv) + "\n" + out)


def _see(log: Path | None) -> str:
    return f"; see {log}" if log is not None else ""
