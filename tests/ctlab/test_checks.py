"""The constant-flow checkers against their negative control: the plain
path must be flagged, with the function and the source line; asm and
generic must pass. A checker that cannot fail proves nothing."""

from __future__ import annotations

import json
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from ctbench.cli import main
from ctbench.ctlab import catalogue
from ctbench.ctlab import checks as ctcheck
from ctbench.errors import CtbError
from helpers import ctbench


@pytest.fixture(autouse=True, scope="module")
def _ctb_ct_and_mpi_only() -> Iterator[None]:
    """ctb_ct's and ctb_mpi's functions only: ctb_ec's API cases (minutes
    per checker) are tests/ctlab/test_ct_ec.py's, one short case each."""
    with catalogue.only("ct_*", "mpi_*"):
        yield


ROOT = Path(__file__).resolve().parents[2]


def need(checker: str) -> None:
    gone = ctcheck.CHECKERS[checker].missing()
    if gone:
        pytest.skip(f"{checker}: missing {', '.join(gone)}")


def by_function(rows: list[dict]) -> dict[str, dict]:
    return {f"{r['target']}:{r['function']}": r for r in rows}


FUNCTIONS = 12   # ct_functions.h: ctb_ct's eleven and ctb_mpi_mul


@pytest.mark.parametrize("checker", ["valgrind", "msan"])
def test_claimed_paths_pass(checker: str, tmp_path: Path) -> None:
    need(checker)
    for variant in ("ct_asm", "ct_generic"):
        rows, _ = ctcheck.CHECKERS[checker].run(variant, tmp_path, 0, None)
        assert len({r["function"] for r in rows}) == FUNCTIONS
        bad = [r for r in rows if r["verdict"] != "PASS"]
        assert bad == [], bad


@pytest.mark.parametrize("checker, builds", [
    ("valgrind", ("x86_64-gcc -O2", "x86_64-clang-19 -O2")),
    ("msan", ("x86_64-clang-19 -O2",)),
])
def test_negative_control_is_flagged_in_every_build(checker: str, builds: tuple[str, ...],
                                                    tmp_path: Path) -> None:
    """Per build: before, the clang build never ran under valgrind (DWARF 5)
    and its rows read PASS; grouped by function, no test could tell."""
    need(checker)
    rows, _ = ctcheck.CHECKERS[checker].run("ct_plain", tmp_path, 0, None)
    assert not [r for r in rows if r["verdict"] == "ERROR"], rows
    for build in builds:
        failed = {r["function"]: r["detail"] for r in rows
                  if r["verdict"] == "FAIL" and r["target"] == build}
        for function, source in {"ct_copy": "ct_copy.c:", "ct_lookup": "ct_lookup.c:"}.items():
            assert function in failed, (build, function, failed)
            assert source in failed[function], failed[function]
    assert ctcheck.broken_claims(rows) == []


def test_valgrind_that_did_not_run_is_an_error() -> None:
    dwarf5 = ("### unhandled dwarf2 abbrev form code 0x25\n"
              "==7== Valgrind: debuginfo reader: ensure_valid failed: Giving up\n")
    assert ctcheck.valgrind_verdict("ct_lt", 1, "", dwarf5)[0] == "ERROR"
    assert ctcheck.valgrind_verdict("ct_lt", 0, "", dwarf5)[0] == "ERROR"
    assert ctcheck.valgrind_verdict("ct_lt", 0, "path asm\n", "")[0] == "ERROR"   # cut short
    assert ctcheck.valgrind_verdict("ct_lt", 0, "path asm\n1\nran ct_lt\n", "")[0] == "PASS"
    assert ctcheck.valgrind_verdict("ct_lt", 99, "", "==1== Use of uninitialised value "
                                    "of size 8\n")[0] == "FAIL"


def test_msan_and_dudect_that_did_not_run_are_errors() -> None:
    assert ctcheck.msan_verdict("ct_lt", -11, "", "Segmentation fault")[0] == "ERROR"
    assert ctcheck.msan_verdict("ct_lt", 99, "", "no report")[0] == "ERROR"
    assert ctcheck.msan_verdict("ct_lt", 0, "ran ct_lt\n", "")[0] == "PASS"
    assert ctcheck.dudect_verdict("", 2, "unknown function", "")[0] == "ERROR"
    assert ctcheck.dudect_verdict("{\"max_t\": 1.0}", 0, "", "")[0] == "ERROR"
    verdict, detail, extra = ctcheck.dudect_verdict(
        '{"max_t": 9.5, "samples": 20000, "classes": 3, "class_at_max": 2}', 0, "", "")
    assert (verdict, extra["max_t"]) == ("FAIL", 9.5) and "fixed class 2" in detail


def test_missing_tool_is_an_error_row(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    gone = ctcheck.Checker("valgrind", (("no-such-valgrind", "valgrind"),),
                           ctcheck.check_valgrind)
    monkeypatch.setitem(ctcheck.CHECKERS, "valgrind", gone)
    rows, _ = ctcheck.run_checks(["ct_asm"], ["valgrind"], tmp_path)
    assert [r["verdict"] for r in rows] == ["ERROR"]
    assert "no-such-valgrind" in rows[0]["detail"]
    assert ctcheck.summary(rows) == {("ct_asm", "valgrind"): "ERROR (1)"}
    assert ctcheck.errors(rows) and ctcheck.broken_claims(rows) == []


def test_claims_logic() -> None:
    row = {"variant": "ct_asm", "checker": "valgrind", "target": "t", "function": "f",
           "verdict": "PASS", "detail": ""}
    plain_pass = {**row, "variant": "ct_plain"}
    assert ctcheck.broken_claims([row, {**plain_pass, "verdict": "FAIL"}]) == []
    assert ctcheck.broken_claims([{**row, "verdict": "FAIL"}]) == ["ct_asm fails valgrind"]
    assert ctcheck.broken_claims([plain_pass]) == [
        "negative control ct_plain passes valgrind",
        "negative control ct_plain passes valgrind on t"]
    # the control must fail in each build, not only in one of them
    two = [{**plain_pass, "target": "gcc", "verdict": "FAIL"}, {**plain_pass, "target": "clang"}]
    assert ctcheck.broken_claims(two) == ["negative control ct_plain passes valgrind on clang"]


def test_table_variants_must_fail_secret_address_checkers() -> None:
    """shoup4 and the base64 table index memory with secret data: their
    FAIL breaks no claim (and does not make ct_plain's control fail), a
    PASS of theirs on a secret-address checker is a checker that missed."""
    leaky = ctcheck.leaky_functions()
    assert {"ghash_shoup4", "ghash_shoup4_preshift", "ghash_shoup8", "b64_table"} <= leaky
    assert not {"ghash_ctmul", "b64_ct_range", "b64_ct_scan"} & leaky
    row = {"variant": "ct_asm", "checker": "valgrind", "target": "t",
           "function": "ghash_shoup4", "verdict": "FAIL", "detail": ""}
    claimed = {**row, "function": "ghash_ctmul", "verdict": "PASS"}
    assert ctcheck.broken_claims([row, claimed]) == []
    assert ctcheck.broken_claims([{**row, "verdict": "PASS"}, claimed]) == [
        "table variant ghash_shoup4 (ct_asm) passes valgrind on t"]
    # dudect and insn-eq are reported, not claimed either way
    assert ctcheck.broken_claims([{**row, "checker": "dudect", "verdict": "PASS"}]) == []
    plain = {**row, "variant": "ct_plain"}
    assert ctcheck.broken_claims([plain, {**claimed, "variant": "ct_plain"}]) == [
        "negative control ct_plain passes valgrind",
        "negative control ct_plain passes valgrind on t"]


def test_every_ct_claim_is_checked(tmp_path: Path) -> None:
    """Every function with a "CT:" claim is in the checkers' list; a new
    one that is not makes this fail (ctb_mpi_mul was missing once)."""
    assert "ctb_mpi_mul" in catalogue.claimed_functions()
    assert catalogue.unchecked_claims() == []
    tree = tmp_path / "components"
    shutil.copytree(ROOT / "components", tree)
    header = tree / "ctb_mpi" / "include" / "ctb_mpi.h"
    header.write_text(header.read_text().replace(
        "#endif", "/* CT: r = a squared. */\nvoid ctb_mpi_sqr(ctb_limb *r, const ctb_limb *a,"
        " size_t n);\n\n#endif"))
    assert catalogue.unchecked_claims(tree) == ["ctb_mpi_sqr"]


def test_unknown_variant_and_checker(tmp_path: Path) -> None:
    with pytest.raises(CtbError, match="unknown constant-time variant 'ct_nope'"):
        ctcheck.run_checks(["ct_nope"], ["valgrind"], tmp_path)
    with pytest.raises(CtbError, match="unknown checker 'x'"):
        ctcheck.run_checks(["ct_asm"], ["x"], tmp_path)


def test_cli_json_shape() -> None:
    need("valgrind")
    if shutil.which("gcc") is None:
        pytest.skip("gcc not found (Debian package gcc)")
    proc = ctbench("ct-check", "--variant", "ct_plain", "--checker", "valgrind", "--function",
                   "ct_*", "--function", "mpi_*", "--json")
    assert proc.returncode == 0, proc.stderr   # the control failing is the claim holding
    doc = json.loads(proc.stdout)
    keys = {"variant", "checker", "target", "function", "verdict", "detail"}
    assert doc["verdicts"] and all(keys <= set(v) for v in doc["verdicts"])
    assert {v["verdict"] for v in doc["verdicts"]} == {"PASS", "FAIL"}


def test_cli_repeats_variant_and_checker(monkeypatch: pytest.MonkeyPatch,
                                         capsys: pytest.CaptureFixture[str]) -> None:
    """Every --variant and --checker given reaches the checks (not only the
    last), in order, each once."""
    asked: list[tuple[list[str], list[str]]] = []

    def run_checks(variants: list[str], checkers: list[str], *_: object,
                   **__: object) -> tuple[list[dict[str, str]], list[str]]:
        asked.append((variants, checkers))
        return [{"variant": v, "checker": c, "target": "t", "function": "ct_lookup",
                 "verdict": "FAIL" if v == "ct_plain" else "PASS", "detail": ""}
                for v in variants for c in checkers], []

    monkeypatch.setattr(ctcheck, "run_checks", run_checks)
    assert main(["ct-check", "--variant", "ct_asm", "--variant", "ct_plain",
                 "--variant", "ct_asm", "--checker", "valgrind", "--checker", "msan",
                 "--json"]) == 0
    assert asked == [(["ct_asm", "ct_plain"], ["valgrind", "msan"])]
    doc = json.loads(capsys.readouterr().out)
    assert len(doc["verdicts"]) == 4


def test_reference_claims_cover_core_sub_only() -> None:
    """+ct and +series are claimed for mbedtls_mpi_core_sub; a FAIL of mla
    (bn_mul.h's own carries) is reported, not a broken claim; 3.6.6 is the
    negative control and must FAIL somewhere."""
    def row(variant: str, function: str, verdict: str) -> dict[str, str]:
        return {"variant": variant, "checker": "audit", "target": "t", "function": function,
                "verdict": verdict, "detail": ""}

    good = [row("mbedtls-3.6.6", "mbedtls_mpi_core_sub", "FAIL"),
            row("mbedtls-3.6.6+series", "mbedtls_mpi_core_sub", "PASS"),
            row("mbedtls-3.6.6+series", "mbedtls_mpi_core_mla", "FAIL")]
    assert ctcheck.broken_claims(good) == []
    bad = [row("mbedtls-3.6.6", "mbedtls_mpi_core_sub", "PASS"),
           row("mbedtls-3.6.6+ct", "mbedtls_mpi_core_sub", "FAIL")]
    assert ctcheck.broken_claims(bad) == ["mbedtls-3.6.6+ct fails audit",
                                          "negative control mbedtls-3.6.6 passes audit"]
