/*
 * BearSSL 0.6 reference benchmarks, with the row names and operands of
 * ctb_ec's (bench_ec.c) and ctb_ref_mbedtls's suites, through BearSSL's
 * public API (bearssl_ec.h):
 *
 *   ecdh_public_p256/p384   br_ec_compute_pub: d * G (the implementation's
 *                           mulgen)
 *   ecdh_shared_p256/p384   the implementation's mul on a copy of the peer
 *                           point Q = e * G, then the x coordinate at
 *                           xoff: what BearSSL's TLS engine does for ECDHE
 *   ecdsa_verify_p256/p384  br_ecdsa_i31_vrfy_raw, RFC 6979 A.2.5 / A.2.6
 *
 * BearSSL has several point-multiplication implementations; the rows
 * without a suffix use br_ec_p256_m31 for P-256 and br_ec_prime_i31 for
 * P-384 (the pairing of br_ec_all_m31, its default on 32-bit targets).
 * A suffix names another one:
 *
 *   _m15   br_ec_p256_m15   (P-256 only; 15-bit limbs, for cores with a
 *                           slow 32x32 multiply)
 *   _i31   br_ec_prime_i31  (the generic prime-curve code, on P-256)
 *   _i15   br_ecdsa_i15_vrfy_raw with br_ec_p256_m15 (P-256) or
 *          br_ec_prime_i15 (P-384): verification in 15-bit words
 *          throughout (the pairing of br_ec_all_m15); on the P-384 ECDH
 *          rows, br_ec_prime_i15
 *
 * ECDSA rows with _m15 / _i31 keep br_ecdsa_i31_vrfy_raw and change only
 * the point implementation its double multiplication (muladd) runs on.
 *
 * Operands are fixed: d and e from xorshift seeds 0x9e3779b9 and
 * 0x7f4a7c15, big-endian, top byte cleared, low bit set. BearSSL takes
 * scalars as bytes and allocates nothing. Every check compares with an
 * answer BearSSL did not compute (br_vectors.c), and the shared and public
 * rows also check the agreement the other way round, e * (d * G).
 */
#include <string.h>

#include "bearssl_ec.h"
#include "br_ref.h"
#include "ctb_bench.h"

#define MAX_BYTES 48

typedef struct br_state {
	const br_ec_impl *impl;
	br_ecdsa_vrfy vrfy;
	int curve;                      /* BR_EC_secp256r1 or BR_EC_secp384r1 */
	size_t size, len;               /* scalar bytes; 1 + 2 * size */
	unsigned char d[MAX_BYTES], e[MAX_BYTES];
	unsigned char q[1 + 2 * MAX_BYTES];     /* e * G, the peer */
	unsigned char work[1 + 2 * MAX_BYTES];  /* mul works in place */
	unsigned char out[1 + 2 * MAX_BYTES];
	const unsigned char *dg, *deg;  /* the answers */
	br_ec_public_key pk;            /* verification: RFC 6979's key */
	unsigned char sig[2 * MAX_BYTES];
	const unsigned char *hash;
	uint32_t ok;
} br_state;

static void
scalar(unsigned char *k, size_t size, uint32_t seed)
{
	uint32_t w[MAX_BYTES / 4];
	size_t i;

	ctb_bench_fill(w, size / 4, seed);
	for (i = 0; i < size; i++) {
		k[i] = (unsigned char)(w[i / 4] >> (8 * (i % 4)));
	}
	k[0] = 0;
	k[size - 1] |= 1;
}

/* R = k * G through the public API; its length, 0 on failure. */
static size_t
public_key(const br_state *s, const unsigned char *k, unsigned char *out)
{
	br_ec_private_key sk;
	br_ec_public_key pk;

	sk.curve = s->curve;
	sk.x = (unsigned char *)k;
	sk.xlen = s->size;
	return br_ec_compute_pub(s->impl, &pk, out, &sk);
}

/* x(k * P) into out (size bytes); 1 on success, 0 when mul refused P. */
static uint32_t
shared(br_state *s, const unsigned char *k, const unsigned char *p, unsigned char *out)
{
	size_t xlen, xoff;
	uint32_t ok;

	memcpy(s->work, p, s->len);
	ok = s->impl->mul(s->work, s->len, k, s->size, s->curve);
	xoff = s->impl->xoff(s->curve, &xlen);
	memcpy(out, s->work + xoff, xlen);
	return ok & (xlen == s->size);
}

static int
setup(void *arena, size_t size, const br_ec_impl *impl, br_ecdsa_vrfy vrfy, int curve)
{
	br_state *s = arena;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	memset(s, 0, sizeof *s);
	s->impl = impl;
	s->vrfy = vrfy;
	s->curve = curve;
	if (curve == BR_EC_secp256r1) {
		s->size = 32;
		s->dg = ctb_br_ecdh_p256_dg;
		s->deg = ctb_br_ecdh_p256_deg;
		s->pk.q = (unsigned char *)ctb_br_p256_q;
		s->hash = ctb_br_p256_hash;
		memcpy(s->sig, ctb_br_p256_r, 32);
		memcpy(s->sig + 32, ctb_br_p256_s, 32);
	} else {
		s->size = 48;
		s->dg = ctb_br_ecdh_p384_dg;
		s->deg = ctb_br_ecdh_p384_deg;
		s->pk.q = (unsigned char *)ctb_br_p384_q;
		s->hash = ctb_br_p384_hash;
		memcpy(s->sig, ctb_br_p384_r, 48);
		memcpy(s->sig + 48, ctb_br_p384_s, 48);
	}
	s->len = 1 + 2 * s->size;
	s->pk.curve = curve;
	s->pk.qlen = s->len;
	if ((impl->supported_curves >> curve & 1) == 0) {
		return CTB_ERR_SETUP;
	}
	scalar(s->d, s->size, 0x9e3779b9u);
	scalar(s->e, s->size, 0x7f4a7c15u);
	return public_key(s, s->e, s->q) == s->len ? CTB_OK : CTB_ERR_SETUP;
}

static void
run_public(void *arena)
{
	br_state *s = arena;

	s->ok = public_key(s, s->d, s->out) == s->len;
}

static void
run_shared(void *arena)
{
	br_state *s = arena;

	s->ok = shared(s, s->d, s->q, s->out);
}

static void
run_verify(void *arena)
{
	br_state *s = arena;

	s->ok = s->vrfy(s->impl, s->hash, s->size, &s->pk, s->sig, 2 * s->size);
}

/* e * (d * G) is the known secret. */
static int
agrees_other_way(br_state *s)
{
	unsigned char dg[1 + 2 * MAX_BYTES], x[MAX_BYTES];

	return public_key(s, s->d, dg) == s->len && shared(s, s->e, dg, x)
		&& memcmp(x, s->deg, s->size) == 0;
}

static int
check_public(void *arena)
{
	br_state *s = arena;

	return s->ok == 1 && memcmp(s->out, s->dg, s->len) == 0 && agrees_other_way(s)
		? CTB_OK : CTB_ERR_SELFCHECK;
}

static int
check_shared(void *arena)
{
	br_state *s = arena;

	return s->ok == 1 && memcmp(s->out, s->deg, s->size) == 0 && agrees_other_way(s)
		? CTB_OK : CTB_ERR_SELFCHECK;
}

/* The RFC's signature verifies; with one bit of the hash flipped it does
 * not. */
static int
check_verify(void *arena)
{
	br_state *s = arena;
	unsigned char bad[MAX_BYTES];

	memcpy(bad, s->hash, s->size);
	bad[s->size - 1] ^= 1;
	return s->ok == 1 && s->vrfy(s->impl, bad, s->size, &s->pk, s->sig, 2 * s->size) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

#define SETUP(fn, impl, vrfy, curve) \
	static int fn(void *a, size_t n, uint32_t p) \
	{ \
		(void)p; \
		return setup(a, n, &(impl), (vrfy), (curve)); \
	}

SETUP(p256_m31, br_ec_p256_m31, br_ecdsa_i31_vrfy_raw, BR_EC_secp256r1)
SETUP(p256_m15, br_ec_p256_m15, br_ecdsa_i31_vrfy_raw, BR_EC_secp256r1)
SETUP(p256_i31, br_ec_prime_i31, br_ecdsa_i31_vrfy_raw, BR_EC_secp256r1)
SETUP(p256_i15, br_ec_p256_m15, br_ecdsa_i15_vrfy_raw, BR_EC_secp256r1)
SETUP(p384_i31, br_ec_prime_i31, br_ecdsa_i31_vrfy_raw, BR_EC_secp384r1)
SETUP(p384_i15, br_ec_prime_i15, br_ecdsa_i15_vrfy_raw, BR_EC_secp384r1)

#define ROW(name, setup, run, check) { name, NULL, 0, setup, run, check }

static const ctb_bench benches[] = {
	ROW("ecdh_public_p256", p256_m31, run_public, check_public),
	ROW("ecdh_shared_p256", p256_m31, run_shared, check_shared),
	ROW("ecdh_public_p384", p384_i31, run_public, check_public),
	ROW("ecdh_shared_p384", p384_i31, run_shared, check_shared),
	ROW("ecdsa_verify_p256", p256_m31, run_verify, check_verify),
	ROW("ecdsa_verify_p384", p384_i31, run_verify, check_verify),
	ROW("ecdh_public_p256_m15", p256_m15, run_public, check_public),
	ROW("ecdh_shared_p256_m15", p256_m15, run_shared, check_shared),
	ROW("ecdsa_verify_p256_m15", p256_m15, run_verify, check_verify),
	ROW("ecdh_public_p256_i31", p256_i31, run_public, check_public),
	ROW("ecdh_shared_p256_i31", p256_i31, run_shared, check_shared),
	ROW("ecdsa_verify_p256_i31", p256_i31, run_verify, check_verify),
	ROW("ecdsa_verify_p256_i15", p256_i15, run_verify, check_verify),
	ROW("ecdh_public_p384_i15", p384_i15, run_public, check_public),
	ROW("ecdh_shared_p384_i15", p384_i15, run_shared, check_shared),
	ROW("ecdsa_verify_p384_i15", p384_i15, run_verify, check_verify),
};

const ctb_suite ctb_suite_ref_bearssl = {
	"ref_bearssl", benches, sizeof benches / sizeof benches[0],
	"bearssl: 0.6"
};
