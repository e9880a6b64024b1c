/*
 * What every Xtensa port under QEMU's sim machine shares, lx106 and the
 * windowed ESP32 cores alike: ticks from CCOUNT (each port's ctb_port_init
 * says how many a instruction), output and exit through simcall
 * semihosting (xtensa_simcall.h).
 */
#include "bare.h"
#include "ctb_port.h"
#include "xtensa_simcall.h"

uint64_t
ctb_port_ticks(void)
{
	uint32_t now;

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
