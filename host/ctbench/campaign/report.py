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

from ctbench.campaign.analysis import (
    Comparison,
    by_target,
    calibration,
    code_size_totals,
    code_sizes,
    compare_per_target,
    format_cell,
    libraries,
    per_limb_fit,
    recovering,
)
from ctbench.campaign.charts import limb_benches, limb_chart, ratio_chart, size_chart
from ctbench.campaign.statistics import DEFAULT_THRESHOLD, EXACT_UNITS
from ctbench.campaign.store import (
    Store,
    session_left_out,
    session_skipped,
    start_batch_ms,
    start_rounds,
    start_targets,
)
from ctbench.errors import CtbError


def _env() -> jinja2.Environment:
    env = jinja2.Environment(
        loader=jinja2.FileSystemLoader(Path(__file__).parent / "templates"),
        autoescape=jinja2.select_autoescape(["html"]),
        undefined=jinja2.StrictUndefined, keep_trailing_newline=True)
    env.globals["cell"] = format_cell
    return env


def context(store: Store, with_charts: bool = True
            ) -> tuple[dict[str, Any], list[Comparison], pd.DataFrame]:
    """What the templates show, and one comparison per target in plan order.
    with_charts: draw the HTML report's charts (the Markdown has none)."""
    events = store.events()
    start = store.start_event()
    if start is None or "order" not in start:
        raise CtbError(f"{store.root}: not a campaign results directory (no journal start event)")
    frame = store.load_records()
    variants = {k: v["name"] for k, v in start["variants"].items()}
    session = store.last_session()
    skipped = session_skipped(session)
    left_out = session_left_out(session)
    # A target that has not run, for want of tools or left out by --target,
    # has no section: the report names it instead.
    ran = set(frame["target"]) if len(start_targets(start)) > 1 else set(start_targets(start))
    absent = {s["target"] for s in skipped} | set(left_out["targets"])
    targets = [t for t in start_targets(start) if t not in absent or t in ran]
    mode = start.get("compare", "regression")   # older journals: regression
    # older journals: the default threshold
    threshold = float(start.get("threshold", DEFAULT_THRESHOLD))
    comparisons = compare_per_target(frame, start["stat"], variants, targets, mode,
                                     threshold, key=start["name"])
    finished = store.finished()
    runs = []
    problems = []
    for run_id, e in sorted(finished.items()):
        sub = frame[frame["run"] == run_id]
        first = sub.iloc[0] if len(sub) else None
        runs.append({
            "run": run_id, "target": e.get("target", targets[0]),
            "variant": e["variant"], "capture": e["capture"],
            "n_records": e["n_records"], "problems": e["problems"],
            "revision": first["revision"] if first is not None else "–",
            "compiler": first["compiler"] if first is not None else "–",
            "opt": first["opt"] if first is not None else "–",
        })
        problems += [{"run": run_id, "where": where(run_id, None, e.get("faults", [])), **p}
                     for p in e["problems"]]
    # Failed attempts (campaign/attempts.py): their faults, and what the sim
    # injected when it did; their records never count.
    for e in events:
        if e["event"] == "run-failed":
            label = where(e["run"], e["attempt"], e["faults"])
            problems += [{"run": e["run"], "attempt": e["attempt"], "where": label, **p}
                         for p in e["problems"]]
    # each run's failed attempts before its counted one, each in line order
    # (a problem of the whole run, line 0, last)
    problems.sort(key=lambda p: (p["run"], p.get("attempt") or float("inf"),
                                 p["line"] or float("inf")))
    missing = lost_runs(events, finished)
    problems += [{"run": m["run"], "where": m["run"], "line": 0, "kind": "board-lost",
                  "detail": f"board {m['board']} ({m['port']}) lost: {m['reason']}; "
                            f"not run: {', '.join(m['not_run'])}"} for m in missing]
    ctx = {
        "name": start["name"], "targets": targets, "order": start["order"],
        "rounds": start["rounds"], "rounds_vary": len(set(start_rounds(start).values())) > 1,
        "stat": start["stat"], "batches": start["batches"],
        "variants": start["variants"], "recovery": bool(recovering(variants, mode)),
        "peers": mode == "peers", "threshold": threshold,
        "runs": runs, "problems": problems, "plan_targets": start_targets(start),
        "skipped": skipped, "left_out": left_out,
        "boards": board_rows(events, session, finished), "missing": missing,
        "finished": len(finished), "planned": start["planned"],
        "prefixes": libraries(events),
        "sections": sections(events, frame, comparisons, start, variants, targets,
                             with_charts),
    }
    return ctx, comparisons, frame


def lost_runs(events: list[dict[str, Any]], finished: dict[str, Any]
              ) -> list[dict[str, Any]]:
    """The boards lost mid-campaign (fleet.py) whose runs are still not
    done: the run where each was lost, why, and the runs it left."""
    out = []
    for e in events:
        if e["event"] != "board-lost":
            continue
        left = [r for r in e.get("not_run", []) if r not in finished]
        if left:
            out.append({"board": e["board"], "port": e.get("port", "?"), "run": e["run"],
                        "reason": e.get("reason", "?"), "not_run": left})
    return out


def board_rows(events: list[dict[str, Any]], session: dict[str, Any] | None,
               finished: dict[str, Any]) -> list[dict[str, Any]]:
    """On several boards, one row each: its port (and place) in the last
    session, the MACs its runs saw, its finished runs."""
    if not session or not session.get("board_ports"):
        return []
    rows = []
    for number, b in enumerate(session["board_ports"], 1):
        label = f"b{number}"
        done = [e for e in finished.values() if e.get("board") == label]
        rows.append({"board": label, "port": b["port"], "place": b.get("place") or "–",
                     "macs": sorted({str(e["mac"]) for e in done if e.get("mac")}) or ["–"],
                     "finished": len(done)})
    return rows


def where(run: str, attempt: int | None, faults: list[str]) -> str:
    """A problem's run as the report names it: "03-A2 (attempt 1, not
    counted; sim injected reset)"."""
    said = ([f"attempt {attempt}, not counted"] if attempt else []) + (
        [f"sim injected {'+'.join(faults)}"] if faults else [])
    return f"{run} ({'; '.join(said)})" if said else run


def sections(events: list[dict[str, Any]], frame: pd.DataFrame,
             comparisons: list[Comparison], start: dict[str, Any],
             variants: dict[str, str], targets: list[str],
             with_charts: bool = True) -> list[dict[str, Any]]:
    """One report section per target: figures of different targets (ns and
    instruction counts) never share a table."""
    batch_ms = start_batch_ms(start)
    rounds = start_rounds(start)
    fits = per_limb_fit(frame, start["stat"], variants, targets)
    prefixes = libraries(events)
    totals = code_size_totals(events, prefixes)
    sizes = code_sizes(events, changed_only=True)
    threshold = float(start.get("threshold", DEFAULT_THRESHOLD))
    out = []
    for comparison, (target, sub) in zip(comparisons, by_target(frame, targets), strict=True):
        target_totals = [t for t in totals if t["target"] == target]
        out.append({
            "target": target, "unit": comparison.unit or "–", "batch_ms": batch_ms[target],
            "rounds": rounds[target],
            "exact": comparison.unit in EXACT_UNITS,
            "columns": comparison.columns, "rows": comparison.rows,
            "calibration": calibration(sub),
            # what the figures were read from (the header's counter)
            "counter": _first(sub, "counter"),
            # how the builds were made, when a target says (build events)
            "notes": list(dict.fromkeys(n for e in events if e["event"] == "build"
                                        and e.get("target") == target
                                        for n in e.get("notes", []))),
            "fits": [f for f in fits if f["target"] == target],
            "totals": target_totals,
            "sizes": [s for s in sizes if s["target"] == target],
            # every variant of a target builds the same objects
            "objects": max((t["objects"] for t in totals if t["target"] == target),
                           default=0),
            "charts": (charts(comparison, sub, start["stat"], variants, threshold,
                              target_totals, prefixes) if with_charts else NO_CHARTS),
        })
    return out


def _first(sub: pd.DataFrame, column: str) -> str | None:
    if column not in sub or not len(sub):
        return None
    values = sub[column].dropna()
    return str(values.iloc[0]) if len(values) else None


# a section's charts where none are drawn
NO_CHARTS: dict[str, Any] = {"ratio": None, "limbs": [], "sizes": None}


def charts(comparison: Comparison, records: pd.DataFrame, stat: str,
           variants: dict[str, str], threshold: float,
           totals: list[dict[str, Any]], prefixes: list[str]) -> dict[str, Any]:
    """A section's charts as SVG text for the HTML report (campaign/charts.py):
    "ratio" and "sizes" (None when there is nothing to draw) and "limbs",
    one per benchmark measured at several limb counts."""
    unit = comparison.unit
    target = comparison.target
    limbs = [(bench, limb_chart(records, stat, variants, unit, target, bench))
             for bench in limb_benches(records)]
    return {
        "ratio": ratio_chart(comparison.rows, variants, unit, target, threshold),
        "limbs": [{"bench": b, "svg": svg} for b, svg in limbs if svg is not None],
        "sizes": size_chart(totals, prefixes, variants, target),
    }


def write_reports(store: Store) -> tuple[list[Comparison], list[dict[str, Any]]]:
    ctx, comparisons, frame = context(store)
    env = _env()
    (store.root / "report.md").write_text(env.get_template("report.md.j2").render(ctx))
    (store.root / "report.html").write_text(env.get_template("report.html.j2").render(ctx))
    frame.to_csv(store.root / "records.csv", index=False)
    return comparisons, ctx["problems"]


def render(store: Store, fmt: str) -> str:
    ctx, _, _ = context(store, with_charts=fmt == "html")
    return _env().get_template(f"report.{fmt}.j2").render(ctx)


def print_table(comparison: Comparison, title: str) -> None:
    """A rich table on a terminal; plain aligned text when piped."""
    console = Console(file=sys.stdout, no_color=not sys.stdout.isatty(),
                      width=None if sys.stdout.isatty() else 200)
    table = Table(title=f"{title} — per-op {comparison.stat}, {comparison.unit}")
    for c in comparison.columns:
        table.add_column(c.title, justify="left" if c.kind == "text" else "right")
    for row in comparison.rows:
        table.add_row(*(format_cell(row.get(c.key), c.kind, comparison.unit)
                         for c in comparison.columns))
    console.print(table)
