"""GNU objdump's `-dr` listings, read: one function's instructions each,
with their operands, direct targets and relocations."""

from __future__ import annotations

import re
from dataclasses import dataclass, replace


@dataclass(frozen=True)
class Insn:
    addr: int
    mnemonic: str
    ops: tuple[str, ...]     # operands, the direct target removed
    text: str                # for details: "bltu a8, a2, 25"
    target: int | None       # a direct branch, jump or call target
    reloc: str | None = None  # symbol of the first relocation at this instruction
    # Xtensa -mlongcalls: the callee of an "l32r aX, <literal>" that the
    # assembler expanded from a call (R_XTENSA_ASM_EXPAND); the callx after
    # it goes through aX
    expand: str | None = None


_SYMBOL = re.compile(r"^[0-9a-f]+ <([^>]+)>:$")
_INSN = re.compile(r"^\s*([0-9a-f]+):\t(.*)$")
_RELOC = re.compile(r"^\s*[0-9a-f]+: (R_\w+)\s+(\S+)")
_COMMENT = re.compile(r"\s+[#@;]\s.*$")   # not Arm's "#4": a marker then a space
_TARGET = re.compile(r"^([0-9a-f]+) <[^>]+>$")
_X86_PREFIXES = frozenset({"rep", "repz", "repnz", "repe", "repne", "lock", "notrack",
                           "bnd", "cs", "ds", "ss", "es", "data16", "addr32"})


def split_operands(s: str) -> list[str]:
    """Operands split at the commas outside (), [] and {}."""
    out: list[str] = []
    depth, cur = 0, ""
    for ch in s:
        depth += (ch in "([{") - (ch in ")]}")
        if ch == "," and depth == 0:
            out.append(cur.strip())
            cur = ""
        else:
            cur += ch
    if cur.strip():
        out.append(cur.strip())
    return out


def _parse_insn(addr: int, body: str) -> Insn | None:
    words = _COMMENT.sub("", body).strip().split(None, 1)
    rep = ""   # x86 rep prefixes stay in the text: they make a string op a loop
    while len(words) == 2 and words[0] in _X86_PREFIXES:
        rep = f"{words[0]} " if words[0].startswith("rep") else rep
        words = words[1].split(None, 1)
    if not words or words[0].startswith((".", "(")) or words[0] in _X86_PREFIXES:
        return None   # data (.byte), (bad), a lone prefix
    ops = split_operands(words[1]) if len(words) == 2 else []
    target = None
    if ops and (t := _TARGET.match(ops[-1])) is not None:
        target = int(t.group(1), 16)
        ops[-1] = t.group(1)
    text = f"{rep}{words[0]} {', '.join(ops)}".strip()
    return Insn(addr, words[0], tuple(ops[:-1] if target is not None else ops), text, target)


def parse_objdump(text: str) -> dict[str, list[Insn]]:
    """The functions of an `objdump -dr` listing: symbol -> instructions.
    Local labels (.L*, which RISC-V keeps) stay in their function."""
    functions: dict[str, list[Insn]] = {}
    current: list[Insn] | None = None
    for line in text.splitlines():
        if (sym := _SYMBOL.match(line)) is not None:
            if not sym.group(1).startswith(".L"):
                current = functions.setdefault(sym.group(1), [])
        elif current is None:
            continue
        elif (rel := _RELOC.match(line)) is not None:
            if current and rel.group(1) == "R_XTENSA_ASM_EXPAND":
                current[-1] = replace(current[-1], expand=rel.group(2))
            elif (current and current[-1].reloc is None and "RELAX" not in rel.group(1)
                    and rel.group(2) != "*ABS*"):
                current[-1] = replace(current[-1], reloc=rel.group(2))
        elif (ins := _INSN.match(line)) is not None:
            insn = _parse_insn(int(ins.group(1), 16), ins.group(2))
            if insn is not None:
                current.append(insn)
    return functions


def symbol_name(reloc: str) -> str:
    """`.text.ctb_ct_core_lt-0x4` -> `ctb_ct_core_lt`; `memset-0x4` -> `memset`."""
    return re.sub(r"[+-]0x[0-9a-f]+$", "", reloc).removeprefix(".text.")
