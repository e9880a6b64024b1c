"""ctb_ec's mutants: wrong edits of the EC code, each of which something
must kill (seed 002's mutation testing).

    components/ctb_ec/test/mutants.toml   the manifest: (file, original,
                                          replacement) per mutant

A mutant is a snippet replaced in a scratch copy of the components, not a
line-numbered patch: the field code is rewritten often, and a snippet
either is there exactly once or the run says "mutant X no longer applies"
(and exits 1), naming the file, so that the manifest is edited, not
silently skipped.

Killers, in order (the first that kills is reported):
- unit: ctb_ec's unit tests (components/ctb_ec/test/*.c) built natively
  with gcc against the mutated copy, twice: as the host runs them (64-bit
  field words, fe64_*.c) and with CONFIG_CTB_EC_PROD_C (the 32-bit C field
  every core without assembly runs: fe_add.c, fe_red_p256.c, ...), which
  the 64-bit build never compiles; killed when either fails. A mutant that
  does not compile is an error, never a kill.
- insn-eq: for a mutant the unit tests cannot see (it keeps the results
  right and leaks), the insn-eq checker on qemu-riscv32 -Os, ec_shared_p256,
  ct_asm; killed on a FAIL. A mutant of the portable C field (fe_add.c,
  fe_csub.c, ...) names variant ct_generic: under ct_asm the core's
  assembly replaces that C and nothing would run the leak.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench.command import run_tool
from ctbench.ctlab.catalogue import Row, include_flags, library_sources
from ctbench.errors import CtbError
from ctbench.paths import project_root

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

AREAS = ("formula-add", "formula-double", "window", "table", "on-curve", "range", "reduction",
         "carry", "inversion", "secret-branch")
KILLERS = ("unit", "insn-eq")
_KEYS = {"name", "area", "file", "original", "replacement", "killer", "description"}
COMPONENTS = ("ctb_ct", "ctb_mpi", "ctb_ec", "ctb_ghash", "ctb_b64", "ctb_bench")
# The insn-eq kill: one core, one level, one function (seconds, not minutes).
# The unit tests take a tenth of a second unmutated; a mutant that makes
# a loop of theirs endless (a retry until a value decodes) is killed here.
UNIT_TIMEOUT_S = 60.0
INSN_EQ_TARGET, INSN_EQ_OPT, INSN_EQ_FUNCTION = "qemu-riscv32", "Os", "ec_shared_p256"
INSN_EQ_VARIANT = "ct_asm"
# The variants a mutant may name (the shipped paths: ct_generic compiles
# the portable C field, ct_asm the cores' assembly).
INSN_EQ_VARIANTS = ("ct_asm", "ct_generic")
_OPTIONAL = {"function", "variant"}


@dataclass(frozen=True)
class EcMutant:
    name: str
    area: str
    file: str
    original: str
    replacement: str
    killer: str
    description: str
    # the API function insn-eq runs (optional key "function" in the manifest)
    function: str = INSN_EQ_FUNCTION
    # the ctb_ct path insn-eq builds (optional key "variant")
    variant: str = INSN_EQ_VARIANT


def manifest_path() -> Path:
    return project_root() / "components" / "ctb_ec" / "test" / "mutants.toml"


def load_manifest(path: Path | None = None) -> list[EcMutant]:
    path = path or manifest_path()
    try:
        doc = tomllib.loads(path.read_text())
    except (OSError, tomllib.TOMLDecodeError) as e:
        raise CtbError(f"{path}: {e}") from e
    out: list[EcMutant] = []
    for i, entry in enumerate(doc.get("mutant", [])):
        where = f"{path}: mutant #{i + 1}"
        if not isinstance(entry, dict) or not _KEYS <= set(entry) <= _KEYS | _OPTIONAL:
            raise CtbError(f"{where}: needs exactly the keys {', '.join(sorted(_KEYS))} "
                           f"(and optionally {', '.join(sorted(_OPTIONAL))})")
        if not all(isinstance(v, str) for v in entry.values()) or not entry["original"]:
            raise CtbError(f"{where}: every key is a string, original not empty")
        if entry["area"] not in AREAS or entry["killer"] not in KILLERS:
            raise CtbError(f"{where} ({entry['name']}): area one of {', '.join(AREAS)}; killer "
                           f"one of {', '.join(KILLERS)}")
        if entry.get("variant", INSN_EQ_VARIANT) not in INSN_EQ_VARIANTS:
            raise CtbError(f"{where} ({entry['name']}): variant one of "
                           f"{', '.join(INSN_EQ_VARIANTS)}")
        out.append(EcMutant(**entry))
    names = [m.name for m in out]
    if not out or len(set(names)) != len(names):
        raise CtbError(f"{path}: no mutants, or a name listed twice")
    return out


def pristine_tree(dest: Path) -> Path:
    if dest.exists():
        shutil.rmtree(dest)
    dest.mkdir(parents=True)
    for comp in COMPONENTS:
        shutil.copytree(project_root() / "components" / comp, dest / comp)
    return dest


def mutated(m: EcMutant, root: Path) -> str:
    """The text of root/<file> with the mutant's snippet replaced; a
    CtbError "mutant X no longer applies" when the snippet is not there
    exactly once."""
    target = root / m.file
    text = target.read_text() if target.is_file() else ""
    found = text.count(m.original)
    if found != 1:
        why = "no such file" if not target.is_file() else f"its snippet is there {found} times"
        raise CtbError(f"mutant {m.name} no longer applies: {m.file}: {why} (edit "
                       f"components/ctb_ec/test/mutants.toml)")
    return text.replace(m.original, m.replacement)


def apply(m: EcMutant, pristine: Path, dest: Path) -> Path:
    """dest = the pristine tree with the snippet replaced (see mutated())."""
    text = mutated(m, pristine)
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(pristine, dest)
    (dest / m.file).write_text(text)
    return dest


# The unit killer's builds: name -> extra compiler flags.
UNIT_BUILDS: dict[str, tuple[str, ...]] = {"fe64": (), "c32": ("-DCONFIG_CTB_EC_PROD_C=1",)}


def build_unit_tests(tree: Path, out: Path, flags: tuple[str, ...] = ()) -> Path:
    """ctb_ec's unit tests, natively (gcc -O1), against the tree's sources."""
    fw = project_root() / "firmware"
    tests = sorted((tree / "ctb_ec" / "test").glob("test_*.c"))
    suites = [f"ctb_suite_{t.stem}" for t in tests]
    out.parent.mkdir(parents=True, exist_ok=True)
    registry = out.parent / "registry.c"
    registry.write_text('#include "ctb_test.h"\n'
                        + "".join(f"extern const ctb_test_suite {s};\n" for s in suites)
                        + "const ctb_test_suite *const ctb_test_suites[] = { "
                        + "".join(f"&{s}, " for s in suites) + "NULL };\n")
    sources = [fw / "test" / "ctb_test.c", fw / "targets" / "native" / "test_main.c", registry,
               tree / "ctb_bench" / "port" / "stdio" / "write_stdio.c", *tests,
               *library_sources(tree, ("ct", "ec"))]
    cmd = ["gcc", "-O1", *flags, '-DCTB_BUILD_TARGET="native"', f"-I{fw / 'test'}",
           f"-I{tree / 'ctb_bench' / 'include'}", f"-I{tree / 'ctb_bench' / 'src'}",
           *include_flags(tree), *map(str, sources), "-o", str(out)]
    run_tool(cmd, "building the unit tests")
    return out


def run_unit_tests(tree: Path, work: Path) -> tuple[bool, str]:
    """(passed, the last line or the first failure), over UNIT_BUILDS: the
    first build that fails decides, its name in the detail."""
    why = ""
    for name, flags in UNIT_BUILDS.items():
        ok, why = _run_unit_build(tree, work / "unit" / name, flags)
        if not ok:
            return False, f"[{name}] {why}"[:200]
    return True, why


def _run_unit_build(tree: Path, work: Path, flags: tuple[str, ...]) -> tuple[bool, str]:
    binary = build_unit_tests(tree, work / "ctb_unit_tests", flags)
    try:
        proc = subprocess.run([str(binary)], capture_output=True, text=True, check=False,
                              timeout=UNIT_TIMEOUT_S)
    except subprocess.TimeoutExpired as e:
        out = e.stdout.decode(errors="replace") if isinstance(e.stdout, bytes) else e.stdout or ""
        failed = next((ln.strip() for ln in out.splitlines() if "FAIL" in ln), "")
        return False, (f"{failed[:160]}; then " if failed else "") + \
            f"the unit tests hung (timeout {UNIT_TIMEOUT_S:.0f} s)"
    lines = proc.stdout.strip().splitlines()
    failed = next((ln for ln in lines if "FAIL" in ln), lines[-1] if lines else "no output")
    return proc.returncode == 0, failed.strip()[:200]


def run_insn_eq(tree: Path, work: Path, function: str = INSN_EQ_FUNCTION,
                variant: str = INSN_EQ_VARIANT) -> Row:
    from ctbench.ctlab import trace
    from ctbench.targets.qemu import emulated_targets

    target = next((t for t in emulated_targets() if t.name == INSN_EQ_TARGET), None)
    if target is None or trace.missing_tools(target):
        raise CtbError(f"insn-eq: {INSN_EQ_TARGET} is not usable here")
    from ctbench.targets import qemu_plugin

    plugin = qemu_plugin.build_plugin(trace.plugin_source(tree), qemu_plugin.plugin_header())
    rows = trace.check_ec_one(variant, "insn-eq", target, INSN_EQ_OPT, plugin, work,
                              [function], tree)
    return rows[0]


def run_ec_mutants(work: Path, names: list[str] | None = None,
                   killers: tuple[str, ...] = KILLERS) -> dict[str, Any]:
    """Every mutant (or those named) through the killers. The unmutated
    copy must pass them first, or nothing counts. Report:
    {"mutants": [{"name", "area", "file", "killer", "description",
                  "verdict": "killed"|"SURVIVED"|"error", "killed_by", "detail"}],
     "killed": n, "total": n, "errors": [...]}"""
    mutants = load_manifest()
    if names:
        unknown = sorted(set(names) - {m.name for m in mutants})
        if unknown:
            raise CtbError(f"unknown EC mutant {', '.join(unknown)}")
        mutants = [m for m in mutants if m.name in names]
    root = work / "ec-mutants"
    pristine = pristine_tree(root / "pristine")
    errors: list[str] = []
    ok, why = run_unit_tests(pristine, root / "pristine-build")
    if not ok:
        raise CtbError(f"the unmutated tree fails its unit tests: {why}")
    if "insn-eq" in killers:
        for variant, fn in sorted({(m.variant, m.function) for m in mutants}):
            base = run_insn_eq(pristine, root / "pristine-build" / "insn-eq" / variant / fn,
                               fn, variant)
            if base["verdict"] != "PASS":
                raise CtbError(f"the unmutated tree does not pass insn-eq ({fn}, {variant}): "
                               f"{base['detail']}")
    report = []
    for m in mutants:
        entry = {"name": m.name, "area": m.area, "file": m.file, "killer": m.killer,
                 "description": m.description, "verdict": "SURVIVED", "killed_by": None,
                 "detail": ""}
        try:
            tree = apply(m, pristine, root / m.name / "tree")
            ok, why = run_unit_tests(tree, root / m.name)
            if not ok:
                entry.update(verdict="killed", killed_by="unit", detail=why)
            elif "insn-eq" in killers:
                r = run_insn_eq(tree, root / m.name / "insn-eq", m.function, m.variant)
                if r["verdict"] == "FAIL":
                    entry.update(verdict="killed", killed_by="insn-eq",
                                 detail=f"[{m.variant} {r['target']}] {r['function']}: "
                                        f"{r['detail']}")
                elif r["verdict"] == "ERROR":
                    raise CtbError(f"insn-eq: {r['detail']}")
                else:
                    entry["detail"] = "unit tests pass; insn-eq PASS"
            else:
                entry["detail"] = "unit tests pass (insn-eq not run)"
        except CtbError as e:
            entry.update(verdict="error", detail=str(e))
            errors.append(f"{m.name}: {e}")
        report.append(entry)
    return {"mutants": report, "killed": sum(e["verdict"] == "killed" for e in report),
            "total": len(report), "errors": errors}


def render_markdown(doc: dict[str, Any]) -> str:
    lines = [f"Killed {doc['killed']} of {doc['total']} ctb_ec mutants.", "",
             "| mutant | area | expected killer | verdict | killed by | detail |",
             "|---|---|---|---|---|---|"]
    for e in doc["mutants"]:
        detail = e["detail"].replace("|", "\\|")
        lines.append(f"| `{e['name']}` | {e['area']} | {e['killer']} | {e['verdict']} | "
                     f"{e['killed_by'] or '-'} | {detail} |")
    if doc["errors"]:
        lines += ["", "Errors (never counted as killed):", ""]
        lines += [f"- {x}" for x in doc["errors"]]
    return "\n".join(lines) + "\n"

