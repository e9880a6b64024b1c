"""mbedTLS 3.6.6's own ECDH test suite through ctb_ec_mbedtls (issue 12,
item 6), natively: the adapter build must pass it with the same counts as
unmodified mbedTLS, must really run P-256 and P-384 on ctb_ec, and must
refuse bad scalars and points with mbedTLS's own codes."""

from __future__ import annotations

import dataclasses
import shutil
import subprocess
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.vectors import mbedtls_suites as mbedtls_alt


@pytest.fixture(scope="module")
def runs(mbedtls_baseline: Path) -> dict[str, mbedtls_alt.SuiteRun]:
    if not (mbedtls_baseline / "tests" / "suites" / "test_suite_ecdh.function").is_file():
        pytest.skip(f"the mbedTLS tree {mbedtls_baseline} has no test suites")
    return {which: mbedtls_alt.run(mbedtls_baseline, which) for which in mbedtls_alt.BUILDS}


def test_suite_passes_through_the_adapter(runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    alt, plain = runs["alt"], runs["plain"]
    assert alt.verdict == "PASSED" and alt.failed_cases == [], alt.log
    assert plain.verdict == "PASSED", plain.log
    # The same cases run and the same are skipped with and without it.
    assert (alt.total, alt.skipped) == (plain.total, plain.skipped)
    assert alt.executed >= 20
    # Skipped are only the restartable cases: mbedTLS's default
    # configuration leaves MBEDTLS_ECP_RESTARTABLE out, and check_config.h
    # forbids it with any ECDH ALT.
    log = alt.log.read_text()
    skipped = [line for line in log.splitlines() if line.rstrip().endswith(" ----")]
    assert len(skipped) == alt.skipped
    assert all(line.startswith("ECDH restartable") for line in skipped)


# PSA's own suite (psa_crypto: its ECDH key agreement goes through the
# adapter too) is the full-length run, `ctbench mbedtls-alt --suite
# psa_crypto` (docs/ec.md has its counts); the ECDH suite above is the
# short version that make test runs.


def test_p256_and_p384_run_on_ctb_ec(runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    alt, plain = runs["alt"], runs["plain"]
    # mbedTLS's multiplication draws blinding bytes from the caller's RNG;
    # ctb_ec's draws none. Without the adapter the RNG is used: the check
    # tells the two apart.
    assert alt.on_ctb_ec(), alt.rng
    assert not plain.on_ctb_ec(), plain.rng
    # P-521 is not ctb_ec's: the adapter hands it to mbedTLS, unchanged.
    assert alt.rng["P-521"] == plain.rng["P-521"] != (0, 0)


@pytest.mark.skipif(shutil.which("nm") is None, reason="nm (binutils) not installed")
def test_suite_binary_links_ctb_ec(runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    def defined(which: str) -> set[str]:
        out = subprocess.run(["nm", "--defined-only", str(runs[which].directory /
                                                          "test_suite_ecdh")],
                             capture_output=True, text=True, check=True).stdout
        return {line.split()[-1] for line in out.splitlines() if line.strip()}

    assert {"ctb_ec_shared", "ctb_ec_public_key"} <= defined("alt")
    assert "ctb_ec_shared" not in defined("plain")


@pytest.mark.skipif(shutil.which("valgrind") is None, reason="valgrind not installed")
def test_no_branch_on_a_secret_in_the_adapter(runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    """Secrets marked undefined under memcheck: what is reported must be
    ctb_ec's own public verdicts (range check, infinity), or mbedTLS's
    drawing of d (which its own gen_public runs too); nothing in the
    adapter or in the mbedTLS code it calls on a secret."""
    sections = mbedtls_alt.flow(runs["alt"].directory)
    assert mbedtls_alt.flow_problems(sections) == [], runs["alt"].directory / "flow.log"
    assert {f"{c} {s}" for c in mbedtls_alt.CURVES_ON_CTB_EC
            for s in ("compute_shared", "gen_public", "control")} <= set(sections)


def test_flow_problems_name_a_leak_in_the_adapter() -> None:
    good = {f"{c} {s}": stacks for c in mbedtls_alt.CURVES_ON_CTB_EC for s, stacks in (
        ("compute_shared", [["ctb_ec_shared", "mbedtls_ecdh_compute_shared"]]),
        ("gen_public", [["mbedtls_mpi_core_random", "mbedtls_ecp_gen_privkey"],
                        ["ctb_ec_public_key", "mbedtls_ecdh_gen_public"]]),
        ("control", [["control.isra.0", "shared"]]))}
    assert mbedtls_alt.flow_problems(good) == []
    leak = {**good, "P-256 compute_shared": [["mbedtls_mpi_core_bitlen",
                                              "ctb_ec_mbedtls_scalar"]]}
    assert mbedtls_alt.flow_problems(leak) == [
        "P-256 compute_shared: a secret decides a branch or an address in "
        "mbedtls_mpi_core_bitlen <- ctb_ec_mbedtls_scalar"]
    blind = {**good, "P-384 control": []}
    assert any("blind" in p for p in mbedtls_alt.flow_problems(blind))


def test_refusals_match_mbedtls(runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    alt, plain = runs["alt"], runs["plain"]
    assert alt.checks_failed == 0, alt.directory / "alt_used.log"
    assert plain.checks_failed == 0, plain.directory / "alt_used.log"
    # Every bad scalar and point, on P-256, P-384 and P-521: the same code
    # from the adapter as from mbedTLS's own ecdh.c.
    assert len(alt.errors) == 3 * 14
    assert alt.errors == plain.errors
    # ctbench mbedtls-alt's verdict agrees.
    assert mbedtls_alt.problems([alt, plain]) == []
    assert mbedtls_alt.problems([plain, alt]) == []


def test_problems_name_a_plain_build_posing_as_alt(
        runs: dict[str, mbedtls_alt.SuiteRun]) -> None:
    posing = dataclasses.replace(runs["plain"], build="alt")
    assert any("did not run on ctb_ec" in p for p in mbedtls_alt.problems([posing]))


def test_parser_reports_failures() -> None:
    text = ("ECDH exchange #1 ................................................ FAILED\n"
            "  mbedtls_ecdh_calc_secret(...) == 0\n  at line 1, suites/x.function\n"
            "ECDH restartable rfc 5903 p256 ................................... ----\n"
            "\n----------------------------------------------------------------------------\n\n"
            "FAILED (1 / 2 tests (1 skipped))\n")
    assert mbedtls_alt.parse_suite(text) == ("FAILED", 1, 2, 1, ["ECDH exchange #1"])
    with pytest.raises(CtbError, match="no summary line"):
        mbedtls_alt.parse_suite(text.rsplit("\n", 2)[0])
