"""The board build matrix against ESP-IDF's real CMake and Kconfig: a short
`ctbench idf-check`, the three silent drops it exists for (kept as negative
tests on a copy of the project that still has them), and the refusals of a
plain idf.py build. Needs a compile-check environment (IDFCHECK_ENV, or one
at ${TMPDIR:-/tmp}/idfcheck; docs/boards.md); skipped without one."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import sdkconfig_check
from ctbench.targets.esp_idf import Idf, configure, defaults_files, find_idf
from ctbench.targets.idf_check import IRAM_OBJECTS, check_one, core_lt, iram_placement
from ctbench.targets.variants import Variant

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture(scope="module")
def idf() -> Idf:
    try:
        found = find_idf()
    except CtbError as e:
        pytest.skip(str(e))
    if not found.compile_only:
        pytest.skip(f"the ESP-IDF found ({found.path}) is a full one, not a compile-check "
                    f"environment: `ctbench idf-check` builds with it")
    if shutil.which("ninja", path=found.env.get("PATH")) is None:
        pytest.skip("ninja not found in the ESP-IDF environment")
    return found


def test_short_matrix_on_esp32c3(idf: Idf) -> None:
    """The defaults; seed 000's patched series with the accelerator on and
    the hot path in IRAM (override objects compiled, ldgen's placement
    read); a fragment refused for want of a peripheral, Kconfig agreeing."""
    plain = check_one(idf, "esp32c3", "defaults")
    assert plain.status == "PASS", plain.problems
    assert plain.objects >= 15 and plain.sizes["ctb_ct"] > 0 and not plain.patched
    full = check_one(idf, "esp32c3", "mbedtls-3.6.6+series+mpi_accel_on+mbedtls_iram")
    assert full.status == "PASS", full.problems
    assert full.patched == "ct series arm-lt xtensa-lt"
    assert full.objects > plain.objects + 100 and full.sizes["mbedtls"] > 100_000
    assert set(IRAM_OBJECTS) <= set(full.iram)
    sets = ROOT / full.directory / "components" / "mbedtls" / "ctbench-patch-sets.txt"
    assert sets.read_text() == "ct series arm-lt xtensa-lt\n"
    # The negative control of the IRAM check: without the option, nothing
    # of libmbedcrypto.a is placed in IRAM.
    assert iram_placement(idf, ROOT / plain.directory, ROOT / plain.directory / "x.log") == []
    for name in ("ecc_accel_on", "ecc_accel_off", "gcm_accel_on"):
        refused = check_one(idf, "esp32c3", name)
        assert refused.status == "REFUSED", refused.problems
        assert "as Kconfig confirms" in refused.problems[0]


def test_the_core_description_picks_the_carries_compare(idf: Idf) -> None:
    """xtensa-lt on a board build: ESP-IDF's xtensa component gives
    mbedTLS the ESP32's core-isa.h, so the carries of core_sub use minu. The
    seed's series alone, the negative control, has neither minu nor saltu
    there, which the check would flag as a failure."""
    series = check_one(idf, "esp32", "mbedtls-3.6.6+series")
    assert series.status == "PASS", series.problems
    assert series.lt == ["minu"]
    seed = check_one(idf, "esp32", "mbedtls-3.6.6+seed-series")
    assert seed.status == "PASS", seed.problems
    assert seed.lt == [] and core_lt(ROOT / seed.directory) == []


def _project_copy(dest: Path) -> Path:
    """The working tree's files (tracked and new), as check-project.sh copies."""
    files = subprocess.run(["git", "ls-files", "-co", "--exclude-standard", "-z"], cwd=ROOT,
                           capture_output=True, check=True).stdout.decode().split("\0")
    for name in filter(None, files):
        src = ROOT / name
        if src.is_file():
            (dest / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(src, dest / name)
    return dest


def test_the_three_silent_drops_are_caught(idf: Idf, tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    """The project as it was: no branchless entry in the CTB_CT_PATH choice,
    the 240 MHz clock in the common defaults, the patch-set string depending
    on the reference suite. Each configures without an error, and each
    value is reported as not reaching the sdkconfig."""
    root = _project_copy(tmp_path / "old")
    kconfig = root / "main" / "Kconfig.projbuild"
    text = kconfig.read_text()
    text = re.sub(r"\n        config CTB_CT_PATH_BRANCHLESS\n            bool [^\n]*", "", text)
    text = text.replace('    config CTB_REF_MBEDTLS_PATCHES\n'
                        '        string "Patch sets applied to mbedTLS (host builds only)"\n'
                        '        default ""\n',
                        '    config CTB_REF_MBEDTLS_PATCHES\n'
                        '        string "Patch sets applied to mbedTLS (host builds only)"\n'
                        '        default ""\n        depends on CTB_BENCH_REF_MBEDTLS\n')
    assert "CTB_CT_PATH_BRANCHLESS" not in text and "depends on CTB_BENCH_REF" in text
    kconfig.write_text(text)
    defaults = root / "sdkconfig.defaults"
    defaults.write_text("CONFIG_ESP_DEFAULT_CPU_FREQ_MHZ_240=y\n" + defaults.read_text())
    (root / "sdkconfig.defaults.esp32c3").unlink()
    monkeypatch.setenv("CTBENCH_ROOT", str(root))
    frags = root / "firmware" / "variants"
    variant = Variant("old", (frags / "ct_branchless.sdkconfig", frags / "ct.sdkconfig"))
    build = root / "build" / "esp32c3" / "old"
    configure(idf, "esp32c3", variant, build, None, [], tmp_path / "cfg.log")
    log = (tmp_path / "cfg.log").read_text()
    assert sdkconfig_check.unknown_symbols(log) == ["CTB_CT_PATH_BRANCHLESS",
                                                    "ESP_DEFAULT_CPU_FREQ_MHZ_240"]
    misses = sdkconfig_check.misses(defaults_files(variant, None), "esp32c3", build / "config")
    found = {m.wanted.symbol: m.why for m in misses}
    assert set(found) == {"ESP_DEFAULT_CPU_FREQ_MHZ_240", "CTB_CT_PATH_BRANCHLESS",
                          "CTB_REF_MBEDTLS_PATCHES"}, found
    assert "depends on CTB_BENCH_REF_MBEDTLS" in found["CTB_REF_MBEDTLS_PATCHES"]
    assert "no such symbol" in found["CTB_CT_PATH_BRANCHLESS"]


def test_plain_idf_py_refuses_unapplied_patch_sets(idf: Idf, tmp_path: Path) -> None:
    """A patched fragment built by idf.py alone (no generated component):
    configuration stops instead of measuring ESP-IDF's unpatched mbedTLS
    under a patched name."""
    frags = ROOT / "firmware" / "variants"
    variant = Variant("ct-alone", (frags / "mbedtls-3.6.6.sdkconfig", frags / "ct.sdkconfig"))
    build = tmp_path / "build"
    with pytest.raises(CtbError, match=r"configuring variant ct-alone for esp32 failed: "
                                       r"components/ctb_ref_mbedtls/CMakeLists.txt:\d+ "
                                       r"\(message\): ctbench: CONFIG_CTB_REF_MBEDTLS_PATCHES "
                                       r"asks for mbedTLS patch sets 'ct', but the mbedtls "
                                       r"component in this build \(.*\) carries ''") as e:
        configure(idf, "esp32", variant, build, None, [], tmp_path / "cfg.log")
    assert "\n" not in str(e.value)
