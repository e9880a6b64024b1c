"""`ctbench idf-build`: linked ESP-IDF images of the bench app, checked and
measured.

For each chip and variant (by default: the defaults of esp32, esp32s3 and
esp32c3, and every variant a shipped board plan names for one of them) it
builds into build/<chip>/<variant> what a board run flashes
(flasher_args.json, the bootloader, the partition table, the app), then
checks the app with esptool's image_info (a valid image for that chip) and
measures it with esp-idf-size (IRAM, DRAM, flash).

Everything that can be refused is refused before anything builds, in one
line each: a chip ESP-IDF does not know, a variant that does not exist or
that a chip refuses (esp_idf.check_variant); a fragment with a Kconfig
symbol ESP-IDF does not know is refused after configuring (kconfgen is the
judge), before the compile. A link that overflows IRAM is an error naming
the section, the region and the overflow in bytes.

The toolchain is ESP-IDF's own when it is on the exported environment's
PATH, else the lab's (`ctbench toolchain build <chip>`, esp_idf.with_toolchain).
ccache, when installed, keeps repeated builds cheap (IDF_CCACHE_ENABLE).
"""

from __future__ import annotations

import dataclasses
import json
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets import sdkconfig_check
from ctbench.targets.esp_idf import (
    Idf,
    check_variant,
    configure,
    defaults_files,
    with_toolchain,
)
from ctbench.targets.variants import Variant, resolve_variant

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

CHIPS = ("esp32", "esp32s3", "esp32c3")
DEFAULTS = "defaults"
# esptool's names of the chips, as image_info prints them
CHIP_NAMES = {"esp32": "ESP32", "esp32s2": "ESP32-S2", "esp32s3": "ESP32-S3",
              "esp32c2": "ESP32-C2", "esp32c3": "ESP32-C3", "esp32c6": "ESP32-C6",
              "esp32h2": "ESP32-H2", "esp32p4": "ESP32-P4", "esp32c5": "ESP32-C5"}
FLASHED = ("flasher_args.json", "bootloader/bootloader.bin",
           "partition_table/partition-table.bin", "ctbench.bin")


@dataclass
class Image:
    chip: str
    variant: str
    directory: str = ""
    status: str = "OK"              # OK or FAIL
    problem: str = ""
    image: dict[str, object] = field(default_factory=dict)   # esptool image_info
    memory: dict[str, dict[str, int]] = field(default_factory=dict)  # esp-idf-size
    seconds: float = 0.0


# -- what to build ---------------------------------------------------------------

def board_plan_variants() -> dict[str, list[str]]:
    """chip -> the variants its shipped board plans name (plans whose
    target is one chip), in plan-file order."""
    out: dict[str, list[str]] = {}
    for path in sorted((project_root() / "plans").glob("*.toml")):
        try:
            doc = tomllib.loads(path.read_text())
        except (OSError, tomllib.TOMLDecodeError) as e:
            raise CtbError(f"{path}: cannot read plan ({e})") from None
        chip = doc.get("campaign", {}).get("target")
        if not isinstance(chip, str) or chip not in CHIP_NAMES:
            continue
        names = out.setdefault(chip, [])
        for spec in doc.get("variants", {}).values():
            if isinstance(spec, str) and spec not in names:
                names.append(spec)
    return out


def matrix(chips: list[str] | None, variants: list[str] | None) -> list[tuple[str, str]]:
    """(chip, variant) pairs: the given ones, or the defaults and every
    board plan's variants for each chip."""
    chips = chips or list(CHIPS)
    if variants:
        return [(c, v) for c in chips for v in variants]
    plans = board_plan_variants()
    return [(c, v) for c in chips for v in [DEFAULTS, *plans.get(c, [])]]


def variant_named(name: str) -> Variant:
    return Variant(DEFAULTS, ()) if name == DEFAULTS else resolve_variant(name)


def refuse_early(idf: Idf, pairs: list[tuple[str, str]]) -> list[tuple[str, Variant, Idf]]:
    """Every refusal that needs no build, in one line each, before any
    build starts: unknown chip, unknown variant, a variant the chip refuses;
    then a chip with no toolchain."""
    known = sorted(p.name for p in (idf.path / "components" / "soc").iterdir()
                   if (p / "include" / "soc" / "Kconfig.soc_caps.in").is_file())
    checked = []
    for chip, name in pairs:
        if chip not in known:
            raise CtbError(f"chip {chip}: ESP-IDF {idf.version} does not know it "
                           f"(it knows {', '.join(known)})")
        variant = variant_named(name)
        check_variant(idf, chip, variant)
        checked.append((chip, variant))
    envs = {chip: with_toolchain(idf, chip) for chip in dict.fromkeys(c for c, _ in pairs)}
    return [(chip, variant, envs[chip]) for chip, variant in checked]


# -- reading the build's output ----------------------------------------------------

_OVERFLOW = re.compile(r"region [`'\"]?(\w+)['\"]? overflowed by (\d+) bytes")
_NOFIT = re.compile(r"section [`'\"]?([\w.]+)['\"]? will not fit in region [`'\"]?(\w+)")


def overflow(log_text: str) -> str | None:
    """The linker's overflow, on one line: 'section .iram0.text does not fit
    in iram0_0_seg: overflowed by 1234 bytes', or None."""
    over = _OVERFLOW.search(log_text)
    if over is None:
        return None
    region, size = over.group(1), int(over.group(2))
    sections = [m.group(1) for m in _NOFIT.finditer(log_text) if m.group(2) == region]
    where = f"section {sections[0]}" if sections else "a section"
    kind = "IRAM" if "iram" in region else "DRAM" if "dram" in region else region
    return f"{kind} overflow: {where} does not fit in {region}: overflowed by {size} bytes"


def parse_image_info(text: str) -> dict[str, object]:
    """What esptool's image_info says about an app image."""
    chip = re.search(r"(?:Chip ID|Detected image type|Image type):?\s*(?:\d+\s*)?\(?(ESP32[-\w]*)",
                     text)
    return {
        "chip": chip.group(1) if chip else "",
        "checksum_valid": bool(re.search(r"Checksum:.*\(valid\)", text)),
        "hash_valid": bool(re.search(r"Validation [Hh]ash:.*\(valid\)", text)),
        "invalid": bool(re.search(r"\(invalid\)", text)),
        "segments": len(re.findall(r"^\s*\d+\s+0x[0-9a-f]+\s+0x[0-9a-f]+", text, re.M))
        or len(re.findall(r"^Segment \d+:", text, re.M)),
    }


def image_info(idf: Idf, chip: str, app: Path, log: Path) -> dict[str, object]:
    """esptool's image_info on the app: valid (checksum and SHA-256), and an
    image for `chip`; a CtbError otherwise."""
    proc = subprocess.run([idf.python(), "-m", "esptool", "--chip", chip, "image-info", str(app)],
                          capture_output=True, text=True, check=False, env=idf.env)
    with log.open("a") as f:
        f.write(f"$ esptool --chip {chip} image-info {app}\n{proc.stdout}{proc.stderr}")
    if proc.returncode != 0:
        last = (proc.stderr.strip() or proc.stdout.strip() or "?").splitlines()[-1]
        raise CtbError(f"esptool image_info: {last}; see {log}")
    info = parse_image_info(proc.stdout)
    want = CHIP_NAMES.get(chip, chip.upper())
    if info["invalid"] or not info["checksum_valid"]:
        raise CtbError(f"esptool image_info: {app} is not a valid image; see {log}")
    if info["chip"] and info["chip"] != want:
        raise CtbError(f"esptool image_info: {app} is an {info['chip']} image, not {want}")
    return info


def memory_sizes(idf: Idf, directory: Path, log: Path,
                 project: str = "ctbench") -> dict[str, dict[str, int]]:
    """esp-idf-size's memory types of the app: name -> {used, total} bytes
    (IRAM, DRAM, Flash Code, Flash Data, ...)."""
    out = directory / "size-memory.json"
    mapfile = directory / f"{project}.map"
    proc = subprocess.run([idf.python(), "-m", "esp_idf_size", "--format", "json2", "--no-abbrev",
                           "--output-file", str(out), str(mapfile)],
                          capture_output=True, text=True, check=False, env=idf.env)
    with log.open("a") as f:
        f.write(f"$ esp_idf_size --format json2 {mapfile.name}\n{proc.stdout}{proc.stderr}")
    if proc.returncode != 0 or not out.is_file():
        raise CtbError(f"esp-idf-size failed on {mapfile}; see {log}")
    return memory_types(json.loads(out.read_text()))


def memory_types(doc: dict[str, object]) -> dict[str, dict[str, int]]:
    """esp-idf-size's json2 summary -> {memory type: {"used", "total", and
    each output section's bytes}} (IRAM, DRAM, DIRAM where a chip shares
    one SRAM between them, Flash Code, Flash Data, ...), plus "image" with
    the image's size."""
    out: dict[str, dict[str, int]] = {}
    layout = doc.get("layout", [])
    if isinstance(layout, list):
        for entry in layout:
            if isinstance(entry, dict) and "name" in entry:
                row = {"used": int(entry.get("used", 0)), "total": int(entry.get("total") or 0)}
                for part, info in (entry.get("parts") or {}).items():
                    if isinstance(info, dict) and str(part).startswith("."):
                        row[str(part)] = int(info.get("size", 0))
                out[str(entry["name"])] = row
    size = doc.get("total_size")
    if isinstance(size, int):
        out["image"] = {"used": size, "total": 0}
    return out


def summary(memory: dict[str, dict[str, int]]) -> dict[str, int]:
    """IRAM, DRAM and flash bytes of an image, from its sections wherever
    esp-idf-size files them (on the ESP32-S3 and ESP32-C3 IRAM and DRAM
    share one SRAM, "DIRAM"): IRAM = .iram0.* sections, DRAM = .dram0.*,
    flash = Flash Code + Flash Data."""
    def sections(prefix: str) -> int:
        return sum(v for row in memory.values() for k, v in row.items() if k.startswith(prefix))
    flash = sum(row["used"] for name, row in memory.items() if name.startswith("Flash"))
    return {"iram": sections(".iram0"), "dram": sections(".dram0"), "flash": flash,
            "image": memory.get("image", {}).get("used", 0)}


# -- one build --------------------------------------------------------------------

def ccache_env(env: dict[str, str]) -> dict[str, str]:
    """ccache for idf.py when installed. It keeps a rebuild of the same
    variant cheap (a fresh build directory, another checkout); two variants
    share little, as each one's sdkconfig.h differs (its name is in it) and
    nearly every ESP-IDF source includes it. Build directories differ, so
    their paths are not hashed. ESP-IDF writes its picolibc specs file into
    each build directory when it configures, and ccache hashes a `-specs=`
    file as it hashes the compiler, by default by its mtime: every fresh
    directory would miss. Hashing content instead keeps the hits."""
    if not shutil.which("ccache", path=env.get("PATH", "")):
        return env
    return {**env, "IDF_CCACHE_ENABLE": "1", "CCACHE_NOHASHDIR": "1",
            "CCACHE_BASEDIR": str(project_root()), "CCACHE_COMPILERCHECK": "content"}


def build_one(idf: Idf, chip: str, variant: Variant, say: Callable[[str], None]) -> Image:
    """Configure, refuse unknown Kconfig symbols, build, check, measure."""
    from ctbench.targets.base import RunOptions
    from ctbench.targets.board import idf_run_config
    from ctbench.targets.build import run_logged
    from ctbench.targets.mbedtls_override import override_component

    start = time.monotonic()
    directory = build_root() / chip / variant.name
    result = Image(chip, variant.name, str(directory.relative_to(project_root())))
    directory.mkdir(parents=True, exist_ok=True)
    log = directory / "build.log"
    log.write_bytes(b"")
    run_config = directory / "ctbench_run.sdkconfig"
    run_config.write_text(idf_run_config(variant, RunOptions()))
    what = f"{chip}/{variant.name}"
    env_idf = dataclasses.replace(idf, env=ccache_env(idf.env))
    override = override_component(env_idf, variant, directory)
    configure(env_idf, chip, variant, directory, run_config, [override] if override else [], log)
    unknown = sdkconfig_check.unknown_symbols(log.read_text(errors="replace"))
    if unknown:
        raise CtbError(f"{what}: unknown Kconfig symbol CONFIG_{unknown[0]} (ESP-IDF "
                       f"{idf.version}, {chip}); nothing was built")
    missed = sdkconfig_check.misses(defaults_files(variant, run_config, idf.toolchain_defaults),
                                    chip, directory / "config")
    if missed:
        raise CtbError(f"{what}: {missed[0]}; nothing was built")
    say(f"{what}: building in {result.directory}")
    try:
        run_logged([*env_idf.idf_py(), "-C", str(project_root()), "-B", str(directory),
                    "build"], log, "idf.py build", cwd=project_root(), env=env_idf.env)
    except CtbError as e:
        over = overflow(log.read_text(errors="replace"))
        if over:
            raise CtbError(f"{what}: {over}; see {log}") from None
        raise CtbError(f"{what}: {e}") from None
    missing = [f for f in FLASHED if not (directory / f).is_file()]
    if missing:
        raise CtbError(f"{what}: the build made no {', '.join(missing)}; see {log}")
    result.image = image_info(env_idf, chip, directory / "ctbench.bin", log)
    result.memory = memory_sizes(env_idf, directory, log)
    result.seconds = round(time.monotonic() - start, 1)
    return result


def run_builds(idf: Idf, pairs: list[tuple[str, str]], say: Callable[[str], None],
               keep_going: bool = True) -> list[Image]:
    """Refuse what can be refused, then build each pair; a failed build is a
    FAIL row (and the rest still build)."""
    jobs = refuse_early(idf, pairs)
    out = []
    for chip, variant, chip_idf in jobs:
        start = time.monotonic()
        try:
            out.append(build_one(chip_idf, chip, variant, say))
        except CtbError as e:
            if not keep_going:
                raise
            out.append(Image(chip, variant.name, str((build_root() / chip / variant.name)
                                                     .relative_to(project_root())),
                             "FAIL", str(e), seconds=round(time.monotonic() - start, 1)))
            say(f"{chip}/{variant.name}: FAIL: {e}")
    return out


def build_examples(idf: Idf, chips: list[str], say: Callable[[str], None]) -> list[Image]:
    """Each consumer project of examples/ for each chip, as a user's
    `idf.py build` would make it: a FAIL row names what stopped it."""
    from ctbench.targets import examples

    out = []
    for chip in chips:
        for name in examples.names():
            start = time.monotonic()
            row = Image(chip, f"example:{name}",
                        str(examples.build_dir(name, chip).relative_to(project_root())))
            say(f"{chip}/example:{name}: building in {row.directory}")
            try:
                app = examples.build_example(name, chip)
                log = app.parent / "build.log"
                env_idf = examples.chip_idf(chip)
                row.image = image_info(env_idf, chip, app, log)
                row.memory = memory_sizes(env_idf, app.parent, log, project=name)
            except CtbError as e:
                row.status, row.problem = "FAIL", str(e)
                say(f"{chip}/example:{name}: FAIL: {e}")
            row.seconds = round(time.monotonic() - start, 1)
            out.append(row)
    return out
