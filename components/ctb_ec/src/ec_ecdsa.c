#include <string.h>

#include "ctb_ec.h"
#include "ec_internal.h"

/*
 * e: the digest's leftmost bits, as many as n has (SEC 1 4.1.3 step 5),
 * reduced mod n. For P-256 and P-384, n is exactly 8 * bytes bits long, so
 * that is the first `bytes` bytes of a longer digest, and a shorter digest
 * whole (as a big-endian number, zero on the left). Then e < 2^(8 bytes)
 * < 2n, and one subtraction of n reduces it.
 */
static void
digest_to_e(ctb_ec_limb *e, const uint8_t *hash, size_t hash_len, const ctb_ec_curve *c)
{
	uint8_t buf[8 * CTB_EC_MAX_LIMBS];
	ctb_ec_limb d[CTB_EC_MAX_LIMBS];
	size_t len = hash_len < c->bytes ? hash_len : c->bytes;

	memset(buf, 0, c->bytes);
	memcpy(buf + c->bytes - len, hash, len);
	if (!ctb_ec_fe_decode(e, buf, &c->n)) {
		ctb_ct_sub(d, e, c->n.m, c->limbs);
		memcpy(e, d, c->limbs * sizeof(ctb_ec_limb));
	}
}

/*
 * SEC 1 4.1.4. Every input is public (the key, the digest, the signature),
 * so this branches on them and ctb_ec_mul2_vartime is variable time; no
 * secret is involved anywhere.
 *
 * Order of the checks: the curve, the key (ctb_ec_peer_decode, as
 * ctb_ec_shared checks a peer), the signature's length, r, then s.
 * w = s^-1 mod n by the variable-time binary algorithm (s is public),
 * then into Montgomery form: a Montgomery product of w R with a plain
 * operand is plain, so u1 = e w and u2 = r w come out of one fe_mul each.
 */
int
ctb_ec_ecdsa_verify(int curve, const uint8_t *pub, size_t pub_len,
	const uint8_t *hash, size_t hash_len, const uint8_t *sig, size_t sig_len)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	const ctb_ec_mod *fn;
	ctb_ec_limb q[2 * CTB_EC_MAX_LIMBS], R[3 * CTB_EC_MAX_LIMBS];
	ctb_ec_limb r[CTB_EC_MAX_LIMBS], s[CTB_EC_MAX_LIMBS], e[CTB_EC_MAX_LIMBS];
	ctb_ec_limb w[CTB_EC_MAX_LIMBS], u1[CTB_EC_MAX_LIMBS], u2[CTB_EC_MAX_LIMBS];
	size_t n;
	int ret;

	if (c == NULL) {
		return CTB_EC_BAD_CURVE;
	}
	fn = &c->n;
	n = c->limbs;
	ret = ctb_ec_peer_decode(q, pub, pub_len, c);
	if (ret != CTB_EC_OK) {
		return ret;
	}
	if (sig_len != 2 * c->bytes) {
		return CTB_EC_BAD_SIG_FORMAT;
	}
	if (!ctb_ec_fe_decode(r, sig, fn) || ctb_ec_fe_is_zero(r, n)) {
		return CTB_EC_BAD_R;
	}
	if (!ctb_ec_fe_decode(s, sig + c->bytes, fn) || ctb_ec_fe_is_zero(s, n)) {
		return CTB_EC_BAD_S;
	}
	digest_to_e(e, hash, hash_len, c);

	ctb_ec_scalar_inv_vartime(w, s, fn);
	ctb_ec_fe_to_mont(w, w, fn);
	ctb_ec_fe_mul(u1, e, w, fn);
	ctb_ec_fe_mul(u2, r, w, fn);

	/* R Jacobian: x = X / Z^2, so (X : Y : Z^2) is a projective form of
	 * its x for the comparison (and Z^2 = 0 exactly when Z = 0). */
	ctb_ec_mul2_vartime(R, u1, u2, q, c);
	ctb_ec_fe_mul(R + 2 * n, R + 2 * n, R + 2 * n, &c->p);
	return ctb_ec_ecdsa_x_matches(R, r, c) ? CTB_EC_OK : CTB_EC_BAD_SIGNATURE;
}
