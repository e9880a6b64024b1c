"""Executed instructions by class, per call of one function, on the
emulated targets: what an instruction-count gap is made of.

Seed 000 measured cycles on ESP32 hardware; the emulators count executed
instructions, and the two gaps differ (+ct costs ecp_mul +33 % cycles on
the LX6 and +25 % instructions on lx106). A cycle is not an instruction:
calls, taken branches, loads, multiplies and the windowed ABI's spills cost
more than one. This module says, per call, how many of each a variant
executes, so the difference between two variants can be read class by
class.

A QEMU plugin of our own (plugins/ctb_insn_classes.c, built against the
installed QEMU's qemu-plugin.h by targets/qemu_plugin.py) counts, for function F,
every window: from F's first instruction to the return that leaves F,
tracked by call depth (+1 on each call instruction inside the window, -1 on
each return; the window exception handlers' rfwo/rfwu are not returns).
Only windows opened inside the harness's `ctb_measure` count: the timed
calls (baseline and measured batches), not the set-up or the self-check,
which may call F on other operands.

Classes come from QEMU's disassembly (qemu_plugin_insn_disas), matched at
translation against a table per ISA (TABLES below; the plugin reads the
same table from a file, so this module's classify() is the reference and is
unit-tested): call, return, entry, branch (conditional), loop (Xtensa
loop/loopnez/loopgtz), jump, load, store, multiply, window_return
(rfwo/rfwu), other. Events, which are not instructions: branch_taken (the
next pc is not the branch's fall-through), loop_back (a zero-overhead
loop's back edge: a non-control instruction followed by a jump in pc; no
instruction executes for it), loop_skip, window overflow and underflow
exceptions (executions of the first instruction of each vector, located by
the ELF's symbols: VECTORS), faulted (the instruction that raised one: it
runs again after the handler and is counted once) and handler_insns.

The run is the bench app, built for the target with the bench filter
compiled in (in its own build directory, tag TAG), under QEMU as the target
runs it (-icount), with the plugin. The plugin writes its JSON at exit
only: a run that died leaves no file, and this module says so.
"""

from __future__ import annotations

import json
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from ctbench import protocol
from ctbench.counts import cycle_model
from ctbench.errors import CtbError
from ctbench.targets import qemu_plugin
from ctbench.targets.base import RunOptions, stream_process
from ctbench.targets.build import Build
from ctbench.targets.qemu import QemuTarget
from ctbench.targets.registry import get_target

CLASSES = ("call", "return", "entry", "branch", "loop", "jump", "load", "store", "multiply",
           "window_return", "other")
EVENTS = ("branch_taken", "loop_skip", "loop_back", "faulted", "handler_insns")
PLUGIN = Path(__file__).resolve().parent / "plugins" / "ctb_insn_classes.c"
TAG = ".insn-classes"       # build directory suffix: the filter is compiled in
WITHIN = "ctb_measure"      # the harness function whose calls are timed
QEMU_TIMEOUT_S = 1800.0

# The window exception vectors, by kind. The ESP32-class port
# (firmware/targets/xtensa-windowed) defines these names; a target without
# them (lx106, call0 ABI) counts none.
VECTORS: dict[str, tuple[str, ...]] = {
    "window_overflow": ("_WindowOverflow4", "_WindowOverflow8", "_WindowOverflow12"),
    "window_underflow": ("_WindowUnderflow4", "_WindowUnderflow8", "_WindowUnderflow12"),
}


# ------------------------------------------------------------ class tables

def _words(*mnemonics: str) -> str:
    """A rule matching any of the mnemonics, whole, at the start."""
    return "^(" + "|".join(re.escape(m) for m in mnemonics) + ")( |$)"


@dataclass(frozen=True)
class ClassTable:
    """Rules (class, extended regex), first match wins, over the text
    normalize() makes of QEMU's disassembly; no match is "other". The
    regexes keep to what POSIX ERE (the plugin's regcomp) and Python's re
    read alike: no \\b, \\d, \\s or lazy quantifiers."""
    isa: str
    rules: tuple[tuple[str, str], ...]
    strip_hex: bool = False   # QEMU's RISC-V text starts with the encoding

    def normalize(self, text: str) -> str:
        out = " ".join(text.lower().split())
        if self.strip_hex:
            head, _, rest = out.partition(" ")
            if rest and re.fullmatch(r"[0-9a-f]{4}|[0-9a-f]{8}", head):
                out = rest
        return out

    def classify(self, text: str) -> str:
        norm = self.normalize(text)
        for cls, regex in self.rules:
            if re.search(regex, norm):
                return cls
        return "other"

    def file_text(self) -> str:
        """The table as the plugin reads it."""
        head = ["# ctb_insn_classes rules for " + self.isa]
        if self.strip_hex:
            head.append("!strip-hex")
        return "\n".join([*head, *(f"{c}\t{r}" for c, r in self.rules)]) + "\n"


XTENSA = ClassTable("xtensa", (
    ("call", _words("call0", "call4", "call8", "call12", "callx0", "callx4", "callx8",
                    "callx12")),
    ("return", _words("ret", "ret.n", "retw", "retw.n")),
    ("entry", _words("entry")),
    ("window_return", _words("rfwo", "rfwu")),
    ("loop", _words("loop", "loopnez", "loopgtz")),
    ("branch", _words("beq", "bne", "bge", "blt", "bgeu", "bltu", "beqi", "bnei", "bgei",
                      "blti", "bgeui", "bltui", "beqz", "bnez", "bgez", "bltz", "beqz.n",
                      "bnez.n", "bany", "bnone", "ball", "bnall", "bbc", "bbs", "bbci", "bbsi",
                      "bt", "bf")),
    ("jump", _words("j", "jx")),
    ("load", _words("l8ui", "l16ui", "l16si", "l32i", "l32i.n", "l32r", "l32e", "l32ai",
                    "lsi", "lsiu", "lsx", "lsxu", "ldinc", "lddec")),
    ("load", r"^ee\.v?ld[^ ]*( |$)"),    # ESP32-S3 PIE loads
    ("store", _words("s8i", "s16i", "s32i", "s32i.n", "s32e", "s32c1i", "s32ri", "s32nb",
                     "ssi", "ssiu", "ssx", "ssxu")),
    ("store", r"^ee\.v?st[^ ]*( |$)"),
    ("multiply", _words("mull", "muluh", "mulsh", "mul16u", "mul16s", "mul.s", "madd.s",
                        "msub.s")),
    ("multiply", r"^(mul|mula|muls)\.(aa|ad|da|dd)[^ ]*( |$)"),   # MAC16
))

RISCV = ClassTable("riscv", (
    ("call", r"^(jal|jalr) ra(,|$)"),
    ("call", _words("call", "c.jal", "c.jalr")),
    ("return", _words("ret", "c.jr ra")),
    ("return", r"^(jalr zero,ra,0|jr ra)$"),
    ("branch", _words("beq", "bne", "blt", "bge", "bltu", "bgeu", "beqz", "bnez", "blez",
                      "bgez", "bltz", "bgtz", "bgt", "ble", "bgtu", "bleu", "c.beqz",
                      "c.bnez")),
    ("jump", _words("j", "jr", "jal", "jalr", "c.j", "c.jr", "tail")),
    ("load", _words("lb", "lh", "lw", "lbu", "lhu", "ld", "lwu", "flw", "fld", "lr.w",
                    "c.lw", "c.lwsp", "c.flw", "c.flwsp")),
    ("store", _words("sb", "sh", "sw", "sd", "fsw", "fsd", "sc.w", "c.sw", "c.swsp",
                     "c.fsw", "c.fswsp")),
    ("multiply", _words("mul", "mulh", "mulhu", "mulhsu", "fmul.s", "fmadd.s")),
), strip_hex=True)

_ARM_COND = "eq|ne|cs|hs|cc|lo|mi|pl|vs|vc|hi|ls|ge|lt|gt|le"
ARM = ClassTable("arm", (
    ("return", r"^bx lr$"),
    ("return", r"^pop(\.w)? \{[^}]*pc\}$"),
    ("return", r"^ldm(ia)?(\.w)? sp!, \{[^}]*pc\}$"),
    ("return", r"^ldr(\.w)? pc, \[sp\], #4$"),
    ("branch", rf"^b({_ARM_COND})(\.w|\.n)?( |$)"),
    ("branch", _words("cbz", "cbnz")),
    ("call", _words("bl", "blx")),
    ("jump", r"^(b|bx|tbb|tbh)(\.w|\.n)?( |$)"),
    ("jump", r"^(mov|ldr)(\.w)? pc,"),
    ("load", r"^(ldr|ldrb|ldrh|ldrsb|ldrsh|ldrd|ldrex|ldrexb|ldrexh|ldm|ldmia|ldmdb|ldmfd|pop"
             r"|vldr|vldm|vpop)(\.w|\.n)?( |$)"),
    ("store", r"^(str|strb|strh|strd|strex|strexb|strexh|stm|stmia|stmdb|stmfd|push|vstr"
              r"|vstm|vpush)(\.w|\.n)?( |$)"),
    ("multiply", r"^(mul|muls|mla|mls|umull|umlal|umaal|smull|smlal|smul[a-z]*|smla[a-z]*"
                 r"|smml[a-z]*|smmul[a-z]*|smuad|smusd|vmul|vmla|vfma)(\.w|\.f32|\.f64)?( |$)"),
))

TABLES = {t.isa: t for t in (XTENSA, RISCV, ARM)}


# ----------------------------------------------------------------- symbols

def nm_tool(target: QemuTarget) -> str:
    """The target's nm, next to the size tool its builds use (a cached
    toolchain's absolute path after build(), a Debian one on PATH)."""
    size = target.size_tool
    if not size.endswith("size"):
        raise CtbError(f"target {target.name}: no nm next to {size}")
    nm = size.removesuffix("size") + "nm"
    if shutil.which(nm) is None and not Path(nm).is_file():
        raise CtbError(f"target {target.name}: {nm} not found")
    return nm


def code_symbols(nm: str, elf: Path) -> dict[str, set[int]]:
    """Every code symbol's addresses (a static name can be in several
    objects). Thumb's interworking bit is dropped: QEMU reports where the
    instruction is."""
    proc = subprocess.run([nm, str(elf)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise CtbError(f"{nm} failed on {elf}: {proc.stderr.strip()[:200]}")
    out: dict[str, set[int]] = {}
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TtWw":
            out.setdefault(parts[2], set()).add(int(parts[0], 16) & ~1)
    return out


def address(syms: dict[str, set[int]], name: str, elf: Path) -> int:
    found = syms.get(name, set())
    if not found:
        raise CtbError(f"function {name}: no such code symbol in {elf} (inlined, or "
                       f"misspelt?)")
    if len(found) > 1:
        where = ", ".join(f"{a:#x}" for a in sorted(found))
        raise CtbError(f"function {name}: {len(found)} symbols of that name in {elf} "
                       f"({where}); name one that is unique")
    return next(iter(found))


# ----------------------------------------------------------------- results

@dataclass
class Window:
    """One function's windows in one run: totals over all of them."""
    function: str
    windows: int
    classes: dict[str, int]
    events: dict[str, int]
    vectors: dict[str, int]          # per vector symbol
    mnemonics: dict[str, int]
    window_min: int = 0              # instructions of the shortest window
    window_max: int = 0

    @property
    def insns(self) -> int:
        return sum(self.classes.values())

    def per_call(self) -> dict[str, float]:
        """Classes, then events, then vector kinds, and the total, per
        window."""
        n = self.windows or 1
        rows = {c: self.classes.get(c, 0) / n for c in CLASSES}
        rows |= {e: self.events.get(e, 0) / n for e in EVENTS}
        for kind, names in VECTORS.items():
            rows[kind] = sum(self.vectors.get(v, 0) for v in names) / n
        rows["total"] = self.insns / n
        return rows


@dataclass
class Result:
    target: str
    variant: str
    bench: str
    windows: dict[str, Window]
    records: list[dict[str, Any]]    # the bench records of the run
    vectors: dict[str, int]          # the vector symbols found, by address
    command: list[str] = field(default_factory=list)

    def bench_min(self) -> float | None:
        """The per-op `min` of the run's one record, if it has one."""
        return float(self.records[0]["min"]) if len(self.records) == 1 else None


def parse_output(path: Path, functions: list[str], bench: str) -> dict[str, Window]:
    """The plugin's JSON. A missing or unfinished file, or a function with
    no window, is a CtbError of one line: never a row of zeros."""
    if not path.is_file():
        raise CtbError("the plugin wrote no result (QEMU did not exit normally, or the "
                       "plugin did not load)")
    try:
        doc = json.loads(path.read_text())
    except json.JSONDecodeError:
        raise CtbError(f"{path}: truncated or unreadable plugin result") from None
    if doc.get("complete") is not True:
        raise CtbError(f"{path}: incomplete plugin result")
    out: dict[str, Window] = {}
    for f in doc["functions"]:
        w = Window(f["name"], int(f["windows"]), f["classes"], f["events"], f["vectors"],
                   f["mnemonics"], int(f["window_min"]), int(f["window_max"]))
        if f["open_at_exit"]:
            raise CtbError(f"function {w.function}: a window was still open when QEMU "
                           f"exited (it never returned)")
        out[w.function] = w
    gate = doc.get("within")
    for name in functions:
        if name not in out:
            raise CtbError(f"function {name}: missing from the plugin's result")
        if out[name].windows == 0:
            inside = f" inside {gate['name']}" if gate else ""
            raise CtbError(f"function {name}: 0 windows: never called{inside} while "
                           f"running benches matching '{bench}'")
    return out


# ----------------------------------------------------------------- running

def plugin() -> Path:
    return qemu_plugin.build_plugin(PLUGIN, qemu_plugin.plugin_header())


def qemu_target(name: str) -> QemuTarget:
    target = get_target(name)
    if not isinstance(target, QemuTarget):
        raise CtbError(f"target {name} is not emulated: instruction classes need QEMU")
    return target


def build_for(target: QemuTarget, variant: str, bench: str, batches: int = 1) -> Build:
    """The bench app for `variant` with only `bench` compiled in, in its
    own build directory (TAG), so the shared builds keep their filter."""
    from ctbench.targets.variants import resolve_variant

    options = RunOptions(batch_ms=target.default_batch_ms, batches=batches, bench=bench)
    return target.build(resolve_variant(variant, "--variant"), options, tag=TAG)


def run(target: QemuTarget, build: Build, functions: list[str], bench: str,
        work: Path | None = None, within: str | None = WITHIN,
        vectors: dict[str, tuple[str, ...]] | None = None,
        timeout_s: float = QEMU_TIMEOUT_S, disas: Path | None = None) -> Result:
    """Run `build` (its bench filter compiled in: `bench` names it) under
    QEMU with the plugin; the windows of each function."""
    if not functions:
        raise CtbError("no function named")
    table = TABLES.get(target.isa)
    if table is None:
        raise CtbError(f"target {target.name}: no instruction-class table for {target.isa}")
    vectors = VECTORS if vectors is None else vectors
    work = work or build.directory / "insn-classes"
    work.mkdir(parents=True, exist_ok=True)
    syms = code_symbols(nm_tool(target), build.app)
    fn_addr = {name: address(syms, name, build.app) for name in functions}
    found_vectors = {name: address(syms, name, build.app)
                     for names in vectors.values() for name in names if name in syms}
    rules = work / f"{table.isa}.rules"
    rules.write_text(table.file_text())
    out = work / "result.json"
    out.unlink(missing_ok=True)

    def esc(p: Path) -> str:
        return str(p).replace(",", ",,")   # QEMU's option syntax

    args = [f"{esc(plugin())}", f"classes={esc(rules)}", f"out={esc(out)}",
            *(f"fn={n}@{a:#x}" for n, a in fn_addr.items()),
            *(f"vector={n}@{a:#x}" for n, a in found_vectors.items())]
    if within:
        args.append(f"within={within}@{address(syms, within, build.app):#x}")
    if disas is not None:
        args.append(f"disas={esc(disas)}")
    cmd = target.qemu_argv(build.app, "-icount", f"shift={target.icount_shift},sleep=off",
                           "-plugin", ",".join(args))
    capture = work / "capture.log"
    options = RunOptions(timeout_s=timeout_s, silence_s=min(600.0, timeout_s))
    with capture.open("wb") as f:
        outcome = stream_process(cmd, f, options, None)
    if outcome.stopped is not None:
        raise CtbError(f"QEMU stopped: {outcome.stopped}; capture in {capture}")
    if outcome.exit_status != 0:
        raise CtbError(f"QEMU exited {outcome.exit_status}; capture in {capture}")
    parsed = protocol.parse_file(capture)
    if parsed.problems:
        p = parsed.problems[0]
        raise CtbError(f"the bench run had problems: line {p.line}: {p.kind}: {p.detail}; "
                       f"capture in {capture}")
    windows = parse_output(out, functions, bench)
    return Result(target.name, build.variant, bench, windows, parsed.records,
                  found_vectors, cmd)


def measure(target_name: str, variant: str, bench: str, functions: list[str],
            within: str | None = WITHIN) -> Result:
    target = qemu_target(target_name)
    target.require()
    build = build_for(target, variant, bench)
    return run(target, build, functions, bench, within=within)


# ------------------------------------------------------------------- table

def rows(results: list[Result], function: str) -> list[dict[str, Any]]:
    """One row per class, event and total: per call for each variant, and
    each later variant's difference from the first."""
    per = [r.windows[function].per_call() for r in results]
    out = []
    for key in per[0]:
        values = [p[key] for p in per]
        if key in ("loop", "loop_skip", "loop_back", "window_return", "faulted",
                   "handler_insns", "window_overflow", "window_underflow") \
                and not any(values):
            continue   # nothing to say on this core
        row: dict[str, Any] = {"class": key, "kind": _kind(key), "per_call": values,
                               "diff": [v - values[0] for v in values[1:]]}
        out.append(row)
    mins = [r.bench_min() for r in results]
    if all(m is not None for m in mins):
        out.append({"class": "bench per-op min", "kind": "bench", "per_call": mins,
                    "diff": [m - mins[0] for m in mins[1:]]})   # type: ignore[operator]
    for model in cycle_model.models(results[0].target):
        values = [cycle_model.estimate(p, model) for p in per]
        out.append({"class": model.name, "kind": "estimate", "per_call": values,
                    "diff": [v - values[0] for v in values[1:]], "basis": model.basis})
    for row in out:
        if row["kind"] in ("total", "estimate") and row["per_call"][0]:
            row["gap"] = [100.0 * d / row["per_call"][0] for d in row["diff"]]
    return out


def gaps(results: list[Result], function: str) -> list[str]:
    """One line per total and estimate: each later variant's gap against
    the first, in percent; then what each estimate rests on."""
    names = [r.variant for r in results]
    lines = []
    for row in rows(results, function):
        if "gap" in row and row["gap"]:
            each = ", ".join(f"{n} {g:+.1f} %" for n, g in zip(names[1:], row["gap"],
                                                                  strict=True))
            lines.append(f"{row['class']}: {each} against {names[0]}")
    lines += [f"{m.name}: {m.basis}" for m in cycle_model.models(results[0].target)]
    return lines


def _kind(key: str) -> str:
    if key in CLASSES:
        return "class"
    return "total" if key == "total" else "event"


def to_json(results: list[Result], functions: list[str]) -> dict[str, Any]:
    return {
        "target": results[0].target, "bench": results[0].bench,
        "variants": [r.variant for r in results],
        "functions": {
            fn: {"rows": rows(results, fn),
                 "runs": [{"variant": r.variant, "windows": r.windows[fn].windows,
                           "window_min": r.windows[fn].window_min,
                           "window_max": r.windows[fn].window_max,
                           "totals": {**r.windows[fn].classes, **r.windows[fn].events},
                           "vectors": r.windows[fn].vectors,
                           "mnemonics": r.windows[fn].mnemonics,
                           "bench_min": r.bench_min()} for r in results]}
            for fn in functions},
        "commands": [r.command for r in results],
    }


def _fmt(v: float, sign: str = "") -> str:
    """Whole numbers as such; averages to two decimals below 1,000, else
    to the unit (a mean over calls of 10^7 instructions)."""
    whole = v == int(v) or abs(v) >= 1000
    return f"{v:{sign},.0f}" if whole else f"{v:{sign},.2f}"


def markdown(results: list[Result], function: str) -> str:
    """The class table of one function, in Markdown."""
    names = [r.variant for r in results]
    head = ["class", *names, *(f"{n} − {names[0]}" for n in names[1:])]
    lines = ["| " + " | ".join(head) + " |",
             "|---|" + "---:|" * (len(head) - 1)]
    for row in rows(results, function):
        label = row["class"] if row["kind"] != "event" else f"({row['class']})"
        diffs = [_fmt(d, "+") for d in row["diff"]]
        lines.append("| " + " | ".join([label, *map(_fmt, row["per_call"]), *diffs]) + " |")
    return "\n".join(lines)


# --------------------------------------------------------------------- CLI

def cli(args: Any) -> int:
    """`ctbench insn-classes`: see the subparser in cli/__init__.py."""
    import sys

    variants = args.variant
    within = None if args.within in ("", "none") else args.within
    target = qemu_target(args.target)
    target.require()
    results = []
    for v in variants:
        build = build_for(target, v, args.bench, args.batches)
        results.append(run(target, build, args.function, args.bench, within=within,
                           timeout_s=args.timeout))
    if args.json:
        json.dump(to_json(results, args.function), sys.stdout, indent=2)
        sys.stdout.write("\n")
        return 0
    for fn in args.function:
        windows = ", ".join(f"{r.variant}: {r.windows[fn].windows}" for r in results)
        print(f"{args.target}, bench {args.bench}: per call of {fn} (windows {windows})")
        if args.markdown:
            print(markdown(results, fn))
        else:
            _rich_table(results, fn)
        for line in gaps(results, fn):
            print(line)
    return 0


def _rich_table(results: list[Result], function: str) -> None:
    import sys

    from rich.console import Console
    from rich.table import Table

    names = [r.variant for r in results]
    table = Table()
    table.add_column("class")
    for n in names:
        table.add_column(n, justify="right")
    for n in names[1:]:
        table.add_column(f"{n} − {names[0]}", justify="right")
    for row in rows(results, function):
        label = row["class"] if row["kind"] != "event" else f"({row['class']})"
        diffs = [_fmt(d, "+") for d in row["diff"]]
        table.add_row(label, *map(_fmt, row["per_call"]), *diffs)
    Console(no_color=not sys.stdout.isatty(),
            width=None if sys.stdout.isatty() else 160).print(table)
