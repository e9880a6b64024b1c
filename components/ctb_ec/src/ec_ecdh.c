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
 * Public key: scalar * G. For now this is the same variable-base window
 * code as ctb_ec_shared, with the generator as its point; a fixed-base comb
 * over a precomputed table of G is later work.
 */
int
ctb_ec_public_key(int curve, const uint8_t *scalar, uint8_t *out)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	uint32_t g[2 * CTB_EC_MAX_LIMBS], xy[2 * CTB_EC_MAX_LIMBS];
	size_t len, j;

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
	for (j = 0; j < c->limbs; j++) {
		g[j] = c->gx[j];
		g[c->limbs + j] = c->gy[j];
	}
	if (!CTB_EC_DECLASSIFY(ctb_ec_mul(xy, scalar, g, c))) {
		return CTB_EC_RESULT_INFINITY;
	}
	out[0] = 0x04;
	ctb_ec_fe_encode(out + 1, xy, c->limbs);
	ctb_ec_fe_encode(out + 1 + c->bytes, xy + c->limbs, c->limbs);
	return CTB_EC_OK;
}

/*
 * Shared secret: the x of scalar * peer. The peer's point is public: it is
 * checked as SEC 1 3.2.2.1 asks (encoding, x and y below p, on the curve),
 * each check with its own code, and those checks may branch. P-256 and
 * P-384 have cofactor 1, so a point that passes has order n and cannot give
 * the identity for 1 <= k < n; that is checked anyway.
 */
int
ctb_ec_shared(int curve, const uint8_t *scalar, const uint8_t *peer, size_t peer_len,
	uint8_t *x_out)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	uint32_t p[2 * CTB_EC_MAX_LIMBS], xy[2 * CTB_EC_MAX_LIMBS];
	uint32_t *x = p, *y;
	uint32_t ok;

	if (c == NULL) {
		return CTB_EC_BAD_CURVE;
	}
	y = p + c->limbs;   /* the peer as x || y, as ctb_ec_mul takes it */
	memset(x_out, 0, c->bytes);
	if (!CTB_EC_DECLASSIFY(ctb_ec_scalar_check(scalar, c))) {
		return CTB_EC_BAD_SCALAR;
	}
	if (peer_len != 1 + 2 * c->bytes || peer[0] != 0x04) {
		return CTB_EC_BAD_POINT_FORMAT;
	}
	ok = ctb_ec_fe_decode(x, peer + 1, &c->p);
	ok &= ctb_ec_fe_decode(y, peer + 1 + c->bytes, &c->p);
	if (!ok) {
		return CTB_EC_BAD_COORDINATE;
	}
	ctb_ec_fe_to_mont(x, x, &c->p);
	ctb_ec_fe_to_mont(y, y, &c->p);
	if (!ctb_ec_point_on_curve(x, y, c)) {
		return CTB_EC_NOT_ON_CURVE;
	}
	if (!CTB_EC_DECLASSIFY(ctb_ec_mul(xy, scalar, p, c))) {
		return CTB_EC_RESULT_INFINITY;
	}
	ctb_ec_fe_encode(x_out, xy, c->limbs);
	return CTB_EC_OK;
}
