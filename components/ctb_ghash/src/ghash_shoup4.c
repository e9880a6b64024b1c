/*
 * shoup4: the classic 4-bit Shoup GHASH (the layout mbedTLS and ESP-IDF's
 * GCM used before seed 004): Z as two 64-bit halves, a 16-entry table of
 * H multiples split into high and low halves, and a 128-byte last4 table
 * of 64-bit entries holding the 16-bit reduction, shifted into place at
 * each use. On 32-bit cores every 64-bit operation is a pair of them:
 * the baseline the preshifted variant improves on.
 *
 * CT: NOT constant time. Each nibble of y ^ block (secret) indexes the
 * key's tables and last4; see docs/ghash.md for where that is safe.
 */
#include "ghash_inner.h"

typedef struct shoup4_key {
	uint64_t hh[16];   /* top halves of i * H */
	uint64_t hl[16];   /* bottom halves */
} shoup4_key;

static const uint64_t last4[16] = { CTB_GHASH_LAST4 };

static void
shoup4_init(void *key, const uint8_t h[CTB_GHASH_BLOCK])
{
	shoup4_key *k = key;
	uint32_t m[16][4];
	size_t i;

	ctb_ghash_table(m, 4, h);
	for (i = 0; i < 16; i++) {
		k->hh[i] = ((uint64_t)m[i][0] << 32) | m[i][1];
		k->hl[i] = ((uint64_t)m[i][2] << 32) | m[i][3];
	}
}

/* Horner over the 32 nibbles from the last (x^124..x^127) to the first:
 * Z = Z * x^4 ^ m[nibble], the shift dropping 4 bits that last4 folds
 * back into the top. */
static void
shoup4_mul(const shoup4_key *k, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *x)
{
	uint64_t zh, zl;
	unsigned lo, hi, rem;
	int i;

	lo = x[15] & 0x0F;
	hi = x[15] >> 4;
	zh = k->hh[lo];
	zl = k->hl[lo];
	for (i = 15; i >= 0; i--) {
		lo = x[i] & 0x0F;
		hi = x[i] >> 4;
		if (i != 15) {
			rem = (unsigned)zl & 0x0F;
			zl = (zh << 60) | (zl >> 4);
			zh = (zh >> 4) ^ (last4[rem] << 48);
			zh ^= k->hh[lo];
			zl ^= k->hl[lo];
		}
		rem = (unsigned)zl & 0x0F;
		zl = (zh << 60) | (zl >> 4);
		zh = (zh >> 4) ^ (last4[rem] << 48);
		zh ^= k->hh[hi];
		zl ^= k->hl[hi];
	}
	ctb_ghash_put_be32(y, (uint32_t)(zh >> 32));
	ctb_ghash_put_be32(y + 4, (uint32_t)zh);
	ctb_ghash_put_be32(y + 8, (uint32_t)(zl >> 32));
	ctb_ghash_put_be32(y + 12, (uint32_t)zl);
}

static void
shoup4_update(const void *key, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *blocks, size_t n)
{
	uint8_t x[CTB_GHASH_BLOCK];
	size_t i;

	while (n-- > 0) {
		for (i = 0; i < CTB_GHASH_BLOCK; i++)
			x[i] = y[i] ^ blocks[i];
		shoup4_mul(key, y, x);
		blocks += CTB_GHASH_BLOCK;
	}
}

const ctb_ghash_impl ctb_ghash_shoup4 = {
	"shoup4", sizeof(shoup4_key), shoup4_init, shoup4_update
};
