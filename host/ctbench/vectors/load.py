"""One entry point for every vector file format: chosen by the file's suffix."""

from __future__ import annotations

from pathlib import Path

from ctbench.errors import CtbError
from ctbench.vectors.cases import VectorSet
from ctbench.vectors.cavp import load_cavp
from ctbench.vectors.wycheproof import load_wycheproof

CAVP_SUFFIXES = (".rsp", ".fax", ".txt")


def load(path: Path) -> VectorSet:
    if not path.exists():
        raise CtbError(f"{path}: no such file")
    if path.suffix == ".json":
        return load_wycheproof(path)
    if path.suffix in CAVP_SUFFIXES:
        return load_cavp(path)
    raise CtbError(f"{path}: unknown vector format (Wycheproof .json, or CAVP "
                   f"{' '.join(CAVP_SUFFIXES)})")
