/*
 * mbedTLS numbers and points to ctb_ec bytes, and ctb_ec's codes to
 * mbedTLS's. See alt_internal.h.
 */
#include "alt_internal.h"
#include "mbedtls/platform_util.h"

int ctb_ec_mbedtls_curve(const mbedtls_ecp_group *grp)
{
	switch (grp->id) {
	case MBEDTLS_ECP_DP_SECP256R1:
		return CTB_EC_P256;
	case MBEDTLS_ECP_DP_SECP384R1:
		return CTB_EC_P384;
	default:
		return 0;
	}
}

int ctb_ec_mbedtls_scalar(const mbedtls_mpi *d, uint8_t *out, size_t len)
{
	/* mbedtls_ecp_check_privkey() refuses d < 1; the magnitude that
	 * mbedtls_mpi_write_binary() writes would hide a negative d. */
	if (d->s < 0) {
		return MBEDTLS_ERR_ECP_INVALID_KEY;
	}
	/* The only failure is a d of more than len significant bytes, so
	 * d >= 2^(8 len) > n: out of range, as mbedTLS says. */
	if (mbedtls_mpi_write_binary(d, out, len) != 0) {
		mbedtls_platform_zeroize(out, len);
		return MBEDTLS_ERR_ECP_INVALID_KEY;
	}
	return 0;
}

int ctb_ec_mbedtls_point(const mbedtls_ecp_point *Q, uint8_t *out, size_t len)
{
	/* Same order of refusals as mbedtls_ecp_check_pubkey(): affine
	 * first, then the coordinates' signs and sizes. */
	if (mbedtls_mpi_cmp_int(&Q->Z, 1) != 0 || Q->X.s < 0 || Q->Y.s < 0) {
		return MBEDTLS_ERR_ECP_INVALID_KEY;
	}
	out[0] = 0x04;
	if (mbedtls_mpi_write_binary(&Q->X, out + 1, len) != 0
		|| mbedtls_mpi_write_binary(&Q->Y, out + 1 + len, len) != 0) {
		return MBEDTLS_ERR_ECP_INVALID_KEY;
	}
	return 0;
}

int ctb_ec_mbedtls_error(int rc)
{
	switch (rc) {
	case CTB_EC_OK:
		return 0;
	case CTB_EC_BAD_SCALAR:          /* mbedtls_ecp_check_privkey() */
	case CTB_EC_BAD_POINT_FORMAT:    /* mbedtls_ecp_check_pubkey() */
	case CTB_EC_BAD_COORDINATE:
	case CTB_EC_NOT_ON_CURVE:
		return MBEDTLS_ERR_ECP_INVALID_KEY;
	case CTB_EC_BAD_CURVE:
		return MBEDTLS_ERR_ECP_FEATURE_UNAVAILABLE;
	default:
		/* CTB_EC_RESULT_INFINITY: ecdh.c's answer to a zero result. */
		return MBEDTLS_ERR_ECP_BAD_INPUT_DATA;
	}
}
