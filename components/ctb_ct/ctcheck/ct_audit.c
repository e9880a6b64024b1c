/*
 * Out-of-line wrappers for the disassembly audit: one symbol per function,
 * ctb_audit_<name>, its arguments in the ABI's argument registers. The
 * inline primitives are inlined into these exactly as into any caller; the
 * carry chains, copy and lookup are audited as the library's own symbols.
 */
#include "ctb_ct.h"

#define NOINLINE __attribute__((noinline, used))

NOINLINE uint32_t ctb_audit_mask(uint32_t b) { return ctb_ct_mask(b & 1); }
NOINLINE uint32_t ctb_audit_lt(uint32_t x, uint32_t y) { return ctb_ct_lt(x, y); }
NOINLINE uint32_t ctb_audit_eq(uint32_t x, uint32_t y) { return ctb_ct_eq(x, y); }
NOINLINE uint32_t
ctb_audit_select(uint32_t m, uint32_t a, uint32_t b)
{
	return ctb_ct_select(m, a, b);
}
NOINLINE uint32_t ctb_audit_if_else_0(uint32_t m, uint32_t a) { return ctb_ct_if_else_0(m, a); }
NOINLINE uint32_t
ctb_audit_in_range(uint32_t lo, uint32_t hi, uint32_t x)
{
	return ctb_ct_in_range(lo, hi, x);
}
