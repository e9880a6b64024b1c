"""objcache: an audit's object is reused only when nothing its compile
read has changed. Each case edits a scratch copy of the components and
counts the compiles; the negative control is a leak planted in one source,
which the second audit must still see."""

from __future__ import annotations

import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from ctbench.ctlab import mutants
from ctbench.ctlab.audit import compilers, driver, objcache


def test_depfile_paths() -> None:
    text = ("/w/a.o: /t/ctb_ct/src/ct_add.c /t/ctb_ct/include/ctb_ct.h \\\n"
            " /usr/include/stdint.h \\\n /t/dir\\ with\\ space/x.h\n")
    assert objcache.depfile_paths(text) == [
        "/t/ctb_ct/src/ct_add.c", "/t/ctb_ct/include/ctb_ct.h", "/usr/include/stdint.h",
        "/t/dir with space/x.h"]
    assert objcache.depfile_paths("") == []


@pytest.fixture
def fresh() -> Iterator[None]:
    if compilers.get_toolchain("x86_64-gcc").missing():
        pytest.skip("gcc not found (Debian package gcc)")
    objcache.clear()
    yield
    objcache.clear()


def _audit(tree: Path, work: Path, variant: str = "ct_asm") -> tuple[list[dict[str, Any]], int]:
    """The rows of a one-toolchain audit of ct_* and b64_*, and how many
    sources it compiled."""
    before = objcache.stats["misses"]
    rows, _ = driver.audit(variant, work, toolchains=["x86_64-gcc"], opts=("Os",),
                           tree=tree, select=lambda name: name.startswith(("ct_", "b64_")))
    return rows, objcache.stats["misses"] - before


def _copy(pristine: Path, to: Path) -> Path:
    shutil.copytree(pristine, to)
    return to


def test_only_what_changed_is_compiled_again(fresh: None, tmp_path: Path) -> None:
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    rows, compiled = _audit(pristine, tmp_path / "w1")
    assert compiled > 5 and objcache.stats["hits"] == 0
    assert {r["verdict"] for r in rows} == {"PASS"}

    # the same sources in another copy: nothing compiled, the same rows,
    # and the objects are there as if compiled
    again, compiled = _audit(_copy(pristine, tmp_path / "same"), tmp_path / "w2")
    assert compiled == 0 and again == rows
    assert sorted(p.name for p in (tmp_path / "w2").rglob("*.o")) == sorted(
        p.name for p in (tmp_path / "w1").rglob("*.o"))

    # a leak planted in one source: that source alone is compiled, and
    # the audit sees the leak (a stale object would hide it)
    leak = mutants.apply(next(m for m in mutants.load_manifest() if m.name == "copy-fnptr"),
                         pristine, tmp_path / "leak")
    leaky, compiled = _audit(leak, tmp_path / "w3")
    assert compiled == 1
    assert {r["verdict"] for r in leaky if r["function"] == "ct_copy"} == {"FAIL"}
    assert [r for r in leaky if r["function"] != "ct_copy"] == [
        r for r in rows if r["function"] != "ct_copy"]

    # a private header: the sources that include it, found by the compiler
    # (its -MD output), not by name
    users = [d for d in (tmp_path / "w1").rglob("*.d") if "b64_internal.h" in d.read_text()]
    assert len(users) >= 2
    edited = _copy(pristine, tmp_path / "header")
    header = edited / "ctb_b64" / "src" / "b64_internal.h"
    header.write_text(header.read_text() + "/* edited */\n")
    same, compiled = _audit(edited, tmp_path / "w4")
    assert compiled == len(users) and same == rows

    # a new file where an include could find it first: every source again
    added = _copy(pristine, tmp_path / "added")
    (added / "ctb_ct" / "src" / "ctb_ct.h").write_text("#error shadowed\n")
    _, compiled = _audit(added, tmp_path / "w5")
    assert compiled == len(list((tmp_path / "w1").rglob("*.o")))


def test_another_variant_or_level_is_another_compile(fresh: None, tmp_path: Path) -> None:
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    _, first = _audit(pristine, tmp_path / "w1")
    _, generic = _audit(pristine, tmp_path / "w2", "ct_generic")   # other -D flags
    assert generic == first
    before = objcache.stats["misses"]
    driver.audit("ct_asm", tmp_path / "w3", toolchains=["x86_64-gcc"], opts=("O2",),
                 tree=pristine, select=lambda name: name.startswith(("ct_", "b64_")))
    assert objcache.stats["misses"] - before == first


def test_a_failed_compile_is_not_kept(fresh: None, tmp_path: Path) -> None:
    pristine = mutants.pristine_tree(tmp_path / "pristine")
    broken = _copy(pristine, tmp_path / "broken")
    (broken / "ctb_ct" / "src" / "ct_add.c").write_text("int broken(\n")
    rows, _ = _audit(broken, tmp_path / "w1")
    assert {r["verdict"] for r in rows if r["function"] == "ct_add"} == {"ERROR"}
    rows, compiled = _audit(broken, tmp_path / "w2")
    assert {r["verdict"] for r in rows if r["function"] == "ct_add"} == {"ERROR"}
    assert compiled == 1   # tried again, and failed again
