"""Patch application: a copy of the cached tree, the cached tree untouched,
and a patch that does not apply named with its hunk."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ctbench import baseline, patches
from ctbench.errors import CtbError

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
