/*
 * qemu-esp32 and qemu-esp32s3 port: the ESP32's and ESP32-S3's Xtensa
 * cores, windowed ABI, imported into QEMU from Espressif's overlays at
 * 1 GHz (host/ctbench/qemu_cores.py). Under -icount shift=0 each
 * instruction takes 1 ns of virtual time, so CCOUNT advances exactly once
 * an instruction: the scale is 1/1 (host/ctbench/targets.py starts QEMU
 * so; port_counts_instructions_exactly checks it).
 *
 * Output and exit go through simcall semihosting: a2 the call, a3.. its
 * arguments (1 = exit(code), 4 = write(fd, buf, len)).
 *
 * CTB_XTENSA_PORT and CTB_XTENSA_CHIP come from the target's target.cmake.
 */
#include "bare.h"
#include "ctb_port.h"
#include "xtensa_simcall.h"

int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	ctb_bare_describe(info, CTB_XTENSA_PORT, CTB_XTENSA_CHIP,
		"CCOUNT, one a instruction (core at 1 GHz, QEMU -icount shift=0)",
		1, 1);
	return 0;
}

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
