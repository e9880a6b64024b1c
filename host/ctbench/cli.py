"""The ctbench command line: a thin layer over the modules that do the work.

Every command prints a table for people or, with --json, one JSON document
for machines; every failure is one line on stderr and a non-zero exit.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
import time
from collections.abc import Sequence
from pathlib import Path
from typing import TYPE_CHECKING, Any

from ctbench import __version__, protocol
from ctbench.errors import CtbError
from ctbench.paths import project_root

if TYPE_CHECKING:  # the commands import their modules lazily, to start fast
    from ctbench.campaign.analysis import Comparison

JSON_RECORD_KEYS = ("bench", "param", "variant", "target", "run", "unit",
                    "iterations", "batches", "min", "mean", "max")


def _json_records(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The documented shape first; the rest of each record after it."""
    out = []
    for r in records:
        head = {k: _plain(r.get(k)) for k in JSON_RECORD_KEYS}
        out.append({**head, **{k: _plain(v) for k, v in r.items() if k not in head}})
    return out


def _plain(v: Any) -> Any:
    """numpy scalars and NaN from pandas, as JSON-friendly values."""
    if hasattr(v, "item"):
        v = v.item()
    if isinstance(v, float) and v != v:
        return None
    return v


def _emit_json(doc: dict[str, Any]) -> None:
    json.dump(doc, sys.stdout, indent=2)
    sys.stdout.write("\n")


def _print_table(title: str, columns: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
    """A table for people: colour and the terminal's width on a terminal,
    plain text 160 columns wide in a pipe."""
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    for col in columns:
        table.add_column(col)
    for r in rows:
        table.add_row(*r)
    Console(no_color=not sys.stdout.isatty(),
            width=None if sys.stdout.isatty() else 160).print(table)


def _records_table(records: list[dict[str, Any]], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    stack = any("stack" in r for r in records)
    for col in ("bench", "unit", "iterations", "min", "mean", "max", *(["stack B"] * stack)):
        table.add_column(col, justify="left" if col in ("bench", "unit") else "right")
    for r in records:
        table.add_row(protocol.bench_id(r["bench"], r.get("param")), str(r["unit"]),
                      str(r["iterations"]), f"{r['min']:.3f}", f"{r['mean']:.3f}",
                      f"{r['max']:.3f}", *([_stack_text(r)] * stack))
    Console(no_color=not sys.stdout.isatty()).print(table)


def _stack_text(r: dict[str, Any]) -> str:
    """Bytes of stack one operation used; ">= N" when it filled the span."""
    if "stack" not in r:
        return ""
    return f">= {r['stack_room']}" if r["stack"] >= r["stack_room"] else str(r["stack"])


def _print_problems(problems: list[dict[str, Any]]) -> None:
    for p in problems:
        where = f"{p['run']}: " if "run" in p else ""
        print(f"problem: {where}line {p['line']}: {p['kind']}: {p['detail']}", file=sys.stderr)


def _verdict(problems: list[dict[str, Any]], what: str, where: str) -> int:
    """Exit 1 with one line on stderr when anything went wrong."""
    if not problems:
        return 0
    print(f"ctbench: {what}: {len(problems)} problem(s) {where}", file=sys.stderr)
    return 1


# -- commands ---------------------------------------------------------------

def cmd_targets(args: argparse.Namespace) -> int:
    from ctbench.targets.registry import all_targets

    rows: list[dict[str, Any]] = []
    for t in all_targets():
        needs = t.needs()
        rows.append({"target": t.name, "available": all(n.found for n in needs),
                     "description": t.description,
                     "needs": [{"tool": n.tool, "package": n.package, "found": n.found}
                               for n in needs]})
    if args.json:
        _emit_json({"targets": rows})
        return 0
    _print_table("ctbench targets", ("target", "available", "needs (Debian package)", "what"),
                 [(r["target"], "yes" if r["available"] else "no",
                   ", ".join(f"{n['tool']} ({n['package']}){'' if n['found'] else ' MISSING'}"
                             for n in r["needs"]), r["description"]) for r in rows])
    return 0


def cmd_parse(args: argparse.Namespace) -> int:
    path = Path(args.capture)
    try:
        capture = protocol.parse_file(path)
    except OSError as e:
        raise CtbError(f"{path}: cannot read capture ({e.strerror})") from None
    problems = [p.as_dict() for p in capture.problems]
    if args.json:
        _emit_json({"records": _json_records(capture.records), "problems": problems})
    else:
        _records_table(capture.records, f"{path}: {len(capture.records)} records")
        _print_problems(problems)
    return _verdict(problems, str(path), "in the capture")


def cmd_run(args: argparse.Namespace) -> int:
    from ctbench.campaign.engine import execute, outcome_problems
    from ctbench.targets.base import RunOptions
    from ctbench.targets.registry import get_target
    from ctbench.targets.variants import resolve_variant

    target = get_target(args.target)
    variant = resolve_variant(args.variant, "--variant")
    target.require()
    options = RunOptions.bounded(args.timeout, batch_ms=args.batch_ms or target.default_batch_ms,
                                 batches=args.batches, bench=args.bench, port=args.port)
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
    problems = [p.as_dict() for p in capture.problems] + outcome_problems(outcome)
    if args.json:
        _emit_json({"records": _json_records(records), "problems": problems,
                    "capture": str(capture_path)})
    else:
        _records_table(records, f"{target.name} / {variant.name} — capture {capture_path}")
        _print_problems(problems)
    return _verdict(problems, f"run of {variant.name} on {target.name}",
                    f"capture in {capture_path}")


def _campaign_doc(store: Any, comparisons: list[Comparison],
                  problems: list[dict[str, Any]]) -> dict[str, Any]:
    """"comparison" is every target's rows, each naming its target (one
    target: the rows of its table); "comparisons" is one table per target."""
    from ctbench.campaign.store import session_left_out, session_skipped

    frame = store.load_records()
    session = store.last_session()
    records = [{k: _plain(v) for k, v in row.items()} for row in frame.to_dict("records")]

    def rows(c: Comparison) -> list[dict[str, Any]]:
        return [{"target": c.target, **{k: _plain(v) for k, v in row.items()}}
                for row in c.rows]

    return {"records": _json_records(records), "problems": problems,
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


def cmd_campaign(args: argparse.Namespace) -> int:
    from ctbench.campaign.engine import run_campaign
    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.report import print_table, write_reports

    plan = load_plan(Path(args.plan))
    out = Path(args.out) if args.out else project_root() / "results" / plan.name
    store = run_campaign(plan, out, resume=args.resume, fresh=args.fresh, quiet=args.json,
                         port=args.port, only_targets=args.target or (),
                         only_variants=args.variant or ())
    comparisons, problems = write_reports(store)
    if args.json:
        _emit_json(_campaign_doc(store, comparisons, problems))
    else:
        for comparison in comparisons:
            print_table(comparison, f"campaign {plan.name} on {comparison.target} ({plan.order})")
        print(f"results: {store.root} (report.md, report.html, records.csv, runs/)")
        for line in _not_run(store):
            print(line)
        _print_problems(problems)
    return _verdict(problems, f"campaign {plan.name}", f"see {store.root / 'report.md'}")


def cmd_report(args: argparse.Namespace) -> int:
    from ctbench.campaign.report import render, write_reports
    from ctbench.campaign.store import Store

    root = Path(args.results)
    if not (root / "journal.jsonl").is_file():
        raise CtbError(f"{root}: not a campaign results directory (no journal.jsonl)")
    store = Store(root)
    comparisons, problems = write_reports(store)
    if args.json:
        _emit_json(_campaign_doc(store, comparisons, problems))
    else:
        sys.stdout.write(render(store, args.format))
    return 0


def cmd_compare(args: argparse.Namespace) -> int:
    from ctbench.campaign.compare import compare_dirs
    from ctbench.campaign.report import print_table

    comparisons = compare_dirs(Path(args.dir_a), Path(args.dir_b), args.bench)
    if args.json:
        rows = [{"target": c.target, **{k: _plain(v) for k, v in row.items()}}
                for c in comparisons for row in c.rows]
        _emit_json({"comparison": rows,
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
        _emit_json(doc)
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
        _print_problems(problems)
    return _verdict(problems, f"calibration on {settings.target}",
                    f"see {store.root / 'report.md'}")


def cmd_ct_check(args: argparse.Namespace) -> int:
    from ctbench.ctlab import checks
    from ctbench.paths import build_root

    if args.mutants:
        return cmd_ct_mutants(args)
    if args.ec_mutants:
        return cmd_ec_mutants(args)
    variants = [args.variant] if args.variant else list(checks.VARIANTS)
    checkers = [args.checker] if args.checker else list(checks.CHECKERS)
    rows, notes = checks.run_checks(variants, checkers, build_root() / "ct-check",
                                     samples=args.samples, functions=args.function)
    if args.json:
        _emit_json({"verdicts": rows, "notes": notes})
    else:
        from rich.console import Console
        from rich.table import Table

        table = Table(title="constant-time verdicts (FAIL, ERROR: number of function rows)")
        table.add_column("variant")
        ran = [c for c in checkers if any(r["checker"] == c for r in rows)]
        for c in ran:
            table.add_column(c)
        # The table variants (shoup*, base64 table) are never claimed: their
        # row says how they fared, beside the variants' own verdicts.
        leaky = checks.leaky_functions()
        verdicts = checks.summary([r for r in rows if r["function"] not in leaky])
        for v in variants:
            table.add_row(v, *(verdicts.get((v, c), "–") for c in ran))
        shown = checks.summary([{**r, "variant": "*"} for r in rows
                                 if r["function"] in leaky])
        if shown:
            table.add_row("table variants (leaky by design)",
                          *(shown.get(("*", c), "–") for c in ran))
        Console(no_color=not sys.stdout.isatty()).print(table)
        for r in rows:
            if r["verdict"] != "PASS":
                why = " (table variant: expected)" if r["function"] in leaky else ""
                print(f"{r['verdict']} {r['variant']} {r['checker']} [{r['target']}] "
                      f"{r['function']}{why}: {r['detail']}")
        for n in notes:
            print(f"note: {n}")
    broken = checks.broken_claims(rows) + checks.errors(rows)
    if broken:
        print(f"ctbench: constant-time claims do not hold or were not checked: "
              f"{'; '.join(broken)}", file=sys.stderr)
        return 1
    if not rows:
        print("ctbench: no checker could run here: " + "; ".join(notes), file=sys.stderr)
        return 1
    return 0


def cmd_ct_mutants(args: argparse.Namespace) -> int:
    from ctbench.ctlab import mutants
    from ctbench.paths import build_root

    checkers = [args.checker] if args.checker else None
    doc = mutants.run_mutants(checkers, build_root() / "ct-mutants", args.samples,
                              names=args.mutant or None)
    if args.json:
        _emit_json(doc)
    else:
        sys.stdout.write(mutants.render_markdown(doc))
    missed = [m["name"] for m in doc["mutants"] if m["missed_on"]]
    if missed or doc["errors"]:
        why = (f"missed: {', '.join(missed)}" if missed else "") + (
            f"{'; ' if missed else ''}{len(doc['errors'])} ERROR rows" if doc["errors"] else "")
        print(f"ctbench: the mutant suite is not fully caught: {why}", file=sys.stderr)
        return 1
    return 0


def cmd_ec_mutants(args: argparse.Namespace) -> int:
    from ctbench.ctlab import ec_mutants
    from ctbench.paths import build_root

    doc = ec_mutants.run_ec_mutants(build_root() / "ct-check", names=args.mutant or None)
    if args.json:
        _emit_json(doc)
    else:
        sys.stdout.write(ec_mutants.render_markdown(doc))
    survived = [m["name"] for m in doc["mutants"] if m["verdict"] == "SURVIVED"]
    if survived or doc["errors"]:
        print(f"ctbench: ctb_ec mutants not all killed: "
              f"{', '.join(survived + [e.split(':')[0] for e in doc['errors']])}",
              file=sys.stderr)
        return 1
    return 0


def cmd_baseline(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from ctbench.targets.source_cache import fetch

    baseline, hit = fetch(args.spec, args.source)
    doc = {**{k: str(v) for k, v in asdict(baseline).items()}, "cache_hit": hit}
    if args.json:
        _emit_json(doc)
    else:
        print(f"{baseline.name} {baseline.version}: {baseline.tree}")
        print(f"  from {baseline.origin}{' (cached)' if hit else ''}")
        print(f"  archive sha256 {baseline.archive_sha256}, tree sha256 {baseline.tree_sha256}")
    return 0


def cmd_mbedtls_alt(args: argparse.Namespace) -> int:
    from ctbench.targets.source_cache import fetch
    from ctbench.vectors import mbedtls_suites

    tree = Path(args.tree) if args.tree else fetch("mbedtls==3.6.6")[0].tree
    runs = [mbedtls_suites.run(tree, which) if suite == "ecdh"
            else mbedtls_suites.run_suite(tree, which, suite)
            for suite in args.suite or ["ecdh"] for which in args.build or mbedtls_suites.BUILDS]
    problems = mbedtls_suites.problems(runs)
    flow: dict[str, list[list[str]]] | None = None
    alt = [r for r in runs if r.build == "alt"]
    if alt and not args.no_flow:
        flow = mbedtls_suites.flow(alt[0].directory)
        problems += mbedtls_suites.flow_problems(flow)
    if args.json:
        _emit_json({"tree": str(tree), "runs": [r.as_dict() for r in runs],
                    "flow": flow, "problems": problems})
    else:
        print(f"mbedTLS's own test suites, native, from {tree}")
        print(f"{'suite':10} {'build':6} {'verdict':7} {'passed':>6} {'skipped':>7} "
              f"{'total':>5}  P-256/P-384 on ctb_ec  adapter checks failed")
        for r in runs:
            ecdh = r.suite == "ecdh"
            print(f"{r.suite:10} {r.build:6} {r.verdict:7} {r.ok - r.skipped:6} {r.skipped:7} "
                  f"{r.total:5}  {('yes' if r.on_ctb_ec() else 'no') if ecdh else '-':21}  "
                  f"{r.checks_failed if ecdh else '-'}")
        if flow is not None:
            print(f"secret flow (valgrind memcheck): {sum(map(len, flow.values()))} reports, "
                  f"all ctb_ec verdicts, mbedTLS's draw of d or the control"
                  if not mbedtls_suites.flow_problems(flow) else "secret flow: see problems")
    for p in problems:
        print(f"ctbench: mbedtls-alt: {p}", file=sys.stderr)
    return 1 if problems else 0


def cmd_variants(args: argparse.Namespace) -> int:
    from ctbench.targets.variants import fragments

    rows: list[dict[str, Any]] = [{"variant": f.name,
             "applies": _applies(f.boards_only, f.needs),
             "composes": f"after {' or '.join(f.after)}" if f.after else "alone or with any",
             "what": f.description, "settings": [f"{k}={v}" for _, k, v in f.settings()]}
            for f in fragments()]
    if args.json:
        _emit_json({"variants": rows})
        return 0
    _print_table("ctbench variants (firmware/variants/*.sdkconfig; compose with '+')",
                 ("variant", "applies to", "composes", "what it changes"),
                 [(r["variant"], r["applies"], r["composes"],
                   f"{r['what']}\n[dim]{' '.join(r['settings'])}[/dim]") for r in rows])
    return 0


def _applies(boards_only: bool, needs: tuple[str, ...]) -> str:
    if needs:
        return f"ESP-IDF chips with {', '.join(needs)}"
    return "ESP-IDF chips" if boards_only else "every target"


def cmd_idf_check(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from ctbench.targets.esp_idf import find_idf
    from ctbench.targets.idf_check import CHIPS, configurations, run_matrix

    idf = find_idf()
    chips = args.chip or list(CHIPS)
    names = args.variant or configurations()
    if not args.json:
        kind = "compile-check environment (configure + objects, no link)" \
            if idf.compile_only else "full build"
        print(f"ESP-IDF {idf.version} at {idf.path}, mbedTLS {idf.mbedtls_version}: {kind}; "
              f"{len(chips)} chip(s) x {len(names)} configuration(s)", flush=True)

    def show(r: Any) -> None:
        if args.json:
            return
        size = sum(r.sizes.values())
        print(f"{r.status:7} {r.chip:8} {r.variant:42} {r.objects:3} obj "
              f"{r.errors} err {r.warnings} warn {len(r.unknown)} unknown "
              f"{len(r.unreached)} unreached {size:7} B {r.seconds:5.1f} s", flush=True)
        for problem in r.problems[:6]:
            print(f"        {problem}", flush=True)

    results = run_matrix(idf, chips, names, show)
    failed = [r for r in results if r.status == "FAIL"]
    out = Path(args.out) if args.out else project_root() / "build" / "idf-check.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    doc = {"esp_idf": idf.version, "idf_path": str(idf.path), "mbedtls": idf.mbedtls_version,
           "compile_only": idf.compile_only, "results": [asdict(r) for r in results]}
    out.write_text(json.dumps(doc, indent=1) + "\n")
    if args.json:
        _emit_json(doc)
    else:
        refused = sum(r.status == "REFUSED" for r in results)
        print(f"{len(results) - len(failed) - refused} passed, {refused} refused as Kconfig "
              f"confirms, {len(failed)} failed; details in {out}")
    return 1 if failed else 0


def cmd_toolchain(args: argparse.Namespace) -> int:
    import tempfile

    from ctbench.targets.qemu_cores import build_qemu_cores, missing_build_tools, verify_core
    from ctbench.targets.xtensa_gcc import build, tool

    # Both halves' prerequisites first: a missing package costs nothing.
    gone = missing_build_tools()
    if gone:
        raise CtbError(f"toolchain build: missing {', '.join(gone)} (make deps-lab)")
    where, hit, seconds = build(args.core, args.jobs, args.keep)
    manifest = json.loads((where / "manifest.json").read_text())
    start = time.monotonic()
    qemu = build_qemu_cores(None if args.json else print, args.jobs)
    qemu_seconds = time.monotonic() - start
    gcc = tool(args.core, "gcc")
    assert gcc is not None
    with tempfile.TemporaryDirectory() as work:
        verified = verify_core(args.core, gcc, qemu, Path(work))
    if args.json:
        _emit_json({"core": args.core, "dir": str(where), "cache_hit": hit,
                    "seconds": round(seconds, 3), "manifest": manifest, "qemu": str(qemu),
                    "qemu_seconds": round(qemu_seconds, 3), "verify": verified.strip()})
        return 0
    if hit:
        print(f"{args.core}: cache hit: {where} ({seconds:.2f} s)")
    else:
        print(f"{args.core}: built in {seconds:.0f} s: {where}")
        print(f"  use {where}/bin/xtensa-{args.core}-elf-gcc [--specs=picolibc.specs]")
    print(f"  qemu-system-xtensa -M sim -cpu {args.core}: {qemu} ({qemu_seconds:.1f} s)")
    print(f"  runs on it: {verified.strip()}")
    return 0


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ctbench", description=__doc__.splitlines()[0])
    p.add_argument("--version", action="version", version=f"ctbench {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        c = sub.add_parser(name, help=help)
        c.add_argument("--json", action="store_true", help="one JSON document on stdout")
        return c

    command("targets", "what can run here, and what each target needs").set_defaults(fn=cmd_targets)

    c = command("run", "build a variant, run it once, save and print the records")
    c.add_argument("--target", required=True)
    c.add_argument("--variant", required=True)
    c.add_argument("--bench", default="*", help="glob over bench names (default: all)")
    c.add_argument("--batch-ms", type=int,
                   help="batch target (default: 200 natively and on boards, 2 on emulators)")
    c.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    c.add_argument("--out", help="directory for the capture (default results/runs)")
    c.add_argument("--port", help="serial port, for board targets")
    c.add_argument("--timeout", type=float, default=3600.0,
                   help="stop the run after this many seconds, or after min(this, 120) "
                        "seconds without output (default 3600)")
    c.set_defaults(fn=cmd_run)

    c = command("campaign", "run an A-B-A (or ABBA, ...) campaign from a plan")
    c.add_argument("plan")
    c.add_argument("--resume", action="store_true", help="continue an interrupted campaign")
    c.add_argument("--fresh", action="store_true",
                   help="start again; an existing results directory is renamed, not deleted")
    c.add_argument("--out", help="results directory (default results/<name>)")
    c.add_argument("--port", help="serial port of the board, for plans on ESP-IDF chips")
    c.add_argument("--target", action="append", metavar="NAME",
                   help="run on this target of the plan only (repeatable; default: every "
                        "target that can run here, the others are skipped and named)")
    c.add_argument("--variant", action="append", metavar="NAME",
                   help="run this variant only, by letter or name (repeatable); the "
                        "baseline A always runs too")
    c.set_defaults(fn=cmd_campaign)

    c = command("report", "rebuild the reports of a results directory and print one")
    c.add_argument("results")
    c.add_argument("--format", choices=("md", "html"), default="md")
    c.set_defaults(fn=cmd_report)

    c = command("compare", "two saved campaigns' baselines against each other (A = DIR_A's "
                "A runs, B = DIR_B's), with intervals")
    c.add_argument("dir_a", metavar="DIR_A")
    c.add_argument("dir_b", metavar="DIR_B")
    c.add_argument("--bench", default="*", help="glob over bench names and name/param")
    c.set_defaults(fn=cmd_compare)

    c = command("calibrate", "one build run under two names (A-A'): the verdicts' false-alarm "
                "rate and each row's smallest detectable change on a target")
    c.add_argument("--target", required=True)
    c.add_argument("--variant", default="O2", help="the build to run twice over (default O2)")
    c.add_argument("--bench", default="*", help="glob over bench names and name/param")
    c.add_argument("--order", default="random",
                   help="the plan order: random (default) or letters of A and B, e.g. AB, ABBA")
    c.add_argument("--rounds", type=int, default=5, help="rounds of the order (default 5)")
    c.add_argument("--batch-ms", type=int,
                   help="batch target (default: the target's own, 200 natively)")
    c.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    c.add_argument("--threshold", type=float, default=2.0,
                   help="in %%: the change a verdict calls (default 2)")
    c.add_argument("--seed", type=int, help="order = random: the permutations' seed")
    c.add_argument("--resume", action="store_true", help="continue an interrupted calibration")
    c.add_argument("--fresh", action="store_true",
                   help="start again; an existing results directory is renamed, not deleted")
    c.add_argument("--out", help="results directory (default results/calibrate-<settings>)")
    c.set_defaults(fn=cmd_calibrate)

    c = command("ct-check", "constant-time verdicts: variants x checkers")
    c.add_argument("--variant", help="ct_asm, ct_generic, ct_plain, ct_branchless, or an mbedTLS "
                   "reference variant (mbedtls-3.6.6, +ct, +series, +seed-series: audit only); "
                   "default: all")
    c.add_argument("--checker", help="valgrind, msan, dudect, audit, trace or insn-eq "
                   "(default: all)")
    c.add_argument("--function", action="append", metavar="PATTERN",
                   help="only the functions matching this shell pattern, e.g. 'ec_*' or "
                   "ec_shared_p256 (repeatable; default: all of ct_functions.h)")
    c.add_argument("--samples", type=int, default=1_000_000,
                   help="timing samples per function for dudect (default 10^6, the full run)")
    c.add_argument("--mutants", action="store_true",
                   help="run the leaky mutants of ctb_ct through the checkers instead: "
                   "each must be caught on every ISA where it leaks")
    c.add_argument("--ec-mutants", action="store_true",
                   help="run ctb_ec's mutants (components/ctb_ec/test/mutants.toml) through "
                   "its unit tests and insn-eq instead: each must be killed")
    c.add_argument("--mutant", action="append", metavar="NAME",
                   help="with --mutants or --ec-mutants: only this mutant (repeatable)")
    c.set_defaults(fn=cmd_ct_check)

    c = command("baseline", "reference library sources (mbedTLS, BearSSL), fetched into "
                "the cache")
    b = c.add_subparsers(dest="action", required=True)
    f = b.add_parser("fetch", help="fetch e.g. mbedtls==3.6.6 or bearssl==0.6")
    f.add_argument("spec")
    f.add_argument("--from", dest="source", metavar="PATH|idf|git|debian",
                   help="where from (default: the cache, then idf, debian, git; "
                   "bearssl: debian)")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_baseline)

    c = command("mbedtls-alt", "mbedTLS's own ECDH test suite, natively, through the "
                "ctb_ec adapter (alt) and unmodified (plain)")
    c.add_argument("--tree", help="mbedTLS 3.6 source tree (default: the cached 3.6.6)")
    c.add_argument("--build", action="append", choices=("alt", "plain"),
                   help="repeatable (default: both)")
    c.add_argument("--suite", action="append", choices=("ecdh", "psa_crypto"),
                   help="repeatable (default: ecdh); psa_crypto runs PSA's suite, whose ECDH "
                   "key agreement goes through the adapter")
    c.add_argument("--no-flow", action="store_true",
                   help="skip the secret-flow check under valgrind (alt build)")
    c.set_defaults(fn=cmd_mbedtls_alt)

    command("variants", "the variant fragments: what each changes, where it applies, "
            "how it composes").set_defaults(fn=cmd_variants)

    c = command("idf-check", "configure and compile the ESP-IDF bench app for each chip and "
                "variant: the board build matrix")
    c.add_argument("--chip", action="append", help="esp32, esp32s3, esp32c3 (repeatable; "
                   "default: those three)")
    c.add_argument("--variant", action="append", help="a variant, or 'defaults' (repeatable; "
                   "default: the defaults, every fragment and every shipped plan's variants)")
    c.add_argument("--out", help="JSON results file (default build/idf-check.json)")
    c.set_defaults(fn=cmd_idf_check)

    c = command("toolchain", "GCC 14 + picolibc for the ESP32/ESP32-S3 cores, built from "
                "Debian's sources into the cache")
    t = c.add_subparsers(dest="action", required=True)
    f = t.add_parser("build", help="build (or find in the cache) the toolchain for a core")
    f.add_argument("core", choices=("esp32", "esp32s3"))
    f.add_argument("--jobs", type=int, default=0, help="parallel jobs (default: all cores)")
    f.add_argument("--keep", action="store_true", help="keep the work trees under build/")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_toolchain)

    c = command("parse", "records and problems found in a raw capture")
    c.add_argument("capture")
    c.set_defaults(fn=cmd_parse)

    c = command("vectors", "run a Wycheproof-format (or NIST CAVP) vector file on a target")
    c.add_argument("file", help="a Wycheproof .json, or a CAVP .rsp/.fax file")
    c.add_argument("--target", default="native",
                   help="native (default) or an emulated target, e.g. qemu-riscv32")
    c.add_argument("--out", help="directory for the capture (default results/vectors)")
    c.add_argument("--timeout", type=float, default=1800.0,
                   help="stop the runner after this many seconds (default 1800)")
    c.set_defaults(fn=cmd_vectors)

    # -- insn-classes (host/ctbench/counts/insn_classes.py) ---------------------------
    c = command("insn-classes", "executed instructions by class per call of a function, "
                "on an emulated target, for one or more variants")
    c.add_argument("--target", required=True, help="an emulated target, e.g. qemu-xtensa")
    c.add_argument("--variant", action="append", required=True,
                   help="repeatable; the first is the reference of the differences")
    c.add_argument("--bench", required=True, help="bench filter compiled in, e.g. ecp_mul_p256")
    c.add_argument("--function", action="append", required=True,
                   help="window function, e.g. mbedtls_ecp_mul (repeatable)")
    c.add_argument("--within", default="ctb_measure",
                   help="count only windows inside this function's (default ctb_measure: "
                        "the timed calls); 'none' counts every call")
    c.add_argument("--batches", type=int, default=1, choices=range(1, 17), metavar="1..16",
                   help="measured batches: more timed calls to average (default 1)")
    c.add_argument("--markdown", action="store_true", help="print Markdown tables")
    c.add_argument("--timeout", type=float, default=1800.0,
                   help="stop QEMU after this many seconds (default 1800)")
    c.set_defaults(fn=cmd_insn_classes)
    return p


def cmd_vectors(args: argparse.Namespace) -> int:
    from ctbench.vectors.load import load
    from ctbench.vectors.report import print_table
    from ctbench.vectors.run import run_vectors

    vset = load(Path(args.file))
    run = run_vectors(vset, args.target, Path(args.out) if args.out else None, args.timeout)
    doc = run.summary.doc(vset)
    problems = [p.as_dict() for p in run.problems]
    if args.json:
        _emit_json({**doc, "target": run.target, "capture": str(run.capture),
                    "captures": [str(c) for c in run.captures], "problems": problems,
                    "build_s": round(run.build_s, 1),
                    "run_s": round(run.run_s, 1), "cpu_s": round(run.cpu_s, 1)})
    else:
        print_table(vset, run)
        _print_problems(problems)
    if doc["failed"] or problems:
        what = (f"{doc['failed']} of {doc['cases']} cases failed" if doc["failed"]
                else f"{len(problems)} problem(s) in the capture")
        where = (f"capture in {run.capture}" if len(run.captures) == 1 else
                 f"{len(run.captures)} captures, the first {run.capture}")
        print(f"ctbench: vectors {Path(args.file).name} on {run.target}: {what}; {where}",
              file=sys.stderr)
        return 1
    return 0


def cmd_insn_classes(args: argparse.Namespace) -> int:
    from ctbench.counts.insn_classes import cli

    return cli(args)


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "resume", False) and getattr(args, "fresh", False):
        print("ctbench: --resume and --fresh exclude each other", file=sys.stderr)
        return 2
    try:
        return int(args.fn(args))
    except CtbError as e:
        print(f"ctbench: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # a bug: still one line, with a way to see more
        if os.environ.get("CTBENCH_DEBUG"):
            raise
        print(f"ctbench: internal error: {type(e).__name__}: {e} "
              f"(set CTBENCH_DEBUG=1 for the traceback)", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("ctbench: interrupted; finished runs are kept (continue with --resume)",
              file=sys.stderr)
        return 130
