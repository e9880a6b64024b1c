"""The toolchain for the ESP32 (Xtensa LX6) and ESP32-S3 (LX7) cores, built
from Debian's sources with Espressif's core descriptions:

    ctbench toolchain build esp32|esp32s3 [--keep] [--jobs N]

What goes in (each recorded in the manifest with its version, commit or
sha256):
- GCC 14 (C and C++, libgcc and libstdc++ per core, native TLS):
  targets.gcc_build, from Debian trixie's gcc-14 source package;
- picolibc: trixie's picolibc source package (1.8.10), with the headers
  ESP-IDF needs (targets.picolibc_idf);
- the core descriptions: the git repositories espressif/xtensa-dynconfig and
  espressif/xtensa-overlays (CTBENCH_XTENSA_DYNCONFIG_GIT and
  CTBENCH_XTENSA_OVERLAYS_GIT name local git directories; otherwise they are
  cloned once into the cache), built into xtensa_<core>.so;
- binutils: Debian's installed binutils-xtensa-lx106, which, like GCC 14,
  reads the core description at run time from XTENSA_GNU_CONFIG.

One GCC build serves both cores (its Xtensa port loads the core description
in the compiler proper too); libgcc and libstdc++ are built once per core
inside it, with XTENSA_GNU_CONFIG naming that core's description; picolibc
is built per core with the core's wrappers.

Cache layout (under toolchain_steps.root(), i.e. ~/.cache/ctbench/toolchains
unless CTBENCH_CACHE or XDG_CACHE_HOME say otherwise):

    src/                        downloaded tarballs, git clones, debian.json
    gcc-14.2.0-xtensa-<key>/    the shared GCC (targets.gcc_build)
    <core>-<key>/               one core's toolchain (targets.core_toolchain):
      bin/xtensa-<core>-elf-{gcc,g++,cpp,as,ld,ar,objdump,...}
                                wrappers setting XTENSA_GNU_CONFIG: the names
                                ESP-IDF's idf.py calls
      lib/xtensa_<core>.so      the core description
      gcc/, picolibc/, manifest.json, logs/
    <core>/current -> ../<core>-<key>   the last good build
    build/                      work trees (deleted after a good install)

`installed(core)` returns the directory `<core>/current` points at (or
None); `tool(core, "gcc")` a wrapper's path. The compiler needs no extra
flag to find libgcc, libstdc++ or picolibc's headers; `--specs=picolibc.specs`
(found by name) adds picolibc's crt0, linker script and libraries. The
default ABI is windowed (call8/entry/retw).

A key hashes every input (and the recipes, bumped when these steps change),
so changing one builds anew; a matching directory with a manifest is a cache
hit. Builds happen in work trees and temporary directories renamed into
place: an interrupted build leaves nothing that looks finished.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import core_toolchain, gcc_build, picolibc_build, picolibc_idf, source_cache
from ctbench.targets.toolchain_steps import DEB_FILES as DEB_FILES
from ctbench.targets.toolchain_steps import (
    GCC_PACKAGE,
    GFDL_PATCH,
    PICOLIBC_PACKAGE,
    SUITE,
    Workshop,
    clean_stale,
    deb_version,
    debian_files,
    git_export,
    host_cc,
    key,
    point_current,
    rmtree,
    root,
    run,
)
from ctbench.targets.toolchain_steps import installed as _installed

CORES = ("esp32", "esp32s3")
RECIPE = gcc_build.RECIPE     # the shared GCC's steps
CORE_RECIPE = 5         # one core's steps (5: <target>/include/xtensa, core-isa.h found)
TARGET = "xtensa-esp-elf"               # GCC's target triplet (any xtensa*-*-elf)
BINUTILS_PACKAGE, BINUTILS_PREFIX = "binutils-xtensa-lx106", "xtensa-lx106-elf"
GIT_INPUTS = {  # name: (environment variable naming a git directory, public repository)
    "xtensa-dynconfig": ("CTBENCH_XTENSA_DYNCONFIG_GIT",
                         "https://github.com/espressif/xtensa-dynconfig.git"),
    "xtensa-overlays": ("CTBENCH_XTENSA_OVERLAYS_GIT",
                        "https://github.com/espressif/xtensa-overlays.git"),
}
# GCC itself is built with no core description: an XTENSA_GNU_CONFIG that is
# set but empty makes both GCC and binutils fail (dlopen("") is the program
# itself), which would turn every configure-time assembler check into "no".
# Without a core description binutils cannot assemble the windowed TLS call
# either, so the TLS check is answered (the cores have THREADPTR).
NO_CORE: dict[str, str | None] = {"XTENSA_GNU_CONFIG": None}
HOST_ENV: dict[str, str | None] = {**NO_CORE, "gcc_cv_as_tls": "yes"}
PICOLIBC_OPTIONS = picolibc_build.OPTIONS
TARGET_CFLAGS = ("-mlongcalls",)        # calls reach across the ESP32 memory map


def installed(core: str) -> Path | None:
    """The installed toolchain for `core` (the directory holding bin/, lib/,
    manifest.json), or None when there is none."""
    return _installed(core)


def tool(core: str, name: str) -> Path | None:
    """The path of wrapper `name` (gcc, g++, as, ld, objdump...) for `core`."""
    where = installed(core)
    return where / "bin" / f"xtensa-{core}-elf-{name}" if where else None


def check_core(core: str) -> str:
    if core not in CORES:
        raise CtbError(f"unknown core '{core}' (known: {', '.join(CORES)})")
    return core


_point_current = point_current


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


def git_input(name: str) -> tuple[Path, str]:
    """(git directory, commit of HEAD) of one core-description repository:
    the one the environment names, else a clone kept in the cache."""
    var, url = GIT_INPUTS[name]
    given = os.environ.get(var)
    gitdir = Path(given) if given else root() / "src" / f"{name}.git"
    if not given and not gitdir.is_dir():
        tmp = gitdir.with_name(f".{name}.{os.getpid()}.tmp")
        shutil.rmtree(tmp, ignore_errors=True)
        run(["git", "clone", "--quiet", "--bare", url, str(tmp)], f"git clone of {url}")
        tmp.rename(gitdir)
    proc = subprocess.run(["git", "--git-dir", str(gitdir), "rev-parse", "--verify", "-q",
                           "HEAD^{commit}"], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise CtbError(f"toolchain: {gitdir} is not a git repository of {name}"
                       + (f" (from {var})" if given else ""))
    return gitdir, proc.stdout.strip()


def binutils_version() -> str:
    return deb_version(BINUTILS_PACKAGE, f"{BINUTILS_PREFIX}-as")


def inputs() -> Inputs:
    gcc_ver, pico_ver, files = debian_files()
    return Inputs(gcc_ver, pico_ver, files, {n: git_input(n) for n in GIT_INPUTS},
                  binutils_version(), host_cc())


def family(inp: Inputs) -> gcc_build.Family:
    """The Xtensa family of gcc_build: one GCC, both cores."""
    def core_env(stage: Path, core: str) -> dict[str, str | None]:
        return {"XTENSA_GNU_CONFIG": str(stage / "dyn" / f"xtensa_{core}.so")}

    def core_cflags(b: Workshop, core: str) -> list[str]:
        return [f"-I{export_core_isa(inp, core, b.work / f'core-isa-{core}')}"]

    def prepare(b: Workshop, stage: Path) -> None:
        for core in CORES:
            build_dynconfig(b, inp, core, stage / "dyn" / f"xtensa_{core}.so")

    return gcc_build.Family(
        name="xtensa", target=TARGET, cores=CORES, binutils=BINUTILS_PREFIX,
        configure=("--enable-plugin",), host_env=HOST_ENV, target_cflags=TARGET_CFLAGS,
        cpu_family="xtensa", core_env=core_env, core_cflags=core_cflags, prepare=prepare)


def gcc_key(inp: Inputs) -> str:
    return gcc_build.gcc_key(family(inp), inp.record())


def core_key(inp: Inputs, core: str) -> str:
    return key({"gcc": gcc_key(inp), "core": core, "picolibc": PICOLIBC_OPTIONS,
                "cflags": TARGET_CFLAGS, "recipe": CORE_RECIPE,
                "specs": core_toolchain.DEFAULT_SPECS,
                "headers": picolibc_idf.recipe()})


# -- the core description -------------------------------------------------------

def build_dynconfig(b: Workshop, inp: Inputs, core: str, out: Path) -> None:
    """xtensa_<core>.so from xtensa-dynconfig and the core's overlay."""
    tree = b.work / f"dynconfig-{core}"
    rmtree(tree)
    gitdir, commit = inp.git["xtensa-dynconfig"]
    git_export(gitdir, commit, tree)
    ogit, ocommit = inp.git["xtensa-overlays"]
    git_export(ogit, ocommit, tree / "config", f"xtensa_{core}")
    b.sh(f"dynconfig-{core}", ["sh", "scripts/fix-known-overlay-issues.sh"], tree)
    b.sh(f"dynconfig-{core}", ["make", f"xtensa_{core}.so"], tree)
    out.parent.mkdir(parents=True, exist_ok=True)
    shutil.copy2(tree / f"xtensa_{core}.so", out)


def export_core_isa(inp: Inputs, core: str, into: Path) -> Path:
    """The overlay's xtensa/config/core-isa.h for the core: the directory
    to put on the include path."""
    rmtree(into)
    gitdir, commit = inp.git["xtensa-overlays"]
    where = f"xtensa_{core}/newlib/newlib/libc/sys/xtensa/include"
    git_export(gitdir, commit, into, where)
    include = into / where
    if not (include / "xtensa" / "config" / "core-isa.h").is_file():
        raise CtbError(f"toolchain: xtensa-overlays {commit[:12]} has no core-isa.h for {core}")
    return include


# -- one core -------------------------------------------------------------------

def core_dir(inp: Inputs, core: str) -> Path:
    return root() / f"{core}-{core_key(inp, core)}"


CORE_ENV = 'XTENSA_GNU_CONFIG="$here/../lib/xtensa_{core}.so"'


def write_wrappers(bindir: Path, core: str) -> list[Path]:
    """bin/xtensa-<core>-elf-*: GCC's and binutils' tools with the core's
    description."""
    env = {"XTENSA_GNU_CONFIG": f"$here/../lib/xtensa_{core}.so"}
    return core_toolchain.write_wrappers(bindir, f"xtensa-{core}-elf", TARGET,
                                         BINUTILS_PREFIX, env)


def cross_file(core: str, bindir: Path, include: Path) -> str:
    """picolibc's meson cross file for the core's wrappers; `include` holds
    the core's xtensa/config/core-isa.h."""
    def exe(name: str) -> str:
        return str(bindir / f"xtensa-{core}-elf-{name}")
    return picolibc_build.cross_file(
        exe("gcc"), {t: exe(t) for t in ("ar", "as", "nm", "strip")}, "xtensa", core,
        [*TARGET_CFLAGS, f"-I{include}"])


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
        point_current(core, final)
        return final, True
    start = time.monotonic()
    clean_stale()
    fam = family(inp)
    gcc, gcc_hit = gcc_build.build_gcc(fam, inp.record(),
                                       {k: f.path for k, f in inp.files.items()},
                                       jobs, keep, say)
    say(f"gcc: {'cached' if gcc_hit else 'built'} in {gcc}")
    gcc_manifest = json.loads((gcc / "manifest.json").read_text())
    version = gcc_manifest["version"]
    b = Workshop(root() / "build" / final.name, jobs, lambda m: say(f"{core}: {m}"))
    rmtree(b.work)
    b.work.mkdir(parents=True)
    stage = root() / f".{final.name}.{os.getpid()}.tmp"
    rmtree(stage)
    with b.step("assemble"):
        libdir = core_toolchain.assemble(gcc, core, TARGET, version, stage)
        (stage / "lib").mkdir(parents=True)
        shutil.copy2(gcc / "dyn" / f"xtensa_{core}.so", stage / "lib" / f"xtensa_{core}.so")
        write_wrappers(stage / "bin", core)
    with b.step("picolibc"):
        include = export_core_isa(inp, core, b.work / "core-isa")
        destdir = picolibc_build.build(
            b, inp.files["picolibc-orig"].path, cross_file(core, stage / "bin", include),
            final / "picolibc", final / libdir.relative_to(stage), {}, core)
        added = core_toolchain.install_picolibc(b, destdir, stage, final, libdir, TARGET)
        isa = stage / "picolibc" / "include" / "xtensa" / "config"
        isa.mkdir(parents=True, exist_ok=True)
        shutil.copy2(include / "xtensa" / "config" / "core-isa.h", isa / "core-isa.h")
        # GCC finds picolibc's headers through <target>/include, where
        # install_picolibc linked what picolibc had before this directory
        # existed: without the link, code that picks its path from the
        # core's options (ctb_ct's SALTU and MINU) sees none of them.
        link = stage / "gcc" / TARGET / "include" / "xtensa"
        if not link.exists():
            link.symlink_to(os.path.relpath(isa.parent, link.parent))
    with b.step("verify"):
        # The specs file names the final paths: while it is checked, the
        # final name points at the staged tree (no manifest there yet).
        if final.is_symlink():
            final.unlink()
        final.symlink_to(stage.name)
        try:
            checks = verify(b, core, final / "bin")
            checks.update(core_toolchain.verify_cxx(
                b, final / "bin" / f"xtensa-{core}-elf-g++",
                final / "bin" / f"xtensa-{core}-elf-objdump", ["-mlongcalls"]))
        finally:
            final.unlink()
    manifest = {
        "core": core, "target": TARGET, "gcc_version": version,
        "inputs": inp.record(), "gcc": {"dir": gcc.name, "configure": fam.options(),
                                        "seconds": gcc_manifest["seconds"],
                                        "total_seconds": gcc_manifest["total_seconds"],
                                        "cached": gcc_hit},
        "picolibc_options": list(PICOLIBC_OPTIONS), "target_cflags": list(TARGET_CFLAGS),
        "picolibc_headers_added": added,
        "seconds": b.seconds, "total_seconds": round(time.monotonic() - start, 1),
        "checks": checks,
        "usage": f"bin/xtensa-{core}-elf-gcc [--specs=picolibc.specs [--oslib=semihost]] ...",
    }
    return core_toolchain.install(b, stage, final, core, manifest, keep)


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
    dis = run([objdump, "-dr", str(d / "check.o")], "objdump -dr check.o")
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
        lib = functions(run([objdump, "-d", str(libc)], "objdump -d libc.a"))
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
