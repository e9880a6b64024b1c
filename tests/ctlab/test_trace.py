"""The trace checker: QEMU's plugin header from Debian, our plugin and the
bare-metal harness on every emulated core, the claimed paths passing, the
negative control failing on every core with the instruction named, and a
trace that cannot be trusted read as ERROR, never as PASS."""

from __future__ import annotations

import json
import re
import shutil
from collections.abc import Iterator
from pathlib import Path

import pytest

from ctbench.ctlab import catalogue
from ctbench.ctlab import checks as ctcheck
from ctbench.ctlab import trace as ct_trace
from ctbench.errors import CtbError
from ctbench.targets import qemu_plugin
from ctbench.targets.qemu import QemuTarget, cached_emulated_targets, emulated_targets


@pytest.fixture(autouse=True, scope="module")
def _ctb_ct_and_mpi_only() -> Iterator[None]:
    """ctb_ct's and ctb_mpi's functions only: ctb_ec's API cases (minutes
    per checker) are tests/ctlab/test_ct_ec.py's, one short case each."""
    with catalogue.only("ct_*", "mpi_*"):
        yield


ROOT = Path(__file__).resolve().parents[2]
# the lab's ESP32 and ESP32-S3 too: checked where `ctbench toolchain build` made them
TARGETS = {t.name: t for t in [*emulated_targets(), *cached_emulated_targets()]}
PATHS = {"qemu-xtensa": "asm-xtensa", "qemu-riscv32": "asm-riscv", "qemu-cortex-m4": "asm-arm",
         "qemu-esp32": "asm-xtensa-minu", "qemu-esp32s3": "asm-xtensa-saltu"}
# "0x50000052 <call_ct_lt+0xa>: bltu a5, a4, 50000058 <call_ct_lt+0x10>"
NAMED_INSN = re.compile(r"0x[0-9a-f]+ <\w+\+0x[0-9a-f]+>: \S+")


def usable(name: str) -> QemuTarget:
    gone = ct_trace.missing_tools(TARGETS[name])
    if gone:
        pytest.skip(f"{name}: missing {', '.join(gone)}")
    return TARGETS[name]


def available() -> list[str]:
    names = [n for n, t in TARGETS.items() if not ct_trace.missing_tools(t)]
    if not names:
        pytest.skip("no emulated target installed (cross compilers and QEMU)")
    return names


@pytest.fixture(scope="module")
def plugin() -> Path:
    """Our plugin, built against the header of the installed QEMU (fetched
    from Debian into the user's cache once), or a skip saying why not."""
    try:
        return qemu_plugin.build_plugin(ct_trace.plugin_source(), qemu_plugin.plugin_header())
    except CtbError as e:
        pytest.skip(f"QEMU plugin not available here: {e}")


@pytest.fixture(scope="module")
def results(plugin: Path, tmp_path_factory: pytest.TempPathFactory) -> dict[str, list[dict]]:
    """The checker's rows for the claimed paths and the negative control,
    through ct-check's entry point."""
    work = tmp_path_factory.mktemp("trace")
    return {v: ctcheck.CHECKERS["trace"].run(v, work, 0, None)[0]
            for v in ("ct_asm", "ct_generic", "ct_plain")}


def test_header_comes_from_debian_for_the_installed_qemu(plugin: Path) -> None:
    source, version = qemu_plugin.installed_qemu()
    header = qemu_plugin.cached_header(source, version)
    assert header is not None
    manifest = json.loads((header.path.parent / "manifest.json").read_text())
    assert header.origin == manifest["origin"]
    assert header.origin.startswith(f"debian {qemu_plugin.source_cache.machine_suite()} {source} ")
    # the same upstream release as the QEMU that loads the plugin
    assert (qemu_plugin.source_cache.upstream_version(header.origin.split()[-1])
            == qemu_plugin.source_cache.upstream_version(version))
    assert f"#define QEMU_PLUGIN_VERSION {header.api_version}" in header.path.read_text()


def test_source_version_for_the_installed_qemu() -> None:
    assert qemu_plugin.source_cache.upstream_version("1:7.2+dfsg-7+deb12u18") == "7.2+dfsg"
    assert qemu_plugin.source_cache.upstream_version("3.6.6-0.1~deb13u1") == "3.6.6"
    suite = ["1:7.2+dfsg-7+deb12u16", "1:7.2+dfsg-7+deb12u18", "1:8.0+dfsg-1"]
    assert qemu_plugin.source_version("1:7.2+dfsg-7+deb12u18", suite) == "1:7.2+dfsg-7+deb12u18"
    # the same upstream tarball, hence the same header
    assert qemu_plugin.source_version("1:7.2+dfsg-7+deb12u19", suite) == "1:7.2+dfsg-7+deb12u18"
    assert qemu_plugin.source_version("1:9.0+dfsg-1", suite) is None


def test_header_fetch_into_an_empty_cache(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """The path a fresh machine takes (network: Debian's mirror, as the
    machine's apt configuration names it)."""
    if shutil.which("apt-get") is None or shutil.which("dpkg-query") is None:
        pytest.skip("apt-get or dpkg-query not found")
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path))
    try:
        header = qemu_plugin.plugin_header()
    except CtbError as e:
        if "not in" in str(e) or "update" in str(e) or "no installed QEMU" in str(e):
            pytest.skip(f"Debian's qemu source not reachable here: {e}")
        raise
    assert header.path.is_relative_to(tmp_path) and header.api_version >= 1
    manifest = json.loads((header.path.parent / "manifest.json").read_text())
    assert manifest["header"] == "include/qemu/qemu-plugin.h"
    assert manifest["archive_sha256"] and manifest["header_sha256"]
    # only the header is kept, not the 20 MB tarball
    assert not list(tmp_path.rglob("*.orig.tar.*"))


def test_header_edited_in_cache_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                           plugin: Path) -> None:
    source, version = qemu_plugin.installed_qemu()
    real = qemu_plugin.header_dir(source, version)
    monkeypatch.setenv("CTBENCH_CACHE", str(tmp_path))
    copy = qemu_plugin.header_dir(source, version)
    shutil.copytree(real, copy)
    assert qemu_plugin.cached_header(source, version) is not None
    (copy / "qemu-plugin.h").write_text("/* edited */\n")
    with pytest.raises(CtbError, match="no longer matches its manifest"):
        qemu_plugin.plugin_header()


def test_plugin_is_built_once(plugin: Path) -> None:
    again = qemu_plugin.build_plugin(ct_trace.plugin_source(), qemu_plugin.plugin_header())
    assert again == plugin and again.stat().st_mtime == plugin.stat().st_mtime


@pytest.mark.parametrize("name", list(TARGETS))
def test_harness_builds_and_runs(name: str, plugin: Path, tmp_path: Path) -> None:
    target = usable(name)
    elf = ct_trace.build_harness(name, "ct_asm", "Os", tmp_path / "h.elf")
    run = ct_trace.run_harness(target, plugin, elf, tmp_path / "h.trace")
    assert run.path == PATHS[name]
    functions = [f.name for f in catalogue.audited_functions()]
    assert list(dict.fromkeys(fn for fn, _ in run.announced)) == functions
    assert len(run.windows) == len(run.announced)
    for fn in functions:
        classes = [c for f, c in run.announced if f == fn]
        assert len(classes) >= 5 and sum(c.startswith("random") for c in classes) >= 2
    assert all(any(e.startswith("I ") for e in w) for w in run.windows)
    # QEMU that cannot load the plugin fails, and says so
    with pytest.raises(CtbError, match="QEMU exited"):
        ct_trace.run_harness(target, tmp_path / "no-such-plugin.so", elf, tmp_path / "h.trace")


@pytest.mark.parametrize("variant", ["ct_asm", "ct_generic"])
def test_claimed_paths_pass_on_every_core(variant: str, results: dict[str, list[dict]]) -> None:
    rows = results[variant]
    names = available()
    functions = {f.name for f in catalogue.audited_functions()}
    for name in names:
        for opt in ct_trace.OPTS:
            mine = [r for r in rows if r["target"] == f"{name} -{opt}"]
            assert {r["function"] for r in mine} == functions
            bad = [r for r in mine if r["verdict"] != "PASS"]
            assert bad == [], bad
            assert all(r["insns"] > 0 and r["seconds"] >= 0 for r in mine)


def test_negative_control_fails_on_every_core(results: dict[str, list[dict]]) -> None:
    rows = results["ct_plain"]
    assert [r for r in rows if r["verdict"] == "ERROR" and r["target"].split()[0]
            in available()] == []
    for name in available():
        for opt in ct_trace.OPTS:
            failed = {r["function"]: r["detail"] for r in rows
                      if r["target"] == f"{name} -{opt}" and r["verdict"] == "FAIL"}
            assert {"ct_copy", "ct_lookup"} <= set(failed), (name, opt, failed)
            if name in ("qemu-xtensa", "qemu-esp32"):   # no SALTU: the plain carries branch
                assert {"ct_add", "ct_sub", "ct_mla"} & set(failed), failed
            for detail in failed.values():
                assert NAMED_INSN.search(detail), detail
            assert "data access diverges" in failed["ct_lookup"]
            assert "instruction stream diverges" in failed["ct_copy"]
    assert ctcheck.broken_claims(rows) == []


def test_checked_sources_come_from_the_tree(plugin: Path, tmp_path: Path) -> None:
    """A scratch copy whose copy leaks: the same variant now fails there,
    and only there."""
    names = available()
    tree = tmp_path / "components"
    for comp in ("ctb_ct", "ctb_mpi"):   # the checked components only, as the mutant suite
        shutil.copytree(ROOT / "components" / comp, tree / comp)
    source = tree / "ctb_ct" / "src" / "ct_copy.c"
    source.write_text(source.read_text().replace("#ifdef CTB_CT_PLAIN", "#if 1"))
    rows, _ = ct_trace.check_trace("ct_asm", tmp_path / "work", 0, tree)
    failed = {(r["target"], r["function"]) for r in rows if r["verdict"] == "FAIL"}
    assert failed == {(f"{n} -{o}", "ct_copy") for n in names for o in ct_trace.OPTS}


# --- a trace that cannot be trusted -----------------------------------------

GOOD = "B 0\nI 10\nL 20 4\nE 0\nB 1\nI 10\nS 24 2\nE 1\nX 2\n"


def test_trace_parses() -> None:
    assert ct_trace.parse_trace(GOOD) == [["I 10", "L 20 4"], ["I 10", "S 24 2"]]


@pytest.mark.parametrize("text, why", [
    (GOOD[:GOOD.index("X")], "truncated"),          # QEMU did not exit
    (GOOD[:GOOD.index("E 1")], "truncated"),        # cut inside a window
    (GOOD[:9], "unreadable|truncated"),             # cut inside a line
    (GOOD.replace("L 20 4", "L 20"), "unreadable"),
    (GOOD.replace("I 10\nS", "Q 10\nS"), "unreadable"),
    (GOOD.replace("E 0\nB 1", "B 1"), "unreadable"),   # a window never closed
    (GOOD.replace("X 2", "X 3"), "unreadable"),
    ("I 10\n" + GOOD, "unreadable"),                 # an event outside a window
    (GOOD + "I 10\n", "unreadable"),                 # anything after X
    ("", "truncated"),
])
def test_corrupt_trace_is_refused(text: str, why: str) -> None:
    with pytest.raises(CtbError, match=why):
        ct_trace.parse_trace(text)


def test_untrustworthy_trace_file_gives_error_rows(
        plugin: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Through the whole checker: every target's trace file cut in half,
    corrupted, short of a window or empty of them gives ERROR rows and not
    one PASS."""
    names = available()
    real, build = ct_trace.parse_trace, ct_trace.build_harness
    built: dict[tuple[str, str], Path] = {}

    def build_once(target: str, variant: str, opt: str, out: Path,
                   tree: Path | None = None) -> Path:
        if (target, opt) not in built:
            built[target, opt] = build(target, variant, opt, out.with_suffix(".keep"), tree)
        shutil.copy(built[target, opt], out)
        return out

    monkeypatch.setattr(ct_trace, "build_harness", build_once)
    damages = {
        "truncated": lambda t: real(t[:len(t) // 2]),
        "corrupt": lambda t: real(t.replace("\nI ", "\nI x", 1)),
        "a window short": lambda t: real(t)[:-1],
        "no window": lambda t: [],
    }
    for why, damage in damages.items():
        monkeypatch.setattr(ct_trace, "parse_trace", damage)
        rows, _ = ct_trace.check_trace("ct_asm", tmp_path, 0)
        assert {r["verdict"] for r in rows} == {"ERROR"}, (why, rows)
        assert {r["target"] for r in rows} >= {f"{n} -{o}" for n in names
                                                for o in ct_trace.OPTS}


def test_harness_that_stops_early_is_noticed() -> None:
    announced, _, done = ct_trace.parse_announcements(
        "ctb-trace path asm-arm\nctb-trace window 0 ct_lt zero\n")
    assert announced == [("ct_lt", "zero")] and done is None
    with pytest.raises(CtbError, match="out of order"):
        ct_trace.parse_announcements("ctb-trace window 1 ct_lt zero\n")


def test_missing_target_is_one_error_row(plugin: Path, tmp_path: Path,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    gone = QemuTarget("qemu-xtensa", "no such core", ("no-such-gcc", "gcc-none"),
                      ("/no/such.specs", "libnone"), ("no-such-qemu", "qemu-none"),
                      ["-M", "sim"], icount_shift=6, isa="xtensa")
    monkeypatch.setattr(ct_trace, "emulated_targets", lambda: [gone])
    monkeypatch.setattr(ct_trace, "lab_targets", lambda: [])
    rows, _ = ct_trace.check_trace("ct_asm", tmp_path, 0)
    assert len(rows) == 1 and rows[0]["verdict"] == "ERROR"
    assert rows[0]["target"] == "qemu-xtensa"
    assert "no-such-gcc (Debian package gcc-none)" in rows[0]["detail"]
    assert "no-such-qemu (Debian package qemu-none)" in rows[0]["detail"]


def test_lab_cores_are_traced_only_once_built(monkeypatch: pytest.MonkeyPatch) -> None:
    """Nothing in Debian provides the ESP32 cores' GCC and QEMU: not built,
    they are left out, and building a harness for one says how to build."""
    from ctbench.targets import xtensa_gcc as toolchain

    monkeypatch.setattr(toolchain, "installed", lambda core: None)
    assert ct_trace.lab_targets() == []
    with pytest.raises(CtbError, match="run ctbench toolchain build esp32s3"):
        ct_trace.bare_toolchain("qemu-esp32s3")


def test_header_not_obtainable_is_an_error_per_build(tmp_path: Path,
                                                     monkeypatch: pytest.MonkeyPatch) -> None:
    names = available()

    def offline() -> qemu_plugin.PluginHeader:
        raise CtbError("debian: apt-get update for bookworm failed: offline")

    monkeypatch.setattr(qemu_plugin, "plugin_header", offline)
    rows, _ = ct_trace.check_trace("ct_asm", tmp_path, 0)
    assert {(r["target"], r["verdict"]) for r in rows} >= {
        (f"{n} -{o}", "ERROR") for n in names for o in ct_trace.OPTS}
    assert all(r["verdict"] == "ERROR" and "offline" in r["detail"] for r in rows
               if r["target"].split()[0] in names)
