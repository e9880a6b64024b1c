"""Parse the ctbench line protocol (docs/protocol.md, version 1).

A raw capture is bytes from a serial port, an emulator or a native process.
Protocol lines sit among log text; this module finds them, checks each one's
CRC-32 and assembles runs (header, records, footer). Nothing is dropped
silently: every line that carries the prefix but cannot be used, and every
benchmark the header announced but no record answered, becomes a Problem.
"""

from __future__ import annotations

import json
import re
import zlib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

PREFIX = "CTB/1 "
VERSION = 1

# One definition of the fields, shared with the C writer by a test that parses
# the native app's output (tests/firmware/test_protocol_c.py).
HEADER_FIELDS = (
    "proto", "revision", "variant", "target", "port", "chip", "chip_rev",
    "cpu_hz", "core", "compiler", "opt", "flags", "libs", "unit", "counter",
    "ticks_per_s", "batch_target", "batches", "filter", "benches",
)
RECORD_FIELDS = (
    "seq", "bench", "unit", "iterations", "batches", "min", "mean", "max",
    "batch_target", "base_ticks", "base_ops", "batch_ticks",
)
# Optional: a port with event counters names them in the header ("events",
# "event_source") and every record carries their raw counts ("events").
EVENT_NAME = re.compile(r"[a-z][a-z0-9_]{0,31}\Z")
ERROR_FIELDS = ("seq", "bench", "code", "detail")
FOOTER_FIELDS = ("records", "errors")
REQUIRED = {"hdr": HEADER_FIELDS, "rec": RECORD_FIELDS, "err": ERROR_FIELDS,
            "end": FOOTER_FIELDS}

_ANSI = re.compile(r"\x1b\[[0-9;?]*[ -/]*[@-~]|\x1b[()][0-9A-Za-z]")
_FRAME = re.compile(r"([0-9a-f]{8}) (.*)\Z", re.S)
_BENCH_HINT = re.compile(r'"seq":(\d+).*?"bench":"([^"]*)"(?:.*?"param":(\d+))?')

# Console texts that mean the device reset or crashed (ESP-IDF v5.5 wording).
_DEVICE_EVENTS = (
    ("panic", re.compile(r"Guru Meditation Error|abort\(\) was called|"
                         r"\*\*\*ERROR\*\*\* A stack overflow")),
    ("fault", re.compile(r"CTB fault:")),   # our emulated targets' trap handlers
    ("watchdog", re.compile(r"task_wdt: Task watchdog got triggered")),
    ("brownout", re.compile(r"Brownout detector was triggered")),
    ("reset", re.compile(r"\brst:0x[0-9a-f]+ \(|Rebooting\.\.\.")),
)


@dataclass(frozen=True)
class Problem:
    line: int   # 1-based line of the capture; 0 when it concerns the whole run
    kind: str   # corrupt, truncated, malformed, missing, duplicate, ...
    detail: str

    def as_dict(self) -> dict[str, Any]:
        return {"line": self.line, "kind": self.kind, "detail": self.detail}


@dataclass
class Run:
    header: dict[str, Any]
    line: int
    records: list[dict[str, Any]] = field(default_factory=list)
    errors: list[dict[str, Any]] = field(default_factory=list)
    footer: dict[str, Any] | None = None
    # seqs already reported by a corrupt or truncated line, so the same
    # benchmark is not reported twice
    reported: set[int] = field(default_factory=set)


@dataclass
class Capture:
    runs: list[Run]
    problems: list[Problem]

    @property
    def records(self) -> list[dict[str, Any]]:
        """Every valid record, flattened with its run's build metadata."""
        out = []
        for index, run in enumerate(self.runs):
            h = run.header
            for rec in run.records:
                out.append(flatten(rec, h, run=index))
        return out


def flatten(rec: dict[str, Any], header: dict[str, Any], run: Any) -> dict[str, Any]:
    """A record in the CLI's JSON shape, plus the metadata a report needs."""
    return {
        "seq": rec["seq"],
        "bench": rec["bench"],
        "param": rec.get("param"),
        "param_name": rec.get("param_name"),
        "variant": header.get("variant"),
        "target": header.get("target"),
        "run": run,
        "unit": rec["unit"],
        "iterations": rec["iterations"],
        "batches": rec["batches"],
        "min": rec["min"],
        "mean": rec["mean"],
        "max": rec["max"],
        "batch_target": rec["batch_target"],
        "base_ticks": rec["base_ticks"],
        "base_ops": rec["base_ops"],
        "batch_ticks": list(rec["batch_ticks"]),
        "chip": header.get("chip"),
        "cpu_hz": header.get("cpu_hz"),
        "core": header.get("core"),
        "counter": header.get("counter"),
        "compiler": header.get("compiler"),
        "opt": header.get("opt"),
        "revision": header.get("revision"),
        **({"events": rec["events"], **event_figures(rec)} if "events" in rec else {}),
        **({"stack": rec["stack"], "stack_room": rec["stack_room"]}
           if "stack" in rec else {}),
    }


def event_figures(rec: dict[str, Any]) -> dict[str, float]:
    """Per-operation event counts, derived from a record's raw counts as the
    firmware derives min and mean from its ticks: `<event>_min` from the batch
    that gave `min` (the fastest; the first of equals), `<event>_mean` over
    all batches; the baseline's counts subtracted, a batch below it counting
    0 (as the C side clamps ticks). Three places, like the C figures."""
    ticks: list[int] = rec["batch_ticks"]
    fastest = ticks.index(min(ticks))
    ops = rec["iterations"] - rec["base_ops"]
    out: dict[str, float] = {}
    for name, ev in rec["events"].items():
        base, counts = ev["base"], ev["batches"]
        out[f"{name}_min"] = round(max(counts[fastest] - base, 0) / ops, 3)
        out[f"{name}_mean"] = round(max(sum(counts) - base * len(counts), 0)
                                    / (ops * len(counts)), 3)
    return out


def _is_count(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and v >= 0


def record_stack_problem(rec: dict[str, Any]) -> str | None:
    """Why a record's stack figure (bytes one operation used, measured by
    painting stack_room bytes) cannot be read, or None."""
    if "stack" not in rec and "stack_room" not in rec:
        return None
    stack, room = rec.get("stack"), rec.get("stack_room")
    if not (isinstance(stack, int) and isinstance(room, int) and stack > 0 and room > 0):
        return f"stack {stack!r} / stack_room {room!r} are not two positive byte counts"
    return None


def header_events_problem(header: dict[str, Any]) -> str | None:
    """Why a header's optional event fields are unusable, or None."""
    names = header.get("events", [])
    if not isinstance(names, list) or not all(
            isinstance(n, str) and EVENT_NAME.match(n) for n in names):
        return f"events {names!r} is not a list of short snake_case names"
    if len(set(names)) != len(names):
        return f"events {names!r} names one event twice"
    if not isinstance(header.get("event_source", ""), str):
        return "event_source is not a string"
    return None


def record_events_problem(rec: dict[str, Any], names: list[str]) -> str | None:
    """Why a record's events disagree with its header's, or cannot give the
    per-operation figures (event_figures), or None."""
    if "events" not in rec:
        return "lacks events" if names else None
    events = rec["events"]
    if not isinstance(events, dict) or list(events) != names:
        keys = list(events) if isinstance(events, dict) else events
        return f"events {keys!r} differ from the header's {names!r}"
    ticks, n = rec["batch_ticks"], rec["batches"]
    if not (isinstance(ticks, list) and ticks and all(_is_count(t) for t in ticks)
            and n == len(ticks) and _is_count(rec["iterations"]) and _is_count(rec["base_ops"])
            and rec["iterations"] > rec["base_ops"]):
        return "events beside batch_ticks, batches or iterations that cannot carry them"
    for name, ev in events.items():
        if not (isinstance(ev, dict) and set(ev) == {"base", "batches"}
                and _is_count(ev["base"]) and isinstance(ev["batches"], list)
                and len(ev["batches"]) == n and all(_is_count(c) for c in ev["batches"])):
            return f"events.{name} is not {{base, batches}} of counts, one a batch"
    return None


def bench_id(bench: str, param: int | None) -> str:
    return bench if param is None else f"{bench}/{param}"


def encode(payload: dict[str, Any]) -> str:
    """One protocol line, as the C writer makes it (for tests and the sim)."""
    body = json.dumps(payload, separators=(",", ":"))
    return f"{PREFIX}{zlib.crc32(body.encode()):08x} {body}\n"


def parse_file(path: Path) -> Capture:
    return parse_bytes(path.read_bytes())


def parse_text(text: str) -> Capture:
    return parse_bytes(text.encode("utf-8", "replace"))


def parse_bytes(data: bytes) -> Capture:
    return _Parser().feed(data)


class _Parser:
    def __init__(self) -> None:
        self.runs: list[Run] = []
        self.problems: list[Problem] = []
        self.open: Run | None = None

    def problem(self, line: int, kind: str, detail: str) -> None:
        self.problems.append(Problem(line, kind, detail))

    def feed(self, data: bytes) -> Capture:
        lines = data.split(b"\n")
        # A capture that does not end in a newline ends in a partial line.
        last_complete = len(lines) - 1
        for number, raw in enumerate(lines, start=1):
            if number - 1 == last_complete and raw == b"":
                break
            text = _ANSI.sub("", raw.decode("utf-8", "replace")).replace("\r", "")
            self.line(number, text, complete=number - 1 < last_complete)
        if self.open is not None:
            self.close(0, "capture ended before the run's footer")
        if not self.runs and not any(p.kind != "device" for p in self.problems):
            self.problem(0, "no-header", "no protocol header found in the capture")
        return Capture(self.runs, self.problems)

    def line(self, number: int, text: str, complete: bool) -> None:
        parts = text.split(PREFIX)
        # A device event can follow a record cut short on the same line.
        self.device_events(number, text)
        for i, segment in enumerate(parts[1:], start=1):
            # Only the last segment of a line can be cut by the end of input;
            # an earlier one was cut by the next prefix (a reset mid-line).
            self.segment(number, segment, complete or i < len(parts) - 1)

    def device_events(self, number: int, text: str) -> None:
        for kind, pattern in _DEVICE_EVENTS:
            # Before any header, a reset banner is just the boot.
            if pattern.search(text) and (self.open is not None or kind != "reset"):
                self.problem(number, kind, text.strip()[:160])

    def segment(self, number: int, segment: str, complete: bool) -> None:
        m = _FRAME.match(segment)
        if m is None:
            self.problem(number, "truncated" if len(segment) < 9 else "malformed",
                         f"protocol prefix without a CRC and payload: {segment[:60]!r}")
            self.hint(segment)
            return
        crc, body = m.group(1), m.group(2)
        if f"{zlib.crc32(body.encode('utf-8', 'surrogateescape')):08x}" != crc:
            cut = not complete or not body.rstrip().endswith("}")
            self.problem(number, "truncated" if cut else "corrupt",
                         ("line cut short" if cut else "CRC mismatch") + self.hint(body))
            return
        try:
            payload = json.loads(body)
        except ValueError as e:
            self.problem(number, "malformed", f"payload is not JSON ({e})")
            return
        if not isinstance(payload, dict) or payload.get("type") not in REQUIRED:
            self.problem(number, "malformed", f"unknown line type in {body[:60]!r}")
            return
        missing = [f for f in REQUIRED[payload["type"]] if f not in payload]
        if missing:
            self.problem(number, "malformed",
                         f"{payload['type']} line lacks {', '.join(missing)}")
            return
        getattr(self, "on_" + payload["type"])(number, payload)

    def hint(self, body: str) -> str:
        """Name the benchmark a damaged line was about, if that part survived."""
        m = _BENCH_HINT.search(body)
        if m is None:
            return ""
        seq = int(m.group(1))
        if self.open is not None:
            self.open.reported.add(seq)
        param = int(m.group(3)) if m.group(3) else None
        return f" in the record of {bench_id(m.group(2), param)} (seq {seq})"

    def on_hdr(self, number: int, payload: dict[str, Any]) -> None:
        why = header_events_problem(payload)
        if why is not None:
            self.problem(number, "malformed", f"hdr line: {why}")
            return
        if payload["proto"] != VERSION:
            self.problem(number, "version",
                         f"protocol version {payload['proto']}, this parser reads {VERSION}")
        if self.open is not None:
            self.close(number, f"a new header at line {number} (device reset?)")
        self.open = Run(header=payload, line=number)

    def current(self, number: int, what: str) -> Run | None:
        if self.open is None:
            self.problem(number, "no-header", f"{what} outside a run (no header before it)")
        return self.open

    def expected(self, run: Run, number: int, payload: dict[str, Any]) -> bool:
        benches = run.header["benches"]
        seq = payload["seq"]
        name = bench_id(payload["bench"], payload.get("param"))
        if not isinstance(seq, int) or not 0 <= seq < len(benches):
            self.problem(number, "malformed", f"{name}: seq {seq} not in the header's list")
            return False
        if benches[seq] != name:
            self.problem(number, "mismatch",
                         f"seq {seq} is {benches[seq]} in the header but {name} here")
            return False
        seen = {r["seq"] for r in run.records} | {e["seq"] for e in run.errors}
        if seq in seen:
            self.problem(number, "duplicate", f"{name} (seq {seq}) reported twice")
            return False
        return True

    def on_rec(self, number: int, payload: dict[str, Any]) -> None:
        name = bench_id(payload["bench"], payload.get("param"))
        run = self.current(number, f"record of {name} (seq {payload['seq']})")
        if run is None or not self.expected(run, number, payload):
            return
        why = (record_events_problem(payload, run.header.get("events", []))
               or record_stack_problem(payload))
        if why is not None:
            # Named here, so not again as missing.
            self.problem(number, "malformed", f"{name} (seq {payload['seq']}): {why}")
            run.reported.add(payload["seq"])
            return
        run.records.append(payload)

    def on_err(self, number: int, payload: dict[str, Any]) -> None:
        name = bench_id(payload["bench"], payload.get("param"))
        run = self.current(number, f"error of {name} (seq {payload['seq']})")
        self.problem(number, "bench-error",
                     f"{name}: {payload['detail']} (code {payload['code']})")
        if run is not None and self.expected(run, number, payload):
            run.errors.append(payload)

    def on_end(self, number: int, payload: dict[str, Any]) -> None:
        run = self.current(number, "footer")
        if run is None:
            return
        run.footer = payload
        if payload["records"] != len(run.records):
            self.problem(number, "count-mismatch",
                         f"footer counts {payload['records']} records, "
                         f"{len(run.records)} arrived intact")
        self.close(number, None)

    def close(self, number: int, why_incomplete: str | None) -> None:
        run = self.open
        assert run is not None
        self.open = None
        self.runs.append(run)
        if why_incomplete is not None:
            self.problem(number, "truncated-run",
                         f"run started at line {run.line}: {why_incomplete}")
        answered = ({r["seq"] for r in run.records} | {e["seq"] for e in run.errors}
                    | run.reported)
        for seq, name in enumerate(run.header["benches"]):
            if seq not in answered:
                self.problem(number, "missing",
                             f"{name} (seq {seq}): announced by the header at line "
                             f"{run.line}, no record arrived")
