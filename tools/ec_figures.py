"""docs/ec.md's figure and stack tables from an ec campaign: python3 tools/ec_figures.py RESULTS_DIR
(run with the project's venv, PYTHONPATH=host). Reads `ctbench report --json`."""
import json
import subprocess
import sys

doc = json.loads(subprocess.run([sys.executable, "-m", "ctbench", "report", sys.argv[1], "--json"],
                                capture_output=True, text=True, check=True).stdout)
rows = {}
stack = {}
for r in doc["records"]:
    key = (r["target"], r["variant"], r["bench"])
    rows.setdefault(key, []).append(r["min"])
    if "stack" in r:
        stack[(r["target"], r["variant"], r["bench"])] = r["stack"]
val = {k: min(v) for k, v in rows.items()}
targets = list(dict.fromkeys(r["target"] for r in doc["records"]))
V = {"A": "ctb", "B": "mbedtls-3.6.6", "C": "bearssl-0.6"}
def g(t, v, b):
    return val.get((t, v, b))
def fmt(x, unit):
    if x is None:
        return "-"
    return f"{x/1e6:.2f} M" if unit == "insns" else f"{x/1e3:.0f} us"
out = ["| target | P-256 shared: ctb | mbedTLS ecp_mul_p256 (ratio, goal >= 5) | mbedTLS ecdh_shared_p256 (ratio) | BearSSL best P-256 (ratio, goal >= 2) | P-384 shared: ctb | mbedTLS P-384 (ratio, goal >= 3) | ECDSA P-256: ctb | mbedTLS (ratio, goal >= 3) |",
       "|---|---:|---:|---:|---:|---:|---:|---:|---:|"]
for t in targets:
    unit = "ns" if t == "native" else "insns"
    a = g(t, "ctb", "ecdh_shared_p256")
    mm = g(t, "mbedtls-3.6.6", "ecp_mul_p256")
    ms = g(t, "mbedtls-3.6.6", "ecdh_shared_p256")
    br = {b: g(t, "bearssl-0.6", b) for b in ("ecdh_shared_p256", "ecdh_shared_p256_m15", "ecdh_shared_p256_i31")}
    bb = min((b for b in br.items() if b[1]), key=lambda x: x[1])
    a3 = g(t, "ctb", "ecdh_shared_p384"); m3 = g(t, "mbedtls-3.6.6", "ecdh_shared_p384")
    ae = g(t, "ctb", "ecdsa_verify_p256"); me = g(t, "mbedtls-3.6.6", "ecdsa_verify_p256")
    r = lambda x, y: f"{x/y:.2f}" if x and y else "-"
    out.append(f"| {t} | {fmt(a, unit)} | {fmt(mm, unit)} ({r(mm, a)}) | {fmt(ms, unit)} ({r(ms, a)}) | "
               f"{fmt(bb[1], unit)} {bb[0].removeprefix('ecdh_shared_p256').lstrip('_') or 'm31'} ({r(bb[1], a)}) | "
               f"{fmt(a3, unit)} | {fmt(m3, unit)} ({r(m3, a3)}) | {fmt(ae, unit)} | {fmt(me, unit)} ({r(me, ae)}) |")
print("\n".join(out))
print()
print("| target | " + " | ".join(b for b in ("ecdh_shared_p256", "ecdh_public_p256", "ecdh_shared_p384", "ecdh_public_p384", "ecdsa_verify_p256", "ecdsa_verify_p384")) + " |")
print("|---|" + "---:|" * 6)
for t in targets:
    print(f"| {t} | " + " | ".join(str(stack.get((t, "ctb", b), "-")) for b in ("ecdh_shared_p256", "ecdh_public_p256", "ecdh_shared_p384", "ecdh_public_p384", "ecdsa_verify_p256", "ecdsa_verify_p384")) + " |")
