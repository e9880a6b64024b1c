"""Rows that the emulators count as changed by more than 10 % between a
campaign's A and B, and whether the native verdict called them too
(docs/statistics.md). Exit status 1 when some row was missed.

    PYTHONPATH=$PWD/host .venv/bin/python tools/sensitivity.py results/os-o2 [--limit 10]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ctbench.calibrate import sensitivity
from ctbench.report import context
from ctbench.store import Store


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("results")
    p.add_argument("--limit", type=float, default=10.0, help="in %% (default 10)")
    args = p.parse_args()
    _, comparisons, _ = context(Store(Path(args.results)))
    found = sensitivity(comparisons, args.limit)
    print("| bench | exact change of B on the emulators | native verdict | called |")
    print("|---|---|---|---|")
    for s in found:
        counted = ", ".join(f"{t} {g:+.1f} %" for t, g in s.counted.items())
        print(f"| {s.bench} | {counted} | {s.native} | {'yes' if s.seen else 'NO'} |")
    missed = [s.bench for s in found if not s.seen]
    print(f"\n{len(found) - len(missed)} of {len(found)} rows changed by more than "
          f"{args.limit:g} % on an emulator are called natively"
          + (f"; missed: {', '.join(missed)}" if missed else ""))
    return 1 if missed else 0


if __name__ == "__main__":
    sys.exit(main())
