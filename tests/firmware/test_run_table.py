"""The run's table for people, printed after the footer (components/ctb_bench/
src/table.c): one row per record, in order, with the median per operation,
and nothing in it the host's parser takes for protocol."""

from __future__ import annotations

import subprocess

from conftest import BuildFn
from ctbench import protocol


def test_the_table_follows_the_footer_and_parses_to_nothing(built: BuildFn) -> None:
    app = built("native", "Os").app
    out = subprocess.run([str(app), "--batch-ms", "1", "--batches", "4", "--bench",
                          "ct_add/*"], capture_output=True, check=True, timeout=300).stdout
    capture = protocol.parse_bytes(out)
    assert capture.problems == []
    records = capture.records
    assert len(records) == 5
    text = out.decode()
    footer = next(i for i, ln in enumerate(text.splitlines()) if '"type":"end"' in ln)
    after = [ln for ln in text.splitlines()[footer + 1:] if ln.strip()]
    assert after[0] == "ctbench: 5 benchmarks, median ns per operation over 4 batches"
    assert after[1].split() == ["bench", "param", "median"]
    rows = [ln.split() for ln in after[2:]]
    assert [(r[0], int(r[1])) for r in rows] == [(r["bench"], r["param"]) for r in records]
    for row, rec in zip(rows, records, strict=True):
        # the median of four batches lies between the fastest and the slowest
        assert float(rec["min"]) <= float(row[2]) <= float(rec["max"]), (row, rec)
    assert not any(protocol.PREFIX in ln for ln in after)
