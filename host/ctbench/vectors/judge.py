"""Verdicts: every valid case accepted, every invalid case rejected,
acceptable cases counted apart (a failure only when accepted with a wrong
output). A case is accepted when every step returned 0 and produced every
output the case names; it is rejected otherwise, and the code of its first
refusing step is recorded ("mismatch" when none refused but an output
differs). A case with no intact result line fails, by its tcId."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any

from ctbench.vectors.capture import VectorCapture
from ctbench.vectors.cases import Case, VectorSet, code_name
from ctbench.vectors.cdata import slots


@dataclass(frozen=True)
class Verdict:
    tc_id: int
    result: str          # valid, invalid, acceptable
    accepted: bool | None   # None: no result to judge
    code: str            # "ok", a code name, "mismatch", "host: ...", "missing"
    ok: bool             # counts as passed (valid/invalid) or not a failure (acceptable)
    detail: str = ""


@dataclass
class Summary:
    verdicts: list[Verdict] = field(default_factory=list)

    def doc(self, vset: VectorSet) -> dict[str, Any]:
        """The `ctbench vectors --json` shape (PRODUCT.md), then extra fields."""
        acc = [v for v in self.verdicts if v.result == "acceptable"]
        rejected = Counter(v.code for v in self.verdicts
                           if v.result == "invalid" and v.accepted is False)
        return {
            "file": vset.file, "algorithm": vset.algorithm,
            "passed": sum(v.ok for v in self.verdicts if v.result != "acceptable"),
            "failed": sum(not v.ok for v in self.verdicts),
            "acceptable": len(acc),
            "failures": [v.tc_id for v in self.verdicts if not v.ok],
            "cases": len(self.verdicts),
            "acceptable_accepted": [v.tc_id for v in acc if v.accepted],
            "acceptable_rejected": {str(v.tc_id): v.code for v in acc if v.accepted is False},
            "invalid_rejected_by": dict(sorted(rejected.items())),
            "failure_details": {str(v.tc_id): v.detail for v in self.verdicts if not v.ok},
            "notes": list(vset.notes),
        }


def judge_case(case: Case, results: list[dict[str, Any] | None]) -> Verdict:
    if case.host_reject:
        return _verdict(case, False, "host: " + case.host_reject, "")
    if any(r is None for r in results):
        return Verdict(case.tc_id, case.result, None, "missing", False,
                       "no intact result line in the capture")
    code, mismatch = "ok", ""
    for step, r in zip(case.steps, results, strict=True):
        assert r is not None
        if "error" in r:
            return Verdict(case.tc_id, case.result, None, "runner", False,
                           f"runner: {r['error']} (op {r.get('op')})")
        rc = int(r["rc"])
        if rc != 0:
            code = code_name(step.op, rc)
            break
        out = bytes.fromhex(r.get("out", ""))
        if step.want is not None and out != step.want and not mismatch:
            mismatch = f"{step.op}: got {out.hex()[:32]}..., want {step.want.hex()[:32]}..."
    if code == "ok" and mismatch:
        if case.result == "acceptable":
            return Verdict(case.tc_id, case.result, True, "mismatch", False,
                           "accepted with a wrong output: " + mismatch)
        return _verdict(case, False, "mismatch", mismatch)
    return _verdict(case, code == "ok", code, "")


def _verdict(case: Case, accepted: bool, code: str, why: str) -> Verdict:
    if case.result == "valid":
        ok = accepted
        detail = "" if ok else f"valid case rejected ({code}{': ' + why if why else ''})"
    elif case.result == "invalid":
        ok = not accepted
        detail = "" if ok else "invalid case accepted"
    else:
        ok, detail = True, ""
    return Verdict(case.tc_id, case.result, accepted, code, ok, detail)


def judge(vset: VectorSet, cap: VectorCapture) -> Summary:
    per_case: dict[int, list[dict[str, Any] | None]] = {}
    for index, slot in enumerate(slots(vset.cases)):
        per_case.setdefault(slot.case, []).append(cap.results.get(index))
    return Summary([judge_case(c, per_case.get(i, [])) for i, c in enumerate(vset.cases)])
