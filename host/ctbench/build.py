"""Builds of the firmware: one per (target, variant), under build/.

Non-IDF targets build firmware/CMakeLists.txt with CMake; ESP-IDF chips use
idf.py on the root project (targets.IdfTarget). Every tool's output goes to
the build directory's build.log, and a failure names that file.
"""

from __future__ import annotations

import hashlib
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import build_root, project_root
from ctbench.variants import Variant


@dataclass(frozen=True)
class Build:
    target: str
    variant: str
    directory: Path
    app: Path            # what a run executes or flashes
    tests: Path | None   # the C unit-test runner, where the target has one

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


def run_logged(cmd: list[str], log: Path, what: str, cwd: Path | None = None) -> None:
    """Run a build step with all its output appended to `log`."""
    with log.open("ab") as f:
        f.write(("$ " + " ".join(cmd) + "\n").encode())
        f.flush()
        try:
            rc = subprocess.run(cmd, stdout=f, stderr=subprocess.STDOUT,
                                cwd=cwd, check=False).returncode
        except OSError as e:
            raise CtbError(f"{what}: cannot run {cmd[0]} ({e.strerror})") from None
    if rc != 0:
        tail = _last_error(log)
        raise CtbError(f"{what} failed (exit {rc}){': ' + tail if tail else ''}; see {log}")


def _last_error(log: Path) -> str:
    lines = log.read_text(errors="replace").splitlines()
    for line in reversed(lines):
        if "error" in line.lower():
            return line.strip()[:200]
    return ""


def cmake_build(target: str, variant: Variant, cmake_args: list[str] | None = None) -> Build:
    """Configure and build firmware/ for a non-IDF target; incremental."""
    for tool in ("cmake",):
        if shutil.which(tool) is None:
            raise CtbError(f"build for {target}: '{tool}' not found on PATH "
                           f"(Debian package: cmake)")
    directory = build_root() / target / variant.name
    try:
        directory.mkdir(parents=True, exist_ok=True)
    except OSError as e:
        raise CtbError(f"cannot create build directory {directory} ({e.strerror})") from None
    log = directory / "build.log"
    log.write_bytes(b"")
    what = f"build of variant {variant.name} for {target}"
    configure = [
        "cmake", "-S", str(project_root() / "firmware"), "-B", str(directory),
        f"-DCTB_TARGET={target}", f"-DCTB_VARIANT={variant.name}",
        "-DCTB_VARIANT_FILES=" + ";".join(str(p) for p in variant.fragments),
        f"-DCTB_REVISION={revision()}", *(cmake_args or []),
    ]
    run_logged(configure, log, what)
    run_logged(["cmake", "--build", str(directory), "--parallel", "2"], log, what)
    app = directory / "ctb_bench_app"
    tests = directory / "ctb_unit_tests"
    if not app.is_file():
        raise CtbError(f"{what}: {app} was not produced; see {log}")
    return Build(target, variant.name, directory, app, tests if tests.is_file() else None)
