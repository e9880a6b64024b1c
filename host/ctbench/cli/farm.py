"""The labgrid farm commands: `ctbench farm setup` and `ctbench farm places`."""

from __future__ import annotations

import argparse
import sys

from ctbench.cli.output import emit_json


def _say(text: str) -> None:
    print(text, file=sys.stderr, flush=True)


def cmd_farm(args: argparse.Namespace) -> int:
    from ctbench.boards import labgrid

    where = labgrid.setup(_say)
    if args.action == "setup":
        if args.json:
            emit_json({"venv": str(where), "labgrid": labgrid.LABGRID})
        else:
            print(f"labgrid: {where} ({labgrid.LABGRID}); labgrid-client is "
                  f"{labgrid.tool('labgrid-client')}")
        return 0
    client = labgrid.Client(args.coordinator)
    held = client.acquired()
    if args.json:
        emit_json({"coordinator": client.address, "acquired": held})
    else:
        print(f"{client.address}: acquired places: {', '.join(held) or 'none'}")
    return 0
