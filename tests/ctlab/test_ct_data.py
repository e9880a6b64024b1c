"""ctb_ghash's and ctb_b64's variants in the constant-time checkers, with
their data secret (ct_functions.h's CTB_CT_DATA_FUNCTIONS): the claimed
variants (ctmul, ct-range, ct-scan) pass, the table variants (shoup4,
shoup4-preshift, shoup8, table) are flagged by every secret-address
checker. Short runs here; the full one is `ctbench ct-check --function
'ghash_*' --function 'b64_*'` (docs/ct.md)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ctbench.ctlab import catalogue, mutants
from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab import trace as ct_trace
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import qemu_plugin
from ctbench.targets.qemu import QemuTarget, emulated_targets

CLAIMED = {"ghash_ctmul", "b64_ct_range", "b64_ct_scan"}
LEAKY = {"ghash_shoup4", "ghash_shoup4_preshift", "ghash_shoup8", "b64_table"}
# dudect's short run (a full one is 10^6): half random, the rest over the
# three fixed classes
SHORT = 40_000


@pytest.fixture(autouse=True)
def _data_only() -> Iterator[None]:
    with catalogue.only("ghash_*", "b64_*"):
        yield


def need(checker: str) -> None:
    gone = ctcheck.CHECKERS[checker].missing()
    if gone:
        pytest.skip(f"{checker}: missing {', '.join(gone)}")


def test_data_functions_are_listed() -> None:
    listed = dict(catalogue.data_functions())
    assert set(listed) == CLAIMED | LEAKY
    assert {f for f, leaky in listed.items() if leaky} == LEAKY


def verdicts(rows: list[dict]) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for r in rows:
        out.setdefault(r["function"], set()).add(r["verdict"])
    return out


@pytest.mark.parametrize("checker", ["valgrind", "msan"])
def test_flow_passes_claimed_and_flags_tables(checker: str, tmp_path: Path) -> None:
    """Key, blocks and base64 text are secret from the first byte; the
    table variants' loads at secret addresses must be named in each build."""
    need(checker)
    rows, _ = ctcheck.CHECKERS[checker].run("ct_asm", tmp_path, 0, None)
    got = verdicts(rows)
    assert set(got) == CLAIMED | LEAKY, rows
    for fn in CLAIMED:
        assert got[fn] == {"PASS"}, [r for r in rows if r["function"] == fn]
    for fn in LEAKY:
        assert got[fn] == {"FAIL"}, [r for r in rows if r["function"] == fn]
    assert ctcheck.broken_claims(rows) == []


@pytest.mark.timing
def test_dudect_runs_every_data_function(tmp_path: Path) -> None:
    """A short timing run: each function is timed and gives a verdict, its
    max |t| and its sample count. No verdict is asserted: x86-64's L1
    hides a small table's timing (the table variants' rows are reported),
    and a claimed function's |t|, 1 to 4 here, has crossed ct-check's 4.5
    in a burst of load; the flow and trace tests above judge them, and
    tests/ctlab/test_dudect.py shows the timing test catching a planted
    leak (docs/ct.md, "What the tests assert")."""
    need("dudect")
    rows, _ = ctcheck.check_dudect("ct_asm", tmp_path, SHORT)
    got = verdicts(rows)
    assert set(got) == CLAIMED | LEAKY, rows
    assert all(v <= {"PASS", "FAIL"} for v in got.values()), rows
    for r in rows:
        assert r["samples"] == SHORT and r["max_t"] >= 0, r
        assert "fixed classes (a short run" in r["detail"], r


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


def test_trace_passes_claimed_and_flags_tables(riscv: QemuTarget, plugin: Path,
                                               tmp_path: Path) -> None:
    """On one core and level (the full run: every emulated core, -Os and
    -O2): the digests of the six input classes agree for the claimed
    variants and differ in their data accesses for the table ones."""
    functions = sorted(CLAIMED | LEAKY)
    rows = ct_trace.check_ec_one("ct_asm", "trace", riscv, "Os", plugin, tmp_path, functions,
                                 None, ct_trace.DATA_HARNESS)
    got = {r["function"]: r for r in rows}
    assert set(got) == CLAIMED | LEAKY, rows
    for fn in CLAIMED:
        assert got[fn]["verdict"] == "PASS", got[fn]
    for fn in LEAKY:
        assert got[fn]["verdict"] == "FAIL" and "differ" in got[fn]["detail"], got[fn]
    # base64's refused texts ran, each returning its code (else ERROR rows),
    # and were compared within their code: 0, BAD_CHAR (1: the 13 bad-byte
    # texts and the 3 control characters), NONZERO_BITS (4)
    for fn in ("b64_ct_range", "b64_ct_scan"):
        assert "in 3 groups by return code (0: 6, 1: 16, 4: 2)" in got[fn]["detail"], got[fn]
    assert got["ghash_ctmul"]["classes"] == 8, got["ghash_ctmul"]   # zero blocks, H = 1


def test_verdict_groups_classes_by_return_code() -> None:
    """The code is public: classes are compared with those of their code
    only, and a code with one class is an ERROR, never a PASS."""
    same = [("zero", (5, 1, 1, 1)), ("random1", (5, 1, 1, 1)),
            ("bad-21@g0c0=rc1", (7, 2, 2, 2)), ("bad-ff@g7c3=rc1", (7, 2, 2, 2))]
    assert ct_trace.code_verdict(ct_trace.count_verdict, same)[0] == "PASS"
    early = [*same[:3], ("bad-ff@g7c3=rc1", (6, 2, 2, 2))]
    verdict, detail = ct_trace.code_verdict(ct_trace.digest_verdict, early)
    assert verdict == "FAIL" and detail.startswith("among the classes returning 1:"), detail
    verdict, detail = ct_trace.code_verdict(ct_trace.count_verdict, same[:3])
    assert verdict == "ERROR" and "one class only" in detail, detail


# The planted control of the rule "a refused text is decoded like a valid
# one": ct-range's group loop returns at its first bad group (the mutant
# of ctb_ct/ctcheck/mutants/). Only the refused classes show it.
CONTROL = "b64-range-bad-group-return"


@pytest.fixture(scope="module")
def control_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    work = tmp_path_factory.mktemp("control")
    m = next(m for m in mutants.load_manifest() if m.name == CONTROL)
    return mutants.apply(m, mutants.pristine_tree(work / "pristine"), work / "tree")


@pytest.mark.parametrize("checker", ["trace", "insn-eq"])
def test_early_exit_on_a_bad_character_is_flagged_on_every_core(
        checker: str, control_tree: Path, plugin: Path, tmp_path: Path) -> None:
    """On every emulated core this machine has, at -Os: the bad character's
    place changes how many groups are decoded."""
    cores = [t for t in emulated_targets() if not ct_trace.missing_tools(t)]
    cores += ct_trace.lab_targets()   # ESP32, ESP32-S3 once built
    assert cores
    for core in cores:
        rows = ct_trace.check_ec_one("ct_asm", checker, core, "Os", plugin,
                                     tmp_path / core.name, ["b64_ct_range"], control_tree,
                                     ct_trace.DATA_HARNESS)
        assert [r["verdict"] for r in rows] == ["FAIL"], (core.name, rows)
        assert "among the classes returning 1" in rows[0]["detail"], (core.name, rows)


def test_early_exit_on_a_bad_character_is_flagged_by_valgrind(control_tree: Path,
                                                              tmp_path: Path) -> None:
    """The branch on the error bits is a use of the secret in every build,
    whatever the inputs (msan sees it too: `ctbench ct-check --mutants`)."""
    need("valgrind")
    with catalogue.only("b64_ct_range"):
        rows, _ = ctcheck.check_valgrind("ct_asm", tmp_path, 0, control_tree)
    assert rows and all(r["verdict"] == "FAIL" and "b64_ct_range" in r["detail"]
                        for r in rows), rows


# The planted control of "a control character is data, refused without
# saying where": b64_special4's old loose test (every byte <= 0x20 stops
# the word scan), which the layout pass then walks one by one. Valgrind and
# MSan cannot see it (the walk is on declassified layout bits); the trace
# checkers do, from the NUL, '\v' and 0x1f texts.
LOOSE = project_root() / "components/ctb_ct/ctcheck/controls/b64-special-loose.patch"


@pytest.fixture(scope="module")
def loose_tree(tmp_path_factory: pytest.TempPathFactory) -> Path:
    from ctbench.targets.patches import apply_patches

    work = tmp_path_factory.mktemp("loose")
    return apply_patches(mutants.pristine_tree(work / "pristine"), [LOOSE], work / "tree")


@pytest.mark.parametrize("checker", ["trace", "insn-eq"])
def test_a_control_characters_place_is_flagged(checker: str, loose_tree: Path, plugin: Path,
                                               tmp_path: Path) -> None:
    core = next((t for t in emulated_targets() if t.name == "qemu-riscv32"
                 and not ct_trace.missing_tools(t)), None)
    if core is None:
        pytest.skip("qemu-riscv32 or its toolchain is missing")
    for fn in ("b64_ct_range", "b64_ct_scan"):
        rows = ct_trace.check_ec_one("ct_asm", checker, core, "Os", plugin, tmp_path / fn,
                                     [fn], loose_tree, ct_trace.DATA_HARNESS)
        assert [r["verdict"] for r in rows] == ["FAIL"], rows
        assert "among the classes returning 1" in rows[0]["detail"], rows
        assert any(c in rows[0]["detail"] for c in ("nul@", "vt@", "1f@")), rows
