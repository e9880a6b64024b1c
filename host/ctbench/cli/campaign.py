"""The commands of the campaign engine: run, campaign, report, compare,
calibrate and parse."""

from __future__ import annotations

import argparse
import contextlib
import dataclasses
import json
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ctbench import protocol
from ctbench.cli.output import (
    emit_json,
    json_records,
    plain,
    print_problems,
    records_table,
    verdict,
)
from ctbench.errors import CtbError
from ctbench.paths import project_root

if TYPE_CHECKING:  # the commands import their modules lazily, to start fast
    from ctbench.campaign.analysis import Comparison
    from ctbench.campaign.fleet import Board
    from ctbench.campaign.plan import Plan


def cmd_parse(args: argparse.Namespace) -> int:
    path = Path(args.capture)
    try:
        capture = protocol.parse_file(path)
    except OSError as e:
        raise CtbError(f"{path}: cannot read capture ({e.strerror})") from None
    problems = [p.as_dict() for p in capture.problems]
    if args.json:
        emit_json({"records": json_records(capture.records), "problems": problems})
    else:
        records_table(capture.records, f"{path}: {len(capture.records)} records")
        print_problems(problems)
    return verdict(problems, str(path), "in the capture")


def cmd_build(args: argparse.Namespace) -> int:
    from ctbench.targets.base import RunOptions
    from ctbench.targets.registry import get_target
    from ctbench.targets.variants import resolve_variant

    target = get_target(args.target)
    variant = resolve_variant(args.variant, "--variant")
    target.require()
    options = RunOptions(batch_ms=args.batch_ms or target.default_batch_ms,
                         batches=args.batches, bench=args.bench)
    build = target.build(variant, options)
    if args.json:
        emit_json({"target": build.target, "variant": build.variant,
                    "directory": str(build.directory), "app": str(build.app),
                    "notes": list(build.notes)})
    else:
        print(f"{build.target} / {build.variant}: {build.app}")
    return 0


def cmd_run(args: argparse.Namespace) -> int:
    from ctbench.boards.faults import parse
    from ctbench.campaign.attempts import execute, run_problems
    from ctbench.targets.base import RunOptions
    from ctbench.targets.registry import get_target
    from ctbench.targets.symbols import symbols
    from ctbench.targets.variants import resolve_variant

    target = get_target(args.target)
    variant = resolve_variant(args.variant, "--variant")
    faults = parse(args.fault, "--fault") if args.fault else ()
    if faults and target.name != "sim":
        raise CtbError(f"--fault: faults are injected by the sim target only, not {target.name}")
    target.require()
    if args.port:   # a missing device or an unreachable server, before any build
        from ctbench.boards.ports import check_port

        check_port(args.port)
    options = RunOptions.bounded(args.timeout, batch_ms=args.batch_ms or target.default_batch_ms,
                                 batches=args.batches, bench=args.bench, port=args.port,
                                 flash_with=args.flash_with)
    options.faults = faults
    build = target.build(variant, options)
    out = Path(args.out) if args.out else project_root() / "results" / "runs"
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CtbError(f"cannot write results directory {out} ({e.strerror})") from None
    stamp = time.strftime("%Y%m%d-%H%M%S")
    capture_path = out / f"{stamp}-{target.name}-{variant.name}.log"
    capture, outcome = execute(target, build, capture_path, options, None)
    records = [{**r, "run": capture_path.name} for r in capture.records]
    problems = run_problems(capture_path.read_bytes(), capture, outcome, options,
                            symbols(target.name, build))
    if args.json:
        emit_json({"records": json_records(records), "problems": problems,
                    "capture": str(capture_path)})
    else:
        records_table(records, f"{target.name} / {variant.name} — capture {capture_path}")
        print_problems(problems)
    return verdict(problems, f"run of {variant.name} on {target.name}",
                    f"capture in {capture_path}")


def _campaign_doc(store: Any, comparisons: list[Comparison],
                  problems: list[dict[str, Any]]) -> dict[str, Any]:
    """"comparison" is every target's rows, each naming its target (one
    target: the rows of its table); "comparisons" is one table per target."""
    from ctbench.campaign.store import session_left_out, session_skipped

    frame = store.load_records()
    session = store.last_session()
    records = [{k: plain(v) for k, v in row.items()} for row in frame.to_dict("records")]

    def rows(c: Comparison) -> list[dict[str, Any]]:
        return [{"target": c.target, **{k: plain(v) for k, v in row.items()}}
                for row in c.rows]

    return {"records": json_records(records), "problems": problems,
            "comparison": [row for c in comparisons for row in rows(c)],
            "comparisons": [{"target": c.target, "stat": c.stat, "unit": c.unit,
                             "columns": [{"key": col.key, "title": col.title, "kind": col.kind}
                                         for col in c.columns],
                             "rows": rows(c)} for c in comparisons],
            "results": str(store.root),
            # what the last session did not run, and why (fields added)
            "skipped": session_skipped(session), "left_out": session_left_out(session)}


def _not_run(store: Any) -> list[str]:
    """What the campaign's last session did not run, a line each (the
    report's list)."""
    from ctbench.campaign.store import session_left_out, session_skipped

    session = store.last_session()
    left = session_left_out(session)
    start = store.start_event() or {}
    names = {x: v["name"] for x, v in start.get("variants", {}).items()}
    lines = [f"not run here: {s['target']} — {s['reason']}" for s in session_skipped(session)]
    if left["targets"]:
        lines.append(f"left out by --target: {', '.join(left['targets'])}")
    if left["variants"]:
        lines.append("left out by --variant: " + ", ".join(
            f"{x} ({names.get(x, '?')})" for x in left["variants"]))
    return lines


@contextlib.contextmanager
def boards(args: argparse.Namespace, plan: Plan
           ) -> Iterator[tuple[str | None, list[Board]]]:
    """The campaign's one port, or its boards: --place (else the plan's
    places) acquired through labgrid for as long as it runs, or --port
    given several times (else the plan's ports)."""
    from ctbench.campaign.fleet import Board

    ports = args.port or []
    places = args.place or ([] if ports else list(plan.places))
    if ports and places:
        raise CtbError("--port and --place exclude each other: boards come from one or "
                       "the other")
    if len(ports) == 1:
        yield ports[0], []
        return
    if not places:
        yield None, [Board(p) for p in ports]
        return
    from ctbench.boards import farm, labgrid

    def say(text: str) -> None:
        if not args.json:
            print(text, file=sys.stderr, flush=True)

    labgrid.setup(say)
    with farm.acquired(places, labgrid.Client(args.coordinator), say) as held:
        yield None, [Board(p.url, p.name) for p in held]


def cmd_campaign(args: argparse.Namespace) -> int:
    from ctbench.campaign.engine import run_campaign
    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.report import print_table, write_reports

    plan = load_plan(Path(args.plan))
    if args.fault:
        plan = plan.with_faults(args.fault, "--fault")
    if args.retries is not None:
        plan = dataclasses.replace(plan, retries=args.retries)
    out = Path(args.out) if args.out else project_root() / "results" / plan.name
    with boards(args, plan) as (port, given):
        store = run_campaign(plan, out, resume=args.resume, fresh=args.fresh, quiet=args.json,
                             port=port, flash_with=args.flash_with,
                             only_targets=args.target or (),
                             only_variants=args.variant or (), boards=given)
    comparisons, problems = write_reports(store)
    if args.json:
        emit_json(_campaign_doc(store, comparisons, problems))
    else:
        for comparison in comparisons:
            print_table(comparison, f"campaign {plan.name} on {comparison.target} ({plan.order})")
        print(f"results: {store.root} (report.md, report.html, records.csv, runs/)")
        for line in _not_run(store):
            print(line)
        print_problems(problems)
    return verdict(problems, f"campaign {plan.name}", f"see {store.root / 'report.md'}")


def cmd_report(args: argparse.Namespace) -> int:
    from ctbench.campaign.report import render, write_reports
    from ctbench.campaign.store import Store

    root = Path(args.results)
    if not (root / "journal.jsonl").is_file():
        raise CtbError(f"{root}: not a campaign results directory (no journal.jsonl)")
    store = Store(root)
    comparisons, problems = write_reports(store)
    if args.json:
        emit_json(_campaign_doc(store, comparisons, problems))
    else:
        sys.stdout.write(render(store, args.format))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from ctbench.campaign.compare import compare_dirs
    from ctbench.campaign.report import print_table

    comparisons = compare_dirs(Path(args.dir_a), Path(args.dir_b), args.bench)
    if args.json:
        rows = [{"target": c.target, **{k: plain(v) for k, v in row.items()}}
                for c in comparisons for row in c.rows]
        emit_json({"comparison": rows,
                    "comparisons": [{"target": c.target, "stat": c.stat, "unit": c.unit,
                                     "columns": [{"key": col.key, "title": col.title,
                                                  "kind": col.kind} for col in c.columns],
                                     "rows": [r for r in rows if r["target"] == c.target]}
                                    for c in comparisons]})
    else:
        for c in comparisons:
            print_table(c, f"{args.dir_a} against {args.dir_b} on {c.target}")
    return 0


def cmd_calibrate(args: argparse.Namespace) -> int:
    from rich.console import Console
    from rich.table import Table

    from ctbench.campaign.calibrate import Settings, rows, summary, write_plan
    from ctbench.campaign.engine import run_campaign
    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.report import write_reports

    settings = Settings(target=args.target, variant=args.variant, bench=args.bench,
                        order=args.order, rounds=args.rounds, batch_ms=args.batch_ms,
                        batches=args.batches, threshold=args.threshold, seed=args.seed)
    plan = load_plan(write_plan(settings))
    out = Path(args.out) if args.out else project_root() / "results" / plan.name
    store = run_campaign(plan, out, resume=args.resume, fresh=args.fresh, quiet=args.json)
    comparisons, problems = write_reports(store)
    found = rows(comparisons[0], plan.threshold)
    doc = {"settings": settings.__dict__, "results": str(store.root),
           **summary(found),
           "per_row": [{"bench": r.bench, "verdict": r.verdict, "detectable": r.detectable}
                       for r in found]}
    (store.root / "calibration.json").write_text(json.dumps(doc, indent=1) + "\n")
    if args.json:
        emit_json(doc)
    else:
        console = Console(no_color=not sys.stdout.isatty(),
                          width=None if sys.stdout.isatty() else 160)
        table = Table(title=f"A-A' calibration of {settings.variant} on {settings.target} "
                            f"({plan.order} x {plan.rounds}, threshold {plan.threshold:g} %)")
        for title in ("bench", "verdict B (= A)", "detectable change %"):
            table.add_column(title, justify="right" if title.startswith("det") else "left")
        for r in found:
            table.add_row(r.bench, r.verdict,
                          "exact" if r.detectable is None else f"{r.detectable:.1f}")
        console.print(table)
        print(f"false alarms: {doc['false_alarms']} of {doc['rows']} rows = "
              f"{doc['false_alarm_rate']:.1f} % (95 % CI {doc['rate_low']:.1f}-"
              f"{doc['rate_high']:.1f})"
              + (f"; detectable change: median {doc['detectable_median']:.1f} %, "
                 f"worst {doc['detectable_max']:.1f} %"
                 if doc["detectable_median"] is not None else ""))
        print(f"results: {store.root} (calibration.json, report.md, report.html)")
        print_problems(problems)
    return verdict(problems, f"calibration on {settings.target}",
                    f"see {store.root / 'report.md'}")
