/*
 * qemu-riscv32 port. The unit is retired instructions, read from minstret.
 * QEMU counts them exactly only under -icount (without it the CSR returns a
 * host timer), which is how host/ctbench/targets/registry.py starts it. minstret and
 * minstreth are read high-low-high so a carry between the two reads cannot
 * tear the 64-bit value.
 */
#include "bare.h"
#include "ctb_port.h"

int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	ctb_bare_describe(info, "qemu-riscv32", "rv32imc (QEMU virt)",
		"minstret (retired instructions, QEMU -icount)", 0, 0);
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
