/*
 * CTB_EC_DECLASSIFY for the flow harness's build (ct_flow.c): the value,
 * marked public where the library makes it. Included into every source of
 * that build (-include) with -DCTB_EC_DECLASSIFY=ctb_flow_public. The
 * value goes through memory so that the mark reaches the register that
 * the branch then tests.
 */
#ifndef CTB_CT_DECLASSIFY_H
#define CTB_CT_DECLASSIFY_H

#include <stddef.h>
#include <stdint.h>

#if defined(CTB_FLOW_MSAN)
#include <sanitizer/msan_interface.h>
#define CTB_FLOW_MARK_PUBLIC(p, n) __msan_unpoison((p), (n))
#else
#include <valgrind/memcheck.h>
#define CTB_FLOW_MARK_PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#endif

static inline uint32_t
ctb_flow_public(uint32_t v)
{
	volatile uint32_t slot = v;

	CTB_FLOW_MARK_PUBLIC((void *)&slot, sizeof slot);
	return slot;
}

#endif
