/*
 * qemu-xtensa port (lx106). The unit is executed instructions, read from
 * CCOUNT: under -icount shift=6 each instruction takes 64 ns of virtual
 * time and CCOUNT advances at the sim core's 40 MHz, so 2.56 ticks an
 * instruction. Because that is more than two, rounding an interval's ticks
 * divided by 2.56 gives its exact instruction count (the harness does it,
 * from scale_ticks/scale_units). host/ctbench/targets/registry.py starts QEMU so.
 *
 * Ticks, output and exit: ../common/xtensa_sim_port.c.
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
