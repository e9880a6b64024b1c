/*
 * qemu-cortex-m4 port. QEMU does not emulate the DWT cycle counter, so the
 * unit, executed instructions, comes from the CMSDK APB timer 0 at 25 MHz
 * under -icount shift=7: each instruction takes 128 ns of virtual time, 3.2
 * timer ticks. Because that is more than two, rounding an interval's ticks
 * divided by 3.2 gives its exact instruction count (the harness does it,
 * from scale_ticks/scale_units). host/ctbench/targets/registry.py starts QEMU so.
 */
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
	/* 3.2 ticks = 16/5 per instruction */
	ctb_bare_describe(info, "qemu-cortex-m4", "Cortex-M4 (QEMU mps2-an386)",
		"CMSDK timer at 3.2 a instruction (QEMU -icount shift=7), "
		"rounded per interval", 16, 5);
	return 0;
}

/* The timer counts down from 2^32 - 1 and reloads there. */
uint64_t
ctb_port_ticks(void)
{
	return ctb_bare_widen(0xffffffffu - TIMER0[VALUE]);
}

long
ctb_semihost(long op, void *arg)
{
	register long r0 __asm__("r0") = op;
	register void *r1 __asm__("r1") = arg;

	__asm__ volatile("bkpt 0xab" : "+r"(r0) : "r"(r1) : "memory");
	return r0;
}
