/*
 * The BearSSL build under test: every reference benchmark gives the right
 * answer (its own check, against answers BearSSL did not compute), the
 * checks can fail, and the peer point and signature are checked.
 */
#include <string.h>

#include "bearssl_ec.h"
#include "br_ref.h"
#include "ctb_bench.h"
#include "ctb_test.h"

extern const ctb_suite ctb_suite_ref_bearssl;

static uint64_t arena[CTB_BENCH_ARENA_BYTES / sizeof(uint64_t)];

static void
every_bench_checks_out(void)
{
	const ctb_suite *s = &ctb_suite_ref_bearssl;
	size_t i;
	int ret;

	CTB_CHECK(s->count == 16);
	for (i = 0; i < s->count; i++) {
		const ctb_bench *b = &s->benches[i];

		ret = b->setup(arena, sizeof arena, b->param);
		if (ret != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: setup %d", b->name, ret);
			continue;
		}
		b->run(arena);
		b->run(arena);   /* the same result the second time */
		ret = b->teardown(arena);
		if (ret != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: check %d", b->name, ret);
		}
	}
}

/* Never run, a benchmark's state holds no result: every check refuses. */
static void
checks_catch_wrong_results(void)
{
	const ctb_suite *s = &ctb_suite_ref_bearssl;
	size_t i;

	for (i = 0; i < s->count; i++) {
		const ctb_bench *b = &s->benches[i];

		if (b->setup(arena, sizeof arena, b->param) != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: setup", b->name);
			continue;
		}
		if (b->teardown(arena) == CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: passed without a run", b->name);
		}
	}
}

/* Each P-256 implementation refuses a peer point off the curve, and
 * verification refuses a signature with r = 0. */
static void
peers_and_signatures_are_checked(void)
{
	static const br_ec_impl *const impls[] = {
		&br_ec_p256_m31, &br_ec_p256_m15, &br_ec_prime_i31, &br_ec_prime_i15
	};
	unsigned char p[65], k[32], sig[64];
	br_ec_public_key pk;
	size_t i;

	memset(k, 0, sizeof k);
	k[31] = 3;
	for (i = 0; i < sizeof impls / sizeof impls[0]; i++) {
		memcpy(p, ctb_br_p256_q, 65);
		CTB_CHECK(impls[i]->mul(p, 65, k, 32, BR_EC_secp256r1) == 1);
		memcpy(p, ctb_br_p256_q, 65);
		p[64] ^= 1;
		CTB_CHECK(impls[i]->mul(p, 65, k, 32, BR_EC_secp256r1) == 0);
	}
	pk.curve = BR_EC_secp256r1;
	pk.q = (unsigned char *)ctb_br_p256_q;
	pk.qlen = 65;
	memcpy(sig, ctb_br_p256_r, 32);
	memcpy(sig + 32, ctb_br_p256_s, 32);
	CTB_CHECK(br_ecdsa_i31_vrfy_raw(&br_ec_p256_m31, ctb_br_p256_hash, 32, &pk, sig, 64)
		== 1);
	memset(sig, 0, 32);
	CTB_CHECK(br_ecdsa_i31_vrfy_raw(&br_ec_p256_m31, ctb_br_p256_hash, 32, &pk, sig, 64)
		== 0);
	CTB_CHECK(br_ecdsa_i15_vrfy_raw(&br_ec_p256_m15, ctb_br_p256_hash, 32, &pk, sig, 64)
		== 0);
}

static const ctb_test tests[] = {
	{ "every_bench_checks_out", every_bench_checks_out },
	{ "checks_catch_wrong_results", checks_catch_wrong_results },
	{ "peers_and_signatures_are_checked", peers_and_signatures_are_checked },
};

const ctb_test_suite ctb_suite_test_ref_bearssl = {
	"ref_bearssl", tests, sizeof tests / sizeof tests[0]
};
