"""The verdict rates of docs/statistics.md on synthetic data: for a few plan
shapes (runs of A x runs of X, run-level noise), how often identical
distributions are called different and a +10 % shift is called slower.

    PYTHONPATH=$PWD/host .venv/bin/python tools/synthetic_rates.py
"""

from __future__ import annotations

import sys
from collections import Counter
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests"))

from ctbench.campaign.statistics import rate, ratio_interval, verdict  # noqa: E402
from test_statistics import SEEDS, variant  # noqa: E402

SHAPES = ((2, 1, 0.0), (2, 1, 0.02), (2, 1, 0.05), (3, 3, 0.0), (3, 3, 0.02), (3, 3, 0.05),
          (5, 5, 0.02), (5, 5, 0.05))


def called(runs_a: int, runs_x: int, run_noise: float, shift: float,
           stat: str = "mean") -> Counter[str]:
    out: Counter[str] = Counter()
    for seed in range(SEEDS):
        rng = np.random.default_rng(seed)
        a = variant(rng, 0.0, runs_a, run_noise)
        x = variant(rng, shift, runs_x, run_noise)
        out[verdict(ratio_interval(a, x, stat, f"synthetic|{seed}")).split()[0]] += 1
    return out


def main() -> None:
    print("runs A x X | run noise | identical: called different | +10 %: called slower")
    for runs_a, runs_x, noise in SHAPES:
        same = called(runs_a, runs_x, noise, 0.0)
        up = called(runs_a, runs_x, noise, 0.10)
        wrong = same["slower"] + same["faster"]
        print(f"{runs_a} x {runs_x} | {100 * noise:.0f} % | "
              f"{rate(wrong, SEEDS)[0]:.1f} % | {rate(up['slower'], SEEDS)[0]:.1f} %")
    up_min = called(3, 3, 0.0, 0.10, stat="min")
    print(f"3 x 3, interval of the min instead of the mean: +10 % called slower "
          f"{rate(up_min['slower'], SEEDS)[0]:.1f} %")
    for hits in (198, 193, 194):
        print(f"{hits}/{SEEDS}: %.1f %% [%.1f, %.1f]" % rate(hits, SEEDS))


if __name__ == "__main__":
    main()
