/*
 * qemu-riscv32 port. The unit is retired instructions, read from minstret.
 * QEMU counts them exactly only under -icount (without it the CSR returns a
 * host timer), which is how host/ctbench/targets.py starts it. minstret and
 * minstreth are read high-low-high so a carry between the two reads cannot
 * tear the 64-bit value.
 */
#include <string.h>

#include "bare.h"
#include "ctb_port.h"

/* One instruction is one nanosecond of virtual time under -icount shift=0;
 * batch targets are given in milliseconds, so 10^6 instructions a "ms". */
#define INSNS_PER_S 1000000000u

int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	memset(info, 0, sizeof *info);
	info->port = "qemu-riscv32";
	info->chip = "rv32imc (QEMU virt)";
	info->chip_rev = "";
	info->unit = "insns";
	info->counter = "minstret (retired instructions, QEMU -icount)";
	info->ticks_per_s = INSNS_PER_S;
	info->cpu_hz = 0;
	info->core = 0;
	return 0;
}

uint64_t
ctb_port_ticks(void)
{
	uint32_t hi, lo, again;

	do {
		__asm__ volatile("csrr %0, minstreth" : "=r"(hi));
		__asm__ volatile("csrr %0, minstret" : "=r"(lo));
		__asm__ volatile("csrr %0, minstreth" : "=r"(again));
	} while (hi != again);
	return ((uint64_t)hi << 32) | lo;
}

void
ctb_port_idle(void)
{
}
