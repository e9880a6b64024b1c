/*
 * ctb_mpi: multi-limb arithmetic on 32-bit limbs, least significant limb
 * first, built on ctb_ct's constant-time carry chains. Lengths are public;
 * limb values may be secret.
 */
#ifndef CTB_MPI_H
#define CTB_MPI_H

#include <stddef.h>
#include <stdint.h>

typedef uint32_t ctb_limb;

/* CT: r[0..2n) = a * b, both n limbs; r must not alias a or b. n public. */
void ctb_mpi_mul(ctb_limb *r, const ctb_limb *a, const ctb_limb *b, size_t n);

#endif
