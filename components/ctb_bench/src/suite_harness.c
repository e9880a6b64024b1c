/*
 * The harness's own benchmark: an empty operation. Its figure is what the
 * timed loop and the indirect call cost on this target, printed beside the
 * others so that anyone can see how much of a small figure is overhead.
 */
#include "ctb_bench.h"

static int
nop_setup(void *arena, size_t size, uint32_t param)
{
	(void)arena;
	(void)size;
	(void)param;
	return CTB_OK;
}

static void
nop_run(void *arena)
{
	/* An empty asm keeps the call from being proven pure and dropped. */
	__asm__ volatile("" : : "r"(arena) : "memory");
}

static const ctb_bench benches[] = {
	{ "harness_nop", NULL, 0, nop_setup, nop_run, NULL },
};

const ctb_suite ctb_suite_harness = { "harness", benches, 1, NULL };
