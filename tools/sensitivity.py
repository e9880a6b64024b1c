"""Rows that an exact count shows changed by more than 10 % between a
campaign's A and another letter, and whether the native verdict called them
too (docs/statistics.md). Exit status 1 when some row was missed.

The exact counts are the campaign's emulated targets and, with
--x86-counts, the native build's own x86-64 instructions from valgrind's
callgrind (host/ctbench/counts/callgrind.py): the variants are built natively from
the current tree and each row is counted once per build of the app, the
raw outputs kept under RESULTS/x86-counts/<variant>/<app digest>/ and
re-read while the app stays the same.

    PYTHONPATH=$PWD/host .venv/bin/python tools/sensitivity.py results/os-o2 \\
        [--letter B] [--limit 10] [--x86-counts]
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

from ctbench.campaign.calibrate import Sensitivity, sensitivity
from ctbench.campaign.report import context
from ctbench.campaign.store import Store
from ctbench.counts import callgrind
from ctbench.errors import CtbError
from ctbench.targets.base import RunOptions
from ctbench.targets.build import revision
from ctbench.targets.registry import get_target
from ctbench.targets.variants import resolve_variant

X86 = "x86-64 (callgrind)"


def x86_gaps(root: Path, variants: dict[str, Any], benches: list[str],
             letter: str) -> dict[str, float]:
    """Per row, the letter's change against A in exact native instructions, %.
    `variants`: the journal's, letter -> {"name": ...}."""
    native = get_target("native")
    per_op = {}
    for key in ("A", letter):
        variant = resolve_variant(variants[key]["name"])
        build = native.build(variant, RunOptions(app_only=True))
        # keyed on the app itself: counts of an older build are never re-read
        raw = root / "x86-counts" / variant.name / build.digest()[:12]
        found = callgrind.counts(build.app, benches, raw)
        per_op[key] = {b: c.per_op for b, c in found.items()}
    return {b: 100.0 * (per_op[letter][b] / per_op["A"][b] - 1.0) for b in benches}


def called(s: Sensitivity) -> str:
    """yes / NO, and which exact references moved the other way: a count
    of other instructions, or of more but cheaper ones, need not move as
    the native time does."""
    if not s.seen:
        return "NO"
    sign = 1.0 if s.native.startswith("slower") else -1.0
    other = [t for t, g in s.counted.items() if g * sign < 0]
    return "yes" + (f", opposite to {', '.join(other)}" if other else "")


def table(rows: list[Sensitivity], title: str, limit: float,
          x86: dict[str, float] | None) -> list[str]:
    """The rows as Markdown, emulators' changes apart from the x86-64 count
    when there is one, and the tally of the rows the native verdict called."""
    head = "| bench | exact change on the emulators |"
    head += " x86-64 exact (callgrind) |" if x86 is not None else ""
    head += " native verdict | called |"
    lines = [head, "|---" * (head.count("|") - 1) + "|"]
    for s in rows:
        counted = ", ".join(f"{t} {g:+.1f} %" for t, g in s.counted.items() if t != X86)
        cells = [s.bench, counted or "-"]
        if x86 is not None:
            cells.append(f"{x86[s.bench]:+.1f} %")
        cells += [s.native, called(s)]
        lines.append("| " + " | ".join(cells) + " |")
    missed = [s.bench for s in rows if not s.seen]
    opposite = sum(1 for s in rows if called(s).startswith("yes, opposite"))
    lines.append(f"\n{len(rows) - len(missed)} of {len(rows)} rows changed by more than "
                 f"{limit:g} % {title} are called natively"
                 + (f" ({opposite} in the other direction)" if opposite else "")
                 + (f"; missed: {', '.join(missed)}" if missed else ""))
    return lines


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("results")
    p.add_argument("--letter", default="B", help="the variant compared with A (default B)")
    p.add_argument("--limit", type=float, default=10.0, help="in %% (default 10)")
    p.add_argument("--x86-counts", action="store_true",
                   help="also count the native builds' instructions under callgrind")
    args = p.parse_args()
    try:
        store = Store(Path(args.results))
        ctx, comparisons, _ = context(store, with_charts=False)
        references: dict[str, dict[str, float]] = {}
        if args.x86_counts:
            timed = next((c for c in comparisons if c.target == "native"), None)
            if timed is None:
                raise CtbError(f"{args.results}: no native table to count")
            benches = [str(row["bench"]) for row in timed.rows]
            references[X86] = x86_gaps(store.root, ctx["variants"], benches, args.letter)
        found = sensitivity(comparisons, args.limit, letter=args.letter, references=references)
    except CtbError as e:
        print(f"sensitivity: {e}", file=sys.stderr)
        return 2
    x86 = references.get(X86)
    lines = table([s for s in found if set(s.counted) - {X86}], "on an emulator",
                  args.limit, x86)
    if x86 is not None:
        lines = [f"x86-64 counts: the native builds of revision {revision()}, "
                 f"raw outputs in {Path(args.results) / 'x86-counts'}", "", *lines, "",
                 *table([s for s in found if X86 in s.counted],
                        "in exact x86-64 instructions", args.limit, x86)]
    print("\n".join(lines))
    return 1 if any(not s.seen for s in found) else 0


if __name__ == "__main__":
    sys.exit(main())
