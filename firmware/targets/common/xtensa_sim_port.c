/*
 * What every Xtensa port under QEMU's sim machine shares, lx106 and the
 * windowed ESP32 cores alike: ticks from CCOUNT (each port's ctb_port_init
 * says how many a instruction), output and exit through simcall
 * semihosting (xtensa_simcall.h).
 */
#include "bare.h"
#include "ctb_port.h"
#include "xtensa_simcall.h"

#ifdef __XTENSA_WINDOWED_ABI__
/*
 * Windowed cores: a call finds its caller's frame in the register file or
 * takes a window overflow exception to spill the oldest one, and a return
 * may take an underflow to fill it back. Those handlers' instructions are
 * counted too, and how many run depends on how many frames were live when
 * the batch began: the first operation of a batch after calibration and
 * the first after another batch differed by 11 instructions in ECDH. A
 * chain of calls deeper than the register file (64 registers, 8 a call8
 * frame) spills every older frame whatever the history was, so each
 * reading starts from the same window state. It runs before the start
 * reading and, at the end, after a run whose state is itself fixed.
 */
static void __attribute__((noinline, noclone))
spill_windows(unsigned depth)
{
	volatile unsigned after = depth;

	if (depth != 0) {
		spill_windows(depth - 1);
	}
	/* Read after the call: no tail call, so no loop in its place. */
	__asm__ volatile("" : : "r"(after));
}
#endif

uint64_t
ctb_port_ticks(void)
{
	uint32_t now;

#ifdef __XTENSA_WINDOWED_ABI__
	spill_windows(16);
#endif
	__asm__ volatile("rsr.ccount %0" : "=r"(now));
	return ctb_bare_widen(now);
}

void
ctb_port_write(const char *s, size_t n)
{
	ctb_simcall(CTB_SIMCALL_WRITE, 1, (long)s, (long)n);
}

void
ctb_bare_exit(int status)
{
	for (;;) {
		ctb_simcall(CTB_SIMCALL_EXIT, status, 0, 0);
	}
}
