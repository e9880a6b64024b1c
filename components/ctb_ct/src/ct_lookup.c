#include "ctb_ct.h"

void
ctb_ct_lookup(uint32_t *out, const uint32_t *table, size_t count, size_t width,
	uint32_t index)
{
	size_t j;

#ifdef CTB_CT_PLAIN
	/* The negative control: the address read depends on the index. */
	for (j = 0; j < width; j++) {
		out[j] = index < count ? table[index * width + j] : 0;
	}
#else
	size_t k;

	for (j = 0; j < width; j++) {
		out[j] = 0;
	}
	/* Every entry is read; the one wanted is kept by its mask. The loop
	 * runs over the public count, never over the index. */
	for (k = 0; k < count; k++) {
		uint32_t m = ctb_ct_eq((uint32_t)k, index);

		for (j = 0; j < width; j++) {
			out[j] |= ctb_ct_if_else_0(m, table[k * width + j]);
		}
	}
#endif
}
