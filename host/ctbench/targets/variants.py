"""Variants: named sets of build choices, each an sdkconfig fragment.

firmware/variants/<name>.sdkconfig defines variant <name> for ESP-IDF and,
through firmware/cmake/sdkconfig.cmake, for every other target. A name with
'+' composes fragments in order: "O2+mpi_accel_off".

A fragment is CONFIG_NAME=value lines and comments. Its first comment
paragraph says what it changes (`ctbench variants` prints it); lines
starting with "#:" say where it applies, and are checked before anything
is built:

    #: boards                ESP-IDF chips only (the options are ESP-IDF's)
    #: hosted                native and emulated targets only (what it builds
                             has no ESP-IDF component here: mbedTLS 4.x)
    #: needs SOC_ECC_SUPPORTED   only on chips whose ESP-IDF soc caps say y
                             (implies boards)
    #: after mbedtls-*       only composed after a fragment matching the glob
"""

from __future__ import annotations

import fnmatch
import re
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import variants_dir

_LINE = re.compile(r"CONFIG_[A-Za-z0-9_]+=.*")
_DIRECTIVES = ("boards", "hosted", "needs", "after")


@dataclass(frozen=True)
class Fragment:
    name: str
    path: Path
    description: str
    boards_only: bool
    needs: tuple[str, ...]     # soc caps (SOC_*) the chip must have
    after: tuple[str, ...]     # globs: an earlier fragment must match one
    hosted_only: bool = False  # native and emulated targets only

    def settings(self) -> list[tuple[int, str, str]]:
        """(line number, CONFIG_NAME, raw value) in file order."""
        out = []
        for number, line in enumerate(self.path.read_text().splitlines(), start=1):
            line = line.strip()
            if _LINE.fullmatch(line):
                key, _, value = line.partition("=")
                out.append((number, key, value))
        return out


def unquote(value: str) -> str:
    if len(value) >= 2 and value[0] == value[-1] == '"':
        return value[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    return value


@dataclass(frozen=True)
class Variant:
    name: str
    fragments: tuple[Path, ...]

    def parts(self) -> list[Fragment]:
        return [read_fragment(p) for p in self.fragments]

    def settings(self) -> dict[str, str]:
        """CONFIG_NAME -> value over the fragments, later ones winning (as
        sdkconfig.cmake and ESP-IDF read them); string values unquoted."""
        out: dict[str, str] = {}
        for fragment in self.parts():
            for _, key, value in fragment.settings():
                out[key] = unquote(value)
        return out

    @property
    def boards_only(self) -> bool:
        return any(f.boards_only for f in self.parts())

    @property
    def hosted_only(self) -> bool:
        return any(f.hosted_only for f in self.parts())

    def needs(self) -> dict[str, list[str]]:
        """soc cap -> the fragments that need it."""
        out: dict[str, list[str]] = {}
        for f in self.parts():
            for cap in f.needs:
                out.setdefault(cap, []).append(f.name)
        return out


def read_fragment(path: Path) -> Fragment:
    """Parse a fragment file; a malformed line is an error naming it."""
    try:
        text = path.read_text()
    except OSError as e:
        raise CtbError(f"{path}: cannot read fragment ({e.strerror})") from None
    description: list[str] = []
    in_head = True
    boards, hosted, needs, after = False, False, [], []
    for number, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("#:"):
            in_head = False
            word, _, rest = line[2:].strip().partition(" ")
            args = rest.split()
            if word not in _DIRECTIVES or (word in ("boards", "hosted")) == bool(args):
                raise CtbError(f"{path}:{number}: unknown directive '{line}' (known: "
                               f"#: boards, #: hosted, #: needs SOC_<CAP>..., "
                               f"#: after <glob>...)")
            if word == "boards":
                boards = True
            elif word == "hosted":
                hosted = True
            elif word == "needs":
                bad = [a for a in args if not re.fullmatch(r"SOC_[A-Z0-9_]+", a)]
                if bad:
                    raise CtbError(f"{path}:{number}: '{bad[0]}' is not a SOC_* capability")
                needs += args
            else:
                after += args
        elif line.startswith("#"):
            if in_head:
                body = line[1:].strip()
                if body:
                    description.append(body)
                elif description:
                    in_head = False
        elif line:
            in_head = False
            if not _LINE.fullmatch(line):
                raise CtbError(f"{path}:{number}: not a CONFIG_NAME=value line: {line}")
    if hosted and (boards or needs):
        raise CtbError(f"{path}: '#: hosted' and '#: boards' / '#: needs' exclude each other")
    return Fragment(path.stem, path, " ".join(description), boards or bool(needs),
                    tuple(needs), tuple(after), hosted)


def known_variants() -> list[str]:
    return sorted(p.stem for p in variants_dir().glob("*.sdkconfig"))


def fragments() -> list[Fragment]:
    return [read_fragment(variants_dir() / f"{name}.sdkconfig") for name in known_variants()]


def resolve_variant(name: str, where: str = "variant") -> Variant:
    if not name:
        raise CtbError(f"{where}: empty variant name")
    paths: list[Path] = []
    for part in name.split("+"):
        path = variants_dir() / f"{part}.sdkconfig"
        if not re.fullmatch(r"[A-Za-z0-9_.-]+", part) or not path.is_file():
            raise CtbError(f"{where}: unknown variant '{part}' (known: "
                           f"{', '.join(known_variants())}; files in {variants_dir()})")
        fragment = read_fragment(path)
        earlier = [p.stem for p in paths]
        if fragment.after and not any(fnmatch.fnmatchcase(e, g)
                                      for e in earlier for g in fragment.after):
            example = [k for k in known_variants()
                       if any(fnmatch.fnmatchcase(k, g) for g in fragment.after)][:1]
            raise CtbError(f"{where}: fragment '{part}' composes only after "
                           f"{' or '.join(fragment.after)}"
                           + (f" (e.g. {example[0]}+{part})" if example else ""))
        paths.append(path)
    return Variant(name, tuple(paths))
