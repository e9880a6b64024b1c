"""`ctbench sim serve`: simulated boards that stay up, each on its own port
and, with --rfc2217, served over the network, until interrupted."""

from __future__ import annotations

import argparse
import json
import signal
import sys
import threading
from contextlib import ExitStack
from types import FrameType
from typing import Any

from ctbench.errors import CtbError


def listen_address(text: str) -> tuple[str, int]:
    """HOST:PORT (HOST defaults to 127.0.0.1; PORT 0 picks free ports)."""
    host, _, port = text.rpartition(":")
    try:
        number = int(port)
    except ValueError:
        number = -1
    if not 0 <= number < 65536:
        raise CtbError(f"--rfc2217 {text}: expected HOST:PORT, e.g. 127.0.0.1:4000")
    return host or "127.0.0.1", number


def cmd_sim_serve(args: argparse.Namespace) -> int:
    from ctbench.boards.faults import parse
    from ctbench.boards.rfc2217 import Rfc2217Server
    from ctbench.boards.simboard import SimBoard
    from ctbench.targets.base import RunOptions
    from ctbench.targets.native import NativeTarget
    from ctbench.targets.registry import get_target
    from ctbench.targets.variants import resolve_variant

    if args.boards < 1:
        raise CtbError("--boards: at least 1")
    faults = parse(args.fault, "--fault") if args.fault else ()
    address = listen_address(args.rfc2217) if args.rfc2217 else None
    target = get_target("sim")
    target.require()
    options = RunOptions(batch_ms=args.batch_ms or target.default_batch_ms,
                         batches=args.batches, bench=args.bench)
    build = target.build(resolve_variant(args.variant, "--variant"), options)
    app = NativeTarget().command(build, options, build.app)
    stop = threading.Event()

    def interrupted(signum: int, frame: FrameType | None) -> None:
        stop.set()

    with ExitStack() as stack:
        rows: list[dict[str, Any]] = []
        for n in range(args.boards):
            board = stack.enter_context(SimBoard(boot_on_open=args.boot_on_open,
                                                       faults=faults))
            board.app = app
            row: dict[str, Any] = {"board": n + 1, "port": board.port, "url": None}
            if address is not None:
                host, port = address
                server = Rfc2217Server(board.port, host, port + n if port else 0,
                                       on_lines=board.lines, on_open=board.opened)
                stack.callback(server.close)
                row["url"] = server.url
            rows.append(row)
        for sig in (signal.SIGINT, signal.SIGTERM):
            signal.signal(sig, interrupted)
        if args.json:
            # one line, so that a program reading the boards need not wait for EOF
            print(json.dumps({"variant": build.variant, "app": app, "boards": rows}),
                  flush=True)
        else:
            boots = [w for w, on in (("when a host opens its port", args.boot_on_open),
                                     ("on a reset through RTS", address is not None)) if on]
            print(f"{len(rows)} sim board(s) with {build.variant}, booting "
                  f"{' or '.join(boots) or 'only when flashed'}; Ctrl-C stops", flush=True)
            for r in rows:
                print(f"board {r['board']}: {r['port']}"
                      + (f"  {r['url']}" if r["url"] else ""), flush=True)
        sys.stdout.flush()
        while not stop.wait(0.5):
            pass
    if not args.json:
        print("sim boards stopped", flush=True)
    return 0
