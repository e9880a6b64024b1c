"""`ctbench calibrate`: one build under two letters, its false alarms
counted and each row's detectable change (docs/statistics.md)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import BuildFn, usable
from ctbench.campaign.calibrate import RowCalibration, Settings, detectable, plan_text, summary
from ctbench.campaign.statistics import Interval
from helpers import ctbench


def test_detectable_change_from_the_interval_width() -> None:
    # A tight interval around 1: a change just past the threshold plus the
    # interval's half-width is seen.
    assert detectable(Interval(1.0, 0.99, 1.01), 2.0) == pytest.approx(3.03, abs=0.01)
    # The worse side decides: a long tail below needs a bigger slowdown.
    assert detectable(Interval(1.0, 0.90, 1.01), 2.0) == pytest.approx(13.33, abs=0.01)
    assert detectable(Interval(1.0, 1.0, 1.0), 2.0) == pytest.approx(2.0)


def test_summary_counts_only_claimed_differences() -> None:
    found = [RowCalibration("a", "slower +5.0 % [+3.0, +7.0]", 4.0),
             RowCalibration("b", "faster, exact -3 insns (-1.0 %)", None),
             RowCalibration("c", "no change +0.1 % [-1.0, +1.0]", 3.0),
             RowCalibration("d", "inconclusive +2.5 % [-0.5, +5.0]", 5.0),
             RowCalibration("e", "exact, no change", None)]
    doc = summary(found)
    assert (doc["rows"], doc["false_alarms"], doc["alarm_rows"]) == (5, 2, ["a", "b"])
    assert doc["false_alarm_rate"] == 40.0 and doc["rate_low"] < 40.0 < doc["rate_high"]
    assert (doc["detectable_median"], doc["detectable_max"]) == (4.0, 5.0)


def test_plan_names_one_variant_twice() -> None:
    text = plan_text(Settings("native", "Os", order="AB", rounds=3, batch_ms=20))
    assert 'A = "Os"\nB = "Os"' in text and 'order = "AB"' in text and "batch_ms = 20" in text


@pytest.mark.timing
def test_native_calibration_resumes_and_reports(tmp_path: Path, native_o2: object) -> None:
    """Timed on this machine: the false alarms and the detectable change are
    reported, not asserted (they move with the load); what is asserted
    holds whatever the figures: the detectable change is the threshold
    plus the interval's half-width, and a resume redoes nothing and gives
    the same figures from the same journal."""
    out = tmp_path / "cal"
    args = ("calibrate", "--target", "native", "--bench", "ct_lt*", "--rounds", "2",
            "--batch-ms", "5", "--batches", "3", "--seed", "1", "--out", str(out))
    proc = ctbench(*args, "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["rows"] == 1 and [r["bench"] for r in doc["per_row"]] == ["ct_lt/64"]
    assert doc["per_row"][0]["detectable"] >= doc["settings"]["threshold"]
    assert 0 <= doc["false_alarms"] <= doc["rows"]
    assert json.loads((out / "calibration.json").read_text()) == doc
    journal = [json.loads(line) for line in (out / "journal.jsonl").read_text().splitlines()]
    # one build serves both letters
    assert [e["variant"] for e in journal if e["event"] == "build"] == ["O2"]
    assert sorted(e["run"][3] for e in journal if e["event"] == "run-done") == list("AABB")
    again = ctbench(*args, "--resume", "--json")
    assert again.returncode == 0, again.stderr
    rerun = [json.loads(line) for line in (out / "journal.jsonl").read_text().splitlines()]
    assert sum(e["event"] == "run-start" for e in rerun) == 4   # nothing redone
    assert json.loads(again.stdout)["per_row"] == doc["per_row"]


def test_exact_target_has_no_false_alarm(tmp_path: Path, built: BuildFn) -> None:
    usable("qemu-xtensa")
    proc = ctbench("calibrate", "--target", "qemu-xtensa", "--variant", "Os", "--bench",
                   "ct_add/*", "--rounds", "1", "--order", "AB", "--out", str(tmp_path / "c"),
                   "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["rows"] == 5 and doc["false_alarms"] == 0
    assert {r["verdict"] for r in doc["per_row"]} == {"exact, no change"}
    assert {r["detectable"] for r in doc["per_row"]} == {None}


def test_sensitivity_lists_rows_the_emulators_count_as_changed() -> None:
    from ctbench.campaign.analysis import Comparison
    from ctbench.campaign.calibrate import sensitivity

    def table(target: str, unit: str, rows: list[dict[str, object]]) -> Comparison:
        return Comparison("min", unit, [], rows, target)

    comparisons = [
        table("qemu-xtensa", "insns", [{"bench": "a", "gap_B": -25.0},
                                       {"bench": "b", "gap_B": 4.0},
                                       {"bench": "c", "gap_B": 12.0}]),
        table("qemu-riscv32", "insns", [{"bench": "b", "gap_B": 11.0}]),
        table("native", "ns", [{"bench": "a", "verdict_B": "faster -20.0 % [-22.0, -18.0]"},
                               {"bench": "b", "verdict_B": "inconclusive +3.0 % [-1.0, +7.0]"},
                               {"bench": "c", "verdict_B": "slower +9.0 % [+4.0, +14.0]"}])]
    found = {s.bench: s for s in sensitivity(comparisons, 10.0)}
    assert found.keys() == {"a", "b", "c"}
    assert found["a"].seen and found["c"].seen and not found["b"].seen
    assert found["b"].counted == {"qemu-riscv32": 11.0}
    assert sensitivity(comparisons[:2]) == []   # no native table: nothing to check
    # Another exact reference (the native build's own count) adds its rows;
    # the native table's order is kept.
    more = sensitivity(comparisons, 10.0, references={"x86-64": {"b": 2.0, "d": 30.0,
                                                                 "a": -15.0}})
    assert [s.bench for s in more] == ["a", "b", "c"]    # d has no native verdict
    assert more[0].counted == {"x86-64": -15.0, "qemu-xtensa": -25.0}
    # Another letter against A.
    comparisons[0].rows[1]["gap_C"] = -40.0
    comparisons[2].rows[1]["verdict_C"] = "faster -35.0 % [-40.0, -30.0]"
    assert [(s.bench, s.seen) for s in sensitivity(comparisons, 10.0, letter="C")] == [
        ("b", True)]
