#!/usr/bin/env python3
"""Generate tests/vectors/b64_test.json: base64 and PEM decoding cases in
Wycheproof's shape (testGroups[].tests[] with tcId, comment, flags, result)
for ctb_b64 (components/ctb_b64/include/ctb_b64.h).

    python tools/gen_b64_vectors.py [--seed 64] [--out tests/vectors]

Group "Base64DecodeTest": text (a JSON string, one byte per code point
below 256), msg (hex, the bytes decoded), result, error (an invalid case's
refusal, named as in ctb_b64.h: "bad-char" for CTB_B64_BAD_CHAR), and
optionally cap (the output room) and variant (one decoder's id only; every
decoder otherwise). Group "PemDecodeTest": the same, plus label and
consumed (bytes up to and including the END line and its line break).

Valid texts are Python's base64.b64encode of bytes from random.Random(seed),
in one line or broken into lines; msg is checked against
base64.b64decode(..., validate=True) of the text without its line breaks.
Invalid texts are written here, each breaking one rule of ctb_b64.h, and
every one is checked to be refused by Python too, but for the documented
differences (flagged): Python accepts nonzero unused bits
("PythonAcceptsNonzeroBits") and ignores '=' after a complete group
("PythonAcceptsExtraPadding"); an output room and a decoder id are not
Python's concern ("OutputRoom", "UnknownDecoder"). Line breaks are the last
difference: Python's validate=True refuses "\\n", ctb_b64 takes "\\n" and
"\\r\\n" between characters ("LineBreaks" on valid cases that have them).
"""

from __future__ import annotations

import argparse
import base64
import binascii
import json
import random
from pathlib import Path
from typing import Any

VARIANT_IDS = {"table": 0, "ct-scan": 1, "ct-range": 2}
BAD_VARIANT = 7
# The flags of invalid cases Python's b64decode(validate=True) accepts.
PYTHON_ACCEPTS = {"PythonAcceptsNonzeroBits", "PythonAcceptsExtraPadding", "OutputRoom",
                  "UnknownDecoder"}


def python_decode(text: str) -> bytes | None:
    """Python's strict decoding of the text without "\\r\\n" / "\\n" line
    breaks, or None if it refuses."""
    try:
        return base64.b64decode(text.replace("\r\n", "").replace("\n", "").encode("latin-1"),
                                validate=True)
    except (binascii.Error, ValueError):
        return None


def lines(text: str, width: int, eol: str) -> str:
    return eol.join(text[i:i + width] for i in range(0, len(text), width))


class Tests:
    def __init__(self) -> None:
        self.tc_id = 0

    def case(self, comment: str, text: str, result: str, msg: bytes = b"",
             error: str = "", flags: tuple[str, ...] = (), **extra: Any) -> dict[str, Any]:
        self.tc_id += 1
        test: dict[str, Any] = {"tcId": self.tc_id, "comment": comment, "flags": list(flags),
                                "text": text, "msg": msg.hex(), "result": result}
        if error:
            test["error"] = error
        test.update(extra)
        return test


def b64_group(rng: random.Random, t: Tests) -> dict[str, Any]:
    tests = []

    def valid(comment: str, text: str, flags: tuple[str, ...] = ()) -> None:
        msg = python_decode(text)
        assert msg is not None, text
        if "\n" in text:
            flags = (*flags, "LineBreaks")
        tests.append(t.case(comment, text, "valid", msg, flags=flags))

    def invalid(comment: str, text: str, error: str, flags: tuple[str, ...] = (),
                **extra: Any) -> None:
        if PYTHON_ACCEPTS & set(flags):
            assert python_decode(text) is not None, text
        else:
            assert python_decode(text) is None, text
        tests.append(t.case(comment, text, "invalid", error=error, flags=flags, **extra))

    valid("empty", "")
    for n in range(1, 13):
        data = bytes(rng.randrange(256) for _ in range(n))
        valid(f"{n} random bytes", base64.b64encode(data).decode())
    for n in (48, 57, 100, 300):
        data = bytes(rng.randrange(256) for _ in range(n))
        text = base64.b64encode(data).decode()
        valid(f"{n} random bytes, one line", text)
        valid(f"{n} random bytes, lines of 64, LF", lines(text, 64, "\n"))
        valid(f"{n} random bytes, lines of 76, CRLF", lines(text, 76, "\r\n"))
    valid("every character of the alphabet",
          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/")
    valid("all ones", "////")
    valid("all zeros", "AAAA")
    valid("line break inside a group", "QU\nJD")
    valid("CRLF inside a group", "Q\r\nUJD")
    valid("one padding character", "QUI=")
    valid("two padding characters", "QQ==")

    invalid("a character outside the alphabet", "QU$D", "bad-char")
    invalid("URL-safe '-'", "QU-D", "bad-char")
    invalid("URL-safe '_'", "QU_D", "bad-char")
    invalid("a byte above 0x7f", "QUJ\u00c4", "bad-char")
    invalid("a NUL byte", "QU\u0000D", "bad-char")
    invalid("'.' in place of padding", "QQ..", "bad-char")
    invalid("'=' first", "=QUJ", "bad-padding")
    invalid("'=' then a character", "QQ=A", "bad-padding")
    invalid("three '='", "Q===", "bad-padding")
    invalid("a group of padding", "QUJD====", "bad-padding", ("PythonAcceptsExtraPadding",))
    invalid("padding in the middle", "QQ==QUJD", "bad-padding")
    invalid("one character", "Q", "bad-length")
    invalid("three characters", "QUJ", "bad-length")
    invalid("six characters", "QUJDRE", "bad-length")
    invalid("padding missing", "QQ", "bad-length")
    invalid("nonzero bits, one byte", "QR==", "nonzero-bits", ("PythonAcceptsNonzeroBits",))
    invalid("nonzero bits, two bytes", "QUJ=", "nonzero-bits", ("PythonAcceptsNonzeroBits",))
    invalid("nonzero bits, lowest", "AB==", "nonzero-bits", ("PythonAcceptsNonzeroBits",))
    invalid("four spaces between groups", "QUJD    QUJD", "bad-space")
    invalid("four tabs between groups", "QUJD\t\t\t\tQUJD", "bad-space")
    invalid("four lone CRs between groups", "QUJD\r\r\r\rQUJD", "bad-space")
    invalid("LF CR between groups", "QUJD\n\rQUJD\n\rQUJD", "bad-space")
    invalid("output room one byte short", "QUJD", "out-too-small", ("OutputRoom",), cap=2)
    invalid("no output room", "QQ==", "out-too-small", ("OutputRoom",), cap=0)
    invalid("unknown decoder", "QUJD", "bad-variant", ("UnknownDecoder",),
            variant=BAD_VARIANT)
    return {"type": "Base64DecodeTest", "tests": tests}


def pem(label: str, body: bytes, eol: str = "\n", width: int = 64,
        end_label: str | None = None) -> str:
    text = base64.b64encode(body).decode()
    rows = [text[i:i + width] for i in range(0, len(text), width)]
    return eol.join([f"-----BEGIN {label}-----", *rows,
                     f"-----END {label if end_label is None else end_label}-----", ""])


def pem_group(rng: random.Random, t: Tests) -> dict[str, Any]:
    tests = []

    def valid(comment: str, text: str, label: str, body: bytes, consumed: int) -> None:
        tests.append(t.case(comment, text, "valid", body, label=label, consumed=consumed))

    def invalid(comment: str, text: str, error: str, **extra: Any) -> None:
        tests.append(t.case(comment, text, "invalid", error=error, **extra))

    key = bytes(rng.randrange(256) for _ in range(121))
    cert = bytes(rng.randrange(256) for _ in range(200))
    one = pem("PRIVATE KEY", key)
    valid("a private key", one, "PRIVATE KEY", key, len(one))
    crlf = pem("EC PRIVATE KEY", key, "\r\n")
    valid("CRLF lines", crlf, "EC PRIVATE KEY", key, len(crlf))
    wide = pem("CERTIFICATE", cert, width=76)
    valid("lines of 76", wide, "CERTIFICATE", cert, len(wide))
    first = pem("CERTIFICATE", cert)
    valid("the first of a bundle of two", first + pem("PRIVATE KEY", key), "CERTIFICATE",
          cert, len(first))
    empty = pem("X", b"")
    valid("an empty body", empty, "X", b"", len(empty))
    short = pem("PUBLIC KEY", b"\x01")
    valid("a body of one byte", short, "PUBLIC KEY", b"\x01", len(short))

    invalid("no BEGIN line", base64.b64encode(key).decode() + "\n", "pem-no-begin")
    invalid("only an END line", "-----END PRIVATE KEY-----\n", "pem-no-begin")
    invalid("no END line", one.split("-----END")[0], "pem-no-end")
    invalid("END label differs", pem("PRIVATE KEY", key, end_label="PUBLIC KEY"),
            "pem-bad-label")
    invalid("an RFC 1421 header", one.replace("-----\n", "-----\nProc-Type: 4,ENCRYPTED\n\n", 1),
            "bad-char")
    rows = one.split("\n")
    rows[1] = "$" + rows[1][1:]
    invalid("a '$' in the body", "\n".join(rows), "bad-char")
    invalid("body padding in the middle", "-----BEGIN X-----\nAQ==\nQUJD\n-----END X-----\n",
            "bad-padding")
    invalid("nonzero bits in the body", "-----BEGIN X-----\nQR==\n-----END X-----\n",
            "nonzero-bits")
    invalid("a space in the body", "-----BEGIN X-----\nQUJD    QUJD\n-----END X-----\n",
            "bad-space")
    invalid("body length not a multiple of 4", "-----BEGIN X-----\nQUJDR\n-----END X-----\n",
            "bad-length")
    invalid("output room one byte short", one, "out-too-small", cap=len(key) - 1)
    return {"type": "PemDecodeTest", "tests": tests}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seed", type=int, default=64)
    ap.add_argument("--out", type=Path, default=Path("tests/vectors"))
    args = ap.parse_args()
    rng = random.Random(args.seed)
    t = Tests()
    groups = [b64_group(rng, t), pem_group(rng, t)]
    doc = {
        "algorithm": "base64",
        "generatorVersion": f"tools/gen_b64_vectors.py seed {args.seed}",
        "numberOfTests": t.tc_id,
        "header": ["Strict base64 (RFC 4648 section 4) and PEM (RFC 7468) decoding, as "
                   "components/ctb_b64/include/ctb_b64.h specifies it.",
                   "An invalid case names the refusal ctb_b64 must report ('error')."],
        "notes": {
            "LineBreaks": "Line breaks (LF or CRLF) between characters: accepted here, "
                          "refused by Python's b64decode(validate=True).",
            "PythonAcceptsNonzeroBits": "The unused bits of the last group are not zero: "
                                        "refused here, accepted by Python.",
            "PythonAcceptsExtraPadding": "'=' after a complete group: refused here, "
                                         "ignored by Python.",
            "OutputRoom": "Valid text, refused for the output room the case gives (cap).",
            "UnknownDecoder": "Valid text, refused for the decoder id the case names "
                              "(variant).",
        },
        "testGroups": groups,
    }
    args.out.mkdir(parents=True, exist_ok=True)
    (args.out / "b64_test.json").write_text(json.dumps(doc, indent=1) + "\n")


if __name__ == "__main__":
    main()
