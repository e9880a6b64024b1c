"""`ctbench compare DIR_A DIR_B` on two tiny synthetic results directories."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ctbench.campaign.store import Store, records_frame
from ctbench.cli import main


def campaign(root: Path, name: str, target: str, unit: str, scale: float,
             runs: int = 2) -> Path:
    """A finished campaign of `runs` A runs on one target: two benchmarks,
    five batches each of 1000 operations (plus one baseline op of 10 ticks)."""
    store = Store(root)
    store.runs.mkdir(parents=True)
    store.append({"event": "start", "name": name, "target": target, "targets": [target],
                  "order": "A" * runs, "rounds": 1, "stat": "min", "batches": 5,
                  "batch_ms": 200, "planned": runs, "threshold": 2.0,
                  "variants": {"A": {"name": "Os", "fragments": ["Os.sdkconfig"]}}})
    for i in range(1, runs + 1):
        records = []
        for seq, (bench, per_op) in enumerate((("ct_add", 100.0), ("ct_sub", 50.0))):
            wobble = [1.0, 1.01, 0.99, 1.005, 0.995] if unit == "ns" else [1.0] * 5
            ticks = [int(per_op * scale * w * 1000) + 10 for w in wobble]
            figures = [(t - 10) / 1000 for t in ticks]
            records.append({"run": f"0{i}-A{i}", "index": i, "letter": "A", "occurrence": i,
                            "variant": "Os", "target": target, "seq": seq, "bench": bench,
                            "unit": unit, "iterations": 1001, "batches": 5,
                            "min": min(figures), "mean": sum(figures) / 5, "max": max(figures),
                            "base_ticks": 10, "base_ops": 1, "batch_ticks": ticks})
        path = store.runs / f"0{i}-A{i}.csv"
        records_frame(records).to_csv(path, index=False)
        store.append({"event": "run-done", "run": f"0{i}-A{i}", "variant": "Os",
                      "target": target, "capture": "x.log",
                      "records": str(path.relative_to(root)), "n_records": 2, "problems": []})
    return root


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    rc = main(list(args))
    out = capsys.readouterr()
    return rc, out.out, out.err


def test_compare_two_campaigns(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    last_week = campaign(tmp_path / "a", "week1", "native", "ns", 1.0)
    today = campaign(tmp_path / "b", "week2", "native", "ns", 1.10)
    rc, out, _ = run(capsys, "compare", str(last_week), str(today), "--json")
    assert rc == 0
    doc = json.loads(out)
    rows = {r["bench"]: r for r in doc["comparison"]}
    assert set(rows) == {"ct_add", "ct_sub"}
    assert rows["ct_add"]["verdict_B"].startswith("slower +10.0 % [")
    assert rows["ct_add"]["n"] == "A 2×5, B 2×5"
    assert doc["comparisons"][0]["columns"][1]["title"] == "A (week1: Os)"
    # the same directories, the same numbers; --bench narrows the rows
    rc, again, _ = run(capsys, "compare", str(last_week), str(today), "--json",
                       "--bench", "ct_add")
    assert [r["bench"] for r in json.loads(again)["comparison"]] == ["ct_add"]
    assert json.loads(again)["comparison"][0]["verdict_B"] == rows["ct_add"]["verdict_B"]
    # against itself: nothing to call
    rc, out, _ = run(capsys, "compare", str(last_week), str(last_week), "--json")
    assert all(r["verdict_B"].startswith("no change +0.0 %")
               for r in json.loads(out)["comparison"])


def test_compare_exact_counts(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    a = campaign(tmp_path / "a", "a", "qemu-xtensa", "insns", 1.0)
    b = campaign(tmp_path / "b", "b", "qemu-xtensa", "insns", 0.9)
    rc, out, _ = run(capsys, "compare", str(a), str(b), "--json")
    rows = {r["bench"]: r for r in json.loads(out)["comparison"]}
    assert rc == 0 and rows["ct_add"]["verdict_B"] == "faster, exact -10 insns (-10.0 %)"


def test_compare_refuses_other_targets_or_units(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    native = campaign(tmp_path / "n", "n", "native", "ns", 1.0)
    xtensa = campaign(tmp_path / "x", "x", "qemu-xtensa", "insns", 1.0)
    rc, out, err = run(capsys, "compare", str(native), str(xtensa))
    assert rc == 1 and out == "" and len(err.strip().splitlines()) == 1
    assert "ran native but" in err and "different targets" in err
    cycles = campaign(tmp_path / "c", "c", "native", "cycles", 1.0)
    rc, _, err = run(capsys, "compare", str(native), str(cycles))
    assert rc == 1 and "counts in ns but" in err and len(err.strip().splitlines()) == 1
    rc, _, err = run(capsys, "compare", str(native), str(tmp_path / "nothing"))
    assert rc == 1 and "not a campaign results directory" in err
