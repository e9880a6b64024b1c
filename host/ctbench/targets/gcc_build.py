"""GCC 14 (C and C++) for one family of the lab's chips, built from Debian's
source: the Xtensa cores (targets.xtensa_gcc: one GCC for esp32 and
esp32s3, whose core description it reads at run time) and the ESP32-C3's
RV32IMC (targets.riscv_gcc).

One build tree per family: the compiler (`make all-gcc`), then for each
core libgcc, and libstdc++ against that core's picolibc (built here for
its headers with the staged compiler, the same source and options as the
core's own picolibc). Native TLS: ESP-IDF's errno is `__thread` and its
final link fails on a GCC that emulates TLS, so the assembler's TLS check
is answered for the Xtensa build (GCC is configured with no core
description, under which binutils cannot assemble the windowed TLS call).
The thread model is single: libstdc++ gets no gthreads (the bench app is C;
ESP-IDF's cxx component brings its own static-init guards).

Work trees are resumable: unpack and configure leave a stamp, `make all-gcc`
is incremental, so an interrupted build goes on where it stopped.

    gcc-14.2.0-<family>-<key>/  prefix/ (driver, cc1, cc1plus, headers),
                                libgcc/<core>/, libstdcxx/<core>/ (a tree laid
                                out like prefix/), dyn/ (Xtensa core
                                descriptions), manifest.json, logs/
"""

from __future__ import annotations

import json
import os
import shutil
import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import picolibc_build
from ctbench.targets.toolchain_steps import (
    GCC_UPSTREAM,
    GFDL_PATCH,
    Workshop,
    extract,
    key,
    publish,
    rmtree,
    root,
    run,
)

RECIPE = 2      # 2: C and C++ (libstdc++ per core against picolibc), native TLS
CONFIGURE = (
    "--enable-languages=c,c++", "--disable-nls", "--disable-shared",
    "--disable-threads", "--disable-multilib", "--disable-lto",
    "--disable-libssp", "--disable-libquadmath", "--disable-libgomp", "--disable-libatomic",
    "--disable-gcov", "--without-headers", "--with-newlib",
    "--with-gnu-as", "--with-gnu-ld", "--with-pkgversion=ctbench", "--enable-tls",
    "--disable-libstdcxx-pch", "--disable-libstdcxx-verbose",
)
HOST_FLAGS = {"CFLAGS": "-O2", "CXXFLAGS": "-O2"}   # no -g: a faster, smaller build
TARGET_TOOLS = {"AS": "as", "LD": "ld", "AR": "ar", "NM": "nm", "RANLIB": "ranlib",
                "OBJDUMP": "objdump", "OBJCOPY": "objcopy", "READELF": "readelf",
                "STRIP": "strip"}
Env = Mapping[str, "str | None"]


@dataclass(frozen=True)
class Family:
    """What differs between the GCC builds of the lab's chips."""
    name: str                           # "xtensa", "riscv"
    target: str                         # GCC's triplet
    cores: tuple[str, ...]              # one libgcc and libstdc++ each
    binutils: str                       # /usr/bin/<binutils>-as, -ld, ...
    configure: tuple[str, ...]          # options of this family only
    host_env: Mapping[str, str | None]  # for configuring and compiling GCC itself
    target_cflags: tuple[str, ...]      # for the target libraries
    cpu_family: str                     # meson's name
    # the environment in which a core's target libraries build, given the
    # staged GCC directory (e.g. XTENSA_GNU_CONFIG naming the core description)
    core_env: Callable[[Path, str], dict[str, str | None]]
    # extra target C flags of a core's picolibc, given the work tree
    core_cflags: Callable[[Workshop, str], list[str]] = lambda b, core: []
    # steps before configure that put files into the staged directory
    prepare: Callable[[Workshop, Path], None] = lambda b, stage: None
    inputs: Mapping[str, object] = field(default_factory=dict)   # for the key

    def tools(self) -> dict[str, str]:
        return {f"{var}_FOR_TARGET": f"/usr/bin/{self.binutils}-{t}"
                for var, t in TARGET_TOOLS.items()}

    def options(self) -> tuple[str, ...]:
        return (f"--target={self.target}", *CONFIGURE, *self.configure)


def gcc_key(family: Family, record: Mapping[str, object]) -> str:
    return key({"inputs": record, "configure": family.options(), "host": HOST_FLAGS,
                "host_env": dict(family.host_env), "cores": family.cores,
                "cflags": family.target_cflags, "picolibc": picolibc_build.OPTIONS,
                "recipe": RECIPE, "family": dict(family.inputs)})


def gcc_dir(family: Family, record: Mapping[str, object]) -> Path:
    return root() / f"gcc-{GCC_UPSTREAM}-{family.name}-{gcc_key(family, record)}"


def unpack(b: Workshop, files: Mapping[str, Path]) -> Path:
    """The GCC tree: the upstream tarball inside Debian's orig tarball,
    with Debian's gcc-gfdl-build.diff applied."""
    outer = b.work / "orig"
    rmtree(outer)
    extract(files["gcc-orig"], outer, "*/gcc-[0-9]*.tar.*")
    inner = next(outer.rglob("gcc-*.tar.*"), None)
    if inner is None:
        raise CtbError(f"toolchain: no gcc tarball inside {files['gcc-orig'].name}")
    src = b.work / "src"
    rmtree(src)
    extract(inner, src)
    rmtree(outer)
    tops = [p for p in src.iterdir() if p.is_dir()]
    if len(tops) != 1:
        raise CtbError(f"toolchain: {inner.name}: expected one top-level directory")
    extract(files["gcc-debian"], b.work, GFDL_PATCH)
    b.sh("gcc-patch", ["patch", "-p2", "-i", str(b.work / GFDL_PATCH)], tops[0])
    return tops[0]


def build_gcc(family: Family, record: Mapping[str, object], files: Mapping[str, Path],
              jobs: int, keep: bool, say: Callable[[str], None]) -> tuple[Path, bool]:
    """The family's GCC (driver, cc1, cc1plus, and per core libgcc and
    libstdc++): (its directory, whether it came from the cache)."""
    final = gcc_dir(family, record)
    if (final / "manifest.json").is_file():
        return final, True
    b = Workshop(root() / "build" / final.name, jobs, lambda m: say(f"gcc: {m}"))
    if not b.done("configure"):
        rmtree(b.work)
    b.work.mkdir(parents=True, exist_ok=True)
    stage = root() / f".{final.name}.{os.getpid()}.tmp"
    rmtree(stage)
    start = time.monotonic()
    obj, prefix = b.work / "obj", b.work / "prefix"
    tools = family.tools()
    with b.step("prepare"):
        family.prepare(b, stage)
    if not b.done("configure"):
        with b.step("unpack"):
            src = unpack(b, files)
        rmtree(obj)
        obj.mkdir()
        with b.step("configure"):
            b.sh("gcc-configure", [
                str(src / "configure"), f"--prefix={prefix}",
                f"--with-as={tools['AS_FOR_TARGET']}", f"--with-ld={tools['LD_FOR_TARGET']}",
                *family.options()], obj, {**tools, **HOST_FLAGS, **family.host_env})
        b.mark("configure")
    if not b.done("compile"):
        # make is incremental: an interrupted compile goes on where it stopped
        with b.step("compile"):
            b.sh("gcc-make", ["make", f"-j{jobs}", "all-gcc"], obj, family.host_env)
        b.mark("compile")
    with b.step("install"):
        rmtree(prefix)
        b.sh("gcc-install", ["make", "install-strip-gcc"], obj, family.host_env)
    version = run([str(prefix / "bin" / f"{family.target}-gcc"), "-dumpfullversion"],
                  "gcc -dumpfullversion").strip()
    for core in family.cores:
        env = family.core_env(stage, core)
        with b.step(f"libgcc-{core}"):
            build_libgcc(b, family, core, env, stage / "libgcc" / core, version)
        with b.step(f"libstdc++-{core}"):
            headers = picolibc_headers(b, family, core, files["picolibc-orig"], env)
            build_libstdcxx(b, family, core, env, headers, stage / "libstdcxx" / core)
    shutil.move(str(prefix), str(stage / "prefix"))
    manifest = {"family": family.name, "target": family.target, "inputs": dict(record),
                "configure": list(family.options()), "host_flags": HOST_FLAGS,
                "version": version, "seconds": b.seconds,
                "total_seconds": round(time.monotonic() - start, 1)}
    shutil.copytree(b.logs, stage / "logs")
    (stage / "manifest.json").write_text(json.dumps(manifest, indent=1))
    publish(stage, final)
    if not keep:
        rmtree(b.work)
    return final, False


def _flags(family: Family) -> list[str]:
    """The target libraries' flags, on make's command line (the top-level
    Makefile assigns them, which an environment variable would not beat)."""
    flags = " ".join(("-O2", *family.target_cflags))
    return [f"CFLAGS_FOR_TARGET={flags}", f"CXXFLAGS_FOR_TARGET={flags}"]


def build_libgcc(b: Workshop, family: Family, core: str, env: Env, dest: Path,
                 version: str) -> None:
    """libgcc for one core, in the GCC tree; its installed files land in dest/."""
    obj = b.work / "obj"
    rmtree(obj / family.target / "libgcc")
    (obj / family.target / "config.cache").unlink(missing_ok=True)
    b.sh(f"libgcc-{core}", ["make", f"-j{b.jobs}", *_flags(family), "all-target-libgcc"],
         obj, env)
    destdir = b.work / f"libgcc-{core}-destdir"
    rmtree(destdir)
    b.sh(f"libgcc-{core}", ["make", *_flags(family), "install-target-libgcc",
                            f"DESTDIR={destdir}"], obj, env)
    prefix = b.work / "prefix"
    where = destdir / str(prefix).lstrip("/") / "lib" / "gcc" / family.target / version
    if not (where / "libgcc.a").is_file():
        raise CtbError(f"toolchain: step libgcc-{core} installed no libgcc.a; see "
                       f"{b.logs / f'libgcc-{core}.log'}")
    rmtree(dest)
    shutil.copytree(where, dest)
    rmtree(destdir)


def picolibc_headers(b: Workshop, family: Family, core: str, tarball: Path,
                     env: Env) -> Path:
    """picolibc built for this core with the staged compiler: its include/."""
    prefix = b.work / f"picolibc-{core}"
    gcc = b.work / "prefix" / "bin" / f"{family.target}-gcc"
    tools = {t: f"/usr/bin/{family.binutils}-{t}" for t in ("ar", "as", "nm", "strip")}
    cross = picolibc_build.cross_file(str(gcc), tools, family.cpu_family, core,
                                      [*family.target_cflags, *family.core_cflags(b, core)])
    destdir = picolibc_build.build(b, tarball, cross, prefix, prefix / "specs", env,
                                   f"{core}-headers")
    include = picolibc_build.staged(destdir, prefix) / "include"
    if not (include / "stdlib.h").is_file():
        raise CtbError(f"toolchain: picolibc for {core} installed no stdlib.h")
    return include


def build_libstdcxx(b: Workshop, family: Family, core: str, env: Env, headers: Path,
                    dest: Path) -> None:
    """libstdc++ for one core in the GCC tree, against picolibc's headers
    (put where the tree's xgcc looks for target headers: prefix/<target>/include),
    with the core's libgcc; the installed tree (laid out like prefix/) lands
    in dest/."""
    obj, prefix = b.work / "obj", b.work / "prefix"
    tooldir = prefix / family.target / "include"
    rmtree(tooldir)
    shutil.copytree(headers, tooldir)
    rmtree(obj / family.target / "libstdc++-v3")
    b.sh(f"libstdcxx-{core}", ["make", f"-j{b.jobs}", *_flags(family),
                               "all-target-libstdc++-v3"], obj, env)
    destdir = b.work / f"libstdcxx-{core}-destdir"
    rmtree(destdir)
    b.sh(f"libstdcxx-{core}", ["make", *_flags(family), "install-strip-target-libstdc++-v3",
                               f"DESTDIR={destdir}"], obj, env)
    tree = destdir / str(prefix).lstrip("/")
    if not (tree / family.target / "lib" / "libstdc++.a").is_file():
        raise CtbError(f"toolchain: step libstdcxx-{core} installed no libstdc++.a; see "
                       f"{b.logs / f'libstdcxx-{core}.log'}")
    # the C++ headers are in <target>/include/c++/<version> (a cross GCC's
    # gxx_include_dir); picolibc's copy beside them was only for this build
    rmtree(tree / "share")
    for la in tree.rglob("*.la"):
        la.unlink()
    rmtree(dest)
    shutil.copytree(tree, dest)
    rmtree(destdir)
    rmtree(tooldir)
