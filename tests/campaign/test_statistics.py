"""The verdict statistics on synthetic data whose answer is known
(docs/statistics.md quotes the rates these tests measure).

Each synthetic variant is 3 runs of 5 batches, every batch 100 (times the
shift) with independent 5 % Gaussian noise: the shape of an interleaved
ABAB... campaign of three rounds.
"""

from __future__ import annotations

from collections import Counter

import numpy as np
import pandas as pd

from ctbench.campaign.analysis import compare
from ctbench.campaign.statistics import Interval, exact_verdict, ratio_interval, verdict

SEEDS = 200
RUNS, BATCHES, NOISE = 3, 5, 0.05


def variant(rng: np.random.Generator, shift: float, runs: int = RUNS,
            run_noise: float = 0.0) -> list[list[float]]:
    return [list(100.0 * (1 + shift) * (1 + rng.normal(0, run_noise))
                 * (1 + rng.normal(0, NOISE, BATCHES))) for _ in range(runs)]


def calls(shift: float, runs: int = RUNS, run_noise: float = 0.0) -> Counter[str]:
    """The first word of the verdict ("slower", "faster", "no",
    "inconclusive") over SEEDS synthetic A-X pairs."""
    out: Counter[str] = Counter()
    for seed in range(SEEDS):
        rng = np.random.default_rng(seed)
        a = variant(rng, 0.0, runs, run_noise)
        x = variant(rng, shift, runs, run_noise)
        out[verdict(ratio_interval(a, x, "mean", f"synthetic|{seed}")).split()[0]] += 1
    return out


def test_identical_distributions_are_rarely_called_different() -> None:
    got = calls(0.0)
    quiet = got["no"] + got["inconclusive"]
    print(f"identical: {dict(got)}")
    assert quiet >= 0.95 * SEEDS, got


def test_a_ten_percent_shift_is_called_in_its_direction() -> None:
    up, down = calls(0.10), calls(-0.10)
    print(f"+10 %: {dict(up)}; -10 %: {dict(down)}")
    assert up["slower"] >= 0.90 * SEEDS and up["faster"] == 0, up
    assert down["faster"] >= 0.90 * SEEDS and down["slower"] == 0, down


def test_a_tiny_shift_within_the_threshold_is_never_called() -> None:
    """0.5 % with 0.1 % noise: the interval sits inside ±2 %, so "no change"
    (a change smaller than the threshold is not reported as one)."""
    rng = np.random.default_rng(1)
    a = [list(100.0 * (1 + rng.normal(0, 0.001, BATCHES))) for _ in range(RUNS)]
    x = [list(100.5 * (1 + rng.normal(0, 0.001, BATCHES))) for _ in range(RUNS)]
    assert verdict(ratio_interval(a, x, "mean", "tiny")).startswith("no change +0.5 %")


def test_the_interval_is_reproducible() -> None:
    rng = np.random.default_rng(7)
    a, x = variant(rng, 0.0), variant(rng, 0.03)
    first = ratio_interval(a, x, "mean", "campaign|native|ct_add/8|B")
    again = ratio_interval(a, x, "mean", "campaign|native|ct_add/8|B")
    assert first == again
    # another key draws other resamples: same point, another interval
    other = ratio_interval(a, x, "mean", "campaign|native|ct_add/8|C")
    assert other.ratio == first.ratio and (other.low, other.high) != (first.low, first.high)
    assert first.low <= first.ratio <= first.high


def test_the_hierarchy_counts_runs_not_batches() -> None:
    """Two runs of X that disagree by 20 % give a wide interval however
    tight each run's batches are: the batches of one run are not
    independent evidence."""
    a = [[100.0, 100.1, 99.9, 100.0, 100.05]] * 3
    x = [[110.0, 110.1, 109.9, 110.0, 110.05], [90.0, 90.1, 89.9, 90.0, 90.05]]
    iv = ratio_interval(a, x, "mean", "hierarchy")
    assert iv.low < 0.95 and iv.high > 1.05
    assert verdict(iv).startswith("inconclusive")


def test_verdict_words_and_intervals() -> None:
    assert verdict(Interval(1.051, 1.032, 1.070)) == "slower +5.1 % [+3.2, +7.0]"
    assert verdict(Interval(0.9, 0.85, 0.95)) == "faster -10.0 % [-15.0, -5.0]"
    assert verdict(Interval(1.0, 0.99, 1.01)) == "no change +0.0 % [-1.0, +1.0]"
    assert verdict(Interval(1.03, 1.01, 1.05)) == "inconclusive +3.0 % [+1.0, +5.0]"
    assert verdict(Interval(1.03, 1.01, 1.05), threshold=0.5) == "slower +3.0 % [+1.0, +5.0]"


def test_exact_targets_say_exact() -> None:
    assert exact_verdict(53_654.0, 54_888.0) == "slower, exact +1,234 insns (+2.3 %)"
    assert exact_verdict(187.0, 170.0) == "faster, exact -17 insns (-9.1 %)"
    assert exact_verdict(779.0, 779.0) == "exact, no change"
    records = pd.DataFrame([
        {"index": i, "letter": letter, "bench": "ct_add", "param": 8.0, "seq": 0,
         "unit": "insns", "min": v, "mean": v, "iterations": 1001, "base_ops": 1,
         "base_ticks": 10, "batch_ticks": " ".join([str(int(v * 1000 + 10))] * 5)}
        for i, letter, v in ((1, "A", 187.0), (2, "B", 170.0), (3, "A", 187.0))])
    (row,) = compare(records, "min", {"A": "Os", "B": "O2"}, key="exact").rows
    assert row["verdict_B"] == "faster, exact -17 insns (-9.1 %)"
    assert row["n"] == "A 2×5, B 1×5"
