/*
 * Console output and exit through ARM-style semihosting (Cortex-M and
 * RISC-V). QEMU runs with -semihosting; ":tt" opened for writing is its
 * standard output.
 */
#include <stdint.h>

#include "bare.h"
#include "ctb_port.h"

enum {
	SYS_OPEN = 0x01,
	SYS_WRITE = 0x05,
	SYS_EXIT_EXTENDED = 0x20,
	ADP_STOPPED_APPLICATION_EXIT = 0x20026,
	OPEN_MODE_W = 4
};

static long console = -1;

void
ctb_port_write(const char *s, size_t n)
{
	uintptr_t block[3];

	if (console < 0) {
		static const char tt[] = ":tt";
		uintptr_t open[3] = { (uintptr_t)tt, OPEN_MODE_W, sizeof tt - 1 };
		console = ctb_semihost(SYS_OPEN, open);
	}
	block[0] = (uintptr_t)console;
	block[1] = (uintptr_t)s;
	block[2] = n;
	ctb_semihost(SYS_WRITE, block);
}

void
ctb_bare_fault(void)
{
	static const char msg[] = "\nCTB fault: CPU exception\n";

	ctb_port_write(msg, sizeof msg - 1);
	ctb_bare_exit(70);
}

void
ctb_bare_exit(int status)
{
	/* On 32-bit targets plain SYS_EXIT carries only a reason (exit 0 or
	 * 1); SYS_EXIT_EXTENDED takes a block with the status as well. */
	uintptr_t block[2] = { ADP_STOPPED_APPLICATION_EXIT, (uintptr_t)status };

	for (;;) {
		ctb_semihost(SYS_EXIT_EXTENDED, block);
	}
}
