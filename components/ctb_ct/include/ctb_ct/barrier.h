/*
 * The optimisation barrier every path but plain and branchless uses: an
 * empty asm that claims to change x, so the compiler must assume any value
 * comes out, and cannot prove a mask is 0 or all-ones (seed 002) or rebuild
 * a comparison (seed 000). Included after the path defines CTB_CT_INLINE.
 *
 * Under MemorySanitizer (-DCTB_FLOW_MSAN, checking builds only) MSan would
 * report the poisoned input of the asm, although an empty asm neither
 * branches nor addresses memory. The value goes through the asm unpoisoned
 * and comes out with exactly the shadow it went in with, so MSan follows
 * the secret through every formula around the barrier.
 */
#ifndef CTB_CT_BARRIER_H
#define CTB_CT_BARRIER_H

#include <stdint.h>

#if defined(CTB_FLOW_MSAN)
#include <sanitizer/msan_interface.h>
#endif

CTB_CT_INLINE uint32_t
ctb_ct_opaque(uint32_t x)
{
#if defined(CTB_FLOW_MSAN)
	uint32_t v = x;

	__msan_unpoison(&v, sizeof v);
	__asm__("" : "+r"(v));
	__msan_copy_shadow(&v, &x, sizeof v);
	return v;
#else
	__asm__("" : "+r"(x));
	return x;
#endif
}

#endif
