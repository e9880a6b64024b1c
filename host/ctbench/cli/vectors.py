"""Test vectors on a target, mbedTLS's own suites through the adapter, and
instruction classes."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from ctbench.cli.output import emit_json, print_problems


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
        emit_json({"tree": str(tree), "runs": [r.as_dict() for r in runs],
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


def cmd_vectors(args: argparse.Namespace) -> int:
    from ctbench.vectors.load import load
    from ctbench.vectors.report import print_table
    from ctbench.vectors.run import run_vectors

    vset = load(Path(args.file))
    run = run_vectors(vset, args.target, Path(args.out) if args.out else None, args.timeout)
    doc = run.summary.doc(vset)
    problems = [p.as_dict() for p in run.problems]
    if args.json:
        emit_json({**doc, "target": run.target, "capture": str(run.capture),
                    "captures": [str(c) for c in run.captures], "problems": problems,
                    "build_s": round(run.build_s, 1),
                    "run_s": round(run.run_s, 1), "cpu_s": round(run.cpu_s, 1)})
    else:
        print_table(vset, run)
        print_problems(problems)
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
