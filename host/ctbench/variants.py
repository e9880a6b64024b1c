"""Variants: named sets of build choices, each an sdkconfig fragment.

firmware/variants/<name>.sdkconfig defines variant <name> for ESP-IDF and,
through firmware/cmake/sdkconfig.cmake, for every other target. A name with
'+' composes fragments in order: "O2+accel_off".
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import variants_dir

_LINE = re.compile(r"CONFIG_[A-Za-z0-9_]+=.*")


@dataclass(frozen=True)
class Variant:
    name: str
    fragments: tuple[Path, ...]

    def settings(self) -> dict[str, str]:
        """CONFIG_NAME -> value over the fragments, later ones winning (as
        sdkconfig.cmake and ESP-IDF read them); string values unquoted."""
        out: dict[str, str] = {}
        for path in self.fragments:
            for line in path.read_text().splitlines():
                line = line.strip()
                if _LINE.fullmatch(line):
                    key, _, value = line.partition("=")
                    if len(value) >= 2 and value[0] == value[-1] == '"':
                        value = value[1:-1]
                    out[key] = value
        return out


def known_variants() -> list[str]:
    return sorted(p.stem for p in variants_dir().glob("*.sdkconfig"))


def resolve_variant(name: str, where: str = "variant") -> Variant:
    if not name:
        raise CtbError(f"{where}: empty variant name")
    fragments = []
    for part in name.split("+"):
        path = variants_dir() / f"{part}.sdkconfig"
        if not re.fullmatch(r"[A-Za-z0-9_.-]+", part) or not path.is_file():
            raise CtbError(f"{where}: unknown variant '{part}' (known: "
                           f"{', '.join(known_variants())}; files in {variants_dir()})")
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            line = line.strip()
            if line and not line.startswith("#") and not _LINE.fullmatch(line):
                raise CtbError(f"{path}:{number}: not a CONFIG_NAME=value line: {line}")
        fragments.append(path)
    return Variant(name, tuple(fragments))
