"""tools/ec_gen_tables.py against the committed tables: the C files in
components/ctb_ec/src are the generator's output byte for byte, and the
comb's entries are the sums the C code assumes (checked here in Python, on
the generator's own affine arithmetic, for a few scalars)."""

from __future__ import annotations

import pytest

from helpers import load_tool


def gen():
    return load_tool("ec_gen_tables")


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


def comb_edge_scalars(n: int, bits: int, d: int, tables: int) -> list[int]:
    """The scalars test_ec.c's comb_edges runs, and more of the same kind:
    the ends of [1, n), single bits, every bit of one column, of one table."""
    ks = [1, 2, 3, n - 1, n - 2, n - 3, 1 << (bits - 1), 1 << (d * (4 * tables - 1))]
    ks += [1 << b for b in range(0, bits, 7)]
    ks += [sum(1 << (col + d * r) for r in range(4 * tables)) for col in range(d)]
    ks += [((1 << (4 * d)) - 1) << (4 * d * t) for t in range(tables)]
    return [k for k in ks if 1 <= k < n]


@pytest.mark.parametrize("name", ["p256", "p384"])
def test_comb_additions_are_never_exceptional(name: str) -> None:
    """docs/ec.md, "k * G": before every addition of the Jacobian comb, the
    accumulator a G and the entry e G have disjoint binary supports and
    a + e <= k >> col < n, so Q = +-T only with a = e = 0. Checked on the
    integers for the edge scalars and random ones, and on the points (the
    accumulator is the identity exactly when a = 0; otherwise it is neither
    the entry nor its negation) for the edge scalars."""
    import random

    g = gen()
    cv = g.Curve(**g.CURVES[name])
    tables = g.DEFAULT_TABLES[name]
    d, comb = g.comb_table(cv, tables)
    edges = comb_edge_scalars(cv.n, cv.bits, d, tables)
    rnd = random.Random(14)
    for k in edges + [rnd.randrange(1, cv.n) for _ in range(200)]:
        a, acc, on_points = 0, None, k in edges
        for col in range(d - 1, -1, -1):
            a *= 2
            if on_points:
                acc = cv.add(acc, acc)
            for t in range(tables):
                bits = [(col + d * (4 * t + j)) for j in range(4)]
                i = sum(((k >> b) & 1) << j for j, b in enumerate(bits))
                e = sum(1 << (d * (4 * t + j)) for j in range(4) if (i >> j) & 1)
                assert a & e == 0 and a + e <= k >> col < cv.n, (hex(k), col, t)
                if on_points and i:
                    entry = comb[15 * t + i - 1]
                    assert (acc is None) == (a == 0)
                    if acc is not None:
                        assert acc != entry and acc != (entry[0], (-entry[1]) % cv.p)
                    acc = cv.add(acc, entry)
                a += e
        assert a == k
        if on_points:
            assert acc == cv.mul(k, cv.g)
