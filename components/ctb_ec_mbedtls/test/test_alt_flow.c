/*
 * Secret flow through the adapter, under valgrind's memcheck: secrets are
 * marked undefined, so every conditional jump and every memory address
 * that depends on them is reported, with its stack. Run by
 * tests/vectors/test_mbedtls_suites.py (ctbench.vectors.mbedtls_suites.flow) as
 *
 *   valgrind ./test_alt_flow
 *
 * whose reports it reads, section by section (the "--- " lines):
 *   compute_shared (d secret): the key's limbs are secret; the only
 *       reports allowed are ctb_ec_shared's branches on its public
 *       verdicts (the scalar's range check, the result's infinity check).
 *   gen_public (rng secret): every byte the RNG gives is secret; allowed
 *       are the same verdicts of ctb_ec_public_key, and mbedTLS's own
 *       rejection sampling of d under mbedtls_ecp_gen_privkey(), which
 *       mbedTLS's gen_public runs too.
 *   control: a branch on d on purpose, so that silence means something.
 * A branch on a secret in the adapter's conversions, or in the mbedTLS
 * functions they call, shows up with that function on top.
 */
#define MBEDTLS_ALLOW_PRIVATE_ACCESS

#include <stdio.h>

#include <valgrind/memcheck.h>

#include "mbedtls/ecdh.h"

static int secret_rng;

static int rng_draw(void *ctx, unsigned char *out, size_t len)
{
	static unsigned state = 12345;
	size_t i;

	(void)ctx;
	for (i = 0; i < len; i++) {
		state = state * 1103515245u + 12345u;
		out[i] = (unsigned char)(state >> 16);
	}
	if (secret_rng) {
		VALGRIND_MAKE_MEM_UNDEFINED(out, len);
	}
	return 0;
}

/* The negative control: a branch on the secret, which memcheck must see. */
static volatile int sink;

__attribute__((noinline)) static void control(const mbedtls_mpi *d)
{
	if (d->p[0] & 1) {
		sink++;
	}
}

static int shared(mbedtls_ecp_group_id id, const char *name)
{
	mbedtls_ecp_group grp;
	mbedtls_mpi d, z;
	mbedtls_ecp_point Q;
	int ret;

	mbedtls_ecp_group_init(&grp);
	mbedtls_mpi_init(&d); mbedtls_mpi_init(&z);
	mbedtls_ecp_point_init(&Q);
	ret = mbedtls_ecp_group_load(&grp, id);
	if (ret == 0) {
		fprintf(stderr, "--- %s gen_public (rng secret)\n", name);
		secret_rng = 1;
		ret = mbedtls_ecdh_gen_public(&grp, &d, &Q, rng_draw, NULL);
		secret_rng = 0;
		/* our public key is public; d is secret again below */
		VALGRIND_MAKE_MEM_DEFINED(d.p, d.n * sizeof *d.p);
		VALGRIND_MAKE_MEM_DEFINED(Q.X.p, Q.X.n * sizeof *Q.X.p);
		VALGRIND_MAKE_MEM_DEFINED(Q.Y.p, Q.Y.n * sizeof *Q.Y.p);
		fprintf(stderr, "--- %s end\n", name);
	}
	if (ret == 0) {
		fprintf(stderr, "--- %s compute_shared (d secret)\n", name);
		VALGRIND_MAKE_MEM_UNDEFINED(d.p, d.n * sizeof *d.p);
		ret = mbedtls_ecdh_compute_shared(&grp, &z, &Q, &d, rng_draw, NULL);
		VALGRIND_MAKE_MEM_DEFINED(z.p, z.n * sizeof *z.p);
		fprintf(stderr, "--- %s control\n", name);
		control(&d);
		fprintf(stderr, "--- %s end\n", name);
	}
	printf("%s %d\n", name, ret);
	mbedtls_ecp_group_free(&grp);
	mbedtls_mpi_free(&d); mbedtls_mpi_free(&z);
	mbedtls_ecp_point_free(&Q);
	return ret != 0;
}

int main(void)
{
	return shared(MBEDTLS_ECP_DP_SECP256R1, "P-256") | shared(MBEDTLS_ECP_DP_SECP384R1, "P-384");
}
