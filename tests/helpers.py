"""Running the CLI as a user does: a subprocess, its exit code, its streams."""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path
from types import ModuleType

ROOT = Path(__file__).resolve().parents[1]


def ctbench(*args: str, env: dict[str, str] | None = None,
            timeout: float = 600) -> subprocess.CompletedProcess[str]:
    return subprocess.run([sys.executable, "-m", "ctbench", *args], capture_output=True,
                          text=True, timeout=timeout, cwd=ROOT,
                          env={**os.environ, **(env or {})})


def write_plan(path: Path, name: str = "t", target: str = "native", bench: str = "ct_add/*",
               batch_ms: int = 2, batches: int = 2, order: str = "ABA",
               targets: tuple[str, ...] = ()) -> Path:
    """A plan on `target`, or on every one of `targets` when given."""
    where = (f"targets = [{', '.join(repr(t) for t in targets)}]" if targets
             else f'target = "{target}"')
    path.write_text(f"""
[campaign]
name = "{name}"
{where}
order = "{order}"
bench = "{bench}"
batch_ms = {batch_ms}
batches = {batches}

[variants]
A = "Os"
B = "O2"
""")
    return path


def load_tool(name: str) -> ModuleType:
    """tools/<name>.py as a module (registered in sys.modules, which its
    dataclasses need), loaded once."""
    if name in sys.modules:
        return sys.modules[name]
    spec = importlib.util.spec_from_file_location(name, ROOT / "tools" / f"{name}.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[name] = module
    spec.loader.exec_module(module)
    return module
