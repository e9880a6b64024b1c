/*
 * Checking builds only (-DCTB_FLOW_MSAN, `ctbench ct-check --checker msan`),
 * x86-64 asm path only. MemorySanitizer cannot look inside inline assembly:
 * it reports any asm whose input is poisoned, and with that check off it
 * would launder the poison (seed 000). So each of the three asm statements
 * runs on its inputs' values with the shadow set aside, and its result is
 * poisoned when any input was. Only the asm statement is bridged: every
 * line of C around it, and every C path, runs on poisoned values under
 * MSan. The asm itself is checked by valgrind (which runs the machine
 * code), the disassembly audit and the trace checker. The branch here tests
 * shadow memory, never a secret value.
 */
#ifndef CTB_CT_MSAN_SHIM_H
#define CTB_CT_MSAN_SHIM_H

#include <sanitizer/msan_interface.h>
#include <stdint.h>

#undef ctb_ct_core_mask
#undef ctb_ct_core_lt
#undef ctb_ct_core_sel

static inline int
ctb_msan_secret(uint32_t v)
{
	return __msan_test_shadow(&v, sizeof v) != -1;
}

static inline uint32_t
ctb_msan_public(uint32_t v)
{
	__msan_unpoison(&v, sizeof v);
	return v;
}

static inline uint32_t
ctb_msan_taint(uint32_t v, int secret)
{
	if (secret) {
		__msan_poison(&v, sizeof v);
	}
	return v;
}

static inline uint32_t
ctb_ct_core_mask(uint32_t b)
{
	return ctb_msan_taint(ctb_ct_core_mask_raw(ctb_msan_public(b)), ctb_msan_secret(b));
}

static inline uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	return ctb_msan_taint(ctb_ct_core_lt_raw(ctb_msan_public(x), ctb_msan_public(y)),
		ctb_msan_secret(x) | ctb_msan_secret(y));
}

static inline uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	return ctb_msan_taint(ctb_ct_core_sel_raw(ctb_msan_public(m), ctb_msan_public(a),
		ctb_msan_public(b)), ctb_msan_secret(m) | ctb_msan_secret(a) | ctb_msan_secret(b));
}

#endif
