#include "ctb_mpi.h"

ctb_limb
ctb_mpi_mla(ctb_limb *r, const ctb_limb *a, size_t n, ctb_limb s)
{
	ctb_limb c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		/* (2^32-1)^2 + 2(2^32-1) = 2^64-1: the product plus the limb plus
		 * the carry never overflows 64 bits. */
		uint64_t t = (uint64_t)a[i] * s + r[i] + c;
		r[i] = (ctb_limb)t;
		c = (ctb_limb)(t >> 32);
	}
	return c;
}
