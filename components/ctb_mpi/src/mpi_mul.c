#include "ctb_ct.h"
#include "ctb_mpi.h"

void
ctb_mpi_mul(ctb_limb *r, const ctb_limb *a, const ctb_limb *b, size_t n)
{
	size_t i;

	for (i = 0; i < 2 * n; i++) {
		r[i] = 0;
	}
	/* Row i adds a * b[i] at limb i; the carry out of each row lands in
	 * r[i + n], which no earlier row has written. */
	for (i = 0; i < n; i++) {
		r[i + n] = ctb_ct_mla(r + i, a, n, b[i]);
	}
}
