/*
 * Xtensa semihosting under QEMU (-semihosting): simcall takes the call in
 * a2 and its arguments in a3..a5, and returns in a2. 1 = exit(code),
 * 4 = write(fd, buf, len). Shared by the lx106 and windowed ports.
 */
#ifndef CTB_XTENSA_SIMCALL_H
#define CTB_XTENSA_SIMCALL_H

#define CTB_SIMCALL_EXIT 1
#define CTB_SIMCALL_WRITE 4

static inline long
ctb_simcall(long call, long a, long b, long c)
{
	register long a2 __asm__("a2") = call;
	register long a3 __asm__("a3") = a;
	register long a4 __asm__("a4") = b;
	register long a5 __asm__("a5") = c;

	__asm__ volatile("simcall" : "+r"(a2) : "r"(a3), "r"(a4), "r"(a5) : "memory");
	return a2;
}

#endif
