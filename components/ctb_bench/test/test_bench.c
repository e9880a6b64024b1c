/* The harness against simulated clocks: calibration, statistics, glob, CRC. */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_port.h"
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
	uint64_t read_cost;   /* ticks that reading the counter itself costs */
	uint64_t calls;
	/* Simulated event counters (sim_events_*): */
	uint64_t cold;        /* ticks the very first run() costs extra */
	uint64_t insn_cost;   /* instructions one run() retires */
	uint64_t insns;       /* retired so far; a clock reading retires 2 */
	uint64_t insns_start; /* at the last sim_events_start() */
	uint64_t starts;      /* sim_events_start() calls: the batch's number */
} sim;

static sim clock_state;

static uint64_t
sim_now(void *ctx)
{
	sim *s = ctx;

	/* Alternate batches get an extra per-op cost from the second reading
	 * of each pair on: this makes min and max differ by a known amount. */
	uint64_t t;

	s->calls++;
	s->insns += 2;
	t = s->ticks - s->ticks % s->resolution;
	s->ticks += s->read_cost;
	return t;
}

static void
sim_run(void *arena)
{
	sim *s = arena;

	s->ticks += s->cost + ((s->calls / 2) % 2 ? s->jitter : 0) + s->cold;
	s->cold = 0;
	s->insns += s->insn_cost;
}

static const ctb_clock sim_clock = { .now = sim_now, .ctx = &clock_state };

/* Two counters as a port would offer them: instructions since the start,
 * plus 3 that the counters' own calls retire (a fixed cost, like the clock
 * readings), and the number of the batch, which ties every count to the
 * batch it was read over. */
static void
sim_events_start(void *ctx)
{
	sim *s = ctx;

	s->starts++;
	s->insns_start = s->insns;
}

static void
sim_events_read(void *ctx, uint64_t *counts)
{
	sim *s = ctx;

	counts[0] = s->insns - s->insns_start + 3;
	counts[1] = s->starts;
}

static const ctb_clock sim_event_clock = {
	.now = sim_now, .ctx = &clock_state, .events = 2,
	.events_start = sim_events_start, .events_read = sim_events_read
};

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
	/* 8 ms of ns: with a cost of 1 the doubling probe alone runs about
	 * target / 4 operations, which under QEMU (lx106) took 8 s at 200 ms. */
	static const uint64_t target = 8000000;
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

	/* Batches alternate between 14 and 10 ticks an op (the three
	 * one-op batches of the baseline come first and shift the phase; their
	 * fastest costs 10). */
	reset(10, 1, 4);
	ctb_measure(&sim_clock, sim_run, &clock_state, 100, 5, &m);
	CTB_CHECK_U64(m.iterations, 100);
	CTB_CHECK_U64(m.batches, 5);
	CTB_CHECK_U64(m.base_ops, 1);
	CTB_CHECK_U64(m.base_ticks, 10);
	/* (1000 - 10) / 99 and (1400 - 10) / 99 */
	CTB_CHECK_U64(m.min_milli, 10000);
	CTB_CHECK_U64(m.max_milli, 14040);
	/* (3 x 1400 + 2 x 1000 - 5 x 10) / (5 x 99) */
	CTB_CHECK_U64(m.mean_milli, 12424);
	CTB_CHECK(m.min_milli <= m.mean_milli && m.mean_milli <= m.max_milli);
	CTB_CHECK_U64(m.batch_ticks[0], 1400);
	CTB_CHECK_U64(m.batch_ticks[1], 1000);
}

static void
measure_subtracts_fixed_costs(void)
{
	ctb_measurement m;

	/* Reading the counter costs 13 ticks, as csrr and its loop do on an
	 * emulated core: each batch reads 13 more than its ops cost, and the
	 * per-op figure must still come out exact, with few or many ops. */
	reset(7, 1, 0);
	clock_state.read_cost = 13;
	ctb_measure(&sim_clock, sim_run, &clock_state, 333, 3, &m);
	CTB_CHECK_U64(m.base_ops, 1);
	CTB_CHECK_U64(m.base_ticks, 7 + 13);
	CTB_CHECK_U64(m.batch_ticks[0], 333 * 7 + 13);
	CTB_CHECK_U64(m.min_milli, 7000);
	CTB_CHECK_U64(m.mean_milli, 7000);
	CTB_CHECK_U64(m.max_milli, 7000);
	ctb_measure(&sim_clock, sim_run, &clock_state, 2, 3, &m);
	CTB_CHECK_U64(m.min_milli, 7000);
	/* One op a batch: only an empty batch to subtract. */
	ctb_measure(&sim_clock, sim_run, &clock_state, 1, 3, &m);
	CTB_CHECK_U64(m.base_ops, 0);
	CTB_CHECK_U64(m.base_ticks, 13);
	CTB_CHECK_U64(m.min_milli, 7000);
}

/* QEMU's CCOUNT under -icount shift=6: 2.56 ticks an instruction, read as
 * floor(). Kept in hundredths of a tick: each op adds 256 of them. */
static uint64_t
ccount_now(void *ctx)
{
	sim *s = ctx;

	s->calls++;
	return s->ticks / 100;
}

static void
scaled_clock_is_exact(void)
{
	/* Whatever the phase, every interval converts back to its exact
	 * instruction count. */
	static const ctb_clock scaled = {
		.now = ccount_now, .ctx = &clock_state,
		.scale_ticks = 256, .scale_units = 100
	};
	uint64_t phase, ops;
	ctb_measurement m;

	for (phase = 0; phase < 256; phase += 17) {
		for (ops = 1; ops < 40; ops += 3) {
			reset(256, 1, 0);
			clock_state.ticks = phase;
			ctb_measure(&scaled, sim_run, &clock_state, (uint32_t)ops, 2, &m);
			CTB_CHECK_U64(m.batch_ticks[0], ops);
			CTB_CHECK_U64(m.batch_ticks[1], ops);
			CTB_CHECK_U64(m.min_milli, 1000);
		}
	}
}

static void
one_nop(void *arena)
{
	(void)arena;
	__asm__ volatile("nop");
}

static void
five_nops(void *arena)
{
	(void)arena;
	__asm__ volatile("nop\n\tnop\n\tnop\n\tnop\n\tnop");
}

static uint64_t
port_now(void *ctx)
{
	(void)ctx;
	return ctb_port_ticks();
}

static void
port_counts_instructions_exactly(void)
{
	ctb_port_info info;
	ctb_measurement a, b;

	/* Only where the port claims exact instruction counts (emulators):
	 * four more nops an operation must cost exactly 4 x 1000 more. */
	ctb_port_init(-1, &info);
	if (strcmp(info.unit, "insns") != 0) {
		return;
	}
	ctb_clock clk = {
		.now = port_now,
		.scale_ticks = info.scale_ticks, .scale_units = info.scale_units
	};
	ctb_measure(&clk, one_nop, NULL, 1000, 3, &a);
	ctb_measure(&clk, five_nops, NULL, 1000, 3, &b);
	CTB_CHECK_U64(b.batch_ticks[0] - a.batch_ticks[0], 4000);
	CTB_CHECK_U64(b.min_milli - a.min_milli, 4000);
	CTB_CHECK(a.min_milli == a.max_milli && b.min_milli == b.max_milli);
	CTB_CHECK(a.min_milli % 1000 == 0);
}

static void
measure_reads_events(void)
{
	ctb_measurement m;

	/* The baseline's first batch runs cold (5 ticks more), its second
	 * gets the jitter (4 more): the third, batch 3, is the fastest, and
	 * base_events must be that batch's counts. */
	reset(10, 1, 4);
	clock_state.cold = 5;
	clock_state.insn_cost = 7;
	ctb_measure(&sim_event_clock, sim_run, &clock_state, 100, 5, &m);
	CTB_CHECK_U64(m.events, 2);
	CTB_CHECK_U64(m.base_ticks, 10);
	CTB_CHECK_U64(m.base_events[1], 3);
	/* One op, two clock readings, the counters' own 3. */
	CTB_CHECK_U64(m.base_events[0], 7 + 2 * 2 + 3);
	for (uint32_t b = 0; b < m.batches; b++) {
		CTB_CHECK_U64(m.batch_events[b][0], 100 * 7 + 2 * 2 + 3);
		CTB_CHECK_U64(m.batch_events[b][1], 4 + b);
	}
	/* The host's per-op figure: every fixed cost cancels exactly. */
	CTB_CHECK_U64((m.batch_events[0][0] - m.base_events[0])
		/ (m.iterations - m.base_ops), 7);
	CTB_CHECK_U64((m.batch_events[0][0] - m.base_events[0])
		% (m.iterations - m.base_ops), 0);
	/* The tick figures are those of the clock without counters. */
	CTB_CHECK_U64(m.min_milli, 10000);
	CTB_CHECK_U64(m.max_milli, 14040);

	/* Calibration reads no events; a clock without them leaves every
	 * count zero; one claiming more than a record holds gets none read. */
	reset(10, 1, 0);
	ctb_calibrate(&sim_event_clock, sim_run, &clock_state, 100000);
	CTB_CHECK_U64(clock_state.starts, 0);
	ctb_measure(&sim_clock, sim_run, &clock_state, 10, 2, &m);
	CTB_CHECK_U64(m.events, 0);
	CTB_CHECK_U64(m.base_events[0], 0);
	CTB_CHECK_U64(m.batch_events[1][1], 0);
	ctb_clock many = sim_event_clock;
	many.events = CTB_MAX_EVENTS + 1;
	ctb_measure(&many, sim_run, &clock_state, 10, 2, &m);
	CTB_CHECK_U64(m.events, 0);
	CTB_CHECK_U64(clock_state.starts, 0);
}

static void
line_nested_object(void)
{
	static ctb_line l;
	static const char want[] =
		"{\"type\":\"rec\",\"events\":{\"insns\":{\"base\":14,"
		"\"batches\":[707,708]},\"icache_miss_stalls\":{\"base\":0,"
		"\"batches\":[]}},\"x\":1";

	/* Exactly the shape runner.c writes a record's events in. */
	ctb_line_begin(&l, "rec");
	ctb_line_object_begin(&l, "events");
	ctb_line_object_begin(&l, "insns");
	ctb_line_u64(&l, "base", 14);
	ctb_line_array_begin(&l, "batches");
	ctb_line_array_u64(&l, 707);
	ctb_line_array_u64(&l, 708);
	ctb_line_array_end(&l);
	ctb_line_object_end(&l);
	ctb_line_object_begin(&l, "icache_miss_stalls");
	ctb_line_u64(&l, "base", 0);
	ctb_line_array_begin(&l, "batches");
	ctb_line_array_end(&l);
	ctb_line_object_end(&l);
	ctb_line_object_end(&l);
	ctb_line_u64(&l, "x", 1);
	CTB_CHECK(!l.overflow);
	CTB_CHECK_U64(l.len, sizeof want - 1);
	CTB_CHECK(memcmp(l.buf, want, sizeof want - 1) == 0);
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
	/* alternatives */
	CTB_CHECK(ctb_glob_match("ecp_*,mpi_*", "mpi_add/8"));
	CTB_CHECK(ctb_glob_match("ecp_*,mpi_*", "ecp_mul_p256"));
	CTB_CHECK(!ctb_glob_match("ecp_*,mpi_*", "ecdh_shared_p256"));
	CTB_CHECK(!ctb_glob_match("mpi,", "mpi_add"));
	CTB_CHECK(ctb_glob_match("x,", ""));
}

static void
crc32_check_value(void)
{
	/* The CRC-32 check value of the catalogue of parametrised CRCs. */
	CTB_CHECK_U64(ctb_crc32("123456789", 9), 0xCBF43926u);
	CTB_CHECK_U64(ctb_crc32("", 0), 0);
}

/* An operation whose stack use is known to within its frame: it writes
 * every byte of a local array of `want` bytes (through a volatile pointer,
 * so nothing is optimised away). */
static void
use_stack(void *arg)
{
	size_t want = *(size_t *)arg;
	volatile uint8_t buf[3000];
	size_t i;

	for (i = 0; i < want && i < sizeof buf; i++) {
		buf[i] = (uint8_t)i;
	}
	(void)buf[0];
}

static void
stack_use_measures_frames(void)
{
	size_t small = 16, big = 3000, s, b, over;

	s = ctb_stack_use(use_stack, &small, 32 * 1024);
	b = ctb_stack_use(use_stack, &big, 32 * 1024);
	/* The array is written from its low end: the whole frame counts in
	 * both, so both are at least its size, and no frame overhead on any
	 * ABI here comes near 1 KiB. */
	CTB_CHECK(s >= 3000 && s < 3000 + 1024);
	CTB_CHECK(b >= 3000 && b < 3000 + 1024);
	/* A span smaller than the operation's frame: a lower bound, which
	 * says so by reaching the room. */
	over = ctb_stack_use(use_stack, &big, 1024);
	CTB_CHECK(over >= 1024);
	CTB_CHECK_U64(ctb_stack_use(use_stack, &small, 64), 0);
}

static const ctb_test tests[] = {
	{ "calibrate_reaches_target", calibrate_reaches_target },
	{ "calibrate_coarse_clock", calibrate_coarse_clock },
	{ "calibrate_slow_op", calibrate_slow_op },
	{ "measure_statistics", measure_statistics },
	{ "measure_subtracts_fixed_costs", measure_subtracts_fixed_costs },
	{ "scaled_clock_is_exact", scaled_clock_is_exact },
	{ "port_counts_instructions_exactly", port_counts_instructions_exactly },
	{ "measure_reads_events", measure_reads_events },
	{ "line_nested_object", line_nested_object },
	{ "measure_clamps_batches", measure_clamps_batches },
	{ "glob", glob },
	{ "crc32_check_value", crc32_check_value },
	{ "stack_use_measures_frames", stack_use_measures_frames },
};

CTB_SUITE(ctb_suite_test_bench, tests);
