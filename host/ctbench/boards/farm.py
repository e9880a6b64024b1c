"""Places of a labgrid farm held for the length of a campaign.

Every place is acquired through the coordinator before anything runs, its
serial port read after the acquire (the exporter picks a new one each time),
its board power-cycled where the place has power, and every place is
released at the end, on any error, and on SIGTERM, SIGHUP or Ctrl-C. A
`kill -9` cannot be caught: labgrid keeps that lock (it has no lease), and
the next campaign names the command that frees it.
"""

from __future__ import annotations

import contextlib
import signal
import threading
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from types import FrameType
from typing import Any, TypeVar

from ctbench.boards.labgrid import Client, Place
from ctbench.errors import CtbError

# made to raise; Ctrl-C already does (KeyboardInterrupt)
SIGNALS = (signal.SIGTERM, signal.SIGHUP)


class Stopped(SystemExit):
    """A signal ended the campaign: the places are released on the way out."""


def _stop(signum: int, frame: FrameType | None) -> None:
    raise Stopped(128 + signum)


@contextlib.contextmanager
def _handling(signums: Sequence[int], handler: Any) -> Iterator[None]:
    """`handler` for `signums` inside the block (the main thread only: no
    other may set a handler), the old handlers after it."""
    if threading.current_thread() is not threading.main_thread():
        yield
        return
    before = {s: signal.signal(s, handler) for s in signums}
    try:
        yield
    finally:
        for s, old in before.items():
            signal.signal(s, old)


def signals_end_the_process() -> contextlib.AbstractContextManager[None]:
    """SIGTERM and SIGHUP raise, as Ctrl-C does, so that `finally` runs."""
    return _handling(SIGNALS, _stop)


def ignoring_signals() -> contextlib.AbstractContextManager[None]:
    """While the places are released, further signals are ignored."""
    return _handling((*SIGNALS, signal.SIGINT), signal.SIG_IGN)


@contextlib.contextmanager
def acquired(names: Sequence[str], client: Client, say: Callable[[str], None]
             ) -> Iterator[list[Place]]:
    """The places `names`, acquired, each with its serial port; all released
    on the way out, whatever the way. labgrid-client calls for several
    places run at once (each one starts a Python)."""
    held: list[str] = []
    with signals_end_the_process():
        try:
            done = at_once(client.acquire, names)
            held += [n for n in names if not isinstance(done[n], CtbError)]
            for name in held:
                say(f"labgrid: acquired place {name} at {client.address}")
            settled(done, names)
            places = settled(at_once(client.show, names), names)
            powered = [p.name for p in places if p.power]
            for name in powered:
                say(f"labgrid: power-cycling place {name}")
            settled(at_once(client.power_cycle, powered), powered)
            yield places
        finally:
            with ignoring_signals():
                release(held, client, say)


T = TypeVar("T")


def at_once(call: Callable[[str], T], names: Sequence[str]) -> dict[str, T | CtbError]:
    """call(name) for every name in threads: its result or its CtbError."""
    def one(name: str) -> T | CtbError:
        try:
            return call(name)
        except CtbError as e:
            return e

    if not names:
        return {}
    with ThreadPoolExecutor(max_workers=len(names)) as pool:
        return dict(zip(names, pool.map(one, names), strict=True))


def settled(results: dict[str, T | CtbError], names: Sequence[str]) -> list[T]:
    """The results in the order of `names`; the first error raised."""
    out = []
    for name in names:
        result = results[name]
        if isinstance(result, CtbError):
            raise result
        out.append(result)
    return out


def release(held: list[str], client: Client, say: Callable[[str], None]) -> None:
    done = at_once(client.release, held)
    for name in held:
        if isinstance(done[name], CtbError):
            say(f"labgrid: could not release place {name}: {done[name]}; free it with: "
                + " ".join(client.command(name, "release")))
        else:
            say(f"labgrid: released place {name}")
