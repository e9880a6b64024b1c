/* The run's table for people: after the footer, one plain line per record
 * (bench, parameter, median per operation), for someone watching
 * `idf.py monitor`. No line carries the protocol prefix, so the host's
 * parser passes over it (docs/protocol.md). */
#include <stdio.h>
#include <string.h>

#include "ctb_bench.h"
#include "ctb_port.h"
#include "inner.h"

typedef struct row {
	const ctb_bench *bench;
	uint64_t median_milli;
} row;

static row rows[CTB_TABLE_ROWS];
static uint32_t nrows, dropped;

/* Median of the batches' lengths: the middle one, or the mean of the two
 * middle ones. batches <= CTB_MAX_BATCHES (measure.c clamps it). */
static uint64_t
median_ticks(const ctb_measurement *m)
{
	uint64_t v[CTB_MAX_BATCHES], t;
	uint32_t i, j, n = m->batches;

	for (i = 0; i < n; i++) {
		t = m->batch_ticks[i];
		for (j = i; j > 0 && v[j - 1] > t; j--) {
			v[j] = v[j - 1];
		}
		v[j] = t;
	}
	return n % 2 ? v[n / 2] : (v[n / 2 - 1] + v[n / 2]) / 2;
}

void
ctb_table_reset(void)
{
	nrows = 0;
	dropped = 0;
}

void
ctb_table_add(const ctb_bench *b, const ctb_measurement *m)
{
	uint64_t ops = m->iterations - m->base_ops, med = median_ticks(m);

	if (nrows == CTB_TABLE_ROWS) {
		dropped++;
		return;
	}
	rows[nrows].bench = b;
	/* As measure.c's per-op figures: less the baseline, x1000. */
	rows[nrows].median_milli = med > m->base_ticks ? (med - m->base_ticks) * 1000 / ops : 0;
	nrows++;
}

/* v / 1000 with three decimals, without %llu (newlib's nano printf has
 * none). 20 digits, a point and three decimals fit in 32 bytes. */
static void
put_milli(char out[32], uint64_t v)
{
	char digits[20];
	size_t n = 0, k = 0;
	uint64_t whole = v / 1000;

	do {
		digits[n++] = (char)('0' + whole % 10);
		whole /= 10;
	} while (whole != 0);
	while (n > 0) {
		out[k++] = digits[--n];
	}
	snprintf(out + k, 32 - k, ".%03u", (unsigned)(v % 1000));
}

void
ctb_table_print(const char *unit, uint32_t batches)
{
	char line[128], param[16], median[32];

	snprintf(line, sizeof line, "\nctbench: %lu benchmarks, median %s per operation "
		"over %lu batches\n", (unsigned long)(nrows + dropped), unit,
		(unsigned long)batches);
	ctb_port_write(line, strlen(line));
	snprintf(line, sizeof line, "%-28s %10s %16s\n", "bench", "param", "median");
	ctb_port_write(line, strlen(line));
	for (uint32_t i = 0; i < nrows; i++) {
		const ctb_bench *b = rows[i].bench;

		if (b->param_name != NULL) {
			snprintf(param, sizeof param, "%lu", (unsigned long)b->param);
		} else {
			snprintf(param, sizeof param, "-");
		}
		put_milli(median, rows[i].median_milli);
		snprintf(line, sizeof line, "%-28s %10s %16s\n", b->name, param, median);
		ctb_port_write(line, strlen(line));
	}
	if (dropped != 0) {
		snprintf(line, sizeof line, "(and %lu more, in the records above)\n",
			(unsigned long)dropped);
		ctb_port_write(line, strlen(line));
	}
}
