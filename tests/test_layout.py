"""The house rules of host/ctbench, checked from the source: imports run
downward only (no cycle between modules, function-level imports included;
subpackages in layers, README's "where things are"), and no module grows
past what a reader can hold (about 800 lines)."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest

HOST = Path(__file__).resolve().parents[1] / "host"
PACKAGE = HOST / "ctbench"

# Each layer may import its own and the layers below it, never above.
LAYERS = (
    ("errors", "paths", "command", "protocol"),
    ("boards",),
    ("targets",),
    ("counts",),
    ("campaign", "ctlab", "vectors"),
    ("cli", "__main__"),
)
MAX_LINES = 800


def modules() -> dict[str, Path]:
    """Every module of the package by dotted name (packages by their __init__)."""
    out = {}
    for path in sorted(PACKAGE.rglob("*.py")):
        parts = list(path.relative_to(HOST).with_suffix("").parts)
        if parts[-1] == "__init__":
            parts.pop()
        out[".".join(parts)] = path
    return out


def imported(path: Path, known: dict[str, Path]) -> Iterator[str]:
    """The ctbench modules `path` imports, wherever the import statement
    sits (a function-level import is still an edge). `from a.b import c`
    names module a.b.c when it exists, else a.b."""
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            names = [f"{node.module}.{a.name}" if f"{node.module}.{a.name}" in known
                     else node.module for a in node.names]
        else:
            continue
        yield from (n for n in names if n.split(".")[0] == "ctbench" and n != "ctbench")


def graph() -> dict[str, set[str]]:
    known = modules()
    return {name: {m for m in imported(path, known) if m in known and m != name}
            for name, path in known.items()}


def cycles(edges: dict[str, set[str]]) -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []

    def visit(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        for w in edges[v]:
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                found.append(sorted(comp))

    for v in edges:
        if v not in index:
            visit(v)
    return found


def layer(module: str) -> int:
    top = module.split(".")[1] if "." in module else ""
    return next((i for i, names in enumerate(LAYERS) if top in names), -1)


def test_no_import_cycle() -> None:
    assert cycles(graph()) == []


def test_imports_run_downward() -> None:
    edges = graph()
    unplaced = sorted(m for m in edges if m != "ctbench" and layer(m) < 0)
    assert unplaced == [], "modules outside every layer"
    upward = sorted(f"{a} -> {b}" for a, targets in edges.items() for b in targets
                    if a != "ctbench" and layer(b) > layer(a))
    assert upward == []


def test_no_module_is_too_long() -> None:
    long = {name: n for name, path in modules().items()
            if (n := len(path.read_text().splitlines())) > MAX_LINES}
    assert long == {}


def test_the_checks_see_a_cycle_and_an_upward_import() -> None:
    """Negative controls: the checks flag what they are there to flag."""
    assert cycles({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": set()}) == [["a", "b", "c"]]
    assert layer("ctbench.targets.build") < layer("ctbench.campaign.engine")


@pytest.mark.parametrize("folder", ["targets", "campaign", "counts", "ctlab", "vectors"])
def test_tests_mirror_the_subpackages(folder: str) -> None:
    assert (PACKAGE / folder / "__init__.py").is_file()
    assert any((Path(__file__).parent / folder).glob("test_*.py"))
