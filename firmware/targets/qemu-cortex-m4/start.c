/*
 * Cortex-M4 reset and faults. The vector table holds the initial stack
 * pointer and the reset handler; every fault handler reports the fault on
 * the console and exits, so a crashing guest ends at once instead of at
 * the host's timeout.
 */
#include <stdint.h>
#include <string.h>

#include "bare.h"
#include "ctb_port.h"

extern uint32_t __stack_top, __data_start, __data_end, __data_load;
extern uint32_t __bss_start, __bss_end;
int main(void);

void ctb_reset(void) __attribute__((noreturn));

__attribute__((section(".vectors"), used))
static const void *const vectors[16] = {
	&__stack_top,
	(const void *)ctb_reset,
	(const void *)ctb_bare_fault,  /* NMI */
	(const void *)ctb_bare_fault,  /* HardFault */
	(const void *)ctb_bare_fault,  /* MemManage */
	(const void *)ctb_bare_fault,  /* BusFault */
	(const void *)ctb_bare_fault,  /* UsageFault */
};

void
ctb_reset(void)
{
	memcpy(&__data_start, &__data_load,
		(size_t)((char *)&__data_end - (char *)&__data_start));
	memset(&__bss_start, 0, (size_t)((char *)&__bss_end - (char *)&__bss_start));
	ctb_bare_exit(main());
}
