"""Constant-time verdicts: several independent checkers, one table.

Each checker builds components/ctb_ct for a variant (a constant-time path:
ct_asm, ct_generic, ct_plain, ct_branchless) its own way and returns one
verdict row per function examined:

    {"variant", "checker", "target", "function", "verdict": "PASS"|"FAIL", "detail"}

- valgrind: memcheck constant-flow. Secrets are marked undefined
  (VALGRIND_MAKE_MEM_UNDEFINED), outputs defined before use; a branch, a
  conditional move or an address computed from a secret is an error.
  Built with gcc and clang-19 at -O2 (a FAIL in either build fails).
- msan: the same harness under clang-19's MemorySanitizer (-DCTB_FLOW_MSAN).
  MSan cannot look inside inline assembly; a shim (include/ctb_ct/
  msan_shim.h) carries the taint across each primitive, so MSan checks all
  the C around them, and the audit checks the assembly.
- dudect: a timing test on this machine (ctcheck/ct_dudect.c): Welch's
  t-test of fixed against random inputs, over all samples and 100 percentile
  crops; FAIL when max |t| > 4.5. A full run takes 10^6 samples per
  function; `make test` runs a shorter one and each verdict says how many.
- audit: the disassembly audit of cross-compiled objects (ct_audit.py).

The claims: ct_asm and ct_generic PASS every checker; the negative control
ct_plain FAILs every checker that can see it. `ct-check` exits 1 when a
claim does not hold.

The mbedTLS reference variants (mbedtls-3.6.6, +ct, +series, +seed-series)
go through the audit only, on the bignum_core object each local target's
campaign build times: mbedtls_mpi_core_sub and mbedtls_mpi_core_mla.
Claimed: +ct and both series leave no branch on a secret in
mbedtls_mpi_core_sub on any target;
3.6.6, whose carries are plain C, is the negative control and must FAIL.
mbedtls_mpi_core_mla is reported, not claimed: its multiply-accumulate
macro (bn_mul.h), which no patch touches, has carries of its own.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench import ct_audit
from ctbench.errors import CtbError

CT_VARIANTS = ("ct_asm", "ct_generic", "ct_plain", "ct_branchless")
REFERENCE_VARIANTS = ("mbedtls-3.6.6", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series",
                      "mbedtls-3.6.6+seed-series")
VARIANTS = CT_VARIANTS + REFERENCE_VARIANTS
CLAIMED_CT = ("ct_asm", "ct_generic", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series",
              "mbedtls-3.6.6+seed-series")
NEGATIVE_CONTROLS = ("ct_plain", "mbedtls-3.6.6")
# Of a reference variant, only these functions are claimed (see above).
REFERENCE_CLAIMED = ("mbedtls_mpi_core_sub",)

Row = dict[str, Any]


@dataclass(frozen=True)
class Checker:
    name: str
    needs: tuple[tuple[str, str], ...]   # (tool, Debian package)
    # (variant, work directory, timing samples) -> (rows, notes); only the
    # timing test uses the sample count
    run: Callable[[str, Path, int], tuple[list[Row], list[str]]]

    def missing(self) -> list[str]:
        return [f"{tool} (Debian package {pkg})" for tool, pkg in self.needs
                if shutil.which(tool) is None and not Path(tool).exists()]


def path_defines(variant: str) -> list[str]:
    """The variant's -D flags (ct_audit.path_defines), for the four
    constant-time variants only."""
    if variant not in CT_VARIANTS:
        raise CtbError(f"unknown constant-time variant '{variant}' (known: {', '.join(VARIANTS)})")
    return ct_audit.path_defines(variant)


def build_harness(variant: str, compiler: str, flags: list[str], main: str, out: Path,
                  libs: tuple[str, ...] = ()) -> Path:
    """A checking program (ctcheck/<main>) linked with the library's sources,
    for one variant and one compiler."""
    ct = ct_audit.component_dir()
    out.parent.mkdir(parents=True, exist_ok=True)
    sources = [str(ct / "ctcheck" / main), *sorted(str(p) for p in (ct / "src").glob("*.c"))]
    cmd = [compiler, *flags, "-g", f"-I{ct / 'include'}", f"-I{ct / 'ctcheck'}",
           *path_defines(variant), *sources, *libs, "-o", str(out)]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        first = next((ln for ln in proc.stderr.splitlines() if "error" in ln), proc.stderr[:200])
        raise CtbError(f"building {main} ({variant}, {compiler}) failed: {first.strip()}")
    return out


def flow_functions(binary: Path) -> list[str]:
    out = subprocess.run([str(binary), "--list"], capture_output=True, text=True, check=True)
    return out.stdout.split()


_VG_ERROR = re.compile(r"==\d+== (Conditional jump or move depends on uninitialised value\(s\)"
                       r"|Use of uninitialised value of size \d+"
                       r"|Syscall param .* uninitialised byte\(s\))")
_VG_FRAME = re.compile(r"==\d+==\s+(?:at|by) 0x[0-9A-F]+: (\S+) \(([^)]+)\)")


def first_valgrind_error(stderr: str) -> str:
    lines = stderr.splitlines()
    for i, line in enumerate(lines):
        m = _VG_ERROR.search(line)
        if m:
            frame = next((_VG_FRAME.search(x) for x in lines[i + 1:i + 4] if _VG_FRAME.search(x)),
                         None)
            where = f" at {frame.group(1)} ({frame.group(2)})" if frame else ""
            return m.group(1) + where
    return "memcheck reported an error"


def check_valgrind(variant: str, work: Path, samples: int) -> tuple[list[Row], list[str]]:
    rows: list[Row] = []
    notes: list[str] = []
    for compiler in ("gcc", "clang-19"):
        if shutil.which(compiler) is None:
            notes.append(f"valgrind: {compiler} not found; that build skipped")
            continue
        binary = build_harness(variant, compiler, ["-O2"], "ct_flow.c",
                               work / variant / f"flow-{compiler}")
        for fn in flow_functions(binary):
            proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", str(binary), fn],
                                  capture_output=True, text=True, check=False)
            failed = proc.returncode == 99
            rows.append({"variant": variant, "checker": "valgrind",
                         "target": f"x86_64-{compiler} -O2", "function": fn,
                         "verdict": "FAIL" if failed else "PASS",
                         "detail": first_valgrind_error(proc.stderr) if failed
                         else "no use of a secret in a branch or an address"})
    return rows, notes


_MSAN_ERROR = re.compile(r"WARNING: MemorySanitizer: (\S+)")
_MSAN_FRAME = re.compile(r"#\d+ 0x[0-9a-f]+ in (\S+) (\S+)")


def check_msan(variant: str, work: Path, samples: int) -> tuple[list[Row], list[str]]:
    binary = build_harness(variant, "clang-19",
                           # clang >= 16 also reports a secret passed to or
                           # returned from a function; that is not a leak.
                           ["-O2", "-fsanitize=memory", "-fno-sanitize-memory-param-retval",
                            "-fno-omit-frame-pointer", "-DCTB_FLOW_MSAN"],
                           "ct_flow.c", work / variant / "flow-msan")
    rows: list[Row] = []
    for fn in flow_functions(binary):
        proc = subprocess.run([str(binary), fn], capture_output=True, text=True, check=False,
                              env={"MSAN_OPTIONS": "exitcode=99", "PATH": "/usr/bin:/bin",
                                   "MSAN_SYMBOLIZER_PATH": shutil.which("llvm-symbolizer")
                                   or ""})
        failed = proc.returncode == 99
        detail = "no use of a secret in a branch or an address"
        if failed:
            m = _MSAN_ERROR.search(proc.stderr)
            f = _MSAN_FRAME.search(proc.stderr)
            detail = (m.group(1) if m else "MemorySanitizer report") + (
                f" in {f.group(1)} {Path(f.group(2)).name}" if f else "")
        rows.append({"variant": variant, "checker": "msan", "target": "x86_64-clang-19 -O2",
                     "function": fn, "verdict": "FAIL" if failed else "PASS", "detail": detail})
    return rows, []


DUDECT_THRESHOLD = 4.5
FULL_SAMPLES = 1_000_000


def check_dudect(variant: str, work: Path, samples: int) -> tuple[list[Row], list[str]]:
    binary = build_harness(variant, "gcc", ["-O2"], "ct_dudect.c", work / variant / "dudect",
                           libs=("-lm",))
    rows: list[Row] = []
    names = [f.name for f in ct_audit.audited_functions()]
    short = "" if samples >= FULL_SAMPLES else " (a short run; a full one takes 10^6)"
    for fn in names:
        out = subprocess.run([str(binary), fn, str(samples)], capture_output=True,
                             text=True, check=True)
        res = json.loads(out.stdout)
        failed = res["max_t"] > DUDECT_THRESHOLD
        rows.append({"variant": variant, "checker": "dudect", "target": "x86_64-gcc -O2",
                     "function": fn, "verdict": "FAIL" if failed else "PASS",
                     "detail": f"max |t| = {res['max_t']:.2f} over {res['samples']} samples"
                               f"{short}", "max_t": res["max_t"], "samples": res["samples"]})
    return rows, []


def check_audit(variant: str, work: Path, samples: int) -> tuple[list[Row], list[str]]:
    if variant in REFERENCE_VARIANTS:
        rows, notes = ct_audit.audit_reference(variant)
        unclaimed = sorted({r["function"] for r in rows if r["verdict"] == "FAIL"
                            and r["function"] not in REFERENCE_CLAIMED})
        if unclaimed and variant in CLAIMED_CT:
            notes.append(f"{variant}: {', '.join(unclaimed)} reported, not claimed: the "
                         f"multiply-accumulate carries of bn_mul.h, which no patch touches")
        return rows, notes
    return ct_audit.audit(variant, work / variant / "audit")


CHECKERS = {
    "valgrind": Checker("valgrind", (("valgrind", "valgrind"), ("gcc", "gcc")), check_valgrind),
    "msan": Checker("msan", (("clang-19", "clang-19"),
                             ("/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.msan-x86_64.a",
                              "libclang-rt-19-dev")), check_msan),
    "dudect": Checker("dudect", (("gcc", "gcc"),), check_dudect),
    "audit": Checker("audit", (("gcc", "gcc"),), check_audit),
}


def run_checks(variants: list[str], checkers: list[str], work: Path,
               samples: int = FULL_SAMPLES) -> tuple[list[Row], list[str]]:
    rows: list[Row] = []
    notes: list[str] = []
    for name in checkers:
        if name not in CHECKERS:
            raise CtbError(f"unknown checker '{name}' (known: {', '.join(CHECKERS)})")
    for variant in variants:
        if variant not in REFERENCE_VARIANTS:
            path_defines(variant)   # validates the name before anything runs
    for name in checkers:
        checker = CHECKERS[name]
        gone = checker.missing()
        if gone:
            notes.append(f"{name}: skipped, missing {', '.join(gone)}")
            continue
        for variant in variants:
            if variant in REFERENCE_VARIANTS and name != "audit":
                continue   # builds of mbedTLS are audited only (see above)
            r, n = checker.run(variant, work, samples)
            rows += r
            notes += n
    return rows, notes


def summary(rows: list[Row]) -> dict[tuple[str, str], str]:
    """variant x checker -> PASS, or FAIL with the number of failing rows."""
    out: dict[tuple[str, str], str] = {}
    for r in rows:
        key = (r["variant"], r["checker"])
        fails = sum(1 for x in rows if (x["variant"], x["checker"]) == key
                    and x["verdict"] == "FAIL")
        out[key] = f"FAIL ({fails})" if fails else "PASS"
    return out


def broken_claims(rows: list[Row]) -> list[str]:
    """Why the run contradicts the claims, one line each (empty: they hold)."""
    table = summary(rows)
    claimed = summary([r for r in rows if r["variant"] not in REFERENCE_VARIANTS
                       or r["function"] in REFERENCE_CLAIMED])
    out = []
    for (variant, checker), verdict in sorted(claimed.items()):
        if variant in CLAIMED_CT and verdict != "PASS":
            out.append(f"{variant} fails {checker}")
    for (variant, checker), verdict in sorted(table.items()):
        if variant in NEGATIVE_CONTROLS and verdict == "PASS":
            out.append(f"negative control {variant} passes {checker}")
    return out
