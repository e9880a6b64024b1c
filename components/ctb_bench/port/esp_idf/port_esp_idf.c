/*
 * ESP-IDF port. The unit is CPU cycles of the core the bench task runs on:
 * CCOUNT on Xtensa, the cycle counter behind esp_cpu_get_cycle_count() on
 * RISC-V. Cycles do not depend on the clock frequency or on wall time, and
 * at a fixed CPU clock (no power management) they convert to seconds with
 * cpu_hz, which the header carries.
 *
 * The counters are per core and the task is pinned by app_main, so every
 * read comes from the same counter. This port pins nothing itself.
 */
#include <stdio.h>
#include <string.h>

#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "esp_cpu.h"
#include "esp_private/esp_clk.h"
#include "hal/efuse_hal.h"
#include "soc/soc_caps.h"
#include "sdkconfig.h"

#if defined(__XTENSA__)
#include "xtensa/hal.h"
#endif

/* The trace module's JTAG destination keeps its CRC in PM1
 * (app_trace/port/xtensa/port.c): no events under it. */
#if defined(__XTENSA__) && !defined(CONFIG_APPTRACE_DEST_TRAX)
#define HAVE_PERFMON 1
#include "perfmon.h"
#endif

#include "ctb_port.h"

/*
 * Which register the count comes from, for the header. On RISC-V,
 * esp_cpu_get_cycle_count() reads Espressif's machine performance counter
 * (mpccr) on chips that have one (SOC_CPU_HAS_CSR_PC) and the standard
 * mcycle elsewhere; the same test as its implementation (riscv/rv_utils.h)
 * picks the name.
 */
#if defined(__XTENSA__)
#define COUNTER "CCOUNT (xthal_get_ccount)"
#elif defined(SOC_CPU_HAS_CSR_PC) && SOC_CPU_HAS_CSR_PC
#define COUNTER "mpccr (esp_cpu_get_cycle_count)"
#else
#define COUNTER "mcycle (esp_cpu_get_cycle_count)"
#endif

static inline uint32_t
read_counter(void)
{
#if defined(__XTENSA__)
	return (uint32_t)xthal_get_ccount();
#else
	return (uint32_t)esp_cpu_get_cycle_count();
#endif
}

/*
 * The hardware counter is 32 bits wide and wraps every 2^32 cycles
 * (17.9 s at 240 MHz). It is widened in software: a read that comes out
 * below the previous one has wrapped once, and the high word moves on.
 *
 * Bound: consecutive calls must be less than 2^32 cycles apart, or a wrap
 * goes unseen. The harness calls ctb_port_ticks() at both ends of every
 * batch and the batch length is capped far below that
 * (CONFIG_CTB_BENCH_BATCH_MS <= 10 s), so every measured length is exact.
 * A longer gap between two calls (a slow setup, say) loses one whole wrap:
 * all later values shift by the same 2^32, and no batch length changes.
 *
 * Not reentrant: only the pinned bench task calls it, so the two words
 * need no lock, and the read stays on one core's counter.
 */
static uint32_t last_low;
static uint64_t high;

uint64_t
ctb_port_ticks(void)
{
	uint32_t now = read_counter();

	if (now < last_low) {
		high += (uint64_t)1 << 32;
	}
	last_low = now;
	return high | now;
}

#ifdef HAVE_PERFMON
/*
 * Event counters: the Xtensa performance monitor of the core the task is
 * pinned to (ESP-IDF's perfmon component), two counters on the ESP32,
 * ESP32-S2 and ESP32-S3 (XCHAL_NUM_PERF_COUNTERS):
 *
 *   PM0 "insns": instructions retired, every kind
 *       (XTPERF_CNT_INSN, XTPERF_MASK_INSN_ALL);
 *   PM1 "icache_miss_stalls": cycles the pipeline stalls for an
 *       instruction fetch, on an I-cache miss or a busy instruction RAM/ROM
 *       (XTPERF_CNT_I_STALL, XTPERF_MASK_I_STALL_CACHE_MISS |
 *       XTPERF_MASK_I_STALL_BUSY). None of the three cores has an Xtensa
 *       I-cache (XCHAL_ICACHE_SIZE 0 in their core-isa.h): code in flash
 *       is fetched through Espressif's cache, behind the core's instruction
 *       RAM port (INSTRAM0 from 0x40000000 covers where flash is mapped),
 *       so a flash-cache miss should show as that port being busy, and the
 *       cache-miss bit alone has no cache to count. Both are read from the
 *       core configuration, not yet checked on a board. A cycle with both
 *       causes counts once (PMCTRL mask semantics).
 *
 * Both count at every interrupt level (tracelevel -1, i.e. 15, with
 * kernelcnt 0), as CCOUNT does: an interrupt inside a batch is in all
 * three figures.
 *
 * Bound: the counters are 32 bits and are zeroed at the start of every
 * batch. A batch lasts at most CONFIG_CTB_BENCH_BATCH_MS <= 10 s, 2.4e9
 * cycles at 240 MHz, below 2^32; a core retires at most one instruction a
 * cycle and stalls at most one cycle a cycle, so neither count can wrap.
 */
static const char *const event_names[] = { "insns", "icache_miss_stalls" };

static void
events_start(void)
{
	/* Stopped while zeroed, so both start from the same cycle. */
	xtensa_perfmon_stop();
	xtensa_perfmon_reset(0);
	xtensa_perfmon_reset(1);
	xtensa_perfmon_start();
}

static void
events_read(uint64_t *counts)
{
	/* Stopped before reading: the two counts cover the same cycles. */
	xtensa_perfmon_stop();
	counts[0] = xtensa_perfmon_value(0);
	counts[1] = xtensa_perfmon_value(1);
}

static void
events_init(ctb_port_info *info)
{
	xtensa_perfmon_stop();
	if (xtensa_perfmon_init(0, XTPERF_CNT_INSN, XTPERF_MASK_INSN_ALL,
		0, -1) != ESP_OK
		|| xtensa_perfmon_init(1, XTPERF_CNT_I_STALL,
		XTPERF_MASK_I_STALL_CACHE_MISS | XTPERF_MASK_I_STALL_BUSY,
		0, -1) != ESP_OK) {
		return;   /* fewer than two counters: the header names none */
	}
	info->events = 2;
	info->event_names = event_names;
	info->event_source = "perfmon: PM0 INSN/INSN_ALL, "
		"PM1 I_STALL/CACHE_MISS|BUSY";
	info->events_start = events_start;
	info->events_read = events_read;
}
#endif

int
ctb_port_init(int core, ctb_port_info *info)
{
	static char rev[16];
	uint64_t hz = (uint64_t)esp_clk_cpu_freq();

	/* The task is pinned by app_main before it gets here; the argument
	 * (a preference) has nothing left to choose. */
	(void)core;

	snprintf(rev, sizeof rev, "v%u.%u",
		(unsigned)efuse_hal_get_major_chip_version(),
		(unsigned)efuse_hal_get_minor_chip_version());

	memset(info, 0, sizeof *info);
	info->port = "esp_idf";
	info->chip = CONFIG_IDF_TARGET;
	info->chip_rev = rev;
	info->unit = "cycles";
	info->counter = COUNTER;
	info->ticks_per_s = hz;
	info->cpu_hz = hz;
	info->core = esp_cpu_get_core_id();
#ifdef HAVE_PERFMON
	events_init(info);
#endif

	/* Start the widening from the current count, so the first interval
	 * measured never sees a stale last_low. */
	last_low = read_counter();
	high = 0;
	return 0;
}

void
ctb_port_idle(void)
{
	/* One tick asleep between phases: the idle task of this core and
	 * anything of lower priority get to run, outside any batch. */
	vTaskDelay(1);
}
