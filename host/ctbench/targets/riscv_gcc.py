"""The toolchain for the ESP32-C3 (RV32IMC), with Espressif's tool names
(riscv32-esp-elf-*), built from Debian's sources:

    ctbench toolchain build esp32c3 [--keep] [--jobs N]

Why not Debian's riscv64-unknown-elf GCC 12: its rv32im/ilp32 multilib and
picolibc would serve C, but it ships no libstdc++ (no headers, no library),
and ESP-IDF's cxx component is C++ (cxx_guards.cpp, cxx_init.cpp, -lstdc++)
in every build. So the C3 gets the Xtensa cores' recipe (targets.gcc_build):
GCC 14.2 configured for riscv32-esp-elf with the C3's -march as its default
(rv32imc_zicsr_zifencei, ilp32, no multilibs), libgcc and libstdc++,
picolibc with ESP-IDF's headers; binutils are Debian's riscv64-unknown-elf
2.40 (GCC passes -march to as and -melf32lriscv to ld).

    gcc-14.2.0-riscv-<key>/     the GCC (targets.gcc_build)
    esp32c3-<key>/              the toolchain (targets.core_toolchain layout)
    esp32c3/current -> ../esp32c3-<key>
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Callable
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import core_toolchain, gcc_build, picolibc_build, picolibc_idf
from ctbench.targets.toolchain_steps import (
    GCC_PACKAGE,
    PICOLIBC_PACKAGE,
    SUITE,
    Workshop,
    clean_stale,
    deb_version,
    debian_files,
    host_cc,
    installed,
    key,
    point_current,
    rmtree,
    root,
)

CORE = "esp32c3"
TARGET = "riscv32-esp-elf"
PREFIX = "riscv32-esp-elf"          # Espressif's tool names for every RISC-V chip
MARCH, MABI = "rv32imc_zicsr_zifencei", "ilp32"
BINUTILS_PACKAGE, BINUTILS_PREFIX = "binutils-riscv64-unknown-elf", "riscv64-unknown-elf"
CORE_RECIPE = 2     # 2: limits.h chained to picolibc's

CHECK_C = r"""
#include <stdint.h>
#include <stdio.h>
uint64_t mul_32x32(uint32_t a, uint32_t b) { return (uint64_t)a * b; }
volatile uint64_t x = 1234567890123ull;
int main(void) { printf("%lu\n", (unsigned long)(x / 12345u)); return 0; }
"""


def tool(name: str) -> Path | None:
    where = installed(CORE)
    return where / "bin" / f"{PREFIX}-{name}" if where else None


def family() -> gcc_build.Family:
    return gcc_build.Family(
        name="riscv", target=TARGET, cores=(CORE,), binutils=BINUTILS_PREFIX,
        configure=(f"--with-arch={MARCH}", f"--with-abi={MABI}"), host_env={},
        target_cflags=(), cpu_family="riscv32", core_env=lambda stage, core: {})


def record() -> tuple[dict[str, object], dict[str, Path]]:
    """The inputs (for keys and the manifest) and the Debian files' paths."""
    gcc_ver, pico_ver, files = debian_files()
    rec: dict[str, object] = {
        "gcc": {"debian": f"{SUITE} {GCC_PACKAGE} {gcc_ver}",
                **{k: {"file": f.name, "sha256": f.sha256}
                   for k, f in files.items() if k.startswith("gcc")}},
        "picolibc": {"debian": f"{SUITE} {PICOLIBC_PACKAGE} {pico_ver}",
                     "file": files["picolibc-orig"].name,
                     "sha256": files["picolibc-orig"].sha256},
        "binutils": f"{BINUTILS_PACKAGE} "
                    f"{deb_version(BINUTILS_PACKAGE, f'{BINUTILS_PREFIX}-as')}",
        "host_cc": host_cc(), "recipe": gcc_build.RECIPE,
    }
    return rec, {k: f.path for k, f in files.items()}


def core_dir(rec: dict[str, object]) -> Path:
    k = key({"gcc": gcc_build.gcc_key(family(), rec), "picolibc": picolibc_build.OPTIONS,
             "recipe": CORE_RECIPE, "specs": core_toolchain.DEFAULT_SPECS,
             "headers": picolibc_idf.recipe()})
    return root() / f"{CORE}-{k}"


def write_wrappers(bindir: Path) -> list[Path]:
    return core_toolchain.write_wrappers(bindir, PREFIX, TARGET, BINUTILS_PREFIX, {})


def build_core(jobs: int = 0, keep: bool = False,
               say: Callable[[str], None] = print) -> tuple[Path, bool]:
    """The C3's toolchain: (its directory, whether it was a cache hit)."""
    jobs = jobs or os.cpu_count() or 1
    rec, files = record()
    final = core_dir(rec)
    if (final / "manifest.json").is_file():
        point_current(CORE, final)
        return final, True
    start = time.monotonic()
    clean_stale()
    fam = family()
    gcc, gcc_hit = gcc_build.build_gcc(fam, rec, files, jobs, keep, say)
    say(f"gcc: {'cached' if gcc_hit else 'built'} in {gcc}")
    gcc_manifest = json.loads((gcc / "manifest.json").read_text())
    version = gcc_manifest["version"]
    b = Workshop(root() / "build" / final.name, jobs, lambda m: say(f"{CORE}: {m}"))
    rmtree(b.work)
    b.work.mkdir(parents=True)
    stage = root() / f".{final.name}.{os.getpid()}.tmp"
    rmtree(stage)
    with b.step("assemble"):
        libdir = core_toolchain.assemble(gcc, CORE, TARGET, version, stage)
        write_wrappers(stage / "bin")
    with b.step("picolibc"):
        bindir = stage / "bin"
        cross = picolibc_build.cross_file(
            str(bindir / f"{PREFIX}-gcc"),
            {t: str(bindir / f"{PREFIX}-{t}") for t in ("ar", "as", "nm", "strip")},
            "riscv32", CORE, [])
        destdir = picolibc_build.build(b, files["picolibc-orig"], cross, final / "picolibc",
                                       final / libdir.relative_to(stage), {}, CORE)
        added = core_toolchain.install_picolibc(b, destdir, stage, final, libdir, TARGET)
    with b.step("verify"):
        if final.is_symlink():
            final.unlink()
        final.symlink_to(stage.name)
        try:
            checks = verify(b, final / "bin")
        finally:
            final.unlink()
    manifest = {
        "core": CORE, "target": TARGET, "gcc_version": version, "march": MARCH, "mabi": MABI,
        "inputs": rec, "gcc": {"dir": gcc.name, "configure": fam.options(),
                               "seconds": gcc_manifest["seconds"],
                               "total_seconds": gcc_manifest["total_seconds"],
                               "cached": gcc_hit},
        "picolibc_options": list(picolibc_build.OPTIONS), "picolibc_headers_added": added,
        "seconds": b.seconds, "total_seconds": round(time.monotonic() - start, 1),
        "checks": checks,
        "usage": f"bin/{PREFIX}-gcc [--specs=picolibc.specs [--oslib=semihost]] ...",
    }
    return core_toolchain.install(b, stage, final, CORE, manifest, keep)


def verify(b: Workshop, bindir: Path) -> dict[str, object]:
    """The C3's code (a 32x32->64 product is mul + mulhu, no call), a link
    with picolibc and libgcc, and C++ with native TLS."""
    from ctbench.targets.toolchain_steps import run

    cc, objdump = bindir / f"{PREFIX}-gcc", bindir / f"{PREFIX}-objdump"
    d = b.work / "verify"
    d.mkdir(exist_ok=True)
    (d / "check.c").write_text(CHECK_C)
    b.sh("verify", [str(cc), "-O2", "--specs=picolibc.specs", "--oslib=semihost",
                    "-Wl,--defsym=__flash=0x80000000", "-Wl,--defsym=__flash_size=0x400000",
                    "-Wl,--defsym=__ram=0x80400000", "-Wl,--defsym=__ram_size=0x200000",
                    "check.c", "-o", "check.elf"], d)
    # the code of the object (the link drops mul_32x32: nothing calls it)
    b.sh("verify", [str(cc), "-O2", "-c", "check.c", "-o", "check.o"], d)
    dis = run([str(objdump), "-dr", str(d / "check.o")], "objdump -dr check.o")
    (b.logs / "verify-check.dis").write_text(dis)
    body = dis.split("<mul_32x32>:", 1)[-1].split("\n\n", 1)[0]
    if "mulhu" not in body or "__muldi3" in body:
        raise CtbError(f"toolchain: step verify: the 32x32->64 product is not mul+mulhu; "
                       f"see {b.logs / 'verify-check.dis'}")
    found: dict[str, object] = {"mul_32x32": "mul+mulhu", "links_with_picolibc": True}
    found.update(core_toolchain.verify_cxx(b, bindir / f"{PREFIX}-g++", objdump, []))
    return found


def build(jobs: int = 0, keep: bool = False) -> tuple[Path, bool, float]:
    """`ctbench toolchain build esp32c3`: (directory, cache hit, seconds)."""
    import sys

    from rich.console import Console

    console = Console(stderr=True, no_color=not sys.stderr.isatty())
    t0 = time.monotonic()

    def say(msg: str) -> None:
        console.print(f"[dim]{time.monotonic() - t0:7.1f}s[/dim] {msg}", highlight=False)

    where, hit = build_core(jobs, keep, say)
    return where, hit, time.monotonic() - t0
