"""ct-check: the constant-time verdicts, and the mutant suites behind
--mutants and --ec-mutants."""

from __future__ import annotations

import argparse
import sys

from ctbench.cli.output import emit_json


def cmd_ct_check(args: argparse.Namespace) -> int:
    from ctbench.ctlab import checks
    from ctbench.paths import build_root

    if args.mutants:
        return cmd_ct_mutants(args)
    if args.ec_mutants:
        return cmd_ec_mutants(args)
    variants = list(dict.fromkeys(args.variant or checks.VARIANTS))
    checkers = list(dict.fromkeys(args.checker or checks.CHECKERS))
    rows, notes = checks.run_checks(variants, checkers, build_root() / "ct-check",
                                     samples=args.samples, functions=args.function)
    if args.json:
        emit_json({"verdicts": rows, "notes": notes})
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

    checkers = list(dict.fromkeys(args.checker)) if args.checker else None
    doc = mutants.run_mutants(checkers, build_root() / "ct-mutants", args.samples,
                              names=args.mutant or None)
    if args.json:
        emit_json(doc)
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
        emit_json(doc)
    else:
        sys.stdout.write(ec_mutants.render_markdown(doc))
    survived = [m["name"] for m in doc["mutants"] if m["verdict"] == "SURVIVED"]
    if survived or doc["errors"]:
        print(f"ctbench: ctb_ec mutants not all killed: "
              f"{', '.join(survived + [e.split(':')[0] for e in doc['errors']])}",
              file=sys.stderr)
        return 1
    return 0
