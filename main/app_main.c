/*
 * The bench app for ESP-IDF boards. One task, pinned to one core, runs
 * every selected benchmark once and prints protocol lines
 * (docs/protocol.md) on the console, then idles. Anything else the board
 * prints is ESP-IDF logging, which the host parser skips line by line.
 */
#include <stdint.h>

#include "freertos/FreeRTOS.h"
#include "freertos/task.h"
#include "esp_err.h"
#include "esp_log.h"
#include "esp_task_wdt.h"
#include "sdkconfig.h"

#include "ctb_bench.h"
#include "ctb_suites.h"

static const char *const TAG = "ctbench";

static const ctb_suite *const suites[] = CTB_SUITES;

/*
 * Stack of the bench task, in bytes (ESP-IDF's xTaskCreatePinnedToCore
 * counts bytes, not words). The harness keeps its large buffers static
 * (arena, line buffer, measurement), so the stack holds call frames only:
 * the deepest are snprintf in the runner and stdio on its way to the
 * console, a few KiB. 16 KiB leaves room for benchmarks that keep
 * operands on the stack and for the painted span below; an overflow is
 * caught by FreeRTOS's stack check and reported on the console, never
 * silent.
 */
#define BENCH_STACK 16384

/* Of which the harness may paint this much, below its own frames, to
 * measure each operation's stack use: bench_task's and ctb_bench_main's
 * frames above it take well under the 4 KiB left. */
#define BENCH_STACK_ROOM 12288

/*
 * Above app_main and the idle task, below ESP-IDF's own service tasks
 * (esp_timer, IPC), which stay free to run should they ever have work.
 * Nothing else in this app competes for the bench core.
 */
#define BENCH_PRIO 5

/*
 * The task watchdog watches each core's idle task. The bench task does not
 * block inside a batch, so the idle task of its core does not run for the
 * length of a batch (up to seconds): the watchdog would either reset the
 * chip mid-capture (CONFIG_ESP_TASK_WDT_PANIC) or print a task_wdt error,
 * which the host counts as a problem. Only that one idle task is taken off;
 * the watchdog goes on watching the other core and every subscribed task.
 *
 * esp_task_wdt_delete() on the idle task would not do: ESP-IDF feeds the
 * watchdog from an idle hook that stays registered, and its
 * esp_task_wdt_reset() for a task no longer subscribed logs an error on
 * every pass of the idle loop. esp_task_wdt_reconfigure() with a smaller
 * idle_core_mask drops the subscription and the hook together.
 */
static void
unwatch_idle(int core)
{
#if CONFIG_ESP_TASK_WDT_INIT && !CONFIG_IDF_TARGET_LINUX
	esp_task_wdt_config_t wdt = {
		.timeout_ms = CONFIG_ESP_TASK_WDT_TIMEOUT_S * 1000,
		.idle_core_mask = 0,
#if CONFIG_ESP_TASK_WDT_PANIC
		.trigger_panic = true,
#else
		.trigger_panic = false,
#endif
	};
	esp_err_t err;
	int c;

	/* The mask in force cannot be read back; ask which idle tasks are
	 * subscribed, so that reconfiguring changes nothing but this core.
	 * Timeout and panic are those ESP-IDF started the watchdog with. */
	for (c = 0; c < CONFIG_FREERTOS_NUMBER_OF_CORES; c++) {
		if (esp_task_wdt_status(xTaskGetIdleTaskHandleForCore(c))
			== ESP_OK)
		{
			wdt.idle_core_mask |= 1u << c;
		}
	}
	if ((wdt.idle_core_mask & (1u << core)) == 0) {
		/* Not watched (or, under CONFIG_FREERTOS_SMP, watched as a
		 * "user" this code does not touch). */
		ESP_LOGW(TAG, "idle task of core %d is not on the task watchdog",
			core);
		return;
	}
	wdt.idle_core_mask &= ~(1u << core);
	err = esp_task_wdt_reconfigure(&wdt);
	if (err != ESP_OK) {
		ESP_LOGW(TAG, "task watchdog not reconfigured: %s",
			esp_err_to_name(err));
		return;
	}
	ESP_LOGI(TAG, "idle task of core %d taken off the task watchdog", core);
#else
	/* The watchdog was not started at boot, or this is ESP-IDF's linux
	 * target, which has none: nothing watches idle tasks. */
	(void)core;
#endif
}

static void
bench_task(void *arg)
{
	TaskHandle_t waiter = arg;
	ctb_config cfg = CTB_CONFIG_DEFAULT;

	cfg.batch_target_ms = CONFIG_CTB_BENCH_BATCH_MS;
	cfg.batches = CONFIG_CTB_BENCH_BATCHES;
	cfg.filter = CONFIG_CTB_BENCH_FILTER;
	cfg.stack_room = BENCH_STACK_ROOM;
	ctb_bench_main(suites, &cfg);
	xTaskNotifyGive(waiter);

	/* The footer is out. Block forever rather than return (a FreeRTOS
	 * task must not) or restart: the capture ends on the footer and the
	 * console stays quiet after it. */
	for (;;) {
		vTaskDelay(portMAX_DELAY);
	}
}

void
app_main(void)
{
	int core = CONFIG_CTB_BENCH_CORE;

	unwatch_idle(core);
	ESP_LOGI(TAG, "bench task on core %d: %d ms batches x %d, filter \"%s\"",
		core, CONFIG_CTB_BENCH_BATCH_MS, CONFIG_CTB_BENCH_BATCHES,
		CONFIG_CTB_BENCH_FILTER);
	if (xTaskCreatePinnedToCore(bench_task, "ctb_bench", BENCH_STACK,
		xTaskGetCurrentTaskHandle(), BENCH_PRIO, NULL, core) != pdPASS)
	{
		ESP_LOGE(TAG, "cannot create the bench task");
		return;
	}

	/* Wait for the footer before returning: ESP-IDF logs from this task
	 * once app_main returns, and on a dual-core chip that line could
	 * land in the middle of a protocol line written from the other core. */
	ulTaskNotifyTake(pdTRUE, portMAX_DELAY);
}
