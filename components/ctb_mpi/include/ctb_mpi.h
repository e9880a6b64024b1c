/*
 * ctb_mpi: multi-limb unsigned arithmetic on 32-bit limbs, least
 * significant limb first. Lengths are public; limb values may be secret.
 *
 * Until ctb_ct lands these are the plain-C carries of mbedTLS 3.6: the
 * carry is computed with a comparison, which compilers usually turn into a
 * flag or a set-on-less-than, but nothing forces them to.
 */
#ifndef CTB_MPI_H
#define CTB_MPI_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t ctb_limb;

/* r = a + b over n limbs; returns the carry out (0 or 1). r may alias a or b.
 * CT: intended, not enforced (see above). */
ctb_limb ctb_mpi_add(ctb_limb *r, const ctb_limb *a, const ctb_limb *b,
	size_t n);

/* r = a - b over n limbs; returns the borrow out (0 or 1). r may alias a or b.
 * CT: intended, not enforced (see above). */
ctb_limb ctb_mpi_sub(ctb_limb *r, const ctb_limb *a, const ctb_limb *b,
	size_t n);

/* r[0..n) += a[0..n) * s; returns the carry limb out of r[n-1].
 * CT: intended, not enforced (see above). */
ctb_limb ctb_mpi_mla(ctb_limb *r, const ctb_limb *a, size_t n, ctb_limb s);

/* r[0..2n) = a * b, both n limbs; r must not alias a or b. */
void ctb_mpi_mul(ctb_limb *r, const ctb_limb *a, const ctb_limb *b, size_t n);

#endif
