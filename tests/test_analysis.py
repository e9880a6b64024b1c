"""The A-B-A verdict on synthetic records, where the answer is known."""

from __future__ import annotations

import pandas as pd

from ctbench.analysis import compare, verdict


def frame(rows: list[tuple[int, str, str, float]]) -> pd.DataFrame:
    return pd.DataFrame([{"index": i, "letter": letter, "bench": b, "param": 8.0, "seq": 0,
                          "unit": "insns", "min": v, "mean": v} for i, letter, b, v in rows])


def test_verdicts() -> None:
    assert verdict([100, 101], [110]) == "slower, beyond drift"
    assert verdict([100, 101], [90]) == "faster, beyond drift"
    assert verdict([100, 110], [115]) == "within drift"     # 5 above a band 10 wide
    assert verdict([100, 100], [100.5]) == "slower, beyond drift"  # deterministic counts
    assert verdict([100], [150]) == "no A-A drift measured"


def test_compare_aba() -> None:
    c = compare(frame([(1, "A", "x", 100.0), (2, "B", "x", 120.0), (3, "A", "x", 102.0)]),
                "min", {"A": "Os", "B": "O2"})
    (row,) = c.rows
    assert row["bench"] == "x/8" and row["A"] == 100.0 and row["B"] == 120.0
    assert row["gap_B"] == 20.0 and row["A_again"] == 102.0 and row["drift"] == 2.0
    assert row["verdict_B"] == "slower, beyond drift"
    assert c.unit == "insns"
    assert [col.key for col in c.columns] == ["bench", "A", "B", "gap_B", "A_again", "drift",
                                             "verdict_B"]


def test_compare_missing_variant_record() -> None:
    c = compare(frame([(1, "A", "x", 100.0), (3, "A", "x", 100.0)]), "min",
                {"A": "Os", "B": "O2"})
    assert c.rows[0]["verdict_B"] == "no record"


def test_calibration_summary() -> None:
    from ctbench.analysis import calibration

    f = pd.DataFrame({"batch_ticks": ["90 100 110", "100"], "batch_target": [100, 100]})
    assert calibration(f) == {"batches": 4.0, "min": 0.9, "median": 1.0, "max": 1.1}
    assert calibration(pd.DataFrame({"batch_ticks": [], "batch_target": []})) is None


def test_per_limb_fit() -> None:
    from ctbench.analysis import per_limb_fit

    rows = [{"index": i, "letter": "A", "bench": "ct_add", "param": n, "param_name": "limbs",
             "seq": k, "min": 14.0 * n + 20} for k, n in enumerate((8, 16, 32)) for i in (1, 3)]
    rows += [{"index": 2, "letter": "B", "bench": "ct_add", "param": n, "param_name": "limbs",
              "seq": k, "min": 9.0 * n + 5} for k, n in enumerate((8, 16, 32))]
    fits = per_limb_fit(pd.DataFrame(rows), "min", {"A": "ct_plain", "B": "ct_asm"})
    assert [(f["variant"], round(f["slope"], 6), round(f["intercept"], 6)) for f in fits] == [
        ("A (ct_plain)", 14.0, 20.0), ("B (ct_asm)", 9.0, 5.0)]
