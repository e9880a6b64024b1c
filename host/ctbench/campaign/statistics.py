"""Ratios with confidence intervals, and the verdicts drawn from them
(docs/statistics.md).

A variant's figure for one benchmark rests on runs, and each run on
batches: the batches of one run share its build's placement in memory, the
machine's state while it ran, and so on, so they are not independent
samples of the variant. The interval of X / A is therefore a hierarchical
bootstrap (Kalibera and Jones, "Rigorous benchmarking in reasonable time",
2013): each resample draws the variant's runs with replacement, then, within
every drawn run, its batches with replacement; the figure of one run is a
stat over its drawn batches (the report uses the mean: analysis.INTERVAL_STAT),
the variant's is the mean of its runs' figures, and the ratio is X's over
A's. The interval is the 2.5th and 97.5th percentiles of that ratio over the
resamples.

The resampling is seeded from a key (campaign, target, benchmark, letter),
so a report rendered twice prints the same intervals.

Targets that count instructions (unit "insns") are exact: there is no
noise to bound, and the verdict gives the difference itself.
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np
from scipy import stats as scipy_stats

RESAMPLES = 4000
CONFIDENCE = 0.95
DEFAULT_THRESHOLD = 2.0   # percent
EXACT_UNITS = ("insns",)


@dataclass(frozen=True)
class Interval:
    ratio: float   # X / A from the data themselves
    low: float     # bounds of the interval of X / A
    high: float


def seed_of(key: str) -> int:
    """A resampling seed from a text key: the same key, the same numbers."""
    return int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "little")


def _padded(runs: Sequence[Sequence[float]]) -> tuple[np.ndarray, np.ndarray]:
    """Runs of unequal batch counts as one array padded with NaN, and each
    run's count."""
    counts = np.array([len(r) for r in runs], dtype=np.int64)
    data = np.full((len(runs), int(counts.max())), np.nan)
    for i, r in enumerate(runs):
        data[i, :len(r)] = r
    return data, counts


def _reduce(values: np.ndarray, stat: str) -> np.ndarray:
    """The plan's stat over the last axis, NaN (padding) ignored."""
    out: np.ndarray = (np.nanmin(values, axis=-1) if stat == "min"
                       else np.nanmean(values, axis=-1))
    return out


def point(runs: Sequence[Sequence[float]], stat: str) -> float:
    """The variant's figure: the mean over runs of each run's stat."""
    data, _ = _padded(runs)
    return float(np.mean(_reduce(data, stat)))


def resample(runs: Sequence[Sequence[float]], stat: str, rng: np.random.Generator,
             n: int = RESAMPLES) -> np.ndarray:
    """n hierarchical bootstrap replicates of the variant's figure."""
    data, counts = _padded(runs)
    n_runs, width = data.shape
    picked = rng.integers(0, n_runs, size=(n, n_runs))               # runs
    drawn = counts[picked]                                           # (n, runs)
    cols = np.floor(rng.random((n, n_runs, width)) * drawn[..., None]).astype(np.int64)
    values = data[picked[..., None], cols]
    # a drawn run keeps its own number of batches: the rest is padding
    values[np.arange(width)[None, None, :] >= drawn[..., None]] = np.nan
    figures: np.ndarray = _reduce(values, stat).mean(axis=1)
    return figures


def ratio_interval(a_runs: Sequence[Sequence[float]], x_runs: Sequence[Sequence[float]],
                   stat: str, key: str, n: int = RESAMPLES) -> Interval:
    """X / A with its 95 % interval; a_runs and x_runs hold each run's
    per-batch per-op figures."""
    rng = np.random.default_rng(seed_of(key))
    a = resample(a_runs, stat, rng, n)
    x = resample(x_runs, stat, rng, n)
    ratios = x / a
    tail = 100.0 * (1.0 - CONFIDENCE) / 2.0
    low, high = np.percentile(ratios, [tail, 100.0 - tail])
    return Interval(point(x_runs, stat) / point(a_runs, stat), float(low), float(high))


def verdict(interval: Interval, threshold: float = DEFAULT_THRESHOLD) -> str:
    """slower / faster only when the whole interval lies beyond ±threshold
    (in %), no change when it lies within, inconclusive when it straddles."""
    gap, low, high = ((v - 1.0) * 100.0 for v in (interval.ratio, interval.low, interval.high))
    shown = f"{gap:+.1f} % [{low:+.1f}, {high:+.1f}]"
    if low > threshold:
        return f"slower {shown}"
    if high < -threshold:
        return f"faster {shown}"
    if low >= -threshold and high <= threshold:
        return f"no change {shown}"
    return f"inconclusive {shown}"


def exact_verdict(a: float, x: float) -> str:
    """Exact counts: the difference itself, in instructions and percent.
    Any difference is real, so it is called slower or faster however small."""
    diff = x - a
    if diff == 0:
        return "exact, no change"
    count = f"{diff:+,.0f}" if float(diff).is_integer() else f"{diff:+,.1f}"
    percent = f" ({100.0 * diff / a:+.1f} %)" if a else ""
    word = "slower" if diff > 0 else "faster"
    return f"{word}, exact {count} insns{percent}"


def rate(hits: int, trials: int) -> tuple[float, float, float]:
    """A rate (false alarms, right calls) in %, with its exact 95 %
    (Clopper-Pearson) interval from scipy."""
    ci = scipy_stats.binomtest(hits, trials).proportion_ci(CONFIDENCE, method="exact")
    return 100.0 * hits / trials, 100.0 * ci.low, 100.0 * ci.high
