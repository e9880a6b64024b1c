"""The HTML report's charts (campaign/charts.py): what each chart draws, that the
same results give the same bytes, and that a real browser (Debian's
chromium, headless) shows them in a page that fits a 1280-pixel window.

The browser check is proved able to fail: the same check on pages broken
on purpose (charts emptied, charts of no size, a table too wide) must report
each problem."""

from __future__ import annotations

import html
import json
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

import pytest
from test_report import PLAN, SLOPES, fake_campaign

from ctbench.campaign.charts import limb_figure, ratio_figure, size_figure
from ctbench.campaign.plan import load_plan
from ctbench.campaign.report import context, write_reports
from ctbench.campaign.store import Store

WINDOW = 1280          # the window the page must fit, in CSS pixels
MIN_DRAWN = 10         # paths and marker uses a drawn chart has at least


@pytest.fixture(scope="module")
def campaign(tmp_path_factory: pytest.TempPathFactory) -> Store:
    """test_report's hand-made campaign: two targets (insns and ns), ABCA."""
    root = tmp_path_factory.mktemp("charts")
    (root / "plan.toml").write_text(PLAN)
    return fake_campaign(root / "r", load_plan(root / "plan.toml"))


@pytest.fixture(scope="module")
def ctx(campaign: Store) -> dict[str, Any]:
    return context(campaign)[0]


def _section(ctx: dict[str, Any], target: str) -> dict[str, Any]:
    return next(s for s in ctx["sections"] if s["target"] == target)


def _names(ctx: dict[str, Any]) -> dict[str, str]:
    return {k: v["name"] for k, v in ctx["variants"].items()}


def test_ratio_chart_of_timed_target_has_interval_bars(ctx: dict[str, Any]) -> None:
    s = _section(ctx, "native")
    drawn = ratio_figure(s["rows"], _names(ctx), "ns", "native", ctx["threshold"])
    assert drawn is not None
    fig, title = drawn
    ax = fig.axes[0]
    # one error-bar series per variant against A, one point per benchmark
    assert len(ax.containers) == 2
    assert [len(c.lines[0].get_xdata()) for c in ax.containers] == [3, 3]
    assert [t.get_text() for t in ax.get_yticklabels()] == ["ct_add/8", "ct_add/16",
                                                            "ct_add/32"]
    assert [t.get_text() for t in fig.legends[0].get_texts()] == [
        f"±{ctx['threshold']:g} % (no change)", "B (O2)", "C (ct_asm)"]
    assert len(ax.patches) == 1          # the ±threshold band
    # the markers sit at the verdicts' own figures, inside their intervals
    marked = [c.lines[0] for c in ax.containers]
    assert list(marked[0].get_xdata()) == [r["point_B"] for r in s["rows"]]
    assert all(r["low_C"] <= r["point_C"] <= r["high_C"] for r in s["rows"])
    assert "95 % interval" in title


def test_ratio_chart_of_exact_counts_has_markers_only(ctx: dict[str, Any]) -> None:
    s = _section(ctx, "qemu-xtensa")
    drawn = ratio_figure(s["rows"], _names(ctx), "insns", "qemu-xtensa", ctx["threshold"])
    assert drawn is not None
    fig, title = drawn
    ax = fig.axes[0]
    assert not ax.containers and not ax.patches
    marked = [line for line in ax.lines if line.get_marker() == "o"]
    assert [line.get_label() for line in marked] == ["B (O2)", "C (ct_asm)"]
    # the markers sit at the table's gaps
    assert list(marked[0].get_xdata()) == [r["gap_B"] for r in s["rows"]]
    assert "exact counts" in title


def test_limb_chart_has_a_line_per_variant(campaign: Store, ctx: dict[str, Any]) -> None:
    frame = campaign.load_records()
    target = "qemu-xtensa"
    sub = frame[frame["target"] == target]
    drawn = limb_figure(sub, ctx["stat"], _names(ctx), "insns", target, "ct_add")
    assert drawn is not None
    ax = drawn[0].axes[0]
    assert [line.get_label() for line in ax.lines] == ["A (Os)", "B (O2)", "C (ct_asm)"]
    for line, letter in zip(ax.lines, "ABC", strict=True):
        xs = [float(x) for x in line.get_xdata()]
        assert xs == [8.0, 16.0, 32.0]
        assert list(line.get_ydata()) == [SLOPES[target][letter] * n + 40 for n in xs]


def test_size_chart_groups_text_per_variant(ctx: dict[str, Any]) -> None:
    s = _section(ctx, "native")
    drawn = size_figure(s["totals"], ctx["prefixes"], _names(ctx), "native")
    assert drawn is not None
    ax = drawn[0].axes[0]
    # a bar series per variant, a bar per group: all objects, then each library
    assert len(ax.containers) == 3
    heights = [[p.get_height() for p in c] for c in ax.containers]
    assert heights[1] == [180.0, 100.0, 80.0]        # O2: ct_add.c.o 40 bytes bigger
    assert [t.get_text() for t in ax.get_xticklabels()] == ["all objects", *ctx["prefixes"]]


def test_charts_are_inline_svg_and_deterministic(campaign: Store, ctx: dict[str, Any]) -> None:
    again = context(campaign)[0]
    for s, t in zip(ctx["sections"], again["sections"], strict=True):
        charts = [s["charts"]["ratio"], s["charts"]["sizes"],
                  *(c["svg"] for c in s["charts"]["limbs"])]
        assert len(charts) == 3 and all(charts)
        for svg in charts:
            assert svg.startswith('<svg class="ctb-chart" role="img" aria-label="')
            assert "<title>" in svg and "<?xml" not in svg and "DOCTYPE" not in svg
            assert "<dc:date>" not in svg
        # same results, same bytes
        assert s["charts"] == t["charts"]
    assert "B (O2)" in _section(ctx, "native")["charts"]["ratio"]


def test_referenced_ids_are_unique_in_the_page(campaign: Store) -> None:
    """Several charts share one page: every clip path or marker a chart
    refers to must be defined once, or a chart would borrow another's."""
    write_reports(campaign)
    page = (campaign.root / "report.html").read_text()
    refs = set(re.findall(r'(?:url\(#|xlink:href="#)([^)"]+)', page))
    assert refs
    for ref in refs:
        assert page.count(f'id="{ref}"') == 1, ref


# The browser check. A copy of the page gets this script (the report itself
# has no JavaScript): after load it measures every chart and the page, and
# writes the figures into a <pre> that --dump-dom prints.
CHECK = """<script>
window.addEventListener("load", () => {
  const charts = [...document.querySelectorAll("svg.ctb-chart")].map(svg => {
    const box = svg.getBoundingClientRect();
    return {label: svg.getAttribute("aria-label"), width: box.width, height: box.height,
            drawn: svg.querySelectorAll("path, use").length};
  });
  const out = document.createElement("pre");
  out.id = "ctb-check";
  const scrolled = [...document.querySelectorAll("div.scroll")].filter(
    d => d.scrollWidth > d.clientWidth).length;
  out.textContent = JSON.stringify({charts: charts, scrolled: scrolled,
                                    scrollWidth: document.documentElement.scrollWidth});
  document.body.appendChild(out);
});
</script>
"""


def browser_check(page: Path, work: Path) -> dict[str, Any]:
    """The page's charts and width as headless chromium lays it out in a
    1280-pixel window."""
    checked = work / f"checked-{page.name}"
    checked.write_text(page.read_text().replace("</body>", CHECK + "</body>"))
    proc = subprocess.run(
        ["chromium", "--headless", "--no-sandbox", "--disable-gpu",
         f"--user-data-dir={work / 'chromium-profile'}",
         f"--window-size={WINDOW},900", "--virtual-time-budget=5000", "--dump-dom",
         checked.as_uri()],
        capture_output=True, text=True, timeout=60)
    found = re.search(r'<pre id="ctb-check">(.*?)</pre>', proc.stdout, re.S)
    assert found, f"no check result in chromium's DOM: {proc.stderr[-2000:]}"
    result: dict[str, Any] = json.loads(html.unescape(found.group(1)))
    return result


def problems(result: dict[str, Any], expected: int) -> list[str]:
    """What is wrong with a checked page: charts missing, of no size or
    with nothing drawn, or a page wider than the window."""
    out = []
    if len(result["charts"]) != expected:
        out.append(f"{len(result['charts'])} charts, not {expected}")
    for c in result["charts"]:
        if c["width"] <= 100 or c["height"] <= 50:
            out.append(f"{c['label']}: {c['width']}×{c['height']} px")
        if c["drawn"] <= MIN_DRAWN:
            out.append(f"{c['label']}: {c['drawn']} paths drawn")
    if result["scrollWidth"] > WINDOW:
        out.append(f"page {result['scrollWidth']} px wide")
    # a table scrolls only as the last resort, not with a few variants
    if result["scrolled"]:
        out.append(f"{result['scrolled']} tables scroll: too wide")
    return out


needs_chromium = pytest.mark.skipif(shutil.which("chromium") is None,
                                    reason="no chromium on PATH (Debian package chromium)")


@pytest.fixture(scope="module")
def page(campaign: Store) -> Path:
    write_reports(campaign)
    return campaign.root / "report.html"


def _charts_in(text: str) -> int:
    return text.count('<svg class="ctb-chart"')


@needs_chromium
def test_browser_renders_the_charts_within_1280_pixels(page: Path, tmp_path: Path) -> None:
    expected = _charts_in(page.read_text())
    assert expected == 6     # per target: the gaps, one per-limb bench, code size
    result = browser_check(page, tmp_path)
    assert problems(result, expected) == []


REAL = Path(__file__).resolve().parents[2] / "results" / "2026-12-02-regression"


@needs_chromium
@pytest.mark.skipif(not REAL.is_dir(), reason=f"no {REAL.name} results directory")
def test_browser_renders_a_real_campaign(tmp_path: Path) -> None:
    """A saved campaign: four targets, four variants, eight-digit counts and
    timed intervals. Rendered from a copy, the saved report stays as it is."""
    shutil.copytree(REAL, tmp_path / "r")
    store = Store(tmp_path / "r")
    write_reports(store)
    page = store.root / "report.html"
    expected = _charts_in(page.read_text())
    assert expected >= 4 * 3     # per target at least the gaps, a limb chart, code size
    assert problems(browser_check(page, tmp_path), expected) == []


def _emptied(text: str) -> str:
    return re.sub(r'<svg class="ctb-chart".*?</svg>', '<svg class="ctb-chart"></svg>',
                  text, flags=re.S)


def _shrunk(text: str) -> str:
    return text.replace("</style>", "svg.ctb-chart { width: 0; height: 0; }\n</style>")


def _too_wide(text: str) -> str:
    wide = "<table><tr><td style='white-space: nowrap'>" + "verdict " * 400 + "</td></tr></table>"
    return text.replace("<h2>Runs</h2>", wide + "<h2>Runs</h2>")


def _scrolling(text: str) -> str:
    """The comparison table grown past the window: it scrolls in its div."""
    return text.replace("<td class=\"text\">ct_add/8</td>",
                        "<td class=\"text\" style='white-space: nowrap'>" + "ct_add " * 300
                        + "</td>", 1)


@needs_chromium
@pytest.mark.parametrize(("breakage", "complaint"), [
    (_emptied, "paths drawn"), (_shrunk, "×"), (_too_wide, "px wide"),
    (_scrolling, "tables scroll")])
def test_browser_check_fails_on_a_broken_page(page: Path, tmp_path: Path, breakage: Any,
                                              complaint: str) -> None:
    """Negative control: the check above would catch a page that does not
    show its charts or does not fit."""
    text = page.read_text()
    broken = tmp_path / "broken.html"
    broken.write_text(breakage(text))
    found = problems(browser_check(broken, tmp_path), _charts_in(text))
    assert found and all(complaint in p for p in found), found
