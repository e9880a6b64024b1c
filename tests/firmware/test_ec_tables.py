"""tools/ec_gen_tables.py against the committed tables: the C files in
components/ctb_ec/src are the generator's output byte for byte, and the
comb's entries are the sums the C code assumes (checked here in Python, on
the generator's own affine arithmetic, for a few scalars)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


def gen():
    spec = importlib.util.spec_from_file_location("ec_gen_tables",
                                                  ROOT / "tools" / "ec_gen_tables.py")
    mod = importlib.util.module_from_spec(spec)
    sys.modules["ec_gen_tables"] = mod
    spec.loader.exec_module(mod)
    return mod


def test_committed_tables_are_the_generators_output() -> None:
    assert gen().main(["--check"]) == 0


@pytest.mark.parametrize("name", ["p256", "p384"])
def test_comb_walk_gives_k_times_g(name: str) -> None:
    g = gen()
    cv = g.Curve(**g.CURVES[name])
    tables = g.DEFAULT_TABLES[name]
    d, comb = g.comb_table(cv, tables)
    for k in (1, 2, cv.n - 1, 0x1234567 << (cv.bits - 40) | 0xabcdef):
        acc = None
        for col in range(d - 1, -1, -1):
            acc = cv.add(acc, acc)
            for t in range(tables):
                i = sum(((k >> (col + d * (4 * t + j))) & 1) << j for j in range(4))
                if i:
                    acc = cv.add(acc, comb[15 * t + i - 1])
        assert acc == cv.mul(k, cv.g)
