"""How long one esptool write of a sim build takes, with esptool's stub
(compressed 16 KB blocks, the sim's default) and without (`--no-stub`, 1 KB
blocks), into a fresh SimBoard over its pty and, with --rfc2217, through
ser2net serving that pty over RFC 2217 on 127.0.0.1.

    .venv/bin/python tools/sim_flash_time.py --variant Os --rfc2217

The build must exist (`ctbench run --target sim --variant Os ...` makes
build/sim/Os). Prints one line per run: link, flow, esptool's whole run in
seconds (process start included) and esptool's own `Wrote ...` line.
"""

from __future__ import annotations

import argparse
import re
import socket
import subprocess
import tempfile
import time
from dataclasses import replace
from pathlib import Path

from ctbench.boards import flasher_args
from ctbench.boards.esptool_flash import flash
from ctbench.boards.simboard import SimBoard
from ctbench.paths import build_root

SER2NET = """connection: &sim
  accepter: telnet(rfc2217,mode=server),tcp,127.0.0.1,{port}
  connector: serialdev(nouucplock=true),{dev},115200n81,local
  options:
    max-connections: 1
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def one(job: flasher_args.FlashJob, link: str, stub: bool, work: Path) -> None:
    with SimBoard() as board:
        server = None
        port = board.port
        if link == "rfc2217":
            tcp = free_port()
            conf = work / "ser2net.yaml"
            conf.write_text(SER2NET.format(port=tcp, dev=board.port))
            server = subprocess.Popen(["ser2net", "-n", "-d", "-c", str(conf)],
                                      stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            for _ in range(100):   # until it listens
                with socket.socket() as s:
                    if s.connect_ex(("127.0.0.1", tcp)) == 0:
                        break
                time.sleep(0.05)
            port = f"rfc2217://127.0.0.1:{tcp}?ign_set_control"
        try:
            log = work / "flash.log"
            start = time.monotonic()
            flash(replace(job, stub=stub), port, log=log)
            took = time.monotonic() - start
        finally:
            if server is not None:
                server.terminate()
                server.wait()
        wrote = re.search(r"^Wrote .*$", log.read_text(), re.MULTILINE)
        print(f"{link:8} {'stub' if stub else 'no-stub':8} {took:6.2f} s  "
              f"{wrote.group(0) if wrote else '?'}")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--variant", default="Os")
    ap.add_argument("--rfc2217", action="store_true", help="also through ser2net")
    ap.add_argument("--runs", type=int, default=1)
    args = ap.parse_args()
    job = flasher_args.load(build_root() / "sim" / args.variant)
    links = ["pty", "rfc2217"] if args.rfc2217 else ["pty"]
    with tempfile.TemporaryDirectory() as work:
        for link in links:
            for stub in (True, False):
                for _ in range(args.runs):
                    one(job, link, stub, Path(work))


if __name__ == "__main__":
    main()
