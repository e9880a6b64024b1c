"""Patched mbedTLS on a board: an override of ESP-IDF's mbedtls component.

For a variant naming patch sets, the build directory gets
components/mbedtls: a copy of $IDF_PATH/components/mbedtls whose mbedtls/
tree (the library) has the sets applied. The build names it in
EXTRA_COMPONENT_DIRS, and a component found there replaces ESP-IDF's of the
same name, so everything that requires mbedtls gets the patched library.
ESP-IDF's port (port/: hardware MPI, AES, SHA, its GCM) is copied as
ESP-IDF ships it, unless the variant also names patch sets over the port
(CONFIG_CTB_IDF_PORT_PATCHES, patches/esp-idf-<ESP-IDF version>/<set>/,
applied to the component's root): ESP-IDF's GCM before seed 004's change,
for one. Either kind alone makes the copy.

The copy records what it carries: ctbench-patch-sets.txt and
ctbench-port-patch-sets.txt (the sets of each kind, read by the firmware's
CMake for the protocol header and to refuse a mismatch) and
ctbench-override.json (ESP-IDF's and mbedTLS's versions, each patch file
and its sha256). It is remade only when the source component or a patch
changed; a copy is built aside and renamed into place, so an interrupted
build never leaves a half-patched component behind a valid record.
"""

from __future__ import annotations

import hashlib
import json
import shutil
import stat
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets.esp_idf import PORT_LIBRARY, PORT_PATCHES, REF_PATCHES, REF_VERSION, Idf
from ctbench.targets.patches import patch_root, patch_set, patch_tree
from ctbench.targets.variants import Variant

# Parts of the library tree no ESP-IDF build reads (ENABLE_TESTING and
# ENABLE_PROGRAMS are off in ESP-IDF's component): three quarters of its
# size. A patch touching them fails its dry run, naming the file.
_LEFT_OUT = {"tests", "docs", "programs", "visualc", ".git", ".github"}
SETS_FILE = "ctbench-patch-sets.txt"
PORT_SETS_FILE = "ctbench-port-patch-sets.txt"
RECORD_FILE = "ctbench-override.json"


def _listing_digest(tree: Path) -> str:
    """sha256 over every file's path, size and mtime: cheap, and it changes
    whenever ESP-IDF's component is updated or edited."""
    h = hashlib.sha256()
    for path in sorted(tree.rglob("*")):
        if path.is_file():
            st = path.stat()
            h.update(f"{path.relative_to(tree)}\0{st.st_size}\0{st.st_mtime_ns}\n".encode())
    return h.hexdigest()


def _ignore(directory: str, names: list[str]) -> set[str]:
    return _LEFT_OUT & set(names) if Path(directory).name == "mbedtls" \
        and (Path(directory) / "library").is_dir() else set()


def override_component(idf: Idf, variant: Variant, directory: Path) -> Path | None:
    """The patched mbedtls component for `variant` in build `directory`, or
    None for a variant that names no patch sets (ESP-IDF's own is used)."""
    settings = variant.settings()
    sets = settings.get(REF_PATCHES, "").split()
    port_sets = settings.get(PORT_PATCHES, "").split()
    dest = directory / "components" / "mbedtls"
    if not sets and not port_sets:
        if dest.exists():
            shutil.rmtree(dest)
        return None
    version = settings.get(REF_VERSION, "")
    if sets and version != idf.mbedtls_version:
        raise CtbError(f"variant {variant.name}: patch sets {' '.join(sets)} are written for "
                       f"mbedTLS {version or '(no version)'}; ESP-IDF {idf.version} bundles "
                       f"{idf.mbedtls_version or 'none that can be read'}")
    patches = [p for name in sets for p in patch_set("mbedtls", version, name)]
    # The port is ESP-IDF's own code: its sets follow ESP-IDF's version.
    port_patches = [p for name in port_sets
                    for p in patch_set(PORT_LIBRARY, idf.version, name)]
    source = idf.path / "components" / "mbedtls"
    if not (source / "CMakeLists.txt").is_file() or not (source / "mbedtls" / "library").is_dir():
        raise CtbError(f"ESP-IDF at {idf.path}: {source} is not an mbedtls component "
                       f"with its library (a missing git submodule?)")
    record = {
        "esp_idf": idf.version,
        "mbedtls": version,
        "source": str(source),
        "source_listing": _listing_digest(source),
        "patch_sets": sets,
        "port_patch_sets": port_sets,
        "patches": [{"patch": str(p.relative_to(project_root())),
                     "sha256": hashlib.sha256(p.read_bytes()).hexdigest()}
                    for p in [*patches, *port_patches]],
    }
    stamp = dest / RECORD_FILE
    if stamp.is_file() and json.loads(stamp.read_text()) == record:
        return dest
    work = directory / "components" / ".mbedtls.new"
    if work.exists():
        shutil.rmtree(work)
    shutil.copytree(source, work, symlinks=True, ignore=_ignore)
    for path in [work, *work.rglob("*")]:
        if not path.is_symlink():
            path.chmod(path.stat().st_mode | stat.S_IWUSR)
    if patches:
        patch_tree(work / "mbedtls", patches, patch_root("mbedtls", version))
    if port_patches:
        patch_tree(work, port_patches)
    (work / SETS_FILE).write_text(" ".join(sets) + "\n")
    (work / PORT_SETS_FILE).write_text(" ".join(port_sets) + "\n")
    (work / RECORD_FILE).write_text(json.dumps(record, indent=1) + "\n")
    if dest.exists():
        shutil.rmtree(dest)
    work.rename(dest)
    return dest
