/*
 * Checks of the ECDH adapter that mbedTLS's own suite cannot make, built
 * twice by test/CMakeLists.txt: with the adapter (CTB_EC_MBEDTLS_ALT) and
 * against unmodified mbedTLS. Prints one line per fact; the host test
 * (tests/vectors/test_mbedtls_suites.py) compares the two builds' lines.
 *
 *   rng CURVE gen_extra=N shared=N   bytes the RNG gave beyond the private
 *       key's draw, and during compute_shared. mbedTLS's own multiplication
 *       draws blinding values from the RNG; ctb_ec draws none. So 0 and 0
 *       on P-256/P-384 means the adapter and ctb_ec did the work, and a
 *       build without the adapter cannot print that.
 *   agree CURVE N/M   key pairs and shared secrets equal to those computed
 *       by mbedtls_ecp_mul(), which the adapter does not replace.
 *   err CURVE CASE -0xNNNN   the code for a bad scalar or peer point; the
 *       same in both builds when the adapter maps ctb_ec's codes right.
 *   failed N   checks that failed here (expected codes, equal keys).
 */
#define MBEDTLS_ALLOW_PRIVATE_ACCESS

#include <stdio.h>
#include <string.h>

#include "mbedtls/ecdh.h"
#include "mbedtls/ecp.h"

static int failed;

/* A deterministic generator that counts what it hands out. */
static struct {
	unsigned long long state;
	size_t bytes;
} rng;

static void rng_seed(unsigned long long seed)
{
	rng.state = seed * 0x9e3779b97f4a7c15ULL + 1;
	rng.bytes = 0;
}

static int rng_draw(void *ctx, unsigned char *out, size_t len)
{
	size_t i;

	(void)ctx;
	for (i = 0; i < len; i++) {
		rng.state ^= rng.state << 13;
		rng.state ^= rng.state >> 7;
		rng.state ^= rng.state << 17;
		out[i] = (unsigned char)(rng.state >> 24);
	}
	rng.bytes += len;
	return 0;
}

static void check(int ok, const char *curve, const char *what)
{
	if (!ok) {
		printf("FAIL %s %s\n", curve, what);
		failed++;
	}
}

/* gen_public must draw d as mbedtls_ecp_gen_privkey() does; any byte
 * beyond that draw, and any during compute_shared, is mbedTLS blinding. */
static void rng_use(mbedtls_ecp_group_id id, const char *name)
{
	mbedtls_ecp_group grp;
	mbedtls_mpi d, d0, z;
	mbedtls_ecp_point Q;
	size_t with_q, key_only, shared;

	mbedtls_ecp_group_init(&grp);
	mbedtls_mpi_init(&d); mbedtls_mpi_init(&d0); mbedtls_mpi_init(&z);
	mbedtls_ecp_point_init(&Q);
	check(mbedtls_ecp_group_load(&grp, id) == 0, name, "group_load");

	rng_seed(1);
	check(mbedtls_ecdh_gen_public(&grp, &d, &Q, rng_draw, NULL) == 0, name, "gen_public");
	with_q = rng.bytes;
	rng_seed(1);
	check(mbedtls_ecp_gen_privkey(&grp, &d0, rng_draw, NULL) == 0, name, "gen_privkey");
	key_only = rng.bytes;
	check(mbedtls_mpi_cmp_mpi(&d, &d0) == 0, name, "gen_public draws d as gen_privkey");

	rng_seed(2);
	check(mbedtls_ecdh_compute_shared(&grp, &z, &Q, &d, rng_draw, NULL) == 0, name, "shared");
	shared = rng.bytes;
	printf("rng %s gen_extra=%zu shared=%zu\n", name, with_q - key_only, shared);

	mbedtls_ecp_group_free(&grp);
	mbedtls_mpi_free(&d); mbedtls_mpi_free(&d0); mbedtls_mpi_free(&z);
	mbedtls_ecp_point_free(&Q);
}

/* Key pairs and secrets against mbedtls_ecp_mul(). */
static void agree(mbedtls_ecp_group_id id, const char *name, int rounds)
{
	mbedtls_ecp_group grp;
	mbedtls_mpi da, db, za, zb;
	mbedtls_ecp_point qa, qb, r;
	int i, good = 0;

	mbedtls_ecp_group_init(&grp);
	mbedtls_mpi_init(&da); mbedtls_mpi_init(&db);
	mbedtls_mpi_init(&za); mbedtls_mpi_init(&zb);
	mbedtls_ecp_point_init(&qa); mbedtls_ecp_point_init(&qb); mbedtls_ecp_point_init(&r);
	mbedtls_ecp_group_load(&grp, id);
	rng_seed(3);
	for (i = 0; i < rounds; i++) {
		int ok = mbedtls_ecdh_gen_public(&grp, &da, &qa, rng_draw, NULL) == 0
			&& mbedtls_ecdh_gen_public(&grp, &db, &qb, rng_draw, NULL) == 0
			&& mbedtls_ecdh_compute_shared(&grp, &za, &qb, &da, rng_draw, NULL) == 0
			&& mbedtls_ecdh_compute_shared(&grp, &zb, &qa, &db, rng_draw, NULL) == 0
			&& mbedtls_ecp_mul(&grp, &r, &da, &grp.G, rng_draw, NULL) == 0
			&& mbedtls_ecp_point_cmp(&r, &qa) == 0
			&& mbedtls_ecp_mul(&grp, &r, &db, &qa, rng_draw, NULL) == 0
			&& mbedtls_mpi_cmp_mpi(&r.X, &za) == 0
			&& mbedtls_mpi_cmp_mpi(&za, &zb) == 0;
		good += ok;
	}
	printf("agree %s %d/%d\n", name, good, rounds);
	check(good == rounds, name, "agree");

	mbedtls_ecp_group_free(&grp);
	mbedtls_mpi_free(&da); mbedtls_mpi_free(&db);
	mbedtls_mpi_free(&za); mbedtls_mpi_free(&zb);
	mbedtls_ecp_point_free(&qa); mbedtls_ecp_point_free(&qb); mbedtls_ecp_point_free(&r);
}

static void err_case(mbedtls_ecp_group *grp, const char *name, const char *what,
	const mbedtls_ecp_point *Q, const mbedtls_mpi *d, int want)
{
	mbedtls_mpi z;
	int ret;

	mbedtls_mpi_init(&z);
	ret = mbedtls_ecdh_compute_shared(grp, &z, Q, d, rng_draw, NULL);
	printf("err %s %s -0x%04x\n", name, what, (unsigned)-ret);
	check(ret == want, name, what);
	mbedtls_mpi_free(&z);
}

/* Each refusal mbedtls_ecp_mul() makes, and a good case for contrast. */
static void errors(mbedtls_ecp_group_id id, const char *name)
{
	const int bad = MBEDTLS_ERR_ECP_INVALID_KEY;
	mbedtls_ecp_group grp;
	mbedtls_mpi d, e;
	mbedtls_ecp_point Q, R;

	mbedtls_ecp_group_init(&grp);
	mbedtls_mpi_init(&d); mbedtls_mpi_init(&e);
	mbedtls_ecp_point_init(&Q); mbedtls_ecp_point_init(&R);
	mbedtls_ecp_group_load(&grp, id);
	rng_seed(4);
	mbedtls_ecdh_gen_public(&grp, &d, &Q, rng_draw, NULL);

	err_case(&grp, name, "good", &Q, &d, 0);
	mbedtls_mpi_lset(&e, 0);
	err_case(&grp, name, "d=0", &Q, &e, bad);
	mbedtls_mpi_copy(&e, &grp.N);
	err_case(&grp, name, "d=n", &Q, &e, bad);
	mbedtls_mpi_sub_int(&e, &grp.N, 1);
	err_case(&grp, name, "d=n-1", &Q, &e, 0);
	mbedtls_mpi_lset(&e, -1);
	err_case(&grp, name, "d=-1", &Q, &e, bad);
	mbedtls_mpi_copy(&e, &d);
	mbedtls_mpi_shift_l(&e, grp.pbits);
	err_case(&grp, name, "d=long", &Q, &e, bad);

	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_add_int(&R.Y, &R.Y, 1);
	err_case(&grp, name, "Q=off-curve", &R, &d, bad);
	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_add_mpi(&R.X, &R.X, &grp.P);
	err_case(&grp, name, "Q.x+p", &R, &d, bad);
	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_add_mpi(&R.Y, &R.Y, &grp.P);
	err_case(&grp, name, "Q.y+p", &R, &d, bad);
	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_shift_l(&R.X, grp.pbits);
	err_case(&grp, name, "Q.x=long", &R, &d, bad);
	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_sub_mpi(&R.Y, &R.Y, &grp.P);
	err_case(&grp, name, "Q.y-p", &R, &d, bad);
	mbedtls_ecp_set_zero(&R);
	err_case(&grp, name, "Q=zero", &R, &d, bad);
	mbedtls_ecp_copy(&R, &Q);
	mbedtls_mpi_lset(&R.Z, 2);
	err_case(&grp, name, "Q.z=2", &R, &d, bad);
	mbedtls_ecp_set_zero(&R);
	mbedtls_mpi_lset(&e, 0);
	err_case(&grp, name, "d=0,Q=zero", &R, &e, bad);

	mbedtls_ecp_group_free(&grp);
	mbedtls_mpi_free(&d); mbedtls_mpi_free(&e);
	mbedtls_ecp_point_free(&Q); mbedtls_ecp_point_free(&R);
}

int main(void)
{
	static const struct {
		mbedtls_ecp_group_id id;
		const char *name;
	} curves[] = {
		{ MBEDTLS_ECP_DP_SECP256R1, "P-256" },
		{ MBEDTLS_ECP_DP_SECP384R1, "P-384" },
		{ MBEDTLS_ECP_DP_SECP521R1, "P-521" },
	};
	size_t i;

	for (i = 0; i < sizeof curves / sizeof curves[0]; i++) {
		rng_use(curves[i].id, curves[i].name);
		agree(curves[i].id, curves[i].name, 8);
		errors(curves[i].id, curves[i].name);
	}
	printf("failed %d\n", failed);
	return failed != 0;
}
