"""The "trace" constant-time checker: execution-trace equality on every
emulated core.

The harness (components/ctb_ct/ctcheck/ct_trace.c) runs every function of
ct_functions.h on several classes of secret inputs (edge values and
pseudo-random ones), each call between ctb_trace_begin() and
ctb_trace_end(). A QEMU plugin of our own (ctcheck/trace/ctb_trace_plugin.c)
records, between the entries of those two markers, every instruction
executed and every memory access (address, load or store, size). A
constant-time function gives every class the same window; the first event
where two classes differ is a FAIL, named by its instruction.

The harness is built like the unit-test images (firmware/CMakeLists.txt),
but directly: the target's compiler and flags from its toolchain.cmake,
its support sources from its target.cmake (start-up code, port,
semihosting, lx106's libgcc helpers), its link.ld, at -Os and at -O2, with
the variant's ctb_ct path (driver.path_defines). QEMU runs as the
emulated targets run it (targets.emulated_targets()), with the plugin. The
lab's ESP32 and ESP32-S3 cores (targets.cached_emulated_targets(): their
GCC and QEMU come from `ctbench toolchain build <core>`) are checked too
once built; their port is firmware/targets/xtensa-windowed/, which their
own target directories include with the core's name.

What the checker sees: control flow and data addresses, on the code the
cross compiler emits. What it does not: operand-dependent timing of one
instruction (the audit's variable-time rules), a predicated instruction
that executes either way (an Arm IT block, Xtensa moveqz: the audit flags
those), and inputs outside its classes.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.command import run_tool
from ctbench.ctlab import catalogue
from ctbench.ctlab.audit import compilers, driver
from ctbench.ctlab.catalogue import Row, row, selected
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import qemu_plugin, xtensa_gcc
from ctbench.targets.qemu import QemuTarget, cached_emulated_targets, emulated_targets
from ctbench.targets.registry import isa_of

OPTS = ("Os", "O2")
HARNESS = "ct_trace.c"
EC_HARNESS = "ct_ec_trace.c"   # ctb_ec's API, scalar secret (digest and count modes)
EC_RANDOM_CLASSES = 3          # after ct_ec_cases.h's 11 edge classes
DATA_HARNESS = "ct_data_trace.c"   # ctb_ghash, ctb_b64: data secret (same modes)
DATA_RANDOM_CLASSES = 3        # after ct_data_cases.h's edge classes
PLUGIN = "trace/ctb_trace_plugin.c"
QEMU_TIMEOUT_S = 60.0   # a whole run takes about a second; an lx106 fault hangs
EC_TIMEOUT_S = 1800.0   # the EC harness: hundreds of millions of instructions


# ---------------------------------------------------------------- building

@dataclass(frozen=True)
class BareToolchain:
    """A bare target's compiler settings, as firmware/CMakeLists.txt gets
    them: its toolchain.cmake (compiler, C, assembler and link flags) and
    its target.cmake (the support sources given to ctb_bare_target)."""
    target_dir: Path
    isa: str   # the target's (Target.isa)
    cc: str
    c_flags: list[str]
    asm_flags: list[str]
    link_flags: list[str]
    support: list[Path]
    includes: list[str] = field(default_factory=list)   # the port's own headers
    # per support source (by file name): what its target.cmake defines for it
    defines: dict[str, list[str]] = field(default_factory=dict)

    def asm_family(self) -> str:
        """Which of ctb_ec's assembly lists the firmware builds for this
        core (catalogue.ec_sources): "xtensa" or "other"."""
        return "xtensa" if self.isa == "xtensa" else "other"


def _cmake_set(text: str, var: str) -> str:
    m = re.search(rf'^set\({var}\s+"?([^")]*)"?\)', text, re.M)
    if m is None:
        raise CtbError(f"no set({var} ...) in the target's toolchain.cmake")
    return m.group(1)


def _support(spec: Path, var: str, where: Path) -> list[Path]:
    """The sources a target.cmake gives ctb_bare_target(${var} ...), with
    ${var} = where, and the common port code ctb_bare_target() adds
    (cmake/bare_target.cmake)."""
    m = re.search(rf"ctb_bare_target\(\$\{{{var}\}}\s+([^)]*)\)", spec.read_text())
    if m is None:
        raise CtbError(f"{spec}: no ctb_bare_target(${{{var}}} ...) call")
    sources = [Path(s.replace(f"${{{var}}}", str(where))).resolve() for s in m.group(1).split()]
    return [*sources, (where / ".." / "common" / "bare_port.c").resolve()]


def bare_toolchain(target: str) -> BareToolchain:
    where = project_root() / "firmware" / "targets" / target
    tc = (where / "toolchain.cmake").read_text()
    if (core := re.search(r"^set\(CTB_XTENSA_CORE\s+(\w+)\)", tc, re.M)) is not None:
        return windowed_toolchain(target, core.group(1))
    sources = _support(where / "target.cmake", "here", where)
    return BareToolchain(where, isa_of(target), _cmake_set(tc, "CMAKE_C_COMPILER"),
                         _cmake_set(tc, "CMAKE_C_FLAGS_INIT").split(),
                         _cmake_set(tc, "CMAKE_ASM_FLAGS_INIT").split(),
                         _cmake_set(tc, "CMAKE_EXE_LINKER_FLAGS_INIT").split(), sources)


def windowed_toolchain(target: str, core: str) -> BareToolchain:
    """An ESP32-class target (qemu-esp32, qemu-esp32s3): its directory sets
    the core's name and includes firmware/targets/xtensa-windowed/, whose
    toolchain.cmake takes the compiler from CTB_XTENSA_GCC (the cache's,
    xtensa_gcc.tool) and whose target.cmake names the port's sources and
    defines port.c's CTB_XTENSA_PORT and CTB_XTENSA_CHIP."""
    where = project_root() / "firmware" / "targets" / target
    xtw = where.parent / "xtensa-windowed"
    gcc = xtensa_gcc.tool(core, "gcc")
    if gcc is None:
        raise CtbError(f"missing: run ctbench toolchain build {core} (xtensa-{core}-elf-gcc)")
    tc = (xtw / "toolchain.cmake").read_text()
    chip = re.search(r'^set\(CTB_XTENSA_CHIP\s+"([^"]*)"\)',
                     (where / "target.cmake").read_text(), re.M)

    def flags(var: str) -> list[str]:
        return _cmake_set(tc, var).replace("${CTB_XTENSA_CFLAGS}", "").split()

    return BareToolchain(xtw, isa_of(target), str(gcc), flags("CMAKE_C_FLAGS_INIT"),
                         flags("CMAKE_ASM_FLAGS_INIT"), flags("CMAKE_EXE_LINKER_FLAGS_INIT"),
                         _support(xtw / "target.cmake", "xtw", xtw), [f"-I{xtw}"],
                         {"port.c": [f'-DCTB_XTENSA_PORT="{target}"',
                                     f'-DCTB_XTENSA_CHIP="{chip.group(1) if chip else core}"']})


def port_include(tree: Path | None = None) -> Path:
    """Where ctb_port.h is: the interface of the targets' port code (the
    harness's output and exit), not checked code. From `tree` when it has
    ctb_bench; a tree of the checked components only (the mutant suite's)
    uses the project's."""
    for root in (catalogue.components_root(tree), catalogue.components_root(None)):
        if (root / "ctb_bench" / "include" / "ctb_port.h").is_file():
            return root / "ctb_bench" / "include"
    raise CtbError("no ctb_bench/include/ctb_port.h (the targets' port interface)")


def build_harness(target: str, variant: str, opt: str, out: Path,
                  tree: Path | None = None, harness: str = HARNESS,
                  defines: tuple[str, ...] = ()) -> Path:
    """The trace harness (or `harness`: EC_HARNESS) for one emulated target,
    variant and level: the ELF image. Every checked source comes from
    `tree`; `defines` go to every compilation."""
    tc = bare_toolchain(target)
    components = {EC_HARNESS: catalogue.EC_HARNESS_COMPONENTS,
                  DATA_HARNESS: catalogue.DATA_HARNESS_COMPONENTS}.get(
                      harness, catalogue.HARNESS_COMPONENTS)
    sources = [catalogue.component_dir(tree) / "ctcheck" / harness,
               *catalogue.library_sources(tree, components, tc.asm_family()), *tc.support]
    includes = [*catalogue.include_flags(tree), f"-I{tc.target_dir.parent / 'common'}",
                f"-I{port_include(tree)}", *tc.includes]
    objs = out.parent / f"{out.stem}.objs"
    if objs.exists():
        shutil.rmtree(objs)
    objs.mkdir(parents=True)
    built = []
    for i, src in enumerate(sources):
        obj = objs / f"{i:02d}-{src.stem}.o"
        flags = tc.asm_flags if src.suffix == ".S" else [*tc.c_flags, "-Wall", "-Wextra",
                                                         *tc.defines.get(src.name, [])]
        run_tool([tc.cc, *flags, f"-{opt}", *includes, *driver.path_defines(variant),
                  *defines, "-c", str(src), "-o", str(obj)],
                 f"{target} -{opt}: compiling {src.name}")
        built.append(str(obj))
    run_tool([tc.cc, *tc.c_flags, *tc.link_flags, f"-{opt}", "-T",
              str(tc.target_dir / "link.ld"), "-Wl,--gc-sections", *built, "-o", str(out)],
             f"{target} -{opt}: linking")
    return out


def binutil(target: str, tool: str) -> str:
    """The target's objdump or nm (the audit's toolchain for the target)."""
    objdump = compilers.get_toolchain(driver.REFERENCE_TOOLCHAINS[target]).objdump
    return objdump.removesuffix("objdump") + tool


def symbols(target: str, elf: Path) -> list[tuple[int, str]]:
    """The ELF's code symbols, by address. Thumb's odd addresses are made
    even: QEMU reports where the instruction is, not the interworking bit."""
    proc = subprocess.run([binutil(target, "nm"), "-n", str(elf)], capture_output=True,
                          text=True, check=False)
    if proc.returncode != 0:
        raise CtbError(f"nm failed on {elf}: {proc.stderr.strip()[:200]}")
    out = []
    for line in proc.stdout.splitlines():
        parts = line.split()
        if len(parts) == 3 and parts[1] in "TtWw":
            out.append((int(parts[0], 16) & ~1, parts[2]))
    return sorted(out)


def marker(syms: list[tuple[int, str]], name: str) -> int:
    found = [a for a, s in syms if s == name]
    if len(found) != 1:
        raise CtbError(f"the harness has {len(found)} symbols {name}")
    return found[0]


# ----------------------------------------------------------------- running

@dataclass
class Run:
    """One QEMU run of the harness: what it announced and what it traced."""
    announced: list[tuple[str, str]]   # (function, class) of window n
    windows: list[list[str]]           # window n's events, one line each
    path: str = "?"
    seconds: float = 0.0


def parse_announcements(stdout: str) -> tuple[list[tuple[str, str]], str, int | None]:
    """(function, class) per window, the ctb_ct path, and the harness's own
    window count (None: it did not get to its end)."""
    announced: list[tuple[str, str]] = []
    path, done = "?", None
    for line in stdout.splitlines():
        parts = line.split()
        if parts[:2] == ["ctb-trace", "window"] and len(parts) == 5:
            if parts[2] != str(len(announced)):
                raise CtbError(f"announcement out of order: {line!r}")
            announced.append((parts[3], parts[4]))
        elif parts[:2] == ["ctb-trace", "path"] and len(parts) == 3:
            path = parts[2]
        elif parts[:2] == ["ctb-trace", "done"] and len(parts) == 3 and parts[2].isdigit():
            done = int(parts[2])
    return announced, path, done


_EVENT = re.compile(r"I [0-9a-f]+|[LS] [0-9a-f]+ \d+")


def parse_trace(text: str) -> list[list[str]]:
    """The windows of a trace file (ctb_trace_plugin.c). Anything out of
    place, or a file without its closing X line, is a CtbError."""
    windows: list[list[str]] = []
    current: list[str] | None = None
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for no, line in enumerate(lines, 1):
        if current is not None and _EVENT.fullmatch(line):
            current.append(line)
        elif line == f"B {len(windows)}" and current is None:
            current = []
        elif line == f"E {len(windows)}" and current is not None:
            windows.append(current)
            current = None
        elif line == f"X {len(windows)}" and current is None and no == len(lines):
            return windows
        else:
            raise CtbError(f"unreadable trace: line {no}: {line[:60]!r}")
    raise CtbError(f"truncated trace: {len(windows)} windows and no closing line "
                   f"(QEMU did not exit normally)")


def qemu_command(target: QemuTarget, plugin: Path, begin: int, end: int, trace: Path,
                 elf: Path, mode: str = "trace") -> list[str]:
    """The emulated target's QEMU command (as targets.QemuTarget runs it,
    without -icount: the plugin counts), with the plugin in `mode`."""
    out = str(trace).replace(",", ",,")   # QEMU's option syntax
    return target.qemu_argv(elf, "-plugin", f"{plugin},begin={begin:#x},end={end:#x},out={out}"
                            + ("" if mode == "trace" else f",mode={mode}"))


def _run_qemu(cmd: list[str], timeout_s: float) -> tuple[subprocess.CompletedProcess[str], float]:
    """QEMU run to its end (or CtbError at `timeout_s`), and its seconds."""
    start = time.monotonic()
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False,
                              timeout=timeout_s, stdin=subprocess.DEVNULL)
    except subprocess.TimeoutExpired:
        raise CtbError(f"QEMU did not finish within {timeout_s:.0f} s") from None
    return proc, time.monotonic() - start


def _exited_cleanly(proc: subprocess.CompletedProcess[str]) -> None:
    if proc.returncode != 0:
        why = (proc.stderr.strip().splitlines() or proc.stdout.strip().splitlines()
               or ["no output"])[-1]
        raise CtbError(f"QEMU exited {proc.returncode}: {why[:200]}")


def _announced(proc: subprocess.CompletedProcess[str], out: Path, what: str
               ) -> tuple[list[tuple[str, str]], str]:
    """The windows the harness announced and its path, once it announced
    them all and the plugin wrote `out` (`what` names it in the error)."""
    announced, path, done = parse_announcements(proc.stdout)
    if done is None or done != len(announced):
        raise CtbError(f"the harness stopped after announcing {len(announced)} windows")
    if not out.is_file():
        raise CtbError(f"QEMU wrote no {what} (plugin not loaded?)")
    return announced, path


def run_harness(target: QemuTarget, plugin: Path, elf: Path, trace: Path) -> Run:
    syms = symbols(target.name, elf)
    begin, end = marker(syms, "ctb_trace_begin"), marker(syms, "ctb_trace_end")
    if trace.exists():
        trace.unlink()
    proc, seconds = _run_qemu(qemu_command(target, plugin, begin, end, trace, elf),
                              QEMU_TIMEOUT_S)
    _exited_cleanly(proc)
    announced, path = _announced(proc, trace, "trace file")
    windows = parse_trace(trace.read_text(errors="replace"))
    if len(windows) != len(announced):
        raise CtbError(f"{len(windows)} windows traced, {len(announced)} announced")
    return Run(announced, windows, path, seconds)


def parse_windows(text: str, mode: str) -> list[tuple[int, ...]]:
    """The W lines of a digest- or count-mode file: per window (insns,) or
    (insns, accesses, insn hash, access hash). Anything out of place, or
    no closing X line, is a CtbError."""
    fields = 6 if mode == "digest" else 3
    windows: list[tuple[int, ...]] = []
    lines = text.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    for no, line in enumerate(lines, 1):
        parts = line.split()
        if len(parts) == fields and parts[:2] == ["W", str(len(windows))]:
            try:
                windows.append(tuple(int(p, 16) if i >= 4 else int(p)
                                     for i, p in enumerate(parts[2:], 2)))
                continue
            except ValueError:
                pass
        elif line == f"X {len(windows)}" and no == len(lines):
            return windows
        raise CtbError(f"unreadable {mode} file: line {no}: {line[:60]!r}")
    raise CtbError(f"truncated {mode} file: {len(windows)} windows and no closing line "
                   f"(QEMU did not exit normally)")


@dataclass
class DigestRun:
    announced: list[tuple[str, str]]
    windows: list[tuple[int, ...]]
    path: str = "?"
    seconds: float = 0.0


def run_digest(target: QemuTarget, plugin: Path, elf: Path, out: Path, mode: str) -> DigestRun:
    """One QEMU run of the EC harness with the plugin in digest or count
    mode; every window announced must be in the file."""
    syms = symbols(target.name, elf)
    begin, end = marker(syms, "ctb_trace_begin"), marker(syms, "ctb_trace_end")
    if out.exists():
        out.unlink()
    proc, seconds = _run_qemu(qemu_command(target, plugin, begin, end, out, elf, mode),
                              EC_TIMEOUT_S)
    refused = re.search(r"ctb-trace refused .*", proc.stdout)
    if refused:
        raise CtbError(f"the harness stopped: {refused.group(0)} (a class's scalar refused)")
    _exited_cleanly(proc)
    announced, path = _announced(proc, out, f"{mode} file")
    windows = parse_windows(out.read_text(errors="replace"), mode)
    if len(windows) != len(announced):
        raise CtbError(f"{len(windows)} windows recorded, {len(announced)} announced")
    return DigestRun(announced, windows, path, seconds)


def ec_defines(functions: list[str], tree: Path | None) -> tuple[str, ...]:
    """The EC harness's selection: a bit per line of CTB_CT_EC_FUNCTIONS."""
    listed = catalogue.ec_functions(tree)
    mask = sum(1 << i for i, f in enumerate(listed) if f in functions)
    return (f"-DCTB_EC_TRACE_MASK={mask:#x}u", f"-DCTB_EC_TRACE_RANDOM={EC_RANDOM_CLASSES}")


def data_defines(functions: list[str], tree: Path | None) -> tuple[str, ...]:
    """The data harness's selection: a bit per line of CTB_CT_DATA_FUNCTIONS."""
    listed = [f for f, _ in catalogue.data_functions(tree)]
    mask = sum(1 << i for i, f in enumerate(listed) if f in functions)
    return (f"-DCTB_DATA_TRACE_MASK={mask:#x}u",
            f"-DCTB_DATA_TRACE_RANDOM={DATA_RANDOM_CLASSES}")


def _grouped(run: DigestRun) -> dict[str, list[tuple[str, tuple[int, ...]]]]:
    by_fn: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
    for (fn, cls), w in zip(run.announced, run.windows, strict=True):
        by_fn.setdefault(fn, []).append((cls, w))
    return by_fn


def digest_verdict(classes: list[tuple[str, tuple[int, ...]]]) -> tuple[str, str]:
    """trace, digest mode: every class's (insns, accesses, hashes) against
    the first's. A digest cannot say where two windows part; the detail
    says which classes and how the counts differ (the full trace of the
    two, `mode=trace`, would; it is gigabytes)."""
    (ref_name, ref), differ = classes[0], []
    for name, d in classes[1:]:
        if d != ref:
            what = ("instruction stream" if (d[0], d[2]) != (ref[0], ref[2])
                    else "data accesses (same instructions)")
            differ.append(f"'{ref_name}' vs '{name}': {what} differ: {ref[0]:,} vs {d[0]:,} "
                          f"instructions, {ref[1]:,} vs {d[1]:,} accesses")
    if differ:
        return "FAIL", f"{differ[0]} ({len(differ)} of {len(classes) - 1} classes differ " \
                       f"from '{ref_name}')"
    return "PASS", (f"{len(classes)} classes, identical digests: {ref[0]:,} instructions and "
                    f"{ref[1]:,} memory accesses per window")


def count_verdict(classes: list[tuple[str, tuple[int, ...]]]) -> tuple[str, str]:
    """insn-eq: every class executes exactly as many instructions."""
    counts = {name: w[0] for name, w in classes}
    if len(set(counts.values())) == 1:
        n = next(iter(counts.values()))
        return "PASS", (f"{len(classes)} input classes ({', '.join(counts)}): "
                        f"{n:,} instructions each")
    lo = min(counts, key=lambda c: counts[c])
    hi = max(counts, key=lambda c: counts[c])
    return "FAIL", (f"'{lo}' {counts[lo]:,} vs '{hi}' {counts[hi]:,} instructions "
                    f"({counts[hi] - counts[lo]:+,}; {len(set(counts.values()))} distinct "
                    f"counts over {len(classes)} classes)")


def by_code(classes: list[tuple[str, tuple[int, ...]]]
            ) -> dict[str, list[tuple[str, tuple[int, ...]]]]:
    """The classes grouped by the return code the harness tagged them with
    ("bad-all=rc1"; untagged: 0). The code is public (ctb_b64.h), so only
    classes of one code must run alike (ct_data_cases.h)."""
    groups: dict[str, list[tuple[str, tuple[int, ...]]]] = {}
    for name, w in classes:
        groups.setdefault(name.partition("=rc")[2] or "0", []).append((name, w))
    return groups


def code_verdict(judge: Callable[[list[tuple[str, tuple[int, ...]]]], tuple[str, str]],
                 classes: list[tuple[str, tuple[int, ...]]]) -> tuple[str, str]:
    """judge() within each group of by_code(): one group, its verdict as it
    is; several, a FAIL when one fails, else a PASS naming the groups. A
    group of one class is an ERROR: nothing was compared."""
    groups = by_code(classes)
    if len(groups) == 1:
        return judge(classes)
    lonely = [code for code, cs in groups.items() if len(cs) < 2]
    if lonely:
        return "ERROR", f"return code {lonely[0]}: one class only, nothing to compare"
    judged = {code: judge(cs) for code, cs in groups.items()}
    failed = [(code, d) for code, (v, d) in judged.items() if v != "PASS"]
    if failed:
        code, detail = failed[0]
        return "FAIL", f"among the classes returning {code}: {detail}"
    sizes = ", ".join(f"{code}: {len(cs)}" for code, cs in groups.items())
    return "PASS", (f"{len(classes)} classes in {len(groups)} groups by return code "
                    f"({sizes}); within each alike; code 0: {judged['0'][1]}")


def check_ec_one(variant: str, checker: str, target: QemuTarget, opt: str, plugin: Path,
                 work: Path, functions: list[str], tree: Path | None,
                 harness: str = EC_HARNESS) -> list[Row]:
    """The EC harness (or the data harness, DATA_HARNESS: the same windows
    over other classes) on one core and level: one row per function."""
    mode = "digest" if checker == "trace" else "count"
    where = f"{target.name} -{opt}"
    tag = "ec" if harness == EC_HARNESS else "data"
    elf = work / f"{target.name}-{opt}-{tag}.elf"
    defines = ec_defines if harness == EC_HARNESS else data_defines
    try:
        build_harness(target.name, variant, opt, elf, tree, harness, defines(functions, tree))
        run = run_digest(target, plugin, elf, work / f"{target.name}-{opt}-{tag}.{mode}",
                         mode)
    except CtbError as e:
        return [row(variant, checker, where, "*", "ERROR", f"not run: {e}")]
    by_fn = _grouped(run)
    rows = []
    judge = digest_verdict if mode == "digest" else count_verdict
    for fn in functions:
        classes = by_fn.get(fn)
        if not classes or len(classes) < 2:
            rows.append(row(variant, checker, where, fn, "ERROR",
                            "not run: fewer than two windows recorded"))
            continue
        verdict, detail = code_verdict(judge, classes)
        share = sum(w[0] for _, w in classes) / (sum(w[0] for w in run.windows) or 1)
        rows.append(row(variant, checker, where, fn, verdict, detail,
                        seconds=round(run.seconds * share, 2),
                        insns=classes[0][1][0], classes=len(classes)))
    return rows


# --------------------------------------------------------------- comparing

@dataclass
class Disassembly:
    """Names an instruction address: symbol+offset and objdump's line,
    read from the harness ELF only when a divergence needs them."""
    target: str
    elf: Path
    _syms: list[tuple[int, str]] = field(default_factory=list)
    _lines: dict[int, str] | None = None

    def where(self, addr: int) -> str:
        if not self._syms:
            self._syms = symbols(self.target, self.elf)
        below = [(a, s) for a, s in self._syms if a <= addr]
        if not below:
            return f"{addr:#x}"
        a, s = below[-1]
        return f"{addr:#x} <{s}+{addr - a:#x}>"

    def line(self, addr: int) -> str:
        if self._lines is None:
            self._lines = {}
            try:
                text = subprocess.run([binutil(self.target, "objdump"), "-d",
                                       "--no-show-raw-insn", str(self.elf)],
                                      capture_output=True, text=True, check=False).stdout
            except OSError:
                text = ""
            for ln in text.splitlines():
                m = re.match(r"^\s*([0-9a-f]+):\s+(.*)$", ln)
                if m:
                    self._lines[int(m.group(1), 16)] = " ".join(m.group(2).split())
        return self._lines.get(addr, "?")

    def describe(self, addr: int) -> str:
        return f"{self.where(addr)}: {self.line(addr)}"


def _event(ev: str | None, dis: Disassembly) -> str:
    if ev is None:
        return "the window's end"
    kind, addr, *size = ev.split()
    if kind == "I":
        return dis.where(int(addr, 16))
    return f"{'load' if kind == 'L' else 'store'} of {size[0]} bytes at 0x{addr}"


def first_divergence(a: list[str], b: list[str], name_a: str, name_b: str,
                     dis: Disassembly) -> str | None:
    """None when the windows are equal; else one line naming the first
    event where they differ and the instruction it belongs to."""
    n = next((i for i, (x, y) in enumerate(zip(a, b, strict=False)) if x != y),
             min(len(a), len(b)))
    if n == len(a) == len(b):
        return None
    ev_a = a[n] if n < len(a) else None
    ev_b = b[n] if n < len(b) else None
    last = next((a[i] for i in range(n - 1, -1, -1) if a[i].startswith("I ")), None)
    at = dis.describe(int(last.split()[1], 16)) if last else "the window's start"
    both_insns = all(e is None or e.startswith("I ") for e in (ev_a, ev_b))
    what = "instruction stream diverges after" if both_insns else "data access diverges at"
    return (f"'{name_a}' vs '{name_b}': {what} {at}; next: {_event(ev_a, dis)} vs "
            f"{_event(ev_b, dis)} (event {n})")


def function_verdict(classes: list[tuple[str, list[str]]],
                     dis: Disassembly) -> tuple[str, str]:
    """Every class's window against the first class's."""
    ref_name, ref = classes[0]
    differ = []
    for name, events in classes[1:]:
        d = first_divergence(ref, events, ref_name, name, dis)
        if d is not None:
            differ.append(d)
    if differ:
        more = f" ({len(differ)} of {len(classes) - 1} classes differ from '{ref_name}')"
        return "FAIL", differ[0] + more
    insns = sum(e.startswith("I ") for e in ref)
    return "PASS", (f"{len(classes)} classes, identical traces: {insns} instructions and "
                    f"{len(ref) - insns} memory accesses per window")


def verdicts(variant: str, where: str, run: Run, dis: Disassembly,
             functions: list[str]) -> list[Row]:
    """One row per function, in the list's order, with its cost: its share
    of the QEMU run's wall time (by traced events) and the instructions
    traced over all its classes."""
    by_fn: dict[str, list[tuple[str, list[str]]]] = {}
    for (fn, cls), window in zip(run.announced, run.windows, strict=True):
        by_fn.setdefault(fn, []).append((cls, window))
    total = sum(len(w) for w in run.windows) or 1
    rows = []
    for fn in functions:
        classes = by_fn.get(fn)
        if not classes:
            rows.append(row(variant, "trace", where, fn, "ERROR",
                            "not run: no window recorded"))
            continue
        verdict, detail = function_verdict(classes, dis)
        events = sum(len(e) for _, e in classes)
        rows.append(row(variant, "trace", where, fn, verdict, detail,
                        seconds=round(run.seconds * events / total, 4),
                        insns=sum(ev.startswith("I ") for _, e in classes for ev in e),
                        classes=len(classes)))
    return rows


# ------------------------------------------------------------------- check

def plugin_source(tree: Path | None = None) -> Path:
    return catalogue.component_dir(tree) / "ctcheck" / PLUGIN


def missing_tools(target: QemuTarget) -> list[str]:
    """What the checker needs for this target and does not find: its cross
    compiler and C library, its QEMU, its nm and objdump."""
    gone = [f"{n.tool} ({n.remedy})" if n.remedy else f"{n.tool} (Debian package {n.package})"
            for n in target.missing() if n.tool != "cmake"]   # built without CMake
    tool = binutil(target.name, "nm")
    if shutil.which(tool) is None:
        gone.append(tool)
    return gone


def lab_targets() -> list[QemuTarget]:
    """The lab's cores whose compiler and QEMU are built: checked like the
    others; on a machine without them they are simply not there (nothing
    in Debian provides them)."""
    return [t for t in cached_emulated_targets() if not missing_tools(t)]


def check_one(variant: str, target: QemuTarget, opt: str, plugin: Path, work: Path,
              functions: list[str], tree: Path | None) -> list[Row]:
    where = f"{target.name} -{opt}"
    elf = work / f"{target.name}-{opt}.elf"
    try:
        build_harness(target.name, variant, opt, elf, tree)
        run = run_harness(target, plugin, elf, work / f"{target.name}-{opt}.trace")
        return verdicts(variant, where, run, Disassembly(target.name, elf), functions)
    except CtbError as e:
        return [row(variant, "trace", where, "*", "ERROR", f"not run: {e}")]


def check_trace(variant: str, work: Path, samples: int,
                tree: Path | None = None) -> tuple[list[Row], list[str]]:
    """One row per (emulated target, level, function); see the module's
    docstring. `samples` is unused (the classes are fixed). A target whose
    toolchain or QEMU is missing gives one ERROR row naming what; a build,
    run or trace that fails, one per target and level."""
    del samples
    return _check_cores(variant, "trace", work, tree)


def check_insn_eq(variant: str, work: Path, samples: int,
                  tree: Path | None = None) -> tuple[list[Row], list[str]]:
    """insn-eq: on every emulated core and level, each ctb_ec function of
    CTB_CT_EC_FUNCTIONS executes exactly as many instructions for every
    scalar class (k = 1, n - 1, 2, n - 2, one top window, one low window,
    random ones), counted by the trace plugin (count mode)."""
    del samples
    return _check_cores(variant, "insn-eq", work, tree)


def _check_cores(variant: str, checker: str, work: Path,
                 tree: Path | None) -> tuple[list[Row], list[str]]:
    work.mkdir(parents=True, exist_ok=True)
    functions = [] if checker != "trace" else [
        f.name for f in catalogue.audited_functions(tree) if selected(f.name)]
    ec = [f for f in catalogue.ec_functions(tree) if selected(f)]
    data = [f for f, _ in catalogue.data_functions(tree) if selected(f)]
    targets = [*emulated_targets(), *lab_targets()]
    rows: list[Row] = []
    jobs = []
    for t in targets:
        gone = missing_tools(t)
        if gone:
            rows.append(row(variant, checker, t.name, "*", "ERROR",
                            f"not run: missing {', '.join(gone)}"))
        else:
            jobs += [(t, opt, h) for opt in OPTS
                     for h, fns in (("ct", functions), ("ec", ec), ("data", data)) if fns]
    if not jobs:
        return rows, []
    try:
        plugin = qemu_plugin.build_plugin(plugin_source(tree), qemu_plugin.plugin_header())
    except CtbError as e:
        return rows + [row(variant, checker, f"{t.name} -{opt}", "*", "ERROR",
                           f"not run: {e}") for t, opt, _ in jobs], []

    def one(job: tuple[QemuTarget, str, str]) -> list[Row]:
        t, opt, harness = job
        if harness == "ec":
            return check_ec_one(variant, checker, t, opt, plugin, work, ec, tree)
        if harness == "data":
            return check_ec_one(variant, checker, t, opt, plugin, work, data, tree,
                                DATA_HARNESS)
        return check_one(variant, t, opt, plugin, work, functions, tree)

    with ThreadPoolExecutor(max_workers=os.cpu_count() or 2) as pool:
        for got in pool.map(one, jobs):
            rows += got
    return rows, []
