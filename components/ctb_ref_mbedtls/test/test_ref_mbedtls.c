/*
 * The mbedTLS build under test, whatever its patches: every reference
 * benchmark gives the right answer (its own check, against ctb_ct, ctb_mpi
 * or a precomputed point), and the checks themselves can fail.
 */
#include "ref_mbedtls.h"   /* first: 4.x's private declarations */

#include <string.h>

#include "ctb_bench.h"
#include "ctb_test.h"
#include "ref.h"
#include "ref_b64.h"


extern const ctb_suite ctb_suite_ref_mbedtls;

/* The arena the harness would hand over; static, as there. */
static uint64_t arena[CTB_BENCH_ARENA_BYTES / sizeof(uint64_t)];

static void
every_bench_checks_out(void)
{
	const ctb_suite *s = &ctb_suite_ref_mbedtls;
	size_t i;
	int ret;

	CTB_CHECK(s->count == 19 + CTB_REF_GCM_ROWS + CTB_REF_B64_ROWS);
	for (i = 0; i < s->count; i++) {
		const ctb_bench *b = &s->benches[i];

		ret = b->setup(arena, sizeof arena, b->param);
		if (ret != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s/%u: setup %d", b->name,
				(unsigned)b->param, ret);
			continue;
		}
		b->run(arena);
		b->run(arena);   /* the same result the second time */
		ret = b->teardown(arena);
		if (ret != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s/%u: check %d", b->name,
				(unsigned)b->param, ret);
		}
	}
}

/* The checks are not vacuous: a wrong result fails each kind of check. */
static void
checks_catch_wrong_results(void)
{
	const ctb_suite *s = &ctb_suite_ref_mbedtls;
	size_t i;

	for (i = 0; i < s->count; i++) {
		const ctb_bench *b = &s->benches[i];

		if (b->setup(arena, sizeof arena, b->param) != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: setup", b->name);
			continue;
		}
		/* Never run: the result fields hold what setup left (a failing
		 * status, an all-zero result), which every check must refuse. */
		if (b->teardown(arena) == CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: passed without a run", b->name);
		}
	}
}

static void
verify_rejects_what_it_should(void)
{
	mbedtls_ecp_group grp;
	mbedtls_ecp_point q;
	mbedtls_mpi r, s;
	unsigned char hash[32], bad_q[65];

	ctb_ref_heap_init();
	mbedtls_ecp_group_init(&grp);
	mbedtls_ecp_point_init(&q);
	mbedtls_mpi_init(&r);
	mbedtls_mpi_init(&s);
	CTB_CHECK(mbedtls_ecp_group_load(&grp, MBEDTLS_ECP_DP_SECP256R1) == 0);
	CTB_CHECK(mbedtls_ecp_point_read_binary(&grp, &q, ctb_ref_p256_q, 65) == 0);
	CTB_CHECK(mbedtls_mpi_read_binary(&r, ctb_ref_p256_r, 32) == 0);
	CTB_CHECK(mbedtls_mpi_read_binary(&s, ctb_ref_p256_s, 32) == 0);
	memcpy(hash, ctb_ref_p256_hash, 32);
	CTB_CHECK(mbedtls_ecdsa_verify(&grp, hash, 32, &q, &r, &s) == 0);
	hash[31] ^= 1;
	CTB_CHECK(mbedtls_ecdsa_verify(&grp, hash, 32, &q, &r, &s)
		== MBEDTLS_ERR_ECP_VERIFY_FAILED);
	/* A point off the curve is refused before any arithmetic. */
	memcpy(bad_q, ctb_ref_p256_q, 65);
	bad_q[64] ^= 1;
	CTB_CHECK(mbedtls_ecp_point_read_binary(&grp, &q, bad_q, 65) == 0);
	CTB_CHECK(mbedtls_ecp_check_pubkey(&grp, &q) == MBEDTLS_ERR_ECP_INVALID_KEY);
	mbedtls_mpi_free(&r);
	mbedtls_mpi_free(&s);
	mbedtls_ecp_point_free(&q);
	mbedtls_ecp_group_free(&grp);
}

/* The carries the patches touch, on the operands that take every path:
 * a borrow in and out of every limb, a carry rippling through d. */
static void
core_carries_at_the_edges(void)
{
	mbedtls_mpi_uint a[4], b[4], x[4], d[4], c;
	const mbedtls_mpi_uint ones = ~(mbedtls_mpi_uint)0;

	a[0] = 0; a[1] = 0; a[2] = 0; a[3] = 0;
	b[0] = 1; b[1] = 0; b[2] = 0; b[3] = 0;
	c = mbedtls_mpi_core_sub(x, a, b, 4);     /* 0 - 1 = all-ones, borrow */
	CTB_CHECK(c == 1 && x[0] == ones && x[1] == ones && x[2] == ones && x[3] == ones);
	c = mbedtls_mpi_core_sub(x, x, x, 4);     /* aliasing: x - x = 0 */
	CTB_CHECK(c == 0 && x[0] == 0 && x[3] == 0);
	c = mbedtls_mpi_core_sub(x, b, a, 4);
	CTB_CHECK(c == 0 && x[0] == 1 && x[1] == 0);

	/* d = all-ones (4 limbs) + 1 * 1 (1 limb): the carry runs to the end. */
	d[0] = ones; d[1] = ones; d[2] = ones; d[3] = ones;
	c = mbedtls_mpi_core_mla(d, 4, b, 1, 1);
	CTB_CHECK(c == 1 && d[0] == 0 && d[1] == 0 && d[2] == 0 && d[3] == 0);
	d[0] = ones; d[1] = 5; d[2] = 0; d[3] = 0;
	c = mbedtls_mpi_core_mla(d, 4, b, 1, 1);
	CTB_CHECK(c == 0 && d[0] == 0 && d[1] == 6 && d[2] == 0);
}

static const ctb_test tests[] = {
	{ "every_bench_checks_out", every_bench_checks_out },
	{ "checks_catch_wrong_results", checks_catch_wrong_results },
	{ "verify_rejects_what_it_should", verify_rejects_what_it_should },
	{ "core_carries_at_the_edges", core_carries_at_the_edges },
};

const ctb_test_suite ctb_suite_test_ref_mbedtls = {
	"ref_mbedtls", tests, sizeof tests / sizeof tests[0]
};
