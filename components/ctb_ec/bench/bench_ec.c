/*
 * ctb_ec benchmarks, with the names the comparison plans share with the
 * mbedTLS and BearSSL suites:
 *
 *   ecdh_public_p256/p384   ctb_ec_public_key: d * G
 *   ecdh_shared_p256/p384   ctb_ec_shared: d * Q, Q a checked peer point
 *   ecdsa_verify_p256/p384  ctb_ec_ecdsa_verify of RFC 6979's "sample"
 *                           signatures (A.2.5, P-256/SHA-256; A.2.6,
 *                           P-384/SHA-384); checked to return CTB_EC_OK
 *
 * Operands are fixed: d from a fixed xorshift seed, Q the public key of a
 * second fixed scalar (made in setup, which is not timed). Both scalars
 * have their top byte cleared so they lie in [1, n) on either curve.
 * The check after the last batch is the ECDH agreement itself:
 * d * (e * G) == e * (d * G).
 *
 *   fe_mul8/fe_sqr8/fe_mul12/fe_sqr12   the field products of fe_arch.h
 *                           (assembly where the build has it, else C) on
 *                           fixed operands; the check compares a * b with
 *                           b * a, and a * a with mul(a, a)
 *   fe_inv_p256/fe_inv_p384 one inversion mod p through the modulus's inv
 *                           (the constant-time gcd, or the Fermat chain
 *                           under the ec_inv_fermat variant) of a fixed
 *                           element; the check is a inv(a) == 1
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_ec.h"
#include "../src/ec_internal.h"
#include "../src/fe_arch.h"

#define MAX_BYTES 48

typedef struct ec_state {
	int curve;
	size_t size;
	uint8_t d[MAX_BYTES], e[MAX_BYTES];
	uint8_t q[1 + 2 * MAX_BYTES];     /* e * G */
	uint8_t out[1 + 2 * MAX_BYTES];
	int ret;
} ec_state;

static void
scalar(uint8_t *k, size_t size, uint32_t seed)
{
	uint32_t w[MAX_BYTES / 4];
	size_t i;

	ctb_bench_fill(w, size / 4, seed);
	for (i = 0; i < size; i++) {
		k[i] = (uint8_t)(w[i / 4] >> (8 * (i % 4)));
	}
	k[0] = 0;
	k[size - 1] |= 1;
}

static int
setup(void *arena, size_t size, int curve)
{
	ec_state *s = arena;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	memset(s, 0, sizeof *s);
	s->curve = curve;
	s->size = ctb_ec_size(curve);
	scalar(s->d, s->size, 0x9e3779b9u);
	scalar(s->e, s->size, 0x7f4a7c15u);
	if (ctb_ec_public_key(curve, s->e, s->q) != CTB_EC_OK) {
		return CTB_ERR_SETUP;
	}
	return CTB_OK;
}

static int setup_p256(void *a, size_t n, uint32_t p) { (void)p; return setup(a, n, CTB_EC_P256); }
static int setup_p384(void *a, size_t n, uint32_t p) { (void)p; return setup(a, n, CTB_EC_P384); }

static void
run_public(void *arena)
{
	ec_state *s = arena;

	s->ret = ctb_ec_public_key(s->curve, s->d, s->out);
}

static void
run_shared(void *arena)
{
	ec_state *s = arena;

	s->ret = ctb_ec_shared(s->curve, s->d, s->q, 1 + 2 * s->size, s->out);
}

/* The ECDH agreement: e * dg == dq, with dg = d * G and dq = d * (e * G). */
static int
agree(ec_state *s, const uint8_t *dg, const uint8_t *dq)
{
	uint8_t edg[MAX_BYTES];

	if (dg[0] != 0x04
		|| ctb_ec_shared(s->curve, s->e, dg, 1 + 2 * s->size, edg) != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	return memcmp(edg, dq, s->size) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

/* The shared run's output as dq, against a d * G made here. */
static int
check_shared(void *arena)
{
	ec_state *s = arena;
	uint8_t dg[1 + 2 * MAX_BYTES];

	if (s->ret != CTB_EC_OK || ctb_ec_public_key(s->curve, s->d, dg) != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	return agree(s, dg, s->out);
}

/* The public run's output as dg, against a d * (e * G) made here. */
static int
check_public(void *arena)
{
	ec_state *s = arena;
	uint8_t dq[MAX_BYTES];

	if (s->ret != CTB_EC_OK
		|| ctb_ec_shared(s->curve, s->d, s->q, 1 + 2 * s->size, dq) != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	return agree(s, s->out, dq);
}

/* --- ECDSA verification: RFC 6979 A.2.5 and A.2.6, message "sample" ---
 * The key U, SHA-2("sample") and the signature r || s, as bytes. */

typedef struct ecdsa_kat {
	int curve;
	const char *hex;   /* 04 || Ux || Uy, digest, r || s: one string */
	size_t hash_len;
} ecdsa_kat;

static const ecdsa_kat ecdsa_kats[] = {
	{ CTB_EC_P256,
	  "04"
	  "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6"
	  "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299"
	  "af2bdbe1aa9b6ec1e2ade1d694f41fc71a831d0268e9891562113d8a62add1bf"
	  "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716"
	  "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8", 32 },
	{ CTB_EC_P384,
	  "04"
	  "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E"
	  "06AAE5286B300C64DEF8F0EA9055866064A254515480BC13"
	  "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9"
	  "F54CA84B3F1C9DB1288B231C3AE0D4FE7344FD2533264720"
	  "9a9083505bc92276aec4be312696ef7bf3bf603f4bbd3811"
	  "96a029f340585312313bca4a9b5b890efee42c77b1ee25fe"
	  "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA7"
	  "3D64C4EA95AD133C81A648152E44ACF96E36DD1E80FABE46"
	  "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526"
	  "203B6351D0A3A94FA329C145786E679E7B82C71A38628AC8", 48 },
};

typedef struct ecdsa_state {
	int curve;
	size_t size, hash_len;
	uint8_t pub[1 + 2 * MAX_BYTES], hash[MAX_BYTES], sig[2 * MAX_BYTES];
	int ret;
} ecdsa_state;

static void
unhex(uint8_t *dst, const char *hex, size_t len)
{
	size_t i;

	for (i = 0; i < 2 * len; i++) {
		char ch = hex[i];
		uint8_t v = (uint8_t)(ch <= '9' ? ch - '0' : (ch | 0x20) - 'a' + 10);

		dst[i / 2] = (uint8_t)(i & 1 ? dst[i / 2] | v : v << 4);
	}
}

static int
setup_ecdsa(void *arena, size_t size, const ecdsa_kat *v)
{
	ecdsa_state *s = arena;
	const char *h = v->hex;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	memset(s, 0, sizeof *s);
	s->curve = v->curve;
	s->size = ctb_ec_size(v->curve);
	s->hash_len = v->hash_len;
	unhex(s->pub, h, 1 + 2 * s->size);
	h += 2 * (1 + 2 * s->size);
	unhex(s->hash, h, s->hash_len);
	h += 2 * s->hash_len;
	unhex(s->sig, h, 2 * s->size);
	return CTB_OK;
}

static int setup_ecdsa_p256(void *a, size_t n, uint32_t p) { (void)p; return setup_ecdsa(a, n, &ecdsa_kats[0]); }
static int setup_ecdsa_p384(void *a, size_t n, uint32_t p) { (void)p; return setup_ecdsa(a, n, &ecdsa_kats[1]); }

static void
run_ecdsa(void *arena)
{
	ecdsa_state *s = arena;

	s->ret = ctb_ec_ecdsa_verify(s->curve, s->pub, 1 + 2 * s->size, s->hash, s->hash_len,
		s->sig, 2 * s->size);
}

/* The last run verified; and a changed digest must not (one more run). */
static int
check_ecdsa(void *arena)
{
	ecdsa_state *s = arena;
	int bad;

	if (s->ret != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	s->hash[0] ^= 1;
	bad = ctb_ec_ecdsa_verify(s->curve, s->pub, 1 + 2 * s->size, s->hash, s->hash_len,
		s->sig, 2 * s->size);
	s->hash[0] ^= 1;
	return bad == CTB_EC_BAD_SIGNATURE ? CTB_OK : CTB_ERR_SELFCHECK;
}

/* The products: operands from fixed seeds, the same for every n. */
typedef struct prod_state {
	uint32_t a[12], b[12], r[24];
} prod_state;

static int
setup_prod(void *arena, size_t size, uint32_t p)
{
	prod_state *s = arena;

	(void)p;
	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	ctb_bench_fill(s->a, 12, 0x6a09e667u);
	ctb_bench_fill(s->b, 12, 0xbb67ae85u);
	return CTB_OK;
}

static void run_mul8(void *a) { prod_state *s = a; ctb_ec_mul8(s->r, s->a, s->b); }
static void run_sqr8(void *a) { prod_state *s = a; ctb_ec_sqr8(s->r, s->a); }
static void run_mul12(void *a) { prod_state *s = a; ctb_ec_mul12(s->r, s->a, s->b); }
static void run_sqr12(void *a) { prod_state *s = a; ctb_ec_sqr12(s->r, s->a); }

static int
check_prod(prod_state *s, size_t n, int sqr)
{
	uint32_t t[24];

	if (sqr) {
		n == 8 ? ctb_ec_mul8(t, s->a, s->a) : ctb_ec_mul12(t, s->a, s->a);
	} else {
		n == 8 ? ctb_ec_mul8(t, s->b, s->a) : ctb_ec_mul12(t, s->b, s->a);
	}
	return memcmp(t, s->r, 2 * n * sizeof t[0]) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static int check_mul8(void *a) { return check_prod(a, 8, 0); }
static int check_sqr8(void *a) { return check_prod(a, 8, 1); }
static int check_mul12(void *a) { return check_prod(a, 12, 0); }
static int check_sqr12(void *a) { return check_prod(a, 12, 1); }

/* Inversion mod p: a from a fixed seed, reduced below p by clearing its
 * top bit (p > 2^(32 n - 1) for both). */
typedef struct inv_state {
	const ctb_ec_mod *m;
	uint32_t a[12], r[12];
} inv_state;

static int
setup_inv(void *arena, size_t size, const ctb_ec_mod *m)
{
	inv_state *s = arena;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	s->m = m;
	ctb_bench_fill(s->a, 12, 0x3c6ef372u);
	s->a[m->limbs - 1] &= 0x7fffffffu;
	return CTB_OK;
}

static int setup_inv256(void *a, size_t n, uint32_t p) { (void)p; return setup_inv(a, n, &ctb_ec_p256.p); }
static int setup_inv384(void *a, size_t n, uint32_t p) { (void)p; return setup_inv(a, n, &ctb_ec_p384.p); }

static void
run_inv(void *arena)
{
	inv_state *s = arena;

	ctb_ec_fe_inv(s->r, s->a, s->m);
}

static int
check_inv(void *arena)
{
	inv_state *s = arena;
	uint32_t t[12];

	ctb_ec_fe_mul(t, s->r, s->a, s->m);
	return memcmp(t, s->m->one, s->m->limbs * sizeof t[0]) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static const ctb_bench benches[] = {
	{ "ecdh_public_p256", NULL, 0, setup_p256, run_public, check_public },
	{ "ecdh_shared_p256", NULL, 0, setup_p256, run_shared, check_shared },
	{ "ecdh_public_p384", NULL, 0, setup_p384, run_public, check_public },
	{ "ecdh_shared_p384", NULL, 0, setup_p384, run_shared, check_shared },
	{ "ecdsa_verify_p256", NULL, 0, setup_ecdsa_p256, run_ecdsa, check_ecdsa },
	{ "ecdsa_verify_p384", NULL, 0, setup_ecdsa_p384, run_ecdsa, check_ecdsa },
	{ "fe_mul8", NULL, 0, setup_prod, run_mul8, check_mul8 },
	{ "fe_sqr8", NULL, 0, setup_prod, run_sqr8, check_sqr8 },
	{ "fe_mul12", NULL, 0, setup_prod, run_mul12, check_mul12 },
	{ "fe_sqr12", NULL, 0, setup_prod, run_sqr12, check_sqr12 },
	{ "fe_inv_p256", NULL, 0, setup_inv256, run_inv, check_inv },
	{ "fe_inv_p384", NULL, 0, setup_inv384, run_inv, check_inv },
};

const ctb_suite ctb_suite_ec = {
	"ec", benches, sizeof benches / sizeof benches[0], NULL
};
