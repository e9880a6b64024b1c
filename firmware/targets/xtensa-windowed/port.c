/*
 * qemu-esp32 and qemu-esp32s3 port: the ESP32's and ESP32-S3's Xtensa
 * cores, windowed ABI, imported into QEMU from Espressif's overlays at
 * 1 GHz (host/ctbench/targets/qemu_cores.py). Under -icount shift=0 each
 * instruction takes 1 ns of virtual time, so CCOUNT advances exactly once
 * an instruction: the scale is 1/1 (host/ctbench/targets/registry.py starts QEMU
 * so; port_counts_instructions_exactly checks it).
 *
 * Ticks, output and exit: ../common/xtensa_sim_port.c.
 *
 * CTB_XTENSA_PORT and CTB_XTENSA_CHIP come from the target's target.cmake.
 */
#include "bare.h"
#include "ctb_port.h"

int
ctb_port_init(int core, ctb_port_info *info)
{
	(void)core;
	ctb_bare_describe(info, CTB_XTENSA_PORT, CTB_XTENSA_CHIP,
		"CCOUNT, one a instruction (core at 1 GHz, QEMU -icount shift=0)",
		1, 1);
	return 0;
}
