"""A-B-A comparison: the seeds' table, computed with pandas.

For each benchmark the table shows the baseline A's first run, every other
variant (the mean of its runs), its gap to A's first run, A's last run ("A
again") and the drift between A's first and last runs. The verdict is the
A-B-A argument made mechanical: a variant differs only if every one of its
runs lies outside the band of A's runs by more than that band is wide.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    kind: str   # "text", "value", "percent"


@dataclass(frozen=True)
class Comparison:
    stat: str
    unit: str
    columns: list[Column]
    rows: list[dict[str, Any]]

    def as_records(self) -> list[dict[str, Any]]:
        return self.rows


def bench_label(bench: str, param: Any) -> str:
    if param is None or (isinstance(param, float) and pd.isna(param)):
        return bench
    return f"{bench}/{int(param)}"


def verdict(a_values: list[float], x_values: list[float]) -> str:
    if len(a_values) < 2:
        return "no A-A drift measured"
    lo, hi = min(a_values), max(a_values)
    band = hi - lo
    if min(x_values) > hi + band:
        return "slower, beyond drift"
    if max(x_values) < lo - band:
        return "faster, beyond drift"
    return "within drift"


def compare(records: pd.DataFrame, stat: str, variants: dict[str, str]) -> Comparison:
    """records: one row per (run, bench) with columns letter, index, bench,
    param, unit and the statistic; variants: letter -> variant name."""
    letters = sorted(variants)
    others = [x for x in letters if x != "A"]
    columns = [Column("bench", "bench", "text"),
               Column("A", f"A ({variants['A']})", "value")]
    for x in others:
        columns += [Column(x, f"{x} ({variants[x]})", "value"),
                    Column(f"gap_{x}", f"gap {x} %", "percent")]
    columns += [Column("A_again", "A again", "value"),
                Column("drift", "drift A-A %", "percent")]
    for x in others:
        columns.append(Column(f"verdict_{x}", f"verdict {x}", "text"))

    rows: list[dict[str, Any]] = []
    units = set()
    if records.empty:
        return Comparison(stat, "", columns, rows)
    frame = records.copy()
    frame["label"] = [bench_label(b, p)
                      for b, p in zip(frame["bench"], frame["param"], strict=True)]
    # Keep the firmware's order: first appearance in the earliest run.
    order = frame.sort_values(["index", "seq"]).drop_duplicates("label")["label"].tolist()
    for label in order:
        sub = frame[frame["label"] == label].sort_values("index")
        units.update(sub["unit"].dropna().unique())
        a = sub[sub["letter"] == "A"][stat].astype(float).tolist()
        if not a:
            continue
        again = len(a) > 1
        row: dict[str, Any] = {
            "bench": label, "A": a[0], "A_again": a[-1] if again else None,
            "drift": 100.0 * (a[-1] - a[0]) / a[0] if again and a[0] else None}
        for x in others:
            xs = sub[sub["letter"] == x][stat].astype(float).tolist()
            if not xs:
                row[x] = row[f"gap_{x}"] = None
                row[f"verdict_{x}"] = "no record"
                continue
            mean_x = sum(xs) / len(xs)
            row[x] = mean_x
            row[f"gap_{x}"] = 100.0 * (mean_x - a[0]) / a[0] if a[0] else None
            row[f"verdict_{x}"] = verdict(a, xs)
        rows.append(row)
    return Comparison(stat, ", ".join(sorted(units)), columns, rows)


def calibration(records: pd.DataFrame) -> dict[str, float] | None:
    """How long the batches really lasted, as a fraction of the target."""
    ratios = []
    for ticks, target in zip(records.get("batch_ticks", []), records.get("batch_target", []),
                             strict=True):
        if not isinstance(ticks, str) or not target or pd.isna(target):
            continue
        ratios += [int(t) / float(target) for t in ticks.split()]
    if not ratios:
        return None
    series = pd.Series(ratios)
    return {"batches": float(len(ratios)), "min": float(series.min()),
            "median": float(series.median()), "max": float(series.max())}


def per_limb_fit(records: pd.DataFrame, stat: str, variants: dict[str, str]
                 ) -> list[dict[str, Any]]:
    """Least-squares line through (limbs, per-op figure) for every benchmark
    measured at three or more limb counts, per variant (first run of each
    letter): slope is the cost of one more limb, intercept the fixed cost."""
    rows: list[dict[str, Any]] = []
    if records.empty or "param_name" not in records:
        return rows
    limbs = records[records["param_name"] == "limbs"]
    for bench in dict.fromkeys(limbs.sort_values(["index", "seq"])["bench"]):
        for letter in sorted(variants):
            sub = limbs[(limbs["bench"] == bench) & (limbs["letter"] == letter)]
            if sub.empty:
                continue
            first = sub[sub["index"] == sub["index"].min()]
            if first["param"].nunique() < 3:
                continue
            slope, intercept = np.polyfit(first["param"].astype(float),
                                          first[stat].astype(float), 1)
            rows.append({"bench": bench, "variant": f"{letter} ({variants[letter]})",
                         "points": int(first["param"].nunique()),
                         "slope": float(slope), "intercept": float(intercept)})
    return rows


def format_cell(value: Any, kind: str) -> str:
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return "–"
    if kind == "percent":
        return f"{value:+.1f}"
    if kind == "value":
        return f"{value:,.3f}" if value < 100 else f"{value:,.1f}"
    return str(value)
