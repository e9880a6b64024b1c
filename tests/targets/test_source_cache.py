"""ctbench baseline fetch: cache hits, corrupt archives, version mismatches,
no source at all, and (network) the real Debian source packages, for
mbedTLS and BearSSL."""

from __future__ import annotations

import os
import re
import shutil
import stat
import sys
import tarfile
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import source_cache as baseline
from helpers import ctbench


def fake_tree(root: Path, version: str) -> Path:
    tree = root / f"mbedtls-{version}"
    (tree / "include" / "mbedtls").mkdir(parents=True)
    (tree / "include" / "mbedtls" / "build_info.h").write_text(
        f'#define MBEDTLS_VERSION_STRING         "{version}"\n')
    (tree / "library").mkdir()
    (tree / "library" / "bignum_core.c").write_text("/* core */\n")
    return tree


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "ctbench"


def test_path_then_cache_hit(tmp_path: Path, cache: Path) -> None:
    src = fake_tree(tmp_path, "3.6.6")
    got, hit = baseline.fetch("mbedtls==3.6.6", str(src))
    assert not hit and got.tree == cache / "mbedtls-3.6.6" / "src"
    assert got.origin == f"path {src}"
    assert not os.access(got.tree / "library" / "bignum_core.c", os.W_OK) or os.geteuid() == 0
    mode = (got.tree / "library" / "bignum_core.c").stat().st_mode
    assert not mode & (stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH)
    again, hit = baseline.fetch("mbedtls==3.6.6")
    assert hit and again == got
    # a different --from does not silently replace a valid cache
    other = fake_tree(tmp_path / "other", "3.6.6")
    third, hit = baseline.fetch("mbedtls==3.6.6", str(other))
    assert hit and third.origin == f"path {src}"


def test_cache_edited_in_place_is_refused(tmp_path: Path, cache: Path) -> None:
    got, _ = baseline.fetch("mbedtls==3.6.6", str(fake_tree(tmp_path, "3.6.6")))
    victim = got.tree / "library" / "bignum_core.c"
    victim.chmod(0o644)
    victim.write_text("/* patched in place */\n")
    with pytest.raises(CtbError, match="no longer matches its manifest"):
        baseline.fetch("mbedtls==3.6.6")


def test_version_mismatch(tmp_path: Path, cache: Path) -> None:
    with pytest.raises(CtbError, match="version mismatch: wanted mbedtls 3.6.6, the source "
                                       "says 3.6.5"):
        baseline.fetch("mbedtls==3.6.6", str(fake_tree(tmp_path, "3.6.5")))
    assert not (cache / "mbedtls-3.6.6" / "manifest.json").exists()


def test_archive_and_corrupt_archive(tmp_path: Path, cache: Path) -> None:
    good = tmp_path / "mbedtls-3.6.6.tar.gz"
    with tarfile.open(good, "w:gz") as tar:
        tar.add(fake_tree(tmp_path / "t", "3.6.6"), arcname="mbedtls-3.6.6")
    data = good.read_bytes()
    for name, content in (("truncated", data[:-12]), ("garbage", b"\0garbage" * 40),
                          ("damaged", data[:200] + b"\0garbage" * 20)):
        bad = tmp_path / f"{name}.tar.gz"
        bad.write_bytes(content)
        with pytest.raises(CtbError, match="corrupt or unreadable archive"):
            baseline.fetch("mbedtls==3.6.6", str(bad))
    got, hit = baseline.fetch("mbedtls==3.6.6", str(good))
    assert not hit and got.archive_sha256 == baseline.file_sha256(good)


def test_no_source_available(tmp_path: Path, cache: Path) -> None:
    env = {"PATH": str(Path(sys.executable).parent), "CTBENCH_CACHE": str(cache.parent),
           "IDF_PATH": ""}
    if any(shutil.which(t, path=env["PATH"]) for t in ("apt-get", "git")):
        env["PATH"] = str(tmp_path)
    proc = ctbench("baseline", "fetch", "mbedtls==3.6.6", env=env)
    assert proc.returncode == 1
    line = proc.stderr.strip()
    assert "\n" not in line
    assert "no source for mbedtls 3.6.6: idf: IDF_PATH is not set; debian: apt-get not found; " \
           "git: git not found" in line


def test_unsupported_spec() -> None:
    with pytest.raises(CtbError, match="unsupported baseline 'wolfssl==5'"):
        baseline.parse_spec("wolfssl==5")
    for spec in ("bearssl==0.5", "bearssl==0.6.1", "bearssl", "mbedtls==3.5.0"):
        with pytest.raises(CtbError, match=r"\(supported: mbedtls==3\.6\.x, mbedtls==4\.0\.0, "
                                           r"bearssl==0\.6\)$"):
            baseline.parse_spec(spec)
    assert baseline.parse_spec("bearssl==0.6") == ("bearssl", "0.6")
    assert baseline.parse_spec("mbedtls==4.0.0") == ("mbedtls", "4.0.0")


def fake_bearssl(root: Path, version: str = "0.6") -> Path:
    """A tree with the files that tell BearSSL's version (bearssl_version())."""
    tree = root / "bearssl-0.6"
    for rel in ("inc/bearssl.h", "src/ec/ec_p256_m31.c", "src/int/i31_add.c"):
        (tree / rel).parent.mkdir(parents=True, exist_ok=True)
        (tree / rel).write_text("/* x */\n")
    if version in ("0.6", "0.6+git"):
        (tree / "src" / "int" / "i62_modpow2.c").write_text("/* 0.6 */\n")
    if version == "0.6+git":
        (tree / "src" / "ec" / "ec_p256_m62.c").write_text("/* later */\n")
    return tree


def test_bearssl_path_cache_and_version(tmp_path: Path, cache: Path) -> None:
    for version in ("0.5 or older", "0.6+git"):
        with pytest.raises(CtbError, match=f"version mismatch: wanted bearssl 0.6, the source "
                                           f"says {re.escape(version)}"):
            baseline.fetch("bearssl==0.6", str(fake_bearssl(tmp_path / version, version)))
    with pytest.raises(CtbError, match=r"says nothing \(no inc/bearssl.h\)"):
        baseline.fetch("bearssl==0.6", str(fake_tree(tmp_path, "3.6.6")))
    assert not (cache / "bearssl-0.6" / "manifest.json").exists()
    archive = tmp_path / "bearssl_0.6+dfsg.1.orig.tar.xz"
    with tarfile.open(archive, "w:xz") as tar:
        tar.add(fake_bearssl(tmp_path / "ok"), arcname="bearssl-0.6")
    got, hit = baseline.fetch("bearssl==0.6", str(archive))
    assert not hit and got.tree == cache / "bearssl-0.6" / "src"
    assert got.archive_sha256 == baseline.file_sha256(archive)
    again, hit = baseline.fetch("bearssl==0.6")
    assert hit and again == got
    victim = got.tree / "src" / "ec" / "ec_p256_m31.c"
    victim.chmod(0o644)
    victim.write_text("/* patched in place */\n")
    with pytest.raises(CtbError, match="no longer matches its manifest"):
        baseline.fetch("bearssl==0.6")


def test_bearssl_sources_are_debian_or_a_path(tmp_path: Path, cache: Path) -> None:
    for method in ("idf", "git"):
        proc = ctbench("baseline", "fetch", "bearssl==0.6", "--from", method,
                       env={"CTBENCH_CACHE": str(cache.parent)})
        assert proc.returncode == 1
        assert proc.stderr.strip() == (f"ctbench: --from {method}: not a source of bearssl "
                                       "(it comes from debian or a PATH)")
    env = {"PATH": str(tmp_path), "CTBENCH_CACHE": str(cache.parent)}
    proc = ctbench("baseline", "fetch", "bearssl==0.6", env=env)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ("ctbench: no source for bearssl 0.6: debian: apt-get not "
                                   "found")


def test_dsc_checksum_lookup(tmp_path: Path) -> None:
    dsc = tmp_path / "x.dsc"
    dsc.write_text("Format: 3.0 (quilt)\nChecksums-Sha256:\n"
                   " aa11 123 x_1.orig.tar.bz2\n bb22 45 x_1-1.debian.tar.xz\nFiles:\n")
    assert baseline._dsc_sha256(dsc, "x_1.orig.tar.bz2") == "aa11"
    with pytest.raises(CtbError, match="no checksum for y"):
        baseline._dsc_sha256(dsc, "y")


def test_debian_source_package(cache: Path) -> None:
    """The path CI uses: trixie's source package through the machine's own
    apt configuration (network)."""
    if shutil.which("apt-get") is None:
        pytest.skip("apt-get not found")
    try:
        got, hit = baseline.fetch("mbedtls==3.6.6", "debian")
    except CtbError as e:
        if "is not in trixie" in str(e) or "update" in str(e):
            pytest.skip(f"Debian source not reachable here: {e}")
        raise
    assert not hit and got.origin.startswith("debian trixie mbedtls 3.6.6-")
    assert baseline.tree_version(got.tree) == "3.6.6"
    assert (got.tree / "library" / "bignum_core.c").is_file()


def test_debian_bearssl_source_package(cache: Path) -> None:
    """BearSSL from trixie's source package bearssl (0.6+dfsg.1): only its
    upstream tarball, checked against the signed Sources index (network)."""
    if shutil.which("apt-get") is None:
        pytest.skip("apt-get not found")
    try:
        got, hit = baseline.fetch("bearssl==0.6", "debian")
    except CtbError as e:
        if "is not in trixie" in str(e) or "update" in str(e) or "download" in str(e):
            pytest.skip(f"Debian source not reachable here: {e}")
        raise
    assert not hit and got.origin.startswith("debian trixie bearssl 0.6+dfsg")
    assert baseline.tree_version(got.tree, "bearssl") == "0.6"
    assert (got.tree / "src" / "ec" / "ec_p256_m31.c").is_file()
    assert re.fullmatch(r"[0-9a-f]{64}", got.archive_sha256)
