"""The mutant suite: does `ctbench ct-check` catch real leaks?

A checker that passes the constant-time code proves little until it is seen
failing code that leaks the way a real engineer would make it leak. Each
mutant is one such edit of ctb_ct or ctb_mpi_mul, kept as a patch with the
manifest that says where it leaks:

    components/ctb_ct/ctcheck/mutants/mutants.toml   the manifest
    components/ctb_ct/ctcheck/mutants/<name>.patch   one patch per mutant

For each mutant, a scratch copy of components/ctb_ct and ctb_mpi is patched
(patches.apply_patches: dry run first, a failure names the patch and the
hunk) and the checkers run on it (checks.run_checks with tree=the copy).
Rows are mapped to ISAs by their target ("x86_64-gcc -O2", "xtensa-lx106-gcc
-Os", "qemu-cortex-m4 -Os", ...). A mutant is caught on an ISA when at least
one checker FAILs it there; it must be caught on every ISA where it leaks.
ERROR rows are reported and never count as caught.

The unpatched copy is checked first, once per variant: a row that FAILs
there already (another engineer's work in progress, a noisy timing run)
would otherwise make every mutant look caught, so a mutant's FAIL on that
same row does not count, and the run says so in its errors.
"""

from __future__ import annotations

import functools
import importlib.util
import re
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.ctlab import checks
from ctbench.ctlab.audit import compilers
from ctbench.ctlab.catalogue import CHECKED_COMPONENTS, Row, audited_functions, data_functions, only
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import registry
from ctbench.targets.patches import apply_patches

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ISAS = ("x86_64", "xtensa", "arm", "riscv")
CLASSES = {
    "secret-branch": "a conditional branch (or Arm IT block) on a secret",
    "early-exit": "a return, break or skipped step decided by a secret",
    "secret-address": "a load or store address computed from a secret",
    "variable-time": "an instruction whose time depends on a secret operand (division)",
    "jump-table": "a switch on a secret compiled to an indirect jump through a table",
    "indirect-call": "a call through a function pointer chosen by a secret",
    "secret-length": "memcpy or memset with a length computed from a secret",
    "asm-branch": "a branch inside one architecture's assembly path",
    "opt-level": "a leak the compiler makes at -O2 only",
    "secret-loop-bound": "a loop whose trip count depends on a secret",
    "control": "a harmless edit: no checker may flag it",
}
# A mutant of an assembly path runs under ct_asm, of the generic path under
# ct_generic; the shared C (src/, ctb_ct.h, ctb_mpi) under either.
VARIANTS = ("ct_asm", "ct_generic")
_PATH_VARIANT = {"path_generic.h": "ct_generic", "path_xtensa.h": "ct_asm",
                 "path_arm.h": "ct_asm", "path_riscv.h": "ct_asm", "path_x86_64.h": "ct_asm"}
# Every component the audit checks (ctb_ec's functions call ctb_ct's inline
# primitives, so a mutant of those reaches them too).
COMPONENTS = tuple(f"ctb_{c}" for c in CHECKED_COMPONENTS)
_KEYS = {"name", "class", "variant", "leaks_on", "not_leaking_on", "description"}
_NAME = re.compile(r"[a-z0-9][a-z0-9_-]*")


def mutants_dir() -> Path:
    return project_root() / "components" / "ctb_ct" / "ctcheck" / "mutants"


@dataclass(frozen=True)
class Mutant:
    name: str
    cls: str
    variant: str
    leaks_on: tuple[str, ...]
    not_leaking_on: dict[str, str]   # ISA -> why it does not leak there
    description: str
    patch: Path


def patched_files(patch: Path) -> list[str]:
    """The paths a unified diff changes, as patch -p1 sees them."""
    return [m.group(1) for m in re.finditer(r"^\+\+\+ [^/\s]+/(\S+)", patch.read_text(), re.M)]


def _isa_list(where: str, value: object, key: str) -> tuple[str, ...]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise CtbError(f"{where}: {key} must be a list of ISAs")
    unknown = [v for v in value if v not in ISAS]
    if unknown or len(set(value)) != len(value):
        raise CtbError(f"{where}: {key}: unknown or repeated ISA {', '.join(unknown or value)} "
                       f"(known: {', '.join(ISAS)})")
    return tuple(value)


def _mutant(entry: object, directory: Path, where: str) -> Mutant:
    """One [[mutant]] table, checked field by field: the suite's verdicts
    are only as good as its manifest."""
    if not isinstance(entry, dict):
        raise CtbError(f"{where}: not a table")
    name = entry.get("name")
    if not isinstance(name, str) or not _NAME.fullmatch(name):
        raise CtbError(f"{where}: name must be lower-case letters, digits, - or _")
    where = f"{where} ({name})"
    if set(entry) != _KEYS:
        missing, extra = sorted(_KEYS - set(entry)), sorted(set(entry) - _KEYS)
        raise CtbError(f"{where}: " + "; ".join(
            ([f"missing {', '.join(missing)}"] if missing else [])
            + ([f"unknown key {', '.join(extra)}"] if extra else [])))
    cls, variant, description = entry["class"], entry["variant"], entry["description"]
    if cls not in CLASSES:
        raise CtbError(f"{where}: unknown class '{cls}' (known: {', '.join(CLASSES)})")
    if variant not in VARIANTS:
        raise CtbError(f"{where}: unknown variant '{variant}' (known: {', '.join(VARIANTS)})")
    if not isinstance(description, str) or not description.strip() or "\n" in description:
        raise CtbError(f"{where}: description must be one non-empty line")
    leaks = _isa_list(where, entry["leaks_on"], "leaks_on")
    reasons = entry["not_leaking_on"]
    if not isinstance(reasons, dict) or not all(
            isinstance(v, str) and v.strip() for v in reasons.values()):
        raise CtbError(f"{where}: not_leaking_on must map each ISA to a reason")
    _isa_list(where, list(reasons), "not_leaking_on")
    if set(leaks) & set(reasons) or set(leaks) | set(reasons) != set(ISAS):
        raise CtbError(f"{where}: every ISA ({', '.join(ISAS)}) must be in exactly one of "
                       f"leaks_on and not_leaking_on")
    if cls == "control" and leaks:
        raise CtbError(f"{where}: a control mutant leaks nowhere (leaks_on = [])")
    patch = directory / f"{name}.patch"
    if not patch.is_file():
        raise CtbError(f"{where}: no patch {patch}")
    files = patched_files(patch)
    if not files or any(f.split("/")[0] not in COMPONENTS for f in files):
        raise CtbError(f"{where}: {patch.name} must change files under "
                       f"{' or '.join(c + '/' for c in COMPONENTS)} only")
    for f in files:
        wanted = _PATH_VARIANT.get(Path(f).name, variant)
        if wanted != variant:
            raise CtbError(f"{where}: a mutant of {Path(f).name} is checked under {wanted}")
    return Mutant(name, cls, variant, leaks, dict(reasons), description, patch)


def load_manifest(path: Path | None = None) -> list[Mutant]:
    """The mutants of the manifest, each entry validated; a bad one is a
    one-line CtbError naming the manifest and the mutant."""
    path = path or mutants_dir() / "mutants.toml"
    try:
        doc = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CtbError(f"{path}: {e}") from e
    entries = doc.get("mutant")
    if set(doc) != {"mutant"} or not isinstance(entries, list) or not entries:
        raise CtbError(f"{path}: expected [[mutant]] tables only")
    found = [_mutant(e, path.parent, f"{path}: mutant #{i + 1}") for i, e in enumerate(entries)]
    names = [m.name for m in found]
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise CtbError(f"{path}: mutant {', '.join(twice)} listed twice")
    return found


def select(mutants: list[Mutant], names: list[str] | None) -> list[Mutant]:
    if not names:
        return mutants
    known = {m.name: m for m in mutants}
    unknown = [n for n in names if n not in known]
    if unknown:
        raise CtbError(f"unknown mutant {', '.join(unknown)} (known: {', '.join(known)})")
    return [known[n] for n in dict.fromkeys(names)]


def pristine_tree(dest: Path) -> Path:
    """A copy of the project's checked components (without the mutants)."""
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for comp in COMPONENTS:
        shutil.copytree(project_root() / "components" / comp, dest / comp,
                        ignore=shutil.ignore_patterns("mutants"))
    return dest


def apply(mutant: Mutant, pristine: Path, dest: Path) -> Path:
    """dest = the pristine tree with the mutant's patch applied."""
    try:
        return apply_patches(pristine, [mutant.patch], dest)
    except CtbError as e:
        raise CtbError(f"mutant {mutant.name}: {str(e).removesuffix('; the build stops')}") from e


def isa_of(target: str) -> str | None:
    """The ISA a row's target names by its first word: an audit toolchain
    ("arm-cortex-m4-gcc -O2": its Toolchain.isa), a target ("qemu-cortex-m4
    -Os": its Target.isa) or a build of the host checkers ("x86_64-clang-19
    -O2": checks.harness_isa); "-" (a checker that did not run) -> None."""
    return _isa_of_name(target.split(" ", 1)[0])


@functools.cache
def _isa_of_name(name: str) -> str | None:
    if name in compilers.known_toolchains():
        return compilers.get_toolchain(name).isa
    try:
        return registry.isa_of(name)
    except CtbError:
        return checks.harness_isa(name)


def _key(r: Row) -> tuple[str, str, str]:
    return r["checker"], r["target"], r["function"]


def matrix(rows: list[Row], checkers: list[str], known_fails: set[tuple[str, str, str]]
           ) -> dict[str, dict[str, str]]:
    """checker -> ISA -> FAIL | ERROR | PASS | not run. A FAIL the unpatched
    tree has too reads as PASS: it says nothing about the mutant."""
    out: dict[str, dict[str, str]] = {}
    for checker in checkers:
        out[checker] = {}
        for isa in ISAS:
            mine = [r for r in rows if r["checker"] == checker and isa_of(r["target"]) == isa]
            verdicts = {"PASS" if r["verdict"] == "FAIL" and _key(r) in known_fails
                        else r["verdict"] for r in mine}
            out[checker][isa] = next((v for v in ("FAIL", "ERROR", "PASS") if v in verdicts),
                                     "not run")
    return out


def evidence(rows: list[Row], known_fails: set[tuple[str, str, str]]) -> dict[str, str]:
    """ISA -> the first FAIL that catches the mutant there, one line."""
    out: dict[str, str] = {}
    for r in rows:
        isa = isa_of(r["target"])
        if r["verdict"] == "FAIL" and isa and isa not in out and _key(r) not in known_fails:
            out[isa] = f"{r['checker']} [{r['target']}] {r['function']}: {r['detail']}"
    return out


def judge(mutant: Mutant, cells: dict[str, dict[str, str]]) -> dict[str, Any]:
    """The mutant's entry of the report, from its matrix."""
    flagged = [isa for isa in ISAS if any(c[isa] == "FAIL" for c in cells.values())]
    caught = [isa for isa in mutant.leaks_on if isa in flagged]
    missed = [isa for isa in mutant.leaks_on if isa not in flagged]
    verdict = "not counted" if not mutant.leaks_on else "missed" if missed else "caught"
    return {"name": mutant.name, "class": mutant.cls, "variant": mutant.variant,
            "description": mutant.description, "leaks_on": list(mutant.leaks_on),
            "not_leaking_on": mutant.not_leaking_on, "caught_on": caught, "missed_on": missed,
            "flagged_not_leaking_on": [isa for isa in flagged if isa not in mutant.leaks_on],
            "verdict": verdict, "matrix": cells}


def available_checkers() -> list[str]:
    """Every checker of ctcheck, less trace while ctlab/trace.py is not there."""
    have_trace = importlib.util.find_spec("ctbench.ctlab.trace") is not None
    return [c for c in checks.CHECKERS if c != "trace" or have_trace]


def _checkers(checkers: list[str] | None) -> list[str]:
    chosen = list(checkers) if checkers else available_checkers()
    unknown = [c for c in chosen if c not in checks.CHECKERS]
    if unknown:
        raise CtbError(f"unknown checker {', '.join(unknown)} "
                       f"(known: {', '.join(checks.CHECKERS)})")
    if "trace" in chosen and "trace" not in available_checkers():
        raise CtbError("checker trace: host/ctbench/ctlab/trace.py is not there yet")
    return chosen


def _errors(label: str, rows: list[Row]) -> list[str]:
    """One line per checker with ERROR rows, or rows no ISA can be read from."""
    bad = [r for r in rows if r["verdict"] == "ERROR" or isa_of(r["target"]) is None]
    return [f"{label}: {line}" for line in checks.errors(bad)] + [
        f"{label}: {r['checker']} row with no ISA in its target '{r['target']}'"
        for r in bad if r["verdict"] != "ERROR"]


def run_mutants(checkers: list[str] | None, work: Path, samples: int,
                names: list[str] | None = None) -> dict[str, Any]:
    """Every mutant (or those named) through the checkers (None: all that
    are there). Returns the report:
    {"mutants": [{"name", "class", "variant", "description", "leaks_on",
                  "not_leaking_on", "caught_on", "missed_on",
                  "flagged_not_leaking_on", "verdict", "matrix":
                  {checker: {isa: verdict}}, "evidence": {isa: line}}],
     "caught": n, "counted": n, "errors": [...], "checkers": [...], "samples": n}
    counted: the mutants that leak somewhere; caught: those caught on every
    ISA where they leak."""
    with only(*functions(select(load_manifest(), names))):
        return _run_mutants(checkers, work, samples, names)


def functions(mutants: list[Mutant] | None = None) -> tuple[str, ...]:
    """The functions the suite checks: those its mutants edit, ctb_ct's,
    ctb_mpi_mul and the internals only the audit checks (ctb_ec's Xtensa
    products and reduction, which two asm mutants edit). Not ctb_ec's API:
    it reaches ctb_ct too, but runs for minutes per dynamic checker, and
    ctb_ec has its own mutants (ctlab/ec_mutants.py). With a mutant of
    ctb_ghash or ctb_b64 among `mutants`, that component's claimed data
    functions too (ghash_ctmul; b64_ct_range, b64_ct_scan): the flow,
    dudect, trace and insn-eq harnesses reach those through their API.
    The table variants stay out: they FAIL unpatched by design."""
    edited = {f.split("/")[0] for m in mutants or [] for f in patched_files(m.patch)}
    data = [name for name, leaky in data_functions() if not leaky
            and f"ctb_{name.split('_')[0]}" in edited]
    return ("ct_*", "mpi_*", *(f.name for f in audited_functions(audit_only=True)), *data)


def _run_mutants(checkers: list[str] | None, work: Path, samples: int,
                 names: list[str] | None) -> dict[str, Any]:
    chosen = _checkers(checkers)
    mutants = select(load_manifest(), names)
    root = work / "mutants"
    pristine = pristine_tree(root / "pristine")
    errors: list[str] = []
    known: dict[str, set[tuple[str, str, str]]] = {}
    for variant in dict.fromkeys(m.variant for m in mutants):
        rows, _ = checks.run_checks([variant], chosen, root / "baseline", samples,
                                     tree=pristine)
        known[variant] = {_key(r) for r in rows if r["verdict"] == "FAIL"}
        errors += _errors(f"unpatched {variant}", rows)
        errors += [f"unpatched {variant}: {c} [{t}] {f} FAILs already; it does not count for "
                   f"the mutants" for c, t, f in sorted(known[variant])]
    report = []
    for m in mutants:
        try:
            tree = apply(m, pristine, root / m.name / "tree")
        except CtbError as e:
            errors.append(str(e))
            entry = judge(m, {c: dict.fromkeys(ISAS, "not run") for c in chosen})
            report.append({**entry, "verdict": "error", "evidence": {}})
            continue
        rows, _ = checks.run_checks([m.variant], chosen, root / m.name / "checks", samples,
                                     tree=tree)
        errors += _errors(f"mutant {m.name}", rows)
        entry = judge(m, matrix(rows, chosen, known[m.variant]))
        report.append({**entry, "evidence": evidence(rows, known[m.variant])})
    counted = [e for e in report if e["leaks_on"]]
    return {"mutants": report, "caught": sum(e["verdict"] == "caught" for e in counted),
            "counted": len(counted), "errors": errors, "checkers": chosen, "samples": samples}

# ----------------------------------------------------------------- Markdown


def _cell(entry: dict[str, Any], isa: str) -> str:
    """Which checkers FAIL the mutant on an ISA; MISSED where it leaks and
    none did; n/a where it does not leak (with the flags, if any)."""
    fails = [c for c, by_isa in entry["matrix"].items() if by_isa[isa] == "FAIL"]
    errs = [c for c, by_isa in entry["matrix"].items() if by_isa[isa] == "ERROR"]
    if isa not in entry["leaks_on"]:
        return f"n/a (flagged: {', '.join(fails)})" if fails else "n/a"
    ran = any(by_isa[isa] != "not run" for by_isa in entry["matrix"].values())
    text = ", ".join(fails) if fails else "**MISSED**" if ran else "**MISSED** (not run)"
    return text + (f" (ERROR: {', '.join(errs)})" if errs else "")


def render_markdown(doc: dict[str, Any]) -> str:
    """The report as docs/ct.md shows it: a summary line, the detection
    matrix (which checkers catch each mutant on each ISA), the misses, and
    what each mutant models and why it does not leak elsewhere."""
    lines = [f"Caught {doc['caught']} of {doc['counted']} leaky mutants with "
             f"{', '.join(doc['checkers'])}"
             + (f" (dudect: {doc['samples']} samples)" if "dudect" in doc["checkers"] else "")
             + ".", "",
             "| mutant | class | variant | " + " | ".join(ISAS) + " | verdict |",
             "|---|---|---|" + "---|" * len(ISAS) + "---|"]
    for e in doc["mutants"]:
        lines.append(f"| `{e['name']}` | {e['class']} | {e['variant']} | "
                     + " | ".join(_cell(e, isa) for isa in ISAS) + f" | {e['verdict']} |")
    missed = [e for e in doc["mutants"] if e["missed_on"]]
    if missed:
        lines += ["", "Missed (a checker gap, not a weaker mutant):", ""]
        lines += [f"- `{e['name']}` on {', '.join(e['missed_on'])}: {e['description']}"
                  for e in missed]
    lines += ["", "| mutant | the mistake it models | does not leak on |", "|---|---|---|"]
    for e in doc["mutants"]:
        where = "; ".join(f"{isa}: {why}" for isa, why in e["not_leaking_on"].items()) or "-"
        lines.append(f"| `{e['name']}` | {e['description']} | {where} |")
    if doc["errors"]:
        lines += ["", "Errors (never counted as caught):", ""]
        lines += [f"- {line}" for line in doc["errors"]]
    return "\n".join(lines) + "\n"
