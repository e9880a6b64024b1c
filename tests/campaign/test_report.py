"""Reports of a hand-made results directory: two targets, an ABCA order,
figures chosen so every derived number is known."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from ctbench.campaign.plan import Plan, load_plan
from ctbench.campaign.store import Store
from helpers import ctbench

PLAN = """
[campaign]
name = "seed"
targets = ["qemu-xtensa", "native"]
order = "ABCA"
bench = "ct_add/*"

[variants]
A = "Os"
B = "O2"
C = "ct_asm"
"""

# Per-limb cost of each variant: B is 10 per limb dearer than A on the
# emulator, C wins back 8 of those 10; on native B costs 1 ns more.
SLOPES = {"qemu-xtensa": {"A": 20.0, "B": 30.0, "C": 22.0},
          "native": {"A": 2.0, "B": 3.0, "C": 2.5}}
UNITS = {"qemu-xtensa": "insns", "native": "ns"}


def records(target: str, letter: str) -> list[dict[str, Any]]:
    slope = SLOPES[target][letter]
    return [{"bench": "ct_add", "param": n, "param_name": "limbs", "seq": k,
             "unit": UNITS[target], "min": slope * n + 40, "mean": slope * n + 40,
             "batch_ticks": [100, 100], "batch_target": 100}
            for k, n in enumerate((8, 16, 32))]


def fake_campaign(root: Path, plan: Plan) -> Store:
    store = Store.start(root, plan, resume=False, fresh=False)
    for target in plan.targets:
        for variant, extra in (("Os", 0), ("O2", 40), ("ct_asm", 8)):
            store.append({"event": "build", "target": target, "variant": variant,
                          "app_sha256": "x", "sizes": {
                              "ctb_ct/ct_add.c.o": {"text": 60 + extra, "rodata": 0,
                                                    "data": 0, "bss": 0},
                              "ctb_mpi/mpi_mul.c.o": {"text": 80, "rodata": 8,
                                                      "data": 0, "bss": 0}}})
    for slot in plan.slots():
        store.begin_run(slot).write_bytes(b"")
        rows = [{**r, "run": slot.run_id, "index": slot.index, "letter": slot.letter,
                 "occurrence": slot.occurrence, "variant": slot.variant.name,
                 "target": slot.target} for r in records(slot.target, slot.letter)]
        path = store.save_records(slot, rows)
        store.append({"event": "run-done", "run": slot.run_id, "variant": slot.variant.name,
                      "target": slot.target, "capture": f"runs/{slot.run_id}.log",
                      "records": str(path.relative_to(root)), "n_records": len(rows),
                      "problems": []})
    return store


def test_report_has_a_section_per_target(tmp_path: Path) -> None:
    (tmp_path / "plan.toml").write_text(PLAN)
    fake_campaign(tmp_path / "r", load_plan(tmp_path / "plan.toml"))
    proc = ctbench("report", str(tmp_path / "r"))
    assert proc.returncode == 0, proc.stderr
    md = proc.stdout
    assert "Targets **qemu-xtensa**, **native**" in md
    xtensa, native = md.split("\n## qemu-xtensa\n")[1].split("\n## native\n")
    native = native.split("\n## Runs\n")[0]
    head = ("| bench | A (Os) | B (O2) | gap B % | C (ct_asm) | gap C % | "
            "recovery of B's gap by C % | A again | drift A-A % | verdict B | verdict C |")
    assert head in xtensa and head in native
    # ct_add/8 on the emulator: A 200, B 280, C 216: C recovers 80 % of B's gap.
    # Instruction counts print as whole numbers, nanoseconds keep their decimals.
    assert "| ct_add/8 | 200 | 280 | +40.0 | 216 | +8.0 | +80.0 | 200 | +0.0 |" in xtensa
    assert "| ct_add/32 | 680 | 1,000 | +47.1 | 744 |" in xtensa
    assert "| ct_add/8 | 56.000 | 64.000 | +14.3 | 60.000 |" in native
    assert "figures in **insns**" in xtensa and "figures in **ns**" in native
    assert "| ct_add | B (O2) | 3 | 30 | +10 | 40 |" in xtensa
    assert "| ct_add | C (ct_asm) | 3 | 2.50 | +0.50 | 40.0 |" in native
    assert "per limb vs A (insns)" in xtensa
    assert "### Code size per variant: .text total on native" in native
    assert "| O2 | 2 | 180 | 8 | 100 | 80 |" in native
    assert "recovery of B's gap by X = (B − X) / (B − A)" in md
    assert "| 05-native-A1 | native | Os |" in md
    html = ctbench("report", str(tmp_path / "r"), "--format", "html").stdout
    assert html.index("<h2>qemu-xtensa</h2>") < html.index("<h2>native</h2>")
    assert html.count("<th>per limb vs A (ns)</th>") == 1


def test_report_json_has_one_comparison_per_target(tmp_path: Path) -> None:
    (tmp_path / "plan.toml").write_text(PLAN)
    fake_campaign(tmp_path / "r", load_plan(tmp_path / "plan.toml"))
    proc = ctbench("report", str(tmp_path / "r"), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert [(c["target"], c["unit"]) for c in doc["comparisons"]] == [
        ("qemu-xtensa", "insns"), ("native", "ns")]
    first = doc["comparisons"][0]["rows"][0]
    assert first["bench"] == "ct_add/8" and first["recovery_C"] == 80.0
    # the verdict's interval as numbers, for the charts: none for exact counts
    assert first["point_B"] is None and first["low_B"] is None and first["high_B"] is None
    native = doc["comparisons"][1]["rows"][0]
    assert native["verdict_B"].startswith("slower ")
    assert native["low_B"] <= native["point_B"] <= native["high_B"]
    shown = f"{native['point_B']:+.1f} % [{native['low_B']:+.1f}, {native['high_B']:+.1f}]"
    assert shown in native["verdict_B"]
    assert [c["key"] for c in doc["comparisons"][1]["columns"]][4:7] == ["C", "gap_C",
                                                                         "recovery_C"]
    assert [r["target"] for r in doc["comparison"]] == ["qemu-xtensa"] * 3 + ["native"] * 3
    assert {r["target"] for r in doc["records"]} == {"qemu-xtensa", "native"}


def test_instruction_counts_print_as_whole_numbers() -> None:
    from ctbench.campaign.analysis import format_cell
    assert format_cell(42852557.0, "value", "insns") == "42,852,557"
    assert format_cell(29.999999999, "slope", "insns") == "30"   # a fitted line's rounding
    assert format_cell(-3.0, "slope_delta", "insns") == "-3"
    assert format_cell(10.0, "slope_delta", "insns") == "+10"
    # between two counts (runs that differ, a slope): one decimal, not hidden
    assert format_cell(200.5, "value", "insns") == "200.5"
    # nanoseconds as before
    assert format_cell(56.0, "value", "ns") == "56.000"
    assert format_cell(2.5, "slope", "ns") == "2.50"
    assert format_cell(0.5, "slope_delta", "ns") == "+0.50"
    assert format_cell(40.0, "fixed", "ns") == "40.0"
