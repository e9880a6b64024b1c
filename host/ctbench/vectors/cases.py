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
# (tests/test_vectors.py compares them).
OPS: dict[str, int] = {"ecdh": 1, "ecdsa-verify": 2, "ec-public": 3}
FIELDS_MAX = 6      # CTB_VEC_FIELDS
OUT_MAX = 512       # CTB_VEC_OUT_MAX


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
# tests/test_vectors.py); -1 is the runner's own refusal of a malformed case.
EC_CODES: dict[int, str] = {
    0: "ok", 1: "bad-curve", 2: "bad-scalar", 3: "bad-point-format", 4: "bad-coordinate",
    5: "not-on-curve", 6: "result-infinity", 7: "bad-sig-format", 8: "bad-r", 9: "bad-s",
    10: "bad-signature", -1: "runner-refused",
}
# Each operation's code names: a new algorithm adds its table here.
CODE_NAMES: dict[str, dict[int, str]] = {"ecdh": EC_CODES, "ecdsa-verify": EC_CODES,
                                         "ec-public": EC_CODES}


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
    param: int                    # the curve id, for the EC operations
    fields: tuple[bytes, ...]     # at most FIELDS_MAX
    want: bytes | None = None     # the output the case expects, if it names one

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


@dataclass(frozen=True)
class VectorSet:
    file: str
    algorithm: str
    cases: tuple[Case, ...]
    notes: tuple[str, ...] = field(default=())   # what was skipped or normalised, and why
