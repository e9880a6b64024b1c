/*
 * qemu-cortex-m4 port. QEMU does not emulate the DWT cycle counter, so the
 * unit, executed instructions, comes from the CMSDK APB timer 0 at 25 MHz
 * under -icount shift=7: each instruction takes 128 ns of virtual time, 3.2
 * timer ticks. Because that is more than two, rounding an interval's ticks
 * divided by 3.2 gives its exact instruction count (the harness does it,
 * from scale_ticks/scale_units). host/ctbench/targets.py starts QEMU so.
 */
#include <string.h>

#include "bare.h"
#include "ctb_port.h"

/* CMSDK APB timer 0: CTRL, VALUE (counts down), RELOAD. */
#define TIMER0 ((volatile uint32_t *)0x40000000u)
#define CTRL 0
#define VALUE 1
#define RELOAD 2

int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	TIMER0[RELOAD] = 0xffffffffu;
	TIMER0[VALUE] = 0xffffffffu;
	TIMER0[CTRL] = 1;   /* enable, no interrupt */
	memset(info, 0, sizeof *info);
	info->port = "qemu-cortex-m4";
	info->chip = "Cortex-M4 (QEMU mps2-an386)";
	info->chip_rev = "";
	info->unit = "insns";
	info->counter = "CMSDK timer at 3.2 a instruction (QEMU -icount shift=7), "
		"rounded per interval";
	info->ticks_per_s = 1000000000u;   /* nominal: 1 instruction a ns */
	info->scale_ticks = 16;            /* 3.2 ticks = 16/5 ... */
	info->scale_units = 5;             /* ... per instruction */
	info->cpu_hz = 0;
	info->core = 0;
	return 0;
}

/* The timer counts down and reloads at zero every 2^32 ticks (1.3e9
 * instructions); the harness reads it at every batch boundary. */
uint64_t
ctb_port_ticks(void)
{
	static uint32_t last;
	static uint32_t high;
	uint32_t now = 0xffffffffu - TIMER0[VALUE];

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

long
ctb_semihost(long op, void *arg)
{
	register long r0 __asm__("r0") = op;
	register void *r1 __asm__("r1") = arg;

	__asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}
