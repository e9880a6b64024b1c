"""Several boards in one campaign (campaign/fleet.py), with a fake board
target whose figures are chosen per board: every board runs the whole
order, at once; A and A again come from one board; a board that dies keeps
its finished runs, the others finish, and --resume runs exactly what it
left."""

from __future__ import annotations

import json
import threading
from pathlib import Path
from typing import Any, BinaryIO

import pytest

from conftest import usable
from ctbench import protocol
from ctbench.boards.simboard import SimBoard
from ctbench.campaign import engine
from ctbench.campaign.fleet import Board
from ctbench.campaign.plan import load_plan
from ctbench.campaign.report import context, write_reports
from ctbench.errors import CtbError
from ctbench.targets.base import LineHook, RunOptions, RunOutcome, Target
from ctbench.targets.build import Build
from ctbench.targets.variants import Variant
from helpers import ctbench

PORTS = ["/dev/fake-1", "/dev/fake-2", "/dev/fake-3"]
# board k's figures are its factor times the letter's: B is 10 % dearer than
# A, and A again 1 % dearer than A on every board
FACTOR = {p: 1.0 + 0.02 * n for n, p in enumerate(PORTS)}
FIGURE = {("A", 1): 100.0, ("B", 1): 110.0, ("A", 2): 101.0}


def capture_text(variant: str, figure: float) -> bytes:
    header = {"type": "hdr", "proto": 1, "revision": "r", "variant": variant,
              "target": "native", "port": "native", "chip": "x", "chip_rev": "",
              "cpu_hz": 0, "core": 1, "compiler": "cc", "opt": "Os", "flags": "",
              "libs": "", "unit": "ns", "counter": "c", "ticks_per_s": 10**9,
              "batch_target": 1000, "batches": 2, "filter": "", "benches": ["ct_add/8"]}
    rec = {"type": "rec", "seq": 0, "bench": "ct_add", "param_name": "limbs", "param": 8,
           "unit": "ns", "iterations": 10, "batches": 2, "min": figure, "mean": figure,
           "max": figure, "batch_target": 1000, "base_ticks": 0, "base_ops": 0,
           "batch_ticks": [int(figure * 10), int(figure * 10)]}
    end = {"type": "end", "records": 1, "errors": 0}
    return "".join(protocol.encode(p) for p in (header, rec, end)).encode()


class FakeBoards(Target):
    """A board target: a run on port P prints FIGURE x FACTOR[P]. Each
    board's first run waits for the others' (a barrier): boards that ran one
    after another would never meet there. A port in `dead` fails from its
    given run on."""

    name = "sim"
    description = "fake boards"
    isa = "x86_64"
    takes_port = True

    def __init__(self, app: Path, dead: dict[str, int] | None = None,
                 meet: int = 0) -> None:
        self.app = app
        self.dead = dead or {}
        self.calls: list[tuple[str, str]] = []
        self.seen: dict[str, int] = {}
        self.lock = threading.Lock()
        self.barrier = threading.Barrier(meet) if meet else None

    def build(self, variant: Variant, options: RunOptions) -> Build:
        return Build("sim", variant.name, self.app.parent, self.app, None)

    def run(self, build: Build, capture: BinaryIO, options: RunOptions,
            on_line: LineHook | None = None, program: Path | None = None) -> RunOutcome:
        port = options.port
        assert port is not None
        with self.lock:
            n = self.seen[port] = self.seen.get(port, 0) + 1
            self.calls.append((port, build.variant))
            letter = "A" if build.variant == "Os" else "B"
            occurrence = 2 if letter == "A" and n == 3 else 1
        if n == 1 and self.barrier is not None:
            self.barrier.wait(timeout=60)   # a hang guard only
        if n >= self.dead.get(port, 10**6):
            capture.write(b"ets Jun  8 2016\r\n")   # what it printed before it died
            raise CtbError(f"cannot open {port} (the board is gone)")
        capture.write(capture_text(build.variant, FIGURE[letter, occurrence] * FACTOR[port]))
        return RunOutcome(0, None, 0.1, mac=f"24:0a:c4:00:00:0{PORTS.index(port) + 1}")


def plan_file(tmp_path: Path, extra: str = 'ports = ["/dev/fake-1", "/dev/fake-2", '
                                          '"/dev/fake-3"]', target: str = 'target = "sim"'
              ) -> Path:
    path = tmp_path / "plan.toml"
    path.write_text(f"""
[campaign]
name = "fleet"
{target}
{extra}
order = "ABA"
bench = "ct_add/8"
batch_ms = 1
batches = 2

[variants]
A = "Os"
B = "O2"
""")
    return path


@pytest.fixture
def fake(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> FakeBoards:
    app = tmp_path / "app.bin"
    app.write_bytes(b"app")
    target = FakeBoards(app, meet=3)
    real = engine.get_target
    monkeypatch.setattr(engine, "get_target",
                        lambda name: target if name == "sim" else real(name))
    monkeypatch.setattr(engine, "check_port", lambda port: None)   # no such devices
    return target


def journal(root: Path) -> list[dict[str, Any]]:
    return [json.loads(x) for x in (root / "journal.jsonl").read_text().splitlines()]


def test_three_boards_each_run_the_whole_order_at_once(tmp_path: Path,
                                                        fake: FakeBoards) -> None:
    out = tmp_path / "r"
    store = engine.run_campaign(load_plan(plan_file(tmp_path)), out, resume=False,
                                fresh=False, quiet=True)
    assert sorted(fake.calls) == sorted((p, v) for p in PORTS for v in ("Os", "O2", "Os"))
    frame = store.load_records()
    assert list(frame["run"]) == ["01-b1-A1", "02-b1-B1", "03-b1-A2", "04-b2-A1", "05-b2-B1",
                                  "06-b2-A2", "07-b3-A1", "08-b3-B1", "09-b3-A2"]
    # every record names its board, its port and the MAC the run saw
    assert list(frame["board"]) == ["b1"] * 3 + ["b2"] * 3 + ["b3"] * 3
    assert list(frame["port"]) == [p for p in PORTS for _ in range(3)]
    assert frame["mac"].iloc[3] == "24:0a:c4:00:00:02"
    ctx, comparisons, _ = context(store, with_charts=False)
    row = comparisons[0].rows[0]
    # A and A again from board 1: drift +1 %, not board 3's +5 %
    assert row["A"] == 100.0 and row["A_again"] == 101.0
    assert row["drift"] == pytest.approx(1.0)
    # the boards' means are 4 % apart for A and for B
    assert row["spread_A"] == pytest.approx(4.0) and row["spread_B"] == pytest.approx(4.0)
    assert row["spread"] == "A 4.0, B 4.0 (3 boards)"
    assert [b["macs"] for b in ctx["boards"]] == [[f"24:0a:c4:00:00:0{n}"] for n in (1, 2, 3)]
    write_reports(store)
    md = (out / "report.md").read_text()
    assert "board spread % |" in md and "| b2 | `/dev/fake-2` |" in md
    assert "Missing runs" not in md and ctx["problems"] == []
    # one journal line per event, whole, though three threads wrote them
    done = [e for e in journal(out) if e["event"] == "run-done"]
    assert sorted(e["run"] for e in done) == sorted(frame["run"])


def test_a_board_that_dies_keeps_its_runs_and_resume_runs_what_it_left(
        tmp_path: Path, fake: FakeBoards) -> None:
    fake.dead = {PORTS[2]: 2}   # board 3 dies at its second run
    out = tmp_path / "r"
    plan = load_plan(plan_file(tmp_path))
    store = engine.run_campaign(plan, out, resume=False, fresh=False, quiet=True)
    finished = store.finished()
    assert sorted(finished) == ["01-b1-A1", "02-b1-B1", "03-b1-A2", "04-b2-A1", "05-b2-B1",
                                "06-b2-A2", "07-b3-A1"]
    lost = [e for e in journal(out) if e["event"] == "board-lost"]
    assert [(e["board"], e["port"], e["run"], e["not_run"]) for e in lost] == [
        ("b3", PORTS[2], "08-b3-B1", ["08-b3-B1", "09-b3-A2"])]
    assert "the board is gone" in lost[0]["reason"]
    # the capture of the run it died in is on disk
    assert (out / "runs/08-b3-B1.log").read_bytes() == b"ets Jun  8 2016\r\n"
    _, problems = write_reports(store)
    assert [(p["run"], p["kind"]) for p in problems] == [("08-b3-B1", "board-lost")]
    md = (out / "report.md").read_text()
    assert ("board **b3** (`/dev/fake-3`) was lost at run 08-b3-B1: cannot open "
            "/dev/fake-3 (the board is gone). Not run: 08-b3-B1, 09-b3-A2.") in md
    # the board is back: --resume runs its two runs, on it, and nothing else
    fake.dead = {}
    fake.barrier = None
    fake.calls.clear()
    store = engine.run_campaign(plan, out, resume=True, fresh=False, quiet=True)
    assert fake.calls == [(PORTS[2], "O2"), (PORTS[2], "Os")]
    assert len(store.finished()) == 9
    _, problems = write_reports(store)
    assert problems == [] and "Missing runs" not in (out / "report.md").read_text()
    kept = [e for e in journal(out) if e["event"] == "run-interrupted"]
    assert [e["run"] for e in kept] == ["08-b3-B1"]


def test_resume_needs_as_many_boards(tmp_path: Path, fake: FakeBoards) -> None:
    fake.dead = {PORTS[0]: 1, PORTS[1]: 1, PORTS[2]: 1}
    out = tmp_path / "r"
    plan = load_plan(plan_file(tmp_path))
    engine.run_campaign(plan, out, resume=False, fresh=False, quiet=True)
    with pytest.raises(CtbError, match="the campaign started on 3 boards; resuming it "
                                       r"needs 3 .*not 2"):
        engine.run_campaign(plan, out, resume=True, fresh=False, quiet=True,
                            boards=[Board("/dev/a"), Board("/dev/b")])
    with pytest.raises(CtbError, match="--port names one board; this campaign runs on 3"):
        engine.run_campaign(plan, out, resume=True, fresh=False, quiet=True, port="/dev/x")


def test_a_missing_board_is_one_line_before_anything_builds(
        tmp_path: Path, fake: FakeBoards, monkeypatch: pytest.MonkeyPatch) -> None:
    checked = []

    def check(port: str) -> None:
        checked.append(port)
        if port == PORTS[1]:
            raise CtbError(f"cannot open {port} (no such file or directory)")

    monkeypatch.setattr(engine, "check_port", check)
    with pytest.raises(CtbError, match="^cannot open /dev/fake-2 .no such file or directory.$"):
        engine.run_campaign(load_plan(plan_file(tmp_path)), tmp_path / "r", resume=False,
                            fresh=False, quiet=True)
    assert checked == PORTS[:2] and fake.calls == [] and not (tmp_path / "r").exists()


def test_a_bug_in_a_run_is_raised_not_taken_for_a_lost_board(
        tmp_path: Path, fake: FakeBoards, monkeypatch: pytest.MonkeyPatch) -> None:
    fake.barrier = None

    def broken(*args: Any, **kwargs: Any) -> RunOutcome:
        raise ZeroDivisionError("a bug")

    monkeypatch.setattr(fake, "run", broken)
    with pytest.raises(ZeroDivisionError):
        engine.run_campaign(load_plan(plan_file(tmp_path)), tmp_path / "r", resume=False,
                            fresh=False, quiet=True)
    assert not [e for e in journal(tmp_path / "r") if e["event"] == "board-lost"]


@pytest.mark.parametrize(("target", "extra", "error"), [
    ('targets = ["sim", "native"]', 'ports = ["/dev/a", "/dev/b"]',
     "several boards run one chip; the plan names 2 targets"),
    ('target = "native"', 'ports = ["/dev/a", "/dev/b"]', "target native runs on no board"),
    ('target = "sim"', 'ports = ["/dev/a", "/dev/a"]', "names /dev/a more than once"),
    ('target = "sim"', 'ports = []', "must be a non-empty list of names"),
    ('target = "sim"', 'ports = ["/dev/a"]\nplaces = ["x"]', "exclude each other"),
])
def test_plan_boards_are_checked(tmp_path: Path, target: str, extra: str, error: str) -> None:
    with pytest.raises(CtbError, match=error):
        load_plan(plan_file(tmp_path, extra, target))


def test_places_in_a_plan_and_the_shipped_fleet_plan(tmp_path: Path) -> None:
    plan = load_plan(plan_file(tmp_path, 'places = ["esp32-a", "esp32-b"]'))
    assert plan.places == ("esp32-a", "esp32-b") and plan.ports == ()
    fleet = load_plan(Path(__file__).resolve().parents[2] / "plans" / "esp32-fleet.toml")
    assert fleet.ports == ("/dev/ttyUSB0", "/dev/ttyUSB1", "/dev/ttyUSB2")


class DyingBoard(SimBoard):
    """A sim board that dies when esptool comes to flash it the second
    time: its port vanishes, as a board unplugged."""

    downloads = 0

    def _enter_download(self) -> None:
        self.downloads += 1
        if self.downloads == 2:
            self.close()
            return
        super()._enter_download()


def test_three_sim_boards_one_dying(tmp_path: Path, native_os: Build,
                                    native_o2: Build) -> None:
    usable("sim")
    with SimBoard() as b1, SimBoard() as b2, DyingBoard() as b3:
        plan = plan_file(tmp_path, extra="")
        out = tmp_path / "r"
        proc = ctbench("campaign", str(plan), "--out", str(out), "--json",
                       "--port", b1.port, "--port", b2.port, "--port", b3.port)
    assert proc.returncode == 1, proc.stderr
    doc = json.loads(proc.stdout)
    runs = {r["run"] for r in doc["records"]}
    # boards 1 and 2 ran the whole A-B-A; board 3 its first run
    assert {"01-b1-A1", "02-b1-B1", "03-b1-A2", "04-b2-A1", "05-b2-B1", "06-b2-A2",
            "07-b3-A1"} <= runs
    macs = {r["board"]: r["mac"] for r in doc["records"]}
    assert macs == {f"b{n}": b.mac.hex(":") for n, b in enumerate((b1, b2, b3), 1)}
    lost = [e for e in journal(out) if e["event"] == "board-lost"]
    assert [e["board"] for e in lost] == ["b3"] and "09-b3-A2" in lost[0]["not_run"]
    # the only problems are board 3's: its loss (and, where the port went
    # mid-run, that run's)
    assert {p["run"][3:5] for p in doc["problems"]} == {"b3"}
    assert doc["problems"][-1]["kind"] == "board-lost"
    assert [c["rows"][0]["spread"] for c in doc["comparisons"]][0].endswith("(3 boards)")
