/*
 * mbedtls_ecdh_gen_public() (MBEDTLS_ECDH_GEN_PUBLIC_ALT): d is drawn by
 * mbedTLS from the caller's RNG, exactly as mbedTLS's own version draws
 * it, so a given RNG yields the same key pair; Q = d G comes from ctb_ec
 * on P-256 and P-384, from mbedTLS's arithmetic on every other curve.
 */
#include "alt_internal.h"
#include "mbedtls/platform_util.h"

int mbedtls_ecdh_gen_public(mbedtls_ecp_group *grp, mbedtls_mpi *d, mbedtls_ecp_point *Q,
	int (*f_rng)(void *, unsigned char *, size_t), void *p_rng)
{
	uint8_t k[CTB_EC_MBEDTLS_MAX];
	uint8_t pub[1 + 2 * CTB_EC_MBEDTLS_MAX];
	int curve, ret;
	size_t len;

	ret = mbedtls_ecp_gen_privkey(grp, d, f_rng, p_rng);
	if (ret != 0) {
		return ret;
	}
	curve = ctb_ec_mbedtls_curve(grp);
	if (curve == 0) {
		return mbedtls_ecp_mul(grp, Q, d, &grp->G, f_rng, p_rng);
	}
	len = ctb_ec_size(curve);
	ret = ctb_ec_mbedtls_scalar(d, k, len);
	if (ret == 0) {
		ret = ctb_ec_mbedtls_error(ctb_ec_public_key(curve, k, pub));
	}
	if (ret == 0) {
		/* Q = (x, y, 1); our public key is public. */
		ret = mbedtls_ecp_point_read_binary(grp, Q, pub, 1 + 2 * len);
	}
	mbedtls_platform_zeroize(k, sizeof k);
	return ret;
}
