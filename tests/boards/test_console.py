"""Faults recognised in raw consoles, as ESP-IDF v5.5.5 prints them on an
ESP32 (Xtensa) and an ESP32-C3 (RISC-V): CRLF line ends, colours, the two-
space `Core  0`, the ROM's reset banners."""

from __future__ import annotations

from ctbench import protocol
from ctbench.boards import console

ESP32_BOOT = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
              b"rst:0x1 (POWERON_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n"
              b"configsip: 0, SPIWP:0xee\r\n"
              b"\x1b[0;32mI (31) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n"
              b"\x1b[0;32mI (305) main_task: Calling app_main()\x1b[0m\r\n")
ESP32_REBOOT = (b"ets Jun  8 2016 00:22:57\r\n\r\n"
                b"rst:0xc (SW_CPU_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n")
C3_BOOT = (b"ESP-ROM:esp32c3-api1-20210207\r\nBuild:Feb  7 2021\r\n"
           b"rst:0x1 (POWERON),boot:0xc (SPI_FAST_FLASH_BOOT)\r\n"
           b"SPIWP:0xee\r\nmode:DIO, clock div:1\r\n"
           b"\x1b[0;32mI (27) boot: ESP-IDF v5.5.5 2nd stage bootloader\x1b[0m\r\n")
C3_REBOOT = (b"ESP-ROM:esp32c3-api1-20210207\r\nBuild:Feb  7 2021\r\n"
             b"rst:0xc (RTC_SW_CPU_RST),boot:0xc (SPI_FAST_FLASH_BOOT)\r\n"
             b"Saved PC:0x40380864\r\n")

XTENSA_PANIC = (
    b"Guru Meditation Error: Core  0 panic'ed (LoadProhibited). Exception was unhandled.\r\n"
    b"\r\n"
    b"Core  0 register dump:\r\n"
    b"PC      : 0x400d1f2c  PS      : 0x00060c30  A0      : 0x800d20a5  A1      : 0x3ffb5c70  \r\n"
    b"A2      : 0x00000000  A3      : 0x3ffb5cbc  A4      : 0x00000001  A5      : 0x3ffb5c90  \r\n"
    b"EXCVADDR: 0x00000000  LBEG    : 0x4000c2e0  LEND    : 0x4000c2f6  LCOUNT  : 0xffffffff  \r\n"
    b"\r\n\r\n"
    b"Backtrace: 0x400d1f29:0x3ffb5c70 0x400d20a2:0x3ffb5c90 0x40088b61:0x3ffb5cb0\r\n"
    b"\r\n\r\n\r\n"
    b"ELF file SHA256: 3b2f7c1e9a4d5b60\r\n\r\n"
    b"Rebooting...\r\n")
RISCV_PANIC = (
    b"Guru Meditation Error: Core  0 panic'ed (Load access fault). Exception was unhandled.\r\n"
    b"\r\n"
    b"Core  0 register dump:\r\n"
    b"MEPC    : 0x42007a3e  RA      : 0x42007a36  SP      : 0x3fc92e50  GP      : 0x3fc8c600  \r\n"
    b"TP      : 0x3fc92f10  T0      : 0x4005890e  T1      : 0x0000000f  T2      : 0x00000000  \r\n"
    b"MSTATUS : 0x00001881  MTVEC   : 0x40380001  MCAUSE  : 0x00000005  MTVAL   : 0x00000000  \r\n"
    b"MHARTID : 0x00000000  \r\n"
    b"\r\n"
    b"Stack memory:\r\n"
    b"3fc92e50: 0x00000000 0x00000000 0x3fc92e80 0x42007a84 0x00000000 0x00000000 \r\n"
    b"\r\n\r\n"
    b"ELF file SHA256: 9e1d0a55c3b2f410\r\n\r\n"
    b"Rebooting...\r\n")


def header() -> bytes:
    return protocol.encode({"type": "hdr", "proto": 1}).replace("\n", "\r\n").encode()


def kinds(data: bytes) -> list[str]:
    return [f.kind for f in console.scan(data)]


def test_a_clean_boot_is_no_fault() -> None:
    assert console.scan(ESP32_BOOT + header()) == []
    assert console.scan(C3_BOOT + header()) == []


def test_xtensa_panic_with_its_reason_backtrace_and_reboot() -> None:
    data = ESP32_BOOT + header() + XTENSA_PANIC + ESP32_REBOOT
    found = console.scan(data)
    assert [f.kind for f in found] == ["panic", "reset"]
    panic, reset = found
    lines = data.split(b"\n")
    assert lines[panic.line - 1].startswith(b"Guru Meditation Error: Core  0")
    assert panic.reason == "LoadProhibited on core 0"
    assert "Backtrace: 0x400d1f29:0x3ffb5c70" in panic.trace
    assert "PC      : 0x400d1f2c" in panic.trace and "ELF file" not in panic.trace
    assert reset.reason == "SW_CPU_RESET (0xc)" and lines[reset.line - 1].startswith(b"rst:0xc")
    assert all(f.fatal for f in found)


def test_riscv_panic_keeps_its_register_dump_for_decoding() -> None:
    found = console.scan(C3_BOOT + header() + RISCV_PANIC + C3_REBOOT)
    assert [f.kind for f in found] == ["panic", "reset"]
    assert found[0].reason == "Load access fault on core 0"
    assert "MEPC    : 0x42007a3e" in found[0].trace and "Stack memory" not in found[0].trace
    assert found[1].reason == "RTC_SW_CPU_RST (0xc)"


def test_one_space_core_and_a_second_core() -> None:
    found = console.scan(b"Guru Meditation Error: Core 1 panic'ed (IllegalInstruction). "
                         b"Exception was unhandled.\r\n")
    assert found[0].reason == "IllegalInstruction on core 1"


def test_abort_has_no_guru_header() -> None:
    data = (ESP32_BOOT + header() + b"\r\n\r\nabort() was called at PC 0x400d2a7f on core 0\r\n"
            b"\r\n\r\nBacktrace: 0x40081c3e:0x3ffb4d50 0x400d2a7c:0x3ffb4e00\r\n")
    (found,) = console.scan(data)
    assert found.kind == "abort" and found.reason == "at PC 0x400d2a7f on core 0"
    assert "0x400d2a7c:0x3ffb4e00" in found.trace


def test_failed_assert_both_forms() -> None:
    loud = console.scan(C3_BOOT + b"assert failed: ctb_bench_run bench.c:42 (n > 0)\r\n")
    assert [(f.kind, f.reason) for f in loud] == [("assert", "ctb_bench_run bench.c:42 (n > 0)")]
    silent = console.scan(b"assert failed: 0x42001234\r\n")
    assert [(f.kind, f.reason) for f in silent] == [("assert", "0x42001234")]


def test_task_watchdog_names_its_tasks() -> None:
    red = b"\x1b[0;31m"
    off = b"\x1b[0m"
    data = (ESP32_BOOT + header()
            + red + b"E (5123) task_wdt: Task watchdog got triggered. The following tasks/users "
            b"did not reset the watchdog in time:" + off + b"\r\n"
            + red + b"E (5123) task_wdt:  - IDLE0 (CPU 0)" + off + b"\r\n"
            + red + b"E (5123) task_wdt: Tasks currently running:" + off + b"\r\n"
            + red + b"E (5123) task_wdt: CPU 0: ctb_bench" + off + b"\r\n"
            + red + b"E (5123) task_wdt: Aborting." + off + b"\r\n"
            + red + b"E (5123) task_wdt: Print CPU 0 (current core) backtrace" + off + b"\r\n"
            + b"\r\n\r\nBacktrace: 0x400d4e1b:0x3ffb1230 0x400d0c8a:0x3ffb1250\r\n")
    (found,) = console.scan(data)
    assert found.kind == "watchdog" and found.reason == "IDLE0 (CPU 0)"
    assert found.text.startswith("E (5123) task_wdt: Task watchdog")   # colours gone
    assert "0x400d4e1b" in found.trace


def test_brownout_then_its_reset() -> None:
    data = (ESP32_BOOT + header()
            + b"\x1b[0;31mE (81234) BOD: Brownout detector was triggered\r\n\r\n\x1b[0m\r\n"
            + b"ets Jun  8 2016 00:22:57\r\n\r\n"
            + b"rst:0xf (RTCWDT_BROWN_OUT_RESET),boot:0x13 (SPI_FAST_FLASH_BOOT)\r\n")
    found = console.scan(data)
    assert [f.kind for f in found] == ["brownout", "reset"]
    assert found[1].reason == "RTCWDT_BROWN_OUT_RESET (0xf)"


def test_stack_overflow_three_ways() -> None:
    freertos = console.scan(b"***ERROR*** A stack overflow in task ctb_bench has been detected."
                            b"\r\n")
    canary = console.scan(b"Debug exception reason: Stack canary watchpoint triggered "
                          b"(ctb_bench) \r\n")
    smash = console.scan(b"\r\nStack smashing protect failure!\r\n\r\n")
    assert [(f.kind, f.reason) for f in freertos + canary] == [
        ("stack-overflow", "ctb_bench"), ("stack-overflow", "ctb_bench")]
    assert [f.kind for f in smash] == ["stack-smashing"]


def test_a_reset_loop_with_its_reasons() -> None:
    data = ESP32_BOOT + header() + (XTENSA_PANIC + ESP32_REBOOT) * 3
    found = console.scan(data)
    assert kinds(data) == ["panic", "reset"] * 3 + ["reset-loop"]
    loop = found[-1]
    assert loop.reason == "3 resets after the boot: SW_CPU_RESET"
    assert loop.line == found[-2].line


def test_silence_names_the_last_line() -> None:
    data = ESP32_BOOT + header() + b"CTB/1 1234abcd {\"type\":\"rec\",\"se"
    (found,) = console.scan(data, silence_s=5)
    assert found.kind == "silence" and found.line == len(data.split(b"\n"))
    assert found.reason == "no output for 5 s after this line"
    assert console.scan(b"", silence_s=2)[0].reason == "no output at all for 2 s"
    assert console.scan(data) == []     # without the caller's word, no silence


def test_noise_counts_only_after_the_app_started() -> None:
    noise = bytes(range(0x80, 0x8c))
    assert console.scan(noise + ESP32_BOOT) == []          # boot noise
    (found,) = console.scan(ESP32_BOOT + header() + noise + b"I (5) x: y\r\n")
    assert found.kind == "garbage" and found.reason == "12 bytes that are not text"
    assert not found.fatal
    assert found.line == len((ESP32_BOOT + header()).split(b"\n"))


def test_findings_are_problems_for_the_journal() -> None:
    abort, = console.scan(b"abort() was called at PC 0x400d2a7f on core 0\r\n")
    assert abort.as_problem() == {"line": 1, "kind": "abort",
                                  "detail": "abort() was called at PC 0x400d2a7f on core 0"}
    panic, = console.scan(XTENSA_PANIC)
    assert panic.as_problem()["detail"] == (
        "Guru Meditation Error: Core  0 panic'ed (LoadProhibited). Exception was unhandled. "
        "[LoadProhibited on core 0]")
