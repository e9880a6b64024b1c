"""A-B-A comparison: the seeds' table, computed with pandas.

For each benchmark the table shows the baseline A's first run, every other
variant (the mean of its runs), its gap to A's first run, A's last run ("A
again") and the drift between A's first and last runs. The verdict on each
variant X rests on every batch of every run (campaign/statistics.py,
docs/statistics.md): the ratio X / A with its 95 % interval from a
hierarchical bootstrap, called slower or faster only when the whole
interval lies beyond the plan's threshold; exact instruction counts are
compared as they are. The last column says how many runs and batches each
letter's figures rest on.

With a third letter the table reads like the seed's: A the old release, B
the regressed one, and each further letter X a candidate fix, with the share
of B's gap to A that X recovers. A plan comparing peers (compare = "peers":
other implementations of the same rows) gets instead each letter's ratio to
A, X / A (5.0: A takes a fifth of X's time), and keeps the rows A lacks.
Figures from different targets never meet in one table: every function here
works on one target's records, and `by_target` splits a campaign's records
into those.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

import numpy as np
import pandas as pd

from ctbench.campaign.statistics import (
    DEFAULT_THRESHOLD,
    EXACT_UNITS,
    Interval,
    exact_verdict,
    ratio_interval,
)
from ctbench.campaign.statistics import verdict as interval_verdict

# The bootstrap compares the mean of the per-batch figures, whatever the
# plan's stat: the bootstrap is sound for means, not for sample extremes
# (docs/statistics.md). The table's columns keep the plan's stat.
INTERVAL_STAT = "mean"


@dataclass(frozen=True)
class Column:
    key: str
    title: str
    kind: str   # "text", "value", "percent", "ratio"


@dataclass(frozen=True)
class Comparison:
    stat: str
    unit: str
    columns: list[Column]
    rows: list[dict[str, Any]]
    target: str = ""

    def as_records(self) -> list[dict[str, Any]]:
        return self.rows


def bench_label(bench: str, param: Any) -> str:
    if param is None or (isinstance(param, float) and pd.isna(param)):
        return bench
    return f"{bench}/{int(param)}"


def batch_figures(record: Any) -> list[float] | None:
    """One record's per-operation figure for each of its batches, in the
    record's unit (docs/protocol.md: (batch - base_ticks) / (iterations -
    base_ops), scaled so that the fastest batch gives the record's min).
    None when the record kept no batches (older results directories)."""
    ticks = record.get("batch_ticks")
    if not isinstance(ticks, str) or not ticks.strip():
        return None
    try:
        raw = [int(t) for t in ticks.split()]
        base = float(record.get("base_ticks") or 0)
        ops = float(record["iterations"]) - float(record.get("base_ops") or 0)
    except (KeyError, TypeError, ValueError):
        return None
    if ops <= 0 or pd.isna(ops) or pd.isna(base):
        return None
    per_op = [(t - base) / ops for t in raw]
    fastest = min(per_op)
    stated = record.get("min")
    scale = (float(stated) / fastest
             if fastest > 0 and stated is not None and not pd.isna(stated) else 1.0)
    return [v * scale for v in per_op]


def run_batches(sub: pd.DataFrame, stat: str) -> tuple[list[list[float]], bool]:
    """Each run's per-batch figures for one row and letter, and whether they
    are real batches: when some run kept none, every run counts as one
    batch holding the run's stat (the fallback of older results)."""
    rows = sub.to_dict("records")
    batches = [batch_figures(r) for r in rows]
    if rows and all(b is not None for b in batches):
        return [b for b in batches if b is not None], True
    return [[float(r[stat])] for r in rows], False


def sample_size(letters: dict[str, list[list[float]]], real: bool) -> str:
    """"A 2×5, B 1×5": runs × batches per letter (batches given when every
    run of the letter has as many)."""
    parts = []
    for letter, runs in letters.items():
        counts = {len(r) for r in runs}
        if not real:
            parts.append(f"{letter} {len(runs)} run{'s' if len(runs) != 1 else ''}")
        elif len(counts) == 1:
            parts.append(f"{letter} {len(runs)}×{counts.pop()}")
        else:
            parts.append(f"{letter} {len(runs)} runs, {sum(map(len, runs))} batches")
    text = ", ".join(parts)
    return text if real else f"{text} (no batches kept: per-run figures)"


def verdict(a_runs: list[list[float]], x_runs: list[list[float]], key: str,
            threshold: float = DEFAULT_THRESHOLD) -> str:
    """X against A by the interval of X / A (the mean per-batch figure)."""
    return verdict_interval(a_runs, x_runs, key, threshold)[0]


def verdict_interval(a_runs: list[list[float]], x_runs: list[list[float]], key: str,
                     threshold: float = DEFAULT_THRESHOLD) -> tuple[str, Interval | None]:
    """The verdict and the interval it rests on (None when A is zero), so
    that the table and the charts share one bootstrap."""
    if not any(v for r in a_runs for v in r):
        return "no A figure (zero)", None
    interval = ratio_interval(a_runs, x_runs, INTERVAL_STAT, key)
    return interval_verdict(interval, threshold), interval


def percent_bounds(interval: Interval | None
                   ) -> tuple[float | None, float | None, float | None]:
    """The verdict's figures as X / A - 1 in %: the ratio of the means and
    the bounds of its interval, the numbers the verdict's text shows."""
    if interval is None:
        return None, None, None
    return (100.0 * (interval.ratio - 1.0), 100.0 * (interval.low - 1.0),
            100.0 * (interval.high - 1.0))


def by_target(records: pd.DataFrame, targets: Sequence[str]
              ) -> list[tuple[str, pd.DataFrame]]:
    """Each target's records, in plan order. A single-target campaign's
    records are all its target's, whatever their own column says (the sim
    target runs the native app, whose records say "native")."""
    if len(targets) < 2:
        return [(targets[0] if targets else "", records)]
    return [(t, records[records["target"] == t]) for t in targets]


def recovered(a: float, b: float | None, x: float | None) -> float | None:
    """The share of B's gap to A that X closes, in %: 100 at A, 0 at B."""
    if b is None or x is None or b == a:
        return None
    return 100.0 * (b - x) / (b - a)


def recovering(variants: dict[str, str], mode: str = "regression") -> list[str]:
    """The letters after B: candidate fixes of B's regression against A
    (none when the letters are peers)."""
    if mode != "regression":
        return []
    return [x for x in sorted(variants) if x > "B"] if "B" in variants else []


def comparison_columns(variants: dict[str, str], mode: str = "regression") -> list[Column]:
    """bench, A, then each variant with its gap (and, after B, the share of
    B's gap it recovers; or, between peers, its ratio to A), A again, drift,
    one verdict per variant."""
    others = [x for x in sorted(variants) if x != "A"]
    columns = [Column("bench", "bench", "text"),
               Column("A", f"A ({variants['A']})", "value")]
    for x in others:
        columns += [Column(x, f"{x} ({variants[x]})", "value"),
                    Column(f"gap_{x}", f"gap {x} %", "percent")]
        if mode == "peers":
            columns.append(Column(f"ratio_{x}", f"{x} / A", "ratio"))
        if x in recovering(variants, mode):
            columns.append(Column(f"recovery_{x}", f"recovery of B's gap by {x} %", "percent"))
    columns += [Column("A_again", "A again", "value"),
                Column("drift", "drift A-A %", "percent")]
    for x in others:
        columns.append(Column(f"verdict_{x}", f"verdict {x}", "text"))
    columns.append(Column("n", "runs×batches", "text"))
    return columns


def compare_per_target(records: pd.DataFrame, stat: str, variants: dict[str, str],
                       targets: Sequence[str], mode: str = "regression",
                       threshold: float = DEFAULT_THRESHOLD, key: str = ""
                       ) -> list[Comparison]:
    """One comparison per target, in plan order."""
    return [compare(frame, stat, variants, target, mode, threshold, key)
            for target, frame in by_target(records, targets)]


def compare(records: pd.DataFrame, stat: str, variants: dict[str, str],
            target: str = "", mode: str = "regression",
            threshold: float = DEFAULT_THRESHOLD, key: str = "") -> Comparison:
    """records: one row per (run, bench) of one target, with columns letter,
    index, bench, param, unit and the statistic (and, for the intervals,
    batch_ticks, base_ticks, base_ops, iterations); variants: letter ->
    name; mode: the plan's compare ("regression" or "peers"); threshold:
    the change in % a verdict calls; key: seeds the bootstrap (the campaign's
    name), so that a report renders the same numbers every time."""
    others = [x for x in sorted(variants) if x != "A"]
    columns = comparison_columns(variants, mode)
    rows: list[dict[str, Any]] = []
    units = set()
    if records.empty:
        return Comparison(stat, "", columns, rows, target)
    spread = len(boards_of(records)) > 1
    if spread:
        columns = [*columns, Column("spread", "board spread %", "text")]
    frame = records.copy()
    frame["label"] = [bench_label(b, p)
                      for b, p in zip(frame["bench"], frame["param"], strict=True)]
    # Keep the firmware's order: first appearance in the earliest run.
    order = frame.sort_values(["index", "seq"]).drop_duplicates("label")["label"].tolist()
    for label in order:
        sub = frame[frame["label"] == label].sort_values("index")
        units.update(sub["unit"].dropna().unique())
        a = sub[sub["letter"] == "A"][stat].astype(float).tolist()
        if not a and mode != "peers":
            continue
        if not a:
            # A peer's row that A does not have: its figures, nothing to
            # compare them with.
            lone: dict[str, Any] = {"bench": label, "A": None, "A_again": None, "drift": None}
            for x in others:
                xs = sub[sub["letter"] == x][stat].astype(float).tolist()
                lone[x] = sum(xs) / len(xs) if xs else None
                lone[f"gap_{x}"] = lone[f"ratio_{x}"] = None
                lone[f"point_{x}"] = lone[f"low_{x}"] = lone[f"high_{x}"] = None
                lone[f"verdict_{x}"] = "no A record" if xs else "no record"
            lone["n"] = ""
            rows.append(lone)
            continue
        unit = str(sub["unit"].dropna().iloc[0]) if sub["unit"].notna().any() else ""
        present = [k for k in ["A", *others] if (sub["letter"] == k).any()]
        found = {k: run_batches(sub[sub["letter"] == k], stat) for k in present}
        real = all(ok for _, ok in found.values())
        # one letter without batches: every letter by its runs alone
        batches = {k: runs if real else [[float(v)] for v in sub[sub["letter"] == k][stat]]
                   for k, (runs, _) in found.items()}
        # A again: the last A on the board of the first (several boards)
        same = first_board_a(sub, stat)
        again = len(same) > 1
        row: dict[str, Any] = {
            "bench": label, "A": a[0], "A_again": same[-1] if again else None,
            "drift": 100.0 * (same[-1] - a[0]) / a[0] if again and a[0] else None}
        for x in others:
            xs = sub[sub["letter"] == x][stat].astype(float).tolist()
            if not xs:
                row[x] = row[f"gap_{x}"] = row[f"ratio_{x}"] = None
                row[f"point_{x}"] = row[f"low_{x}"] = row[f"high_{x}"] = None
                row[f"verdict_{x}"] = "no record"
                continue
            mean_x = sum(xs) / len(xs)
            row[x] = mean_x
            row[f"gap_{x}"] = 100.0 * (mean_x - a[0]) / a[0] if a[0] else None
            if mode == "peers":
                row[f"ratio_{x}"] = mean_x / a[0] if a[0] else None
            # the verdict's figure and interval as numbers, for the charts:
            # none for exact counts
            interval: Interval | None = None
            if unit in EXACT_UNITS:
                # exact counts: the plan's stat, mean over runs, as it is
                row[f"verdict_{x}"] = exact_verdict(sum(a) / len(a), mean_x)
            else:
                row[f"verdict_{x}"], interval = verdict_interval(
                    batches["A"], batches[x], f"{key}|{target}|{label}|{x}", threshold)
            row[f"point_{x}"], row[f"low_{x}"], row[f"high_{x}"] = percent_bounds(interval)
        row["n"] = sample_size(batches, real)
        if spread:
            row.update(board_spread(sub, stat, ["A", *others]))
        for x in recovering(variants, mode):
            row[f"recovery_{x}"] = recovered(a[0], row["B"], row[x])
        rows.append(row)
    return Comparison(stat, ", ".join(sorted(units)), columns, rows, target)


def boards_of(records: pd.DataFrame) -> list[str]:
    """The boards that ran these records (several boards: b1, b2, ...)."""
    if "board" not in records:
        return []
    return sorted(str(b) for b in records["board"].dropna().unique())


def first_board_a(sub: pd.DataFrame, stat: str) -> list[float]:
    """One row's A figures, in run order, on the board of its first A run
    (all of them on one board): A and A again come from one board."""
    a = sub[sub["letter"] == "A"].sort_values("index")
    if "board" in a and len(a) and a["board"].notna().any():
        a = a[a["board"] == a["board"].iloc[0]]
    return [float(v) for v in a[stat]]


def board_spread(sub: pd.DataFrame, stat: str, letters: list[str]) -> dict[str, Any]:
    """Board to board, per letter: each board's mean over its runs, and how
    far apart the boards are, (max - min) / min in % ("spread_<letter>"),
    with "spread" the text the table shows: "A 0.4, B 0.3 (3 boards)"."""
    out: dict[str, Any] = {}
    parts = []
    for x in letters:
        means = sub[sub["letter"] == x].groupby("board")[stat].mean().astype(float)
        if len(means) < 2 or means.min() <= 0:
            out[f"spread_{x}"] = None
            continue
        out[f"spread_{x}"] = 100.0 * (means.max() - means.min()) / means.min()
        parts.append(f"{x} {out[f'spread_{x}']:.1f}")
    boards = sub["board"].dropna().nunique()
    out["spread"] = f"{', '.join(parts)} ({boards} boards)" if parts else "–"
    return out


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


def per_limb_fit(records: pd.DataFrame, stat: str, variants: dict[str, str],
                 targets: Sequence[str] = ()) -> list[dict[str, Any]]:
    """Least-squares line through (limbs, per-op figure) for every benchmark
    measured at three or more limb counts, per target and variant (first run
    of each letter): slope is the cost of one more limb, intercept the fixed
    cost. slope_vs_A is the slope minus A's: a regression that is O(n) in the
    limbs shows there, one that is a fixed cost does not."""
    rows: list[dict[str, Any]] = []
    if records.empty or "param_name" not in records:
        return rows
    for target, frame in by_target(records, targets):
        rows += _fits(frame, stat, variants, target)
    return rows


def limb_points(records: pd.DataFrame, stat: str, bench: str
                ) -> dict[str, list[tuple[float, float]]]:
    """(limb count, per-op figure) of one benchmark per letter, from the
    first run of each letter: the points per_limb_fit goes through and the
    report's limb charts draw."""
    out: dict[str, list[tuple[float, float]]] = {}
    if records.empty or "param_name" not in records:
        return out
    limbs = records[(records["param_name"] == "limbs") & (records["bench"] == bench)]
    for letter in sorted(limbs["letter"].unique()):
        sub = limbs[limbs["letter"] == letter]
        first = sub[sub["index"] == sub["index"].min()].sort_values("param")
        out[str(letter)] = [(float(p), float(v))
                            for p, v in zip(first["param"], first[stat], strict=True)]
    return out


def _fits(records: pd.DataFrame, stat: str, variants: dict[str, str],
          target: str) -> list[dict[str, Any]]:
    rows: list[dict[str, Any]] = []
    limbs = records[records["param_name"] == "limbs"]
    for bench in dict.fromkeys(limbs.sort_values(["index", "seq"])["bench"]):
        a_slope: float | None = None
        points = limb_points(records, stat, bench)
        for letter in sorted(variants):
            first = points.get(letter, [])
            if len(first) < 3:
                continue
            slope, intercept = np.polyfit([p for p, _ in first], [v for _, v in first], 1)
            if letter == "A":
                a_slope = float(slope)
            rows.append({"target": target, "bench": bench, "letter": letter,
                         "variant": f"{letter} ({variants[letter]})",
                         "points": len(first),
                         "slope": float(slope), "intercept": float(intercept),
                         "slope_vs_A": (None if letter == "A" or a_slope is None
                                        else float(slope) - a_slope)})
    return rows


def code_sizes(events: list[dict[str, Any]], changed_only: bool = False
               ) -> list[dict[str, Any]]:
    """One row per (target, object, variant) from the journal's build events.
    changed_only: where a target has several variants, only the objects whose
    sections differ between them (or that some variant lacks): the rest say
    nothing about the variants."""
    rows = []
    for target, builds in _sizes_by_target(events).items():
        for obj in sorted({o for sizes in builds.values() for o in sizes}):
            seen = [sizes.get(obj) for sizes in builds.values()]
            if changed_only and len(builds) > 1 and all(x == seen[0] for x in seen):
                continue
            for variant, sizes in builds.items():
                if obj in sizes:
                    rows.append({"target": target, "object": obj, "variant": variant,
                                 **sizes[obj]})
    return rows


def code_size_totals(events: list[dict[str, Any]], prefixes: Sequence[str] = ()
                     ) -> list[dict[str, Any]]:
    """Per (target, variant): .text and .rodata summed over every object of
    the build, and .text summed over the objects whose name starts with each
    prefix (e.g. "ctb_mpi/": one library), in "text_by_prefix"."""
    rows = []
    for target, builds in _sizes_by_target(events).items():
        for variant, sizes in builds.items():
            rows.append({
                "target": target, "variant": variant, "objects": len(sizes),
                "text": sum(s.get("text", 0) for s in sizes.values()),
                "rodata": sum(s.get("rodata", 0) for s in sizes.values()),
                "text_by_prefix": {p: sum(s.get("text", 0) for o, s in sizes.items()
                                          if o.startswith(p)) for p in prefixes}})
    return rows


def _sizes_by_target(events: list[dict[str, Any]]
                     ) -> dict[str, dict[str, dict[str, dict[str, int]]]]:
    """target -> variant -> object -> sizes, from the last build event of
    each (target, variant), in the order the campaign built them."""
    out: dict[str, dict[str, dict[str, dict[str, int]]]] = {}
    for e in events:
        if e["event"] == "build":
            out.setdefault(e["target"], {})[e["variant"]] = e.get("sizes", {})
    return out


def libraries(events: list[dict[str, Any]]) -> list[str]:
    """The component libraries the builds' objects come from, as prefixes
    ("ctb_mpi/") for code_size_totals."""
    return sorted({obj.split("/")[0] + "/" for e in events if e["event"] == "build"
                   for obj in e.get("sizes", {}) if "/" in obj})


def format_cell(value: Any, kind: str, unit: str = "") -> str:
    """One figure as a table shows it. kind: a Column's kind, or one of the
    per-limb table's "slope", "slope_delta" and "fixed". Figures in an
    exact unit (instruction counts) print as whole numbers: a decimal point
    there would suggest noise that is not in the data."""
    if value is None or (isinstance(value, float) and pd.isna(value)):
        return "–"
    if kind == "percent":
        return f"{value:+.1f}"
    if kind == "ratio":
        return f"{value:.2f}"
    if kind in ("value", "slope", "slope_delta", "fixed") and unit in EXACT_UNITS:
        return _count(float(value), signed=kind == "slope_delta")
    if kind == "value":
        return f"{value:,.3f}" if value < 100 else f"{value:,.1f}"
    if kind == "slope":
        return f"{value:.2f}"
    if kind == "slope_delta":
        return f"{value:+.2f}"
    if kind == "fixed":
        return f"{value:.1f}"
    return str(value)


def _count(value: float, signed: bool) -> str:
    """An instruction count with thousands separators. A mean over runs
    that differ, or a fitted line, may fall between two counts: one decimal
    then, rather than a rounding that hides it."""
    sign = "+" if signed else ""
    whole = round(value)
    if abs(value - whole) <= 1e-6 * max(1.0, abs(value)):
        return f"{whole:{sign},d}"
    return f"{value:{sign},.1f}"
