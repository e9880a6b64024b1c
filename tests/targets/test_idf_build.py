"""ctbench idf-build: refusals before anything builds (no ESP-IDF, a chip
ESP-IDF does not know, a variant a chip refuses, an unknown Kconfig
symbol), the IRAM overflow line from a linker log, and the budget of the
linked images when `make idf-build` has made them."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import idf_build
from ctbench.targets.esp_idf import Idf
from ctbench.targets.variants import Variant

REPO = project_root()


def fake_idf(tmp_path: Path, chips: dict[str, str]) -> Idf:
    """An ESP-IDF tree with only the soc caps of `chips` (chip: caps text)."""
    for chip, caps in chips.items():
        where = tmp_path / "esp-idf" / "components" / "soc" / chip / "include" / "soc"
        where.mkdir(parents=True)
        (where / "Kconfig.soc_caps.in").write_text(caps)
    return Idf(tmp_path / "esp-idf", "5.5.5", "3.6.6", False, {"PATH": "/usr/bin:/bin"})


CAPS = ("config SOC_MPI_SUPPORTED\n    bool\n    default y\n\n"
        "config SOC_SHA_SUPPORTED\n    bool\n    default y\n")


def test_no_esp_idf_is_one_line(tmp_path: Path) -> None:
    env = {k: v for k, v in os.environ.items()
           if k not in ("IDF_PATH", "IDFCHECK_ENV", "IDFCHECK_ROOT")}
    env.update({"TMPDIR": str(tmp_path), "CTBENCH_CACHE": str(tmp_path)})
    proc = subprocess.run([sys.executable, "-m", "ctbench", "idf-build", "--chip", "esp32"],
                          capture_output=True, text=True, env=env, cwd=REPO, check=False)
    assert proc.returncode != 0
    lines = proc.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("ctbench: no ESP-IDF"), proc.stderr


def test_unknown_chip_refused_before_building(tmp_path: Path) -> None:
    idf = fake_idf(tmp_path, {"esp32": CAPS})
    with pytest.raises(CtbError) as e:
        idf_build.refuse_early(idf, [("esp32", "defaults"), ("esp33", "defaults")])
    assert str(e.value) == "chip esp33: ESP-IDF 5.5.5 does not know it (it knows esp32)"


def test_variant_a_chip_refuses(tmp_path: Path) -> None:
    idf = fake_idf(tmp_path, {"esp32": CAPS})
    with pytest.raises(CtbError) as e:
        idf_build.refuse_early(idf, [("esp32", "mbedtls-3.6.6+ecc_accel_on")])
    msg = str(e.value)
    assert "\n" not in msg and "SOC_ECC_SUPPORTED" in msg and "esp32" in msg


def test_unknown_variant(tmp_path: Path) -> None:
    idf = fake_idf(tmp_path, {"esp32": CAPS})
    with pytest.raises(CtbError) as e:
        idf_build.refuse_early(idf, [("esp32", "no-such-fragment")])
    assert "no-such-fragment" in str(e.value) and "\n" not in str(e.value)


def test_no_toolchain_names_what_is_missing(tmp_path: Path,
                                            monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "cache"))
    idf = fake_idf(tmp_path, {"esp32c3": CAPS})
    with pytest.raises(CtbError) as e:
        idf_build.refuse_early(idf, [("esp32c3", "defaults")])
    assert str(e.value) == ("no toolchain for esp32c3: riscv32-esp-elf-gcc is neither on the "
                            "ESP-IDF environment's PATH nor built (run `ctbench toolchain "
                            "build esp32c3`)")


def test_unknown_kconfig_symbol_stops_before_the_build(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """configure (kconfgen) names the symbol; idf.py build never runs."""
    from ctbench.targets import build as build_mod

    idf = fake_idf(tmp_path, {"esp32": CAPS})
    monkeypatch.setattr(idf_build, "build_root", lambda: tmp_path / "build")
    monkeypatch.setattr(idf_build, "project_root", lambda: tmp_path)

    def fake_configure(idf: Idf, chip: str, variant: Variant, directory: Path,
                       run_config: Path, components: list[Path], log: Path) -> None:
        with log.open("a") as f:
            f.write("warning: unknown kconfig symbol 'CTB_NO_SUCH_OPTION' assigned to 'y' "
                    "in /x/firmware/variants/broken.sdkconfig\n")

    def no_build(*args: object, **kw: object) -> None:
        raise AssertionError("idf.py build ran")

    monkeypatch.setattr(idf_build, "configure", fake_configure)
    monkeypatch.setattr(build_mod, "run_logged", no_build)
    with pytest.raises(CtbError) as e:
        idf_build.build_one(idf, "esp32", Variant("defaults", ()), lambda m: None)
    assert str(e.value) == ("esp32/defaults: unknown Kconfig symbol CONFIG_CTB_NO_SUCH_OPTION "
                            "(ESP-IDF 5.5.5, esp32); nothing was built")


LINK_LOG = """\
[1203/1205] Linking CXX executable ctbench.elf
FAILED: ctbench.elf
/usr/bin/xtensa-lx106-elf-ld: ctbench.elf section `.iram0.text' will not fit in region `iram0_0_seg'
/usr/bin/xtensa-lx106-elf-ld: IRAM0 segment data does not fit.
/usr/bin/xtensa-lx106-elf-ld: region `iram0_0_seg' overflowed by 5484 bytes
collect2: error: ld returned 1 exit status
ninja: build stopped: subcommand failed.
"""


def test_iram_overflow_is_one_line() -> None:
    assert idf_build.overflow(LINK_LOG) == (
        "IRAM overflow: section .iram0.text does not fit in iram0_0_seg: "
        "overflowed by 5484 bytes")
    assert idf_build.overflow("collect2: error: ld returned 1 exit status\n") is None
    dram = ("ld: ctbench.elf section '.dram0.bss' will not fit in region 'dram0_0_seg'\n"
            "ld: region 'dram0_0_seg' overflowed by 12 bytes\n")
    assert idf_build.overflow(dram) == ("DRAM overflow: section .dram0.bss does not fit in "
                                        "dram0_0_seg: overflowed by 12 bytes")


def test_board_plans_name_variants_per_chip() -> None:
    plans = idf_build.board_plan_variants()
    assert set(plans) == {"esp32", "esp32s3", "esp32c3"}
    assert "mbedtls-3.6.6+mpi_accel_on+mbedtls_iram" in plans["esp32"]
    assert "idf-gcm-after+idf-gcm-iram" in plans["esp32s3"]
    pairs = idf_build.matrix(None, None)
    assert pairs[[c for c, _ in pairs].index("esp32c3")] == ("esp32c3", "defaults")
    assert idf_build.matrix(["esp32"], ["defaults", "O2"]) == [("esp32", "defaults"),
                                                               ("esp32", "O2")]


def test_image_info_and_sizes_are_read() -> None:
    info = idf_build.parse_image_info(
        "File size: 200064 (bytes)\nDetected image type: ESP32\n\nESP32 Image Header\n"
        "==================\nImage version: 1\nEntry point: 0x40081234\n"
        "Segments Information\n====================\n"
        "Segment   Length   Load addr   File offs  Memory types\n"
        "-------  -------  ----------  ----------  ------------\n"
        "      0  0x0a9c8  0x3f400020  0x00000018  DROM\n"
        "      1  0x02240  0x3ffb0000  0x0000a9e8  BYTE_ACCESSIBLE, DRAM\n"
        "Checksum: 0x5e (valid)\nValidation hash: 4a3b... (valid)\n")
    assert info["chip"] == "ESP32" and info["checksum_valid"] and info["hash_valid"]
    assert not info["invalid"] and info["segments"] == 2
    sizes = idf_build.memory_types({"version": "1.2", "total_size": 200064, "layout": [
        {"name": "IRAM", "total": 131072, "used": 50000, "free": 81072,
         "parts": {".iram0.text": {"size": 49000}, ".iram0.vectors": {"size": 1000}}},
        {"name": "DIRAM", "total": 300000, "used": 30000, "free": 270000,
         "parts": {".iram0.text": {"size": 10000}, ".dram0.data": {"size": 8000},
                   ".dram0.bss": {"size": 12000}}},
        {"name": "Flash Code", "total": 0, "used": 120000, "free": 0,
         "parts": {".flash.text": {"size": 120000}}}]})
    assert sizes["IRAM"] == {"used": 50000, "total": 131072, ".iram0.text": 49000,
                             ".iram0.vectors": 1000}
    assert sizes["image"]["used"] == 200064
    assert idf_build.summary(sizes) == {"iram": 60000, "dram": 20000, "flash": 120000,
                                        "image": 200064}


# -- the budget of the images `make idf-build` linked --------------------------------

# The smallest flash the three chips ship with holds the default single-app
# partition table's 1 MiB factory app; keep a quarter of it free.
APP_PARTITION = 1024 * 1024
ROOM = 0.75


def built_images() -> list[dict[str, object]]:
    doc = REPO / "build" / "idf-build.json"
    if not doc.is_file():
        why = "no linked images: run make idf-build"
        try:
            from ctbench.targets.esp_idf import find_idf, with_toolchain

            idf = find_idf()
            for chip in idf_build.CHIPS:
                with_toolchain(idf, chip)
        except CtbError as e:
            why = str(e)
        pytest.skip(why)
    images = [i for i in json.loads(doc.read_text())["images"] if i["status"] == "OK"]
    if not images:
        pytest.skip("no linked images: every build in build/idf-build.json failed")
    return images


def test_the_app_fits_the_smallest_chip_with_room() -> None:
    for img in built_images():
        mem = img["memory"]
        assert isinstance(mem, dict)
        size = mem["image"]["used"]
        assert size <= ROOM * APP_PARTITION, (img["chip"], img["variant"], size)
        for name, entry in mem.items():
            if entry["total"]:
                assert entry["used"] <= entry["total"], (img["chip"], img["variant"], name)
        assert img["image"]["checksum_valid"] and not img["image"]["invalid"]


def test_iram_variants_stay_within_iram() -> None:
    images = built_images()
    iram = [i for i in images if "iram" in str(i["variant"])]
    if not iram:
        pytest.skip("no IRAM variant among the linked images")
    for img in iram:
        mem = img["memory"]
        assert isinstance(mem, dict)
        ram = {k: v for k, v in mem.items() if "IRAM" in k.upper() and v["total"]}
        assert ram, (img["variant"], sorted(mem))
        for name, entry in ram.items():
            assert entry["used"] <= entry["total"], (img["chip"], img["variant"], name)
