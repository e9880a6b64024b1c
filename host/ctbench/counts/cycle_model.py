"""Cycle estimates from instruction classes, with per-class costs taken from
a core's documentation and never fitted to a measurement.

An estimate is one cycle an instruction plus, per class or event
(insn_classes.CLASSES and EVENTS), the extra cycles the documentation
gives. Only what is documented goes in; everything the documentation does
not price (load-use interlocks of base-ISA loads, multiplies, window
exceptions, code fetch from flash) counts one cycle an instruction, so an
estimate is a floor on the hardware, not a prediction of it. Where the
documentation leaves a case open, two models bracket it.

The ESP32-S3's Technical Reference Manual (v1.8, section 1.7, "Instruction
Performance") describes its five-stage pipeline: when a conditional branch
is taken, the instructions in the R and E stages are removed and the
pipeline stalls for 2 cycles (1.7.3). It does not say whether `j`, the
calls and the returns pay the same refetch. For the ESP32's LX6 no public
document gives per-instruction costs (its datasheet gives a 7-stage
pipeline and nothing more), so it has no model.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Model:
    name: str
    extra: Mapping[str, float]   # class or event -> cycles each beyond the first
    basis: str                   # the documented fact, and where it is


_TRM = "ESP32-S3 TRM v1.8, 1.7.3: a taken conditional branch stalls the pipeline 2 cycles"

MODELS: dict[str, tuple[Model, ...]] = {
    "qemu-esp32s3": (
        Model("cycles est., taken branches +2", {"branch_taken": 2.0}, _TRM),
        Model("cycles est., every taken transfer +2",
              {"branch_taken": 2.0, "jump": 2.0, "call": 2.0, "return": 2.0},
              _TRM + "; assumed here for j, calls and returns as well"),
    ),
}


def models(target: str) -> tuple[Model, ...]:
    """The documented models of a target's core; none where no document
    prices its instructions."""
    return MODELS.get(target, ())


def estimate(per_call: Mapping[str, float], model: Model) -> float:
    """Cycles per call: the instructions (per_call["total"]) plus the
    model's extra cycles for each class or event it prices."""
    missing = [k for k in model.extra if k not in per_call]
    if "total" not in per_call or missing:
        raise KeyError(f"{model.name}: no count for {', '.join(missing or ['total'])}")
    return per_call["total"] + sum(c * per_call[k] for k, c in model.extra.items())
