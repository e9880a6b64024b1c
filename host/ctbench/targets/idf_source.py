"""ESP-IDF v5.5.5 for a machine that has none exported: cloned by its public
git URL into the cache, as a user with network would do it by hand.

    ctbench idf fetch          (make idf-linux and make idf-build call it)

What is cloned, and what stands in where a part cannot be had:

- ESP-IDF itself, tag IDF_TAG, without examples/ and docs/ (a sparse
  checkout: the bench app needs neither, and they are most of the bytes);
- the submodules a minimal build of the bench app needs (SUBMODULES): the
  heap allocator (tlsf) and the bootloader's micro-ecc. When the commit
  ESP-IDF pins cannot be fetched, the submodule repository's default branch
  is taken instead, and the manifest says which commit stood in;
- ESP-IDF's mbedTLS fork (components/mbedtls/mbedtls). When it cannot be
  had, the mbedTLS release ESP-IDF's fork is based on (MBEDTLS_RELEASE) is
  taken from ctbench's own source cache, and every report built on this
  ESP-IDF says so (Idf.notes).

On a machine without network, git's own configuration points the public URLs
at local repositories (`url.<path>.insteadOf <url>`, and
`protocol.file.allow=always` for the submodules); nothing here knows about
it (docs/boards.md).

The manifest is written last: an interrupted fetch leaves nothing that
looks finished, and the next one starts afresh.
"""

from __future__ import annotations

import json
import os
import posixpath
import shutil
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path

from ctbench.command import first_error
from ctbench.errors import CtbError
from ctbench.paths import project_root
from ctbench.targets import source_cache

IDF_TAG = "v5.5.5"
IDF_URL = "https://github.com/espressif/esp-idf.git"
SUBMODULES = ("components/heap/tlsf",
              "components/bootloader/subproject/components/micro-ecc/micro-ecc")
MBEDTLS_PATH = "components/mbedtls/mbedtls"
MBEDTLS_RELEASE = "3.6.6"       # what ESP-IDF v5.5.5's fork of mbedTLS is based on
# Left out of the checkout: examples/ and docs/ (most of the bytes, used by
# no build), and components/mqtt, whose CMakeLists.txt stops every
# project's configuration when its esp-mqtt submodule is absent (ESP-IDF's
# early expansion reads every component's CMakeLists.txt, MINIMAL_BUILD or
# not); neither the bench app nor the examples use MQTT.
SPARSE = ("/*", "!/examples/", "!/docs/", "!/components/mqtt/")
MANIFEST = "ctbench-idf.json"
RECIPE = 6                      # bumped when these steps change (6: our patches)


def home() -> Path:
    return source_cache.cache_root() / "esp-idf" / IDF_TAG


def installed() -> Path | None:
    """The finished clone's root (holding esp-idf/ and python/), or None."""
    path = home()
    try:
        record = json.loads((path / MANIFEST).read_text())
    except (OSError, ValueError):
        return None
    return path if record.get("recipe") == RECIPE else None


def manifest(root: Path) -> dict[str, object]:
    data: dict[str, object] = json.loads((root / MANIFEST).read_text())
    return data


def notes(root: Path) -> list[str]:
    """What stands in for a part of ESP-IDF, one sentence each, for reports."""
    found = manifest(root).get("substitutes", [])
    return [str(n) for n in found] if isinstance(found, list) else []


def environment(root: Path) -> dict[str, str]:
    """The environment idf.py runs in for this clone: ESP-IDF's Python venv
    first on PATH, and the checks that would fail on the parts left out
    (other submodules, the pinned Python constraints file) turned off."""
    env = dict(os.environ)
    venv = root / "python"
    env.update({
        "IDF_PATH": str(root / "esp-idf"),
        "IDF_PYTHON_ENV_PATH": str(venv),
        "PATH": os.pathsep.join([str(venv / "bin"), str(root / "esp-idf" / "tools"),
                                 env.get("PATH", "")]),
        # Only SUBMODULES are checked out; ESP-IDF's check would ask for all.
        "IDF_SKIP_CHECK_SUBMODULES": "1",
        # The constraints file is downloaded from Espressif's servers; the
        # venv holds requirements.core.txt's packages instead.
        "IDF_PYTHON_CHECK_CONSTRAINTS": "no",
    })
    env.pop("IDFCHECK_ROOT", None)
    return env


def _git(args: list[str], what: str, cwd: Path | None = None) -> str:
    proc = subprocess.run(["git", *args], capture_output=True, text=True, check=False,
                          cwd=cwd, timeout=3600)
    if proc.returncode != 0:
        raise CtbError(f"{what} failed: {first_error(proc.stderr or proc.stdout)}")
    return proc.stdout.strip()


def submodule_url(tree: Path, path: str) -> str:
    """A submodule's URL, a relative one resolved against IDF_URL the way
    git resolves it against the superproject's remote."""
    url = _git(["config", "-f", ".gitmodules", f"submodule.{path}.url"],
               f"reading {path}'s URL from .gitmodules", cwd=tree)
    if not url.startswith("../"):
        return url
    scheme, rest = IDF_URL.split("://", 1)
    host, _, repo = rest.partition("/")
    return f"{scheme}://{host}/{posixpath.normpath(posixpath.join(repo, url))}"


def _patch(patch: Path, tree: Path, name: str) -> None:
    """Apply one of our patches to a tree (plain patch(1): `git apply`
    inside ESP-IDF's work tree would take paths from ESP-IDF's root)."""
    proc = subprocess.run(["patch", "-p1", "--forward", "--batch", "-d", str(tree), "-i",
                           str(patch)], capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        raise CtbError(f"applying {patch.name} to {name} failed: "
                       f"{first_error(proc.stdout + proc.stderr)}")


def _pinned(tree: Path, path: str) -> str:
    # ls-tree prints "<mode> commit <sha>\t<path>" for a gitlink
    return _git(["ls-tree", "HEAD", path], f"reading {path}'s pinned commit", cwd=tree).split()[2]


def _at_pin(tree: Path, path: str) -> tuple[dict[str, str], str | None]:
    """Check out a submodule at the commit ESP-IDF pins. Returns what the
    manifest records and, when the pin cannot be fetched, why not."""
    record = {"url": submodule_url(tree, path), "pinned": _pinned(tree, path)}
    try:
        _git(["submodule", "update", "--init", "--quiet", "--", path],
             f"submodule {path}", cwd=tree)
    except CtbError as e:
        return record, str(e)
    return {**record, "used": record["pinned"]}, None


def _submodule(tree: Path, path: str, say: Callable[[str], None]) -> dict[str, str]:
    """Check out one submodule at its pinned commit, else the default branch
    of its repository. Returns what the manifest records."""
    record, reason = _at_pin(tree, path)
    if reason is None:
        return record
    url, pinned = record["url"], record["pinned"]
    dest = tree / path
    shutil.rmtree(dest, ignore_errors=True)
    _git(["clone", "--quiet", url, str(dest)], f"cloning {url}")
    used = _git(["rev-parse", "HEAD"], f"reading {path}'s commit", cwd=dest)
    say(f"  {path}: pinned commit {pinned[:10]} not available; using {used[:10]}, the "
        f"default branch of {url}")
    note = f"ESP-IDF's {path} is {url} at {used[:10]} (the pinned {pinned[:10]} could not " \
           f"be fetched)"
    applied = _stand_ins(dest, Path(path).name, used)
    if applied:
        say(f"  {path}: applied {', '.join(applied)}")
        note += f", with ctbench's {', '.join(applied)}"
    return {"url": url, "pinned": pinned, "used": used, "because": reason, "note": note}


def _stand_ins(tree: Path, name: str, commit: str) -> list[str]:
    """Our patches for a submodule taken at another commit than ESP-IDF
    pins (patches/<name>-<commit[:7]>/): what that commit lacks and this
    ESP-IDF calls. tlsf ba64d19 lacks tlsf_find_containing_block, which
    v5.5.5's heap (components/heap/multi_heap.c) calls."""
    folder = project_root() / "patches" / f"{name}-{commit[:7]}"
    patches = sorted(folder.glob("*.patch")) if folder.is_dir() else []
    for patch in patches:
        _patch(patch, tree, name)
    return [f"patches/{folder.name}/{p.name}" for p in patches]


def _mbedtls(tree: Path, say: Callable[[str], None]) -> dict[str, str]:
    """ESP-IDF's mbedTLS fork, else the release it is based on."""
    record, reason = _at_pin(tree, MBEDTLS_PATH)
    if reason is None:
        return record
    url, pinned = record["url"], record["pinned"]
    baseline, _ = source_cache.fetch(f"mbedtls=={MBEDTLS_RELEASE}")
    dest = tree / MBEDTLS_PATH
    shutil.rmtree(dest, ignore_errors=True)
    shutil.copytree(baseline.tree, dest, symlinks=True)
    for p in [dest, *dest.rglob("*")]:          # the cache's copy is read-only
        p.chmod(p.stat().st_mode | 0o200)
    say(f"  {MBEDTLS_PATH}: ESP-IDF's fork ({url} at {pinned[:10]}) not available; "
        f"filled from mbedTLS {MBEDTLS_RELEASE} ({baseline.origin})")
    # What the fork's build does differently and ESP-IDF relies on: our
    # patches/mbedtls-<release>-in-esp-idf/ (C standard: gnu17, not C99).
    folder = project_root() / "patches" / f"mbedtls-{MBEDTLS_RELEASE}-in-esp-idf"
    patches = sorted(folder.glob("*.patch"))
    for patch in patches:
        _patch(patch, dest, "mbedTLS")
    ours = f", with ctbench's {', '.join(f'patches/{folder.name}/{p.name}' for p in patches)}" \
        if patches else ""
    return {"url": url, "pinned": pinned, "used": f"mbedtls {MBEDTLS_RELEASE}",
            "origin": baseline.origin, "because": reason,
            "note": f"ESP-IDF's mbedTLS fork could not be had: its mbedtls component "
                    f"builds the mbedTLS {MBEDTLS_RELEASE} release ({baseline.origin}){ours}"}


def reachable() -> str | None:
    """None when ESP-IDF can be had (fetched already, or its git URL
    answers); otherwise the one line saying why not."""
    if installed() is not None:
        return None
    if shutil.which("git") is None:
        return "no ESP-IDF: git is not installed (Debian package git)"
    proc = subprocess.run(["git", "ls-remote", "--exit-code", IDF_URL, f"refs/tags/{IDF_TAG}"],
                          capture_output=True, text=True, check=False, timeout=120)
    if proc.returncode != 0:
        return (f"no ESP-IDF: none exported (IDF_PATH), and {IDF_URL} cannot be read "
                f"({first_error(proc.stderr) if proc.stderr.strip() else f'no tag {IDF_TAG}'})")
    return None


def _python(tree: Path, venv: Path, say: Callable[[str], None]) -> None:
    """ESP-IDF's own venv with its core requirements (idf.py, kconfig,
    esptool, esp-idf-size, the component manager)."""
    say("  Python environment (tools/requirements/requirements.core.txt)")
    reqs = tree / "tools" / "requirements" / "requirements.core.txt"
    for cmd, what in (([sys.executable, "-m", "venv", str(venv)], "creating ESP-IDF's venv"),
                      ([str(venv / "bin" / "pip"), "install", "--quiet",
                        "--disable-pip-version-check", "-r", str(reqs)],
                       "installing ESP-IDF's Python requirements")):
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False, timeout=3600)
        if proc.returncode != 0:
            raise CtbError(f"{what} failed: {first_error(proc.stderr or proc.stdout)}")


def fetch(say: Callable[[str], None] = lambda _: None) -> tuple[Path, bool]:
    """The clone's root and whether it was already there."""
    done = installed()
    if done is not None:
        return done, True
    if shutil.which("git") is None:
        raise CtbError("no ESP-IDF: git is not installed (Debian package git)")
    root = home()
    shutil.rmtree(root, ignore_errors=True)     # an unfinished fetch: start afresh
    root.mkdir(parents=True)
    tree = root / "esp-idf"
    say(f"ESP-IDF {IDF_TAG}: cloning {IDF_URL} (without examples/ and docs/)")
    try:
        _git(["clone", "--quiet", "--no-checkout", "--depth", "1", "--branch", IDF_TAG,
              IDF_URL, str(tree)], f"cloning ESP-IDF {IDF_TAG} from {IDF_URL}")
    except CtbError as e:
        shutil.rmtree(root, ignore_errors=True)
        raise CtbError(f"no ESP-IDF: {e} (export an ESP-IDF v5.5+, or make {IDF_URL} "
                       f"reachable; docs/boards.md)") from None
    _git(["sparse-checkout", "set", "--no-cone", *SPARSE], "sparse checkout", cwd=tree)
    _git(["checkout", "--quiet", IDF_TAG], f"checking out {IDF_TAG}", cwd=tree)
    commit = _git(["rev-parse", "HEAD"], "reading ESP-IDF's commit", cwd=tree)
    subs = {path: _submodule(tree, path, say) for path in SUBMODULES}
    subs[MBEDTLS_PATH] = _mbedtls(tree, say)
    _python(tree, root / "python", say)
    record = {"recipe": RECIPE, "tag": IDF_TAG, "url": IDF_URL, "commit": commit,
              "sparse": list(SPARSE), "submodules": subs,
              "substitutes": [s["note"] for s in subs.values() if "note" in s]}
    # Written last: a fetch stopped before this line leaves no manifest,
    # and installed() does not take the directory for a finished clone.
    (root / f"{MANIFEST}.tmp").write_text(json.dumps(record, indent=1))
    (root / f"{MANIFEST}.tmp").rename(root / MANIFEST)
    return root, False
