#include <string.h>

#include "ctb_bench.h"

/* A clock claiming more counters than a measurement holds gets none read:
 * its read() would write past the arrays. */
static uint32_t
events_of(const ctb_clock *clk)
{
	return clk->events <= CTB_MAX_EVENTS ? clk->events : 0;
}

/*
 * One batch. When ev is not NULL and the clock has event counters, they are
 * started just before the first reading of the clock and read just after
 * the last, so they count the batch plus a fixed cost (the clock readings,
 * the calls themselves) that the baseline batch carries too and the host
 * subtracts with it.
 */
static uint64_t
time_batch(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint32_t iterations, uint64_t *ev)
{
	uint64_t start, end;
	uint32_t i;
	int count = ev != NULL && events_of(clk) != 0;

	if (count) {
		clk->events_start(clk->ctx);
	}
	start = clk->now(clk->ctx);
	for (i = 0; i < iterations; i++) {
		run(arena);
	}
	end = clk->now(clk->ctx);
	if (count) {
		clk->events_read(clk->ctx, ev);
	}
	if (clk->scale_ticks == 0) {
		return end - start;
	}
	/* Round to nearest: with more than two ticks a unit, the rounding
	 * error of the two readings (under one tick) stays below half a unit. */
	return ((end - start) * clk->scale_units + clk->scale_ticks / 2)
		/ clk->scale_ticks;
}

/*
 * Doubling until a batch lasts target/8 bounds the time spent calibrating by
 * about target/4 and puts the last probe at least 8x above the counter's
 * resolution whenever target is. The final count is that probe scaled to
 * the target; the batches that follow measure how close it came, and every
 * record carries those lengths, so nothing here has to be trusted blindly.
 */
uint32_t
ctb_calibrate(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint64_t target)
{
	uint64_t t, scaled;
	uint32_t iterations = 1;

	for (;;) {
		t = time_batch(clk, run, arena, iterations, NULL);
		if (t >= target / 8 || iterations >= UINT32_MAX / 2) {
			break;
		}
		iterations *= 2;
	}
	if (t == 0) {
		return iterations;
	}
	/* iterations <= 2^31, so the product stays below 2^64 for any target
	 * under 2^33 ticks: 8.6 s of nanoseconds, 35 s of 240 MHz cycles. */
	scaled = (uint64_t)iterations * target / t;
	if (scaled < 1) {
		scaled = 1;
	}
	if (scaled > UINT32_MAX) {
		scaled = UINT32_MAX;
	}
	return (uint32_t)scaled;
}

/*
 * A batch has fixed costs besides its operations: two counter reads, the
 * loop's entry and exit. Subtracting a batch of one operation and dividing
 * by iterations - 1 removes all of them exactly, since both batches take the
 * same path through the loop; a batch of zero operations would not (the
 * loop is skipped), and on a target that counts instructions the few that
 * differ would show as a fraction. The fastest of three is taken: the cost
 * is fixed, noise only adds to it.
 */
static uint64_t
baseline(const ctb_clock *clk, void (*run)(void *), void *arena, uint32_t ops,
	uint64_t *best_ev)
{
	uint64_t best = UINT64_MAX, t, ev[CTB_MAX_EVENTS] = { 0 };
	int i;

	for (i = 0; i < 3; i++) {
		t = time_batch(clk, run, arena, ops, ev);
		if (t < best) {
			/* The events of the batch whose ticks are kept: base
			 * ticks and base events describe one and the same run. */
			best = t;
			memcpy(best_ev, ev, sizeof ev);
		}
	}
	return best;
}

static uint64_t
per_op_milli(uint64_t batch, uint64_t base, uint64_t ops)
{
	/* A batch shorter than the baseline is noise on a wall clock; clamp
	 * rather than wrap. */
	return batch > base ? (batch - base) * 1000 / ops : 0;
}

void
ctb_measure(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint32_t iterations, uint32_t batches, ctb_measurement *m)
{
	uint64_t lo = UINT64_MAX, hi = 0, sum = 0, t, ops;
	uint32_t b;

	if (batches > CTB_MAX_BATCHES) {
		batches = CTB_MAX_BATCHES;
	}
	if (batches < 1) {
		batches = 1;
	}
	if (iterations < 1) {
		iterations = 1;
	}
	/* One operation per batch leaves nothing to difference against but an
	 * empty batch: then the loop's entry and exit stay in the figure. */
	m->base_ops = iterations > 1 ? 1 : 0;
	/* Counts the clock has no counter for stay zero, never stale. */
	m->events = events_of(clk);
	memset(m->base_events, 0, sizeof m->base_events);
	memset(m->batch_events, 0, sizeof m->batch_events);
	m->base_ticks = baseline(clk, run, arena, m->base_ops, m->base_events);
	for (b = 0; b < batches; b++) {
		t = time_batch(clk, run, arena, iterations, m->batch_events[b]);
		m->batch_ticks[b] = t;
		sum += t;
		if (t < lo) {
			lo = t;
		}
		if (t > hi) {
			hi = t;
		}
	}
	m->iterations = iterations;
	m->batches = batches;
	/* x1000 before dividing keeps three decimals of a per-op figure. A batch
	 * of 2^54 ticks would overflow; that is years at any clock rate. */
	ops = iterations - m->base_ops;
	m->min_milli = per_op_milli(lo, m->base_ticks, ops);
	m->max_milli = per_op_milli(hi, m->base_ticks, ops);
	m->mean_milli = per_op_milli(sum, m->base_ticks * batches, ops * batches);
}
