"""ESP-IDF's linux target: the bench app built by idf.py and run as a host
process, through ctbench's target, a campaign, and pytest-embedded.

The builds need ESP-IDF v5.5.5: exported, already fetched by ctbench, or
cloned from its git URL (targets/idf_source.py). Where none can be had, the
tests that build skip with the one line saying why. The refusals and the
pytest-embedded negative controls need no ESP-IDF.
"""

from __future__ import annotations

import json
import os
import stat
import subprocess
import sys
from pathlib import Path
from xml.etree import ElementTree

import pytest

from conftest import ROOT, TEST_OPTIONS, BuildFn
from ctbench.campaign.engine import run_campaign
from ctbench.campaign.plan import load_plan
from ctbench.campaign.report import write_reports
from ctbench.errors import CtbError
from ctbench.protocol import parse_file
from ctbench.targets import idf_source
from ctbench.targets.build import Build
from ctbench.targets.registry import get_target
from ctbench.targets.variants import resolve_variant

PYTEST_BENCH = ROOT / "firmware" / "pytest_bench.py"


def _idf_linux_or_skip() -> None:
    try:
        get_target("idf-linux").require()
    except CtbError as e:
        pytest.skip(str(e))


@pytest.fixture(scope="module")
def idf_linux_os() -> Build:
    """The Os variant, built by idf.py for the linux target, short batches."""
    _idf_linux_or_skip()
    return get_target("idf-linux").build(resolve_variant("Os"), TEST_OPTIONS)


def run_pytest_bench(build_dir: Path, tmp: Path) -> subprocess.CompletedProcess[str]:
    """firmware/pytest_bench.py with pytest-embedded's linux DUT, as
    `make idf-linux` runs it."""
    return subprocess.run(
        [sys.executable, "-m", "pytest", str(PYTEST_BENCH), "-p", "no:cacheprovider",
         "-o", "addopts=", "--rootdir", str(tmp), "--embedded-services", "idf",
         "--target", "linux", "--app-path", str(ROOT), "--build-dir", str(build_dir),
         "-k", "linux", "-s", "--junitxml", str(tmp / "junit.xml")],
        capture_output=True, text=True, cwd=tmp, timeout=600, check=False)


# -- refusals ----------------------------------------------------------------

def test_unreachable_esp_idf_is_one_line(tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("IDFCHECK_ENV", "IDFCHECK_ROOT", "IDF_PATH"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "cache"))
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setattr(idf_source, "IDF_URL", f"file://{tmp_path}/no-such-esp-idf.git")
    why = idf_source.reachable()
    assert why is not None and why.startswith("no ESP-IDF: none exported (IDF_PATH), and ")
    assert "\n" not in why
    with pytest.raises(CtbError, match=r"^target idf-linux: no ESP-IDF: none exported"):
        get_target("idf-linux").require()
    with pytest.raises(CtbError, match=r"^no ESP-IDF: cloning ESP-IDF v5\.5\.5 from file://"):
        idf_source.fetch()
    assert not idf_source.home().exists(), "a failed fetch leaves nothing behind"


def test_board_only_fragments_are_refused_on_the_linux_target() -> None:
    with pytest.raises(CtbError, match=r"mbedtls_iram applies to ESP-IDF boards only; "
                                       r"idf-linux would build it as if it were absent"):
        get_target("idf-linux").build(resolve_variant("O2+mbedtls_iram"), TEST_OPTIONS)


def test_the_linux_target_needs_no_port(tmp_path: Path) -> None:
    plan = load_plan(ROOT / "plans" / "idf-linux.toml")
    assert not get_target("idf-linux").needs_port
    assert [v.name for v in plan.variants.values()] == [
        "mbedtls-3.6.6", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series"]


# -- pytest-embedded's negative controls: apps that end mid-capture -----------

@pytest.fixture(scope="module")
def real_lines(built: BuildFn) -> list[str]:
    """A header and its first records, from the native app (real lines,
    real checksums)."""
    app = built("native", "Os").app
    out = subprocess.run([str(app), "--batch-ms", "1", "--batches", "2", "--bench",
                          "ct_add/*"], capture_output=True, text=True, check=True,
                         timeout=300).stdout
    lines = [ln for ln in out.splitlines() if ln.startswith("CTB/1 ")]
    assert len(lines) >= 4 and '"type":"end"' in lines[-1]
    return lines


def fake_app(directory: Path, lines: list[str], ending: str) -> Path:
    """A build directory pytest-embedded takes for a linux-target app whose
    program prints `lines`, then ends as `ending` says."""
    (directory / "config").mkdir(parents=True)
    header = json.loads(lines[0].split(" ", 2)[2])
    suites = {f"CTB_BENCH_{s.split(':')[0].upper()}": True for s in header["suites"]
              if s != "harness"}
    (directory / "config" / "sdkconfig.json").write_text(json.dumps(
        {"IDF_TARGET": "linux", "APP_BUILD_TYPE_ELF_ONLY": True, **suites}))
    (directory / "console.txt").write_text("".join(f"{ln}\n" for ln in lines))
    program = directory / "ctbench.elf"
    program.write_text(f"#!/bin/sh\ncat '{directory / 'console.txt'}'\n{ending}\n")
    program.chmod(program.stat().st_mode | stat.S_IXUSR)
    return directory


@pytest.mark.parametrize("ending, cause", [
    ("kill -ABRT $$", "the app was killed by SIGABRT, mid-capture after 2 records"),
    ("exit 3", "the app exited with status 3, mid-capture after 2 records"),
    ("printf '%s\\n' \"Guru Meditation Error: Core  1 panic'ed (LoadProhibited). "
     "Exception was unhandled.\"; sleep 600",
     "the app faulted: Guru Meditation Error: Core  1 panic'ed (LoadProhibited)"),
])
def test_an_app_that_stops_mid_capture_fails_with_its_cause(
        tmp_path: Path, real_lines: list[str], ending: str, cause: str) -> None:
    pytest.importorskip("pytest_embedded_idf", reason="needs pytest-embedded-idf")
    build_dir = fake_app(tmp_path / "build", real_lines[:3], ending)
    proc = run_pytest_bench(build_dir, tmp_path)
    assert proc.returncode == 1, proc.stdout[-2000:]
    assert cause in proc.stdout, proc.stdout[-2000:]


def test_a_whole_capture_passes_the_pytest_embedded_test(tmp_path: Path,
                                                         real_lines: list[str]) -> None:
    """The positive control of the three above: the same lines with the
    footer, and the app then idling as a board's does."""
    pytest.importorskip("pytest_embedded_idf", reason="needs pytest-embedded-idf")
    build_dir = fake_app(tmp_path / "build", real_lines, "sleep 600")
    proc = run_pytest_bench(build_dir, tmp_path)
    assert proc.returncode == 0, proc.stdout[-2000:]


# -- the real app ----------------------------------------------------------------

def test_the_bench_app_passes_under_pytest_embedded(idf_linux_os: Build,
                                                    tmp_path: Path) -> None:
    pytest.importorskip("pytest_embedded_idf", reason="needs pytest-embedded-idf")
    proc = run_pytest_bench(idf_linux_os.directory, tmp_path)
    assert proc.returncode == 0, proc.stdout[-3000:]
    prop = ElementTree.parse(tmp_path / "junit.xml").find(
        ".//property[@name='ctbench_summary']")
    assert prop is not None, proc.stdout[-3000:]
    summary = json.loads(prop.attrib["value"])
    assert summary["target"] == "linux"
    assert {"harness", "ct", "mpi", "ec"} <= set(summary["suites"])
    assert summary["records"] > 20


def test_the_header_is_honest_about_the_linux_target(idf_linux_os: Build,
                                                     tmp_path: Path) -> None:
    capture = tmp_path / "run.log"
    with capture.open("wb") as f:
        outcome = get_target("idf-linux").run(idf_linux_os, f, TEST_OPTIONS)
    assert outcome.exit_status == 0 and outcome.stopped is None
    parsed = parse_file(capture)
    assert not parsed.problems
    header = parsed.runs[0].header
    assert (header["target"], header["port"], header["unit"]) == ("linux", "esp_idf_linux",
                                                                 "ns")
    assert "CPU time" in header["counter"] and "esp-idf v5.5" in header["flags"]
    assert header["core"] >= 0 and header["core"] < (os.cpu_count() or 1)


def test_a_campaign_runs_through_esp_idf_builds(tmp_path: Path) -> None:
    """A-B-A with mbedTLS through ESP-IDF's own mbedtls component: the
    patched variant comes from the override component, the report says how
    ESP-IDF was had. Structure only: the figures are timed here."""
    _idf_linux_or_skip()
    plan_file = tmp_path / "plan.toml"
    plan_file.write_text(
        '[campaign]\nname = "idf-linux-test"\ntargets = ["idf-linux"]\norder = "ABA"\n'
        'rounds = 1\nbench = "mpi_core_sub/*"\nbatch_ms = 1\nbatches = 2\n'
        '[variants]\nA = "mbedtls-3.6.6"\nB = "mbedtls-3.6.6+ct"\n')
    out = tmp_path / "out"
    store = run_campaign(load_plan(plan_file), out, resume=False, fresh=False, quiet=True)
    assert len(store.finished()) == 3
    # --resume rebuilds through idf.py, finds the very same ELFs (their
    # digests are in the journal) and has nothing left to run
    stamps = {p.name: p.stat().st_mtime_ns for p in (out / "runs").glob("*.log")}
    store = run_campaign(load_plan(plan_file), out, resume=True, fresh=False, quiet=True)
    assert len(store.finished()) == 3
    assert {p.name: p.stat().st_mtime_ns for p in (out / "runs").glob("*.log")} == stamps
    write_reports(store)
    report = (out / "report.md").read_text()
    assert "## idf-linux" in report and "verdict B" in report
    for log in (out / "runs").glob("*.log"):
        capture = parse_file(log)
        assert not capture.problems
        assert "mbedtls=3.6.6" in capture.runs[0].header["libs"]
    for note in idf_source.notes(idf_source.home()) if idf_source.installed() else []:
        assert f"**Built with:** {note}." in report


def test_every_suite_runs_on_the_linux_target(tmp_path: Path) -> None:
    """The suites the Os build leaves off, in one build (seed 000's mbedTLS
    suite is in the campaign above); ESP-IDF's own GCM port (idf_gcm) is a
    chip's only and refused by name."""
    _idf_linux_or_skip()
    target = get_target("idf-linux")
    build = target.build(resolve_variant("ghash-shoup4+b64-table+bearssl-0.6"), TEST_OPTIONS)
    with (tmp_path / "run.log").open("wb") as f:
        outcome = target.run(build, f, TEST_OPTIONS)
    capture = parse_file(tmp_path / "run.log")
    assert outcome.exit_status == 0 and not capture.problems
    suites = {s.split(":")[0] for s in capture.runs[0].header["suites"]}
    assert {"ghash", "b64", "ref_bearssl"} <= suites
    assert len(capture.records) > 1


def test_esp_idf_s_gcm_port_is_refused_on_the_linux_target() -> None:
    with pytest.raises(CtbError, match=r"idf-gcm-after applies to ESP-IDF boards only"):
        get_target("idf-linux").build(resolve_variant("idf-gcm-after"), TEST_OPTIONS)


def test_the_mbedtls_release_filling_esp_idf_builds_as_gnu17(mbedtls_baseline: Path,
                                                              tmp_path: Path) -> None:
    """Our patch for the release that stands in for ESP-IDF's fork applies
    to the release as fetched, and turns C99 into gnu17."""
    tree = tmp_path / "mbedtls"
    tree.mkdir()
    (tree / "CMakeLists.txt").write_text((mbedtls_baseline / "CMakeLists.txt").read_text())
    for patch in sorted((ROOT / "patches" / "mbedtls-3.6.6-in-esp-idf").glob("*.patch")):
        idf_source._patch(patch, tree, "mbedTLS")
    text = (tree / "CMakeLists.txt").read_text()
    assert "set(CMAKE_C_STANDARD 17)" in text and "set(CMAKE_C_STANDARD 99)" not in text
