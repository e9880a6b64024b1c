/*
 * What the emulated targets' ports share: how they describe themselves, a
 * 32-bit counter widened to 64 bits, and an idle hook with nothing to do
 * (no watchdog, no other task).
 */
#include <string.h>

#include "bare.h"
#include "ctb_port.h"

void
ctb_bare_describe(ctb_port_info *info, const char *port, const char *chip,
	const char *counter, uint32_t scale_ticks, uint32_t scale_units)
{
	memset(info, 0, sizeof *info);
	info->port = port;
	info->chip = chip;
	info->chip_rev = "";
	info->unit = "insns";
	info->counter = counter;
	/* Instructions have no seconds: batch targets are nominal, one
	 * instruction a nanosecond, so 1 ms is 10^6 instructions. */
	info->ticks_per_s = 1000000000u;
	info->scale_ticks = scale_ticks;
	info->scale_units = scale_units;
	info->cpu_hz = 0;
	info->core = 0;
}

/* Correct as long as it is called at least once per wrap of the counter
 * (2^32 ticks: over 10^9 instructions on every emulated target); the
 * harness reads it at every batch boundary. */
uint64_t
ctb_bare_widen(uint32_t now)
{
	static uint32_t last;
	static uint32_t high;

	if (now < last) {
		high++;
	}
	last = now;
	return ((uint64_t)high << 32) | now;
}

void
ctb_port_idle(void)
{
}

/* The C library's exit() (which mbedTLS calls when its heap is corrupt)
 * ends in _exit(): here, the emulator's own exit, with the status. */
void _exit(int status) __attribute__((noreturn));

void
_exit(int status)
{
	ctb_bare_exit(status);
}
