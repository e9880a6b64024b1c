"""Our patch files, applied to a copy of a cached baseline tree.

    patches/<library>-<version>/<set>/NNNN-*.patch   applied in name order
    patches/<library>-<version>/<set>/INCLUDED        or: nothing to apply

A set that a version already contains, or that another of its sets
carries, is a directory holding only INCLUDED, one line saying why: asked
for, it adds nothing (mbedtls-4.0.0's ct: 4.0.0 made the carries constant
time), so that one fragment (`series`) names the same sets for every
version.

A patch's paths are relative to its patch root inside the tree: the tree's
top for most libraries; for mbedTLS 4.x, whose bignum and ECP code lives in
the TF-PSA-Crypto submodule, tf-psa-crypto/, so that its sets are upstream
TF-PSA-Crypto patches (`git format-patch` files: patch skips their mail
headers, and `git am` applies them to a TF-PSA-Crypto checkout).

The cached tree is never touched: the copy goes into the build directory.
Each patch is tried with --dry-run first, so a patch that does not apply
changes nothing, and the error names the patch file and the hunk.
"""

from __future__ import annotations

import hashlib
import json
import re
import shutil
import stat
import subprocess
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import project_root

_FILE = re.compile(r"^(?:patching|checking) file (\S+)", re.M)
_HUNK = re.compile(r"^Hunk #(\d+) FAILED at (\d+)", re.M)


def patch_root(library: str, version: str) -> str:
    """Where in the library's tree its patch files apply, relative to the
    top: TF-PSA-Crypto's directory in mbedTLS 4.x, the top otherwise."""
    if library == "mbedtls" and int(version.split(".")[0]) >= 4:
        return "tf-psa-crypto"
    return ""


def patch_set(library: str, version: str, name: str) -> list[Path]:
    """The patches of a set, in order; none for a set marked INCLUDED.
    Patch sets are written for one version: a set asked for another
    version is refused by name."""
    directory = project_root() / "patches" / f"{library}-{version}" / name
    patches = sorted(directory.glob("*.patch"))
    if (directory / "INCLUDED").is_file():
        if patches:
            raise CtbError(f"{directory}: both INCLUDED and patches; keep one")
        return []
    if not patches:
        written = sorted(p.parent.name.removeprefix(f"{library}-")
                         for p in (project_root() / "patches").glob(f"{library}-*/{name}")
                         if any(p.glob("*.patch")))
        for_ = f"; it is written for {library} {', '.join(written)}" if written else ""
        raise CtbError(f"no patch set '{name}' for {library} {version} "
                       f"(no patches in {directory}){for_}")
    return patches


def _writable_copy(source: Path, dest: Path) -> None:
    if dest.exists():
        shutil.rmtree(dest)
    shutil.copytree(source, dest, symlinks=True)
    for path in [dest, *dest.rglob("*")]:
        path.chmod(path.stat().st_mode | stat.S_IWUSR)


def _failure(patch: Path, output: str) -> str:
    hunk = _HUNK.search(output)
    files = _FILE.findall(output[: hunk.start()] if hunk else output)
    where = f" to {files[-1]}" if files else ""
    if hunk:
        return (f"{patch}: hunk #{hunk.group(1)}{where} does not apply "
                f"(at line {hunk.group(2)})")
    last = output.strip().splitlines()[-1:] or ["?"]
    return f"{patch}: does not apply{where}: {last[0]}"


def apply_patches(source: Path, patches: list[Path], dest: Path, root: str = "") -> Path:
    """dest = a fresh copy of source with the patches applied, in order,
    inside its directory `root` (patch_root())."""
    if shutil.which("patch") is None:
        raise CtbError("patch not found (Debian package patch)")
    _writable_copy(source, dest)
    return patch_tree(dest, patches, root)


def patch_tree(dest: Path, patches: list[Path], root: str = "") -> Path:
    """Apply the patches in order to dest / root, in place, each after a
    dry run; .ctbench-patches.json in dest lists what was applied."""
    if shutil.which("patch") is None:
        raise CtbError("patch not found (Debian package patch)")
    applied = []
    for patch in patches:
        base = ["patch", "-p1", "--forward", "--batch", "--no-backup-if-mismatch",
                "-d", str(dest / root), "-i", str(patch)]
        dry = subprocess.run([*base, "--dry-run"], capture_output=True, text=True, check=False)
        if dry.returncode != 0:
            raise CtbError(_failure(patch, dry.stdout + dry.stderr) + "; the build stops")
        subprocess.run(base, capture_output=True, text=True, check=True)
        applied.append({"patch": str(patch.relative_to(project_root()))
                        if patch.is_relative_to(project_root()) else str(patch),
                        "sha256": hashlib.sha256(patch.read_bytes()).hexdigest()})
    (dest / ".ctbench-patches.json").write_text(json.dumps(applied, indent=1))
    return dest
