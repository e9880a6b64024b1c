"""Plans and variants: bad input is one line naming the file and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.plan import load_plan
from ctbench.variants import resolve_variant

GOOD = """
[campaign]
name = "t"
target = "native"
order = "ABBA"
rounds = 2

[variants]
A = "Os"
B = "O2"
"""


def write(tmp_path: Path, text: str) -> Path:
    p = tmp_path / "plan.toml"
    p.write_text(text)
    return p


def test_good_plan_expands_order_and_rounds(tmp_path: Path) -> None:
    plan = load_plan(write(tmp_path, GOOD))
    ids = [s.run_id for s in plan.slots()]
    assert ids == ["01-A1", "02-B1", "03-B2", "04-A2", "05-A3", "06-B3", "07-B4", "08-A4"]
    assert plan.variants["B"].fragments[0].name == "O2.sdkconfig"
    assert (plan.batch_ms, plan.batches, plan.stat, plan.bench) == (200, 5, "min", "*")


@pytest.mark.parametrize("mutation, message", [
    (("order = \"ABBA\"", "order = \"AAA\""), "field 'order'"),
    (("order = \"ABBA\"", "order = \"BAB\""), "must start with the baseline A"),
    (("rounds = 2", "rounds = \"two\""), "field 'rounds' must be int"),
    (("rounds = 2", "rounds = 0"), "field 'rounds' must be at least 1"),
    (("rounds = 2", "batches = 40"), "field 'batches' must be 1..16"),
    (("rounds = 2", "colour = 1"), "unknown field(s) colour"),
    (("name = \"t\"", "name = \"../x\""), "field 'name'"),
    (("name = \"t\"\n", ""), "missing field 'name'"),
    (("B = \"O2\"", "B = \"O3\""), "unknown variant 'O3'"),
    (("B = \"O2\"", "C = \"O2\""), "order uses B but no variant names it"),
    (("[variants]", "[variantz]"), "unknown table(s) variantz"),
    (("rounds = 2", "rounds = ["), "not valid TOML"),
])
def test_bad_plans(tmp_path: Path, mutation: tuple[str, str], message: str) -> None:
    old, new = mutation
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(CtbError) as e:
        load_plan(path)
    text = str(e.value)
    assert message in text and str(path) in text and "\n" not in text


def test_missing_plan_file(tmp_path: Path) -> None:
    with pytest.raises(CtbError, match="cannot read plan"):
        load_plan(tmp_path / "nope.toml")


def test_variant_composition_and_bad_fragment(tmp_path: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    assert [p.name for p in resolve_variant("Os+O2").fragments] == ["Os.sdkconfig", "O2.sdkconfig"]
    (tmp_path / "firmware" / "variants").mkdir(parents=True)
    (tmp_path / "firmware" / "variants" / "bad.sdkconfig").write_text("# c\nCFLAGS=-O3\n")
    monkeypatch.setenv("CTBENCH_ROOT", str(tmp_path))
    with pytest.raises(CtbError, match=r"bad.sdkconfig:2: not a CONFIG_NAME=value line"):
        resolve_variant("bad")
