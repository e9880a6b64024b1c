"""A build's flasher_args.json: what esptool writes where, and how.

ESP-IDF writes the file into every build directory from
components/esptool_py/flasher_args.json.in. Its keys are the same in v5.5
and v6.0; the spellings differ: v5.5 writes esptool 4's `--flash_mode`,
`default_reset` and `hard_reset`, v6.0 esptool 5's `--flash-mode`,
`default-reset` and `hard-reset`. `load` reads either into one `FlashJob`
in esptool 5's spelling (esptool_flash turns it back for esptool 4).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError

NAME = "flasher_args.json"
BEFORE = ("default-reset", "usb-reset", "no-reset", "no-reset-no-sync")
AFTER = ("hard-reset", "soft-reset", "no-reset", "no-reset-stub", "watchdog-reset")


@dataclass(frozen=True)
class FlashJob:
    chip: str                             # esptool's chip name, e.g. "esp32"
    before: str                           # v5 spelling, e.g. "default-reset"
    after: str                            # v5 spelling, e.g. "hard-reset"
    stub: bool
    settings: tuple[str, ...]             # ("--flash-mode", "dio", ...), v5 spelling
    files: tuple[tuple[int, Path], ...]   # (offset, absolute path), in address order


def load(build_dir: Path) -> FlashJob:
    """The flash job of a build; a one-line CtbError naming the file and the
    fault for a missing or malformed one, or a listed file that is absent."""
    path = build_dir / NAME
    try:
        doc = json.loads(path.read_text())
    except FileNotFoundError:
        raise CtbError(f"{path}: no such file (not an ESP-IDF build directory?)") from None
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as e:
        raise CtbError(f"{path}: not readable JSON ({e})") from None
    if not isinstance(doc, dict):
        raise CtbError(f"{path}: not a JSON object")
    extra = _table(doc, "extra_esptool_args", path)
    stub = extra.get("stub")
    if not isinstance(stub, bool):
        raise CtbError(f"{path}: extra_esptool_args.stub must be true or false")
    return FlashJob(chip=_text(extra, "chip", path),
                    before=_choice(extra, "before", BEFORE, path),
                    after=_choice(extra, "after", AFTER, path),
                    stub=stub,
                    settings=_settings(doc, path),
                    files=_files(_table(doc, "flash_files", path), build_dir, path))


def v5_spelling(word: str) -> str:
    """esptool 5's spelling of an option or choice: hyphens, not underscores."""
    return word.replace("_", "-")


def _table(doc: dict[str, object], key: str, path: Path) -> dict[str, object]:
    value = doc.get(key)
    if not isinstance(value, dict):
        raise CtbError(f"{path}: no {key} table")
    return value


def _text(table: dict[str, object], key: str, path: Path) -> str:
    value = table.get(key)
    if not isinstance(value, str) or not value:
        raise CtbError(f"{path}: extra_esptool_args.{key} missing")
    return value


def _choice(table: dict[str, object], key: str, choices: tuple[str, ...], path: Path) -> str:
    value = v5_spelling(_text(table, key, path))
    if value not in choices:
        raise CtbError(f"{path}: extra_esptool_args.{key} {value!r} is not one of "
                       f"{', '.join(choices)}")
    return value


def _settings(doc: dict[str, object], path: Path) -> tuple[str, ...]:
    args = doc.get("write_flash_args")
    if not isinstance(args, list) or not all(isinstance(a, str) for a in args):
        raise CtbError(f"{path}: write_flash_args must be a list of strings")
    return tuple(v5_spelling(a) if a.startswith("--") else a for a in args)


def _files(table: dict[str, object], build_dir: Path,
           path: Path) -> tuple[tuple[int, Path], ...]:
    if not table:
        raise CtbError(f"{path}: flash_files is empty")
    files = []
    for address, name in table.items():
        offset = _offset(address, path)
        if not isinstance(name, str) or not name:
            raise CtbError(f"{path}: flash_files {address}: no file name")
        binary = (build_dir / name).resolve()
        if not binary.is_file():
            raise CtbError(f"{path}: flash_files {address}: {binary} does not exist")
        files.append((offset, binary))
    files.sort()
    for (a, first), (b, second) in zip(files, files[1:], strict=False):
        if a + first.stat().st_size > b:
            raise CtbError(f"{path}: {first.name} at {a:#x} overlaps {second.name} at {b:#x}")
    return tuple(files)


def _offset(address: str, path: Path) -> int:
    try:
        if not address.lower().startswith("0x"):
            raise ValueError
        return int(address, 16)
    except ValueError:
        raise CtbError(f"{path}: flash_files address {address!r} is not a hex offset "
                       f"(0x...)") from None
