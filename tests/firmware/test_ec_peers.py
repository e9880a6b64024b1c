"""Issue 12's peers: plans/ec.toml, the ECDH/ECDSA rows of the mbedTLS and
BearSSL reference suites (same names as ctb_ec's), their self-checks on
native and on an emulated core, and the variants that select each suite."""

from __future__ import annotations

import fnmatch
import json
from pathlib import Path

import pytest
from test_c_units import run_unit_tests

from conftest import BuildFn
from ctbench.campaign.plan import load_plan
from helpers import ROOT, ctbench

ROWS = ["ecdh_public_p256", "ecdh_shared_p256", "ecdh_public_p384", "ecdh_shared_p384",
        "ecdsa_verify_p256", "ecdsa_verify_p384"]
BEARSSL_EXTRA = ["ecdh_public_p256_m15", "ecdh_shared_p256_m15", "ecdsa_verify_p256_m15",
                 "ecdh_public_p256_i31", "ecdh_shared_p256_i31", "ecdsa_verify_p256_i31",
                 "ecdsa_verify_p256_i15", "ecdh_public_p384_i15", "ecdh_shared_p384_i15",
                 "ecdsa_verify_p384_i15"]


def test_ec_plan() -> None:
    plan = load_plan(ROOT / "plans" / "ec.toml")
    assert plan.name == "ec"
    assert plan.targets == ("qemu-xtensa", "qemu-cortex-m4", "qemu-riscv32", "native",
                            "qemu-esp32", "qemu-esp32s3")
    assert {k: v.name for k, v in plan.variants.items()} == {
        "A": "ctb", "B": "mbedtls-3.6.6", "C": "bearssl-0.6", "D": "ctb-complete"}
    slots = [s for s in plan.slots() if s.target == "qemu-riscv32"]
    assert [s.variant.name for s in slots] == ["ctb", "mbedtls-3.6.6", "bearssl-0.6",
                                               "ctb-complete", "ctb"]
    for row in [*ROWS, *BEARSSL_EXTRA, "ecp_mul_p256"]:
        assert fnmatch.fnmatchcase(row, plan.bench), row


@pytest.mark.parametrize("variant,suite", [("ctb", "CTB_BENCH_EC"),
                                           ("mbedtls-3.6.6", "CTB_BENCH_REF_MBEDTLS"),
                                           ("bearssl-0.6", "CTB_BENCH_REF_BEARSSL")])
def test_each_variant_builds_its_suite_alone(variant: str, suite: str) -> None:
    from ctbench.targets.variants import resolve_variant

    settings = resolve_variant(variant).settings()
    on = {k for k, v in settings.items() if k.startswith("CONFIG_CTB_BENCH_") and v == "y"}
    assert on == {f"CONFIG_{suite}"}
    assert settings["CONFIG_COMPILER_OPTIMIZATION_SIZE"] == "y"


@pytest.mark.parametrize("variant,rows", [
    ("ctb", ROWS),
    ("mbedtls-3.6.6", [*ROWS, "ecp_mul_p256"]),
    ("bearssl-0.6", [*ROWS, *BEARSSL_EXTRA]),
])
def test_rows_run_and_check_out_natively(variant: str, rows: list[str], tmp_path: Path,
                                         mbedtls_baseline: Path, bearssl_baseline: Path
                                         ) -> None:
    """Every row runs and passes its check after the last batch (a failed
    check is a problem in the run's JSON)."""
    proc = ctbench("run", "--target", "native", "--variant", variant, "--bench", "ec*",
                   "--batches", "1", "--batch-ms", "1", "--out", str(tmp_path), "--json",
                   timeout=1200)
    assert proc.returncode == 0, proc.stderr[-2000:]
    doc = json.loads(proc.stdout)
    assert not doc["problems"]
    assert sorted(r["bench"] for r in doc["records"]) == sorted(rows)


@pytest.mark.parametrize("target", ["native", "qemu-riscv32"])
def test_bearssl_unit_tests(target: str, built: BuildFn, tmp_path: Path,
                            bearssl_baseline: Path) -> None:
    """ref_bearssl's three tests (every row's check, checks that fail,
    peer point and signature rejected) on top of the default build's."""
    assert (run_unit_tests(target, "bearssl-0.6", built, tmp_path)
            == run_unit_tests(target, "Os", built, tmp_path) + 3)


@pytest.mark.parametrize("target", ["native", "qemu-riscv32"])
def test_mbedtls_unit_tests(target: str, built: BuildFn, tmp_path: Path,
                            mbedtls_baseline: Path) -> None:
    """ref_mbedtls's four tests, now over its rows (ECDH and P-384, GCM and
    base64 included), and ctb_ghash's three GCM ones (mbedTLS's AES)."""
    assert (run_unit_tests(target, "mbedtls-3.6.6", built, tmp_path)
            == run_unit_tests(target, "Os", built, tmp_path) + 4 + 3)
