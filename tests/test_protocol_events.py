"""The optional event counts (docs/protocol.md, "Event counters"): parsed,
checked against the header, turned into per-operation figures and columns."""

from __future__ import annotations

from typing import Any

import pytest

from ctbench import protocol
from ctbench.campaign.store import RECORD_COLUMNS, records_frame

EVENTS = ["insns", "icache_miss_stalls"]


def header(events: Any = EVENTS) -> dict[str, Any]:
    h = {"type": "hdr", "proto": 1, "revision": "r", "variant": "Os", "target": "esp32s3",
         "port": "esp_idf", "chip": "esp32s3", "chip_rev": "v0.2", "cpu_hz": 240000000,
         "core": 1, "compiler": "gcc", "opt": "Os", "flags": "-Os", "libs": "",
         "unit": "cycles", "counter": "CCOUNT", "ticks_per_s": 240000000,
         "batch_target": 48000000, "batches": 3, "filter": "", "benches": ["a", "b/8"]}
    if events is not None:
        h.update(events=events, event_source="perfmon")
    return h


def record(seq: int = 0, **events: Any) -> dict[str, Any]:
    rec = {"type": "rec", "seq": seq, "bench": "a", "unit": "cycles", "iterations": 101,
           "batches": 3, "min": 100.0, "mean": 110.0, "max": 120.0, "batch_target": 10,
           "base_ticks": 50, "base_ops": 1, "batch_ticks": [12050, 10050, 11050]}
    if seq == 1:
        rec.update(bench="b", param_name="limbs", param=8)
    if events:
        rec["events"] = events
    return rec


# 100 ops above the one-op baseline: 7 insns an op in every batch; stalls of
# 3, 0 and 1 an op, the fastest batch (the second) the one without.
GOOD = {"insns": {"base": 20, "batches": [720, 720, 720]},
        "icache_miss_stalls": {"base": 4, "batches": [304, 4, 104]}}


def parse(*payloads: dict[str, Any]) -> protocol.Capture:
    footer = {"type": "end", "records": sum(p["type"] == "rec" for p in payloads),
              "errors": 0}
    return protocol.parse_text("".join(protocol.encode(p) for p in (*payloads, footer)))


def test_events_give_per_op_figures_from_the_fastest_batch() -> None:
    capture = parse(header(), record(0, **GOOD), record(1, **GOOD))
    assert capture.problems == []
    rec = capture.records[0]
    assert rec["events"] == GOOD
    assert rec["insns_min"] == 7.0 and rec["insns_mean"] == 7.0
    assert rec["icache_miss_stalls_min"] == 0.0
    assert rec["icache_miss_stalls_mean"] == round((300 + 0 + 100) / 300, 3)


def test_a_batch_below_the_baseline_counts_zero() -> None:
    rec = record(0, insns={"base": 50, "batches": [60, 40, 70]})
    assert protocol.event_figures(rec) == {"insns_min": 0.0, "insns_mean": round(20 / 300, 3)}


def test_records_without_events_parse_as_before() -> None:
    capture = parse(header(None), record(0), record(1))
    assert capture.problems == []
    assert "events" not in capture.records[0] and "insns_min" not in capture.records[0]


@pytest.mark.parametrize(("events", "why"), [
    ("insns", "not a list"),
    (["insns", 3], "not a list"),
    (["Insns"], "snake_case"),
    (["insns", "insns"], "twice"),
])
def test_a_malformed_header_event_list_is_reported(events: Any, why: str) -> None:
    capture = parse(header(events), record(0, **GOOD))
    assert capture.records == []
    assert any(p.kind == "malformed" and why in p.detail for p in capture.problems)


@pytest.mark.parametrize(("events", "why"), [
    ({}, "lacks events"),
    ({"insns": GOOD["insns"]}, "differ from the header"),
    ({**GOOD, "dcache": GOOD["insns"]}, "differ from the header"),
    ({"icache_miss_stalls": GOOD["icache_miss_stalls"], "insns": GOOD["insns"]},
     "differ from the header"),
    ({**GOOD, "insns": {"base": 20, "batches": [720, 720]}}, "events.insns"),
    ({**GOOD, "insns": {"base": -1, "batches": [720, 720, 720]}}, "events.insns"),
    ({**GOOD, "insns": {"base": 20, "batches": [720, 720.5, 720]}}, "events.insns"),
    ({**GOOD, "insns": {"base": True, "batches": [720, 720, 720]}}, "events.insns"),
    ({**GOOD, "insns": [20, 720, 720, 720]}, "events.insns"),
])
def test_a_malformed_record_event_field_is_reported_once(events: dict[str, Any],
                                                          why: str) -> None:
    capture = parse(header(), record(0, **events), record(1, **GOOD))
    assert [r["bench"] for r in capture.records] == ["b"]
    # Named once, by its line; not again as missing (the footer still
    # counts the record that did not arrive intact).
    assert [(p.kind, p.line) for p in capture.problems] == [("malformed", 2),
                                                            ("count-mismatch", 4)]
    assert why in capture.problems[0].detail and "a (seq 0)" in capture.problems[0].detail


def test_events_without_a_header_list_are_reported() -> None:
    capture = parse(header(None), record(0, **GOOD), record(1))
    assert [r["bench"] for r in capture.records] == ["b"]
    assert [p.kind for p in capture.problems] == ["malformed", "count-mismatch"]


def test_event_columns_follow_the_record_columns_and_stay_empty_without() -> None:
    with_events = parse(header(), record(0, **GOOD), record(1, **GOOD)).records
    without = parse(header(None), record(0), record(1)).records
    frame = records_frame(with_events + without)
    assert list(frame.columns) == RECORD_COLUMNS + [
        "insns_min", "insns_mean", "icache_miss_stalls_min", "icache_miss_stalls_mean"]
    assert list(frame["insns_min"][:2]) == [7.0, 7.0]
    assert frame["insns_min"][2:].isna().all()
    assert list(records_frame(without).columns) == RECORD_COLUMNS


def test_a_stack_figure_is_carried_with_its_room() -> None:
    rec = {**record(0), "stack": 3072, "stack_room": 63488}
    capture = parse(header(None), rec, record(1))
    assert capture.problems == []
    assert capture.records[0]["stack"] == 3072 and capture.records[0]["stack_room"] == 63488
    assert "stack" not in capture.records[1]
    # a campaign's records.csv carries them last, empty where a record had none
    frame = records_frame(capture.records)
    assert list(frame.columns) == RECORD_COLUMNS + ["stack", "stack_room"]
    assert frame["stack"][0] == 3072 and frame["stack"][1:].isna().all()


@pytest.mark.parametrize("fields", [{"stack": -4, "stack_room": 100},
                                    {"stack": 12},
                                    {"stack": "3 KB", "stack_room": 100}])
def test_a_malformed_stack_figure_is_reported(fields: dict[str, Any]) -> None:
    capture = parse(header(None), {**record(0), **fields}, record(1))
    assert [r["bench"] for r in capture.records] == ["b"]
    assert [p.kind for p in capture.problems] == ["malformed", "count-mismatch"]
    assert "stack" in capture.problems[0].detail
