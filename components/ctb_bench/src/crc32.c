#include "inner.h"

/* CRC-32 (IEEE 802.3, reflected, as zlib.crc32). Bitwise: protocol lines are
 * written outside the timed region, so 1 KiB of table buys nothing. */
uint32_t
ctb_crc32(const char *buf, size_t len)
{
	uint32_t crc = 0xFFFFFFFFu;
	size_t i;
	int k;

	for (i = 0; i < len; i++) {
		crc ^= (uint8_t)buf[i];
		for (k = 0; k < 8; k++) {
			crc = (crc >> 1) ^ (0xEDB88320u & (0u - (crc & 1u)));
		}
	}
	return ~crc;
}
