"""The asm paths build, and are the ones chosen, on the ISAs the emulators
do not run: Arm A32 (ARMv4T and ARMv7-A) and RV64. Their unit tests run on
Thumb-2 and RV32 (tests/firmware/test_c_units.py); here the compiler must accept the
assembly with -Werror and the objects must contain it."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CT = ROOT / "components" / "ctb_ct"

CASES = [
    ("arm-none-eabi-gcc", ["-marm", "-mcpu=arm7tdmi"], {"subs", "sbc"}),
    ("arm-none-eabi-gcc", ["-marm", "-march=armv7-a"], {"subs", "sbc"}),
    ("riscv64-unknown-elf-gcc", ["-march=rv64imac", "-mabi=lp64", "--specs=picolibc.specs"],
     {"sltu"}),
]


@pytest.mark.parametrize("compiler, flags, expected", CASES, ids=["a32-v4t", "a32-v7", "rv64"])
def test_asm_path_builds(compiler: str, flags: list[str], expected: set[str],
                         tmp_path: Path) -> None:
    if shutil.which(compiler) is None:
        pytest.skip(f"{compiler} not found")
    obj = tmp_path / "ct_sub.o"
    subprocess.run([compiler, "-Os", "-Wall", "-Wextra", "-Werror", *flags, f"-I{CT / 'include'}",
                    "-c", str(CT / "src" / "ct_sub.c"), "-o", str(obj)], check=True)
    dump = subprocess.run([compiler.removesuffix("gcc") + "objdump", "-d", str(obj)],
                          capture_output=True, text=True, check=True).stdout
    mnemonics = {line.split("\t")[2].strip() for line in dump.splitlines()
                 if line.count("\t") >= 2}
    assert expected <= mnemonics, sorted(mnemonics)
