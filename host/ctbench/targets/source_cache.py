"""Reference library sources (mbedTLS 3.6.x, the seeds' reference; BearSSL
0.6, the constant-time peer), fetched once into the user's cache and never
modified there.

    ctbench baseline fetch mbedtls==3.6.6 [--from PATH|idf|git|debian]
    ctbench baseline fetch bearssl==0.6 [--from PATH|debian]

Where a source can come from, in the order tried when --from is not given:
- idf:    $IDF_PATH/components/mbedtls/mbedtls, when its version matches;
- debian: Debian's source package from the trixie suite (what CI uses). A
          private apt configuration names the mirror the machine's own apt
          configuration uses; the package's .dsc is checked by apt against
          the signed index, and the upstream tarball against the .dsc
          (debian_source(), which also fetches QEMU's plugin header:
          targets/qemu_plugin.py);
- git:    a shallow clone of the upstream release tag (needs internet);
- PATH:   an explicit directory or tarball (only with --from).
BearSSL comes from Debian (source package `bearssl`, upstream 0.6 repacked
as 0.6+dfsg.1) or a PATH: ESP-IDF does not bundle it, and its upstream
repository has no release branch to clone shallowly. Only its upstream
tarball is fetched (debian_source_files(), checked against the signed
Sources index), as Debian's own patches are not applied anyway.

The cache holds the upstream tree (Debian's own patches are not applied),
read-only, with a manifest: origin, archive sha256 and a hash of the whole
tree, re-checked on every use, so a cache edited in place is refused.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import stat
import subprocess
import tarfile
import tempfile
from collections.abc import Callable
from dataclasses import asdict, dataclass
from pathlib import Path

from ctbench import paths
from ctbench.errors import CtbError

METHODS = ("idf", "debian", "git")
# Where each library may come from, in the order tried without --from.
LIBRARY_METHODS = {"mbedtls": METHODS, "bearssl": ("debian",)}
SUPPORTED = {"mbedtls": r"3\.6\.\d+|4\.0\.0", "bearssl": r"0\.6"}
DEBIAN_SUITE = "trixie"
UPSTREAM_GIT = "https://github.com/Mbed-TLS/mbedtls.git"
_VERSION = re.compile(r'#define\s+MBEDTLS_VERSION_STRING\s+"([0-9.]+)"')


@dataclass(frozen=True)
class Baseline:
    name: str
    version: str
    tree: Path          # the read-only source tree
    origin: str         # e.g. "debian trixie mbedtls 3.6.6-0.1~deb13u1"
    archive_sha256: str
    tree_sha256: str


def cache_root() -> Path:
    return paths.cache_root()


def parse_spec(spec: str) -> tuple[str, str]:
    m = re.fullmatch(r"(\w+)==(\S+)", spec)
    if m is None or m.group(1) not in SUPPORTED \
            or not re.fullmatch(SUPPORTED[m.group(1)], m.group(2)):
        raise CtbError(f"unsupported baseline '{spec}' (supported: mbedtls==3.6.x, mbedtls==4.0.0, "
                       f"bearssl==0.6)")
    return m.group(1), m.group(2)


def bearssl_version(tree: Path) -> str | None:
    """BearSSL's sources carry no version string: 0.6 is told by its files.
    src/int/i62_modpow2.c first shipped in 0.6; src/ec/ec_p256_m62.c came
    after it (development snapshots, never released)."""
    if not (tree / "inc" / "bearssl.h").is_file():
        return None
    if (tree / "src" / "ec" / "ec_p256_m62.c").is_file():
        return "0.6+git"
    if (tree / "src" / "int" / "i62_modpow2.c").is_file():
        return "0.6"
    return "0.5 or older"


def tree_version(tree: Path, name: str = "mbedtls") -> str | None:
    if name == "bearssl":
        return bearssl_version(tree)
    header = tree / "include" / "mbedtls" / "build_info.h"
    if not header.is_file():
        return None
    m = _VERSION.search(header.read_text(errors="replace"))
    return m.group(1) if m else None


def tree_hash(tree: Path) -> str:
    """sha256 over every file's relative path and content, in sorted order."""
    h = hashlib.sha256()
    for path in sorted(p for p in tree.rglob("*") if p.is_file()):
        h.update(str(path.relative_to(tree)).encode() + b"\0")
        h.update(path.read_bytes())
    return h.hexdigest()


def file_sha256(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _make_read_only(tree: Path) -> None:
    for path in tree.rglob("*"):
        mode = path.stat().st_mode
        path.chmod(mode & ~(stat.S_IWUSR | stat.S_IWGRP | stat.S_IWOTH))


def _unpack(archive: Path, into: Path) -> Path:
    """Extract a tarball; return the single top-level directory in it."""
    try:
        with tarfile.open(archive) as tar:
            tar.extractall(into, filter="data")
            # tarfile stops at the last member it can read; reading the
            # compressed stream to its end checks its trailer (CRC, length),
            # so a truncated archive is reported as such.
            if tar.fileobj is not None:
                while tar.fileobj.read(1 << 16):
                    pass
    except (tarfile.TarError, OSError, EOFError) as e:
        raise CtbError(f"{archive}: corrupt or unreadable archive ({e})") from None
    tops = [p for p in into.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise CtbError(f"{archive}: expected one top-level directory, found {len(tops)}")
    return tops[0]


def _install(name: str, version: str, tree: Path, origin: str, archive_sha256: str) -> Baseline:
    """Check the version, then move the tree into the cache, read-only."""
    found = tree_version(tree, name)
    if found != version:
        marker = "inc/bearssl.h" if name == "bearssl" else "build_info.h"
        raise CtbError(f"{origin}: version mismatch: wanted {name} {version}, "
                       f"the source says {found or f'nothing (no {marker})'}")
    dest = cache_root() / f"{name}-{version}"
    if dest.exists():
        # Only an install that stopped before writing its manifest gets
        # here (cached() returns or refuses any complete one).
        shutil.rmtree(dest, onerror=_force_remove)
    dest.mkdir(parents=True)
    shutil.copytree(tree, dest / "src", symlinks=True)
    baseline = Baseline(name, version, dest / "src", origin, archive_sha256,
                        tree_hash(dest / "src"))
    record = {k: str(v) for k, v in asdict(baseline).items()}
    (dest / "manifest.json").write_text(json.dumps(record, indent=1))
    _make_read_only(dest / "src")
    return baseline


def _force_remove(func, path, exc_info):  # type: ignore[no-untyped-def]
    os.chmod(path, stat.S_IWUSR | stat.S_IRUSR | stat.S_IXUSR)
    func(path)


def cached(name: str, version: str) -> Baseline | None:
    """The cached tree, verified; None when there is none. A tree that no
    longer matches its manifest is an error, never silently refetched."""
    dest = cache_root() / f"{name}-{version}"
    manifest = dest / "manifest.json"
    if not manifest.is_file():
        return None
    record = json.loads(manifest.read_text())
    tree = dest / "src"
    if not tree.is_dir() or tree_hash(tree) != record["tree_sha256"]:
        raise CtbError(f"cached {name} {version} in {dest} no longer matches its manifest "
                       f"(modified in place?); delete {dest} to fetch it again")
    return Baseline(name, version, tree, record["origin"], record["archive_sha256"],
                    record["tree_sha256"])


# -- sources ----------------------------------------------------------------

def from_path(name: str, version: str, path: Path) -> Baseline:
    if path.is_dir():
        return _install(name, version, path, f"path {path}", "tree")
    if path.is_file():
        with tempfile.TemporaryDirectory() as tmp:
            top = _unpack(path, Path(tmp))
            return _install(name, version, top, f"path {path}", file_sha256(path))
    raise CtbError(f"--from {path}: no such directory or archive")


def from_idf(name: str, version: str) -> Baseline:
    idf = os.environ.get("IDF_PATH")
    if not idf:
        raise CtbError("idf: IDF_PATH is not set")
    tree = Path(idf) / "components" / "mbedtls" / "mbedtls"
    if not tree.is_dir():
        raise CtbError(f"idf: no {tree}")
    return _install(name, version, tree, f"ESP-IDF copy {tree}", "tree")


def apt_mirror() -> str:
    """The Debian mirror this machine's apt already uses (deb822 or one-line)."""
    lists = [Path("/etc/apt/sources.list"), *sorted(Path("/etc/apt/sources.list.d").glob("*"))]
    for path in lists:
        if not path.is_file():
            continue
        text = path.read_text(errors="replace")
        for m in re.finditer(r"^\s*URIs:\s*(\S+)|^\s*deb(?:-src)?\s+(?:\[[^]]*\]\s+)?(\S+)",
                             text, re.M):
            uri = m.group(1) or m.group(2)
            if "security" not in uri:
                return uri
    raise CtbError("debian: no Debian mirror found in this machine's apt configuration")


def _dsc_sha256(dsc: Path, filename: str) -> str:
    section = dsc.read_text(errors="replace").split("Checksums-Sha256:", 1)
    if len(section) != 2:
        raise CtbError(f"{dsc}: no Checksums-Sha256 field")
    for line in section[1].splitlines()[1:]:
        parts = line.split()
        if len(parts) != 3:
            break
        if parts[2] == filename:
            return parts[0]
    raise CtbError(f"{dsc}: no checksum for {filename}")


def machine_suite() -> str:
    """This machine's Debian suite (bookworm on Debian 12), from os-release."""
    release = Path("/etc/os-release")
    text = release.read_text(errors="replace") if release.is_file() else ""
    m = re.search(r"^VERSION_CODENAME=\"?(\w+)", text, re.M)
    if m is None:
        raise CtbError("debian: no VERSION_CODENAME in /etc/os-release")
    return m.group(1)


def upstream_version(debian_version: str) -> str:
    """A Debian version's upstream part: 1:7.2+dfsg-7+deb12u18 -> 7.2+dfsg."""
    return debian_version.split(":", 1)[-1].rsplit("-", 1)[0]


@dataclass(frozen=True)
class DebianSource:
    package: str
    version: str        # the Debian version fetched, e.g. 3.6.6-0.1~deb13u1
    suite: str
    orig: Path          # the upstream tarball, checked against the .dsc
    orig_sha256: str


def _private_apt(suite: str) -> tuple[Path, list[str]]:
    """The private apt configuration for `suite`'s sources (see
    debian_source()), with its lists updated: (its directory, apt options)."""
    if shutil.which("apt-get") is None:
        raise CtbError("debian: apt-get not found")
    work = cache_root() / "apt" / suite
    for sub in ("sources", "lists/partial", "cache/archives/partial", "download"):
        (work / sub).mkdir(parents=True, exist_ok=True)
    (work / "sources" / f"{suite}-src.sources").write_text(
        f"Types: deb-src\nURIs: {apt_mirror()}\nSuites: {suite}\nComponents: main\n"
        "Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg\n")
    options = ["-o", "Dir::Etc::SourceList=/dev/null",
               "-o", f"Dir::Etc::SourceParts={work / 'sources'}",
               "-o", f"Dir::State::Lists={work / 'lists'}",
               "-o", f"Dir::Cache={work / 'cache'}", "-q"]
    update = subprocess.run(["apt-get", *options, "update"], capture_output=True, text=True,
                            check=False)
    if update.returncode != 0:
        raise CtbError(f"debian: apt-get update for {suite} failed: "
                       f"{update.stderr.strip().splitlines()[-1:] or ['?']}")
    return work, options


def _debian_version(package: str, suite: str, options: list[str],
                    choose: Callable[[list[str]], str | None], wanted: str) -> str:
    """The Debian version of `package` that `choose` picks among those the
    suite has; the error names `wanted` and what there is."""
    show = subprocess.run(["apt-cache", *options, "showsrc", package], capture_output=True,
                          text=True, check=False)
    versions = re.findall(r"^Version:\s*(\S+)", show.stdout, re.M)
    debver = choose(versions)
    if debver is None:
        have = ", ".join(sorted(set(versions))) or "none"
        raise CtbError(f"debian: {package} {wanted} is not in {suite} (it has: {have})")
    return debver


def debian_source(package: str, suite: str, choose: Callable[[list[str]], str | None],
                  wanted: str) -> DebianSource:
    """The upstream tarball of Debian's source package `package` in `suite`.

    A private apt configuration (under the cache, nothing of the machine's
    own is touched) has one deb-src entry, on the mirror the machine's own
    apt configuration uses (apt_mirror()). apt checks the .dsc against the
    signed index; the tarball is checked here against the .dsc's
    Checksums-Sha256. `choose` picks the Debian version from those the suite
    has (None when none fits: the error names `wanted` and what there is).
    The tarball stays in the download directory until the next call."""
    work, options = _private_apt(suite)
    debver = _debian_version(package, suite, options, choose, wanted)
    download = work / "download"
    for old in download.iterdir():
        old.unlink()
    got = subprocess.run(["apt-get", *options, "source", "--download-only",
                          f"{package}={debver}"], cwd=download, capture_output=True, text=True,
                         check=False)
    if got.returncode != 0:
        raise CtbError(f"debian: apt-get source {package}={debver} failed: "
                       f"{got.stderr.strip()[-200:]}")
    dsc = next(download.glob("*.dsc"), None)
    orig = next(download.glob(f"{package}_{upstream_version(debver)}.orig.tar.*"), None)
    if dsc is None or orig is None:
        raise CtbError(f"debian: apt-get source {package}={debver} gave no .dsc or no "
                       f"upstream tarball")
    digest = file_sha256(orig)
    if digest != _dsc_sha256(dsc, orig.name):
        raise CtbError(f"debian: {orig.name} does not match the checksum in {dsc.name}: "
                       "corrupt download")
    return DebianSource(package, debver, suite, orig, digest)


def from_debian(name: str, version: str) -> Baseline:
    if name == "bearssl":
        return _bearssl_from_debian(version)

    def newest_of_version(versions: list[str]) -> str | None:
        wanted = [v for v in versions if v.split("-")[0] == version]
        return sorted(wanted)[-1] if wanted else None

    src = debian_source(name, DEBIAN_SUITE, newest_of_version, version)
    with tempfile.TemporaryDirectory() as tmp:
        top = _unpack(src.orig, Path(tmp))
        return _install(name, version, top, f"debian {src.suite} {name} {src.version}",
                        src.orig_sha256)


def _bearssl_from_debian(version: str) -> Baseline:
    """Debian repacks BearSSL's upstream tarball as <version>+dfsg.N; only
    that tarball is fetched (debian_source_files())."""
    def newest_of_version(versions: list[str]) -> str | None:
        wanted = [v for v in versions
                  if upstream_version(v).split("+dfsg")[0] == version]
        return sorted(wanted)[-1] if wanted else None

    with tempfile.TemporaryDirectory() as tmp:
        debver, files = debian_source_files("bearssl", DEBIAN_SUITE, newest_of_version,
                                            version, ("*.orig.tar.*",), Path(tmp) / "dl")
        (Path(tmp) / "tree").mkdir()
        top = _unpack(files[0].path, Path(tmp) / "tree")
        return _install("bearssl", version, top, f"debian {DEBIAN_SUITE} bearssl {debver}",
                        files[0].sha256)


def from_git(name: str, version: str) -> Baseline:
    if shutil.which("git") is None:
        raise CtbError("git: git not found")
    with tempfile.TemporaryDirectory() as tmp:
        dest = Path(tmp) / name
        proc = subprocess.run(["git", "clone", "--quiet", "--depth", "1", "--branch",
                               f"{name}-{version}", UPSTREAM_GIT, str(dest)],
                              capture_output=True, text=True, check=False, timeout=600)
        if proc.returncode != 0:
            raise CtbError(f"git: clone of {name}-{version} failed: "
                           f"{proc.stderr.strip()[-160:]}")
        shutil.rmtree(dest / ".git")
        return _install(name, version, dest, f"git {UPSTREAM_GIT} {name}-{version}", "tree")


def fetch(spec: str, source: str | None = None) -> tuple[Baseline, bool]:
    """The baseline and whether it came from the cache. A valid cached copy
    is always used (its origin says where it came from); to take it from
    elsewhere, delete the cache directory first: nothing is replaced
    silently."""
    name, version = parse_spec(spec)
    hit = cached(name, version)
    if hit is not None:
        return hit, True
    if source is not None and source not in METHODS:
        return from_path(name, version, Path(source)), False
    methods = LIBRARY_METHODS[name]
    if source is not None and source not in methods:
        raise CtbError(f"--from {source}: not a source of {name} (it comes from "
                       f"{', '.join(methods)} or a PATH)")
    tried = []
    for method in [source] if source else list(methods):
        try:
            return {"idf": from_idf, "debian": from_debian, "git": from_git}[method](
                name, version), False
        except CtbError as e:
            if source:
                raise
            tried.append(str(e))
    raise CtbError(f"no source for {name} {version}: " + "; ".join(tried))


@dataclass(frozen=True)
class SourceFile:
    name: str           # e.g. picolibc_1.8.10.orig.tar.gz
    path: Path
    sha256: str         # as the suite's signed Sources index gives it


def debian_source_files(package: str, suite: str, choose: Callable[[list[str]], str | None],
                        wanted: str, patterns: tuple[str, ...], into: Path
                        ) -> tuple[str, list[SourceFile]]:
    """Some files of Debian's source package `package` in `suite` (the
    names matching the glob `patterns`, e.g. "*.orig.tar.*"), downloaded
    into `into`: (the Debian version, the files).

    The sibling of debian_source() for when the upstream tarball alone is
    not enough (a patch from debian/) or a file that is not needed cannot
    be had: the same private apt configuration lists the package's files
    with their SHA256 from the signed Sources index (apt-get source
    --print-uris), and apt's own downloader (apt-helper) fetches each wanted
    one and checks it against that hash. A file already in `into` with the
    right hash is not fetched again."""
    import fnmatch

    _, options = _private_apt(suite)
    debver = _debian_version(package, suite, options, choose, wanted)
    with tempfile.TemporaryDirectory() as empty:   # apt lists only what is not in cwd
        uris = subprocess.run(["apt-get", *options, "source", "--print-uris",
                               f"{package}={debver}"], cwd=empty, capture_output=True,
                              text=True, check=False)
    listed = re.findall(r"^'(\S+)'\s+(\S+)\s+\d+\s+SHA256:([0-9a-f]{64})", uris.stdout, re.M)
    helper = Path("/usr/lib/apt/apt-helper")
    into.mkdir(parents=True, exist_ok=True)
    got: list[SourceFile] = []
    for pattern in patterns:
        match = [(u, n, h) for u, n, h in listed if fnmatch.fnmatch(n, pattern)]
        if len(match) != 1:
            raise CtbError(f"debian: {package} {debver} in {suite}: {len(match)} files named "
                           f"{pattern} in its Sources entry")
        uri, name, digest = match[0]
        dest = into / name
        if not (dest.is_file() and file_sha256(dest) == digest):
            dest.unlink(missing_ok=True)
            proc = subprocess.run([str(helper), *options, "download-file", uri, str(dest),
                                   f"SHA256:{digest}"], capture_output=True, text=True,
                                  check=False)
            if proc.returncode != 0 or file_sha256(dest) != digest:
                dest.unlink(missing_ok=True)
                last = (proc.stderr.strip().splitlines() or ["?"])[-1]
                raise CtbError(f"debian: download of {name} ({package} {debver}) failed: "
                               f"{last[-160:]}")
        got.append(SourceFile(name, dest, digest))
    return debver, got
