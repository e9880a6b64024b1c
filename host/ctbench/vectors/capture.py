"""Read a vector runner's raw capture: the protocol's framing (prefix,
CRC-32, JSON payload: docs/protocol.md) with the three line types of a
vector run (docs/vectors.md): "vhdr", one "vec" per firmware case, "vend".
Every line that carries the prefix but cannot be used is a Problem; a case
without an intact line is reported by the judge, by its tcId."""

from __future__ import annotations

import json
import zlib
from dataclasses import dataclass, field
from typing import Any

from ctbench.protocol import PREFIX, Problem

VEC_FIELDS = {"vhdr": ("proto", "target", "data", "cases"), "vec": ("i",),
              "vend": ("cases",)}


@dataclass
class VectorCapture:
    header: dict[str, Any] | None = None
    results: dict[int, dict[str, Any]] = field(default_factory=dict)   # by slot index
    footer: dict[str, Any] | None = None
    problems: list[Problem] = field(default_factory=list)


def parse_capture(data: bytes) -> VectorCapture:
    cap = VectorCapture()
    lines = data.split(b"\n")
    for number, raw in enumerate(lines, start=1):
        text = raw.decode("utf-8", "replace").replace("\r", "")
        for segment in text.split(PREFIX)[1:]:
            payload = _payload(cap, number, segment, cut=number == len(lines))
            if payload is not None:
                _take(cap, number, payload)
    if cap.header is None:
        cap.problems.append(Problem(0, "no-header", "no vector-run header in the capture"))
    elif cap.footer is None:
        cap.problems.append(Problem(0, "truncated-run",
                                    "capture ended before the vector run's footer"))
    return cap


def _payload(cap: VectorCapture, number: int, segment: str, cut: bool) -> dict[str, Any] | None:
    crc, _, body = segment.partition(" ")
    if len(crc) != 8 or f"{zlib.crc32(body.encode('utf-8', 'surrogateescape')):08x}" != crc:
        kind = "truncated" if cut or not body.rstrip().endswith("}") else "corrupt"
        cap.problems.append(Problem(number, kind, f"damaged line: {segment[:60]!r}"))
        return None
    try:
        payload = json.loads(body)
    except ValueError as e:
        cap.problems.append(Problem(number, "malformed", f"payload is not JSON ({e})"))
        return None
    line_type = payload.get("type") if isinstance(payload, dict) else None
    if line_type not in VEC_FIELDS:
        cap.problems.append(Problem(number, "malformed", f"not a vector-run line: {body[:60]!r}"))
        return None
    missing = [f for f in VEC_FIELDS[line_type] if f not in payload]
    if missing:
        cap.problems.append(Problem(number, "malformed",
                                    f"{line_type} line lacks {', '.join(missing)}"))
        return None
    return payload  # type: ignore[no-any-return]


def _take(cap: VectorCapture, number: int, payload: dict[str, Any]) -> None:
    kind = payload["type"]
    if kind == "vhdr":
        if cap.header is not None:
            cap.problems.append(Problem(number, "reset", "a second header (device reset?)"))
        cap.header = payload
    elif kind == "vend":
        cap.footer = payload
    elif payload["i"] in cap.results:
        cap.problems.append(Problem(number, "duplicate", f"case slot {payload['i']} twice"))
    else:
        cap.results[payload["i"]] = payload
