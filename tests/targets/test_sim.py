"""The board path without a board: the sim target flashes the native app
into a simulated ESP32 with the real esptool, the board sends its output,
dressed as an ESP32 console, through a pseudo-terminal, and the host reads
it with the same pyserial code it uses for a UART."""

from __future__ import annotations

import json
import re
from pathlib import Path

from conftest import usable
from ctbench import protocol
from helpers import ctbench, write_plan


def test_run_through_a_pseudo_terminal(tmp_path: Path) -> None:
    usable("sim")
    proc = ctbench("run", "--target", "sim", "--variant", "Os", "--bench", "ct_add/*",
                   "--batch-ms", "1", "--batches", "2", "--out", str(tmp_path), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["problems"] == []
    assert [r["param"] for r in doc["records"]] == [8, 16, 32, 64, 128]
    raw = Path(doc["capture"]).read_bytes()
    # What a UART delivers: the ROM banner first, CRLF, colours, logs between records.
    assert raw.startswith(b"ets Jun  8 2016") and b"rst:0x1 (POWERON_RESET)" in raw
    assert b"\r\n" in raw and b"\x1b[0;33mW (" in raw
    assert protocol.parse_bytes(raw).problems == []


def test_campaign_on_the_sim(tmp_path: Path) -> None:
    usable("sim")
    plan = write_plan(tmp_path / "plan.toml", target="sim", bench="ct_sub/8", batch_ms=1,
                      batches=1)
    proc = ctbench("campaign", str(plan), "--out", str(tmp_path / "r"), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert {r["run"] for r in doc["records"]} == {"01-A1", "02-B1", "03-A2"}
    # Every run flashed its variant with the real esptool first.
    journal = [json.loads(line) for line in (tmp_path / "r" / "journal.jsonl").open()]
    flashed = [e["notes"] for e in journal if e["event"] == "run-done"]
    assert len(flashed) == 3 and all(
        re.fullmatch(r"flashed with esptool at /dev/\S+: ESP32-D0WD-V3 \(revision v3\.0\), "
                     r"MAC 02:c7:b0(:[0-9a-f]{2}){3}", n[0]) for n in flashed), flashed
