#include "ctb_bench.h"

void
ctb_bench_fill(uint32_t *x, size_t n, uint32_t seed)
{
	size_t i;

	for (i = 0; i < n; i++) {
		seed ^= seed << 13;
		seed ^= seed >> 17;
		seed ^= seed << 5;
		x[i] = seed;
	}
}
