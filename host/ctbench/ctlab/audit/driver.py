"""The audit's runs: compile each source of the checked functions with each
toolchain at each level (objcache serving what an unchanged compile would
give), disassemble, analyse, and make a verdict row per function; the
project's own compiler helpers (AUDITED_HELPERS); and the audit of the
mbedTLS reference builds (audit_reference)."""

from __future__ import annotations

import hashlib
import os
import re
import subprocess
import tempfile
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.command import run_tool
from ctbench.ctlab.audit import objcache
from ctbench.ctlab.audit.compilers import (
    Toolchain,
    default_toolchains,
    get_toolchain,
    known_toolchains,
)
from ctbench.ctlab.audit.isas import ISAS
from ctbench.ctlab.audit.objdump import Insn, parse_objdump, symbol_name
from ctbench.ctlab.audit.taint import Analysis, Program, analyse, verdict
from ctbench.ctlab.catalogue import (
    Audited,
    Row,
    audited_functions,
    components_root,
    include_flags,
    row,
)
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets.variants import resolve_variant

# Compiler helpers that are this project's own code, per ISA: (source, the
# symbols audited). Debian's lx106 toolchain has no libgcc: libgcc_lx106.c
# gives __muldi3, branch-free by design (ctb_ct_mla's 32x32->64 product), and
# the divisions, variable time by design (taint._VARIABLE_TIME_HELPERS).
AUDITED_HELPERS: dict[str, tuple[str, tuple[str, ...]]] = {
    "xtensa": ("firmware/targets/qemu-xtensa/libgcc_lx106.c", ("__muldi3",))}


def audit_helpers(tc: Toolchain, opt: str, workdir: Path | None = None
                  ) -> dict[str, Analysis]:
    """The audit of each of the toolchain's own helpers (AUDITED_HELPERS),
    compiled as audit() compiles the audited code and analysed with every
    argument secret. analyse(..., helpers=) then makes a helper's finding
    the finding of every call with a secret argument; a helper that did not
    compile is a finding too, never a pass. The windowed lab toolchains
    link GCC's own libgcc, not this project's lx106 helpers (and their
    cores multiply 32x32->64 inline, with mull and muluh): none."""
    if tc.isa not in AUDITED_HELPERS or tc.windowed:
        return {}
    source, symbols = AUDITED_HELPERS[tc.isa]
    with tempfile.TemporaryDirectory() as tmp:
        obj = (workdir or Path(tmp)) / f"{Path(source).stem}.o"
        obj.parent.mkdir(parents=True, exist_ok=True)
        try:
            listing = parse_objdump(_compile(tc, opt, [], project_root() / source, obj))
        except CtbError as e:
            return {s: Analysis(failures=[f"not audited: {e}"]) for s in symbols}
    every = (1 << len(ISAS[tc.isa].arg_regs)) - 1
    return {s: analyse(tc.isa, listing, s, every) if s in listing else
            Analysis(failures=[f"not audited: no {s} in {source}"]) for s in symbols}


def path_defines(variant: str) -> list[str]:
    """The variant's ctb_ct path as -D flags, from its sdkconfig fragments:
    CONFIG_CTB_CT_PATH_X=y -> -DCONFIG_CTB_CT_PATH_X=1."""
    defines = []
    for fragment in resolve_variant(variant).fragments:
        for line in fragment.read_text().splitlines():
            if (m := re.fullmatch(r"(CONFIG_CTB_CT_PATH_\w+)=y", line.strip())) is not None:
                defines.append(f"-D{m.group(1)}=1")
    if not defines:
        raise CtbError(f"variant '{variant}' chooses no ctb_ct path "
                       f"(no CONFIG_CTB_CT_PATH_*=y line in its fragments)")
    return defines


def ec_field_selection(toolchain: str, variant: str, tree: Path | None = None) -> list[str]:
    """The macros ctb_ec's src/fe_arch.h defines for a variant on a
    toolchain (CTB_EC_ASM_*, CTB_EC_FE64), as the audit's compiles see it:
    none means the portable 32-bit C field. Raises CtbError when the
    preprocessor fails."""
    tc = get_toolchain(toolchain)
    header = components_root(tree) / "ctb_ec" / "src" / "fe_arch.h"
    out = run_tool([*tc.cc, "-E", "-dM", "-x", "c", *include_flags(tree),
                    *path_defines(variant), str(header)],
                   f"{tc.name}: preprocessing {header.name}").stdout
    return sorted(set(re.findall(r"^#define (CTB_EC_(?:ASM_\w+|FE64))\b", out, re.M)))


def _compile(tc: Toolchain, opt: str, defines: list[str], source: Path, obj: Path,
             tree: Path | None = None, files: str | None = None) -> str:
    """Compile one source to `obj`; its disassembly. A compile whose inputs
    this process has compiled before is served from objcache; `files`: the
    tree's objcache.tree_digest, when the caller has read it already."""
    cmd = [*tc.cc, "-c", f"-{opt}", "-ffunction-sections", *include_flags(tree), *defines,
           str(source)]
    root = components_root(tree)
    key = objcache.key(cmd, tc.objdump, root, files or objcache.tree_digest(root))
    cached = objcache.find(key, root, obj)
    if cached is not None:
        return cached
    depfile = obj.with_suffix(".d")
    run_tool([*cmd, "-o", str(obj), "-MD", "-MF", str(depfile)],
             f"{tc.name} -{opt}: compiling {source.name}")
    listing = _disassemble(tc, obj)
    objcache.keep(key, root, depfile, obj, listing)
    return listing


def _disassemble(tc: Toolchain, obj: Path) -> str:
    """objdump -dr of one object, with its relocations."""
    dis = subprocess.run([tc.objdump, "-dr", "--no-show-raw-insn", str(obj)],
                         capture_output=True, text=True, check=False)
    if dis.returncode != 0:
        raise CtbError(f"{tc.objdump} failed on {obj}: {dis.stderr.strip()[:200]}")
    return dis.stdout


@dataclass(frozen=True)
class _Object:
    """One compiled source: its functions, the digest of the objdump text
    they were parsed from, and the symbols its relocations name (what it
    may call)."""
    digest: str
    functions: dict[str, list[Insn]]
    names: frozenset[str] = frozenset()


def _parsed(text: str) -> _Object:
    functions = parse_objdump(text)
    names = {symbol_name(n) for insns in functions.values() for i in insns
             for n in (i.reloc, i.expand) if n is not None}
    return _Object(hashlib.sha256(text.encode()).hexdigest(), functions, frozenset(names))


def _reachable(objects: list[_Object], start: int) -> tuple[str, ...]:
    """The digests of the objects a function of objects[start] may reach
    by calls (taint.Program follows them): its own, then those defining a
    symbol a reached object names, in the objects' order."""
    seen, todo = {start}, [start]
    while todo:
        names = objects[todo.pop()].names
        for k, o in enumerate(objects):
            if k not in seen and names & o.functions.keys():
                seen.add(k)
                todo.append(k)
    return tuple(objects[k].digest for k in sorted(seen))


# A function's analysis depends only on the objects it can reach, and the
# mutant suite audits a dozen trees whose objects are the same but for one
# source (objcache): the results of the functions that cannot reach that
# source are the same too. Keyed by what the analysis reads: the ISA, the
# text of every object the function can reach (a call is followed into
# any of them), the function, its secret and public arguments, and the
# helpers' audits. The results are only read.
_ANALYSED: dict[tuple[Any, ...], Analysis] = {}


def _analysed(isa: str, program: Program, objects: list[_Object], at: int, f: Audited,
              helpers_key: str) -> Analysis:
    """f, defined in objects[at], audited by `program` (over `objects`).
    `helpers_key`: the helpers' audits and the callees' public-memory
    arguments (Program's), as a string made once per build."""
    key = (isa, _reachable(objects, at), f.symbol, f.secret, f.public, helpers_key)
    result = _ANALYSED.get(key)
    if result is None:
        result = program.audit(at, f.symbol, f.secret, f.public)
        _ANALYSED[key] = result
    return result


def audit(variant: str, workdir: Path, toolchains: list[str] | None = None,
          opts: tuple[str, ...] = ("Os", "O2"), tree: Path | None = None,
          select: Callable[[str], bool] | None = None,
          functions: list[Audited] | None = None
          ) -> tuple[list[Row], list[str]]:
    """Returns (verdict rows, notes). One row per (toolchain, opt, function):
    {"variant": variant, "checker": "audit", "target": "<toolchain> -<opt>",
     "function": "<component>_<name>", "symbol": "<symbol audited>",
     "verdict": "PASS" | "FAIL" | "ERROR", "detail": "<one line>",
     "calls_in_loops": int, "source": "<the file whose object had the symbol>"}
    FAIL detail names the instruction: "<addr>: <insn> tests secret <regs>".
    PASS detail says e.g. "3 branches, all on public values; 0 calls in loops".
    A toolchain that is not installed, or a source it cannot compile, gives
    ERROR rows: an audit that did not run never reads as a PASS. `select`:
    which functions, by name (catalogue.selected; None: all), so that only
    their sources are compiled. `functions`: these instead of the
    catalogue's (the planted controls of tests/ctlab/test_audit.py); the
    objects of their sources are the ones calls are followed into."""
    defines = path_defines(variant)
    if functions is None:
        functions = audited_functions(tree) + audited_functions(tree, audit_only=True)
    functions = [f for f in functions if select is None or select(f.name)]
    names = default_toolchains() if toolchains is None else toolchains
    unknown = [t for t in names if t not in known_toolchains()]
    if unknown:
        raise CtbError(f"unknown toolchain {', '.join(unknown)} "
                       f"(known: {', '.join(known_toolchains())})")
    rows: list[Row] = []

    def audit_row(tc: str, opt: str, f: Audited, outcome: str, detail: str,
                  calls: int = 0, source: Path | None = None) -> Row:
        return row(variant, "audit", f"{tc} -{opt}", f.name, outcome, detail,
                   symbol=f.symbol, calls_in_loops=calls,
                   source=_relative(source or f.source, tree))

    usable = []
    for name in names:
        tc = get_toolchain(name)
        gone = tc.missing()
        if gone:
            rows += [audit_row(name, opt, f, "ERROR",
                               f"not run: not installed: {', '.join(gone)}")
                     for opt in opts for f in functions]
        else:
            usable.append(tc)
    sources = sorted({s for f in functions for s in (f.source, *f.alternates)})
    jobs = [(tc, opt, src) for tc in usable for opt in opts for src in sources]
    objs = [workdir / variant / tc.name / opt / f"{src.stem}.o" for tc, opt, src in jobs]
    for obj in objs:
        obj.parent.mkdir(parents=True, exist_ok=True)

    files = objcache.tree_digest(components_root(tree))
    # every listed function's public-memory arguments, selected or not: a
    # call into it passes them as its contract says (taint.Program)
    contracts = {f.symbol: f.public for f in audited_functions(tree)
                 + audited_functions(tree, audit_only=True) if f.public}

    def listing(job: tuple[Toolchain, str, Path], obj: Path) -> _Object | str:
        try:
            text = _compile(job[0], job[1], defines, job[2], obj, tree, files)
        except CtbError as e:
            return str(e)
        return _parsed(text)

    with ThreadPoolExecutor(max_workers=min(16, os.cpu_count() or 2)) as pool:
        listings = list(pool.map(listing, jobs, objs))
    parsed = {(tc.name, opt, src): got for (tc, opt, src), got in zip(jobs, listings, strict=True)}
    for tc in usable:
        for opt in opts:
            helpers = audit_helpers(tc, opt, workdir / variant / tc.name / opt)
            helpers_key = repr((sorted(helpers.items()), sorted(contracts.items())))
            # the audited objects of this build: a call is followed into any
            objects = [o for src in sources
                       if isinstance(o := parsed[tc.name, opt, src], _Object)]
            program = Program(ISAS[tc.isa], [o.functions for o in objects], helpers=helpers,
                              public_memory=contracts)
            for f in functions:
                got, where, source = parsed[tc.name, opt, f.source], "", f.source
                for alt in f.alternates:   # the selected assembly, if any
                    other = parsed[tc.name, opt, alt]
                    if isinstance(other, str):
                        got = other
                        break
                    if f.symbol in other.functions:
                        if isinstance(got, _Object) and f.symbol in got.functions:
                            got = (f"{f.symbol} defined by both {f.source.name} "
                                   f"and {alt.name}")
                        else:
                            got, where, source = other, f" (from {alt.name})", alt
                        break
                if isinstance(got, str):
                    rows.append(audit_row(tc.name, opt, f, "ERROR", f"not run: {got}"))
                elif f.symbol not in got.functions:
                    rows.append(audit_row(tc.name, opt, f, "ERROR",
                                          f"not run: no symbol {f.symbol} in {f.source.name}"))
                else:
                    at = next(k for k, o in enumerate(objects) if o is got)
                    result = _analysed(tc.isa, program, objects, at, f, helpers_key)
                    outcome, detail = verdict(result)
                    rows.append(audit_row(tc.name, opt, f, outcome, detail + where,
                                          result.calls_in_loops, source))
    return rows, []


def _relative(source: Path, tree: Path | None) -> str:
    """A source as rows name it: its path under the components
    (ctb_ec/src/fe_csub.c, ctb_ec/src/arch/fe_field_riscv.S)."""
    try:
        return source.relative_to(components_root(tree)).as_posix()
    except ValueError:
        return source.as_posix()

# ------------------------------------------------- mbedTLS reference builds

# The carries seed 000 is about, in the mbedTLS the reference variants build
# (firmware/variants/mbedtls-3.6.6.sdkconfig, +ct, +series). Pointers and
# lengths are public; the limbs they point to are loaded, hence secret; mla's
# scalar b (argument 4) is secret too.
REFERENCE_FUNCTIONS = (("mbedtls_mpi_core_sub", 0x0), ("mbedtls_mpi_core_mla", 0x10))
# The toolchain whose ISA and objdump read each local target's objects.
# The lab targets (targets.cached_emulated_targets()) are audited by default
# only once their toolchain is built (default_reference_targets()).
REFERENCE_TOOLCHAINS = {"native": "x86_64-gcc", "qemu-xtensa": "xtensa-lx106-gcc",
                        "qemu-cortex-m4": "arm-cortex-m4-gcc", "qemu-riscv32": "riscv32-gcc",
                        "qemu-esp32": "xtensa-esp32-gcc", "qemu-esp32s3": "xtensa-esp32s3-gcc"}


def default_reference_targets() -> list[str]:
    """The targets audit_reference() audits when not told: those whose
    toolchain is a default one (default_toolchains())."""
    defaults = default_toolchains()
    return [t for t, tc in REFERENCE_TOOLCHAINS.items() if tc in defaults]


def audit_reference(variant: str, targets: list[str] | None = None
                    ) -> tuple[list[Row], list[str]]:
    """The audit of mbedTLS's bignum_core object as a reference variant
    builds it for each local target: the very object the campaigns time,
    with the target's compiler and flags (-Os). Rows as audit()'s; a target
    that cannot be built or read gives ERROR rows."""
    rows: list[Row] = []
    for name in targets or default_reference_targets():
        if name not in REFERENCE_TOOLCHAINS:
            raise CtbError(f"no reference audit for target {name} "
                           f"(known: {', '.join(REFERENCE_TOOLCHAINS)})")
        tc = get_toolchain(REFERENCE_TOOLCHAINS[name])
        where = f"{name} ({tc.name} -Os)"
        try:
            listing, obj = _reference_listing(variant, name, tc)
        except CtbError as e:
            rows += [row(variant, "audit", where, symbol, "ERROR", f"not run: {e}")
                     for symbol, _ in REFERENCE_FUNCTIONS]
            continue
        for symbol, secret in REFERENCE_FUNCTIONS:
            outcome, detail = (verdict(analyse(tc.isa, listing, symbol, secret,
                                               helpers=audit_helpers(tc, "Os")))
                               if symbol in listing
                               else ("ERROR", f"not run: no symbol {symbol} in {obj}"))
            rows.append(row(variant, "audit", where, symbol, outcome, detail))
    return rows, []


def _reference_listing(variant: str, target_name: str, tc: Toolchain
                       ) -> tuple[dict[str, list[Insn]], Path]:
    """The disassembled bignum_core object of a reference build."""
    # Imported here: only this audit needs the build machinery.
    from ctbench.targets.base import RunOptions
    from ctbench.targets.registry import get_target

    target = get_target(target_name)
    needs = target.missing()
    gone = [f"{n.tool} ({n.remedy})" if n.remedy else f"{n.tool} (Debian package {n.package})"
            for n in needs]
    if not any(tc.remedy and n.remedy == tc.remedy for n in needs):   # once is enough
        gone += tc.missing()
    if gone:
        raise CtbError(f"not installed: {', '.join(gone)}")
    build = target.build(resolve_variant(variant), RunOptions())
    objs = sorted(p for p in build.directory.glob("ctb_ref_mbedtls/**/bignum_core.c.o*")
                  if p.suffix in (".o", ".obj"))
    if len(objs) != 1:
        raise CtbError(f"{build.directory}: expected one bignum_core.c.obj, found {len(objs)}")
    return parse_objdump(_disassemble(tc, objs[0])), objs[0]
