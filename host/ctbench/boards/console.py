"""What an ESP-IDF console says when a run goes wrong.

`scan(data)` reads a raw capture, bytes as the port gave them (CRLF, ANSI
colours, noise), and returns one Finding per fault it shows. A pure
function of the bytes; the caller says whether the run was stopped for
silence, which no byte can show.

The texts, as ESP-IDF v5.5.5 prints them (components/, unchanged in v6.0
except where the file moved):

- panic: esp_system/panic.c, `Guru Meditation Error: Core  0 panic'ed
  (LoadProhibited). Exception was unhandled.` (panic_print_dec pads the
  core to two characters). Reasons from port/arch/xtensa/panic_arch.c
  (`LoadProhibited`, `IllegalInstruction`, ...) and port/arch/riscv/
  panic_arch.c (`Load access fault`, `Stack protection fault`, ...).
- abort: newlib/src/abort.c, `abort() was called at PC 0x400d1234 on core
  0`, with no Guru Meditation header (panic.c clears the reason for aborts).
- assert: newlib/src/assert.c, `assert failed: func file.c:12 (expr)`, or
  `assert failed: 0x42001234` with silent assertions; then an abort.
- watchdog: esp_system/task_wdt/task_wdt.c, `E (5120) task_wdt: Task
  watchdog got triggered. The following tasks/users did not reset the
  watchdog in time:`, then `E (5120) task_wdt:  - IDLE0 (CPU 0)` per task.
- stack-overflow: freertos/FreeRTOS-Kernel/portable/{xtensa,riscv}/port.c,
  `***ERROR*** A stack overflow in task NAME has been detected.`; with the
  watchpoint method (Xtensa) `Stack canary watchpoint triggered (NAME)`.
- stack-smashing: esp_system/stack_check.c, `Stack smashing protect failure!`.
- brownout: esp_hw_support/power_supply/brownout.c, `E (..) BOD: Brownout
  detector was triggered`.
- reset: the mask ROM's `rst:0xc (SW_CPU_RESET),boot:0x13 (...)` (ESP32;
  ESP32-C3: `rst:0x3 (RTC_SW_SYS_RST),...`). The first one is the boot
  that started the run; each later one is a reset, and two or more make a
  reset loop.
- Backtraces: port/arch/xtensa/debug_helpers.c, `Backtrace: 0x400d1234:
  0x3ffb1230 ...` (PC:SP pairs); RISC-V prints `Core  0 register dump:`
  and `MEPC    : 0x42001234  RA      : ...` lines instead. Either is kept
  as the finding's `trace` for boards/backtrace.py.

Other findings: `garbage` (bytes that are not text, after the first
protocol line: line noise) and `silence` (the run was stopped for want of
output). Every kind but garbage means the run ended early: `fatal`.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, replace
from typing import Any

from ctbench.protocol import PREFIX

KINDS = ("panic", "abort", "assert", "watchdog", "stack-overflow", "stack-smashing",
         "brownout", "reset", "reset-loop", "silence", "garbage")

_ANSI = re.compile(rb"\x1b\[[0-9;?]*[ -/]*[@-~]")
# Bytes a console line never holds: controls other than tab and CR.
_NOT_TEXT = re.compile(rb"[\x00-\x08\x0b-\x0c\x0e-\x1f\x7f]")

# One line's own fault: (kind, pattern); the pattern's groups give the reason.
_LINE_FAULTS = (
    ("panic", re.compile(r"Guru Meditation Error: Core\s+(\d+) panic'ed \((.*?)\)\.?")),
    ("abort", re.compile(r"abort\(\) was called at PC (0x[0-9a-fA-F]+) on core (\d+)")),
    ("assert", re.compile(r"assert failed: (.+)")),
    ("watchdog", re.compile(r"task_wdt: Task watchdog got triggered")),
    ("stack-overflow", re.compile(r"\*\*\*ERROR\*\*\* A stack overflow in task (.*?) has been"
                                  r"|Stack canary watchpoint triggered \(([^)]*)\)")),
    ("stack-smashing", re.compile(r"Stack smashing protect failure!")),
    ("brownout", re.compile(r"Brownout detector was triggered")),
    ("reset", re.compile(r"rst:0x([0-9a-fA-F]+) \(([A-Za-z0-9_]+)\)")),
)
_WDT_TASK = re.compile(r"task_wdt:\s+- (.+)")
_BACKTRACE = re.compile(r"Backtrace:(\s+0x[0-9a-fA-F]{8}:0x[0-9a-fA-F]{8})+")
_REGISTERS = re.compile(r"Core\s+\d+ register dump:")
_REGISTER_LINE = re.compile(r"[A-Z][A-Z0-9_]*\s*: 0x[0-9a-fA-F]{8}")


@dataclass(frozen=True)
class Finding:
    kind: str      # one of KINDS
    line: int      # 1-based line of the capture; 0 when there is no line to name
    text: str      # that line, without colours or CR
    reason: str    # the cause as the console names it: exception, reset reason, task...
    trace: str = ""   # the backtrace or register dump that followed, for decoding

    @property
    def fatal(self) -> bool:
        """The run ended early (or the board restarted): its figures are cut."""
        return self.kind != "garbage"

    def as_problem(self) -> dict[str, Any]:
        """In the shape of protocol.Problem.as_dict, for journals and reports."""
        detail = self.text if self.reason in self.text else f"{self.text} [{self.reason}]"
        return {"line": self.line, "kind": self.kind, "detail": detail[:240]}


def clean(raw: bytes) -> str:
    """A console line as text: colours and CR gone, undecodable bytes replaced."""
    return _ANSI.sub(b"", raw).replace(b"\r", b"").decode("utf-8", "replace")


def classify(text: str) -> tuple[str, str] | None:
    """The fault one console line shows, as (kind, reason), or None. A
    `reset` line is the boot itself when it is the first of a capture."""
    for kind, pattern in _LINE_FAULTS:
        m = pattern.search(text)
        if m is None:
            continue
        if kind == "panic":
            return kind, f"{m.group(2)} on core {m.group(1)}"
        if kind == "abort":
            return kind, f"at PC {m.group(1)} on core {m.group(2)}"
        if kind == "reset":
            return kind, f"{m.group(2)} (0x{m.group(1).lower()})"
        groups = [g for g in m.groups() if g]
        return kind, groups[0].strip() if groups else ""
    return None


def scan(data: bytes, silence_s: float | None = None) -> list[Finding]:
    """Every fault the capture shows, in order. `silence_s`: the run was
    stopped after that many seconds without output (a silence finding
    names the last line that came)."""
    scanner = _Scanner()
    lines = data.split(b"\n")
    for number, raw in enumerate(lines, start=1):
        scanner.line(number, raw)
    found = scanner.done()
    if silence_s is not None:
        found.append(_silence(lines, silence_s))
    return found


def fatal(findings: list[Finding]) -> list[Finding]:
    return [f for f in findings if f.fatal]


def _silence(lines: list[bytes], silence_s: float) -> Finding:
    last = next(((n, clean(raw).strip()) for n, raw in reversed(list(enumerate(lines, 1)))
                 if clean(raw).strip()), None)
    if last is None:
        return Finding("silence", 0, "", f"no output at all for {silence_s:g} s")
    return Finding("silence", last[0], last[1][:160],
                   f"no output for {silence_s:g} s after this line")


class _Scanner:
    def __init__(self) -> None:
        self.found: list[Finding] = []
        self.booted = False
        self.protocol = False      # a protocol line went by: the app runs
        self.traced: int | None = None   # index of the finding a trace belongs to
        self.dump = False          # inside a register dump

    def line(self, number: int, raw: bytes) -> None:
        text = clean(raw).strip()
        if self.protocol:
            self.noise(number, raw, text)
        if PREFIX in text:
            self.protocol = True
        self.trace(text)
        task = _WDT_TASK.search(text)
        if task is not None and self.found and self.found[-1].kind == "watchdog":
            last = self.found[-1]
            tasks = ", ".join(filter(None, [last.reason, task.group(1).strip()]))
            self.found[-1] = replace(last, reason=tasks)
            return
        fault = classify(text)
        if fault is None:
            return
        kind, reason = fault
        if kind == "reset" and not self.booted:
            self.booted = True      # the boot that started the run
            return
        self.found.append(Finding(kind, number, text[:160], reason))
        # A trace that follows belongs to this fault; none to a reset.
        self.traced = None if kind == "reset" else len(self.found) - 1

    def noise(self, number: int, raw: bytes, text: str) -> None:
        """Bytes that are not text where the app's text runs: line noise."""
        bad = len(_NOT_TEXT.findall(_ANSI.sub(b"", raw))) + text.count("\ufffd")
        if bad:
            self.found.append(Finding("garbage", number, text[:160],
                                      f"{bad} bytes that are not text"))

    def trace(self, text: str) -> None:
        """Attach a backtrace, or a register dump's lines, to the fault
        before them."""
        if _REGISTERS.search(text):
            self.dump = True
            return
        if self.dump and not _REGISTER_LINE.search(text):
            self.dump = False
        keep = self.dump or _BACKTRACE.search(text)
        if keep and self.traced is not None:
            f = self.found[self.traced]
            self.found[self.traced] = replace(f, trace="\n".join(filter(None, [f.trace, text])))

    def done(self) -> list[Finding]:
        resets = [f for f in self.found if f.kind == "reset"]
        if len(resets) >= 2:
            reasons = ", ".join(dict.fromkeys(f.reason.split(" ")[0] for f in resets))
            last = resets[-1]
            self.found.append(Finding("reset-loop", last.line, last.text,
                                      f"{len(resets)} resets after the boot: {reasons}"))
        return self.found
