"""qemu-system-xtensa with the ESP32 and ESP32-S3 cores (`-cpu esp32`,
`-cpu esp32s3`), built once into the user's cache.

Debian's QEMU has no ESP32-class core (docs/emulation.md). QEMU imports an
Xtensa core from its configuration overlay with target/xtensa/import_core.sh;
Espressif publishes the overlays of its cores in the git repository
espressif/xtensa-overlays. This module:

- takes QEMU's upstream tarball from Debian's source package of the
  installed QEMU (source_cache.debian_source(): the .dsc checked by apt, the
  tarball against the .dsc), so that plugins built against the installed
  QEMU's qemu-plugin.h (targets/qemu_plugin.py) load into this one too;
- takes core-isa.h, gdb's xtensa-config.c and binutils' xtensa-modules.c of
  each core from the overlays at a pinned commit (the git repository from
  $CTBENCH_XTENSA_OVERLAYS_GIT, else a clone of the public one), packs them
  in the layout import_core.sh reads, with a core-matmap.h written here
  (the overlays have none; see MATMAP), and imports each core at 1 GHz, so
  that under `-icount shift=0` CCOUNT advances exactly once per instruction;
- configures QEMU for qemu-system-xtensa alone (TCG plugins on: ctlab/trace.py
  and the instruction-class counts use them) and builds it in a temporary
  directory, then renames the result into place:
  <cache>/qemu-cores/<key>/bin/qemu-system-xtensa with a manifest.json.

The key hashes every input: QEMU's Debian source version (which fixes the
tarball's sha256 through the signed .dsc; the manifest records it too), the
overlay commit, and the recipe below (core names, frequency, files taken,
core-matmap.h, configure options). A second call finds the build and does
nothing. Debian's own QEMU patches are not applied (upstream tarball).
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import subprocess
import tarfile
import tempfile
import time
from collections.abc import Callable
from io import BytesIO
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import qemu_plugin, source_cache

CORES = ("esp32", "esp32s3")
OVERLAYS_URL = "https://github.com/espressif/xtensa-overlays.git"
OVERLAYS_ENV = "CTBENCH_XTENSA_OVERLAYS_GIT"
# espressif/xtensa-overlays master, "rename esp8266 overlay"
OVERLAYS_COMMIT = "dd1cf19f6eb327a9db51043439974a6de13f5c7f"
FREQ_KHZ = 1_000_000   # 1 GHz: one CCOUNT tick per virtual ns = per insn at shift=0

# Where import_core.sh wants each file in the overlay archive, and where
# Espressif's overlay of core <c> has it (under xtensa_<c>/).
OVERLAY_FILES = {
    "xtensa/config/core-isa.h": "newlib/newlib/libc/sys/xtensa/include/xtensa/config/core-isa.h",
    "gdb/xtensa-config.c": "gdb/gdb/xtensa-config.c",
    "binutils/xtensa-modules.c": "binutils/bfd/xtensa-modules.c",
}

# import_core.sh copies core-matmap.h next to core-isa.h and the generated
# core-<name>.c includes it, but QEMU reads nothing from it for these cores:
# overlay_tool.h takes only core-isa.h's XCHAL_* values, and of the memory-map
# header's contents (TLB geometry, cache attributes) only a full-MMU core
# would need anything; the ESP32 and ESP32-S3 have region protection
# (XCHAL_HAVE_MIMIC_CACHEATTR), whose TLB QEMU fixes itself. Espressif's
# overlays do not ship the file, so this minimal one stands in for it.
MATMAP = """\
/*
 * core-matmap.h for QEMU's import of an Espressif core, written by ctbench
 * (host/ctbench/targets/qemu_cores.py): the overlay has none. QEMU's overlay_tool.h
 * reads no macro from it for a region-protection core (no MMU), so it is
 * intentionally empty.
 */
#ifndef XTENSA_CONFIG_CORE_MATMAP_H
#define XTENSA_CONFIG_CORE_MATMAP_H
#endif
"""

CONFIGURE = (
    "--target-list=xtensa-softmmu", "--without-default-features", "--enable-tcg",
    "--enable-plugins", "--disable-docs", "--disable-tools", "--disable-werror",
    "--disable-install-blobs", "--disable-debug-info",
)
BINARY = "qemu-system-xtensa"
RECIPE_VERSION = 1   # bump when the way of building changes
BUILD_TOOLS = (("meson", "meson"), ("ninja", "ninja-build"), ("pkg-config", "pkg-config"),
               ("cc", "gcc"), ("git", "git"), ("flex", "flex"), ("bison", "bison"))
BUILD_LIBS = (("glib-2.0", "libglib2.0-dev"), ("pixman-1", "libpixman-1-dev"))

Progress = Callable[[str], None]


def _recipe() -> dict[str, object]:
    return {"version": RECIPE_VERSION, "cores": list(CORES), "freq_khz": FREQ_KHZ,
            "overlay_commit": OVERLAYS_COMMIT, "files": OVERLAY_FILES,
            "matmap_sha256": hashlib.sha256(MATMAP.encode()).hexdigest(),
            "configure": list(CONFIGURE)}


def cache_key(qemu_source_version: str) -> str:
    blob = json.dumps({"qemu": qemu_source_version, **_recipe()}, sort_keys=True)
    return hashlib.sha256(blob.encode()).hexdigest()[:16]


def cores_root() -> Path:
    return source_cache.cache_root() / "qemu-cores"


def _installed_version() -> str | None:
    try:
        return qemu_plugin.installed_qemu()[1]
    except CtbError:
        return None


def installed_qemu() -> Path | None:
    """The cached qemu-system-xtensa with the ESP32 and ESP32-S3 cores for
    the installed QEMU's version, verified against its manifest; None when
    it has not been built (or no QEMU is installed to take the version from).
    A binary that no longer matches its manifest is an error."""
    version = _installed_version()
    if version is None:
        return None
    where = cores_root() / cache_key(version)
    manifest = where / "manifest.json"
    binary = where / "bin" / BINARY
    if not manifest.is_file():
        return None
    record = json.loads(manifest.read_text())
    if not binary.is_file() or source_cache.file_sha256(binary) != record["binary_sha256"]:
        raise CtbError(f"cached {binary} no longer matches its manifest (modified in place?); "
                       f"delete {where} to build it again")
    return binary


def missing_build_tools() -> list[str]:
    """What the build needs and this machine lacks, as 'tool (Debian package)'."""
    gone = [f"{tool} (Debian package {pkg})" for tool, pkg in BUILD_TOOLS
            if shutil.which(tool) is None]
    if shutil.which("pkg-config") is not None:
        gone += [f"{lib} (Debian package {pkg})" for lib, pkg in BUILD_LIBS
                 if subprocess.run(["pkg-config", "--exists", lib], check=False).returncode]
    return gone


def _run(cmd: list[str], log: Path, what: str, cwd: Path | None = None) -> None:
    with log.open("ab") as out:
        out.write(f"\n$ {' '.join(cmd)}\n".encode())
        out.flush()
        proc = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                              stdin=subprocess.DEVNULL, check=False)
    if proc.returncode != 0:
        tail = log.read_text(errors="replace").strip().splitlines()[-1:] or ["?"]
        raise CtbError(f"{what} failed (exit {proc.returncode}): {tail[0][:200]}; log: {log}")


def overlays_git(work: Path, progress: Progress) -> Path:
    """The overlays' git directory: $CTBENCH_XTENSA_OVERLAYS_GIT, else a
    fresh clone of the public repository. It must hold OVERLAYS_COMMIT."""
    given = os.environ.get(OVERLAYS_ENV)
    if given:
        git_dir = Path(given)
    else:
        git_dir = work / "xtensa-overlays.git"
        progress(f"cloning {OVERLAYS_URL}")
        proc = subprocess.run(["git", "clone", "--quiet", "--bare", OVERLAYS_URL,
                               str(git_dir)], capture_output=True, text=True, check=False,
                              timeout=900)
        if proc.returncode != 0:
            raise CtbError(f"git clone of {OVERLAYS_URL} failed: {proc.stderr.strip()[-200:]} "
                           f"(or set {OVERLAYS_ENV} to a copy of that git repository)")
    check = subprocess.run(["git", "--git-dir", str(git_dir), "cat-file", "-e",
                            f"{OVERLAYS_COMMIT}^{{commit}}"], capture_output=True, check=False)
    if check.returncode != 0:
        raise CtbError(f"{git_dir}: no commit {OVERLAYS_COMMIT} of espressif/xtensa-overlays "
                       f"in that git repository")
    return git_dir


def overlay_archive(git_dir: Path, core: str, out: Path) -> dict[str, str]:
    """Pack core's files in the layout import_core.sh reads; return the
    sha256 of each file taken."""
    digests = {}
    with tarfile.open(out, "w:gz") as tar:
        for name, path in [*OVERLAY_FILES.items(), ("xtensa/config/core-matmap.h", None)]:
            if path is None:
                data = MATMAP.encode()
            else:
                show = subprocess.run(["git", "--git-dir", str(git_dir), "show",
                                       f"{OVERLAYS_COMMIT}:xtensa_{core}/{path}"],
                                      capture_output=True, check=False)
                if show.returncode != 0:
                    raise CtbError(f"xtensa-overlays {OVERLAYS_COMMIT[:12]}: no "
                                   f"xtensa_{core}/{path}")
                data = show.stdout
            digests[name] = hashlib.sha256(data).hexdigest()
            info = tarfile.TarInfo(name)
            info.size = len(data)
            info.mtime = 0
            tar.addfile(info, BytesIO(data))
    return digests


def build_qemu_cores(progress: Progress | None = None, jobs: int | None = None) -> Path:
    """qemu-system-xtensa with `-cpu esp32` and `-cpu esp32s3`: from the
    cache when built before, else built now (a few minutes). Returns the
    binary's path."""
    say = progress or (lambda _msg: None)
    hit = installed_qemu()
    if hit is not None:
        say(f"QEMU with cores {', '.join(CORES)}: cached, {hit}")
        return hit
    source, version = qemu_plugin.installed_qemu()
    gone = missing_build_tools()
    if gone:
        raise CtbError("building QEMU with the ESP32 cores needs " + ", ".join(gone))
    key = cache_key(version)
    root = cores_root()
    root.mkdir(parents=True, exist_ok=True)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ctbench-qemu-") as tmp:
        work = Path(tmp)
        log = work / "build.log"
        try:
            return _build(source, version, key, work, log, say, jobs, started)
        except CtbError:
            kept = root / f"build-{key}.log"
            if log.is_file():
                shutil.copyfile(log, kept)
            raise


def _build(source: str, version: str, key: str, work: Path, log: Path, say: Progress,
           jobs: int | None, started: float) -> Path:
    suite = source_cache.machine_suite()
    say(f"fetching Debian's {source} {version} source ({suite})")
    src = source_cache.debian_source(source, suite,
                                 lambda vs: qemu_plugin.source_version(version, vs), version)
    say(f"unpacking {src.orig.name}")
    with tarfile.open(src.orig) as tar:
        tar.extractall(work / "src", filter="data")
    tops = [p for p in (work / "src").iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise CtbError(f"{src.orig.name}: expected one top-level directory")
    tree = tops[0]
    git_dir = overlays_git(work, say)
    files = {}
    for core in CORES:
        say(f"importing core {core} at {FREQ_KHZ // 1000} MHz")
        archive = work / f"overlay-{core}.tar.gz"
        files[core] = overlay_archive(git_dir, core, archive)
        _run(["bash", str(tree / "target/xtensa/import_core.sh"), str(archive), core,
              str(FREQ_KHZ)], log, f"import_core.sh {core}", cwd=tree)
    build_dir = tree / "build"
    build_dir.mkdir()
    say("configuring QEMU (xtensa-softmmu only)")
    _run(["../configure", *CONFIGURE], log, "QEMU configure", cwd=build_dir)
    n = jobs or os.cpu_count() or 1
    say(f"building {BINARY} (ninja -j{n}; a few minutes)")
    _run(["ninja", "-j", str(n), BINARY], log, f"building {BINARY}", cwd=build_dir)
    built = build_dir / BINARY
    cpus = subprocess.run([str(built), "-cpu", "help"], capture_output=True, text=True,
                          check=False).stdout.split()
    absent = [c for c in CORES if c not in cpus]
    if absent:
        raise CtbError(f"the built {BINARY} lacks the cores {', '.join(absent)}")
    stage = cores_root() / f".{key}.{os.getpid()}.tmp"
    if stage.exists():
        shutil.rmtree(stage)
    (stage / "bin").mkdir(parents=True)
    binary = stage / "bin" / BINARY
    shutil.copy2(built, binary)
    subprocess.run(["strip", str(binary)], check=False, capture_output=True)
    shutil.copyfile(log, stage / "build.log")
    record = {"qemu": f"debian {suite} {source} {src.version}",
              "qemu_archive": src.orig.name, "qemu_archive_sha256": src.orig_sha256,
              "overlays": f"espressif/xtensa-overlays {OVERLAYS_COMMIT}",
              "overlay_files_sha256": files, "recipe": _recipe(),
              "binary_sha256": source_cache.file_sha256(binary),
              "build_seconds": round(time.monotonic() - started, 1)}
    (stage / "manifest.json").write_text(json.dumps(record, indent=1))
    dest = cores_root() / key
    if dest.exists():   # another build finished first: keep it
        shutil.rmtree(stage)
    else:
        stage.rename(dest)
    say(f"QEMU with cores {', '.join(CORES)}: {dest / 'bin' / BINARY}")
    return dest / "bin" / BINARY


VERIFY_FAILURES = {1: "mull/muluh gave a wrong 64-bit product",
                   2: "deep call8 recursion came back wrong",
                   3: "deep call4 recursion came back wrong",
                   4: "deep call12 recursion came back wrong",
                   5: "the zero-overhead loop ran a wrong count",
                   6: "CCOUNT is not one tick an instruction",
                   70: "CPU exception"}


def verify_core(core: str, gcc: Path, qemu: Path, work: Path) -> str:
    """Build firmware/targets/xtensa-windowed/verify.c as a program of its
    own with `gcc` and run it on `qemu -cpu core` under -icount shift=0:
    mull/muluh products, call4/call8/call12 recursion deeper than the
    register file, a zero-overhead loop, one CCOUNT tick an instruction.
    Returns its output; a failure is a CtbError naming the check."""
    from ctbench.paths import project_root

    port = project_root() / "firmware" / "targets" / "xtensa-windowed"
    work.mkdir(parents=True, exist_ok=True)
    elf = work / f"verify-{core}.elf"
    cc = subprocess.run([str(gcc), "-O2", "-nostdlib", "--specs=picolibc.specs",
                         "-mtext-section-literals",
                         "-Wall", "-Wextra", "-Werror", "-DCTB_VERIFY_MAIN", f"-I{port}",
                         f"-I{port.parent / 'common'}",
                         "-T", str(port / "link.ld"), str(port / "start.S"),
                         str(port / "verify.c"), "-o", str(elf)],
                        capture_output=True, text=True, check=False)
    if cc.returncode != 0:
        raise CtbError(f"verify for {core}: {gcc.name} failed: {cc.stderr.strip()[-300:]}")
    try:
        run = subprocess.run([str(qemu), "-M", "sim", "-cpu", core, "-icount", "shift=0",
                              "-semihosting", "-display", "none", "-monitor", "none",
                              "-serial", "none", "-kernel", str(elf)],
                             capture_output=True, text=True, timeout=60, check=False)
    except subprocess.TimeoutExpired:
        raise CtbError(f"verify for {core}: no exit within 60 s") from None
    if run.returncode != 0 or "xtensa verify: ok" not in run.stdout:
        why = VERIFY_FAILURES.get(run.returncode, f"exit status {run.returncode}")
        raise CtbError(f"verify for {core} failed: {why} {run.stderr.strip()[-200:]}".strip())
    return run.stdout.strip()
