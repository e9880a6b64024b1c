"""Patch application: a copy of the cached tree, the cached tree untouched,
and a patch that does not apply named with its hunk."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import patches
from ctbench.targets import source_cache as baseline

ORIGINAL = "int carry(int a, int c)\n{\n\treturn a < c;\n}\n"
PATCH = """--- a/lib/core.c
+++ b/lib/core.c
@@ -1,4 +1,4 @@
 int carry(int a, int c)
 {
-\treturn a < c;
+\treturn ct_lt(a, c);
 }
"""


@pytest.fixture
def tree(tmp_path: Path) -> Path:
    src = tmp_path / "src"
    (src / "lib").mkdir(parents=True)
    (src / "lib" / "core.c").write_text(ORIGINAL)
    (src / "lib").chmod(0o555)
    (src / "lib" / "core.c").chmod(0o444)   # like the read-only cache
    return src


def test_applies_to_a_copy(tree: Path, tmp_path: Path) -> None:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    p = tmp_path / "0001-ct.patch"
    p.write_text(PATCH)
    out = patches.apply_patches(tree, [p], tmp_path / "build" / "src")
    assert "ct_lt(a, c)" in (out / "lib" / "core.c").read_text()
    assert (tree / "lib" / "core.c").read_text() == ORIGINAL
    record = json.loads((out / ".ctbench-patches.json").read_text())
    assert record[0]["patch"].endswith("0001-ct.patch") and len(record[0]["sha256"]) == 64


def test_failing_hunk_is_named_and_changes_nothing(tree: Path, tmp_path: Path) -> None:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    good = tmp_path / "0001-ok.patch"
    good.write_text(PATCH)
    bad = tmp_path / "0002-stale.patch"
    bad.write_text(PATCH.replace("-\treturn a < c;\n+\treturn ct_lt(a, c);",
                                 "-\treturn a <= c;\n+\treturn ct_le(a, c);"))
    with pytest.raises(CtbError) as e:
        patches.apply_patches(tree, [good, bad], tmp_path / "build" / "src")
    text = str(e.value)
    assert "0002-stale.patch: hunk #1 to lib/core.c does not apply (at line 1)" in text
    assert "the build stops" in text and "\n" not in text


def test_ct_patch_applies_to_mbedtls_3_6_6(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    """Our +ct patch against the real source (network: Debian's package)."""
    if shutil.which("patch") is None or shutil.which("apt-get") is None:
        pytest.skip("patch or apt-get not found")
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "cache"))
    try:
        src, _ = baseline.fetch("mbedtls==3.6.6", "debian")
    except CtbError as e:
        pytest.skip(f"Debian source not reachable here: {e}")
    out = patches.apply_patches(src.tree, patches.patch_set("mbedtls", "3.6.6", "ct"),
                                tmp_path / "mbedtls")
    core = (out / "library" / "bignum_core.c").read_text()
    before = (src.tree / "library" / "bignum_core.c").read_text()
    assert core.count("mbedtls_ct_uint_lt(") == before.count("mbedtls_ct_uint_lt(") + 3
    assert "(A[i] < c)" not in core and "(*d < c)" not in core
    assert core.count("mbedtls_ct_mpi_uint_if(mbedtls_ct_uint_lt(") == 3

    # +series: ct, the seed's series, arm-lt, xtensa-lt, in order, onto a
    # fresh copy.
    series = [p for name in ("ct", "series", "arm-lt", "xtensa-lt")
              for p in patches.patch_set("mbedtls", "3.6.6", name)]
    out = patches.apply_patches(src.tree, series, tmp_path / "mbedtls-series")
    core = (out / "library" / "bignum_core.c").read_text()
    impl = (out / "library" / "constant_time_impl.h").read_text()
    assert core.count("mbedtls_ct_mpi_uint_if_else_0(mbedtls_ct_uint_lt(") == 3
    assert "mbedtls_ct_mpi_uint_if(mbedtls_ct_uint_lt(" not in core
    assert "#define MBEDTLS_CT_XTENSA_ASM" in impl and "#define MBEDTLS_CT_RISCV_ASM" in impl
    assert impl.count("MBEDTLS_CT_INLINE mbedtls_") == 6
    assert '"sbc     %[m], %[m], %[m]' in impl
    assert '("saltu %[b], %[x], %[y]' in impl and '("minu %[b], %[x], %[y]' in impl
    record = json.loads((out / ".ctbench-patches.json").read_text())
    assert [Path(r["patch"]).name for r in record] == [p.name for p in series]


def _asm_mnemonics(text: str) -> list[str]:
    """The instructions of inline-asm string lines, in order: the first
    word inside each quoted line ("xor  %0, ..." or "xor  %[t], ...")."""
    return re.findall(r'(?:^\s*|\(\s*)"\s*([a-z]+)\s+%', text, re.M)


def _region(text: str, start: str, end: str = "\n}\n") -> str:
    """From the last `start` to the `end` after it: one function, or one
    core's branch of a function (path_xtensa.h has SALTU, MINU and the base
    ISA)."""
    at = text.rindex(start)
    return text[at:text.index(end, at + len(start))]


def _patch_branch(patch: str, condition: str) -> str:
    """The lines a patch adds from `#elif <condition>` to the next #elif or
    #else: one architecture's branch of one helper."""
    added = "\n".join(line[1:] for line in patch.splitlines() if line.startswith("+"))
    start = added.index("#elif " + condition)
    end = re.compile(r"^#el", re.M).search(added, start + 5)
    return added[start:end.start() if end else None]


@pytest.mark.parametrize("header, start, end, patch_name, condition", [
    ("path_xtensa.h", "\tuint32_t t, d, m;", "\n}\n", "series/0002-ct-xtensa-and-riscv-asm.patch",
     "defined(MBEDTLS_CT_XTENSA_ASM) && defined(MBEDTLS_CT_SIZE_32)\n    /* The borrow"),
    ("path_xtensa.h", "#if defined(CTB_CT_XTENSA_LT_SALTU)\n\t__asm__", "#else",
     "xtensa-lt/0001-ct-xtensa-lt-per-core.patch", "defined(MBEDTLS_CT_XTENSA_SALTU)"),
    ("path_xtensa.h", "#else\n\t/* minu(x, y)", "#endif",
     "xtensa-lt/0001-ct-xtensa-lt-per-core.patch", "defined(MBEDTLS_CT_XTENSA_MINU)"),
    ("path_riscv.h", "ctb_ct_core_lt(", "\n}\n", "series/0002-ct-xtensa-and-riscv-asm.patch",
     "defined(MBEDTLS_CT_RISCV_ASM) && (defined(MBEDTLS_CT_SIZE_32) || "
     "defined(MBEDTLS_CT_SIZE_64))\n    asm volatile (\"sltu"),
    ("path_arm.h", "ctb_ct_core_lt(", "\n}\n", "arm-lt/0001-ct-arm-lt-from-carry.patch",
     "defined(MBEDTLS_CT_ARM_ASM)"),
])
def test_series_lt_is_ctb_ct_lt(header: str, start: str, end: str, patch_name: str,
                                condition: str) -> None:
    """The series' mbedtls_ct_uint_lt runs the same instructions as ctb_ct's
    core_lt, which ctbench ct-check covers: the two cannot drift apart. On
    Xtensa that holds per core: the base-ISA borrow formula (lx106), MINU
    (LX6) and SALTU (LX7)."""
    root = Path(__file__).resolve().parents[2]
    ours = _asm_mnemonics(_region(
        (root / "components/ctb_ct/include/ctb_ct" / header).read_text(), start, end))
    patch = (root / "patches/mbedtls-3.6.6" / patch_name).read_text()
    theirs = _asm_mnemonics(_patch_branch(patch, condition))
    assert ours and theirs == ours


def test_series_select_is_ctb_ct_select() -> None:
    root = Path(__file__).resolve().parents[2]
    patch = (root / "patches/mbedtls-3.6.6/series/0002-ct-xtensa-and-riscv-asm.patch").read_text()
    theirs = _asm_mnemonics(_patch_branch(patch, "(defined(MBEDTLS_CT_XTENSA_ASM)"))
    for header in ("path_xtensa.h", "path_riscv.h"):
        text = (root / "components/ctb_ct/include/ctb_ct" / header).read_text()
        assert _asm_mnemonics(_region(text, "ctb_ct_core_sel(")) == theirs == [
            "xor", "and", "xor"]


def test_xtensa_lt_chooses_the_core_as_ctb_ct_does() -> None:
    """The patch and ctb_ct pick SALTU and MINU on the same core-isa.h
    conditions, so the audit of ctb_ct's path is the audit of the patch's."""
    root = Path(__file__).resolve().parents[2]
    ours = (root / "components/ctb_ct/include/ctb_ct/path_xtensa.h").read_text()
    patch = (root / "patches/mbedtls-3.6.6/xtensa-lt/0001-ct-xtensa-lt-per-core.patch").read_text()
    conditions = ["#if __has_include(<xtensa/config/core-isa.h>)",
                  "#if defined(XCHAL_HW_MIN_VERSION) && XCHAL_HW_MIN_VERSION >= 270000",
                  "#elif defined(XCHAL_HAVE_MINMAX) && XCHAL_HAVE_MINMAX"]
    added = "\n".join(line[1:] for line in patch.splitlines() if line.startswith("+"))
    for line in conditions:
        assert line in ours and line in added
