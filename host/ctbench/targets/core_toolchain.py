"""One chip's toolchain tree, assembled from its family's GCC
(targets.gcc_build) and its own picolibc: what targets.xtensa_gcc and
targets.riscv_gcc share.

    <chip>-<key>/
      bin/<prefix>-{gcc,g++,c++,cpp,gcc-ar,gcc-nm,gcc-ranlib,as,ld,...}
                                shell wrappers with Espressif's tool names
                                (xtensa-esp32-elf-, xtensa-esp32s3-elf-,
                                riscv32-esp-elf-), the names idf.py calls
      gcc/                      GCC (hard links), with this core's libgcc and
                                libstdc++ (headers in gcc/<target>/include/c++);
                                gcc/<target>/include and lib link to picolibc's
                                headers and libraries: GCC's own system ones
      gcc/lib/gcc/<target>/<v>/specs
                                GCC's default specs, replacing xtensa-elf's
                                simulator start files and libraries (crt1-sim,
                                -lsim, -lhandlers-sim, -lhal) and riscv-elf's
                                libgloss crt0 with crti/crtbegin and picolibc
      picolibc/{include,lib}    picolibc for this core, with the headers
                                ESP-IDF needs (targets.picolibc_idf)
      manifest.json, logs/

A program for the lab's emulators links with `--specs=picolibc.specs
[--oslib=semihost]` (crt0, picolibc.ld); ESP-IDF finds the same specs file
by name and links with its own scripts and -nostartfiles.
"""

from __future__ import annotations

import json
import os
import shutil
from collections.abc import Mapping
from pathlib import Path

from ctbench.targets import picolibc_build, picolibc_idf
from ctbench.targets.toolchain_steps import (
    Workshop,
    dir_size,
    link_tree,
    overlay,
    point_current,
    publish,
    rmtree,
    run,
)

# Espressif's tool names that point at GCC, and those that point at binutils
GCC_TOOLS = ("gcc", "g++", "c++", "cpp")
GCC_ALIASES = {"gcc-ar": "ar", "gcc-nm": "nm", "gcc-ranlib": "ranlib"}   # no LTO here
BINUTILS = ("as", "ld", "ar", "objdump", "objcopy", "size", "nm", "ranlib", "readelf",
            "strip", "addr2line", "c++filt", "strings", "elfedit")
DEFAULT_SPECS = """\
*startfile:
crti%O%s crtbegin%O%s

*endfile:
crtend%O%s crtn%O%s

*lib:
--start-group -lc %(libgcc) --end-group

"""


def wrapper(name: str, target: str, env: Mapping[str, str]) -> str:
    """A shell wrapper: relative to its own directory, so that the tree works
    wherever it is (and while staged). `env` values may use $here."""
    exports = "".join(f'{k}="{v}"\nexport {k}\n' for k, v in env.items())
    return ("#!/bin/sh\n"
            f"# {name}: ctbench toolchain\n"
            'here=$(dirname "$(readlink -f "$0")")\n'
            f"{exports}"
            f'exec {target} "$@"\n')


def write_wrappers(bindir: Path, prefix: str, gcc_target: str, binutils: str,
                   env: Mapping[str, str], binutils_env: Mapping[str, str] | None = None
                   ) -> list[Path]:
    """bin/<prefix>-<tool> for GCC's tools (gcc/bin/<gcc_target>-<tool>) and
    binutils (/usr/bin/<binutils>-<tool>)."""
    bindir.mkdir(parents=True, exist_ok=True)
    tools = {t: f'"$here/../gcc/bin/{gcc_target}-{t}"' for t in GCC_TOOLS}
    tools.update({t: f"/usr/bin/{binutils}-{b}" for t, b in GCC_ALIASES.items()})
    tools.update({t: f"/usr/bin/{binutils}-{t}" for t in BINUTILS})
    made = []
    for name, target in tools.items():
        path = bindir / f"{prefix}-{name}"
        uses_gcc = target.startswith('"$here')
        path.write_text(wrapper(path.name, target,
                                env if uses_gcc else (binutils_env or env)))
        path.chmod(0o755)
        made.append(path)
    return made


# GCC built without the target's headers installs a limits.h that stops at
# its own limits; built with them, it also includes the C library's (here
# picolibc's PATH_MAX and POSIX limits). These lines make it do so.
LIMITS_HEAD = """\
/* ctbench toolchain: GCC's limits.h, chained to the C library's limits.h */
#ifndef _GCC_LIMITS_H_
#define _GCC_LIMITS_H_
#ifndef _LIBC_LIMITS_H_
#include "syslimits.h"
#endif
"""
LIMITS_TAIL = """
#else
#ifdef _GCC_NEXT_LIMITS_H
#include_next <limits.h>
#endif
#endif
"""


def chain_limits(libdir: Path) -> None:
    """libdir/include/limits.h (a hard link into the shared GCC: replaced,
    not written through) chained to the C library's."""
    path = libdir / "include" / "limits.h"
    text = path.read_text()
    if text.startswith(LIMITS_HEAD):
        return
    path.unlink()
    path.write_text(LIMITS_HEAD + text + LIMITS_TAIL)


def assemble(gcc: Path, core: str, target: str, version: str, stage: Path) -> Path:
    """stage/gcc: the family's GCC (hard links) with this core's libgcc and
    libstdc++; returns GCC's library directory for the core."""
    link_tree(gcc / "prefix", stage / "gcc")
    libdir = stage / "gcc" / "lib" / "gcc" / target / version
    overlay(gcc / "libgcc" / core, libdir)
    overlay(gcc / "libstdcxx" / core, stage / "gcc")
    (libdir / "specs").write_text(DEFAULT_SPECS)
    chain_limits(libdir)
    return libdir


def install_picolibc(b: Workshop, destdir: Path, stage: Path, final: Path, libdir: Path,
                     target: str) -> list[str]:
    """Move a picolibc install (configured for final/picolibc, its specs
    for final's GCC library directory) into the staged tree: headers with
    ESP-IDF's additions, as GCC's system headers; libraries beside
    libstdc++; specs without -isystem. Returns the headers added."""
    staged_final = picolibc_build.staged(destdir, final)
    shutil.move(str(staged_final / "picolibc"), str(stage / "picolibc"))
    specs_final = final / libdir.relative_to(stage)
    for name in ("picolibc.specs", "picolibcpp.specs"):
        made = staged_final / specs_final.relative_to(final) / name
        if made.is_file():
            text = picolibc_build.system_headers_specs(made.read_text())
            (libdir / name).write_text(text)
    (stage / "lib").mkdir(parents=True, exist_ok=True)
    shutil.copy2(libdir / "picolibc.specs", stage / "lib" / "picolibc.specs")
    added = picolibc_idf.add_headers(stage / "picolibc" / "include")
    # GCC's own system headers and libraries (<target>/include beside
    # libstdc++'s include/c++, <target>/lib beside libstdc++.a): links into picolibc/
    tooldir = stage / "gcc" / target
    for sub in ("include", "lib"):
        (tooldir / sub).mkdir(parents=True, exist_ok=True)
        for entry in (stage / "picolibc" / sub).iterdir():
            link = tooldir / sub / entry.name
            if not link.exists():
                link.symlink_to(os.path.relpath(entry, tooldir / sub))
    rmtree(destdir)
    return added


CXX_CHECK = r"""
#include <cstdio>
#include <cstdlib>
#include <algorithm>
#include <cxxabi.h>
#include <pthread.h>
#include <sys/dirent.h>
#include <limits.h>
#include <climits>
__thread int tls_counter;
static_assert(PATH_MAX >= 256 && CHAR_BIT == 8, "picolibc's and GCC's limits.h");
int bump(int *v, int n) { std::sort(v, v + n); return ++tls_counter + v[0]; }
"""


def verify_cxx(b: Workshop, gxx: Path, objdump: Path, flags: list[str]) -> dict[str, object]:
    """C++ against libstdc++ and picolibc (with ESP-IDF's headers), and
    native TLS: no call to __emutls_get_address."""
    d = b.work / "verify"
    d.mkdir(exist_ok=True)
    (d / "check.cpp").write_text(CXX_CHECK)
    b.sh("verify-cxx", [str(gxx), "-O2", "-fno-rtti", "-fno-exceptions", *flags,
                        "-c", "check.cpp", "-o", "check-cxx.o"], d)
    dis = run([str(objdump), "-dr", str(d / "check-cxx.o")], "objdump -dr check-cxx.o")
    (b.logs / "verify-cxx.dis").write_text(dis)
    if "__emutls" in dis:
        from ctbench.errors import CtbError
        raise CtbError("toolchain: step verify: thread-local storage is emulated "
                       "(__emutls_get_address); ESP-IDF's errno needs native TLS")
    libstdcxx = run([str(gxx), *flags, "-print-file-name=libstdc++.a"], "g++ -print-file-name")
    return {"cxx_compiles": True, "native_tls": True, "libstdc++": libstdcxx.strip()}


def install(b: Workshop, stage: Path, final: Path, name: str,
            manifest: dict[str, object], keep: bool) -> tuple[Path, bool]:
    """Finish a core's toolchain: its sizes, logs and manifest in the stage,
    the stage published as `final` and made the current one for `name`, the
    work directory gone unless kept."""
    manifest["sizes"] = {"total_bytes": dir_size(stage), "gcc_bytes": dir_size(stage / "gcc"),
                         "picolibc_bytes": dir_size(stage / "picolibc")}
    shutil.copytree(b.logs, stage / "logs")
    (stage / "manifest.json").write_text(json.dumps(manifest, indent=1))
    publish(stage, final)
    point_current(name, final)
    if not keep:
        rmtree(b.work)
    return final, False
