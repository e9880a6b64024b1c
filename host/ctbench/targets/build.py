"""Builds of the firmware: one per (target, variant), under build/.

Non-IDF targets build firmware/CMakeLists.txt with CMake; ESP-IDF chips use
idf.py on the root project (targets.IdfTarget). Every tool's output goes to
the build directory's build.log, and a failure names that file.
"""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.targets.variants import Variant

# A variant that benchmarks a reference library names its version and the
# patch sets applied to it (firmware/variants/mbedtls-3.6.6.sdkconfig, ct,
# series).
REF_VERSION = "CONFIG_CTB_REF_MBEDTLS_VERSION"
REF_PATCHES = "CONFIG_CTB_REF_MBEDTLS_PATCHES"
BEARSSL_VERSION = "CONFIG_CTB_REF_BEARSSL_VERSION"
# The suites that decode the CA bundle (ca_bundle below).
B64_SUITE = "CONFIG_CTB_BENCH_B64"
REF_SUITE = "CONFIG_CTB_BENCH_REF_MBEDTLS"


@dataclass(frozen=True)
class Build:
    target: str
    variant: str
    directory: Path
    app: Path            # what a run executes or flashes
    tests: Path | None   # the C unit-test runner, where the target has one
    # section sizes of every object in the component libraries:
    # {"ctb_mpi/mpi_add.c.obj": {"text": 58, "rodata": 0, "data": 0, "bss": 0}}
    sizes: dict[str, dict[str, int]] = field(default_factory=dict)
    # What a report must say about how this build was made, one sentence
    # each (e.g. a part of ESP-IDF that another source stood in for).
    notes: tuple[str, ...] = ()

    def digest(self) -> str:
        """sha256 of the app, so a resumed campaign can tell it is the same build."""
        return hashlib.sha256(self.app.read_bytes()).hexdigest()


def revision() -> str:
    """`git describe` of the checkout, or "unknown" outside git."""
    try:
        out = subprocess.run(
            ["git", "describe", "--always", "--dirty", "--tags"],
            cwd=project_root(), capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return "unknown"
    return out.stdout.strip() if out.returncode == 0 and out.stdout.strip() else "unknown"


def run_logged(cmd: list[str], log: Path, what: str, cwd: Path | None = None,
               env: dict[str, str] | None = None) -> None:
    """Run a build step with all its output appended to `log`."""
    with log.open("ab") as f:
        f.write(("$ " + " ".join(cmd) + "\n").encode())
        f.flush()
        try:
            rc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT,
                                cwd=cwd, env=env, check=False).returncode
        except OSError as e:
            raise CtbError(f"{what}: cannot run {cmd[0]} ({e.strerror})") from None
    if rc != 0:
        tail = _last_error(log)
        raise CtbError(f"{what} failed (exit {rc}){': ' + tail if tail else ''}; see {log}")


def _last_error(log: Path) -> str:
    """The first diagnostic in the log: compilers and linkers say "error:",
    and the first one is the cause; make's own lines only echo it."""
    lines = log.read_text(errors="replace").splitlines()
    for pattern in ("error:", "undefined reference", "CMake Error", "rror"):
        for line in lines:
            if pattern in line and not line.lstrip().startswith(("gmake", "make")):
                return line.strip()[:200]
    return ""


_SECTION_KINDS = (("text", (".text", ".literal")), ("rodata", (".rodata", ".srodata")),
                  ("data", (".data", ".sdata")), ("bss", (".bss", ".sbss")))


def object_sizes(size_tool: str, libraries: list[Path]) -> dict[str, dict[str, int]]:
    """.text/.rodata/.data/.bss of every member of the given archives, from
    binutils' `size -A` (sections summed by kind: .text.* counts as text)."""
    sizes: dict[str, dict[str, int]] = {}
    for lib in libraries:
        out = subprocess.run([size_tool, "-A", "-d", str(lib)], capture_output=True,
                             text=True, check=False)
        if out.returncode != 0:
            raise CtbError(f"{size_tool} failed on {lib}: {out.stderr.strip()[:200]}")
        current: dict[str, int] | None = None
        for line in out.stdout.splitlines():
            head = re.match(r"(\S+)\s+\(ex (\S+)\):", line)
            if head:
                current = {kind: 0 for kind, _ in _SECTION_KINDS}
                sizes[f"{lib.stem.removeprefix('lib')}/{head.group(1)}"] = current
                continue
            row = re.match(r"(\.\S+)\s+(\d+)\s+\d+", line)
            if current is None or row is None:
                continue
            for kind, prefixes in _SECTION_KINDS:
                if row.group(1).startswith(prefixes):
                    current[kind] += int(row.group(2))
    return sizes


def bearssl_tree(variant: Variant) -> list[str]:
    """The CMake argument that hands a BearSSL variant its cached tree
    (firmware/variants/bearssl-0.6.sdkconfig); none for other variants."""
    version = variant.settings().get(BEARSSL_VERSION)
    if not version:
        return []
    from ctbench.targets.source_cache import fetch

    baseline, _ = fetch(f"bearssl=={version}")
    return [f"-DCTB_BEARSSL_DIR={baseline.tree}"]


def ca_bundle(variant: Variant) -> list[str]:
    """The CMake arguments that hand the b64 benchmarks (ctb_b64's suite and
    mbedTLS's rows of the same names) the Mozilla CA bundle they decode:
    certifi's cacert.pem and certifi's version; none for other variants."""
    settings = variant.settings()
    if not any(settings.get(k) == "y" for k in (B64_SUITE, REF_SUITE)):
        return []
    try:
        import certifi
    except ImportError:
        raise CtbError(f"variant {variant.name}: the b64 benchmarks embed the CA bundle "
                       f"of the Python package certifi, which is not installed "
                       f"(pip install certifi)") from None
    path = Path(certifi.where()).resolve()
    return [f"-DCTB_CA_BUNDLE={path}", f"-DCTB_CA_BUNDLE_VERSION={certifi.__version__}"]


def reference_tree(variant: Variant, directory: Path) -> list[str]:
    """The CMake arguments that hand a variant its mbedTLS tree: the cached
    baseline as released, or a copy with the variant's patch sets applied,
    in the build directory. The copy is remade only when the baseline or a
    patch changed, so an unchanged variant rebuilds incrementally."""
    # Imported here: only builds of reference variants fetch or patch.
    from ctbench.targets.patches import apply_patches, patch_root, patch_set
    from ctbench.targets.source_cache import fetch

    settings = variant.settings()
    version = settings.get(REF_VERSION)
    sets = settings.get(REF_PATCHES, "").split()
    if not version:
        if sets:
            raise CtbError(f"variant {variant.name}: patch sets {' '.join(sets)} given "
                           f"without a library version (compose after mbedtls-<version>)")
        return []
    baseline, _ = fetch(f"mbedtls=={version}")
    if not sets:
        return [f"-DCTB_MBEDTLS_DIR={baseline.tree}", "-DCTB_MBEDTLS_PATCHES="]
    # The sets with patches, in order; one marked INCLUDED adds nothing,
    # and its name stays out of the label.
    by_set = {name: patch_set("mbedtls", version, name) for name in sets}
    patches = [p for name in sets for p in by_set[name]]
    want = {"baseline": baseline.tree_sha256,
            "patches": [hashlib.sha256(p.read_bytes()).hexdigest() for p in patches]}
    tree = directory / "mbedtls"
    stamp = directory / "mbedtls.json"
    if not (tree.is_dir() and stamp.is_file()
            and json.loads(stamp.read_text()) == want):
        stamp.unlink(missing_ok=True)
        apply_patches(baseline.tree, patches, tree, patch_root("mbedtls", version))
        stamp.write_text(json.dumps(want))
    label = "".join(f" +{name}" for name in sets if by_set[name])
    return [f"-DCTB_MBEDTLS_DIR={tree}", f"-DCTB_MBEDTLS_PATCHES={label}"]


# ccache, where installed, keys objects on their preprocessed source with
# paths under the project made relative: the variants of a campaign share
# most objects (a patch set changes a few files of mbedTLS, not ctb_*), so a
# build of the next variant recompiles only what differs. The cache cannot
# change an object, only skip recompiling the same input.
def compiler_cache() -> tuple[list[str], dict[str, str]]:
    """The CMake argument that puts ccache before the compiler, and the
    environment of the build, or nothing where ccache is not installed."""
    launcher = shutil.which("ccache")
    if launcher is None:
        return [], dict(os.environ)
    return ([f"-DCMAKE_C_COMPILER_LAUNCHER={launcher}"],
            {**os.environ, "CCACHE_BASEDIR": str(project_root()), "CCACHE_NOHASHDIR": "1"})


def cmake_build(target: str, variant: Variant, cmake_args: list[str] | None = None,
                size_tool: str = "size", tag: str = "", app_only: bool = False) -> Build:
    """Configure and build firmware/ for a non-IDF target; incremental.
    `tag` names a build directory apart from the variant's (test builds).
    `app_only`: the bench app and its libraries, not the unit-test runner
    or the vector runner (a campaign runs neither); the Build then has no
    tests, even where an earlier build left a runner behind."""
    for tool in ("cmake",):
        if shutil.which(tool) is None:
            raise CtbError(f"build for {target}: '{tool}' not found on PATH "
                           f"(Debian package: cmake)")
    directory = build_root() / target / (variant.name + tag)
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CtbError(f"cannot create build directory {directory} ({e.strerror})") from None
    log = directory / "build.log"
    log.write_bytes(b"")
    what = f"build of variant {variant.name} for {target}"
    cache_args, env = compiler_cache()
    configure = [
        "cmake", "-S", str(project_root() / "firmware"), "-B", str(directory),
        f"-DCTB_TARGET={target}", f"-DCTB_VARIANT={variant.name}",
        "-DCTB_VARIANT_FILES=" + ";".join(str(p) for p in variant.fragments),
        f"-DCTB_REVISION={revision()}", *reference_tree(variant, directory),
        *bearssl_tree(variant), *ca_bundle(variant),
        *cache_args, *(cmake_args or []),
    ]
    run_logged(configure, log, what, env=env)
    only = ["--target", "ctb_bench_app"] if app_only else []
    run_logged(["cmake", "--build", str(directory), "--parallel", "2", *only], log, what, env=env)
    app = directory / "ctb_bench_app"
    tests = directory / "ctb_unit_tests"
    if not app.is_file():
        raise CtbError(f"{what}: {app} was not produced; see {log}")
    libraries = sorted(p for p in directory.glob("ctb_*/libctb_*.a")
                       if p.stem != "libctb_bench")
    sizes = object_sizes(size_tool, libraries)
    (directory / "sizes.json").write_text(json.dumps(sizes, indent=1, sort_keys=True))
    return Build(target, variant.name, directory, app,
                 tests if tests.is_file() and not app_only else None, sizes)
