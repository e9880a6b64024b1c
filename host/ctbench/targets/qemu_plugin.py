"""QEMU TCG plugins for the installed QEMU: the API header, and a plugin
built from this project's own C source.

Debian 12 ships QEMU 7.2 with plugin support but neither plugins nor
`qemu-plugin.h`. The header comes from Debian's own qemu source package for
the installed version (`dpkg-query ... ${source:Version}`, which drops a
binNMU's +bN), in this machine's suite, through source_cache.debian_source():
the machine's own mirror, the .dsc checked by apt against the signed index
and the upstream tarball against the .dsc. Only include/qemu/qemu-plugin.h
is kept, in the user's cache with a manifest of where it came from; it is
re-checked against that manifest on every use.

A plugin is built with the host's gcc, once per content: its cache key
hashes the source, the header and the compiler's version.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import tarfile
from dataclasses import dataclass
from pathlib import Path

from ctbench.command import run_tool
from ctbench.errors import CtbError
from ctbench.targets import source_cache

# The Debian packages whose QEMU binaries load the plugins (all built from
# the one qemu source package).
QEMU_PACKAGES = ("qemu-system-misc", "qemu-system-arm")
HEADER = "include/qemu/qemu-plugin.h"
_API_VERSION = re.compile(r"^#define\s+QEMU_PLUGIN_VERSION\s+(\d+)", re.M)


@dataclass(frozen=True)
class PluginHeader:
    path: Path          # the cached qemu-plugin.h
    api_version: int    # its QEMU_PLUGIN_VERSION
    origin: str         # e.g. "debian bookworm qemu 1:7.2+dfsg-7+deb12u18"


def installed_qemu() -> tuple[str, str]:
    """(source package, source version) of the installed QEMU packages.
    They must agree on the upstream version: one header serves them all."""
    if shutil.which("dpkg-query") is None:
        raise CtbError("dpkg-query not found: the installed QEMU's version is unknown")
    found: dict[str, tuple[str, str]] = {}
    for pkg in QEMU_PACKAGES:
        proc = subprocess.run(["dpkg-query", "-W", "-f=${db:Status-Abbrev}|${source:Package}|"
                               "${source:Version}", pkg], capture_output=True, text=True,
                              check=False)
        status, _, rest = proc.stdout.partition("|")
        if proc.returncode == 0 and status.startswith("ii"):
            source, _, version = rest.partition("|")
            found[pkg] = (source, version)
    if not found:
        raise CtbError(f"no installed QEMU package ({', '.join(QEMU_PACKAGES)}) "
                       f"according to dpkg-query")
    upstream = {source_cache.upstream_version(v) for _, v in found.values()}
    if len(upstream) != 1:
        raise CtbError("installed QEMU packages disagree on the version: " + ", ".join(
            f"{p} {v}" for p, (_, v) in found.items()))
    return sorted(found.values())[-1]


def header_dir(source: str, version: str) -> Path:
    return source_cache.cache_root() / "qemu-plugin-h" / f"{source}-{version.replace(':', '_')}"


def cached_header(source: str, version: str) -> PluginHeader | None:
    """The cached header for this QEMU, verified; None when there is none."""
    where = header_dir(source, version)
    manifest = where / "manifest.json"
    if not manifest.is_file():
        return None
    record = json.loads(manifest.read_text())
    header = where / "qemu-plugin.h"
    if not header.is_file() or source_cache.file_sha256(header) != record["header_sha256"]:
        raise CtbError(f"cached {header} no longer matches its manifest (modified in "
                       f"place?); delete {where} to fetch it again")
    return PluginHeader(header, int(record["api_version"]), record["origin"])


def _extract_header(orig: Path) -> bytes:
    """include/qemu/qemu-plugin.h from the upstream tarball, read as a
    stream: nothing else is unpacked."""
    try:
        with tarfile.open(orig, "r|*") as tar:
            for member in tar:
                if member.isfile() and member.name.split("/", 1)[-1] == HEADER:
                    data = tar.extractfile(member)
                    if data is not None:
                        return data.read()
    except (tarfile.TarError, OSError, EOFError) as e:
        raise CtbError(f"{orig}: corrupt or unreadable archive ({e})") from None
    raise CtbError(f"{orig}: no {HEADER} in it")


def source_version(installed: str, versions: list[str]) -> str | None:
    """Which of the suite's source versions to take the header from: the
    installed one; failing that, another Debian revision of the same
    upstream release (the header comes from the upstream tarball, which
    they all share); None when the suite has neither."""
    if installed in versions:
        return installed
    upstream = source_cache.upstream_version(installed)
    same = [v for v in versions if source_cache.upstream_version(v) == upstream]
    return sorted(same)[-1] if same else None


def plugin_header() -> PluginHeader:
    """qemu-plugin.h for the installed QEMU, from the cache or from Debian."""
    source, version = installed_qemu()
    hit = cached_header(source, version)
    if hit is not None:
        return hit
    suite = source_cache.machine_suite()
    src = source_cache.debian_source(source, suite, lambda vs: source_version(version, vs), version)
    text = _extract_header(src.orig)
    src.orig.unlink()   # only the header is kept
    m = _API_VERSION.search(text.decode(errors="replace"))
    if m is None:
        raise CtbError(f"{src.orig.name}: {HEADER} defines no QEMU_PLUGIN_VERSION")
    where = header_dir(source, version)
    where.mkdir(parents=True, exist_ok=True)
    (where / "qemu-plugin.h").write_bytes(text)
    origin = f"debian {suite} {source} {src.version}"
    record = {"origin": origin, "for_installed": f"{source} {version}",
              "archive": src.orig.name, "archive_sha256": src.orig_sha256,
              "header": HEADER, "header_sha256": hashlib.sha256(text).hexdigest(),
              "api_version": int(m.group(1))}
    (where / "manifest.json").write_text(json.dumps(record, indent=1))
    return PluginHeader(where / "qemu-plugin.h", int(m.group(1)), origin)


def build_plugin(source: Path, header: PluginHeader, compiler: str = "gcc") -> Path:
    """The shared object built from `source` against `header`, cached by
    the hash of both and of the compiler's version."""
    if shutil.which(compiler) is None:
        raise CtbError(f"{compiler} not found")
    cc = subprocess.run([compiler, "--version"], capture_output=True, text=True, check=False)
    key = hashlib.sha256(source.read_bytes() + b"\0" + header.path.read_bytes() + b"\0"
                         + cc.stdout.encode()).hexdigest()[:16]
    out = source_cache.cache_root() / "qemu-plugin" / key / f"{source.stem}.so"
    if out.is_file():
        return out
    out.parent.mkdir(parents=True, exist_ok=True)
    tmp = out.with_suffix(f".{os.getpid()}.tmp")   # two builds at once do not collide
    cmd = [compiler, "-shared", "-fPIC", "-O2", "-Wall", "-Wextra", "-Werror",
           f"-I{header.path.parent}", str(source), "-o", str(tmp)]
    run_tool(cmd, f"building the QEMU plugin {source.name}")
    tmp.replace(out)   # whole or not at all: a killed build leaves no .so
    return out
