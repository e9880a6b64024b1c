/*
 * ecdh: a P-256 key exchange with ctbench's components in an ESP-IDF
 * project of its own.
 *
 *   1. ctb_ec's API: two key pairs, both sides derive the shared secret,
 *      the two must be equal.
 *   2. A malformed peer point is refused, each fault with its own code.
 *   3. mbedTLS's ECDH, which CONFIG_CTB_EC_MBEDTLS_ALT=y (sdkconfig.defaults)
 *      runs on ctb_ec through components/ctb_ec_mbedtls: the two sides
 *      agree, and agree with ctb_ec called directly.
 *
 * One line per check, then "ecdh example: ok", or "ecdh example: FAILED"
 * after the line of the check that failed, with its code. On the linux
 * target the program then exits with 0 or 1; on a chip app_main returns.
 *
 * Randomness: the private keys come from esp_fill_random() (ctb_ec) and
 * from mbedTLS's CTR_DRBG seeded by its entropy collector (mbedTLS). On a
 * chip both read the hardware RNG, which ESP-IDF documents as a true random
 * source only while RF (Wi-Fi, Bluetooth) or bootloader_random_enable()
 * feeds it entropy; on the linux target both read the host's getentropy().
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "sdkconfig.h"
#include "esp_random.h"
#include "mbedtls/constant_time.h"
#include "mbedtls/ctr_drbg.h"
#include "mbedtls/ecdh.h"
#include "mbedtls/entropy.h"
#include "mbedtls/platform_util.h"

#include "ctb_ec.h"

#define SIZE 32                 /* bytes in a P-256 scalar or coordinate */
#define POINT (1 + 2 * SIZE)    /* 04 || x || y */

struct key_pair {
	uint8_t priv[SIZE];
	uint8_t pub[POINT];
};

/* How many bytes mbedTLS asked the RNG for: its own point multiplication
 * draws blinding values, ctb_ec's needs none. */
static size_t rng_bytes;

static int rng_counted(void *ctx, unsigned char *out, size_t len)
{
	rng_bytes += len;
	return mbedtls_ctr_drbg_random(ctx, out, len);
}

/* Prints one check's line, with the code a call returned when the check
 * failed on one; returns 0 when it passed. mbedTLS's codes are negative
 * and written -0xNNNN in its headers; ctb_ec's are small positive ones. */
static int report(int ok, const char *what, int code)
{
	if (ok) {
		printf("ecdh example: %s: ok\n", what);
	} else if (code < 0) {
		printf("ecdh example: %s: FAILED (-0x%04x)\n", what, (unsigned)-code);
	} else if (code > 0) {
		printf("ecdh example: %s: FAILED (code %d)\n", what, code);
	} else {
		printf("ecdh example: %s: FAILED\n", what);
	}
	fflush(stdout);
	return ok ? 0 : 1;
}

/*
 * A key pair for ctb_ec: a scalar of SIZE random bytes, and its public
 * point. A draw outside [1, n) is refused with CTB_EC_BAD_SCALAR and drawn
 * again (for P-256 that happens with probability below 2^-32).
 */
static int key_pair_new(struct key_pair *kp)
{
	int rc;

	do {
		esp_fill_random(kp->priv, SIZE);
		rc = ctb_ec_public_key(CTB_EC_P256, kp->priv, kp->pub);
	} while (rc == CTB_EC_BAD_SCALAR);
	return rc;
}

/* 1. Both sides of a key exchange on ctb_ec. */
static int exchange(struct key_pair *alice, struct key_pair *bob)
{
	uint8_t za[SIZE], zb[SIZE];
	int rc, same;

	rc = key_pair_new(alice);
	if (rc == CTB_EC_OK) {
		rc = key_pair_new(bob);
	}
	if (rc == CTB_EC_OK) {
		rc = ctb_ec_shared(CTB_EC_P256, alice->priv, bob->pub, POINT, za);
	}
	if (rc == CTB_EC_OK) {
		rc = ctb_ec_shared(CTB_EC_P256, bob->priv, alice->pub, POINT, zb);
	}
	/* The secrets are compared without a data-dependent exit. */
	same = rc == CTB_EC_OK && mbedtls_ct_memcmp(za, zb, SIZE) == 0;
	mbedtls_platform_zeroize(za, sizeof za);
	mbedtls_platform_zeroize(zb, sizeof zb);
	return report(same, "ctb_ec P-256 key exchange, both sides derive the same secret",
		rc);
}

/* One malformed peer point: refused with the expected code, and the
 * output zeroed. */
static int refuse(const struct key_pair *self, const uint8_t *peer, size_t peer_len,
	int want, const char *what)
{
	uint8_t z[SIZE];
	uint8_t zero[SIZE] = { 0 };
	int rc;

	memset(z, 0xa5, sizeof z);
	rc = ctb_ec_shared(CTB_EC_P256, self->priv, peer, peer_len, z);
	return report(rc == want && memcmp(z, zero, SIZE) == 0, what, rc);
}

/* 2. A peer point that is off the curve, and one in the wrong format. */
static int malformed(const struct key_pair *alice, const struct key_pair *bob)
{
	uint8_t peer[POINT];
	int failed;

	memcpy(peer, bob->pub, POINT);
	peer[POINT - 1] ^= 0x01;        /* y changed: no longer on the curve */
	failed = refuse(alice, peer, POINT, CTB_EC_NOT_ON_CURVE,
		"ctb_ec refuses a peer point off the curve (CTB_EC_NOT_ON_CURVE)");
	/* 1 + SIZE bytes: a compressed point, which ctb_ec does not take */
	memcpy(peer, bob->pub, 1 + SIZE);
	peer[0] = 0x02 | (bob->pub[POINT - 1] & 1);
	failed += refuse(alice, peer, 1 + SIZE, CTB_EC_BAD_POINT_FORMAT,
		"ctb_ec refuses a compressed peer point (CTB_EC_BAD_POINT_FORMAT)");
	return failed;
}

/* mbedTLS's side of step 3: the two parties' keys and secrets. */
struct mbedtls_side {
	mbedtls_ecp_group grp;
	mbedtls_mpi da, db, za, zb;
	mbedtls_ecp_point qa, qb;
	mbedtls_entropy_context entropy;
	mbedtls_ctr_drbg_context drbg;
};

static void side_init(struct mbedtls_side *s)
{
	mbedtls_ecp_group_init(&s->grp);
	mbedtls_mpi_init(&s->da);
	mbedtls_mpi_init(&s->db);
	mbedtls_mpi_init(&s->za);
	mbedtls_mpi_init(&s->zb);
	mbedtls_ecp_point_init(&s->qa);
	mbedtls_ecp_point_init(&s->qb);
	mbedtls_entropy_init(&s->entropy);
	mbedtls_ctr_drbg_init(&s->drbg);
}

static void side_free(struct mbedtls_side *s)
{
	mbedtls_ecp_group_free(&s->grp);
	mbedtls_mpi_free(&s->da);
	mbedtls_mpi_free(&s->db);
	mbedtls_mpi_free(&s->za);
	mbedtls_mpi_free(&s->zb);
	mbedtls_ecp_point_free(&s->qa);
	mbedtls_ecp_point_free(&s->qb);
	mbedtls_ctr_drbg_free(&s->drbg);
	mbedtls_entropy_free(&s->entropy);
}

/* Both parties' key pairs and secrets; the RNG bytes that
 * mbedtls_ecdh_compute_shared() drew go to *drawn. */
static int mbedtls_exchange(struct mbedtls_side *s, size_t *drawn)
{
	static const unsigned char pers[] = "ctbench ecdh example";
	int ret;

	ret = mbedtls_ctr_drbg_seed(&s->drbg, mbedtls_entropy_func, &s->entropy, pers,
		sizeof pers - 1);
	if (ret == 0) {
		ret = mbedtls_ecp_group_load(&s->grp, MBEDTLS_ECP_DP_SECP256R1);
	}
	if (ret == 0) {
		ret = mbedtls_ecdh_gen_public(&s->grp, &s->da, &s->qa, rng_counted, &s->drbg);
	}
	if (ret == 0) {
		ret = mbedtls_ecdh_gen_public(&s->grp, &s->db, &s->qb, rng_counted, &s->drbg);
	}
	rng_bytes = 0;
	if (ret == 0) {
		ret = mbedtls_ecdh_compute_shared(&s->grp, &s->za, &s->qb, &s->da, rng_counted,
			&s->drbg);
	}
	if (ret == 0) {
		ret = mbedtls_ecdh_compute_shared(&s->grp, &s->zb, &s->qa, &s->db, rng_counted,
			&s->drbg);
	}
	*drawn = rng_bytes;
	return ret;
}

/* ctb_ec's secret for mbedTLS's keys: Alice's scalar, Bob's point. */
static int ctb_ec_secret(struct mbedtls_side *s, uint8_t *z)
{
	uint8_t d[SIZE], q[POINT];
	size_t len;
	int ret;

	ret = mbedtls_mpi_write_binary(&s->da, d, SIZE);
	if (ret == 0) {
		ret = mbedtls_ecp_point_write_binary(&s->grp, &s->qb,
			MBEDTLS_ECP_PF_UNCOMPRESSED, &len, q, sizeof q);
	}
	if (ret == 0) {
		ret = ctb_ec_shared(CTB_EC_P256, d, q, len, z);
	}
	mbedtls_platform_zeroize(d, sizeof d);
	return ret;
}

/* Bob's point with y changed, through mbedTLS: reading a point checks
 * nothing; compute_shared must refuse it as mbedTLS itself would. */
static int off_curve(struct mbedtls_side *s)
{
	uint8_t q[POINT];
	size_t len;
	int ret;

	ret = mbedtls_ecp_point_write_binary(&s->grp, &s->qb, MBEDTLS_ECP_PF_UNCOMPRESSED,
		&len, q, sizeof q);
	if (ret == 0) {
		q[len - 1] ^= 0x01;
		ret = mbedtls_ecp_point_read_binary(&s->grp, &s->qb, q, len);
	}
	if (ret == 0) {
		ret = mbedtls_ecdh_compute_shared(&s->grp, &s->za, &s->qb, &s->da, rng_counted,
			&s->drbg);
	}
	return ret;
}

/* 3. mbedTLS's ECDH through the adapter. */
static int mbedtls_on_ctb_ec(void)
{
	struct mbedtls_side s;
	uint8_t za[SIZE], zb[SIZE], zc[SIZE];
	size_t drawn = 0;
	int ret, failed;

	side_init(&s);
	ret = mbedtls_exchange(&s, &drawn);
	if (ret == 0) {
		ret = mbedtls_mpi_write_binary(&s.za, za, SIZE);
	}
	if (ret == 0) {
		ret = mbedtls_mpi_write_binary(&s.zb, zb, SIZE);
	}
	failed = report(ret == 0 && mbedtls_ct_memcmp(za, zb, SIZE) == 0,
		"mbedTLS P-256 ECDH, both sides derive the same secret", ret);
	if (ret == 0) {
		ret = ctb_ec_secret(&s, zc);
	}
	failed += report(ret == 0 && mbedtls_ct_memcmp(za, zc, SIZE) == 0,
		"mbedTLS's secret equals ctb_ec's for the same keys", ret);
	/* mbedTLS's own multiplication would have drawn blinding bytes:
	 * none drawn means the adapter handed the work to ctb_ec. */
	if (ret == 0 && drawn != 0) {
		printf("ecdh example: mbedTLS drew %u RNG bytes in compute_shared: its own "
			"ECDH ran (is CONFIG_CTB_EC_MBEDTLS_ALT=y?)\n", (unsigned)drawn);
	}
	failed += report(ret == 0 && drawn == 0,
		"mbedTLS's ECDH ran on ctb_ec (no blinding bytes drawn)", ret);
	if (ret == 0) {
		ret = off_curve(&s);
	}
	failed += report(ret == MBEDTLS_ERR_ECP_INVALID_KEY,
		"mbedTLS on ctb_ec refuses a peer point off the curve "
		"(MBEDTLS_ERR_ECP_INVALID_KEY)", ret);

	mbedtls_platform_zeroize(za, sizeof za);
	mbedtls_platform_zeroize(zb, sizeof zb);
	mbedtls_platform_zeroize(zc, sizeof zc);
	side_free(&s);
	return failed;
}

void app_main(void)
{
	struct key_pair alice, bob;
	int failed;

	failed = exchange(&alice, &bob);
	failed += malformed(&alice, &bob);
	failed += mbedtls_on_ctb_ec();
	mbedtls_platform_zeroize(&alice, sizeof alice);
	mbedtls_platform_zeroize(&bob, sizeof bob);
	printf("ecdh example: %s\n", failed ? "FAILED" : "ok");
	fflush(stdout);
#if CONFIG_IDF_TARGET_LINUX
	/* A host program: end with the verdict (FreeRTOS's POSIX port would
	 * otherwise keep the process running after app_main returns). */
	exit(failed ? 1 : 0);
#endif
}
