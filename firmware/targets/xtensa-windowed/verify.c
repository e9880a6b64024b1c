/*
 * What the ESP32 and ESP32-S3 cores must do for ctbench's figures to mean
 * anything, checked in QEMU with the real compiler: 32x32 -> 64 products
 * with mull + muluh, windowed calls deeper than the 64-register file (so
 * the overflow and underflow vectors spill and fill every frame size:
 * call4, call8 and call12) with live values, and a zero-overhead loop.
 *
 * ctb_xtensa_verify() returns 0, or the number of the first check that
 * failed. It needs no C library: the unit test test_xtensa_windowed.c runs
 * it, and built with -DCTB_VERIFY_MAIN it is a program of its own (exit
 * status = that number), which the toolchain check builds with start.S and
 * link.ld alone:
 *   xtensa-esp32-elf-gcc -O2 -nostdlib -mtext-section-literals \
 *     -DCTB_VERIFY_MAIN -T link.ld start.S verify.c -o verify.elf
 *   qemu-system-xtensa -M sim -cpu esp32 -icount shift=0 -semihosting \
 *     -display none -monitor none -serial none -kernel verify.elf
 */
#include <stdint.h>

#include "verify.h"
#include "xtensa_simcall.h"

/* The 64-bit product of a and b, through mull and muluh. */
static uint64_t
product(uint32_t a, uint32_t b)
{
	uint32_t lo, hi;

	__asm__("mull %0, %1, %2" : "=r"(lo) : "r"(a), "r"(b));
	__asm__("muluh %0, %1, %2" : "=r"(hi) : "r"(a), "r"(b));
	return ((uint64_t)hi << 32) | lo;
}

/* Products computed with Python's integers. */
static const struct {
	uint32_t a, b;
	uint32_t hi, lo;
} products[] = {
	{ 0x12345678u, 0x9abcdef0u, 0x0b00ea4eu, 0x242d2080u },
	{ 0xffffffffu, 0xffffffffu, 0xfffffffeu, 0x00000001u },
	{ 0xffffffffu, 0x12345678u, 0x12345677u, 0xedcba988u },
	{ 0x80000000u, 0x00000002u, 0x00000001u, 0x00000000u },
	{ 0xdeadbeefu, 0x00000000u, 0x00000000u, 0x00000000u },
};

/* Depth-first recursion through call8 (GCC's call for every function):
 * each level keeps four values live across the call, so that deeper than
 * 8 levels the frames spill to the stack and fill on the way back. */
__attribute__((noinline)) uint32_t ctb_xtensa_deep(uint32_t n, uint32_t x);

uint32_t
ctb_xtensa_deep(uint32_t n, uint32_t x)
{
	uint32_t a = x * 3u + n, b = x ^ (n << 7), c = x + 0x9e3779b9u * n;
	uint32_t d = (x >> 3) | n;
	uint32_t r = n == 0 ? x : ctb_xtensa_deep(n - 1, a ^ b ^ c ^ d);

	return r + a * 5u + (b ^ c) - d;
}

/* The same, without recursion. */
static uint32_t
deep_reference(uint32_t n, uint32_t x)
{
	uint32_t a[VERIFY_DEPTH + 1], b[VERIFY_DEPTH + 1], c[VERIFY_DEPTH + 1];
	uint32_t d[VERIFY_DEPTH + 1], r;
	uint32_t level;

	for (level = n;; level--) {
		uint32_t i = n - level;

		a[i] = x * 3u + level;
		b[i] = x ^ (level << 7);
		c[i] = x + 0x9e3779b9u * level;
		d[i] = (x >> 3) | level;
		if (level == 0) {
			break;
		}
		x = a[i] ^ b[i] ^ c[i] ^ d[i];
	}
	r = x;
	for (level = 0; level <= n; level++) {
		uint32_t i = n - level;

		r = r + a[i] * 5u + (b[i] ^ c[i]) - d[i];
	}
	return r;
}

/*
 * Every frame size in assembly, each register of the caller's window live
 * across the call (GCC emits only call8, and may leave some registers
 * dead). ctb_xtensa_win4(n) = sum of k*k + 1 for k = 1..n, keeping n
 * and n+1 live (a2, a3) across a call4. ctb_xtensa_win8(n) = sum of
 * k*k + 15, keeping n+1 .. n+5 live (a3..a7) across a call8.
 * ctb_xtensa_win12(n) = sum of
 * k*k + 45 for k = 1..n, keeping n+1 .. n+9 live (a3..a11) across a call12
 * and adding their differences from n (1 + 2 + ... + 9 = 45) afterwards,
 * so a register that came back wrong changes the result.
 */
uint32_t ctb_xtensa_win4(uint32_t n);
uint32_t ctb_xtensa_win8(uint32_t n);
uint32_t ctb_xtensa_win12(uint32_t n);

__asm__(
	"	.text\n"
	"	.align	4\n"
	"	.global	ctb_xtensa_win4\n"
	"	.type	ctb_xtensa_win4, @function\n"
	"ctb_xtensa_win4:\n"
	"	entry	a1, 32\n"
	"	beqz	a2, 1f\n"
	"	addi	a3, a2, 1\n"
	"	addi	a6, a2, -1\n"
	"	call4	ctb_xtensa_win4\n"
	"	mull	a4, a2, a2\n"
	"	add	a6, a6, a4\n"
	"	sub	a4, a3, a2\n"
	"	add	a2, a6, a4\n"
	"	retw\n"
	"1:	movi	a2, 0\n"
	"	retw\n"
	"	.size	ctb_xtensa_win4, . - ctb_xtensa_win4\n"
	"\n"
	"	.align	4\n"
	"	.global	ctb_xtensa_win8\n"
	"	.type	ctb_xtensa_win8, @function\n"
	"ctb_xtensa_win8:\n"
	"	entry	a1, 32\n"
	"	beqz	a2, 1f\n"
	"	addi	a3, a2, 1\n"
	"	addi	a4, a2, 2\n"
	"	addi	a5, a2, 3\n"
	"	addi	a6, a2, 4\n"
	"	addi	a7, a2, 5\n"
	"	addi	a10, a2, -1\n"
	"	call8	ctb_xtensa_win8\n"
	"	mull	a8, a2, a2\n"
	"	add	a10, a10, a8\n"
	"	add	a8, a3, a4\n"
	"	add	a8, a8, a5\n"
	"	add	a8, a8, a6\n"
	"	add	a8, a8, a7\n"
	"	add	a10, a10, a8\n"
	"	slli	a8, a2, 2\n"
	"	add	a8, a8, a2\n"
	"	sub	a2, a10, a8\n"
	"	retw\n"
	"1:	movi	a2, 0\n"
	"	retw\n"
	"	.size	ctb_xtensa_win8, . - ctb_xtensa_win8\n"
	"\n"
	"	.align	4\n"
	"	.global	ctb_xtensa_win12\n"
	"	.type	ctb_xtensa_win12, @function\n"
	"ctb_xtensa_win12:\n"
	"	entry	a1, 48\n"
	"	beqz	a2, 1f\n"
	"	addi	a3, a2, 1\n"
	"	addi	a4, a2, 2\n"
	"	addi	a5, a2, 3\n"
	"	addi	a6, a2, 4\n"
	"	addi	a7, a2, 5\n"
	"	addi	a8, a2, 6\n"
	"	addi	a9, a2, 7\n"
	"	addi	a10, a2, 8\n"
	"	addi	a11, a2, 9\n"
	"	addi	a14, a2, -1\n"
	"	call12	ctb_xtensa_win12\n"
	"	mull	a12, a2, a2\n"
	"	add	a14, a14, a12\n"
	"	add	a12, a3, a4\n"
	"	add	a12, a12, a5\n"
	"	add	a12, a12, a6\n"
	"	add	a12, a12, a7\n"
	"	add	a12, a12, a8\n"
	"	add	a12, a12, a9\n"
	"	add	a12, a12, a10\n"
	"	add	a12, a12, a11\n"
	"	add	a14, a14, a12\n"
	"	slli	a12, a2, 3\n"
	"	add	a12, a12, a2\n"
	"	sub	a2, a14, a12\n"
	"	retw\n"
	"1:	movi	a2, 0\n"
	"	retw\n"
	"	.size	ctb_xtensa_win12, . - ctb_xtensa_win12\n");

static uint32_t
squares(uint32_t n, uint32_t extra)
{
	uint32_t k, s = 0;

	for (k = 1; k <= n; k++) {
		s += k * k + extra;
	}
	return s;
}

/* n iterations (n > 0: loop runs 2^32 times for 0) of a two-instruction
 * body in a zero-overhead loop. */
static uint32_t
loop_sum(uint32_t n)
{
	uint32_t acc = 0, i = 0;

	__asm__ volatile(
		"loop	%[n], 1f\n\t"
		"addi	%[acc], %[acc], 3\n\t"
		"addi	%[i], %[i], 1\n"
		"1:"
		: [acc] "+r"(acc), [i] "+r"(i) : [n] "r"(n));
	return acc + i;
}

static uint32_t
ccount(void)
{
	uint32_t now;

	__asm__ volatile("rsr.ccount %0" : "=r"(now));
	return now;
}

/* The CCOUNT ticks of loop_sum(n). */
static uint32_t
loop_ticks(uint32_t n)
{
	uint32_t t0 = ccount();

	(void)loop_sum(n);
	return ccount() - t0;
}

int
ctb_xtensa_verify(void)
{
	volatile uint32_t depth = VERIFY_DEPTH, seed = 0x2545f491u;
	uint32_t i;

	for (i = 0; i < sizeof products / sizeof products[0]; i++) {
		uint64_t p = product(products[i].a, products[i].b);

		if (p != (((uint64_t)products[i].hi << 32) | products[i].lo)) {
			return VERIFY_PRODUCT;
		}
	}
	if (ctb_xtensa_deep(depth, seed) != deep_reference(depth, seed)) {
		return VERIFY_CALL8;
	}
	if (ctb_xtensa_win4(depth) != squares(depth, 1)) {
		return VERIFY_CALL4;
	}
	if (ctb_xtensa_win8(depth) != squares(depth, 15)) {
		return VERIFY_CALL8;
	}
	if (ctb_xtensa_win12(depth) != squares(depth, 45)) {
		return VERIFY_CALL12;
	}
	if (loop_sum(depth) != 4 * depth) {
		return VERIFY_LOOP;
	}
	return 0;
}

/* Under -icount shift=0 with the core at 1 GHz: 1000 more iterations of
 * the loop's two instructions are exactly 2000 more CCOUNT ticks (the back
 * edge of a zero-overhead loop executes nothing). Measured warm: the first
 * run of freshly translated code counts one instruction more (QEMU
 * re-translates the block that reads CCOUNT so that the read ends it; seen
 * with QEMU 7.2), which is why the harness's figures come from repeated
 * batches. */
int
ctb_xtensa_verify_counts(void)
{
	volatile uint32_t n1 = 1000, n2 = 2000;
	uint32_t t1, t2;

	(void)loop_ticks(n1);
	(void)loop_ticks(n2);
	t1 = loop_ticks(n1);
	t2 = loop_ticks(n2);
	return t2 - t1 == 2000 && t1 == loop_ticks(n1) ? 0 : VERIFY_COUNT;
}

#if defined(CTB_VERIFY_MAIN)
void ctb_bare_exit(int status) __attribute__((noreturn));

void
ctb_bare_exit(int status)
{
	for (;;) {
		ctb_simcall(CTB_SIMCALL_EXIT, status, 0, 0);
	}
}

int main(void);

int
main(void)
{
	static const char ok[] = "xtensa verify: ok\n";
	int bad = ctb_xtensa_verify();

	if (bad == 0) {
		bad = ctb_xtensa_verify_counts();
	}
	if (bad == 0) {
		ctb_simcall(CTB_SIMCALL_WRITE, 1, (long)ok, sizeof ok - 1);
	}
	return bad;
}
#endif
