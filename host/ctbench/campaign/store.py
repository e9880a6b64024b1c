"""A campaign's results directory and its append-only journal.

    results/<name>/
        plan.toml                 the plan as it was when the campaign started
        journal.jsonl             one JSON event a line, appended and fsynced
        runs/<NN-Xk>.log          raw capture of each run, written as it arrives
                                  (runs/<NN-target-Xk>.log when the plan has several targets,
                                  runs/<NN-bK-Xk>.log when it runs on several boards)
        runs/<NN-Xk>.interrupted-<i>.log   a capture cut short by a kill, kept
        runs/<NN-Xk>.attempt-<k>.log       a failed attempt's capture, kept
                                  (campaign/attempts.py; the run was retried)
        runs/<NN-Xk>.csv          the records parsed from that capture
        records.csv, report.md, report.html   derived; rebuilt by `ctbench report`

A run counts as finished only once its "run-done" event is in the journal,
after its capture and records are on disk; --resume skips exactly those.

Every session (the start and each --resume) appends a "session" event: the
targets it ran, those it skipped for want of tools (with the reason) and
those --target or --variant left out, each only while it has runs to do. A
report names them from the last session; a later --resume where they can
run fills their runs in.
"""

from __future__ import annotations

import dataclasses
import json
import os
import shutil
import threading
import time
from pathlib import Path
from typing import Any

import pandas as pd

from ctbench.campaign.plan import Plan, RunSlot
from ctbench.errors import CtbError

RECORD_COLUMNS = [
    "run", "index", "letter", "occurrence", "variant", "target", "seq", "bench", "param",
    "param_name", "unit", "iterations", "batches", "min", "mean", "max",
    "batch_target", "base_ticks", "base_ops", "batch_ticks", "chip", "cpu_hz", "core",
    "compiler", "opt", "revision", "counter",
]


# Boards run in parallel threads: one event is written at a time, whole.
_JOURNAL_LOCK = threading.Lock()


class Store:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.journal = root / "journal.jsonl"
        self.runs = root / "runs"

    # -- opening ---------------------------------------------------------

    @classmethod
    def resumable(cls, root: Path, plan: Plan) -> Store:
        """The campaign in `root`, checked for resuming `plan`; nothing is
        written (Store.start writes)."""
        store = cls(root)
        if not store.journal.exists():
            raise CtbError(f"{root}: nothing to resume (no journal.jsonl)")
        store._check_digest(plan)
        return store

    def _check_digest(self, plan: Plan) -> None:
        started = [e for e in self.events() if e["event"] == "start"]
        if started and started[0]["plan_digest"] != plan.digest:
            raise CtbError(f"{plan.path} changed since the campaign in {self.root} started; "
                           f"resume with the original plan ({self.root / 'plan.toml'}) "
                           f"or use --fresh")

    @classmethod
    def start(cls, root: Path, plan: Plan, resume: bool, fresh: bool) -> Store:
        store = cls(root)
        exists = store.journal.exists()
        if exists and fresh:
            kept = _free_name(root)
            root.rename(kept)
            exists = False
        elif exists and not resume:
            raise CtbError(f"{root} already holds a campaign: pass --resume to continue it, "
                           f"or --fresh to start again (the old one is kept beside it)")
        elif resume and not exists:
            raise CtbError(f"{root}: nothing to resume (no journal.jsonl)")
        try:
            store.runs.mkdir(parents=True, exist_ok=True)
            probe = root / ".write-test"
            probe.write_bytes(b"")
            probe.unlink()
        except OSError as e:
            raise CtbError(f"cannot write results directory {root} ({e.strerror})") from None
        if exists:
            store._check_digest(plan)
        else:
            shutil.copyfile(plan.path, root / "plan.toml")
            store.append({"event": "start", **summary(plan)})
        return store

    def settled(self, plan: Plan) -> Plan:
        """The plan as the campaign started it: a resumed campaign runs the
        sequence of letters its journal recorded, never a fresh draw."""
        start = self.start_event()
        if start is None:
            return plan
        plan = self._settled_targets(plan, start)
        plan = dataclasses.replace(plan, boards=int(start.get("boards", 1)))
        recorded = start.get("sequence")
        if not recorded or recorded == plan.sequence:
            return plan
        if set(recorded) != set(plan.variants):
            raise CtbError(f"{self.root}: the journal's run order {recorded} names other "
                           f"variants than {plan.path}; use --fresh")
        return dataclasses.replace(plan, sequence=recorded)

    def _settled_targets(self, plan: Plan, start: dict[str, Any]) -> Plan:
        """A plan entry with alternatives runs the one its journal names, even
        if another is installed since: the finished runs measured that one.
        An entry the last session skipped (none of its alternatives could
        run) and never started is open again: it runs what the plan now
        chooses."""
        recorded = tuple(start_targets(start))
        if recorded == plan.targets:
            return plan
        if len(recorded) != len(plan.choices) or any(
                t not in alternatives for t, alternatives in zip(recorded, plan.choices,
                                                                  strict=True)):
            raise CtbError(f"{self.root}: the journal's targets {', '.join(recorded)} are not "
                           f"those of {plan.path}; use --fresh")
        skipped = {s["target"] for s in session_skipped(self.last_session())}
        started = {e.get("target") for e in self.events() if e["event"] == "run-start"}
        settled = tuple(now if was in skipped and was not in started else was
                        for was, now in zip(recorded, plan.targets, strict=True))
        return dataclasses.replace(plan, targets=settled)

    # -- journal ---------------------------------------------------------

    def append(self, event: dict[str, Any]) -> None:
        event = {"time": time.strftime("%Y-%m-%dT%H:%M:%S%z"), **event}
        with _JOURNAL_LOCK, self.journal.open("a", encoding="utf-8") as f:
            f.write(json.dumps(event, sort_keys=True) + "\n")
            f.flush()
            os.fsync(f.fileno())

    def events(self) -> list[dict[str, Any]]:
        """Every complete event. A last line cut by a kill is ignored: the
        event it was writing did not happen as far as resuming is concerned."""
        out: list[dict[str, Any]] = []
        if not self.journal.exists():
            return out
        for line in self.journal.read_text(encoding="utf-8").splitlines():
            try:
                event = json.loads(line)
            except ValueError:
                continue
            if isinstance(event, dict) and "event" in event:
                out.append(event)
        return out

    def start_event(self) -> dict[str, Any] | None:
        """The start event, its targets as the last session ran them (one
        that took another alternative for an entry skipped before says so)."""
        start = next((e for e in self.events() if e["event"] == "start"), None)
        session = self.last_session()
        if start is None or session is None:
            return start
        return {**start, **{k: session[k] for k in layout_keys() if k in session},
                "batch_ms_per_target": {**start.get("batch_ms_per_target", {}),
                                        **session.get("batch_ms_per_target", {})},
                "rounds_per_target": {**start.get("rounds_per_target", {}),
                                      **session.get("rounds_per_target", {})}}

    def last_session(self) -> dict[str, Any] | None:
        """The last "session" event (None in journals older than them)."""
        return next((e for e in reversed(self.events()) if e["event"] == "session"), None)

    def finished(self) -> dict[str, dict[str, Any]]:
        return {e["run"]: e for e in self.events() if e["event"] == "run-done"}

    def build_digests(self) -> dict[tuple[str, str], str]:
        """sha256 of each build the campaign ran, by (target, variant): one
        variant builds to a different binary on every target."""
        return {(e["target"], e["variant"]): e["app_sha256"]
                for e in self.events() if e["event"] == "build"}

    # -- runs ------------------------------------------------------------

    def capture_path(self, slot: RunSlot) -> Path:
        return self.runs / f"{slot.run_id}.log"

    def records_path(self, slot: RunSlot) -> Path:
        return self.runs / f"{slot.run_id}.csv"

    def begin_run(self, slot: RunSlot) -> Path:
        """Keep the capture of an earlier, interrupted attempt, then start anew."""
        capture = self.capture_path(slot)
        if capture.exists():
            kept = _free_name(capture.with_suffix(""), ".interrupted", ".log")
            capture.rename(kept)
            self.append({"event": "run-interrupted", "run": slot.run_id,
                         "kept": str(kept.relative_to(self.root))})
        self.append({"event": "run-start", "run": slot.run_id, "variant": slot.variant.name,
                     "target": slot.target})
        return capture

    def keep_attempt(self, slot: RunSlot, number: int) -> Path:
        """Move a failed attempt's capture to runs/<run>.attempt-<k>.log,
        never over an existing file."""
        kept = self.runs / f"{slot.run_id}.attempt-{number}.log"
        if kept.exists():
            kept = _free_name(kept.with_suffix(""), "", ".log")
        self.capture_path(slot).rename(kept)
        return kept

    def save_records(self, slot: RunSlot, records: list[dict[str, Any]]) -> Path:
        frame = records_frame(records)
        path = self.records_path(slot)
        tmp = path.with_suffix(".csv.tmp")
        frame.to_csv(tmp, index=False)
        os.replace(tmp, path)
        return path

    def load_records(self) -> pd.DataFrame:
        frames: list[pd.DataFrame] = [pd.read_csv(self.root / e["records"])
                                      for e in self.finished().values()]
        if not frames:
            return records_frame([])
        frame: pd.DataFrame = pd.concat(frames, ignore_index=True)
        ordered: pd.DataFrame = frame.sort_values(by=["index", "seq"])
        return ordered


def summary(plan: Plan) -> dict[str, Any]:
    """What a report needs to know of the plan, kept in the journal so that
    the results directory renders on its own."""
    return {
        "plan": str(plan.path), "plan_digest": plan.digest, "name": plan.name,
        **layout(plan),
        "order": plan.order, "rounds": plan.rounds,
        "stat": plan.stat, "batches": plan.batches,
        "compare": plan.compare, "threshold": plan.threshold,
        # the letters of every run on each target: with order = "random" the
        # permutations drawn, which a resumed campaign runs again
        "sequence": plan.sequence or plan.order * plan.rounds, "seed": plan.seed,
        "bench": plan.bench,
        "variants": {k: {"name": v.name, "fragments": [f.name for f in v.fragments]}
                     for k, v in plan.variants.items()},
    }


def layout(plan: Plan) -> dict[str, Any]:
    """The plan's targets and what depends on them: in the start event, and
    in each session's (an entry with alternatives may run another there)."""
    return {
        # "target" and "batch_ms" (the first target's) are what reports of
        # single-target campaigns read; "targets" and "batch_ms_per_target"
        # say the rest.
        "target": plan.target, "targets": list(plan.targets), "batch_ms": plan.batch_ms,
        "batch_ms_per_target": {t: plan.batch_ms_for(t) for t in plan.targets},
        # a target of fewer rounds runs the first of the sequence's rounds
        "rounds_per_target": {t: plan.rounds_for(t) for t in plan.targets},
        # every run of the plan, those a session skips or leaves out included
        "planned": len(plan.slots()),
        # the boards of its one target that each run the whole sequence
        "boards": plan.boards,
    }


def layout_keys() -> tuple[str, ...]:
    return ("target", "targets", "batch_ms", "planned")


def session_skipped(session: dict[str, Any] | None) -> list[dict[str, str]]:
    """[{"target", "reason"}]: the targets a session could not run here and
    that still had runs to do."""
    return list(session.get("skipped", [])) if session else []


def session_left_out(session: dict[str, Any] | None) -> dict[str, list[str]]:
    """{"targets": [...], "variants": [letters]}: what --target and
    --variant left out of a session, while it had runs to do."""
    left: dict[str, list[str]] = {"targets": [], "variants": []}
    if session:
        left.update(session.get("left_out", {}))
    return left


def start_targets(start: dict[str, Any]) -> list[str]:
    """The plan's targets, from its start event (older journals name one)."""
    targets: list[str] = start.get("targets") or [start["target"]]
    return targets


def start_rounds(start: dict[str, Any]) -> dict[str, int]:
    """Each target's rounds, from the plan's start event (older journals:
    the plan's rounds on every target)."""
    per_target: dict[str, int] = (start.get("rounds_per_target")
                                  or dict.fromkeys(start_targets(start), start["rounds"]))
    return per_target


def start_batch_ms(start: dict[str, Any]) -> dict[str, int]:
    """Each target's batch length, from the plan's start event."""
    per_target: dict[str, int] = (start.get("batch_ms_per_target")
                                  or {start["target"]: start["batch_ms"]})
    return per_target


def event_columns(records: list[dict[str, Any]]) -> list[str]:
    """`<event>_min` and `<event>_mean` (protocol.event_figures) for every event
    any record carries, in order of appearance: after RECORD_COLUMNS, empty
    in the rows of records without them."""
    names = dict.fromkeys(n for r in records for n in r.get("events", {}))
    return [f"{n}_{stat}" for n in names for stat in ("min", "mean")]


# Bytes of stack one operation used (docs/protocol.md, "Stack use"): after
# the event columns, and only when some record carries them.
STACK_COLUMNS = ["stack", "stack_room"]
# The board that ran a record, on several boards: its label (b1, b2, ...),
# its port and the chip's MAC where flashing read it. Last, and only when
# some record carries them.
BOARD_COLUMNS = ["board", "port", "mac"]


def records_frame(records: list[dict[str, Any]]) -> pd.DataFrame:
    columns = (RECORD_COLUMNS + event_columns(records)
               + [c for c in STACK_COLUMNS if any(c in r for r in records)]
               + [c for c in BOARD_COLUMNS if any(c in r for r in records)])
    rows: list[dict[str, Any]] = []
    for r in records:
        row = {c: r.get(c) for c in columns}
        row["batch_ticks"] = " ".join(str(t) for t in r.get("batch_ticks", []))
        rows.append(row)
    frame: pd.DataFrame = pd.DataFrame(rows, columns=columns)
    return frame


def _free_name(base: Path, infix: str = ".prev", suffix: str = "") -> Path:
    for i in range(1, 10000):
        candidate = base.with_name(f"{base.name}{infix}-{i}{suffix}")
        if not candidate.exists():
            return candidate
    raise CtbError(f"no free name next to {base}")
