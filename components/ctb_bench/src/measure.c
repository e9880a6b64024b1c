#include "ctb_bench.h"

static uint64_t
time_batch(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint32_t iterations)
{
	uint64_t start, end;
	uint32_t i;

	start = clk->now(clk->ctx);
	for (i = 0; i < iterations; i++) {
		run(arena);
	}
	end = clk->now(clk->ctx);
	return end - start;
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
		t = time_batch(clk, run, arena, iterations);
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

void
ctb_measure(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint32_t iterations, uint32_t batches, ctb_measurement *m)
{
	uint64_t lo = UINT64_MAX, hi = 0, sum = 0, t;
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
	for (b = 0; b < batches; b++) {
		t = time_batch(clk, run, arena, iterations);
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
	m->min_milli = lo * 1000 / iterations;
	m->max_milli = hi * 1000 / iterations;
	m->mean_milli = sum * 1000 / ((uint64_t)iterations * batches);
}
