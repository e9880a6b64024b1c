/*
 * Variant "table": one load from a 256-entry table per character. The
 * address of that load is the character: the text leaks through the
 * data cache and bus timing (CVE-2021-24119). Fast; for public text only.
 */
#include "b64_internal.h"

/* 0..63 for the alphabet, 0xff elsewhere: the top bit marks an error. */
static const uint8_t b64_dec_table[256] = {
#define X 0xff
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, 62, X, X, X, 63,
	52, 53, 54, 55, 56, 57, 58, 59, 60, 61, X, X, X, X, X, X,
	X, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14,
	15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, X, X, X, X, X,
	X, 26, 27, 28, 29, 30, 31, 32, 33, 34, 35, 36, 37, 38, 39, 40,
	41, 42, 43, 44, 45, 46, 47, 48, 49, 50, 51, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
	X, X, X, X, X, X, X, X, X, X, X, X, X, X, X, X,
#undef X
};

uint32_t
b64_table_char(uint32_t c, uint32_t *err)
{
	uint32_t v = b64_dec_table[c & 0xff];

	*err |= v & 0x80;
	return v & 0x3f;
}

uint32_t
b64_table_groups(const unsigned char *src, size_t groups, uint8_t *dst)
{
	uint32_t err = 0;

	while (groups-- > 0) {
		uint32_t a = b64_dec_table[src[0]], b = b64_dec_table[src[1]];
		uint32_t c = b64_dec_table[src[2]], d = b64_dec_table[src[3]];
		uint32_t w = (a << 18) | (b << 12) | (c << 6) | d;

		/* the error bits are OR-ed, not tested: no early exit */
		err |= a | b | c | d;
		dst[0] = (uint8_t)(w >> 16);
		dst[1] = (uint8_t)(w >> 8);
		dst[2] = (uint8_t)w;
		src += 4;
		dst += 3;
	}
	return err & 0x80;
}
