"""Plans and variants: bad input is one line naming the file and the field."""

from __future__ import annotations

from pathlib import Path

import pytest

from ctbench.campaign.plan import load_plan
from ctbench.errors import CtbError
from ctbench.targets.variants import resolve_variant

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
    (("target = \"native\"", "target = \"native\"\ntargets = [\"native\"]"),
     "fields 'target' and 'targets' exclude each other"),
    (("target = \"native\"\n", ""), "missing field 'target' (or 'targets')"),
    (("target = \"native\"", "targets = []"), "field 'targets' must be a non-empty list"),
    (("target = \"native\"", "targets = \"native\""), "field 'targets' must be a non-empty list"),
    (("target = \"native\"", "targets = [\"native\", 3]"),
     "field 'targets' must be a non-empty list"),
    (("target = \"native\"", "targets = [\"native\", \"z80\"]"),
     "field 'targets': unknown target 'z80'"),
    (("target = \"native\"", "targets = [\"sim\", \"native\", \"sim\"]"),
     "field 'targets' names sim more than once"),
    (("rounds = 2", "batch_ms = 0"), "field 'batch_ms' must be at least 1"),
    (("rounds = 2", "compare = \"rivals\""),
     "field 'compare' must be one of regression, peers"),
])
def test_bad_plans(tmp_path: Path, mutation: tuple[str, str], message: str) -> None:
    old, new = mutation
    path = write(tmp_path, GOOD.replace(old, new))
    with pytest.raises(CtbError) as e:
        load_plan(path)
    text = str(e.value)
    assert message in text and str(path) in text and "\n" not in text


def test_single_target_slots_name_it_but_keep_old_run_ids(tmp_path: Path) -> None:
    plan = load_plan(write(tmp_path, GOOD))
    assert plan.targets == ("native",) and plan.target == "native"
    assert {s.target for s in plan.slots()} == {"native"}
    assert plan.batch_ms_for("native") == 200


def test_targets_run_the_whole_order_on_each_in_turn(tmp_path: Path) -> None:
    text = GOOD.replace('target = "native"', 'targets = ["qemu-xtensa", "native"]')
    plan = load_plan(write(tmp_path, text.replace("rounds = 2", "rounds = 1")))
    assert plan.targets == ("qemu-xtensa", "native") and plan.target == "qemu-xtensa"
    # The campaign's name is the plan's, whatever its targets are called.
    assert plan.name == load_plan(write(tmp_path, GOOD)).name
    slots = plan.slots()
    assert [s.run_id for s in slots] == [
        "01-qemu-xtensa-A1", "02-qemu-xtensa-B1", "03-qemu-xtensa-B2", "04-qemu-xtensa-A2",
        "05-native-A1", "06-native-B1", "07-native-B2", "08-native-A2"]
    assert [s.target for s in slots] == ["qemu-xtensa"] * 4 + ["native"] * 4
    assert [s.index for s in slots] == list(range(1, 9))
    assert [s.variant.name for s in slots[4:]] == ["Os", "O2", "O2", "Os"]


def test_batch_ms_defaults_per_target_unless_given(tmp_path: Path) -> None:
    text = GOOD.replace('target = "native"', 'targets = ["native", "qemu-riscv32"]')
    plan = load_plan(write(tmp_path, text))
    # The default of each target: long batches on a real clock, short ones
    # on an emulator that counts instructions.
    assert plan.batch_ms_for("native") == 200 and plan.batch_ms_for("qemu-riscv32") == 2
    assert plan.batch_ms == 200
    plan = load_plan(write(tmp_path, text.replace("rounds = 2", "rounds = 2\nbatch_ms = 7")))
    assert plan.batch_ms_for("native") == plan.batch_ms_for("qemu-riscv32") == 7
    # a table sets the targets it names; the others keep their default
    plan = load_plan(write(tmp_path, text.replace("rounds = 2",
                                                  "rounds = 2\nbatch_ms = { native = 50 }")))
    assert plan.batch_ms_for("native") == 50 and plan.batch_ms_for("qemu-riscv32") == 2
    for bad, message in (("{ qemu-xtensa = 5 }", "names qemu-xtensa, not a target"),
                         ("{ native = 0 }", "for native must be a whole number"),
                         ('{ native = "50" }', "for native must be a whole number")):
        with pytest.raises(CtbError, match=message):
            load_plan(write(tmp_path, text.replace("rounds = 2", f"rounds = 2\nbatch_ms = {bad}")))


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


RANDOM = """
[campaign]
name = "shuffled"
target = "native"
order = "random"
rounds = 4

[variants]
A = "Os"
B = "O2"
C = "ct_plain"
"""


def test_random_order_is_a_seeded_permutation_per_round(tmp_path: Path) -> None:
    plan = load_plan(write(tmp_path, RANDOM))
    letters = [s.letter for s in plan.slots()]
    rounds = [letters[i:i + 3] for i in range(0, 12, 3)]
    assert all(sorted(r) == ["A", "B", "C"] for r in rounds), rounds
    # A is permuted like the others: not first in every round
    assert any(r[0] != "A" for r in rounds), rounds
    # the plan alone fixes the order: the same plan, the same draw
    assert load_plan(write(tmp_path, RANDOM)).sequence == plan.sequence
    seeded = load_plan(write(tmp_path, RANDOM.replace("rounds = 4", "rounds = 4\nseed = 11")))
    assert seeded.seed == 11 and sorted(seeded.sequence) == sorted(plan.sequence)
    again = load_plan(write(tmp_path, RANDOM.replace("rounds = 4", "rounds = 4\nseed = 11")))
    assert again.sequence == seeded.sequence
    # occurrences count per letter, as with a fixed order
    assert [s.run_id for s in plan.slots()][:3] == [
        f"{i + 1:02d}-{letter}1" for i, letter in enumerate(plan.sequence[:3])]


@pytest.mark.parametrize("mutation, message", [
    (("order = \"random\"", "order = \"ABCA\"\nseed = 3"), "field 'seed' only applies"),
    (("A = \"Os\"\n", ""), "needs the baseline A"),
    (("rounds = 4", "rounds = 4\nseed = \"x\""), "field 'seed' must be int"),
    (("rounds = 4", "rounds = 4\nthreshold = \"2\""), "field 'threshold' must be a percentage"),
    (("rounds = 4", "rounds = 4\nthreshold = -1"), "field 'threshold' must be a percentage"),
])
def test_random_order_and_threshold_errors(tmp_path: Path, mutation: tuple[str, str],
                                           message: str) -> None:
    with pytest.raises(CtbError, match=message.replace("(", r"\(").replace(")", r"\)")):
        load_plan(write(tmp_path, RANDOM.replace(*mutation)))


def test_threshold_field(tmp_path: Path) -> None:
    assert load_plan(write(tmp_path, GOOD)).threshold == 2.0
    assert load_plan(write(tmp_path, GOOD.replace("rounds = 2", "rounds = 2\nthreshold = 5"))
                     ).threshold == 5.0


def test_target_alternatives_run_the_first_one_installed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """["qemu-esp32", "qemu-xtensa"]: the ESP32 core when its toolchain is
    built, else the lx106; the choice is per machine, so both are simulated."""
    from ctbench.targets import registry as targets_module

    text = GOOD.replace('target = "native"',
                        'targets = [["qemu-esp32", "qemu-xtensa"], "native"]')
    real = targets_module.get_target

    def without(gone: str):  # type: ignore[no-untyped-def]
        def get(name: str):  # type: ignore[no-untyped-def]
            target = real(name)
            if name == gone:
                monkeypatch.setattr(target, "missing", lambda: ["all of it"])
            else:
                monkeypatch.setattr(target, "missing", lambda: [])
            return target
        return get

    monkeypatch.setattr("ctbench.campaign.plan.get_target", without("qemu-esp32"))
    plan = load_plan(write(tmp_path, text))
    assert plan.targets == ("qemu-xtensa", "native")
    assert plan.choices == (("qemu-esp32", "qemu-xtensa"), ("native",))
    # an explicit batch_ms covers every alternative (a resume may run either)
    assert plan.batch_ms_per_target.keys() == {"qemu-esp32", "qemu-xtensa", "native"}
    from ctbench.campaign.store import Store

    store = Store.start(tmp_path / "r", plan, resume=False, fresh=False)
    # The ESP32 core is built since: a fresh start would take it, a resumed
    # campaign keeps the core its finished runs measured.
    monkeypatch.setattr("ctbench.campaign.plan.get_target", without("nothing"))
    later = load_plan(write(tmp_path, text))
    assert later.targets == ("qemu-esp32", "native")
    assert store.settled(later).targets == ("qemu-xtensa", "native")
    assert [s.target for s in store.settled(later).slots()][:4] == ["qemu-xtensa"] * 4
    other = load_plan(write(tmp_path, text.replace('"qemu-xtensa"]', '"qemu-riscv32"]')))
    with pytest.raises(CtbError, match="journal's targets qemu-xtensa, native are not those"):
        store.settled(other)


@pytest.mark.parametrize("targets, message", [
    ('[["qemu-esp32", "qemu-xtensa"], "qemu-xtensa"]', "names qemu-xtensa more than once"),
    ('[[], "native"]', "field 'targets' must be a non-empty list"),
    ('[["qemu-esp32", 3], "native"]', "field 'targets' must be a non-empty list"),
    ('[["qemu-esp32", "z80"]]', "unknown target 'z80'"),
])
def test_bad_target_alternatives(tmp_path: Path, targets: str, message: str) -> None:
    text = GOOD.replace('target = "native"', f"targets = {targets}")
    with pytest.raises(CtbError, match=message):
        load_plan(write(tmp_path, text))


def test_rounds_per_target(tmp_path: Path) -> None:
    """`rounds = { native = 3 }`: native runs three rounds, a target the
    table does not name one (the first round of the same sequence)."""
    text = GOOD.replace('target = "native"', 'targets = ["qemu-riscv32", "native"]')
    plan = load_plan(write(tmp_path, text.replace("rounds = 2", "rounds = { native = 3 }")))
    assert plan.rounds == 3
    assert (plan.rounds_for("native"), plan.rounds_for("qemu-riscv32")) == (3, 1)
    by_target: dict[str, str] = {}
    for s in plan.slots():
        by_target[s.target] = by_target.get(s.target, "") + s.letter
    assert by_target == {"qemu-riscv32": plan.order, "native": plan.order * 3}
    # random order: each target takes the first of the same drawn rounds
    rnd = text.replace("rounds = 2", "rounds = { native = 3 }").replace(
        'order = "ABBA"', 'order = "random"')
    plan = load_plan(write(tmp_path, rnd))
    letters = {s.target: "" for s in plan.slots()}
    for s in plan.slots():
        letters[s.target] += s.letter
    assert letters["native"] == plan.sequence and len(plan.sequence) == 6
    assert letters["qemu-riscv32"] == plan.sequence[:2]
    for bad, message in (("{ qemu-xtensa = 2 }", "names qemu-xtensa, not a target"),
                         ("{ native = 0 }", "for native must be a whole number"),
                         ("{}", "is an empty table")):
        with pytest.raises(CtbError, match=message):
            load_plan(write(tmp_path, text.replace("rounds = 2", f"rounds = {bad}")))


def test_demo_plan_uses_the_measured_settings() -> None:
    """plans/demo.toml: seed 000's A-B-C-A once on an Xtensa core (the
    ESP32's where its tools are built) and natively with the rounds and
    batch length docs/statistics.md recommends for native."""
    plan = load_plan(Path(__file__).resolve().parents[2] / "plans" / "demo.toml")
    assert plan.choices == (("qemu-esp32", "qemu-xtensa"), ("native",))
    xtensa, native = plan.targets
    assert xtensa in ("qemu-esp32", "qemu-xtensa") and native == "native"
    assert (plan.order, plan.rounds_for(xtensa), plan.rounds_for(native)) == ("ABCA", 1, 5)
    assert plan.batch_ms_for(native) == 50
    assert [plan.variants[k].name for k in "ABC"] == [
        "mbedtls-3.6.6", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series"]
    assert [s.letter for s in plan.slots() if s.target == native] == list("ABCA" * 5)
