"""Every component's C unit tests, on native and on every emulated ISA, at
-Os and -O2: the runner firmware/ generates collects each ctb_add_tests()."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from conftest import LOCAL_TARGETS, REFERENCE_VARIANTS, TEST_OPTIONS, BuildFn, usable
from ctbench.targets.base import RunOptions


# asm (the default path) at both levels; generic and the plain negative
# control must be correct too: a checker's verdict on wrong code means nothing.
@pytest.mark.parametrize("variant", ["Os", "O2", "ct_generic", "ct_plain"])
@pytest.mark.parametrize("target", LOCAL_TARGETS)
def test_unit_tests(target: str, variant: str, built: BuildFn, tmp_path: Path) -> None:
    run_unit_tests(target, variant, built, tmp_path)


# mbedTLS as released, with the regression and with the series: the patched
# carries and helpers must still compute the right answers on every ISA.
# make test runs the series (3.6 and 4.x: our code, per core) on every
# target and the releases on two; the rest, which change the same lines or
# are upstream's own code on another core, in make test-slow.
RELEASE_QUICK_TARGETS = ("native", "qemu-xtensa")


def _pairs(variants: list[str], series: str) -> list[object]:
    return [pair if pair[1].endswith(series) or (pair[0] in RELEASE_QUICK_TARGETS
                                                  and "+" not in pair[1])
            else pytest.param(*pair, marks=pytest.mark.slow)
            for pair in ((t, v) for t in LOCAL_TARGETS for v in variants)]


@pytest.mark.parametrize(("target", "variant"), _pairs(REFERENCE_VARIANTS, "+series"))
def test_reference_unit_tests(target: str, variant: str, built: BuildFn, tmp_path: Path,
                              mbedtls_baseline: Path) -> None:
    # the same tests as the default build, ref_mbedtls's four, and
    # ctb_ghash's three GCM ones (they need mbedTLS's AES)
    assert (run_unit_tests(target, variant, built, tmp_path)
            == run_unit_tests(target, "Os", built, tmp_path) + 4 + 3)


# mbedTLS 4.0.0 (TF-PSA-Crypto 1.0.0) as released and with its patch sets:
# the same ref_mbedtls tests through 4.x's private declarations. Its GCM
# rows are 3.6-only, so ctb_ghash's three GCM tests are not in these builds.
REFERENCE_4X_VARIANTS = ["mbedtls-4.0.0", "mbedtls-4.0.0+series", "mbedtls-4.0.0+revert-ct"]


@pytest.fixture(scope="session")
def mbedtls4_baseline() -> Path:
    """mbedTLS 4.0.0 in the user's cache, or a one-line skip."""
    from ctbench.errors import CtbError
    from ctbench.targets.source_cache import cached

    try:
        baseline = cached("mbedtls", "4.0.0")
    except CtbError as e:
        pytest.skip(f"mbedTLS 4.0.0 cache unusable: {e}")
    if baseline is None:
        pytest.skip("mbedTLS 4.0.0 not in the cache (ctbench baseline fetch mbedtls==4.0.0)")
    return baseline.tree


@pytest.mark.parametrize(("target", "variant"), _pairs(REFERENCE_4X_VARIANTS, "+series"))
def test_reference_4x_unit_tests(target: str, variant: str, built: BuildFn, tmp_path: Path,
                                 mbedtls4_baseline: Path) -> None:
    sets = variant.split("+")[1:]
    root = Path(__file__).resolve().parents[2] / "patches" / "mbedtls-4.0.0"
    unwritten = [s for s in sets if not any((root / s).glob("*.patch"))]
    if unwritten:
        pytest.skip(f"patch set {unwritten[0]} for mbedTLS 4.0.0 not written yet")
    assert (run_unit_tests(target, variant, built, tmp_path)
            == run_unit_tests(target, "Os", built, tmp_path) + 4)

def run_unit_tests(target: str, variant: str, built: BuildFn, tmp_path: Path) -> int:
    """Run the build's test runner; its number of passed tests."""
    t = usable(target)
    build = built(target, variant)
    assert build.tests is not None
    capture = tmp_path / "units.log"
    with capture.open("wb") as f:
        outcome = t.run(build, f, RunOptions(timeout_s=300, silence_s=120), program=build.tests)
    out = capture.read_text(errors="replace")
    failures = "\n".join(line for line in out.splitlines() if line.startswith("FAIL"))
    summary = re.search(r"\[(\S+)\] (\d+) passed, (\d+) failed", out)
    assert summary, f"{target}/{variant}: no summary line; capture in {capture}:\n{out[-2000:]}"
    assert summary.group(1) == target
    assert summary.group(3) == "0" and outcome.exit_status == 0, (
        f"{target}/{variant}:\n{failures or out[-2000:]}")
    assert int(summary.group(2)) >= 20
    assert TEST_OPTIONS.batches == 2
    return int(summary.group(2))
