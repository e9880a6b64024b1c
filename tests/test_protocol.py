"""Property tests of the parser: whatever happens to a capture, every record
is either returned intact or named in a problem, and the parser never raises."""

from __future__ import annotations

import json
import zlib

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ctbench import protocol

NAMES = st.sampled_from(["mpi_add", "mpi_sub", "mpi_mul", "ecp_mul_p256", "harness_nop"])
LOG_TEXT = st.text(st.characters(min_codepoint=32, max_codepoint=126), max_size=60).filter(
    lambda s: "CTB" not in s)  # "CTB/1 " and "CTB fault:" are ours
ANSI = st.sampled_from(["", "\x1b[0;32m", "\x1b[0;31m", "\x1b[1;33m"])


@st.composite
def runs(draw: st.DrawFn) -> tuple[dict, list[dict], dict]:
    ids = draw(st.lists(st.tuples(NAMES, st.one_of(st.none(), st.integers(1, 4096))),
                        min_size=1, max_size=8, unique=True))
    benches = [protocol.bench_id(n, p) for n, p in ids]
    header = {"type": "hdr", "proto": 1, "revision": "abc", "variant": "Os",
              "target": "native", "port": "native", "chip": "x86_64", "chip_rev": "",
              "cpu_hz": 0, "core": 1, "compiler": 'gcc "12"\\', "opt": "Os",
              "flags": "-Os", "libs": "", "unit": "ns", "counter": "c",
              "ticks_per_s": 10**9, "batch_target": 2 * 10**8, "batches": 5,
              "filter": "", "benches": benches}
    events = draw(st.sampled_from([[], ["insns"], ["insns", "icache_miss_stalls"]]))
    if events:
        header.update(events=events, event_source="perfmon")
    records = []
    for seq, (name, param) in enumerate(ids):
        lo = draw(st.integers(1, 10**7)) / 1000
        rec = {"type": "rec", "seq": seq, "bench": name}
        if param is not None:
            rec.update(param_name="limbs", param=param)
        iterations = draw(st.integers(1, 10**6))
        rec.update(unit="ns", iterations=iterations, batches=5,
                   min=lo, mean=lo, max=lo, batch_target=2 * 10**8, base_ticks=40,
                   base_ops=1 if iterations > 1 else 0,  # as the harness sets it
                   batch_ticks=[draw(st.integers(0, 10**9)) for _ in range(5)])
        if events:
            rec["events"] = {e: {"base": draw(st.integers(0, 10**4)),
                                 "batches": [draw(st.integers(0, 2**32 - 1)) for _ in range(5)]}
                             for e in events}
        records.append(rec)
    footer = {"type": "end", "records": len(records), "errors": 0}
    return header, records, footer


def assemble(draw: st.DrawFn, lines: list[str]) -> tuple[str, list[int]]:
    """Interleave log text, colours and CRLF; return the text and the 1-based
    line number each protocol line landed on."""
    out: list[str] = []
    where = []
    for line in lines:
        for _ in range(draw(st.integers(0, 2))):
            out.append(draw(ANSI) + draw(LOG_TEXT) + "\x1b[0m")
        out.append(line)
        where.append(len(out))
    eol = draw(st.sampled_from(["\n", "\r\n"]))
    return eol.join(out) + eol, where


@settings(max_examples=150, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), runs())
def test_clean_capture_round_trips(data: st.DataObject, run: tuple) -> None:
    header, records, footer = run
    lines = [protocol.encode(p).rstrip("\n") for p in (header, *records, footer)]
    text, _ = assemble(data.draw, lines)
    capture = protocol.parse_text(text)
    assert capture.problems == []
    assert [r["bench"] for r in capture.records] == [r["bench"] for r in records]
    for got, want in zip(capture.records, records, strict=True):
        assert (got["min"], got["iterations"], got["batch_ticks"], got.get("events")) == (
            want["min"], want["iterations"], want["batch_ticks"], want.get("events"))


def damage(draw: st.DrawFn, line: str) -> tuple[str, str]:
    kind = draw(st.sampled_from(["flip", "cut", "drop"]))
    if kind == "drop":
        return kind, ""
    at = draw(st.integers(0, len(line) - 2))
    if kind == "cut":
        return kind, line[:at]
    old = line[at]
    new = draw(st.characters(min_codepoint=33, max_codepoint=126).filter(lambda c: c != old))
    return kind, line[:at] + new + line[at + 1:]


@settings(max_examples=300, suppress_health_check=[HealthCheck.too_slow])
@given(st.data(), runs())
def test_damage_is_never_silent(data: st.DataObject, run: tuple) -> None:
    header, records, footer = run
    encoded = [protocol.encode(p).rstrip("\n") for p in (header, *records, footer)]
    hit = data.draw(st.sets(st.integers(1, len(encoded) - 1), min_size=1))
    damaged = list(encoded)
    for i in hit:
        _, damaged[i] = damage(data.draw, encoded[i])
    # A cut line runs into the next one, as after a reset mid-line.
    text, where = assemble(data.draw, damaged)
    if data.draw(st.booleans()):
        text = text.rstrip("\r\n")  # and the capture may end without a newline
    capture = protocol.parse_text(text)

    intact = {(r["bench"], r["param"]): r for r in capture.records}
    for i, rec in enumerate(records, start=1):
        name = protocol.bench_id(rec["bench"], rec.get("param"))
        got = intact.get((rec["bench"], rec.get("param")))
        if got is not None:
            # Whatever survived survived exactly: the CRC lets nothing else by.
            assert got["min"] == rec["min"] and got["batch_ticks"] == rec["batch_ticks"]
            assert got.get("events") == rec.get("events")
            continue
        assert any(name in p.detail or p.line == where[i] for p in capture.problems), (
            f"{name} vanished without a problem: {capture.problems}")
    if len(capture.records) < len(records):
        assert capture.problems


@settings(max_examples=300)
@given(st.binary(max_size=2000))
def test_arbitrary_bytes_never_crash(data: bytes) -> None:
    protocol.parse_bytes(data)
    protocol.parse_bytes(b"CTB/1 " + data)


@settings(max_examples=100)
@given(st.binary(max_size=300))
def test_garbage_after_prefix_is_reported(data: bytes) -> None:
    capture = protocol.parse_bytes(b"CTB/1 " + data + b"\n")
    assert capture.records == []
    assert capture.problems


def _line(payload: dict) -> bytes:
    return protocol.encode(payload).encode()


def test_reset_mid_run_names_the_missing_records() -> None:
    header = {"type": "hdr", "proto": 1, "revision": "r", "variant": "v", "target": "t",
              "port": "p", "chip": "c", "chip_rev": "", "cpu_hz": 240000000, "core": 0,
              "compiler": "gcc", "opt": "Os", "flags": "", "libs": "", "unit": "cycles",
              "counter": "CCOUNT", "ticks_per_s": 240000000, "batch_target": 48000000,
              "batches": 5, "filter": "", "benches": ["a", "b/8"]}
    rec = {"type": "rec", "seq": 0, "bench": "a", "unit": "cycles", "iterations": 10,
           "batches": 5, "min": 1.0, "mean": 1.0, "max": 1.0, "batch_target": 10,
           "base_ticks": 0, "base_ops": 0, "batch_ticks": [10] * 5}
    boot = b"ets Jun  8 2016 00:22:57\r\nrst:0x1 (POWERON_RESET),boot:0x13\r\n"
    panic = b"Guru Meditation Error: Core  0 panic'ed (LoadProhibited).\r\nRebooting...\r\n"
    text = boot + _line(header) + _line(rec)[:-20] + panic + boot + _line(header)
    capture = protocol.parse_bytes(text)
    kinds = [p.kind for p in capture.problems]
    assert "panic" in kinds and "reset" in kinds and "truncated-run" in kinds
    missing = [p.detail for p in capture.problems if p.kind == "missing"]
    assert any(d.startswith("b/8") for d in missing)
    # The first boot banner, before any header, is not a problem.
    assert all(p.line > 2 for p in capture.problems if p.kind == "reset")


def test_record_without_header_is_reported() -> None:
    rec = {"type": "rec", "seq": 3, "bench": "mpi_add", "param": 8, "unit": "ns",
           "iterations": 1, "batches": 1, "min": 1.0, "mean": 1.0, "max": 1.0,
           "batch_target": 1, "base_ticks": 0, "base_ops": 0, "batch_ticks": [1]}
    capture = protocol.parse_bytes(_line(rec))
    assert [p.kind for p in capture.problems] == ["no-header"]
    assert "mpi_add/8" in capture.problems[0].detail


def test_crc_is_zlib_crc32() -> None:
    body = json.dumps({"type": "end", "records": 0, "errors": 0}, separators=(",", ":"))
    line = protocol.encode(json.loads(body))
    assert line == f"CTB/1 {zlib.crc32(body.encode()):08x} {body}\n"
