"""ctbench.targets.xtensa_gcc: the cache key, the wrappers, the checks of the code
(fast, no build), and the installed toolchain when there is one."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import source_cache as baseline
from ctbench.targets import xtensa_gcc as toolchain


def _inputs(**change: object) -> toolchain.Inputs:
    files = {k: baseline.SourceFile(f"{k}.tar", Path(f"/x/{k}.tar"), k * 2)
             for k in toolchain.DEB_FILES}
    fields: dict[str, object] = {
        "gcc_debver": "14.2.0-19", "picolibc_debver": "1.8.10-2", "files": files,
        "git": {"xtensa-dynconfig": (Path("/g/d"), "a" * 40),
                "xtensa-overlays": (Path("/g/o"), "b" * 40)},
        "binutils": "2.40-2+5+b1", "host_cc": "cc (Debian 12.2.0-14) 12.2.0"}
    fields.update(change)
    return toolchain.Inputs(**fields)  # type: ignore[arg-type]


@pytest.fixture()
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path))
    return tmp_path / "ctbench" / "toolchains"


def test_keys_follow_every_input() -> None:
    base = _inputs()
    assert toolchain.gcc_key(base) == toolchain.gcc_key(_inputs())
    assert len(toolchain.gcc_key(base)) == 12
    for change in ({"gcc_debver": "14.2.0-20"}, {"binutils": "2.41"}, {"host_cc": "cc 13"},
                   {"git": {"xtensa-dynconfig": (Path("/g/d"), "c" * 40),
                            "xtensa-overlays": (Path("/g/o"), "b" * 40)}}):
        other = _inputs(**change)
        assert toolchain.gcc_key(other) != toolchain.gcc_key(base), change
        assert toolchain.core_key(other, "esp32") != toolchain.core_key(base, "esp32")
    pico = dict(base.files)
    pico["picolibc-orig"] = baseline.SourceFile("p.tar", Path("/p.tar"), "ff")
    assert toolchain.core_key(_inputs(files=pico), "esp32") != toolchain.core_key(base, "esp32")
    assert toolchain.core_key(base, "esp32") != toolchain.core_key(base, "esp32s3")
    # where a git directory is does not matter, only its commit
    moved = _inputs(git={"xtensa-dynconfig": (Path("/elsewhere"), "a" * 40),
                         "xtensa-overlays": (Path("/g/o"), "b" * 40)})
    assert toolchain.core_key(moved, "esp32") == toolchain.core_key(base, "esp32")


def test_manifest_record_names_every_input() -> None:
    rec = _inputs().record()
    assert rec["gcc"] == {"debian": "trixie gcc-14 14.2.0-19",
                          "gcc-orig": {"file": "gcc-orig.tar", "sha256": "gcc-origgcc-orig"},
                          "gcc-debian": {"file": "gcc-debian.tar",
                                         "sha256": "gcc-debiangcc-debian"},
                          "patch": "debian/patches/gcc-gfdl-build.diff"}
    assert rec["picolibc"] == {"debian": "trixie picolibc 1.8.10-2", "file": "picolibc-orig.tar",
                               "sha256": "picolibc-origpicolibc-orig"}
    assert rec["xtensa-dynconfig"] == {
        "repository": "https://github.com/espressif/xtensa-dynconfig.git", "commit": "a" * 40}
    assert rec["binutils"] == "binutils-xtensa-lx106 2.40-2+5+b1"
    assert rec["recipe"] == toolchain.RECIPE


def test_wrappers_set_the_core_and_are_relative(tmp_path: Path) -> None:
    made = toolchain.write_wrappers(tmp_path / "bin", "esp32s3")
    names = {p.name for p in made}
    for t in ("gcc", "as", "ld", "ar", "objdump", "size", "nm", "objcopy"):
        assert f"xtensa-esp32s3-elf-{t}" in names
    gcc = (tmp_path / "bin" / "xtensa-esp32s3-elf-gcc").read_text()
    assert 'XTENSA_GNU_CONFIG="$here/../lib/xtensa_esp32s3.so"' in gcc
    assert 'exec "$here/../gcc/bin/xtensa-esp-elf-gcc" "$@"' in gcc
    assert str(tmp_path) not in gcc          # the tree can be moved
    ld = (tmp_path / "bin" / "xtensa-esp32s3-elf-ld").read_text()
    assert 'exec /usr/bin/xtensa-lx106-elf-ld "$@"' in ld
    assert all(p.stat().st_mode & 0o111 for p in made)


def test_wrapper_passes_the_core_description(tmp_path: Path) -> None:
    """Run a wrapper whose tool is replaced by `env`: it sees the .so."""
    (tmp_path / "bin").mkdir()
    (tmp_path / "gcc" / "bin").mkdir(parents=True)
    fake = tmp_path / "gcc" / "bin" / "xtensa-esp-elf-gcc"
    fake.write_text("#!/bin/sh\necho \"$XTENSA_GNU_CONFIG $*\"\n")
    fake.chmod(0o755)
    toolchain.write_wrappers(tmp_path / "bin", "esp32")
    out = subprocess.run([str(tmp_path / "bin" / "xtensa-esp32-elf-gcc"), "-c", "x.c"],
                         capture_output=True, text=True, check=True).stdout
    assert out.strip() == f"{tmp_path}/bin/../lib/xtensa_esp32.so -c x.c"


def test_cross_file_uses_the_wrappers(tmp_path: Path) -> None:
    text = toolchain.cross_file("esp32", tmp_path, Path("/isa"))
    assert f"c = ['{tmp_path}/xtensa-esp32-elf-gcc']" in text
    assert "cpu_family = 'xtensa'" in text and "cpu = 'esp32'" in text
    assert "c_args = ['-mlongcalls', '-I/isa']" in text


DIS = """
check.o:     file format elf32-xtensa-le

Disassembly of section .text:

00000000 <mul_32x32>:
   0:	004136        	entry	a1, 32
   3:	824340        	mull	a4, a3, a4
   6:	a23340        	muluh	a3, a3, a4
   9:	f01d      	retw.n

0000000c <lt_unsigned>:
   c:	004136        	entry	a1, 32
   f:	722230        	saltu	a2, a2, a3
  12:	f01d      	retw.n
"""


def test_judge_reads_the_disassembly() -> None:
    funcs = toolchain.functions(DIS)
    assert toolchain.mnemonics(funcs["mul_32x32"]) == ["entry", "mull", "muluh", "retw.n"]
    found, wrong = toolchain.judge("esp32s3", funcs)
    assert wrong == [] and found["windowed"] is True
    assert found["zero_overhead_loop"] is None
    _, wrong = toolchain.judge("esp32", funcs)
    assert wrong == ["saltu on esp32 (LX6 has no saltu)"]
    call = DIS.replace("muluh\ta3, a3, a4", "call8\t0 <mul_32x32>\n\t\t\t6: "
                       "R_XTENSA_SLOT0_OP\t__muldi3")
    _, wrong = toolchain.judge("esp32s3", toolchain.functions(call))
    assert wrong and wrong[0].startswith("32x32->64 product is not mull+muluh")


def test_installed_and_tool(cache: Path) -> None:
    assert toolchain.installed("esp32") is None and toolchain.tool("esp32", "gcc") is None
    built = cache / "esp32-0123456789ab"
    built.mkdir(parents=True)
    (built / "manifest.json").write_text("{}")
    toolchain._point_current("esp32", built)
    assert toolchain.installed("esp32") == built.resolve()
    assert toolchain.tool("esp32", "gcc") == built.resolve() / "bin" / "xtensa-esp32-elf-gcc"
    assert (cache / "esp32" / "current").readlink() == Path("../esp32-0123456789ab")


def test_unknown_core() -> None:
    with pytest.raises(CtbError, match="unknown core 'esp32c3'"):
        toolchain.check_core("esp32c3")


def test_git_input_from_environment(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CTBENCH_XTENSA_OVERLAYS_GIT", str(tmp_path))
    with pytest.raises(CtbError, match="is not a git repository of xtensa-overlays"):
        toolchain.git_input("xtensa-overlays")


# -- with an installed toolchain ---------------------------------------------

@pytest.mark.parametrize("core", toolchain.CORES)
def test_installed_toolchain_compiles_for_the_core(core: str, tmp_path: Path) -> None:
    gcc, objdump = toolchain.tool(core, "gcc"), toolchain.tool(core, "objdump")
    if gcc is None or objdump is None:
        pytest.skip(f"missing: run ctbench toolchain build {core}")
    (tmp_path / "check.c").write_text(toolchain.CHECK_C)
    subprocess.run([str(gcc), "-O2", "-c", "--specs=picolibc.specs", "check.c"],
                   cwd=tmp_path, check=True)
    dis = subprocess.run([str(objdump), "-dr", "check.o"], cwd=tmp_path, capture_output=True,
                         text=True, check=True).stdout
    funcs = toolchain.functions(dis)
    mul = toolchain.mnemonics(funcs["mul_32x32"])
    assert "mull" in mul and "muluh" in mul and "__muldi3" not in dis
    assert ("saltu" in toolchain.mnemonics(funcs["lt_unsigned"])) == (core == "esp32s3")
    assert toolchain.judge(core, funcs)[1] == []


def test_steps_log_and_unset(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A step's output goes to its log; None in env unsets a variable (an
    empty XTENSA_GNU_CONFIG would break GCC and binutils); a failure is one
    line naming the step and the log."""
    monkeypatch.setenv("XTENSA_GNU_CONFIG", "")
    b = toolchain.Workshop(tmp_path, 1, lambda m: None)
    b.sh("probe", ["sh", "-c", "echo ${XTENSA_GNU_CONFIG-unset}"], tmp_path, toolchain.NO_CORE)
    assert (tmp_path / "logs" / "probe.log").read_text().splitlines()[-1] == "unset"
    with pytest.raises(CtbError, match=r"step boom failed \(exit 3\); see .*/logs/boom.log$"):
        b.sh("boom", ["sh", "-c", "exit 3"], tmp_path)
