"""How the commands print: one JSON document for machines, rich tables for people,
problems and verdicts as lines."""

from __future__ import annotations

import json
import sys
from typing import Any

from ctbench import protocol

JSON_RECORD_KEYS = ("bench", "param", "variant", "target", "run", "unit",
                    "iterations", "batches", "min", "mean", "max")


def json_records(records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The documented shape first; the rest of each record after it."""
    out = []
    for r in records:
        head = {k: plain(r.get(k)) for k in JSON_RECORD_KEYS}
        out.append({**head, **{k: plain(v) for k, v in r.items() if k not in head}})
    return out


def plain(v: Any) -> Any:
    """numpy scalars and NaN from pandas, as JSON-friendly values."""
    if hasattr(v, "item"):
        v = v.item()
    if isinstance(v, float) and v != v:
        return None
    return v


def emit_json(doc: dict[str, Any]) -> None:
    json.dump(doc, sys.stdout, indent=2)
    sys.stdout.write("\n")


def print_rows(title: str, columns: tuple[str, ...], rows: list[tuple[str, ...]]) -> None:
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


def records_table(records: list[dict[str, Any]], title: str) -> None:
    from rich.console import Console
    from rich.table import Table

    table = Table(title=title)
    stack = any("stack" in r for r in records)
    for col in ("bench", "unit", "iterations", "min", "mean", "max", *(["stack B"] * stack)):
        table.add_column(col, justify="left" if col in ("bench", "unit") else "right")
    for r in records:
        table.add_row(protocol.bench_id(r["bench"], r.get("param")), str(r["unit"]),
                      str(r["iterations"]), f"{r['min']:.3f}", f"{r['mean']:.3f}",
                      f"{r['max']:.3f}", *([stack_text(r)] * stack))
    Console(no_color=not sys.stdout.isatty()).print(table)


def stack_text(r: dict[str, Any]) -> str:
    """Bytes of stack one operation used; ">= N" when it filled the span."""
    if "stack" not in r:
        return ""
    return f">= {r['stack_room']}" if r["stack"] >= r["stack_room"] else str(r["stack"])


def print_problems(problems: list[dict[str, Any]]) -> None:
    for p in problems:
        where = f"{p.get('where', p['run'])}: " if "run" in p else ""
        print(f"problem: {where}line {p['line']}: {p['kind']}: {p['detail']}", file=sys.stderr)


def verdict(problems: list[dict[str, Any]], what: str, where: str) -> int:
    """Exit 1 with one line on stderr when anything went wrong."""
    if not problems:
        return 0
    print(f"ctbench: {what}: {len(problems)} problem(s) {where}", file=sys.stderr)
    return 1
