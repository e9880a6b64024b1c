"""The audit's compiled objects, kept for the life of the process.

The mutant suite audits a dozen copies of the components that differ in one
file each; recompiling every source of every copy for four ISAs at two
levels was most of its time. An object is reused only when nothing its
compile read has changed, judged the way ccache's direct mode judges it:

- the command line, with the components' directory written as <root> so a
  scratch copy matches the project's own, and the compiler's and objdump's
  identity (path, size, mtime, inode);
- the content of every file the compiler's dependency output (-MD) named:
  the source and each header it included, the system ones too;
- the list of files in the components' directories, so a header added
  where it would shadow another (earlier on the -I path) is a miss.

Only successful compiles are kept: a compile error is never served from
here. The cache is in memory and per process; nothing reads it from disk.
"""

from __future__ import annotations

import hashlib
import os
import re
import shutil
import threading
from dataclasses import dataclass
from pathlib import Path

ROOT = "<root>"


@dataclass(frozen=True)
class Entry:
    deps: tuple[tuple[str, str], ...]   # (path, sha256): <root>/... or absolute
    obj: bytes
    listing: str   # objdump's text


_ENTRIES: dict[tuple[str, ...], list[Entry]] = {}
_LOCK = threading.Lock()
stats = {"hits": 0, "misses": 0}


def _portable(text: str, root: Path) -> str:
    """A path or an option (-I<root>/ctb_ct/include) with root written as <root>."""
    return text.replace(str(root) + os.sep, ROOT + os.sep)


def _resolved(path: str, root: Path) -> Path:
    return root / path[len(ROOT) + 1:] if path.startswith(ROOT + os.sep) else Path(path)


def _tool(name: str) -> str:
    found = shutil.which(name)
    if found is None:
        return f"{name}:missing"
    st = os.stat(found)
    return f"{found}:{st.st_size}:{st.st_mtime_ns}:{st.st_ino}"


_SYSTEM: dict[tuple[str, int, int, int, int], str] = {}


def _digest(path: Path, root: Path) -> str:
    """The file's sha256. The compiler's own headers, outside root, are read
    once per (size, mtime, ctime, inode): each compile includes a dozen."""
    try:
        if path.is_relative_to(root):
            return hashlib.sha256(path.read_bytes()).hexdigest()
        st = path.stat()
        sig = (str(path), st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
        with _LOCK:
            known = _SYSTEM.get(sig)
        if known is None:
            known = hashlib.sha256(path.read_bytes()).hexdigest()
            with _LOCK:
                _SYSTEM[sig] = known
        return known
    except OSError:
        return "missing"


def tree_digest(root: Path) -> str:
    """The names of the files in the components' own directories (a file at
    the top of root, a scratch copy's record of its patches, is on no
    include path). Read once per audit and passed to key()."""
    names = sorted(os.path.relpath(os.path.join(d, f), root)
                   for top in sorted(os.listdir(root)) if os.path.isdir(root / top)
                   for d, _, files in os.walk(root / top) for f in files)
    return hashlib.sha256("\n".join(names).encode()).hexdigest()


def key(cmd: list[str], objdump: str, root: Path, tree: str) -> tuple[str, ...]:
    """The lookup key of a compile: `cmd` without its output and dependency
    file options (they name this copy's scratch paths); `tree`: tree_digest(root)."""
    return (_tool(cmd[0]), _tool(objdump), tree, *(_portable(a, root) for a in cmd))


def depfile_paths(text: str) -> list[str]:
    """The prerequisites of a make rule as gcc -MD writes it: continued lines
    joined, the target before the first ': ' dropped, '\\ ' an escaped space."""
    body = text.replace("\\\n", " ")
    _, sep, deps = body.partition(": ")
    if not sep:
        return []
    words = re.split(r"(?<!\\)\s+", deps.strip())
    return [w.replace("\\ ", " ") for w in words if w]


def find(k: tuple[str, ...], root: Path, obj: Path) -> str | None:
    """The listing of a compile whose inputs are unchanged, its object
    written to `obj` as the compiler would have; None on a miss."""
    with _LOCK:
        candidates = list(_ENTRIES.get(k, ()))
    for entry in candidates:
        if all(_digest(_resolved(p, root), root) == h for p, h in entry.deps):
            obj.write_bytes(entry.obj)
            with _LOCK:
                stats["hits"] += 1
            return entry.listing
    with _LOCK:
        stats["misses"] += 1
    return None


def keep(k: tuple[str, ...], root: Path, depfile: Path, obj: Path, listing: str) -> None:
    """Remember a successful compile. An empty dependency list (a compiler
    that wrote none) is not kept: the entry could never be checked."""
    paths = depfile_paths(depfile.read_text())
    if not paths:
        return
    files = [Path(p).resolve() for p in paths]   # gcc names them as found: absolute here
    deps = tuple((_portable(str(f), root), _digest(f, root)) for f in files)
    with _LOCK:
        _ENTRIES.setdefault(k, []).append(Entry(deps, obj.read_bytes(), listing))


def clear() -> None:
    with _LOCK:
        _ENTRIES.clear()
        _SYSTEM.clear()
        stats.update(hits=0, misses=0)
