/*
 * A dudect-style timing test (Reparaz, Balasch, Verbauwhede, "dude, is my
 * code constant time?", 2017) of one ctb_ct function on this machine:
 *
 *   ct_dudect FUNCTION SAMPLES [SEED]
 *
 * Each sample times one call on inputs of a class drawn at random: class 0
 * a fixed input, class 1 a fresh random one, prepared before the timer
 * starts. Welch's t-test compares the two classes over all samples and over
 * samples below each of 100 percentile thresholds (cropping cuts the long
 * tail that interrupts and migrations add). Prints one JSON line with the
 * largest |t| and the sample counts; |t| > 4.5 is the usual verdict of a
 * leak. Timer: rdtsc on x86-64, cntvct_el0 on aarch64, else
 * CLOCK_MONOTONIC_RAW.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ct_functions.h"
#include "ctb_ct.h"

#define WORDS 8
#define CROPS 100

static uint64_t
ticks(void)
{
#if defined(__x86_64__)
	uint32_t lo, hi;

	__asm__ volatile("lfence\n\trdtsc" : "=a"(lo), "=d"(hi) : : "memory");
	return ((uint64_t)hi << 32) | lo;
#elif defined(__aarch64__)
	uint64_t v;

	__asm__ volatile("isb\n\tmrs %0, cntvct_el0" : "=r"(v) : : "memory");
	return v;
#else
	struct timespec ts;

	clock_gettime(CLOCK_MONOTONIC_RAW, &ts);
	return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
#endif
}

static uint64_t rng_state;

static uint32_t
rnd(void)
{
	/* splitmix64: inputs, not secrets; it only has to look random */
	uint64_t z = (rng_state += 0x9e3779b97f4a7c15ull);

	z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ull;
	z = (z ^ (z >> 27)) * 0x94d049bb133111ebull;
	return (uint32_t)(z ^ (z >> 31));
}

typedef struct input {
	uint32_t s[3];
	uint32_t x[WORDS], y[WORDS];
} input;

static uint32_t table[16 * 4];
static uint32_t out[WORDS + 1];
static volatile uint32_t sink;

/* Class 0 gets this fixed input; a fixed nonzero pattern rather than all
 * zeros, except where zero is the natural fixed case (a copy that does not
 * happen, index 0). */
static void
make_input(input *in, int fixed, const char *fn)
{
	size_t i;

	for (i = 0; i < 3; i++) {
		in->s[i] = fixed ? 0x5a5a5a5au + (uint32_t)i : rnd();
	}
	for (i = 0; i < WORDS; i++) {
		in->x[i] = fixed ? 0x3c3c3c3cu ^ (uint32_t)i : rnd();
		in->y[i] = fixed ? 0xc3c3c3c3u ^ (uint32_t)i : rnd();
	}
	if (fixed && (strcmp(fn, "copy") == 0 || strcmp(fn, "lookup") == 0 ||
		strcmp(fn, "mask") == 0 || strcmp(fn, "select") == 0 ||
		strcmp(fn, "if_else_0") == 0)) {
		in->s[0] = 0;
	}
}

/* One call per function, chosen once before timing starts: the timed
 * region holds the call and nothing that depends on the function's name. */
static void t_mask(const input *in) { sink = ctb_ct_mask(in->s[0] & 1); }
static void t_lt(const input *in) { sink = ctb_ct_lt(in->s[0], in->s[1]); }
static void t_eq(const input *in) { sink = ctb_ct_eq(in->s[0], in->s[1] & 0xff); }
static void
t_select(const input *in)
{
	sink = ctb_ct_select(ctb_ct_mask(in->s[0] & 1), in->s[1], in->s[2]);
}
static void
t_if_else_0(const input *in)
{
	sink = ctb_ct_if_else_0(ctb_ct_mask(in->s[0] & 1), in->s[1]);
}
static void t_in_range(const input *in) { sink = ctb_ct_in_range('A', 'Z', in->s[0] & 0x7f); }
static void
t_copy(const input *in)
{
	ctb_ct_copy(out, in->x, WORDS, ctb_ct_mask(in->s[0] & 1));
}
static void t_lookup(const input *in) { ctb_ct_lookup(out, table, 16, 4, in->s[0] & 15); }
static void t_add(const input *in) { out[WORDS] = ctb_ct_add(out, in->x, in->y, WORDS); }
static void t_sub(const input *in) { out[WORDS] = ctb_ct_sub(out, in->x, in->y, WORDS); }
static void
t_mla(const input *in)
{
	memcpy(out, in->y, sizeof in->y);
	out[WORDS] = ctb_ct_mla(out, in->x, WORDS, in->s[0]);
}

/* Welch's t over the samples with time < limit. */
static double
welch(const uint64_t *t, const uint8_t *cls, size_t n, uint64_t limit, size_t *used)
{
	double mean[2] = { 0, 0 }, m2[2] = { 0, 0 }, cnt[2] = { 0, 0 };
	size_t i;

	for (i = 0; i < n; i++) {
		int c = cls[i];
		double d;

		if (t[i] >= limit) {
			continue;
		}
		cnt[c] += 1;
		d = (double)t[i] - mean[c];
		mean[c] += d / cnt[c];
		m2[c] += d * ((double)t[i] - mean[c]);
	}
	*used = (size_t)(cnt[0] + cnt[1]);
	if (cnt[0] < 1000 || cnt[1] < 1000) {
		return 0;
	}
	double v0 = m2[0] / (cnt[0] - 1), v1 = m2[1] / (cnt[1] - 1);
	double den = sqrt(v0 / cnt[0] + v1 / cnt[1]);
	return den > 0 ? (mean[0] - mean[1]) / den : 0;
}

static int
cmp_u64(const void *a, const void *b)
{
	uint64_t x = *(const uint64_t *)a, y = *(const uint64_t *)b;

	return (x > y) - (x < y);
}

int
main(int argc, char **argv)
{
	const char *fn;
	size_t n, i, k;
	uint64_t *t, *sorted;
	uint8_t *cls;
	input *in;
	double best = 0, tk;
	size_t best_used = 0, used;
	void (*call)(const input *) = NULL;

	if (argc < 3) {
		fprintf(stderr, "usage: %s FUNCTION SAMPLES [SEED]\n", argv[0]);
		return 2;
	}
	fn = argv[1];
	n = strtoul(argv[2], NULL, 10);
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
#define KNOWN(name, secret) if (strcmp(fn, #name) == 0) call = t_##name;
	CTB_CT_FUNCTIONS(KNOWN)
#undef KNOWN
	if (call == NULL || n < 10000) {
		fprintf(stderr, "unknown function or fewer than 10000 samples\n");
		return 2;
	}
	t = malloc(n * sizeof *t);
	sorted = malloc(n * sizeof *sorted);
	cls = malloc(n);
	in = malloc(n * sizeof *in);
	if (t == NULL || sorted == NULL || cls == NULL || in == NULL) {
		fprintf(stderr, "out of memory\n");
		return 1;
	}
	for (i = 0; i < 16 * 4; i++) {
		table[i] = rnd();
	}
	for (i = 0; i < n; i++) {
		cls[i] = rnd() & 1;
		make_input(&in[i], cls[i] == 0, fn);
	}
	for (i = 0; i < n; i++) {
		uint64_t a = ticks();

		call(&in[i]);
		t[i] = ticks() - a;
	}
	memcpy(sorted, t, n * sizeof *t);
	qsort(sorted, n, sizeof *sorted, cmp_u64);
	tk = welch(t, cls, n, UINT64_MAX, &used);
	best = fabs(tk);
	best_used = used;
	for (k = 0; k < CROPS; k++) {
		/* dudect's thresholds: 1 - 0.5^(10 (k + 1) / CROPS) */
		double p = 1 - pow(0.5, 10.0 * (double)(k + 1) / CROPS);
		uint64_t limit = sorted[(size_t)(p * (double)(n - 1))];

		tk = welch(t, cls, n, limit, &used);
		if (fabs(tk) > best) {
			best = fabs(tk);
			best_used = used;
		}
	}
	printf("{\"function\":\"%s\",\"path\":\"%s\",\"samples\":%zu,\"max_t\":%.3f,"
		"\"samples_at_max\":%zu,\"median_ticks\":%llu}\n", fn, ctb_ct_path, n, best,
		best_used, (unsigned long long)sorted[n / 2]);
	return 0;
}
