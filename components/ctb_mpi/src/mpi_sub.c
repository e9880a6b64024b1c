#include "ctb_mpi.h"

ctb_limb
ctb_mpi_sub(ctb_limb *r, const ctb_limb *a, const ctb_limb *b, size_t n)
{
	ctb_limb c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		/* a - b - c borrows when a < b, or a == b with an incoming borrow;
		 * the two cases exclude each other, so c stays 0 or 1. */
		ctb_limb x = a[i], y = b[i];
		ctb_limb z = (ctb_limb)(x < c);
		x -= c;
		c = (ctb_limb)(x < y) + z;
		r[i] = x - y;
	}
	return c;
}
