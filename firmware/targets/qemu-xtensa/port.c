/*
 * qemu-xtensa port (lx106). The unit is executed instructions, read from
 * CCOUNT: under -icount shift=6 each instruction takes 64 ns of virtual
 * time and CCOUNT advances at the sim core's 40 MHz, so 2.56 ticks an
 * instruction. Because that is more than two, rounding an interval's ticks
 * divided by 2.56 gives its exact instruction count (the harness does it,
 * from scale_ticks/scale_units). host/ctbench/targets.py starts QEMU so.
 *
 * Output and exit go through simcall semihosting: a2 the call, a3.. its
 * arguments (1 = exit(code), 4 = write(fd, buf, len)).
 */
#include "bare.h"
#include "ctb_port.h"


int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	/* 2.56 ticks = 256/100 per instruction */
	ctb_bare_describe(info, "qemu-xtensa", "lx106 (QEMU sim)",
		"CCOUNT at 2.56 a instruction (QEMU -icount shift=6), "
		"rounded per interval", 256, 100);
	return 0;
}

uint64_t
ctb_port_ticks(void)
{
	uint32_t now;

	__asm__ volatile("rsr.ccount %0" : "=r"(now));
	return ctb_bare_widen(now);
}

static long
simcall(long call, long a, long b, long c)
{
	register long a2 __asm__("a2") = call;
	register long a3 __asm__("a3") = a;
	register long a4 __asm__("a4") = b;
	register long a5 __asm__("a5") = c;

	__asm__ volatile("simcall" : "+r"(a2) : "r"(a3), "r"(a4), "r"(a5) : "memory");
	return a2;
}

void
ctb_port_write(const char *s, size_t n)
{
	simcall(4, 1, (long)s, (long)n);
}

void
ctb_bare_exit(int status)
{
	for (;;) {
		simcall(1, status, 0, 0);
	}
}
