"""Shared fixtures: builds made once per session, through the same code path
`ctbench run` uses, for native and every emulated target."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ctbench.ctlab import checks as ctcheck
from ctbench.targets.base import RunOptions, Target, missing_text
from ctbench.targets.build import Build
from ctbench.targets.qemu import cached_emulated_targets, emulated_targets
from ctbench.targets.registry import get_target
from ctbench.targets.variants import resolve_variant

ROOT = Path(__file__).resolve().parents[1]
LOCAL_TARGETS = ["native", *(t.name for t in emulated_targets()),
                 *(t.name for t in cached_emulated_targets())]

# Short batches: tests check behaviour, not figures.
TEST_OPTIONS = RunOptions(batch_ms=1, batches=2)


def usable(name: str) -> Target:
    """The target, or a skip naming what is missing and its Debian package
    (or the ctbench command that builds it)."""
    target = get_target(name)
    gone = target.missing()
    if gone:
        pytest.skip(f"{name}: {missing_text(gone)}")
    return target


BuildFn = Callable[[str, str], Build]


@pytest.fixture(scope="session")
def built() -> BuildFn:
    cache: dict[tuple[str, str], Build] = {}

    def get(target: str, variant: str) -> Build:
        if (target, variant) not in cache:
            cache[target, variant] = usable(target).build(resolve_variant(variant),
                                                          TEST_OPTIONS)
        return cache[target, variant]

    return get


@pytest.fixture(scope="session")
def native_os(built: BuildFn) -> Build:
    return built("native", "Os")


@pytest.fixture(scope="session")
def native_o2(built: BuildFn) -> Build:
    return built("native", "O2")


# the mbedTLS 3.6.6 reference variants, as ct-check knows them (4.0.0's
# need their own tree: tests/firmware/test_c_units.py)
REFERENCE_VARIANTS = list(ctcheck.REFERENCE_3_6_VARIANTS)


@pytest.fixture(scope="session")
def mbedtls_baseline() -> Path:
    """mbedTLS 3.6.6 in the user's cache (fetched once, from Debian on a
    fresh machine), or a skip saying why no source could be had."""
    from ctbench.errors import CtbError
    from ctbench.targets.source_cache import fetch

    try:
        baseline, _ = fetch("mbedtls==3.6.6")
    except CtbError as e:
        pytest.skip(f"mbedTLS 3.6.6 source not available here: {e}")
    return baseline.tree


@pytest.fixture(scope="session")
def bearssl_baseline() -> Path:
    """BearSSL 0.6 in the user's cache (fetched once, from Debian's source
    package on a fresh machine), or a skip saying why no source could be
    had."""
    from ctbench.errors import CtbError
    from ctbench.targets.source_cache import fetch

    try:
        baseline, _ = fetch("bearssl==0.6")
    except CtbError as e:
        pytest.skip(f"BearSSL 0.6 source not available here: {e}")
    return baseline.tree


@pytest.fixture(scope="session")
def dudect_harness(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The timing harness (ctcheck/ct_dudect.c) built once for ct_asm, or a
    skip naming what is missing: tests/ctlab/test_dudect.py's planted leak
    and synthetic times, test_ct_ec.py's short run."""
    gone = ctcheck.CHECKERS["dudect"].missing()
    if gone:
        pytest.skip(f"dudect: missing {', '.join(gone)}")
    return ctcheck.dudect_binary("ct_asm", tmp_path_factory.mktemp("dudect"))
