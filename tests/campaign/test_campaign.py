"""End-to-end campaigns on native: a short one, one killed and resumed, and one
on two targets (native and the sim board), killed and resumed too."""

from __future__ import annotations

import json
import os
import shutil
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from conftest import usable
from ctbench.paths import build_root
from ctbench.targets.base import RunOptions
from ctbench.targets.build import Build
from ctbench.targets.variants import resolve_variant
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


def kill_during(plan: Path, out: Path, capture: Path) -> None:
    """Start the campaign and kill its whole process group once `capture`
    holds a record: the middle of that run. No deadline: a loaded machine
    only makes the wait longer; a campaign that ends first fails the test."""
    proc = subprocess.Popen([sys.executable, "-m", "ctbench", "campaign", str(plan),
                             "--out", str(out)], cwd=ROOT, start_new_session=True,
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    while not (capture.exists() and b'"type":"rec"' in capture.read_bytes()):
        if proc.poll() is not None:
            pytest.fail(f"the campaign exited ({proc.returncode}) before {capture.name} "
                        f"held a record")
        time.sleep(0.02)
    os.killpg(proc.pid, signal.SIGKILL)
    proc.wait()


def test_killed_campaign_resumes_without_redoing(tmp_path: Path, native_os: Build,
                                                 native_o2: Build) -> None:
    plan = write_plan(tmp_path / "plan.toml", bench="ct_*", batch_ms=25, batches=3)
    out = tmp_path / "results"
    second = out / "runs" / "02-B1.log"
    kill_during(plan, out, second)
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


def test_build_digests_and_summary_know_each_target(tmp_path: Path) -> None:
    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.store import Store

    plan = load_plan(write_plan(tmp_path / "plan.toml", targets=("native", "qemu-xtensa")))
    store = Store.start(tmp_path / "r", plan, resume=False, fresh=False)
    (start,) = store.events()
    assert start["targets"] == ["native", "qemu-xtensa"] and start["target"] == "native"
    assert start["batch_ms_per_target"] == {"native": 2, "qemu-xtensa": 2}
    assert start["planned"] == 6
    for target, digest in (("native", "n"), ("qemu-xtensa", "x")):
        store.append({"event": "build", "target": target, "variant": "Os",
                      "app_sha256": digest})
    # One variant, two binaries: a resume compares each with its own.
    assert store.build_digests() == {("native", "Os"): "n", ("qemu-xtensa", "Os"): "x"}


def test_two_targets_killed_and_resumed(tmp_path: Path, native_os: Build,
                                        native_o2: Build) -> None:
    usable("sim")
    plan = write_plan(tmp_path / "plan.toml", targets=("native", "sim"), bench="ct_*",
                      batch_ms=10, batches=2)
    out = tmp_path / "results"
    kill_during(plan, out, out / "runs" / "05-sim-B1.log")   # the sim target's B run
    first = ["01-native-A1", "02-native-B1", "03-native-A2", "04-sim-A1"]
    assert {e["run"] for e in events(out) if e["event"] == "run-done"} == set(first)

    resumed = ctbench("campaign", str(plan), "--out", str(out), "--resume", "--json")
    assert resumed.returncode == 0, resumed.stderr
    log = events(out)
    assert [e["run"] for e in log if e["event"] == "run-start"] == [
        *first, "05-sim-B1", "05-sim-B1", "06-sim-A2"]
    assert [(e["run"], e["target"]) for e in log if e["event"] == "run-done"][-2:] == [
        ("05-sim-B1", "sim"), ("06-sim-A2", "sim")]
    assert {(e["target"], e["variant"]) for e in log if e["event"] == "build"} == {
        ("native", "Os"), ("native", "O2"), ("sim", "Os"), ("sim", "O2")}
    doc = json.loads(resumed.stdout)
    # The slot names the target, though the sim runs the native app.
    assert {(r["run"][3:].split("-")[0], r["target"]) for r in doc["records"]} == {
        ("native", "native"), ("sim", "sim")}
    assert [c["target"] for c in doc["comparisons"]] == ["native", "sim"]
    for c in doc["comparisons"]:
        assert c["unit"] == "ns" and "ct_mla/128" in [r["bench"] for r in c["rows"]]
    assert {r["target"] for r in doc["comparison"]} == {"native", "sim"}
    md = (out / "report.md").read_text()
    assert "Targets **native**, **sim**" in md
    assert md.index("\n## native\n") < md.index("\n## sim\n") < md.index("\n## Runs\n")
    assert md.count("| bench | A (Os) | B (O2) | gap B % |") == 2
    assert "| 05-sim-B1 | sim | O2 |" in md
    human = ctbench("report", str(out))
    assert human.returncode == 0 and human.stdout == md


def test_resume_runs_the_journal_s_random_order(tmp_path: Path) -> None:
    """order = "random": the permutations are in the journal, and a resumed
    campaign runs those, even where the plan would now draw others (another
    version of the generator, say)."""
    import dataclasses

    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.store import Store

    path = tmp_path / "plan.toml"
    path.write_text('[campaign]\nname = "r"\ntarget = "native"\norder = "random"\n'
                    'rounds = 3\n\n[variants]\nA = "Os"\nB = "O2"\n')
    plan = load_plan(path)
    store = Store.start(tmp_path / "r", plan, resume=False, fresh=False)
    (start,) = store.events()
    assert start["sequence"] == plan.sequence and start["seed"] == plan.seed
    assert store.settled(plan) == plan
    redrawn = dataclasses.replace(plan, sequence="ABABAB" if plan.sequence != "ABABAB"
                                  else "BABABA")
    resumed = Store.start(tmp_path / "r", redrawn, resume=True, fresh=False)
    assert resumed.settled(redrawn).sequence == plan.sequence
    assert [s.letter for s in resumed.settled(redrawn).slots()] == list(plan.sequence)


def test_app_only_build_makes_the_app_and_no_runner(native_o2: Build) -> None:
    """Campaigns build the bench app alone: the unit-test and vector runners
    are left out, and a runner an earlier build left behind is not offered
    as this build's tests."""
    assert native_o2.tests is not None and native_o2.tests.is_file()
    native = usable("native")
    shutil.rmtree(build_root() / "native" / "O2-app-only", ignore_errors=True)
    build = native.build(resolve_variant("O2"), RunOptions(app_only=True), tag="-app-only")
    assert build.app.is_file() and build.tests is None
    assert not (build.directory / "ctb_unit_tests").exists()
    assert not (build.directory / "ctb_vectors").exists()
    # the same binary as the full build's
    assert build.digest() == native_o2.digest()
    again = native.build(resolve_variant("O2"), RunOptions(), tag="-app-only")
    assert again.tests is not None and again.tests.is_file()
    assert native.build(resolve_variant("O2"), RunOptions(app_only=True),
                        tag="-app-only").tests is None
