/*
 * What every emulated target's support code provides beyond the ctb_bench
 * port: a way out. The startup code calls main() and hands its return value
 * to ctb_bare_exit(), which ends the emulator with that status.
 */
#ifndef CTB_BARE_H
#define CTB_BARE_H

#include <stddef.h>
#include <stdint.h>

#include "ctb_port.h"

/* Fill *info for an emulated core counting instructions (bare_port.c). */
void ctb_bare_describe(ctb_port_info *info, const char *port, const char *chip,
	const char *counter, uint32_t scale_ticks, uint32_t scale_units);

/* A 32-bit counter reading, widened to 64 bits across wraps. */
uint64_t ctb_bare_widen(uint32_t now);

void ctb_bare_exit(int status) __attribute__((noreturn));

/* Report a CPU fault on the console ("CTB fault: ..."), exit with 70. */
void ctb_bare_fault(void) __attribute__((noreturn));

/* ARM semihosting (also RISC-V's, which reuses its numbering): one call,
 * operation in the first register, argument block in the second. Each
 * target implements only the trap. */
long ctb_semihost(long op, void *arg);

#endif
