"""Reports of a campaign's results directory: Markdown, HTML and a terminal
table. Everything comes from the directory itself (journal and records), so
a campaign copied to another machine renders the same."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import jinja2
import pandas as pd
from rich.console import Console
from rich.table import Table

from ctbench.analysis import Comparison, calibration, compare, format_cell, per_limb_fit
from ctbench.errors import CtbError
from ctbench.store import Store


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
        autoescape=jinja2.select_autoescape(["html"]),
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.globals["cell"] = format_cell
    return env


def context(store: Store) -> tuple[dict[str, Any], Comparison, pd.DataFrame]:
    events = store.events()
    start = next((e for e in events if e["event"] == "start"), None)
    if start is None or "order" not in start:
        raise CtbError(f"{store.root}: not a campaign results directory (no journal start event)")
    frame = store.load_records()
    variants = {k: v["name"] for k, v in start["variants"].items()}
    comparison = compare(frame, start["stat"], variants)
    finished = store.finished()
    runs = []
    problems = []
    for run_id, e in sorted(finished.items()):
        sub = frame[frame["run"] == run_id]
        first = sub.iloc[0] if len(sub) else None
        runs.append({
            "run": run_id, "variant": e["variant"], "capture": e["capture"],
            "n_records": e["n_records"], "problems": e["problems"],
            "revision": first["revision"] if first is not None else "–",
            "compiler": first["compiler"] if first is not None else "–",
            "opt": first["opt"] if first is not None else "–",
        })
        problems += [{"run": run_id, **p} for p in e["problems"]]
    ctx = {
        "name": start["name"], "target": start["target"], "order": start["order"],
        "rounds": start["rounds"], "stat": start["stat"], "batches": start["batches"],
        "batch_ms": start["batch_ms"], "unit": comparison.unit or "–",
        "variants": start["variants"], "columns": comparison.columns,
        "rows": comparison.rows, "runs": runs, "problems": problems,
        "finished": len(finished), "planned": start["planned"],
        "calibration": calibration(frame),
        "sizes": code_sizes(events),
        "fits": per_limb_fit(frame, start["stat"], variants),
    }
    return ctx, comparison, frame


def code_sizes(events: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """One row per (object, variant) from the journal's build events."""
    builds = {e["variant"]: e.get("sizes", {}) for e in events if e["event"] == "build"}
    rows = []
    for obj in sorted({o for sizes in builds.values() for o in sizes}):
        for variant, sizes in builds.items():
            if obj in sizes:
                rows.append({"object": obj, "variant": variant, **sizes[obj]})
    return rows


def write_reports(store: Store) -> tuple[Comparison, list[dict[str, Any]]]:
    ctx, comparison, frame = context(store)
    env = _env()
    (store.root / "report.md").write_text(env.get_template("report.md.j2").render(ctx))
    (store.root / "report.html").write_text(env.get_template("report.html.j2").render(ctx))
    frame.to_csv(store.root / "records.csv", index=False)
    return comparison, ctx["problems"]


def render(store: Store, fmt: str) -> str:
    ctx, _, _ = context(store)
    return _env().get_template(f"report.{fmt}.j2").render(ctx)


def print_table(comparison: Comparison, title: str) -> None:
    """A rich table on a terminal; plain aligned text when piped."""
    console = Console(file=sys.stdout, no_color=not sys.stdout.isatty(),
                      width=None if sys.stdout.isatty() else 200)
    table = Table(title=f"{title} — per-op {comparison.stat}, {comparison.unit}")
    for c in comparison.columns:
        table.add_column(c.title, justify="left" if c.kind == "text" else "right")
    for row in comparison.rows:
        table.add_row(*(format_cell(row.get(c.key), c.kind) for c in comparison.columns))
    console.print(table)
