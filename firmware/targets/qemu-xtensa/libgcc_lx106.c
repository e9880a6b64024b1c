/*
 * The libgcc helpers that Debian's lx106 toolchain lacks (the ESP8266 ROM
 * normally provides them). The lx106 core multiplies 32x32 -> low 32 bits
 * (MUL32) but has no MUL32_HIGH, so every 32x32 -> 64 product the compiler
 * wants becomes a call to __muldi3.
 *
 * __muldi3 sees secret limbs (ctb_mpi_mla), so it is branch-free with a
 * fixed instruction count: the carries are computed with bit logic, never a
 * comparison, which the lx106 (no SALTU) would turn into a branch. Its
 * calls are counted in ctb_lx106_products, so a report can estimate what
 * an ESP32 (mull + muluh, 2 instructions a product) would have executed.
 *
 * The divisions serve printing and other public values only: they are
 * plain shift-and-subtract loops, variable time by design.
 */
#include <stdint.h>

uint32_t ctb_lx106_products;

/* The carry out of x + y, given s = x + y mod 2^32: bit logic only. */
static inline uint32_t
carry(uint32_t x, uint32_t y, uint32_t s)
{
	return ((x & y) | ((x | y) & ~s)) >> 31;
}

/* x * y as a 64-bit value from four 16x16 products, each exact in 32 bits. */
static inline uint64_t
mul32x32(uint32_t x, uint32_t y)
{
	uint32_t xl = x & 0xffff, xh = x >> 16, yl = y & 0xffff, yh = y >> 16;
	uint32_t ll = xl * yl, lh = xl * yh, hl = xh * yl, hh = xh * yh;
	uint32_t mid = lh + hl;
	uint32_t c1 = carry(lh, hl, mid);
	uint32_t lo = ll + (mid << 16);
	uint32_t c2 = carry(ll, mid << 16, lo);
	uint32_t hi = hh + (mid >> 16) + (c1 << 16) + c2;

	return ((uint64_t)hi << 32) | lo;
}

uint64_t __muldi3(uint64_t a, uint64_t b);

uint64_t
__muldi3(uint64_t a, uint64_t b)
{
	uint32_t a0 = (uint32_t)a, a1 = (uint32_t)(a >> 32);
	uint32_t b0 = (uint32_t)b, b1 = (uint32_t)(b >> 32);
	uint64_t p = mul32x32(a0, b0);

	ctb_lx106_products++;
	/* The cross terms only reach the high word: their low 32 bits suffice,
	 * which MUL32 gives directly. */
	return p + ((uint64_t)(a0 * b1 + a1 * b0) << 32);
}

uint32_t __udivsi3(uint32_t n, uint32_t d);
uint32_t __umodsi3(uint32_t n, uint32_t d);
int32_t __divsi3(int32_t n, int32_t d);
int32_t __modsi3(int32_t n, int32_t d);
uint64_t __udivdi3(uint64_t n, uint64_t d);
uint64_t __umoddi3(uint64_t n, uint64_t d);

/* Quotient and remainder by restoring division; d == 0 gives all-ones and n,
 * as the hardware dividers of other cores do, rather than a trap. */
static uint64_t
udivmod64(uint64_t n, uint64_t d, uint64_t *rem)
{
	uint64_t q = 0, r = 0;
	int i;

	if (d == 0) {
		*rem = n;
		return ~(uint64_t)0;
	}
	for (i = 63; i >= 0; i--) {
		r = (r << 1) | ((n >> i) & 1);
		if (r >= d) {
			r -= d;
			q |= (uint64_t)1 << i;
		}
	}
	*rem = r;
	return q;
}

static uint32_t
udivmod32(uint32_t n, uint32_t d, uint32_t *rem)
{
	uint32_t q = 0, r = 0;
	int i;

	if (d == 0) {
		*rem = n;
		return ~(uint32_t)0;
	}
	for (i = 31; i >= 0; i--) {
		r = (r << 1) | ((n >> i) & 1);
		if (r >= d) {
			r -= d;
			q |= (uint32_t)1 << i;
		}
	}
	*rem = r;
	return q;
}

uint32_t
__udivsi3(uint32_t n, uint32_t d)
{
	uint32_t r;

	return udivmod32(n, d, &r);
}

uint32_t
__umodsi3(uint32_t n, uint32_t d)
{
	uint32_t r;

	udivmod32(n, d, &r);
	return r;
}

/* C's signed division truncates toward zero; the remainder takes the sign
 * of the dividend. */
int32_t
__divsi3(int32_t n, int32_t d)
{
	uint32_t r;
	uint32_t un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n;
	uint32_t ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;
	uint32_t q = udivmod32(un, ud, &r);

	return (int32_t)((n < 0) != (d < 0) ? 0u - q : q);
}

int32_t
__modsi3(int32_t n, int32_t d)
{
	uint32_t r;
	uint32_t un = n < 0 ? 0u - (uint32_t)n : (uint32_t)n;
	uint32_t ud = d < 0 ? 0u - (uint32_t)d : (uint32_t)d;

	udivmod32(un, ud, &r);
	return (int32_t)(n < 0 ? 0u - r : r);
}

uint64_t
__udivdi3(uint64_t n, uint64_t d)
{
	uint64_t r;

	return udivmod64(n, d, &r);
}

uint64_t
__umoddi3(uint64_t n, uint64_t d)
{
	uint64_t r;

	udivmod64(n, d, &r);
	return r;
}
