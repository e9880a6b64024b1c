#include <stdio.h>
#include <string.h>

#include "ctb_bench.h"
#include "ctb_port.h"
#include "inner.h"

/* Build metadata, passed as definitions by the build (host/ctbench/targets/build.py,
 * the IDF component's CMakeLists.txt). Absent ones say so. */
#ifndef CTB_BUILD_REVISION
#define CTB_BUILD_REVISION "unknown"
#endif
#ifndef CTB_BUILD_VARIANT
#define CTB_BUILD_VARIANT "unknown"
#endif
#ifndef CTB_BUILD_TARGET
#define CTB_BUILD_TARGET "unknown"
#endif
#ifndef CTB_BUILD_OPT
#define CTB_BUILD_OPT "unknown"
#endif
#ifndef CTB_BUILD_FLAGS
#define CTB_BUILD_FLAGS "unknown"
#endif
#ifndef CTB_BUILD_LIBS
#define CTB_BUILD_LIBS ""
#endif

#if defined(__clang__)
#define CTB_COMPILER "clang " __clang_version__
#elif defined(__GNUC__)
#define CTB_COMPILER "gcc " __VERSION__
#else
#define CTB_COMPILER "unknown"
#endif

/* One arena for every benchmark; static so that no target needs a heap. The
 * alignment suits any limb type. */
static union {
	uint64_t align;
	unsigned char bytes[CTB_BENCH_ARENA_BYTES];
} arena;

static uint64_t
port_now(void *ctx)
{
	(void)ctx;
	return ctb_port_ticks();
}

static void
port_events_start(void *ctx)
{
	((const ctb_port_info *)ctx)->events_start();
}

static void
port_events_read(void *ctx, uint64_t *counts)
{
	((const ctb_port_info *)ctx)->events_read(counts);
}

static void
bench_id(const ctb_bench *b, char *buf, size_t size)
{
	if (b->param_name != NULL) {
		snprintf(buf, size, "%s/%lu", b->name, (unsigned long)b->param);
	} else {
		snprintf(buf, size, "%s", b->name);
	}
}

static int
selected(const ctb_bench *b, const char *filter)
{
	char id[64];

	if (filter == NULL || filter[0] == '\0') {
		return 1;
	}
	bench_id(b, id, sizeof id);
	return ctb_glob_match(filter, b->name) || ctb_glob_match(filter, id);
}

/* Walks every selected benchmark in a fixed order: the header's list and
 * the records' "seq" both follow it, which is what lets the host name a
 * record that never arrived. */
typedef struct cursor {
	const ctb_suite *const *suite;
	size_t index;
} cursor;

static const ctb_bench *
next_selected(cursor *c, const char *filter)
{
	const ctb_bench *b;

	while (*c->suite != NULL) {
		if (c->index >= (*c->suite)->count) {
			c->suite++;
			c->index = 0;
			continue;
		}
		b = &(*c->suite)->benches[c->index++];
		if (selected(b, filter)) {
			return b;
		}
	}
	return NULL;
}

static void
header(const ctb_suite *const *suites, const ctb_config *cfg,
	const ctb_port_info *info, uint64_t target)
{
	static ctb_line l;
	const ctb_bench *b;
	char id[96];

	ctb_line_begin(&l, "hdr");
	ctb_line_u64(&l, "proto", CTB_PROTO_VERSION);
	ctb_line_str(&l, "revision", CTB_BUILD_REVISION);
	ctb_line_str(&l, "variant", CTB_BUILD_VARIANT);
	ctb_line_str(&l, "target", CTB_BUILD_TARGET);
	ctb_line_str(&l, "port", info->port);
	ctb_line_str(&l, "chip", info->chip);
	ctb_line_str(&l, "chip_rev", info->chip_rev);
	ctb_line_u64(&l, "cpu_hz", info->cpu_hz);
	ctb_line_i64(&l, "core", info->core);
	ctb_line_str(&l, "compiler", CTB_COMPILER);
	ctb_line_str(&l, "opt", CTB_BUILD_OPT);
	ctb_line_str(&l, "flags", CTB_BUILD_FLAGS);
	ctb_line_str(&l, "libs", CTB_BUILD_LIBS);
	ctb_line_str(&l, "unit", info->unit);
	ctb_line_str(&l, "counter", info->counter);
	ctb_line_u64(&l, "ticks_per_s", info->ticks_per_s);
	/* Only from a port that counts events: the records then carry them. */
	if (info->events != 0) {
		ctb_line_array_begin(&l, "events");
		for (unsigned i = 0; i < info->events; i++) {
			ctb_line_array_str(&l, info->event_names[i]);
		}
		ctb_line_array_end(&l);
		ctb_line_str(&l, "event_source", info->event_source);
	}
	ctb_line_u64(&l, "batch_target", target);
	ctb_line_u64(&l, "batches", cfg->batches);
	ctb_line_str(&l, "filter", cfg->filter != NULL ? cfg->filter : "");
	/* "name" or "name: detail" for every suite built in, selected or not. */
	ctb_line_array_begin(&l, "suites");
	for (const ctb_suite *const *s = suites; *s != NULL; s++) {
		if ((*s)->detail != NULL) {
			snprintf(id, sizeof id, "%s: %s", (*s)->name, (*s)->detail);
		} else {
			snprintf(id, sizeof id, "%s", (*s)->name);
		}
		ctb_line_array_str(&l, id);
	}
	ctb_line_array_end(&l);
	ctb_line_array_begin(&l, "benches");
	cursor c = { suites, 0 };

	while ((b = next_selected(&c, cfg->filter)) != NULL) {
		bench_id(b, id, sizeof id);
		ctb_line_array_str(&l, id);
	}
	ctb_line_array_end(&l);
	ctb_line_end(&l);
}

static void
bench_start(ctb_line *l, const char *type, uint32_t seq, const ctb_bench *b)
{
	ctb_line_begin(l, type);
	ctb_line_u64(l, "seq", seq);
	ctb_line_str(l, "bench", b->name);
	if (b->param_name != NULL) {
		ctb_line_str(l, "param_name", b->param_name);
		ctb_line_u64(l, "param", b->param);
	}
}

static void
error_line(uint32_t seq, const ctb_bench *b, int code, const char *detail)
{
	static ctb_line l;

	bench_start(&l, "err", seq, b);
	ctb_line_i64(&l, "code", code);
	ctb_line_str(&l, "detail", detail);
	ctb_line_end(&l);
}

static void
record(uint32_t seq, const ctb_bench *b, const ctb_port_info *info,
	uint64_t target, const ctb_measurement *m, size_t stack, size_t room)
{
	static ctb_line l;
	uint32_t i, e;

	bench_start(&l, "rec", seq, b);
	ctb_line_str(&l, "unit", info->unit);
	ctb_line_u64(&l, "iterations", m->iterations);
	ctb_line_u64(&l, "batches", m->batches);
	ctb_line_milli(&l, "min", m->min_milli);
	ctb_line_milli(&l, "mean", m->mean_milli);
	ctb_line_milli(&l, "max", m->max_milli);
	ctb_line_u64(&l, "batch_target", target);
	ctb_line_u64(&l, "base_ticks", m->base_ticks);
	ctb_line_u64(&l, "base_ops", m->base_ops);
	ctb_line_array_begin(&l, "batch_ticks");
	for (i = 0; i < m->batches; i++) {
		ctb_line_array_u64(&l, m->batch_ticks[i]);
	}
	ctb_line_array_end(&l);
	/* Stack of one operation (stack.c), with the room it was measured
	 * in: stack >= stack_room means "at least". */
	if (room != 0) {
		ctb_line_u64(&l, "stack", stack);
		ctb_line_u64(&l, "stack_room", room);
	}
	/* Raw counts, like base_ticks and batch_ticks: the host derives the
	 * per-operation figures (docs/protocol.md). */
	if (m->events != 0) {
		ctb_line_object_begin(&l, "events");
		for (e = 0; e < m->events; e++) {
			ctb_line_object_begin(&l, info->event_names[e]);
			ctb_line_u64(&l, "base", m->base_events[e]);
			ctb_line_array_begin(&l, "batches");
			for (i = 0; i < m->batches; i++) {
				ctb_line_array_u64(&l, m->batch_events[i][e]);
			}
			ctb_line_array_end(&l);
			ctb_line_object_end(&l);
		}
		ctb_line_object_end(&l);
	}
	ctb_line_end(&l);
}

/* Stack that ctb_bench_main and its frames keep above the painted span: its
 * buffers are static, so its frame is small; this is a generous bound. */
#define RUNNER_FRAMES 1024

int
ctb_bench_main(const ctb_suite *const *suites, const ctb_config *cfg)
{
	static ctb_line l;
	static ctb_measurement m;
	ctb_port_info info;
	ctb_clock clk = { .now = port_now, .ctx = &info };
	const ctb_bench *b;
	uint64_t target;
	uint32_t seq = 0, records = 0, errors = 0;
	size_t stack, room;
	int rc;

	/* Zeroed first, so a port that sets no event fields has none. */
	memset(&info, 0, sizeof info);
	ctb_port_init(-1, &info);
	clk.scale_ticks = info.scale_ticks;
	clk.scale_units = info.scale_units;
	/* A port claiming events it cannot deliver (more than a record
	 * holds, a missing function) is a port bug: count none rather than
	 * let its read() write past the measurement. */
	if (info.events > CTB_MAX_EVENTS || info.event_names == NULL
		|| info.events_start == NULL || info.events_read == NULL) {
		info.events = 0;
	}
	clk.events = info.events;
	clk.events_start = port_events_start;
	clk.events_read = port_events_read;
	target = cfg->batch_target_ms * info.ticks_per_s / 1000;
	if (target == 0) {
		target = 1;
	}
	header(suites, cfg, &info, target);
	ctb_table_reset();
	cursor c = { suites, 0 };
	while ((b = next_selected(&c, cfg->filter)) != NULL) {
		rc = b->setup(arena.bytes, sizeof arena.bytes, b->param);
		if (rc != CTB_OK) {
			error_line(seq, b, rc, "setup failed");
			errors++;
			seq++;
			continue;
		}
		ctb_port_idle();
		uint32_t it = ctb_calibrate(&clk, b->run, arena.bytes, target);
		ctb_port_idle();
		ctb_measure(&clk, b->run, arena.bytes, it, cfg->batches, &m);
		ctb_port_idle();
		/* One more run on a painted stack; the self-check below then
		 * checks this very run. Room below this frame: what the app
		 * gave, less what this function and the runner's frames use. */
		room = cfg->stack_room > RUNNER_FRAMES ? cfg->stack_room - RUNNER_FRAMES : 0;
		stack = ctb_stack_use(b->run, arena.bytes, room);
		rc = b->teardown != NULL ? b->teardown(arena.bytes) : CTB_OK;
		if (rc != CTB_OK) {
			/* A wrong answer makes the timing meaningless: report the
			 * failure instead of the figure. */
			error_line(seq, b, rc, "self-check failed after the batches");
			errors++;
		} else {
			record(seq, b, &info, target, &m, stack, stack != 0 ? room : 0);
			ctb_table_add(b, &m);
			records++;
		}
		seq++;
	}
	ctb_line_begin(&l, "end");
	ctb_line_u64(&l, "records", records);
	ctb_line_u64(&l, "errors", errors);
	ctb_line_end(&l);
	ctb_table_print(info.unit, cfg->batches);
	return (int)errors;
}
