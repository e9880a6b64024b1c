"""The mutant suite of `ctbench ct-check --mutants`: its manifest and patches
are sound, every class of leak is covered, each mutant still computes the
right answers, and a short run catches one mutant of each class on every
ISA where it leaks. A missed mutant is a checker gap: fix the checker,
never weaken the mutant."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest

from ctbench.ctlab import catalogue, mutants
from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab.audit import compilers
from ctbench.errors import CtbError

ROOT = Path(__file__).resolve().parents[2]
MUTANTS = mutants.load_manifest()
BY_NAME = {m.name: m for m in MUTANTS}


def test_manifest_is_valid() -> None:
    leaky = [m for m in MUTANTS if m.leaks_on]
    assert len(leaky) >= 24
    for m in MUTANTS:
        assert set(m.leaks_on) | set(m.not_leaking_on) == set(mutants.ISAS), m.name
    # every patch in the directory is in the manifest
    on_disk = {p.stem for p in mutants.mutants_dir().glob("*.patch")}
    assert on_disk == set(BY_NAME)


def test_every_class_is_covered() -> None:
    """Each class of the issue by a leaky mutant, and the named cases by the
    file they edit: one branch in each architecture's asm path, the zero-limb
    exit of ctb_mpi_mul, the scalar-0 shortcut of ct_mla, and the three ways
    to a secret address (table[secret], a pointer by mask, a pointer by ?:)."""
    leaky = [m for m in MUTANTS if m.leaks_on]
    assert {m.cls for m in leaky} == set(mutants.CLASSES) - {"control"}

    def edits(cls: str, path: str) -> list[str]:
        return [m.name for m in leaky if m.cls == cls and path in mutants.patched_files(m.patch)]

    for isa in ("xtensa", "arm", "riscv", "x86_64"):
        found = edits("asm-branch", f"ctb_ct/include/ctb_ct/path_{isa}.h")
        assert found and all(BY_NAME[n].leaks_on == (isa,) for n in found), isa
    assert edits("early-exit", "ctb_mpi/src/mpi_mul.c")
    assert "if (s == 0)" in BY_NAME["mla-scalar-zero"].patch.read_text()
    assert "ctb_ct/src/ct_mla.c" in mutants.patched_files(BY_NAME["mla-scalar-zero"].patch)
    assert {"lookup-direct-index", "copy-ptr-mask", "copy-ptr-ternary"} <= {
        m.name for m in leaky if m.cls == "secret-address"}
    assert all(m.variant == "ct_generic" for m in MUTANTS
               if "ctb_ct/include/ctb_ct/path_generic.h" in mutants.patched_files(m.patch))


def test_every_patch_applies_to_the_tree(tmp_path: Path) -> None:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    for m in MUTANTS:
        tree = mutants.apply(m, pristine, tmp_path / m.name)
        for f in mutants.patched_files(m.patch):
            assert (tree / f).read_text() != (pristine / f).read_text(), (m.name, f)


def test_a_patch_that_does_not_apply_names_itself_and_the_hunk(tmp_path: Path) -> None:
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    m = BY_NAME["mla-scalar-zero"]
    target = pristine / "ctb_ct" / "src" / "ct_mla.c"
    target.write_text("/* rewritten since the patch was made */\n")
    with pytest.raises(CtbError, match=r"mutant mla-scalar-zero: .*mla-scalar-zero\.patch: "
                                       r"hunk #1 to ctb_ct/src/ct_mla.c does not apply"):
        mutants.apply(m, pristine, tmp_path / "out")


def _manifest(tmp_path: Path, body: str) -> Path:
    shutil.copy(BY_NAME["mla-scalar-zero"].patch, tmp_path / "m.patch")
    (tmp_path / "mutants.toml").write_text(body)
    return tmp_path / "mutants.toml"


GOOD = """[[mutant]]
name = "m"
class = "early-exit"
variant = "ct_asm"
leaks_on = ["x86_64", "xtensa", "arm"]
description = "a shortcut"
[mutant.not_leaking_on]
riscv = "why not"
"""


@pytest.mark.parametrize("edit, message", [
    (('class = "early-exit"', 'class = "typo"'), "unknown class 'typo'"),
    (('variant = "ct_asm"', 'variant = "ct_plain"'), "unknown variant 'ct_plain'"),
    (('"arm"]', '"sparc"]'), "leaks_on: unknown or repeated ISA sparc"),
    (('riscv = "why not"', ''), "every ISA .* exactly one of"),
    (('riscv = "why not"', 'riscv = ""'), "not_leaking_on must map each ISA to a reason"),
    (('name = "m"', 'name = "gone"'), "no patch .*gone.patch"),
    (('description = "a shortcut"\n', ''), "missing description"),
    (('description = "a shortcut"', 'description = "x"\nseverity = 3'), "unknown key severity"),
])
def test_a_bad_manifest_entry_is_one_clear_line(tmp_path: Path, edit: tuple[str, str],
                                                message: str) -> None:
    path = _manifest(tmp_path, GOOD.replace(*edit))
    with pytest.raises(CtbError, match=message) as e:
        mutants.load_manifest(path)
    assert "\n" not in str(e.value) and "mutant #1" in str(e.value)
    assert mutants.load_manifest(_manifest(tmp_path, GOOD))[0].leaks_on == (
        "x86_64", "xtensa", "arm")


def test_a_mutant_of_the_generic_path_runs_under_ct_generic(tmp_path: Path) -> None:
    shutil.copy(BY_NAME["generic-lt-compare"].patch, tmp_path / "m.patch")
    (tmp_path / "mutants.toml").write_text(GOOD)
    with pytest.raises(CtbError, match="a mutant of path_generic.h is checked under ct_generic"):
        mutants.load_manifest(tmp_path / "mutants.toml")


def test_unknown_names_are_refused() -> None:
    with pytest.raises(CtbError, match="unknown mutant nope"):
        mutants.select(MUTANTS, ["nope"])
    with pytest.raises(CtbError, match="unknown checker nope"):
        mutants.run_mutants(["nope"], Path("/nonexistent"), 0)


def test_targets_name_their_isa() -> None:
    assert [mutants.isa_of(t) for t in (
        "x86_64-gcc -O2", "x86_64-clang-19 -O2", "x86_64-clang -Os", "xtensa-lx106-gcc -Os",
        "arm-cortex-m4-gcc -O2", "riscv32-gcc -Os", "qemu-xtensa -Os", "qemu-riscv32 -O2",
        "qemu-cortex-m4 -Os", "qemu-esp32 -O2", "qemu-esp32s3 -Os", "-")] == [
        "x86_64", "x86_64", "x86_64", "xtensa", "arm", "riscv", "xtensa", "riscv", "arm",
        "xtensa", "xtensa", None]
    assert all(mutants.isa_of(f"{name} -Os") == tc.isa for name, tc in compilers.TOOLCHAINS.items())
    assert all(mutants.isa_of(f"{name} -O2") == compilers.get_toolchain(name).isa
               for name in compilers.known_toolchains())   # the lab's too, built or not


def _row(checker: str, target: str, verdict: str, function: str = "ct_copy") -> dict[str, str]:
    return {"variant": "ct_asm", "checker": checker, "target": target, "function": function,
            "verdict": verdict, "detail": "d"}


def test_caught_needs_a_fail_on_every_leaking_isa_and_errors_never_count() -> None:
    m = BY_NAME["generic-sel-ternary"]   # leaks on x86_64, arm, riscv
    rows = [_row("audit", "x86_64-gcc -Os", "PASS"), _row("audit", "x86_64-clang -O2", "FAIL"),
            _row("audit", "arm-cortex-m4-gcc -Os", "FAIL"),
            _row("audit", "riscv32-gcc -Os", "ERROR"), _row("audit", "xtensa-lx106-gcc -Os",
                                                            "FAIL", "ct_lt"),
            _row("valgrind", "x86_64-gcc -O2", "FAIL"), _row("valgrind", "-", "ERROR")]
    # a FAIL the unpatched tree has too (here the Xtensa one) says nothing
    cells = mutants.matrix(rows, ["audit", "valgrind"],
                           {("audit", "xtensa-lx106-gcc -Os", "ct_lt")})
    assert cells == {"audit": {"x86_64": "FAIL", "xtensa": "PASS", "arm": "FAIL",
                               "riscv": "ERROR"},
                     "valgrind": {"x86_64": "FAIL", "xtensa": "not run", "arm": "not run",
                                  "riscv": "not run"}}
    entry = mutants.judge(m, cells)
    assert (entry["caught_on"], entry["missed_on"], entry["verdict"]) == (
        ["x86_64", "arm"], ["riscv"], "missed")
    assert entry["flagged_not_leaking_on"] == []
    rows[3]["verdict"] = "FAIL"
    entry = mutants.judge(m, mutants.matrix(rows, ["audit", "valgrind"], set()))
    assert entry["verdict"] == "caught" and entry["flagged_not_leaking_on"] == ["xtensa"]
    control = mutants.judge(BY_NAME["generic-sel-no-barrier"], cells)
    assert control["verdict"] == "not counted"


def test_markdown_shows_catches_misses_and_errors() -> None:
    m = BY_NAME["sub-plain-compare"]   # leaks on xtensa and arm
    cells = {"audit": {"x86_64": "PASS", "xtensa": "FAIL", "arm": "PASS", "riscv": "PASS"}}
    doc = {"mutants": [{**mutants.judge(m, cells), "evidence": {}}], "caught": 0,
           "counted": 1, "errors": ["mutant x: valgrind: 1 ERROR row"], "checkers": ["audit"],
           "samples": 0}
    text = mutants.render_markdown(doc)
    assert "Caught 0 of 1 leaky mutants with audit." in text
    assert "| `sub-plain-compare` | secret-branch | ct_asm | n/a | audit | **MISSED** | n/a |" \
           " missed |" in text
    assert "- `sub-plain-compare` on arm:" in text
    assert "x86_64: gcc and clang compile" in text and "- mutant x: valgrind" in text


def _unit_runner(tree: Path, variant: str, out: Path) -> list[str]:
    """gcc for this machine: ctb_ct's and ctb_mpi's unit tests (the same
    sources the firmware runs) linked with the tree's sources."""
    stub = out.parent / "stub.c"
    stub.write_text(
        '#include <stdio.h>\n#include "ctb_test.h"\n'
        "extern const ctb_test_suite ctb_suite_test_ct, ctb_suite_test_mpi;\n"
        "const ctb_test_suite *const ctb_test_suites[] = "
        "{ &ctb_suite_test_ct, &ctb_suite_test_mpi, NULL };\n"
        "void ctb_port_write(const char *s, size_t n) { fwrite(s, 1, n, stdout); }\n"
        "int main(void) { return ctb_test_run_all(NULL) == 0 ? 0 : 1; }\n")
    test = ROOT / "firmware" / "test"
    return ["gcc", "-O2", "-Wall", "-Wextra", "-Werror", f"-I{test}",
            f"-I{ROOT / 'components' / 'ctb_bench' / 'include'}",
            *catalogue.include_flags(tree), *ctcheck.path_defines(variant),
            str(test / "ctb_test.c"), str(stub), str(tree / "ctb_ct" / "test" / "test_ct.c"),
            str(tree / "ctb_mpi" / "test" / "test_mpi.c"),
            *map(str, catalogue.library_sources(tree)), "-o", str(out)]


def test_every_mutant_still_computes_the_right_answers(tmp_path: Path) -> None:
    """A leak, not a bug: the unit tests pass on each mutant, built for this
    machine under its variant (the asm mutants of the other ISAs are not
    compiled here; their edits keep lt's result, see the manifest)."""
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    for m in MUTANTS:
        tree = mutants.apply(m, pristine, tmp_path / m.name / "tree")
        binary = tmp_path / m.name / "units"
        build = subprocess.run(_unit_runner(tree, m.variant, binary), capture_output=True,
                               text=True, check=False)
        assert build.returncode == 0, (m.name, build.stderr[-2000:])
        run = subprocess.run([str(binary)], capture_output=True, text=True, check=False)
        assert run.returncode == 0 and " 0 failed" in run.stdout, (m.name, run.stdout[-2000:])


# One mutant of each class, picked to be fast, through the audit (every
# ISA); the x86-64 ones through valgrind as well; trace once it is there.
SHORT_AUDIT = ["sub-plain-compare", "mpi-zero-limb", "copy-ptr-mask", "lookup-mod-index",
               "lookup-switch", "copy-fnptr", "copy-memcpy-len", "asm-xtensa-lt-branch",
               "mla-x86-carry", "mpi-trim-top-limbs", "generic-sel-no-barrier"]
SHORT_VALGRIND = ["asm-x86_64-lt-branch", "copy-fnptr", "mla-x86-carry"]
SHORT_TRACE = ["asm-riscv-lt-branch", "mpi-zero-limb", "in-range-and"]


def _assert_caught(doc: dict[str, Any], isas: tuple[str, ...] = mutants.ISAS) -> None:
    """Caught on every ISA where each mutant leaks, of those the checkers
    run on; flagged nowhere else; no ERROR."""
    assert doc["errors"] == [], doc["errors"]
    for e in doc["mutants"]:
        assert not set(e["missed_on"]) & set(isas), (e["name"], e["matrix"])
        assert e["flagged_not_leaking_on"] == [], (e["name"], e["evidence"])
        assert all(c[isa] == "not run" for c in e["matrix"].values()
                   for isa in mutants.ISAS if isa not in isas)


# A share of SHORT_AUDIT: a leak in shared C, one in one ISA's assembly,
# and the harmless control. Both runs are make test-slow's: make test has
# the audit's planted controls (test_audit.py) and the trace run below.
QUICK_AUDIT = ["sub-plain-compare", "asm-xtensa-lt-branch", "generic-sel-no-barrier"]


def _toolchains_or_skip() -> None:
    gone = [*ctcheck.CHECKERS["valgrind"].missing(),
            *(t for tc in compilers.TOOLCHAINS.values() for t in tc.missing())]
    if gone:
        pytest.skip(f"missing {', '.join(gone)}")


@pytest.mark.slow   # 85 s: most of it the mutant trees' first audit, whatever their number
def test_quick_run_catches_a_leak_and_spares_the_control(tmp_path: Path) -> None:
    assert {BY_NAME[n].cls for n in QUICK_AUDIT} == {"secret-branch", "asm-branch", "control"}
    _toolchains_or_skip()
    _assert_caught(mutants.run_mutants(["audit"], tmp_path / "a", 0, QUICK_AUDIT))
    doc = mutants.run_mutants(["valgrind"], tmp_path / "v", 0, ["mla-x86-carry"])
    _assert_caught(doc, ("x86_64",))
    assert doc["mutants"][0]["caught_on"] == ["x86_64"]


@pytest.mark.slow   # 11 mutants through 14 audited builds: 1.5 min
def test_short_run_catches_every_class(tmp_path: Path) -> None:
    assert {BY_NAME[n].cls for n in SHORT_AUDIT} == set(mutants.CLASSES)
    _toolchains_or_skip()
    _assert_caught(mutants.run_mutants(["audit"], tmp_path / "a", 0, SHORT_AUDIT))
    doc = mutants.run_mutants(["valgrind"], tmp_path / "v", 0, SHORT_VALGRIND)
    _assert_caught(doc, ("x86_64",))   # valgrind runs the x86-64 builds only
    assert all("x86_64" in e["caught_on"] for e in doc["mutants"])


def test_short_run_trace(tmp_path: Path) -> None:
    if "trace" not in mutants.available_checkers():
        pytest.skip("the trace checker (host/ctbench/ctlab/trace.py) is not there yet")
    doc = mutants.run_mutants(["trace"], tmp_path, 0, SHORT_TRACE)
    _assert_caught(doc, ("xtensa", "arm", "riscv"))   # the emulated cores


def test_the_suite_checks_the_component_each_mutant_edits() -> None:
    """Each patched component has functions among those the suite checks:
    ctb_ec's Xtensa asm mutants are caught only by the audit of ctb_ec's
    internals (the full run, `ctbench ct-check --mutants`, misses them
    without)."""
    with catalogue.only(*mutants.functions()):
        checked = {f.source.relative_to(catalogue.components_root()).parts[0]
                   for f in (catalogue.audited_functions()
                             + catalogue.audited_functions(audit_only=True))
                   if catalogue.selected(f.name)}
    for m in MUTANTS:
        for path in mutants.patched_files(m.patch):
            assert path.split("/")[0] in checked, (m.name, path)


def test_a_data_mutant_brings_its_components_claimed_functions() -> None:
    """A mutant of ctb_b64 or ctb_ghash is checked through that component's
    claimed data functions (the flow, dudect, trace and insn-eq harnesses
    reach it only there); the table variants, which FAIL by design, never."""
    b64 = mutants.functions([BY_NAME["b64-decode-stop-at-bad"]])
    assert {"b64_ct_range", "b64_ct_scan"} <= set(b64) and "b64_table" not in b64
    assert "ghash_ctmul" in mutants.functions([BY_NAME["ghash-ctmul-skip-zero"]])
    assert not {"b64_ct_range", "ghash_ctmul"} & set(mutants.functions(MUTANTS[:1]))
