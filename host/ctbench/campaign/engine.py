"""Run a plan: one build per (target, variant), runs in the plan's order, each
run's capture on disk before it is parsed, a journal that makes --resume exact."""

from __future__ import annotations

import dataclasses
import sys
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn

from ctbench import protocol
from ctbench.boards.ports import check_port
from ctbench.campaign.attempts import run_slot
from ctbench.campaign.fleet import Board, on_boards, run_on_boards
from ctbench.campaign.plan import Plan, RunSlot
from ctbench.campaign.selection import Selection, chosen_targets, entries, select
from ctbench.campaign.store import Store, layout
from ctbench.errors import CtbError
from ctbench.targets.base import RunOptions, Target, missing_text
from ctbench.targets.build import Build
from ctbench.targets.registry import get_target


class Reporter:
    """Progress on a terminal with rich; one plain line per event otherwise."""

    def __init__(self, total_runs: int, quiet: bool = False, live: bool = True) -> None:
        # several boards run at once: a line each, never a live bar
        self.live = live and sys.stderr.isatty() and not quiet
        self.quiet = quiet
        self.progress: Progress | None = None
        self.task: Any = None
        self.total_runs = total_runs

    def say(self, text: str) -> None:
        if self.quiet:
            return
        if self.progress is not None:
            self.progress.console.print(text)
        else:
            print(text, file=sys.stderr, flush=True)

    def run_started(self, slot: RunSlot, benches: int | None) -> None:
        label = (f"run {slot.index}/{self.total_runs} "
                 f"{slot.letter}{slot.occurrence} ({slot.variant.name}) on {slot.target}"
                 + (f" board b{slot.board}" if slot.board else ""))
        if self.live:
            self.progress = Progress(TextColumn("{task.description}"), BarColumn(),
                                     MofNCompleteColumn(), TimeElapsedColumn(),
                                     transient=True)
            self.progress.start()
            self.task = self.progress.add_task(label, total=benches)
        else:
            self.say(label)

    def line(self, raw: bytes) -> None:
        if protocol.PREFIX.encode() not in raw:
            return
        if self.progress is not None and (b'"type":"rec"' in raw or b'"type":"err"' in raw):
            self.progress.advance(self.task)
        if self.progress is not None and b'"type":"hdr"' in raw:
            # The parser never raises; a damaged header just gives no total.
            capture = protocol.parse_bytes(raw + b"\n")
            if capture.runs:
                self.progress.update(self.task, total=len(capture.runs[0].header["benches"]))

    def run_finished(self, text: str) -> None:
        if self.progress is not None:
            self.progress.stop()
            self.progress = None
        self.say(text)


def build_all(plan: Plan, chosen: Selection, targets: dict[str, Target],
              options: dict[str, RunOptions], store: Store, reporter: Reporter
              ) -> dict[tuple[str, str], Build]:
    """One build per (target, variant) that runs here; a resumed campaign
    must find the very binaries it started with, as its earlier runs
    measured those."""
    builds: dict[tuple[str, str], Build] = {}
    known = store.build_digests()
    for name in chosen.targets:
        for _, variant in sorted((x, v) for x, v in plan.variants.items()
                                 if x in chosen.letters):
            key = (name, variant.name)
            if key in builds:
                continue
            reporter.say(f"building {variant.name} for {name}")
            build = targets[name].build(variant, options[name])
            digest = build.digest()
            if key in known and known[key] != digest:
                raise CtbError(
                    f"variant {variant.name} for {name} now builds differently from the build "
                    f"the campaign in {store.root} started with (sources changed?); "
                    f"use --fresh to start again")
            if key not in known:
                store.append({"event": "build", "variant": variant.name, "target": name,
                              "app": str(build.app), "app_sha256": digest,
                              "sizes": build.sizes, "notes": list(build.notes)})
            builds[key] = build
    return builds


class SlotRunner:
    """Runs one slot on a board (or the campaign's one port): attempts
    until a clean one (campaign/attempts.py), each capture on disk before
    it is parsed."""

    def __init__(self, plan: Plan, targets: dict[str, Target],
                 builds: dict[tuple[str, str], Build], options: dict[str, RunOptions],
                 store: Store, reporter: Reporter) -> None:
        self.plan = plan
        self.targets = targets
        self.builds = builds
        self.options = options
        self.store = store
        self.reporter = reporter

    def run(self, slot: RunSlot, board: Board | None = None) -> None:
        options = self.options[slot.target]
        if board is not None:
            options = dataclasses.replace(options, port=board.port)
        self.reporter.run_started(slot, None)
        # The records name the slot's target: the app's own header may not
        # (the sim target runs the native app, whose header says "native").
        last = run_slot(self.plan, slot, self.targets[slot.target],
                        self.builds[slot.target, slot.variant.name], options, self.store,
                        self.reporter.line, self.reporter.say)
        self.reporter.run_finished(f"run {slot.run_id}: " + (
            f"{len(last.records)} records, {len(last.problems)} problems, "
            f"{last.outcome.seconds:.1f} s" if last.cause is None else
            f"failed after attempt {last.number}, not counted"))


def run_campaign(plan: Plan, out_dir: Path, resume: bool, fresh: bool,
                 quiet: bool = False, port: str | None = None, flash_with: str = "esptool",
                 only_targets: Sequence[str] = (), only_variants: Sequence[str] = (),
                 boards: Sequence[Board] = ()) -> Store:
    """Run what of the plan this machine can (campaign/selection.py),
    narrowed to `only_targets` and `only_variants` when given; the rest of
    the plan stays to do for a later --resume. `boards`: several boards of
    the plan's one target (campaign/fleet.py), each running the whole
    sequence; one board is a `port`."""
    if resume:
        plan = Store.resumable(out_dir, plan).settled(plan)
    plan, port, given = on_boards(plan, port, boards, resume)
    # A missing --port is the user's to fix, and said before anything else:
    # before what the machine lacks, and before anything builds.
    chips = [name for name in chosen_targets(plan, only_targets)
             if get_target(name).needs_port]
    if chips and not port and plan.boards == 1:
        raise CtbError(f"plan {plan.path} runs on {', '.join(chips)}: --port is required "
                       f"(e.g. /dev/ttyUSB0)")
    # a missing device or an unreachable server, before any build
    for each in [port] if port else [b.port for b in given]:
        check_port(each)
    chosen = select(plan, only_targets, only_variants)
    targets = {name: get_target(name) for name in chosen.targets}
    store = Store.start(out_dir, plan, resume, fresh)
    plan = store.settled(plan)
    slots = plan.slots()
    done = store.finished()
    reporter = Reporter(len(slots), quiet, live=plan.boards == 1)
    session = session_event(plan, chosen, [s for s in slots if s.run_id not in done])
    if plan.boards > 1:
        session["board_ports"] = [b.as_dict() for b in given]
    store.append(session)
    say_choices(plan, chosen, store, reporter)
    for skipped in session["skipped"]:
        reporter.say(f"not run here: {skipped['target']} — {skipped['reason']}")
    if session["left_out"]["targets"]:
        reporter.say(f"left out by --target: {', '.join(session['left_out']['targets'])}")
    if session["left_out"]["variants"]:
        reporter.say("left out by --variant: " + ", ".join(
            f"{x} ({plan.variants[x].name})" for x in session["left_out"]["variants"]))
    if chosen.kept_baseline:
        reporter.say(f"--variant: the baseline A ({plan.variants['A'].name}) runs too: "
                     f"every figure is read against it")
    # Each target runs with its own batch length (a plan without batch_ms
    # takes each target's default). A campaign runs the bench app only.
    options = {name: RunOptions.bounded(plan.timeout_s, batch_ms=plan.batch_ms_for(name),
                                        batches=plan.batches, bench=plan.bench,
                                        port=port, app_only=True, flash_with=flash_with)
               for name in chosen.targets}
    for o in options.values():
        o.silence_s = plan.silence_s or o.silence_s
    builds = build_all(plan, chosen, targets, options, store, reporter)

    todo = []
    for slot in slots:
        if not chosen.runs(slot):
            continue
        if slot.run_id in done:
            reporter.say(f"run {slot.run_id}: finished earlier, kept")
            continue
        later = [s.run_id for s in slots if s.target == slot.target and s.board == slot.board
                 and s.index > slot.index and s.letter == "A" and s.run_id in done]
        if later:
            reporter.say(f"run {slot.run_id} fills in a run left out before: {later[0]} "
                         f"finished in an earlier session, so the A runs around it are "
                         f"not around it in time")
        todo.append(slot)
    runner = SlotRunner(plan, targets, builds, options, store, reporter)
    if plan.boards > 1:
        run_on_boards(runner, todo, given, reporter.say)
    else:
        for slot in todo:
            runner.run(slot)
    store.append({"event": "done"})
    return store


def session_event(plan: Plan, chosen: Selection, pending: list[RunSlot]) -> dict[str, Any]:
    """This session's journal event: the targets it runs, and what it does
    not run that still has runs to do (`pending`), with why."""
    def waiting(target: str) -> bool:
        return any(s.target == target for s in pending)

    return {"event": "session", **layout(plan), "runs_on": list(chosen.targets),
            "variants_run": list(chosen.letters),
            "skipped": [{"target": t, "reason": r} for t, r in chosen.skipped.items()
                        if waiting(t)],
            "left_out": {"targets": [t for t in chosen.left_out if waiting(t)],
                         "variants": [x for x in chosen.dropped
                                      if any(s.letter == x and s.target in chosen.targets
                                             for s in pending)]}}


def say_choices(plan: Plan, chosen: Selection, store: Store, reporter: Reporter) -> None:
    """For each entry with alternatives that runs here, why a better one
    does not."""
    for target, alternatives in zip(plan.targets, entries(plan), strict=True):
        if target not in chosen.targets:
            continue
        for better in alternatives[:alternatives.index(target)]:
            gone = get_target(better).missing()
            reporter.say(f"{better} cannot run here ({missing_text(gone)}): {target} runs "
                         f"in its place" if gone else
                         f"{better} can run here now, but the campaign in {store.root} "
                         f"began with {target}: {target} runs on (--fresh starts again)")
