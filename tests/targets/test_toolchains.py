"""The toolchain pieces ESP-IDF's link depends on (fast, no build): the
headers added to picolibc, the Espressif tool names, picolibc's specs
without -isystem, the C3's recipe, and the installed toolchains when there
are some (C++ and native TLS)."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import (
    core_toolchain,
    gcc_build,
    picolibc_build,
    picolibc_idf,
    riscv_gcc,
    xtensa_gcc,
)

STDIO = ("extern FILE *const stdin;\nextern FILE *const stdout;\n"
         "extern FILE *const stderr;\n")


def picolibc_include(tmp_path: Path) -> Path:
    inc = tmp_path / "include"
    (inc / "sys").mkdir(parents=True)
    (inc / "stdio.h").write_text(STDIO)
    (inc / "sys" / "features.h").write_text("#ifndef _SYS_FEATURES_H\n#endif\n")
    (inc / "sys" / "dirent.h").write_text('#error "<dirent.h> not supported"\n')
    return inc


def test_headers_for_esp_idf(tmp_path: Path) -> None:
    inc = picolibc_include(tmp_path)
    done = picolibc_idf.add_headers(inc)
    assert "pthread.h (new)" in done and "sys/dirent.h (replace)" in done
    assert "extern FILE *stdin;" in (inc / "stdio.h").read_text()
    assert "const" not in (inc / "stdio.h").read_text()
    assert "dd_vfs_idx" in (inc / "sys" / "dirent.h").read_text()
    assert "#define _POSIX_MONOTONIC_CLOCK" in (inc / "sys" / "features.h").read_text()
    assert "PTHREAD_MUTEX_INITIALIZER" in (inc / "pthread.h").read_text()
    # picolibc's stdio.h changed shape: say so rather than build a wrong header
    (inc / "stdio.h").write_text("extern FILE *const __iob[3];\n")
    with pytest.raises(CtbError, match="has no 'extern FILE \\*const stdin;'"):
        picolibc_idf.add_headers(inc)


DEBIAN_PICOLIBC = Path("/usr/lib/picolibc/riscv64-unknown-elf/include")


@pytest.mark.parametrize("header", ["pthread.h", "sys/dirent.h", "dirent.h", "reent.h",
                                    "sys/asm.h", "time.h", "stdio.h"])
def test_added_headers_compile_with_picolibc(tmp_path: Path, header: str) -> None:
    """Each header, with the additions, compiles against picolibc's own
    (Debian's riscv64-unknown-elf build of it, for rv32), -Wall -Werror,
    and CLOCK_MONOTONIC is there."""
    import shutil

    gcc = shutil.which("riscv64-unknown-elf-gcc")
    if gcc is None or not DEBIAN_PICOLIBC.is_dir():
        pytest.skip("missing: gcc-riscv64-unknown-elf and picolibc-riscv64-unknown-elf")
    inc = tmp_path / "include"
    shutil.copytree(DEBIAN_PICOLIBC, inc)
    picolibc_idf.add_headers(inc)
    (tmp_path / "sys").mkdir()
    (tmp_path / "sys" / "reent.h").write_text("struct _reent { int unused; };\n")
    (tmp_path / "t.c").write_text(f"#define _GNU_SOURCE\n#include <{header}>\n"
                                  "#include <time.h>\nint clock_id = CLOCK_MONOTONIC;\n")
    builtin = subprocess.run([gcc, "-print-file-name=include"], capture_output=True,
                             text=True, check=True).stdout.strip()
    proc = subprocess.run([gcc, "-march=rv32imc_zicsr_zifencei", "-mabi=ilp32", "-nostdinc",
                           "-I", str(tmp_path), "-isystem", builtin, "-isystem", str(inc),
                           "-fsyntax-only", "-Wall", "-Werror", str(tmp_path / "t.c")],
                          capture_output=True, text=True, check=False)
    assert proc.returncode == 0, proc.stderr


def test_specs_lose_isystem() -> None:
    text = ("*cpp:\n-isystem %{-picolibc-prefix=*:%*/include/; :/x/picolibc/include} "
            "%(picolibc_cpp)\n")
    assert picolibc_build.system_headers_specs(text) == "*cpp:\n%(picolibc_cpp)\n"


def test_espressif_tool_names(tmp_path: Path) -> None:
    made = {p.name for p in riscv_gcc.write_wrappers(tmp_path / "rv")}
    for tool in ("gcc", "g++", "c++", "cpp", "gcc-ar", "as", "ld", "objcopy", "size"):
        assert f"riscv32-esp-elf-{tool}" in made
    gxx = (tmp_path / "rv" / "riscv32-esp-elf-g++").read_text()
    assert 'exec "$here/../gcc/bin/riscv32-esp-elf-g++" "$@"' in gxx
    ld = (tmp_path / "rv" / "riscv32-esp-elf-ld").read_text()
    assert "exec /usr/bin/riscv64-unknown-elf-ld" in ld
    made = {p.name for p in xtensa_gcc.write_wrappers(tmp_path / "x", "esp32")}
    assert {"xtensa-esp32-elf-g++", "xtensa-esp32-elf-gcc-ar"} <= made


def test_the_c3_family() -> None:
    fam = riscv_gcc.family()
    opts = fam.options()
    assert "--target=riscv32-esp-elf" in opts and "--enable-languages=c,c++" in opts
    assert "--with-arch=rv32imc_zicsr_zifencei" in opts and "--with-abi=ilp32" in opts
    assert "--disable-libstdcxx" not in opts and "--enable-tls" in opts
    assert gcc_build.gcc_key(fam, {"a": 1}) != gcc_build.gcc_key(fam, {"a": 2})


def test_default_specs_replace_the_simulator_files() -> None:
    assert "crt1-sim" not in core_toolchain.DEFAULT_SPECS
    assert "-lsim" not in core_toolchain.DEFAULT_SPECS
    assert "crti%O%s crtbegin%O%s" in core_toolchain.DEFAULT_SPECS


@pytest.mark.parametrize("chip", ["esp32", "esp32s3", "esp32c3"])
def test_installed_toolchain_has_cxx_and_native_tls(chip: str, tmp_path: Path) -> None:
    from ctbench.targets.esp_idf import compiler_name, lab_toolchain

    bindir = lab_toolchain(chip)
    if bindir is None:
        pytest.skip(f"missing: run ctbench toolchain build {chip}")
    gxx = bindir / compiler_name(chip).replace("-gcc", "-g++")
    (tmp_path / "t.cpp").write_text(core_toolchain.CXX_CHECK)
    flags = ["-mlongcalls"] if chip != "esp32c3" else []
    subprocess.run([str(gxx), "-O2", "-fno-exceptions", *flags, "-S", "-o", "t.s", "t.cpp"],
                   cwd=tmp_path, check=True)
    asm = (tmp_path / "t.s").read_text()
    assert "__emutls" not in asm
