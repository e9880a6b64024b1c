/* The harness against simulated clocks: calibration, statistics, glob, CRC. */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_test.h"
#include "inner.h"

/* A clock that only moves when the operation runs: each run() costs `cost`
 * ticks, plus `jitter` on every odd batch; now() rounds down to `resolution`
 * the way CCOUNT under QEMU counts in steps of 25 instructions. */
typedef struct sim {
	uint64_t ticks;
	uint64_t cost;
	uint64_t resolution;
	uint64_t jitter;
	uint64_t calls;
} sim;

static sim clock_state;

static uint64_t
sim_now(void *ctx)
{
	sim *s = ctx;

	/* Alternate batches get an extra per-op cost from the second reading
	 * of each pair on: this makes min and max differ by a known amount. */
	s->calls++;
	return s->ticks - s->ticks % s->resolution;
}

static void
sim_run(void *arena)
{
	sim *s = arena;

	s->ticks += s->cost + ((s->calls / 2) % 2 ? s->jitter : 0);
}

static const ctb_clock sim_clock = { sim_now, &clock_state };

static void
reset(uint64_t cost, uint64_t resolution, uint64_t jitter)
{
	memset(&clock_state, 0, sizeof clock_state);
	clock_state.cost = cost;
	clock_state.resolution = resolution;
	clock_state.jitter = jitter;
}

static void
calibrate_reaches_target(void)
{
	static const uint64_t costs[] = { 1, 37, 1000, 123457 };
	static const uint64_t target = 200000000; /* 200 ms of ns */
	size_t i;

	for (i = 0; i < sizeof costs / sizeof costs[0]; i++) {
		reset(costs[i], 1, 0);
		uint32_t it = ctb_calibrate(&sim_clock, sim_run, &clock_state, target);
		uint64_t batch = (uint64_t)it * costs[i];
		/* Exact clock: the scaled count lands within one op of target. */
		if (batch > target + costs[i] || batch + costs[i] < target) {
			ctb_test_fail(__FILE__, __LINE__,
				"cost %llu: %lu iterations give %llu ticks, target %llu",
				(unsigned long long)costs[i], (unsigned long)it,
				(unsigned long long)batch, (unsigned long long)target);
		}
		/* Calibration must not itself take longer than half the target. */
		CTB_CHECK(clock_state.ticks <= target / 2 + 2 * costs[i]);
	}
}

static void
calibrate_coarse_clock(void)
{
	/* 3 ticks an op, a counter that moves in steps of 25: the probe is
	 * long enough that rounding costs well under 1 %. */
	reset(3, 25, 0);
	uint32_t it = ctb_calibrate(&sim_clock, sim_run, &clock_state, 8000000);
	uint64_t batch = (uint64_t)it * 3;
	CTB_CHECK(batch >= 8000000 - 80000 && batch <= 8000000 + 80000);
}

static void
calibrate_slow_op(void)
{
	/* One op longer than the target: one op per batch, never zero. */
	reset(5000, 1, 0);
	CTB_CHECK_U64(ctb_calibrate(&sim_clock, sim_run, &clock_state, 1000), 1);
}

static void
measure_statistics(void)
{
	ctb_measurement m;

	/* Batches alternate between 10 and 14 ticks an op. */
	reset(10, 1, 4);
	ctb_measure(&sim_clock, sim_run, &clock_state, 100, 5, &m);
	CTB_CHECK_U64(m.iterations, 100);
	CTB_CHECK_U64(m.batches, 5);
	CTB_CHECK_U64(m.min_milli, 10000);
	CTB_CHECK_U64(m.max_milli, 14000);
	/* 3 batches at 10 and 2 at 14: mean 11.6 ticks an op. */
	CTB_CHECK_U64(m.mean_milli, 11600);
	CTB_CHECK(m.min_milli <= m.mean_milli && m.mean_milli <= m.max_milli);
	CTB_CHECK_U64(m.batch_ticks[0], 1000);
	CTB_CHECK_U64(m.batch_ticks[1], 1400);
}

static void
measure_clamps_batches(void)
{
	ctb_measurement m;

	reset(1, 1, 0);
	ctb_measure(&sim_clock, sim_run, &clock_state, 10, CTB_MAX_BATCHES + 5, &m);
	CTB_CHECK_U64(m.batches, CTB_MAX_BATCHES);
	ctb_measure(&sim_clock, sim_run, &clock_state, 0, 0, &m);
	CTB_CHECK_U64(m.batches, 1);
	CTB_CHECK_U64(m.iterations, 1);
}

static void
glob(void)
{
	CTB_CHECK(ctb_glob_match("mpi_*", "mpi_add"));
	CTB_CHECK(ctb_glob_match("*/8", "mpi_add/8"));
	CTB_CHECK(!ctb_glob_match("*/8", "mpi_add/128"));
	CTB_CHECK(ctb_glob_match("mpi_?dd/*", "mpi_add/32"));
	CTB_CHECK(ctb_glob_match("*", ""));
	CTB_CHECK(!ctb_glob_match("mpi", "mpi_add"));
	CTB_CHECK(ctb_glob_match("*a*b*", "xaxxbx"));
}

static void
crc32_check_value(void)
{
	/* The CRC-32 check value of the catalogue of parametrised CRCs. */
	CTB_CHECK_U64(ctb_crc32("123456789", 9), 0xCBF43926u);
	CTB_CHECK_U64(ctb_crc32("", 0), 0);
}

static const ctb_test tests[] = {
	{ "calibrate_reaches_target", calibrate_reaches_target },
	{ "calibrate_coarse_clock", calibrate_coarse_clock },
	{ "calibrate_slow_op", calibrate_slow_op },
	{ "measure_statistics", measure_statistics },
	{ "measure_clamps_batches", measure_clamps_batches },
	{ "glob", glob },
	{ "crc32_check_value", crc32_check_value },
};

CTB_SUITE(ctb_suite_test_bench, tests);
