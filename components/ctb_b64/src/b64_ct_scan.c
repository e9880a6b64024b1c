/*
 * Variant "ct-scan": for every character, every one of the 64 alphabet
 * entries is read and compared with masks (seed 003: the constant-time
 * table scan that made certificate parsing about 40x slower). The
 * addresses read do not depend on the text; the cost is 64 compares per
 * character.
 */
#include "ctb_ct.h"
#include "b64_internal.h"

static const char b64_alphabet[64] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

uint32_t
b64_ct_scan_char(uint32_t c, uint32_t *err)
{
	uint32_t v = 0, found = 0, i;

	for (i = 0; i < 64; i++) {
		uint32_t m = ctb_ct_eq(c, (uint8_t)b64_alphabet[i]);

		v |= m & i;
		found |= m;
	}
	*err |= ~found & 1;
	return v;
}

uint32_t
ctb_b64_ct_scan_groups(const unsigned char *src, size_t groups, uint8_t *dst)
{
	uint32_t err = 0;

	while (groups-- > 0) {
		uint32_t w = (b64_ct_scan_char(src[0], &err) << 18)
			| (b64_ct_scan_char(src[1], &err) << 12)
			| (b64_ct_scan_char(src[2], &err) << 6)
			| b64_ct_scan_char(src[3], &err);

		dst[0] = (uint8_t)(w >> 16);
		dst[1] = (uint8_t)(w >> 8);
		dst[2] = (uint8_t)w;
		src += 4;
		dst += 3;
	}
	return err;
}
