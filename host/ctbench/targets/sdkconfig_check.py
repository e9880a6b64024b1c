"""Did every line of every defaults file reach the build's sdkconfig?

Kconfig drops a value without a word when its symbol does not exist for the
chip, or exists but is not visible (its `depends on` is unmet), and a choice
takes the last member set. A variant whose fragment was dropped builds the
default and reports itself under the variant's name, so a board build
compares what the files asked for with what ESP-IDF wrote:

- build/config/sdkconfig.json: the final values (bool as true/false);
- build/config/kconfig_menus.json: every symbol of this chip's Kconfig, its
  dependencies, and the choices.

The files are read in ESP-IDF's order: each file of SDKCONFIG_DEFAULTS, then
the same file with the chip's name appended (sdkconfig.defaults.esp32), when
it exists; a later value wins, and a choice member set to y drops earlier
members of its choice. `n` for a symbol that is defined but not visible is
what Kconfig means by it, and counts as reached.
"""

from __future__ import annotations

import json
import re
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.errors import CtbError

_SETTING = re.compile(r"CONFIG_([A-Za-z0-9_]+)=(.*)")
_UNKNOWN = re.compile(r"unknown kconfig symbol '([A-Za-z0-9_]+)'")


@dataclass(frozen=True)
class Wanted:
    symbol: str      # without CONFIG_
    raw: str         # the value as written
    where: str       # file:line


@dataclass(frozen=True)
class Miss:
    wanted: Wanted
    why: str

    def __str__(self) -> str:
        return f"{self.wanted.where}: CONFIG_{self.wanted.symbol}={self.wanted.raw} {self.why}"


def read_order(files: list[Path], chip: str) -> list[Path]:
    out = []
    for path in files:
        out.append(path)
        per_chip = path.with_name(f"{path.name}.{chip}")
        if per_chip.is_file():
            out.append(per_chip)
    return out


@dataclass(frozen=True)
class Kconfig:
    symbols: dict[str, dict[str, Any]]   # name -> menu node
    choice_of: dict[str, str]            # member -> its choice's name

    @classmethod
    def load(cls, menus: Path) -> Kconfig:
        try:
            tree = json.loads(menus.read_text())
        except (OSError, ValueError) as e:
            raise CtbError(f"{menus}: cannot read ESP-IDF's Kconfig menus ({e})") from None
        symbols: dict[str, dict[str, Any]] = {}
        choice_of: dict[str, str] = {}

        def walk(nodes: list[dict[str, Any]], choice: str | None) -> None:
            for node in nodes:
                if node.get("type") == "choice":
                    walk(node.get("children", []), node.get("name") or node.get("id"))
                    continue
                name = node.get("name")
                if name and node.get("type") != "menu":
                    symbols.setdefault(name, node)
                    if choice:
                        choice_of[name] = choice
                walk(node.get("children", []), None)

        walk(tree if isinstance(tree, list) else [], None)
        return cls(symbols, choice_of)


def wanted_values(files: list[Path], kconfig: Kconfig) -> list[Wanted]:
    """The settings the files make, in effect after later ones override."""
    wanted: dict[str, Wanted] = {}
    for path in files:
        for number, line in enumerate(path.read_text().splitlines(), start=1):
            m = _SETTING.fullmatch(line.strip())
            if not m:
                continue
            symbol, raw = m.groups()
            choice = kconfig.choice_of.get(symbol)
            if choice and raw == "y":
                for other in [s for s, c in kconfig.choice_of.items()
                              if c == choice and s != symbol]:
                    wanted.pop(other, None)
            wanted.pop(symbol, None)   # keep file order: the latest last
            wanted[symbol] = Wanted(symbol, raw, f"{path}:{number}")
    return list(wanted.values())


def _parse(raw: str) -> Any:
    if raw == "y":
        return True
    if raw == "n":
        return False
    if len(raw) >= 2 and raw[0] == raw[-1] == '"':
        return raw[1:-1].replace('\\"', '"').replace("\\\\", "\\")
    try:
        return int(raw, 0)
    except ValueError:
        return raw


def misses(files: list[Path], chip: str, config_dir: Path) -> list[Miss]:
    """Every setting of `files` (in ESP-IDF's reading order for `chip`) that
    the configured build in config_dir (build/config) does not hold."""
    kconfig = Kconfig.load(config_dir / "kconfig_menus.json")
    try:
        final = json.loads((config_dir / "sdkconfig.json").read_text())
    except (OSError, ValueError) as e:
        raise CtbError(f"{config_dir}/sdkconfig.json: cannot read the configured "
                       f"values ({e})") from None
    return list(_misses(wanted_values(read_order(files, chip), kconfig), kconfig, final))


def _misses(wanted: list[Wanted], kconfig: Kconfig, final: dict[str, Any]) -> Iterator[Miss]:
    for w in wanted:
        value = _parse(w.raw)
        if w.symbol not in kconfig.symbols:
            yield Miss(w, "did not reach the sdkconfig: this chip's Kconfig has no such "
                          "symbol")
        elif w.symbol not in final:
            if value is False:
                continue
            depends = kconfig.symbols[w.symbol].get("depends_on") or "?"
            yield Miss(w, f"did not reach the sdkconfig: the symbol is not visible here "
                          f"(depends on {depends})")
        elif final[w.symbol] != value:
            got = final[w.symbol]
            shown = "y" if got is True else "n" if got is False else json.dumps(got)
            yield Miss(w, f"did not reach the sdkconfig: it holds {shown}")


def absent(symbols: list[str], config_dir: Path) -> list[str]:
    """Those of `symbols` (without CONFIG_) the configured build does not
    hold at all: unknown for this chip, or not visible."""
    try:
        final = json.loads((config_dir / "sdkconfig.json").read_text())
    except (OSError, ValueError) as e:
        raise CtbError(f"{config_dir}/sdkconfig.json: cannot read the configured "
                       f"values ({e})") from None
    return [s for s in symbols if s not in final]


def unknown_symbols(log_text: str) -> list[str]:
    """Distinct names from kconfgen's "unknown kconfig symbol" warnings."""
    return sorted(set(_UNKNOWN.findall(log_text)))
