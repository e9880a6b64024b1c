"""The A-B-A table and its verdicts on synthetic records, where the answer
is known (the statistics themselves: tests/campaign/test_statistics.py)."""

from __future__ import annotations

import pandas as pd

from ctbench.campaign.analysis import batch_figures, compare, verdict


def frame(rows: list[tuple[int, str, str, float]], unit: str = "insns") -> pd.DataFrame:
    return pd.DataFrame([{"index": i, "letter": letter, "bench": b, "param": 8.0, "seq": 0,
                          "unit": unit, "min": v, "mean": v} for i, letter, b, v in rows])


def timed(rows: list[tuple[int, str, list[int]]]) -> pd.DataFrame:
    """Records of a clocked target (ns) with their batches: 1000 operations
    a batch, a baseline batch of 10 ticks subtracted."""
    out = []
    for i, letter, ticks in rows:
        per_op = [(t - 10) / 1000 for t in ticks]
        out.append({"index": i, "letter": letter, "bench": "x", "param": None, "seq": 0,
                    "unit": "ns", "iterations": 1001, "base_ops": 1, "base_ticks": 10,
                    "batch_ticks": " ".join(map(str, ticks)),
                    "min": min(per_op), "mean": sum(per_op) / len(per_op)})
    return pd.DataFrame(out)


def test_verdicts() -> None:
    a = [[100.0, 101.0, 99.0, 100.5], [100.2, 99.8, 100.1, 100.4]]
    assert verdict(a, [[110.0, 111.0, 109.0, 110.2]], "k").startswith("slower +9.9 % [")
    assert verdict(a, [[90.0, 91.0, 89.5, 90.2]], "k").startswith("faster -9.")
    assert verdict(a, [[100.1, 99.9, 100.3, 100.0]], "k").startswith("no change ")
    # a wild run of X: the interval straddles the threshold
    assert verdict(a, [[100.0, 130.0, 80.0, 104.0]], "k").startswith("inconclusive ")
    # the same data and key, the same interval
    assert verdict(a, [[100.0, 130.0, 80.0, 104.0]], "k") == \
        verdict(a, [[100.0, 130.0, 80.0, 104.0]], "k")


def test_batch_figures() -> None:
    """Per-op figure of every batch, scaled to the record's own min."""
    rec = {"batch_ticks": "1010 2010 1510", "base_ticks": 10, "iterations": 1001,
           "base_ops": 1, "min": 1.0}
    assert batch_figures(rec) == [1.0, 2.0, 1.5]
    assert batch_figures({**rec, "batch_ticks": float("nan")}) is None


def test_compare_clocked_uses_every_batch() -> None:
    """A clocked target: an interval from the batches, and the runs x
    batches it rests on."""
    ticks_a = [100_010, 101_010, 99_010, 100_510, 100_210]
    ticks_b = [t + 10_000 for t in ticks_a]
    c = compare(timed([(1, "A", ticks_a), (2, "B", ticks_b), (3, "A", ticks_a)]),
                "min", {"A": "Os", "B": "O2"}, key="demo")
    (row,) = c.rows
    assert row["verdict_B"].startswith("slower +10.0 % [")
    assert row["n"] == "A 2×5, B 1×5"
    same = compare(timed([(1, "A", ticks_a), (2, "B", ticks_a), (3, "A", ticks_a)]),
                   "min", {"A": "Os", "B": "O2"}, key="demo")
    assert same.rows[0]["verdict_B"] == "no change +0.0 % [-0.7, +0.7]"
    # a higher threshold: a 10 % change is no longer called
    loose = compare(timed([(1, "A", ticks_a), (2, "B", ticks_b), (3, "A", ticks_a)]),
                    "min", {"A": "Os", "B": "O2"}, threshold=20.0, key="demo")
    assert loose.rows[0]["verdict_B"].startswith("no change +10.0 %")


def test_compare_without_batches_falls_back_to_runs() -> None:
    """Older results kept no batches: each run counts as one, and the row
    says so."""
    c = compare(frame([(1, "A", "x", 100.0), (2, "B", "x", 120.0), (3, "A", "x", 101.0)],
                      unit="ns"), "min", {"A": "Os", "B": "O2"})
    assert c.rows[0]["n"] == "A 2 runs, B 1 run (no batches kept: per-run figures)"
    assert c.rows[0]["verdict_B"].startswith("slower +19.4 %")


def test_compare_aba() -> None:
    c = compare(frame([(1, "A", "x", 100.0), (2, "B", "x", 120.0), (3, "A", "x", 102.0)]),
                "min", {"A": "Os", "B": "O2"})
    (row,) = c.rows
    assert row["bench"] == "x/8" and row["A"] == 100.0 and row["B"] == 120.0
    assert row["gap_B"] == 20.0 and row["A_again"] == 102.0 and row["drift"] == 2.0
    assert row["verdict_B"] == "slower, exact +19 insns (+18.8 %)"   # against A's mean
    assert c.unit == "insns"
    assert [col.key for col in c.columns] == ["bench", "A", "B", "gap_B", "A_again", "drift",
                                             "verdict_B", "n"]


def test_compare_missing_variant_record() -> None:
    c = compare(frame([(1, "A", "x", 100.0), (3, "A", "x", 100.0)]), "min",
                {"A": "Os", "B": "O2"})
    assert c.rows[0]["verdict_B"] == "no record"


def test_compare_peers_ratio_and_rows_a_lacks() -> None:
    """compare = "peers": each letter's ratio to A and no recovery column;
    a row only a peer has is kept, with no A and no verdict against it."""
    variants = {"A": "ctb", "B": "mbedtls", "C": "bearssl"}
    records = frame([(1, "A", "x", 100.0), (2, "B", "x", 500.0), (3, "C", "x", 200.0),
                     (3, "C", "y", 50.0), (4, "A", "x", 100.0)])
    c = compare(records, "min", variants, mode="peers")
    x, y = c.rows
    assert x["ratio_B"] == 5.0 and x["ratio_C"] == 2.0 and x["gap_B"] == 400.0
    assert x["verdict_C"] == "slower, exact +100 insns (+100.0 %)"
    assert y["bench"] == "y/8" and y["A"] is None and y["C"] == 50.0 and y["B"] is None
    assert y["ratio_C"] is None and y["verdict_C"] == "no A record"
    assert y["verdict_B"] == "no record"
    keys = [col.key for col in c.columns]
    assert "ratio_B" in keys and not any(k.startswith("recovery") for k in keys)
    # the same records as a regression: recovery of B's gap, no ratio, and
    # the row A lacks left out
    r = compare(records, "min", variants)
    assert [row["bench"] for row in r.rows] == ["x/8"] and r.rows[0]["recovery_C"] == 75.0
    assert "ratio_B" not in [col.key for col in r.columns]


def test_calibration_summary() -> None:
    from ctbench.campaign.analysis import calibration

    f = pd.DataFrame({"batch_ticks": ["90 100 110", "100"], "batch_target": [100, 100]})
    assert calibration(f) == {"batches": 4.0, "min": 0.9, "median": 1.0, "max": 1.1}
    assert calibration(pd.DataFrame({"batch_ticks": [], "batch_target": []})) is None


def test_per_limb_fit() -> None:
    from ctbench.campaign.analysis import per_limb_fit

    rows = [{"index": i, "letter": "A", "bench": "ct_add", "param": n, "param_name": "limbs",
             "seq": k, "min": 14.0 * n + 20} for k, n in enumerate((8, 16, 32)) for i in (1, 3)]
    rows += [{"index": 2, "letter": "B", "bench": "ct_add", "param": n, "param_name": "limbs",
              "seq": k, "min": 9.0 * n + 5} for k, n in enumerate((8, 16, 32))]
    fits = per_limb_fit(pd.DataFrame(rows), "min", {"A": "ct_plain", "B": "ct_asm"})
    assert [(f["variant"], round(f["slope"], 6), round(f["intercept"], 6)) for f in fits] == [
        ("A (ct_plain)", 14.0, 20.0), ("B (ct_asm)", 9.0, 5.0)]


def test_recovery_of_b_gap_by_each_further_letter() -> None:
    from ctbench.campaign.analysis import recovered

    # A the old release, B regressed by 50 %, C a fix that wins back 80 % of
    # that, D one that beats A (120 %). B and C are the means of their runs.
    c = compare(frame([(1, "A", "x", 100.0), (2, "B", "x", 140.0), (3, "C", "x", 115.0),
                       (4, "D", "x", 90.0), (5, "D", "x", 90.0), (6, "C", "x", 105.0),
                       (7, "B", "x", 160.0), (8, "A", "x", 101.0)]),
                "min", {"A": "3.6.6", "B": "4.0", "C": "fix", "D": "asm"})
    assert [col.key for col in c.columns] == [
        "bench", "A", "B", "gap_B", "C", "gap_C", "recovery_C", "D", "gap_D", "recovery_D",
        "A_again", "drift", "verdict_B", "verdict_C", "verdict_D", "n"]
    titles = {col.key: col.title for col in c.columns}
    assert titles["recovery_C"] == "recovery of B's gap by C %"
    (row,) = c.rows
    assert (row["A"], row["B"], row["C"], row["D"]) == (100.0, 150.0, 110.0, 90.0)
    assert row["gap_B"] == 50.0 and row["gap_C"] == 10.0 and row["gap_D"] == -10.0
    assert row["recovery_C"] == 80.0 and row["recovery_D"] == 120.0
    assert "recovery_B" not in row
    assert recovered(100.0, 100.0, 90.0) is None      # no gap to recover
    assert recovered(100.0, None, 90.0) is None
    assert recovered(100.0, 120.0, 130.0) == -50.0    # worse than B


def test_recovery_needs_b() -> None:
    c = compare(frame([(1, "A", "x", 100.0), (2, "B", "x", 100.0), (3, "C", "x", 90.0)]),
                "min", {"A": "a", "B": "b", "C": "c"})
    assert c.rows[0]["recovery_C"] is None            # B == A: nothing regressed
    c = compare(frame([(1, "A", "x", 100.0), (2, "C", "x", 90.0)]), "min",
                {"A": "a", "C": "c"})
    assert not any(col.key.startswith("recovery_") for col in c.columns)


def two_targets() -> pd.DataFrame:
    """native in ns and qemu-xtensa in insns, B slower by 10 and 50 %."""
    rows = []
    for target, unit, a, b in (("native", "ns", 10.0, 11.0), ("qemu-xtensa", "insns", 100, 150)):
        for i, letter, v in ((1, "A", a), (2, "B", b), (3, "A", a)):
            rows.append({"target": target, "index": i + (3 if target == "native" else 0),
                         "letter": letter, "bench": "ct_add", "param": 8.0, "seq": 0,
                         "unit": unit, "min": v, "mean": v})
    return pd.DataFrame(rows)


def test_compare_per_target_in_plan_order() -> None:
    from ctbench.campaign.analysis import compare_per_target

    cs = compare_per_target(two_targets(), "min", {"A": "Os", "B": "O2"},
                            ["qemu-xtensa", "native"])
    assert [(c.target, c.unit) for c in cs] == [("qemu-xtensa", "insns"), ("native", "ns")]
    assert [c.rows[0]["gap_B"] for c in cs] == [50.0, 10.0]
    # One target: all records are its own, whatever their column says (the
    # sim target runs the native app, whose records say "native").
    (c,) = compare_per_target(two_targets().query("target == 'native'"), "min",
                              {"A": "Os", "B": "O2"}, ["sim"])
    assert c.target == "sim" and c.rows[0]["gap_B"] == 10.0


def test_per_limb_fit_per_target_against_a() -> None:
    from ctbench.campaign.analysis import per_limb_fit

    def line(target: str, index: int, letter: str, slope: float) -> list[dict[str, object]]:
        return [{"target": target, "index": index, "letter": letter, "bench": "ct_add",
                 "param": n, "param_name": "limbs", "seq": k, "min": slope * n + 20}
                for k, n in enumerate((8, 16, 32))]

    rows = (line("t1", 1, "A", 14.0) + line("t1", 2, "B", 18.0) + line("t1", 3, "C", 15.0)
            + line("t2", 4, "A", 30.0) + line("t2", 5, "B", 31.0) + line("t2", 6, "C", 30.0))
    fits = per_limb_fit(pd.DataFrame(rows), "min", {"A": "a", "B": "b", "C": "c"},
                        ["t2", "t1"])
    got = [(f["target"], f["letter"], round(f["slope"], 6),
            None if f["slope_vs_A"] is None else round(f["slope_vs_A"], 6)) for f in fits]
    assert got == [("t2", "A", 30.0, None), ("t2", "B", 31.0, 1.0), ("t2", "C", 30.0, 0.0),
                   ("t1", "A", 14.0, None), ("t1", "B", 18.0, 4.0), ("t1", "C", 15.0, 1.0)]


def test_code_size_totals_per_target_and_variant() -> None:
    from ctbench.campaign.analysis import code_size_totals, code_sizes, libraries

    def build(target: str, variant: str, add: int) -> dict[str, object]:
        return {"event": "build", "target": target, "variant": variant, "sizes": {
            "ctb_ct/ct_add.c.o": {"text": 50 + add, "rodata": 0, "data": 0, "bss": 0},
            "ctb_ct/ct_path.c.o": {"text": 0, "rodata": 11, "data": 0, "bss": 0},
            "ctb_mpi/mpi_mul.c.o": {"text": 70, "rodata": 4, "data": 0, "bss": 0}}}

    events = [{"event": "start"}, build("native", "Os", 0), build("native", "O2", 10),
              build("qemu-xtensa", "Os", 100), {"event": "run-done"}]
    assert libraries(events) == ["ctb_ct/", "ctb_mpi/"]
    totals = code_size_totals(events, ["ctb_ct/"])
    assert [(t["target"], t["variant"], t["objects"], t["text"], t["rodata"],
             t["text_by_prefix"]) for t in totals] == [
        ("native", "Os", 3, 120, 15, {"ctb_ct/": 50}),
        ("native", "O2", 3, 130, 15, {"ctb_ct/": 60}),
        ("qemu-xtensa", "Os", 3, 220, 15, {"ctb_ct/": 150})]
    sizes = code_sizes(events)
    assert [(s["target"], s["object"], s["variant"]) for s in sizes][:3] == [
        ("native", "ctb_ct/ct_add.c.o", "Os"), ("native", "ctb_ct/ct_add.c.o", "O2"),
        ("native", "ctb_ct/ct_path.c.o", "Os")]
    assert {s["target"] for s in sizes} == {"native", "qemu-xtensa"}
    # Only ct_add differs between native's two variants; xtensa has one.
    changed = code_sizes(events, changed_only=True)
    assert {(s["target"], s["object"]) for s in changed} == {
        ("native", "ctb_ct/ct_add.c.o"), ("qemu-xtensa", "ctb_ct/ct_add.c.o"),
        ("qemu-xtensa", "ctb_ct/ct_path.c.o"), ("qemu-xtensa", "ctb_mpi/mpi_mul.c.o")}
