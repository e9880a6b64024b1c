"""A build's flasher_args.json (ESP-IDF v5.5 and v6.0 layouts) into one
FlashJob, its refusals, and the esptool argument lists for v4 and v5."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from ctbench.boards import flasher_args
from ctbench.boards.esptool_flash import detected, esptool_argv, failure
from ctbench.boards.flasher_args import FlashJob
from ctbench.errors import CtbError

DATA = Path(__file__).parent / "data"


def build_dir(tmp_path: Path, layout: str) -> Path:
    """A copy of the layout's flasher_args.json with stand-in binaries."""
    d = tmp_path / layout
    d.mkdir()
    shutil.copy(DATA / layout / "flasher_args.json", d)
    for name in json.loads((d / "flasher_args.json").read_text())["flash_files"].values():
        (d / name).parent.mkdir(parents=True, exist_ok=True)
        (d / name).write_bytes(b"\xe9" + bytes(0x1ff))
    return d


@pytest.mark.parametrize("layout, chip, freq", [("idf-v5.5", "esp32", "40m"),
                                                ("idf-v5.5-esp32s3", "esp32s3", "80m"),
                                                ("idf-v6.0", "esp32s3", "80m")])
def test_both_layouts_read_alike(tmp_path: Path, layout: str, chip: str, freq: str) -> None:
    d = build_dir(tmp_path, layout)
    job = flasher_args.load(d)
    boot = 0x1000 if chip == "esp32" else 0x0
    assert job == FlashJob(
        chip=chip, before="default-reset", after="hard-reset", stub=True,
        settings=("--flash-mode", "dio", "--flash-size", "2MB", "--flash-freq", freq),
        files=((boot, (d / "bootloader/bootloader.bin").resolve()),
               (0x8000, (d / "partition_table/partition-table.bin").resolve()),
               (0x10000, (d / "ctbench.bin").resolve())))


def edit(d: Path, change: dict[str, object], drop: str = "") -> None:
    path = d / "flasher_args.json"
    doc = json.loads(path.read_text())
    doc.update(change)
    doc.pop(drop, None)
    path.write_text(json.dumps(doc))


@pytest.mark.parametrize("change, drop, why", [
    ({}, "flash_files", r"no flash_files table"),
    ({}, "extra_esptool_args", r"no extra_esptool_args table"),
    ({"flash_files": {}}, "", r"flash_files is empty"),
    ({"flash_files": {"65536": "ctbench.bin"}}, "", r"address '65536' is not a hex offset"),
    ({"flash_files": {"0xzz": "ctbench.bin"}}, "", r"address '0xzz' is not a hex offset"),
    ({"flash_files": {"0x10000": "gone.bin"}}, "", r"flash_files 0x10000: .*gone\.bin does not "
                                                   r"exist"),
    ({"flash_files": {"0x8000": "ctbench.bin", "0x8100": "bootloader/bootloader.bin"}}, "",
     r"ctbench\.bin at 0x8000 overlaps bootloader\.bin at 0x8100"),
    ({"write_flash_args": "--flash_mode dio"}, "", r"write_flash_args must be a list"),
    ({"extra_esptool_args": {"after": "hard_reset", "before": "default_reset", "stub": True}},
     "", r"extra_esptool_args\.chip missing"),
    ({"extra_esptool_args": {"after": "reboot", "before": "default_reset", "stub": True,
                             "chip": "esp32"}}, "", r"extra_esptool_args\.after 'reboot' is not "
                                                    r"one of hard-reset"),
    ({"extra_esptool_args": {"after": "hard_reset", "before": "default_reset", "stub": "yes",
                             "chip": "esp32"}}, "", r"stub must be true or false"),
])
def test_malformed_files_are_refused_in_one_line(tmp_path: Path, change: dict[str, object],
                                                 drop: str, why: str) -> None:
    d = build_dir(tmp_path, "idf-v5.5")
    edit(d, change, drop)
    with pytest.raises(CtbError, match=why) as e:
        flasher_args.load(d)
    assert "\n" not in str(e.value) and str(d / "flasher_args.json") in str(e.value)


def test_missing_and_broken_files(tmp_path: Path) -> None:
    with pytest.raises(CtbError, match=r"flasher_args\.json: no such file \(not an ESP-IDF "
                                       r"build directory\?\)"):
        flasher_args.load(tmp_path)
    (tmp_path / "flasher_args.json").write_text("{ not json")
    with pytest.raises(CtbError, match=r"not readable JSON"):
        flasher_args.load(tmp_path)


JOB = FlashJob(chip="esp32", before="default-reset", after="hard-reset", stub=False,
               settings=("--flash-mode", "dio", "--flash-size", "2MB", "--flash-freq", "40m"),
               files=((0x1000, Path("/b/bootloader.bin")), (0x10000, Path("/b/ctbench.bin"))))


def test_esptool_5_argument_list() -> None:
    assert esptool_argv(JOB, "rfc2217://h:4000?ign_set_control", 460800, 5) == [
        "--chip", "esp32", "--port", "rfc2217://h:4000?ign_set_control", "--baud", "460800",
        "--before", "default-reset", "--after", "hard-reset", "--no-stub",
        "write-flash", "--flash-mode", "dio", "--flash-size", "2MB", "--flash-freq", "40m",
        "0x1000", "/b/bootloader.bin", "0x10000", "/b/ctbench.bin"]


def test_esptool_4_argument_list() -> None:
    """esptool 4.x refuses the hyphen spellings (board-io-facts §4)."""
    job = FlashJob(**{**JOB.__dict__, "stub": True})
    assert esptool_argv(job, "/dev/ttyUSB0", 115200, 4) == [
        "--chip", "esp32", "--port", "/dev/ttyUSB0", "--baud", "115200",
        "--before", "default_reset", "--after", "hard_reset",
        "write_flash", "--flash_mode", "dio", "--flash_size", "2MB", "--flash_freq", "40m",
        "0x1000", "/b/bootloader.bin", "0x10000", "/b/ctbench.bin"]
    with pytest.raises(CtbError, match=r"esptool 3\.x is too old"):
        esptool_argv(job, "/dev/ttyUSB0", 115200, 3)


def test_esptool_output_is_read_in_both_spellings() -> None:
    v5 = ("Connected to ESP32 on /dev/ttyUSB0:\nChip type:          ESP32-D0WD-V3 (revision "
          "v3.0)\nFeatures:           Wi-Fi, BT\nMAC:                24:0a:c4:01:02:03\n")
    v4 = "Chip is ESP32-S3 (QFN56) (revision v0.2)\nFeatures: WiFi, BLE\nMAC: 7c:df:a1:00:11:22\n"
    assert detected(v5) is not None and detected(v5).__dict__ == {
        "chip": "ESP32-D0WD-V3 (revision v3.0)", "mac": "24:0a:c4:01:02:03"}
    assert detected(v4) is not None and detected(v4).__dict__ == {
        "chip": "ESP32-S3 (QFN56) (revision v0.2)", "mac": "7c:df:a1:00:11:22"}
    assert detected("Connecting...\n") is None


def test_esptool_errors_become_one_line() -> None:
    opened = ("Serial port /dev/ttyNOPE:\n\nERROR: A fatal error occurred: Could not open "
              "/dev/ttyNOPE, the port is busy or doesn't exist.\n([Errno 2] could not open port "
              "/dev/ttyNOPE)\n\nHint: Check if the port is correct and ESP connected\n")
    assert failure(opened) == ("Could not open /dev/ttyNOPE, the port is busy or doesn't exist "
                               "([Errno 2] could not open port /dev/ttyNOPE)")
    cut = ("Writing at 0x00010400 1.00kB\nWriting at 0x00010800 2.00kB\n\nERROR: A fatal error "
           "occurred: No more data to read from the serial port. This can have many causes, for "
           "troubleshooting steps visit: https://example.invalid/t.html\n")
    assert failure(cut) == ("the transfer stopped at 0x00010800: No more data to read from the "
                            "serial port")
    md5 = ("Writing at 0x00010800 100%\nWrote 43920 bytes at 0x00010000 in 0.1 seconds.\n"
           "Verifying written data...\nInput MD5: 1\nFlash MD5: 2\nERROR: A fatal error "
           "occurred: MD5 of file does not match data in flash!\n")
    assert failure(md5) == ("the data written at 0x00010000 did not verify: MD5 of file does "
                            "not match data in flash!")
    md5_v4 = ("Writing at 0x0001a800... (100 %)\nWrote 44032 bytes at 0x00010000 in 0.0 "
              "seconds (39607.2 kbit/s)...\nFile  md5: ba6a\nFlash md5: 9e31\n\nA fatal error "
              "occurred: MD5 of file does not match data in flash!\n")
    assert failure(md5_v4) == failure(md5)
    assert failure("esptool: error: argument --before: invalid choice: 'default-reset'\n") == \
        "argument --before: invalid choice: 'default-reset'"
    assert failure("Hash of data verified.\n") is None
