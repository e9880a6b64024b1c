"""Which of a plan's runs a campaign makes here: the targets this machine can
run, narrowed by `--target` and `--variant`.

The plan and its run ids stay whole whatever is selected (run 17 is run 17
on every machine), so a later `--resume` where more can run fills in the
runs left out, and keeps every finished one.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from ctbench.campaign.plan import Plan, RunSlot
from ctbench.errors import CtbError
from ctbench.targets.base import missing_text
from ctbench.targets.registry import get_target
from ctbench.targets.variants import resolve_variant

BASELINE = "A"


@dataclass(frozen=True)
class Selection:
    targets: tuple[str, ...]     # the plan's targets that run here, in plan order
    skipped: dict[str, str]      # target -> why it cannot run here (its tools are missing)
    left_out: tuple[str, ...]    # targets --target left out
    letters: tuple[str, ...]     # the variants that run: the baseline A always among them
    dropped: tuple[str, ...]     # letters --variant left out
    # --variant left the baseline out, and it runs all the same
    kept_baseline: bool = False

    def runs(self, slot: RunSlot) -> bool:
        return slot.target in self.targets and slot.letter in self.letters


def entries(plan: Plan) -> tuple[tuple[str, ...], ...]:
    """Per plan target, the names it allows (its alternatives)."""
    return plan.choices or tuple((t,) for t in plan.targets)


def chosen_targets(plan: Plan, names: Sequence[str]) -> tuple[str, ...]:
    """The plan's targets that --target names: by the name the plan runs, or
    by any of its alternatives (the entry then runs whichever resolves)."""
    if not names:
        return plan.targets
    picked = set()
    for name in names:
        try:
            get_target(name)
        except CtbError as e:   # an unknown name: the registry's one line
            raise CtbError(f"--target: {e}") from None
        hits = [t for t, alternatives in zip(plan.targets, entries(plan), strict=True)
                if name in alternatives]
        if not hits:
            raise CtbError(f"--target {name}: {plan.path} has no target {name} "
                           f"(its targets: {', '.join(_names(plan))})")
        picked.update(hits)
    return tuple(t for t in plan.targets if t in picked)


def chosen_letters(plan: Plan, names: Sequence[str]) -> tuple[tuple[str, ...], bool]:
    """The letters --variant names (a letter of the plan or its variant's
    name), and the baseline A with them: every figure is read against A,
    so its runs keep their places around the others. Also whether A was
    added."""
    if not names:
        return tuple(sorted(plan.variants)), False
    picked = set()
    for name in names:
        hits = {letter for letter, v in plan.variants.items() if name in (letter, v.name)}
        if not hits:
            if not (len(name) == 1 and name.isupper()):   # a letter is the plan's to have
                resolve_variant(name, "--variant")   # an unknown name: its one-line error
            have = ", ".join(f"{k} = {v.name}" for k, v in sorted(plan.variants.items()))
            raise CtbError(f"--variant {name}: {plan.path} has no variant {name} "
                           f"(its variants: {have})")
        picked |= hits
    added = BASELINE not in picked
    return tuple(sorted(picked | {BASELINE})), added


def why_not(plan: Plan, target: str) -> str | None:
    """Why `target` cannot run here, in one line, or None when it can. An
    entry with alternatives runs its last only when none resolves: the
    reason then names what each one lacks."""
    gone = get_target(target).missing()
    if not gone:
        return None
    reason = missing_text(gone)
    others = next((a for a in entries(plan) if target in a), (target,))
    for other in others:
        if other == target:
            continue
        lacks = get_target(other).missing()
        reason += (f"; its alternative {other}: {missing_text(lacks)}" if lacks else
                   f"; its alternative {other} can run here, but this campaign began with "
                   f"{target} (--fresh starts again)")
    return reason


def select(plan: Plan, targets: Sequence[str] = (), variants: Sequence[str] = ()) -> Selection:
    """What runs here. A plan (or a --target choice) none of whose targets
    can run is an error, naming what each one lacks."""
    wanted = chosen_targets(plan, targets)
    letters, added = chosen_letters(plan, variants)
    skipped = {t: r for t in wanted if (r := why_not(plan, t)) is not None}
    runnable = tuple(t for t in wanted if t not in skipped)
    if not runnable:
        which = "selected target" if targets else "target"
        raise CtbError(f"no {which} of {plan.path} can run here: "
                       + "; ".join(f"target {t}: {r}" for t, r in skipped.items()))
    return Selection(targets=runnable, skipped=skipped,
                     left_out=tuple(t for t in plan.targets if t not in wanted),
                     letters=letters,
                     dropped=tuple(x for x in sorted(plan.variants) if x not in letters),
                     kept_baseline=added)


def _names(plan: Plan) -> list[str]:
    return [" or ".join(a) for a in entries(plan)]
