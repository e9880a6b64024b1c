"""Emulated cores: QEMU from Debian's packages, and the ESP32-class cores whose
compiler and QEMU ctbench builds into its cache."""

from __future__ import annotations

from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets.base import Need, RunOptions, Target, present
from ctbench.targets.build import Build, cmake_build
from ctbench.targets.variants import Variant


class QemuTarget(Target):
    """A core emulated by QEMU from Debian's packages, counting executed
    instructions exactly under -icount. Output and exit status go through
    semihosting; the run settings are compiled into the image."""

    default_batch_ms = 2

    def __init__(self, name: str, description: str, compiler: tuple[str, str],
                 library: tuple[str, str], qemu: tuple[str, str], machine: list[str],
                 icount_shift: int, isa: str) -> None:
        self.name = name
        self.isa = isa
        self.description = description
        self.compiler = compiler[0]
        self.size_tool = compiler[0].removesuffix("gcc") + "size"
        self.needs_tools = (compiler, library, qemu, ("cmake", "cmake"))
        self.qemu = qemu[0]
        self.machine = machine
        # Must match the port's tick-to-instruction scale (firmware/targets/
        # <name>/port.c); port_counts_instructions_exactly fails otherwise.
        self.icount_shift = icount_shift

    def build(self, variant: Variant, options: RunOptions, extra: list[str] | None = None,
              tag: str = "") -> Build:
        self.require()
        self.accepts(variant)
        args = [f"-DCTB_RUN_BATCH_MS={options.batch_ms}",
                f"-DCTB_RUN_BATCHES={options.batches}",
                "-DCTB_RUN_FILTER=" + ("" if options.bench == "*" else options.bench),
                *(extra or [])]
        return cmake_build(self.name, variant, args, size_tool=self.size_tool, tag=tag,
                           app_only=options.app_only)

    def command(self, build: Build, options: RunOptions, program: Path) -> list[str]:
        return self.qemu_argv(program, "-icount", f"shift={self.icount_shift},sleep=off")

    def qemu_argv(self, program: Path, *extra: str) -> list[str]:
        """QEMU running `program` with semihosting on stdout and nothing
        else attached, plus `extra` options."""
        return [self.qemu, *self.machine, *extra, "-semihosting", "-display", "none",
                "-monitor", "none", "-serial", "none", "-kernel", str(program)]


class CachedQemuTarget(QemuTarget):
    """An ESP32-class Xtensa core (windowed ABI) whose compiler and QEMU
    ctbench builds into its own cache, both with `ctbench toolchain build
    <core>`: GCC 14 with picolibc (targets/xtensa_gcc.py) and qemu-system-xtensa
    with the core imported from Espressif's overlays at 1 GHz
    (targets/qemu_cores.py), so CCOUNT counts instructions one for one under
    -icount shift=0. The port is firmware/targets/xtensa-windowed/."""

    def __init__(self, core: str, description: str) -> None:
        self.core = core
        self.remedy = f"run ctbench toolchain build {core}"
        how = f"none: {self.remedy}"
        super().__init__(f"qemu-{core}", description, (f"xtensa-{core}-elf-gcc", how),
                         (f"xtensa-{core}-elf picolibc", how),
                         (f"qemu-system-xtensa -cpu {core}", how),
                         ["-M", "sim", "-cpu", core], icount_shift=0, isa="xtensa")

    def _gcc(self) -> Path | None:
        from ctbench.targets import xtensa_gcc

        gcc = xtensa_gcc.tool(self.core, "gcc")
        return gcc if gcc is not None and gcc.exists() else None

    def _qemu(self) -> Path | None:
        from ctbench.targets import qemu_cores

        try:
            return qemu_cores.installed_qemu()
        except CtbError:   # tampered with: building again says so
            return None

    def needs(self) -> list[Need]:
        how = f"none: {self.remedy}"
        return [Need(f"xtensa-{self.core}-elf-gcc", how, self._gcc() is not None, self.remedy),
                Need(f"qemu-system-xtensa -cpu {self.core}", how, self._qemu() is not None,
                     self.remedy),
                Need("cmake", "cmake", present("cmake"))]

    def build(self, variant: Variant, options: RunOptions, extra: list[str] | None = None,
              tag: str = "") -> Build:
        self.require()
        gcc = self._gcc()
        assert gcc is not None
        self.compiler = str(gcc)
        self.size_tool = str(gcc.with_name(gcc.name.removesuffix("gcc") + "size"))
        return super().build(variant, options, [f"-DCTB_XTENSA_GCC={gcc}", *(extra or [])],
                             tag)

    def qemu_argv(self, program: Path, *extra: str) -> list[str]:
        qemu = self._qemu()
        if qemu is None:
            raise CtbError(f"target {self.name}: missing: {self.remedy} "
                           f"(qemu-system-xtensa -cpu {self.core})")
        self.qemu = str(qemu)
        return super().qemu_argv(program, *extra)


def emulated_targets() -> list[QemuTarget]:
    return [
        QemuTarget("qemu-xtensa", "Xtensa lx106 (ESP8266 core) in QEMU; unit exact insns",
                   ("xtensa-lx106-elf-gcc", "gcc-xtensa-lx106"),
                   ("/usr/lib/xtensa-lx106-elf/picolibc.specs", "picolibc-xtensa-lx106-elf"),
                   ("qemu-system-xtensa", "qemu-system-misc"),
                   ["-M", "sim", "-cpu", "lx106"], icount_shift=6, isa="xtensa"),
        QemuTarget("qemu-riscv32", "RV32IMC (ESP32-C3 class) in QEMU virt; unit exact insns",
                   ("riscv64-unknown-elf-gcc", "gcc-riscv64-unknown-elf"),
                   ("/usr/lib/picolibc/riscv64-unknown-elf/picolibc.specs",
                    "picolibc-riscv64-unknown-elf"),
                   ("qemu-system-riscv32", "qemu-system-misc"),
                   ["-M", "virt", "-bios", "none"], icount_shift=0, isa="riscv"),
        QemuTarget("qemu-cortex-m4", "Cortex-M4 in QEMU mps2-an386; unit exact insns",
                   ("arm-none-eabi-gcc", "gcc-arm-none-eabi"),
                   ("/usr/lib/arm-none-eabi/newlib/nosys.specs", "libnewlib-arm-none-eabi"),
                   ("qemu-system-arm", "qemu-system-arm"),
                   ["-M", "mps2-an386"], icount_shift=7, isa="arm"),
    ]


def cached_emulated_targets() -> list[CachedQemuTarget]:
    """Emulated targets whose compiler and QEMU ctbench builds itself
    (`ctbench toolchain build <core>`); not in emulated_targets(), whose
    targets the constant-time audit and trace also cover."""
    return [
        CachedQemuTarget("esp32", "Xtensa LX6 (ESP32 core, windowed ABI) in QEMU; "
                         "unit exact insns"),
        CachedQemuTarget("esp32s3", "Xtensa LX7 (ESP32-S3 core, windowed ABI) in QEMU; "
                         "unit exact insns"),
    ]
