"""A reference library release that lives in git with submodules (mbedTLS
4.x: the TLS superproject, TF-PSA-Crypto and the shared framework), checked
out at the commits recorded here and nowhere else.

    ctbench baseline fetch mbedtls==4.0.0 [--from git|git=URL_OR_PATH]

source_cache.fetch() calls checkout() into a temporary directory and caches
the result like any other baseline (tree hash, read-only, manifest).

What is checked out, and how:
- every repository (the superproject, each submodule, TF-PSA-Crypto's own
  framework submodule) is cloned without blobs (`--filter=blob:none`; a
  local repository is copied whole) and checked out sparsely, leaving out
  SPARSE_OUT: the test suites, the programs and the framework's test data.
  The benchmarks build from include/, tf-psa-crypto/{include,core,drivers}
  and the framework's build scripts; the test suites are most of the bytes,
  and some repositories lack a test data blob of the tree;
- the submodules are found in each repository's .gitmodules, their URLs
  taken from it (a relative URL resolved against its parent's URL, as git
  does), and the commit each parent pins is compared with RELEASES before
  it is checked out;
- every HEAD is compared with its recorded commit, and the .git directories
  are removed: the cached tree is a plain tree, hashed whole.

On a machine without network, git's own `url.<path>.insteadOf` points the
public URLs at local repositories; nothing here knows about it.
"""

from __future__ import annotations

import os
import posixpath
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

from ctbench.command import first_error
from ctbench.errors import CtbError

# Left out of every repository's checkout (sparse patterns, git's syntax).
SPARSE_OUT = ("/tests/", "/programs/", "/data_files/")
CRYPTO_DIR = "tf-psa-crypto"     # TF-PSA-Crypto's root inside an mbedTLS 4.x tree


@dataclass(frozen=True)
class GitRelease:
    """A release and the commits that make it: the superproject's, and each
    submodule's by its path from the superproject's root."""
    url: str                    # the public URL of the superproject
    tag: str
    commit: str
    submodules: tuple[tuple[str, str], ...]     # (path, commit)


# The one table of releases taken from git, by library and version.
RELEASES: dict[str, dict[str, GitRelease]] = {
    "mbedtls": {
        "4.0.0": GitRelease(
            url="https://github.com/Mbed-TLS/mbedtls.git",
            tag="v4.0.0", commit="ec4044008d2d069da38288bc76b0fee34ec78646",
            submodules=(
                # TF-PSA-Crypto v1.0.0
                ("tf-psa-crypto", "76920edddcad00ac41b248e12d937b845df7bedb"),
                # mbedtls-framework, pinned by both repositories
                ("framework", "457996474728cb8e968ed21953b72f74d2f536b2"),
                ("tf-psa-crypto/framework", "457996474728cb8e968ed21953b72f74d2f536b2"),
            )),
    },
}
# Releases known to exist whose commits are not recorded here, and why.
NOT_RECORDED = {
    ("mbedtls", "4.1.0"): "its TF-PSA-Crypto commit 29160dd877d2 is not recorded here",
}


def release(name: str, version: str) -> GitRelease | None:
    return RELEASES.get(name, {}).get(version)


def recorded_commits(rel: GitRelease) -> dict[str, str]:
    """What checkout() returns and a cache manifest must hold: the commits
    by path, "." for the superproject."""
    return {".": rel.commit, **dict(rel.submodules)}


def known() -> list[str]:
    """The specs RELEASES holds, e.g. ["mbedtls==4.0.0"]."""
    return [f"{name}=={v}" for name, versions in RELEASES.items() for v in versions]


def crypto_root(tree: Path) -> Path:
    """TF-PSA-Crypto's root in an mbedTLS 4.x baseline tree (Baseline.tree
    is the superproject's root)."""
    return tree / CRYPTO_DIR


def resolve_url(parent: str, url: str) -> str:
    """A submodule's URL: a relative one (./ or ../) taken against its
    parent repository's URL, as git does; any other unchanged."""
    if not url.startswith(("./", "../")):
        return url
    base = parent.rstrip("/")
    if "://" in base:
        scheme, rest = base.split("://", 1)
        host, _, path = rest.partition("/")
        return f"{scheme}://{host}{posixpath.normpath(posixpath.join('/' + path, url))}"
    head, colon, path = base.partition(":")
    if colon and "/" not in head:                       # scp-like host:path
        return f"{head}:{posixpath.normpath(posixpath.join(path, url))}"
    return posixpath.normpath(posixpath.join(base, url))


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[str]:
    # No credential prompt: a URL that asks for one is unreachable here.
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, text=True,
                          check=False, timeout=3600,
                          env={**os.environ, "GIT_TERMINAL_PROMPT": "0"})


def _ok(args: list[str], cwd: Path, what: str) -> str:
    proc = _git(args, cwd)
    if proc.returncode != 0:
        raise CtbError(f"{what} failed: {first_error(proc.stderr or proc.stdout)}")
    return proc.stdout.strip()


def _repository(url: str, commit: str, dest: Path, label: str, what: str) -> None:
    """Clone `url` into `dest` and check out `commit` sparsely (SPARSE_OUT
    left out); `label` names the repository in errors."""
    dest.mkdir(parents=True, exist_ok=True)
    proc = _git(["clone", "--quiet", "--no-checkout", "--filter=blob:none", url, str(dest)],
                dest.parent)
    if proc.returncode != 0:
        raise CtbError(f"{what}: cannot clone {label} from {url}: "
                       f"{first_error(proc.stderr or proc.stdout)}")
    if _git(["cat-file", "-e", f"{commit}^{{commit}}"], dest).returncode != 0:
        raise CtbError(f"{what}: {url} has no commit {commit} ({label}'s recorded commit)")
    _ok(["sparse-checkout", "set", "--no-cone", "/*", *(f"!{p}" for p in SPARSE_OUT)],
        dest, f"{what}: sparse checkout of {label}")
    _ok(["checkout", "--quiet", "--detach", commit], dest, f"{what}: checkout of {label}")
    head = _ok(["rev-parse", "HEAD"], dest, f"{what}: reading {label}'s HEAD")
    if head != commit:
        raise CtbError(f"{what}: {label} is at {head}, not its recorded commit {commit}")


def _submodules(repo: Path) -> list[tuple[str, str]]:
    """(path, url) of each submodule .gitmodules lists, in its order."""
    if not (repo / ".gitmodules").is_file():
        return []
    proc = _git(["config", "-f", ".gitmodules", "--get-regexp", r"^submodule\..*\.path$"],
                repo)
    found = []
    for line in proc.stdout.splitlines():
        key, path = line.split(None, 1)
        name = key[len("submodule."):-len(".path")]
        url = _ok(["config", "-f", ".gitmodules", f"submodule.{name}.url"], repo,
                  f"reading {path}'s URL from .gitmodules")
        found.append((path, url))
    return found


def _pinned(repo: Path, path: str) -> str:
    out = _ok(["ls-tree", "HEAD", "--", path], repo, f"reading the commit pinned at {path}")
    parts = out.split()
    return parts[2] if len(parts) >= 3 and parts[1] == "commit" else ""


def checkout(rel: GitRelease, url: str, dest: Path, what: str) -> dict[str, str]:
    """The release's tree in `dest` (which must not exist), without .git:
    the superproject from `url` and every submodule at its recorded commit.
    Returns the commits, by path ("." for the superproject). `what` opens
    every error line (e.g. "mbedtls 4.0.0")."""
    if shutil.which("git") is None:
        raise CtbError(f"{what}: git not found (Debian package git)")
    recorded = dict(rel.submodules)
    _repository(url, rel.commit, dest, "the superproject", what)
    commits = {".": rel.commit}
    todo = [("", url)]
    while todo:
        prefix, parent_url = todo.pop(0)
        for sub, sub_url in _submodules(dest / prefix):
            path = posixpath.join(prefix, sub)
            want = recorded.get(path)
            if want is None:
                raise CtbError(f"{what}: submodule {path} has no recorded commit here")
            pinned = _pinned(dest / prefix, sub)
            if pinned != want:
                raise CtbError(f"{what}: {prefix or 'the superproject'} pins {path} at "
                               f"{pinned or 'nothing'}, not its recorded commit {want}")
            full_url = resolve_url(parent_url, sub_url)
            shutil.rmtree(dest / path, ignore_errors=True)
            _repository(full_url, want, dest / path, f"submodule {path}", what)
            commits[path] = want
            todo.append((path, full_url))
    missing = sorted(set(recorded) - set(commits))
    if missing:
        raise CtbError(f"{what}: recorded submodule {missing[0]} is not in the tree's "
                       f".gitmodules")
    for git_dir in sorted(dest.rglob(".git"), reverse=True):
        if git_dir.is_dir():
            shutil.rmtree(git_dir)
        else:
            git_dir.unlink()
    return commits
