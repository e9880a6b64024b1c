"""`ctbench idf-check`: the board build matrix, configured and compiled.

For each chip and each configuration (the defaults, every fragment in its
smallest composition, every variant a shipped plan names), it does what a
board build does up to the compiler: refuse what the chip cannot build,
generate the patched mbedtls component, configure with ESP-IDF's CMake and
Kconfig, check that every line of every defaults file reached the
sdkconfig, then compile main, every ctb_* component and, for patched
variants, the whole patched mbedtls component. A configuration fails on any
configure error, unknown Kconfig symbol, value that did not reach the
sdkconfig, compile error or warning.

A fragment refused on a chip (`#: needs SOC_...`) is configured there
anyway, without the refusal and without compiling, to show that Kconfig
would indeed have dropped it: the refusal is checked against ESP-IDF, not
taken on trust.

With a real ESP-IDF (not a compile-check environment) each configuration is
a full `idf.py build`, and the sizes are per component of the linked app.
"""

from __future__ import annotations

import fnmatch
import re
import subprocess
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets import sdkconfig_check
from ctbench.targets.esp_idf import Idf, check_variant, component_sizes, configure, defaults_files
from ctbench.targets.mbedtls_override import override_component
from ctbench.targets.variants import Variant, fragments, resolve_variant

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

CHIPS = ("esp32", "esp32s3", "esp32c3")
OWN_OBJECTS = re.compile(r"^esp-idf/(main|ctb_[a-z0-9_]+)/CMakeFiles/[^:]+\.obj", re.M)
OVERRIDE_OBJECTS = re.compile(r"^esp-idf/mbedtls/[^:]+\.obj", re.M)
DEFAULTS = "defaults"
# What linker.lf puts in IRAM under CTB_MBEDTLS_IRAM (bignum_alt aside: it is
# compiled only on chips whose port uses it)
IRAM_OBJECTS = ("bignum_core", "constant_time", "bignum", "ecp", "ecp_curves", "esp_bignum")
# What components/ctb_idf_gcm/linker.lf puts in IRAM (code) and DRAM (its
# read-only data) under CTB_IDF_GCM_IRAM
GCM_IRAM_OBJECTS = ("esp_aes_gcm",)


@dataclass
class Result:
    chip: str
    variant: str
    status: str = "PASS"             # PASS, FAIL, or REFUSED (a refusal Kconfig confirms)
    objects: int = 0
    errors: int = 0
    warnings: int = 0
    unknown: list[str] = field(default_factory=list)
    unreached: list[str] = field(default_factory=list)
    problems: list[str] = field(default_factory=list)
    patched: str = ""                # the patch sets of the override component
    sizes: dict[str, int] = field(default_factory=dict)   # component -> bytes
    iram: list[str] = field(default_factory=list)   # libmbedcrypto.a objects in IRAM
    hot_sizes: dict[str, int] = field(default_factory=dict)  # bignum hot path, per file
    lt: list[str] = field(default_factory=list)   # xtensa-lt: core_sub's compares
    seconds: float = 0.0
    directory: str = ""

    def fail(self, problem: str) -> None:
        self.status = "FAIL"
        self.problems.append(problem)


def plan_variants() -> list[str]:
    """Every variant a shipped plan names, in plan-file order."""
    out: list[str] = []
    for path in sorted((project_root() / "plans").glob("*.toml")):
        try:
            doc = tomllib.loads(path.read_text())
        except (OSError, tomllib.TOMLDecodeError) as e:
            raise CtbError(f"{path}: cannot read plan ({e})") from None
        for spec in doc.get("variants", {}).values():
            if isinstance(spec, str) and spec not in out:
                out.append(spec)
    return out


def configurations() -> list[str]:
    """The defaults, each fragment (composed after what it needs), and each
    plan's variants; no name twice."""
    names = [DEFAULTS]
    all_fragments = fragments()
    for f in all_fragments:
        name = f.name
        if f.after:
            base = next(g.name for g in all_fragments
                        if any(fnmatch.fnmatchcase(g.name, a) for a in f.after))
            name = f"{base}+{f.name}"
        names.append(name)
    for name in plan_variants():
        if name not in names:
            names.append(name)
    # `#: hosted` fragments (mbedTLS 4.x) are for native and emulated
    # targets: no chip builds them, so the chips' matrix leaves them out
    return [n for n in names if n == DEFAULTS or not variant_named(n).hosted_only]


def variant_named(name: str) -> Variant:
    return Variant(DEFAULTS, ()) if name == DEFAULTS else resolve_variant(name)


def _objdump(directory: Path) -> str | None:
    """The objdump the build's CMake found (its toolchain's binutils)."""
    cache = directory / "CMakeCache.txt"
    m = re.search(r"^CMAKE_OBJDUMP:FILEPATH=(.+)$", cache.read_text(), re.M) \
        if cache.is_file() else None
    return m.group(1).strip() if m else None


def _size_tool(directory: Path) -> str | None:
    objdump = _objdump(directory)
    return objdump.removesuffix("objdump") + "size" if objdump else None


def _hot_object(obj: str) -> bool:
    name = obj.rsplit("/", 1)[-1].removesuffix(".c.obj")
    return obj.startswith("esp-idf/mbedtls/") and name in IRAM_OBJECTS + GCM_IRAM_OBJECTS


def object_component_sizes(directory: Path, objects: list[str],
                           by_file: bool = False) -> dict[str, int]:
    """Bytes of code and data (.text*, .literal*, .rodata*, .data*, .sdata*,
    .srodata*) per component over its compiled objects, from binutils'
    `size -A`. Objects, not an image: nothing is discarded by the linker."""
    tool = _size_tool(directory)
    present = [o for o in objects if (directory / o).is_file()]
    if tool is None or not present:
        return {}
    out = subprocess.run([tool, "-A", "-d", *present], cwd=directory, capture_output=True,
                         text=True, check=False)
    if out.returncode != 0:
        raise CtbError(f"{tool} failed in {directory}: {out.stderr.strip()[:200]}")
    sizes: dict[str, int] = {}
    component = None
    for line in out.stdout.splitlines():
        head = re.match(r"(\S+\.obj)\s+:", line)
        if head:
            component = head.group(1).rsplit("/", 1)[-1].removesuffix(".c.obj") \
                if by_file else head.group(1).split("/")[1]
            sizes.setdefault(component, 0)
            continue
        row = re.match(r"(\.\S+)\s+(\d+)\s+\d+", line)
        if component and row and row.group(1).startswith(_COUNTED):
            sizes[component] += int(row.group(2))
    return sizes


_COUNTED = (".text", ".literal", ".rodata", ".srodata", ".data", ".sdata")


def _count(pattern: str, text: str) -> int:
    return len(re.findall(pattern, text, re.M))


def compile_objects(idf: Idf, directory: Path, patched: bool, log: Path) -> list[str]:
    """ninja the project's own objects and, with `patched`, those of the
    mbedtls component in the build (the override, or ESP-IDF's own for an
    unpatched reference variant); the list built."""
    listing = subprocess.run(["ninja", "-C", str(directory), "-t", "targets", "all"],
                             capture_output=True, text=True, env=idf.env, check=False)
    if listing.returncode != 0:
        raise CtbError(f"ninja -t targets failed in {directory}: {listing.stderr.strip()[:200]}")
    objects = sorted({m.group(0) for m in OWN_OBJECTS.finditer(listing.stdout)})
    if patched:
        objects += sorted({m.group(0) for m in OVERRIDE_OBJECTS.finditer(listing.stdout)})
    if not objects:
        raise CtbError(f"no project objects to compile in {directory}")
    with log.open("ab") as f:
        subprocess.run(["ninja", "-C", str(directory), "-j", "2", "-k", "0", *objects],
                       stdout=f, stderr=subprocess.STDOUT, env=idf.env, check=False)
    return objects


# The compare mbedtls_ct_uint_lt must compile to under patch set xtensa-lt,
# per chip: what its core description (xtensa/config/core-isa.h, from
# ESP-IDF's xtensa component) offers. A chip missing here keeps the formula.
CORE_LT = {"esp32": "minu", "esp32s2": "saltu", "esp32s3": "saltu"}
BIGNUM_CORE = "esp-idf/mbedtls/mbedtls/library/CMakeFiles/mbedcrypto.dir/bignum_core.c.obj"


def core_lt(directory: Path) -> list[str]:
    """The compare instructions (minu, saltu) in mbedtls_mpi_core_sub of
    the compiled bignum_core object: how its carries were built."""
    objdump, obj = _objdump(directory), directory / BIGNUM_CORE
    if objdump is None or not obj.is_file():
        raise CtbError(f"no objdump in {directory / 'CMakeCache.txt'} or no {obj}: "
                       f"cannot read the carries")
    dump = subprocess.run([objdump, "-d", str(obj)], capture_output=True, text=True,
                          check=False)
    if dump.returncode != 0:
        raise CtbError(f"objdump failed on {obj}: {dump.stderr.strip()[:200]}")
    body = re.search(r"<mbedtls_mpi_core_sub>:\n(.*?)(?:\n\n|\Z)", dump.stdout, re.S)
    return sorted(set(re.findall(r"\t(minu|saltu)\s", body.group(1) if body else "")))


MBEDCRYPTO = "esp-idf/mbedtls/mbedtls/library/libmbedcrypto.a"
SECTIONS = "esp-idf/esp_system/ld/sections.ld"


def iram_placement(idf: Idf, directory: Path, log: Path,
                   output: str = ".iram0.text", section: str = "literal") -> list[str]:
    """The libmbedcrypto.a objects whose code the linker script puts in
    .iram0.text (or whose `section` input sections it puts in another
    `output`: .dram0.data and rodata for the tables). Runs ESP-IDF's
    ldgen, exactly as the build would, over libmbedcrypto.a alone (the only
    archive a compile check can make): the project's linker fragments are
    parsed, their conditions evaluated against this sdkconfig, and the
    placements written out."""
    def ninja(*args: str) -> subprocess.CompletedProcess[str]:
        return subprocess.run(["ninja", "-C", str(directory), *args], capture_output=True,
                              text=True, env=idf.env, check=False)

    made = ninja(MBEDCRYPTO, f"{SECTIONS}.in")
    with log.open("a") as f:
        f.write(made.stdout + made.stderr)
    if made.returncode != 0:
        raise CtbError(f"cannot build {MBEDCRYPTO} for the IRAM check; see {log}")
    commands = ninja("-t", "commands", SECTIONS).stdout.splitlines()
    ldgen = [c for c in commands if "ldgen.py" in c]
    if not ldgen:
        raise CtbError(f"no ldgen command for {SECTIONS} in {directory}")
    libraries = directory / "ctbench-ldgen-libraries"
    libraries.write_text(str(directory / MBEDCRYPTO) + "\n")
    script = directory / "ctbench-sections.ld"
    cmd = re.sub(r"--libraries-file \S+", f"--libraries-file {libraries}", ldgen[-1])
    cmd = re.sub(r"--output \S+", f"--output {script}", cmd)
    ran = subprocess.run(["bash", "-c", cmd], capture_output=True, text=True, env=idf.env,
                         check=False)
    with log.open("a") as f:
        f.write(f"$ {cmd}\n{ran.stdout}{ran.stderr}")
    if ran.returncode != 0:
        raise CtbError(f"ldgen failed on the project's linker fragments; see {log}")
    text = script.read_text()
    iram = re.search(rf"^\s*{re.escape(output)}\s*:(.*?)^\s*\.[a-z0-9_.]+\s*:", text,
                     re.M | re.S)
    body = iram.group(1) if iram else ""
    return sorted(set(re.findall(rf"\*libmbedcrypto\.a:([a-z0-9_]+)\.\*\(\.{section}", body)))


def check_one(idf: Idf, chip: str, name: str) -> Result:
    start = time.monotonic()
    result = Result(chip, name)
    directory = build_root() / chip / name
    result.directory = str(directory.relative_to(project_root()))
    directory.mkdir(parents=True, exist_ok=True)
    cfg_log, build_log = directory / "configure.log", directory / "compile.log"
    cfg_log.write_bytes(b"")
    build_log.write_bytes(b"")
    variant = variant_named(name)
    refused = None
    try:
        check_variant(idf, chip, variant)
    except CtbError as e:
        refused = str(e)
    caps = idf.soc_caps(chip)
    lacking = [c for c in variant.needs() if caps.get(c) != "y"]
    if refused is not None and not lacking:
        result.fail(f"refused: {refused}")
        return result
    run_config = directory / "ctbench_run.sdkconfig"
    from ctbench.targets.base import RunOptions
    from ctbench.targets.board import idf_run_config

    run_config.write_text(idf_run_config(variant, RunOptions()))
    try:
        override = override_component(idf, variant, directory)
        settings = variant.settings()
        result.patched = " ".join([*settings.get("CONFIG_CTB_REF_MBEDTLS_PATCHES", "").split(),
                                   *settings.get("CONFIG_CTB_IDF_PORT_PATCHES", "").split()]) \
            if override else ""
        configure(idf, chip, variant, directory, run_config,
                  [override] if override else [], cfg_log)
    except CtbError as e:
        result.fail(str(e))
        return result
    finally:
        result.seconds = time.monotonic() - start
    text = cfg_log.read_text(errors="replace")
    result.unknown = sdkconfig_check.unknown_symbols(text)
    missed = sdkconfig_check.misses(defaults_files(variant, run_config), chip,
                                    directory / "config")
    result.unreached = [str(m) for m in missed]
    if refused is not None:
        # The refusal must be Kconfig's own verdict: each refused fragment
        # sets an option this chip's configuration does not have at all.
        # One it has everywhere means the fragment's `#: needs` is wrong.
        wrong = []
        for part in variant.parts():
            if all(caps.get(c) == "y" for c in part.needs):
                continue
            symbols = [k.removeprefix("CONFIG_") for _, k, _ in part.settings()]
            if not sdkconfig_check.absent(symbols, directory / "config"):
                wrong.append(part.name)
        if wrong:
            result.fail(f"refused ({refused}), but {chip}'s Kconfig has every option "
                        f"{', '.join(wrong)} sets: its '#: needs' line is wrong")
        else:
            result.status = "REFUSED"
            result.problems.append(f"refused, as Kconfig confirms: {refused}")
        result.unreached = []
        result.seconds = time.monotonic() - start
        return result
    for symbol in result.unknown:
        result.fail(f"unknown kconfig symbol '{symbol}'")
    for miss in result.unreached:
        result.fail(miss)
    if idf.compile_only:
        # The mbedtls component is compiled for every reference variant and
        # every variant measuring ESP-IDF's GCM port, so that a patched one's
        # size has its unpatched counterpart.
        reference = bool(variant.settings().get("CONFIG_CTB_REF_MBEDTLS_VERSION")) \
            or variant.settings().get("CONFIG_CTB_BENCH_IDF_GCM") == "y"
        objects = compile_objects(idf, directory, override is not None or reference,
                                  build_log)
        result.objects = len(objects)
        result.sizes = object_component_sizes(directory, objects)
        result.hot_sizes = object_component_sizes(
            directory, [o for o in objects if _hot_object(o)], by_file=True)
        if "xtensa-lt" in result.patched.split() and chip in CORE_LT:
            try:
                result.lt = core_lt(directory)
            except CtbError as e:
                result.fail(str(e))
            else:
                if result.lt != [CORE_LT[chip]]:
                    result.fail(f"patch set xtensa-lt: mbedtls_mpi_core_sub's carries use "
                                f"{', '.join(result.lt) or 'neither minu nor saltu'}, not "
                                f"{CORE_LT[chip]} as {chip}'s core description allows")
        if variant.settings().get("CONFIG_CTB_MBEDTLS_IRAM") == "y":
            try:
                placed = iram_placement(idf, directory, build_log)
            except CtbError as e:
                result.fail(str(e))
            else:
                missing = [o for o in IRAM_OBJECTS if o not in placed]
                result.iram = placed
                if missing:
                    result.fail(f"CONFIG_CTB_MBEDTLS_IRAM is set but ldgen leaves "
                                f"{', '.join(missing)} of libmbedcrypto.a out of .iram0.text")
        if variant.settings().get("CONFIG_CTB_IDF_GCM_IRAM") == "y":
            try:
                code = iram_placement(idf, directory, build_log)
                data = iram_placement(idf, directory, build_log, ".dram0.data", "rodata")
            except CtbError as e:
                result.fail(str(e))
            else:
                result.iram = sorted(set(result.iram) | set(code))
                for name in GCM_IRAM_OBJECTS:
                    if name not in code or name not in data:
                        result.fail(f"CONFIG_CTB_IDF_GCM_IRAM is set but ldgen places "
                                    f"libmbedcrypto.a's {name} with code "
                                    f"{'in' if name in code else 'outside'} .iram0.text and "
                                    f"read-only data "
                                    f"{'in' if name in data else 'outside'} .dram0.data")
    else:
        from ctbench.targets.esp_idf import build

        try:
            build(idf, directory, build_log, f"build of {name} for {chip}")
            result.sizes = {k: v["total"] for k, v in
                            component_sizes(idf, directory, build_log).items()}
        except CtbError as e:
            result.fail(str(e))
    log = build_log.read_text(errors="replace")
    result.errors = _count(r" error: ", log)
    result.warnings = _count(r" warning: ", log)
    failed = _count(r"^FAILED: ", log)
    if result.errors or failed:
        first = re.search(r"^.* error: .*$", log, re.M)
        result.fail(f"{result.errors} compile error(s), {failed} failed object(s)"
                    + (f": {first.group(0).strip()[:200]}" if first else "")
                    + f"; see {build_log}")
    if result.warnings:
        first = re.search(r"^.* warning: .*$", log, re.M)
        result.fail(f"{result.warnings} warning(s)"
                    + (f": {first.group(0).strip()[:200]}" if first else "")
                    + f"; see {build_log}")
    result.seconds = time.monotonic() - start
    return result


def run_matrix(idf: Idf, chips: list[str], names: list[str],
               on_result: object = None) -> list[Result]:
    results = []
    for chip in chips:
        idf.soc_caps(chip)          # an unsupported chip stops here, in one line
        for name in names:
            result = check_one(idf, chip, name)
            results.append(result)
            if callable(on_result):
                on_result(result)
    return results


def as_dict(result: Result) -> dict[str, object]:
    return asdict(result)
