#include "ctb_ct.h"

void
ctb_ct_copy(uint32_t *dst, const uint32_t *src, size_t n, uint32_t m)
{
	size_t i;

#ifdef CTB_CT_PLAIN
	/* The negative control: whether anything is written depends on m. */
	if (m) {
		for (i = 0; i < n; i++) {
			dst[i] = src[i];
		}
	}
#else
	for (i = 0; i < n; i++) {
		dst[i] = ctb_ct_select(m, src[i], dst[i]);
	}
#endif
}
