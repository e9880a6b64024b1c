"""ESP-IDF's GCM port before and after seed 004 (patch set gcm-before over
ESP-IDF's mbedtls port): the set is found for the ESP-IDF it is written
for and refused in one line otherwise, and it turns v5.5.5's gcm_mult()
into the one before ESP-IDF's commit 0b51c24238a. The last needs ESP-IDF's
sources: a git clone named by CTBENCH_ESP_IDF_GIT (skipped without)."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ctbench.campaign.plan import load_plan
from ctbench.errors import CtbError
from ctbench.targets.esp_idf import Idf, check_variant
from ctbench.targets.mbedtls_override import (
    PORT_SETS_FILE,
    RECORD_FILE,
    SETS_FILE,
    override_component,
)
from ctbench.targets.variants import Variant, resolve_variant

ROOT = Path(__file__).resolve().parents[2]
GIT_ENV = "CTBENCH_ESP_IDF_GIT"
COMMIT = "0b51c24238a"          # "change(mbedtls/port): optimize gcm_mult()"
PORT_FILE = "components/mbedtls/port/aes/esp_aes_gcm.c"


def fake_idf(root: Path, version: str = "5.5.5", port_gcm: str = "/* port */\n") -> Idf:
    """An ESP-IDF tree with what override_component reads: its version, an
    mbedtls component with a library directory, and the GCM port file."""
    major, minor, patch = version.split(".")
    (root / "tools" / "cmake").mkdir(parents=True)
    (root / "tools" / "cmake" / "version.cmake").write_text(
        f"set(IDF_VERSION_MAJOR {major})\nset(IDF_VERSION_MINOR {minor})\n"
        f"set(IDF_VERSION_PATCH {patch})\n")
    caps = root / "components" / "soc" / "esp32s3" / "include" / "soc"
    caps.mkdir(parents=True)
    caps.joinpath("Kconfig.soc_caps.in").write_text(
        "config SOC_AES_SUPPORTED\n    bool\n    default y\n")
    component = root / "components" / "mbedtls"
    (component / "mbedtls" / "library").mkdir(parents=True)
    (component / "port" / "aes").mkdir(parents=True)
    (component / "CMakeLists.txt").write_text("idf_component_register()\n")
    (component / "port" / "aes" / "esp_aes_gcm.c").write_text(port_gcm)
    return Idf(root, version, "3.6.6", compile_only=False, env=dict(os.environ))


def fragment(tmp_path: Path, text: str) -> Variant:
    path = tmp_path / "x.sdkconfig"
    path.write_text(f"# A test fragment.\n#: boards\n{text}\n")
    return Variant("x", (path,))


def test_port_sets_are_checked_before_anything_builds(tmp_path: Path) -> None:
    idf = fake_idf(tmp_path / "idf")
    check_variant(idf, "esp32s3", resolve_variant("idf-gcm-before+idf-gcm-iram"))
    with pytest.raises(CtbError, match=r"^no patch set 'nope' for esp-idf 5\.5\.5 \(no patches "
                                       r"in .*patches/esp-idf-5\.5\.5/nope\)$"):
        check_variant(idf, "esp32s3", fragment(tmp_path, 'CONFIG_CTB_IDF_PORT_PATCHES="nope"'))
    # Written for one ESP-IDF: another is refused, naming the one it is for.
    other = fake_idf(tmp_path / "other", version="5.5.4")
    with pytest.raises(CtbError, match=r"^no patch set 'gcm-before' for esp-idf 5\.5\.4 .*; it "
                                       r"is written for esp-idf 5\.5\.5$"):
        check_variant(other, "esp32s3", resolve_variant("idf-gcm-before"))
    with pytest.raises(CtbError, match=r"^no patch set 'gcm-before' for esp-idf 5\.5\.4"):
        override_component(other, resolve_variant("idf-gcm-before"), tmp_path / "build")


def test_iram_composes_only_after_a_gcm_variant() -> None:
    with pytest.raises(CtbError, match=r"fragment 'idf-gcm-iram' composes only after "
                                       r"idf-gcm-\*"):
        resolve_variant("O2+idf-gcm-iram")


def test_port_that_differs_names_patch_and_hunk(tmp_path: Path) -> None:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    idf = fake_idf(tmp_path / "idf", port_gcm="/* an ESP-IDF fork's GCM */\n")
    build = tmp_path / "build"
    with pytest.raises(CtbError, match=r"0001-gcm-mult-128-byte-last4\.patch: hunk #1 to "
                                       r"port/aes/esp_aes_gcm\.c does not apply"):
        override_component(idf, resolve_variant("idf-gcm-before"), build)
    assert not (build / "components" / "mbedtls").exists()


def esp_idf_git() -> Path:
    given = os.environ.get(GIT_ENV)
    if not given:
        pytest.skip(f"{GIT_ENV} is not set (a git clone of ESP-IDF with tag v5.5.5)")
    return Path(given)


def git_show(git: Path, rev: str, path: str) -> str:
    out = subprocess.run(["git", "--git-dir", str(git), "show", f"{rev}:{path}"],
                         capture_output=True, text=True, check=False)
    if out.returncode != 0:
        pytest.skip(f"{GIT_ENV}={git} has no {rev}:{path} ({out.stderr.strip()[:80]})")
    return out.stdout


def gcm_mult(source: str) -> str:
    """last4 and gcm_mult(), from the table's declaration to the function's
    closing brace: what the seed's commit changed."""
    m = re.search(r"^static const uint\d+_t last4\[16\].*?^static void gcm_mult\(.*?^}\n",
                  source, re.M | re.S)
    assert m, "no last4 table and gcm_mult() in the port file"
    return m.group(0)


def test_gcm_before_is_esp_idf_s_gcm_mult_before_the_seed(tmp_path: Path) -> None:
    if shutil.which("patch") is None:
        pytest.skip("patch not found (Debian package patch)")
    git = esp_idf_git()
    shipped = git_show(git, "v5.5.5", PORT_FILE)
    before = git_show(git, f"{COMMIT}^", PORT_FILE)
    assert "static const uint32_t last4[16]" in shipped     # v5.5.5 carries the seed
    idf = fake_idf(tmp_path / "idf", port_gcm=shipped)
    build = tmp_path / "build"
    comp = override_component(idf, resolve_variant("idf-gcm-before+idf-gcm-iram"), build)
    assert comp == build / "components" / "mbedtls"
    patched = (comp / "port" / "aes" / "esp_aes_gcm.c").read_text()
    assert gcm_mult(patched) == gcm_mult(before) != gcm_mult(shipped)
    # Nothing else in the file changed; ESP-IDF's own copy is untouched.
    assert patched.replace(gcm_mult(patched), "") == shipped.replace(gcm_mult(shipped), "")
    assert (idf.path / PORT_FILE).read_text() == shipped
    assert (comp / PORT_SETS_FILE).read_text() == "gcm-before\n"
    assert (comp / SETS_FILE).read_text() == "\n"
    assert '"port_patch_sets": [\n  "gcm-before"\n ]' in (comp / RECORD_FILE).read_text()
    # After: ESP-IDF's own component, the copy gone.
    assert override_component(idf, resolve_variant("idf-gcm-after"), build) is None
    assert not comp.exists()


def test_plan_compares_before_and_after_in_both_placements() -> None:
    plan = load_plan(ROOT / "plans" / "idf-gcm.toml")
    assert plan.target == "esp32s3" and plan.order == "ABCDA"
    settings = {k: v.settings() for k, v in plan.variants.items()}
    assert [settings[k].get("CONFIG_CTB_IDF_PORT_PATCHES", "") for k in "ABCD"] == \
        ["gcm-before", "", "gcm-before", ""]
    assert [settings[k].get("CONFIG_CTB_IDF_GCM_IRAM", "n") for k in "ABCD"] == \
        ["n", "n", "y", "y"]


# -- against ESP-IDF's real CMake, Kconfig and ldgen (a compile-check
#    environment; docs/boards.md) ------------------------------------------------

@pytest.fixture(scope="module")
def idf() -> Idf:
    from ctbench.targets.esp_idf import find_idf

    try:
        found = find_idf()
    except CtbError as e:
        pytest.skip(str(e))
    if not found.compile_only:
        pytest.skip(f"the ESP-IDF found ({found.path}) is a full one, not a compile-check "
                    f"environment: `ctbench idf-check` builds with it")
    if shutil.which("ninja", path=found.env.get("PATH")) is None:
        pytest.skip("ninja not found in the ESP-IDF environment")
    if found.version != "5.5.5":
        pytest.skip(f"the compile-check environment has ESP-IDF {found.version}, "
                    f"gcm-before is written for 5.5.5")
    return found


def test_before_in_iram_compiles_patched_and_is_placed(idf: Idf) -> None:
    """The generated component carries the old gcm_mult, everything
    compiles without a warning, and ldgen puts esp_aes_gcm's code in IRAM
    and its table in DRAM."""
    from ctbench.targets.idf_check import check_one

    result = check_one(idf, "esp32s3", "idf-gcm-before+idf-gcm-iram")
    assert result.status == "PASS", result.problems
    assert result.patched == "gcm-before" and "esp_aes_gcm" in result.iram
    assert result.hot_sizes.get("esp_aes_gcm", 0) > 1000
    port = ROOT / result.directory / "components" / "mbedtls" / "port" / "aes" / "esp_aes_gcm.c"
    assert "static const uint64_t last4[16]" in port.read_text()
    bench = ROOT / result.directory / "esp-idf" / "ctb_idf_gcm" / "CMakeFiles" / \
        "__idf_ctb_idf_gcm.dir" / "bench" / "bench_idf_gcm.c.obj"
    assert bench.is_file()


def test_plain_idf_py_refuses_unapplied_port_sets(idf: Idf, tmp_path: Path) -> None:
    """idf-gcm-before built by idf.py alone (ESP-IDF's own component, which
    carries no port sets): configuration stops, in one line, instead of
    measuring v5.5.5's gcm_mult under the name "before"."""
    from ctbench.targets.esp_idf import configure

    variant = resolve_variant("idf-gcm-before")
    with pytest.raises(CtbError, match=r"components/ctb_idf_gcm/CMakeLists.txt:\d+ \(message\): "
                                       r"ctbench: CONFIG_CTB_IDF_PORT_PATCHES asks for ESP-IDF "
                                       r"port patch sets 'gcm-before', but the mbedtls "
                                       r"component in this build \(.*\) carries ''") as e:
        configure(idf, "esp32s3", variant, tmp_path / "build", None, [], tmp_path / "cfg.log")
    assert "\n" not in str(e.value)
