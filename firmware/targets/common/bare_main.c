/*
 * The bench app for emulated targets. There is no command line and no
 * Kconfig, so the run settings are compiled in, like a board's: the host
 * passes CTB_RUN_* when it builds (host/ctbench/targets/registry.py).
 */
#include <stdint.h>

#include "ctb_bench.h"
#include "ctb_suites.h"

#ifndef CTB_RUN_BATCH_MS
#define CTB_RUN_BATCH_MS 2
#endif
#ifndef CTB_RUN_BATCHES
#define CTB_RUN_BATCHES 5
#endif
#ifndef CTB_RUN_FILTER
#define CTB_RUN_FILTER ""
#endif

static const ctb_suite *const suites[] = CTB_SUITES;

/* Test builds only (tests/targets/test_emulated.py): a guest that misbehaves after
 * printing part of a record, to prove the host stops it and keeps what it
 * printed. Never defined by a variant. */
#if defined(CTB_RUN_INJECT)
#include "ctb_port.h"

static void
misbehave(void)
{
	static const char partial[] = "CTB/1 00000000 {\"type\":\"rec\",\"seq\":0";

	ctb_port_write(partial, sizeof partial - 1);
#if CTB_RUN_INJECT == 1
	for (;;) {   /* hang, silent */
	}
#else
	/* fault: call through an address with no code behind it (through a
	 * volatile pointer, so the call is indirect on every ISA) */
	void (*volatile nowhere)(void) = (void (*)(void))(uintptr_t)0xfffffff0u;

	nowhere();
#endif
}
#endif

int
main(void)
{
	ctb_config cfg = CTB_CONFIG_DEFAULT;

	cfg.batch_target_ms = CTB_RUN_BATCH_MS;
	cfg.batches = CTB_RUN_BATCHES;
	cfg.filter = CTB_RUN_FILTER;
	/* The stack starts at the top of a RAM of 4 MiB or more, the .bss
	 * and newlib's heap at its bottom: 64 KiB below main is free. */
	cfg.stack_room = 64 * 1024;
#if defined(CTB_RUN_INJECT)
	misbehave();
#endif
	return ctb_bench_main(suites, &cfg) == 0 ? 0 : 1;
}
