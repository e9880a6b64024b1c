/*
 * The Shoup table shared by the shoup4, shoup4-preshift and shoup8
 * variants' init.
 */
#include "ghash_inner.h"

void
ctb_ghash_table(uint32_t (*m)[4], unsigned bits, const uint8_t h[CTB_GHASH_BLOCK])
{
	size_t n = (size_t)1 << bits, i, j, k;
	uint32_t v[4];

	for (k = 0; k < 4; k++) {
		v[k] = ctb_ghash_be32(h + 4 * k);
		m[0][k] = 0;
	}
	/* powers: m[n/2] = H, m[n/4] = H x, ..., m[1] = H x^(bits-1) */
	for (i = n >> 1; i > 0; i >>= 1) {
		for (k = 0; k < 4; k++)
			m[i][k] = v[k];
		ctb_ghash_mulx(v);
	}
	/* every other index i = p + j with p its top power and j < p */
	for (i = 2; i < n; i <<= 1) {
		for (j = 1; j < i; j++) {
			for (k = 0; k < 4; k++)
				m[i + j][k] = m[i][k] ^ m[j][k];
		}
	}
}
