#include "ctb_mpi.h"

ctb_limb
ctb_mpi_add(ctb_limb *r, const ctb_limb *a, const ctb_limb *b, size_t n)
{
	ctb_limb c = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		/* At most one of the two additions can wrap, so c stays 0 or 1. */
		ctb_limb t = a[i] + c;
		c = (ctb_limb)(t < c);
		r[i] = t + b[i];
		c += (ctb_limb)(r[i] < t);
	}
	return c;
}
