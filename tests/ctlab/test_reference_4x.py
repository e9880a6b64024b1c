"""mbedTLS 4.0.0 (TF-PSA-Crypto 1.0.0) under ct-check: the audit of the
bignum_core objects the campaigns time, 3.6.6 and 4.0.0+revert-ct as the
negative controls (docs/regression.md, "Constant time: the audit of the
very objects timed"). Without 4.0.0's tree in the cache these rows are
skipped, with one line."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab.audit import driver

SUB, MLA = "mbedtls_mpi_core_sub", "mbedtls_mpi_core_mla"


def _row(variant: str, function: str, verdict: str, target: str = "t") -> dict[str, Any]:
    return {"variant": variant, "checker": "audit", "target": target, "function": function,
            "verdict": verdict, "detail": ""}


def test_4x_claims_and_controls() -> None:
    """4.0.0 and +series are claimed for core_sub; revert-ct is a negative
    control; an mla FAIL is reported, not a broken claim."""
    good = [_row("mbedtls-4.0.0", SUB, "PASS"), _row("mbedtls-4.0.0", MLA, "FAIL"),
            _row("mbedtls-4.0.0+series", SUB, "PASS"),
            _row("mbedtls-4.0.0+revert-ct", SUB, "FAIL")]
    assert ctcheck.broken_claims(good) == []
    bad = [_row("mbedtls-4.0.0+series", SUB, "FAIL"),
           _row("mbedtls-4.0.0+revert-ct", SUB, "PASS")]
    assert ctcheck.broken_claims(bad) == ["mbedtls-4.0.0+series fails audit",
                                          "negative control mbedtls-4.0.0+revert-ct passes audit"]


def test_4x_skipped_without_its_tree(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """No 4.0.0 tree: no rows (never an ERROR), one note naming the fetch."""
    from ctbench.targets import source_cache

    monkeypatch.setattr(source_cache, "cached", lambda name, version: None)
    rows, notes = ctcheck.run_checks(["mbedtls-4.0.0+series"], ["audit"], tmp_path)
    assert rows == []
    assert notes == ["mbedtls-4.0.0+series skipped: mbedTLS 4.0.0 not in the cache "
                     "(ctbench baseline fetch mbedtls==4.0.0 --from git)"]


@pytest.fixture(scope="module")
def audited(mbedtls_baseline: Path) -> dict[str, list[dict[str, Any]]]:
    if ctcheck.reference_missing("mbedtls-4.0.0"):
        pytest.skip(str(ctcheck.reference_missing("mbedtls-4.0.0")))
    return {v: driver.audit_reference(v)[0]
            for v in ("mbedtls-3.6.6", *ctcheck.REFERENCE_4_0_VARIANTS)}


def _verdicts(rows: list[dict[str, Any]], function: str) -> dict[str, str]:
    return {r["target"].split()[0]: r["verdict"] for r in rows if r["function"] == function}


@pytest.mark.slow   # four reference builds audited on six cores: 40 s
def test_4x_core_sub_passes_where_3_6_6_fails(audited: dict[str, list[dict[str, Any]]]) -> None:
    """On every target 4.0.0 and +series pass core_sub; revert-ct fails
    exactly where 3.6.6 does (lx106, M4, ESP32), and there is such a
    target."""
    control = _verdicts(audited["mbedtls-3.6.6"], SUB)
    assert "ERROR" not in control.values() and "FAIL" in control.values()
    assert {"qemu-xtensa", "qemu-cortex-m4"} <= {t for t, v in control.items() if v == "FAIL"}
    for variant in ("mbedtls-4.0.0", "mbedtls-4.0.0+series"):
        assert set(_verdicts(audited[variant], SUB).values()) == {"PASS"}, variant
    assert _verdicts(audited["mbedtls-4.0.0+revert-ct"], SUB) == control


@pytest.mark.slow
def test_4x_series_leaves_no_call_in_the_loops(
        audited: dict[str, list[dict[str, Any]]]) -> None:
    """4.0.0 keeps seed 000's -Os loss (mbedtls_ct_uint_lt called twice a
    limb); the series inlines it."""
    for r in audited["mbedtls-4.0.0"]:
        if r["function"] == SUB:
            assert "2 calls in loops (mbedtls_ct_uint_lt, mbedtls_ct_uint_lt)" in r["detail"], r
    for r in audited["mbedtls-4.0.0+series"]:
        assert "mbedtls_ct_" not in r["detail"], r


# -- valgrind on the native builds (host/ctbench/ctlab/reference_flow.py) ----

@pytest.fixture(scope="module")
def flowed(mbedtls_baseline: Path, tmp_path_factory: pytest.TempPathFactory
           ) -> dict[str, dict[tuple[str, str], str]]:
    """(build, function) -> verdict for 3.6.6, 4.0.0, +series, +revert-ct,
    and the planted control: 4.0.0 with controls/leaky-sub (a branch on
    core_sub's borrow)."""
    if ctcheck.CHECKERS["valgrind"].missing():
        pytest.skip(f"missing {', '.join(ctcheck.CHECKERS['valgrind'].missing())}")
    if ctcheck.reference_missing("mbedtls-4.0.0"):
        pytest.skip(str(ctcheck.reference_missing("mbedtls-4.0.0")))
    from ctbench.ctlab import reference_flow
    from ctbench.targets.patches import apply_patches, patch_root, patch_set

    work = tmp_path_factory.mktemp("reference_flow")
    out: dict[str, dict[tuple[str, str], str]] = {}
    for variant in ("mbedtls-3.6.6", "mbedtls-4.0.0", "mbedtls-4.0.0+series",
                    "mbedtls-4.0.0+revert-ct"):
        rows = reference_flow.check(variant, work / variant)
        out[variant] = {(r["target"], r["function"]): r["verdict"] for r in rows}
    release = reference_flow.variant_tree("mbedtls-4.0.0", work / "release")
    leaky = apply_patches(release, patch_set("mbedtls", "4.0.0", "controls/leaky-sub"),
                          work / "leaky" / "mbedtls", patch_root("mbedtls", "4.0.0"))
    rows = reference_flow.check_tree("leaky-sub", leaky, work / "leaky")
    out["leaky-sub"] = {(r["target"], r["function"]): r["verdict"] for r in rows}
    return out


PLAIN, NO_IFCVT = "x86_64-gcc -O2", "x86_64-gcc -O2 -fno-if-conversion"


def test_valgrind_passes_4x_and_the_series_on_both_builds(
        flowed: dict[str, dict[tuple[str, str], str]]) -> None:
    for variant in ("mbedtls-4.0.0", "mbedtls-4.0.0+series"):
        assert flowed[variant] == {(b, f): "PASS" for b in (PLAIN, NO_IFCVT)
                                   for f in (SUB, MLA)}, variant


def test_valgrind_flags_3_6_6_and_revert_ct_where_the_carry_is_a_branch(
        flowed: dict[str, dict[tuple[str, str], str]]) -> None:
    """gcc -O2 makes 3.6's plain carries branch-free on x86-64; without
    if-conversion core_mla's excess-limb carry is a branch: FAIL there
    only, for the release and for 4.0.0 with the two lines reverted."""
    for variant in ("mbedtls-3.6.6", "mbedtls-4.0.0+revert-ct"):
        failed = {key for key, v in flowed[variant].items() if v == "FAIL"}
        assert failed == {(NO_IFCVT, MLA)}, (variant, flowed[variant])
        assert "ERROR" not in flowed[variant].values()


def test_valgrind_flags_the_planted_branch_on_the_borrow(
        flowed: dict[str, dict[tuple[str, str], str]]) -> None:
    assert flowed["leaky-sub"][(PLAIN, SUB)] == "FAIL"
    assert flowed["leaky-sub"][(NO_IFCVT, SUB)] == "FAIL"
    assert flowed["leaky-sub"][(PLAIN, MLA)] == "PASS"
