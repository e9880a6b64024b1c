/*
 * The port: everything the harness needs from a platform, and nothing more.
 * One implementation per platform under port/<name>/.
 */
#ifndef CTB_PORT_H
#define CTB_PORT_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef struct ctb_port_info {
	const char *port;       /* "native", "esp_idf", ... */
	const char *chip;       /* "x86_64", "esp32s3", ... */
	const char *chip_rev;   /* "" when unknown */
	const char *unit;       /* what one counter tick is: "ns", "cycles", "insns" */
	const char *counter;    /* how it is read, e.g. "CCOUNT (xthal_get_ccount)" */
	uint64_t ticks_per_s;   /* units per second of target time (for batch_ms) */
	/* When nonzero, an interval of d counter ticks is
	 * round(d * scale_units / scale_ticks) units. A counter that advances
	 * more than twice per unit (CCOUNT under QEMU -icount) thus gives exact
	 * unit counts for every interval, though not for absolute readings. */
	uint32_t scale_ticks;
	uint32_t scale_units;
	uint64_t cpu_hz;        /* 0 when the platform cannot say */
	int core;               /* the core the bench runs on; -1 when not pinned */
	/*
	 * Optional event counters (retired instructions, stall cycles, ...),
	 * read over exactly the batches the counter times. A port without
	 * them leaves everything below zero -- the harness zeroes *info before
	 * ctb_port_init(), and every port memsets it too -- and needs nothing
	 * else: the functions are called only when `events` is nonzero.
	 *
	 * events_start() zeroes and starts every counter; events_read() stores
	 * the counts since that start in counts[0 .. events-1]. A port whose
	 * hardware counters are narrower than 64 bits must say why no batch
	 * can wrap them (or widen them, as ctb_port_ticks does).
	 */
	unsigned events;        /* how many; at most CTB_MAX_EVENTS (ctb_bench.h) */
	const char *const *event_names; /* short snake_case: "insns", ... */
	const char *event_source;       /* how they are read, like `counter` */
	void (*events_start)(void);
	void (*events_read)(uint64_t *counts);
} ctb_port_info;

/* Pin the caller to `core` (-1: the port's choice) and describe the platform.
 * Returns 0, or -1 if pinning failed (the run goes on, info->core = -1). */
int ctb_port_init(int core, ctb_port_info *info);

/* The counter, widened to 64 bits by the port if the hardware wraps. */
uint64_t ctb_port_ticks(void);

/* Write bytes to the protocol stream (stdout, UART, semihosting). */
void ctb_port_write(const char *s, size_t n);

/* Called between batches, outside the timed region: feed watchdogs, yield. */
void ctb_port_idle(void);

#ifdef __cplusplus
}
#endif

#endif
