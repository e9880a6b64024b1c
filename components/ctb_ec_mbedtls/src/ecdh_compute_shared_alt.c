/*
 * mbedtls_ecdh_compute_shared() (MBEDTLS_ECDH_COMPUTE_SHARED_ALT):
 * z = x(d Q) (SEC 1 3.3.1). On P-256 and P-384, ctb_ec checks Q (on the
 * curve, coordinates below p) and d (in [1, n)) and multiplies in constant
 * time; its refusals come back as the codes mbedtls_ecp_mul() gives for
 * the same inputs. f_rng is not used there: ctb_ec's multiplication does
 * not depend on the scalar's value, so it needs no blinding. Every other
 * curve runs exactly as mbedTLS's own ecdh.c does.
 */
#include "alt_internal.h"
#include "mbedtls/platform_util.h"

static int shared_mbedtls(mbedtls_ecp_group *grp, mbedtls_mpi *z, const mbedtls_ecp_point *Q,
	const mbedtls_mpi *d, int (*f_rng)(void *, unsigned char *, size_t), void *p_rng)
{
	mbedtls_ecp_point P;
	int ret;

	mbedtls_ecp_point_init(&P);
	ret = mbedtls_ecp_mul(grp, &P, d, Q, f_rng, p_rng);
	if (ret == 0 && mbedtls_ecp_is_zero(&P)) {
		ret = MBEDTLS_ERR_ECP_BAD_INPUT_DATA;
	}
	if (ret == 0) {
		ret = mbedtls_mpi_copy(z, &P.X);
	}
	mbedtls_ecp_point_free(&P);
	return ret;
}

int mbedtls_ecdh_compute_shared(mbedtls_ecp_group *grp, mbedtls_mpi *z,
	const mbedtls_ecp_point *Q, const mbedtls_mpi *d,
	int (*f_rng)(void *, unsigned char *, size_t), void *p_rng)
{
	uint8_t k[CTB_EC_MBEDTLS_MAX];
	uint8_t peer[1 + 2 * CTB_EC_MBEDTLS_MAX];
	uint8_t x[CTB_EC_MBEDTLS_MAX];
	int curve, ret;
	size_t len;

	curve = ctb_ec_mbedtls_curve(grp);
	if (curve == 0) {
		return shared_mbedtls(grp, z, Q, d, f_rng, p_rng);
	}
	len = ctb_ec_size(curve);
	/* Every refusal of d or Q is MBEDTLS_ERR_ECP_INVALID_KEY, here as in
	 * mbedtls_ecp_mul(), so the order of the checks cannot change the
	 * answer. */
	ret = ctb_ec_mbedtls_scalar(d, k, len);
	if (ret == 0) {
		ret = ctb_ec_mbedtls_point(Q, peer, len);
	}
	if (ret == 0) {
		ret = ctb_ec_mbedtls_error(ctb_ec_shared(curve, k, peer, 1 + 2 * len, x));
	}
	if (ret == 0) {
		ret = mbedtls_mpi_read_binary(z, x, len);
	}
	mbedtls_platform_zeroize(k, sizeof k);
	mbedtls_platform_zeroize(x, sizeof x);
	return ret;
}
