/*
 * ctb_bench: a portable benchmark harness.
 *
 * A benchmark is a named operation with fixed operands. The harness sizes a
 * batch so that it lasts about `batch_target` counter ticks, runs `batches`
 * such batches and reports per-operation min, mean and max, together with
 * every measured batch length, as protocol lines (docs/protocol.md).
 *
 * Nothing is allocated inside the timed region: setup() receives a static
 * arena owned by the harness and prepares the operands there.
 */
#ifndef CTB_BENCH_H
#define CTB_BENCH_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/* Bytes of scratch handed to setup(); a benchmark that needs more fails
 * setup with CTB_ERR_ARENA instead of allocating. */
#ifndef CTB_BENCH_ARENA_BYTES
#define CTB_BENCH_ARENA_BYTES 16384
#endif

#define CTB_MAX_BATCHES 16

/* Event counters a record can carry besides the clock (ctb_port_info);
 * the line budget holds this many at CTB_MAX_BATCHES batches. */
#define CTB_MAX_EVENTS 4

enum {
	CTB_OK = 0,
	CTB_ERR_ARENA = -1,     /* operands do not fit in the arena */
	CTB_ERR_SETUP = -2,     /* setup refused its parameter */
	CTB_ERR_SELFCHECK = -3  /* the operation gave a wrong answer */
};

typedef struct ctb_bench {
	const char *name;       /* e.g. "mpi_add" */
	const char *param_name; /* e.g. "limbs"; NULL when there is no parameter */
	uint32_t param;         /* e.g. 8; 0 when there is no parameter */
	/* Prepare fixed operands in arena; return CTB_OK or a CTB_ERR_*. */
	int (*setup)(void *arena, size_t size, uint32_t param);
	/* One operation; the harness calls it `iterations` times per batch. */
	void (*run)(void *arena);
	/* Optional: check the result of the last run(), free nothing. */
	int (*teardown)(void *arena);
} ctb_bench;

typedef struct ctb_suite {
	const char *name;
	const ctb_bench *benches;
	size_t count;
	/* What the header should say of this suite's build, e.g. the
	 * constant-time path compiled in; NULL for nothing. */
	const char *detail;
} ctb_suite;

/* A monotonic counter. `now` is a parameter rather than a global so that
 * the calibration can be tested against a simulated clock. */
typedef struct ctb_clock {
	uint64_t (*now)(void *ctx);
	void *ctx;
	/* Interval conversion, as in ctb_port_info; 0: ticks are units. */
	uint32_t scale_ticks;
	uint32_t scale_units;
	/* Optional event counters, as in ctb_port_info (0: none). start()
	 * zeroes them just before a batch's first reading of now(), read()
	 * collects them just after its last, so they cover the same batch. */
	uint32_t events;
	void (*events_start)(void *ctx);
	void (*events_read)(void *ctx, uint64_t *counts);
} ctb_clock;

typedef struct ctb_measurement {
	uint32_t iterations;              /* operations per batch */
	uint32_t batches;
	uint64_t batch_ticks[CTB_MAX_BATCHES]; /* measured length of each batch */
	/* The baseline subtracted from every batch: a batch of base_ops
	 * operations (1, or 0 when a batch holds a single operation) that
	 * lasted base_ticks. Per operation: (batch - base_ticks) /
	 * (iterations - base_ops), which removes every fixed cost of a batch. */
	uint64_t base_ticks;
	uint32_t base_ops;
	/* Per-operation ticks x 1000: from the fastest batch, over all
	 * batches, from the slowest batch. */
	uint64_t min_milli;
	uint64_t mean_milli;
	uint64_t max_milli;
	/* The clock's event counts, raw: of the baseline batch and of every
	 * batch (events 0 when the clock has none). Per operation, the host
	 * subtracts and divides them exactly as the ticks above. */
	uint32_t events;
	uint64_t base_events[CTB_MAX_EVENTS];
	uint64_t batch_events[CTB_MAX_BATCHES][CTB_MAX_EVENTS];
} ctb_measurement;

/* Grow the iteration count until a batch is long enough to be trusted, then
 * scale it to `target` ticks. Deterministic for a deterministic clock. */
uint32_t ctb_calibrate(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint64_t target);

/* Run `batches` batches of `iterations` operations and fill *m. */
void ctb_measure(const ctb_clock *clk, void (*run)(void *), void *arena,
	uint32_t iterations, uint32_t batches, ctb_measurement *m);

/* What the runner was asked to do. */
typedef struct ctb_config {
	uint64_t batch_target_ms; /* default 200 */
	uint32_t batches;         /* default 5 */
	const char *filter;       /* glob over "name" or "name/param"; NULL = all */
	/* Free stack below ctb_bench_main's caller that the harness may paint
	 * to measure each operation's stack use (bytes); 0: do not measure.
	 * Only the app that owns the stack knows it (main, the bench task). */
	size_t stack_room;
} ctb_config;

#define CTB_CONFIG_DEFAULT { 200, 5, NULL, 0 }

/* Run every selected benchmark of the NULL-terminated suite list and print
 * a header, one record each and a footer. Returns the number of problems. */
int ctb_bench_main(const ctb_suite *const *suites, const ctb_config *cfg);

/* Fixed operands: n words from a xorshift32 sequence started at seed
 * (nonzero). The same seed gives the same operands on every target. */
void ctb_bench_fill(uint32_t *x, size_t n, uint32_t seed);

/* Glob match, only "*" and "?": "mpi_*" and "mpi_add" select "mpi_add/8";
 * alternatives separated by ",": "ecp_*,mpi_*". */
int ctb_glob_match(const char *pattern, const char *text);

#ifdef __cplusplus
}
#endif

#endif
