"""Constant-time verdicts: several independent checkers, one table.

Each checker builds the checked functions (components/ctb_ct/ctcheck/
ct_functions.h: ctb_ct's primitives and chains, ctb_mpi_mul) for a variant
(a constant-time path: ct_asm, ct_generic, ct_plain, ct_branchless) its own
way and returns one verdict row per function examined:

    {"variant", "checker", "target", "function",
     "verdict": "PASS"|"FAIL"|"ERROR", "detail"}

ERROR means the checker did not give a verdict: its tool is missing, too
old or crashed, the harness did not build, or its output could not be read.
An ERROR is shown and makes `ct-check` exit non-zero; it never reads as a
PASS.

- valgrind: memcheck constant-flow. Secrets are marked undefined
  (VALGRIND_MAKE_MEM_UNDEFINED), outputs defined before use; a branch, a
  conditional move or an address computed from a secret is an error.
  Built with gcc and clang-19 at -O2, each with DWARF 4 (valgrind 3.19
  cannot read clang-19's default DWARF 5 and gives up: before, that exit
  read as a PASS), one row per build.
- msan: the same harness under clang-19's MemorySanitizer (-DCTB_FLOW_MSAN):
  the real C of every path runs on poisoned values; only the x86-64 asm
  statements, which MSan cannot look into, are bridged (msan_shim.h).
- dudect: a timing test on this machine (ctcheck/ct_dudect.c): Welch's
  t-test of each fixed edge class against random inputs, over all samples
  and 100 percentile crops; FAIL when max |t| > 4.5. A full run takes 10^6
  samples per function; `make test` runs a shorter one and each verdict
  says how many.
- audit: the disassembly audit of cross-compiled objects (ctlab/audit/).
- trace: execution-trace equality on the emulated cores (ctlab/trace.py);
  for ctb_ec's API (CTB_CT_EC_FUNCTIONS) a digest of the trace per class.
- insn-eq: on every emulated core, each ctb_ec API function executes
  exactly as many instructions for scalar 1, n - 1 and the other classes
  (trace.check_insn_eq; the trace plugin's count mode).

ct_generic is also the build of ctb_ec's portable 32-bit C field (fe_add.c,
fe_sub.c, fe_csub.c, fe_red_p256.c, fe_red_p384.c, fe_prod.c,
fe_mul_p256.c, fe_sqr_p256.c), the code a core without ctb_ec assembly
runs: CONFIG_CTB_CT_PATH_GENERIC turns off src/arch/'s assembly on every
core and the 64-bit words (fe64_*.c) on x86-64 (src/fe_arch.h), so every
checker runs that C. Its audit rows must say so: one whose symbol came from
fe64_*.c or an assembly file breaks the claim (field_c_sources()).

The claims: ct_asm and ct_generic PASS every checker; the negative control
ct_plain FAILs every checker on every target it runs on (the gcc and clang
builds, each audited toolchain and optimisation level, each emulated core).
`ct-check` exits 1 when a claim does not hold or a row is an ERROR.

The mbedTLS reference variants (mbedtls-3.6.6, +ct, +series, +seed-series;
mbedtls-4.0.0, +series, +revert-ct) go through the audit only, on the
bignum_core object each local target's campaign build times:
mbedtls_mpi_core_sub and mbedtls_mpi_core_mla.
Claimed: 3.6.6+ct, both 3.6.6 series, 4.0.0 and 4.0.0+series leave no
branch on a secret in mbedtls_mpi_core_sub on any target;
3.6.6 and 4.0.0+revert-ct, whose carries are plain C, are the negative
controls and must FAIL.
mbedtls_mpi_core_mla is reported, not claimed: its multiply-accumulate
macro (bn_mul.h), which no patch touches, has carries of its own.
The 4.0.0 variants need its tree in the cache (ctbench baseline fetch
mbedtls==4.0.0 --from git); without it they are skipped with a note.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.command import run_tool
from ctbench.ctlab import catalogue, trace
from ctbench.ctlab.audit import driver
from ctbench.ctlab.catalogue import Row, only, row, selected
from ctbench.ctlab.flow_verdict import first_line, flow_functions, ran_to_end, valgrind_verdict
from ctbench.errors import CtbError

CT_VARIANTS = ("ct_asm", "ct_generic", "ct_plain", "ct_branchless")
REFERENCE_3_6_VARIANTS = ("mbedtls-3.6.6", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series",
                          "mbedtls-3.6.6+seed-series")
# mbedTLS 4.0.0 (TF-PSA-Crypto 1.0.0) as released, with the series, and
# with revert-ct (the two carry lines back to 3.6's plain C).
REFERENCE_4_0_VARIANTS = ("mbedtls-4.0.0", "mbedtls-4.0.0+series", "mbedtls-4.0.0+revert-ct")
REFERENCE_VARIANTS = REFERENCE_3_6_VARIANTS + REFERENCE_4_0_VARIANTS
VARIANTS = CT_VARIANTS + REFERENCE_VARIANTS
CLAIMED_CT = ("ct_asm", "ct_generic", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series",
              "mbedtls-3.6.6+seed-series", "mbedtls-4.0.0", "mbedtls-4.0.0+series")
NEGATIVE_CONTROLS = ("ct_plain", "mbedtls-3.6.6", "mbedtls-4.0.0+revert-ct")
# Controls that must FAIL on every target (toolchain, build, core) a checker
# runs on, not just somewhere: ct_plain's copy and lookup leak everywhere.
# mbedTLS 3.6.6's carries compile branch-free on x86-64 and RV32.
NEGATIVE_CONTROLS_EVERYWHERE = ("ct_plain",)
# Of a reference variant, only these functions are claimed (see above).
REFERENCE_CLAIMED = ("mbedtls_mpi_core_sub",)

# The variant whose ctb_ec is the portable 32-bit C field on every
# toolchain (see above), and the sources that must not define its audited
# symbols: the 64-bit hosts' words and the per-core assembly.
FIELD_C_VARIANT = "ct_generic"
FIELD_C_EXCLUDED = re.compile(r"(^|/)fe64_\w+\.c$|\.S$")

# The host checkers (valgrind, msan, dudect) build with these compilers and
# run on this machine, an x86-64 one; a row names its build
# "x86_64-<compiler> -O2".
HOST_ISA = "x86_64"
HOST_COMPILERS = ("gcc", "clang-19")

# (variant, work directory, timing samples, components tree or None for the
# project's own) -> (rows, notes); only the timing test uses the samples
RunFn = Callable[[str, Path, int, "Path | None"], tuple[list[Row], list[str]]]


@dataclass(frozen=True)
class Checker:
    name: str
    needs: tuple[tuple[str, str], ...]   # (tool, Debian package)
    run: RunFn

    def missing(self) -> list[str]:
        return [f"{tool} (Debian package {pkg})" for tool, pkg in self.needs
                if shutil.which(tool) is None and not Path(tool).exists()]


def host_target(compiler: str) -> str:
    """A host checker's build, as its rows' target names it."""
    return f"{HOST_ISA}-{compiler} -O2"


def harness_isa(name: str) -> str | None:
    """The ISA of a host checker's build by its name ("x86_64-gcc",
    "x86_64-clang-19"); None for any other name."""
    return HOST_ISA if name in {f"{HOST_ISA}-{c}" for c in HOST_COMPILERS} else None


def path_defines(variant: str) -> list[str]:
    """The variant's -D flags (driver.path_defines), for the four
    constant-time variants only."""
    if variant not in CT_VARIANTS:
        raise CtbError(f"unknown constant-time variant '{variant}' (known: {', '.join(VARIANTS)})")
    return driver.path_defines(variant)


def declassify_flags(main: str, tree: Path | None = None) -> list[str]:
    """For the flow harness: ctb_ec's public verdicts (CTB_EC_DECLASSIFY)
    and ctb_b64's layout and verdict (CTB_B64_DECLASSIFY) marked defined
    where the library makes them (ctcheck/ct_declassify.h).
    Other harnesses build the library as it ships."""
    if main != "ct_flow.c":
        return []
    header = catalogue.component_dir(tree) / "ctcheck" / "ct_declassify.h"
    return ["-include", str(header), "-DCTB_EC_DECLASSIFY=ctb_flow_public",
            "-DCTB_B64_DECLASSIFY=ctb_flow_public"]


def build_harness(variant: str, compiler: str, flags: list[str], main: str, out: Path,
                  libs: tuple[str, ...] = (), tree: Path | None = None) -> Path:
    """A checking program (ctcheck/<main>) linked with the checked
    components' sources, for one variant and one compiler. Raises CtbError
    with the compiler's first error. Debug information is DWARF 4: valgrind
    3.19 gives up on clang-19's default DWARF 5, and Debian 12's
    llvm-symbolizer (LLVM 14) cannot place its lines."""
    ct = catalogue.component_dir(tree)
    out.parent.mkdir(parents=True, exist_ok=True)
    sources = [str(ct / "ctcheck" / main),
               *map(str, catalogue.library_sources(tree, catalogue.HOST_HARNESS_COMPONENTS))]
    cmd = [compiler, *flags, "-gdwarf-4", *catalogue.include_flags(tree),
           *path_defines(variant), *declassify_flags(main, tree), *sources, *libs,
           "-o", str(out)]
    run_tool(cmd, f"building {main} ({variant}, {compiler})")
    return out


def check_valgrind(variant: str, work: Path, samples: int,
                   tree: Path | None = None) -> tuple[list[Row], list[str]]:
    if variant in REFERENCE_VARIANTS:
        skipped = reference_missing(variant)
        if skipped:
            return [], [skipped]
        from ctbench.ctlab import reference_flow

        return reference_flow.check(variant, work / variant / "reference-flow"), []
    compilers = HOST_COMPILERS

    def build(compiler: str) -> Path | str:
        if shutil.which(compiler) is None:
            return f"not run: {compiler} not found"
        try:
            return build_harness(variant, compiler, ["-O2"], "ct_flow.c",
                                 work / variant / f"flow-{compiler}", tree=tree)
        except CtbError as e:
            return f"not run: {e}"

    def memcheck(case: tuple[Path, str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["valgrind", "-q", "--error-exitcode=99", str(case[0]), case[1]],
                              capture_output=True, text=True, check=False)

    # Each build is one compiler process, each case one valgrind process
    # that is mostly start-up: both run side by side, one per core. The
    # rows keep the compilers' and the cases' order.
    rows: list[Row] = []
    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for compiler, built in zip(compilers, list(pool.map(build, compilers)), strict=True):
            target = host_target(compiler)
            if isinstance(built, str):
                rows.append(row(variant, "valgrind", target, "*", "ERROR", built))
                continue
            try:
                cases = [(built, fn) for fn in flow_functions(built) if selected(fn)]
            except CtbError as e:
                rows.append(row(variant, "valgrind", target, "*", "ERROR", f"not run: {e}"))
                continue
            for (_, fn), proc in zip(cases, pool.map(memcheck, cases), strict=True):
                verdict, detail = valgrind_verdict(fn, proc.returncode, proc.stdout,
                                                   proc.stderr)
                rows.append(row(variant, "valgrind", target, fn, verdict, detail))
    return rows, []


_MSAN_ERROR = re.compile(r"WARNING: MemorySanitizer: (\S+)")
_MSAN_FRAME = re.compile(r"#\d+ 0x[0-9a-f]+ in (\S+) (\S+)")


def msan_verdict(fn: str, returncode: int, stdout: str, stderr: str) -> tuple[str, str]:
    m = _MSAN_ERROR.search(stderr)
    if returncode == 99 and m:
        f = _MSAN_FRAME.search(stderr)
        return "FAIL", m.group(1) + (f" in {f.group(1)} {Path(f.group(2)).name}" if f else "")
    if returncode != 0:
        return "ERROR", f"exited {returncode}: {first_line(stderr)}"
    return ran_to_end(fn, stdout)


def check_msan(variant: str, work: Path, samples: int,
               tree: Path | None = None) -> tuple[list[Row], list[str]]:
    target = host_target("clang-19")
    try:
        binary = build_harness(variant, "clang-19",
                               # clang >= 16 also reports a secret passed to or
                               # returned from a function; that is not a leak.
                               ["-O2", "-fsanitize=memory", "-fno-sanitize-memory-param-retval",
                                "-fno-omit-frame-pointer", "-DCTB_FLOW_MSAN"],
                               "ct_flow.c", work / variant / "flow-msan", tree=tree)
        functions = flow_functions(binary)
    except CtbError as e:
        return [row(variant, "msan", target, "*", "ERROR", f"not run: {e}")], []
    rows: list[Row] = []
    for fn in filter(selected, functions):
        proc = subprocess.run([str(binary), fn], capture_output=True, text=True, check=False,
                              env={"MSAN_OPTIONS": "exitcode=99", "PATH": "/usr/bin:/bin",
                                   "MSAN_SYMBOLIZER_PATH": shutil.which("llvm-symbolizer")
                                   or ""})
        verdict, detail = msan_verdict(fn, proc.returncode, proc.stdout, proc.stderr)
        rows.append(row(variant, "msan", target, fn, verdict, detail))
    return rows, []


DUDECT_THRESHOLD = 4.5
FULL_SAMPLES = 1_000_000
# A ctb_ec call takes milliseconds (4.5 ms for a P-256 shared secret here,
# 11 ms for P-384), so its cases get samples * EC_FULL_SAMPLES /
# FULL_SAMPLES: 20,000 in a full run (minutes a function), never fewer
# than EC_MIN_SAMPLES (4 fixed classes on half the samples and a random
# one on the other half, about 1100 each at least, or the harness gives
# no verdict).
EC_FULL_SAMPLES = 20_000
EC_MIN_SAMPLES = 9_000


def ec_samples(samples: int) -> int:
    return max(EC_MIN_SAMPLES, samples * EC_FULL_SAMPLES // FULL_SAMPLES)


def dudect_verdict(stdout: str, returncode: int, stderr: str,
                   short: str) -> tuple[str, str, dict[str, Any]]:
    try:
        res = json.loads(stdout)
        max_t, n = float(res["max_t"]), int(res["samples"])
    except (ValueError, KeyError, TypeError):
        return "ERROR", f"exited {returncode}, unreadable output: {first_line(stderr)}", {}
    verdict = "FAIL" if max_t > DUDECT_THRESHOLD else "PASS"
    at = f" (fixed class {res.get('class_at_max')})" if verdict == "FAIL" else ""
    return verdict, (f"max |t| = {max_t:.2f}{at} over {n} samples, "
                     f"{res.get('classes', '?')} fixed classes{short}"), {
                         "max_t": max_t, "samples": n, "class_at_max": res.get("class_at_max")}


# The harness's own test (ct_dudect.c's planted:OPS): its one fixed class
# runs a chain of OPS dependent multiply-adds, the random class none. At
# 1000 (about 2,800 rdtsc ticks) and 20,000 samples its max |t| is in the
# thousands, so load cannot bring it near 4.5: the leak the tests assert on
# (tests/ctlab/test_dudect.py, docs/ct.md).
PLANTED_OPS = 1000


def dudect_binary(variant: str, work: Path, tree: Path | None = None) -> Path:
    """The timing harness (ctcheck/ct_dudect.c) built for a variant; raises
    CtbError with the compiler's first error."""
    return build_harness(variant, "gcc", ["-O2"], "ct_dudect.c", work / variant / "dudect",
                         libs=("-lm",), tree=tree)


def run_dudect(binary: Path, function: str, samples: int,
               short: str = "") -> tuple[str, str, dict[str, Any]]:
    """One timing run: a checked function's name, or planted:OPS."""
    proc = subprocess.run([str(binary), function, str(samples)], capture_output=True,
                          text=True, check=False)
    return dudect_verdict(proc.stdout, proc.returncode, proc.stderr, short)


def check_dudect(variant: str, work: Path, samples: int,
                 tree: Path | None = None) -> tuple[list[Row], list[str]]:
    target = "x86_64-gcc -O2"
    try:
        binary = dudect_binary(variant, work, tree)
    except CtbError as e:
        return [row(variant, "dudect", target, "*", "ERROR", f"not run: {e}")], []
    rows: list[Row] = []
    short = "" if samples >= FULL_SAMPLES else " (a short run; a full one takes 10^6)"
    ec_short = ("" if samples >= FULL_SAMPLES else
                f" (a short run; a full one takes {EC_FULL_SAMPLES})")
    for name in filter(selected, [f.name for f in catalogue.audited_functions(tree)]
                       + catalogue.ec_functions(tree)
                       + [f for f, _ in catalogue.data_functions(tree)]):
        n = ec_samples(samples) if name.startswith("ec_") else samples
        verdict, detail, extra = run_dudect(binary, name, n,
                                            ec_short if name.startswith("ec_") else short)
        rows.append(row(variant, "dudect", target, name, verdict, detail, **extra))
    return rows, []


def reference_missing(variant: str) -> str | None:
    """Why a reference variant cannot be checked here (its mbedTLS tree is
    not in the cache), in one line; None when it can. Only the 4.x trees
    are looked for: 3.6.6 is fetched on demand, from Debian."""
    if variant not in REFERENCE_4_0_VARIANTS:
        return None
    from ctbench.targets.source_cache import cached

    try:
        if cached("mbedtls", "4.0.0") is not None:
            return None
        why = "not in the cache"
    except CtbError as e:
        why = f"cache unusable: {e}"
    return (f"{variant} skipped: mbedTLS 4.0.0 {why} "
            f"(ctbench baseline fetch mbedtls==4.0.0 --from git)")


def check_audit(variant: str, work: Path, samples: int,
                tree: Path | None = None) -> tuple[list[Row], list[str]]:
    if variant in REFERENCE_VARIANTS:
        skipped = reference_missing(variant)
        if skipped:
            return [], [skipped]
        rows, notes = driver.audit_reference(variant)
        unclaimed = sorted({r["function"] for r in rows if r["verdict"] == "FAIL"
                            and r["function"] not in REFERENCE_CLAIMED})
        if unclaimed and variant in CLAIMED_CT:
            notes.append(f"{variant}: {', '.join(unclaimed)} reported, not claimed: the "
                         f"multiply-accumulate carries of bn_mul.h, which no patch touches")
        return rows, notes
    return driver.audit(variant, work / variant / "audit", tree=tree, select=selected)


def check_trace(variant: str, work: Path, samples: int,
                tree: Path | None = None) -> tuple[list[Row], list[str]]:
    return trace.check_trace(variant, work / variant / "trace", samples, tree)


def check_insn_eq(variant: str, work: Path, samples: int,
                  tree: Path | None = None) -> tuple[list[Row], list[str]]:
    return trace.check_insn_eq(variant, work / variant / "insn-eq", samples, tree)


CHECKERS = {
    "valgrind": Checker("valgrind", (("valgrind", "valgrind"), ("gcc", "gcc")), check_valgrind),
    "msan": Checker("msan", (("clang-19", "clang-19"),
                             ("/usr/lib/llvm-19/lib/clang/19/lib/linux/libclang_rt.msan-x86_64.a",
                              "libclang-rt-19-dev")), check_msan),
    "dudect": Checker("dudect", (("gcc", "gcc"),), check_dudect),
    "audit": Checker("audit", (("gcc", "gcc"),), check_audit),
    "trace": Checker("trace", (("gcc", "gcc"),), check_trace),
    "insn-eq": Checker("insn-eq", (("gcc", "gcc"),), check_insn_eq),
}
# The checkers that look at the mbedTLS reference builds: the audit on
# every core, valgrind natively (reference_flow.py; MemSan cannot follow
# mbedTLS's C masks, docs/regression.md).
REFERENCE_CHECKERS = ("audit", "valgrind")


def run_checks(variants: list[str], checkers: list[str], work: Path,
               samples: int = FULL_SAMPLES, tree: Path | None = None,
               functions: list[str] | None = None) -> tuple[list[Row], list[str]]:
    """Every checker on every variant. `tree`: a copy of the components to
    check instead of the project's own (the mutant suite); `functions`:
    patterns of the functions to check (None: all)."""
    if functions:
        with only(*functions):
            return run_checks(variants, checkers, work, samples, tree)
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
        for variant in variants:
            if variant in REFERENCE_VARIANTS and name not in REFERENCE_CHECKERS:
                continue   # mbedTLS's builds: REFERENCE_CHECKERS only
            if gone:
                rows.append(row(variant, name, "-", "*", "ERROR",
                                f"not run: missing {', '.join(gone)}"))
                continue
            r, n = checker.run(variant, work, samples, tree)
            rows += r
            notes += n
    return rows, notes


def summary(rows: list[Row]) -> dict[tuple[str, str], str]:
    """variant x checker -> PASS, or FAIL / ERROR with the number of rows."""
    out: dict[tuple[str, str], str] = {}
    for key in dict.fromkeys((r["variant"], r["checker"]) for r in rows):
        mine = [r["verdict"] for r in rows if (r["variant"], r["checker"]) == key]
        parts = [f"{v} ({mine.count(v)})" for v in ("FAIL", "ERROR") if v in mine]
        out[key] = ", ".join(parts) or "PASS"
    return out


def errors(rows: list[Row]) -> list[str]:
    """One line per checker that did not give every verdict."""
    out: dict[tuple[str, str], list[Row]] = {}
    for r in rows:
        if r["verdict"] == "ERROR":
            out.setdefault((r["variant"], r["checker"]), []).append(r)
    return [f"{v} {c}: {len(rs)} ERROR row{'s' * (len(rs) != 1)} ({rs[0]['target']} "
            f"{rs[0]['function']}: {rs[0]['detail']})" for (v, c), rs in out.items()]


# The checkers that see a secret address: a table variant
# (CTB_CT_DATA_FUNCTIONS' leaky lines) must FAIL each of them everywhere.
SECRET_ADDRESS_CHECKERS = ("valgrind", "msan", "trace")


def leaky_functions(tree: Path | None = None) -> set[str]:
    """The table variants (shoup4, shoup8, base64 table, ...): never
    claimed, shown failing (docs/ghash.md, docs/b64.md)."""
    return {name for name, leaky in catalogue.data_functions(tree) if leaky}


def leaky_verdicts(rows: list[Row], leaky: set[str]) -> list[str]:
    """Where a table variant was not caught: one line per (function,
    checker, target) of SECRET_ADDRESS_CHECKERS that PASSed."""
    return [f"table variant {r['function']} ({r['variant']}) passes {r['checker']} on "
            f"{r['target']}" for r in rows
            if r["function"] in leaky and r["checker"] in SECRET_ADDRESS_CHECKERS
            and r["verdict"] == "PASS"]


def field_c_sources(rows: list[Row]) -> list[str]:
    """Where FIELD_C_VARIANT's audit did not audit the portable C: one line
    per row whose symbol came from fe64_*.c or assembly (fe_arch.h chose
    them after all, and the C field went unchecked)."""
    return [f"{FIELD_C_VARIANT} audits {r['function']} on {r['target']} from "
            f"{r.get('source')}, not the portable C" for r in rows
            if r["variant"] == FIELD_C_VARIANT and r["checker"] == "audit"
            and FIELD_C_EXCLUDED.search(r.get("source", ""))]


def broken_claims(rows: list[Row], tree: Path | None = None) -> list[str]:
    """Why the run contradicts the claims, one line each (empty: they hold).
    ERROR rows are reported by errors(), not here. The table variants are
    judged apart (leaky_verdicts): their FAILs neither break a claim nor
    make a negative control fail."""
    leaky = leaky_functions(tree)
    out = leaky_verdicts(rows, leaky) + field_c_sources(rows)
    rows = [r for r in rows if r["function"] not in leaky]
    claimed = [r for r in rows if r["variant"] not in REFERENCE_VARIANTS
               or r["function"] in REFERENCE_CLAIMED]
    for (variant, checker), verdict in sorted(summary(claimed).items()):
        if variant in CLAIMED_CT and "FAIL" in verdict:
            out.append(f"{variant} fails {checker}")
    ran = [r for r in rows if r["verdict"] != "ERROR"]
    for (variant, checker), verdict in sorted(summary(ran).items()):
        if variant in NEGATIVE_CONTROLS and verdict == "PASS":
            out.append(f"negative control {variant} passes {checker}")
    for variant in NEGATIVE_CONTROLS_EVERYWHERE:
        failed: dict[tuple[str, str], bool] = {}
        for r in ran:
            if r["variant"] == variant:
                key = (r["checker"], r["target"])
                failed[key] = failed.get(key, False) or r["verdict"] == "FAIL"
        out += [f"negative control {variant} passes {c} on {t}"
                for (c, t), f in sorted(failed.items()) if not f]
    return out
