"""The cross compilers the audit builds the checked functions with: a
`Toolchain` per compiler, its flags and its objdump, each for one ISA.
(Not targets/xtensa_gcc.py, which builds the GCC of the lab's ESP32 cores:
two of these compilers, LAB_TOOLCHAINS, are that build's.)"""

from __future__ import annotations

import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import xtensa_gcc


@dataclass(frozen=True)
class Toolchain:
    name: str
    cc: tuple[str, ...]
    objdump: str
    isa: str
    machine: str = ""   # a host compiler must target this (`cc -dumpmachine`)
    remedy: str = ""    # how to get it when no Debian package has it
    windowed: bool = False   # Xtensa windowed ABI (entry/retw, callN)

    def missing(self) -> list[str]:
        """Tools (or --specs files) that are not installed."""
        tools = [self.cc[0], self.objdump, *(a.split("=", 1)[1] for a in self.cc
                                             if a.startswith("--specs=/"))]
        # a tool ctbench builds is found by its path in the cache, never on
        # PATH (Espressif's toolchains have the same names, other defaults)
        gone = [t for t in tools if not (Path(t).exists() if t.startswith("/")
                                         else not self.remedy and shutil.which(t))]
        if gone and self.remedy:   # ctbench builds it: say how, not just what
            return [f"{', '.join(Path(t).name for t in gone)} ({self.remedy})"]
        if not gone and self.machine:
            out = subprocess.run([self.cc[0], "-dumpmachine"], capture_output=True, text=True,
                                 check=False).stdout.strip()
            if not out.startswith(self.machine):
                gone.append(f"{self.cc[0]} targeting {self.machine} (it targets {out or '?'})")
        return gone


TOOLCHAINS: dict[str, Toolchain] = {t.name: t for t in (
    Toolchain("x86_64-gcc", ("gcc",), "objdump", "x86_64", machine="x86_64"),
    Toolchain("x86_64-clang", ("clang-19",), "objdump", "x86_64", machine="x86_64"),
    Toolchain("xtensa-lx106-gcc", ("xtensa-lx106-elf-gcc", "-mtext-section-literals",
                                   "--specs=/usr/lib/xtensa-lx106-elf/picolibc.specs"),
              "xtensa-lx106-elf-objdump", "xtensa"),
    Toolchain("arm-cortex-m4-gcc", ("arm-none-eabi-gcc", "-mcpu=cortex-m4", "-mthumb",
                                    "-mfloat-abi=soft"), "arm-none-eabi-objdump", "arm"),
    Toolchain("riscv32-gcc", ("riscv64-unknown-elf-gcc", "-march=rv32imc_zicsr",
                              "-mabi=ilp32", "--specs=picolibc.specs"),
              "riscv64-unknown-elf-objdump", "riscv"),
)}

# The lab's ESP32 (LX6) and ESP32-S3 (LX7) cores, windowed ABI: GCC 14 and
# picolibc that `ctbench toolchain build <core>` puts in the user's cache
# (targets/xtensa_gcc.py), with the flags the project builds them with
# (firmware/targets/xtensa-windowed/toolchain.cmake). Optional: the default
# toolchains include one only once it is built (default_toolchains()), and
# its paths are looked up when it is used, not at import.
LAB_TOOLCHAINS = {"xtensa-esp32-gcc": "esp32", "xtensa-esp32s3-gcc": "esp32s3"}
LAB_FLAGS = ("-mtext-section-literals", "-mlongcalls", "--specs=picolibc.specs")


def lab_toolchain(name: str) -> Toolchain:
    """A lab toolchain: the cache's wrappers; not built, their bare names,
    which missing() reports with the command that builds them."""
    core = LAB_TOOLCHAINS[name]
    where = xtensa_gcc.installed(core)
    gcc, objdump = (str(where / "bin" / t) if where else t
                    for t in (f"xtensa-{core}-elf-gcc", f"xtensa-{core}-elf-objdump"))
    return Toolchain(name, (gcc, *LAB_FLAGS), objdump, "xtensa",
                     remedy=f"run ctbench toolchain build {core}", windowed=True)


def get_toolchain(name: str) -> Toolchain:
    """A toolchain by name: TOOLCHAINS (looked up now: tests replace
    entries) or a lab one."""
    if name in TOOLCHAINS:
        return TOOLCHAINS[name]
    if name in LAB_TOOLCHAINS:
        return lab_toolchain(name)
    raise CtbError(f"unknown toolchain {name} (known: {', '.join(known_toolchains())})")


def known_toolchains() -> list[str]:
    """Every toolchain name audit() accepts, installed or not."""
    return [*TOOLCHAINS, *(n for n in LAB_TOOLCHAINS if n not in TOOLCHAINS)]


def default_toolchains() -> list[str]:
    """What audit() runs when not told: every toolchain of TOOLCHAINS (one
    that is missing gives ERROR rows: Debian has it), and the lab ones that
    are built (a fresh machine has none, and needs none)."""
    return [*TOOLCHAINS, *(n for n in LAB_TOOLCHAINS
                           if n not in TOOLCHAINS and not lab_toolchain(n).missing())]
