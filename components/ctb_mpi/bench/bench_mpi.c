/*
 * Benchmarks of ctb_mpi with fixed operands. The operands come from a fixed
 * xorshift seed so that every run, on every target, times the same values.
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_mpi.h"

#define MAX_LIMBS 32

typedef struct operands {
	size_t n;
	ctb_limb a[MAX_LIMBS];
	ctb_limb b[MAX_LIMBS];
	ctb_limb r[2 * MAX_LIMBS];
	ctb_limb check[2 * MAX_LIMBS];
} operands;

static int
setup(void *arena, size_t size, uint32_t n)
{
	operands *o = arena;

	if (size < sizeof *o) {
		return CTB_ERR_ARENA;
	}
	if (n == 0 || n > MAX_LIMBS) {
		return CTB_ERR_SETUP;
	}
	memset(o, 0, sizeof *o);
	o->n = n;
	ctb_bench_fill(o->a, n, 0x9e3779b9u);
	ctb_bench_fill(o->b, n, 0x7f4a7c15u);
	return CTB_OK;
}

static void
run_mul(void *arena)
{
	operands *o = arena;

	ctb_mpi_mul(o->r, o->a, o->b, o->n);
}

static int
check_mul(void *arena)
{
	operands *o = arena;

	ctb_mpi_mul(o->check, o->b, o->a, o->n);
	return memcmp(o->check, o->r, 2 * o->n * 4) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

#define MUL(n) { "mpi_mul", "limbs", n, setup, run_mul, check_mul }

static const ctb_bench benches[] = { MUL(8), MUL(32) };

const ctb_suite ctb_suite_mpi = {
	"mpi", benches, sizeof benches / sizeof benches[0], NULL
};
