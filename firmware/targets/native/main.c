/*
 * The bench app for the native target: the same runner as the ESP-IDF app,
 * with its settings taken from the command line instead of Kconfig.
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "ctb_bench.h"
#include "ctb_suites.h"

static const ctb_suite *const suites[] = CTB_SUITES;

static int
usage(const char *argv0)
{
	fprintf(stderr, "usage: %s [--batch-ms N] [--batches N] [--bench GLOB]"
		" [--stack-room BYTES]\n", argv0);
	return 2;
}

int
main(int argc, char **argv)
{
	ctb_config cfg = CTB_CONFIG_DEFAULT;
	int i;

	/* The main thread's stack grows on demand up to its rlimit (8 MiB by
	 * default): 256 KiB below main is always there to paint. Under
	 * valgrind it is not (valgrind grows a stack only near its pointer),
	 * so a run there asks for --stack-room 0: no stack figure. */
	cfg.stack_room = 256 * 1024;

	for (i = 1; i < argc; i++) {
		const char *v = i + 1 < argc ? argv[i + 1] : NULL;
		char *end = NULL;

		if (v == NULL) {
			return usage(argv[0]);
		}
		if (strcmp(argv[i], "--batch-ms") == 0) {
			cfg.batch_target_ms = strtoull(v, &end, 10);
		} else if (strcmp(argv[i], "--batches") == 0) {
			cfg.batches = (uint32_t)strtoul(v, &end, 10);
			if (cfg.batches < 1 || cfg.batches > CTB_MAX_BATCHES) {
				fprintf(stderr, "--batches must be 1..%d\n",
					CTB_MAX_BATCHES);
				return 2;
			}
		} else if (strcmp(argv[i], "--bench") == 0) {
			cfg.filter = v;
		} else if (strcmp(argv[i], "--stack-room") == 0) {
			cfg.stack_room = (size_t)strtoull(v, &end, 10);
		} else {
			return usage(argv[0]);
		}
		if (end != NULL && *end != '\0') {
			fprintf(stderr, "%s: not a number: %s\n", argv[i], v);
			return 2;
		}
		i++;
	}
	return ctb_bench_main(suites, &cfg) == 0 ? 0 : 1;
}
