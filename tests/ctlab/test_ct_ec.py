"""ctb_ec's API in the constant-time checkers, with the scalar secret: each
checker passes the claimed path and flags a negative control, on one short
case (P-256 shared secret, one core); the full runs are `ctbench ct-check
--function 'ec_*'` (docs/ct.md). And the EC mutants' manifest: every
snippet still applies, a stale one says so, and the two kinds of killer
each kill their mutant."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from ctbench.ctlab import catalogue, ec_mutants
from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab import trace as ct_trace
from ctbench.errors import CtbError
from ctbench.targets import qemu_plugin
from ctbench.targets.qemu import QemuTarget, emulated_targets

FN = "ec_shared_p256"


@pytest.fixture(autouse=True)
def _one_case() -> Iterator[None]:
    with catalogue.only(FN):
        yield


def need(checker: str) -> None:
    gone = ctcheck.CHECKERS[checker].missing()
    if gone:
        pytest.skip(f"{checker}: missing {', '.join(gone)}")


def test_ec_functions_are_listed() -> None:
    assert catalogue.ec_functions() == ["ec_shared_p256", "ec_shared_p384",
                                        "ec_public_key_p256", "ec_public_key_p384"]


def test_harnesses_build_the_firmwares_ec_sources() -> None:
    """ctb_ec's CMakeLists.txt is the list: every C file of src/ is in it,
    the host's builds take its C only, an emulated core its assembly too
    (Xtensa's own files on Xtensa only)."""
    src = catalogue.components_root() / "ctb_ec" / "src"
    host = catalogue.ec_sources()
    assert set(host) == set(src.glob("*.c"))
    other = {p.name for p in catalogue.ec_sources(asm="other")} - {p.name for p in host}
    xtensa = {p.name for p in catalogue.ec_sources(asm="xtensa")} - {p.name for p in host}
    assert other == {"fe_prod_arm.S", "fe_prod_riscv.S", "fe_field_arm.S", "fe_field_riscv.S"}
    assert xtensa == other | {p.name for p in (src / "arch").glob("xtensa_*.S")}


@pytest.mark.parametrize("checker", ["valgrind", "msan"])
def test_flow_passes_asm_and_flags_plain(checker: str, tmp_path: Path) -> None:
    """The scalar is secret from the first byte; only the two verdicts the
    API returns are declassified. ct_plain's first leak must be named in
    every build: its copy (`if (m)`), which picks k or n - k before the
    signed windows' lookups."""
    need(checker)
    rows, _ = ctcheck.CHECKERS[checker].run("ct_asm", tmp_path, 0, None)
    assert rows and all(r["function"] == FN and r["verdict"] == "PASS" for r in rows), rows
    plain, _ = ctcheck.CHECKERS[checker].run("ct_plain", tmp_path, 0, None)
    assert plain and all(r["verdict"] == "FAIL" and "ctb_ct_copy" in r["detail"]
                         for r in plain), plain


def test_flow_sees_the_verdict_branch_without_declassification(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Without CTB_EC_DECLASSIFY the range check's verdict is still secret
    where ctb_ec_shared branches on it: valgrind must say so. (Proves the
    harness marks the scalar secret, and that a PASS needs the marks.)"""
    need("valgrind")
    monkeypatch.setattr(ctcheck, "declassify_flags", lambda main, tree=None: [])
    rows, _ = ctcheck.check_valgrind("ct_asm", tmp_path, 0)
    gcc = [r for r in rows if r["target"] == "x86_64-gcc -O2"]
    assert gcc and gcc[0]["verdict"] == "FAIL" and "ctb_ec_shared" in gcc[0]["detail"], rows


# ----------------------------------------------------- trace and insn-eq

@pytest.fixture(scope="module")
def riscv() -> QemuTarget:
    t = next((t for t in emulated_targets() if t.name == "qemu-riscv32"), None)
    if t is None or ct_trace.missing_tools(t):
        pytest.skip("qemu-riscv32 not usable here")
    return t


@pytest.fixture(scope="module")
def plugin() -> Path:
    try:
        return qemu_plugin.build_plugin(ct_trace.plugin_source(), qemu_plugin.plugin_header())
    except CtbError as e:
        pytest.skip(f"QEMU plugin not available here: {e}")


@pytest.fixture(autouse=True)
def _edges_only(monkeypatch: pytest.MonkeyPatch) -> None:
    """The short runs take the 11 edge classes of ct_ec_cases.h and no
    random one (the full run adds 3): as many windows as before the rare
    shapes (top0, lead0, 5bits) came."""
    monkeypatch.setattr(ct_trace, "EC_RANDOM_CLASSES", 0)


def one(variant: str, checker: str, riscv: QemuTarget, plugin: Path, work: Path,
        tree: Path | None = None) -> dict:
    rows = ct_trace.check_ec_one(variant, checker, riscv, "Os", plugin, work, [FN], tree)
    assert len(rows) == 1, rows
    return rows[0]


def test_insn_eq_passes_asm_and_flags_plain(riscv: QemuTarget, plugin: Path,
                                            tmp_path: Path) -> None:
    r = one("ct_asm", "insn-eq", riscv, plugin, tmp_path / "a")
    assert r["verdict"] == "PASS" and r["classes"] == 11, r
    # a whole multiplication ran: 2.4 M since the fused P-256 assembly
    assert "k=1, k=n-1" in r["detail"] and r["insns"] > 1_000_000, r
    assert "k=top0, k=lead0, k=5bits" in r["detail"], r
    # ct_plain's copy keeps its data by `if (m)`: the reductions' counts move
    r = one("ct_plain", "insn-eq", riscv, plugin, tmp_path / "p")
    assert r["verdict"] == "FAIL" and "instructions" in r["detail"], r


def test_insn_eq_flags_a_branch_on_the_digit_sign(riscv: QemuTarget, plugin: Path,
                                                  tmp_path: Path) -> None:
    """The mutant keeps every result right (it negates by a branch where a
    mask did): only a constant-time checker can kill it, and insn-eq does."""
    m = next(m for m in ec_mutants.load_manifest() if m.name == "mul-negation-branch")
    tree = ec_mutants.apply(m, ec_mutants.pristine_tree(tmp_path / "pristine"),
                            tmp_path / "tree")
    r = one("ct_asm", "insn-eq", riscv, plugin, tmp_path / "m", tree)
    assert r["verdict"] == "FAIL" and "distinct counts over 11 classes" in r["detail"], r


def test_trace_digest_passes_asm_and_flags_plain(riscv: QemuTarget, plugin: Path,
                                                 tmp_path: Path) -> None:
    r = one("ct_asm", "trace", riscv, plugin, tmp_path / "a")
    assert r["verdict"] == "PASS" and "identical digests" in r["detail"], r
    r = one("ct_plain", "trace", riscv, plugin, tmp_path / "p")
    assert r["verdict"] == "FAIL" and "differ" in r["detail"], r


def test_digest_and_count_files_parse() -> None:
    assert ct_trace.parse_windows("W 0 10\nW 1 10\nX 2\n", "count") == [(10,), (10,)]
    assert ct_trace.parse_windows("W 0 5 2 00ff 0a\nX 1\n", "digest") == [(5, 2, 255, 10)]
    for bad in ("W 0 10\n", "W 1 10\nX 1\n", "W 0 x\nX 1\n", "W 0 10\nX 1\nW 1 3\n"):
        with pytest.raises(CtbError):
            ct_trace.parse_windows(bad, "count")


def test_verdicts_compare_every_class() -> None:
    same = [("k=1", (7, 3, 1, 2)), ("k=n-1", (7, 3, 1, 2))]
    assert ct_trace.count_verdict(same)[0] == "PASS"
    assert ct_trace.digest_verdict(same)[0] == "PASS"
    # equal counts, different instruction addresses: trace sees it, insn-eq cannot
    moved = [*same, ("random1", (7, 3, 9, 2))]
    assert ct_trace.count_verdict(moved)[0] == "PASS"
    verdict, detail = ct_trace.digest_verdict(moved)
    assert verdict == "FAIL" and "'k=1' vs 'random1': instruction stream" in detail
    longer = [*same, ("random1", (8, 3, 1, 2))]
    verdict, detail = ct_trace.count_verdict(longer)
    assert verdict == "FAIL" and "'k=1' 7 vs 'random1' 8 instructions (+1" in detail


# --------------------------------------------------------------- dudect

@pytest.mark.timing
def test_dudect_short_run_is_never_a_silent_pass(dudect_harness: Path) -> None:
    """Below 1000 samples in a class, no verdict: ERROR, not max |t| = 0.
    It times 200 calls, but the ERROR comes from the sample counts alone."""
    verdict, detail, _ = ctcheck.run_dudect(dudect_harness, FN, 200)
    assert verdict == "ERROR" and "fewer than 1000" in detail
    assert ctcheck.ec_samples(200_000) == ctcheck.EC_MIN_SAMPLES
    assert ctcheck.ec_samples(ctcheck.FULL_SAMPLES) == ctcheck.EC_FULL_SAMPLES


# --------------------------------------------------------------- mutants

def test_every_ec_mutant_applies() -> None:
    """Fails as soon as the EC code moves under a snippet: edit the manifest."""
    mutants = ec_mutants.load_manifest()
    assert {m.area for m in mutants} == set(ec_mutants.AREAS)
    root = catalogue.components_root()
    for m in mutants:
        assert ec_mutants.mutated(m, root) != (root / m.file).read_text(), m.name


def test_a_stale_snippet_says_so(tmp_path: Path) -> None:
    m = ec_mutants.load_manifest()[0]
    (tmp_path / m.file).parent.mkdir(parents=True)
    (tmp_path / m.file).write_text("rewritten\n")
    with pytest.raises(CtbError, match=f"mutant {m.name} no longer applies: {m.file}: its "
                                       f"snippet is there 0 times"):
        ec_mutants.apply(m, tmp_path, tmp_path / "tree")


def test_unit_tests_kill_a_formula_mutant(tmp_path: Path) -> None:
    if shutil.which("gcc") is None:
        pytest.skip("gcc not found")
    pristine = ec_mutants.pristine_tree(tmp_path / "pristine")
    ok, why = ec_mutants.run_unit_tests(pristine, tmp_path / "p")
    assert ok, why
    m = next(m for m in ec_mutants.load_manifest() if m.name == "dbl-line8-b")
    ok, why = ec_mutants.run_unit_tests(ec_mutants.apply(m, pristine, tmp_path / "t"),
                                        tmp_path / "m")
    assert not ok, why
