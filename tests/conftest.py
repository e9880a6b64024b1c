"""Shared fixtures: native builds made once per session, through the same
code path `ctbench run` uses."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest

from ctbench.build import Build, cmake_build
from ctbench.variants import resolve_variant

ROOT = Path(__file__).resolve().parents[1]


def native_missing() -> str | None:
    for tool, package in (("cc", "gcc"), ("cmake", "cmake")):
        if shutil.which(tool) is None:
            return f"{tool} not found (Debian package {package}); native target untestable"
    return None


@pytest.fixture(scope="session")
def native_os() -> Build:
    reason = native_missing()
    if reason:
        pytest.skip(reason)
    return cmake_build("native", resolve_variant("Os"))


@pytest.fixture(scope="session")
def native_o2() -> Build:
    reason = native_missing()
    if reason:
        pytest.skip(reason)
    return cmake_build("native", resolve_variant("O2"))
