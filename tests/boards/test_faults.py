"""The simulated board's faults: what each does to the line it hits, and,
through a pseudo-terminal, what the host then finds in its capture. No
record is ever taken from a damaged line."""

from __future__ import annotations

import io

import pytest

from conftest import BuildFn
from ctbench import protocol
from ctbench.boards import console, faults
from ctbench.errors import CtbError
from ctbench.targets.base import PORT_GONE, SILENCE, RunOptions, RunOutcome
from ctbench.targets.registry import get_target

HEADER = {"type": "hdr", "proto": 1, "revision": "r", "variant": "v", "target": "t",
          "port": "p", "chip": "c", "chip_rev": "", "cpu_hz": 1, "core": 0,
          "compiler": "gcc", "opt": "Os", "flags": "", "libs": "", "unit": "ns",
          "counter": "clock", "ticks_per_s": 1, "batch_target": 1, "batches": 1,
          "filter": "", "benches": ["a"]}
RECORD = {"type": "rec", "seq": 0, "bench": "a", "unit": "ns", "iterations": 10,
          "batches": 1, "min": 1.0, "mean": 1.0, "max": 1.0, "batch_target": 10,
          "base_ticks": 0, "base_ops": 0, "batch_ticks": [10]}
FOOTER = {"type": "end", "records": 1, "errors": 0}


def line(payload: dict[str, object]) -> bytes:
    return protocol.encode(payload).replace("\n", "\r\n").encode()


def through(kinds: tuple[str, ...]) -> tuple[bytes, str | None]:
    """A header, a record and a footer through an Injector: the bytes sent
    and what the board does after the record (None: it goes on)."""
    injector = faults.Injector(kinds)
    sent, then = b"", None
    for payload in (HEADER, RECORD, FOOTER):
        step = injector.step(line(payload))
        sent += step.data
        if step.then is not None:
            return sent, step.then
    return sent, then


@pytest.mark.parametrize("kind", ["drop", "duplicate", "crc"])
def test_a_damaged_record_is_never_taken(kind: str) -> None:
    sent, then = through((kind,))
    capture = protocol.parse_bytes(sent)
    assert then is None and capture.records == []
    assert "corrupt" in [p.kind for p in capture.problems]
    assert sent != line(HEADER) + line(RECORD) + line(FOOTER)


def test_garbage_leaves_the_record_whole() -> None:
    sent, _ = through(("garbage",))
    assert len(protocol.parse_bytes(sent).records) == 1
    assert [f.kind for f in console.scan(sent)] == ["garbage"]


@pytest.mark.parametrize(("kind", "then"), [("reset", "reset"), ("stall", "hang"),
                                            ("unplug", "unplug"), ("silence", "hang")])
def test_endings_cut_the_record_line(kind: str, then: str) -> None:
    sent, after = through((kind,))
    assert after == then
    assert sent.startswith(line(HEADER))
    cut = sent[len(line(HEADER)):]
    assert len(cut) == (0 if kind == "silence" else len(line(RECORD)) // 2)
    assert protocol.parse_bytes(sent).records == []


def test_faults_fire_once_and_only_on_a_record() -> None:
    injector = faults.Injector(("crc",))
    assert injector.step(line(HEADER)).data == line(HEADER)
    assert injector.step(line(RECORD)).data != line(RECORD)
    assert injector.step(line(RECORD)).data == line(RECORD)
    assert injector.fired == ("crc",)


def test_fault_names_are_checked() -> None:
    assert faults.parse("garbage+crc+reset", "--fault") == ("garbage", "crc", "reset")
    with pytest.raises(CtbError, match=r"--fault: unknown fault brownout \(known: reset"):
        faults.parse("brownout", "--fault")
    with pytest.raises(CtbError, match="reset and unplug each end the output"):
        faults.parse("reset+unplug", "plan [sim] faults")


def run_sim(built: BuildFn, kinds: tuple[str, ...]) -> tuple[bytes, RunOutcome]:
    target = get_target("sim")
    build = built("sim", "Os")
    options = RunOptions(batch_ms=1, batches=1, bench="ct_sub/*", timeout_s=120,
                         silence_s=2, faults=kinds)
    capture = io.BytesIO()
    outcome = target.run(build, capture, options)
    return capture.getvalue(), outcome


def test_sim_reset_mid_run_starts_the_app_over(built: BuildFn) -> None:
    data, outcome = run_sim(built, ("reset",))
    assert outcome.stopped is None
    found = console.scan(data)
    assert [(f.kind, f.reason) for f in found] == [("reset", "SW_CPU_RESET (0xc)")]
    capture = protocol.parse_bytes(data)
    assert len(capture.runs) == 2 and capture.runs[1].footer is not None
    assert "truncated" in [p.kind for p in capture.problems]


def test_sim_unplug_closes_the_port(built: BuildFn) -> None:
    data, outcome = run_sim(built, ("unplug",))
    assert outcome.stopped is not None and outcome.stopped.startswith(PORT_GONE)
    # Everything sent before the unplug reached the capture: the half line.
    half = data.split(b"\r\n")[-1]
    assert half.startswith(b"CTB/1 ") and b'"type":"rec"' in half
    assert "truncated" in [p.kind for p in protocol.parse_bytes(data).problems]


def test_sim_stall_is_silence_mid_line(built: BuildFn) -> None:
    data, outcome = run_sim(built, ("stall",))
    assert outcome.stopped is not None and outcome.stopped.startswith(SILENCE)
    (found,) = console.scan(data, silence_s=2)
    assert found.kind == "silence" and '"type":"rec"' in found.text
    assert protocol.parse_bytes(data).records == []
