/* The heap and RNG the benchmarks give mbedTLS (ref.h). */
#include "ref_mbedtls.h"
#include "ref.h"

#if defined(MBEDTLS_MEMORY_BUFFER_ALLOC_C)
#include "mbedtls/memory_buffer_alloc.h"
#endif

#ifndef CTB_REF_HEAP_BYTES
/* P-256 verify peaks near 10 KiB with the default window; room to spare. */
#define CTB_REF_HEAP_BYTES 32768
#endif

void
ctb_ref_heap_init(void)
{
#if defined(MBEDTLS_MEMORY_BUFFER_ALLOC_C)
	/* Aligned for any limb type mbedTLS may use. */
	static uint64_t heap[CTB_REF_HEAP_BYTES / sizeof(uint64_t)];
	static int done;

	if (!done) {
		mbedtls_memory_buffer_alloc_init((unsigned char *)heap, sizeof heap);
		done = 1;
	}
#endif
}

int
ctb_ref_rng(void *ctx, unsigned char *out, size_t len)
{
	uint32_t *state = ctx, x = *state;
	size_t i;

	for (i = 0; i < len; i++) {
		x ^= x << 13;
		x ^= x >> 17;
		x ^= x << 5;
		out[i] = (unsigned char)x;
	}
	*state = x;
	return 0;
}
