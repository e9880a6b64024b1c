"""Exact x86-64 instruction counts of the native app under callgrind
(host/ctbench/counts/callgrind.py): the parser on output whose answer is known, and
the native build, whose empty operation and limb-linear rows have answers
of their own."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ctbench.counts import callgrind
from ctbench.errors import CtbError
from ctbench.targets.build import Build

# The shape callgrind writes with --compress-strings=no --dump-instr=no:
# the clock's calls, the harness's calls to itself and a call to the
# operation from outside the harness must all be left out.
SAMPLE = """\
version: 1
events: Ir
fl=???
fn=ctb_measure
0 40
cfn=time_batch
calls=3 0
0 9000
fn=time_batch
0 101
cfn=port_now
calls=6 0
0 600
cfn=run_add
calls=4 0
0 1092
0 12
cfn=run_add
calls=2 0
0 546
fn=ctb_stack_use
cfn=run_add
calls=1 0
0 999
"""


def test_parse_sums_only_the_operation_calls_of_the_harness() -> None:
    assert callgrind.parse(SAMPLE) == (6, 1638)


def test_parse_refuses_a_call_without_its_cost() -> None:
    with pytest.raises(CtbError, match="no cost after a call line"):
        callgrind.parse("fn=time_batch\ncfn=run_add\ncalls=1 0\n\n")


def test_output_without_harness_calls_is_refused_not_zero(tmp_path: Path) -> None:
    raw = tmp_path / "row.callgrind"
    raw.write_text(SAMPLE.replace("fn=", "fn=x_"))
    with pytest.raises(CtbError, match="no calls from the harness"):
        callgrind.count(Path("/nonexistent"), "ct_add/16", raw)


def test_a_renamed_harness_function_is_not_counted_as_the_operation() -> None:
    # time_batch renamed: ctb_measure's calls to it would count batches of
    # operations plus clock reads as "operations".
    renamed = SAMPLE.replace("fn=time_batch", "fn=timed_batch")
    with pytest.raises(CtbError, match="timed_batch reads the clock"):
        callgrind.parse(renamed)
    with pytest.raises(CtbError, match="no harness function reads the clock"):
        callgrind.parse(SAMPLE.replace("cfn=port_now", "cfn=now2"))


def need_valgrind() -> None:
    if shutil.which("valgrind") is None:
        pytest.skip("valgrind not installed (Debian package: valgrind)")


@pytest.mark.parametrize("variant", ["native_os", "native_o2"])
def test_native_counts_are_exact(variant: str, request: pytest.FixtureRequest,
                                 tmp_path: Path) -> None:
    need_valgrind()
    build: Build = request.getfixturevalue(variant)
    found = callgrind.counts(build.app, ["harness_nop", "ct_add/8", "ct_add/16", "ct_add/32"],
                             tmp_path)
    # harness_nop's operation is an empty function: one `ret`.
    assert found["harness_nop"].per_op == 1
    # ct_add's work is a fixed part plus the same instructions a limb, so
    # doubling the limbs from 16 to 32 adds exactly twice what 8 to 16 did.
    add = {n: found[f"ct_add/{n}"].per_op for n in (8, 16, 32)}
    assert all(v == int(v) for v in add.values())
    assert add[32] - add[16] == 2 * (add[16] - add[8]) > 0
    # The raw outputs stay, and are read back instead of run again.
    raw = tmp_path / "ct_add_16.callgrind"
    assert raw.is_file()
    assert callgrind.count(Path("/nonexistent"), "ct_add/16", raw) == found["ct_add/16"]


def test_a_row_the_app_does_not_have_is_an_error(native_o2: Build, tmp_path: Path) -> None:
    need_valgrind()
    with pytest.raises(CtbError, match="ran no such row"):
        callgrind.count(native_o2.app, "no_such_row", tmp_path / "x.callgrind")
    assert not (tmp_path / "x.callgrind").exists()
