"""Valgrind's memcheck on a reference mbedTLS's mbedtls_mpi_core_sub and
_mla: the variant's own bignum_core.c (3.6.x or 4.x, patched as the
variant says) with its configuration as the campaigns build it, linked
into components/ctb_ref_mbedtls/ctcheck/ct_flow_core.c natively, the
operands secret and the result and carry declassified only after the
call.

Two builds, one row each per function:

- gcc -O2, the campaigns' native build: what ships on x86-64. Here gcc
  12 compiles 3.6's plain carries without a branch (`setb`, `adc`).
- gcc -O2 -fno-if-conversion -fno-if-conversion2: a compiler that keeps
  the branch a C comparison can become, as gcc does at -Os on lx106 and
  the Cortex-M4 (the audit's rows). There 3.6.6's excess-limb carry in
  core_mla (`c = (*d < c)`) is a `jb` on the secret carry.

Valgrind runs the machine code, so mbedTLS's asm (its constant-time
barrier, bn_mul.h) is checked as it ships; MemorySanitizer cannot do
that, nor follow a carry through mbedTLS's C masks (docs/regression.md).
The rows are x86-64 only: the audit covers the cores.
"""

from __future__ import annotations

import subprocess
from pathlib import Path

from ctbench.command import run_tool
from ctbench.ctlab.catalogue import Row, row, selected
from ctbench.ctlab.flow_verdict import flow_functions, valgrind_verdict
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets.git_baseline import CRYPTO_DIR

COMPILER = "gcc"
BUILDS = {
    "x86_64-gcc -O2": ("-O2",),
    "x86_64-gcc -O2 -fno-if-conversion": ("-O2", "-fno-if-conversion", "-fno-if-conversion2"),
}
COMMON = ("-gdwarf-4", "-ffunction-sections", "-Wl,--gc-sections", "-w")
SOURCES = ("bignum_core.c", "bignum.c", "constant_time.c", "platform_util.c")


def _component() -> Path:
    return project_root() / "components" / "ctb_ref_mbedtls"


def tree_flags(tree: Path) -> list[str]:
    """The include paths, configuration and sources of a 3.6.x or 4.x
    tree, as components/ctb_ref_mbedtls/CMakeLists.txt builds it."""
    config = _component() / "config"
    tfpsa = tree / CRYPTO_DIR
    if (tfpsa / "drivers" / "builtin" / "src" / "bignum_core.c").is_file():
        lib = tfpsa / "drivers" / "builtin" / "src"
        flags = [f"-I{tree / 'include'}", f"-I{tfpsa / 'include'}",
                 f"-I{tfpsa / 'drivers' / 'builtin' / 'include'}", f"-I{lib}",
                 f"-I{tfpsa / 'core'}",
                 f'-DTF_PSA_CRYPTO_CONFIG_FILE="{config / "ctb_tfpsa_config.h"}"',
                 f'-DMBEDTLS_CONFIG_FILE="{config / "ctb_mbedtls4_tls_config.h"}"']
    elif (tree / "library" / "bignum_core.c").is_file():
        lib = tree / "library"
        flags = [f"-I{tree / 'include'}", f"-I{lib}",
                 f'-DMBEDTLS_CONFIG_FILE="{config / "ctb_mbedtls_config.h"}"']
    else:
        raise CtbError(f"{tree}: no bignum_core.c of mbedTLS 3.6.x or 4.x")
    return flags + [str(lib / s) for s in SOURCES]


def variant_tree(variant: str, work: Path) -> Path:
    """The variant's mbedTLS tree: the cached release, or a copy in work
    with its patch sets applied (the campaigns' own route)."""
    from ctbench.targets.build import reference_tree
    from ctbench.targets.variants import resolve_variant

    args = reference_tree(resolve_variant(variant), work)
    tree = next((a.split("=", 1)[1] for a in args if a.startswith("-DCTB_MBEDTLS_DIR=")), None)
    if tree is None:
        raise CtbError(f"variant {variant} names no mbedTLS version")
    return Path(tree)


def build(tree: Path, flags: tuple[str, ...], out: Path) -> Path:
    out.parent.mkdir(parents=True, exist_ok=True)
    run_tool([COMPILER, *flags, *COMMON, str(_component() / "ctcheck" / "ct_flow_core.c"),
              *tree_flags(tree), "-o", str(out)],
             f"building ct_flow_core.c ({' '.join(flags)})")
    return out


def check_tree(variant: str, tree: Path, work: Path) -> list[Row]:
    """One row per build and function: PASS, FAIL with memcheck's first
    report, or ERROR."""
    rows: list[Row] = []
    for target, flags in BUILDS.items():
        try:
            binary = build(tree, flags, work / target.replace(" ", "_"))
            functions = flow_functions(binary)
        except CtbError as e:
            rows.append(row(variant, "valgrind", target, "*", "ERROR", f"not run: {e}"))
            continue
        for fn in filter(selected, functions):
            proc = subprocess.run(["valgrind", "-q", "--error-exitcode=99", str(binary), fn],
                                  capture_output=True, text=True, check=False)
            verdict, detail = valgrind_verdict(fn, proc.returncode, proc.stdout, proc.stderr)
            rows.append(row(variant, "valgrind", target, fn, verdict, detail))
    return rows


def check(variant: str, work: Path) -> list[Row]:
    """check_tree() on a reference variant's tree."""
    try:
        tree = variant_tree(variant, work / "tree")
    except CtbError as e:
        return [row(variant, "valgrind", target, "*", "ERROR", f"not run: {e}")
                for target in BUILDS]
    return check_tree(variant, tree, work)
