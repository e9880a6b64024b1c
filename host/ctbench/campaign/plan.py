"""Campaign plans: which variants, on which targets, in which order.

    [campaign]
    name = "demo"         # results/<name>/ unless --out says otherwise
    target = "native"     # or targets = ["qemu-xtensa", "native"]: the whole
                          # order x rounds on each target in turn; an entry
                          # that is a list, ["qemu-esp32", "qemu-xtensa"], runs
                          # the first of its targets whose tools are here
    order = "ABA"         # letters name variants; "ABBA", "ABCA", ... too; or
                          # "random": each round a seeded permutation of every
                          # letter of [variants], A included (docs/statistics.md)
    rounds = 1            # the order is repeated this many times, or per
                          # target: rounds = { native = 5 } (the others: 1;
                          # exact counts need no more, docs/statistics.md)
    seed = 7              # order = "random" only: the permutations' seed
                          # (default: drawn from the campaign's name)
    bench = "*"           # glob over bench names and name/param
    batch_ms = 200        # target length of one batch, on every target, or per
                          # target: batch_ms = { native = 50 } (default: each
                          # target's own, 200 on native and boards, 2 on emulators)
    batches = 5
    stat = "min"          # the per-op figure the table compares: min or mean
    threshold = 2.0       # in %: the smallest change a verdict calls slower or
                          # faster (docs/statistics.md)
    timeout_s = 3600      # a run is stopped after this, or after silence_s
                          # without output (default: min(timeout_s, 120))
    compare = "regression"  # or "peers": how the report reads B, C, ... against A
                          # (regression: B regressed A, later letters recover it;
                          # peers: each letter another implementation, with its
                          # ratio to A; rows A lacks are kept)
    ports = ["/dev/ttyUSB0", "rfc2217://farm:4001"]   # several boards of the one
                          # chip `target` names: each runs the whole order x
                          # rounds, in parallel (docs/boards.md); --port overrides
    places = ["esp32-a", "esp32-b"]   # or labgrid places (acquired through the
                          # coordinator, $LG_COORDINATOR); --place overrides
    retries = 0           # a run whose attempt failed (a fault on the console,
                          # a damaged line, silence, a lost port) is tried again
                          # up to this many times; only a clean attempt counts

    [sim]                 # plans on the sim target only (boards/faults.py)
    faults = ["reset", "garbage+crc", "none"]   # run k's first attempt gets
                          # entry k (cycling): faults joined by +, or none

    [variants]
    A = "Os"              # firmware/variants/Os.sdkconfig
    B = "O2"              # "a+b" composes fragments a and b
"""

from __future__ import annotations

import dataclasses
import hashlib
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import numpy as np

from ctbench.boards import faults as sim_faults
from ctbench.errors import CtbError
from ctbench.targets.registry import get_target
from ctbench.targets.variants import Variant, resolve_variant

if sys.version_info >= (3, 11):
    import tomllib
else:  # pragma: no cover - Python 3.10
    import tomli as tomllib

ORDERS_KNOWN = "letters, each naming a variant, e.g. ABA or ABBA, or \"random\""
RANDOM = "random"
STATS = ("min", "mean")
COMPARES = ("regression", "peers")
MAX_RETRIES = 10


@dataclass(frozen=True)
class RunSlot:
    """One run of the campaign: its place, its letter, its variant and target."""
    index: int        # 1-based position in the whole campaign
    letter: str
    occurrence: int   # on this target: 1 for the first A, 2 for "A again", ...
    variant: Variant
    target: str
    # Single-target campaigns keep ids without the target: saved results
    # name their files and journal events by them.
    names_target: bool = False
    # On several boards: which one runs it (1, 2, ...); 0 on one board
    board: int = 0

    @property
    def run_id(self) -> str:
        if self.board:
            return f"{self.index:02d}-b{self.board}-{self.letter}{self.occurrence}"
        if self.names_target:
            return f"{self.index:02d}-{self.target}-{self.letter}{self.occurrence}"
        return f"{self.index:02d}-{self.letter}{self.occurrence}"


@dataclass(frozen=True)
class Plan:
    path: Path
    name: str
    targets: tuple[str, ...]
    order: str
    rounds: int
    bench: str
    batch_ms_per_target: dict[str, int]
    batches: int
    stat: str
    timeout_s: int
    variants: dict[str, Variant]
    digest: str       # sha256 of the plan file, to refuse resuming a changed plan
    compare: str = "regression"
    threshold: float = 2.0
    # The letters of every run on one target: order x rounds, or with
    # order = "random" one permutation a round. A resumed campaign takes
    # its journal's (Store.settled).
    sequence: str = ""
    seed: int | None = None
    # Per entry of `targets`, the names it allowed (one, or a list of
    # alternatives): a resumed campaign keeps the journal's choice.
    choices: tuple[tuple[str, ...], ...] = ()
    # `rounds = { native = 5 }`: each target's rounds (rounds is their most)
    rounds_per_target: dict[str, int] = dataclasses.field(default_factory=dict)
    # Several boards of the one target: their serial ports, or labgrid
    # places. `boards` is how many the campaign runs on (the ports or
    # places it was given; a resumed campaign: its journal's count).
    ports: tuple[str, ...] = ()
    places: tuple[str, ...] = ()
    boards: int = 1
    retries: int = 0
    silence_s: int | None = None   # None: min(timeout_s, 120)
    # [sim] faults: run k's first attempt on sim gets entry k, cycling
    faults: tuple[tuple[str, ...], ...] = ()

    @property
    def target(self) -> str:
        """The first target: all there is to a single-target plan."""
        return self.targets[0]

    @property
    def batch_ms(self) -> int:
        return self.batch_ms_for(self.target)

    def batch_ms_for(self, target: str) -> int:
        return self.batch_ms_per_target[target]

    def rounds_for(self, target: str) -> int:
        return self.rounds_per_target.get(target, self.rounds)

    def faults_for(self, slot: RunSlot, attempt: int) -> tuple[str, ...]:
        """The faults the sim board injects into this attempt: the first
        attempt of run k gets entry k of [sim] faults; retries run clean."""
        if slot.target != "sim" or attempt != 1 or not self.faults:
            return ()
        return self.faults[(slot.index - 1) % len(self.faults)]

    def with_faults(self, specs: list[str], where: str) -> Plan:
        """The plan with its [sim] faults replaced (`--fault`)."""
        return dataclasses.replace(self, faults=_fault_list(specs, self.targets, where))

    def slots(self) -> list[RunSlot]:
        """The whole order x rounds on the first target, then on the next:
        each target's A-B-A stays a tight sequence of its own. A target of
        fewer rounds runs the first of them. On several boards (one target)
        every board runs the whole sequence, board 1's runs first: A and A
        again are always on one board."""
        out: list[RunSlot] = []
        letters = self.sequence or self.order * self.rounds
        per_round = len(letters) // self.rounds
        if self.boards > 1:
            for board in range(1, self.boards + 1):
                seen: dict[str, int] = {}
                for letter in letters:
                    seen[letter] = seen.get(letter, 0) + 1
                    out.append(RunSlot(len(out) + 1, letter, seen[letter],
                                       self.variants[letter], self.target, board=board))
            return out
        for target in self.targets:
            seen = {}
            for letter in letters[:per_round * self.rounds_for(target)]:
                seen[letter] = seen.get(letter, 0) + 1
                out.append(RunSlot(len(out) + 1, letter, seen[letter], self.variants[letter],
                                   target, names_target=len(self.targets) > 1))
        return out


def _field(table: dict[str, Any], key: str, kind: type, default: Any, where: str) -> Any:
    value = table.get(key, default)
    if value is None:
        raise CtbError(f"{where}: missing field '{key}'")
    if kind is int and isinstance(value, bool) or not isinstance(value, kind):
        raise CtbError(f"{where}: field '{key}' must be {kind.__name__}, "
                       f"not {type(value).__name__} ({value!r})")
    return value


def _targets(camp: dict[str, Any], where: str
             ) -> tuple[tuple[str, ...], tuple[tuple[str, ...], ...]]:
    """`target = "x"` or `targets = ["x", "y"]`: exactly one of the two. An
    entry of `targets` may be a list of alternatives, best first: the first
    whose tools are installed is run (the last when none is: the campaign
    then skips the entry, naming what each alternative lacks). Returns the
    chosen targets and, per entry, its alternatives."""
    if "target" in camp and "targets" in camp:
        raise CtbError(f"{where}: fields 'target' and 'targets' exclude each other; keep one")
    if "targets" not in camp:
        if "target" not in camp:
            raise CtbError(f"{where}: missing field 'target' (or 'targets')")
        entries: list[Any] = [_field(camp, "target", str, None, where)]
        key = "target"
    else:
        entries = camp["targets"]
        key = "targets"
        if not isinstance(entries, list) or not entries or not all(
                isinstance(n, str) or (isinstance(n, list) and n
                                       and all(isinstance(m, str) for m in n))
                for n in entries):
            raise CtbError(f"{where}: field 'targets' must be a non-empty list of target "
                           f"names (or of lists of alternatives), not {entries!r}")
    choices = tuple(tuple(e) if isinstance(e, list) else (e,) for e in entries)
    every = [n for alternatives in choices for n in alternatives]
    for name in every:
        try:
            get_target(name)
        except CtbError as e:
            raise CtbError(f"{where}: field '{key}': {e}") from None
    twice = sorted({n for n in every if every.count(n) > 1})
    if twice:
        raise CtbError(f"{where}: field 'targets' names {', '.join(twice)} more than once")
    names = tuple(next((n for n in alternatives if not get_target(n).missing()),
                       alternatives[-1]) if len(alternatives) > 1 else alternatives[0]
                  for alternatives in choices)
    return names, choices


def _per_target(table: dict[str, Any], key: str, targets: tuple[str, ...], what: str,
                where: str) -> dict[str, int]:
    """A field given as a table per target (`batch_ms = { native = 50 }`):
    every name a target of the plan, every value a whole number from 1."""
    stray = sorted(set(table) - set(targets))
    if stray:
        raise CtbError(f"{where}: field '{key}' names {', '.join(stray)}, "
                       f"not a target of this plan")
    for target, n in table.items():
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise CtbError(f"{where}: field '{key}' for {target} must be a whole "
                           f"number{what}, at least 1, not {n!r}")
    return dict(table)


def _positive(camp: dict[str, Any], key: str, default: int | None, where: str) -> int:
    value: int = _field(camp, key, int, default, where)
    if value < 1:
        raise CtbError(f"{where}: field '{key}' must be at least 1")
    return value


def _batch_ms(camp: dict[str, Any], targets: tuple[str, ...], where: str) -> dict[str, int]:
    """An explicit batch_ms applies to every target, a table of them
    (`batch_ms = { native = 50 }`) to the targets it names; the others keep
    their own default (a real clock needs long batches, an emulator not)."""
    own = {t: get_target(t).default_batch_ms for t in targets}
    if "batch_ms" not in camp:
        return own
    if isinstance(camp["batch_ms"], dict):
        return {**own, **_per_target(camp["batch_ms"], "batch_ms", targets, " of ms", where)}
    return dict.fromkeys(targets, _positive(camp, "batch_ms", None, where))


def _rounds(camp: dict[str, Any], targets: tuple[str, ...], where: str) -> dict[str, int]:
    """`rounds = 3` on every target, or `rounds = { native = 5 }`: the
    targets it names, the others one round (an emulator's exact counts are
    the same every run: more rounds would only repeat them)."""
    if not isinstance(camp.get("rounds"), dict):
        return dict.fromkeys(targets, _positive(camp, "rounds", 1, where))
    given = _per_target(camp["rounds"], "rounds", targets, "", where)
    if not given:
        raise CtbError(f"{where}: field 'rounds' is an empty table")
    return {**dict.fromkeys(targets, 1), **given}


def _fault_list(specs: Any, targets: tuple[str, ...], where: str
                ) -> tuple[tuple[str, ...], ...]:
    """[sim] faults (or --fault): one entry a run, each faults joined by +."""
    if not isinstance(specs, list) or not specs or not all(isinstance(f, str) for f in specs):
        raise CtbError(f"{where}: must be a non-empty list of faults, not {specs!r}")
    if "sim" not in targets:
        raise CtbError(f"{where}: faults are injected by the sim target only; this plan runs "
                       f"on {', '.join(targets)}")
    return tuple(sim_faults.parse(f, where) for f in specs)


def _sim(doc: dict[str, Any], targets: tuple[str, ...], path: Path
         ) -> tuple[tuple[str, ...], ...]:
    table = doc.get("sim", {})
    where = f"{path} [sim]"
    if not isinstance(table, dict) or set(table) - {"faults"}:
        raise CtbError(f"{where}: the only field is faults")
    return _fault_list(table["faults"], targets, f"{where} faults") if table else ()


def load_plan(path: Path) -> Plan:
    try:
        raw = path.read_bytes()
    except OSError as e:
        raise CtbError(f"{path}: cannot read plan ({e.strerror})") from None
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as e:
        raise CtbError(f"{path}: not valid TOML ({e})") from None
    unknown = set(doc) - {"campaign", "variants", "sim"}
    if unknown:
        raise CtbError(f"{path}: unknown table(s) {', '.join(sorted(unknown))}")
    camp = doc.get("campaign")
    if not isinstance(camp, dict):
        raise CtbError(f"{path}: missing [campaign] table")
    where = f"{path} [campaign]"
    known = {"name", "target", "targets", "order", "rounds", "bench", "batch_ms", "batches",
             "stat", "timeout_s", "compare", "threshold", "seed", "retries",
             "silence_s", "ports", "places"}
    extra = set(camp) - known
    if extra:
        raise CtbError(f"{where}: unknown field(s) {', '.join(sorted(extra))}")
    name = _field(camp, "name", str, None, where)
    if not name or "/" in name or name.startswith("."):
        raise CtbError(f"{where}: field 'name' must be a plain directory name, not {name!r}")
    order = _field(camp, "order", str, "ABA", where)
    targets, choices = _targets(camp, where)
    rounds_per_target = _rounds(camp, tuple(n for c in choices for n in c), where)
    rounds = max(rounds_per_target.values())
    table = doc.get("variants")
    if not isinstance(table, dict) or not table:
        raise CtbError(f"{path}: missing [variants] table")
    seed = None
    if order == RANDOM:
        letters = "".join(sorted(table))
        if "A" not in table or len(table) < 2 or len(letters) != len(table) \
                or not letters.isalpha() or not letters.isupper():
            raise CtbError(f"{path} [variants]: order = \"random\" needs the baseline A and "
                           f"at least one more variant, each named by one capital letter")
        seed = _field(camp, "seed", int, seed_of_name(name), where)
        sequence = random_sequence(letters, max(rounds, 1), seed)
    else:
        if "seed" in camp:
            raise CtbError(f"{where}: field 'seed' only applies to order = \"random\"")
        if not order.isalpha() or not order.isupper() or len(set(order)) < 2:
            raise CtbError(f"{where}: field 'order' must be {ORDERS_KNOWN}, not {order!r}")
        if order[0] != "A":
            raise CtbError(f"{where}: field 'order' must start with the baseline A, "
                           f"not {order!r}")
        sequence = order * max(rounds, 1)
    # every alternative's too: a resumed campaign may run another than this
    batch_ms = _batch_ms(camp, tuple(n for c in choices for n in c), where)
    batches = _field(camp, "batches", int, 5, where)
    if not 1 <= batches <= 16:
        raise CtbError(f"{where}: field 'batches' must be 1..16")
    timeout_s = _field(camp, "timeout_s", int, 3600, where)
    if timeout_s < 1:
        raise CtbError(f"{where}: field 'timeout_s' must be at least 1")
    silence_s = _field(camp, "silence_s", int, timeout_s, where)
    if not 1 <= silence_s <= timeout_s:
        raise CtbError(f"{where}: field 'silence_s' must be 1..timeout_s ({timeout_s})")
    retries = _field(camp, "retries", int, 0, where)
    if not 0 <= retries <= MAX_RETRIES:
        raise CtbError(f"{where}: field 'retries' must be 0..{MAX_RETRIES}")
    stat = _field(camp, "stat", str, "min", where)
    if stat not in STATS:
        raise CtbError(f"{where}: field 'stat' must be one of {', '.join(STATS)}")
    compare = _field(camp, "compare", str, "regression", where)
    if compare not in COMPARES:
        raise CtbError(f"{where}: field 'compare' must be one of {', '.join(COMPARES)}")
    threshold = camp.get("threshold", 2.0)
    if isinstance(threshold, bool) or not isinstance(threshold, (int, float)) \
            or not 0 <= threshold < 100:
        raise CtbError(f"{where}: field 'threshold' must be a percentage in 0..100, "
                       f"not {threshold!r}")
    variants = {}
    for letter in sorted(set(sequence)):
        spec = table.get(letter)
        if not isinstance(spec, str):
            raise CtbError(f"{path} [variants]: order uses {letter} but no variant "
                           f"names it (add {letter} = \"<variant>\")")
        variants[letter] = resolve_variant(spec, f"{path} [variants] {letter}")
        for target in targets:
            try:
                get_target(target).accepts(variants[letter])
            except CtbError as e:
                raise CtbError(f"{path} [variants] {letter}: {e}") from None
    unused = set(table) - set(sequence)
    if unused:
        raise CtbError(f"{path} [variants]: {', '.join(sorted(unused))} not in the order {order}")
    ports, places = _boards(camp, targets, where)
    return Plan(
        path=path, name=name, targets=targets, ports=ports, places=places,
        order=order, rounds=rounds, bench=_field(camp, "bench", str, "*", where),
        batch_ms_per_target=batch_ms, batches=batches, stat=stat, timeout_s=timeout_s,
        variants=variants,
        digest=hashlib.sha256(raw).hexdigest(), compare=compare,
        threshold=float(threshold), sequence=sequence, seed=seed, choices=choices,
        rounds_per_target=rounds_per_target, retries=retries,
        silence_s=silence_s if "silence_s" in camp else None,
        faults=_sim(doc, tuple(n for c in choices for n in c), path),
    )


def _boards(camp: dict[str, Any], targets: tuple[str, ...], where: str
            ) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """`ports = [...]` or `places = [...]`: the boards of the plan's one
    target, a board target, each named once."""
    given = [k for k in ("ports", "places") if k in camp]
    if not given:
        return (), ()
    if len(given) > 1:
        raise CtbError(f"{where}: fields 'ports' and 'places' exclude each other; keep one")
    key = given[0]
    names = camp[key]
    if not isinstance(names, list) or not names or not all(
            isinstance(n, str) and n.strip() for n in names):
        raise CtbError(f"{where}: field '{key}' must be a non-empty list of names, "
                       f"not {names!r}")
    twice = sorted({n for n in names if names.count(n) > 1})
    if twice:
        raise CtbError(f"{where}: field '{key}' names {', '.join(twice)} more than once")
    check_board_target(targets, f"{where}: field '{key}'")
    return (tuple(names), ()) if key == "ports" else ((), tuple(names))


def check_board_target(targets: tuple[str, ...], what: str) -> None:
    """Several boards run one chip: a plan of one target, that takes a port."""
    if len(targets) != 1:
        raise CtbError(f"{what}: several boards run one chip; the plan names "
                       f"{len(targets)} targets ({', '.join(targets)})")
    if not get_target(targets[0]).takes_port:
        raise CtbError(f"{what}: target {targets[0]} runs on no board")


def seed_of_name(name: str) -> int:
    """order = "random" without a seed: one from the campaign's name, so
    that the plan alone fixes its order."""
    return int.from_bytes(hashlib.sha256(f"order|{name}".encode()).digest()[:4], "little")


def random_sequence(letters: str, rounds: int, seed: int) -> str:
    """One permutation of every letter per round, A among them: the
    baseline's place in a round is drawn like the others', so that no
    variant always runs first (cold caches) or last."""
    rng = np.random.default_rng(seed)
    return "".join("".join(rng.permutation(list(letters))) for _ in range(rounds))
