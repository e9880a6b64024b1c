"""The ESP-IDF a board build uses, and what it says about a chip.

Three kinds of ESP-IDF environment build the bench app:

- a real one: ESP-IDF exported the usual way ($IDF_PATH, idf.py and
  Espressif's toolchain on PATH). `idf.py build` links an image;
- ctbench's own clone of ESP-IDF v5.5.5 (idf_source.py), when none is
  exported: it builds for ESP-IDF's linux target with the host compiler,
  and for a chip with whatever toolchain for it is on PATH;
- a compile-check environment (IDFCHECK_ENV, the env.sh of one): ESP-IDF's
  real CMake, Kconfig and headers with Debian's cross compilers behind
  Espressif's tool names. It configures and compiles objects, and links
  nothing (docs/boards.md says what it can and cannot show).

An explicit IDFCHECK_ENV wins; otherwise an exported ESP-IDF; otherwise
ctbench's clone, when it has been fetched (or when the caller asks for it to
be: find_idf(fetch=True)); otherwise a compile-check environment at its
default place, ${TMPDIR:-/tmp}/idfcheck.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets.variants import Variant

MIN_VERSION = (5, 5)
# What the variant fragments use to name the reference library
REF_VERSION = "CONFIG_CTB_REF_MBEDTLS_VERSION"
REF_PATCHES = "CONFIG_CTB_REF_MBEDTLS_PATCHES"
# Patch sets over ESP-IDF's own mbedtls port (port/, not the library),
# written for one ESP-IDF version: patches/esp-idf-<version>/<set>/
PORT_PATCHES = "CONFIG_CTB_IDF_PORT_PATCHES"
PORT_LIBRARY = "esp-idf"
# The chips with an Xtensa core (LX6, LX7); the other ESP32s are RISC-V.
XTENSA_CHIPS = ("esp32", "esp32s2", "esp32s3")
IDF_CHIPS = ("esp32", "esp32s2", "esp32s3", "esp32c2", "esp32c3", "esp32c5",
             "esp32c6", "esp32h2", "esp32p4")


@dataclass(frozen=True)
class Idf:
    path: Path
    version: str               # "5.5.5"
    mbedtls_version: str       # of components/mbedtls/mbedtls, "" if unreadable
    compile_only: bool         # a compile-check environment: no link, no image
    env: dict[str, str]        # the environment idf.py runs in
    # What stands in for a part of this ESP-IDF (e.g. the mbedTLS release
    # in place of ESP-IDF's fork), one sentence each; reports repeat them.
    notes: tuple[str, ...] = ()
    # defaults files the ESP-IDF tree and toolchain imply (the mbedTLS release's,
    # the lab toolchain's picolibc), after the variant's
    toolchain_defaults: tuple[Path, ...] = ()
    toolchain: str = ""        # whose compilers build: "" (ESP-IDF's own) or a directory

    def python(self) -> str:
        """ESP-IDF's Python (it has esptool and esp-idf-size), else ours."""
        python = self.env.get("IDF_PYTHON_ENV_PATH")
        exe = Path(python) / "bin" / "python" if python else None
        return str(exe) if exe and exe.exists() else sys.executable

    def idf_py(self) -> list[str]:
        python = self.env.get("IDF_PYTHON_ENV_PATH")
        exe = Path(python) / "bin" / "python" if python else Path(sys.executable)
        if not exe.exists():
            exe = Path(sys.executable)
        return [str(exe), str(self.path / "tools" / "idf.py")]

    def soc_caps(self, chip: str) -> dict[str, str]:
        """SOC_* -> value, from ESP-IDF's generated Kconfig of the chip's caps."""
        path = self.path / "components" / "soc" / chip / "include" / "soc" / "Kconfig.soc_caps.in"
        try:
            text = path.read_text()
        except OSError:
            raise CtbError(f"ESP-IDF {self.version} at {self.path} does not support "
                           f"chip {chip} (no {path})") from None
        return dict(re.findall(r"^config (SOC_\w+)\n\s+\w+\n\s+default (\S+)", text, re.M))


def _version(idf_path: Path) -> str:
    path = idf_path / "tools" / "cmake" / "version.cmake"
    try:
        text = path.read_text()
    except OSError:
        raise CtbError(f"IDF_PATH={idf_path} is not an ESP-IDF tree (no {path})") from None
    parts = [re.search(rf"IDF_VERSION_{k}\s+(\d+)", text) for k in ("MAJOR", "MINOR", "PATCH")]
    if not all(parts):
        raise CtbError(f"{path}: cannot read ESP-IDF's version")
    return ".".join(m.group(1) for m in parts if m)


def _sourced(env_sh: Path) -> dict[str, str]:
    """The environment after `source env_sh`."""
    try:
        out = subprocess.run(["bash", "-c", 'source "$1" >/dev/null && env -0', "_",
                              str(env_sh)], capture_output=True, check=True, timeout=60)
    except (OSError, subprocess.SubprocessError) as e:
        raise CtbError(f"cannot source {env_sh} ({e})") from None
    pairs = (item.split("=", 1) for item in out.stdout.decode().split("\0") if "=" in item)
    return dict(pairs)


def default_check_env() -> Path:
    return Path(os.environ.get("TMPDIR", "/tmp")) / "idfcheck" / "env.sh"


def find_idf(fetch: bool = False) -> Idf:
    """The ESP-IDF to build with, or one line saying why there is none.
    With `fetch`, ctbench's own clone is made when no other is found."""
    from ctbench.targets import idf_source
    from ctbench.targets.source_cache import tree_version

    notes: tuple[str, ...] = ()
    explicit = os.environ.get("IDFCHECK_ENV")
    if explicit:
        if not Path(explicit).is_file():
            raise CtbError(f"IDFCHECK_ENV={explicit}: no such file (the env.sh of an ESP-IDF "
                           f"compile-check environment)")
        env, compile_only = _sourced(Path(explicit)), True
    elif os.environ.get("IDF_PATH") and not os.environ.get("IDFCHECK_ROOT"):
        env, compile_only = dict(os.environ), False
    elif (clone := idf_source.installed()) is not None or fetch:
        if clone is None:
            clone, _ = idf_source.fetch(lambda msg: print(msg, file=sys.stderr))
        env, compile_only = idf_source.environment(clone), False
        notes = tuple(idf_source.notes(clone))
    elif default_check_env().is_file():
        env, compile_only = _sourced(default_check_env()), True
    elif os.environ.get("IDFCHECK_ROOT"):
        env, compile_only = dict(os.environ), True
    else:
        raise CtbError("no ESP-IDF: export ESP-IDF v5.5 or later (IDF_PATH and its "
                       "toolchain, e.g. `. $IDF_PATH/export.sh`), run `ctbench idf fetch`, "
                       "or set IDFCHECK_ENV to the env.sh of a compile-check environment "
                       "(docs/boards.md)")
    if not env.get("IDF_PATH"):
        raise CtbError("the ESP-IDF environment sets no IDF_PATH")
    path = Path(env["IDF_PATH"])
    version = _version(path)
    numbers = tuple(int(x) for x in version.split("."))
    if numbers[:2] < MIN_VERSION:
        raise CtbError(f"ESP-IDF {version} at {path}: the bench app needs v5.5 or later")
    if not (path / "tools" / "idf.py").is_file():
        raise CtbError(f"ESP-IDF at {path} has no tools/idf.py")
    mbedtls = tree_version(path / "components" / "mbedtls" / "mbedtls") or ""
    return Idf(path, version, mbedtls, compile_only, env, notes,
               toolchain_defaults=implied_defaults(path))


def implied_defaults(idf_path: Path) -> tuple[Path, ...]:
    """Fragments the ESP-IDF tree itself implies: with the mbedTLS release
    in place of Espressif's fork (no mbedtls_gcm_*_soft in its gcm.c), the
    GCM soft fallback for non-AES ciphers is off, else GCM images fail to link."""
    gcm = idf_path / "components" / "mbedtls" / "mbedtls" / "library" / "gcm.c"
    try:
        fork = "mbedtls_gcm_init_soft" in gcm.read_text(errors="replace")
    except OSError:
        return ()
    if fork:
        return ()
    return (project_root() / "firmware" / "toolchain" / "mbedtls-release.sdkconfig",)


def check_variant(idf: Idf, chip: str, variant: Variant) -> None:
    """Refuse, in one line and before anything builds, a variant this chip or
    this ESP-IDF cannot build as named: a fragment needing a peripheral the
    chip lacks, a reference library version other than the bundled one, a
    patch set that does not exist for that version (of mbedTLS, or of this
    ESP-IDF for a set over its port)."""
    from ctbench.targets.patches import patch_set

    caps = idf.soc_caps(chip)
    for cap, names in variant.needs().items():
        if caps.get(cap) != "y":
            raise CtbError(f"variant {variant.name}: fragment {names[0]} needs {cap}, which "
                           f"{chip} does not have (ESP-IDF {idf.version} soc caps); it would "
                           f"be silently ignored there")
    settings = variant.settings()
    want = settings.get(REF_VERSION)
    sets = settings.get(REF_PATCHES, "").split()
    if sets and not want:
        raise CtbError(f"variant {variant.name}: patch sets {' '.join(sets)} given without "
                       f"a library version (compose after mbedtls-<version>)")
    if want and want != idf.mbedtls_version:
        raise CtbError(f"variant {variant.name} is written for mbedTLS {want}; ESP-IDF "
                       f"{idf.version} at {idf.path} bundles "
                       f"{idf.mbedtls_version or 'none that can be read'}")
    for name in sets:
        patch_set("mbedtls", want or "", name)
    for name in settings.get(PORT_PATCHES, "").split():
        patch_set(PORT_LIBRARY, idf.version, name)


def defaults_files(variant: Variant, run_config: Path | None,
                   toolchain: tuple[Path, ...] = ()) -> list[Path]:
    """SDKCONFIG_DEFAULTS for a variant: the project's, the fragments, what
    the toolchain implies, and the host's run settings. ESP-IDF also reads
    <file>.<chip> after each."""
    return [project_root() / "sdkconfig.defaults", *variant.fragments, *toolchain,
            *([run_config] if run_config else [])]


# The compiler idf.py calls for a chip (tools/cmake/toolchain-<chip>.cmake)
def compiler_name(chip: str) -> str:
    return f"xtensa-{chip}-elf-gcc" if chip in XTENSA_CHIPS else "riscv32-esp-elf-gcc"


def lab_toolchain(chip: str) -> Path | None:
    """The bin/ of the lab's toolchain for chip (ctbench toolchain build), or
    None; one without C++ (built before the toolchains linked ESP-IDF) is none."""
    from ctbench.targets.toolchain_steps import installed

    where = installed(chip)
    gxx = compiler_name(chip).removesuffix("gcc") + "g++"
    return where / "bin" if where and (where / "bin" / gxx).is_file() else None


def with_toolchain(idf: Idf, chip: str) -> Idf:
    """The ESP-IDF environment that builds for chip: ESP-IDF's own toolchain
    when its compiler is on the environment's PATH (an exported ESP-IDF wins),
    else the lab's, put first on PATH, with the picolibc fragment it implies
    and IDF_MAINTAINER=1 (ESP-IDF's version check of an unknown GCC build then
    warns instead of stopping). One line naming what is missing otherwise."""
    import dataclasses
    import shutil

    name = compiler_name(chip)
    found = shutil.which(name, path=idf.env.get("PATH", ""))
    lab = lab_toolchain(chip)
    if found and (lab is None or Path(found).resolve().parent != lab.resolve()):
        return idf
    if lab is None:
        raise CtbError(f"no toolchain for {chip}: {name} is neither on the ESP-IDF "
                       f"environment's PATH nor built (run `ctbench toolchain build {chip}`)")
    env = {**idf.env, "PATH": f"{lab}:{idf.env.get('PATH', '')}", "IDF_MAINTAINER": "1"}
    fragment = project_root() / "firmware" / "toolchain" / "picolibc.sdkconfig"
    return dataclasses.replace(idf, env=env, toolchain_defaults=(*idf.toolchain_defaults,
                                                                 fragment),
                               toolchain=str(lab.parent))


def _stamp(files: list[Path], chip: str, extra: list[str]) -> str:
    h = hashlib.sha256(chip.encode())
    for path in files:
        for p in (path, path.with_name(f"{path.name}.{chip}")):
            h.update(str(p).encode() + b"\0")
            h.update(p.read_bytes() if p.is_file() else b"-")
    h.update("\0".join(extra).encode())
    return h.hexdigest()


def configure(idf: Idf, chip: str, variant: Variant, directory: Path,
              run_config: Path | None, components: list[Path], log: Path) -> None:
    """Configure the project for chip and variant in directory (idf.py
    reconfigure). A directory configured from other defaults starts afresh:
    SDKCONFIG_DEFAULTS only seeds a build that has no sdkconfig yet."""
    from ctbench.targets.build import run_logged

    files = defaults_files(variant, run_config, idf.toolchain_defaults)
    args = [f"-DIDF_TARGET={chip}",
            "-DSDKCONFIG_DEFAULTS=" + ";".join(str(p) for p in files)]
    if components:
        args.append("-DEXTRA_COMPONENT_DIRS=" + ";".join(str(p) for p in components))
    from ctbench.targets.build import bearssl_tree
    args += bearssl_tree(variant)      # the BearSSL tree, for its variants
    from ctbench.targets.build import ca_bundle
    args += ca_bundle(variant)         # the CA bundle, for the b64 rows
    if idf.compile_only:
        # Only the objects asked for get built, not every ESP-IDF library
        # before them (most cannot compile without their submodules).
        args.append("-DCMAKE_OPTIMIZE_DEPENDENCIES=ON")
    stamp = directory / "ctbench-defaults.sha256"
    # another toolchain (a rebuilt one, or ESP-IDF's own) starts afresh too:
    # CMake keeps the compiler's full path
    want = _stamp(files, chip, [*args, idf.toolchain])
    if not stamp.is_file() or stamp.read_text() != want:
        for stale in ("sdkconfig", "CMakeCache.txt"):
            (directory / stale).unlink(missing_ok=True)
        # the bootloader is a CMake project of its own, with its own cache
        for sub in ("bootloader", "bootloader-prefix"):
            shutil.rmtree(directory / sub, ignore_errors=True)
        stamp.unlink(missing_ok=True)
    directory.mkdir(parents=True, exist_ok=True)
    cmd = [*idf.idf_py(), *preview_flag(chip), "-C", str(project_root()), "-B",
           str(directory), *args, "reconfigure"]
    what = f"configuring variant {variant.name} for {chip}"
    try:
        run_logged(cmd, log, what, cwd=project_root(), env=idf.env)
    except CtbError as e:
        cause = cmake_error(directory)
        if cause is None:
            raise
        with log.open("a") as f:
            f.write(f"ctbench: CMake said: {cause}\n")
        raise CtbError(f"{what} failed: {cause}; see {log}") from e
    stamp.write_text(want)


def cmake_error(directory: Path) -> str | None:
    """The first CMake error of idf.py's last run in directory, on one line.
    idf.py keeps CMake's own output in log/idf_py_stderr_output_<pid>."""
    logs = sorted((directory / "log").glob("idf_py_stderr_output_*"),
                  key=lambda p: p.stat().st_mtime)
    if not logs:
        return None
    text = logs[-1].read_text(errors="replace")
    m = re.search(r"^CMake Error at ([^\n]*?):?\n((?:  .*\n|\n(?=  ))+)", text, re.M)
    if not m:
        return None
    return f"{m.group(1).strip()}: {' '.join(m.group(2).split())}"


def preview_flag(chip: str) -> list[str]:
    """idf.py knows the linux target only with its preview targets on."""
    return ["--preview"] if chip == "linux" else []


def build(idf: Idf, directory: Path, log: Path, what: str, preview: bool = False) -> None:
    """A full `idf.py build` (a real ESP-IDF only)."""
    from ctbench.targets.build import run_logged

    run_logged([*idf.idf_py(), *(["--preview"] if preview else []), "-C", str(project_root()),
                "-B", str(directory), "build"], log, what, cwd=project_root(), env=idf.env)


def component_sizes(idf: Idf, directory: Path, log: Path) -> dict[str, dict[str, int]]:
    """Bytes per component of a linked app, from esp-idf-size's JSON."""
    import importlib.util

    if importlib.util.find_spec("esp_idf_size") is None:
        raise CtbError("esp-idf-size is not installed (pip install -e '.[boards]')")
    out = directory / "size-components.json"
    cmd = [sys.executable, "-m", "esp_idf_size", "--format", "json2", "--archives",
           "--output-file", str(out), str(directory / "ctbench.map")]
    from ctbench.targets.build import run_logged

    run_logged(cmd, log, "esp-idf-size", cwd=project_root(), env=idf.env)
    doc = json.loads(out.read_text())
    sizes: dict[str, dict[str, int]] = {}
    for archive, entry in doc.get("archives", doc).items():
        if isinstance(entry, dict) and "size" in entry:
            name = Path(archive).stem.removeprefix("lib").removeprefix("__idf_")
            sizes[name] = {"total": int(entry["size"])}
    return sizes
