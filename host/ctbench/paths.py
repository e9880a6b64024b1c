"""Where the project's files are. The host tool runs from a checkout."""

from __future__ import annotations

import os
from pathlib import Path


def project_root() -> Path:
    """The checkout: $CTBENCH_ROOT, else the directory above host/."""
    env = os.environ.get("CTBENCH_ROOT")
    if env:
        return Path(env).resolve()
    return Path(__file__).resolve().parents[2]


def variants_dir() -> Path:
    return project_root() / "firmware" / "variants"


def build_root() -> Path:
    return project_root() / "build"


def cache_root() -> Path:
    """~/.cache/ctbench, or under $CTBENCH_CACHE or $XDG_CACHE_HOME."""
    base = os.environ.get("CTBENCH_CACHE") or os.environ.get("XDG_CACHE_HOME")
    return Path(base) / "ctbench" if base else Path.home() / ".cache" / "ctbench"
