"""Run a tool (a compiler, objdump, a linker) and turn its failure into one
line: the first line of its diagnostics that says "error", else its first
line. Every caller that compiles a harness, a plugin or an object goes
through `run_tool`, so every such failure reads the same way."""

from __future__ import annotations

import subprocess
from collections.abc import Sequence
from pathlib import Path

from ctbench.errors import CtbError

LIMIT = 200   # characters of the tool's line kept in the message


def first_error(text: str) -> str:
    """The line a person wants first: the first that mentions an error,
    else the first non-empty line, else "no output"."""
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    if not lines:
        return "no output"
    return next((ln for ln in lines if "error" in ln), lines[0])[:LIMIT]


def run_tool(cmd: Sequence[str | Path], what: str, cwd: Path | None = None
             ) -> subprocess.CompletedProcess[str]:
    """Run `cmd`; its completed process when it exits 0. Otherwise raise
    CtbError("<what> failed: <first error line>"), the line taken from the
    tool's stderr, or from its stdout when stderr is empty."""
    proc = subprocess.run([str(c) for c in cmd], capture_output=True, text=True, check=False,
                          cwd=cwd)
    if proc.returncode != 0:
        raise CtbError(f"{what} failed: {first_error(proc.stderr or proc.stdout)}")
    return proc
