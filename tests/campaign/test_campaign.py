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
from ctbench.targets.base import Need, RunOptions
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


# -- targets the machine lacks, --target and --variant, resuming what they left out


def lacking(tool: str) -> list[Need]:
    return [Need(tool, f"{tool}-package", False)]


def files_of(out: Path) -> dict[str, tuple[bytes, int]]:
    """Every capture and records file, with its bytes and mtime."""
    return {p.name: (p.read_bytes(), p.stat().st_mtime_ns)
            for p in sorted((out / "runs").iterdir())}


def run_main(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    """The CLI in this process, so that a monkeypatched target applies."""
    from ctbench.cli import main

    status = main(list(args))
    captured = capsys.readouterr()
    return status, captured.out, captured.err


def test_missing_target_is_skipped_named_and_run_once_installed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str],
        native_os: Build, native_o2: Build) -> None:
    from ctbench.targets.sim import SimTarget

    usable("sim")
    plan = write_plan(tmp_path / "plan.toml", targets=("native", "sim"), batch_ms=1,
                      batches=1)
    out = tmp_path / "results"
    reason = "missing sim-tool (Debian package sim-tool-package)"
    with monkeypatch.context() as m:
        m.setattr(SimTarget, "missing", lambda self: lacking("sim-tool"))
        status, stdout, stderr = run_main(capsys, "campaign", str(plan), "--out", str(out))
    assert status == 0, stderr
    # said when the campaign starts, and again after its tables
    assert f"not run here: sim — {reason}" in stderr.splitlines()
    assert stdout.splitlines()[-1] == f"not run here: sim — {reason}"
    status, stdout, _ = run_main(capsys, "report", str(out), "--json")
    doc = json.loads(stdout)
    assert doc["skipped"] == [{"target": "sim", "reason": reason}]
    assert doc["left_out"] == {"targets": [], "variants": []}
    assert {r["run"] for r in doc["records"]} == {"01-native-A1", "02-native-B1",
                                                 "03-native-A2"}
    assert [c["target"] for c in doc["comparisons"]] == ["native"]
    md = (out / "report.md").read_text()
    assert f"- not run here: **sim** — {reason}\n" in md
    assert "Runs finished: 3 of 6." in md and "\n## sim\n" not in md
    assert f"not run here: <b>sim</b> — {reason}" in (out / "report.html").read_text()
    (session,) = [e for e in events(out) if e["event"] == "session"]
    assert session["runs_on"] == ["native"] and session["targets"] == ["native", "sim"]
    before = files_of(out)

    # The machine has sim now: --resume runs its runs only, and keeps the rest.
    status, stdout, stderr = run_main(capsys, "campaign", str(plan), "--out", str(out),
                                      "--resume", "--json")
    assert status == 0, stderr
    assert "not run here" not in stderr
    log = events(out)
    assert [e["run"] for e in log if e["event"] == "run-start"] == [
        "01-native-A1", "02-native-B1", "03-native-A2", "04-sim-A1", "05-sim-B1", "06-sim-A2"]
    after = files_of(out)
    assert {name: after[name] for name in before} == before
    assert set(after) - set(before) == {f"0{i}-sim-{x}.{ext}" for i, x in
                                        ((4, "A1"), (5, "B1"), (6, "A2"))
                                        for ext in ("log", "csv")}
    doc = json.loads(stdout)
    assert doc["skipped"] == [] and [c["target"] for c in doc["comparisons"]] == [
        "native", "sim"]
    md = (out / "report.md").read_text()
    assert "not run here" not in md and "Runs finished: 6 of 6." in md and "\n## sim\n" in md


def test_no_target_can_run_is_one_line(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        capsys: pytest.CaptureFixture[str]) -> None:
    from ctbench.targets.native import NativeTarget
    from ctbench.targets.sim import SimTarget

    monkeypatch.setattr(NativeTarget, "missing", lambda self: lacking("cc-x"))
    monkeypatch.setattr(SimTarget, "missing", lambda self: lacking("pty-x"))
    plan = write_plan(tmp_path / "plan.toml", targets=("native", "sim"))
    out = tmp_path / "results"
    status, stdout, stderr = run_main(capsys, "campaign", str(plan), "--out", str(out))
    assert status == 1 and stdout == ""
    (line,) = stderr.strip().splitlines()
    assert line.startswith(f"ctbench: no target of {plan} can run here: ")
    assert "target native: missing cc-x (Debian package cc-x-package)" in line
    assert "target sim: missing pty-x (Debian package pty-x-package)" in line
    assert not out.exists()
    # --target naming only what cannot run: the same, nothing written
    monkeypatch.setattr(NativeTarget, "missing", lambda self: [])
    status, _, stderr = run_main(capsys, "campaign", str(plan), "--out", str(out),
                                 "--target", "sim")
    assert status == 1 and len(stderr.strip().splitlines()) == 1
    assert "no selected target of" in stderr and "target sim: missing pty-x" in stderr
    assert not out.exists()


ABCA = """
[campaign]
name = "t"
targets = ["native", "sim"]
order = "ABCA"
bench = "ct_add/*"
batch_ms = 1
batches = 1

[variants]
A = "Os"
B = "O2"
C = "Os"
"""


def test_target_and_variant_select_and_resume_widens(
        tmp_path: Path, native_os: Build, native_o2: Build) -> None:
    """--target native --variant B: A, B and A again on native, run ids as in
    the whole plan; a --resume on a wider --target set fills in the rest."""
    usable("sim")
    plan = tmp_path / "plan.toml"
    plan.write_text(ABCA)
    out = tmp_path / "results"
    first = ctbench("campaign", str(plan), "--out", str(out), "--target", "native",
                    "--variant", "B")
    assert first.returncode == 0, first.stderr
    # B without A would compare nothing: A keeps its runs around B.
    assert "--variant: the baseline A (Os) runs too" in first.stderr
    assert first.stdout.splitlines()[-2:] == ["left out by --target: sim",
                                              "left out by --variant: C (Os)"]
    doc = json.loads(ctbench("report", str(out), "--json").stdout)
    assert {r["run"] for r in doc["records"]} == {"01-native-A1", "02-native-B1",
                                                 "04-native-A2"}
    assert doc["left_out"] == {"targets": ["sim"], "variants": ["C"]}
    assert doc["skipped"] == []
    md = (out / "report.md").read_text()
    assert "- left out by --target: **sim**\n" in md
    assert "- left out by --variant: **C** (`Os`)\n" in md
    assert {(e["target"], e["variant"]) for e in events(out) if e["event"] == "build"} == {
        ("native", "Os"), ("native", "O2")}
    before = files_of(out)

    wider = ctbench("campaign", str(plan), "--out", str(out), "--resume",
                    "--target", "native", "--target", "sim")
    assert wider.returncode == 0, wider.stderr
    assert "run 03-native-C1 fills in a run left out before" in wider.stderr
    starts = [e["run"] for e in events(out) if e["event"] == "run-start"]
    assert starts == ["01-native-A1", "02-native-B1", "04-native-A2", "03-native-C1",
                      "05-sim-A1", "06-sim-B1", "07-sim-C1", "08-sim-A2"]
    after = files_of(out)
    assert {name: after[name] for name in before} == before
    doc = json.loads(ctbench("report", str(out), "--json").stdout)
    assert doc["left_out"] == {"targets": [], "variants": []}
    assert len({r["run"] for r in doc["records"]}) == 8
    assert "left out" not in (out / "report.md").read_text()


def test_alternatives_that_resolve_are_not_skipped_and_a_skipped_entry_reopens(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """[["qemu-esp32", "qemu-xtensa"], "native"]: the lx106 in the ESP32's
    place is no skip. An entry none of whose alternatives could run, and
    none of whose runs started, takes the one installed since."""
    from ctbench.campaign.engine import session_event
    from ctbench.campaign.plan import load_plan
    from ctbench.campaign.selection import select
    from ctbench.campaign.store import Store
    from ctbench.targets.native import NativeTarget
    from ctbench.targets.qemu import CachedQemuTarget, QemuTarget

    path = write_plan(tmp_path / "plan.toml", targets=("native",))
    path.write_text(path.read_text().replace(
        "targets = ['native']", 'targets = [["qemu-esp32", "qemu-xtensa"], "native"]'))
    monkeypatch.setattr(NativeTarget, "missing", lambda self: [])
    monkeypatch.setattr(QemuTarget, "missing", lambda self: [])
    monkeypatch.setattr(CachedQemuTarget, "missing", lambda self: lacking("esp32-gcc"))
    plan = load_plan(path)
    chosen = select(plan)
    assert plan.targets == chosen.targets == ("qemu-xtensa", "native")
    assert chosen.skipped == {}

    # Neither Xtensa core here: the entry is skipped, naming both.
    monkeypatch.setattr(QemuTarget, "missing", lambda self: lacking("lx106-gcc"))
    plan = load_plan(path)
    chosen = select(plan)
    assert chosen.targets == ("native",) and list(chosen.skipped) == ["qemu-xtensa"]
    assert chosen.skipped["qemu-xtensa"] == (
        "missing lx106-gcc (Debian package lx106-gcc-package); its alternative qemu-esp32: "
        "missing esp32-gcc (Debian package esp32-gcc-package)")
    store = Store.start(tmp_path / "r", plan, resume=False, fresh=False)
    store.append(session_event(plan, chosen, plan.slots()))

    # The ESP32's core is built since: the entry runs it, under its own run ids.
    monkeypatch.setattr(CachedQemuTarget, "missing", lambda self: [])
    later = store.settled(load_plan(path))
    assert later.targets == ("qemu-esp32", "native")
    assert later.slots()[0].run_id == "01-qemu-esp32-A1"
    # Had a run of it started, the journal's choice would hold.
    store.append({"event": "run-start", "run": "01-qemu-xtensa-A1", "target": "qemu-xtensa"})
    assert store.settled(load_plan(path)).targets == ("qemu-xtensa", "native")
