/*
 * What every emulated target's support code provides beyond the ctb_bench
 * port: a way out. The startup code calls main() and hands its return value
 * to ctb_bare_exit(), which ends the emulator with that status.
 */
#ifndef CTB_BARE_H
#define CTB_BARE_H

#include <stddef.h>

void ctb_bare_exit(int status) __attribute__((noreturn));

/* Report a CPU fault on the console ("CTB fault: ..."), exit with 70. */
void ctb_bare_fault(void) __attribute__((noreturn));

/* ARM semihosting (also RISC-V's, which reuses its numbering): one call,
 * operation in the first register, argument block in the second. Each
 * target implements only the trap. */
long ctb_semihost(long op, void *arg);

#endif
