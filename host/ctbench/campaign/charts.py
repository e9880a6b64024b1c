"""The HTML report's charts, as inline SVG text (docs/campaigns.md).

One job: draw a target's figures with matplotlib and hand back SVG that can
sit inside the HTML page as it is: no XML prolog, no DOCTYPE, a class
(ctb-chart), a title and an aria-label. No network and no JavaScript are
needed to show them.

The output is deterministic: the ids matplotlib derives for clip paths and
markers are hashed with a salt fixed per chart (rcParams svg.hashsalt), and
the SVG's metadata carries neither a date nor the creator, so rendering the
same results twice gives the same bytes. Each chart's salt differs, so that
ids of two charts on one page never collide.

Figures are built with Figure and FigureCanvasSVG, not pyplot: no global
figure state, nothing left open between reports.
"""

from __future__ import annotations

import html
import io
from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

import matplotlib
import pandas as pd
from matplotlib.backends.backend_svg import FigureCanvasSVG
from matplotlib.figure import Figure

from ctbench.campaign.analysis import limb_points
from ctbench.campaign.statistics import EXACT_UNITS

if TYPE_CHECKING:   # matplotlib >= 3.9 names its rc keys; only mypy needs them
    from matplotlib.typing import RcKeyType

DPI = 100
# The page is read in a 1280-pixel window: 11 inches at 100 dpi leaves room
# for its margins. SVG sizes are in pt (72 per inch), which a browser shows
# at 96 per inch: 11 in is 1056 CSS pixels.
WIDTH_IN = 11.0
ROW_IN = 0.32          # height per benchmark row of the ratio chart
FRAME_IN = 1.4         # title, axis labels and legend around the rows
LIMB_HEIGHT_IN = 3.6
SIZE_HEIGHT_IN = 3.4


# How every chart is drawn; rc settings apply when artists are made, so
# the figure functions draw inside this context.
STYLE: dict[RcKeyType, Any] = {"font.size": 9.0}


def _rc(salt: str) -> dict[RcKeyType, Any]:
    """The settings of writing one chart: a fixed hash salt, and text kept
    as text (selectable, searchable, smaller than glyph outlines)."""
    return {**STYLE, "svg.hashsalt": f"ctbench|{salt}", "svg.fonttype": "none"}


def _svg(fig: Figure, salt: str, label: str) -> str:
    """The figure as SVG to embed in HTML: prolog and DOCTYPE stripped, the
    <svg> element given its class, role, aria-label and a <title>."""
    FigureCanvasSVG(fig)
    out = io.StringIO()
    with matplotlib.rc_context(_rc(salt)):
        fig.savefig(out, format="svg", dpi=DPI, metadata={"Date": None, "Creator": None})
    text = out.getvalue()
    text = text[text.index("<svg"):]
    name = html.escape(label, quote=True)
    head_end = text.index(">") + 1
    opening = text[:head_end].replace(
        "<svg ", f'<svg class="ctb-chart" role="img" aria-label="{name}" ', 1)
    return f"{opening}\n <title>{name}</title>{text[head_end:]}"


def _render(drawn: tuple[Figure, str] | None, salt: str) -> str | None:
    """A figure and its title as SVG; None when there was nothing to draw."""
    if drawn is None:
        return None
    fig, title = drawn
    return _svg(fig, salt, title)


def _figure(height_in: float) -> Figure:
    return Figure(figsize=(WIDTH_IN, height_in), dpi=DPI, layout="constrained")


def _color(index: int) -> str:
    """The variant's colour: matplotlib's default cycle, by letter order,
    so B has one colour in every chart of the report."""
    return f"C{index % 10}"


def ratio_chart(rows: Sequence[dict[str, Any]], variants: dict[str, str], unit: str,
                target: str, threshold: float) -> str | None:
    """ratio_figure as SVG."""
    return _render(ratio_figure(rows, variants, unit, target, threshold), f"ratio|{target}")


def _mark(row: dict[str, Any], x: str) -> tuple[float, float, float] | None:
    """Where variant x's marker sits on a row, in % of X / A - 1, and how far
    its error bar reaches below and above it. With an interval: the verdict's
    own figure (the ratio of the mean per-batch figures, over every run) and
    its bounds, so that marker and bar are one statistic. Without (exact
    counts, or no batches to resample): the table's gap to A, no bar. None
    when the row has no figure for x."""
    point, low, high = row.get(f"point_{x}"), row.get(f"low_{x}"), row.get(f"high_{x}")
    if point is not None and low is not None and high is not None:
        # a percentile interval need not hold its point: no bar past it then
        return float(point), max(0.0, point - low), max(0.0, high - point)
    gap = row.get(f"gap_{x}")
    return None if gap is None else (float(gap), 0.0, 0.0)


def ratio_figure(rows: Sequence[dict[str, Any]], variants: dict[str, str], unit: str,
                 target: str, threshold: float) -> tuple[Figure, str] | None:
    """Each variant against A per benchmark, the comparison table as a
    chart: a marker at X / A - 1 (%) with its 95 % interval as an error bar
    (_mark), and the band of ±threshold the verdicts call no change. Exact
    counts have no interval: markers only, at the gap. None when no row has
    a figure to draw."""
    others = [x for x in sorted(variants) if x != "A"]
    drawn = [r for r in rows if any(_mark(r, x) is not None for x in others)]
    if not drawn or not others:
        return None
    exact = unit in EXACT_UNITS
    with matplotlib.rc_context(STYLE):
        fig = _figure(FRAME_IN + ROW_IN * len(drawn))
        ax = fig.add_subplot()
        if not exact:
            ax.axvspan(-threshold, threshold, color="0.9", zorder=0,
                       label=f"±{threshold:g} % (no change)")
        ax.axvline(0.0, color="0.5", linewidth=0.8, zorder=1)
        # letters side by side within a benchmark's row
        step = 0.7 / max(1, len(others))
        for i, x in enumerate(others):
            offset = (i - (len(others) - 1) / 2.0) * step
            ys, at, below, above = [], [], [], []
            for n, r in enumerate(drawn):
                mark = _mark(r, x)
                if mark is None:
                    continue
                ys.append(n + offset)
                at.append(mark[0])
                below.append(mark[1])
                above.append(mark[2])
            name = f"{x} ({variants[x]})"
            if exact:
                ax.plot(at, ys, "o", color=_color(i + 1), label=name)
            else:
                ax.errorbar(at, ys, xerr=[below, above], fmt="o", color=_color(i + 1),
                            capsize=3, label=name)
        ax.set_yticks(range(len(drawn)), [str(r["bench"]) for r in drawn])
        ax.set_ylim(len(drawn) - 0.5, -0.5)      # first benchmark on top
        ax.set_xlabel("X / A − 1 (%)")
        kind = "exact counts" if exact else "95 % interval"
        title = f"{target}: gap to A per benchmark, {kind}"
        ax.set_title(title)
        ax.grid(axis="x", color="0.85", linewidth=0.5)
        fig.legend(loc="outside right upper", fontsize=8)
        return fig, title


def limb_benches(records: pd.DataFrame) -> list[str]:
    """The benchmarks measured at several limb counts, in the firmware's
    order."""
    if records.empty or "param_name" not in records:
        return []
    limbs = records[records["param_name"] == "limbs"]
    return [str(b) for b in dict.fromkeys(limbs.sort_values(["index", "seq"])["bench"])
            if limbs[limbs["bench"] == b]["param"].nunique() >= 2]


def limb_chart(records: pd.DataFrame, stat: str, variants: dict[str, str], unit: str,
               target: str, bench: str) -> str | None:
    """limb_figure as SVG."""
    return _render(limb_figure(records, stat, variants, unit, target, bench),
                   f"limbs|{target}|{bench}")


def limb_figure(records: pd.DataFrame, stat: str, variants: dict[str, str], unit: str,
                target: str, bench: str) -> tuple[Figure, str] | None:
    """One benchmark's per-op figure over its limb counts, a line per
    variant (first run of each). None with fewer than two limb counts."""
    points = {k: v for k, v in limb_points(records, stat, bench).items()
              if k in variants and len(v) >= 2}
    if not points:
        return None
    with matplotlib.rc_context(STYLE):
        fig = _figure(LIMB_HEIGHT_IN)
        ax = fig.add_subplot()
        letters = sorted(variants)
        for letter, pts in points.items():
            ax.plot([p for p, _ in pts], [v for _, v in pts], "o-",
                    color=_color(letters.index(letter)),
                    label=f"{letter} ({variants[letter]})")
        counts = sorted({p for pts in points.values() for p, _ in pts})
        ax.set_xticks(counts, [f"{c:g}" for c in counts])
        ax.set_xlabel("limbs")
        ax.set_ylabel(f"per-op {stat} ({unit})")
        title = f"{target}: {bench} per-op {stat} over limb counts (first run of each variant)"
        ax.set_title(title)
        ax.grid(color="0.85", linewidth=0.5)
        fig.legend(loc="outside right upper", fontsize=8)
        return fig, title


def size_chart(totals: Sequence[dict[str, Any]], prefixes: Sequence[str],
               variants: dict[str, str], target: str) -> str | None:
    """size_figure as SVG."""
    return _render(size_figure(totals, prefixes, variants, target), f"sizes|{target}")


def size_figure(totals: Sequence[dict[str, Any]], prefixes: Sequence[str],
                variants: dict[str, str], target: str) -> tuple[Figure, str] | None:
    """.text in bytes per variant, grouped: the build's total, then each
    component library's. None without builds. totals: the target's rows of
    analysis.code_size_totals (variants by name); variants: letter -> name."""
    if not totals:
        return None
    groups = ["all objects", *prefixes]
    letters = {name: letter for letter, name in variants.items()}
    with matplotlib.rc_context(STYLE):
        fig = _figure(SIZE_HEIGHT_IN)
        ax = fig.add_subplot()
        width = 0.8 / len(totals)
        for i, t in enumerate(totals):
            values = [float(t["text"]), *(float(t["text_by_prefix"].get(p, 0))
                                          for p in prefixes)]
            xs = [g + (i - (len(totals) - 1) / 2.0) * width for g in range(len(groups))]
            letter = letters.get(str(t["variant"]))
            color = _color(sorted(variants).index(letter) if letter else i)
            name = f"{letter} ({t['variant']})" if letter else str(t["variant"])
            bars = ax.bar(xs, values, width * 0.95, color=color, label=name)
            # upright labels would run into each other over narrow bars
            ax.bar_label(bars, fmt="{:,.0f}", fontsize=7, rotation=90, padding=2)
        ax.margins(y=0.2)                    # room for the labels on top
        ax.set_xticks(range(len(groups)), groups)
        ax.set_ylabel(".text (bytes)")
        title = f"{target}: code size (.text) per variant"
        ax.set_title(title)
        fig.legend(loc="outside right upper", fontsize=8)
        return fig, title
