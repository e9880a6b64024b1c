"""Verdicts of the flow checkers' runs: a harness's list of cases, and
what a valgrind (or MSan) run of one case says. Shared by the checks of
the project's components (checks.py) and of mbedTLS's (reference_flow.py)."""

from __future__ import annotations

import re
import subprocess
from pathlib import Path

from ctbench.errors import CtbError


def flow_functions(binary: Path) -> list[str]:
    out = subprocess.run([str(binary), "--list"], capture_output=True, text=True, check=False)
    names = out.stdout.split()
    if out.returncode != 0 or not names:
        raise CtbError(f"{binary} --list gave no functions (exit {out.returncode})")
    return names


def first_line(text: str) -> str:
    lines = [ln.strip() for ln in text.splitlines() if ln.strip()]
    return lines[0][:200] if lines else "no output"


_VG_ERROR = re.compile(r"==\d+== (Conditional jump or move depends on uninitialised value\(s\)"
                       r"|Use of uninitialised value of size \d+"
                       r"|Syscall param .* uninitialised byte\(s\))")
_VG_FRAME = re.compile(r"==\d+==\s+(?:at|by) 0x[0-9A-F]+: (\S+) \(([^)]+)\)")
# valgrind still runs, but blind to line numbers or worse: not a PASS
_VG_TROUBLE = re.compile(r"(unhandled dwarf\S* .*|Giving up.*|valgrind: .*|"
                         r"WARNING: .*unhandled.*)")


def ran_to_end(fn: str, stdout: str) -> tuple[str, str]:
    """A flow case that exited cleanly: PASS only if it printed its last line."""
    if f"ran {fn}" not in stdout.split("\n"):
        return "ERROR", "the case did not run to its end"
    return "PASS", "no use of a secret in a branch or an address"


def first_valgrind_error(stderr: str) -> str:
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        m = _VG_ERROR.search(line)
        if m:
            frame = next(filter(None, map(_VG_FRAME.search, lines[i + 1:i + 4])), None)
            where = f" at {frame.group(1)} ({frame.group(2)})" if frame else ""
            return m.group(1) + where
    return "memcheck reported an error"


def valgrind_verdict(fn: str, returncode: int, stdout: str, stderr: str) -> tuple[str, str]:
    """PASS only when the case ran to its end under a valgrind that read
    the program; FAIL on a memcheck error; ERROR otherwise."""
    if returncode == 99:
        return "FAIL", first_valgrind_error(stderr)
    trouble = _VG_TROUBLE.search(stderr)
    if returncode != 0 or trouble:
        why = trouble.group(0) if trouble else first_line(stderr)
        return "ERROR", f"valgrind exited {returncode}: {why[:200]}"
    return ran_to_end(fn, stdout)
