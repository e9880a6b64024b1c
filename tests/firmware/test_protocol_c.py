"""The C writer against the Python parser: one definition of every field."""

from __future__ import annotations

import subprocess

import pytest

from ctbench import protocol
from ctbench.targets.build import Build


def run_app(build: Build, *args: str) -> bytes:
    return subprocess.run([str(build.app), *args], capture_output=True, check=True,
                          timeout=120).stdout


# timing: it reads the native app's figures, but only how they relate to
# each other and to the batches they come from, never their size
@pytest.mark.timing
def test_native_output_parses_clean(native_os: Build) -> None:
    out = run_app(native_os, "--batch-ms", "2", "--batches", "3")
    capture = protocol.parse_bytes(out)
    assert capture.problems == []
    (run,) = capture.runs
    header = run.header
    assert set(header) == {"type", "suites", *protocol.HEADER_FIELDS}
    assert header["variant"] == "Os" and header["target"] == "native"
    assert header["opt"] == "Os" and "-Werror" in header["flags"]
    assert header["unit"] == "ns" and header["ticks_per_s"] == 10**9
    assert len(run.records) == len(header["benches"]) >= 20
    for rec in run.records:
        assert set(rec) - {"param_name", "param"} == \
            {"type", "stack", "stack_room", *protocol.RECORD_FIELDS}
        assert protocol.record_stack_problem(rec) is None
        # The harness's own invariants, as the host sees them.
        assert rec["min"] <= rec["mean"] <= rec["max"]
        assert len(rec["batch_ticks"]) == rec["batches"] == 3
        assert rec["batch_target"] == 2 * 10**6
        ticks = [max(t - rec["base_ticks"], 0) for t in rec["batch_ticks"]]
        ops = rec["iterations"] - rec["base_ops"]
        assert abs(min(ticks) / ops - rec["min"]) < 0.002
        assert abs(max(ticks) / ops - rec["max"]) < 0.002
    assert run.footer == {"type": "end", "records": len(run.records), "errors": 0}


def test_filter_selects_and_header_lists_only_those(native_os: Build) -> None:
    out = run_app(native_os, "--batch-ms", "1", "--batches", "1", "--bench", "ct_add/*")
    capture = protocol.parse_bytes(out)
    assert capture.problems == []
    assert capture.runs[0].header["benches"] == [f"ct_add/{n}" for n in (8, 16, 32, 64, 128)]
    assert [r["param"] for r in capture.records] == [8, 16, 32, 64, 128]
    assert "ct: asm-x86_64" in capture.runs[0].header["suites"] or \
        any(s.startswith("ct: ") for s in capture.runs[0].header["suites"])


def test_optimisation_reaches_the_header(native_o2: Build) -> None:
    out = run_app(native_o2, "--batch-ms", "1", "--batches", "1", "--bench", "harness_nop")
    header = protocol.parse_bytes(out).runs[0].header
    assert header["opt"] == "O2" and header["variant"] == "O2"


def test_bad_arguments_are_refused(native_os: Build) -> None:
    for args in (["--batches", "0"], ["--batches", "17"], ["--batch-ms", "x"], ["--nope", "1"]):
        proc = subprocess.run([str(native_os.app), *args], capture_output=True, timeout=30)
        assert proc.returncode == 2, args
        assert proc.stdout == b""
