"""Backtraces decoded with esp-idf-panic-decoder and the chip's own
binutils: a tiny 32-bit program built with ctbench's ESP32 (Xtensa) and
ESP32-C3 (RISC-V) toolchains stands in for the app's ELF."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ctbench.boards import backtrace, console
from ctbench.targets import symbols
from ctbench.targets.build import Build

SOURCE = "int bench_inner(int x) { return x * 3; }\nint app_main(void) { return bench_inner(2); }\n"


def program(tmp_path: Path, chip: str, text_at: int) -> tuple[Path, str, dict[str, int]]:
    """The ELF, the binutils prefix and the functions' addresses; a skip
    when this machine has no toolchain for the chip."""
    prefix = symbols.binutils(chip)
    if prefix is None or not Path(prefix + "gcc").is_file():
        pytest.skip(f"no {symbols.triple(chip)}gcc here (ctbench toolchain build {chip})")
    (tmp_path / "fw.c").write_text(SOURCE)
    elf = tmp_path / "fw.elf"
    subprocess.run([prefix + "gcc", "-g", "-O0", "-nostdlib", f"-Wl,-Ttext={text_at:#x}",
                    "-Wl,-e,app_main", "-o", str(elf), "fw.c"], cwd=tmp_path, check=True)
    nm = subprocess.run([prefix + "nm", str(elf)], capture_output=True, text=True, check=True)
    names = {f[2]: int(f[0], 16) for f in (ln.split() for ln in nm.stdout.splitlines())
             if len(f) == 3}
    return elf, prefix, names


def test_xtensa_backtrace_decodes_to_functions(tmp_path: Path) -> None:
    elf, prefix, at = program(tmp_path, "esp32", 0x400D0000)
    inner, outer = at["bench_inner"] + 4, at["app_main"] + 9
    text = (b"Guru Meditation Error: Core  0 panic'ed (LoadProhibited). Exception was "
            b"unhandled.\r\n\r\n\r\nBacktrace: "
            + f"0x{inner:08x}:0x3ffb1230 0x{outer:08x}:0x3ffb1250 0x400e9999:0x3ffb1270"
            .encode() + b"\r\n")
    (panic,) = console.scan(text)
    frames = backtrace.decode(panic.trace, elf, prefix)
    # The stack pointers and the address outside the ELF drop out.
    assert [(f.address, f.function) for f in frames] == [
        (f"0x{inner:08x}", "bench_inner"), (f"0x{outer:08x}", "app_main")]
    assert backtrace.describe(frames) == "bench_inner (fw.c:1) < app_main (fw.c:2)"


def test_riscv_register_dump_decodes_pc_and_return_address(tmp_path: Path) -> None:
    elf, prefix, at = program(tmp_path, "esp32c3", 0x42000000)
    pc, ra = at["bench_inner"] + 8, at["app_main"] + 12
    text = (b"Guru Meditation Error: Core  0 panic'ed (Load access fault). Exception was "
            b"unhandled.\r\n\r\nCore  0 register dump:\r\n"
            + f"MEPC    : 0x{pc:08x}  RA      : 0x{ra:08x}  SP      : 0x3fc92e50  "
              f"GP      : 0x3fc8c600  \r\n".encode()
            + b"\r\nStack memory:\r\n3fc92e50: 0x00000000 0x00000000\r\n")
    (panic,) = console.scan(text)
    frames = backtrace.decode(panic.trace, elf, prefix)
    assert [f.function for f in frames] == ["bench_inner", "app_main"]


def test_no_symbols_without_an_elf(tmp_path: Path) -> None:
    build = Build("esp32", "Os", tmp_path, tmp_path / "ctbench.bin", None)
    assert symbols.symbols("esp32", build) is None        # no ctbench.elf there
    assert symbols.symbols("native", build) is None
    assert symbols.triple("esp32s3") == "xtensa-esp32s3-elf-"
    assert symbols.triple("esp32c6") == "riscv32-esp-elf-"


def test_a_run_s_problems_carry_the_decoded_backtrace(tmp_path: Path) -> None:
    from ctbench import protocol
    from ctbench.campaign.attempts import cause, run_problems
    from ctbench.targets.base import RunOptions, RunOutcome

    elf, prefix, at = program(tmp_path, "esp32", 0x400D0000)
    data = (b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
            b"abort() was called at PC 0x400d0003 on core 0\r\n\r\n\r\nBacktrace: "
            + f"0x{at['bench_inner'] + 4:08x}:0x3ffb1230 0x{at['app_main'] + 9:08x}:0x3ffb1250"
            .encode() + b"\r\nCPU halted.\r\n")
    problems = run_problems(data, protocol.parse_bytes(data), RunOutcome(None, "no output for 2 s"),
                            RunOptions(silence_s=2), (elf, prefix))
    assert [p["kind"] for p in problems] == ["abort", "silence"]
    assert problems[0]["detail"].endswith("; backtrace: bench_inner (fw.c:1) < app_main (fw.c:2)")
    assert cause(problems) == f"abort: {problems[0]['detail']}"
