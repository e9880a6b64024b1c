"""`ctbench vectors`: the readers, the verdicts, and the vector runner on
native and every emulated target (docs/vectors.md).

Each target gets one build and one run of everything: the Wycheproof and
generated files, the CAVP sets, a negative control and hypothesis-made
examples checked against `cryptography`, batched into one firmware run.
"""

from __future__ import annotations

import hashlib
import json
import re
from dataclasses import replace
from pathlib import Path

import pytest

from conftest import LOCAL_TARGETS, ROOT, usable
from ctbench.vectors.capture import parse_capture
from ctbench.vectors.cases import CURVES, EC_CODES, OPS, Case, Step, VectorSet
from ctbench.vectors.judge import judge
from ctbench.vectors.load import load
from ctbench.vectors.run import VectorRun, run_many
from helpers import ctbench

ec = pytest.importorskip("cryptography.hazmat.primitives.asymmetric.ec")
serialization = pytest.importorskip("cryptography.hazmat.primitives.serialization")
hashes = pytest.importorskip("cryptography.hazmat.primitives.hashes")
utils = pytest.importorskip("cryptography.hazmat.primitives.asymmetric.utils")
decode_dss_signature = utils.decode_dss_signature
from hypothesis import HealthCheck, Phase, given, settings  # noqa: E402
from hypothesis import strategies as st  # noqa: E402

VECTORS = ROOT / "tests" / "vectors"
WYCHEPROOF_ECDH_P256 = VECTORS / "wycheproof" / "ecdh_secp256r1_ecpoint_test.json"
ECDH_P384 = VECTORS / "ecdh_secp384r1_ecpoint_test.json"
# ctb_ec's signed-window edges: 2j and n - 2j (j < 32) and the range's ends
ECDH_EDGES = VECTORS / "ecdh_edge_scalars_test.json"
ECDH_FILES = [WYCHEPROOF_ECDH_P256, ECDH_P384, ECDH_EDGES]
ECDSA_FILES = [VECTORS / "wycheproof" / "ecdsa_secp256r1_sha256_p1363_test.json",
               VECTORS / "ecdsa_secp384r1_sha384_p1363_test.json"]


def cavp_dir() -> Path:
    vectors = pytest.importorskip("cryptography_vectors")
    return Path(vectors.__file__).parent / "asymmetric"


def cavp_files() -> list[Path]:
    ecdh = cavp_dir() / "ECDH"
    return [ecdh / "KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_init.fax",
            ecdh / "KASValidityTest_ECCStaticUnified_NOKC_ZZOnly_resp.fax",
            cavp_dir() / "ECDSA" / "FIPS_186-3" / "SigVer.rsp"]


# -- one definition shared by C and Python ---------------------------------
def c_enum(path: Path, prefix: str) -> dict[str, int]:
    text = path.read_text()
    return {m.group(1): int(m.group(2))
            for m in re.finditer(rf"\b{prefix}(\w+)\s*=\s*(-?\d+)", text)}


def test_op_codes_match_the_runner_header() -> None:
    c = c_enum(ROOT / "firmware" / "vectors" / "ctb_vectors.h", "CTB_VEC_")
    assert {k.lower().replace("_", "-"): v for k, v in c.items()} == OPS


def test_code_names_match_ctb_ec_h() -> None:
    c = c_enum(ROOT / "components" / "ctb_ec" / "include" / "ctb_ec.h", "CTB_EC_")
    codes = {v: k.lower().replace("_", "-") for k, v in c.items()
             if k not in ("P256", "P384")}
    assert codes == {k: v for k, v in EC_CODES.items() if k >= 0}


# -- readers ---------------------------------------------------------------
def test_wycheproof_reader_counts_and_normalises() -> None:
    vset = load(WYCHEPROOF_ECDH_P256)
    assert len(vset.cases) == 355
    assert sum(c.result == "acceptable" for c in vset.cases) == 1
    assert all(len(c.steps[0].fields[0]) == 32 for c in vset.cases)
    assert any("normalised" in n for n in vset.notes)
    p384 = load(ECDH_P384)
    assert {c.steps[0].param for c in p384.cases} == {CURVES["secp384r1"].ident}
    assert all(len(c.steps[0].fields[0]) == 48 for c in p384.cases)


def test_cavp_readers() -> None:
    kas = load(cavp_files()[0])
    assert len(kas.cases) == 60   # 30 P-256 and 30 P-384 records
    assert all(len(c.steps) == 3 for c in kas.cases)
    assert sum(c.result == "invalid" for c in kas.cases) == 24
    sigver = load(cavp_dir() / "ECDSA" / "FIPS_186-3" / "SigVer.rsp")
    assert len(sigver.cases) == 150   # P-256 and P-384, 5 hashes, 15 records each
    assert sum(c.result == "valid" for c in sigver.cases) == 30


@pytest.mark.parametrize("content, words", [
    ("{not json", "malformed JSON"),
    ('{"testGroups": [{"type": "EcdhEcpointTest", "curve": "secp521r1", '
     '"encoding": "ecpoint", "tests": []}]}', "unknown curve 'secp521r1'"),
    ('{"testGroups": [{"type": "XdhComp", "tests": []}]}', "unsupported type 'XdhComp'"),
    ('{"testGroups": [{"type": "EcdhEcpointTest", "curve": "secp256r1", "tests": '
     '[{"tcId": 1, "public": "04", "private": "zz", "shared": "", "result": "valid"}]}]}',
     "'private' is not hex"),
    ('{"algorithm": "ECDH"}', "no 'testGroups' list"),
])
def test_bad_input_is_one_line_and_non_zero(tmp_path: Path, content: str, words: str) -> None:
    f = tmp_path / "bad.json"
    f.write_text(content)
    out = ctbench("vectors", str(f))
    assert out.returncode == 1
    assert out.stderr.count("\n") == 1 and words in out.stderr, out.stderr
    assert out.stdout == ""


def test_missing_file_and_unknown_target(tmp_path: Path) -> None:
    out = ctbench("vectors", str(tmp_path / "nope.json"))
    assert out.returncode == 1 and "no such file" in out.stderr
    assert out.stderr.count("\n") == 1
    out = ctbench("vectors", str(ECDH_P384), "--target", "vax")
    assert out.returncode == 1 and "unknown target 'vax'" in out.stderr
    assert out.stderr.count("\n") == 1


# -- the negative control --------------------------------------------------
NEGATIVE_CONTROL_FAILURES = [1, 3, 6, 332]


def negative_control(tmp_path: Path) -> Path:
    """Tests 1-10, 332 and 333 of the P-256 ECDH file with four expectations
    made wrong: two shared secrets changed (1, 3), a valid case relabelled
    invalid (6) and an invalid one (a point off the curve) relabelled valid
    (332). Exactly these must be reported as failures."""
    doc = json.loads(WYCHEPROOF_ECDH_P256.read_text())
    group = doc["testGroups"][0]
    tests = {t["tcId"]: t for t in group["tests"]}
    assert tests[1]["result"] == tests[3]["result"] == tests[6]["result"] == "valid"
    group["tests"] = [tests[i] for i in [*range(1, 11), 332, 333]]
    for i in (1, 3):
        shared = bytearray(bytes.fromhex(tests[i]["shared"]))
        shared[-1] ^= 1
        tests[i]["shared"] = shared.hex()
    wrong = tests[332]
    assert wrong["result"] == "invalid"
    wrong["result"] = "valid"
    tests[6]["result"] = "invalid"
    doc["testGroups"] = [group]
    path = tmp_path / "negative_control.json"
    path.write_text(json.dumps(doc))
    return path


def test_negative_control_fails_through_the_cli(tmp_path: Path) -> None:
    usable("native")
    out = ctbench("vectors", str(negative_control(tmp_path)), "--json", "--out",
                  str(tmp_path / "captures"))
    assert out.returncode == 1, out.stderr
    doc = json.loads(out.stdout)
    assert doc["failures"] == NEGATIVE_CONTROL_FAILURES
    assert doc["passed"] == 7 and doc["failed"] == 4 and doc["acceptable"] == 1
    assert "4 of 12 cases failed" in out.stderr and out.stderr.count("\n") == 1
    assert Path(doc["capture"]).is_file()


# -- hypothesis: random keys and points against cryptography ---------------
def _pub(key: object) -> bytes:
    return key.public_key().public_bytes(  # type: ignore[attr-defined, no-any-return]
        serialization.Encoding.X962, serialization.PublicFormat.UncompressedPoint)


def _crypto_curve(name: str) -> object:
    return {"secp256r1": ec.SECP256R1(), "secp384r1": ec.SECP384R1()}[name]


@st.composite
def ec_example(draw: st.DrawFn) -> list[Case]:
    """Cases for one random draw: public key, ECDH with a random peer, ECDH
    with a random (x, y) pair (off the curve unless cryptography accepts
    it), ECDSA verification of a signature cryptography made and of the
    same signature with one bit flipped, as Case objects whose comment
    names the inputs."""
    name = draw(st.sampled_from(sorted(CURVES)))
    curve = CURVES[name]
    d = draw(st.integers(1, curve.n - 1))
    e = draw(st.integers(1, curve.n - 1))
    x = draw(st.integers(0, curve.p - 1))
    y = draw(st.integers(0, curve.p - 1))
    mine = ec.derive_private_key(d, _crypto_curve(name))
    peer = ec.derive_private_key(e, _crypto_curve(name))
    scalar = d.to_bytes(curve.size, "big")
    tag = f"{name} d={d:x}"
    cases = [
        Case(0, "valid", (Step("ec-public", curve.ident, (scalar,), _pub(mine)),), tag),
        Case(0, "valid", (Step("ecdh", curve.ident, (scalar, _pub(peer)),
                               mine.exchange(ec.ECDH(), peer.public_key())),), f"{tag} e={e:x}"),
    ]
    raw = b"\x04" + x.to_bytes(curve.size, "big") + y.to_bytes(curve.size, "big")
    try:
        point = ec.EllipticCurvePublicKey.from_encoded_point(_crypto_curve(name), raw)
        cases.append(Case(0, "valid", (Step("ecdh", curve.ident, (scalar, raw),
                                            mine.exchange(ec.ECDH(), point)),), tag))
    except ValueError:
        cases.append(Case(0, "invalid", (Step("ecdh", curve.ident, (scalar, raw)),),
                          f"{tag} off-curve ({x:x}, {y:x})"))
    msg = draw(st.binary(max_size=80))
    algo = {"secp256r1": hashes.SHA256(), "secp384r1": hashes.SHA384()}[name]
    r, s = decode_dss_signature(peer.sign(msg, ec.ECDSA(algo)))
    sig = r.to_bytes(curve.size, "big") + s.to_bytes(curve.size, "big")
    digest = hashlib.new(algo.name, msg).digest()
    bit = draw(st.integers(0, 8 * len(sig) - 1))
    flipped = bytearray(sig)
    flipped[bit // 8] ^= 0x80 >> (bit % 8)
    tag = f"{name} e={e:x} msg={msg.hex()}"
    cases += [
        Case(0, "valid", (Step("ecdsa-verify", curve.ident, (_pub(peer), digest, sig)),), tag),
        Case(0, "invalid", (Step("ecdsa-verify", curve.ident,
                                 (_pub(peer), digest, bytes(flipped))),), f"{tag} bit {bit}"),
    ]
    return cases


def hypothesis_set(examples: list[list[Case]]) -> VectorSet:
    cases = [replace(c, tc_id=n) for n, c in
             enumerate((c for ex in examples for c in ex), start=1)]
    return VectorSet("hypothesis", "EC vs cryptography", tuple(cases))


# -- on every target -------------------------------------------------------
def target_sets(tmp_path: Path) -> list[VectorSet]:
    return [load(p) for p in [*ECDH_FILES, *ECDSA_FILES, *cavp_files(),
                              negative_control(tmp_path)]]


def check_runs(runs: list[VectorRun]) -> None:
    *files, control = runs
    assert not control.problems, f"capture {control.capture}: {control.problems}"
    for r in files:
        failed = [(v.tc_id, v.detail) for v in r.summary.verdicts if not v.ok]
        assert not failed, f"capture {r.capture}: {failed}"
    assert [v.tc_id for v in control.summary.verdicts if not v.ok] == NEGATIVE_CONTROL_FAILURES


@pytest.mark.parametrize("target", LOCAL_TARGETS)
def test_vectors_on_target(target: str, tmp_path: Path) -> None:
    usable(target)
    sets = target_sets(tmp_path)
    runs = run_many(sets, target, tmp_path, timeout_s=1200, label="all")
    check_runs(runs)
    print(f"{target}: {sum(len(s.cases) for s in sets)} cases, build {runs[0].build_s:.1f} s, "
          f"run {runs[0].run_s:.1f} s ({runs[0].cpu_s:.1f} s CPU)")


@pytest.mark.parametrize("target", LOCAL_TARGETS)
def test_hypothesis_against_cryptography(target: str, tmp_path: Path) -> None:
    usable(target)

    @settings(max_examples=2, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large,
                                     HealthCheck.function_scoped_fixture])
    @given(st.lists(ec_example(), min_size=12, max_size=12))
    def batch(examples: list[list[Case]]) -> None:
        vset = hypothesis_set(examples)
        (run,) = run_many([vset], target, tmp_path, timeout_s=600, label="hypothesis")
        assert not run.problems, f"capture {run.capture}: {run.problems}"
        bad = [(v.tc_id, v.detail, vset.cases[v.tc_id - 1].comment)
               for v in run.summary.verdicts if not v.ok]
        assert not bad, f"capture {run.capture}: {bad}"

    batch()


# -- a capture cut short names the cases it lost ---------------------------
def test_truncated_capture_reports_missing_cases(tmp_path: Path) -> None:
    usable("native")
    vset = load(ECDH_P384)
    (run,) = run_many([vset], "native", tmp_path, label="cut")
    data = run.capture.read_bytes()
    lines = data.split(b"\n")
    cut = b"\n".join(lines[:21]) + b"\n" + lines[21][:30]   # header + 20 cases + part
    cap = parse_capture(cut)
    assert {p.kind for p in cap.problems} >= {"truncated", "truncated-run"}
    verdicts = judge(vset, cap).verdicts
    missing = [v.tc_id for v in verdicts if v.code == "missing"]
    assert missing == [c.tc_id for c in vset.cases[20:]]
    assert all(not v.ok for v in verdicts if v.code == "missing")
    # a flipped byte inside a result line is caught by its CRC
    flipped = data.replace(b'"rc":0', b'"rc":1', 1)
    assert "corrupt" in {p.kind for p in parse_capture(flipped).problems}


def test_generated_files_are_reproducible(tmp_path: Path) -> None:
    import subprocess
    import sys

    subprocess.run([sys.executable, str(ROOT / "tools" / "gen_ec_vectors.py"), "--out",
                    str(tmp_path)], check=True, capture_output=True)
    for name in ("ecdh_secp384r1_ecpoint_test.json", "ecdsa_secp384r1_sha384_p1363_test.json"):
        got = json.loads((tmp_path / name).read_text())
        want = json.loads((VECTORS / name).read_text())
        got.pop("generatorVersion")
        want.pop("generatorVersion")
        assert hashlib.sha256(json.dumps(got).encode()).digest() == \
            hashlib.sha256(json.dumps(want).encode()).digest()
