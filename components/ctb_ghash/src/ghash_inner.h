/*
 * ctb_ghash internals: byte order helpers and the reduction constants the
 * table variants share.
 *
 * Bit order (SP 800-38D, 6.3): bit 0 of a block, the most significant bit
 * of byte 0, is the coefficient of x^0; the least significant bit of byte
 * 15 that of x^127. Read as four big-endian words w[0..3], a block is the
 * 128-bit integer w[0]:w[1]:w[2]:w[3] with x^0 at its top bit, so
 * multiplying by x is a right shift, and the bit shifted out of w[3] is
 * x^128 = 1 + x + x^2 + x^7, put back as 0xE1 in the top byte.
 */
#ifndef CTB_GHASH_INNER_H
#define CTB_GHASH_INNER_H

#include <stddef.h>
#include <stdint.h>

#include "ctb_ghash.h"

/* Byte loads and stores only: no variant relies on unaligned word access
 * (Xtensa and RV32 cores fault or trap on it). */
static inline uint32_t
ctb_ghash_be32(const uint8_t *p)
{
	return ((uint32_t)p[0] << 24) | ((uint32_t)p[1] << 16) | ((uint32_t)p[2] << 8)
		| (uint32_t)p[3];
}

static inline void
ctb_ghash_put_be32(uint8_t *p, uint32_t x)
{
	p[0] = (uint8_t)(x >> 24);
	p[1] = (uint8_t)(x >> 16);
	p[2] = (uint8_t)(x >> 8);
	p[3] = (uint8_t)x;
}

/* v = v * x in the word representation above. CT: the reduction is a mask,
 * not a branch (used by the init functions, where H is secret too). */
static inline void
ctb_ghash_mulx(uint32_t v[4])
{
	uint32_t carry = (uint32_t)0 - (v[3] & 1);

	v[3] = (v[3] >> 1) | (v[2] << 31);
	v[2] = (v[2] >> 1) | (v[1] << 31);
	v[1] = (v[1] >> 1) | (v[0] << 31);
	v[0] = (v[0] >> 1) ^ (carry & 0xE1000000);
}

/* ctmul's init and update, by name: the disassembly audit examines them
 * (ctb_ct/ctcheck/ct_functions.h); everyone else calls ctb_ghash_ctmul's. */
void ctb_ghash_ctmul_init(void *key, const uint8_t h[CTB_GHASH_BLOCK]);
void ctb_ghash_ctmul_update(const void *key, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *blocks,
	size_t n);

/* Shoup table of 2^bits entries of 4 words: m[i] = i * H, where the top
 * bit of the index i is the coefficient of x^0. m[0] = 0, m[top] = H,
 * halving the index multiplies by x, and sums fill the rest. */
void ctb_ghash_table(uint32_t (*m)[4], unsigned bits, const uint8_t h[CTB_GHASH_BLOCK]);

/* The reduction of the 4 bits a right shift by 4 drops: r (x^124..x^127
 * in its bits 3..0) times x^4, folded by x^128 = 1 + x + x^2 + x^7 into
 * x^0..x^10, i.e. the top 16 bits of w[0]. Entry r is the xor of
 * 0xE100 >> (3 - b) over the set bits b of r. */
#define CTB_GHASH_LAST4 \
	0x0000, 0x1C20, 0x3840, 0x2460, 0x7080, 0x6CA0, 0x48C0, 0x54E0, \
	0xE100, 0xFD20, 0xD940, 0xC560, 0x9180, 0x8DA0, 0xA9C0, 0xB5E0

#endif
