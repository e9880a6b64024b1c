"""A C toolchain for the ESP32 (Xtensa LX6) and ESP32-S3 (LX7) cores, built
from Debian's sources with Espressif's core descriptions:

    ctbench toolchain build esp32|esp32s3 [--keep] [--jobs N]

What goes in (each recorded in the manifest with its version, commit or
sha256):
- GCC 14 (C only): Debian trixie's gcc-14 source package (the upstream
  tarball inside its orig tarball, plus Debian's gcc-gfdl-build.diff, without
  which the -dfsg tree stops at s-tm-texi), fetched and checked against the
  signed Sources index with source_cache.debian_source_files();
- picolibc: trixie's picolibc source package (1.8.10);
- the core descriptions: the git repositories espressif/xtensa-dynconfig and
  espressif/xtensa-overlays (CTBENCH_XTENSA_DYNCONFIG_GIT and
  CTBENCH_XTENSA_OVERLAYS_GIT name local git directories; otherwise they are
  cloned once into the cache), built into xtensa_<core>.so;
- binutils: Debian's installed binutils-xtensa-lx106, which, like GCC 14,
  reads the core description at run time from XTENSA_GNU_CONFIG.

One GCC build serves both cores (its Xtensa port loads the core description
in the compiler proper too); libgcc is built once per core inside it, with
XTENSA_GNU_CONFIG naming that core's description; picolibc is built per
core with the core's wrappers.

Cache layout (under source_cache.cache_root()/toolchains, i.e.
~/.cache/ctbench/toolchains unless CTBENCH_CACHE or XDG_CACHE_HOME say
otherwise):

    src/                        downloaded tarballs, git clones, debian.json
    gcc-14.2.0-<key>/           the shared GCC: prefix/ (driver, cc1,
                                headers), libgcc/<core>/, dyn/xtensa_<core>.so,
                                manifest.json
    <core>-<key>/               one core's toolchain (what other code uses):
      bin/xtensa-<core>-elf-{gcc,cpp,as,ld,ar,objdump,objcopy,size,nm,
          ranlib,readelf,strip}   shell wrappers setting XTENSA_GNU_CONFIG
      lib/xtensa_<core>.so      the core description
      lib/picolibc.specs        the same specs file GCC finds by name
      gcc/                      GCC with this core's libgcc
      picolibc/{include,lib}    picolibc for this core
      manifest.json             inputs, steps' seconds, sizes, checks
      logs/                     the build's logs
    <core>/current -> ../<core>-<key>   the last good build
    build/                      work trees (deleted after a good install)

`installed(core)` returns the directory `<core>/current` points at (or
None); `tool(core, "gcc")` a wrapper's path. The compiler needs no extra
flag to find libgcc; `--specs=picolibc.specs` (found by name, as with
Debian's own picolibc packages) adds picolibc's headers, crt0 and
libraries. The default ABI is windowed (call8/entry/retw).

A key hashes every input (and RECIPE, bumped when these steps change), so
changing one builds anew; a matching directory with a manifest is a cache
hit. Builds happen in work trees and temporary directories renamed into
place: an interrupted build leaves nothing that looks finished, and the
next call starts that step afresh.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import source_cache

CORES = ("esp32", "esp32s3")
RECIPE = 1              # the shared GCC's steps
CORE_RECIPE = 2         # one core's steps (2: picolibc sees the core's core-isa.h)
SUITE = "trixie"
GCC_PACKAGE, GCC_UPSTREAM = "gcc-14", "14.2.0"
PICOLIBC_PACKAGE, PICOLIBC_UPSTREAM = "picolibc", "1.8.10"
GFDL_PATCH = "debian/patches/gcc-gfdl-build.diff"
TARGET = "xtensa-esp-elf"               # GCC's target triplet (any xtensa*-*-elf)
BINUTILS_PACKAGE, BINUTILS_PREFIX = "binutils-xtensa-lx106", "xtensa-lx106-elf"
BINUTILS = ("as", "ld", "ar", "objdump", "objcopy", "size", "nm", "ranlib", "readelf",
            "strip")
GIT_INPUTS = {  # name: (environment variable naming a git directory, public repository)
    "xtensa-dynconfig": ("CTBENCH_XTENSA_DYNCONFIG_GIT",
                         "https://github.com/espressif/xtensa-dynconfig.git"),
    "xtensa-overlays": ("CTBENCH_XTENSA_OVERLAYS_GIT",
                        "https://github.com/espressif/xtensa-overlays.git"),
}
GCC_CONFIGURE = (
    f"--target={TARGET}", "--enable-languages=c", "--disable-nls", "--disable-shared",
    "--disable-threads", "--disable-multilib", "--disable-lto", "--enable-plugin",
    "--disable-libssp", "--disable-libquadmath", "--disable-libgomp", "--disable-libatomic",
    "--disable-libstdcxx", "--disable-gcov", "--without-headers", "--with-newlib",
    "--with-gnu-as", "--with-gnu-ld", "--with-pkgversion=ctbench",
)
GCC_HOST_FLAGS = {"CFLAGS": "-O2", "CXXFLAGS": "-O2"}   # no -g: a faster, smaller build
# GCC itself is built with no core description: an XTENSA_GNU_CONFIG that is
# set but empty makes both GCC and binutils fail (dlopen("") is the program
# itself), which would turn every configure-time assembler check into "no".
NO_CORE: dict[str, str | None] = {"XTENSA_GNU_CONFIG": None}
PICOLIBC_OPTIONS = (
    "-Dmultilib=false", "-Dtests=false", "-Dpicocrt=true", "-Dsemihost=true",
    "-Dnewlib-global-errno=false", "--buildtype=plain",
)
TARGET_CFLAGS = ("-mlongcalls",)        # calls reach across the ESP32 memory map
DEB_FILES = {"gcc-orig": "*.orig.tar.*", "gcc-debian": "*.debian.tar.*",
             "picolibc-orig": "*.orig.tar.*"}


# -- where things are ---------------------------------------------------------

def root() -> Path:
    return source_cache.cache_root() / "toolchains"


def installed(core: str) -> Path | None:
    """The installed toolchain for `core` (the directory holding bin/, lib/,
    manifest.json), or None when there is none."""
    link = root() / core / "current"
    return link.resolve() if (link / "manifest.json").is_file() else None


def tool(core: str, name: str) -> Path | None:
    """The path of wrapper `name` (gcc, as, ld, objdump...) for `core`."""
    where = installed(core)
    return where / "bin" / f"xtensa-{core}-elf-{name}" if where else None


def check_core(core: str) -> str:
    if core not in CORES:
        raise CtbError(f"unknown core '{core}' (known: {', '.join(CORES)})")
    return core


# -- inputs -------------------------------------------------------------------

@dataclass(frozen=True)
class Inputs:
    gcc_debver: str
    picolibc_debver: str
    files: Mapping[str, source_cache.SourceFile]    # DEB_FILES keys
    git: Mapping[str, tuple[Path, str]]         # name: (git directory, commit)
    binutils: str                               # Debian version of BINUTILS_PACKAGE
    host_cc: str                                # first line of `cc --version`

    def record(self) -> dict[str, object]:
        return {
            "gcc": {"debian": f"{SUITE} {GCC_PACKAGE} {self.gcc_debver}",
                    **{k: {"file": f.name, "sha256": f.sha256}
                       for k, f in self.files.items() if k.startswith("gcc")},
                    "patch": GFDL_PATCH},
            "picolibc": {"debian": f"{SUITE} {PICOLIBC_PACKAGE} {self.picolibc_debver}",
                         "file": self.files["picolibc-orig"].name,
                         "sha256": self.files["picolibc-orig"].sha256},
            **{name: {"repository": GIT_INPUTS[name][1], "commit": commit}
               for name, (_, commit) in self.git.items()},
            "binutils": f"{BINUTILS_PACKAGE} {self.binutils}",
            "host_cc": self.host_cc,
            "recipe": RECIPE,
        }


def _run(cmd: list[str], what: str, **kw: object) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False, **kw)  # type: ignore[call-overload]
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        raise CtbError(f"toolchain: {what} failed: {last[:200]}")
    return str(proc.stdout)


def _debian_files() -> tuple[str, str, dict[str, source_cache.SourceFile]]:
    """The Debian tarballs, from src/ when debian.json lists them (no
    network), else fetched (and listed)."""
    src = root() / "src"
    record = src / "debian.json"
    if record.is_file():
        data = json.loads(record.read_text())
        files = {k: source_cache.SourceFile(v["name"], src / v["name"], v["sha256"])
                 for k, v in data["files"].items()}
        if all(f.path.is_file() for f in files.values()):
            return data["gcc"], data["picolibc"], files

    def upstream(version: str) -> Callable[[list[str]], str | None]:
        def choose(versions: list[str]) -> str | None:
            same = [v for v in versions if source_cache.upstream_version(v) == version]
            return sorted(same)[-1] if same else None
        return choose

    gcc_ver, (g_orig, g_deb) = source_cache.debian_source_files(
        GCC_PACKAGE, SUITE, upstream(GCC_UPSTREAM), GCC_UPSTREAM,
        (DEB_FILES["gcc-orig"], DEB_FILES["gcc-debian"]), src)
    pico_ver, (p_orig,) = source_cache.debian_source_files(
        PICOLIBC_PACKAGE, SUITE, upstream(PICOLIBC_UPSTREAM), PICOLIBC_UPSTREAM,
        (DEB_FILES["picolibc-orig"],), src)
    files = {"gcc-orig": g_orig, "gcc-debian": g_deb, "picolibc-orig": p_orig}
    record.write_text(json.dumps({"gcc": gcc_ver, "picolibc": pico_ver, "files": {
        k: {"name": f.name, "sha256": f.sha256} for k, f in files.items()}}, indent=1))
    return gcc_ver, pico_ver, files


def git_input(name: str) -> tuple[Path, str]:
    """(git directory, commit of HEAD) of one core-description repository:
    the one the environment names, else a clone kept in the cache."""
    var, url = GIT_INPUTS[name]
    given = os.environ.get(var)
    gitdir = Path(given) if given else root() / "src" / f"{name}.git"
    if not given and not gitdir.is_dir():
        tmp = gitdir.with_name(f".{name}.{os.getpid()}.tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        _run(["git", "clone", "--quiet", "--bare", url, str(tmp)], f"git clone of {url}")
        tmp.rename(gitdir)
    proc = subprocess.run(["git", "--git-dir", str(gitdir), "rev-parse", "--verify", "-q",
                           "HEAD^{commit}"], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise CtbError(f"toolchain: {gitdir} is not a git repository of {name}"
                       + (f" (from {var})" if given else ""))
    return gitdir, proc.stdout.strip()


def binutils_version() -> str:
    proc = subprocess.run(["dpkg-query", "-W", "-f=${Version}", BINUTILS_PACKAGE],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0 or not shutil.which(f"{BINUTILS_PREFIX}-as"):
        raise CtbError(f"toolchain: {BINUTILS_PACKAGE} is not installed (make esp32-lab "
                       "installs it)")
    return proc.stdout.strip()


def host_cc() -> str:
    out = _run(["cc", "--version"], "cc --version")
    return out.splitlines()[0] if out else "?"


def inputs() -> Inputs:
    gcc_ver, pico_ver, files = _debian_files()
    return Inputs(gcc_ver, pico_ver, files, {n: git_input(n) for n in GIT_INPUTS},
                  binutils_version(), host_cc())


def key(record: Mapping[str, object]) -> str:
    """A short hash of a JSON-able record of inputs."""
    text = json.dumps(record, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


def gcc_key(inp: Inputs) -> str:
    return key({"inputs": inp.record(), "configure": GCC_CONFIGURE, "host": GCC_HOST_FLAGS,
                "cores": CORES})


def core_key(inp: Inputs, core: str) -> str:
    return key({"gcc": gcc_key(inp), "core": core, "picolibc": PICOLIBC_OPTIONS,
                "cflags": TARGET_CFLAGS, "recipe": CORE_RECIPE})


# -- steps, logs and progress ---------------------------------------------------

@dataclass
class Workshop:
    """A toolchain build in progress: its work tree and logs, how long each
    step took (not a firmware build: that is targets.build.Build)."""
    work: Path
    jobs: int
    say: Callable[[str], None]
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def logs(self) -> Path:
        return self.work / "logs"

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        self.say(f"{name} ...")
        start = time.monotonic()
        yield
        self.seconds[name] = round(time.monotonic() - start, 1)
        self.say(f"{name}: {self.seconds[name]:.1f} s")

    def sh(self, name: str, cmd: list[str], cwd: Path,
           env: Mapping[str, str | None] | None = None) -> None:
        """Run a command with its output in logs/<name>.log; a failure is
        one line naming the step and the log. In `env`, None unsets."""
        self.logs.mkdir(parents=True, exist_ok=True)
        log = self.logs / f"{name}.log"
        with log.open("a") as out:
            out.write(f"$ {' '.join(cmd)}\n")
            out.flush()
            full = {**os.environ, **(env or {})}
            proc = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                  env={k: v for k, v in full.items() if v is not None},
                                  check=False)
        if proc.returncode != 0:
            raise CtbError(f"toolchain: step {name} failed (exit {proc.returncode}); "
                           f"see {log}")


def _extract(archive: Path, into: Path, *members: str) -> None:
    """Unpack an archive (or only the members matching the shell patterns)
    with tar, which is several times faster than tarfile on GCC's tree."""
    into.mkdir(parents=True, exist_ok=True)
    cmd = ["tar", "-xf", str(archive), "-C", str(into), "--no-same-owner"]
    if members:
        cmd += ["--wildcards", *members]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        raise CtbError(f"toolchain: {archive.name}: corrupt or unreadable archive ({last})")


def _git_export(gitdir: Path, commit: str, into: Path, *paths: str) -> None:
    into.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "--git-dir", str(gitdir), "archive", commit, *paths],
                             capture_output=True, check=False)
    if archive.returncode != 0:
        raise CtbError(f"toolchain: git archive of {gitdir} {commit[:12]} "
                       f"{' '.join(paths)} failed")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)


def _rmtree(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


def _clean_stale() -> None:
    """Remove the staged trees of builds that were interrupted (their
    process is gone): `.<name>.<pid>.tmp` under root()."""
    for tmp in root().glob(".*.tmp"):
        m = re.search(r"\.(\d+)\.tmp$", tmp.name)
        if m and not Path(f"/proc/{m.group(1)}").exists():
            _rmtree(tmp)
            if tmp.exists() or tmp.is_symlink():
                tmp.unlink(missing_ok=True)


def _publish(tmp: Path, final: Path) -> None:
    """Whole or not at all: the finished tree is renamed into place."""
    if final.is_symlink():      # left by an interrupted check
        final.unlink()
    elif final.exists():
        _rmtree(final)
    tmp.rename(final)


def dir_size(path: Path) -> int:
    seen: set[int] = set()
    total = 0
    for p in path.rglob("*"):
        st = p.lstat()
        if p.is_file() and not p.is_symlink() and st.st_ino not in seen:
            seen.add(st.st_ino)
            total += st.st_size
    return total


# -- the core description -------------------------------------------------------

def build_dynconfig(b: Workshop, inp: Inputs, core: str, out: Path) -> None:
    """xtensa_<core>.so from xtensa-dynconfig and the core's overlay."""
    tree = b.work / f"dynconfig-{core}"
    _rmtree(tree)
    gitdir, commit = inp.git["xtensa-dynconfig"]
    _git_export(gitdir, commit, tree)
    ogit, ocommit = inp.git["xtensa-overlays"]
    _git_export(ogit, ocommit, tree / "config", f"xtensa_{core}")
    b.sh(f"dynconfig-{core}", ["sh", "scripts/fix-known-overlay-issues.sh"], tree)
    b.sh(f"dynconfig-{core}", ["make", f"xtensa_{core}.so"], tree)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(tree / f"xtensa_{core}.so", out)


# -- GCC (shared by the cores) ----------------------------------------------------

def gcc_dir(inp: Inputs) -> Path:
    return root() / f"gcc-{GCC_UPSTREAM}-{gcc_key(inp)}"


def _target_tools() -> dict[str, str]:
    tools = {"AS": "as", "LD": "ld", "AR": "ar", "NM": "nm", "RANLIB": "ranlib",
             "OBJDUMP": "objdump", "OBJCOPY": "objcopy", "READELF": "readelf",
             "STRIP": "strip"}
    return {f"{var}_FOR_TARGET": f"/usr/bin/{BINUTILS_PREFIX}-{t}" for var, t in tools.items()}


def unpack_gcc(b: Workshop, inp: Inputs) -> Path:
    """The GCC tree: the upstream tarball inside Debian's orig tarball,
    with Debian's gcc-gfdl-build.diff applied."""
    outer = b.work / "orig"
    _rmtree(outer)
    _extract(inp.files["gcc-orig"].path, outer, "*/gcc-[0-9]*.tar.*")
    inner = next(outer.rglob("gcc-*.tar.*"), None)
    if inner is None:
        raise CtbError(f"toolchain: no gcc tarball inside {inp.files['gcc-orig'].name}")
    src = b.work / "src"
    _rmtree(src)
    _extract(inner, src)
    _rmtree(outer)
    tops = [p for p in src.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise CtbError(f"toolchain: {inner.name}: expected one top-level directory")
    _extract(inp.files["gcc-debian"].path, b.work, GFDL_PATCH)
    b.sh("gcc-patch", ["patch", "-p2", "-i", str(b.work / GFDL_PATCH)], tops[0])
    return tops[0]


def build_gcc(inp: Inputs, jobs: int, keep: bool, say: Callable[[str], None]
              ) -> tuple[Path, bool]:
    """The shared GCC (driver, cc1, one libgcc per core): (its directory,
    whether it came from the cache)."""
    final = gcc_dir(inp)
    if (final / "manifest.json").is_file():
        return final, True
    b = Workshop(root() / "build" / final.name, jobs, lambda m: say(f"gcc: {m}"))
    _rmtree(b.work)
    b.work.mkdir(parents=True)
    stage = root() / f".{final.name}.{os.getpid()}.tmp"
    _rmtree(stage)
    start = time.monotonic()
    with b.step("unpack"):
        src = unpack_gcc(b, inp)
    with b.step("dynconfig"):
        for core in CORES:
            build_dynconfig(b, inp, core, stage / "dyn" / f"xtensa_{core}.so")
    obj = b.work / "obj"
    obj.mkdir()
    tools = _target_tools()
    prefix = stage / "prefix"
    with b.step("configure"):
        b.sh("gcc-configure", [str(src / "configure"), f"--prefix={prefix}",
                               f"--with-as={tools['AS_FOR_TARGET']}",
                               f"--with-ld={tools['LD_FOR_TARGET']}", *GCC_CONFIGURE],
             obj, {**tools, **GCC_HOST_FLAGS, **NO_CORE})
    with b.step("compile"):
        b.sh("gcc-make", ["make", f"-j{jobs}", "all-gcc"], obj, NO_CORE)
    with b.step("install"):
        b.sh("gcc-install", ["make", "install-strip-gcc"], obj, NO_CORE)
    version = _run([str(prefix / "bin" / f"{TARGET}-gcc"), "-dumpfullversion"],
                   "gcc -dumpfullversion").strip()
    for core in CORES:
        with b.step(f"libgcc-{core}"):
            build_libgcc(b, obj, core, stage / "dyn" / f"xtensa_{core}.so",
                         stage / "libgcc" / core, prefix, version)
    manifest = {"inputs": inp.record(), "configure": list(GCC_CONFIGURE),
                "host_flags": GCC_HOST_FLAGS, "version": version,
                "seconds": b.seconds, "total_seconds": round(time.monotonic() - start, 1)}
    shutil.copytree(b.logs, stage / "logs")
    (stage / "manifest.json").write_text(json.dumps(manifest, indent=1))
    _publish(stage, final)
    if not keep:
        _rmtree(b.work)
    return final, False


def build_libgcc(b: Workshop, obj: Path, core: str, so: Path, dest: Path, prefix: Path,
                 version: str) -> None:
    """libgcc for one core, in the GCC tree, with the core's description;
    its installed files land in dest/."""
    _rmtree(obj / TARGET / "libgcc")
    env: dict[str, str | None] = {"XTENSA_GNU_CONFIG": str(so)}
    b.sh(f"libgcc-{core}", ["make", f"-j{b.jobs}", "all-target-libgcc"], obj, env)
    destdir = b.work / f"libgcc-{core}-destdir"
    _rmtree(destdir)
    b.sh(f"libgcc-{core}", ["make", "install-target-libgcc", f"DESTDIR={destdir}"], obj, env)
    where = destdir / str(prefix).lstrip("/") / "lib" / "gcc" / TARGET / version
    if not (where / "libgcc.a").is_file():
        raise CtbError(f"toolchain: step libgcc-{core} installed no libgcc.a; see "
                       f"{b.logs / f'libgcc-{core}.log'}")
    shutil.copytree(where, dest)
    _rmtree(destdir)


# -- one core -------------------------------------------------------------------

def core_dir(inp: Inputs, core: str) -> Path:
    return root() / f"{core}-{core_key(inp, core)}"


def wrapper(core: str, tool_name: str) -> str:
    """The shell wrapper bin/xtensa-<core>-elf-<tool>: relative to its own
    directory, so that the tree works wherever it is (and while staged)."""
    if tool_name in ("gcc", "cpp"):
        target = f'"$here/../gcc/bin/{TARGET}-{tool_name}"'
    else:
        target = f"/usr/bin/{BINUTILS_PREFIX}-{tool_name}"
    return ("#!/bin/sh\n"
            f"# xtensa-{core}-elf-{tool_name}: for the {core} core (ctbench toolchain)\n"
            'here=$(dirname "$(readlink -f "$0")")\n'
            f'XTENSA_GNU_CONFIG="$here/../lib/xtensa_{core}.so"\n'
            "export XTENSA_GNU_CONFIG\n"
            f'exec {target} "$@"\n')


def write_wrappers(bindir: Path, core: str) -> list[Path]:
    bindir.mkdir(parents=True, exist_ok=True)
    made = []
    for name in ("gcc", "cpp", *BINUTILS):
        path = bindir / f"xtensa-{core}-elf-{name}"
        path.write_text(wrapper(core, name))
        path.chmod(0o755)
        made.append(path)
    return made


def cross_file(core: str, bindir: Path, include: Path) -> str:
    """picolibc's meson cross file for the core's wrappers; `include` holds
    the core's xtensa/config/core-isa.h."""
    def exe(name: str) -> str:
        return f"'{bindir / f'xtensa-{core}-elf-{name}'}'"
    cflags = ", ".join(f"'{f}'" for f in (*TARGET_CFLAGS, f"-I{include}"))
    return ("[binaries]\n"
            f"c = [{exe('gcc')}]\nar = {exe('ar')}\nas = {exe('as')}\nnm = {exe('nm')}\n"
            f"strip = {exe('strip')}\n\n"
            "[host_machine]\nsystem = 'none'\ncpu_family = 'xtensa'\n"
            f"cpu = '{core}'\nendian = 'little'\n\n"
            f"[properties]\nc_args = [{cflags}]\nskip_sanity_check = true\n")


def _link_tree(src: Path, dest: Path) -> None:
    """A copy of src made of hard links (the shared GCC is not duplicated)."""
    def link(s: str, d: str) -> None:
        try:
            os.link(s, d)
        except OSError:
            shutil.copy2(s, d)
    shutil.copytree(src, dest, symlinks=True, copy_function=link)


def build_core(core: str, jobs: int = 0, keep: bool = False,
               say: Callable[[str], None] = print) -> tuple[Path, bool]:
    """The toolchain for `core`: (its directory, whether it was a cache hit)."""
    check_core(core)
    jobs = jobs or os.cpu_count() or 1
    try:
        inp = inputs()
    except CtbError as e:
        # Offline, say, with the repositories neither named nor cloned: the
        # last good build is still good, but cannot be checked for staleness.
        last = installed(core)
        if last is None:
            raise
        say(f"{core}: inputs not available ({e}); using the installed toolchain")
        return last, True
    final = core_dir(inp, core)
    if (final / "manifest.json").is_file():
        _point_current(core, final)
        return final, True
    start = time.monotonic()
    _clean_stale()
    gcc, gcc_hit = build_gcc(inp, jobs, keep, say)
    say(f"gcc: {'cached' if gcc_hit else 'built'} in {gcc}")
    gcc_manifest = json.loads((gcc / "manifest.json").read_text())
    version = gcc_manifest["version"]
    b = Workshop(root() / "build" / final.name, jobs, lambda m: say(f"{core}: {m}"))
    _rmtree(b.work)
    b.work.mkdir(parents=True)
    stage = root() / f".{final.name}.{os.getpid()}.tmp"
    _rmtree(stage)
    with b.step("assemble"):
        _link_tree(gcc / "prefix", stage / "gcc")
        libdir = stage / "gcc" / "lib" / "gcc" / TARGET / version
        for f in (gcc / "libgcc" / core).rglob("*"):
            rel = f.relative_to(gcc / "libgcc" / core)
            if f.is_dir():
                (libdir / rel).mkdir(parents=True, exist_ok=True)
            else:
                (libdir / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(f, libdir / rel)
        (stage / "lib").mkdir(parents=True)
        shutil.copy2(gcc / "dyn" / f"xtensa_{core}.so", stage / "lib" / f"xtensa_{core}.so")
        write_wrappers(stage / "bin", core)
    with b.step("picolibc"):
        build_picolibc(b, inp, core, stage, final, libdir, final / libdir.relative_to(stage))
    with b.step("verify"):
        # The specs file names the final paths: while it is checked, the
        # final name points at the staged tree (no manifest there yet).
        if final.is_symlink():
            final.unlink()
        final.symlink_to(stage.name)
        try:
            checks = verify(b, core, final / "bin")
        finally:
            final.unlink()
    manifest = {
        "core": core, "target": TARGET, "gcc_version": version,
        "inputs": inp.record(), "gcc": {"dir": gcc.name, "configure": list(GCC_CONFIGURE),
                                        "seconds": gcc_manifest["seconds"],
                                        "total_seconds": gcc_manifest["total_seconds"],
                                        "cached": gcc_hit},
        "picolibc_options": list(PICOLIBC_OPTIONS), "target_cflags": list(TARGET_CFLAGS),
        "seconds": b.seconds, "total_seconds": round(time.monotonic() - start, 1),
        "checks": checks,
        "sizes": {"total_bytes": dir_size(stage), "gcc_bytes": dir_size(stage / "gcc"),
                  "picolibc_bytes": dir_size(stage / "picolibc")},
        "usage": f"bin/xtensa-{core}-elf-gcc [--specs=picolibc.specs [--oslib=semihost]] ...",
    }
    shutil.copytree(b.logs, stage / "logs")
    (stage / "manifest.json").write_text(json.dumps(manifest, indent=1))
    _publish(stage, final)
    _point_current(core, final)
    if not keep:
        _rmtree(b.work)
    return final, False


def _point_current(core: str, final: Path) -> None:
    link = root() / core / "current"
    link.parent.mkdir(parents=True, exist_ok=True)
    target = os.path.relpath(final, link.parent)
    if link.is_symlink() and os.readlink(link) == target:
        return
    tmp = link.with_name(f".current.{os.getpid()}")
    tmp.unlink(missing_ok=True)
    tmp.symlink_to(target)
    tmp.replace(link)


# -- picolibc -----------------------------------------------------------------------

def build_picolibc(b: Workshop, inp: Inputs, core: str, stage: Path, final: Path,
                   specs_stage: Path, specs_final: Path) -> None:
    """picolibc for the core, configured for its final place (the specs file
    names absolute paths) and installed into the staged tree."""
    src_root = b.work / "picolibc-src"
    _rmtree(src_root)
    _extract(inp.files["picolibc-orig"].path, src_root)
    src = next(p for p in src_root.iterdir() if p.is_dir())
    # Without the core's core-isa.h, picolibc's Xtensa assembly (memcpy,
    # setjmp, strcmp...) takes its built-in lx106 description: no windowed
    # registers, so call0 returns in a windowed library.
    include = export_core_isa(inp, core, b.work / "core-isa")
    cross = b.work / f"cross-{core}.txt"
    cross.write_text(cross_file(core, stage / "bin", include))
    build = b.work / "picolibc-build"
    _rmtree(build)
    b.sh("picolibc-configure", [
        "meson", "setup", str(build), str(src), f"--cross-file={cross}",
        f"--prefix={final / 'picolibc'}", "-Dincludedir=include", "-Dlibdir=lib",
        f"-Dspecsdir={specs_final}", *PICOLIBC_OPTIONS], src)
    b.sh("picolibc-build", ["ninja", "-C", str(build), f"-j{b.jobs}"], src)
    destdir = b.work / "picolibc-destdir"
    _rmtree(destdir)
    b.sh("picolibc-install", ["meson", "install", "-C", str(build), "--destdir",
                              str(destdir), "--no-rebuild"], src)
    staged_final = destdir / str(final).lstrip("/")
    shutil.move(str(staged_final / "picolibc"), str(stage / "picolibc"))
    specs = staged_final / specs_final.relative_to(final) / "picolibc.specs"
    if not specs.is_file():
        raise CtbError(f"toolchain: step picolibc-install made no picolibc.specs; see "
                       f"{b.logs / 'picolibc-install.log'}")
    for name in ("picolibc.specs", "picolibcpp.specs"):
        if (specs.parent / name).is_file():
            shutil.copy2(specs.parent / name, specs_stage / name)
    shutil.copy2(specs, stage / "lib" / "picolibc.specs")
    isa = stage / "picolibc" / "include" / "xtensa" / "config"
    isa.mkdir(parents=True, exist_ok=True)
    shutil.copy2(include / "xtensa" / "config" / "core-isa.h", isa / "core-isa.h")
    _rmtree(destdir)


def export_core_isa(inp: Inputs, core: str, into: Path) -> Path:
    """The overlay's xtensa/config/core-isa.h for the core: the directory
    to put on the include path."""
    _rmtree(into)
    gitdir, commit = inp.git["xtensa-overlays"]
    where = f"xtensa_{core}/newlib/newlib/libc/sys/xtensa/include"
    _git_export(gitdir, commit, into, where)
    include = into / where
    if not (include / "xtensa" / "config" / "core-isa.h").is_file():
        raise CtbError(f"toolchain: xtensa-overlays {commit[:12]} has no core-isa.h for {core}")
    return include


# -- verification ---------------------------------------------------------------

CHECK_C = r"""
#include <stdint.h>
uint64_t mul_32x32(uint32_t a, uint32_t b) { return (uint64_t)a * b; }
int lt_unsigned(uint32_t a, uint32_t b) { return a < b; }
uint32_t sum_loop(const uint32_t *p, int n)
{
    uint32_t s = 0;
    for (int i = 0; i < n; i++)
        s += p[i];
    return s;
}
"""

LINK_C = r"""
#include <stdio.h>
#include <stdint.h>
volatile uint64_t x = 1234567890123ull;
int main(void) { printf("%lu\n", (unsigned long)(x / 12345u)); return 0; }
"""


def functions(disassembly: str) -> dict[str, list[str]]:
    """objdump -d (or -dr) text: each function's instructions, and with -r
    its relocations as "R_... symbol" (calls out of an object show only
    there)."""
    out: dict[str, list[str]] = {}
    current: list[str] | None = None
    for line in disassembly.splitlines():
        head = re.match(r"^[0-9a-f]+ <([^>]+)>:", line)
        if head:
            current = out.setdefault(head.group(1), [])
            continue
        ins = re.match(r"^\s+[0-9a-f]+:\s+(?:[0-9a-f]{2}\s?)+\s+(\S+)(.*)$", line)
        if ins and current is not None:
            current.append(f"{ins.group(1)}{ins.group(2)}".strip())
            continue
        rel = re.match(r"^\s+[0-9a-f]+:\s+(R_\S+)\s+(\S+)", line)
        if rel and current is not None:
            current.append(f"{rel.group(1)} {rel.group(2)}")
    return out


def mnemonics(ins: list[str]) -> list[str]:
    return [i.split()[0] for i in ins]


def judge(core: str, funcs: Mapping[str, list[str]]) -> tuple[dict[str, object], list[str]]:
    """What the disassembly of CHECK_C shows, and what is wrong with it."""
    mul = mnemonics(funcs.get("mul_32x32", []))
    lt = mnemonics(funcs.get("lt_unsigned", []))
    loop = mnemonics(funcs.get("sum_loop", []))
    text = " ".join(i for f in funcs.values() for i in f)
    every = [m for f in funcs.values() for m in mnemonics(f)]
    found: dict[str, object] = {
        "mul_32x32": " ".join(mul), "lt_unsigned": " ".join(lt), "sum_loop": " ".join(loop),
        "zero_overhead_loop": next((m for m in loop if m in ("loop", "loopnez", "loopgtz")),
                                   None),
        "windowed": "entry" in every and any(m.startswith("retw") for m in every),
    }
    wrong = []
    if "mull" not in mul or "muluh" not in mul or "__muldi3" in text:
        wrong.append(f"32x32->64 product is not mull+muluh: {' '.join(mul)}")
    if not ("entry" in every and any(m.startswith("retw") for m in every)):
        wrong.append("no windowed entry/retw")
    if core == "esp32s3" and "saltu" not in lt:
        wrong.append(f"a < b (unsigned) is not saltu on esp32s3: {' '.join(lt)}")
    if core == "esp32" and "saltu" in lt:
        wrong.append("saltu on esp32 (LX6 has no saltu)")
    return found, wrong


def verify(b: Workshop, core: str, bindir: Path) -> dict[str, object]:
    """Compile CHECK_C with the staged toolchain and read its code; link a
    program with picolibc and libgcc. Fails the build when the code is not
    what the core should get."""
    cc = str(bindir / f"xtensa-{core}-elf-gcc")
    objdump = str(bindir / f"xtensa-{core}-elf-objdump")
    d = b.work / "verify"
    d.mkdir(exist_ok=True)
    (d / "check.c").write_text(CHECK_C)
    b.sh("verify", [cc, "-O2", "-ffreestanding", "-c", "check.c", "-o", "check.o"], d)
    dis = _run([objdump, "-dr", str(d / "check.o")], "objdump -dr check.o")
    (b.logs / "verify-check.dis").write_text(dis)
    found, wrong = judge(core, functions(dis))
    if wrong:
        raise CtbError(f"toolchain: step verify: {'; '.join(wrong)}; see "
                       f"{b.logs / 'verify-check.dis'}")
    (d / "link.c").write_text(LINK_C)
    b.sh("verify", [cc, "-O2", "--specs=picolibc.specs", "--oslib=semihost",
                    "-Wl,--defsym=__flash=0x40000000",
                    "-Wl,--defsym=__flash_size=0x400000", "-Wl,--defsym=__ram=0x3ffb0000",
                    "-Wl,--defsym=__ram_size=0x50000", "link.c", "-o", "link.elf"], d)
    found["links_with_picolibc"] = True
    libc = next((bindir.parent / "picolibc" / "lib").glob("libc.a"), None)
    if libc is not None:
        lib = functions(_run([objdump, "-d", str(libc)], "objdump -d libc.a"))
        memcpy = mnemonics(lib.get("memcpy", []))
        found["picolibc_memcpy_windowed"] = "entry" in memcpy
        if "entry" not in memcpy:
            raise CtbError(f"toolchain: step verify: picolibc's memcpy is not windowed "
                           f"({' '.join(memcpy[:3])}...): the core's core-isa.h was not used")
    return found


# -- the command ----------------------------------------------------------------

def build(core: str, jobs: int = 0, keep: bool = False) -> tuple[Path, bool, float]:
    """`ctbench toolchain build CORE`: (directory, cache hit, seconds), with
    progress on stderr."""
    from rich.console import Console

    console = Console(stderr=True, no_color=not sys.stderr.isatty())
    t0 = time.monotonic()

    def say(msg: str) -> None:
        console.print(f"[dim]{time.monotonic() - t0:7.1f}s[/dim] {msg}", highlight=False)

    where, hit = build_core(core, jobs, keep, say)
    return where, hit, time.monotonic() - t0
