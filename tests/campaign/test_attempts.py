"""A campaign that loses nothing: on the sim board with a fault in every
run, each failed attempt kept under its own name and in the journal, the
run tried again, only a clean attempt's records counted, every fault in the
report; a run whose retries ran out is left to --resume, which redoes
nothing finished. plans/sim-faults.toml is the long version."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from conftest import usable
from ctbench import protocol
from ctbench.boards import faults
from ctbench.campaign.plan import load_plan
from ctbench.errors import CtbError
from helpers import ROOT, ctbench

# What the host must find for each fault the board injects.
DETECTED = {"reset": "reset", "garbage": "garbage", "drop": "corrupt", "duplicate": "corrupt",
            "crc": "corrupt", "stall": "silence", "silence": "silence", "unplug": "port-gone"}
ALL = ["reset", "garbage", "drop", "duplicate", "crc", "stall", "silence", "unplug",
       "garbage+crc"]


def sim_plan(path: Path, fault_list: list[str], retries: int, order: str = "ABA",
             rounds: int = 3) -> Path:
    path.write_text(f"""
[campaign]
name = "f"
target = "sim"
order = "{order}"
rounds = {rounds}
bench = "ct_sub/8"
batch_ms = 1
batches = 1
timeout_s = 120
silence_s = 2
retries = {retries}

[sim]
faults = {json.dumps(fault_list)}

[variants]
A = "Os"
B = "O2"
""")
    return path


def journal(results: Path) -> list[dict]:
    return [json.loads(x) for x in (results / "journal.jsonl").read_text().splitlines()]


def test_the_long_plan_injects_every_fault() -> None:
    plan = load_plan(ROOT / "plans" / "sim-faults.toml")
    assert {k for entry in plan.faults for k in entry} == set(faults.KINDS)
    assert plan.retries >= 1 and len(plan.slots()) >= len(plan.faults)


def test_a_fault_in_every_run_completes_after_retries(tmp_path: Path) -> None:
    usable("sim")
    out = tmp_path / "r"
    proc = ctbench("campaign", str(sim_plan(tmp_path / "p.toml", ALL, retries=2)),
                   "--out", str(out), "--json")
    # Every fault is a problem, so the campaign says so; it still finished.
    assert proc.returncode == 1, proc.stderr
    doc = json.loads(proc.stdout)
    events = journal(out)
    done = {e["run"]: e for e in events if e["event"] == "run-done"}
    failed = [e for e in events if e["event"] == "run-failed"]
    assert len(done) == 9
    # garbage damages no line: its first attempt counts; every other fault
    # costs the run one attempt, kept under its own name.
    assert [e["faults"] for e in failed] == [f.split("+") for f in ALL if f != "garbage"]
    assert all(e["attempt"] == 1 and e["retried"] for e in failed)
    for e in failed:
        kept = out / e["capture"]
        assert kept.name == f"{e['run']}.attempt-1.log" and kept.stat().st_size > 0
        assert done[e["run"]]["attempt"] == 2 and done[e["run"]]["faults"] == []
    # Every fault in the report, as the host found it.
    for spec, run in zip(ALL, sorted(done), strict=True):
        kinds = {p["kind"] for p in doc["problems"] if p["run"] == run}
        assert {DETECTED[k] for k in spec.split("+")} <= kinds, (spec, kinds)
        assert f"sim injected {spec}" in (out / "report.md").read_text()
    # The records are exactly those of each run's clean capture.
    for run, e in done.items():
        clean = protocol.parse_file(out / e["capture"]).records
        mine = [r for r in doc["records"] if r["run"] == run]
        assert [r["iterations"] for r in mine] == [r["iterations"] for r in clean]
        assert len(mine) == 1


def test_spent_retries_leave_the_run_to_resume(tmp_path: Path) -> None:
    usable("sim")
    out = tmp_path / "r"
    plan = sim_plan(tmp_path / "p.toml", ["none", "crc", "none"], retries=0, rounds=1)
    proc = ctbench("campaign", str(plan), "--out", str(out), "--json")
    assert proc.returncode == 1
    events = journal(out)
    assert sorted(e["run"] for e in events if e["event"] == "run-done") == ["01-A1", "03-A2"]
    (failed,) = [e for e in events if e["event"] == "run-failed"]
    assert failed["run"] == "02-B1" and not failed["retried"]
    assert "02-B1" not in {r["run"] for r in json.loads(proc.stdout)["records"]}
    assert "Runs finished: 2 of 3" in (out / "report.md").read_text()

    proc = ctbench("campaign", str(plan), "--out", str(out), "--resume", "--json")
    assert proc.returncode == 1     # the first attempt's fault stays in the report
    started = [e["run"] for e in journal(out)[len(events):] if e["event"] == "run-start"]
    assert started == ["02-B1"]     # nothing finished is redone
    last = [e for e in journal(out) if e["event"] == "run-done"][-1]
    assert last["run"] == "02-B1" and last["attempt"] == 2 and last["faults"] == []
    assert (out / "runs" / "02-B1.attempt-1.log").is_file()
    assert {r["run"] for r in json.loads(proc.stdout)["records"]} == {"01-A1", "02-B1", "03-A2"}


@pytest.mark.parametrize(("fault_list", "message"), [
    (["reset", "brownout"], "unknown fault brownout"),
    (["stall+unplug"], "stall and unplug each end the output; keep one"),
    ([], "must be a non-empty list of faults"),
])
def test_bad_fault_lists(tmp_path: Path, fault_list: list[str], message: str) -> None:
    with pytest.raises(CtbError, match=message):
        load_plan(sim_plan(tmp_path / "p.toml", fault_list, retries=1))


def test_faults_and_retries_are_checked(tmp_path: Path) -> None:
    text = sim_plan(tmp_path / "p.toml", ["reset"], retries=1).read_text()
    native = tmp_path / "n.toml"
    native.write_text(text.replace('target = "sim"', 'target = "native"'))
    with pytest.raises(CtbError, match="faults are injected by the sim target only; this plan "
                                       "runs on native"):
        load_plan(native)
    many = tmp_path / "m.toml"
    many.write_text(text.replace("retries = 1", "retries = 11"))
    with pytest.raises(CtbError, match=r"field 'retries' must be 0\.\.10"):
        load_plan(many)
    quiet = tmp_path / "q.toml"
    quiet.write_text(text.replace("silence_s = 2", "silence_s = 500"))
    with pytest.raises(CtbError, match=r"field 'silence_s' must be 1\.\.timeout_s \(120\)"):
        load_plan(quiet)


def test_fault_options_refused_off_the_sim(tmp_path: Path) -> None:
    plan = sim_plan(tmp_path / "p.toml", ["reset"], retries=1).read_text()
    (tmp_path / "n.toml").write_text(plan.replace('target = "sim"', 'target = "native"')
                                     .split("[sim]")[0] + '[variants]\nA = "Os"\nB = "O2"\n')
    proc = ctbench("campaign", str(tmp_path / "n.toml"), "--fault", "reset",
                   "--out", str(tmp_path / "r"))
    assert proc.returncode != 0 and not (tmp_path / "r").exists()
    assert proc.stderr.strip().endswith("--fault: faults are injected by the sim target only; "
                                        "this plan runs on native")
    proc = ctbench("run", "--target", "native", "--variant", "Os", "--fault", "crc")
    assert proc.returncode != 0
    assert "--fault: faults are injected by the sim target only, not native" in proc.stderr
