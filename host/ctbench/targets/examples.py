"""The consumer projects in examples/: ESP-IDF projects that take ctbench's
components through the component manager, as a user's project would, and
need nothing else of ctbench (docs/boards.md, "Using the components in your
own project").

    build_example("ecdh", "linux")   -> build/examples/linux/ecdh/ecdh.elf
    run_example(elf)                 -> its output and exit status

and the component manager's own verdict on each component's
idf_component.yml (check_manifest), read with the ESP-IDF's Python, where
the component manager that builds the projects lives.
"""

from __future__ import annotations

import hashlib
import json
import subprocess
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root

if TYPE_CHECKING:
    from ctbench.targets.esp_idf import Idf

# The components a user's project takes, each with an idf_component.yml.
COMPONENTS = ("ctb_ct", "ctb_mpi", "ctb_ec", "ctb_ghash", "ctb_b64", "ctb_ec_mbedtls")
RUN_TIMEOUT_S = 120     # a guard against a hung program, not a verdict


def examples_dir() -> Path:
    return project_root() / "examples"


def names() -> list[str]:
    """The examples: each directory of examples/ holding an ESP-IDF project."""
    return sorted(p.parent.name for p in examples_dir().glob("*/CMakeLists.txt"))


def example_dir(name: str) -> Path:
    if name not in names():
        raise CtbError(f"no example {name!r} in {examples_dir()} "
                       f"(there are: {', '.join(names()) or 'none'})")
    return examples_dir() / name


def build_dir(name: str, chip: str, tag: str = "") -> Path:
    return build_root() / "examples" / chip / (f"{name}+{tag}" if tag else name)


def _fresh_defaults(directory: Path, defaults: list[Path], chip: str) -> None:
    """SDKCONFIG_DEFAULTS only seed a build directory without an sdkconfig:
    when the files (or chip) differ from the last configuration, start over."""
    h = hashlib.sha256(chip.encode())
    for path in defaults:
        for p in (path, path.with_name(f"{path.name}.{chip}")):
            h.update(str(p).encode() + b"\0" + (p.read_bytes() if p.is_file() else b"-"))
    stamp = directory / "ctbench-defaults.sha256"
    if not stamp.is_file() or stamp.read_text() != h.hexdigest():
        for stale in ("sdkconfig", "CMakeCache.txt"):
            (directory / stale).unlink(missing_ok=True)
    directory.mkdir(parents=True, exist_ok=True)
    stamp.write_text(h.hexdigest())


def chip_idf(chip: str) -> Idf:
    """The ESP-IDF that builds for `chip`: on a chip, with the lab's
    toolchain first on PATH where no exported ESP-IDF brings its own."""
    from ctbench.targets.esp_idf import find_idf, with_toolchain

    idf = find_idf(fetch=True)
    if idf.compile_only:
        raise CtbError(f"the ESP-IDF at {idf.path} is a compile-check environment, "
                       f"which links nothing")
    return idf if chip == "linux" else with_toolchain(idf, chip)


def build_example(name: str, chip: str, extra_defaults: Sequence[Path] = (),
                  tag: str = "") -> Path:
    """Build example `name` for `chip` (or "linux") with idf.py into
    build/examples/<chip>/<name>[+tag]; extra_defaults follow the example's
    own sdkconfig.defaults (and, on a chip, what this machine's toolchain
    and mbedTLS imply: Idf.toolchain_defaults). Returns the program: the ELF
    on linux, the image (.bin) on a chip."""
    from ctbench.targets.build import run_logged
    from ctbench.targets.esp_idf import preview_flag

    source = example_dir(name)
    what = f"build of example {name} for {chip}"
    try:
        idf = chip_idf(chip)
    except CtbError as e:
        raise CtbError(f"{what}: {e}") from None
    directory = build_dir(name, chip, tag)
    implied = list(idf.toolchain_defaults) if chip != "linux" else []
    defaults = [source / "sdkconfig.defaults", *implied, *extra_defaults]
    _fresh_defaults(directory, defaults, chip)
    log = directory / "build.log"
    log.write_bytes(b"")
    run_logged([*idf.idf_py(), *preview_flag(chip), "-C", str(source), "-B",
                str(directory), f"-DIDF_TARGET={chip}",
                "-DSDKCONFIG_DEFAULTS=" + ";".join(str(p) for p in defaults), "build"],
               log, what, cwd=source, env=idf.env)
    return directory / (f"{name}.elf" if chip == "linux" else f"{name}.bin")


@dataclass(frozen=True)
class ExampleRun:
    output: str
    returncode: int


def run_example(elf: Path) -> ExampleRun:
    """Run an example built for the linux target to its end (the examples
    exit there with their verdict)."""
    if not elf.is_file():
        raise CtbError(f"{elf}: no such program (build the example first)")
    try:
        proc = subprocess.run([str(elf)], capture_output=True, text=True, errors="replace",
                              timeout=RUN_TIMEOUT_S, check=False)
    except subprocess.TimeoutExpired as e:
        raw = e.stdout or ""
        out = raw.decode(errors="replace") if isinstance(raw, bytes) else raw
        last = out.strip().splitlines()[-1:] or ["nothing"]
        raise CtbError(f"{elf} did not end within {RUN_TIMEOUT_S} s; its last line: "
                       f"{last[0]}") from None
    return ExampleRun(proc.stdout, proc.returncode)


# Run with the ESP-IDF's Python: the component manager's own validation,
# as a build (upload_mode false) and as `compote component pack` (component)
# read a manifest. Prints {"errors": [...], "manifest": {...}} (what it read),
# or {"missing": why}.
_VALIDATE = """
import json, sys
try:
    from idf_component_tools.manager import ManifestManager, UploadMode
except ImportError as e:
    print(json.dumps({"missing": str(e)}))
    sys.exit(0)
path, name = sys.argv[1], sys.argv[2]
errors = []
for mode in (UploadMode.false, UploadMode.component):
    manager = ManifestManager(path, name, upload_mode=mode)
    errors += [f"{mode.value}: {e}" for e in manager.validation_errors]
tree = {} if errors else manager.manifest_tree
print(json.dumps({"errors": errors, "manifest": tree}, default=str))
"""


@dataclass(frozen=True)
class ManifestCheck:
    errors: list[str]           # [] when the component manager accepts it
    manifest: dict[str, object]  # what it read (empty when it refused it)


def check_manifest(component: str) -> ManifestCheck:
    """ESP-IDF's component manager's verdict on a component's
    idf_component.yml. Raises CtbError (one line) when there is no
    component manager to ask."""
    from ctbench.targets.esp_idf import find_idf

    directory = project_root() / "components" / component
    manifest = directory / "idf_component.yml"
    if not manifest.is_file():
        return ManifestCheck([f"{manifest}: no such file"], {})
    idf = find_idf()
    python = Path(idf.idf_py()[0])
    proc = subprocess.run([str(python), "-c", _VALIDATE, str(directory), component],
                          capture_output=True, text=True, env=idf.env, timeout=120,
                          check=False)
    try:
        answer = json.loads(proc.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        raise CtbError(f"the component manager ({python}) gave no verdict on {manifest}: "
                       f"{(proc.stderr.strip().splitlines() or ['no output'])[-1]}") from None
    if "missing" in answer:
        raise CtbError(f"no component manager in {python} ({answer['missing']})")
    return ManifestCheck([str(e) for e in answer["errors"]], dict(answer["manifest"]))
