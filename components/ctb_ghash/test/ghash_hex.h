/*
 * Hex operands for the ctb_ghash tests.
 */
#ifndef CTB_GHASH_HEX_H
#define CTB_GHASH_HEX_H

#include <stddef.h>
#include <stdint.h>

/* out = the bytes of the hex string s (even length, lowercase); returns
 * the number of bytes. */
static inline size_t
ghash_unhex(uint8_t *out, const char *s)
{
	size_t n = 0;
	int i;

	for (; s[0] != '\0' && s[1] != '\0'; s += 2) {
		uint8_t b = 0;

		for (i = 0; i < 2; i++) {
			char c = s[i];

			b = (uint8_t)(b << 4);
			b |= (uint8_t)(c <= '9' ? c - '0' : c - 'a' + 10);
		}
		out[n++] = b;
	}
	return n;
}

#endif
