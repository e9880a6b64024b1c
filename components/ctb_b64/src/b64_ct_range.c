/*
 * Variant "ct-range": the value of a character from compares against the
 * boundaries of its ranges, four characters at a time, one per byte lane
 * of a 32-bit word (SWAR). No load depends on the text and no branch
 * either: the same instructions run whatever the characters are.
 *
 * Lanes: x = c & 0x7f (the top bit, set for c >= 0x80, is an error on its
 * own). For a boundary b in 1..128, x + (0x80 - b) stays below 0x100 for
 * every x <= 0x7f, so nothing carries into the next lane, and its bit 7
 * is set exactly when x >= b: G(b) below, 0x80 in each lane where x >= b.
 *
 * The alphabet: '+' 43 -> 62, '/' 47 -> 63, '0'..'9' 48..57 -> 52..61,
 * 'A'..'Z' 65..90 -> 0..25, 'a'..'z' 97..122 -> 26..51, so
 *
 *   valid  = [43,44) | [47,58) | [65,91) | [97,123)
 *   value  = x + 19 - 3 [x>=47] - 12 [x>=48] - 69 [x>=65] - 6 [x>=97]
 *
 * (a lane in [lo, hi) is G(lo) ^ G(hi), as G(lo) covers G(hi)). For every
 * x in 0..127 the value's partial sums stay in 0..146: no lane borrows
 * from or carries into its neighbour, so the word arithmetic is exact per
 * lane, valid or not.
 */
#include "b64_internal.h"

#define LANES(b) ((uint32_t)(b) * 0x01010101u)
#define TOPS 0x80808080u

/* G(b): 0x80 in the lanes of x where x >= b. */
#define GE(x, b) (((x) + LANES(0x80 - (b))) & TOPS)

/* The 6-bit values of the four characters of w, one per lane; error
 * lanes (0x80 set) OR-ed into *err. */
static inline uint32_t
b64_ct_range_word(uint32_t w, uint32_t *err)
{
	uint32_t x = w & ~TOPS;
	uint32_t g43 = GE(x, 43), g44 = GE(x, 44), g47 = GE(x, 47), g48 = GE(x, 48);
	uint32_t g58 = GE(x, 58), g65 = GE(x, 65), g91 = GE(x, 91), g97 = GE(x, 97);
	uint32_t g123 = GE(x, 123);
	uint32_t valid = (g43 ^ g44) | (g47 ^ g58) | (g65 ^ g91) | (g97 ^ g123);

	*err |= (valid ^ TOPS) | (w & TOPS);
	/* (g >> 7) is 1 per lane where set: times a step below 0x100 it
	 * stays in its lane; the four steps sum to at most 90. */
	return x + LANES(19) - ((g47 >> 7) * 3 + (g48 >> 7) * 12 + (g65 >> 7) * 69
		+ (g97 >> 7) * 6);
}

/* One character: the other lanes hold 'A', which is valid. */
uint32_t
b64_ct_range_char(uint32_t c, uint32_t *err)
{
	return b64_ct_range_word((c & 0xff) | 0x41414100u, err) & 0xff;
}

uint32_t
b64_ct_range_groups(const unsigned char *src, size_t groups, uint8_t *dst)
{
	uint32_t err = 0;

	while (groups-- > 0) {
		uint32_t v = b64_ct_range_word(b64_load4(src), &err);

		/* v0 v1 v2 v3 (6 bits each, lanes 0..3) -> 24 bits, v0 first */
		dst[0] = (uint8_t)((v << 2) | ((v >> 12) & 0x03));
		dst[1] = (uint8_t)(((v >> 4) & 0xf0) | ((v >> 18) & 0x0f));
		dst[2] = (uint8_t)(((v >> 10) & 0xc0) | (v >> 24));
		src += 4;
		dst += 3;
	}
	return err;
}
