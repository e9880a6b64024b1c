"""Bad input: a one-line reason, a non-zero exit, nothing saved lost."""

from __future__ import annotations

import json
import sys
from pathlib import Path

from ctbench.targets.build import Build
from helpers import ctbench, write_plan


def one_line_error(proc: object, *needles: str) -> None:
    assert proc.returncode != 0  # type: ignore[attr-defined]
    lines = proc.stderr.strip().splitlines()  # type: ignore[attr-defined]
    assert len(lines) == 1, lines
    for n in needles:
        assert n in lines[0], lines[0]


def test_unknown_target_and_variant(tmp_path: Path) -> None:
    one_line_error(ctbench("run", "--target", "z80", "--variant", "Os"), "unknown target 'z80'")
    one_line_error(ctbench("run", "--target", "native", "--variant", "O9"),
                   "unknown variant 'O9'", "--variant")
    plan = write_plan(tmp_path / "p.toml", target="z80")
    one_line_error(ctbench("campaign", str(plan), "--out", str(tmp_path / "r")),
                   "unknown target 'z80'")
    assert not (tmp_path / "r").exists()


def test_campaign_target_and_variant_names_are_checked(tmp_path: Path) -> None:
    """--target and --variant: a name ctbench does not know, or one the plan
    does not have, is one line, before anything is built or written."""
    plan = write_plan(tmp_path / "p.toml", targets=("native", "sim"))
    out = tmp_path / "r"
    for args, needles in (
            (("--target", "z80"), ("--target: unknown target 'z80'",)),
            (("--target", "native", "--target", "qemu-riscv32"),
             ("--target qemu-riscv32:", f"{plan} has no target qemu-riscv32",
              "its targets: native, sim")),
            (("--variant", "O9"), ("--variant: unknown variant 'O9'",)),
            (("--variant", "ct_plain"),
             ("--variant ct_plain:", "has no variant ct_plain", "A = Os, B = O2")),
            (("--variant", "D"), ("--variant D:", "has no variant D"))):
        one_line_error(ctbench("campaign", str(plan), "--out", str(out), *args), *needles)
        assert not out.exists()


def test_missing_compiler_is_named(tmp_path: Path) -> None:
    bindir = Path(sys.executable).parent
    env = {"PATH": str(bindir)}
    if any((bindir / tool).exists() for tool in ("cc", "cmake")):
        env["PATH"] = str(tmp_path)  # an empty PATH, with python called by full path
    plan = write_plan(tmp_path / "p.toml")
    proc = ctbench("campaign", str(plan), "--out", str(tmp_path / "r"), env=env)
    one_line_error(proc, "target native: missing cc (Debian package gcc)")


def test_unwritable_results_directory(tmp_path: Path, native_os: Build) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    plan = write_plan(tmp_path / "p.toml")
    proc = ctbench("campaign", str(plan), "--out", str(blocker / "results"))
    one_line_error(proc, "cannot write results directory", str(blocker / "results"))
    proc = ctbench("run", "--target", "native", "--variant", "Os", "--out", str(blocker / "x"))
    one_line_error(proc, "cannot write results directory")


def test_parse_reports_each_problem(tmp_path: Path, native_os: Build) -> None:
    proc = ctbench("run", "--target", "native", "--variant", "Os", "--bench", "ct_add/*",
                   "--batch-ms", "1", "--batches", "1", "--out", str(tmp_path), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    assert [r["param"] for r in doc["records"]] == [8, 16, 32, 64, 128]
    capture = Path(doc["capture"])
    lines = capture.read_bytes().split(b"\n")
    lines[1] = lines[1].replace(b'"iterations":', b'"iterationz":')   # corrupt ct_add/8
    lines[2] = lines[2][:40]                                          # truncate ct_add/16
    bad = tmp_path / "bad.log"
    bad.write_bytes(b"\n".join(lines))
    proc = ctbench("parse", str(bad), "--json")
    assert proc.returncode == 1
    doc = json.loads(proc.stdout)
    kinds = {(p["line"], p["kind"]) for p in doc["problems"]}
    assert (2, "corrupt") in kinds and (3, "truncated") in kinds
    assert [r["param"] for r in doc["records"]] == [32, 64, 128]
    assert any("ct_add/8" in p["detail"] for p in doc["problems"])
    assert proc.stderr.strip().endswith("problem(s) in the capture")
    one_line_error(ctbench("parse", str(tmp_path / "none.log")), "cannot read capture")


def test_targets_lists_native_and_boards() -> None:
    proc = ctbench("targets", "--json")
    assert proc.returncode == 0
    rows = {t["target"]: t for t in json.loads(proc.stdout)["targets"]}
    assert rows["native"]["needs"][0] == {"tool": "cc", "package": "gcc",
                                          "found": rows["native"]["needs"][0]["found"]}
    assert "esp32s3" in rows and rows["esp32s3"]["needs"][0]["tool"] == "idf.py"
    human = ctbench("targets")
    assert "native" in human.stdout and "esp32" in human.stdout


def test_report_on_a_plain_directory(tmp_path: Path) -> None:
    one_line_error(ctbench("report", str(tmp_path)), "not a campaign results directory")


def test_resume_and_fresh_exclude(tmp_path: Path) -> None:
    proc = ctbench("campaign", "x.toml", "--resume", "--fresh")
    assert proc.returncode == 2




def test_board_run_settings_become_kconfig() -> None:
    from ctbench.targets.base import RunOptions
    from ctbench.targets.board import idf_run_config
    from ctbench.targets.variants import resolve_variant

    text = idf_run_config(resolve_variant("O2"),
                          RunOptions(batch_ms=150, batches=7, bench='mpi_"x'))
    assert text.splitlines() == ['CONFIG_CTB_VARIANT="O2"', "CONFIG_CTB_BENCH_BATCH_MS=150",
                                 "CONFIG_CTB_BENCH_BATCHES=7",
                                 'CONFIG_CTB_BENCH_FILTER="mpi_\\"x"']
    assert 'CONFIG_CTB_BENCH_FILTER=""' in idf_run_config(resolve_variant("O2"), RunOptions())


def test_targets_name_emulator_packages() -> None:
    from pathlib import Path

    rows = {t["target"]: t for t in json.loads(ctbench("targets", "--json").stdout)["targets"]}
    needs = {n["tool"]: n["package"] for n in rows["qemu-xtensa"]["needs"]}
    assert needs["xtensa-lx106-elf-gcc"] == "gcc-xtensa-lx106"
    assert needs["qemu-system-xtensa"] == "qemu-system-misc"
    assert rows["qemu-cortex-m4"]["needs"][2] == {
        "tool": "qemu-system-arm", "package": "qemu-system-arm",
        "found": rows["qemu-cortex-m4"]["needs"][2]["found"]}
    # The Makefile installs exactly what the targets say they need.
    makefile = (Path(__file__).parents[1] / "Makefile").read_text()
    for name in ("qemu-xtensa", "qemu-riscv32", "qemu-cortex-m4"):
        for n in rows[name]["needs"]:
            if n["tool"] != "cmake":
                assert f"{n['package']}:{n['tool']}" in makefile or \
                       n["package"] == "qemu-system-misc", (name, n)
