"""Exact x86-64 instruction counts per operation of the native bench app,
from valgrind's callgrind.

The native target times CPU nanoseconds, which move with the machine's load;
the emulated cores count instructions exactly, but of other instruction
sets. This counts the native build's own instructions: the app runs one row
under callgrind (batches of 1 ms, one batch, no stack painting, which
valgrind's stack does not allow), and every call the harness's measuring
functions make to the row's operation is summed with its inclusive cost.
Calls to the clock are left out. Instructions per operation are that sum over
the number of calls: exact for code whose work does not depend on its data,
and a mean over the calls otherwise.

The harness functions are found by name (components/ctb_bench/src/measure.c
and runner.c's clock), so the app must keep its symbols; a build where none
of them calls anything is refused rather than counted as zero.

The raw callgrind output of every row is kept under the caller's directory
and re-read instead of re-run when present, as a campaign keeps its captures.
"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError

# The functions of measure.c that call an operation (some may be inlined into
# the others at -O2) and the clock they also call (runner.c's port_now).
HARNESS = frozenset({"time_batch", "baseline", "ctb_calibrate", "ctb_measure"})
CLOCK = frozenset({"port_now"})


@dataclass(frozen=True)
class OpCount:
    bench: str
    calls: int
    insns: int      # inclusive instructions of all those calls

    @property
    def per_op(self) -> float:
        return self.insns / self.calls


def parse(text: str) -> tuple[int, int]:
    """(calls, inclusive instructions) of the operation calls in callgrind
    output written with --compress-strings=no and --dump-instr=no. A call
    record is `cfn=<callee>`, `calls=<n> <position>`, then one cost line
    `<position> <inclusive Ir>` for those n calls from the current `fn=`.

    The operation is whatever the harness calls besides itself and the
    clock. A harness function under a name not in HARNESS would be counted
    as an operation, clock and all, so a counted callee that reads the
    clock itself is refused, as is output where no harness function does."""
    fn = callee = ""
    pending = 0
    edges: list[tuple[str, str, int, int]] = []
    for line in text.splitlines():
        if pending:
            fields = line.split()
            if len(fields) < 2:
                raise CtbError(f"callgrind output: no cost after a call line: {line!r}")
            edges.append((fn, callee, pending, int(fields[1])))
            pending = 0
        elif line.startswith("fn="):
            fn = line[3:]
        elif line.startswith("cfn="):
            callee = line[4:]
        elif line.startswith("calls="):
            pending = int(line[6:].split()[0])
    timing = {f for f, c, _, _ in edges if c in CLOCK}
    counted = [(c, n, ir) for f, c, n, ir in edges if f in HARNESS and c not in HARNESS | CLOCK]
    clocked = sorted({c for c, _, _ in counted} & timing)
    if clocked:
        raise CtbError(f"callgrind output: {', '.join(clocked)} reads the clock, so it is "
                       "harness, not the operation: add it to callgrind.HARNESS")
    if counted and not timing & HARNESS:
        raise CtbError("callgrind output: no harness function reads the clock "
                       f"({', '.join(sorted(CLOCK))}): renamed harness functions?")
    return sum(n for _, n, _ in counted), sum(ir for _, _, ir in counted)


def count(app: Path, bench: str, out: Path, timeout_s: float = 600.0) -> OpCount:
    """Instructions per operation of one row (`bench` is its name/param).
    The raw output goes to `out` first; an existing `out` is re-read."""
    if not out.is_file():
        valgrind = shutil.which("valgrind")
        if valgrind is None:
            raise CtbError("valgrind not found on PATH (Debian package: valgrind)")
        out.parent.mkdir(parents=True, exist_ok=True)
        partial = out.with_name(out.name + ".part")
        cmd = [valgrind, "--tool=callgrind", f"--callgrind-out-file={partial}",
               "--dump-instr=no", "--compress-strings=no", "--compress-pos=no",
               str(app), "--bench", bench, "--batch-ms", "1", "--batches", "1",
               "--stack-room", "0"]
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s)
        except subprocess.TimeoutExpired:
            raise CtbError(f"callgrind count of {bench}: no end after {timeout_s:g} s") from None
        out.with_name(out.name + ".log").write_text(proc.stdout + proc.stderr)
        if proc.returncode != 0:
            last = (proc.stderr.strip().splitlines() or ["(no output)"])[-1]
            raise CtbError(f"callgrind count of {bench}: exit status {proc.returncode}: {last}")
        if '"type":"rec"' not in proc.stdout:
            raise CtbError(f"callgrind count of {bench}: the app ran no such row")
        partial.replace(out)
    calls, insns = parse(out.read_text())
    if calls == 0:
        raise CtbError(f"{out}: no calls from the harness's measuring functions "
                       f"({', '.join(sorted(HARNESS))}): a stripped app or renamed functions?")
    return OpCount(bench, calls, insns)


def counts(app: Path, benches: list[str], directory: Path) -> dict[str, OpCount]:
    """Every row of `benches`, raw outputs in `directory` (one file a row)."""
    return {b: count(app, b, directory / (b.replace("/", "_") + ".callgrind"))
            for b in benches}
