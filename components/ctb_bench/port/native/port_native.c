/*
 * Native port (Linux on x86-64 or aarch64). The unit is nanoseconds of the
 * bench thread's own CPU time (CLOCK_THREAD_CPUTIME_ID): on a shared machine
 * a descheduled thread does not inflate a batch, where wall time doubles as
 * soon as another process wants the core. It still moves with frequency
 * scaling and cache state; A-B-A shows that drift. CTB_CLOCK=monotonic
 * selects wall time (CLOCK_MONOTONIC_RAW) instead; the header's "counter"
 * says which was read.
 *
 * ESP-IDF's linux target builds this port into the bench app as well
 * (CTB_NATIVE_PORT "esp_idf_linux"): the bench task is a thread of
 * ESP-IDF's POSIX FreeRTOS, so the thread's CPU time is its own work plus
 * the FreeRTOS ticks it serves, as a chip's cycle counter counts the tick
 * interrupts taken on its core. Wall time there moved by +100 % and more
 * between A's two legs while a compiler build shared the machine.
 */
#define _GNU_SOURCE
#include <sched.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "ctb_port.h"

#ifndef CTB_NATIVE_PORT
#define CTB_NATIVE_PORT "native"
#endif

static clockid_t clock_id = CLOCK_THREAD_CPUTIME_ID;

#if defined(__x86_64__)
#define CHIP "x86_64"
#elif defined(__aarch64__)
#define CHIP "aarch64"
#else
#define CHIP "unknown"
#endif

/* The CPU's nominal frequency, as Linux reports it; 0 if it does not. */
static uint64_t
cpu_hz(int core)
{
	char path[96];
	unsigned long khz = 0;
	FILE *f;

	snprintf(path, sizeof path,
		"/sys/devices/system/cpu/cpu%d/cpufreq/cpuinfo_max_freq",
		core < 0 ? 0 : core);
	f = fopen(path, "r");
	if (f != NULL) {
		if (fscanf(f, "%lu", &khz) != 1) {
			khz = 0;
		}
		fclose(f);
	}
	return (uint64_t)khz * 1000;
}

int
ctb_port_init(int core, ctb_port_info *info)
{
	cpu_set_t set;
	const char *env = getenv("CTB_CORE");
	const char *which = getenv("CTB_CLOCK");
	long ncpu = sysconf(_SC_NPROCESSORS_ONLN);
	int rc = 0;

	if (core < 0 && env != NULL && env[0] != '\0') {
		core = atoi(env);
	}
	if (core < 0) {
		/* The last core: on most machines the one least busy with IRQs. */
		core = ncpu > 0 ? (int)ncpu - 1 : 0;
	}
	CPU_ZERO(&set);
	CPU_SET(core, &set);
	if (sched_setaffinity(0, sizeof set, &set) != 0) {
		core = -1;
		rc = -1;
	}
	memset(info, 0, sizeof *info);
	info->port = CTB_NATIVE_PORT;
	info->chip = CHIP;
	info->chip_rev = "";
	info->unit = "ns";
	if (which != NULL && strcmp(which, "monotonic") == 0) {
		clock_id = CLOCK_MONOTONIC_RAW;
		info->counter = "clock_gettime(CLOCK_MONOTONIC_RAW), wall time";
	} else {
		clock_id = CLOCK_THREAD_CPUTIME_ID;
		info->counter = "clock_gettime(CLOCK_THREAD_CPUTIME_ID), thread CPU time";
	}
	info->ticks_per_s = 1000000000u;
	info->cpu_hz = cpu_hz(core);
	info->core = core;
	return rc;
}

uint64_t
ctb_port_ticks(void)
{
	struct timespec ts;

	clock_gettime(clock_id, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

void
ctb_port_idle(void)
{
}
