"""ctbench baseline fetch mbedtls==4.0.0: the git route with submodules
(targets/git_baseline.py), on small repositories made here (a superproject
with two submodules, one of which has its own), and the real release from
its public URL when `git ls-remote` reaches it."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from ctbench.errors import CtbError
from ctbench.targets import git_baseline
from ctbench.targets import source_cache as baseline
from helpers import ctbench

GIT = ["git", "-c", "user.name=ctbench", "-c", "user.email=ctbench@example.org",
       "-c", "protocol.file.allow=always", "-c", "init.defaultBranch=main"]


def git(repo: Path, *args: str) -> str:
    proc = subprocess.run([*GIT, *args], cwd=repo, capture_output=True, text=True,
                          check=True)
    return proc.stdout.strip()


def make_repo(path: Path, files: dict[str, str],
              submodules: tuple[tuple[str, str, str], ...] = ()) -> str:
    """A repository at `path` with `files` and gitlinks (path, url, commit);
    its commit id."""
    path.mkdir(parents=True)
    git(path, "init", "-q")
    for rel, text in files.items():
        (path / rel).parent.mkdir(parents=True, exist_ok=True)
        (path / rel).write_text(text)
    git(path, "add", "-A")
    if submodules:
        (path / ".gitmodules").write_text("".join(
            f'[submodule "{sub}"]\n\tpath = {sub}\n\turl = {url}\n'
            for sub, url, _ in submodules))
        git(path, "add", ".gitmodules")
        for sub, _, commit in submodules:
            git(path, "update-index", "--add", "--cacheinfo", f"160000,{commit},{sub}")
    git(path, "commit", "-q", "-m", "release")
    return git(path, "rev-parse", "HEAD")


def extra_commit(repo: Path, work: Path) -> str:
    """A commit made in a clone of `repo` and never pushed: `repo` lacks it."""
    git(repo.parent, "clone", "-q", str(repo), str(work))
    (work / "later.c").write_text("/* later */\n")
    git(work, "add", "later.c")
    git(work, "commit", "-q", "-m", "later")
    return git(work, "rev-parse", "HEAD")


@pytest.fixture
def cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path / "cache"))
    return tmp_path / "cache" / "ctbench"


def upstream(root: Path, monkeypatch: pytest.MonkeyPatch, unpushed: bool = False) -> Path:
    """mbedtls (superproject) with framework (an absolute URL) and
    tf-psa-crypto (a relative URL, ../crypto), itself with framework (a
    relative URL, ../framework); RELEASES' 4.0.0 records their commits.
    With `unpushed`, the superproject pins (and RELEASES records) a
    tf-psa-crypto commit that the crypto repository lacks."""
    tests = {"tests/suites/test_suite_x.data": "x\n", "programs/p.c": "/* p */\n"}
    framework = make_repo(root / "framework", {"CMakeLists.txt": "# blank\n",
                                               "scripts/gen.py": "pass\n",
                                               "data_files/cert.pem": "x\n", **tests})
    crypto = make_repo(root / "crypto", {"core/psa_crypto.c": "/* core */\n",
                                         "drivers/builtin/src/bignum_core.c": "/* c */\n",
                                         **tests},
                       (("framework", "../framework", framework),))
    if unpushed:
        crypto = extra_commit(root / "crypto", root / "elsewhere")
    superproject = make_repo(
        root / "mbedtls",
        {"include/mbedtls/build_info.h": '#define MBEDTLS_VERSION_STRING "4.0.0"\n',
         "library/ssl_tls.c": "/* tls */\n", **tests},
        (("framework", str(root / "framework"), framework),
         ("tf-psa-crypto", "../crypto", crypto)))
    rel = git_baseline.GitRelease(str(root / "mbedtls"), "v4.0.0", superproject, (
        ("tf-psa-crypto", crypto), ("framework", framework),
        ("tf-psa-crypto/framework", framework)))
    monkeypatch.setitem(git_baseline.RELEASES["mbedtls"], "4.0.0", rel)
    return root / "mbedtls"


def test_fetch_with_submodules_then_cache_hit(tmp_path: Path, cache: Path,
                                              monkeypatch: pytest.MonkeyPatch) -> None:
    repo = upstream(tmp_path / "up", monkeypatch)
    got, hit = baseline.fetch("mbedtls==4.0.0", f"git={repo}")
    assert not hit and got.tree == cache / "mbedtls-4.0.0" / "src"
    rel = git_baseline.RELEASES["mbedtls"]["4.0.0"]
    assert dict(got.commits) == {".": rel.commit, **dict(rel.submodules)}
    assert got.origin == f"git {repo} v4.0.0 {rel.commit[:12]}"
    crypto = git_baseline.crypto_root(got.tree)
    for rel_path in ("include/mbedtls/build_info.h", "library/ssl_tls.c",
                     "framework/scripts/gen.py"):
        assert (got.tree / rel_path).is_file()
    assert (crypto / "drivers/builtin/src/bignum_core.c").is_file()
    assert (crypto / "framework/CMakeLists.txt").is_file()
    # the test suites, programs and test data are left out, and no .git
    for gone in ("tests", "programs", "data_files", ".git"):
        assert not list(got.tree.rglob(gone)), gone
    mode = (crypto / "core/psa_crypto.c").stat().st_mode
    assert not mode & 0o222
    record = json.loads((cache / "mbedtls-4.0.0" / "manifest.json").read_text())
    assert record["commits"]["tf-psa-crypto"] == dict(rel.submodules)["tf-psa-crypto"]
    assert record["tree_sha256"] == baseline.tree_hash(got.tree)
    again, hit = baseline.fetch("mbedtls==4.0.0")
    assert hit and again == got


def test_missing_submodule_commit(tmp_path: Path, cache: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    root = tmp_path / "up"
    repo = upstream(root, monkeypatch, unpushed=True)
    lost = dict(git_baseline.RELEASES["mbedtls"]["4.0.0"].submodules)["tf-psa-crypto"]
    with pytest.raises(CtbError) as e:
        baseline.fetch("mbedtls==4.0.0", f"git={repo}")
    assert str(e.value) == (f"mbedtls 4.0.0: {root / 'crypto'} has no commit {lost} "
                            f"(submodule tf-psa-crypto's recorded commit)")
    assert not (cache / "mbedtls-4.0.0" / "manifest.json").exists()


def test_pinned_commit_other_than_recorded(tmp_path: Path, cache: Path,
                                           monkeypatch: pytest.MonkeyPatch) -> None:
    repo = upstream(tmp_path / "up", monkeypatch)
    rel = git_baseline.RELEASES["mbedtls"]["4.0.0"]
    wrong = (("tf-psa-crypto", "0" * 40), *rel.submodules[1:])
    monkeypatch.setitem(git_baseline.RELEASES["mbedtls"], "4.0.0",
                        git_baseline.GitRelease(rel.url, rel.tag, rel.commit, wrong))
    pinned = dict(rel.submodules)["tf-psa-crypto"]
    with pytest.raises(CtbError, match=f"^mbedtls 4.0.0: the superproject pins tf-psa-crypto "
                                       f"at {pinned}, not its recorded commit 0{{40}}$"):
        baseline.fetch("mbedtls==4.0.0", f"git={repo}")


def test_damaged_cache_is_refused(tmp_path: Path, cache: Path,
                                  monkeypatch: pytest.MonkeyPatch) -> None:
    repo = upstream(tmp_path / "up", monkeypatch)
    got, _ = baseline.fetch("mbedtls==4.0.0", f"git={repo}")
    victim = git_baseline.crypto_root(got.tree) / "drivers/builtin/src/bignum_core.c"
    victim.chmod(0o644)
    victim.write_text("/* patched in place */\n")
    dest = cache / "mbedtls-4.0.0"
    proc = ctbench("baseline", "fetch", "mbedtls==4.0.0",
                   env={"CTBENCH_CACHE": str(cache.parent)})
    assert proc.returncode == 1 and proc.stdout == ""
    assert proc.stderr.strip() == (f"ctbench: cached mbedtls 4.0.0 in {dest} no longer "
                                   f"matches its manifest (modified in place?); delete {dest} "
                                   f"to fetch it again")
    (dest / "manifest.json").chmod(0o644)
    (dest / "manifest.json").write_text("{ not json")
    with pytest.raises(CtbError, match=f"delete {dest} to fetch it again"):
        baseline.fetch("mbedtls==4.0.0")


def test_cache_without_the_recorded_commits_is_refused(tmp_path: Path, cache: Path,
                                                       monkeypatch: pytest.MonkeyPatch) -> None:
    # a tree installed some other way (a manifest naming no commits, or
    # others) is not the release, whatever its hash says
    repo = upstream(tmp_path / "up", monkeypatch)
    baseline.fetch("mbedtls==4.0.0", f"git={repo}")
    dest = cache / "mbedtls-4.0.0"
    manifest = dest / "manifest.json"
    record = json.loads(manifest.read_text())
    record["commits"].pop("tf-psa-crypto")
    manifest.chmod(0o644)
    manifest.write_text(json.dumps(record))
    with pytest.raises(CtbError, match=f"^cached mbedtls 4.0.0 in {dest} was not checked out "
                                       f"at the recorded commits \\(its manifest names 3 of "
                                       f"them\\); delete {dest} to fetch it again$"):
        baseline.fetch("mbedtls==4.0.0")


def test_unknown_version(cache: Path) -> None:
    env = {"CTBENCH_CACHE": str(cache.parent)}
    proc = ctbench("baseline", "fetch", "mbedtls==4.1.0", "--from", "git", env=env)
    assert proc.returncode == 1
    assert proc.stderr.strip() == (
        "ctbench: unsupported baseline 'mbedtls==4.1.0' (supported: mbedtls==3.6.x, "
        "mbedtls==4.0.0, bearssl==0.6); mbedtls 4.1.0: its TF-PSA-Crypto commit 29160dd877d2 "
        "is not recorded here")
    proc = ctbench("baseline", "fetch", "mbedtls==4.0.1", env=env)
    assert proc.returncode == 1
    assert proc.stderr.strip() == ("ctbench: unsupported baseline 'mbedtls==4.0.1' "
                                   "(supported: mbedtls==3.6.x, mbedtls==4.0.0, bearssl==0.6)")


def test_only_git_for_4x(tmp_path: Path, cache: Path) -> None:
    for source in ("idf", "debian", str(tmp_path)):
        proc = ctbench("baseline", "fetch", "mbedtls==4.0.0", "--from", source,
                       env={"CTBENCH_CACHE": str(cache.parent), "IDF_PATH": str(tmp_path)})
        assert proc.returncode == 1
        assert proc.stderr.strip() == (f"ctbench: --from {source}: not a source of mbedtls "
                                       f"4.0.0 (it comes from git or git=URL_OR_PATH, with "
                                       f"its submodules at the recorded commits)")


def test_unreachable_url(tmp_path: Path, cache: Path) -> None:
    nowhere = tmp_path / "no-such-repository"
    proc = ctbench("baseline", "fetch", "mbedtls==4.0.0", "--from", f"git={nowhere}",
                   env={"CTBENCH_CACHE": str(cache.parent)})
    assert proc.returncode == 1
    line = proc.stderr.strip()
    assert "\n" not in line
    assert line.startswith(f"ctbench: mbedtls 4.0.0: cannot clone the superproject from "
                           f"{nowhere}: ")
    assert not (cache / "mbedtls-4.0.0" / "manifest.json").exists()


def test_relative_submodule_urls() -> None:
    resolve = git_baseline.resolve_url
    assert resolve("https://github.com/Mbed-TLS/mbedtls.git", "../TF-PSA-Crypto.git") == \
        "https://github.com/Mbed-TLS/TF-PSA-Crypto.git"
    assert resolve("https://example.org/a/b/", "./c") == "https://example.org/a/b/c"
    assert resolve("/srv/git/mbedtls", "../framework") == "/srv/git/framework"
    assert resolve("git@example.org:grp/mbedtls.git", "../fw.git") == "git@example.org:grp/fw.git"
    assert resolve("/srv/git/mbedtls", "https://example.org/x.git") == \
        "https://example.org/x.git"


def test_real_release_from_its_public_url(cache: Path) -> None:
    """mbedTLS 4.0.0 from https://github.com/Mbed-TLS/mbedtls.git (network,
    or git's url.<path>.insteadOf pointing at local repositories)."""
    rel = git_baseline.RELEASES["mbedtls"]["4.0.0"]
    try:
        probe = subprocess.run(["git", "ls-remote", "--exit-code", rel.url,
                                f"refs/tags/{rel.tag}"], capture_output=True, text=True,
                               timeout=120, check=False,
                               env={**os.environ, "GIT_TERMINAL_PROMPT": "0"})
    except (OSError, subprocess.TimeoutExpired) as e:
        pytest.skip(f"{rel.url} not reachable here: {e}")
    if probe.returncode != 0:
        pytest.skip(f"{rel.url} not reachable here (git ls-remote exit {probe.returncode})")
    got, hit = baseline.fetch("mbedtls==4.0.0", "git")
    assert not hit and baseline.tree_version(got.tree) == "4.0.0"
    assert dict(got.commits) == {".": rel.commit, **dict(rel.submodules)}
    crypto = git_baseline.crypto_root(got.tree)
    for rel_path in ("drivers/builtin/src/bignum_core.c", "core/tf_psa_crypto_common.h",
                     "include/tf-psa-crypto/build_info.h",
                     "framework/scripts/mbedtls_framework/build_tree.py"):
        assert (crypto / rel_path).is_file(), rel_path
    assert not (got.tree / "tests").exists() and not (crypto / "tests").exists()
