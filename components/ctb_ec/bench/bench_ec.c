/*
 * ctb_ec benchmarks, with the names the comparison plans share with the
 * mbedTLS and BearSSL suites:
 *
 *   ecdh_public_p256/p384   ctb_ec_public_key: d * G
 *   ecdh_shared_p256/p384   ctb_ec_shared: d * Q, Q a checked peer point
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
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_ec.h"
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

/* d * (e * G), the shared run's output, against e * (d * G). */
static int
agree(ec_state *s, const uint8_t *dq)
{
	uint8_t dg[1 + 2 * MAX_BYTES], edg[MAX_BYTES];

	if (ctb_ec_public_key(s->curve, s->d, dg) != CTB_EC_OK
		|| ctb_ec_shared(s->curve, s->e, dg, 1 + 2 * s->size, edg) != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	return memcmp(edg, dq, s->size) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static int
check_shared(void *arena)
{
	ec_state *s = arena;

	return s->ret == CTB_EC_OK ? agree(s, s->out) : CTB_ERR_SELFCHECK;
}

/* d * G, the public run's output, used as the peer of e. */
static int
check_public(void *arena)
{
	ec_state *s = arena;
	uint8_t dq[MAX_BYTES];

	if (s->ret != CTB_EC_OK || s->out[0] != 0x04
		|| ctb_ec_shared(s->curve, s->d, s->q, 1 + 2 * s->size, dq) != CTB_EC_OK) {
		return CTB_ERR_SELFCHECK;
	}
	{
		uint8_t edg[MAX_BYTES];

		if (ctb_ec_shared(s->curve, s->e, s->out, 1 + 2 * s->size, edg) != CTB_EC_OK) {
			return CTB_ERR_SELFCHECK;
		}
		return memcmp(edg, dq, s->size) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
	}
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

static const ctb_bench benches[] = {
	{ "ecdh_public_p256", NULL, 0, setup_p256, run_public, check_public },
	{ "ecdh_shared_p256", NULL, 0, setup_p256, run_shared, check_shared },
	{ "ecdh_public_p384", NULL, 0, setup_p384, run_public, check_public },
	{ "ecdh_shared_p384", NULL, 0, setup_p384, run_shared, check_shared },
	{ "fe_mul8", NULL, 0, setup_prod, run_mul8, check_mul8 },
	{ "fe_sqr8", NULL, 0, setup_prod, run_sqr8, check_sqr8 },
	{ "fe_mul12", NULL, 0, setup_prod, run_mul12, check_mul12 },
	{ "fe_sqr12", NULL, 0, setup_prod, run_sqr12, check_sqr12 },
};

const ctb_suite ctb_suite_ec = {
	"ec", benches, sizeof benches / sizeof benches[0], NULL
};
