/*
 * ctb_ec: constant-time ECDH on NIST P-256 and P-384 (portable C core).
 *
 * Secret: the scalar, every intermediate point and field element, and the
 * shared secret. Public: the curve id, every length, the peer's point (it
 * came over the wire), our public key, and each function's return code.
 * Nothing here uses the heap; everything lives on the caller's stack
 * (about 3 KB for P-384).
 */
#ifndef CTB_EC_H
#define CTB_EC_H

#include <stddef.h>
#include <stdint.h>

/* Curve ids. */
enum {
	CTB_EC_P256 = 1,
	CTB_EC_P384 = 2
};

/* Return codes: each refusal has its own, so a test (or a caller's log)
 * tells which check failed. */
enum {
	CTB_EC_OK = 0,
	CTB_EC_BAD_CURVE = 1,        /* not CTB_EC_P256 or CTB_EC_P384 */
	CTB_EC_BAD_SCALAR = 2,       /* scalar is 0 or >= n: draw another */
	CTB_EC_BAD_POINT_FORMAT = 3, /* not exactly 04 || x || y */
	CTB_EC_BAD_COORDINATE = 4,   /* x >= p or y >= p */
	CTB_EC_NOT_ON_CURVE = 5,     /* y^2 != x^3 - 3x + b */
	CTB_EC_RESULT_INFINITY = 6,  /* cannot happen for checked inputs */
	CTB_EC_BAD_SIG_FORMAT = 7,   /* signature is not exactly r || s */
	CTB_EC_BAD_R = 8,            /* r is 0 or >= n */
	CTB_EC_BAD_S = 9,            /* s is 0 or >= n */
	CTB_EC_BAD_SIGNATURE = 10    /* well formed, but does not verify */
};

/* Bytes in a scalar or a coordinate: 32 or 48; 0 for an unknown curve. */
size_t ctb_ec_size(int curve);

/*
 * out (1 + 2 * ctb_ec_size(curve) bytes) = scalar * G as 04 || x || y.
 * scalar: ctb_ec_size(curve) bytes, big-endian, in [1, n).
 * CT: nothing about the scalar leaks but the verdict of its range check.
 * On any error out is zeroed.
 */
int ctb_ec_public_key(int curve, const uint8_t *scalar, uint8_t *out);

/*
 * x_out (ctb_ec_size(curve) bytes) = x coordinate of scalar * peer, the
 * ECDH shared secret (SEC 1 3.3.1, RFC 8446 7.4.2). peer must be
 * 04 || x || y (peer_len = 1 + 2 * size) and on the curve (SEC 1 3.2.2.1);
 * each refusal has its own code. The peer's checks run on public data and
 * may branch; the multiplication by the scalar does not.
 * On any error x_out is zeroed.
 */
int ctb_ec_shared(int curve, const uint8_t *scalar, const uint8_t *peer, size_t peer_len,
	uint8_t *x_out);

/*
 * ECDSA verification (SEC 1 4.1.4, FIPS 186-5 6.4.2) of sig = r || s (each
 * ctb_ec_size(curve) bytes, big-endian: the IEEE P1363 encoding) over the
 * caller's digest hash (hash_len bytes, any length; the leftmost bits of n's
 * length are used) with the public key pub = 04 || x || y (checked as in
 * ctb_ec_shared). Returns CTB_EC_OK only for a valid signature; every
 * refusal has its own code.
 * Every input is public, so this may branch and may use variable-time
 * methods (it does: see docs/ec.md).
 */
int ctb_ec_ecdsa_verify(int curve, const uint8_t *pub, size_t pub_len,
	const uint8_t *hash, size_t hash_len, const uint8_t *sig, size_t sig_len);

#endif
