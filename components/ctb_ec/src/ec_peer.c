#include "ctb_ec.h"
#include "ec_internal.h"

/*
 * A public key or a peer's point, checked as SEC 1 3.2.2.1 asks, each check
 * with its own code: exactly 04 || x || y (TLS 1.3 and the IEEE P1363
 * encoding send points uncompressed), x and y below p, and the curve
 * equation. The point came over the wire, so it is public and these checks
 * may branch on it. P-256 and P-384 have cofactor 1: a point that passes has
 * order n, which is what ECDH and ECDSA need.
 */
int
ctb_ec_peer_decode(ctb_ec_limb *xy, const uint8_t *pt, size_t len, const ctb_ec_curve *c)
{
	ctb_ec_limb *x = xy, *y = xy + c->limbs;
	uint32_t ok;

	if (len != 1 + 2 * c->bytes || pt[0] != 0x04) {
		return CTB_EC_BAD_POINT_FORMAT;
	}
	ok = ctb_ec_fe_decode(x, pt + 1, &c->p);
	ok &= ctb_ec_fe_decode(y, pt + 1 + c->bytes, &c->p);
	if (!ok) {
		return CTB_EC_BAD_COORDINATE;
	}
	ctb_ec_fe_to_mont(x, x, &c->p);
	ctb_ec_fe_to_mont(y, y, &c->p);
	if (!ctb_ec_point_on_curve(x, y, c)) {
		return CTB_EC_NOT_ON_CURVE;
	}
	return CTB_EC_OK;
}
