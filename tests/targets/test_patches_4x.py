"""The 4.x patch sets in upstream form: git format-patch files that apply
with `git am` to TF-PSA-Crypto v1.0.0, cloned from its public URL (skipped
when it cannot be reached), and through patches.py inside an mbedTLS 4.x
tree's tf-psa-crypto/ directory."""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from types import ModuleType

import pytest

from ctbench.targets import patches
from ctbench.targets.git_baseline import release
from helpers import load_tool

ROOT = Path(__file__).resolve().parents[2]
SETS = ROOT / "patches" / "mbedtls-4.0.0"
TFPSA_URL = "https://github.com/Mbed-TLS/TF-PSA-Crypto"
TFPSA_TAG = "v1.0.0"
TFPSA_COMMIT = dict(release("mbedtls", "4.0.0").submodules)["tf-psa-crypto"]  # type: ignore[union-attr]
CORE = "drivers/builtin/src/bignum_core.c"
IMPL = "drivers/builtin/src/constant_time_impl.h"
SUITE = "tests/suites/test_suite_bignum_core"

# Upstream order: what is submitted, in `git am` order, and the files each
# run touches. revert-ct is an experiment, applied alone to the release.
RUNS = {
    "upstream": (["series"], {CORE, IMPL, "ChangeLog.d/ct-carries-performance.txt"}),
    "revert-ct": (["revert-ct"], {CORE}),
    # The corrected constant-flow cases, on the release and after the series.
    "tests": (["tests"], {SUITE + ".function", SUITE + ".misc.data"}),
    "upstream+tests": (["series", "tests"], {CORE, IMPL, "ChangeLog.d/ct-carries-performance.txt",
                                             SUITE + ".function", SUITE + ".misc.data"}),
    # The negative control (tools/mbedtls_constant_flow.py), never benchmarked.
    "controls/leaky-sub": (["controls/leaky-sub"], {CORE}),
}
GIT_ENV = {"GIT_AUTHOR_NAME": "ctbench test", "GIT_AUTHOR_EMAIL": "test@ctbench.invalid",
           "GIT_COMMITTER_NAME": "ctbench test", "GIT_COMMITTER_EMAIL": "test@ctbench.invalid"}


def _git(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                          check=False, env={**os.environ, **GIT_ENV}, timeout=600)


def _tool() -> ModuleType:
    return load_tool("mbedtls_constant_flow")


def _files(name: str) -> list[Path]:
    return sorted((SETS / name).glob("*.patch"))


@pytest.fixture(scope="module")
def tfpsa(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """TF-PSA-Crypto v1.0.0 from its public URL, sparse, as
    tools/mbedtls_constant_flow.py clones it: tagged `ctbench-base`, the
    commit the sets are applied on top of."""
    if shutil.which("git") is None:
        pytest.skip("git not found")
    probe = subprocess.run(["git", "ls-remote", "--exit-code", TFPSA_URL, f"refs/tags/{TFPSA_TAG}"],
                           capture_output=True, text=True, check=False, timeout=120)
    if probe.returncode != 0:
        pytest.skip(f"{TFPSA_URL} not reachable (git ls-remote failed)")
    work = _tool().clone(tmp_path_factory.mktemp("tfpsa"))
    assert _git(work, "rev-parse", "ctbench-base~1").stdout.strip() == TFPSA_COMMIT
    return work


def test_sets_are_format_patch_files() -> None:
    """One commit a file, with its mail header and a message."""
    for name in ("series", "revert-ct", "tests", "controls/leaky-sub"):
        files = _files(name)
        assert files, name
        for f in files:
            text = f.read_text()
            assert re.match(r"From [0-9a-f]{40} Mon Sep 17 00:00:00 2001\nFrom: ", text), f.name
            assert text.count("\nSubject: [PATCH") == 1, f.name
            body = text[text.index("\n\n"):text.index("\n---\n")]
            assert len(body.split()) > 40, f"{f.name}: the message says what and why"


@pytest.mark.parametrize("run", sorted(RUNS))
def test_sets_apply_with_git_am(tfpsa: Path, run: str) -> None:
    names, files = RUNS[run]
    assert _git(tfpsa, "checkout", "-q", "-f", "--detach", "ctbench-base").returncode == 0
    mails = [str(f) for name in names for f in _files(name)]
    am = _git(tfpsa, "am", "-q", *mails)
    assert am.returncode == 0, am.stdout + am.stderr
    count = _git(tfpsa, "rev-list", "--count", "ctbench-base..HEAD").stdout.strip()
    assert int(count) == len(mails)
    changed = set(_git(tfpsa, "diff", "--name-only", "ctbench-base", "HEAD").stdout.split())
    assert changed == files
    core = _git(tfpsa, "show", f"HEAD:{CORE}").stdout
    if "series" in names:
        assert core.count("mbedtls_ct_mpi_uint_if_else_0(mbedtls_ct_uint_lt(") == 3
        impl = _git(tfpsa, "show", f"HEAD:{IMPL}").stdout
        assert "#define MBEDTLS_CT_XTENSA_ASM" in impl and "#define MBEDTLS_CT_RISCV_ASM" in impl
        assert '"sbc     %[m], %[m], %[m]' in impl and '("saltu %[b], %[x], %[y]' in impl
    if "revert-ct" in names:
        assert "(A[i] < c)" in core and "(t < B[i])" in core and "(*d < c)" in core
        assert "mbedtls_ct_uint_lt(" not in core.split("mbedtls_mpi_core_sub(")[1][:900]
    if "tests" in names:
        function = _git(tfpsa, "show", f"HEAD:{SUITE}.function").stdout
        data = _git(tfpsa, "show", f"HEAD:{SUITE}.misc.data").stdout
        for case in ("mpi_core_sub_cf", "mpi_core_mla_cf"):
            assert f"void {case}(" in function and data.count(f"\n{case}:") == 3
    if "controls/leaky-sub" in names:
        assert "if (c != 0) {" in core.split("mbedtls_mpi_core_sub(")[1][:900]


def test_series_matches_the_3_6_6_sets() -> None:
    """The upstream series makes the 3.6.6 sets' changes: the same added
    lines, in series, arm-lt and xtensa-lt order (ChangeLog aside)."""
    def added(files: list[Path]) -> list[str]:
        return [line for f in files for line in f.read_text().splitlines()
                if line.startswith("+") and not line.startswith("+++")]
    old = SETS.parent / "mbedtls-3.6.6"
    ours = added(_files("series"))
    theirs = added([f for name in ("series", "arm-lt", "xtensa-lt")
                    for f in sorted((old / name).glob("*.patch"))])
    changelog = added([f for f in _files("series") if "ChangeLog.d" in f.read_text()])
    assert [line for line in ours if line not in changelog or line in theirs] == theirs


def test_patch_root_puts_4x_sets_in_tf_psa_crypto(tmp_path: Path) -> None:
    """patches.py applies a format-patch file (mail header and all) inside
    an mbedTLS 4.x tree's tf-psa-crypto/ directory."""
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    assert patches.patch_root("mbedtls", "4.0.0") == "tf-psa-crypto"
    assert patches.patch_root("mbedtls", "3.6.6") == ""
    src = tmp_path / "mbedtls-4.0.0"
    core = src / "tf-psa-crypto" / "drivers" / "builtin" / "src" / "bignum_core.c"
    core.parent.mkdir(parents=True)
    # bignum_core.c as the hunks' preimage (context and removed lines):
    # the hunks then apply at an offset, which patch accepts.
    mail = next((SETS / "revert-ct").glob("*.patch")).read_text()
    diff = mail[mail.index("\n@@"):].splitlines()
    core.write_text("".join(line[1:] + "\n" for line in diff if line.startswith((" ", "-"))))
    out = patches.apply_patches(src, patches.patch_set("mbedtls", "4.0.0", "revert-ct"),
                                tmp_path / "build" / "mbedtls",
                                patches.patch_root("mbedtls", "4.0.0"))
    patched = (out / "tf-psa-crypto" / "drivers" / "builtin" / "src" / "bignum_core.c").read_text()
    assert "(A[i] < c)" in patched and "(*d < c)" in patched
    record = json.loads((out / ".ctbench-patches.json").read_text())
    assert [Path(r["patch"]).parent.name for r in record] == ["revert-ct"]
