"""The ESP32 and ESP32-S3 cores in emulation: QEMU built with the cores
(targets/qemu_cores.py), the targets qemu-esp32 / qemu-esp32s3 and their port's
self-check (firmware/targets/xtensa-windowed/verify.c). What needs the
toolchain or the built QEMU skips, with the one-line reason, when the cache
has neither (`ctbench toolchain build esp32` makes both)."""

from __future__ import annotations

import json
import os
import subprocess
import tarfile
from pathlib import Path

import pytest

from conftest import ROOT, usable
from ctbench.errors import CtbError
from ctbench.targets import qemu_cores
from ctbench.targets.base import Need, missing_text
from ctbench.targets.qemu import CachedQemuTarget
from ctbench.targets.registry import get_target

ESP = ["qemu-esp32", "qemu-esp32s3"]
PORT = ROOT / "firmware" / "targets" / "xtensa-windowed"


def test_targets_are_listed_with_their_remedy(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path))   # an empty cache
    for name in ESP:
        t = get_target(name)
        assert isinstance(t, CachedQemuTarget) and t.icount_shift == 0
        core = name.removeprefix("qemu-")
        assert t.machine == ["-M", "sim", "-cpu", core]
        gone = [n for n in t.missing() if n.tool != "cmake"]
        assert [n.tool for n in gone] == [f"xtensa-{core}-elf-gcc",
                                          f"qemu-system-xtensa -cpu {core}"]
        line = missing_text(gone)
        assert line == (f"missing: run ctbench toolchain build {core} "
                        f"(xtensa-{core}-elf-gcc, qemu-system-xtensa -cpu {core})")
        assert "\n" not in line
        with pytest.raises(CtbError, match=f"toolchain build {core}"):
            t.require()


def test_missing_text_keeps_the_debian_wording() -> None:
    gone = [Need("xtensa-lx106-elf-gcc", "gcc-xtensa-lx106", False)]
    assert missing_text(gone) == "missing xtensa-lx106-elf-gcc (Debian package gcc-xtensa-lx106)"


def test_cache_key_covers_every_input(monkeypatch: pytest.MonkeyPatch) -> None:
    base = qemu_cores.cache_key("1:7.2+dfsg-7+deb12u18")
    assert qemu_cores.cache_key("1:7.2+dfsg-7+deb12u18") == base
    assert qemu_cores.cache_key("1:7.2+dfsg-7+deb12u19") != base
    for name, value in (("OVERLAYS_COMMIT", "0" * 40), ("FREQ_KHZ", 40000),
                        ("MATMAP", "/* other */\n"), ("CONFIGURE", ("--target-list=x",))):
        with monkeypatch.context() as m:
            m.setattr(qemu_cores, name, value)
            assert qemu_cores.cache_key("1:7.2+dfsg-7+deb12u18") != base, name


def test_cached_build_is_found_and_checked(tmp_path: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path))
    monkeypatch.setattr(qemu_cores, "_installed_version", lambda: "1:7.2+dfsg-7+deb12u18")
    assert qemu_cores.installed_qemu() is None
    where = qemu_cores.cores_root() / qemu_cores.cache_key("1:7.2+dfsg-7+deb12u18")
    (where / "bin").mkdir(parents=True)
    binary = where / "bin" / "qemu-system-xtensa"
    binary.write_bytes(b"\x7fELF stand-in")
    (where / "manifest.json").write_text(json.dumps(
        {"binary_sha256": qemu_cores.source_cache.file_sha256(binary)}))
    assert qemu_cores.installed_qemu() == binary
    assert qemu_cores.build_qemu_cores() == binary   # a hit builds nothing
    binary.write_bytes(b"\x7fELF changed")
    with pytest.raises(CtbError, match="no longer matches its manifest"):
        qemu_cores.installed_qemu()


def overlays_git() -> Path:
    given = os.environ.get(qemu_cores.OVERLAYS_ENV)
    if not given:
        pytest.skip(f"{qemu_cores.OVERLAYS_ENV} is not set (a git repository of "
                    f"espressif/xtensa-overlays)")
    return Path(given)


@pytest.mark.parametrize("core", qemu_cores.CORES)
def test_overlay_archive_has_what_import_core_reads(core: str, tmp_path: Path) -> None:
    out = tmp_path / "overlay.tar.gz"
    digests = qemu_cores.overlay_archive(overlays_git(), core, out)
    with tarfile.open(out) as tar:
        names = set(tar.getnames())
        isa = tar.extractfile("xtensa/config/core-isa.h")
        assert isa is not None
        text = isa.read().decode()
    assert names == {"xtensa/config/core-isa.h", "xtensa/config/core-matmap.h",
                     "gdb/xtensa-config.c", "binutils/xtensa-modules.c"} == set(digests)
    # What the port (start.S, link.ld) relies on.
    for macro, value in (("XCHAL_RESET_VECTOR0_VADDR", "0x50000000"),
                         ("XCHAL_VECBASE_RESET_VADDR", "0x40000000"),
                         ("XCHAL_WINDOW_VECTORS_VADDR", "0x40000000"),
                         ("XCHAL_WINDOW_UF12_VECOFS", "0x00000140"),
                         ("XCHAL_KERNEL_VECOFS", "0x00000300"),
                         ("XCHAL_USER_VECOFS", "0x00000340"),
                         ("XCHAL_DOUBLEEXC_VECOFS", "0x000003C0"),
                         ("XCHAL_NUM_AREGS", "64"), ("XCHAL_HAVE_MUL32_HIGH", "1"),
                         ("XCHAL_HAVE_LOOPS", "1")):
        assert any(line.split()[1:3] == [macro, value] for line in text.splitlines()
                   if line.startswith("#define")), macro


def cached_tools(core: str) -> tuple[Path, Path]:
    """(gcc, qemu) for the core, or a skip saying how to get them."""
    t = usable(f"qemu-{core}")
    assert isinstance(t, CachedQemuTarget)
    gcc, qemu = t._gcc(), t._qemu()
    assert gcc is not None and qemu is not None
    return gcc, qemu


@pytest.mark.parametrize("core", qemu_cores.CORES)
def test_verify_program_runs_alone(core: str, tmp_path: Path) -> None:
    """verify.c as a program of its own (what the toolchain check builds):
    products, deep call4/call8/call12 recursion, zero-overhead loop, one
    CCOUNT tick an instruction."""
    gcc, qemu = cached_tools(core)
    assert qemu_cores.verify_core(core, gcc, qemu, tmp_path) == "xtensa verify: ok"


@pytest.mark.parametrize("core", qemu_cores.CORES)
def test_the_product_is_two_instructions(core: str, built) -> None:  # type: ignore[no-untyped-def]
    """Where lx106 calls __muldi3 for every limb product, these cores
    multiply inline (mull + muluh): the bignum code (ctb_ct's mla, which
    ctb_mpi's multiplication runs on) calls no helper."""
    gcc, _ = cached_tools(core)
    build = built(f"qemu-{core}", "Os")
    objdump = str(gcc).removesuffix("gcc") + "objdump"
    dump = subprocess.run([objdump, "-d", str(build.directory / "ctb_ct" / "libctb_ct.a"),
                           str(build.directory / "ctb_mpi" / "libctb_mpi.a")],
                          capture_output=True, text=True, check=True).stdout
    assert "muluh" in dump and "mull" in dump
    assert "__muldi3" not in dump and "__umulsidi3" not in dump


@pytest.mark.parametrize("core,path", [("esp32", "asm-xtensa-minu"),
                                       ("esp32s3", "asm-xtensa-saltu")])
def test_the_ct_path_follows_the_core_description(core: str, path: str, built) -> None:  # type: ignore[no-untyped-def]
    """ctb_ct's lt is chosen at build time from the core's core-isa.h:
    MINU on the LX6, SALTU on the LX7, and the instruction is there."""
    gcc, _ = cached_tools(core)
    build = built(f"qemu-{core}", "Os")
    lib = build.directory / "ctb_ct" / "libctb_ct.a"
    assert path.encode() in lib.read_bytes()
    objdump = str(gcc).removesuffix("gcc") + "objdump"
    dump = subprocess.run([objdump, "-d", str(lib)], capture_output=True, text=True,
                          check=True).stdout
    assert path.rsplit("-", 1)[1] in dump
