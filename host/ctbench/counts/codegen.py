"""Seed 000's codegen table: calls to mbedtls_ct_uint_lt left in
mbedtls_mpi_core_sub, per limb, at -Os and -O2, for a target's compiler.

mbedtls_mpi_core_sub's loop runs once per limb and holds every call the
function makes, so the calls in its body are the calls per limb. The object
is mbedTLS's own bignum_core.c from the variant's tree (the cached release,
or a copy with the variant's patch sets applied), compiled the way the
target's firmware build compiles it: that target's compiler and flags, the
bare-metal mbedTLS configuration (components/ctb_ref_mbedtls/config).

    python -m ctbench.counts.codegen qemu-esp32 qemu-esp32s3 [--variant mbedtls-3.6.6+ct]
"""

from __future__ import annotations

import argparse
import re
import sys
import tempfile
from pathlib import Path

from ctbench.command import run_tool
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets.variants import resolve_variant

FUNCTION = "mbedtls_mpi_core_sub"
CALLEE = "mbedtls_ct_uint_lt"


def compilers() -> dict[str, list[str]]:
    """Target -> compiler command line (without -O), as its firmware builds."""
    from ctbench.targets import xtensa_gcc

    out = {"qemu-xtensa": ["xtensa-lx106-elf-gcc", "-mtext-section-literals",
                           "--specs=/usr/lib/xtensa-lx106-elf/picolibc.specs"],
           "qemu-cortex-m4": ["arm-none-eabi-gcc", "-mcpu=cortex-m4", "-mthumb"],
           "qemu-riscv32": ["riscv64-unknown-elf-gcc", "-march=rv32imc_zicsr", "-mabi=ilp32",
                            "--specs=picolibc.specs"]}
    for core in ("esp32", "esp32s3"):
        gcc = xtensa_gcc.tool(core, "gcc")
        if gcc is not None:
            out[f"qemu-{core}"] = [str(gcc), "-mtext-section-literals", "-mlongcalls",
                                   "--specs=picolibc.specs"]
    return out


def calls_per_limb(cc: list[str], opt: str, tree: Path, work: Path) -> int:
    """Calls to CALLEE in FUNCTION's body, compiled at `opt`."""
    config = project_root() / "components" / "ctb_ref_mbedtls" / "config" / \
        "ctb_mbedtls_config.h"
    obj = work / f"bignum_core{opt}.o"
    run_tool([*cc, opt, "-c", str(tree / "library" / "bignum_core.c"), "-o", str(obj),
              "-I", str(tree / "include"), "-I", str(tree / "library"),
              f'-DMBEDTLS_CONFIG_FILE="{config}"'], f"{cc[0]} {opt} bignum_core.c")
    objdump = cc[0].removesuffix("gcc") + "objdump"
    listing = run_tool([objdump, "-dr", str(obj)], f"{objdump} on {obj.name}").stdout
    # To the next symbol that is not a local label (RISC-V keeps .L labels).
    body = re.search(rf"^[0-9a-f]+ <{FUNCTION}>:\n(.*?)(?=^[0-9a-f]+ <(?!\.L)[^>]+>:|\Z)",
                     listing, re.M | re.S)
    if body is None:
        raise CtbError(f"{obj}: no {FUNCTION} in the object")
    return count_calls(body.group(1), CALLEE)


_INSN = re.compile(r"^\s*[0-9a-f]+:\s+(?:[0-9a-f]{2,8}\s+)+(\S+)(.*)$")
_RELOC = re.compile(r"^\s*[0-9a-f]+:\s+(R_\S+)\s+(\S+?)(?:[+-]0x[0-9a-f]+)?\s*$")
_CALLS = re.compile(r"^(call\d*|callx\d*|jal|jalr|auipc|bl|blx)$")


def count_calls(body: str, callee: str) -> int:
    """Call instructions of a `objdump -dr` function body that reach
    callee: by the disassembler's <callee> (linked code), or by a call
    relocation attached to the instruction (an object: RISC-V's auipc+jalr,
    Xtensa's call with -mlongcalls), each instruction counted once."""
    count = 0
    current: str | None = None       # the last instruction's mnemonic
    counted = False
    for line in body.splitlines():
        reloc = _RELOC.match(line)
        if reloc:
            kind, name = reloc.groups()
            if (current and _CALLS.match(current) and not counted and name == callee
                    and "ASM_EXPAND" not in kind):
                count += 1
                counted = True
            continue
        insn = _INSN.match(line)
        if insn:
            current, rest = insn.group(1), insn.group(2)
            counted = bool(_CALLS.match(current)) and f"<{callee}>" in rest
            count += counted
    return count


def table(targets: list[str], variant: str) -> list[dict[str, object]]:
    from ctbench.targets.build import reference_tree

    v = resolve_variant(variant)
    rows = []
    with tempfile.TemporaryDirectory() as tmp:
        args = reference_tree(v, Path(tmp))
        tree = Path(next(a for a in args if a.startswith("-DCTB_MBEDTLS_DIR="))
                    .split("=", 1)[1])
        known = compilers()
        for target in targets:
            if target not in known:
                raise CtbError(f"{target}: no compiler (for qemu-esp32/qemu-esp32s3: run "
                               f"ctbench toolchain build)")
            rows.append({"target": target, "variant": variant,
                         **{opt: calls_per_limb(known[target], f"-{opt}", tree, Path(tmp))
                            for opt in ("Os", "O2")}})
    return rows


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(prog="python -m ctbench.counts.codegen", description=__doc__)
    p.add_argument("targets", nargs="+")
    p.add_argument("--variant", default="mbedtls-3.6.6+ct")
    args = p.parse_args(argv)
    try:
        rows = table(args.targets, args.variant)
    except CtbError as e:
        print(f"ctbench: {e}", file=sys.stderr)
        return 1
    print(f"calls to {CALLEE} per limb in {FUNCTION} ({args.variant})")
    print("| target | -Os | -O2 |\n|---|---:|---:|")
    for r in rows:
        print(f"| {r['target']} | {r['Os']} | {r['O2']} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
