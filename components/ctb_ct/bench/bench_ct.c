/*
 * Benchmarks of ctb_ct. A single comparison or select is a handful of
 * instructions, below what a batch can resolve against its own loop, so
 * the word primitives run over 64 fixed operand pairs a call ("words");
 * the carry chains take their limb count as the parameter, 8 to 128 limbs
 * (256 to 4096 bits), for the per-limb cost.
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_ct.h"

#define WORDS 64
#define MAX_LIMBS 128
#define TABLE_COUNT 16
#define TABLE_WIDTH 16   /* a 4-bit window of P-256 affine points */

typedef struct operands {
	size_t n;
	uint32_t x[MAX_LIMBS];
	uint32_t y[MAX_LIMBS];
	uint32_t r[MAX_LIMBS];
	uint32_t table[TABLE_COUNT * TABLE_WIDTH];
	uint32_t acc;
} operands;

static int
setup(void *arena, size_t size, uint32_t n)
{
	operands *o = arena;

	if (size < sizeof *o) {
		return CTB_ERR_ARENA;
	}
	if (n > MAX_LIMBS) {
		return CTB_ERR_SETUP;
	}
	memset(o, 0, sizeof *o);
	o->n = n != 0 ? n : WORDS;
	ctb_bench_fill(o->x, MAX_LIMBS, 0x9e3779b9u);
	ctb_bench_fill(o->y, MAX_LIMBS, 0x7f4a7c15u);
	ctb_bench_fill(o->table, TABLE_COUNT * TABLE_WIDTH, 0x2545f491u);
	return CTB_OK;
}

/* The word benchmarks fold their results into acc so nothing is dead code. */
static void
run_lt(void *arena)
{
	operands *o = arena;
	uint32_t acc = 0;
	size_t i;

	for (i = 0; i < WORDS; i++) {
		acc ^= ctb_ct_lt(o->x[i], o->y[i]);
	}
	o->acc = acc;
}

static void
run_eq(void *arena)
{
	operands *o = arena;
	uint32_t acc = 0;
	size_t i;

	for (i = 0; i < WORDS; i++) {
		acc ^= ctb_ct_eq(o->x[i], o->y[i] ^ (o->x[i] & 1));
	}
	o->acc = acc;
}

static void
run_select(void *arena)
{
	operands *o = arena;
	size_t i;

	for (i = 0; i < WORDS; i++) {
		o->r[i] = ctb_ct_select(ctb_ct_mask(o->x[i] & 1), o->x[i], o->y[i]);
	}
}

static void
run_in_range(void *arena)
{
	operands *o = arena;
	uint32_t acc = 0;
	size_t i;

	for (i = 0; i < WORDS; i++) {
		acc ^= ctb_ct_in_range('A', 'Z', o->x[i] & 0x7f);
	}
	o->acc = acc;
}

static void
run_copy(void *arena)
{
	operands *o = arena;

	ctb_ct_copy(o->r, o->x, WORDS, ctb_ct_mask(o->y[0] & 1));
}

static void
run_lookup(void *arena)
{
	operands *o = arena;

	ctb_ct_lookup(o->r, o->table, TABLE_COUNT, TABLE_WIDTH, o->x[0] % TABLE_COUNT);
}

static void
run_add(void *arena)
{
	operands *o = arena;

	o->acc = ctb_ct_add(o->r, o->x, o->y, o->n);
}

static void
run_sub(void *arena)
{
	operands *o = arena;

	o->acc = ctb_ct_sub(o->r, o->x, o->y, o->n);
}

static void
run_mla(void *arena)
{
	operands *o = arena;

	/* r accumulates across calls; the cost does not depend on its value. */
	o->acc = ctb_ct_mla(o->r, o->x, o->n, o->y[0]);
}

/* (x + y) - y must give back x, with the borrow equal to the carry. */
static int
check_add(void *arena)
{
	operands *o = arena;
	uint32_t back[MAX_LIMBS];

	return ctb_ct_sub(back, o->r, o->y, o->n) == o->acc
		&& memcmp(back, o->x, o->n * 4) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static int
check_sub(void *arena)
{
	operands *o = arena;
	uint32_t back[MAX_LIMBS];

	return ctb_ct_add(back, o->r, o->y, o->n) == o->acc
		&& memcmp(back, o->x, o->n * 4) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static int
check_lookup(void *arena)
{
	operands *o = arena;
	size_t k = o->x[0] % TABLE_COUNT;

	return memcmp(o->r, o->table + k * TABLE_WIDTH, TABLE_WIDTH * 4) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

#define WORD(name, fn) { name, "words", WORDS, setup, fn, NULL }
#define CHAIN(name, fn, check, n) { name, "limbs", n, setup, fn, check }
#define CHAINS(name, fn, check) \
	CHAIN(name, fn, check, 8), CHAIN(name, fn, check, 16), \
	CHAIN(name, fn, check, 32), CHAIN(name, fn, check, 64), \
	CHAIN(name, fn, check, 128)

static const ctb_bench benches[] = {
	WORD("ct_lt", run_lt),
	WORD("ct_eq", run_eq),
	WORD("ct_select", run_select),
	WORD("ct_in_range", run_in_range),
	WORD("ct_copy", run_copy),
	{ "ct_lookup", "entries", TABLE_COUNT, setup, run_lookup, check_lookup },
	CHAINS("ct_add", run_add, check_add),
	CHAINS("ct_sub", run_sub, check_sub),
	CHAINS("ct_mla", run_mla, NULL),
};

const ctb_suite ctb_suite_ct = {
	"ct", benches, sizeof benches / sizeof benches[0], CTB_CT_PATH
};
