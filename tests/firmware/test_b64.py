"""Issue 13's base64 comparison: plans/b64.toml, the b64-* variants (one
suite each, the decoder named by CONFIG_CTB_B64_IMPL), the CA bundle handed
to the builds that decode it, and the rows' self-checks on native."""

from __future__ import annotations

import fnmatch
import json
from pathlib import Path

import pytest

from ctbench.campaign.plan import load_plan
from ctbench.targets.build import ca_bundle
from ctbench.targets.variants import resolve_variant
from helpers import ROOT, ctbench

ROWS = ["b64_decode_ca_bundle", "pem_parse_ca_bundle"]
IMPLS = {"b64-table": "table", "b64-ct-scan": "ct-scan", "b64-ct-range": "ct-range"}


def test_b64_plan() -> None:
    plan = load_plan(ROOT / "plans" / "b64.toml")
    assert plan.compare == "peers" and plan.order == "ABCDA"
    assert {k: v.name for k, v in plan.variants.items()} == {
        "A": "b64-table", "B": "b64-ct-scan", "C": "b64-ct-range", "D": "mbedtls-3.6.6"}
    for row in ROWS:
        assert fnmatch.fnmatchcase(row, "b64_*") or fnmatch.fnmatchcase(row, "pem_*")
    assert "native" in plan.targets and "qemu-riscv32" in plan.targets


@pytest.mark.parametrize("variant", sorted(IMPLS))
def test_each_b64_variant_builds_its_suite_alone(variant: str) -> None:
    settings = resolve_variant(variant).settings()
    on = {k for k, v in settings.items() if k.startswith("CONFIG_CTB_BENCH_") and v == "y"}
    assert on == {"CONFIG_CTB_BENCH_B64"}
    assert settings["CONFIG_CTB_B64_IMPL"] == IMPLS[variant]
    assert settings["CONFIG_COMPILER_OPTIMIZATION_SIZE"] == "y"


def test_the_bundle_goes_to_the_builds_that_decode_it() -> None:
    for name in [*IMPLS, "mbedtls-3.6.6"]:
        args = ca_bundle(resolve_variant(name))
        path = Path(args[0].removeprefix("-DCTB_CA_BUNDLE="))
        assert path.is_file() and path.read_text().count("-----BEGIN CERTIFICATE-----") > 100
        assert args[1].startswith("-DCTB_CA_BUNDLE_VERSION=20")
    assert ca_bundle(resolve_variant("Os")) == []


@pytest.mark.parametrize("variant", ["b64-ct-range", "mbedtls-3.6.6"])
def test_rows_run_and_check_out_natively(variant: str, tmp_path: Path,
                                         mbedtls_baseline: Path) -> None:
    """Both rows run and pass their check after the last batch (a failed
    check is a problem in the run's JSON)."""
    proc = ctbench("run", "--target", "native", "--variant", variant,
                   "--bench", "b64_*,pem_*", "--batches", "1", "--batch-ms", "1",
                   "--out", str(tmp_path), "--json", timeout=1200)
    assert proc.returncode == 0, proc.stderr[-2000:]
    doc = json.loads(proc.stdout)
    assert not doc["problems"]
    assert sorted(r["bench"] for r in doc["records"] if r["bench"] in ROWS) == ROWS
