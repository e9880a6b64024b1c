"""The disassembly audit (ctbench.ctlab.audit): the taint analysis on small
hand-written objdump listings for each ISA, then the real ctb_ct paths
cross-compiled with every installed toolchain."""

from __future__ import annotations

import re
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ctbench.ctlab import catalogue
from ctbench.ctlab.audit import compilers, driver, objdump, taint
from ctbench.ctlab.audit.isa import decode
from ctbench.ctlab.audit.isas import ISAS
from ctbench.errors import CtbError

ROOT = Path(__file__).resolve().parents[2]

# Rows per toolchain and level: ct_functions.h's twelve (ctb_ct's eleven and
# ctb_mpi_mul), the forty-four of ctb_ec that only the audit examines, and
# ctb_ghash's ctmul (two) and ctb_b64's constant-time group decoders (two).
AUDITED = 60


def listing(*functions: tuple[str, str]) -> dict[str, list[objdump.Insn]]:
    """objdump -dr text from (name, body) pairs; a body line is "addr: insn"
    or "addr: R_TYPE symbol" (a relocation) or "<label>:" (a local label)."""
    out = []
    for name, body in functions:
        out.append(f"\n00000000 <{name}>:")
        for line in body.strip().splitlines():
            line = line.strip()
            if line.startswith("<"):
                out.append(f"00000000 {line}")
                continue
            addr, rest = (s.strip() for s in line.split(":", 1))
            if rest.startswith("R_"):
                out.append(f"\t\t\t{addr}: " + "\t".join(rest.split(None, 1)))
            else:
                out.append(f"  {addr}:\t" + "\t".join(rest.split(None, 1)))
    return objdump.parse_objdump("\n".join(out))


def run(isa: str, body: str, secret: int = 0, *helpers: tuple[str, str]) -> taint.Analysis:
    return taint.analyse(isa, listing(("f", body), *helpers), "f", secret)

# ------------------------------------------------------------ x86-64


X86_LOOP = """
   0: xor    %eax,%eax
   2: mov    (%rsi,%rax,4),%ecx
   5: cmp    %ecx,%r8d
   8: sbb    %r9d,%r9d
   b: and    %r9d,(%rdi,%rax,4)
   f: add    $0x1,%rax
  13: cmp    %rax,%rdx
  16: jne    2 <f+0x2>
  18: ret
"""


def test_x86_counter_loop_passes() -> None:
    # the flags of the secret cmp are overwritten by the counter's cmp
    r = run("x86_64", X86_LOOP, secret=0b10000)
    assert taint.verdict(r) == ("PASS", "1 branch, all on public values; 0 calls in loops")


def test_x86_branch_on_loaded_limb_fails() -> None:
    r = run("x86_64", """
       0: mov    (%rsi),%eax
       2: test   %eax,%eax
       4: je     8 <f+0x8>
       6: mov    %eax,(%rdi)
       8: ret
    """)
    assert taint.verdict(r)[0] == "FAIL"
    assert r.failures == ["4: je 8 tests secret flags"]


def test_x86_branch_on_secret_argument_fails_and_public_passes() -> None:
    body = """
       0: test   %edi,%edi
       2: jne    6 <f+0x6>
       4: xor    %eax,%eax
       6: ret
    """
    assert run("x86_64", body, secret=0b1).failures == ["2: jne 6 tests secret flags"]
    assert run("x86_64", body, secret=0b10).failures == []


def test_x86_mul_writes_rdx_from_rax_alone() -> None:
    # one-operand mul: rdx:rax = rax * operand; rdx's old value (secret here,
    # the third argument) is not read (clang divides a public count by 5
    # this way); div does read it, as the dividend's high half
    body = """
       0: mov    %rdi,%rax
       3: mul    %rsi
       6: test   %rdx,%rdx
       9: jne    d <f+0xd>
       b: xor    %eax,%eax
       d: ret
    """
    assert run("x86_64", body, secret=0b100).failures == []
    assert run("x86_64", body, secret=0b1).failures == ["9: jne d tests secret flags"]
    assert run("x86_64", body.replace("mul ", "div "), secret=0b100).failures != []


def test_x86_call_in_loop_counted() -> None:
    r = run("x86_64", """
       0: push   %rbx
       1: xor    %ebx,%ebx
       3: mov    %ebx,%edi
       5: call   a <f+0xa>
       6: R_X86_64_PLT32 helper-0x4
       a: add    $0x1,%ebx
       d: cmp    $0x8,%ebx
      10: jne    3 <f+0x3>
      12: pop    %rbx
      13: ret
    """)
    assert (r.calls_in_loops, r.loop_callees, r.failures) == (1, ["helper"], [])


def test_x86_setcc_byte_and_cmov() -> None:
    # setb writes the low byte only: a test of %al is public, of %eax is not
    body = """
       0: mov    %edi,%eax
       2: cmp    $0x8,%rsi
       6: setb   %al
       9: test   {reg},{reg}
       b: jne    f <f+0xf>
       d: xor    %eax,%eax
       f: ret
    """
    assert run("x86_64", body.format(reg="%al"), secret=1).failures == []
    assert run("x86_64", body.format(reg="%eax"), secret=1).failures != []
    r = run("x86_64", """
       0: test   %edi,%edi
       2: cmove  %edx,%eax
       5: ret
    """, secret=1)
    outcome, detail = taint.verdict(r)
    assert outcome == "PASS" and "WARN 2: cmove %edx, %eax selects on secret flags" in detail

# ------------------------------------------------------------ Arm (Thumb-2)


ARM_LOOP = """
   0: push   {r4, r5, lr}
   2: movs   r3, #0
   4: cmp    r3, r2
   6: bne.n  a <f+0xa>
   8: pop    {r4, r5, pc}
   a: ldr.w  r4, [r1, r3, lsl #2]
   e: subs   r5, r4, r0
  10: sbc.w  r5, r5, r5
  14: str.w  r5, [r0, r3, lsl #2]
  18: adds   r3, #1
  1a: b.n    4 <f+0x4>
"""


def test_arm_counter_loop_passes() -> None:
    r = run("arm", ARM_LOOP)
    assert (r.failures, r.branches, r.calls_in_loops) == ([], 1, 0)


def test_arm_branch_and_it_on_loaded_limb_fail() -> None:
    r = run("arm", """
       0: ldr    r3, [r1, #0]
       2: cmp    r3, #0
       4: beq.n  c <f+0xc>
       6: cmp    r3, r2
       8: it     cc
       a: movcc  r0, #1
       c: bx     lr
    """)
    assert r.failures == ["4: beq.n c tests secret flags", "8: it cc tests secret flags"]


def test_arm_branch_on_secret_argument_fails() -> None:
    body = """
       0: cbz    r0, 4 <f+0x4>
       2: movs   r0, #1
       4: bx     lr
    """
    assert run("arm", body, secret=1).failures == ["0: cbz r0, 4 tests secret r0"]
    assert run("arm", body, secret=2).failures == []


def test_arm_strd_gives_each_slot_its_own_register() -> None:
    # strd stores a secret (r0) and a pointer (r1) side by side; the pointer
    # reloaded alone is as public as it was, the secret word stays secret
    body = """
       0: strd   r0, r1, [sp, #8]
       4: ldr    r3, [sp, #12]
       6: ldrb.w r2, [r3], #1
       a: ldr    r3, [sp, #8]
       c: cbz    r3, 10 <f+0x10>
       e: movs   r0, #1
      10: bx     lr
    """
    assert run("arm", body, secret=1).failures == ["c: cbz r3, 10 tests secret r3"]
    assert run("arm", body, secret=2).failures[0].startswith("6: ldrb.w r2, [r3], #1 address")


def test_arm_call_in_loop_counted_and_stack_argument_secret() -> None:
    r = run("arm", """
       0: push   {r4, lr}
       2: movs   r4, #0
       4: mov    r0, r4
       6: bl     0 <helper>
       6: R_ARM_THM_CALL helper
       a: adds   r4, #1
       c: cmp    r4, #8
       e: bne.n  4 <f+0x4>
      10: ldr    r1, [sp, #8]
      12: cmp    r1, #0
      14: beq.n  18 <f+0x18>
      16: movs   r0, #0
      18: pop    {r4, pc}
    """)
    assert (r.calls_in_loops, r.loop_callees) == (1, ["helper"])
    # a slot the function never stored: the fifth argument, secret as a load
    assert r.failures == ["14: beq.n 18 tests secret flags"]

# ------------------------------------------------------------ RISC-V


RISCV_LOOP = """
   0: li     a5,0
   <.L2>:
   2: bne    a5,a2,8 <.L3>
   2: R_RISCV_BRANCH .L3
   6: ret
   <.L3>:
   8: lw     a4,0(a1)
   a: sltu   a3,a4,a3
   e: sw     a3,0(a0)
  10: add    a5,a5,1
  12: j      2 <.L2>
  12: R_RISCV_RVC_JUMP .L2
"""


def test_riscv_counter_loop_passes() -> None:
    r = run("riscv", RISCV_LOOP, secret=0b1000)
    assert (r.failures, r.branches, r.calls_in_loops) == ([], 1, 0)


def test_riscv_branch_on_loaded_limb_fails() -> None:
    r = run("riscv", """
       0: lw     a4,0(a1)
       2: beqz   a4,8 <f+0x8>
       4: sw     a4,0(a0)
       8: ret
    """)
    assert r.failures == ["2: beqz a4, 8 tests secret a4"]


def test_riscv_branch_on_secret_argument_fails() -> None:
    body = """
       0: bltu   a0,a1,6 <f+0x6>
       4: li     a0,0
       6: ret
    """
    assert run("riscv", body, secret=0b10).failures == ["0: bltu a0, a1, 6 tests secret a1"]
    assert run("riscv", body, secret=0b100).failures == []


def test_riscv_call_in_loop_counted() -> None:
    r = run("riscv", """
       0: li     s0,0
       2: mv     a0,s0
       4: auipc  ra,0x0
       4: R_RISCV_CALL_PLT helper
       4: R_RISCV_RELAX *ABS*
       8: jalr   ra
       c: add    s0,s0,1
       e: bne    s0,s1,2 <f+0x2>
      12: ret
    """)
    assert (r.calls_in_loops, r.loop_callees, r.failures) == (1, ["helper"], [])

# ------------------------------------------------------------ Xtensa (call0)


XTENSA_LOOP = """
   0: addx4  a4, a4, a3
   3: j      19 <f+0x19>
   6: l32i.n a7, a3, 0
   8: l32i.n a8, a2, 0
   a: addi.n a3, a3, 4
   c: xor    a6, a7, a8
   f: and    a6, a6, a5
  12: xor    a6, a6, a8
  15: s32i.n a6, a2, 0
  17: addi.n a2, a2, 4
  19: bne    a3, a4, 6 <f+0x6>
  1c: ret.n
"""


def test_xtensa_counter_loop_passes() -> None:
    r = run("xtensa", XTENSA_LOOP, secret=0b1000)
    assert taint.verdict(r) == ("PASS", "1 branch, all on public values; 0 calls in loops")


def test_xtensa_branch_on_loaded_limb_fails() -> None:
    r = run("xtensa", """
       0: l32i.n a8, a3, 0
       2: l32r   a9, 0 <f>
       5: bltu   a8, a9, a <f+0xa>
       8: movi.n a2, 1
       a: ret.n
    """)
    # l32r reads a literal constant: only the loaded limb is secret
    assert r.failures == ["5: bltu a8, a9, a tests secret a8"]


def test_xtensa_branch_on_secret_argument_fails() -> None:
    body = """
       0: beqz.n a5, 4 <f+0x4>
       2: movi.n a2, 0
       4: ret.n
    """
    assert run("xtensa", body, secret=0b1000).failures == ["0: beqz.n a5, 4 tests secret a5"]
    assert run("xtensa", body, secret=0b0111).failures == []


def test_xtensa_call_in_loop_counted_and_spill_followed() -> None:
    body = """
       0: addi   a1, a1, -16
       3: s32i.n {spilled}, a1, 4
       5: mov.n  a12, a2
       7: call0  8 <f+0x8>
       7: R_XTENSA_SLOT0_OP __muldi3
       a: l32i.n a7, a1, 4
       c: addi.n a12, a12, 4
       e: bne    a12, a7, 7 <f+0x7>
      11: addi   a1, a1, 16
      14: ret.n
    """
    # a public end pointer spilled around the call and reloaded stays public
    r = run("xtensa", body.format(spilled="a3"), 0b100)
    assert (r.failures, r.calls_in_loops, r.loop_callees) == ([], 1, ["__muldi3"])
    r = run("xtensa", body.format(spilled="a4"), 0b100)
    assert r.failures == ["e: bne a12, a7, 7 tests secret a7"]


XTENSA_DESCRIPTOR = """
   0: l32i.n a8, a3, 0
   2: l32i.n a9, a3, 4
   4: l32i.n a10, a9, 0
   6: beqz.n a8, a <f+0xa>
   8: s32i.n a10, a2, 0
   a: bnez.n a10, c <f+0xc>
   c: ret.n
"""


def test_public_memory_argument_reads_public_values() -> None:
    # a3 points to a public description: its limb count (a8) and the address
    # it holds (a9) are public; what that address points to (a10) is not
    funcs = listing(("f", XTENSA_DESCRIPTOR))
    r = taint.analyse("xtensa", funcs, "f", 0, public_memory=0b10)
    assert r.failures == ["a: bnez.n a10, c tests secret a10"]
    r = taint.analyse("xtensa", funcs, "f", 0)
    assert r.failures == ["4: l32i.n a10, a9, 0 address from secret a9",
                          "6: beqz.n a8, a tests secret a8",
                          "a: bnez.n a10, c tests secret a10"]
    # secret wins: a pointer to public memory offset by a secret is not one
    r = run("xtensa", """
       0: add.n  a8, a3, a4
       2: l32i.n a9, a8, 0
       4: ret.n
    """, 0b100)
    assert r.failures == ["2: l32i.n a9, a8, 0 address from secret a8"]
    r = taint.analyse("xtensa", listing(("f", """
       0: addi   a8, a3, 8
       3: l32i.n a9, a8, 0
       5: beqz.n a9, 7 <f+0x7>
       7: ret.n
    """)), "f", 0, public_memory=0b10)
    assert r.failures == []


def test_xtensa_far_stack_slot_followed() -> None:
    # a slot past l32i's 1020-byte reach, addressed through movi/slli/add or
    # an l32r literal, is followed like a near one
    body = """
       0: movi   a8, 0x14b
       3: slli   a8, a8, 3
       6: add.n  a8, a8, a1
       8: s32i.n {stored}, a8, 0
       a: l32r   a9, 0 <f> (a58 <f+0xa58>)
       d: add.n  a9, a9, a1
       f: l32i.n a7, a9, 0
      11: beqz.n a7, 13 <f+0x13>
      13: ret.n
    """
    assert run("xtensa", body.format(stored="a3"), 0b100).failures == []
    assert run("xtensa", body.format(stored="a4"), 0b100).failures == [
        "11: beqz.n a7, 13 tests secret a7"]


def test_x86_compare_with_a_stack_slot_reads_the_slot() -> None:
    body = """
       0: mov    {stored},0x18(%rsp)
       5: cmpq   $0x0,0x18(%rsp)
       b: je     d <f+0xd>
       d: ret
    """
    assert run("x86_64", body.format(stored="%rsi"), 0b100).failures == []
    assert run("x86_64", body.format(stored="%rdx"), 0b100).failures == [
        "b: je d tests secret flags"]


def test_x86_public_spill_stepped_in_place_stays_public() -> None:
    """A pointer spilled and advanced in its slot (`addq $0x10, slot`, a
    block loop's pointer at -O2) is still public, and so is the address
    of a load through it; a secret added in place makes the slot secret."""
    body = """
       0: mov    %rdx,0xa8(%rsp)
       8: addq   {step},0xa8(%rsp)
      10: mov    0xa8(%rsp),%rax
      18: mov    (%rax),%edx
      1a: ret
    """
    assert run("x86_64", body.format(step="$0x10"), 0b1).failures == []
    assert run("x86_64", body.format(step="%rdi"), 0b1).failures == [
        "18: mov (%rax), %edx address from secret rax"]


def test_helper_in_the_same_object_is_followed() -> None:
    helper = ("helper", """
       0: bltu   a2, a3, 6 <helper+0x6>
       3: movi.n a2, 0
       5: ret.n
       6: movi.n a2, -1
       8: ret.n
    """)
    body = """
       0: mov.n  a3, {arg}
       2: call0  3 <f+0x3>
       2: R_XTENSA_SLOT0_OP .text.helper
       5: ret.n
    """
    r = run("xtensa", body.format(arg="a4"), 0b100, helper)
    assert r.failures == ["0: bltu a2, a3, 6 tests secret a3 (in helper, called at 2)"]
    assert run("xtensa", body.format(arg="a5"), 0b100, helper).failures == []


# ------------------------------------------ across calls (summary.py)

# f(out, table, width, index): the row table + index * width, handed to
# copy(dst, src), which another object defines.
ROW_CALLER = ("f", """
   0: imul   %rcx,%rdx
   4: lea    (%rsi,%rdx,4),%rsi
   8: call   d <f+0xd>
   9: R_X86_64_PLT32 copy-0x4
   d: ret
""")
COPY = ("copy", """
   0: mov    (%rsi),%eax
   2: mov    %eax,(%rdi)
   4: ret
""")


def test_secret_address_is_followed_into_a_callee_of_another_object() -> None:
    """A secret pointer argument fails at the call and at the callee's
    load, naming both; a public one passes; with the callee's object not
    among the audited ones the call is unknown, as before."""
    caller, other = listing(ROW_CALLER), listing(COPY)
    r = taint.analyse("x86_64", caller, "f", 0b1000, linked=[other])
    assert r.failures == ["8: call copy passes secret address rsi (dereferenced in copy)",
                          "0: mov (%rsi), %eax address from secret rsi (in copy, called at 8)"]
    assert taint.analyse("x86_64", caller, "f", 0, linked=[other]).failures == []
    assert taint.analyse("x86_64", caller, "f", 0b1000).failures == []


# f(a): err = 0 in a stack slot, check(a, &err), then a branch on err.
FLAG_CALLER = ("f", """
   0: sub    $0x18,%rsp
   4: movl   $0x0,0xc(%rsp)
   c: lea    0xc(%rsp),%rsi
  11: call   16 <f+0x16>
  12: R_X86_64_PLT32 check-0x4
  16: mov    0xc(%rsp),%eax
  1a: test   %eax,%eax
  1c: jne    20 <f+0x20>
  1e: xor    %eax,%eax
  20: add    $0x18,%rsp
  24: ret
""")


@pytest.mark.parametrize(("check", "failures"), [
    # *err |= a[0]: a secret, loaded, written back into the caller's slot
    ("0: mov (%rdi),%eax\n2: or %eax,(%rsi)\n4: ret", ["1c: jne 20 tests secret flags"]),
    # *err = 1: a public store leaves the slot public
    ("0: movl $0x1,(%rsi)\n6: ret", []),
    # *(err + 8) |= a[0]: another slot than the one branched on
    ("0: mov (%rdi),%eax\n2: or %eax,0x8(%rsi)\n5: ret", []),
])
def test_secret_written_back_through_a_pointer_taints_the_callers_slot(
        check: str, failures: list[str]) -> None:
    caller, other = listing(FLAG_CALLER), listing(("check", check.replace("\\n", "\n")))
    assert taint.analyse("x86_64", caller, "f", 0, linked=[other]).failures == failures
    # without the callee's object: the blind spot the summaries close
    assert taint.analyse("x86_64", caller, "f", 0).failures == []


def test_summary_offsets_and_mutual_recursion() -> None:
    """The summary names the argument and offset a store goes through, and
    passes through a callee's (g stores through f's pointer); mutual
    recursion reaches a fixed point, its findings reported once."""
    funcs = listing(("f", """
       0: add    $0x4,%rdi
       4: call   9 <f+0x9>
       5: R_X86_64_PLT32 g-0x4
       9: ret
    """), ("g", """
       0: mov    (%rsi),%eax
       2: mov    %eax,0x8(%rdi)
       5: test   %rdx,%rdx
       8: je     f <g+0xf>
       a: call   f <g+0xf>
       b: R_X86_64_PLT32 f-0x4
       f: ret
    """))
    r = taint.analyse("x86_64", funcs, "f", 0)
    assert r.failures == []
    assert ("rdi", 12, True, 4) in r.stores and "rsi" in r.addressed
    # g calls f back with the secret: f's summary (through g's) says f
    # dereferences it, which g's own recursive call reports
    r = taint.analyse("x86_64", funcs, "f", 0b10)
    assert r.failures == [
        "4: call g passes secret address rsi (dereferenced in g)",
        "0: mov (%rsi), %eax address from secret rsi (in g, called at 4)",
        "a: call f passes secret address rsi (dereferenced in f) (in g, called at 4)"]


# ------------------------------------------------- Xtensa (windowed ABI)

# A helper in the same object: a branch on its a2, a load through its a4.
WINDOWED_HELPER = ("helper", """
   0: entry  a1, 32
   3: bltu   a2, a3, 9 <helper+0x9>
   6: movi.n a2, 0
   8: retw.n
   9: l32i.n a2, a4, 0
   b: retw.n
""")


def test_windowed_registers_rotate_by_the_call() -> None:
    isa = ISAS["xtensa"]
    assert isa.call_args(0) == ("a2", "a3", "a4", "a5", "a6", "a7")
    assert isa.call_args(4) == ("a6", "a7", "a8", "a9", "a10", "a11")
    assert (isa.call_args(8), isa.call_rets(8)) == (
        ("a10", "a11", "a12", "a13", "a14", "a15"), ("a10", "a11"))
    assert isa.call_args(12) == ("a14", "a15")   # the rest goes on the stack
    insns = listing(("f", "0: call12 3 <f+0x3>\n3: callx4 a9\n6: call0 9 <f+0x9>"))["f"]
    assert [e.window for e in decode(isa, insns)] == [12, 4, 0]


def test_windowed_longcall_maps_arguments_into_the_callee() -> None:
    """call8: the caller's a10..a15 are the callee's a2..a7, and its own
    a2..a7 are not the callee's. -mlongcalls makes the call an l32r and a
    callx8, the callee named by the l32r's R_XTENSA_ASM_EXPAND relocation
    (the first one there names the literal)."""
    body = """
       0: entry  a1, 32
       3: mov.n  a10, {arg}
       5: mov.n  a11, a3
       7: l32r   a8, 0 <f>
       7: R_XTENSA_SLOT0_OP .text.f
       7: R_XTENSA_ASM_EXPAND .text.helper
       a: callx8 a8
       d: retw.n
    """
    r = run("xtensa", body.format(arg="a4"), 0b100, WINDOWED_HELPER)
    assert r.failures == ["3: bltu a2, a3, 9 tests secret a2 (in helper, called at a)"]
    # the caller's own secret a2 and a4 stay in the caller
    assert run("xtensa", body.format(arg="a5"), 0b101, WINDOWED_HELPER).failures == []
    # a callx through a register no l32r named: a function pointer, unknown
    pointer = body.format(arg="a4").replace("7: R_XTENSA_ASM_EXPAND .text.helper\n", "")
    assert run("xtensa", pointer, 0b100, WINDOWED_HELPER).failures == []


def test_windowed_call_returns_into_the_rotated_registers() -> None:
    """The callee's a2 comes back in the caller's a10; the caller's a2 is
    its own, and a10 is whatever the callee returned."""
    ident = ("ident", """
       0: entry  a1, 32
       3: {ret}
       5: retw.n
    """)
    body = """
       0: entry  a1, 32
       3: mov.n  a10, a3
       5: call8  8 <f+0x8>
       5: R_XTENSA_SLOT0_OP ident
       8: beqz   {reg}, d <f+0xd>
       b: movi.n a2, 0
       d: retw.n
    """
    echo, zero = (ident[0], ident[1].format(ret="nop.n")), (ident[0],
                                                           ident[1].format(ret="movi.n a2, 0"))
    assert run("xtensa", body.format(reg="a10"), 0b10, echo).failures == [
        "8: beqz a10, d tests secret a10"]
    assert run("xtensa", body.format(reg="a2"), 0b10, echo).failures == []
    assert run("xtensa", body.format(reg="a10"), 0b10, zero).failures == []


def test_windowed_entry_keeps_the_stack_public() -> None:
    body = """
       0: entry  a1, 48
       3: s32i.n a3, a1, 0
       5: l32i.n a8, a1, 0
       7: beqz   a8, c <f+0xc>
       a: movi.n a2, 0
       c: retw.n
    """
    assert run("xtensa", body, 0b1).failures == []
    assert run("xtensa", body, 0b10).failures == ["7: beqz a8, c tests secret a8"]


# What xtensa-esp32-elf-objdump -dr prints for a longcall (-mlongcalls
# -mtext-section-literals -ffunction-sections): the literal under a symbol
# of its own, then l32r with two relocations, then callx8.
REAL_LONGCALL = """
Disassembly of section .text.ctb_mpi_mul:

00000000 <ctb_mpi_mul-0x4>:
   0:\t
\t\t\t0: R_XTENSA_32\tctb_ct_mla

00000004 <ctb_mpi_mul>:
   4:\tentry\ta1, 32
   7:\tmovi.n\ta7, 0
   9:\tj\t1d <ctb_mpi_mul+0x19>
\t\t\t9: R_XTENSA_SLOT0_OP\t.text.ctb_mpi_mul+0x1d
   c:\tl32i.n\ta13, a4, 0
   e:\tmov.n\ta10, a2
  10:\tmov.n\ta12, a5
  12:\tmov.n\ta11, a3
  14:\tl32r\ta8, 0 <ctb_mpi_mul-0x4> (0 <ctb_mpi_mul-0x4>)
\t\t\t14: R_XTENSA_SLOT0_OP\t.text.ctb_mpi_mul
\t\t\t14: R_XTENSA_ASM_EXPAND\tctb_ct_mla
  17:\tcallx8\ta8
  1a:\taddi.n\ta7, a7, 1
  1d:\tbne\ta7, a5, c <ctb_mpi_mul+0x8>
\t\t\t1d: R_XTENSA_SLOT0_OP\t.text.ctb_mpi_mul+0xc
  20:\tretw.n
"""


def test_real_longcall_is_parsed_and_named() -> None:
    funcs = objdump.parse_objdump(REAL_LONGCALL)
    l32r = next(i for i in funcs["ctb_mpi_mul"] if i.mnemonic == "l32r")
    assert (l32r.reloc, l32r.expand) == (".text.ctb_mpi_mul", "ctb_ct_mla")
    r = taint.analyse("xtensa", funcs, "ctb_mpi_mul", 0)
    assert taint.verdict(r) == ("PASS", "1 branch, all on public values; "
                                     "1 call in loops (ctb_ct_mla)")


def test_flow_insensitive_reuse_is_what_flow_sensitivity_fixes() -> None:
    funcs = listing(("f", ARM_LOOP))
    assert taint.analyse("arm", funcs, "f", 0, flow_sensitive=False).failures
    assert not taint.analyse("arm", funcs, "f", 0).failures

# ------------------- variable time, secret addresses, indirect jumps, lengths
#
# Each rule, on each ISA: (isa, listing, secret arguments that make it fire,
# the findings, secret arguments that must not). A checker that cannot fail
# proves nothing; one that fires on a public operand is no better.

Case = tuple[str, str, int, list[str], int]

DIVISION: list[Case] = [
    ("x86_64", """
       0: mov    %edi,%eax
       2: xor    %edx,%edx
       4: div    %esi
       6: ret
    """, 0b1, ["4: div %esi variable-time division on secret rax"], 0b100),   # rdx zeroed
    ("x86_64", """
       0: mov    %esi,0x8(%rsp)
       4: mov    %edi,%eax
       6: xor    %edx,%edx
       8: divl   0x8(%rsp)
       c: ret
    """, 0b1, ["8: divl 0x8(%rsp) variable-time division on secret rax"], 0),   # a public spill
    ("arm", """
       0: udiv   r3, r0, r1
       4: sdiv   r0, r2, r1
       8: bx     lr
    """, 0b1, ["0: udiv r3, r0, r1 variable-time division on secret r0"], 0b1000),
    ("riscv", """
       0: divu   a5,a0,a1
       4: remw   a0,a2,a1
       8: ret
    """, 0b100, ["4: remw a0, a2, a1 variable-time division on secret a2"], 0b1000),
    ("xtensa", """
       0: quou   a8, a2, a3
       3: rems   a2, a4, a3
       6: ret.n
    """, 0b10, ["0: quou a8, a2, a3 variable-time division on secret a3",
                "3: rems a2, a4, a3 variable-time division on secret a3"], 0b1000),
]

HELPER_DIVISION: list[Case] = [
    ("x86_64", """
       0: call   5 <f+0x5>
       1: R_X86_64_PLT32 __udivti3-0x4
       5: ret
    """, 0b1, ["0: call __udivti3 variable-time division on secret rdi"], 0b10000),
    ("arm", """
       0: push   {r4, lr}
       2: bl     0 <__aeabi_uidiv>
       2: R_ARM_THM_CALL __aeabi_uidiv
       6: pop    {r4, pc}
    """, 0b10, ["2: bl __aeabi_uidiv variable-time division on secret r1"], 0b100),
    ("riscv", """
       0: auipc  ra,0x0
       0: R_RISCV_CALL_PLT __udivdi3
       4: jalr   ra
       8: ret
    """, 0b1000, ["4: jalr __udivdi3 variable-time division on secret a3"], 0b10000),
    ("xtensa", """
       0: call0  3 <f+0x3>
       0: R_XTENSA_SLOT0_OP __udivsi3
       3: ret.n
    """, 0b1, ["0: call0 __udivsi3 variable-time division on secret a2"], 0b100),
    # windowed, -mlongcalls: the operands are the caller's a10..a13, not its
    # own a2..a5 (a secret a4 left where it is decides nothing)
    ("xtensa", """
       0: entry  a1, 32
       3: mov.n  a12, a3
       5: l32r   a8, 0 <f>
       5: R_XTENSA_SLOT0_OP .text.f
       5: R_XTENSA_ASM_EXPAND __udivdi3
       8: callx8 a8
       b: retw.n
    """, 0b10, ["8: callx8 __udivdi3 variable-time division on secret a12"], 0b100),
]

ADDRESS: list[Case] = [
    # the loop counter, the stack pointer and a rip-relative constant are
    # public; an index or base argument made secret is not
    ("x86_64", """
       0: xor    %eax,%eax
       2: mov    (%rsi,%rax,4),%ecx
       5: mov    %ecx,(%rdi,%rdx,4)
       8: mov    0x0(%rip),%r9d
       f: add    $0x1,%rax
      13: cmp    $0x8,%rax
      17: jne    2 <f+0x2>
      19: mov    0x8(%rsp),%r8
      1e: ret
    """, 0b100, ["5: mov %ecx, (%rdi,%rdx,4) address from secret rdx"], 0b1000),
    ("arm", """
       0: ldr    r2, [r1, r0, lsl #2]
       4: str    r2, [r3, #4]!
       8: ldr    r4, [r3], #4
       c: ldmia  r3!, {r4, r5}
      10: ldr    r5, [pc, #8]
      12: ldr    r6, [sp, #4]
      14: bx     lr
    """, 0b1, ["0: ldr r2, [r1, r0, lsl #2] address from secret r0"], 0b100),
    ("arm", """
       0: str    r2, [r3, #4]!
       4: ldr    r4, [r3], #4
       8: ldmia  r3!, {r4, r5}
       a: bx     lr
    """, 0b1000, ["0: str r2, [r3, #4]! address from secret r3",
                  "4: ldr r4, [r3], #4 address from secret r3",
                  "8: ldmia r3!, {r4, r5} address from secret r3"], 0b100),
    ("riscv", """
       0: sll    a5,a1,2
       2: add    a5,a0,a5
       4: lw     a4,0(a5)
       6: sw     a4,8(sp)
       8: ret
    """, 0b10, ["4: lw a4, 0(a5) address from secret a5"], 0b100),
    ("xtensa", """
       0: addx4  a8, a3, a2
       3: l32i.n a9, a8, 0
       5: s32i.n a9, a1, 4
       7: l32r   a10, 0 <f>
       a: s8i    a9, a10, 0
       d: ret.n
    """, 0b10, ["3: l32i.n a9, a8, 0 address from secret a8"], 0b1000),
]

INDIRECT: list[Case] = [
    # a switch compiled to a jump table: the index decides the address of the
    # table entry and the jump; a public index decides neither, and the entry
    # (a code address read at a public address) is public
    ("x86_64", """
       0: cmp    $0x7,%edi
       3: ja     19 <f+0x19>
       5: lea    0x0(%rip),%rdx
       8: R_X86_64_PC32 .rodata-0x4
       c: mov    %edi,%edi
       e: movslq (%rdx,%rdi,4),%rax
      12: add    %rdx,%rax
      15: jmp    *%rax
      17: mov    %esi,%eax
      19: ret
    """, 0b1, ["3: ja 19 tests secret flags",
               "e: movslq (%rdx,%rdi,4), %rax address from secret rdi",
               "15: jmp *%rax indirect jump through secret rax"], 0b10),
    ("x86_64", """
       0: and    $0x3,%edi
       3: jmp    *0x0(,%rdi,8)
    """, 0b1, ["3: jmp *0x0(,%rdi,8) indirect jump through secret rdi"], 0b10),
    ("x86_64", """
       0: mov    %rdi,%rax
       3: call   *%rax
       5: call   *0x10(%rsi)
       8: ret
    """, 0b1, ["3: call *%rax indirect call through secret rax"], 0b100),
    ("arm", """
       0: cmp    r0, #7
       2: bhi.n  a <f+0xa>
       4: tbb    [pc, r0]
       8: movs   r0, #0
       a: bx     lr
    """, 0b1, ["2: bhi.n a tests secret flags", "4: tbb [pc, r0] indirect jump through secret r0"],
     0b10),
    ("arm", """
       0: ldr    r3, [pc, #16]
       2: and.w  r2, r0, #3
       6: add.w  r3, r3, r2, lsl #2
       a: mov    r0, r1
       c: ldr.w  r3, [r3, #256]
      10: bx     r3
    """, 0b1, ["c: ldr.w r3, [r3, #256] address from secret r3",
               "10: bx r3 indirect jump through secret r3"], 0b10),
    ("arm", """
       0: push   {r4, lr}
       2: blx    r2
       4: pop    {r4, pc}
    """, 0b100, ["2: blx r2 indirect call through secret r2"], 0b11),
    ("arm", """
       0: cbz    r2, 6 <f+0x6>
       2: ldr.w  pc, [pc, r1, lsl #2]
       6: ldr.w  pc, [sp], #4
    """, 0b10, ["2: ldr.w pc, [pc, r1, lsl #2] indirect jump through secret r1"], 0b1001),
    ("riscv", """
       0: lui    a5,0x0
       0: R_RISCV_HI20 .L8
       4: sll    a0,a0,0x2
       6: add    a5,a5,a0
       8: lw     a5,0(a5)
       a: jr     a5
    """, 0b1, ["8: lw a5, 0(a5) address from secret a5",
               "a: jr a5 indirect jump through secret a5"], 0b100),
    ("riscv", """
       0: jalr   a1
       4: ret
    """, 0b10, ["0: jalr a1 indirect call through secret a1"], 0b1),
    ("xtensa", """
       0: l32r   a8, 0 <f>
       3: addx4  a2, a2, a8
       6: l32i.n a2, a2, 0
       8: jx     a2
    """, 0b1, ["6: l32i.n a2, a2, 0 address from secret a2",
               "8: jx a2 indirect jump through secret a2"], 0b10),
    ("xtensa", """
       0: callx0 a3
       3: ret.n
    """, 0b10, ["0: callx0 a3 indirect call through secret a3"], 0b1),
]

LENGTH: list[Case] = [
    ("x86_64", """
       0: mov    %rdx,%rcx
       3: rep stos %rax,%es:(%rdi)
       6: call   b <f+0xb>
       7: R_X86_64_PLT32 memcpy-0x4
       b: ret
    """, 0b100, ["3: rep stos %rax, %es:(%rdi) with secret length rcx",
                 "6: call memcpy with secret length rdx"], 0b1010),
    ("arm", """
       0: b.w    0 <memset>
       0: R_ARM_THM_JUMP24 memset
    """, 0b100, ["0: b.w memset with secret length r2"], 0b1010),
    ("riscv", """
       0: auipc  ra,0x0
       0: R_RISCV_CALL_PLT memmove
       4: jalr   ra
       8: ret
    """, 0b100, ["4: jalr memmove with secret length a2"], 0b1010),
    ("xtensa", """
       0: call0  3 <f+0x3>
       0: R_XTENSA_SLOT0_OP memcpy
       3: ret.n
    """, 0b100, ["0: call0 memcpy with secret length a4"], 0b1010),
    # call8: memset's length is the caller's a12; its own a4 is not passed
    ("xtensa", """
       0: entry  a1, 32
       3: mov.n  a10, a2
       5: movi.n a11, 0
       7: mov.n  a12, a3
       9: call8  c <f+0xc>
       9: R_XTENSA_SLOT0_OP memset
       c: retw.n
    """, 0b10, ["9: call8 memset with secret length a12"], 0b101),
]


@pytest.mark.parametrize("case", [pytest.param(c, id=f"{rule}-{c[0]}-{k}")
                                  for rule, cases in (("division", DIVISION),
                                                      ("helper", HELPER_DIVISION),
                                                      ("address", ADDRESS),
                                                      ("indirect", INDIRECT),
                                                      ("length", LENGTH))
                                  for k, c in enumerate(cases)])
def test_rule_fires_on_a_secret_and_not_on_a_public_operand(case: Case) -> None:
    isa, body, secret, findings, public = case
    r = run(isa, body, secret)
    assert r.failures == findings
    assert taint.verdict(r) == ("FAIL", f"{findings[0]}"
                             f"{f' (+{len(findings) - 1} more)' if len(findings) > 1 else ''}"
                             f"; 0 calls in loops")
    assert run(isa, body, public).failures == []


def test_x86_division_by_a_loaded_operand() -> None:
    r = run("x86_64", """
       0: mov    %edi,%eax
       2: cqto
       4: idivq  (%rsi)
       7: ret
    """)
    assert r.failures == ["4: idivq (%rsi) variable-time division on secret memory"]


def test_multiplication_is_constant_time_on_these_cores() -> None:
    """M4 MUL/UMULL, RISC-V mul/mulhu (Zkt), x86 mul/imul (DOIT), Xtensa mull."""
    for isa, body in (("arm", "0: umull r0, r1, r0, r1\n2: mul r0, r0, r1\n4: bx lr"),
                      ("riscv", "0: mulhu a1,a0,a1\n4: mul a0,a0,a1\n8: ret"),
                      ("x86_64", "0: mov %rdi,%rax\n3: mulq %rsi\n6: imul %rdi,%rsi\n9: ret"),
                      ("xtensa", "0: mull a2, a2, a3\n3: ret.n")):
        assert run(isa, body, 0b11).failures == [], isa


MULDI3_CALL = """
   0: mov.n  a3, {arg}
   2: call0  5 <f+0x5>
   2: R_XTENSA_SLOT0_OP __muldi3
   5: ret.n
"""


def test_audited_helper_fails_its_callers_with_its_finding() -> None:
    """A call to __muldi3 with a secret argument passes when __muldi3's own
    audit passes, and fails with its finding when that audit fails; a call
    with public arguments carries nothing."""
    funcs = listing(("f", MULDI3_CALL.format(arg="a4")))
    ok = {"__muldi3": taint.Analysis(branches=0, secret_return=frozenset({"a2", "a3"}))}
    bad = {"__muldi3": taint.Analysis(failures=["1c: bltu a8, a9, 30 tests secret a8"])}
    assert taint.analyse("xtensa", funcs, "f", 0b100, helpers=ok).failures == []
    assert taint.analyse("xtensa", funcs, "f", 0b100, helpers=bad).failures == [
        "1c: bltu a8, a9, 30 tests secret a8 (in __muldi3, called at 2)"]
    assert taint.analyse("xtensa", funcs, "f", 0, helpers=bad).failures == []
    # the product of secrets is secret: a branch on it fails
    funcs = listing(("f", MULDI3_CALL.format(arg="a4").replace(
        "5: ret.n", "5: beqz a2, 8 <f+0x8>\n8: ret.n")))
    assert taint.analyse("xtensa", funcs, "f", 0b100, helpers=ok).failures == [
        "5: beqz a2, 8 tests secret a2"]


def test_lx106_muldi3_is_audited_and_passes() -> None:
    """firmware/targets/qemu-xtensa/libgcc_lx106.c's __muldi3, compiled as
    the audit compiles, with every argument secret; its divisions are not
    constant time, and the audit says so when given one of them."""
    _available("xtensa-lx106-gcc")
    tc = compilers.TOOLCHAINS["xtensa-lx106-gcc"]
    for opt in ("Os", "O2"):
        helpers = driver.audit_helpers(tc, opt)
        assert set(helpers) == {"__muldi3"}
        assert taint.verdict(helpers["__muldi3"])[0] == "PASS", helpers["__muldi3"].failures
    assert driver.audit_helpers(compilers.TOOLCHAINS["arm-cortex-m4-gcc"], "Os") == {}


def test_helper_that_does_not_compile_is_a_finding(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(driver.AUDITED_HELPERS, "xtensa", ("no/such/libgcc.c", ("__muldi3",)))
    tc = compilers.Toolchain("x", ("xtensa-lx106-elf-gcc",), "xtensa-lx106-elf-objdump", "xtensa")
    helpers = driver.audit_helpers(tc, "Os")
    assert helpers["__muldi3"].failures[0].startswith("not audited: ")

# ------------------------------------------------------------ real builds


def _available(name: str) -> None:
    gone = compilers.get_toolchain(name).missing()
    if gone:   # a lab toolchain's says "run ctbench toolchain build <core>"
        pytest.skip(f"{name}: not installed ({', '.join(gone)})")


@pytest.fixture(scope="module")
def audit_work(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("ct_audit")


@pytest.fixture(scope="module")
def audited(audit_work: Path) -> dict[str, list[dict[str, Any]]]:
    """The default toolchains: the lab ones too where they are built."""
    return {v: driver.audit(v, audit_work)[0] for v in ("ct_asm", "ct_plain", "ct_generic")}


def _rows(rows: list[dict[str, Any]], target: str) -> dict[str, dict[str, Any]]:
    return {r["function"]: r for r in rows if r["target"] == target}


def test_rows_have_the_documented_shape(audited: dict[str, list[dict[str, Any]]]) -> None:
    if not audited["ct_asm"]:
        pytest.skip("no toolchain installed")
    functions = {f.name: f.symbol for f in catalogue.audited_functions()}
    assert len(functions) == 12 and functions["ct_in_range"] == "ctb_audit_in_range"
    assert functions["ct_mla"] == "ctb_ct_mla" and functions["mpi_mul"] == "ctb_mpi_mul"
    # the audit's own list: ctb_ec, each from the source that defines it
    ec = {f.name: f for f in catalogue.audited_functions(audit_only=True)}
    assert len(ec) == 48 and ec["ec_mul"].symbol == "ctb_ec_mul"
    # and ctb_ghash's ctmul and ctb_b64's constant-time decoders
    assert ec["ghash_ctmul_update"].source.name == "ghash_ctmul.c"
    assert ec["b64_ct_range_groups"].source.name == "b64_ct_range.c"
    assert ec["ec_fe_mul"].source.name == "fe_mul.c" and ec["ec_fe_mul"].public == 0b1000
    # fe_arch.h's products: the C, and the assembly a build may select instead
    assert ec["ec_sqr12"].source.name == "fe_prod.c"
    assert {"fe_prod_arm.S", "fe_prod_riscv.S"} <= {p.name for p in ec["ec_mul8"].alternates}
    assert "xtensa_sqr12.S" in {p.name for p in ec["ec_sqr12"].alternates}
    # RV32's fused P-256 multiplication, the C under its name elsewhere
    assert ec["ec_fe_mul_p256"].source.name == "fe_mul_p256.c"
    assert "fe_field_riscv.S" in {p.name for p in ec["ec_fe_sqr_p256"].alternates}
    assert ec["ec_table_select"].source.name == "ec_select.c"
    functions |= {name: f.symbol for name, f in ec.items()}
    for row in audited["ct_asm"]:
        assert set(row) == {"variant", "checker", "target", "function", "symbol", "verdict",
                            "detail", "calls_in_loops", "source"}
        # the file whose object had the symbol, under the components
        assert (catalogue.components_root() / row["source"]).is_file(), row
        assert row["checker"] == "audit" and row["variant"] == "ct_asm"
        assert re.fullmatch(r"\S+ -O[s2]", row["target"])
        assert functions[row["function"]] == row["symbol"]


def test_plain_fails_on_lx106(audited: dict[str, list[dict[str, Any]]]) -> None:
    _available("xtensa-lx106-gcc")
    rows = _rows(audited["ct_plain"], "xtensa-lx106-gcc -Os")
    failed = {f for f, r in rows.items() if r["verdict"] == "FAIL"}
    assert failed & {"ct_add", "ct_sub"}, rows
    assert re.match(r"[0-9a-f]+: b\w+ .* tests secret a\d+", rows["ct_add"]["detail"])


def test_plain_fails_on_every_toolchain(audited: dict[str, list[dict[str, Any]]]) -> None:
    """The negative control is flagged by every toolchain at every level,
    not just somewhere: a toolchain that cannot see it proves nothing."""
    if not audited["ct_plain"]:
        pytest.skip("no toolchain installed")
    targets = {r["target"] for r in audited["ct_plain"] if r["verdict"] != "ERROR"}
    failing = {r["target"] for r in audited["ct_plain"] if r["verdict"] == "FAIL"}
    assert failing == targets


def test_asm_passes_everywhere(audited: dict[str, list[dict[str, Any]]]) -> None:
    if not audited["ct_asm"]:
        pytest.skip("no toolchain installed")
    failed = [f"{r['target']} {r['function']}: {r['detail']}" for r in audited["ct_asm"]
              if r["verdict"] != "PASS"]
    assert not failed, "\n".join(failed)


@pytest.mark.parametrize("toolchain", ["xtensa-lx106-gcc", "arm-cortex-m4-gcc"])
def test_asm_carry_loops_call_no_ct_helper(audited: dict[str, list[dict[str, Any]]],
                                           toolchain: str) -> None:
    _available(toolchain)
    rows = _rows(audited["ct_asm"], f"{toolchain} -Os")
    for fn in ("ct_add", "ct_sub", "ct_mla"):
        callees = re.search(r"calls? in loops(?: \(([^)]*)\))?", rows[fn]["detail"])
        assert callees is not None
        named = callees.group(1).split(", ") if callees.group(1) else []
        # lx106 has no 32x32->64 multiply: mla's loop calls libgcc's __muldi3
        # for the product, and must call nothing else (no ct helper)
        allowed = ["__muldi3"] if (fn, toolchain) == ("ct_mla", "xtensa-lx106-gcc") else []
        assert named == allowed and rows[fn]["calls_in_loops"] == len(allowed), rows[fn]


def test_generic_passes_everywhere(audited: dict[str, list[dict[str, Any]]]) -> None:
    if not audited["ct_generic"]:
        pytest.skip("no toolchain installed")
    failed = [f"{r['target']} {r['function']}: {r['detail']}" for r in audited["ct_generic"]
              if r["verdict"] != "PASS"]
    assert not failed, "\n".join(failed)

# ------------------- the planted controls of the audit across calls

# ctcheck/ct_audit_calls.c, audited beside ctb_ct_copy's object: name ->
# (symbol, secret arguments, must fail). "row": a secret row address handed
# to ctb_ct_copy (another object) or to a noinline copy in the same one;
# "flag": a secret flag a noinline helper writes back through a pointer,
# which the caller branches on. The public shapes must pass.
CALL_CONTROLS = {
    "row_secret": ("ctb_audit_row_secret", 0b1000, True),
    "row_local_secret": ("ctb_audit_row_local_secret", 0b1000, True),
    "row_public": ("ctb_audit_row_public", 0, False),
    "flag_secret": ("ctb_audit_flag_secret", 0, True),
    "flag_public": ("ctb_audit_flag_public", 0, False),
}


@pytest.fixture(scope="module")
def calls_audited(audit_work: Path) -> list[dict[str, Any]]:
    source = ROOT / "components" / "ctb_ct" / "ctcheck" / "ct_audit_calls.c"
    copy = next(f for f in catalogue.audited_functions() if f.name == "ct_copy")
    controls = [catalogue.Audited(name, symbol, secret, source)
                for name, (symbol, secret, _) in CALL_CONTROLS.items()]
    return driver.audit("ct_asm", audit_work / "calls", functions=[copy, *controls])[0]


def test_planted_call_controls_on_every_build(calls_audited: list[dict[str, Any]]) -> None:
    """Every control, on every toolchain at -Os and -O2: the secret shapes
    FAIL (the row at the call, naming the copy it goes to), the public
    ones PASS. A toolchain that is not installed gives ERROR rows: skipped."""
    builds = sorted({r["target"] for r in calls_audited if r["verdict"] != "ERROR"})
    if not builds:
        pytest.skip("no toolchain installed")
    wrong = []
    for target in builds:
        rows = _rows(calls_audited, target)
        for name, (_, _, fails) in CALL_CONTROLS.items():
            row = rows[name]
            if row["verdict"] != ("FAIL" if fails else "PASS"):
                wrong.append(f"{target} {name}: {row['verdict']} {row['detail']}")
            elif name.startswith("row_") and fails and not re.match(
                    r"[0-9a-f]+: \S+ (ctb_ct_copy|ctb_audit_copy_words) passes secret address ",
                    row["detail"]):
                wrong.append(f"{target} {name}: not failed at the call: {row['detail']}")
        assert rows["ct_copy"]["verdict"] == "PASS", rows["ct_copy"]
    assert not wrong, "\n".join(wrong)
    # the default toolchains, both levels each
    assert {t.split(" ")[0] for t in builds} >= {
        t for t in compilers.default_toolchains() if not compilers.get_toolchain(t).missing()}


# ------------------------------------- the lab's windowed cores (ESP32, -S3)

# The instruction path_xtensa.h's lt uses on each lab core (CTB_CT_PATH
# asm-xtensa-minu on LX6, asm-xtensa-saltu on LX7), and the audited
# functions built on lt.
LAB_LT = {"xtensa-esp32-gcc": ("minu", "saltu"), "xtensa-esp32s3-gcc": ("saltu", "minu")}
LT_USERS = {"ct_audit.o": ("ctb_audit_lt", "ctb_audit_in_range"), "ct_add.o": ("ctb_ct_add",),
            "ct_sub.o": ("ctb_ct_sub",), "ct_mla.o": ("ctb_ct_mla",)}


@pytest.mark.parametrize("name", list(compilers.LAB_TOOLCHAINS))
def test_lab_core_negative_control_fails_and_asm_passes(
        audited: dict[str, list[dict[str, Any]]], name: str) -> None:
    """On each lab toolchain, at each level: ct_plain is flagged (its copy
    and lookup branch on the secret everywhere) and ct_asm passes."""
    _available(name)
    for opt in ("Os", "O2"):
        plain, asm = (_rows(audited[v], f"{name} -{opt}") for v in ("ct_plain", "ct_asm"))
        assert len(plain) == len(asm) == AUDITED
        assert {r["verdict"] for r in [*plain.values(), *asm.values()]} <= {"PASS", "FAIL"}
        assert {"ct_copy", "ct_lookup"} <= {f for f, r in plain.items()
                                            if r["verdict"] == "FAIL"}, plain
        assert {r["verdict"] for r in asm.values()} == {"PASS"}, asm


@pytest.mark.parametrize("name", list(compilers.LAB_TOOLCHAINS))
def test_lab_core_audits_its_own_lt(audited: dict[str, list[dict[str, Any]]],
                                    audit_work: Path, name: str) -> None:
    """The ct_asm objects the audit passed hold the core's lt instruction
    (saltu on LX7, minu on LX6) and not the other core's: the per-core
    path was compiled, and checked."""
    _available(name)
    tc = compilers.get_toolchain(name)
    mine, other = LAB_LT[name]
    for opt in ("Os", "O2"):
        for obj, symbols in LT_USERS.items():
            funcs = objdump.parse_objdump(
                driver._disassemble(tc, audit_work / "ct_asm" / name / opt / obj))
            for symbol in symbols:
                used = {i.mnemonic for i in funcs[symbol]}
                assert mine in used and other not in used, (opt, symbol, sorted(used))


def test_lab_toolchain_not_built(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Not built: left out of the defaults; asked for, ERROR rows saying
    how to build it (not a bare missing binary)."""
    from ctbench.targets import xtensa_gcc as toolchain

    monkeypatch.setattr(toolchain, "installed", lambda core: None)
    assert not set(compilers.LAB_TOOLCHAINS) & set(compilers.default_toolchains())
    assert set(compilers.LAB_TOOLCHAINS) <= set(compilers.known_toolchains())
    rows, _ = driver.audit("ct_asm", tmp_path, toolchains=["xtensa-esp32-gcc"], opts=("Os",))
    assert len(rows) == AUDITED and {r["verdict"] for r in rows} == {"ERROR"}
    assert rows[0]["detail"] == ("not run: not installed: xtensa-esp32-elf-gcc, "
                                 "xtensa-esp32-elf-objdump (run ctbench toolchain build esp32)")
    assert not {"qemu-esp32", "qemu-esp32s3"} & set(driver.default_reference_targets())
    rows, _ = driver.audit_reference("mbedtls-3.6.6", ["qemu-esp32s3"])
    assert [r["verdict"] for r in rows] == ["ERROR", "ERROR"]
    assert "run ctbench toolchain build esp32s3" in rows[0]["detail"], rows[0]

# ------------------------------------------------------------ errors


def test_unknown_variant_and_pathless_variant(tmp_path: Path) -> None:
    with pytest.raises(CtbError, match="unknown variant 'ct_nope'"):
        driver.audit("ct_nope", tmp_path)
    with pytest.raises(CtbError, match="chooses no ctb_ct path"):
        driver.audit("O2", tmp_path)
    with pytest.raises(CtbError, match="unknown toolchain"):
        driver.audit("ct_asm", tmp_path, toolchains=["pdp11-gcc"])


def test_missing_toolchain_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """An audit that did not run is never a PASS (nor silently absent)."""
    monkeypatch.setitem(compilers.TOOLCHAINS, "x86_64-gcc",
                        compilers.Toolchain("x86_64-gcc", ("no-such-cc",), "objdump", "x86_64"))
    rows, _ = driver.audit("ct_asm", tmp_path, toolchains=["x86_64-gcc"], opts=("Os",))
    assert len(rows) == AUDITED and {r["verdict"] for r in rows} == {"ERROR"}
    assert rows[0]["detail"] == "not run: not installed: no-such-cc"


def test_compile_error_names_toolchain_file_and_error(tmp_path: Path,
                                                      monkeypatch: pytest.MonkeyPatch) -> None:
    _available("x86_64-gcc")
    root = tmp_path / "root"
    shutil.copytree(ROOT / "components" / "ctb_ct", root / "components" / "ctb_ct")
    shutil.copytree(ROOT / "firmware" / "variants", root / "firmware" / "variants")
    for comp in ("ctb_mpi", "ctb_ec", "ctb_ghash", "ctb_b64"):
        shutil.copytree(ROOT / "components" / comp, root / "components" / comp)
    (root / "components" / "ctb_ct" / "src" / "ct_add.c").write_text("int broken(\n")
    monkeypatch.setenv("CTBENCH_ROOT", str(root))
    rows, _ = driver.audit("ct_generic", tmp_path / "work", toolchains=["x86_64-gcc"], opts=("Os",))
    broken = [r for r in rows if r["function"] == "ct_add"]
    assert [r["verdict"] for r in broken] == ["ERROR"]
    message = broken[0]["detail"]
    assert message.startswith("not run: x86_64-gcc -Os: compiling ct_add.c failed: ")
    assert "error" in message and "\n" not in message
    assert {r["verdict"] for r in rows if r["function"] != "ct_add"} == {"PASS"}


# ------------------------------------- objects without -ffunction-sections

SECTION_OBJECT = """
00000000 <helper>:
   0:\tbltu\ta2, a3, 6 <helper+0x6>
   3:\tmovi.n\ta2, 0
   5:\tret.n
   6:\tmovi.n\ta2, -1
   8:\tret.n

0000000c <f>:
   c:\tmov.n\ta3, a4
   e:\tj\t14 <f+0x8>
\t\t\te: R_XTENSA_SLOT0_OP\t.text+0x14
  11:\tmovi.n\ta2, 0
  14:\tcall0\t0 <helper>
{reloc}  17:\tret.n
"""


@pytest.mark.parametrize("reloc", ["", "\t\t\t14: R_XTENSA_SLOT0_OP\t.text+0x0\n"])
def test_section_relative_calls_and_jumps(reloc: str) -> None:
    """A static helper called with no relocation, or one against ".text", is
    the function starting at the target, and is followed; a jump relocated
    against ".text" to a place inside the function stays inside it."""
    funcs = objdump.parse_objdump(SECTION_OBJECT.format(reloc=reloc))
    r = taint.analyse("xtensa", funcs, "f", 0b100)
    assert r.failures == ["0: bltu a2, a3, 6 tests secret a3 (in helper, called at 14)"]
    assert taint.analyse("xtensa", funcs, "f", 0b1000).failures == []


# ------------------------------------------------ mbedTLS reference builds


@pytest.fixture(scope="module")
def reference(mbedtls_baseline: Path) -> dict[str, list[dict[str, Any]]]:
    out = {}
    for variant in ("mbedtls-3.6.6", "mbedtls-3.6.6+ct", "mbedtls-3.6.6+series"):
        rows, notes = driver.audit_reference(variant)
        if notes:
            pytest.skip("; ".join(notes))
        out[variant] = rows
    return out


def _row(rows: list[dict[str, Any]], target: str, function: str) -> dict[str, Any]:
    return next(r for r in rows if r["target"].startswith(target + " ")
                and r["function"] == function)


@pytest.mark.slow   # mbedTLS 3.6.6's builds audited on every core: 45 s
def test_reference_3_6_6_carries_branch_where_the_isa_has_no_set_less_than(
        reference: dict[str, list[dict[str, Any]]]) -> None:
    """The negative control: 3.6.6's plain-C carries branch on a secret on
    lx106 (no SALTU) and use IT blocks on the M4; RISC-V's sltu and x86's
    setb/adc need neither, so there the compiler's output passes."""
    rows = reference["mbedtls-3.6.6"]
    for target in ("qemu-xtensa", "qemu-cortex-m4"):
        assert _row(rows, target, "mbedtls_mpi_core_sub")["verdict"] == "FAIL"
    for target in ("qemu-riscv32", "native"):
        assert _row(rows, target, "mbedtls_mpi_core_sub")["verdict"] == "PASS"


@pytest.mark.slow   # mbedTLS 3.6.6's builds audited on every core: 45 s
@pytest.mark.parametrize("target, verdict", [("qemu-esp32", "FAIL"), ("qemu-esp32s3", "PASS")])
def test_reference_3_6_6_on_the_lab_cores(reference: dict[str, list[dict[str, Any]]],
                                          target: str, verdict: str) -> None:
    """LX6 has MINU but no SALTU: GCC 14 compiles 3.6.6's plain `<` carries
    to bltu, a branch on the limb. LX7's SALTU lets it compute them
    branch-free: there the compiler's output passes, as on RISC-V."""
    _available(driver.REFERENCE_TOOLCHAINS[target])
    row = _row(reference["mbedtls-3.6.6"], target, "mbedtls_mpi_core_sub")
    assert row["verdict"] == verdict, row
    if verdict == "FAIL":
        assert re.match(r"[0-9a-f]+: bltu a\d+, a\d+, [0-9a-f]+ tests secret", row["detail"])


@pytest.mark.slow   # mbedTLS 3.6.6's builds audited on every core: 45 s
def test_reference_ct_is_constant_time_but_calls_its_helpers_at_os(
        reference: dict[str, list[dict[str, Any]]]) -> None:
    """+ct: no secret branch in core_sub, and seed 000's -Os loss: two calls
    to mbedtls_ct_uint_lt per limb, on every target."""
    for row in reference["mbedtls-3.6.6+ct"]:
        if row["function"] == "mbedtls_mpi_core_sub":
            assert row["verdict"] == "PASS", row
            assert "2 calls in loops (mbedtls_ct_uint_lt, mbedtls_ct_uint_lt)" in row["detail"]


@pytest.mark.slow   # mbedTLS 3.6.6's builds audited on every core: 45 s
def test_reference_series_inlines_every_helper(
        reference: dict[str, list[dict[str, Any]]]) -> None:
    for row in reference["mbedtls-3.6.6+series"]:
        if row["function"] == "mbedtls_mpi_core_sub":
            assert row["verdict"] == "PASS" and "0 calls in loops" in row["detail"], row
        else:   # mla: no ct helper left in its loops either
            assert "mbedtls_ct_" not in row["detail"], row


def test_products_are_audited_from_the_selected_assembly(
        audited: dict[str, list[dict[str, Any]]]) -> None:
    """On Cortex-M4 and RV32 the asm path audits ctb_ec_mul8 ... from
    src/arch/*.S (straight-line: no branch at all); the generic path, from
    fe_prod.c."""
    for tc, source in (("arm-cortex-m4-gcc", "fe_prod_arm.S"), ("riscv32-gcc", "fe_prod_riscv.S")):
        if tc not in compilers.default_toolchains():
            continue
        for opt in ("Os", "O2"):
            asm = _rows(audited["ct_asm"], f"{tc} -{opt}")
            generic = _rows(audited["ct_generic"], f"{tc} -{opt}")
            for name in ("ec_mul8", "ec_sqr8", "ec_mul12", "ec_sqr12"):
                assert asm[name]["verdict"] == "PASS", asm[name]
                assert asm[name]["detail"].startswith("0 branches")
                assert asm[name]["detail"].endswith(f"(from {source})")
                assert generic[name]["verdict"] == "PASS", generic[name]
                assert "(from" not in generic[name]["detail"]


FIELD_ASM = ROOT / "components" / "ctb_ec" / "src" / "arch"
FIELD_FUNCTIONS = ("ec_fe_add_n", "ec_fe_sub_n", "ec_fe_csub", "ec_red_p256",
                   "ec_fe_add_p256", "ec_fe_sub_p256", "ec_red_p384")
# A branch on the first limb of a loaded operand, planted after that load:
# the negative control that shows the audit reads these files at all.
FIELD_PLANTS = {
    "arm-cortex-m4-gcc": ("fe_field_arm.S", "\tldm r1!, {r4-r7}",
                          "\n\tcmp r4, #0\n\tbeq 1f\n1:"),
    "riscv32-gcc": ("fe_field_riscv.S", "\tlw a4, 0(a1)", "\n\tbeqz a4, 1f\n1:"),
}


@pytest.mark.parametrize("tc_name", sorted(FIELD_PLANTS))
def test_field_assembly_is_audited_and_a_planted_branch_fails(tc_name: str,
                                                               tmp_path: Path) -> None:
    """gen_field.py's functions pass the audit (fe_add_n's, fe_sub_n's and
    fe_csub's one branch is on m->limbs, public memory); the same file with
    a branch on a loaded limb fails fe_add_n, the function it is planted in."""
    tc = compilers.get_toolchain(tc_name)
    if tc.missing():
        pytest.skip(f"{tc_name} not installed")
    name, anchor, plant = FIELD_PLANTS[tc_name]
    source = FIELD_ASM / name
    audited = {f.name: f for f in catalogue.audited_functions(audit_only=True)}
    defines = driver.path_defines("ct_asm")

    def failures(src: Path, obj: Path) -> dict[str, list[str]]:
        got = objdump.parse_objdump(driver._compile(tc, "Os", defines, src, obj))
        out = {}
        for fn in FIELD_FUNCTIONS:
            f = audited[fn]
            assert source in f.alternates
            out[fn] = taint.analyse(tc.isa, got, f.symbol, f.secret,
                                    public_memory=f.public).failures
        return out

    assert failures(source, tmp_path / "field.o") == {fn: [] for fn in FIELD_FUNCTIONS}
    text = source.read_text().replace('#include "../fe_arch.h"',
                                      f'#include "{FIELD_ASM.parent / "fe_arch.h"}"')
    assert anchor in text
    planted = tmp_path / name
    planted.write_text(text.replace(anchor, anchor + plant, 1))
    found = failures(planted, tmp_path / "planted.o")
    assert len(found["ec_fe_add_n"]) == 1 and "tests secret" in found["ec_fe_add_n"][0], found
    assert all(found[fn] == [] for fn in FIELD_FUNCTIONS[1:]), found


# Xtensa's field: one function a file (gen_xtensa_field.py), two column
# forms by core (xtensa_field.h: saltu on LX7, split halves elsewhere).
XTENSA_FIELD = {"ec_fe_add_n": "xtensa_fe_add_n.S", "ec_fe_sub_n": "xtensa_fe_sub_n.S",
                "ec_fe_csub": "xtensa_fe_csub.S", "ec_fe_add_p256": "xtensa_fe_add_p256.S",
                "ec_fe_sub_p256": "xtensa_fe_sub_p256.S", "ec_red_p256": "xtensa_red_p256.S",
                "ec_red_p384": "xtensa_red_p384.S", "ec_fe_mul_p256": "xtensa_fe_mul_p256.S",
                "ec_fe_sqr_p256": "xtensa_fe_sqr_p256.S"}
XTENSA_LX7_ONLY = {"ec_fe_mul_p256", "ec_fe_sqr_p256"}


@pytest.mark.parametrize("tc_name", ["xtensa-lx106-gcc", "xtensa-esp32-gcc", "xtensa-esp32s3-gcc"])
def test_xtensa_field_is_audited_and_a_planted_branch_fails(tc_name: str,
                                                             tmp_path: Path) -> None:
    """Every xtensa_fe_*.S / xtensa_red_*.S function passes the audit in the
    form its core assembles (fe_add_n's one branch is on m->limbs, public
    memory); a branch on a loaded limb of a, planted after its load in both
    forms, fails it."""
    tc = compilers.get_toolchain(tc_name)
    if tc.missing():
        pytest.skip(f"{tc_name} not built")
    audited = {f.name: f for f in catalogue.audited_functions(audit_only=True)}
    defines = driver.path_defines("ct_asm")

    def failures(fn: str, src: Path) -> list[str]:
        f = audited[fn]
        got = objdump.parse_objdump(driver._compile(tc, "Os", defines, src,
                                                    tmp_path / f"{src.stem}.o"))
        assert f.symbol in got, (fn, sorted(got))
        return taint.analyse(tc.isa, got, f.symbol, f.secret, public_memory=f.public).failures

    for fn, name in XTENSA_FIELD.items():
        assert FIELD_ASM / name in audited[fn].alternates, fn
        if fn in XTENSA_LX7_ONLY and tc_name != "xtensa-esp32s3-gcc":
            continue   # the fused P-256 pair assembles on LX7 only (fe_arch.h)
        assert failures(fn, FIELD_ASM / name) == [], fn
    text = (FIELD_ASM / "xtensa_fe_add_n.S").read_text().replace(
        '#include "xtensa_field.h"', f'#include "{FIELD_ASM / "xtensa_field.h"}"')
    anchor = "\tl32i a7, a3, 0              /* a0 */"
    assert text.count(anchor) == 4   # two forms, two sizes
    (planted := tmp_path / "planted" / "xtensa_fe_add_n.S").parent.mkdir()
    planted.write_text(text.replace(anchor, anchor + "\n\tbeqz a7, 1f\n1:"))
    found = failures("ec_fe_add_n", planted)
    assert found and all("tests secret" in x for x in found), found


def test_xtensa_field_files_are_the_generators(tmp_path: Path) -> None:
    """gen_xtensa_field.py, run on a copy, writes the checked-in files."""
    for name in ("gen_field.py", "gen_xtensa_field.py"):
        shutil.copy(FIELD_ASM / name, tmp_path / name)
    subprocess.run([sys.executable, str(tmp_path / "gen_xtensa_field.py")], check=True,
                   capture_output=True)
    for name in XTENSA_FIELD.values():
        assert (tmp_path / name).read_text() == (FIELD_ASM / name).read_text(), name


# MAC16 products (gen_xtensa_mac16.py -> xtensa_mac16.h, expanded by
# xtensa_mul8.S / xtensa_mul12.S on the ESP32 and ESP32-S3 cores).
def _mac16_copy(tmp_path: Path, plant: tuple[str, str] | None = None) -> Path:
    """src/arch and fe_arch.h copied, xtensa_mac16.h planted (after every
    anchor: both carry forms)."""
    arch = tmp_path / "src" / "arch"
    arch.mkdir(parents=True)
    for f in FIELD_ASM.iterdir():
        if f.suffix in (".h", ".S"):
            shutil.copy(f, arch / f.name)
    shutil.copy(FIELD_ASM.parent / "fe_arch.h", arch.parent / "fe_arch.h")
    if plant is not None:
        text = (arch / "xtensa_mac16.h").read_text()
        assert plant[0] in text, plant
        (arch / "xtensa_mac16.h").write_text(text.replace(plant[0], plant[0] + plant[1]))
    return arch / "xtensa_mul8.S"


@pytest.mark.parametrize("tc_name", ["xtensa-esp32-gcc", "xtensa-esp32s3-gcc"])
def test_xtensa_mac16_is_audited_and_plants_fail(tc_name: str, tmp_path: Path) -> None:
    """The MAC16 mul8 passes the audit; a branch on a digit read back from
    ACC, or an m-register load at an address made of a digit word, fails."""
    tc = compilers.get_toolchain(tc_name)
    if tc.missing():
        pytest.skip(f"{tc_name} not built")
    f = {x.name: x for x in catalogue.audited_functions(audit_only=True)}["ec_mul8"]
    defines = driver.path_defines("ct_asm")

    def failures(name: str, plant: tuple[str, str] | None) -> list[str]:
        src = _mac16_copy(tmp_path / name, plant)
        got = objdump.parse_objdump(driver._compile(tc, "Os", defines, src,
                                                    tmp_path / f"{name}.o"))
        assert any(i.mnemonic.startswith("mula.") for i in got[f.symbol])
        return taint.analyse(tc.isa, got, f.symbol, f.secret, public_memory=f.public).failures

    assert failures("clean", None) == []
    found = failures("branch", ("\trsr.acclo a14\n", "\tbeqz a14, 1f\n1:\n"))
    assert found and all("tests secret" in x for x in found), found
    found = failures("address", ("\txor a7, a7, a14", "\n\tlddec m0, a7"))
    assert found and any("address from secret" in x for x in found), found


def test_xtensa_mac16_file_is_the_generators(tmp_path: Path) -> None:
    """gen_xtensa_mac16.py, run on a copy, writes the checked-in header."""
    shutil.copy(FIELD_ASM / "gen_xtensa_mac16.py", tmp_path / "gen_xtensa_mac16.py")
    subprocess.run([sys.executable, str(tmp_path / "gen_xtensa_mac16.py")], check=True,
                   capture_output=True)
    name = "xtensa_mac16.h"
    assert (tmp_path / name).read_text() == (FIELD_ASM / name).read_text()
