"""The catalogue of checked functions, and the verdict row every checker
gives for one of them.

components/ctb_ct/ctcheck/ct_functions.h lists the functions the checkers
examine (CTB_CT_FUNCTIONS: every checker's; CTB_CT_AUDIT_FUNCTIONS: the
disassembly audit's alone; CTB_CT_EC_FUNCTIONS and CTB_CT_DATA_FUNCTIONS:
ctb_ec's API and the data cases), and each component's headers carry the
"CT:" claims that list must cover. Here: where the components and their
sources are (the project's own, or a scratch copy the mutant suite
patched), what each listed function is and where it is defined, which
functions a run checks (only(), selected()), and `Row`, made by `row()`.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from fnmatch import fnmatchcase
from pathlib import Path
from typing import TYPE_CHECKING, TypedDict

from ctbench.errors import CtbError
from ctbench.paths import project_root

if TYPE_CHECKING:
    from typing_extensions import Unpack

# The components whose functions ct_functions.h lists (X(component, ...),
# and CTB_CT_DATA_FUNCTIONS' ghash_* and b64_* lines).
CHECKED_COMPONENTS = ("ct", "mpi", "ec", "ghash", "b64")
# Those of CTB_CT_FUNCTIONS, which the flow, dudect and trace harnesses
# expand and link: ctb_ec is in CTB_CT_AUDIT_FUNCTIONS only (the audit's).
HARNESS_COMPONENTS = ("ct", "mpi")


def components_root(tree: Path | None = None) -> Path:
    """The directory holding the components: the project's own, or a scratch
    copy (the mutant suite checks edited copies, never the tree itself)."""
    return tree if tree is not None else project_root() / "components"


def component_dir(tree: Path | None = None) -> Path:
    return components_root(tree) / "ctb_ct"


def include_flags(tree: Path | None = None) -> list[str]:
    """-I flags for the checked components and the checkers' harnesses."""
    root = components_root(tree)
    return [f"-I{root / 'ctb_ct' / 'include'}", f"-I{root / 'ctb_ct' / 'ctcheck'}",
            f"-I{root / 'ctb_mpi' / 'include'}", f"-I{root / 'ctb_ec' / 'include'}",
            f"-I{root / 'ctb_ghash' / 'include'}", f"-I{root / 'ctb_b64' / 'include'}"]


def library_sources(tree: Path | None = None,
                    components: tuple[str, ...] = HARNESS_COMPONENTS,
                    asm: str | None = None) -> list[Path]:
    """The sources of every component the harnesses call (with
    EC_HARNESS_COMPONENTS: those the ctb_ec cases call too). ctb_ec's are
    the firmware's (ec_sources()); `asm` as there: None on the host (C
    only), "xtensa" or "other" on an emulated core."""
    root = components_root(tree)
    return sorted(p for comp in components
                  for p in (ec_sources(tree, asm) if comp == "ec"
                            else (root / f"ctb_{comp}" / "src").glob("*.c"))
                  if not p.name.endswith(GLUE_SUFFIX))


# A source that binds a component to mbedTLS (ctb_ghash's AES for GCM): the
# harnesses check the component's own code and have no mbedTLS to link.
GLUE_SUFFIX = "_mbedtls.c"


def _cmake_list(text: str, var: str, where: Path) -> list[Path]:
    """The files set(var ...) and list(APPEND var ...) name, under where."""
    names = []
    for m in re.finditer(rf"^\s*(?:set|list\(APPEND)\s*\(?\s*{var}\s+([^)]*)\)", text, re.M):
        names += [n for n in m.group(1).split() if not n.startswith("$")]
    return [where / n for n in names]


def ec_sources(tree: Path | None = None, asm: str | None = None) -> list[Path]:
    """ctb_ec's sources as its CMakeLists.txt gives them to the firmware:
    ctb_ec_srcs (the C, and the products' assembly, empty unless fe_arch.h
    selects it), plus ctb_ec_xtensa_srcs on an Xtensa core. asm=None: the
    C only (the host's x86-64 builds, where fe_arch.h selects nothing);
    "other": with ctb_ec_srcs's assembly; "xtensa": with the Xtensa files
    too."""
    where = components_root(tree) / "ctb_ec"
    text = (where / "CMakeLists.txt").read_text()
    srcs = _cmake_list(text, "ctb_ec_srcs", where)
    if not any(p.suffix == ".c" for p in srcs):
        raise CtbError(f"{where / 'CMakeLists.txt'}: no C sources in ctb_ec_srcs")
    if asm == "xtensa":
        srcs += _cmake_list(text, "ctb_ec_xtensa_srcs", where)
    elif asm is None:
        srcs = [p for p in srcs if p.suffix == ".c"]
    gone = [str(p) for p in srcs if not p.is_file()]
    if gone:
        raise CtbError(f"ctb_ec's CMakeLists.txt names missing sources: {', '.join(gone)}")
    return srcs


# The components the ctb_ec cases (CTB_CT_EC_FUNCTIONS) link, and the data
# cases (CTB_CT_DATA_FUNCTIONS: ctb_ghash, ctb_b64); the host harnesses
# (flow, dudect) link all of them, the bare-metal ones one set each.
EC_HARNESS_COMPONENTS = ("ct", "mpi", "ec")
DATA_HARNESS_COMPONENTS = ("ct", "ghash", "b64")
HOST_HARNESS_COMPONENTS = ("ct", "mpi", "ec", "ghash", "b64")


def data_functions(tree: Path | None = None) -> list[tuple[str, bool]]:
    """ct_functions.h's CTB_CT_DATA_FUNCTIONS: (name, leaky) per line,
    ghash_ctmul ... b64_table; leaky marks a table variant that must fail
    the secret-address checkers."""
    text = (component_dir(tree) / "ctcheck" / "ct_functions.h").read_text()
    m = re.search(r"^#define CTB_CT_DATA_FUNCTIONS\(X\)((?:.*\\\n)*.*)$", text, re.M)
    return [(name, leaky == "1") for name, leaky
            in re.findall(r"X\((\w+),\s*([01])\)", m.group(1) if m else "")]


def ec_functions(tree: Path | None = None) -> list[str]:
    """ct_functions.h's CTB_CT_EC_FUNCTIONS, ctb_ec's API with the scalar
    secret, as the checkers name them: ec_shared_p256, ec_public_key_p384,
    ... (the flow, dudect, trace and insn-eq harnesses run them)."""
    text = (component_dir(tree) / "ctcheck" / "ct_functions.h").read_text()
    m = re.search(r"^#define CTB_CT_EC_FUNCTIONS\(X\)((?:.*\\\n)*.*)$", text, re.M)
    return [f"ec_{op}_{curve}" for op, curve
            in re.findall(r"X\((\w+),\s*(\w+)\)", m.group(1) if m else "")]


@dataclass(frozen=True)
class Audited:
    name: str       # <component>_<name>, as the checkers report it
    symbol: str
    secret: int     # bit i: argument i is secret
    source: Path
    public: int = 0  # bit i: argument i points to public memory (analyse())
    # assembly that defines the symbol instead of `source` where a build
    # selects it (ctb_ec's src/arch/*.S, empty elsewhere): each is assembled
    # like a C source, and the symbol is audited from the object that has it
    alternates: tuple[Path, ...] = ()


def _macro_table(text: str, macro: str) -> list[tuple[str, str, int, int]]:
    """The X(component, name, bits[, public bits]) lines of `#define
    <macro>(X)`'s body."""
    m = re.search(rf"^#define {macro}\(X\)((?:.*\\\n)*.*)$", text, re.M)
    body = m.group(1) if m else ""
    return [(comp, name, int(bits, 16), int(public or "0", 16)) for comp, name, bits, public
            in re.findall(r"X\((\w+),\s*(\w+),\s*(0x[0-9a-fA-F]+)"
                          r"(?:,\s*(0x[0-9a-fA-F]+))?\)", body)]


def listed_functions(tree: Path | None = None, audit_only: bool = False
                     ) -> list[tuple[str, str, int]]:
    """The X(component, name, bits) lines of ctcheck/ct_functions.h's
    CTB_CT_FUNCTIONS (every checker's), or with `audit_only` of its
    CTB_CT_AUDIT_FUNCTIONS (the disassembly audit's alone)."""
    return [t[:3] for t in _listed(tree, audit_only)]


def _listed(tree: Path | None, audit_only: bool) -> list[tuple[str, str, int, int]]:
    header = component_dir(tree) / "ctcheck" / "ct_functions.h"
    text = header.read_text()
    macro, known = (("CTB_CT_AUDIT_FUNCTIONS", CHECKED_COMPONENTS) if audit_only
                    else ("CTB_CT_FUNCTIONS", HARNESS_COMPONENTS))
    table = _macro_table(text, macro)
    if not table and not audit_only:
        raise CtbError(f"no X(component, name, 0x..) lines in {header}")
    unknown = sorted({t[0] for t in table} - set(known))
    if unknown:
        raise CtbError(f"{header}: unknown component {', '.join(unknown)} in {macro} "
                       f"(known: {', '.join(known)})")
    return table


# A comment that opens with "CT:" and the first function named after it.
_CT_CLAIM = re.compile(r"/\*\s*CT:(?:[^*]|\*(?!/))*\*/\s*(?:[\w\s*]*?)\b(ctb_\w+)\s*\(")


def claimed_functions(tree: Path | None = None) -> list[str]:
    """Every function whose declaration carries a "CT:" claim, in the
    headers of every component (its public include/ and its src/)."""
    root = components_root(tree)
    found: list[str] = []
    for header in sorted(root.glob("ctb_*/include/**/*.h")) + sorted(root.glob("ctb_*/src/*.h")):
        found += _CT_CLAIM.findall(header.read_text())
    return sorted(set(found))


def unchecked_claims(tree: Path | None = None) -> list[str]:
    """Functions with a "CT:" claim that no checker examines: each must be
    a line of ct_functions.h."""
    listed = {f"ctb_{comp}_{name}" for only in (False, True)
              for comp, name, _ in listed_functions(tree, audit_only=only)}
    listed |= {"ctb_" + f.rsplit("_", 1)[0] for f in ec_functions(tree)}
    return [f for f in claimed_functions(tree) if f not in listed]


def audited_functions(tree: Path | None = None, audit_only: bool = False
                      ) -> list[Audited]:
    """The functions of ct_functions.h's CTB_CT_FUNCTIONS (with
    `audit_only`, of CTB_CT_AUDIT_FUNCTIONS). An inline ctb_ct function with
    an out-of-line wrapper in ctcheck/ct_audit.c is audited as the wrapper,
    any other as the library's ctb_<component>_<name> from
    ctb_<component>/src/<component>_<name>.c, or else from the one source
    there that defines it (ctb_ec's fe_mul.c, point_add.c, ...)."""
    ctcheck = component_dir(tree) / "ctcheck"
    wrappers = set(re.findall(r"\bctb_audit_(\w+)\s*\(", (ctcheck / "ct_audit.c").read_text()))
    root = components_root(tree)
    return [Audited(f"{comp}_{name}", f"ctb_audit_{name}", bits, ctcheck / "ct_audit.c",
                    public)
            if comp == "ct" and name in wrappers else
            Audited(f"{comp}_{name}", f"ctb_{comp}_{name}", bits,
                    *_defining_sources(root / f"ctb_{comp}" / "src", f"{comp}_{name}", public))
            for comp, name, bits, public in _listed(tree, audit_only)]


def _defining_sources(src: Path, name: str, public: int
                      ) -> tuple[Path, int, tuple[Path, ...]]:
    """(source, public, alternates) for Audited: _defining_source's C file,
    and as alternates the other C files that define ctb_<name> (each behind
    its own selection, like ctb_ec's fe64_*.c on 64-bit hosts beside the
    32-bit C) followed by _defining_assembly's."""
    found = _defining_c(src, name)
    source = _defining_source(src, name)
    return (source, public, tuple(p for p in found if p != source)
            + _defining_assembly(src, name))


def _defining_c(src: Path, name: str) -> list[Path]:
    """The sources in src whose line starts the definition of ctb_<name>
    (the project's style: the type on the line before)."""
    # or a one-line definition: "void ctb_ec_mul8(...) { ... }"
    definition = re.compile(rf"^(?:ctb_{name}\s*\(|\w+\s+\**ctb_{name}\s*\(.*\)\s*\{{)", re.M)
    # the portable C first: the 64-bit hosts' fe64_*.c are its alternates
    return sorted((p for p in src.glob("*.c") if definition.search(p.read_text())),
                  key=lambda p: (p.name.startswith("fe64_"), p.name))


def _defining_source(src: Path, name: str) -> Path:
    """src/<name>.c, or the first source in src that defines ctb_<name>
    (_defining_c; any others are alternates, whichever object a build
    selects has the symbol); src/<name>.c again when none does, which the
    audit then reports as missing."""
    conventional = src / f"{name}.c"
    if conventional.is_file():
        return conventional
    found = _defining_c(src, name)
    return found[0] if found else conventional


def _defining_assembly(src: Path, name: str) -> tuple[Path, ...]:
    """The assembly sources under src/arch that name ctb_<name> outside a
    comment (a label, or a macro that makes one: "xt_begin ctb_ec_mul8"):
    alternatives to the C definition that a build's selection may pick. The
    audit takes the symbol from whichever object defines it."""
    label = re.compile(rf"^(?![ \t]*(?:/\*|\*|//|@|#|;)).*\bctb_{name}\b", re.M)
    return tuple(p for p in sorted((src / "arch").glob("*.S")) if label.search(p.read_text()))

# ------------------------------------------------------------ a run's choice

# The functions a run checks: shell patterns (`ct-check --function`), or
# None for all of ct_functions.h. A context, so that a caller (a test, the
# mutant suite) can narrow a checker's run without a new argument.
_ONLY: ContextVar[tuple[str, ...] | None] = ContextVar("ctb_ct_only", default=None)


@contextmanager
def only(*patterns: str) -> Iterator[None]:
    """Within the block, the checkers check only the functions matching
    one of the patterns (ct_*, ec_shared_p256, ...)."""
    token = _ONLY.set(patterns or None)
    try:
        yield
    finally:
        _ONLY.reset(token)


def selected(name: str) -> bool:
    patterns = _ONLY.get()
    return patterns is None or any(fnmatchcase(name, p) for p in patterns)

# ------------------------------------------------------------- verdict rows


class RowExtras(TypedDict, total=False):
    """What some checkers add to a row."""
    symbol: str           # audit: the symbol audited
    calls_in_loops: int   # audit
    source: str           # audit: the file whose object had the symbol (ctb_ec/src/fe_add.c)
    max_t: float          # dudect: max |t|
    samples: int          # dudect
    seconds: float        # trace, insn-eq: the function's share of the run
    insns: int            # trace, insn-eq: instructions traced
    classes: int          # trace, insn-eq: input classes compared


class Row(RowExtras):
    """One checker's verdict on one function, on one target: "PASS",
    "FAIL" or "ERROR" (the checker gave no verdict: never a PASS)."""
    variant: str
    checker: str
    # where: an audit toolchain, a host build or a target, and the level
    # ("arm-cortex-m4-gcc -Os", "x86_64-clang-19 -O2", "qemu-riscv32 -O2");
    # "-" when the checker did not run
    target: str
    function: str   # as ct_functions.h names it (ct_lt, ec_shared_p256), or "*"
    verdict: str
    detail: str     # one line


def row(variant: str, checker: str, target: str, function: str, verdict: str, detail: str,
        **extra: Unpack[RowExtras]) -> Row:
    """A verdict row. Its keys in the order the JSON output has always had:
    variant, checker, target, function, the audit's symbol, verdict,
    detail, then the other extras as given."""
    symbol: RowExtras = {"symbol": extra["symbol"]} if "symbol" in extra else {}
    return {"variant": variant, "checker": checker, "target": target, "function": function,
            **symbol, "verdict": verdict, "detail": detail, **extra}
