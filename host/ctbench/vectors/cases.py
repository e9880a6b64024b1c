"""The internal case format every reader produces and the runner consumes.

A Case is one test of a vector file (a Wycheproof tcId, a CAVP COUNT) with
its expected result; it runs as one or more Steps, each one firmware call
(an operation of firmware/vectors/ctb_vectors.h). A case is *accepted* when
every step returns 0 and every output that the case names matches.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

Result = Literal["valid", "invalid", "acceptable"]
RESULTS: tuple[str, ...] = ("valid", "invalid", "acceptable")

# Operation codes; must match the enum in firmware/vectors/ctb_vectors.h
# (tests/vectors/test_vectors.py compares them).
OPS: dict[str, int] = {"ecdh": 1, "ecdsa-verify": 2, "ec-public": 3, "gcm-seal": 4,
                       "gcm-open": 5, "b64-decode": 6, "pem-decode": 7}
FIELDS_MAX = 6      # CTB_VEC_FIELDS
OUT_MAX = 1024      # CTB_VEC_OUT_MAX: Wycheproof's longest GCM case seals 513 + 16 bytes

# The GHASH variants every GCM case runs under (ctb_ghash.h; the runner finds
# each by name, so a name the firmware lacks is a refusal, never a skip).
GHASH_VARIANTS: tuple[str, ...] = ("shoup4", "shoup4-preshift", "shoup8", "ctmul")
# The base64 decoders (ctb_b64.h: CTB_B64_TABLE, CTB_B64_CT_SCAN, CTB_B64_CT_RANGE).
B64_VARIANTS: dict[str, int] = {"table": 0, "ct-scan": 1, "ct-range": 2}


@dataclass(frozen=True)
class Curve:
    name: str       # the Wycheproof name
    nist: str       # the NIST name (CAVP files)
    ident: int      # CTB_EC_P256, CTB_EC_P384 (components/ctb_ec/include/ctb_ec.h)
    size: int       # bytes in a scalar or a coordinate
    p: int
    n: int


CURVES: dict[str, Curve] = {c.name: c for c in (
    Curve("secp256r1", "P-256", 1, 32,
          2**256 - 2**224 + 2**192 + 2**96 - 1,
          0xffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632551),
    Curve("secp384r1", "P-384", 2, 48,
          2**384 - 2**128 - 2**96 + 2**32 - 1,
          int("ff" * 24 + "c7634d81f4372ddf581a0db248b0a77aecec196accc52973", 16)),
)}

# ctb_ec's return codes (components/ctb_ec/include/ctb_ec.h, compared by
# tests/vectors/test_vectors.py); -1 is the runner's own refusal of a malformed case.
EC_CODES: dict[int, str] = {
    0: "ok", 1: "bad-curve", 2: "bad-scalar", 3: "bad-point-format", 4: "bad-coordinate",
    5: "not-on-curve", 6: "result-infinity", 7: "bad-sig-format", 8: "bad-r", 9: "bad-s",
    10: "bad-signature", -1: "runner-refused",
}
# ctb_ghash.h's GCM codes and ctb_b64.h's codes (compared the same way).
GCM_CODES: dict[int, str] = {
    0: "ok", 1: "bad-iv", 2: "bad-tag-len", 3: "bad-length", 4: "bad-area",
    5: "auth-failed", -1: "runner-refused",
}
B64_CODES: dict[int, str] = {
    0: "ok", 1: "bad-char", 2: "bad-padding", 3: "bad-length", 4: "nonzero-bits",
    5: "bad-space", 6: "out-too-small", 7: "pem-no-begin", 8: "pem-no-end",
    9: "pem-bad-label", 10: "bad-variant", -1: "runner-refused",
}
# Each operation's code names: a new algorithm adds its table here.
CODE_NAMES: dict[str, dict[int, str]] = {"ecdh": EC_CODES, "ecdsa-verify": EC_CODES,
                                         "ec-public": EC_CODES, "gcm-seal": GCM_CODES,
                                         "gcm-open": GCM_CODES, "b64-decode": B64_CODES,
                                         "pem-decode": B64_CODES}


def curve_named(name: str) -> Curve:
    """A curve by its Wycheproof or NIST name."""
    for c in CURVES.values():
        if name in (c.name, c.nist):
            return c
    known = ", ".join(f"{c.name} ({c.nist})" for c in CURVES.values())
    raise ValueError(f"unknown curve '{name}' (known: {known})")


def code_name(op: str, rc: int) -> str:
    return CODE_NAMES.get(op, {}).get(rc, f"code {rc}")


@dataclass(frozen=True)
class Step:
    op: str                       # a key of OPS
    param: int                    # the curve id (EC), tag length (GCM), decoder id (base64)
    fields: tuple[bytes, ...]     # at most FIELDS_MAX
    want: bytes | None = None     # the output the case expects, if it names one
    # The implementation variant the step runs ("shoup8", "ct-range"): a
    # case whose steps carry several labels must get the same outcome from
    # each, or it fails as "variants-differ" (judge.py).
    label: str = ""

    def __post_init__(self) -> None:
        if self.op not in OPS:
            raise ValueError(f"unknown operation '{self.op}'")
        if len(self.fields) > FIELDS_MAX:
            raise ValueError(f"{self.op}: {len(self.fields)} fields, at most {FIELDS_MAX}")


@dataclass(frozen=True)
class Case:
    tc_id: int
    result: Result
    steps: tuple[Step, ...]
    comment: str = ""
    flags: tuple[str, ...] = ()
    # Set when the host cannot express the case through the API at all
    # (e.g. a private key longer than the curve's size): no step runs and
    # the case counts as rejected with the code "host: <why>".
    host_reject: str = ""
    # An invalid case that names its refusal (a code name of CODE_NAMES)
    # must be refused with exactly that one; any other refusal fails it.
    want_code: str = ""


@dataclass(frozen=True)
class VectorSet:
    file: str
    algorithm: str
    cases: tuple[Case, ...]
    notes: tuple[str, ...] = field(default=())   # what was skipped or normalised, and why
