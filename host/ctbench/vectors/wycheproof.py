"""Wycheproof JSON vector files into the internal case format.

One reader per test-group type ("EcdhEcpointTest", "EcdsaP1363Verify",
AES-GCM's "AeadTest"; and the project's own base64 files, which take the
same shape: "Base64DecodeTest", "PemDecodeTest", tools/gen_b64_vectors.py),
looked up in READERS. A reader gets one test group and returns its cases
and any notes on what it normalised.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from ctbench.errors import CtbError
from ctbench.vectors.cases import (
    B64_CODES,
    B64_VARIANTS,
    GHASH_VARIANTS,
    RESULTS,
    Case,
    Curve,
    Result,
    Step,
    VectorSet,
    curve_named,
)

Group = dict[str, Any]
Reader = Callable[[Group], tuple[list[Case], list[str]]]

HASHES = {"SHA-256": "sha256", "SHA-384": "sha384", "SHA-512": "sha512",
          "SHA-224": "sha224", "SHA-1": "sha1"}


class Malformed(ValueError):
    """A field missing or of the wrong kind; the loader names the file."""


def _get(obj: dict[str, Any], key: str, where: str) -> Any:
    if not isinstance(obj, dict) or key not in obj:
        raise Malformed(f"{where} lacks '{key}'")
    return obj[key]


def _hex(obj: dict[str, Any], key: str, where: str) -> bytes:
    value = _get(obj, key, where)
    try:
        return bytes.fromhex(value)
    except (TypeError, ValueError):
        raise Malformed(f"{where}: '{key}' is not hex") from None


def _result(test: dict[str, Any], where: str) -> Result:
    r = _get(test, "result", where)
    if r not in RESULTS:
        raise Malformed(f"{where}: result '{r}' is not one of {', '.join(RESULTS)}")
    return r  # type: ignore[no-any-return]


def _curve(name: Any) -> Curve:
    try:
        return curve_named(str(name))
    except ValueError as e:
        raise Malformed(str(e)) from None


def scalar_bytes(curve: Curve, raw: bytes) -> tuple[bytes | None, str]:
    """A private key as the API takes it: exactly curve.size bytes.
    Wycheproof writes it as an ASN.1 integer body (a leading 00 when the top
    bit is set) or shorter; the value is what counts. Returns None and why
    when the value does not fit (the case is then rejected by the host)."""
    value = int.from_bytes(raw, "big")
    if value >= 1 << (8 * curve.size):
        return None, f"private key of {len(raw)} bytes does not fit in {curve.size}"
    note = "" if len(raw) == curve.size else f"private key of {len(raw)} bytes normalised"
    if not 0 < value < curve.n:
        note = "private key outside [1, n): passed as is, the API refuses it"
    return value.to_bytes(curve.size, "big"), note


def read_ecdh_ecpoint(group: Group) -> tuple[list[Case], list[str]]:
    curve = _curve(_get(group, "curve", "test group"))
    encoding = group.get("encoding", "ecpoint")
    if encoding != "ecpoint":
        raise Malformed(f"ECDH public key encoding '{encoding}' is not supported "
                        f"(only 'ecpoint': the point as sent, 04 || x || y)")
    cases, notes = [], []
    normalised = 0
    for test in _get(group, "tests", "test group"):
        where = f"test {test.get('tcId', '?')}"
        tc_id = int(_get(test, "tcId", "a test"))
        result = _result(test, where)
        scalar, note = scalar_bytes(curve, _hex(test, "private", where))
        shared = _hex(test, "shared", where)
        comment, flags = str(test.get("comment", "")), tuple(test.get("flags", ()))
        if note.endswith("normalised"):
            normalised += 1
        elif note:
            notes.append(f"tcId {tc_id}: {note}")
        if scalar is None:
            cases.append(Case(tc_id, result, (), comment, flags, host_reject=note))
            continue
        # Only a case that should succeed names the secret it must produce.
        want = shared if result != "invalid" else None
        step = Step("ecdh", curve.ident, (scalar, _hex(test, "public", where)), want)
        cases.append(Case(tc_id, result, (step,), comment, flags))
    if normalised:
        notes.append(f"{curve.name}: {normalised} private keys not of {curve.size} bytes "
                     f"(ASN.1 integer bodies) normalised to {curve.size}")
    return cases, notes


def read_ecdsa_p1363(group: Group) -> tuple[list[Case], list[str]]:
    key = _get(group, "publicKey", "test group")
    curve = _curve(_get(key, "curve", "publicKey"))
    if "uncompressed" in key:
        pub = _hex(key, "uncompressed", "publicKey")
    else:  # older files: wx and wy as ASN.1 integer bodies
        size = curve.size
        x = int.from_bytes(_hex(key, "wx", "publicKey"), "big")
        y = int.from_bytes(_hex(key, "wy", "publicKey"), "big")
        pub = b"\x04" + x.to_bytes(size, "big") + y.to_bytes(size, "big")
    sha = _get(group, "sha", "test group")
    if sha not in HASHES:
        raise Malformed(f"hash '{sha}' is not supported (known: {', '.join(HASHES)})")
    cases = []
    for test in _get(group, "tests", "test group"):
        where = f"test {test.get('tcId', '?')}"
        digest = hashlib.new(HASHES[sha], _hex(test, "msg", where)).digest()
        step = Step("ecdsa-verify", curve.ident, (pub, digest, _hex(test, "sig", where)))
        cases.append(Case(int(_get(test, "tcId", "a test")), _result(test, where), (step,),
                          str(test.get("comment", "")), tuple(test.get("flags", ()))))
    return cases, []


# Wycheproof's flags on invalid AES-GCM cases, and the refusal ctb_ghash.h
# documents for each.
GCM_FLAG_CODES = {"ModifiedTag": "auth-failed", "ZeroLengthIv": "bad-iv"}


def gcm_steps(key: bytes, iv: bytes, aad: bytes, msg: bytes, ct: bytes, tag: bytes,
              result: Result) -> tuple[Step, ...]:
    """The steps of one AES-GCM case under every GHASH variant: seal must
    give ct || tag and open must give msg; an invalid case only opens (a
    seal of its message is a valid encryption, nothing to refuse), and
    every variant must refuse it."""
    steps: list[Step] = []
    for name in GHASH_VARIANTS:
        label = name.encode()
        if result != "invalid":
            steps.append(Step("gcm-seal", len(tag), (key, iv, aad, msg, b"", label),
                              ct + tag, name))
        steps.append(Step("gcm-open", len(tag), (key, iv, aad, ct, tag, label),
                          msg if result != "invalid" else None, name))
    return tuple(steps)


def read_aead(group: Group) -> tuple[list[Case], list[str]]:
    cases = []
    for test in _get(group, "tests", "test group"):
        where = f"test {test.get('tcId', '?')}"
        result = _result(test, where)
        flags = tuple(test.get("flags", ()))
        key, iv, aad, msg, ct, tag = (_hex(test, k, where)
                                      for k in ("key", "iv", "aad", "msg", "ct", "tag"))
        want = ""
        if result == "invalid":
            codes = {GCM_FLAG_CODES[f] for f in flags if f in GCM_FLAG_CODES}
            want = codes.pop() if len(codes) == 1 else ""
        cases.append(Case(int(_get(test, "tcId", "a test")), result,
                          gcm_steps(key, iv, aad, msg, ct, tag, result),
                          str(test.get("comment", "")), flags, want_code=want))
    return cases, []


def _text(test: dict[str, Any], where: str) -> bytes:
    """A base64 file's text: a JSON string of code points below 256, one
    byte each (so that bytes above 0x7f can be written as \u0080...)."""
    value = _get(test, "text", where)
    try:
        return str(value).encode("latin-1")
    except UnicodeEncodeError:
        raise Malformed(f"{where}: 'text' has a character above U+00FF") from None


def _b64_expect(test: dict[str, Any], where: str) -> tuple[Result, str]:
    result = _result(test, where)
    error = str(test.get("error", ""))
    if result == "invalid" and error not in B64_CODES.values():
        raise Malformed(f"{where}: invalid case without a known 'error' "
                        f"(one of {', '.join(v for k, v in B64_CODES.items() if k > 0)})")
    return result, error


def read_b64(group: Group) -> tuple[list[Case], list[str]]:
    """Base64DecodeTest: text, msg (hex), optional cap (the output room);
    every decoder (ctb_b64.h) must decode or refuse it alike."""
    cases = []
    for test in _get(group, "tests", "test group"):
        where = f"test {test.get('tcId', '?')}"
        result, error = _b64_expect(test, where)
        text, msg = _text(test, where), _hex(test, "msg", where)
        cap = _cap(test)
        steps = tuple(Step("b64-decode", ident, (text, cap), msg if result != "invalid" else None,
                           name) for name, ident in _decoders(test))
        cases.append(Case(int(_get(test, "tcId", "a test")), result, steps,
                          str(test.get("comment", "")), tuple(test.get("flags", ())),
                          want_code=error))
    return cases, []


def _decoders(test: dict[str, Any]) -> list[tuple[str, int]]:
    """Every decoder, or the one id the case names ("variant": a case may
    ask for an id no decoder has)."""
    if "variant" in test:
        return [("", int(test["variant"]))]
    return list(B64_VARIANTS.items())


def _cap(test: dict[str, Any]) -> bytes:
    """The output room as 4 bytes big-endian; empty (the runner's whole
    buffer) when the case names none."""
    cap = test.get("cap")
    return b"" if cap is None else int(cap).to_bytes(4, "big")


def pem_output(label: bytes, body: bytes, consumed: int) -> bytes:
    """What the runner prints for a decoded PEM block (vec_b64.c):
    consumed (2 bytes big-endian), the label's length (1 byte), the label,
    the body."""
    return consumed.to_bytes(2, "big") + bytes([len(label)]) + label + body


def read_pem(group: Group) -> tuple[list[Case], list[str]]:
    """PemDecodeTest: text, label, msg (hex, the body), consumed."""
    cases = []
    for test in _get(group, "tests", "test group"):
        where = f"test {test.get('tcId', '?')}"
        result, error = _b64_expect(test, where)
        text = _text(test, where)
        want = None
        if result != "invalid":
            label = str(_get(test, "label", where)).encode("latin-1")
            want = pem_output(label, _hex(test, "msg", where),
                              int(_get(test, "consumed", where)))
        steps = tuple(Step("pem-decode", ident, (text, _cap(test)), want, name)
                      for name, ident in _decoders(test))
        cases.append(Case(int(_get(test, "tcId", "a test")), result, steps,
                          str(test.get("comment", "")), tuple(test.get("flags", ())),
                          want_code=error))
    return cases, []


READERS: dict[str, Reader] = {
    "EcdhEcpointTest": read_ecdh_ecpoint,
    "EcdsaP1363Verify": read_ecdsa_p1363,
    "AeadTest": read_aead,
    "Base64DecodeTest": read_b64,
    "PemDecodeTest": read_pem,
}


def load_wycheproof(path: Path) -> VectorSet:
    """Every test of a Wycheproof file, or a CtbError naming what is wrong."""
    try:
        doc = json.loads(path.read_text())
    except FileNotFoundError:
        raise CtbError(f"{path}: no such file") from None
    except OSError as e:
        raise CtbError(f"{path}: cannot read ({e.strerror})") from None
    except UnicodeDecodeError:
        raise CtbError(f"{path}: not a text file") from None
    except json.JSONDecodeError as e:
        raise CtbError(f"{path}: malformed JSON ({e.msg} at line {e.lineno} "
                       f"column {e.colno})") from None
    if not isinstance(doc, dict) or not isinstance(doc.get("testGroups"), list):
        raise CtbError(f"{path}: not a Wycheproof file (no 'testGroups' list)")
    cases: list[Case] = []
    notes: list[str] = []
    curves: list[str] = []
    try:
        for n, group in enumerate(doc["testGroups"]):
            kind = group.get("type") if isinstance(group, dict) else None
            if kind not in READERS:
                raise CtbError(f"{path}: test group {n}: unsupported type '{kind}' "
                               f"(known: {', '.join(READERS)})")
            got, why = READERS[kind](group)
            cases += got
            notes += why
            name = group.get("curve") or group.get("publicKey", {}).get("curve")
            if name and name not in curves:
                curves.append(name)
    except Malformed as e:
        raise CtbError(f"{path}: {e}") from None
    except (TypeError, AttributeError, ValueError) as e:
        raise CtbError(f"{path}: malformed test ({e})") from None
    ids = [c.tc_id for c in cases]
    if len(set(ids)) != len(ids):
        raise CtbError(f"{path}: duplicate tcId values")
    algorithm = " ".join(str(x) for x in [doc.get("algorithm", "?"), *curves])
    return VectorSet(str(path), algorithm, tuple(cases), tuple(notes))
