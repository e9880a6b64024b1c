"""Emulated targets: exact, deterministic instruction counts; misbehaving
guests stopped and reported with their partial capture kept."""

from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest

from conftest import TEST_OPTIONS, BuildFn, usable
from ctbench import protocol
from ctbench.targets.base import RunOptions
from ctbench.targets.qemu import cached_emulated_targets, emulated_targets
from ctbench.targets.variants import resolve_variant
from helpers import ctbench

EMULATED = [t.name for t in [*emulated_targets(), *cached_emulated_targets()]]


@pytest.mark.parametrize("target", EMULATED)
def test_run_gives_identical_exact_insns(target: str, built: BuildFn, tmp_path: Path) -> None:
    usable(target)
    built(target, "Os")  # share the session's build
    runs = []
    for i in range(2):
        proc = ctbench("run", "--target", target, "--variant", "Os", "--batch-ms", "1",
                       "--batches", "2", "--out", str(tmp_path / str(i)), "--json")
        assert proc.returncode == 0, proc.stderr
        runs.append(json.loads(proc.stdout))
    first, second = runs
    assert first["problems"] == [] and len(first["records"]) >= 20
    keys = ("bench", "param", "iterations", "min", "mean", "max", "batch_ticks")
    assert [[r[k] for k in keys] for r in first["records"]] == \
           [[r[k] for k in keys] for r in second["records"]]
    for r in first["records"]:
        assert r["unit"] == "insns" and r["target"] == target
        assert r["min"] == r["mean"] == r["max"] == int(r["min"]) > 0, r


@pytest.mark.parametrize("target", EMULATED)
def test_sizes_are_recorded(target: str, built: BuildFn) -> None:
    build = built(target, "Os")
    sizes = build.sizes
    assert sizes["ctb_ct/ct_add.c.obj"]["text"] > 0
    assert set(sizes["ctb_mpi/mpi_mul.c.obj"]) == {"text", "rodata", "data", "bss"}
    assert json.loads((build.directory / "sizes.json").read_text()) == sizes


@pytest.mark.parametrize("inject, what", [(1, "hang"), (2, "fault")])
@pytest.mark.parametrize("target", EMULATED)
def test_misbehaving_guest_is_stopped(target: str, inject: int, what: str,
                                      tmp_path: Path) -> None:
    t = usable(target)
    build = t.build(resolve_variant("Os"), TEST_OPTIONS, extra=[f"-DCTB_RUN_INJECT={inject}"],
                    tag=f"-inject-{what}")
    capture = tmp_path / "run.log"
    with capture.open("wb") as f:
        outcome = t.run(build, f, RunOptions(timeout_s=30, silence_s=3))
    text = capture.read_bytes()
    parsed = protocol.parse_bytes(text)
    kinds = {p.kind for p in parsed.problems}
    # The partial record it printed before misbehaving is kept and reported.
    assert text.startswith(b'CTB/1 00000000 {"type":"rec","seq":0')
    assert "truncated" in kinds
    if outcome.stopped is not None:
        # the silence rule stopped it, not the 30 s timeout (its message
        # says which; how long it took is the machine's load, not asserted)
        assert "no output for 3 s" in outcome.stopped, (outcome.stopped, outcome.seconds)
    else:
        # A trap handler caught the fault: reported on the console, exit 70.
        assert what == "fault" and outcome.exit_status == 70 and "fault" in kinds
    if what == "hang":
        assert outcome.stopped is not None


def test_lx106_product_helper_is_branch_free(built: BuildFn) -> None:
    """__muldi3 sees secret limbs: no conditional branch, no call, so its
    instruction count is fixed (the counted call aside)."""
    usable("qemu-xtensa")
    build = built("qemu-xtensa", "Os")
    objs = list(build.directory.rglob("libgcc_lx106.c.obj"))
    assert len(objs) == 1
    dump = subprocess.run(["xtensa-lx106-elf-objdump", "-d", str(objs[0])],
                          capture_output=True, text=True, check=True).stdout
    body = dump.split("<__muldi3>:")[1].split("\n\n")[0]
    mnemonics = [m.group(1) for m in re.finditer(r"^\s+[0-9a-f]+:\s+[0-9a-f ]+\s+(\S+)",
                                                 body, re.M)]
    assert mnemonics, body
    branches = [m for m in mnemonics if re.fullmatch(r"b[a-z]*(\.n)?|loop\w*|call\w*|j", m)]
    assert branches == [], branches
    assert mnemonics[-1] in ("ret", "ret.n")


def test_xtensa_demo_plan(tmp_path: Path, built: BuildFn) -> None:
    usable("qemu-xtensa")
    proc = ctbench("campaign", "plans/xtensa-demo.toml", "--out", str(tmp_path / "r"), "--json")
    assert proc.returncode == 0, proc.stderr
    doc = json.loads(proc.stdout)
    rows = {r["bench"]: r for r in doc["comparison"]}
    assert all(r["drift"] == 0 for r in rows.values())
    assert rows["ct_add/8"]["verdict_B"].startswith(("slower, exact", "faster, exact"))
    assert {r["unit"] for r in doc["records"]} == {"insns"}
    md = (tmp_path / "r" / "report.md").read_text()
    assert "## Code size" in md and "ctb_ct/ct_add.c.obj" in md
