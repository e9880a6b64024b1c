"""picolibc for one core of the lab's toolchains, built with meson from
Debian's source (targets.xtensa_gcc, targets.riscv_gcc, and the headers
that libstdc++ is built against in targets.gcc_build).

Every build takes the same options (OPTIONS): crt0 and semihosting for the
emulated runs, and native thread-local storage, since ESP-IDF defines
`__thread int errno` itself (components/newlib/src/picolibc/errno.c) and
picolibc's own declaration must agree. The headers ESP-IDF needs beyond
picolibc's are added by targets.picolibc_idf.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets.toolchain_steps import Workshop, extract, rmtree

OPTIONS = (
    "-Dmultilib=false", "-Dtests=false", "-Dpicocrt=true", "-Dsemihost=true",
    "-Dnewlib-global-errno=false", "-Dthread-local-storage=true", "--buildtype=plain",
)


def cross_file(cc: str, tools: Mapping[str, str], cpu_family: str, cpu: str,
               c_args: list[str]) -> str:
    """A meson cross file: `cc` the compiler, `tools` ar/as/nm/strip paths."""
    def q(text: str) -> str:
        return f"'{text}'"
    args = ", ".join(q(a) for a in c_args)
    return ("[binaries]\n"
            f"c = [{q(cc)}]\n"
            + "".join(f"{name} = {q(path)}\n" for name, path in tools.items())
            + "\n[host_machine]\nsystem = 'none'\n"
            f"cpu_family = '{cpu_family}'\ncpu = '{cpu}'\nendian = 'little'\n\n"
            f"[properties]\nc_args = [{args}]\nskip_sanity_check = true\n")


def build(b: Workshop, tarball: Path, cross: str, prefix: Path, specsdir: Path,
          env: Mapping[str, str | None], tag: str) -> Path:
    """Configure picolibc for `prefix` (its specs file names that path),
    build it and install it into `destdir`; returns the destdir root, in
    which prefix/ and specsdir/ appear as relative paths."""
    src_root = b.work / f"picolibc-src-{tag}"
    rmtree(src_root)
    extract(tarball, src_root)
    src = next(p for p in src_root.iterdir() if p.is_dir())
    cross_path = b.work / f"cross-{tag}.txt"
    cross_path.write_text(cross)
    build_dir = b.work / f"picolibc-build-{tag}"
    rmtree(build_dir)
    b.sh(f"picolibc-configure-{tag}", [
        "meson", "setup", str(build_dir), str(src), f"--cross-file={cross_path}",
        f"--prefix={prefix}", "-Dincludedir=include", "-Dlibdir=lib",
        f"-Dspecsdir={specsdir}", *OPTIONS], src, env)
    b.sh(f"picolibc-build-{tag}", ["ninja", "-C", str(build_dir), f"-j{b.jobs}"], src, env)
    destdir = b.work / f"picolibc-destdir-{tag}"
    rmtree(destdir)
    b.sh(f"picolibc-install-{tag}", ["meson", "install", "-C", str(build_dir), "--destdir",
                                     str(destdir), "--no-rebuild"], src, env)
    if not (destdir / str(specsdir).lstrip("/") / "picolibc.specs").is_file():
        raise CtbError(f"toolchain: step picolibc-install-{tag} made no picolibc.specs; see "
                       f"{b.logs / f'picolibc-install-{tag}.log'}")
    rmtree(src_root)
    rmtree(build_dir)
    return destdir


def staged(destdir: Path, path: Path) -> Path:
    """Where an absolute install path landed under destdir."""
    return destdir / str(path).lstrip("/")


def system_headers_specs(text: str) -> str:
    """picolibc's specs with its `-isystem <include>` removed: the toolchain
    installs picolibc's headers as GCC's own system headers instead, so that
    libstdc++'s <cstdlib> finds <stdlib.h> after itself (#include_next),
    which an -isystem directory ahead of libstdc++'s would defeat."""
    return re.sub(r"-isystem %\{[^{}]*\}\s*", "", text)
