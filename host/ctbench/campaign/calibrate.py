"""`ctbench calibrate`: how often does the verdict rule cry wolf on a target,
and how small a change can it see there?

One build runs under two letters, A and B, as an ordinary campaign (its own
results directory, journal and report, so it resumes like one). Since B is
A's very binary, every row called "slower" or "faster" is a false alarm: the
false-alarm rate is those rows over all rows, with its exact 95 % interval.
Each row also gets its minimal detectable change: the smallest true change
of X / A that, with the interval this row measured (its width around its own
point), would put the whole interval beyond the threshold, in the worse of
the two directions. Rows of exact targets have no noise and no such figure.
"""

from __future__ import annotations

import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.campaign.analysis import Comparison
from ctbench.campaign.plan import load_plan
from ctbench.campaign.statistics import EXACT_UNITS, Interval, rate

CALLED = ("slower", "faster")


@dataclass(frozen=True)
class Settings:
    target: str
    variant: str = "O2"
    bench: str = "*"
    order: str = "random"
    rounds: int = 5
    batch_ms: int | None = None     # None: the target's own default
    batches: int = 5
    threshold: float = 2.0
    seed: int | None = None

    @property
    def name(self) -> str:
        batch = f"{self.batch_ms}ms" if self.batch_ms else "default"
        return (f"calibrate-{self.target}-{self.variant.replace('+', '_')}-"
                f"{self.order}x{self.rounds}-{batch}")


def plan_text(s: Settings) -> str:
    """The A-A' campaign as a plan: the same variant under both letters, so
    one build serves every run."""
    lines = ["# An A-A' calibration written by `ctbench calibrate`: B is A's own build.",
             "[campaign]", f'name = "{s.name}"', f'target = "{s.target}"',
             f'order = "{s.order}"', f"rounds = {s.rounds}", f'bench = "{s.bench}"',
             f"batches = {s.batches}", 'stat = "min"', f"threshold = {s.threshold}"]
    if s.batch_ms is not None:
        lines.append(f"batch_ms = {s.batch_ms}")
    if s.seed is not None:
        lines.append(f"seed = {s.seed}")
    lines += ["", "[variants]", f'A = "{s.variant}"', f'B = "{s.variant}"', ""]
    return "\n".join(lines)


def detectable(interval: Interval, threshold: float) -> float:
    """The smallest change in % that the row's interval, moved to the
    changed ratio, would call: slower needs its low end above 1 + t, faster
    its high end below 1 - t; the worse of the two directions."""
    t = threshold / 100.0
    up = (1.0 + t) * interval.ratio / interval.low - 1.0
    down = 1.0 - (1.0 - t) * interval.ratio / interval.high
    return 100.0 * max(up, down)


@dataclass(frozen=True)
class RowCalibration:
    bench: str
    verdict: str
    detectable: float | None   # in %, None on exact targets


def rows(comparison: Comparison, threshold: float) -> list[RowCalibration]:
    """Each row's verdict and its minimal detectable change, from the
    interval the verdict itself rests on (the comparison row's point_B,
    low_B and high_B, in %; none on exact targets)."""
    out = []
    for row in comparison.rows:
        point, low, high = (row.get(f"{k}_B") for k in ("point", "low", "high"))
        mdc = None
        if point is not None and low is not None and high is not None:
            ratio = Interval(*(1.0 + float(v) / 100.0 for v in (point, low, high)))
            mdc = detectable(ratio, threshold)
        out.append(RowCalibration(row["bench"], str(row.get("verdict_B", "")), mdc))
    return out


def summary(found: list[RowCalibration]) -> dict[str, Any]:
    """The false-alarm rate with its exact interval, and the spread of the
    detectable changes."""
    alarms = [r.bench for r in found if r.verdict.split(" ")[0].rstrip(",") in CALLED]
    value, low, high = rate(len(alarms), len(found)) if found else (0.0, 0.0, 0.0)
    mdcs = sorted(r.detectable for r in found if r.detectable is not None)
    return {"rows": len(found), "false_alarms": len(alarms), "alarm_rows": alarms,
            "false_alarm_rate": value, "rate_low": low, "rate_high": high,
            "detectable_median": mdcs[len(mdcs) // 2] if mdcs else None,
            "detectable_max": mdcs[-1] if mdcs else None}


def write_plan(s: Settings) -> Path:
    """The generated plan in a file of its own (the campaign copies it into
    its results directory); the same settings give the same bytes, so a
    resumed calibration passes the plan-digest check."""
    folder = Path(tempfile.mkdtemp(prefix="ctbench-calibrate-"))
    path = folder / f"{s.name}.toml"
    path.write_text(plan_text(s), encoding="utf-8")
    # validated now, with the plan's own one-line errors
    load_plan(path)
    return path


@dataclass(frozen=True)
class Sensitivity:
    bench: str
    counted: dict[str, float]   # exact reference -> change of the letter against A, in %
    native: str                 # the native verdict on that letter
    seen: bool                  # the native verdict claims a difference


def sensitivity(comparisons: list[Comparison], limit: float = 10.0,
                native: str = "native", letter: str = "B",
                references: dict[str, dict[str, float]] | None = None) -> list[Sensitivity]:
    """The rows that some exact reference counts as changed by more than
    `limit` % (`letter` against A), with the verdict the timed target gave
    them. The references are the campaign's exact targets, plus any given
    (name -> bench -> change in %, such as the native build's own
    instruction counts from counts/callgrind.py). A campaign over emulators and
    native (plans/os-o2.toml) thus shows whether the native settings are
    sensitive enough for the changes that matter."""
    timed = next((c for c in comparisons if c.target == native), None)
    if timed is None:
        return []
    verdicts = {row["bench"]: str(row.get(f"verdict_{letter}", "")) for row in timed.rows}
    gaps: dict[str, dict[str, float]] = dict(references or {})
    for c in comparisons:
        if c.unit in EXACT_UNITS:
            gaps[c.target] = {row["bench"]: float(row[f"gap_{letter}"]) for row in c.rows
                              if row.get(f"gap_{letter}") is not None}
    counted: dict[str, dict[str, float]] = {}
    for reference, by_bench in gaps.items():
        for bench, gap in by_bench.items():
            if abs(gap) > limit:
                counted.setdefault(bench, {})[reference] = gap
    out = []
    for bench in verdicts:      # in the native table's order
        if bench not in counted:
            continue
        changed, verdict = counted[bench], verdicts[bench]
        out.append(Sensitivity(bench, changed, verdict,
                               verdict.split(" ")[0].rstrip(",") in CALLED))
    return out
