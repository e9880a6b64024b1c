"""`ctbench vectors` for AES-GCM (ctb_ghash's GCM over mbedTLS's AES) and
base64/PEM (ctb_b64), on native and every emulated target (docs/vectors.md).

Each target gets one run of: Wycheproof's AES-GCM file, the generated
base64/PEM file, a fixed subset of CAVP's six GCM files, a negative control,
and hypothesis-made examples checked against `cryptography` (GCM) and
Python's base64 (decoding), every case under every GHASH variant or base64
decoder. The build directory is the one tests/vectors/test_vectors.py builds; only
the data file compiles again.
"""

from __future__ import annotations

import base64
import binascii
import functools
import hashlib
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import LOCAL_TARGETS, ROOT, usable
from ctbench.vectors.capture import VectorCapture
from ctbench.vectors.cases import (
    B64_CODES,
    B64_VARIANTS,
    GCM_CODES,
    GHASH_VARIANTS,
    OPS,
    Case,
    Step,
    VectorSet,
)
from ctbench.vectors.cdata import slots
from ctbench.vectors.judge import judge
from ctbench.vectors.load import load
from ctbench.vectors.run import VectorRun, chunks, run_many
from ctbench.vectors.wycheproof import gcm_steps, pem_output
from helpers import ctbench

aead = pytest.importorskip("cryptography.hazmat.primitives.ciphers.aead")
ciphers = pytest.importorskip("cryptography.hazmat.primitives.ciphers")
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

VECTORS = ROOT / "tests" / "vectors"
WYCHEPROOF_GCM = VECTORS / "wycheproof" / "aes_gcm_test.json"
B64_FILE = VECTORS / "b64_test.json"
CAVP_GCM = ["gcmEncryptExtIV128.rsp", "gcmEncryptExtIV192.rsp", "gcmEncryptExtIV256.rsp",
            "gcmDecrypt128.rsp", "gcmDecrypt192.rsp", "gcmDecrypt256.rsp"]
# Every CAVP_STRIDE-th record of each file (tcId 1, 1 + stride, ...): 32 per
# file, across its IV, text, AAD and tag lengths, FAIL records included.
CAVP_STRIDE = 250


def c_enum(path: Path, prefix: str) -> dict[str, int]:
    return {m.group(1): int(m.group(2))
            for m in re.finditer(rf"\b{prefix}(\w+)\s*=\s*(-?\d+)", path.read_text())}


def cavp_gcm(name: str) -> Path:
    vectors = pytest.importorskip("cryptography_vectors")
    return Path(vectors.__file__).parent / "ciphers" / "AES" / "GCM" / name


@functools.cache
def cavp_subset(name: str) -> VectorSet:
    """Read once per session: a whole file takes about half a second."""
    vset = load(cavp_gcm(name))
    return replace(vset, cases=tuple(c for c in vset.cases if c.tc_id % CAVP_STRIDE == 1))


# -- one definition shared by C and Python ---------------------------------
def test_op_codes_match_the_runner_header() -> None:
    c = c_enum(ROOT / "firmware" / "vectors" / "ctb_vectors.h", "CTB_VEC_")
    assert {k.lower().replace("_", "-"): v for k, v in c.items()} == OPS


def test_code_names_match_the_headers() -> None:
    ghash_h = ROOT / "components" / "ctb_ghash" / "include" / "ctb_ghash.h"
    gcm = {v: k.lower().replace("_", "-") for k, v in c_enum(ghash_h, "CTB_GCM_").items()}
    assert gcm == {k: v for k, v in GCM_CODES.items() if k >= 0}
    b64_h = ROOT / "components" / "ctb_b64" / "include" / "ctb_b64.h"
    c = c_enum(b64_h, "CTB_B64_")
    decoders = {k.lower().replace("_", "-"): c.pop(k) for k in ("TABLE", "CT_SCAN", "CT_RANGE")}
    assert decoders == B64_VARIANTS
    b64 = {v: k.lower().replace("_", "-") for k, v in c.items()}
    assert b64 == {k: v for k, v in B64_CODES.items() if k >= 0}
    # the variant names ctb_ghash.h lists for ctb_ghash_impl.name
    names = re.search(r"const char \*name;\s*/\*([^*]*)\*/", ghash_h.read_text())
    assert names is not None
    assert tuple(re.findall(r'"([^"]+)"', names.group(1))) == GHASH_VARIANTS


# -- readers ---------------------------------------------------------------
def test_wycheproof_gcm_reader() -> None:
    vset = load(WYCHEPROOF_GCM)
    assert vset.algorithm == "AES-GCM" and len(vset.cases) == 316
    valid = [c for c in vset.cases if c.result == "valid"]
    invalid = [c for c in vset.cases if c.result == "invalid"]
    assert len(valid) == 229 and len(invalid) == 87
    # a valid case seals and opens under each variant, an invalid one only opens
    assert all(len(c.steps) == 2 * len(GHASH_VARIANTS) for c in valid)
    assert all([s.op for s in c.steps] == ["gcm-open"] * len(GHASH_VARIANTS) for c in invalid)
    assert {s.label for s in valid[0].steps} == set(GHASH_VARIANTS)
    assert {c.want_code for c in invalid} == {"auth-failed", "bad-iv"}
    assert sum(c.want_code == "bad-iv" for c in invalid) == 6
    assert max(len(s.want or b"") for c in valid for s in c.steps) == 513 + 16


def test_cavp_gcm_reader() -> None:
    enc = load(cavp_gcm("gcmEncryptExtIV128.rsp"))
    assert len(enc.cases) == 7875 and all(c.result == "valid" for c in enc.cases)
    assert enc.algorithm == "AES-128-GCM (CAVP)"
    dec = load(cavp_gcm("gcmDecrypt256.rsp"))
    assert len(dec.cases) == 7875
    assert sum(c.result == "invalid" for c in dec.cases) == 3919   # the FAIL records
    fail = next(c for c in dec.cases if c.result == "invalid")
    assert fail.want_code == "auth-failed" and fail.comment.endswith("FAIL")
    assert {len(s.fields[1]) for c in enc.cases for s in c.steps} == {1, 12, 128}
    subset = cavp_subset("gcmDecrypt128.rsp")
    assert len(subset.cases) == 32 and {c.result for c in subset.cases} == {"valid", "invalid"}


def test_big_sets_run_in_chunks() -> None:
    vset = load(cavp_gcm("gcmEncryptExtIV256.rsp"))
    parts = chunks(vset.cases)
    assert len(parts) > 1
    assert [c.tc_id for p in parts for c in p] == [c.tc_id for c in vset.cases]
    for p in parts:
        size = sum(52 * len(c.steps) for c in p) + len(
            b"".join({f for c in p for s in c.steps for f in s.fields}))
        assert size <= 1 << 20


def test_chunks_join_into_one_verdict_list(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    """A set run in several images judges as in one: the same verdicts, one
    capture per chunk, and the control's failures still found by tcId."""
    from ctbench.vectors import run as run_module

    usable("native")
    vset = negative_control()
    (whole,) = run_many([vset], "native", tmp_path, label="whole")
    monkeypatch.setattr(run_module, "CHUNK_BYTES", 1500)
    (parts,) = run_many([vset], "native", tmp_path, label="parts")
    assert len(whole.captures) == 1 and len(parts.captures) == len(chunks(vset.cases, 1500)) == 2
    assert parts.summary.verdicts == whole.summary.verdicts
    assert [v.tc_id for v in parts.summary.verdicts if not v.ok] == NEGATIVE_CONTROL_FAILURES


def test_b64_file_covers_every_refusal() -> None:
    vset = load(B64_FILE)
    named = {c.want_code for c in vset.cases if c.result == "invalid"}
    assert named == {v for k, v in B64_CODES.items() if k > 0}
    ops = {s.op for c in vset.cases for s in c.steps}
    assert ops == {"b64-decode", "pem-decode"}


def test_b64_generator_is_reproducible(tmp_path: Path) -> None:
    import subprocess
    import sys

    subprocess.run([sys.executable, str(ROOT / "tools" / "gen_b64_vectors.py"), "--out",
                    str(tmp_path)], check=True, capture_output=True)
    assert (tmp_path / "b64_test.json").read_bytes() == B64_FILE.read_bytes()


# -- the judge's rules for variants and named refusals ----------------------
def fake_capture(vset: VectorSet, answers: list[tuple[int, bytes]]) -> VectorCapture:
    cap = VectorCapture(header={}, footer={})
    for i, (rc, out) in enumerate(answers):
        cap.results[i] = {"i": i, "rc": rc, "out": out.hex()}
    return cap


def test_variants_must_agree_and_named_refusals_must_match() -> None:
    key, iv = bytes(16), bytes(12)
    valid = Case(1, "valid", gcm_steps(key, iv, b"", b"m", b"c", bytes(16), "valid"))
    invalid = Case(2, "invalid", gcm_steps(key, iv, b"", b"m", b"c", bytes(16), "invalid"),
                   want_code="auth-failed")
    vset = VectorSet("t", "t", (valid, invalid))
    assert len(slots(vset.cases)) == 12
    good = [(0, b"c" + bytes(16)), (0, b"m")] * 4 + [(5, b"")] * 4
    assert all(v.ok for v in judge(vset, fake_capture(vset, good)).verdicts)
    # one variant seals wrong: the valid case fails, naming the variants
    bad = list(good)
    bad[4] = (0, b"d" + bytes(16))
    v = judge(vset, fake_capture(vset, bad)).verdicts[0]
    assert not v.ok and v.code == "variants-differ" and "shoup8 mismatch" in v.detail
    # one variant lets a modified tag through
    bad = list(good)
    bad[-1] = (0, b"m")
    v = judge(vset, fake_capture(vset, bad)).verdicts[1]
    assert not v.ok and v.code == "variants-differ" and "ctmul ok" in v.detail
    # all variants refuse, but not as the case says
    bad = good[:8] + [(1, b"")] * 4
    v = judge(vset, fake_capture(vset, bad)).verdicts[1]
    assert not v.ok and v.code == "bad-iv" and "not auth-failed" in v.detail


# -- hypothesis: GCM against cryptography, base64 against Python -----------
def aes_block(key: bytes, block: bytes) -> bytes:
    enc = ciphers.Cipher(ciphers.algorithms.AES(key), ciphers.modes.ECB()).encryptor()
    return enc.update(block) + enc.finalize()  # type: ignore[no-any-return]


def gf_mul(x: int, y: int) -> int:
    """x * y in GCM's GF(2^128) (bit 0 of the field is the block's top bit)."""
    r = 0xE1 << 120
    z = 0
    for i in range(127, -1, -1):
        if (y >> i) & 1:
            z ^= x
        x = (x >> 1) ^ r if x & 1 else x >> 1
    return z


def ghash(h: int, data: bytes) -> int:
    y = 0
    for i in range(0, len(data), 16):
        y = gf_mul(y ^ int.from_bytes(data[i:i + 16].ljust(16, b"\0"), "big"), h)
    return y


def gcm_reference(key: bytes, iv: bytes, aad: bytes, msg: bytes) -> tuple[bytes, bytes]:
    """(ct, 16-byte tag) by SP 800-38D over `cryptography`'s AES, for the
    IVs of 1 to 7 bytes its GCM modes refuse; checked against AESGCM for
    the others."""
    h = int.from_bytes(aes_block(key, bytes(16)), "big")
    if len(iv) == 12:
        j0 = iv + b"\0\0\0\1"
    else:
        pad = (-len(iv)) % 16
        j0 = ghash(h, iv + bytes(pad + 8) + (8 * len(iv)).to_bytes(8, "big")).to_bytes(16, "big")
    ctr = int.from_bytes(j0, "big")
    ct = bytearray()
    for i in range(0, len(msg), 16):
        ctr = (ctr & ~0xFFFFFFFF) | ((ctr + 1) & 0xFFFFFFFF)
        stream = aes_block(key, ctr.to_bytes(16, "big"))
        ct += bytes(a ^ b for a, b in zip(msg[i:i + 16], stream, strict=False))
    lengths = (8 * len(aad)).to_bytes(8, "big") + (8 * len(ct)).to_bytes(8, "big")
    s = ghash(h, aad + bytes(-len(aad) % 16) + bytes(ct) + bytes(-len(ct) % 16) + lengths)
    tag = (s ^ int.from_bytes(aes_block(key, j0), "big")).to_bytes(16, "big")
    if len(iv) >= 8:
        assert aead.AESGCM(key).encrypt(iv, msg, aad) == bytes(ct) + tag
    return bytes(ct), tag


@st.composite
def gcm_example(draw: st.DrawFn) -> list[Case]:
    """A random key, IV (1 to 64 bytes), AAD, message and tag length:
    seal and open must agree with the reference under every variant, and
    the sealed text with one bit flipped must be refused."""
    key = draw(st.binary(min_size=16, max_size=16) | st.binary(min_size=24, max_size=24)
               | st.binary(min_size=32, max_size=32))
    iv = draw(st.binary(min_size=12, max_size=12) | st.binary(min_size=1, max_size=64))
    aad = draw(st.binary(max_size=48))
    msg = draw(st.binary(max_size=96))
    tag_len = draw(st.sampled_from([4, 8, 12, 13, 14, 15, 16]))
    ct, tag = gcm_reference(key, iv, aad, msg)
    tag = tag[:tag_len]
    what = f"key={key.hex()} iv={iv.hex()} aad={aad.hex()} msg={msg.hex()} tag_len={tag_len}"
    sealed = bytearray(ct + tag)
    bit = draw(st.integers(0, 8 * len(sealed) - 1))
    sealed[bit // 8] ^= 0x80 >> (bit % 8)
    return [Case(0, "valid", gcm_steps(key, iv, aad, msg, ct, tag, "valid"), what),
            Case(0, "invalid", gcm_steps(key, iv, aad, msg, bytes(sealed[:len(ct)]),
                                         bytes(sealed[len(ct):]), "invalid"),
                 f"{what} bit {bit} flipped", want_code="auth-failed")]


def gcm_refusals() -> list[Case]:
    """What the API refuses before any cipher work: an empty IV (seal and
    open), tag lengths outside 4, 8, 12..16."""
    key, iv = bytes(range(16)), bytes(12)

    def one(op: str, tag_len: int, fields: tuple[bytes, ...], code: str) -> Case:
        steps = tuple(Step(op, tag_len, (*fields, name.encode()), None, name)
                      for name in GHASH_VARIANTS)
        return Case(0, "invalid", steps, f"{op} {code}", want_code=code)

    return [one("gcm-seal", 16, (key, b"", b"", b"msg", b""), "bad-iv"),
            one("gcm-open", 16, (key, b"", b"", b"msg", bytes(16)), "bad-iv"),
            one("gcm-seal", 5, (key, iv, b"", b"msg", b""), "bad-tag-len"),
            one("gcm-seal", 17, (key, iv, b"", b"msg", b""), "bad-tag-len"),
            one("gcm-open", 0, (key, iv, b"", b"msg", bytes(3)), "bad-tag-len")]


def python_b64(text: bytes) -> bytes | None:
    """What ctb_b64 must decode text to, by Python: line breaks ("\\n",
    "\\r\\n") only between characters, then b64decode(validate=True) of the
    rest, which must be the canonical encoding of its bytes (Python accepts
    nonzero unused bits and '=' after a full group; ctb_b64 does not)."""
    if text.startswith((b"\n", b"\r\n")) or text.endswith(b"\n"):
        return None
    bare = text.replace(b"\r\n", b"").replace(b"\n", b"")
    try:
        data = base64.b64decode(bare, validate=True)
    except (binascii.Error, ValueError):
        return None
    return data if base64.b64encode(data) == bare else None


@st.composite
def b64_example(draw: st.DrawFn) -> list[Case]:
    """Random bytes encoded, line breaks put between characters, then
    perhaps one byte of the text replaced by any byte; the verdict and
    bytes are Python's (python_b64). And the same bytes as a PEM block."""
    data = draw(st.binary(max_size=64))
    text = base64.b64encode(data)
    for at in sorted(draw(st.lists(st.integers(1, max(1, len(text) - 1)), max_size=3)),
                     reverse=True):
        if 0 < at < len(text):
            text = text[:at] + draw(st.sampled_from([b"\n", b"\r\n"])) + text[at:]
    if text and draw(st.booleans()):
        at = draw(st.integers(0, len(text) - 1))
        text = text[:at] + bytes([draw(st.integers(0, 255))]) + text[at + 1:]
    want = python_b64(text)
    result = "valid" if want is not None else "invalid"
    steps = tuple(Step("b64-decode", ident, (text, b""), want, name)
                  for name, ident in B64_VARIANTS.items())
    cases = [Case(0, result, steps, f"text={text!r}")]
    label = draw(st.sampled_from([b"PRIVATE KEY", b"CERTIFICATE", b"EC PRIVATE KEY"]))
    width = draw(st.sampled_from([64, 76]))
    eol = draw(st.sampled_from([b"\n", b"\r\n"]))
    body = base64.b64encode(data)
    rows = [body[i:i + width] for i in range(0, len(body), width)]
    block = eol.join([b"-----BEGIN " + label + b"-----", *rows,
                      b"-----END " + label + b"-----", b""])
    steps = tuple(Step("pem-decode", ident, (block, b""), pem_output(label, data, len(block)),
                       name) for name, ident in B64_VARIANTS.items())
    cases.append(Case(0, "valid", steps, f"pem={block!r}"))
    return cases


def numbered(name: str, cases: list[Case]) -> VectorSet:
    return VectorSet(name, name, tuple(replace(c, tc_id=n)
                                       for n, c in enumerate(cases, start=1)))


# -- the negative control --------------------------------------------------
NEGATIVE_CONTROL_FAILURES = [1, 2, 41, 1001]


def negative_control() -> VectorSet:
    """Wycheproof GCM tests 1-3 and 41-42, and a base64 case, with four
    expectations made wrong: a ciphertext changed (1), a valid case
    relabelled invalid (2), a modified tag relabelled valid (41), a base64
    refusal named wrong (1001). Exactly these must fail."""
    gcm = {c.tc_id: c for c in load(WYCHEPROOF_GCM).cases}
    one = gcm[1]
    steps = tuple(replace(s, want=bytes([s.want[0] ^ 1]) + s.want[1:])
                  if s.op == "gcm-seal" and s.want else s for s in one.steps)
    b64 = next(c for c in load(B64_FILE).cases if c.want_code == "bad-length")
    cases = (replace(one, steps=steps), replace(gcm[2], result="invalid"), gcm[3],
             replace(gcm[41], result="valid"), gcm[42],
             replace(b64, tc_id=1001, want_code="bad-char"))
    assert gcm[41].result == "invalid" and gcm[2].result == "valid"
    return VectorSet("negative control", "AES-GCM, base64", cases)


def test_negative_control_fails_through_the_cli(tmp_path: Path) -> None:
    usable("native")
    doc = json.loads(WYCHEPROOF_GCM.read_text())
    doc["testGroups"] = [doc["testGroups"][0]]
    tests = doc["testGroups"][0]["tests"]
    tests[:] = tests[:3]
    tests[1]["result"] = "invalid"
    path = tmp_path / "gcm_control.json"
    path.write_text(json.dumps(doc))
    out = ctbench("vectors", str(path), "--json", "--out", str(tmp_path / "captures"))
    assert out.returncode == 1, out.stderr
    got = json.loads(out.stdout)
    assert got["failures"] == [2] and got["passed"] == 2
    assert "1 of 3 cases failed" in out.stderr and out.stderr.count("\n") == 1


# -- on every target -------------------------------------------------------
def check(runs: list[VectorRun], sets: list[VectorSet]) -> None:
    *files, control = runs
    assert not control.problems, f"capture {control.capture}: {control.problems}"
    for run, vset in zip(files, sets, strict=False):
        bad = [(v.tc_id, v.detail, vset.cases[i].comment[:200])
               for i, v in enumerate(run.summary.verdicts) if not v.ok]
        assert not bad, f"{vset.file}, capture {run.capture}: {bad}"
    assert [v.tc_id for v in control.summary.verdicts if not v.ok] == \
        NEGATIVE_CONTROL_FAILURES


@pytest.mark.parametrize("target", LOCAL_TARGETS)
def test_gcm_b64_on_target(target: str, tmp_path: Path) -> None:
    usable(target)
    files = [load(WYCHEPROOF_GCM), load(B64_FILE), *(cavp_subset(n) for n in CAVP_GCM)]

    @settings(max_examples=1, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.function_scoped_fixture])
    @given(st.lists(gcm_example(), min_size=24, max_size=24),
           st.lists(b64_example(), min_size=40, max_size=40))
    def batch(gcm: list[list[Case]], b64: list[list[Case]]) -> None:
        made = [numbered("hypothesis GCM", [c for ex in gcm for c in ex] + gcm_refusals()),
                numbered("hypothesis base64", [c for ex in b64 for c in ex])]
        sets = [*files, *made, negative_control()]
        runs = run_many(sets, target, tmp_path, timeout_s=900, label="gcm-b64")
        check(runs, sets)
        print(f"{target}: {sum(len(s.cases) for s in sets)} cases, "
              f"{sum(len(c.steps) for s in sets for c in s.cases)} steps, build "
              f"{runs[0].build_s:.1f} s, run {runs[0].run_s:.1f} s ({runs[0].cpu_s:.1f} s CPU)")

    batch()


def test_reference_gcm_matches_cryptography() -> None:
    """The test's own GCM (for IVs below 8 bytes) against AESGCM at 8 and
    12 bytes and against a Wycheproof case with a 1-byte IV."""
    key = hashlib.sha256(b"k").digest()[:16]
    for n in (8, 12, 13):
        gcm_reference(key, bytes(range(n)), b"aad", b"message of some length")  # asserts
    case = next(c for c in load(WYCHEPROOF_GCM).cases
                if c.result == "valid" and len(c.steps[0].fields[1]) == 1)
    seal = case.steps[0]
    key, iv, aad, msg = seal.fields[:4]
    ct, tag = gcm_reference(key, iv, aad, msg)
    assert seal.want == ct + tag[:seal.param]
