"""What every toolchain build of the lab shares (targets.xtensa_gcc,
targets.riscv_gcc, targets.gcc_build): the cache root, the Debian source
files, a work tree with its logs, resumable stages and timed steps, and the
helpers that unpack, stage and publish a tree whole or not at all."""

from __future__ import annotations

import hashlib
import json
import os
import re
import shutil
import subprocess
import time
from collections.abc import Callable, Iterator, Mapping
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.targets import source_cache

SUITE = "trixie"
GCC_PACKAGE, GCC_UPSTREAM = "gcc-14", "14.2.0"
PICOLIBC_PACKAGE, PICOLIBC_UPSTREAM = "picolibc", "1.8.10"
GFDL_PATCH = "debian/patches/gcc-gfdl-build.diff"
DEB_FILES = {"gcc-orig": "*.orig.tar.*", "gcc-debian": "*.debian.tar.*",
             "picolibc-orig": "*.orig.tar.*"}


def root() -> Path:
    return source_cache.cache_root() / "toolchains"


def run(cmd: list[str], what: str, **kw: object) -> str:
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False, **kw)  # type: ignore[call-overload]
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        raise CtbError(f"toolchain: {what} failed: {last[:200]}")
    return str(proc.stdout)


def debian_files() -> tuple[str, str, dict[str, source_cache.SourceFile]]:
    """The Debian tarballs (GCC, picolibc), from src/ when debian.json lists
    them (no network), else fetched (and listed)."""
    src = root() / "src"
    record = src / "debian.json"
    if record.is_file():
        data = json.loads(record.read_text())
        files = {k: source_cache.SourceFile(v["name"], src / v["name"], v["sha256"])
                 for k, v in data["files"].items()}
        if all(f.path.is_file() for f in files.values()):
            return data["gcc"], data["picolibc"], files

    def upstream(version: str) -> Callable[[list[str]], str | None]:
        def choose(versions: list[str]) -> str | None:
            same = [v for v in versions if source_cache.upstream_version(v) == version]
            return sorted(same)[-1] if same else None
        return choose

    src.mkdir(parents=True, exist_ok=True)
    gcc_ver, (g_orig, g_deb) = source_cache.debian_source_files(
        GCC_PACKAGE, SUITE, upstream(GCC_UPSTREAM), GCC_UPSTREAM,
        (DEB_FILES["gcc-orig"], DEB_FILES["gcc-debian"]), src)
    pico_ver, (p_orig,) = source_cache.debian_source_files(
        PICOLIBC_PACKAGE, SUITE, upstream(PICOLIBC_UPSTREAM), PICOLIBC_UPSTREAM,
        (DEB_FILES["picolibc-orig"],), src)
    files = {"gcc-orig": g_orig, "gcc-debian": g_deb, "picolibc-orig": p_orig}
    record.write_text(json.dumps({"gcc": gcc_ver, "picolibc": pico_ver, "files": {
        k: {"name": f.name, "sha256": f.sha256} for k, f in files.items()}}, indent=1))
    return gcc_ver, pico_ver, files


def deb_version(package: str, command: str) -> str:
    """The installed Debian version of `package`, whose `command` must be on PATH."""
    proc = subprocess.run(["dpkg-query", "-W", "-f=${Version}", package],
                          capture_output=True, text=True, check=False)
    if proc.returncode != 0 or not shutil.which(command):
        raise CtbError(f"toolchain: {package} is not installed (make deps-lab installs it)")
    return proc.stdout.strip()


def host_cc() -> str:
    out = run(["cc", "--version"], "cc --version")
    return out.splitlines()[0] if out else "?"


def key(record: Mapping[str, object]) -> str:
    """A short hash of a JSON-able record of inputs."""
    text = json.dumps(record, sort_keys=True)
    return hashlib.sha256(text.encode()).hexdigest()[:12]


@dataclass
class Workshop:
    """A toolchain build in progress: its work tree and logs, how long each
    step took (not a firmware build: that is targets.build.Build)."""
    work: Path
    jobs: int
    say: Callable[[str], None]
    seconds: dict[str, float] = field(default_factory=dict)

    @property
    def logs(self) -> Path:
        return self.work / "logs"

    @contextmanager
    def step(self, name: str) -> Iterator[None]:
        self.say(f"{name} ...")
        start = time.monotonic()
        yield
        self.seconds[name] = round(time.monotonic() - start, 1)
        self.say(f"{name}: {self.seconds[name]:.1f} s")

    def sh(self, name: str, cmd: list[str], cwd: Path,
           env: Mapping[str, str | None] | None = None) -> None:
        """Run a command with its output in logs/<name>.log; a failure is
        one line naming the step and the log. In `env`, None unsets."""
        self.logs.mkdir(parents=True, exist_ok=True)
        log = self.logs / f"{name}.log"
        with log.open("a") as out:
            out.write(f"$ {' '.join(cmd)}\n")
            out.flush()
            full = {**os.environ, **(env or {})}
            proc = subprocess.run(cmd, cwd=cwd, stdout=out, stderr=subprocess.STDOUT,
                                  env={k: v for k, v in full.items() if v is not None},
                                  check=False)
        if proc.returncode != 0:
            raise CtbError(f"toolchain: step {name} failed (exit {proc.returncode}); "
                           f"see {log}")

    def done(self, stamp: str) -> bool:
        """Whether a resumable stage of this work tree finished (an
        interrupted build goes on from the last finished stage)."""
        return (self.work / "stamps" / stamp).is_file()

    def mark(self, stamp: str) -> None:
        (self.work / "stamps").mkdir(parents=True, exist_ok=True)
        (self.work / "stamps" / stamp).write_text("")



def extract(archive: Path, into: Path, *members: str) -> None:
    """Unpack an archive (or only the members matching the shell patterns)
    with tar, which is several times faster than tarfile on GCC's tree."""
    into.mkdir(parents=True, exist_ok=True)
    cmd = ["tar", "-xf", str(archive), "-C", str(into), "--no-same-owner"]
    if members:
        cmd += ["--wildcards", *members]
    proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
    if proc.returncode != 0:
        last = (proc.stderr.strip().splitlines() or ["?"])[-1]
        raise CtbError(f"toolchain: {archive.name}: corrupt or unreadable archive ({last})")


def git_export(gitdir: Path, commit: str, into: Path, *paths: str) -> None:
    into.mkdir(parents=True, exist_ok=True)
    archive = subprocess.run(["git", "--git-dir", str(gitdir), "archive", commit, *paths],
                             capture_output=True, check=False)
    if archive.returncode != 0:
        raise CtbError(f"toolchain: git archive of {gitdir} {commit[:12]} "
                       f"{' '.join(paths)} failed")
    subprocess.run(["tar", "-x", "-C", str(into)], input=archive.stdout, check=True)


def rmtree(path: Path) -> None:
    shutil.rmtree(path, ignore_errors=True)


def clean_stale() -> None:
    """Remove the staged trees of builds that were interrupted (their
    process is gone): `.<name>.<pid>.tmp` under root()."""
    for tmp in root().glob(".*.tmp"):
        m = re.search(r"\.(\d+)\.tmp$", tmp.name)
        if m and not Path(f"/proc/{m.group(1)}").exists():
            rmtree(tmp)
            if tmp.exists() or tmp.is_symlink():
                tmp.unlink(missing_ok=True)


def publish(tmp: Path, final: Path) -> None:
    """Whole or not at all: the finished tree is renamed into place."""
    if final.is_symlink():      # left by an interrupted check
        final.unlink()
    elif final.exists():
        rmtree(final)
    tmp.rename(final)


def dir_size(path: Path) -> int:
    seen: set[int] = set()
    total = 0
    for p in path.rglob("*"):
        st = p.lstat()
        if p.is_file() and not p.is_symlink() and st.st_ino not in seen:
            seen.add(st.st_ino)
            total += st.st_size
    return total


def link_tree(src: Path, dest: Path) -> None:
    """A copy of src made of hard links (a shared GCC is not duplicated)."""
    def link(s: str, d: str) -> None:
        try:
            os.link(s, d)
        except OSError:
            shutil.copy2(s, d)
    shutil.copytree(src, dest, symlinks=True, copy_function=link, dirs_exist_ok=True)


def overlay(src: Path, dest: Path) -> None:
    """Copy the files under src into dest (dest's other files stay)."""
    for f in src.rglob("*"):
        out = dest / f.relative_to(src)
        if f.is_dir():
            out.mkdir(parents=True, exist_ok=True)
        else:
            out.parent.mkdir(parents=True, exist_ok=True)
            out.unlink(missing_ok=True)
            shutil.copy2(f, out)


def point_current(name: str, final: Path) -> None:
    """<name>/current -> final, replaced atomically."""
    link = root() / name / "current"
    link.parent.mkdir(parents=True, exist_ok=True)
    target = os.path.relpath(final, link.parent)
    if link.is_symlink() and os.readlink(link) == target:
        return
    tmp = link.with_name(f".current.{os.getpid()}")
    tmp.unlink(missing_ok=True)
    tmp.symlink_to(target)
    tmp.replace(link)


def installed(name: str) -> Path | None:
    """The directory <name>/current points at, when it holds a manifest."""
    link = root() / name / "current"
    return link.resolve() if (link / "manifest.json").is_file() else None
