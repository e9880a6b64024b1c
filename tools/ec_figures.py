"""docs/ec.md's figure and stack tables from a campaign of plans/ec.toml.

    PYTHONPATH=host .venv/bin/python tools/ec_figures.py RESULTS_DIR

Reads `ctbench report RESULTS_DIR --json`; prints two Markdown tables.
"""

from __future__ import annotations

import json
import subprocess
import sys
from typing import Any

CTB, MBEDTLS, BEARSSL = "ctb", "mbedtls-3.6.6", "bearssl-0.6"
BEARSSL_P256 = ("ecdh_shared_p256", "ecdh_shared_p256_m15", "ecdh_shared_p256_i31")
STACK_ROWS = ("ecdh_shared_p256", "ecdh_public_p256", "ecdh_shared_p384", "ecdh_public_p384",
              "ecdsa_verify_p256", "ecdsa_verify_p384")


def report(results: str) -> dict[str, Any]:
    out = subprocess.run([sys.executable, "-m", "ctbench", "report", results, "--json"],
                         capture_output=True, text=True, check=True).stdout
    doc: dict[str, Any] = json.loads(out)
    return doc


def figure(x: float | None, native: bool) -> str:
    if x is None:
        return "-"
    return f"{x / 1e3:.0f} us" if native else f"{x / 1e6:.2f} M"


def ratio(peer: float | None, ours: float | None) -> str:
    return f"{peer / ours:.2f}" if peer and ours else "-"


def tables(doc: dict[str, Any]) -> str:
    best: dict[tuple[str, str, str], float] = {}
    stack: dict[tuple[str, str], int] = {}
    for r in doc["records"]:
        key = (r["target"], r["variant"], r["bench"])
        best[key] = min(best.get(key, r["min"]), r["min"])
        if r["variant"] == CTB and r.get("stack") is not None:
            stack[r["target"], r["bench"]] = int(r["stack"])
    targets = list(dict.fromkeys(r["target"] for r in doc["records"]))
    lines = ["| target | P-256 shared: ctb | mbedTLS ecp_mul_p256 (ratio, goal >= 5) "
             "| mbedTLS ecdh_shared_p256 (ratio) | BearSSL best P-256 (ratio, goal >= 2) "
             "| P-384 shared: ctb | mbedTLS P-384 (ratio, goal >= 3) | ECDSA P-256: ctb "
             "| mbedTLS (ratio, goal >= 3) |",
             "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
    for t in targets:
        def g(variant: str, bench: str, t: str = t) -> float | None:
            return best.get((t, variant, bench))
        native = t == "native"
        a, a3, ae = (g(CTB, b) for b in ("ecdh_shared_p256", "ecdh_shared_p384",
                                           "ecdsa_verify_p256"))
        mm, ms, m3, me = (g(MBEDTLS, b) for b in ("ecp_mul_p256", "ecdh_shared_p256",
                                                   "ecdh_shared_p384", "ecdsa_verify_p256"))
        peers = [(b, v) for b in BEARSSL_P256 if (v := g(BEARSSL, b)) is not None]
        name, bb = min(peers, key=lambda p: p[1]) if peers else ("", None)
        impl = name.removeprefix("ecdh_shared_p256").lstrip("_") or "m31"
        lines.append(
            f"| {t} | {figure(a, native)} | {figure(mm, native)} ({ratio(mm, a)}) "
            f"| {figure(ms, native)} ({ratio(ms, a)}) | {figure(bb, native)} {impl} "
            f"({ratio(bb, a)}) | {figure(a3, native)} | {figure(m3, native)} ({ratio(m3, a3)}) "
            f"| {figure(ae, native)} | {figure(me, native)} ({ratio(me, ae)}) |")
    lines += ["", "| target | " + " | ".join(STACK_ROWS) + " |",
              "|---|" + "---:|" * len(STACK_ROWS)]
    for t in targets:
        lines.append(f"| {t} | " + " | ".join(str(stack.get((t, b), "-")) for b in STACK_ROWS)
                     + " |")
    return "\n".join(lines)


if __name__ == "__main__":
    if len(sys.argv) != 2:
        sys.exit("usage: ec_figures.py RESULTS_DIR")
    print(tables(report(sys.argv[1])))
