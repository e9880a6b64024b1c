/*
 * ctmul: constant-time GHASH by integer multiplication.
 *
 * A carry-less 32 x 32 -> 64 product comes from sixteen integer ones: each
 * operand is split into four words that keep every 4th bit (masks
 * 0x11111111 << i), so in a product of two such words a result position
 * collects at most 8 one-bit terms, a count below 16 that fits in the 3
 * zero bits ("holes") above it without reaching the next position of the
 * same class. The products whose classes add up to k (mod 4) are xored
 * (parities add), and mask k keeps their class. Two Karatsuba levels make
 * 128 x 128 -> 256 from nine such products; H's nine operands are split
 * once, in init.
 *
 * Representation: a block read as four big-endian words is the 128-bit
 * integer with x^0 at its top bit (ghash_inner.h), i.e. the bit reversal
 * of the polynomial; the integer product of two reversed operands is the
 * reversed 255-bit product, which one left shift aligns so that its top
 * 128 bits are x^0..x^127 and its bottom 128 bits x^128..x^255. Those fold
 * back by x^128 = 1 + x + x^2 + x^7 (right shifts by 0, 1, 2, 7), after
 * the bits those shifts drop (x^256..x^262) were folded into x^128..x^134.
 *
 * CT: no secret-dependent branch or address; the time depends on n only,
 * provided the core's multiplier takes a fixed time (true of the cores
 * ctbench targets; not of e.g. Cortex-M3's early-terminating UMULL).
 */
#include "ghash_inner.h"

/*
 * Cores without a 32 x 32 -> 64 multiply (the ESP8266's LX106: no MULUH;
 * GCC would call a library routine for each of the 144 products) build
 * each 32 x 32 product by Karatsuba from three 16 x 16 -> 32 ones, which a
 * 32-bit multiply gives whole. With 16-bit operands a position collects at
 * most 6 terms, so three classes (every 3rd bit, two holes) suffice: 9
 * multiplications per 16-bit product, 27 per 32-bit one.
 */
#if defined(CTB_GHASH_CTMUL_MUL16)   /* forced, to test this path natively */
#define CTMUL_MUL16 1
#elif defined(__XTENSA__) || defined(__xtensa__)
#if defined(__has_include)
#if __has_include(<xtensa/config/core-isa.h>)
#include <xtensa/config/core-isa.h>
#endif
#endif
#if !(defined(XCHAL_HAVE_MUL32_HIGH) && XCHAL_HAVE_MUL32_HIGH)
#define CTMUL_MUL16 1
#endif
#endif

/* -Os would call these once per product; inlined, the operands stay in
 * registers. */
#if defined(__GNUC__)
#define CTMUL_INLINE static inline __attribute__((always_inline))
#else
#define CTMUL_INLINE static inline
#endif

#ifdef CTMUL_MUL16
/* words per split operand: its low half, high half and their xor, each in
 * three classes */
#define KW 9
#else
#define KW 4   /* four classes */
#endif

typedef struct ctmul_key {
	/* H's nine Karatsuba operands (see ctmul_split), split */
	uint32_t h[9][KW];
} ctmul_key;

#define M32 0x11111111u
#define M64 0x1111111111111111u

#ifdef CTMUL_MUL16
#define T16 0x9249u        /* bits 0, 3, ..., 15 of a 16-bit half */
#define T32 0x49249249u    /* bits 0, 3, ..., 30 of a product */

/* The carry-less product of the 16-bit x and the split 16-bit y
 * (y[i] = Y & the class i mask, classes by bit position mod 3). */
CTMUL_INLINE uint32_t
bmul16(uint32_t x, const uint32_t y[3])
{
	uint32_t x0 = x & T16, x1 = x & (T16 >> 2), x2 = x & (T16 >> 1);
	uint32_t z0, z1, z2;

	/* T16 >> 2 = 0x2492 (bits 1, 4, ..), T16 >> 1 = 0x4924 (bits 2, 5, ..) */
	z0 = (x0 * y[0]) ^ (x1 * y[2]) ^ (x2 * y[1]);
	z1 = (x0 * y[1]) ^ (x1 * y[0]) ^ (x2 * y[2]);
	z2 = (x0 * y[2]) ^ (x1 * y[1]) ^ (x2 * y[0]);
	return (z0 & T32) | (z1 & (T32 << 1)) | (z2 & (T32 << 2));
}

/* 32 x 32 -> 64 from three 16 x 16 products (Karatsuba); y holds the
 * split low half, high half and their xor. */
CTMUL_INLINE uint64_t
bmul32(uint32_t x, const uint32_t y[KW])
{
	uint32_t xl = x & 0xFFFF, xh = x >> 16;
	uint32_t p0 = bmul16(xl, y), p2 = bmul16(xh, y + 3);
	uint32_t p1 = bmul16(xl ^ xh, y + 6) ^ p0 ^ p2;

	return (((uint64_t)p2 << 32) | p0) ^ ((uint64_t)p1 << 16);
}

/* the split of one 32-bit operand of H */
static void
ctmul_split_key(uint32_t k[KW], uint32_t s)
{
	uint32_t half[3];
	size_t i;

	half[0] = s & 0xFFFF;
	half[1] = s >> 16;
	half[2] = half[0] ^ half[1];
	for (i = 0; i < 3; i++) {
		k[3 * i] = half[i] & T16;
		k[3 * i + 1] = half[i] & (T16 >> 2);
		k[3 * i + 2] = half[i] & (T16 >> 1);
	}
}
#else
/* The carry-less product of x and the split word y (y[i] = Y & M32 << i). */
CTMUL_INLINE uint64_t
bmul32(uint32_t x, const uint32_t y[KW])
{
	uint32_t x0 = x & M32, x1 = x & (M32 << 1), x2 = x & (M32 << 2), x3 = x & (M32 << 3);
	uint64_t z0, z1, z2, z3;

	z0 = ((uint64_t)x0 * y[0]) ^ ((uint64_t)x1 * y[3]) ^ ((uint64_t)x2 * y[2])
		^ ((uint64_t)x3 * y[1]);
	z1 = ((uint64_t)x0 * y[1]) ^ ((uint64_t)x1 * y[0]) ^ ((uint64_t)x2 * y[3])
		^ ((uint64_t)x3 * y[2]);
	z2 = ((uint64_t)x0 * y[2]) ^ ((uint64_t)x1 * y[1]) ^ ((uint64_t)x2 * y[0])
		^ ((uint64_t)x3 * y[3]);
	z3 = ((uint64_t)x0 * y[3]) ^ ((uint64_t)x1 * y[2]) ^ ((uint64_t)x2 * y[1])
		^ ((uint64_t)x3 * y[0]);
	return (z0 & M64) | (z1 & (M64 << 1)) | (z2 & (M64 << 2)) | (z3 & (M64 << 3));
}

static void
ctmul_split_key(uint32_t k[KW], uint32_t s)
{
	size_t j;

	for (j = 0; j < 4; j++)
		k[j] = s & (M32 << j);
}
#endif

/* The nine 32-bit operands of a 128-bit one v (v[0] least significant):
 * for each 64-bit Karatsuba operand (low, high, low ^ high) its low word,
 * its high word and their xor. */
static void
ctmul_split(uint32_t s[9], const uint32_t v[4])
{
	uint32_t m0 = v[0] ^ v[2], m1 = v[1] ^ v[3];

	s[0] = v[0];
	s[1] = v[1];
	s[2] = v[0] ^ v[1];
	s[3] = v[2];
	s[4] = v[3];
	s[5] = v[2] ^ v[3];
	s[6] = m0;
	s[7] = m1;
	s[8] = m0 ^ m1;
}

void
ctb_ghash_ctmul_init(void *key, const uint8_t h[CTB_GHASH_BLOCK])
{
	ctmul_key *k = key;
	uint32_t v[4], s[9];
	size_t i;

	for (i = 0; i < 4; i++)
		v[i] = ctb_ghash_be32(h + 12 - 4 * i);
	ctmul_split(s, v);
	for (i = 0; i < 9; i++)
		ctmul_split_key(k->h[i], s[i]);
}

/* 64 x 64 -> 128 (lo, hi) by Karatsuba: a0 * b0, a1 * b1, and the middle
 * (a0 ^ a1)(b0 ^ b1) minus both. a[2] is a0 ^ a1. */
CTMUL_INLINE void
kmul64(uint64_t *lo, uint64_t *hi, const uint32_t a[3], const uint32_t b[3][KW])
{
	uint64_t p0 = bmul32(a[0], b[0]);
	uint64_t p2 = bmul32(a[1], b[1]);
	uint64_t p1 = bmul32(a[2], b[2]) ^ p0 ^ p2;

	*lo = p0 ^ (p1 << 32);
	*hi = p2 ^ (p1 >> 32);
}

static void
ctmul_mul(const ctmul_key *k, uint32_t v[4])
{
	uint32_t s[9];
	uint64_t l0, l1, h0, h1, m0, m1, r0, r1, r2, r3, e;

	ctmul_split(s, v);
	kmul64(&l0, &l1, s, k->h);
	kmul64(&h0, &h1, s + 3, k->h + 3);
	kmul64(&m0, &m1, s + 6, k->h + 6);
	m0 ^= l0 ^ h0;
	m1 ^= l1 ^ h1;
	r0 = l0;
	r1 = l1 ^ m0;
	r2 = h0 ^ m1;
	r3 = h1;

	/* align: x^0 to the top bit of r3 */
	r3 = (r3 << 1) | (r2 >> 63);
	r2 = (r2 << 1) | (r1 >> 63);
	r1 = (r1 << 1) | (r0 >> 63);
	r0 <<= 1;

	/* fold x^128..x^255 (r1:r0): first the bits the shifts below drop */
	e = (r0 << 63) ^ (r0 << 62) ^ (r0 << 57);
	r1 ^= e;
	r3 ^= r1 ^ (r1 >> 1) ^ (r1 >> 2) ^ (r1 >> 7);
	r2 ^= r0 ^ (r0 >> 1) ^ (r0 >> 2) ^ (r0 >> 7)
		^ (r1 << 63) ^ (r1 << 62) ^ (r1 << 57);

	v[0] = (uint32_t)r2;
	v[1] = (uint32_t)(r2 >> 32);
	v[2] = (uint32_t)r3;
	v[3] = (uint32_t)(r3 >> 32);
}

void
ctb_ghash_ctmul_update(const void *key, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *blocks, size_t n)
{
	uint32_t v[4];
	size_t i;

	/* v[0] is the least significant word: bytes 12..15 */
	for (i = 0; i < 4; i++)
		v[i] = ctb_ghash_be32(y + 12 - 4 * i);
	for (; n > 0; n--, blocks += CTB_GHASH_BLOCK) {
		for (i = 0; i < 4; i++)
			v[i] ^= ctb_ghash_be32(blocks + 12 - 4 * i);
		ctmul_mul(key, v);
	}
	for (i = 0; i < 4; i++)
		ctb_ghash_put_be32(y + 12 - 4 * i, v[i]);
}

const ctb_ghash_impl ctb_ghash_ctmul = {
	"ctmul", sizeof(ctmul_key), ctb_ghash_ctmul_init, ctb_ghash_ctmul_update
};
