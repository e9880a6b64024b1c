"""mbedTLS's own ECDH test suite, natively, through the ctb_ec adapter.

components/ctb_ec_mbedtls/test/CMakeLists.txt builds, from an mbedTLS 3.6
tree (read only), the crypto library with mbedTLS's default configuration,
the suites test_suite_ecdh and (on request) test_suite_psa_crypto, and
test_alt_used; once with the adapter ("alt": MBEDTLS_ECDH_GEN_PUBLIC_ALT and
MBEDTLS_ECDH_COMPUTE_SHARED_ALT from ctb_ec_mbedtls) and once without
("plain": mbedTLS unmodified). Every program's output is written to the
build directory (test_suite_<suite>.log, alt_used.log, flow.log) before it
is parsed.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets.build import run_logged

BUILDS = ("alt", "plain")
# ecdh: the ECDH module's own suite; psa_crypto: PSA's, whose ECDH key
# agreement calls mbedtls_ecdh_calc_secret, so it goes through the adapter
SUITES = ("ecdh", "psa_crypto")
CURVES_ON_CTB_EC = ("P-256", "P-384")

# host_test.function's last line: "PASSED (30 / 30 tests (8 skipped))";
# the first count is total minus failures, skipped cases included.
_SUMMARY = re.compile(r"^(PASSED|FAILED) \((\d+) / (\d+) tests \((\d+) skipped\)\)\s*$")
_CASE = re.compile(r"^(.*?) \.*\s*(PASS|----|FAILED)\s*$")
_RNG = re.compile(r"^rng (\S+) gen_extra=(\d+) shared=(\d+)$")


@dataclass
class SuiteRun:
    build: str                     # "alt" or "plain"
    verdict: str                   # "PASSED" or "FAILED"
    ok: int                        # total minus failures (skipped included)
    total: int
    skipped: int
    failed_cases: list[str]
    suite: str = "ecdh"
    # test_alt_used: curve -> RNG bytes beyond the key's draw in gen_public,
    # and during compute_shared (0 and 0: ctb_ec did the multiplication)
    rng: dict[str, tuple[int, int]] = field(default_factory=dict)
    errors: list[str] = field(default_factory=list)    # its "err ..." lines
    checks_failed: int = -1                            # its "failed N"
    directory: Path = Path()

    @property
    def log(self) -> Path:
        return self.directory / f"test_suite_{self.suite}.log"

    @property
    def executed(self) -> int:
        return self.total - self.skipped

    def on_ctb_ec(self) -> bool:
        """True when P-256 and P-384 drew nothing from the RNG beyond the key."""
        return all(self.rng.get(c) == (0, 0) for c in CURVES_ON_CTB_EC)

    def as_dict(self) -> dict[str, object]:
        return {"build": self.build, "suite": self.suite, "verdict": self.verdict,
                "passed": self.ok - self.skipped,
                "executed": self.executed, "skipped": self.skipped, "total": self.total,
                "failed_cases": self.failed_cases, "on_ctb_ec": self.on_ctb_ec(),
                "rng": {c: {"gen_extra": g, "shared": s} for c, (g, s) in self.rng.items()},
                "adapter_checks_failed": self.checks_failed, "directory": str(self.directory)}


def parse_suite(text: str) -> tuple[str, int, int, int, list[str]]:
    """(verdict, ok, total, skipped, failing case names) from a suite's output."""
    failed = [m.group(1).strip() for m in map(_CASE.match, text.splitlines())
              if m and m.group(2) == "FAILED"]
    for line in reversed(text.splitlines()):
        m = _SUMMARY.match(line)
        if m:
            return m.group(1), int(m.group(2)), int(m.group(3)), int(m.group(4)), failed
    raise CtbError("no summary line (PASSED/FAILED (N / N tests (K skipped))) in the "
                   "suite's output: it stopped early")


def parse_alt_used(text: str, run: SuiteRun) -> None:
    """Fill run's rng, errors and checks_failed from test_alt_used's lines."""
    for line in text.splitlines():
        m = _RNG.match(line)
        if m:
            run.rng[m.group(1)] = (int(m.group(2)), int(m.group(3)))
        elif line.startswith("err "):
            run.errors.append(line)
        elif line.startswith("failed "):
            run.checks_failed = int(line.split()[1])


def build(tree: Path, which: str, target: str | None = None) -> Path:
    """Configure and build one of BUILDS (its default targets, or `target`);
    incremental; returns its directory."""
    if which not in BUILDS:
        raise CtbError(f"unknown build '{which}' (alt or plain)")
    if shutil.which("cmake") is None:
        raise CtbError("the mbedTLS suite build needs 'cmake' (Debian package: cmake)")
    directory = build_root() / "mbedtls-alt" / which
    directory.mkdir(parents=True, exist_ok=True)
    log = directory / "build.log"
    log.write_bytes(b"")
    what = f"build of mbedTLS's ECDH suite ({which})"
    # mbedTLS's generator runs from the read-only tree: no bytecode there.
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    source = project_root() / "components" / "ctb_ec_mbedtls" / "test"
    run_logged(["cmake", "-S", str(source), "-B", str(directory),
                f"-DCTB_MBEDTLS_DIR={tree}",
                f"-DCTB_EC_MBEDTLS_ALT={'ON' if which == 'alt' else 'OFF'}"], log, what, env=env)
    run_logged(["cmake", "--build", str(directory), "--parallel", "2",
                *(["--target", target] if target else [])], log, what, env=env)
    return directory


def _run(program: Path, log: Path, timeout: float) -> str:
    """Run a program in its directory (the suite reads its .datax there);
    its output goes to log before anything reads it."""
    try:
        out = subprocess.run([str(program)], cwd=program.parent, capture_output=True,
                             timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise CtbError(f"{program.name} did not finish in {timeout:.0f} s") from None
    log.write_bytes(out.stdout + out.stderr)
    return out.stdout.decode(errors="replace")


def run_suite(tree: Path, which: str, suite: str, timeout: float = 600.0) -> SuiteRun:
    """Build and run one of mbedTLS's SUITES; parse its output."""
    if suite not in SUITES:
        raise CtbError(f"unknown suite '{suite}' ({', '.join(SUITES)})")
    program = f"test_suite_{suite}"
    directory = build(tree, which, program)
    text = _run(directory / program, directory / f"{program}.log", timeout)
    verdict, ok, total, skipped, failed = parse_suite(text)
    return SuiteRun(which, verdict, ok, total, skipped, failed, suite, directory=directory)


def run(tree: Path, which: str, timeout: float = 600.0) -> SuiteRun:
    """Build, run test_suite_ecdh and test_alt_used, parse both."""
    directory = build(tree, which)
    result = run_suite(tree, which, "ecdh", timeout)
    parse_alt_used(_run(directory / "test_alt_used", directory / "alt_used.log", timeout),
                   result)
    if result.checks_failed < 0:
        raise CtbError(f"test_alt_used stopped early; see {directory / 'alt_used.log'}")
    return result


def problems(runs: list[SuiteRun]) -> list[str]:
    """What is wrong with these runs, one line each; [] when all is well:
    every suite passed; for ecdh, the adapter build ran P-256/P-384 on
    ctb_ec and the plain one did not, and every adapter check passed; and
    where a suite ran in both builds, the same cases ran (and, for ecdh,
    bad inputs got the same codes)."""
    out = []
    by = {(r.build, r.suite): r for r in runs}
    for r in runs:
        if r.verdict != "PASSED":
            out.append(f"{r.build}: {r.suite} failed ({', '.join(r.failed_cases)}); "
                       f"see {r.log}")
        if r.suite != "ecdh":
            continue
        if r.checks_failed != 0:
            out.append(f"{r.build}: {r.checks_failed} adapter check(s) failed; "
                       f"see {r.directory / 'alt_used.log'}")
        if r.on_ctb_ec() != (r.build == "alt"):
            out.append(f"{r.build}: P-256/P-384 {'did not run' if r.build == 'alt' else 'ran'} "
                       f"on ctb_ec (RNG use {r.rng})")
    for suite in dict.fromkeys(r.suite for r in runs):
        alt, plain = by.get(("alt", suite)), by.get(("plain", suite))
        if alt is None or plain is None:
            continue
        if (alt.total, alt.skipped) != (plain.total, plain.skipped):
            out.append(f"{suite}: case counts differ: alt {alt.total} ({alt.skipped} "
                       f"skipped), plain {plain.total} ({plain.skipped} skipped)")
        if alt.errors != plain.errors:
            out.append("bad inputs get other codes through the adapter; compare "
                       f"{alt.directory / 'alt_used.log'} with {plain.directory / 'alt_used.log'}")
    return out


_SECTION = re.compile(r"^--- (\S+) (\S+)")
_FRAME = re.compile(r"^==\d+==\s+(?:at|by) 0x[0-9A-Fa-f]+: (\S+)")


def flow(directory: Path, timeout: float = 600.0) -> dict[str, list[list[str]]]:
    """test_alt_flow under valgrind's memcheck: for each section of its
    output ("P-256 compute_shared", "P-256 gen_public", "P-256 control",
    ...), the stack (function names, innermost first) of each report of a
    use of a secret. The log is written to flow.log first. Needs valgrind
    and the alt build's test_alt_flow."""
    program = directory / "test_alt_flow"
    if shutil.which("valgrind") is None or not program.is_file():
        raise CtbError("the secret-flow check needs valgrind and its header "
                       "(Debian package valgrind) when the alt build is configured")
    log = directory / "flow.log"
    try:
        out = subprocess.run(["valgrind", "--num-callers=12", str(program.resolve())],
                             cwd=directory, capture_output=True, timeout=timeout, check=False)
    except subprocess.TimeoutExpired:
        raise CtbError(f"valgrind ./test_alt_flow did not finish in {timeout:.0f} s") from None
    log.write_bytes(out.stdout + out.stderr)
    if out.returncode != 0:
        raise CtbError(f"test_alt_flow failed (exit {out.returncode}); see {log}")
    sections: dict[str, list[list[str]]] = {}
    current: list[list[str]] | None = None
    stack: list[str] | None = None
    for line in out.stderr.decode(errors="replace").splitlines():
        m = _SECTION.match(line)
        if m:
            current = None if m.group(2) == "end" else sections.setdefault(
                f"{m.group(1)} {m.group(2)}", [])
            stack = None
        elif "uninitialised" in line and current is not None:
            stack = []
            current.append(stack)
        elif (f := _FRAME.match(line)) and stack is not None:
            stack.append(f.group(1))
        else:
            stack = None
    return sections


def _ctb_ec_own(function: str) -> bool:
    return function.startswith("ctb_ec_") and not function.startswith("ctb_ec_mbedtls")


def _allowed(section: str, stack: list[str]) -> bool:
    return _ctb_ec_own(stack[0]) or (section == "gen_public"
                                     and "mbedtls_ecp_gen_privkey" in stack)


def flow_problems(sections: dict[str, list[list[str]]]) -> list[str]:
    """What flow()'s reports say is wrong, one line each; [] when all is
    well. Allowed: ctb_ec's own branches on its public verdicts (its range
    check, its infinity check), and mbedTLS's rejection sampling of d under
    mbedtls_ecp_gen_privkey (mbedTLS's gen_public runs it too). Anything
    else on top (the adapter, or mbedTLS code it calls on a secret) is a
    problem; so is a silent negative control, or a gen_public section in
    which the RNG's bytes never reached ctb_ec."""
    out = []
    for curve in CURVES_ON_CTB_EC:
        control = sections.get(f"{curve} control", [])
        if not any(s and s[0].startswith("control") for s in control):
            out.append(f"{curve}: the negative control was not reported: the check is blind")
        for name in ("compute_shared", "gen_public"):
            stacks = [s for s in sections.get(f"{curve} {name}", []) if s]
            out += [f"{curve} {name}: a secret decides a branch or an address in "
                    f"{' <- '.join(s[:3])}" for s in stacks if not _allowed(name, s)]
        if not any(s and _ctb_ec_own(s[0]) for s in sections.get(f"{curve} gen_public", [])):
            out.append(f"{curve} gen_public: the RNG's secret bytes never reached ctb_ec")
    return out
