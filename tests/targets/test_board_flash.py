"""The board path's flashing and reset: read_serial's DTR/RTS sequence on a
fake port, a board that boots no app, IdfTarget flashing with esptool from
flasher_args.json, and the sim target on a board it did not make (given
as --port), which it flashes before every run and refuses to run after a
bad flash."""

from __future__ import annotations

import io
import json
import shutil
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import serial

from conftest import BuildFn, usable
from ctbench import protocol
from ctbench.boards import simimage
from ctbench.boards.simboard import SimBoard
from ctbench.errors import CtbError
from ctbench.paths import build_root
from ctbench.targets import board as board_module
from ctbench.targets.base import RunOptions, RunOutcome
from ctbench.targets.board import IdfTarget, read_serial
from ctbench.targets.build import Build

ECHO = Path(shutil.which("echo") or "/bin/echo")
FOOTER = b'CTB/1 00000000 {"type":"end","records":0}\r\n'


class FakePort:
    """Records every change of DTR and RTS, and every read, in order."""

    def __init__(self) -> None:
        self.events: list[tuple[str, object]] = []
        self._reads = [b"ets Jun  8 2016\r\n", FOOTER]

    def __setattr__(self, name: str, value: object) -> None:
        if name in ("dtr", "rts"):
            self.events.append((name, value))
        object.__setattr__(self, name, value)

    @property
    def in_waiting(self) -> int:
        return len(self._reads[0]) if self._reads else 0

    def read(self, n: int) -> bytes:
        self.events.append(("read", n))
        return self._reads.pop(0) if self._reads else b""

    def __enter__(self) -> FakePort:
        return self

    def __exit__(self, *exc: object) -> None:
        pass


def test_read_serial_resets_through_rts_before_reading(monkeypatch: pytest.MonkeyPatch) -> None:
    port = FakePort()
    monkeypatch.setattr(serial, "serial_for_url", lambda *a, **k: port)
    capture = io.BytesIO()
    outcome = read_serial("/dev/ttyFAKE", capture, RunOptions(timeout_s=60), None)
    assert outcome.exit_status == 0
    # DTR (GPIO0) released first so the chip boots its app, then EN pulsed.
    assert port.events[:3] == [("dtr", False), ("rts", True), ("rts", False)]
    assert port.events[3][0] == "read"
    assert capture.getvalue() == b"ets Jun  8 2016\r\n" + FOOTER


def test_a_board_without_modem_lines_cannot_be_reset() -> None:
    with SimBoard() as board, pytest.raises(CtbError, match=r"cannot reset the board on "
                                                            r"/dev/\S+ \(.*Inappropriate ioctl"):
        read_serial(board.port, io.BytesIO(), RunOptions(timeout_s=60), None)


def test_a_board_that_boots_no_app_stops_the_run_with_the_reason() -> None:
    with SimBoard() as board:    # nothing flashed
        capture = io.BytesIO()
        outcome = read_serial(board.port, capture, RunOptions(timeout_s=60), None, reset=False,
                              on_open=board.reset)
    assert outcome.stopped == ("the board booted no app (esp_image: image at 0x10000 has "
                               "invalid magic byte (nothing flashed here?))")
    assert b"No bootable app partitions in the partition table" in capture.getvalue()


# -- IdfTarget flashing with esptool -----------------------------------------------

def idf_build(tmp_path: Path, chip: str, token: str) -> Build:
    """A build directory whose flasher_args.json the sim's loader can take
    (with esptool's stub) and whose app the sim can boot."""
    d = simimage.write_build(tmp_path / chip, ECHO, ["flashed", token])
    args = json.loads((d / "flasher_args.json").read_text())
    args["extra_esptool_args"].update(chip=chip, before="default_reset", after="hard_reset")
    (d / "flasher_args.json").write_text(json.dumps(args))
    return Build(chip, "Os", d, d / simimage.IMAGE_NAME, None)


def test_idf_target_flashes_with_esptool_then_reads(tmp_path: Path,
                                                    monkeypatch: pytest.MonkeyPatch) -> None:
    reads: list[dict[str, Any]] = []

    def fake_read(port: str, capture: Any, options: RunOptions, on_line: Any,
                  **kw: Any) -> RunOutcome:
        reads.append({"port": port, **kw})
        return RunOutcome(0)

    monkeypatch.setattr(board_module, "read_serial", fake_read)
    with SimBoard() as sim:
        build = idf_build(tmp_path, "esp32", "t1")
        outcome = IdfTarget("esp32").run(build, io.BytesIO(), RunOptions(port=sim.port))
        image = build.app.read_bytes()
        assert bytes(sim.rom.flash[0x10000:0x10000 + len(image)]) == image
    # esptool's --before default-reset / --after hard-reset cannot move a
    # pty's lines; the read resets the board itself (RTS, the default).
    assert reads == [{"port": sim.port}]
    assert "Hash of data verified." in (build.directory / "flash.log").read_text()
    mac = ":".join(f"{b:02x}" for b in sim.mac)
    assert outcome.notes == [f"flashed with esptool at {sim.port}: ESP32-D0WD-V3 (revision "
                             f"v3.0), MAC {mac}"]


def test_idf_target_refuses_a_build_for_another_chip(tmp_path: Path) -> None:
    with SimBoard() as sim:
        with pytest.raises(CtbError, match=r"flasher_args\.json: the build is for esp32, not "
                                           r"esp32s3"):
            IdfTarget("esp32s3").run(idf_build(tmp_path, "esp32", "t"), io.BytesIO(),
                                     RunOptions(port=sim.port))
        with pytest.raises(CtbError, match=r"This chip is ESP32, not ESP32-S3"):
            IdfTarget("esp32s3").run(idf_build(tmp_path, "esp32s3", "t"), io.BytesIO(),
                                     RunOptions(port=sim.port))
        assert sim.rom.blocks_written == 0


# -- the sim target on a board given as --port ---------------------------------------

@pytest.fixture
def sim_board() -> Iterator[SimBoard]:
    with SimBoard() as b:
        yield b


OPTIONS = dict(batch_ms=1, batches=1, bench="ct_add/8", timeout_s=120.0)


def test_sim_flashes_and_runs_a_board_on_a_given_port(built: BuildFn,
                                                      sim_board: SimBoard) -> None:
    build = built("sim", "Os")
    capture = io.BytesIO()
    outcome = usable("sim").run(build, capture, RunOptions(port=sim_board.port, **OPTIONS))
    assert outcome.exit_status == 0, outcome
    parsed = protocol.parse_bytes(capture.getvalue())
    assert parsed.problems == [] and [r["param"] for r in parsed.records] == [8]
    mac = ":".join(f"{b:02x}" for b in sim_board.mac)
    assert outcome.notes[-1].endswith(f"MAC {mac}")
    image = (build_root() / "sim" / "Os" / simimage.IMAGE_NAME).read_bytes()
    assert bytes(sim_board.rom.flash[0x10000:0x10000 + len(image)]) == image
    # The next run flashes again (a new program: another bench pattern).
    sim_board.rom.blocks_written = 0
    usable("sim").run(build, io.BytesIO(), RunOptions(port=sim_board.port,
                                                      **{**OPTIONS, "bench": "ct_sub/8"}))
    assert sim_board.rom.blocks_written > 0


def test_sim_runs_nothing_after_a_corrupted_block(built: BuildFn, sim_board: SimBoard) -> None:
    build = built("sim", "Os")
    sim_board.rom.corrupt_block = 1
    capture = io.BytesIO()
    with pytest.raises(CtbError, match=r"did not verify: MD5 of file does not match"):
        usable("sim").run(build, capture, RunOptions(port=sim_board.port, **OPTIONS))
    # Nothing was read, and the board never left its ROM loader.
    assert capture.getvalue() == b"" and sim_board.download
