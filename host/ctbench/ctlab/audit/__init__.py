"""Disassembly audit of the constant-time functions of components/ctb_ct.

Each function listed in ctcheck/ct_functions.h is cross-compiled per
toolchain and optimisation level, disassembled with GNU objdump and put
through a taint analysis. Secret: the secret argument registers and every
value loaded from memory; an instruction's destination is secret when one of
its sources is. Every conditional branch (and Arm IT block) must test public
values only (loop counters, lengths, pointers): one that tests a secret is a
FAIL naming the instruction. So is every load or store whose address
registers hold a secret, an instruction whose duration depends on a secret
operand (division on every ISA: the per-ISA *_VARIABLE_TIME tables give
their sources), an indirect jump or call through a secret, a call with a
secret argument to a variable-time compiler helper (division), and
memcpy/memset/memmove or x86 `rep movs/stos` with a secret length. A value
read at a public address is secret data but a public code address: a jump
through it (a jump table, a function pointer) passes. A conditional move on
a secret (x86 cmov, Xtensa movXXz) is constant time; it is reported as a
WARN in the detail only.

The analysis is flow-sensitive, a fixed point over the instructions' control
flow: a register, or the flags, reused for the loop counter after holding a
limb is public again. Stack slots are followed like registers, so a public
value spilled around a call and reloaded stays public; a load from anywhere
else, or from a slot the function never stored (a stack argument), is
secret. A call to a function of any of the build's audited objects (its
own first) is analysed with the call site's taint and the callee's
findings are blamed on the caller; so is a compiler helper that is this
project's own code (lx106's __muldi3), audited on its own with every
argument secret (audit_helpers). Each function's summary (summary.py)
says which arguments it addresses memory through and what it stores
through them: a secret address passed to a callee that dereferences it
fails at the call, and a secret the callee stores through the address of
a caller's stack slot makes that slot secret after the call (docs/ct.md,
"The audit across calls"). Calls left inside loops (seed 000's -Os
inlining loss) are counted and named.

Xtensa comes in two ABIs: lx106's call0, and the windowed one of the lab's
ESP32 (LX6) and ESP32-S3 (LX7) toolchains (LAB_TOOLCHAINS, built by
`ctbench toolchain build`, used once built), where a callN rotates the
caller's registers by N (isa.rotated) and -mlongcalls turns a call into an
l32r + callx pair (taint._longcall).

The modules: objdump (the listings, read), isa (the interface each ISA
implements: x86_64, arm, riscv, xtensa, registered in isas), taint (the
analysis and its verdict), summary (what a function does with its pointer
arguments), compilers (the toolchains), driver (the runs:
audit(), audit_reference()) and objcache (the compiled objects a run
reuses). The functions audited are the catalogue's (ctlab/catalogue.py).
"""
