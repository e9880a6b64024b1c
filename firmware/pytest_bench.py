"""Board test: one full bench run on a real ESP32-class board.

Build a variant first (docs/boards.md), then from the project root:

    pytest firmware/pytest_bench.py --embedded-services esp,idf \\
        --target esp32 --port /dev/ttyUSB0 \\
        --app-path "$PWD" --build-dir build/esp32/Os

The idf service flashes the app from --build-dir and the esp service finds
and resets the chip. The test reads the console from the protocol header to
the footer and hands exactly that text to the host parser, which must find
no problem and at least one record.

Without pytest-embedded-idf this module is skipped at import. With it but
without the esp and idf services (no board), each test is skipped before
the dut fixture opens anything.
"""

from __future__ import annotations

import re
import sys
from pathlib import Path

import pytest

pytest.importorskip("pytest_embedded_idf", reason="board tests need pytest-embedded-idf")

from pytest_embedded_idf.utils import idf_parametrize  # noqa: E402

try:
    from ctbench.protocol import parse_text
except ImportError:  # a checkout without the host tool installed
    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "host"))
    from ctbench.protocol import parse_text

# Boot and ESP-IDF start-up take a second or two; the slack is for slow USB
# bridges and a first boot after flashing.
HEADER_TIMEOUT_S = 60
# A benchmark takes about calibration + batches x batch length (1.3 s with
# the defaults). Half an hour covers every suite even at the Kconfig maxima
# for a few benchmarks; a hung board still fails instead of waiting forever.
RUN_TIMEOUT_S = 1800

# The chips the port supports (host/ctbench/targets/registry.py IDF_CHIPS). Each is a
# test instance; only the one named by --target runs, because a
# parametrized target overrides the command line in pytest-embedded and the
# other instances would talk to the wrong chip.
TARGETS = [
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

HEADER = re.compile(rb"CTB/1 [^\r\n]*")
# Everything after the header up to the end of the footer line; anything in
# between (ESP-IDF log lines) is the parser's to skip.
UNTIL_FOOTER = re.compile(rb'.*?"type":"end"[^\r\n]*', re.DOTALL)


def _skip_reason(request: pytest.FixtureRequest) -> str | None:
    services = request.config.getoption("embedded_services", default="") or ""
    names = {s.strip() for s in services.split(",")}
    if not {"esp", "idf"} <= names or "qemu" in names:
        return "needs a board: --embedded-services esp,idf --target CHIP --port PORT"
    wanted = request.config.getoption("target", default=None)
    target = request.node.callspec.params.get("target")
    if wanted != target:
        return f"instance for {target}; this run is for --target {wanted}"
    return None


@pytest.mark.generic
@idf_parametrize("target", TARGETS, indirect=["target"])
def test_bench_run(request: pytest.FixtureRequest) -> None:
    reason = _skip_reason(request)
    if reason is not None:
        pytest.skip(reason)
    # Requested only now, so that no port is opened when the test skips.
    dut = request.getfixturevalue("dut")

    header = dut.expect(HEADER, timeout=HEADER_TIMEOUT_S)
    rest = dut.expect(UNTIL_FOOTER, timeout=RUN_TIMEOUT_S)
    text = (header.group(0) + rest.group(0)).decode("utf-8", "replace")

    capture = parse_text(text)
    assert not capture.problems, "\n".join(
        f"line {p.line}: {p.kind}: {p.detail}" for p in capture.problems
    )
    assert capture.records, "the run finished without a single record"
