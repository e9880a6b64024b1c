/* The windowed Xtensa port's own checks, on every build for qemu-esp32 and
 * qemu-esp32s3: the core self-check of verify.c (mull/muluh products,
 * call4/call8/call12 recursion deeper than the register file, a
 * zero-overhead loop) and one CCOUNT tick an instruction. */
#include "ctb_test.h"
#include "verify.h"

static void
core_self_check(void)
{
	/* 0, or which check failed (verify.h) */
	CTB_CHECK_U64(ctb_xtensa_verify(), 0);
}

static void
ccount_is_one_tick_an_instruction(void)
{
	CTB_CHECK_U64(ctb_xtensa_verify_counts(), 0);
}

static const ctb_test tests[] = {
	{ "core_self_check", core_self_check },
	{ "ccount_is_one_tick_an_instruction", ccount_is_one_tick_an_instruction },
};

CTB_SUITE(ctb_suite_test_xtensa_windowed, tests);
