"""labgrid, the engine of shared board farms, driven through `labgrid-client`.

labgrid lives in a virtualenv of its own (`venv()`, made by `setup()`): it
installs a fork of pyserial over the one esptool and pytest-embedded use, and
a pytest plugin that takes pytest-embedded's fixtures (docs/boards.md). Its
command line is the stable interface; its Python client is internal.

A place is acquired through the coordinator; its exporter then serves the
board's serial port over RFC 2217 (ser2net) on a port chosen at each
acquire, which `show` gives.
"""

from __future__ import annotations

import ast
import getpass
import os
import re
import socket
import subprocess
import sys
import textwrap
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.paths import cache_root

LABGRID = "labgrid>=26,<27"
DEFAULT_COORDINATOR = "127.0.0.1:20408"   # labgrid's own default
# labgrid's power resources (labgrid-client power knows each)
POWER = {"NetworkPowerPort", "NetworkUSBPowerPort", "NetworkSiSPMPowerPort", "PDUDaemonPort",
         "TasmotaPowerPort", "NetworkYKUSHPowerPort", "NetworkSysfsGPIO"}
POWER_OFF_S = 1.0   # how long `power cycle` keeps a board off
CALL_TIMEOUT_S = 120.0   # a hang guard on every labgrid-client call


def venv() -> Path:
    return cache_root() / "labgrid-venv"


def tool(name: str) -> Path:
    return venv() / "bin" / name


def ready() -> bool:
    """labgrid is installed in its virtualenv and imports."""
    python = tool("python")
    return tool("labgrid-client").exists() and subprocess.run(
        [str(python), "-c", "import labgrid"], capture_output=True, check=False).returncode == 0


def setup(say: Callable[[str], None]) -> Path:
    """Make labgrid's virtualenv once (python -m venv, pip install labgrid);
    a later call finds it."""
    if ready():
        return venv()
    say(f"labgrid: installing {LABGRID} into {venv()} (its own virtualenv)")
    base = getattr(sys, "_base_executable", sys.executable)
    for cmd in ([base, "-m", "venv", "--clear", str(venv())],
                [str(tool("python")), "-m", "pip", "install", "-q", LABGRID]):
        proc = subprocess.run(cmd, capture_output=True, text=True, check=False)
        if proc.returncode != 0:
            lines = [x for x in (proc.stderr + proc.stdout).splitlines() if x.strip()]
            raise CtbError(f"labgrid: cannot set up {venv()}: {' '.join(cmd[:4])}... failed"
                           f" ({lines[-1] if lines else f'status {proc.returncode}'})")
    if not ready():
        raise CtbError(f"labgrid: {venv()} was set up but labgrid does not import there")
    return venv()


def identity() -> str:
    """Who labgrid says holds a place we acquire: host/user."""
    return (f"{os.environ.get('LG_HOSTNAME', socket.gethostname())}/"
            f"{os.environ.get('LG_USERNAME', getpass.getuser())}")


@dataclass(frozen=True)
class Place:
    name: str
    host: str
    port: int
    power: tuple[str, ...] = ()   # its power resources' classes

    @property
    def url(self) -> str:
        """pyserial's URL of its console. ser2net on a board without modem
        lines (a pty) never answers SET_CONTROL: ign_set_control."""
        return f"rfc2217://{self.host}:{self.port}?ign_set_control"


class Client:
    """labgrid-client against one coordinator."""

    def __init__(self, coordinator: str | None = None) -> None:
        self.address = (coordinator or os.environ.get("LG_COORDINATOR")
                        or DEFAULT_COORDINATOR)

    def command(self, place: str | None, *args: str) -> list[str]:
        return [str(tool("labgrid-client")), "-x", self.address,
                *(["-p", place] if place else []), *args]

    def run(self, place: str | None, *args: str) -> str:
        """stdout of one call; a failure is labgrid's own error line."""
        cmd = self.command(place, *args)
        try:
            proc = subprocess.run(cmd, capture_output=True, text=True,
                                  timeout=CALL_TIMEOUT_S, check=False)
        except OSError as e:
            raise CtbError(f"labgrid: cannot run {cmd[0]} ({e.strerror}; "
                           f"`ctbench farm setup` installs it)") from None
        except subprocess.TimeoutExpired:
            raise CtbError(f"labgrid: `{' '.join(cmd[1:])}` gave no answer in "
                           f"{CALL_TIMEOUT_S:.0f} s") from None
        if proc.returncode != 0:
            raise CtbError(self._error(place, args, proc.stderr + proc.stdout))
        return proc.stdout

    def _error(self, place: str | None, args: tuple[str, ...], text: str) -> str:
        lines = [x.strip() for x in text.splitlines() if x.strip()]
        last = lines[-1] if lines else "no output"
        last = re.sub(r"^labgrid-client: (Error: |error: )?", "", last)
        what = f"place {place}" if place else "labgrid"
        if "You have already acquired place" in last:
            release = " ".join(self.command(place, "release"))
            return (f"{what} is still acquired by this user ({identity()}), most likely by "
                    f"a campaign that was killed before it could release it; if no campaign "
                    f"of yours uses it, free it with: {release}")
        if "could not connect to coordinator" in text.lower():
            return f"labgrid: no coordinator answers at {self.address}"
        return f"{what}: labgrid-client {' '.join(args)}: {last}"

    def acquire(self, place: str) -> None:
        self.run(place, "acquire")

    def release(self, place: str) -> None:
        self.run(place, "release")

    def acquired(self) -> list[str]:
        """The places anyone holds."""
        return [line.split()[0] for line in self.run(None, "places", "--acquired").splitlines()
                if line.strip()]

    def power_cycle(self, place: str) -> None:
        self.run(place, "power", "cycle", "-t", f"{POWER_OFF_S:g}")

    def show(self, place: str) -> Place:
        """The acquired place's serial port (host and TCP port, new at every
        acquire) and its power resources."""
        resources = acquired_resources(self.run(place, "show"))
        serial = [p for cls, p in resources if cls == "NetworkSerialPort"]
        if not serial:
            have = ", ".join(cls for cls, _ in resources) or "none"
            raise CtbError(f"place {place}: no NetworkSerialPort among its acquired "
                           f"resources ({have}); add-match its exporter's RawSerialPort")
        host, port = serial[0].get("host"), serial[0].get("port")
        if not isinstance(host, str) or not isinstance(port, int):
            raise CtbError(f"place {place}: its serial port is not served (host {host!r}, "
                           f"port {port!r}); is its exporter running?")
        return Place(place, host, port, tuple(cls for cls, _ in resources if cls in POWER))


_RESOURCE = re.compile(r"^Acquired resource '[^']*' \([^/]+/[^/]+/([A-Za-z0-9_]+)/.+\):$")


def acquired_resources(text: str) -> list[tuple[str, dict[str, object]]]:
    """(class, params) of each acquired resource in `labgrid-client show`'s
    output, whose params are a Python dict printed with pformat."""
    out: list[tuple[str, dict[str, object]]] = []
    lines = text.splitlines()
    for n, line in enumerate(lines):
        m = _RESOURCE.match(line)
        if m is None:
            continue
        body = []
        for more in lines[n + 1:]:
            if not more.startswith(" "):
                break
            body.append(more)
        try:
            value = ast.literal_eval(textwrap.dedent("\n".join(body)))
        except (ValueError, SyntaxError):
            value = {}
        params = value.get("params", {}) if isinstance(value, dict) else {}
        out.append((m.group(1), params if isinstance(params, dict) else {}))
    return out
