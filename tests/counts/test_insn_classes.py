"""Instruction classes per call (host/ctbench/counts/insn_classes.py and its QEMU
plugin): the class tables on sample disassembly, read alike by Python's re
and by the C library's POSIX regex (the plugin's); and, on qemu-xtensa
(lx106), the windows of the ct bench app: the timed calls only, classes
that add up to the bench's own per-op instruction count, calls and returns
that pair up, one __muldi3 call and its multiplies per limb, and a function
that is never called reported as an error, never as zeros."""

from __future__ import annotations

import ctypes
import ctypes.util
import json
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import usable
from ctbench.counts import insn_classes as ic
from ctbench.errors import CtbError
from ctbench.targets.qemu import QemuTarget

ROOT = Path(__file__).resolve().parents[2]

SAMPLES = {
    "xtensa": [
        ("call0 0x50001510", "call"), ("callx0 a3", "call"), ("call8 0x400d1234", "call"),
        ("callx12 a8", "call"), ("ret.n", "return"), ("ret", "return"),
        ("retw.n", "return"), ("retw", "return"), ("entry a1, 32", "entry"),
        ("rfwo", "window_return"), ("rfwu", "window_return"),
        ("bne a9, a5, 0x500032f5", "branch"), ("beqz.n a15, 0x50001170", "branch"),
        ("bltui a2, 4, 0x5000113c", "branch"), ("bbci a2, 3, 0x50000100", "branch"),
        ("bnone a2, a3, 0x50000100", "branch"), ("bgeu a2, a3, 0x50000100", "branch"),
        ("loopnez a3, 0x40001000", "loop"), ("loop a3, 0x40001000", "loop"),
        ("j 0x50001155", "jump"), ("jx a3", "jump"),
        ("l32i.n a2, a1, 4", "load"), ("l32i a2, a1, 400", "load"),
        ("l32r a2, 0x50000010", "load"), ("l8ui a2, a3, 0", "load"),
        ("l16si a2, a3, 2", "load"), ("l32e a4, a1, -16", "load"),
        ("s32i.n a2, a1, 44", "store"), ("s32i a2, a1, 400", "store"),
        ("s8i a2, a3, 0", "store"), ("s16i a2, a3, 0", "store"), ("s32e a0, a9, -16", "store"),
        ("mull a2, a3, a4", "multiply"), ("muluh a2, a3, a4", "multiply"),
        ("mulsh a2, a3, a4", "multiply"), ("mul16u a2, a3, a4", "multiply"),
        ("mul.aa.ll a2, a3", "multiply"), ("mula.dd.hh.lddec m0, a2, m1, m2", "multiply"),
        # look-alikes that are not what their first letters suggest
        ("ssai 8", "other"), ("ssa8l a2", "other"), ("ssl a2", "other"), ("ssr a3", "other"),
        ("srai a7, a7, 31", "other"), ("sub a12, a6, a2", "other"),
        ("moveqz a6, a2, a6", "other"), ("extui a7, a7, 0, 1", "other"),
        ("addx4 a2, a3, a4", "other"), ("rsr.ccount a2", "other"), ("simcall", "other"),
        ("  L32I.N\ta2,  a1, 4 ", "load"),
    ],
    "riscv": [
        ("00008067 ret", "return"), ("8082 ret", "return"),
        ("000a00e7 jalr ra,s4,0", "call"), ("7ae000ef jal ra,1966 # 0x80001abc", "call"),
        ("fe9ff06f j -24 # 0x80000100", "jump"), ("00078067 jr a5", "jump"),
        ("0202a583 lw a1,32(t0)", "load"), ("4422 lw s0,8(sp)", "load"),
        ("0007c783 lbu a5,0(a5)", "load"),
        ("00112623 sw ra,12(sp)", "store"), ("c606 sw ra,12(sp)", "store"),
        ("00a78023 sb a0,0(a5)", "store"),
        ("02f50533 mul a0,a0,a5", "multiply"), ("02f535b3 mulhu a1,a0,a5", "multiply"),
        ("00f51a63 bne a0,a5,20 # 0x80000120", "branch"), ("c799 beqz a5,6", "branch"),
        ("0ec37663 bgeu t1,a2,236", "branch"), ("bgtu a5,a4,8", "branch"),
        ("4681 li a3,0", "other"), ("02828613 addi a2,t0,40", "other"),
        ("00e787b3 add a5,a5,a4", "other"), ("02c77733 remu a4,a4,a2", "other"),
    ],
    "arm": [
        ("bl 0x1234", "call"), ("blx r3", "call"), ("bx lr", "return"),
        ("pop {r4, pc}", "return"), ("pop.w {r4, r5, r6, r7, r8, sb, sl, fp, pc}", "return"),
        ("pop.w {r4, r5, r6, lr}", "load"), ("bx r3", "jump"), ("b 0x100", "jump"),
        ("b.w 0x100", "jump"), ("tbh [pc, r3, lsl #1]", "jump"),
        ("bne 0x100", "branch"), ("bls 0x100", "branch"), ("blt.w 0x100", "branch"),
        ("ble 0x100", "branch"), ("blo 0x100", "branch"), ("cbz r0, 0x100", "branch"),
        ("ldr r3, [pc, #16]", "load"), ("ldrd r2, r3, [r0]", "load"),
        ("ldr.w r3, [r0, #4]", "load"), ("ldm r3!, {r0, r1}", "load"),
        ("str.w r3, [r0, #4]", "store"), ("push {r4, lr}", "store"), ("strb r3, [r0]", "store"),
        ("umull r2, r3, r4, r5", "multiply"), ("umlal r2, r3, r4, r5", "multiply"),
        ("umaal r2, r3, r4, r5", "multiply"), ("mla r2, r3, r4, r5", "multiply"),
        ("muls r2, r3, r2", "multiply"),
        ("bic r2, r3", "other"), ("movs r2, #0", "other"), ("sbc.w r2, r3, r4", "other"),
        ("it eq", "other"), ("udiv r0, r1, r2", "other"),
    ],
}


@pytest.mark.parametrize("isa", sorted(SAMPLES))
def test_class_table_on_sample_disassembly(isa: str) -> None:
    table = ic.TABLES[isa]
    wrong = [(text, want, table.classify(text)) for text, want in SAMPLES[isa]
             if table.classify(text) != want]
    assert not wrong


def test_every_class_of_the_plugin_is_known_here() -> None:
    """The plugin's class and event names (its C arrays) are this module's."""
    src = ic.PLUGIN.read_text()
    for name in (*ic.CLASSES, *ic.EVENTS):
        assert f'"{name}"' in src
    for table in ic.TABLES.values():
        assert {c for c, _ in table.rules} <= set(ic.CLASSES)


class _PosixRegex:
    """The C library's regcomp/regexec, as the plugin calls them."""

    REG_EXTENDED, REG_NOSUB = 1, 8   # glibc's values

    def __init__(self) -> None:
        name = ctypes.util.find_library("c")
        if not sys.platform.startswith("linux") or name is None:
            pytest.skip("needs glibc's regex")
        self.libc = ctypes.CDLL(name)

    def matches(self, pattern: str, text: str) -> bool:
        buf = ctypes.create_string_buffer(1024)   # larger than any regex_t
        rc = self.libc.regcomp(buf, pattern.encode(), self.REG_EXTENDED | self.REG_NOSUB)
        assert rc == 0, f"POSIX ERE refuses {pattern!r}"
        try:
            return bool(self.libc.regexec(buf, text.encode(), 0, None, 0) == 0)
        finally:
            self.libc.regfree(buf)


@pytest.mark.parametrize("isa", sorted(SAMPLES))
def test_posix_regex_reads_the_tables_like_python(isa: str) -> None:
    posix = _PosixRegex()
    table = ic.TABLES[isa]
    for text, _ in SAMPLES[isa]:
        norm = table.normalize(text)
        c_class = next((c for c, r in table.rules if posix.matches(r, norm)), "other")
        assert c_class == table.classify(text), text


def test_table_file_is_what_the_plugin_reads() -> None:
    text = ic.RISCV.file_text()
    assert "!strip-hex" in text.splitlines()
    rules = [ln.split("\t", 1) for ln in text.splitlines() if ln and ln[0] not in "#!"]
    assert [tuple(r) for r in rules] == list(ic.RISCV.rules)
    # 4 or 8 hex digits only: "add" and "beef"-like words stay
    assert ic.RISCV.normalize("add a0,a1,a2") == "add a0,a1,a2"


def test_missing_or_truncated_result_is_an_error(tmp_path: Path) -> None:
    out = tmp_path / "result.json"
    with pytest.raises(CtbError, match="wrote no result"):
        ic.parse_output(out, ["f"], "b")
    out.write_text('{"tool": "ctb_insn_classes", "functions": [')
    with pytest.raises(CtbError, match="truncated"):
        ic.parse_output(out, ["f"], "b")


# -------------------------------------------------------- on qemu-xtensa

TARGET = "qemu-xtensa"
BENCH = "ct_mla/8"
LIMBS = 8


def _target() -> QemuTarget:
    target = usable(TARGET)
    assert isinstance(target, QemuTarget)
    return target


@pytest.fixture(scope="module")
def plugin_ok() -> None:
    try:
        ic.plugin()
    except CtbError as e:
        pytest.skip(f"QEMU plugin not available here: {e}")


@pytest.fixture(scope="module")
def mla(plugin_ok: None, tmp_path_factory: pytest.TempPathFactory) -> tuple[ic.Result, Path]:
    """ct_mla/8 on lx106 (-Os), windows of the library function, of the
    bench's run function, and of the product helper; with the plugin's
    list of translated instructions."""
    target = _target()
    work = tmp_path_factory.mktemp("mla")
    build = ic.build_for(target, "Os", BENCH)
    disas = work / "disas.txt"
    result = ic.run(target, build, ["ctb_ct_mla", "run_mla", "__muldi3"], BENCH, work,
                    disas=disas)
    return result, disas


@pytest.fixture(scope="module")
def nop(plugin_ok: None, tmp_path_factory: pytest.TempPathFactory) -> ic.Result:
    target = _target()
    build = ic.build_for(target, "Os", "harness_nop")
    return ic.run(target, build, ["nop_run"], "harness_nop",
                  tmp_path_factory.mktemp("nop"))


def test_windows_are_the_timed_calls(mla: tuple[ic.Result, Path]) -> None:
    """Every call in ctb_measure: a baseline of three batches of base_ops
    and the measured batches; none from calibration."""
    result, _ = mla
    (rec,) = result.records
    timed = 3 * rec["base_ops"] + rec["batches"] * rec["iterations"]
    assert result.windows["ctb_ct_mla"].windows == timed
    assert result.windows["run_mla"].windows == timed


def test_classes_add_up_to_the_benchs_own_count(mla: tuple[ic.Result, Path],
                                                 nop: ic.Result) -> None:
    """The bench's per-op figure (from CCOUNT, exact) is one call of run()
    plus the harness loop's own instructions. The loop is the same code for
    every bench, so per-op minus the run function's window is the same for
    ct_mla/8 as for harness_nop: exactly."""
    result, _ = mla
    run_mla = result.windows["run_mla"]
    nop_run = nop.windows["nop_run"]
    for w in (run_mla, nop_run):
        assert w.window_min == w.window_max   # constant time: every call the same
        assert w.insns == w.window_min * w.windows
    loop = nop.bench_min() - nop_run.per_call()["total"]   # type: ignore[operator]
    assert 0 < loop < 20
    assert result.bench_min() == run_mla.per_call()["total"] + loop
    # the library function is the run function less its own few instructions
    lib = result.windows["ctb_ct_mla"].per_call()["total"]
    assert 0 < run_mla.per_call()["total"] - lib < 30
    assert nop_run.classes["return"] == nop_run.insns   # nop_run is one ret.n


def test_calls_pair_with_returns_and_products(mla: tuple[ic.Result, Path]) -> None:
    """Each window's return is its own, so returns = calls + 1. lx106 has
    no MUL32_HIGH: each limb's product is a call to __muldi3, whose
    multiplies are all the window's."""
    result, _ = mla
    fn, helper = result.windows["ctb_ct_mla"], result.windows["__muldi3"]
    per, h = fn.per_call(), helper.per_call()
    assert per["return"] == per["call"] + 1
    assert per["call"] == LIMBS
    assert fn.mnemonics.get("call0", 0) == LIMBS * fn.windows
    assert h["call"] == 0 and h["multiply"] > 0 and helper.window_min == helper.window_max
    assert per["multiply"] == LIMBS * h["multiply"]
    # x[i] and r[i] read and r[i] written per limb, besides the helper's spills
    assert per["load"] >= 2 * LIMBS + LIMBS * h["load"]
    assert per["store"] >= LIMBS + LIMBS * h["store"]
    assert per["branch_taken"] <= per["branch"]
    # call0 ABI: no entry, no window exceptions, no loops
    for key in ("entry", "loop", "window_return", "window_overflow", "window_underflow",
                "faulted", "loop_back"):
        assert per[key] == 0, key
    assert result.vectors == {}


def test_plugin_classifies_as_the_table_says(mla: tuple[ic.Result, Path]) -> None:
    """The plugin's regcomp and this module's re agree on every
    instruction QEMU translated."""
    _, disas = mla
    lines = disas.read_text().splitlines()
    assert len(lines) > 100
    differ = []
    for line in lines:
        _, cls, text = line.split("\t")
        if ic.XTENSA.classify(text) != cls:
            differ.append(line)
    assert not differ


def test_every_call_counts_without_the_gate(plugin_ok: None, mla: tuple[ic.Result, Path],
                                            tmp_path: Path) -> None:
    """Without `within`, calibration and set-up calls count too."""
    result, _ = mla
    target = _target()
    build = ic.build_for(target, "Os", BENCH)
    every = ic.run(target, build, ["ctb_ct_mla"], BENCH, tmp_path, within=None)
    assert every.windows["ctb_ct_mla"].windows > result.windows["ctb_ct_mla"].windows
    assert every.windows["ctb_ct_mla"].per_call() == result.windows["ctb_ct_mla"].per_call()


def test_a_function_never_called_is_an_error(plugin_ok: None, tmp_path: Path) -> None:
    """ctb_ct_sub is linked in (ct_sub's benches) but ct_mla/8 never calls
    it: no figure, an error of one line; and a name not in the ELF."""
    target = _target()
    build = ic.build_for(target, "Os", BENCH)
    with pytest.raises(CtbError, match="ctb_ct_sub: 0 windows"):
        ic.run(target, build, ["ctb_ct_sub"], BENCH, tmp_path)
    with pytest.raises(CtbError, match="no such code symbol"):
        ic.run(target, build, ["no_such_function"], BENCH, tmp_path)


def test_cli_reports_the_error_in_one_line(plugin_ok: None) -> None:
    _target()
    proc = subprocess.run([sys.executable, "-m", "ctbench", "insn-classes", "--target", TARGET,
                           "--variant", "Os", "--bench", BENCH, "--function", "ctb_ct_sub"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 1
    assert proc.stdout == ""
    assert proc.stderr.count("\n") == 1 and "ctb_ct_sub: 0 windows" in proc.stderr


def test_cli_json(plugin_ok: None) -> None:
    _target()
    proc = subprocess.run([sys.executable, "-m", "ctbench", "insn-classes", "--target", TARGET,
                           "--variant", "Os", "--variant", "O2", "--bench", BENCH,
                           "--function", "ctb_ct_mla", "--json"],
                          capture_output=True, text=True, cwd=ROOT, check=False)
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["variants"] == ["Os", "O2"]
    rows = {r["class"]: r for r in doc["functions"]["ctb_ct_mla"]["rows"]}
    assert rows["call"]["per_call"] == [LIMBS, LIMBS]
    assert rows["total"]["diff"][0] == rows["total"]["per_call"][1] - rows["total"]["per_call"][0]
    assert sum(rows[c]["per_call"][0] for c in ic.CLASSES if c in rows) \
        == rows["total"]["per_call"][0]


def _result(target: str, variant: str, total: int, taken: int, calls: int) -> ic.Result:
    classes = {"call": calls, "return": calls, "branch": 2 * taken,
               "other": total - 2 * calls - 2 * taken}
    window = ic.Window("f", 1, classes, {"branch_taken": taken}, {}, {})
    return ic.Result(target, variant, "b", {"f": window}, [], {})


def test_cycle_estimates_only_where_documented() -> None:
    """The ESP32-S3's TRM prices a taken branch at 2 extra cycles; the two
    models bracket whether calls and returns pay it too. The LX6 and the
    base targets have no document, hence no estimate row."""
    a = _result("qemu-esp32s3", "A", 1000, 100, 10)
    b = _result("qemu-esp32s3", "B", 1300, 100, 110)
    rows = {r["class"]: r for r in ic.rows([a, b], "f")}
    low = rows["cycles est., taken branches +2"]
    high = rows["cycles est., every taken transfer +2"]
    assert low["per_call"] == [1200, 1500] and low["gap"] == [25.0]
    assert high["per_call"] == [1240, 1940]
    assert rows["total"]["gap"] == [30.0]
    assert "TRM" in low["basis"]
    lines = ic.gaps([a, b], "f")
    assert "cycles est., taken branches +2: B +25.0 % against A" in lines
    for target in ("qemu-esp32", "qemu-xtensa", "qemu-cortex-m4"):
        plain = [r["kind"] for r in ic.rows([_result(target, "A", 1000, 100, 10),
                                             _result(target, "B", 1300, 100, 110)], "f")]
        assert "estimate" not in plain
