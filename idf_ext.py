"""ctbench from idf.py: `idf.py ctbench-run` and `idf.py ctbench-campaign PLAN`,
with idf.py's usual `-p PORT` (or ESPPORT).

idf.py loads this file from the project root (ESP-IDF's project extension
file, tools/idf_py_actions/README.md): `action_extensions` returns the
actions, and each calls the host tool, the project's .venv/bin/ctbench (made
by `make .venv/.installed`) or a `ctbench` on PATH. idf.py then exits with
ctbench's exit status.

    idf.py -p /dev/ttyUSB0 ctbench-run --variant mbedtls-3.6.6+series --chip esp32s3
    idf.py -p rfc2217://farmhost:4000 ctbench-campaign plans/esp32-aba.toml
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from typing import Any

# idf.py's own -p/--port, repeated here so that it may also follow the action
PORT = {
    "names": ["-p", "--port"],
    "help": "Serial port: a device or a pyserial URL (rfc2217://HOST:PORT).",
    "scope": "global",
    "envvar": "ESPPORT",
    "default": None,
}


def _ctbench(project_path: str) -> list[str]:
    local = os.path.join(project_path, ".venv", "bin", "ctbench")
    if os.access(local, os.X_OK):
        return [local]
    found = shutil.which("ctbench")
    if found:
        return [found]
    return []


def _call(project_path: str, argv: list[str]) -> None:
    tool = _ctbench(project_path)
    if not tool:
        from idf_py_actions.errors import FatalError

        raise FatalError(f"ctbench not found: run `make .venv/.installed` in {project_path} "
                         f"(or put ctbench on PATH)")
    print("Running " + " ".join([*tool, *argv]), flush=True)
    sys.exit(subprocess.call([*tool, *argv], cwd=project_path))


def action_extensions(base_actions: dict[str, Any], project_path: str) -> dict[str, Any]:
    def ctbench_run(action: str, ctx: Any, args: Any, chip: str | None, variant: str,
                    bench: str, batch_ms: str | None, batches: str | None) -> None:
        chip = chip or os.environ.get("IDF_TARGET")
        if not chip:
            from idf_py_actions.errors import FatalError

            raise FatalError("idf.py ctbench-run: name the chip with --chip (or set IDF_TARGET)")
        argv = ["run", "--target", chip, "--variant", variant, "--bench", bench]
        argv += ["--batch-ms", batch_ms] if batch_ms else []
        argv += ["--batches", batches] if batches else []
        _call(project_path, argv + (["--port", args.port] if args.port else []))

    def ctbench_campaign(action: str, ctx: Any, args: Any, plan: str, resume: bool,
                         fresh: bool) -> None:
        argv = ["campaign", os.path.abspath(plan)]
        argv += ["--resume"] if resume else []
        argv += ["--fresh"] if fresh else []
        _call(project_path, argv + (["--port", args.port] if args.port else []))

    return {
        "actions": {
            "ctbench-run": {
                "callback": ctbench_run,
                "short_help": "Build, flash and run one ctbench variant; print its records.",
                "options": [
                    PORT,
                    {"names": ["--chip"], "default": None,
                     "help": "esp32, esp32s3, esp32c3, ... (default: $IDF_TARGET)"},
                    {"names": ["--variant"], "default": "Os",
                     "help": "firmware/variants fragments joined by '+' (default Os)"},
                    {"names": ["--bench"], "default": "*",
                     "help": "glob over bench names (default: all)"},
                    {"names": ["--batch-ms"], "default": None,
                     "help": "batch target in ms (default: ctbench's, 200 on boards)"},
                    {"names": ["--batches"], "default": None,
                     "help": "batches per benchmark, 1..16 (default 5)"},
                ],
            },
            "ctbench-campaign": {
                "callback": ctbench_campaign,
                "short_help": "Run a ctbench A-B-A campaign from a plan on the board.",
                "arguments": [{"names": ["plan"], "nargs": 1}],
                "options": [
                    PORT,
                    {"names": ["--resume"], "is_flag": True,
                     "help": "continue an interrupted campaign"},
                    {"names": ["--fresh"], "is_flag": True,
                     "help": "start again (the old results are renamed, not deleted)"},
                ],
            },
        }
    }
