"""The readable table of `ctbench vectors` (without --json)."""

from __future__ import annotations

import sys
from collections import Counter
from typing import TYPE_CHECKING

from ctbench.vectors.cases import VectorSet

if TYPE_CHECKING:
    from ctbench.vectors.run import VectorRun


def print_table(vset: VectorSet, run: VectorRun) -> None:
    from rich.console import Console
    from rich.table import Table

    verdicts = run.summary.verdicts
    table = Table(title=f"{vset.file} ({vset.algorithm}) on {run.target} — "
                        f"capture {run.capture}")
    for col in ("expected", "cases", "passed", "failed", "outcomes"):
        table.add_column(col, justify="left" if col in ("expected", "outcomes") else "right")
    for result in ("valid", "invalid", "acceptable"):
        rows = [v for v in verdicts if v.result == result]
        if not rows:
            continue
        outcomes = Counter(("accepted" if v.accepted else v.code) for v in rows)
        table.add_row(result, str(len(rows)),
                      "-" if result == "acceptable" else str(sum(v.ok for v in rows)),
                      str(sum(not v.ok for v in rows)),
                      ", ".join(f"{k} {n}" for k, n in sorted(outcomes.items())))
    console = Console(no_color=not sys.stdout.isatty())
    console.print(table)
    for v in verdicts:
        if not v.ok:
            console.print(f"FAIL tcId {v.tc_id} ({v.result}): {v.detail}")
    for note in vset.notes:
        console.print(f"note: {note}")
    if len(run.captures) > 1:
        console.print(f"{len(run.captures)} chunks, captures: "
                      + " ".join(str(c) for c in run.captures))
    console.print(f"build {run.build_s:.1f} s, run {run.run_s:.1f} s "
                  f"({run.cpu_s:.1f} s CPU)")
