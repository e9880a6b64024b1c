"""Several boards of one chip in one campaign.

Every board runs the plan's whole sequence (order x rounds) in a thread of
its own, so A and A again are always on one board; the boards run at once.
A board that fails (its port gone, its flashing refused) is lost: its
finished runs are kept, its other runs are not run, a "board-lost" event
names them and why, and the other boards finish. `--resume` runs them.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Sequence
from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any, Protocol

from ctbench.campaign.plan import Plan, RunSlot, check_board_target
from ctbench.errors import CtbError

if TYPE_CHECKING:
    from ctbench.campaign.store import Store


@dataclass(frozen=True)
class Board:
    port: str                 # a serial port or a pyserial URL (rfc2217://...)
    place: str | None = None  # the labgrid place it was acquired as

    def as_dict(self) -> dict[str, Any]:
        return {"port": self.port, **({"place": self.place} if self.place else {})}


class Runner(Protocol):
    store: Store

    def run(self, slot: RunSlot, board: Board | None = None) -> None: ...


def on_boards(plan: Plan, port: str | None, boards: Sequence[Board], resume: bool
              ) -> tuple[Plan, str | None, list[Board]]:
    """The plan with its board count, the one port of a one-board campaign,
    and the boards: those given, else the plan's `ports`. A resumed campaign
    needs as many boards as it started with (board K runs board K's runs)."""
    given = list(boards) or [Board(p) for p in plan.ports]
    if port is not None and len(given) > 1:
        raise CtbError("--port names one board; this campaign runs on "
                       f"{len(given)} ({', '.join(b.port for b in given)})")
    if len(given) > 1:
        check_board_target(plan.targets, f"{plan.path}: {len(given)} boards")
    if resume and plan.boards > 1 and len(given) != plan.boards:
        raise CtbError(f"the campaign started on {plan.boards} boards; resuming it needs "
                       f"{plan.boards} (the plan's ports or places, or --port/--place "
                       f"{plan.boards} times), not {len(given)}")
    if resume and plan.boards == 1 and len(given) > 1:
        raise CtbError(f"the campaign started on one board; resume it on one, "
                       f"not {len(given)}")
    if len(given) == 1:
        return plan, port or given[0].port, given
    return replace(plan, boards=max(len(given), 1)), port, given


def run_on_boards(runner: Runner, slots: list[RunSlot], boards: list[Board],
                  say: Callable[[str], None]) -> None:
    """Each board's slots in a thread; a board that fails is lost and the
    others go on. An unexpected error (a bug) stops every board after its
    current run and is raised here."""
    stop = threading.Event()
    errors: list[BaseException] = []

    def work(number: int, board: Board) -> None:
        mine = [s for s in slots if s.board == number]
        for n, slot in enumerate(mine):
            if stop.is_set():
                return
            try:
                runner.run(slot, board)
            except (CtbError, OSError) as e:
                lost(runner.store, number, board, slot, mine[n:], str(e) or type(e).__name__)
                say(f"board b{number} ({board.port}) lost at run {slot.run_id}: {e}; "
                    f"{len(mine) - n} of its runs not run")
                return
            except BaseException as e:  # a bug: stop everything, raise it below
                errors.append(e)
                stop.set()
                return

    threads = [threading.Thread(target=work, args=(number, board), daemon=True,
                                name=f"board-b{number}")
               for number, board in enumerate(boards, 1)]
    for t in threads:
        t.start()
    try:
        for t in threads:
            t.join()
    finally:
        stop.set()   # an interrupt: the boards stop after their current run
    if errors:
        raise errors[0]


def lost(store: Store, number: int, board: Board, slot: RunSlot, left: list[RunSlot],
         reason: str) -> None:
    store.append({"event": "board-lost", "board": f"b{number}", **board.as_dict(),
                  "run": slot.run_id, "reason": reason,
                  "not_run": [s.run_id for s in left]})
