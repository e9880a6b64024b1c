"""NIST CAVP response files (as shipped by the PyPI package
cryptography-vectors) into the internal case format.

- ECDSA SigVer (.rsp, FIPS 186-3: "[P-256,SHA-256]" sections; Msg, Qx, Qy,
  R, S, Result): every P-256 and P-384 section, whatever its hash (the API
  takes the caller's digest); other curves are skipped with a note. A
  "Result = P" record is valid, "F" invalid.
- KAS ECC validity, ZZ only (.fax: KASValidityTest_ECCStaticUnified_NOKC_
  ZZOnly_{init,resp}.fax; dsCAVS, QsCAVS, dsIUT, QsIUT, Z): the P-256 and
  P-384 parameter sets. Each record runs as three steps: public(dsIUT) must
  be QsIUT, shared(dsIUT, QsCAVS) and shared(dsCAVS, QsIUT) must both be Z;
  "P" records must be accepted, "F" records (a public key off its curve, a
  changed private key, a changed Z) must not. cryptography-vectors carries
  no copy of the KAS ECC CDH primitive file, so this is its ECDH set.
- AES-GCM (gcmEncryptExtIV{128,192,256}.rsp, gcmDecrypt{128,192,256}.rsp:
  sections "[Keylen = 128]"..."[Taglen = 128]"; Key, IV, PT, AAD, CT,
  Tag): every record, under every GHASH variant. An encryption record must
  seal to CT || Tag and open back to PT; a decryption record opens to PT,
  and a "FAIL" record (no PT) must be refused.

tcId is the record's position in the file (1-based, every section counted),
so an id names the same record whatever is skipped.
"""

from __future__ import annotations

import hashlib
import re
from pathlib import Path

from ctbench.errors import CtbError
from ctbench.vectors.cases import Case, Curve, Result, Step, VectorSet, curve_named
from ctbench.vectors.wycheproof import gcm_steps, scalar_bytes

Record = dict[str, str]
_SECTION = re.compile(r"\[([^\]]*)\]")
_FIELD = re.compile(r"(\w+)\s*=\s*(.*)")


def records(text: str, start: str) -> list[tuple[str, Record]]:
    """(section, fields) of every record: a record begins at its `start`
    key and ends at the next one or at a section header."""
    out: list[tuple[str, Record]] = []
    section = ""
    current: Record | None = None
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        head = _SECTION.fullmatch(line)
        if head:
            section, current = head.group(1), None
            continue
        m = _FIELD.fullmatch(line)
        if m is None:
            continue
        if m.group(1) == start:
            current = {}
            out.append((section, current))
        if current is not None:
            current[m.group(1)] = m.group(2).strip()
    return out


def _point(curve: Curve, x: str, y: str) -> bytes:
    """04 || x || y, each coordinate left-padded to the curve's size (a
    coordinate longer than that stays as sent and makes a bad length)."""
    def coord(h: str) -> bytes:
        b = bytes.fromhex(h if len(h) % 2 == 0 else "0" + h)
        return b.rjust(curve.size, b"\0")
    return b"\x04" + coord(x) + coord(y)


def _verdict(rec: Record) -> Result:
    r = rec.get("Result", "")
    if r.startswith("P"):
        return "valid"
    if r.startswith("F"):
        return "invalid"
    raise ValueError(f"Result '{r}' is neither P nor F")


def read_sigver(text: str) -> tuple[str, list[Case], list[str]]:
    cases: list[Case] = []
    skipped: dict[str, int] = {}
    for tc_id, (section, rec) in enumerate(records(text, "Msg"), start=1):
        name, _, sha = section.partition(",")
        try:
            curve = curve_named(name)
        except ValueError:
            skipped[name] = skipped.get(name, 0) + 1
            continue
        algo = sha.replace("-", "").lower()
        digest = hashlib.new(algo, bytes.fromhex(rec["Msg"])).digest()
        r = int(rec["R"], 16).to_bytes(curve.size, "big")
        s = int(rec["S"], 16).to_bytes(curve.size, "big")
        step = Step("ecdsa-verify", curve.ident,
                    (_point(curve, rec["Qx"], rec["Qy"]), digest, r + s))
        cases.append(Case(tc_id, _verdict(rec), (step,), f"[{section}] {rec['Result']}"))
    notes = [f"skipped {sum(skipped.values())} records of other curves "
             f"({', '.join(sorted(skipped))})"] if skipped else []
    return "ECDSA SigVer (CAVP) P-256 P-384", cases, notes


def read_kas_zz(text: str) -> tuple[str, list[Case], list[str]]:
    # "[EC]" then "[Curve selected:  P-256]" in the header names each set.
    sets: dict[str, str] = {}
    last = ""
    for m in _SECTION.finditer(text):
        label = m.group(1)
        if label.startswith("Curve selected:"):
            sets[last] = label.split(":", 1)[1].strip()
        last = label
    cases: list[Case] = []
    skipped = 0
    for tc_id, (section, rec) in enumerate(records(text, "COUNT"), start=1):
        try:
            curve = curve_named(sets.get(section.split(" - ")[0], "?"))
        except ValueError:
            skipped += 1
            continue
        d_iut, why = scalar_bytes(curve, bytes.fromhex(rec["dsIUT"]))
        d_cavs, why2 = scalar_bytes(curve, bytes.fromhex(rec["dsCAVS"]))
        q_iut = _point(curve, rec["QsIUTx"], rec["QsIUTy"])
        q_cavs = _point(curve, rec["QsCAVSx"], rec["QsCAVSy"])
        z = int(rec["Z"], 16).to_bytes(curve.size, "big")
        comment = f"[{section}] COUNT {rec['COUNT']}: {rec['Result']}"
        if d_iut is None or d_cavs is None:
            cases.append(Case(tc_id, _verdict(rec), (), comment,
                              host_reject=why or why2))
            continue
        steps = (Step("ec-public", curve.ident, (d_iut,), q_iut),
                 Step("ecdh", curve.ident, (d_iut, q_cavs), z),
                 Step("ecdh", curve.ident, (d_cavs, q_iut), z))
        cases.append(Case(tc_id, _verdict(rec), steps, comment))
    notes = [f"skipped {skipped} records of other curves"] if skipped else []
    return "ECDH KAS ZZ validity (CAVP) P-256 P-384", cases, notes


def read_gcm(text: str) -> tuple[str, list[Case], list[str]]:
    cases: list[Case] = []
    sizes: set[int] = set()
    for tc_id, (section, rec) in enumerate(records(text, "Count"), start=1):
        key, iv, aad, tag = (bytes.fromhex(rec[k]) for k in ("Key", "IV", "AAD", "Tag"))
        ct = bytes.fromhex(rec["CT"])
        sizes.add(8 * len(key))
        if "PT" in rec:   # a decryption record without PT is a "FAIL" record
            result: Result = "valid"
            pt = bytes.fromhex(rec["PT"])
        else:
            result, pt = "invalid", b""
        comment = f"[{section}] Count {rec['Count']}" + ("" if result == "valid" else ": FAIL")
        cases.append(Case(tc_id, result, gcm_steps(key, iv, aad, pt, ct, tag, result),
                          comment, want_code="" if result == "valid" else "auth-failed"))
    bits = "/".join(str(b) for b in sorted(sizes))
    return f"AES-{bits}-GCM (CAVP)", cases, []


def load_cavp(path: Path) -> VectorSet:
    try:
        text = path.read_text(errors="replace")
    except FileNotFoundError:
        raise CtbError(f"{path}: no such file") from None
    except OSError as e:
        raise CtbError(f"{path}: cannot read ({e.strerror})") from None
    if re.search(r"^\s*dsCAVS\s*=", text, re.M):
        reader = read_kas_zz
    elif re.search(r"^\s*Tag\s*=", text, re.M) and re.search(r"^\s*IV\s*=", text, re.M):
        reader = read_gcm
    elif re.search(r"^\s*Msg\s*=", text, re.M) and re.search(r"^\s*Qx\s*=", text, re.M):
        reader = read_sigver
    else:
        raise CtbError(f"{path}: not a CAVP file this reader knows (ECDSA SigVer .rsp, "
                       f"KAS ECC ZZOnly .fax, AES-GCM gcmEncryptExtIV/gcmDecrypt .rsp)")
    try:
        algorithm, cases, notes = reader(text)
    except (KeyError, ValueError) as e:
        raise CtbError(f"{path}: malformed record ({type(e).__name__}: {e})") from None
    if not cases:
        raise CtbError(f"{path}: no records this reader can use")
    return VectorSet(str(path), algorithm, tuple(cases), tuple(notes))
