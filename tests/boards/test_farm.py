"""A labgrid farm on 127.0.0.1: labgrid-coordinator, and labgrid-exporter
serving three simulated boards' ptys through ser2net, as places p1, p2, p3.
ctbench acquires the places, reads each one's RFC 2217 port after the
acquire, and releases them all: at the end, on an error, and when the
campaign is killed with SIGTERM; a lock a killed campaign left is named with
the command that frees it."""

from __future__ import annotations

import http.server
import json
import os
import shlex
import shutil
import signal
import socket
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

from ctbench.boards import farm, labgrid
from ctbench.boards.simboard import SimBoard
from ctbench.errors import CtbError
from helpers import ROOT

PLACES = ("p1", "p2", "p3")
HANG_GUARD_S = 60.0   # never a verdict: only how long a wait may hang


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port: int = s.getsockname()[1]
        return port


def start(cmd: list[str], cwd: Path, log: Path) -> subprocess.Popen[bytes]:
    """A daemon of the farm in a process group of its own (the exporter
    starts ser2net), its output to `log`."""
    with log.open("wb") as out:
        return subprocess.Popen(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                stdin=subprocess.DEVNULL, start_new_session=True)


def stop(proc: subprocess.Popen[bytes]) -> None:
    if proc.poll() is None:
        os.killpg(proc.pid, signal.SIGTERM)
        try:
            proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            os.killpg(proc.pid, signal.SIGKILL)
            proc.wait()


def wait_for(what: str, ok: object) -> None:
    deadline = time.monotonic() + HANG_GUARD_S
    while time.monotonic() < deadline:
        if callable(ok) and ok():
            return
        time.sleep(0.2)
    raise AssertionError(f"farm: {what} did not happen within {HANG_GUARD_S:.0f} s")


@dataclass
class Farm:
    client: labgrid.Client
    boards: list[SimBoard]
    root: Path
    switched: list[tuple[str, str]]   # what the power switch was told: (index, 0 or 1)


class PowerSwitch(http.server.BaseHTTPRequestHandler):
    """A network power switch of labgrid's "simplerest" kind: GET
    /relay/<index>/<0|1>. Switching index 4 on resets board 4 (its ROM
    banner, its app from the start)."""

    switched: list[tuple[str, str]] = []
    board: SimBoard | None = None

    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        parts = self.path.strip("/").split("/")
        if len(parts) == 3 and parts[0] == "relay":
            self.switched.append((parts[1], parts[2]))
            if parts[2] == "1" and self.board is not None:
                self.board.reset(APP(4))
                self.switched.append(("4", "reset"))
        self.send_response(200)
        self.end_headers()
        self.wfile.write(b"1")

    def log_message(self, *args: object) -> None:
        pass


def APP(n: int) -> list[str]:  # noqa: N802
    """A few lines, then quiet: a board nobody reads must not fill its pty."""
    return ["sh", "-c", f"for i in 1 2 3 4 5 6 7 8 9 10; do echo board {n} here; "
            f"sleep 0.2; done"]


@pytest.fixture(scope="module")
def lab(tmp_path_factory: pytest.TempPathFactory) -> Iterator[Farm]:
    if shutil.which("ser2net") is None and not Path("/usr/sbin/ser2net").exists():
        pytest.skip("ser2net missing (Debian package ser2net; `make deps-boards`)")
    try:
        labgrid.setup(lambda text: None)
    except CtbError as e:
        pytest.skip(str(e))
    root = tmp_path_factory.mktemp("farm")
    boards = [SimBoard() for _ in (*PLACES, "p4")]
    procs: list[subprocess.Popen[bytes]] = []
    switch = http.server.ThreadingHTTPServer(("127.0.0.1", 0), PowerSwitch)
    PowerSwitch.board = boards[3]
    threading.Thread(target=switch.serve_forever, daemon=True).start()
    try:
        (root / "exporter.yaml").write_text("".join(
            f"dut{n}:\n  RawSerialPort:\n    port: {b.port}\n    speed: 115200\n"
            for n, b in enumerate(boards, 1))
            + "  NetworkPowerPort:\n    model: simplerest\n    host: 'http://127.0.0.1:"
            f"{switch.server_address[1]}/relay/{{index}}/{{value}}'\n    index: 4\n")
        address = f"127.0.0.1:{free_port()}"
        procs.append(start([str(labgrid.tool("labgrid-coordinator")), "-l", address],
                           root, root / "coordinator.log"))
        client = labgrid.Client(address)
        wait_for("the coordinator", lambda: _answers(client))
        procs.append(start([str(labgrid.tool("labgrid-exporter")), "-c", address, "-n", "exp",
                            "--hostname", "127.0.0.1", "exporter.yaml"],
                           root, root / "exporter.log"))
        wait_for("the exporter's four ports",
                 lambda: client.run(None, "resources").count("NetworkSerialPort") == 4)
        for n, place in enumerate((*PLACES, "p4"), 1):
            client.run(place, "create")
            client.run(place, "add-match", f"exp/dut{n}/NetworkSerialPort")
        client.run("p4", "add-match", "exp/dut4/NetworkPowerPort")
        yield Farm(client, boards, root, PowerSwitch.switched)
    finally:
        switch.shutdown()
        for proc in reversed(procs):
            stop(proc)
        for board in boards:
            board.close()


def _answers(client: labgrid.Client) -> bool:
    try:
        client.run(None, "places")
    except CtbError:
        return False
    return True


def read_until(url: str, text: bytes, board: SimBoard, n: int) -> bytes:
    """Open the port, reset the board into APP(n), read until `text`."""
    import serial

    got = b""
    with serial.serial_for_url(url, baudrate=115200, timeout=0.5) as port:
        board.reset(APP(n))
        deadline = time.monotonic() + HANG_GUARD_S
        while text not in got and time.monotonic() < deadline:
            got += port.read(256)
    return got


def test_places_are_acquired_served_and_released(lab: Farm) -> None:
    said: list[str] = []
    with farm.acquired(PLACES, lab.client, said.append) as places:
        assert sorted(lab.client.acquired()) == list(PLACES)
        for n, place in enumerate(places, 1):
            assert place.url.startswith("rfc2217://127.0.0.1:")
            assert place.url.endswith("?ign_set_control") and place.power == ()
            # each place's port reaches its own board
            got = read_until(place.url, b"board", lab.boards[n - 1], n)
            assert f"board {n} here".encode() in got
    assert lab.client.acquired() == []
    assert sorted(said[-3:]) == [f"labgrid: released place {p}" for p in PLACES]


def test_a_place_with_power_is_power_cycled_when_acquired(lab: Farm) -> None:
    lab.switched.clear()
    with farm.acquired(["p4"], lab.client, print) as places:
        assert places[0].power == ("NetworkPowerPort",)
        # off, then on: the board powered on
        assert lab.switched == [("4", "0"), ("4", "1"), ("4", "reset")]
        assert b"board 4 here" in read_until(places[0].url, b"board 4 here", lab.boards[3], 4)
    assert lab.client.acquired() == []


def test_an_unknown_place_is_one_line_and_releases_the_others(lab: Farm) -> None:
    with pytest.raises(CtbError, match="place nosuch: labgrid-client acquire: "
                                       "place pattern nosuch matches nothing"), \
            farm.acquired(["p1", "nosuch"], lab.client, print):
        pass
    assert lab.client.acquired() == []


def test_a_stale_lock_of_ours_is_named_with_the_command_that_frees_it(lab: Farm) -> None:
    lab.client.acquire("p2")      # what a campaign killed with -9 leaves
    with pytest.raises(CtbError) as caught, farm.acquired(PLACES, lab.client, print):
        pass
    message = str(caught.value)
    assert message.startswith(f"place p2 is still acquired by this user ({labgrid.identity()})")
    command = message.split("free it with: ")[1]
    assert lab.client.acquired() == ["p2"]   # p1 was released again
    subprocess.run(shlex.split(command), check=True, capture_output=True)
    assert lab.client.acquired() == []


def test_a_place_someone_else_holds_is_labgrid_s_line(lab: Farm) -> None:
    bob = {**os.environ, "LG_USERNAME": "bob"}
    subprocess.run(lab.client.command("p3", "acquire"), env=bob, check=True,
                   capture_output=True)
    try:
        with pytest.raises(CtbError, match=r"^place p3: labgrid-client acquire: Place p3 is "
                                           r"already acquired by .*/bob\."), \
                farm.acquired(["p3"], lab.client, print):
            pass
    finally:
        subprocess.run(lab.client.command("p3", "release"), env=bob, check=True,
                       capture_output=True)
    assert lab.client.acquired() == []


def test_no_coordinator_is_one_line_before_anything_builds(tmp_path: Path) -> None:
    if not labgrid.ready():
        pytest.skip("labgrid is not set up (ctbench farm setup)")
    plan = tmp_path / "plan.toml"
    plan.write_text('[campaign]\nname = "farm"\ntarget = "sim"\norder = "ABA"\n'
                    '[variants]\nA = "Os"\nB = "O2"\n')
    address = f"127.0.0.1:{free_port()}"
    proc = subprocess.run([sys.executable, "-m", "ctbench", "campaign", str(plan),
                           "--out", str(tmp_path / "r"), "--place", "p1", "--place", "p2",
                           "--coordinator", address], cwd=ROOT, capture_output=True,
                          text=True, timeout=HANG_GUARD_S)
    assert proc.returncode == 1
    assert proc.stderr.splitlines() == [f"ctbench: labgrid: no coordinator answers at "
                                        f"{address}"]
    assert not (tmp_path / "r").exists()


# Python leaves SIGINT ignored when it starts with it ignored, as a job
# started in the background by a non-interactive shell does (make test run
# with `&`); the test is about what ctbench does on a Ctrl-C, so the program
# takes SIGINT as a terminal's Ctrl-C would reach it.
HOLD = """
import signal, sys, time
signal.signal(signal.SIGINT, signal.default_int_handler)
from ctbench.boards import farm, labgrid
with farm.acquired(["p1", "p2"], labgrid.Client(sys.argv[1]), print):
    print("held", flush=True)
    time.sleep(600)
"""


@pytest.mark.parametrize("signum", [signal.SIGINT, signal.SIGHUP])
def test_a_signal_releases_the_places(lab: Farm, signum: int) -> None:
    proc = subprocess.Popen([sys.executable, "-c", HOLD, lab.client.address], cwd=ROOT,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    try:
        assert proc.stdout is not None
        seen: list[str] = []
        for line in proc.stdout:
            seen.append(line)
            if line.startswith("held"):
                break
        assert sorted(lab.client.acquired()) == ["p1", "p2"], "".join(seen)
        proc.send_signal(signum)
        rest = proc.communicate(timeout=HANG_GUARD_S)[0]
    finally:
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode != 0
    assert "labgrid: released place p1" in rest and "labgrid: released place p2" in rest
    assert lab.client.acquired() == []


@pytest.mark.slow   # six flashes through RFC 2217, about 90 s (docs/boards.md)
def test_a_campaign_across_the_places_killed_and_resumed(lab: Farm, tmp_path: Path) -> None:
    """The sim target flashes each place's board with esptool through
    ser2net's RFC 2217 port, then reads it there. SIGTERM after a run
    releases every place; --resume acquires them again (on new ports) and
    runs exactly what was left."""
    plan = tmp_path / "plan.toml"
    # A-B, not A-B-A: esptool writes the sim's 100 KB image through
    # ser2net in 30-60 s (stock pyserial waits on every RFC 2217 setting)
    plan.write_text('[campaign]\nname = "farm"\ntarget = "sim"\norder = "AB"\n'
                    'bench = "ct_add/8"\nbatch_ms = 1\nbatches = 1\n'
                    'places = ["p1", "p2", "p3"]\n[variants]\nA = "Os"\nB = "O2"\n')
    out = tmp_path / "r"
    cmd = [sys.executable, "-m", "ctbench", "campaign", str(plan), "--out", str(out),
           "--coordinator", lab.client.address]
    proc = subprocess.Popen(cmd, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            text=True)
    guard = threading.Timer(10 * HANG_GUARD_S, proc.kill)   # a hang guard only
    guard.start()
    try:
        assert proc.stderr is not None
        seen = []
        for line in proc.stderr:
            seen.append(line)
            if " records, " in line:   # a run finished
                break
        assert sorted(lab.client.acquired()) == list(PLACES), "".join(seen)
        proc.send_signal(signal.SIGTERM)
        rest = proc.communicate(timeout=HANG_GUARD_S)[1]
    finally:
        guard.cancel()
        if proc.poll() is None:
            proc.kill()
            proc.wait()
    assert proc.returncode == 128 + signal.SIGTERM, "".join(seen) + rest
    assert lab.client.acquired() == []
    finished = [e for e in journal(out) if e["event"] == "run-done"]
    assert 1 <= len(finished) < 6
    again = subprocess.run([*cmd, "--resume", "--json"], cwd=ROOT, capture_output=True,
                           text=True, timeout=10 * HANG_GUARD_S)
    assert again.returncode == 0, again.stderr
    assert lab.client.acquired() == []
    doc = json.loads(again.stdout)
    assert len({r["run"] for r in doc["records"]}) == 6
    # every record came through its place's RFC 2217 port, from its board
    ports = {r["board"]: r["port"] for r in doc["records"]}
    assert all(p.startswith("rfc2217://127.0.0.1:") for p in ports.values())
    assert {r["board"]: r["mac"] for r in doc["records"]} == {
        f"b{n}": b.mac.hex(":") for n, b in enumerate(lab.boards[:3], 1)}
    done = [e["run"] for e in journal(out) if e["event"] == "run-done"]
    assert sorted(done) == sorted(set(done))   # none ran twice


def journal(root: Path) -> list[dict[str, object]]:
    return [json.loads(x) for x in (root / "journal.jsonl").read_text().splitlines()]
