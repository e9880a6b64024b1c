"""The board layer's host side, without ESP-IDF: fragment metadata and the
refusals, the sdkconfig check on synthetic Kconfig output, and the patched
mbedtls component generated from a fake ESP-IDF tree."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from ctbench.campaign.plan import load_plan
from ctbench.errors import CtbError
from ctbench.targets import sdkconfig_check
from ctbench.targets import source_cache as baseline
from ctbench.targets.esp_idf import Idf, check_variant, find_idf
from ctbench.targets.mbedtls_override import RECORD_FILE, SETS_FILE, override_component
from ctbench.targets.registry import get_target
from ctbench.targets.variants import fragments, read_fragment, resolve_variant

ROOT = Path(__file__).resolve().parents[2]


# -- fragments and their refusals ---------------------------------------------

def test_every_fragment_says_what_it_changes() -> None:
    for f in fragments():
        assert f.description, f"{f.path}: no leading comment paragraph"
        assert f.settings(), f"{f.path}: sets nothing"


def test_directives_are_read_and_malformed_ones_refused(tmp_path: Path) -> None:
    ok = tmp_path / "x.sdkconfig"
    ok.write_text("# What it does.\n#\n# More.\n#: needs SOC_ECC_SUPPORTED\n"
                  "#: after mbedtls-*\nCONFIG_A=y\n")
    f = read_fragment(ok)
    assert (f.description, f.needs, f.after, f.boards_only) == \
        ("What it does.", ("SOC_ECC_SUPPORTED",), ("mbedtls-*",), True)
    for bad, why in (("#: chips esp32\n", "unknown directive"),
                     ("#: needs ECC\n", "not a SOC_\\* capability"),
                     ("#: boards esp32\n", "unknown directive"),
                     ("#: hosted qemu\n", "unknown directive"),
                     ("#: hosted\n#: boards\n", "exclude each other"),
                     ("CONFIG_A y\n", "not a CONFIG_NAME=value line")):
        path = tmp_path / "bad.sdkconfig"
        path.write_text("# x\n" + bad)
        with pytest.raises(CtbError, match=why):
            read_fragment(path)


def test_hosted_fragments_stay_off_the_chips() -> None:
    # mbedTLS 4.x has no ESP-IDF component here: a board refuses it in one
    # line, and the chips' idf-check matrix leaves it (and what composes on
    # it) out, while native and emulated targets take it
    from ctbench.targets.board import IdfTarget
    from ctbench.targets.idf_check import configurations

    v = resolve_variant("mbedtls-4.0.0+series")
    assert v.hosted_only and not v.boards_only
    assert not resolve_variant("mbedtls-3.6.6+series").hosted_only
    names = configurations()
    assert "mbedtls-3.6.6+series" in names
    assert not [n for n in names if "4.0.0" in n]
    with pytest.raises(CtbError, match=r"^variant mbedtls-4\.0\.0\+series: mbedtls-4\.0\.0 "
                                       r"applies to native and emulated targets only"):
        IdfTarget("esp32").accepts(v)


def test_unknown_fragment_and_lone_patch_set_are_refused() -> None:
    with pytest.raises(CtbError, match=r"unknown variant 'nosuch' \(known: .*mpi_accel_on"):
        resolve_variant("O2+nosuch")
    with pytest.raises(CtbError, match=r"'ct' composes only after mbedtls-\* "
                                       r"\(e\.g\. mbedtls-3\.6\.6\+ct\)"):
        resolve_variant("ct")
    with pytest.raises(CtbError, match="composes only after"):
        resolve_variant("series+mbedtls-3.6.6")
    assert resolve_variant("mbedtls-3.6.6+series+mpi_accel_on").settings()[
        "CONFIG_CTB_REF_MBEDTLS_PATCHES"] == "ct series arm-lt xtensa-lt"


@pytest.mark.parametrize("target", ["native", "qemu-xtensa", "sim"])
def test_board_only_fragments_are_refused_off_boards(target: str) -> None:
    with pytest.raises(CtbError, match=r"mpi_accel_on applies to ESP-IDF boards only"):
        get_target(target).accepts(resolve_variant("O2+mpi_accel_on"))
    get_target(target).accepts(resolve_variant("mbedtls-3.6.6+series"))
    get_target("esp32").accepts(resolve_variant("O2+mbedtls_iram"))


def test_plan_with_a_board_fragment_on_native_is_refused(tmp_path: Path) -> None:
    plan = tmp_path / "p.toml"
    plan.write_text('[campaign]\nname = "p"\ntarget = "native"\n'
                    '[variants]\nA = "Os"\nB = "Os+sha_accel_off"\n')
    with pytest.raises(CtbError, match=r"\[variants\] B: variant Os\+sha_accel_off: "
                                       r"sha_accel_off applies to ESP-IDF boards only"):
        load_plan(plan)


def test_shipped_board_plans_load() -> None:
    for chip in ("esp32", "esp32s3", "esp32c3"):
        plan = load_plan(ROOT / "plans" / f"{chip}-aba.toml")
        assert plan.target == chip and plan.order == "ABCDEFA"
        settings = {k: v.settings() for k, v in plan.variants.items()}
        assert [settings[k]["CONFIG_MBEDTLS_HARDWARE_MPI"] for k in "ABCDEF"] == \
            ["n", "n", "n", "y", "y", "y"]
    load_plan(ROOT / "plans" / "esp32-iram.toml")


# -- a fake ESP-IDF ------------------------------------------------------------

CAPS = {"esp32": ["SOC_MPI_SUPPORTED", "SOC_AES_SUPPORTED", "SOC_SHA_SUPPORTED"],
        "esp32c6": ["SOC_MPI_SUPPORTED", "SOC_AES_SUPPORTED", "SOC_SHA_SUPPORTED",
                    "SOC_ECC_SUPPORTED"]}


def fake_idf(root: Path, version: str = "5.5.5", mbedtls: str | None = "3.6.6",
             library: Path | None = None) -> Path:
    major, minor, patch = version.split(".")
    (root / "tools" / "cmake").mkdir(parents=True)
    (root / "tools" / "cmake" / "version.cmake").write_text(
        f"set(IDF_VERSION_MAJOR {major})\nset(IDF_VERSION_MINOR {minor})\n"
        f"set(IDF_VERSION_PATCH {patch})\n")
    (root / "tools" / "idf.py").write_text("")
    for chip, caps in CAPS.items():
        d = root / "components" / "soc" / chip / "include" / "soc"
        d.mkdir(parents=True)
        d.joinpath("Kconfig.soc_caps.in").write_text("".join(
            f"config {c}\n    bool\n    default y\n\n" for c in caps)
            + "config SOC_CAPS_ECO_VER_MAX\n    int\n    default 301\n")
    component = root / "components" / "mbedtls"
    (component / "port" / "bignum").mkdir(parents=True)
    (component / "CMakeLists.txt").write_text("idf_component_register()\n")
    (component / "port" / "bignum" / "esp_bignum.c").write_text("/* the port */\n")
    if library is not None:
        shutil.copytree(library, component / "mbedtls", symlinks=True)
    elif mbedtls is not None:
        inc = component / "mbedtls" / "include" / "mbedtls"
        inc.mkdir(parents=True)
        (component / "mbedtls" / "library").mkdir()
        inc.joinpath("build_info.h").write_text(
            f'#define MBEDTLS_VERSION_STRING "{mbedtls}"\n')
    return root


def idf_at(root: Path, mbedtls: str = "3.6.6") -> Idf:
    return Idf(root, "5.5.5", mbedtls, compile_only=False, env=dict(os.environ))


def test_find_idf_refusals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    for var in ("IDFCHECK_ENV", "IDFCHECK_ROOT", "IDF_PATH"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("TMPDIR", str(tmp_path / "nothing"))
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "no-cache"))   # no ESP-IDF clone
    with pytest.raises(CtbError, match=r"^no ESP-IDF: export ESP-IDF v5\.5 or later"):
        find_idf()
    monkeypatch.setenv("IDFCHECK_ENV", str(tmp_path / "env.sh"))
    with pytest.raises(CtbError, match=r"IDFCHECK_ENV=.*env\.sh: no such file"):
        find_idf()
    monkeypatch.delenv("IDFCHECK_ENV")
    monkeypatch.setenv("IDF_PATH", str(tmp_path))
    with pytest.raises(CtbError, match=r"is not an ESP-IDF tree \(no .*version\.cmake\)"):
        find_idf()
    old = fake_idf(tmp_path / "old", version="5.4.1")
    monkeypatch.setenv("IDF_PATH", str(old))
    with pytest.raises(CtbError, match=r"ESP-IDF 5\.4\.1 at .*: the bench app needs v5\.5"):
        find_idf()
    good = fake_idf(tmp_path / "good", mbedtls="3.6.6")
    monkeypatch.setenv("IDF_PATH", str(good))
    idf = find_idf()
    assert (idf.version, idf.mbedtls_version, idf.compile_only) == ("5.5.5", "3.6.6", False)


def test_check_variant_refusals(tmp_path: Path) -> None:
    idf = idf_at(fake_idf(tmp_path / "idf"))
    check_variant(idf, "esp32", resolve_variant("mbedtls-3.6.6+series+mpi_accel_on"))
    check_variant(idf, "esp32c6", resolve_variant("ecc_accel_on"))
    with pytest.raises(CtbError, match=r"fragment ecc_accel_on needs SOC_ECC_SUPPORTED, which "
                                       r"esp32 does not have"):
        check_variant(idf, "esp32", resolve_variant("O2+ecc_accel_on"))
    with pytest.raises(CtbError, match=r"does not support chip esp32h2"):
        check_variant(idf, "esp32h2", resolve_variant("O2"))
    older = idf_at(idf.path, mbedtls="3.6.5")
    with pytest.raises(CtbError, match=r"written for mbedTLS 3\.6\.6; ESP-IDF 5\.5\.5 at .* "
                                       r"bundles 3\.6\.5"):
        check_variant(older, "esp32", resolve_variant("mbedtls-3.6.6+ct"))


def test_patch_set_for_another_version_is_refused_by_name() -> None:
    from ctbench.targets.patches import patch_set

    with pytest.raises(CtbError, match=r"no patch set 'ct' for mbedtls 3\.6\.5 .*; it is "
                                       r"written for mbedtls 3\.6\.6$"):
        patch_set("mbedtls", "3.6.5", "ct")



def test_4x_patches_apply_in_tf_psa_crypto_and_included_sets_add_nothing(
        tmp_path: Path) -> None:
    from ctbench.targets.patches import patch_root, patch_set, patch_tree

    assert patch_root("mbedtls", "3.6.6") == ""
    assert patch_root("mbedtls", "4.0.0") == "tf-psa-crypto"
    assert patch_root("bearssl", "0.6") == ""
    # 4.0.0 made the carries constant time: its ct set is marked, not written.
    assert patch_set("mbedtls", "4.0.0", "ct") == []
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    src = tmp_path / "tree" / "tf-psa-crypto" / "core"
    src.mkdir(parents=True)
    (src / "a.c").write_text("one\n")
    patch = tmp_path / "0001-a.patch"
    patch.write_text("From 0 Mon Sep 17 00:00:00 2001\nSubject: [PATCH] a\n\n---\n"
                     "diff --git a/core/a.c b/core/a.c\n--- a/core/a.c\n+++ b/core/a.c\n"
                     "@@ -1 +1 @@\n-one\n+two\n-- \n2.39.5\n")
    patch_tree(tmp_path / "tree", [patch], patch_root("mbedtls", "4.0.0"))
    assert (src / "a.c").read_text() == "two\n"
    assert (tmp_path / "tree" / ".ctbench-patches.json").is_file()

@pytest.fixture(scope="module")
def mbedtls_tree() -> Path:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    try:
        got, _ = baseline.fetch("mbedtls==3.6.6")
    except CtbError as e:
        pytest.skip(f"mbedTLS 3.6.6 source not available here: {e}")
    return got.tree


def test_override_component_from_a_fake_idf(tmp_path: Path, mbedtls_tree: Path) -> None:
    root = fake_idf(tmp_path / "idf", library=mbedtls_tree)
    idf = idf_at(root)
    build = tmp_path / "build"
    variant = resolve_variant("mbedtls-3.6.6+series+mpi_accel_on")
    comp = override_component(idf, variant, build)
    assert comp == build / "components" / "mbedtls"
    source = root / "components" / "mbedtls"
    # The port as ESP-IDF ships it; the library patched; what no build
    # reads left out; the record says what was applied.
    assert (comp / "port" / "bignum" / "esp_bignum.c").read_text() == "/* the port */\n"
    original = (source / "mbedtls" / "library" / "bignum_core.c").read_text()
    patched = (comp / "mbedtls" / "library" / "bignum_core.c").read_text()
    assert patched != original and "mbedtls_ct_mpi_uint_if_else_0" in patched
    assert (source / "mbedtls" / "library" / "bignum_core.c").read_text() == original
    assert not (comp / "mbedtls" / "tests").exists() and (source / "mbedtls" / "tests").is_dir()
    assert (comp / SETS_FILE).read_text() == "ct series arm-lt xtensa-lt\n"
    record = json.loads((comp / RECORD_FILE).read_text())
    assert record["esp_idf"] == "5.5.5" and record["mbedtls"] == "3.6.6"
    assert [p["patch"].split("/")[2] for p in record["patches"]] == \
        ["ct", "series", "series", "series", "arm-lt", "xtensa-lt"]
    # Unchanged inputs: the copy is kept, not remade.
    stamp = (comp / RECORD_FILE).stat().st_mtime_ns
    assert override_component(idf, variant, build) == comp
    assert (comp / RECORD_FILE).stat().st_mtime_ns == stamp
    # Other sets: remade; no sets: ESP-IDF's own component, the copy gone.
    override_component(idf, resolve_variant("mbedtls-3.6.6+ct"), build)
    assert (comp / SETS_FILE).read_text() == "ct\n"
    assert override_component(idf, resolve_variant("mbedtls-3.6.6"), build) is None
    assert not comp.exists()


def test_override_that_does_not_apply_names_patch_and_hunk(tmp_path: Path,
                                                           mbedtls_tree: Path) -> None:
    root = fake_idf(tmp_path / "idf", library=mbedtls_tree)
    core = root / "components" / "mbedtls" / "mbedtls" / "library" / "bignum_core.c"
    core.chmod(0o644)
    # An ESP-IDF whose mbedTLS differs where the ct patch applies (a fork).
    text = core.read_text()
    assert text.count("mbedtls_mpi_uint z = (A[i] < c);") == 1
    core.write_text(text.replace("mbedtls_mpi_uint z = (A[i] < c);",
                                 "mbedtls_mpi_uint z = fork_lt(A[i], c);"))
    build = tmp_path / "build"
    with pytest.raises(CtbError, match=r"0001-ct-carries-in-core-sub-and-mla\.patch: hunk #\d+ "
                                       r"to library/bignum_core\.c does not apply"):
        override_component(idf_at(root), resolve_variant("mbedtls-3.6.6+ct"), build)
    assert not (build / "components" / "mbedtls").exists()


def test_override_refuses_another_mbedtls_version(tmp_path: Path) -> None:
    idf = idf_at(fake_idf(tmp_path / "idf", mbedtls="3.6.5"), mbedtls="3.6.5")
    with pytest.raises(CtbError, match=r"patch sets ct are written for mbedTLS 3\.6\.6; "
                                       r"ESP-IDF 5\.5\.5 bundles 3\.6\.5"):
        override_component(idf, resolve_variant("mbedtls-3.6.6+ct"), tmp_path / "build")


# -- the sdkconfig check ---------------------------------------------------------

def _node(name: str, kind: str = "bool", depends: str | None = None) -> dict[str, object]:
    return {"name": name, "id": name, "type": kind, "depends_on": depends, "children": []}


def kconfig_output(config: Path, symbols: list[dict[str, object]],
                   final: dict[str, object]) -> Path:
    """A build/config directory as ESP-IDF's kconfgen writes it."""
    config.mkdir(parents=True)
    menus = [{"name": None, "id": "ctbench", "type": "menu", "title": "ctbench",
              "children": symbols},
             {"name": "COMPILER_OPTIMIZATION", "id": "opt", "type": "choice",
              "children": [_node("COMPILER_OPTIMIZATION_DEBUG", depends="<choice>"),
                           _node("COMPILER_OPTIMIZATION_SIZE", depends="<choice>"),
                           _node("COMPILER_OPTIMIZATION_PERF", depends="<choice>")]}]
    (config / "kconfig_menus.json").write_text(json.dumps(menus))
    (config / "sdkconfig.json").write_text(json.dumps(final))
    return config


def test_sdkconfig_check_catches_the_three_silent_drops(tmp_path: Path) -> None:
    """The three fragments that did nothing on ESP-IDF v5.5.5, as kconfgen
    reported them: a choice member the Kconfig lacked, a clock setting the
    chip lacks, and a patch-set string whose `depends on` was unmet."""
    defaults = tmp_path / "sdkconfig.defaults"
    defaults.write_text("CONFIG_ESP_DEFAULT_CPU_FREQ_MHZ_240=y\n"
                        "CONFIG_COMPILER_OPTIMIZATION_SIZE=y\n")
    branchless = tmp_path / "ct_branchless.sdkconfig"
    branchless.write_text("CONFIG_CTB_CT_PATH_BRANCHLESS=y\n")
    ct = tmp_path / "ct.sdkconfig"
    ct.write_text('# x\nCONFIG_CTB_REF_MBEDTLS_PATCHES="ct"\n')
    config = kconfig_output(
        tmp_path / "config",
        [_node("CTB_BENCH_REF_MBEDTLS"),
         _node("CTB_REF_MBEDTLS_PATCHES", "string", depends="CTB_BENCH_REF_MBEDTLS"),
         _node("CTB_CT_PATH_ASM"), _node("ESP_DEFAULT_CPU_FREQ_MHZ_160")],
        {"CTB_BENCH_REF_MBEDTLS": False, "CTB_CT_PATH_ASM": True,
         "ESP_DEFAULT_CPU_FREQ_MHZ_160": True, "COMPILER_OPTIMIZATION_SIZE": True,
         "COMPILER_OPTIMIZATION_PERF": False, "COMPILER_OPTIMIZATION_DEBUG": False})
    misses = [str(m) for m in sdkconfig_check.misses([defaults, branchless, ct], "esp32c3",
                                                     config)]
    assert misses == [
        f"{defaults}:1: CONFIG_ESP_DEFAULT_CPU_FREQ_MHZ_240=y did not reach the sdkconfig: "
        "this chip's Kconfig has no such symbol",
        f"{branchless}:1: CONFIG_CTB_CT_PATH_BRANCHLESS=y did not reach the sdkconfig: this "
        "chip's Kconfig has no such symbol",
        f'{ct}:2: CONFIG_CTB_REF_MBEDTLS_PATCHES="ct" did not reach the sdkconfig: the symbol '
        "is not visible here (depends on CTB_BENCH_REF_MBEDTLS)"]


def test_sdkconfig_check_follows_esp_idf_s_reading_order(tmp_path: Path) -> None:
    """Later files win, a choice member drops the earlier one, the chip's
    own defaults file is read after its base, and `n` for a symbol that is
    not visible is what Kconfig means by it."""
    defaults = tmp_path / "sdkconfig.defaults"
    defaults.write_text("CONFIG_COMPILER_OPTIMIZATION_SIZE=y\nCONFIG_HW_MPI=n\n"
                        "CONFIG_CLOCK=240\n")
    (tmp_path / "sdkconfig.defaults.esp32c3").write_text("CONFIG_CLOCK=160\n")
    o2 = tmp_path / "O2.sdkconfig"
    o2.write_text("CONFIG_COMPILER_OPTIMIZATION_PERF=y\nCONFIG_NAME=\"a \\\"b\\\"\"\n")
    config = kconfig_output(
        tmp_path / "config",
        [_node("HW_MPI", depends="SOC_MPI_SUPPORTED"), _node("CLOCK", "int"),
         _node("NAME", "string")],
        {"COMPILER_OPTIMIZATION_PERF": True, "COMPILER_OPTIMIZATION_SIZE": False,
         "COMPILER_OPTIMIZATION_DEBUG": False, "CLOCK": 160, "NAME": 'a "b"'})
    assert sdkconfig_check.misses([defaults, o2], "esp32c3", config) == []
    # The same files for a chip without its own defaults file: 240 is wanted.
    assert [m.wanted.symbol for m in sdkconfig_check.misses([defaults, o2], "esp32", config)] \
        == ["CLOCK"]
    # A value Kconfig changed (a range, a select) is reported with what it holds.
    (config / "sdkconfig.json").write_text(json.dumps(
        {"COMPILER_OPTIMIZATION_PERF": False, "COMPILER_OPTIMIZATION_SIZE": True,
         "CLOCK": 160, "NAME": 'a "b"'}))
    assert [str(m).split(": ", 1)[1] for m in
            sdkconfig_check.misses([defaults, o2], "esp32c3", config)] == \
        ["CONFIG_COMPILER_OPTIMIZATION_PERF=y did not reach the sdkconfig: it holds n"]


def test_unknown_symbols_are_counted_once() -> None:
    log = ("warning: unknown kconfig symbol 'A' assigned to 'y' in sdkconfig.defaults\n"
           "warning: unknown kconfig symbol 'A' assigned to 'y' in x.sdkconfig\n"
           "warning: unknown kconfig symbol 'B_1' assigned to 'n' in x\n")
    assert sdkconfig_check.unknown_symbols(log) == ["A", "B_1"]


def test_every_fragment_is_documented_in_boards_md() -> None:
    text = (ROOT / "docs" / "boards.md").read_text()
    missing = [f.name for f in fragments() if f"`{f.name}`" not in text]
    assert not missing, f"docs/boards.md does not describe {missing}"


def test_cli_variants_and_idf_check_without_esp_idf(
        tmp_path: Path, capsys: pytest.CaptureFixture[str],
        monkeypatch: pytest.MonkeyPatch) -> None:
    from ctbench.cli import main

    assert main(["variants", "--json"]) == 0
    rows = {r["variant"]: r for r in json.loads(capsys.readouterr().out)["variants"]}
    assert rows["ecc_accel_on"]["applies"] == "ESP-IDF chips with SOC_ECC_SUPPORTED"
    assert rows["series"]["composes"] == "after mbedtls-*"
    assert rows["O2"]["applies"] == "every target"
    for var in ("IDFCHECK_ENV", "IDFCHECK_ROOT", "IDF_PATH"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("TMPDIR", str(tmp_path))
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "no-cache"))   # no ESP-IDF clone
    assert main(["idf-check"]) == 1
    err = capsys.readouterr().err
    assert err.startswith("ctbench: no ESP-IDF: export ESP-IDF v5.5") and err.count("\n") == 1


def test_board_campaign_needs_a_port_before_anything_builds(tmp_path: Path) -> None:
    from ctbench.campaign.engine import run_campaign

    plan = load_plan(ROOT / "plans" / "esp32-aba.toml")
    with pytest.raises(CtbError, match=r"runs on esp32: --port is required"):
        run_campaign(plan, tmp_path / "out", resume=False, fresh=False, quiet=True)
    assert not (tmp_path / "out").exists()
