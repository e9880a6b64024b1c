"""examples/: the consumer projects built by idf.py for ESP-IDF's linux
target and run, and each component's idf_component.yml as ESP-IDF's
component manager reads it (docs/boards.md, "Using the components in your
own project").

The builds need ESP-IDF v5.5.5 (exported, fetched by ctbench, or cloned from
its git URL); where none can be had they skip with the one line saying why.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import ROOT
from ctbench import __version__
from ctbench.errors import CtbError
from ctbench.targets import examples
from ctbench.targets.registry import get_target

# examples/ecdh's lines, one per check, in order (main/ecdh_example.c)
ECDH_CHECKS = (
    "ctb_ec P-256 key exchange, both sides derive the same secret",
    "ctb_ec refuses a peer point off the curve (CTB_EC_NOT_ON_CURVE)",
    "ctb_ec refuses a compressed peer point (CTB_EC_BAD_POINT_FORMAT)",
    "mbedTLS P-256 ECDH, both sides derive the same secret",
    "mbedTLS's secret equals ctb_ec's for the same keys",
    "mbedTLS's ECDH ran on ctb_ec (no blinding bytes drawn)",
    "mbedTLS on ctb_ec refuses a peer point off the curve (MBEDTLS_ERR_ECP_INVALID_KEY)",
)


def _idf_linux_or_skip() -> None:
    try:
        get_target("idf-linux").require()
    except CtbError as e:
        pytest.skip(str(e))


def _lines(output: str) -> list[str]:
    return [line for line in output.splitlines() if line.startswith("ecdh example: ")]


def test_ecdh_example_builds_and_runs_on_the_linux_target() -> None:
    _idf_linux_or_skip()
    elf = examples.build_example("ecdh", "linux")
    assert elf == ROOT / "build" / "examples" / "linux" / "ecdh" / "ecdh.elf"
    run = examples.run_example(elf)
    want = [f"ecdh example: {check}: ok" for check in ECDH_CHECKS] + ["ecdh example: ok"]
    assert _lines(run.output) == want, run.output
    assert run.returncode == 0
    # The lock file stays with the build; nothing is written into examples/.
    assert (elf.parent / "dependencies.lock").is_file()
    source = ROOT / "examples" / "ecdh"
    assert not (source / "dependencies.lock").exists()
    assert not (source / "managed_components").exists()
    assert not (source / "sdkconfig").exists()


def test_ecdh_example_without_the_adapter_fails_its_check() -> None:
    """The negative control: with CONFIG_CTB_EC_MBEDTLS_ALT off, mbedTLS's
    own ECDH runs (secrets still agree), and the example says so and fails."""
    _idf_linux_or_skip()
    # beside the builds, not in tmp_path: the same path keeps the build cached
    off = examples.build_dir("ecdh", "linux").parent / "alt_off.sdkconfig"
    off.parent.mkdir(parents=True, exist_ok=True)
    off.write_text("CONFIG_CTB_EC_MBEDTLS_ALT=n\n")
    run = examples.run_example(examples.build_example("ecdh", "linux", [off], tag="alt_off"))
    lines = _lines(run.output)
    assert "ecdh example: mbedTLS's secret equals ctb_ec's for the same keys: ok" in lines
    assert ("ecdh example: mbedTLS's ECDH ran on ctb_ec (no blinding bytes drawn): FAILED"
            in lines), run.output
    assert any(line.startswith("ecdh example: mbedTLS drew ") and
               "its own ECDH ran (is CONFIG_CTB_EC_MBEDTLS_ALT=y?)" in line
               for line in lines), run.output
    assert lines[-1] == "ecdh example: FAILED"
    assert run.returncode == 1


def test_unknown_example_is_one_line() -> None:
    with pytest.raises(CtbError, match=r"^no example 'nope' in .*\(there are: ecdh\)$"):
        examples.build_example("nope", "linux")


def test_a_program_that_is_not_there_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(CtbError, match=r"no such program \(build the example first\)$"):
        examples.run_example(tmp_path / "ecdh.elf")


# -- the manifests ----------------------------------------------------------

def _checked(component: str) -> examples.ManifestCheck:
    try:
        return examples.check_manifest(component)
    except CtbError as e:
        pytest.skip(str(e))


@pytest.mark.parametrize("component", examples.COMPONENTS)
def test_the_component_manager_accepts_the_manifest(component: str) -> None:
    check = _checked(component)
    assert check.errors == []
    data = check.manifest
    assert data["version"] == __version__
    assert data["license"] == "Apache-2.0"
    deps = data["dependencies"]
    assert isinstance(deps, dict) and deps["idf"] == ">=5.5"
    for name, dep in deps.items():
        if name != "idf":
            # the siblings, by path from this component's directory
            assert name in examples.COMPONENTS
            assert dep == {"path": f"../{name}", "version": __version__}


@pytest.mark.parametrize(("text", "said"), [
    ('version: "not a version"\n', 'false: Invalid field "version"'),
    ('dependencies:\n  "bad__name": "*"\n', 'false: Invalid field "dependencies:bad__name"'),
    ('version: "0.1.0"\ntargets: [esp99]\n', 'component: Invalid field "targets". Unknown '
                                             'targets: "esp99"'),
])
def test_a_broken_manifest_is_refused(text: str, said: str, tmp_path: Path,
                                      monkeypatch: pytest.MonkeyPatch) -> None:
    """The validation is real: each fault is reported, by the build's
    reading (false) or the packer's (component)."""
    comp = tmp_path / "components" / "ctb_ct"
    comp.mkdir(parents=True)
    (comp / "idf_component.yml").write_text(text)
    monkeypatch.setenv("CTBENCH_ROOT", str(tmp_path))
    check = _checked("ctb_ct")
    assert any(e.startswith(said) for e in check.errors), check.errors
    assert check.manifest == {}
