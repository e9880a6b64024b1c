"""Run a vector set on a target: write the cases into the vector runner's
data file, build (only that file recompiles once a target is built), run
the runner under the target's own command (native process or QEMU), save
every byte to the capture before parsing, judge.

Builds live apart from the bench builds (build/<target>/Os+vec_aes-vectors),
so a vector run never disturbs the run settings compiled into a bench app;
a lock on that directory keeps two vector runs from sharing the data file.
A set too large for one image (CAVP's GCM files: 63,000 runner steps) runs
in chunks, whole cases each, one build and one run per chunk.
"""

from __future__ import annotations

import fcntl
import resource
import time
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.protocol import Problem
from ctbench.targets.base import RunOptions, Target, stream_process
from ctbench.targets.build import Build
from ctbench.targets.native import NativeTarget
from ctbench.targets.qemu import QemuTarget
from ctbench.targets.registry import get_target
from ctbench.targets.variants import resolve_variant
from ctbench.vectors.capture import parse_capture
from ctbench.vectors.cases import Case, VectorSet
from ctbench.vectors.cdata import c_source, write_if_changed
from ctbench.vectors.judge import Summary, Verdict, judge

# -Os, with mbedTLS's tree for AES (firmware/variants/vec_aes.sdkconfig).
VARIANT = "Os+vec_aes"
TAG = "-vectors"
PROGRAM = "ctb_vectors"
DATA_FILE = "ctb_vectors_data.c"
# Bytes of case table and blob per image: well inside the smallest target
# (qemu-cortex-m4's 4 MiB of flash holds code and constants), and a data
# file that compiles in seconds.
CHUNK_BYTES = 1 << 20
CASE_ROW = 52   # sizeof(ctb_vec_case)


@dataclass
class VectorRun:
    summary: Summary
    problems: list[Problem]
    capture: Path    # the first chunk's capture
    target: str
    build_s: float
    run_s: float     # wall clock of the runner
    cpu_s: float     # CPU time of the runner (user + system): a figure load does not inflate
    captures: list[Path]   # one per chunk


def build_runner(target_name: str, vset: VectorSet) -> tuple[Build, Path, str]:
    """Build the target's runner with vset's cases; (build, program, data id).
    The caller holds the directory lock."""
    target = get_target(target_name)
    if not isinstance(target, NativeTarget | QemuTarget):
        raise CtbError(f"target {target_name}: vectors run natively and on emulated "
                       f"targets only (not on boards yet)")
    variant = resolve_variant(VARIANT)
    directory = build_root() / target_name / (VARIANT + TAG)
    directory.mkdir(parents=True, exist_ok=True)
    source, ident = c_source(vset.cases)
    write_if_changed(directory / DATA_FILE, source)
    build = target.build(variant, RunOptions(), tag=TAG)
    program = build.directory / PROGRAM
    if not program.is_file():
        raise CtbError(f"build for {target_name}: {program} was not produced; "
                       f"see {build.directory / 'build.log'}")
    return build, program, ident


def runner_command(target: Target, build: Build, program: Path) -> list[str]:
    """The target's own command for the runner; under QEMU without -icount:
    a vector run counts nothing, and runs about twice as fast without it."""
    if isinstance(target, QemuTarget):
        return target.qemu_argv(program)
    return target.command(build, RunOptions(), program)


def run_vectors(vset: VectorSet, target_name: str, out: Path | None = None,
                timeout_s: float = 1800.0) -> VectorRun:
    return run_many([vset], target_name, out, timeout_s)[0]


def chunks(cases: tuple[Case, ...], limit: int | None = None) -> list[tuple[Case, ...]]:
    """Whole cases in order, each chunk's table and fields within limit
    bytes (fields shared within a case, as the blob shares them, counted
    once; sharing between cases is not counted, so an over-estimate)."""
    limit = CHUNK_BYTES if limit is None else limit
    out: list[tuple[Case, ...]] = []
    current: list[Case] = []
    size = 0
    for case in cases:
        cost = (CASE_ROW * len(case.steps)
                + sum(len(f) for f in {f for s in case.steps for f in s.fields}))
        if current and size + cost > limit:
            out.append(tuple(current))
            current, size = [], 0
        current.append(case)
        size += cost
    out.append(tuple(current))
    return out


def run_many(vsets: list[VectorSet], target_name: str, out: Path | None = None,
             timeout_s: float = 1800.0, label: str = "") -> list[VectorRun]:
    """Several vector sets in one build and one run of the runner (tests
    batch files and generated examples this way), or one per chunk if they
    are too large together; one VectorRun per set, sharing the captures
    and their problems."""
    target = get_target(target_name)
    target.require()
    out = out or project_root() / "results" / "vectors"
    try:
        out.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CtbError(f"cannot write results directory {out} ({e.strerror})") from None
    together = VectorSet("+".join(v.file for v in vsets), "", tuple(
        c for v in vsets for c in v.cases))
    parts = chunks(together.cases)
    lock_dir = build_root() / target_name
    lock_dir.mkdir(parents=True, exist_ok=True)
    verdicts: list[Verdict] = []
    problems: list[Problem] = []
    captures: list[Path] = []
    build_s = run_s = cpu_s = 0.0
    stamp = time.strftime("%Y%m%d-%H%M%S")
    name = (label or "+".join(Path(v.file).stem for v in vsets))[:80]
    with (lock_dir / f".{VARIANT}{TAG}.lock").open("w") as lock:
        fcntl.flock(lock, fcntl.LOCK_EX)
        for n, part in enumerate(parts, start=1):
            chunk = VectorSet(together.file, "", part)
            t0 = time.monotonic()
            build, program, ident = build_runner(target_name, chunk)
            build_s += time.monotonic() - t0
            suffix = f"-part{n}of{len(parts)}" if len(parts) > 1 else ""
            capture = out / f"{stamp}-{target_name}-{name}{suffix}.log"
            captures.append(capture)
            options = RunOptions(timeout_s=timeout_s, silence_s=min(120.0, timeout_s))
            before = resource.getrusage(resource.RUSAGE_CHILDREN)
            with capture.open("wb") as f:
                outcome = stream_process(runner_command(target, build, program), f, options,
                                         None)
            after = resource.getrusage(resource.RUSAGE_CHILDREN)
            cpu_s += (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
            run_s += outcome.seconds
            cap = parse_capture(capture.read_bytes())
            where = f"{capture.name}: " if len(parts) > 1 else ""
            problems += [Problem(p.line, p.kind, where + p.detail) for p in cap.problems]
            if outcome.stopped:
                problems.append(Problem(0, "stopped",
                                        f"{where}the runner was stopped: {outcome.stopped}"))
            elif outcome.exit_status != 0:
                problems.append(Problem(0, "exit", f"{where}the runner exited with status "
                                                   f"{outcome.exit_status}"))
            if cap.header is not None and cap.header.get("data") != ident:
                raise CtbError(f"{capture}: the runner embeds data {cap.header.get('data')}, "
                               f"not this run's {ident} (stale build?)")
            verdicts += judge(chunk, cap).verdicts
    runs, at = [], 0
    for v in vsets:
        summary = Summary(verdicts[at:at + len(v.cases)])
        at += len(v.cases)
        runs.append(VectorRun(summary, problems, captures[0], target_name, build_s, run_s,
                              cpu_s, captures))
    return runs
