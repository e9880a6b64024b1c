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
from ctbench.vectors.cases import Case, Step, VectorSet, code_name
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


def _outcome(steps: list[Step], results: list[dict[str, Any]]) -> tuple[str, str]:
    """(code, mismatch) of steps run in order: the code of the first
    refusing step ("ok" if none), and the first output that differs."""
    mismatch = ""
    for step, r in zip(steps, results, strict=True):
        rc = int(r["rc"])
        if rc != 0:
            return code_name(step.op, rc), mismatch
        out = bytes.fromhex(r.get("out", ""))
        if step.want is not None and out != step.want and not mismatch:
            label = f" [{step.label}]" if step.label else ""
            mismatch = (f"{step.op}{label}: got {out.hex()[:32]}..., "
                        f"want {step.want.hex()[:32]}...")
    return "ok", mismatch


def judge_case(case: Case, results: list[dict[str, Any] | None]) -> Verdict:
    if case.host_reject:
        return _verdict(case, False, "host: " + case.host_reject, "")
    if any(r is None for r in results):
        return Verdict(case.tc_id, case.result, None, "missing", False,
                       "no intact result line in the capture")
    got = [r for r in results if r is not None]
    for r in got:
        if "error" in r:
            return Verdict(case.tc_id, case.result, None, "runner", False,
                           f"runner: {r['error']} (op {r.get('op')})")
    labels = list(dict.fromkeys(s.label for s in case.steps))
    if len(labels) > 1:
        # The same case under each implementation variant: all must agree,
        # or one of them is wrong whatever the file expects.
        each = {}
        for label in labels:
            pick = [i for i, s in enumerate(case.steps) if s.label == label]
            code, mismatch = _outcome([case.steps[i] for i in pick], [got[i] for i in pick])
            each[label] = "mismatch" if code == "ok" and mismatch else code
        if len(set(each.values())) > 1:
            return Verdict(case.tc_id, case.result, None, "variants-differ", False,
                           "variants differ: " + ", ".join(f"{k} {v}" for k, v in each.items()))
    code, mismatch = _outcome(list(case.steps), got)
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
        if ok and case.want_code and code != case.want_code:
            ok, detail = False, f"invalid case rejected by {code}, not {case.want_code}"
    else:
        ok, detail = True, ""
    return Verdict(case.tc_id, case.result, accepted, code, ok, detail)


def judge(vset: VectorSet, cap: VectorCapture) -> Summary:
    per_case: dict[int, list[dict[str, Any] | None]] = {}
    for index, slot in enumerate(slots(vset.cases)):
        per_case.setdefault(slot.case, []).append(cap.results.get(index))
    return Summary([judge_case(c, per_case.get(i, [])) for i, c in enumerate(vset.cases)])
