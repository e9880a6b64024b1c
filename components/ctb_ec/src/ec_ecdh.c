#include <string.h>

#include "ctb_ec.h"
#include "ec_internal.h"

/* Public: the curve id and the sizes. */
size_t
ctb_ec_size(int curve)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);

	return c ? c->bytes : 0;
}

/*
 * Public key: scalar * G, by the constant-time comb over G's precomputed
 * table (ctb_ec_mul_gen).
 */
int
ctb_ec_public_key(int curve, const uint8_t *scalar, uint8_t *out)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	uint32_t xy[2 * CTB_EC_MAX_LIMBS];
	size_t len;

	if (c == NULL) {
		return CTB_EC_BAD_CURVE;
	}
	len = 1 + 2 * c->bytes;
	memset(out, 0, len);
	/* The range check's verdict is public (the caller draws again); the
	 * check itself reads every byte with masks. */
	if (!CTB_EC_DECLASSIFY(ctb_ec_scalar_check(scalar, c))) {
		return CTB_EC_BAD_SCALAR;
	}
	/* G has order n and 1 <= k < n, so the result is never the identity;
	 * checked anyway, on the public verdict. */
	if (!CTB_EC_DECLASSIFY(ctb_ec_mul_gen(xy, scalar, ctb_ec_gtab_get(c), c))) {
		return CTB_EC_RESULT_INFINITY;
	}
	out[0] = 0x04;
	ctb_ec_fe_encode(out + 1, xy, c->limbs);
	ctb_ec_fe_encode(out + 1 + c->bytes, xy + c->limbs, c->limbs);
	return CTB_EC_OK;
}

/*
 * k * P for the shared secret: the signed-window Jacobian multiplication
 * (x only), or in the `ctb-complete` variant the complete-formula ladder it
 * replaced (x and y; x comes first either way).
 */
#if defined(CONFIG_CTB_EC_COMPLETE) && CONFIG_CTB_EC_COMPLETE
#define EC_SHARED_MUL ctb_ec_mul_complete
#else
#define EC_SHARED_MUL ctb_ec_mul
#endif

/*
 * Shared secret: the x of scalar * peer. The peer's point is public and is
 * checked by ctb_ec_peer_decode (SEC 1 3.2.2.1, a code per check), which
 * may branch. A point that passes has order n, so 1 <= k < n cannot give
 * the identity; that is checked anyway.
 */
int
ctb_ec_shared(int curve, const uint8_t *scalar, const uint8_t *peer, size_t peer_len,
	uint8_t *x_out)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	uint32_t p[2 * CTB_EC_MAX_LIMBS], xy[2 * CTB_EC_MAX_LIMBS];
	int ret;

	if (c == NULL) {
		return CTB_EC_BAD_CURVE;
	}
	memset(x_out, 0, c->bytes);
	if (!CTB_EC_DECLASSIFY(ctb_ec_scalar_check(scalar, c))) {
		return CTB_EC_BAD_SCALAR;
	}
	ret = ctb_ec_peer_decode(p, peer, peer_len, c);
	if (ret != CTB_EC_OK) {
		return ret;
	}
	if (!CTB_EC_DECLASSIFY(EC_SHARED_MUL(xy, scalar, p, c))) {
		return CTB_EC_RESULT_INFINITY;
	}
	ctb_ec_fe_encode(x_out, xy, c->limbs);
	return CTB_EC_OK;
}
