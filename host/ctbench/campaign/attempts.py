"""One run of a campaign, attempted until one attempt is clean.

An attempt fails when its capture shows the board went wrong: a fault on
the console (boards/console.py: a panic, an abort, a failed assert, the
task watchdog, a stack overflow, a brownout, a reset, silence), a line that
arrived damaged or cut, the port going away, or the run stopped or exiting
badly. Its capture is kept under its own name (runs/<run>.attempt-<k>.log),
the journal gets a "run-failed" event with the attempt, its cause and its
problems, and the run is tried again, up to the plan's `retries`. Only a
clean attempt's records count ("run-done"). A run whose attempts all failed
stays unfinished: the report names it and --resume tries it again.
"""

from __future__ import annotations

import dataclasses
import os
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ctbench import protocol
from ctbench.boards import backtrace, console
from ctbench.campaign.plan import Plan, RunSlot
from ctbench.campaign.store import Store
from ctbench.targets.base import PORT_GONE, SILENCE, LineHook, RunOptions, RunOutcome, Target
from ctbench.targets.build import Build
from ctbench.targets.symbols import symbols

# The parser's findings of the console's faults (protocol._DEVICE_EVENTS):
# boards/console.py reports those, with their reasons.
CONSOLE_COVERS = {"panic", "watchdog", "brownout", "reset"}
# Problems that mean the attempt lost data on the way or the board went
# wrong; any other (a bench's own error, a record the app never sends) would
# come back on every attempt.
FAILS = {*(k for k in console.KINDS if k != "garbage"), "fault", "corrupt", "truncated",
         "truncated-run", "no-header", "count-mismatch", "duplicate", "stopped",
         "exit-status", "port-gone"}


@dataclass
class Attempt:
    number: int
    capture: Path
    records: list[dict[str, Any]]
    problems: list[dict[str, Any]]
    outcome: RunOutcome
    cause: str | None    # why the attempt failed; None when it is clean


def execute(target: Target, build: Build, capture_path: Path, options: RunOptions,
            on_line: LineHook | None) -> tuple[protocol.Capture, RunOutcome]:
    """Run one build, capture to disk (fsynced), then parse the file."""
    with capture_path.open("wb") as f:
        outcome = target.run(build, f, options, on_line)
        f.flush()
        os.fsync(f.fileno())
    return protocol.parse_file(capture_path), outcome


def outcome_problems(outcome: RunOutcome) -> list[dict[str, Any]]:
    if outcome.stopped is not None:
        kind = ("silence" if outcome.stopped.startswith(SILENCE) else
                "port-gone" if outcome.stopped.startswith(PORT_GONE) else "stopped")
        return [{"line": 0, "kind": kind,
                 "detail": f"ctbench stopped the run: {outcome.stopped}"}]
    if outcome.exit_status not in (0, None):
        return [{"line": 0, "kind": "exit-status",
                 "detail": f"the run exited with status {outcome.exit_status}"}]
    return []


def run_problems(data: bytes, parsed: protocol.Capture, outcome: RunOutcome,
                 options: RunOptions, decoding: tuple[Path, str] | None = None
                 ) -> list[dict[str, Any]]:
    """Everything wrong with one run: the console's faults (a backtrace
    decoded when `decoding` gives the ELF and binutils), the parser's
    problems and how the run ended, in that order."""
    silent = outcome.stopped is not None and outcome.stopped.startswith(SILENCE)
    found = console.scan(data, options.silence_s if silent else None)
    out = [_with_backtrace(f, decoding) for f in found]
    out += [p.as_dict() for p in parsed.problems if p.kind not in CONSOLE_COVERS]
    # silence is the console's finding already, naming the last line
    out += [p for p in outcome_problems(outcome) if not (silent and p["kind"] == "silence")]
    return out


def _with_backtrace(f: console.Finding, decoding: tuple[Path, str] | None) -> dict[str, Any]:
    problem = f.as_problem()
    if f.trace and decoding is not None:
        frames = backtrace.decode(f.trace, *decoding)
        if frames:
            problem["detail"] += f"; backtrace: {backtrace.describe(frames)}"
    return problem


def cause(problems: list[dict[str, Any]]) -> str | None:
    first = next((p for p in problems if p["kind"] in FAILS), None)
    return None if first is None else f"{first['kind']}: {first['detail']}"[:240]


def attempt(plan: Plan, slot: RunSlot, target: Target, build: Build, options: RunOptions,
            store: Store, number: int, on_line: LineHook | None) -> Attempt:
    """One attempt of a run, its capture on disk before it is parsed."""
    capture_path = store.begin_run(slot)
    options = dataclasses.replace(options, faults=plan.faults_for(slot, number))
    parsed, outcome = execute(target, build, capture_path, options, on_line)
    problems = run_problems(capture_path.read_bytes(), parsed, outcome, options,
                            symbols(slot.target, build))
    records = [{**r, "run": slot.run_id, "index": slot.index, "letter": slot.letter,
                "occurrence": slot.occurrence, "variant": slot.variant.name,
                "target": slot.target, **board_fields(slot, options.port, outcome.mac)}
               for r in parsed.records]
    return Attempt(number, capture_path, records, problems, outcome, cause(problems))


def board_fields(slot: RunSlot, port: str | None, mac: str | None) -> dict[str, str]:
    """What a record and its run's events say of the board: its label on
    several boards (campaign/fleet.py), its port and the chip's MAC where
    flashing read it."""
    out = {"board": f"b{slot.board}"} if slot.board else {}
    if port:
        out["port"] = port
    if mac:
        out["mac"] = mac
    return out


def run_slot(plan: Plan, slot: RunSlot, target: Target, build: Build, options: RunOptions,
             store: Store, on_line: LineHook | None, say: Callable[[str], None]
             ) -> Attempt:
    """Attempts until one is clean or the retries are spent; the last
    attempt. Numbering goes on from the journal's failed attempts of this
    run, so a resumed campaign's first attempt is not "1" again."""
    first = 1 + sum(1 for e in store.events()
                    if e["event"] == "run-failed" and e["run"] == slot.run_id)
    for number in range(first, first + plan.retries + 1):
        a = attempt(plan, slot, target, build, options, store, number, on_line)
        injected = list(plan.faults_for(slot, number))
        where = board_fields(slot, options.port, a.outcome.mac)
        if a.cause is None:
            records_path = store.save_records(slot, a.records)
            store.append({"event": "run-done", "run": slot.run_id,
                          "variant": slot.variant.name, "target": slot.target,
                          "capture": str(a.capture.relative_to(store.root)),
                          "records": str(records_path.relative_to(store.root)),
                          "n_records": len(a.records), "problems": a.problems,
                          "exit_status": a.outcome.exit_status,
                          "seconds": round(a.outcome.seconds, 3),
                          "attempt": number, "faults": injected,
                          "notes": a.outcome.notes, **where})
            return a
        kept = a.capture = store.keep_attempt(slot, number)
        again = number < first + plan.retries
        store.append({"event": "run-failed", "run": slot.run_id, "attempt": number,
                      "capture": str(kept.relative_to(store.root)), "cause": a.cause,
                      "problems": a.problems, "faults": injected, "retried": again,
                      "notes": a.outcome.notes, **where})
        say(f"run {slot.run_id}: attempt {number} failed ({a.cause}); capture kept in "
            f"{kept.relative_to(store.root)}" + ("; trying again" if again else
                                                  "; --resume tries it again"))
    return a
