"""End-to-end campaigns on native: a short one, and one killed and resumed."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from ctbench.build import Build
from helpers import ROOT, ctbench, write_plan


def events(results: Path) -> list[dict]:
    return [json.loads(x) for x in (results / "journal.jsonl").read_text().splitlines()]


def test_short_campaign(tmp_path: Path, native_os: Build, native_o2: Build) -> None:
    plan = write_plan(tmp_path / "plan.toml", bench="*_*/32")
    out = tmp_path / "results"
    proc = ctbench("campaign", str(plan), "--out", str(out), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert doc["problems"] == []
    runs = {r["run"] for r in doc["records"]}
    assert runs == {"01-A1", "02-B1", "03-A2"}
    first = doc["records"][0]
    for key in ("bench", "param", "variant", "target", "run", "unit", "iterations",
                "batches", "min", "mean", "max"):
        assert key in first
    assert [r["bench"] for r in doc["comparison"]] == [
        "ct_add/32", "ct_sub/32", "ct_mla/32", "mpi_mul/32"]
    for name in ("plan.toml", "journal.jsonl", "records.csv", "report.md", "report.html",
                 "runs/01-A1.log", "runs/02-B1.log", "runs/03-A2.log", "runs/02-B1.csv"):
        assert (out / name).is_file(), name
    md = (out / "report.md").read_text()
    assert "| bench | A (Os) | B (O2) | gap B % | A again | drift A-A % | verdict B |" in md
    assert "ct_mla/32" in md
    # report rebuilds the same thing from the directory alone
    again = ctbench("report", str(out))
    assert again.returncode == 0 and "ct_mla/32" in again.stdout
    html = ctbench("report", str(out), "--format", "html")
    assert html.stdout.startswith("<!doctype html>")


def test_existing_results_are_not_overwritten(tmp_path: Path, native_os: Build,
                                              native_o2: Build) -> None:
    plan = write_plan(tmp_path / "plan.toml", batch_ms=1, batches=1)
    out = tmp_path / "results"
    assert ctbench("campaign", str(plan), "--out", str(out)).returncode == 0
    before = (out / "runs" / "01-A1.log").read_bytes()
    proc = ctbench("campaign", str(plan), "--out", str(out))
    assert proc.returncode == 1 and "--resume" in proc.stderr
    assert len(proc.stderr.strip().splitlines()) == 1
    assert (out / "runs" / "01-A1.log").read_bytes() == before
    # --fresh keeps the old campaign beside the new one
    assert ctbench("campaign", str(plan), "--out", str(out), "--fresh").returncode == 0
    assert (tmp_path / "results.prev-1" / "runs" / "01-A1.log").read_bytes() == before
    # resuming a finished campaign redoes nothing
    proc = ctbench("campaign", str(plan), "--out", str(out), "--resume")
    assert proc.returncode == 0, proc.stderr
    starts = [e for e in events(out) if e["event"] == "run-start"]
    assert len(starts) == 3


def test_killed_campaign_resumes_without_redoing(tmp_path: Path, native_os: Build,
                                                 native_o2: Build) -> None:
    plan = write_plan(tmp_path / "plan.toml", bench="ct_*", batch_ms=25, batches=3)
    out = tmp_path / "results"
    proc = subprocess.Popen([sys.executable, "-m", "ctbench", "campaign", str(plan),
                             "--out", str(out)], cwd=ROOT, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    # Kill the whole process group once run 2 has printed its first record.
    deadline = time.monotonic() + 120
    second = out / "runs" / "02-B1.log"
    while time.monotonic() < deadline:
        if second.exists() and b'"type":"rec"' in second.read_bytes():
            break
        time.sleep(0.02)
    else:
        proc.kill()
        pytest.fail("run 2 never started")
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()
    done = {e["run"] for e in events(out) if e["event"] == "run-done"}
    assert done == {"01-A1"}
    first_capture = (out / "runs" / "01-A1.log").read_bytes()
    partial = second.read_bytes()

    resumed = ctbench("campaign", str(plan), "--out", str(out), "--resume")
    assert resumed.returncode == 0, resumed.stderr
    log = events(out)
    assert [e["run"] for e in log if e["event"] == "run-start"] == ["01-A1", "02-B1", "02-B1",
                                                                     "03-A2"]
    assert (out / "runs" / "01-A1.log").read_bytes() == first_capture
    kept = out / "runs" / "02-B1.interrupted-1.log"
    assert kept.read_bytes() == partial
    assert {e["run"] for e in log if e["event"] == "run-done"} == {"01-A1", "02-B1", "03-A2"}
    assert "ct_mla/128" in (out / "report.md").read_text()


def test_resume_refuses_a_changed_plan(tmp_path: Path, native_os: Build,
                                       native_o2: Build) -> None:
    plan = write_plan(tmp_path / "plan.toml", batch_ms=1, batches=1)
    out = tmp_path / "results"
    assert ctbench("campaign", str(plan), "--out", str(out)).returncode == 0
    write_plan(plan, batch_ms=1, batches=2)
    proc = ctbench("campaign", str(plan), "--out", str(out), "--resume")
    assert proc.returncode == 1 and "changed since the campaign" in proc.stderr
