"""The calibration matrix of docs/statistics.md as a Markdown table: one line
per settings (order, rounds, batch length), the false alarms of each of its
campaigns, the pooled rate with its exact 95 % interval, and the median and
worst minimal detectable change over all its rows.

    PYTHONPATH=$PWD/host .venv/bin/python tools/calibration_table.py results/2026-12-05-calibrate
"""

from __future__ import annotations

import argparse
import json
import statistics
from pathlib import Path
from typing import Any

from ctbench.campaign.statistics import rate


def settings_of(doc: dict[str, Any]) -> tuple[str, int, int]:
    s = doc["settings"]
    return s["order"], int(s["rounds"]), int(s["batch_ms"] or 0)


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("folder", type=Path, help="holds one results directory per calibration")
    args = p.parse_args()
    docs = [json.loads(f.read_text()) for f in sorted(args.folder.glob("*/calibration.json"))]
    groups: dict[tuple[str, int, int], list[dict[str, Any]]] = {}
    for doc in docs:
        groups.setdefault(settings_of(doc), []).append(doc)
    print("| order × rounds | batch | campaigns | false alarms per campaign | pooled rate "
          "(95 % CI) | detectable change: median, worst |")
    print("|---|---:|---:|---|---|---|")
    for (order, rounds, batch), found in sorted(groups.items(),
                                                key=lambda kv: (kv[0][0] != "ABA", kv[0])):
        alarms = sum(d["false_alarms"] for d in found)
        rows = sum(d["rows"] for d in found)
        value, low, high = rate(alarms, rows)
        mdcs = [r["detectable"] for d in found for r in d["per_row"]
                if r["detectable"] is not None]
        each = ", ".join(f"{d['false_alarms']}/{d['rows']}" for d in found)
        print(f"| {order} × {rounds} | {batch} ms | {len(found)} | {each} | "
              f"{alarms}/{rows} = {value:.1f} % ({low:.1f}–{high:.1f}) | "
              f"{statistics.median(mdcs):.1f} %, {max(mdcs):.1f} % |")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
