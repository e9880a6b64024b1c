/*
 * shoup4-preshift: 4-bit Shoup GHASH in 32-bit words only (seed 004's
 * idea). Z lives in four word variables; the 16-bit reductions of last4
 * are stored already shifted to the top of a word (64 bytes instead of
 * 128), so a reduction costs one load and one xor into the top word, and
 * no 64-bit shift is ever split in two. Blocks are read with byte loads
 * (no unaligned access) and y stays in words across the blocks of one
 * update; each word of y ^ block gives its 8 nibbles from one register.
 * Z shifts a byte at a time: a second 16-entry table, i * H * x^4, takes
 * the low nibble of each byte (key 512 bytes).
 *
 * CT: NOT constant time. Each nibble of y ^ block (secret) indexes the
 * key's table and last4; see docs/ghash.md for where that is safe.
 */
#include "ghash_inner.h"

typedef struct preshift_key {
	uint32_t m[16][4];    /* i * H, as in ctb_ghash_table */
	uint32_t m4[16][4];   /* i * H * x^4 */
} preshift_key;

#define L4(v) ((uint32_t)(v) << 16)
static const uint32_t last4p[16] = {
	L4(0x0000), L4(0x1C20), L4(0x3840), L4(0x2460), L4(0x7080), L4(0x6CA0),
	L4(0x48C0), L4(0x54E0), L4(0xE100), L4(0xFD20), L4(0xD940), L4(0xC560),
	L4(0x9180), L4(0x8DA0), L4(0xA9C0), L4(0xB5E0)
};

static void
preshift_init(void *key, const uint8_t h[CTB_GHASH_BLOCK])
{
	preshift_key *k = key;
	size_t i, j;

	ctb_ghash_table(k->m, 4, h);
	for (i = 0; i < 16; i++) {
		for (j = 0; j < 4; j++)
			k->m4[i][j] = k->m[i][j];
		for (j = 0; j < 4; j++)
			ctb_ghash_mulx(k->m4[i]);
	}
}

/* Two Horner steps per byte b of w, in one: Z = (Z x^4 ^ m[lo]) x^4 ^
 * m[hi] = Z x^8 ^ m4[lo] ^ m[hi], so Z shifts once per byte (three funnel
 * shifts saved per byte on cores without a funnel instruction). The byte
 * leaving z3 is x^120..x^127: its high nibble reduces as in a 4-bit step
 * (last4p), its low nibble one nibble further (last4p >> 4, x^4 more; the
 * 11-bit reduction stays inside the word). */
#define STEP(w) do { \
		const uint32_t *t_ = m4[(w) & 0x0F]; \
		const uint32_t *u_ = m[((w) >> 4) & 0x0F]; \
		uint32_t r_ = last4p[(z3 >> 4) & 0x0F] ^ (last4p[z3 & 0x0F] >> 4); \
		z3 = (z3 >> 8) | (z2 << 24); \
		z2 = (z2 >> 8) | (z1 << 24); \
		z1 = (z1 >> 8) | (z0 << 24); \
		z0 = (z0 >> 8) ^ r_ ^ t_[0] ^ u_[0]; \
		z1 ^= t_[1] ^ u_[1]; \
		z2 ^= t_[2] ^ u_[2]; \
		z3 ^= t_[3] ^ u_[3]; \
		(w) >>= 8; \
	} while (0)

static void
preshift_update(const void *key, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *blocks,
	size_t n)
{
	const uint32_t (*m)[4] = ((const preshift_key *)key)->m;
	const uint32_t (*m4)[4] = ((const preshift_key *)key)->m4;
	uint32_t y0, y1, y2, y3, z0, z1, z2, z3, w;
	const uint32_t *t, *u;

	y0 = ctb_ghash_be32(y);
	y1 = ctb_ghash_be32(y + 4);
	y2 = ctb_ghash_be32(y + 8);
	y3 = ctb_ghash_be32(y + 12);
	for (; n > 0; n--, blocks += CTB_GHASH_BLOCK) {
		/* byte 15 (x^120..x^127) starts Z: no shift before it */
		w = y3 ^ ctb_ghash_be32(blocks + 12);
		t = m4[w & 0x0F];
		u = m[(w >> 4) & 0x0F];
		z0 = t[0] ^ u[0];
		z1 = t[1] ^ u[1];
		z2 = t[2] ^ u[2];
		z3 = t[3] ^ u[3];
		w >>= 8;
		STEP(w); STEP(w); STEP(w);
		w = y2 ^ ctb_ghash_be32(blocks + 8);
		STEP(w); STEP(w); STEP(w); STEP(w);
		w = y1 ^ ctb_ghash_be32(blocks + 4);
		STEP(w); STEP(w); STEP(w); STEP(w);
		w = y0 ^ ctb_ghash_be32(blocks);
		STEP(w); STEP(w); STEP(w); STEP(w);
		y0 = z0;
		y1 = z1;
		y2 = z2;
		y3 = z3;
	}
	ctb_ghash_put_be32(y, y0);
	ctb_ghash_put_be32(y + 4, y1);
	ctb_ghash_put_be32(y + 8, y2);
	ctb_ghash_put_be32(y + 12, y3);
}

const ctb_ghash_impl ctb_ghash_shoup4_preshift = {
	"shoup4-preshift", sizeof(preshift_key), preshift_init, preshift_update
};
