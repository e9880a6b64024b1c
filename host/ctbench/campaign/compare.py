"""`ctbench compare DIR_A DIR_B`: two saved campaigns against each other
(a board run last week against today's), with the statistics of a
campaign's own table (campaign/statistics.py).

A is DIR_A's baseline variant (its letter A runs), X is DIR_B's; each target
both campaigns ran gets its table. Figures of different targets or units
never meet: a pair that differs in either is refused, not compared.
"""

from __future__ import annotations

import fnmatch
from pathlib import Path
from typing import Any

import pandas as pd

from ctbench.campaign.analysis import Comparison, bench_label, compare
from ctbench.campaign.statistics import DEFAULT_THRESHOLD
from ctbench.campaign.store import Store, start_targets
from ctbench.errors import CtbError


def _open(root: Path) -> tuple[Store, dict[str, Any]]:
    store = Store(root)
    start = store.start_event()
    if start is None or "order" not in start:
        raise CtbError(f"{root}: not a campaign results directory (no journal start event)")
    return store, start


def _baseline(store: Store, start: dict[str, Any], target: str, bench: str) -> pd.DataFrame:
    """The campaign's A runs on one target (a single-target campaign's
    records are all its target's, whatever their own column says)."""
    frame = store.load_records()
    frame = frame[frame["letter"] == "A"]
    if len(start_targets(start)) > 1:
        frame = frame[frame["target"] == target]
    if bench != "*":
        labels = [bench_label(b, p) for b, p in zip(frame["bench"], frame["param"], strict=True)]
        keep = [fnmatch.fnmatchcase(str(b), bench) or fnmatch.fnmatchcase(label, bench)
                for b, label in zip(frame["bench"], labels, strict=True)]
        frame = frame[keep]
    out: pd.DataFrame = frame
    return out


def compare_dirs(dir_a: Path, dir_b: Path, bench: str = "*") -> list[Comparison]:
    """One comparison per target both campaigns ran, in DIR_A's order."""
    store_a, start_a = _open(dir_a)
    store_b, start_b = _open(dir_b)
    targets_a, targets_b = start_targets(start_a), start_targets(start_b)
    if set(targets_a) != set(targets_b):
        raise CtbError(f"{dir_a} ran {', '.join(targets_a)} but {dir_b} ran "
                       f"{', '.join(targets_b)}: figures of different targets are not compared")
    name_a, name_b = start_a["variants"]["A"]["name"], start_b["variants"]["A"]["name"]
    variants = {"A": f"{start_a['name']}: {name_a}", "B": f"{start_b['name']}: {name_b}"}
    stat = start_a["stat"]
    threshold = float(start_b.get("threshold", start_a.get("threshold", DEFAULT_THRESHOLD)))
    out = []
    for target in targets_a:
        a = _baseline(store_a, start_a, target, bench)
        b = _baseline(store_b, start_b, target, bench)
        units_a, units_b = set(a["unit"].dropna()), set(b["unit"].dropna())
        if units_a and units_b and units_a != units_b:
            raise CtbError(f"{target}: {dir_a} counts in {', '.join(sorted(units_a))} but "
                           f"{dir_b} in {', '.join(sorted(units_b))}: not compared")
        # B's runs follow A's, so the table keeps DIR_A's row order
        b = b.assign(letter="B", index=b["index"] + int(a["index"].max() if len(a) else 0))
        frame = pd.concat([a, b], ignore_index=True)
        out.append(compare(frame, stat, variants, target, "regression", threshold,
                           key=f"compare|{start_a['name']}|{start_b['name']}"))
    return out
