"""ctb_ec's portable 32-bit C field under the checkers: ct_generic is the
build that compiles it on every toolchain (src/fe_arch.h turns off the
cores' assembly and the 64-bit hosts' fe64_*.c), and ct_asm keeps its
assembly and fe64 audited. The planted controls: two mutants of that C
that branch on a carry (components/ctb_ec/test/mutants.toml), which the
audit must flag on every toolchain and level, and, in the slow run,
valgrind, msan, trace and insn-eq on every host build and emulated core
(docs/ct.md, "The portable C field")."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab import ec_mutants
from ctbench.ctlab import trace as ct_trace
from ctbench.ctlab.audit import driver
from ctbench.ctlab.audit.compilers import default_toolchains, get_toolchain
from ctbench.ctlab.catalogue import Row, only
from ctbench.targets.qemu import emulated_targets

# The audit rows of the C field: fe_add.c, fe_sub.c, fe_csub.c,
# fe_red_p256.c, fe_red_p384.c, fe_prod.c, fe_mul_p256.c, fe_sqr_p256.c.
FIELD_C = {"ec_fe_add_n": "fe_add.c", "ec_fe_add_p256": "fe_add.c",
           "ec_fe_sub_n": "fe_sub.c", "ec_fe_sub_p256": "fe_sub.c",
           "ec_fe_csub": "fe_csub.c", "ec_red_p256": "fe_red_p256.c",
           "ec_red_p384": "fe_red_p384.c", "ec_mul8": "fe_prod.c", "ec_sqr8": "fe_prod.c",
           "ec_mul12": "fe_prod.c", "ec_sqr12": "fe_prod.c",
           "ec_fe_mul_p256": "fe_mul_p256.c", "ec_fe_sqr_p256": "fe_sqr_p256.c"}
# The mutants and the audit row each must fail.
MUTANTS = {"fe-csub-branch-on-borrow": "ec_fe_csub", "fe-add-skip-addback": "ec_fe_add_n"}


# make test's audits of the unmutated tree: the host, where fe64 would
# take over, and the core where assembly replaces the most (the fused
# P-256 pair too); the slow run and ct-check take every toolchain.
FAST_TOOLCHAINS = ("x86_64-gcc", "riscv32-gcc")


def installed(among: tuple[str, ...] | None = None) -> list[str]:
    names = [t for t in default_toolchains() if not get_toolchain(t).missing()
             and (among is None or t in among)]
    if not names:
        pytest.skip("no audit toolchain installed")
    return names


def audit(variant: str, work: Path, functions: list[str], tree: Path | None = None,
          opts: tuple[str, ...] = ("Os", "O2"), among: tuple[str, ...] | None = None
          ) -> list[Row]:
    rows, _ = driver.audit(variant, work, installed(among), opts, tree,
                           select=lambda f: f in functions)
    return rows


def test_fe_arch_selects_the_c_field_under_generic_on_every_toolchain() -> None:
    """ct_generic: no CTB_EC_ASM_* and no CTB_EC_FE64 on any toolchain, so
    every build of it compiles the C field; ct_asm: fe64 on x86-64 and the
    field's assembly on every core, so those stay under its checkers."""
    for name in installed():
        assert driver.ec_field_selection(name, "ct_generic") == [], name
        asm = driver.ec_field_selection(name, "ct_asm")
        if name.startswith("x86_64"):
            assert asm == ["CTB_EC_FE64"], (name, asm)
        else:
            assert {"CTB_EC_ASM_FIELD", "CTB_EC_ASM_PROD"} <= set(asm), (name, asm)


def check_generic_rows(among: tuple[str, ...] | None, work: Path) -> None:
    rows = audit("ct_generic", work, list(FIELD_C), opts=("Os",), among=among)
    assert {(r["target"], r["function"]) for r in rows} == {
        (f"{t} -Os", f) for t in installed(among) for f in FIELD_C}
    bad = [r for r in rows if r["verdict"] != "PASS"
           or r.get("source") != f"ctb_ec/src/{FIELD_C[r['function']]}"]
    assert not bad, bad
    assert ctcheck.field_c_sources(rows) == []


def test_generic_audits_the_portable_c_field(tmp_path: Path) -> None:
    """Every C field row passes and comes from its C file; none from
    fe64_*.c or assembly, which would break the claim
    (checks.field_c_sources). -Os only: the selection is the
    preprocessor's, the same at every level (ct-check audits both)."""
    check_generic_rows(FAST_TOOLCHAINS, tmp_path)


@pytest.mark.slow
def test_generic_audits_the_portable_c_field_on_every_toolchain(tmp_path: Path) -> None:
    check_generic_rows(None, tmp_path)


def test_asm_keeps_fe64_and_the_assembly_audited(tmp_path: Path) -> None:
    """ct_asm is still the build of the 64-bit words on x86-64 and of the
    cores' assembly: the same rows come from fe64_*.c there and from
    src/arch/ on a core (the RV32 core has all of them in assembly), and
    that same provenance under ct_generic is a broken claim."""
    names = installed(FAST_TOOLCHAINS)
    rows = audit("ct_asm", tmp_path, ["ec_fe_csub", "ec_mul8"], opts=("Os",),
                 among=FAST_TOOLCHAINS)
    assert all(r["verdict"] == "PASS" for r in rows), rows
    for r in rows:
        tc = r["target"].split()[0]
        if tc.startswith("x86_64"):
            assert Path(r["source"]).name.startswith("fe64_"), r
        else:
            assert r["source"].endswith(".S"), r
    assert any(n.startswith("x86_64") for n in names)
    relabelled = [{**r, "variant": "ct_generic"} for r in rows]
    claims = ctcheck.broken_claims(relabelled)   # type: ignore[arg-type]
    assert len(claims) == len(rows) and "not the portable C" in claims[0], claims


@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_a_branch_on_a_carry_fails_the_audit_everywhere(name: str, tmp_path: Path) -> None:
    """The planted leak in the C field: its row FAILs on every installed
    toolchain at both levels under ct_generic, naming a branch."""
    m = next(m for m in ec_mutants.load_manifest() if m.name == name)
    assert m.variant == "ct_generic" and m.killer == "insn-eq"
    tree = ec_mutants.apply(m, ec_mutants.pristine_tree(tmp_path / "pristine"),
                            tmp_path / "tree")
    rows = audit("ct_generic", tmp_path / "audit", [MUTANTS[name]], tree)
    assert len(rows) == 2 * len(installed()), rows
    assert all(r["verdict"] == "FAIL" and "tests secret" in r["detail"] for r in rows), rows


def test_c_field_mutants_run_where_the_c_is_compiled() -> None:
    """A secret-branch mutant of a C field file that the cores' assembly
    replaces must name ct_generic, or insn-eq (ct_asm) never runs it and
    it survives unseen."""
    field = {f"ctb_ec/src/{f}" for f in FIELD_C.values()}
    for m in ec_mutants.load_manifest():
        if m.file in field and m.killer == "insn-eq":
            assert m.variant == "ct_generic", m.name
    assert {m.name for m in ec_mutants.load_manifest()
            if m.variant == "ct_generic"} >= set(MUTANTS)


# -------------------------------------------- every checker (make test-slow)

SLOW_CHECKERS = ("valgrind", "msan", "trace", "insn-eq")


def expected_targets(checker: str) -> set[str]:
    """Where a checker runs: both x86-64 builds (valgrind), the clang-19
    one (msan), every usable emulated core at both levels (trace, insn-eq)."""
    if checker == "valgrind":
        return {ctcheck.host_target(c) for c in ctcheck.HOST_COMPILERS}
    if checker == "msan":
        return {ctcheck.host_target("clang-19")}
    return {f"{t.name} -{o}" for t in [*emulated_targets(), *ct_trace.lab_targets()]
            for o in ct_trace.OPTS}


@pytest.mark.slow
@pytest.mark.parametrize("name", sorted(MUTANTS))
def test_every_named_checker_flags_the_c_field_leak(name: str, tmp_path: Path) -> None:
    """valgrind and msan on both x86-64 builds, trace and insn-eq on every
    emulated core and level: each row of ec_shared_p256 FAILs under
    ct_generic with the mutant (the unmutated tree's PASS is ct-check's
    claim on ct_generic)."""
    m = next(m for m in ec_mutants.load_manifest() if m.name == name)
    tree = ec_mutants.apply(m, ec_mutants.pristine_tree(tmp_path / "pristine"),
                            tmp_path / "tree")
    for checker in SLOW_CHECKERS:
        gone = ctcheck.CHECKERS[checker].missing()
        if gone:
            pytest.skip(f"{checker}: missing {', '.join(gone)}")
        with only("ec_shared_p256"):
            rows, _ = ctcheck.CHECKERS[checker].run("ct_generic", tmp_path / checker, 0, tree)
        assert all(r["verdict"] == "FAIL" for r in rows), (checker, rows)
        assert sorted(r["target"] for r in rows) == sorted(expected_targets(checker)), rows
