"""The bench app under pytest-embedded: one full run, from the protocol
header to the footer, on ESP-IDF's linux target or on a board.

ESP-IDF's linux target (the app as a host process; `make idf-linux` builds
it and runs this file, docs/boards.md):

    pytest firmware/pytest_bench.py --embedded-services idf --target linux \\
        --app-path "$PWD" --build-dir build/idf-linux/default

A board (build the variant first; the idf service flashes it from
--build-dir, the esp service finds and resets the chip):

    pytest firmware/pytest_bench.py --embedded-services esp,idf \\
        --target esp32 --port /dev/ttyUSB0 \\
        --app-path "$PWD" --build-dir build/esp32/default

The test reads the console line by line and hands exactly the text from the
header to the footer to the host parser, which must find no problem: every
benchmark the header announces has its record, every line its checksum.
The suites in the header must be those the build's sdkconfig turns on. A
run that ends early fails with its cause: the fault the console printed (a
panic, an abort, a watchdog, a stack overflow, a reset), or, on the linux
target, how the process ended (its exit status or signal).

A console already running the app (ctbench's sim board, a board flashed
beforehand, a remote one), read through the serial service alone, which
neither flashes nor resets (any pyserial URL works as --port):

    ctbench sim serve --boot-on-open          # prints the board's port
    pytest firmware/pytest_bench.py --embedded-services serial --port /dev/pts/N

Without pytest-embedded-idf this module is skipped at import; with it but
without the services a target needs, each instance is skipped before the
dut fixture starts or opens anything.
"""

from __future__ import annotations

import json
import re
import signal
import sys
import time
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("pytest_embedded_idf", reason="these tests need pytest-embedded-idf")

import pexpect  # noqa: E402  (pytest-embedded's own dependency)
from pytest_embedded_idf.utils import idf_parametrize  # noqa: E402

try:
    from ctbench.protocol import parse_text
except ImportError:  # a checkout without the host tool installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "host"))
    from ctbench.protocol import parse_text
from ctbench.boards.console import classify, clean  # noqa: E402

# Boot and ESP-IDF start-up take a second or two; the slack is for slow USB
# bridges and a first boot after flashing.
HEADER_TIMEOUT_S = 60
# A benchmark takes about calibration + batches x batch length (1.3 s with
# the defaults). Half an hour covers every suite even at the Kconfig maxima
# for a few benchmarks; a hung board still fails instead of waiting forever.
RUN_TIMEOUT_S = 1800
# How often a quiet console is checked for a process that has ended.
POLL_S = 2.0

# ESP-IDF's linux target, then the chips the port supports
# (host/ctbench/targets/board.py IDF_CHIPS). Each is a test instance; only
# the one named by --target runs, because a parametrized target overrides the
# command line in pytest-embedded and the other instances would talk to the
# wrong device.
TARGETS = [
    "linux",
    "esp32",
    "esp32s2",
    "esp32s3",
    "esp32c2",
    "esp32c3",
    "esp32c5",
    "esp32c6",
    "esp32h2",
    "esp32p4",
]

LINE = re.compile(rb"[^\n]*\n")
HEADER = re.compile(rb"CTB/1 \S+ \{\"type\":\"hdr\"")
FOOTER = re.compile(rb"CTB/1 \S+ \{\"type\":\"end\"")


def _skip_reason(request: pytest.FixtureRequest) -> str | None:
    services = request.config.getoption("embedded_services", default="") or ""
    names = {s.strip() for s in services.split(",")}
    wanted = request.config.getoption("target", default=None)
    target = request.node.callspec.params.get("target")
    if names == {"serial"} and wanted is None:
        wanted = "esp32"   # one instance reads the console; the name changes nothing
    if wanted != target:
        return f"instance for {target}; this run is for --target {wanted}"
    if target == "linux":
        if "idf" not in names or names & {"esp", "qemu"}:
            return "ESP-IDF's linux target: --embedded-services idf --target linux"
        return None
    if names == {"serial"}:
        return None
    if not {"esp", "idf"} <= names or "qemu" in names:
        return "needs a board: --embedded-services esp,idf --target CHIP --port PORT"
    return None


def _ended(dut: Any) -> str | None:
    """How the app's process ended, on the linux target; None while it
    runs (or on a board, which has no process: its faults are on the
    console)."""
    proc = getattr(dut, "serial", None)
    poll = getattr(proc, "poll", None)
    if poll is None or not callable(poll):
        return None
    status = poll()
    if status is None:
        return None
    if status < 0:
        return f"the app was killed by {signal.Signals(-status).name}"
    return f"the app exited with status {status}"


def _fail(why: str, lines: list[bytes]) -> None:
    records = sum(1 for ln in lines if b'"type":"rec"' in ln)
    last = lines[-1].decode("utf-8", "replace").strip()[:160] if lines else "nothing"
    pytest.fail(f"{why}, mid-capture after {records} records (last line: {last})",
                pytrace=False)


def read_run(dut: Any) -> bytes:
    """The console from the header line to the footer line, inclusive. Fails
    with the cause when the app faults, ends or hangs first."""
    lines: list[bytes] = []
    started = False
    start = time.monotonic()
    while True:
        limit = RUN_TIMEOUT_S if started else HEADER_TIMEOUT_S
        try:
            line = dut.expect(LINE, timeout=POLL_S).group(0)
        except pexpect.TIMEOUT:
            ended = _ended(dut)
            if ended is not None:
                _fail(ended, lines)
            if time.monotonic() - start > limit:
                _fail(f"no {'footer' if started else 'header'} within {limit} s", lines)
            continue
        except pexpect.EOF:
            _fail(_ended(dut) or "the console closed", lines)
        # What ESP-IDF prints when the app dies or the chip resets (its panic
        # handler, abort(), assert, the task watchdog, the stack checks, the
        # brownout detector: boards/console.py). The ROM's reset banner is the
        # boot itself before the header, a fault after it.
        fault = classify(clean(line))
        if fault is not None and (fault[0] != "reset" or started):
            _fail(f"the app faulted: {clean(line).strip()[:200]} ({fault[0]}: {fault[1]})",
                  lines)
        if not started and HEADER.search(line):
            started = True
        if started:
            lines.append(line)
            if FOOTER.search(line):
                return b"".join(lines)


def expected_suites(sdkconfig: dict[str, Any]) -> set[str]:
    """The suites a build has: the harness, and one per CONFIG_CTB_BENCH_<X>
    that is on, named <x> (components/ctb_bench/include/ctb_suites.h)."""
    suites = {"harness"}
    for key, value in sdkconfig.items():
        m = re.fullmatch(r"CTB_BENCH_([A-Z0-9_]+)", key)
        if m and value is True:
            suites.add(m.group(1).lower())
    return suites


@pytest.mark.generic
@idf_parametrize("target", TARGETS, indirect=["target"])
def test_bench_run(request: pytest.FixtureRequest) -> None:
    reason = _skip_reason(request)
    if reason is not None:
        pytest.skip(reason)
    # Requested only now, so that nothing starts or opens when the test skips.
    dut = request.getfixturevalue("dut")

    text = read_run(dut).decode("utf-8", "replace")
    capture = parse_text(text)
    assert not capture.problems, "\n".join(
        f"line {p.line}: {p.kind}: {p.detail}" for p in capture.problems
    )
    assert len(capture.runs) == 1 and capture.runs[0].footer is not None
    header = capture.runs[0].header
    assert capture.records, "the run finished without a single record"
    assert capture.runs[0].footer["errors"] == 0, "the app reported errors"
    found = {name.split(":")[0] for name in header["suites"]}
    sdkconfig = getattr(dut.app, "sdkconfig", None) or {}
    if sdkconfig:
        assert found == expected_suites(sdkconfig), (
            f"suites in the header {sorted(found)}; the build's sdkconfig turns on "
            f"{sorted(expected_suites(sdkconfig))}")
    if not header.get("filter"):
        benches = {rec["bench"] for rec in capture.runs[0].records}
        assert benches == {b.split("/")[0] for b in header["benches"]}
    # A junit property as well as a line: pytest-embedded time-stamps what a
    # test prints, and its stamp can land on the same line as the summary.
    summary = json.dumps({"target": header["target"], "records": len(capture.records),
                          "suites": sorted(found)})
    request.node.user_properties.append(("ctbench_summary", summary))
    print(summary)
