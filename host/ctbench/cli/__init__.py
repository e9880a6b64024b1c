"""The ctbench command line: a thin layer over the modules that do the work.

Every command prints a table for people or, with --json, one JSON document
for machines; every failure is one line on stderr and a non-zero exit.
"""

from __future__ import annotations

import argparse
import os
import sys
from collections.abc import Sequence

from ctbench import __version__
from ctbench.cli.campaign import (
    cmd_build,
    cmd_calibrate,
    cmd_campaign,
    cmd_compare,
    cmd_parse,
    cmd_report,
    cmd_run,
)
from ctbench.cli.ctlab import cmd_ct_check
from ctbench.cli.farm import cmd_farm
from ctbench.cli.sim import cmd_sim_serve
from ctbench.cli.targets import (
    cmd_baseline,
    cmd_idf_build,
    cmd_idf_check,
    cmd_idf_fetch,
    cmd_targets,
    cmd_toolchain,
    cmd_variants,
)
from ctbench.cli.vectors import cmd_insn_classes, cmd_mbedtls_alt, cmd_vectors
from ctbench.errors import CtbError


def build_parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="ctbench", description=__doc__.splitlines()[0])
    p.add_argument("--version", action="version", version=f"ctbench {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    def command(name: str, help: str) -> argparse.ArgumentParser:
        c = sub.add_parser(name, help=help)
        c.add_argument("--json", action="store_true", help="one JSON document on stdout")
        return c

    command("targets", "what can run here, and what each target needs").set_defaults(fn=cmd_targets)

    c = command("run", "build a variant, run it once, save and print the records")
    c.add_argument("--target", required=True)
    c.add_argument("--variant", required=True)
    c.add_argument("--bench", default="*", help="glob over bench names (default: all)")
    c.add_argument("--batch-ms", type=int,
                   help="batch target (default: 200 natively and on boards, 2 on emulators)")
    c.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    c.add_argument("--out", help="directory for the capture (default results/runs)")
    c.add_argument("--port", help="serial port, for board targets")
    c.add_argument("--flash-with", choices=("esptool", "idf.py"), default="esptool",
                   help="what flashes a board: esptool from the build's flasher_args.json "
                        "(default) or `idf.py flash` (ESP-IDF exported)")
    c.add_argument("--timeout", type=float, default=3600.0,
                   help="stop the run after this many seconds, or after min(this, 120) "
                        "seconds without output (default 3600)")
    c.add_argument("--fault", metavar="KIND[+KIND]",
                   help="sim only: faults the board injects (reset, garbage, drop, duplicate, "
                        "crc, stall, silence, unplug; docs/boards.md)")
    c.set_defaults(fn=cmd_run)

    c = command("build", "build a variant for a target, with a run's settings, and say where")
    c.add_argument("--target", required=True)
    c.add_argument("--variant", required=True)
    c.add_argument("--bench", default="*", help="glob over bench names (default: all)")
    c.add_argument("--batch-ms", type=int,
                   help="batch target (default: 200 natively and on boards, 2 on emulators)")
    c.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    c.set_defaults(fn=cmd_build)

    c = command("campaign", "run an A-B-A (or ABBA, ...) campaign from a plan")
    c.add_argument("plan")
    c.add_argument("--resume", action="store_true", help="continue an interrupted campaign")
    c.add_argument("--fresh", action="store_true",
                   help="start again; an existing results directory is renamed, not deleted")
    c.add_argument("--out", help="results directory (default results/<name>)")
    c.add_argument("--port", action="append", metavar="PORT",
                   help="serial port (or pyserial URL) of the board, for plans on ESP-IDF "
                        "chips; repeat it for several boards of the plan's chip")
    c.add_argument("--place", action="append", metavar="NAME",
                   help="a labgrid place to run on (repeatable): acquired through the "
                        "coordinator for the campaign, released at its end")
    c.add_argument("--coordinator", metavar="HOST:PORT",
                   help="labgrid coordinator (default $LG_COORDINATOR, else 127.0.0.1:20408)")
    c.add_argument("--flash-with", choices=("esptool", "idf.py"), default="esptool",
                   help="what flashes a board: esptool from the build's flasher_args.json "
                        "(default) or `idf.py flash` (ESP-IDF exported)")
    c.add_argument("--target", action="append", metavar="NAME",
                   help="run on this target of the plan only (repeatable; default: every "
                        "target that can run here, the others are skipped and named)")
    c.add_argument("--variant", action="append", metavar="NAME",
                   help="run this variant only, by letter or name (repeatable); the "
                        "baseline A always runs too")
    c.add_argument("--retries", type=int, choices=range(0, 11), metavar="0..10",
                   help="try a failed run again up to this many times (default: the "
                        "plan's retries, else 0)")
    c.add_argument("--fault", action="append", metavar="KIND[+KIND]",
                   help="sim only: the faults of run k's first attempt, one option a run, "
                        "cycling (replaces the plan's [sim] faults; none for a clean run)")
    c.set_defaults(fn=cmd_campaign)

    c = command("sim", "simulated boards for tests and tools: the native app behind a "
                "pseudo-terminal, dressed as an ESP32 console")
    t = c.add_subparsers(dest="action", required=True)
    f = t.add_parser("serve", help="start sim boards and keep them up until interrupted, "
                     "printing each board's port (and URL)")
    f.add_argument("--variant", default="Os", help="the native build they run (default Os)")
    f.add_argument("--bench", default="*", help="glob over bench names (default: all)")
    f.add_argument("--batch-ms", type=int, help="batch target (default 200)")
    f.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    f.add_argument("--boards", type=int, default=1, help="how many (default 1)")
    f.add_argument("--rfc2217", metavar="HOST:PORT",
                   help="serve each board over RFC 2217 from PORT on (PORT 0: free ports); "
                        "a client's RTS resets the board as a devkit's EN")
    f.add_argument("--boot-on-open", action="store_true",
                   help="boot when a host opens the port, for tools that never reset a "
                        "board (pytest-embedded's serial service, a terminal)")
    f.add_argument("--fault", metavar="KINDS",
                   help="faults every boot of the boards puts on its console "
                        "(boards/faults.py: e.g. reset, garbage+crc, unplug)")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_sim_serve)

    c = command("report", "rebuild the reports of a results directory and print one")
    c.add_argument("results")
    c.add_argument("--format", choices=("md", "html"), default="md")
    c.set_defaults(fn=cmd_report)

    c = command("compare", "two saved campaigns' baselines against each other (A = DIR_A's "
                "A runs, B = DIR_B's), with intervals")
    c.add_argument("dir_a", metavar="DIR_A")
    c.add_argument("dir_b", metavar="DIR_B")
    c.add_argument("--bench", default="*", help="glob over bench names and name/param")
    c.set_defaults(fn=cmd_compare)

    c = command("calibrate", "one build run under two names (A-A'): the verdicts' false-alarm "
                "rate and each row's smallest detectable change on a target")
    c.add_argument("--target", required=True)
    c.add_argument("--variant", default="O2", help="the build to run twice over (default O2)")
    c.add_argument("--bench", default="*", help="glob over bench names and name/param")
    c.add_argument("--order", default="random",
                   help="the plan order: random (default) or letters of A and B, e.g. AB, ABBA")
    c.add_argument("--rounds", type=int, default=5, help="rounds of the order (default 5)")
    c.add_argument("--batch-ms", type=int,
                   help="batch target (default: the target's own, 200 natively)")
    c.add_argument("--batches", type=int, default=5, choices=range(1, 17), metavar="1..16")
    c.add_argument("--threshold", type=float, default=2.0,
                   help="in %%: the change a verdict calls (default 2)")
    c.add_argument("--seed", type=int, help="order = random: the permutations' seed")
    c.add_argument("--resume", action="store_true", help="continue an interrupted calibration")
    c.add_argument("--fresh", action="store_true",
                   help="start again; an existing results directory is renamed, not deleted")
    c.add_argument("--out", help="results directory (default results/calibrate-<settings>)")
    c.set_defaults(fn=cmd_calibrate)

    c = command("ct-check", "constant-time verdicts: variants x checkers")
    c.add_argument("--variant", action="append",
                   help="ct_asm, ct_generic, ct_plain, ct_branchless, or an mbedTLS "
                   "reference variant (mbedtls-3.6.6, +ct, +series, +seed-series; mbedtls-4.0.0, "
                   "+series, +revert-ct: audit and valgrind only); repeatable; "
                   "default: all")
    c.add_argument("--checker", action="append",
                   help="valgrind, msan, dudect, audit, trace or insn-eq "
                   "(repeatable; default: all)")
    c.add_argument("--function", action="append", metavar="PATTERN",
                   help="only the functions matching this shell pattern, e.g. 'ec_*' or "
                   "ec_shared_p256 (repeatable; default: all of ct_functions.h)")
    c.add_argument("--samples", type=int, default=1_000_000,
                   help="timing samples per function for dudect (default 10^6, the full run)")
    c.add_argument("--mutants", action="store_true",
                   help="run the leaky mutants of ctb_ct through the checkers instead: "
                   "each must be caught on every ISA where it leaks")
    c.add_argument("--ec-mutants", action="store_true",
                   help="run ctb_ec's mutants (components/ctb_ec/test/mutants.toml) through "
                   "its unit tests and insn-eq instead: each must be killed")
    c.add_argument("--mutant", action="append", metavar="NAME",
                   help="with --mutants or --ec-mutants: only this mutant (repeatable)")
    c.set_defaults(fn=cmd_ct_check)

    c = command("baseline", "reference library sources (mbedTLS, BearSSL), fetched into "
                "the cache")
    b = c.add_subparsers(dest="action", required=True)
    f = b.add_parser("fetch", help="fetch e.g. mbedtls==3.6.6, mbedtls==4.0.0 or "
                     "bearssl==0.6")
    f.add_argument("spec")
    f.add_argument("--from", dest="source", metavar="PATH|idf|git|git=URL_OR_PATH|debian",
                   help="where from (default: the cache, then idf, debian, git; "
                   "bearssl: debian; mbedtls 4.x: git, its public URL, or git=URL_OR_PATH)")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_baseline)

    c = command("mbedtls-alt", "mbedTLS's own ECDH test suite, natively, through the "
                "ctb_ec adapter (alt) and unmodified (plain)")
    c.add_argument("--tree", help="mbedTLS 3.6 source tree (default: the cached 3.6.6)")
    c.add_argument("--build", action="append", choices=("alt", "plain"),
                   help="repeatable (default: both)")
    c.add_argument("--suite", action="append", choices=("ecdh", "psa_crypto"),
                   help="repeatable (default: ecdh); psa_crypto runs PSA's suite, whose ECDH "
                   "key agreement goes through the adapter")
    c.add_argument("--no-flow", action="store_true",
                   help="skip the secret-flow check under valgrind (alt build)")
    c.set_defaults(fn=cmd_mbedtls_alt)

    command("variants", "the variant fragments: what each changes, where it applies, "
            "how it composes").set_defaults(fn=cmd_variants)

    c = command("idf-check", "configure and compile the ESP-IDF bench app for each chip and "
                "variant: the board build matrix")
    c.add_argument("--chip", action="append", help="esp32, esp32s3, esp32c3 (repeatable; "
                   "default: those three)")
    c.add_argument("--variant", action="append", help="a variant, or 'defaults' (repeatable; "
                   "default: the defaults, every fragment and every shipped plan's variants)")
    c.add_argument("--out", help="JSON results file (default build/idf-check.json)")
    c.set_defaults(fn=cmd_idf_check)

    c = command("idf", "ESP-IDF v5.5.5 for a machine that has none exported, cloned from its "
                "git URL into the cache")
    t = c.add_subparsers(dest="action", required=True)
    f = t.add_parser("fetch", help="clone ESP-IDF, the submodules the bench app needs and "
                     "ESP-IDF's Python environment (or find them in the cache)")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_idf_fetch)

    c = command("idf-build", "linked ESP-IDF images of the bench app, each checked with "
                "esptool's image_info and measured with esp-idf-size")
    c.add_argument("--chip", action="append", help="esp32, esp32s3, esp32c3 (repeatable; "
                   "default: those three)")
    c.add_argument("--variant", action="append", help="a variant, or 'defaults' (repeatable; "
                   "default: the defaults and every variant a board plan names for the chip)")
    c.set_defaults(fn=cmd_idf_build)

    c = command("toolchain", "GCC 14 (C, C++) + picolibc for the ESP32, ESP32-S3 and "
                "ESP32-C3, built from Debian's sources into the cache")
    t = c.add_subparsers(dest="action", required=True)
    f = t.add_parser("build", help="build (or find in the cache) the toolchain for a core")
    f.add_argument("core", choices=("esp32", "esp32s3", "esp32c3"))
    f.add_argument("--jobs", type=int, default=0, help="parallel jobs (default: all cores)")
    f.add_argument("--keep", action="store_true", help="keep the work trees under build/")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_toolchain)

    c = command("farm", "labgrid for board farms: its own virtualenv, and the places held")
    t = c.add_subparsers(dest="action", required=True)
    f = t.add_parser("setup", help="install labgrid into its own virtualenv in the cache")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_farm)
    f = t.add_parser("places", help="the places the coordinator says are acquired")
    f.add_argument("--coordinator", metavar="HOST:PORT",
                   help="labgrid coordinator (default $LG_COORDINATOR, else 127.0.0.1:20408)")
    f.add_argument("--json", action="store_true", help="one JSON document on stdout")
    f.set_defaults(fn=cmd_farm)

    c = command("parse", "records and problems found in a raw capture")
    c.add_argument("capture")
    c.set_defaults(fn=cmd_parse)

    c = command("vectors", "run a Wycheproof-format (or NIST CAVP) vector file on a target")
    c.add_argument("file", help="a Wycheproof .json, or a CAVP .rsp/.fax file")
    c.add_argument("--target", default="native",
                   help="native (default) or an emulated target, e.g. qemu-riscv32")
    c.add_argument("--out", help="directory for the capture (default results/vectors)")
    c.add_argument("--timeout", type=float, default=1800.0,
                   help="stop the runner after this many seconds (default 1800)")
    c.set_defaults(fn=cmd_vectors)

    # -- insn-classes (host/ctbench/counts/insn_classes.py) ---------------------------
    c = command("insn-classes", "executed instructions by class per call of a function, "
                "on an emulated target, for one or more variants")
    c.add_argument("--target", required=True, help="an emulated target, e.g. qemu-xtensa")
    c.add_argument("--variant", action="append", required=True,
                   help="repeatable; the first is the reference of the differences")
    c.add_argument("--bench", required=True, help="bench filter compiled in, e.g. ecp_mul_p256")
    c.add_argument("--function", action="append", required=True,
                   help="window function, e.g. mbedtls_ecp_mul (repeatable)")
    c.add_argument("--within", default="ctb_measure",
                   help="count only windows inside this function's (default ctb_measure: "
                        "the timed calls); 'none' counts every call")
    c.add_argument("--batches", type=int, default=1, choices=range(1, 17), metavar="1..16",
                   help="measured batches: more timed calls to average (default 1)")
    c.add_argument("--markdown", action="store_true", help="print Markdown tables")
    c.add_argument("--timeout", type=float, default=1800.0,
                   help="stop QEMU after this many seconds (default 1800)")
    c.set_defaults(fn=cmd_insn_classes)
    return p


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    if getattr(args, "resume", False) and getattr(args, "fresh", False):
        print("ctbench: --resume and --fresh exclude each other", file=sys.stderr)
        return 2
    try:
        return int(args.fn(args))
    except CtbError as e:
        print(f"ctbench: {e}", file=sys.stderr)
        return 1
    except Exception as e:  # a bug: still one line, with a way to see more
        if os.environ.get("CTBENCH_DEBUG"):
            raise
        print(f"ctbench: internal error: {type(e).__name__}: {e} "
              f"(set CTBENCH_DEBUG=1 for the traceback)", file=sys.stderr)
        return 3
    except KeyboardInterrupt:
        print("ctbench: interrupted; finished runs are kept (continue with --resume)",
              file=sys.stderr)
        return 130
