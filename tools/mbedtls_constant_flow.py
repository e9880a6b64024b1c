"""mbedTLS's constant-flow tests of mbedtls_mpi_core_sub and _mla on
TF-PSA-Crypto v1.0.0 (the crypto half of mbedTLS 4.0.0), with patch sets
from patches/mbedtls-4.0.0/ applied by `git am` (docs/regression.md,
"mbedTLS's own constant-flow cases for core_sub and core_mla").

TF-PSA-Crypto is cloned from its public URL into WORK/src (sparse: one
data file of v1.0.0 is left out, as in tests/targets/test_patches_4x.py)
with its framework submodule at the commit v1.0.0 pins. Every build is
the release plus the sets it names, then the `tests` set (the corrected
cases); it builds only test_suite_bignum_core under Valgrind's or
MemorySanitizer's constant-flow testing and runs two groups of cases:
the stock ones (`mbedtls_mpi_core_sub` / `_mla` of the generated suite)
and the corrected ones (`Constant flow: ...` of the misc suite). One line
a build:

    PYTHONPATH=$PWD/host .venv/bin/python tools/mbedtls_constant_flow.py \\
        --work /tmp/cflow release revert-ct series controls/leaky-sub \\
        [--tool valgrind|memsan] [--cflags '-O2 -fno-if-conversion']

A build is `release` or sets joined by `+` (`series`, `revert-ct`,
`controls/leaky-sub`). Exit status 1 when a build or a run errs (not when
a group FAILs: which group should fail is the caller's to say).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from ctbench.targets.git_baseline import release

ROOT = Path(__file__).resolve().parents[1]
SETS = ROOT / "patches" / "mbedtls-4.0.0"
# The commits mbedTLS 4.0.0 pins, from the one table that records them.
_PINS = dict(release("mbedtls", "4.0.0").submodules)   # type: ignore[union-attr]
TFPSA_URL = "https://github.com/Mbed-TLS/TF-PSA-Crypto"
TFPSA_TAG = "v1.0.0"
TFPSA_COMMIT = _PINS["tf-psa-crypto"]
FRAMEWORK_URL = "https://github.com/Mbed-TLS/mbedtls-framework"
FRAMEWORK_COMMIT = _PINS["tf-psa-crypto/framework"]
MISSING_BLOB = "tests/suites/test_suite_pk.pk_can_do_psa.data"
GIT_ENV = {"GIT_AUTHOR_NAME": "ctbench", "GIT_AUTHOR_EMAIL": "ctbench@ctbench.invalid",
           "GIT_COMMITTER_NAME": "ctbench", "GIT_COMMITTER_EMAIL": "ctbench@ctbench.invalid"}
# (suite, the cases' description prefix) for each group of cases.
GROUPS = {"stock": ("generated", ("mbedtls_mpi_core_sub ", "mbedtls_mpi_core_mla ")),
          "corrected": ("misc", ("Constant flow: mbedtls_mpi_core_",))}
USER_CONFIG = {
    "valgrind": "#define MBEDTLS_TEST_CONSTANT_FLOW_VALGRIND\n",
    # MemorySanitizer cannot see into assembly: TF-PSA-Crypto refuses
    # MBEDTLS_HAVE_ASM under it and warns about AES-NI.
    "memsan": "#define MBEDTLS_TEST_CONSTANT_FLOW_MEMSAN\n#undef MBEDTLS_HAVE_ASM\n"
              "#undef MBEDTLS_AESNI_C\n",
}
_SUMMARY = re.compile(r"^(PASSED|FAILED) \((\d+) / (\d+) tests \((\d+) skipped\)\)", re.M)


class FlowError(Exception):
    """A step that could not be done (clone, patch, build, run)."""


@dataclass
class GroupResult:
    verdict: str        # PASS, FAIL
    ran: int            # cases run (not skipped)
    reports: int        # the tool's reports
    failed_cases: int   # cases whose own checks failed

    def line(self, name: str) -> str:
        return (f"{name} {self.verdict} ({self.ran} cases run, {self.reports} "
                f"{'report' if self.reports == 1 else 'reports'}, "
                f"{self.failed_cases} failed)")


def _run(cmd: list[str], cwd: Path, env: dict[str, str] | None = None,
         timeout: int = 1800) -> subprocess.CompletedProcess[str]:
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, check=False,
                          env={**os.environ, **GIT_ENV, **(env or {})}, timeout=timeout)


def _git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return _run(["git", *args], cwd)


def reachable() -> str:
    """Why the repositories cannot be used ("" when they can)."""
    if shutil.which("git") is None:
        return "git not found"
    for url in (TFPSA_URL, FRAMEWORK_URL):
        probe = subprocess.run(["git", "ls-remote", url, "HEAD"], capture_output=True,
                               text=True, check=False, timeout=120)
        if probe.returncode != 0:
            return f"{url} not reachable (git ls-remote failed)"
    return ""


def clone(work: Path) -> Path:
    """TF-PSA-Crypto v1.0.0 with its framework in WORK/src, tagged
    `ctbench-base` (the release without MISSING_BLOB in its index)."""
    src = work / "src"
    if (src / ".git").is_dir() and _git(src, "rev-parse", "-q", "--verify",
                                        "ctbench-base").returncode == 0:
        return src
    if src.exists():
        shutil.rmtree(src)
    work.mkdir(parents=True, exist_ok=True)
    steps = [
        (work, ["clone", "-q", "--filter=blob:none", "--no-checkout", TFPSA_URL, str(src)]),
        (src, ["sparse-checkout", "set", "--no-cone", "/*", f"!/{MISSING_BLOB}"]),
    ]
    for cwd, args in steps:
        done = _git(cwd, *args)
        if done.returncode != 0:
            raise FlowError(f"git {args[0]}: {done.stderr.strip()}")
    _git(src, "checkout", "-q", "-f", TFPSA_TAG)   # may complain about MISSING_BLOB
    if _git(src, "rev-parse", "HEAD").stdout.strip() != TFPSA_COMMIT:
        raise FlowError(f"{TFPSA_URL} {TFPSA_TAG} is not {TFPSA_COMMIT}")
    fw = src / "framework"
    if fw.exists():
        shutil.rmtree(fw)
    for cwd, args in [(src, ["clone", "-q", "--no-checkout", FRAMEWORK_URL, str(fw)]),
                      (fw, ["checkout", "-q", FRAMEWORK_COMMIT]),
                      (src, ["rm", "-q", "--sparse", "--cached", MISSING_BLOB]),
                      (src, ["commit", "-q", "-m", "ctbench base: v1.0.0 without one data file"]),
                      (src, ["tag", "ctbench-base"])]:
        done = _git(cwd, *args)
        if done.returncode != 0:
            raise FlowError(f"git {args[0]}: {done.stderr.strip()}")
    return src


def patches_of(build: str) -> list[Path]:
    """The format-patch files of a build, in `git am` order, the
    corrected cases last."""
    names = [] if build == "release" else build.split("+")
    files = []
    for name in [*names, "tests"]:
        found = sorted((SETS / name).glob("*.patch"))
        if not found:
            raise FlowError(f"no patch set '{name}' in {SETS}")
        files += found
    return files


def checkout(src: Path, build: str) -> None:
    """The source tree at the release plus the build's sets."""
    for args in (["am", "--abort"], ["checkout", "-q", "-f", "--detach", "ctbench-base"]):
        _git(src, *args)
    am = _git(src, "am", "-q", *map(str, patches_of(build)))
    if am.returncode != 0:
        _git(src, "am", "--abort")
        raise FlowError(f"{build}: git am failed: {(am.stdout + am.stderr).strip()}")


def configure_and_build(src: Path, out: Path, tool: str, cflags: str) -> None:
    out.mkdir(parents=True, exist_ok=True)
    user = out / "ctbench_user_config.h"
    user.write_text(USER_CONFIG[tool])
    env = {"CC": "clang-19"} if tool == "memsan" else {}
    cmake = ["cmake", f"-DCMAKE_BUILD_TYPE={'MemSan' if tool == 'memsan' else 'Release'}",
             f"-DTF_PSA_CRYPTO_USER_CONFIG_FILE={user}", "-DENABLE_PROGRAMS=OFF",
             f"-DCMAKE_C_FLAGS={cflags}", str(src)]
    for cmd in (cmake, ["make", f"-j{os.cpu_count() or 2}", "test_suite_bignum_core.generated",
                        "test_suite_bignum_core.misc"]):
        done = _run(cmd, out, env)
        (out / f"{cmd[0]}.log").write_text(done.stdout + done.stderr)
        if done.returncode != 0:
            raise FlowError(f"{cmd[0]} failed, see {out / (cmd[0] + '.log')}")


def select_cases(datax: Path, prefixes: tuple[str, ...], dest: Path) -> int:
    """The cases of a suite's .datax whose description starts with one
    of the prefixes, written to dest; their number."""
    blocks = [b for b in datax.read_text().split("\n\n") if b.strip()]
    kept = [b.strip("\n") for b in blocks if b.lstrip("\n").startswith(prefixes)]
    dest.write_text("\n\n".join(kept) + "\n")
    return len(kept)


def run_group(out: Path, tool: str, group: str) -> GroupResult:
    suite, prefixes = GROUPS[group]
    exe = out / "tests" / f"test_suite_bignum_core.{suite}"
    data = out / f"{group}.datax"
    if select_cases(exe.with_name(exe.name + ".datax"), prefixes, data) == 0:
        raise FlowError(f"no {group} cases in {exe.name}.datax")
    if tool == "valgrind":
        # --error-limit=no: after 10,000,000 errors Valgrind stops reporting.
        cmd = ["valgrind", "-q", "--error-limit=no", "--error-exitcode=9", str(exe), str(data)]
        env = {}
    else:
        cmd = [str(exe), str(data)]
        env = {"MSAN_OPTIONS": "exitcode=9"}
    done = _run(cmd, exe.parent, env)
    log = done.stdout + done.stderr
    (out / f"{group}.log").write_text(log)
    reports = len(re.findall(r"Conditional jump or move depends|Use of uninitialised value|"
                             r"WARNING: MemorySanitizer", log))
    summary = _SUMMARY.search(log)
    if summary is None and reports == 0:
        raise FlowError(f"{exe.name} ended without a summary (rc {done.returncode}), "
                        f"see {out / (group + '.log')}")
    ran = int(summary.group(3)) - int(summary.group(4)) if summary else len(
        re.findall(r"\.\.\. *(?:PASS|FAILED)|\s(?:PASS|FAILED)\n", log))
    failed = len(re.findall(r"^  [^\n]*\n  at line", log, re.M)) if summary else 0
    if summary and summary.group(1) == "FAILED":
        failed = max(failed, 1)
    verdict = "PASS" if done.returncode == 0 and reports == 0 and failed == 0 else "FAIL"
    return GroupResult(verdict, ran, reports, failed)


def slug(text: str) -> str:
    return re.sub(r"[^A-Za-z0-9.]+", "_", text).strip("_") or "default"


def check(work: Path, build: str, tool: str, cflags: str) -> dict[str, GroupResult]:
    src = clone(work)
    checkout(src, build)
    out = work / f"build-{slug(build)}-{tool}-{slug(cflags)}"
    configure_and_build(src, out, tool, cflags)
    return {group: run_group(out, tool, group) for group in GROUPS}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("builds", nargs="+", help="release, or patch sets joined by +")
    ap.add_argument("--work", type=Path, required=True, help="clone and build directory")
    ap.add_argument("--tool", choices=sorted(USER_CONFIG), default="valgrind")
    ap.add_argument("--cflags", default="", help="CMAKE_C_FLAGS for library and tests")
    args = ap.parse_args(argv)
    needed = "valgrind" if args.tool == "valgrind" else "clang-19"
    if shutil.which(needed) is None:
        print(f"{needed} not found", file=sys.stderr)
        return 1
    status = 0
    for build in args.builds:
        head = f"{build} {args.tool} cflags='{args.cflags}'"
        try:
            results = check(args.work.resolve(), build, args.tool, args.cflags)
        except (FlowError, subprocess.TimeoutExpired) as exc:
            print(f"{head}: ERROR {exc}", flush=True)
            status = 1
            continue
        print(f"{head}: " + "; ".join(r.line(g) for g, r in results.items()), flush=True)
    return status


if __name__ == "__main__":
    sys.exit(main())
