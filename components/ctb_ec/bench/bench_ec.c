/*
 * ctb_ec benchmarks, with the names the comparison plans share with the
 * mbedTLS and BearSSL suites:
 *
 *   ecdh_public_p256/p384   ctb_ec_public_key: d * G
 *   ecdh_shared_p256/p384   ctb_ec_shared: d * Q, Q a checked peer point
 *   fe_mul, fe_sqr (limbs 8, 12)  the field products of src/fe_arch.h, the
 *                           assembly where the build selects it, else C;
 *                           a call through a pointer is part of the figure
 *
 * Operands are fixed: d from a fixed xorshift seed, Q the public key of a
 * second fixed scalar (made in setup, which is not timed). Both scalars
 * have their top byte cleared so they lie in [1, n) on either curve.
 * The check after the last batch is the ECDH agreement itself:
 * d * (e * G) == e * (d * G).
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

/* The products alone: fixed xorshift operands of `param` limbs. */
typedef struct prod_state {
	size_t n;
	uint32_t a[12], b[12], r[24];
} prod_state;

static int
setup_prod(void *arena, size_t size, uint32_t param)
{
	prod_state *s = arena;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	if (param != 8 && param != 12) {
		return CTB_ERR_SETUP;
	}
	memset(s, 0, sizeof *s);
	s->n = param;
	ctb_bench_fill(s->a, param, 0x9e3779b9u);
	ctb_bench_fill(s->b, param, 0x7f4a7c15u);
	return CTB_OK;
}

static void
run_mul(void *arena)
{
	prod_state *s = arena;

	(s->n == 8 ? ctb_ec_mul8 : ctb_ec_mul12)(s->r, s->a, s->b);
}

static void
run_sqr(void *arena)
{
	prod_state *s = arena;

	(s->n == 8 ? ctb_ec_sqr8 : ctb_ec_sqr12)(s->r, s->a);
}

/* The products' own test is test_fe_prod.c; this check only compares
 * mul(a, a) with sqr(a), two different code paths. */
static int
check_prod(void *arena)
{
	prod_state *s = arena;
	uint32_t x[24], y[24];

	(s->n == 8 ? ctb_ec_mul8 : ctb_ec_mul12)(x, s->a, s->a);
	(s->n == 8 ? ctb_ec_sqr8 : ctb_ec_sqr12)(y, s->a);
	return memcmp(x, y, 2 * s->n * sizeof x[0]) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static const ctb_bench benches[] = {
	{ "ecdh_public_p256", NULL, 0, setup_p256, run_public, check_public },
	{ "ecdh_shared_p256", NULL, 0, setup_p256, run_shared, check_shared },
	{ "ecdh_public_p384", NULL, 0, setup_p384, run_public, check_public },
	{ "ecdh_shared_p384", NULL, 0, setup_p384, run_shared, check_shared },
	{ "fe_mul", "limbs", 8, setup_prod, run_mul, check_prod },
	{ "fe_sqr", "limbs", 8, setup_prod, run_sqr, check_prod },
	{ "fe_mul", "limbs", 12, setup_prod, run_mul, check_prod },
	{ "fe_sqr", "limbs", 12, setup_prod, run_sqr, check_prod },
};

const ctb_suite ctb_suite_ec = {
	"ec", benches, sizeof benches / sizeof benches[0], NULL
};
