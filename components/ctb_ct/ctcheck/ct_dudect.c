/*
 * A dudect-style timing test (Reparaz, Balasch, Verbauwhede, "dude, is my
 * code constant time?", 2017) of one checked function on this machine:
 *
 *   ct_dudect FUNCTION SAMPLES [SEED]
 *   ct_dudect planted:OPS SAMPLES [SEED]
 *   ct_dudect --analyse CLASSES < "class ticks" lines
 *
 * Each sample times one call on inputs of a class drawn at random: half
 * are fresh random inputs, the rest one of the function's fixed classes,
 * the edge values a fast path would take (edges_* below). Inputs are
 * prepared before the timer starts. Welch's t-test compares each fixed
 * class with the random one over all samples and over samples below each
 * of 100 percentile thresholds (cropping cuts the long tail that interrupts
 * and migrations add). Prints one JSON line with the largest |t|, the class
 * it came from and the sample counts; |t| > 4.5 is the usual verdict of a
 * leak. Timer: rdtsc on x86-64, cntvct_el0 on aarch64, else
 * CLOCK_MONOTONIC_RAW.
 *
 * Two modes test the harness itself, never a checked function:
 * - planted:OPS is a leak whose size the caller sets: its one fixed class
 *   runs a chain of OPS dependent multiply-adds, the random class none
 *   (t_planted). Timing noise cannot hide a leak thousands of cycles wide,
 *   so tests/ctlab/test_checks.py asserts its FAIL; it asserts no verdict
 *   on a real function (docs/ct.md, "What the tests assert").
 * - --analyse CLASSES runs the analysis alone on times read from stdin,
 *   one "class ticks" pair a line (class 0 random, 1 .. CLASSES fixed): no
 *   clock at all, so a test can check the statistic on synthetic times
 *   whose answer it knows.
 */
#define _GNU_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "ct_data_cases.h"
#include "ct_ec_cases.h"
#include "ct_functions.h"
#include "ctb_ct.h"
#include "ctb_mpi.h"

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

/* A fixed class: the scalars, and one value for every limb of x and of y. */
typedef struct edge {
	uint32_t s[3];
	uint32_t x, y;
} edge;

#define ONES 0xffffffffu

/* The fixed classes are the edge values a fast path would take: a zero, a
 * mask of 0 and of all-ones, equal inputs, the first and last index, a
 * bound hit exactly, a scalar of 0 or 1, carries that ripple through every
 * limb. Each is tested against random inputs on its own. */
static const edge edges_ct_mask[] = { { { 0 }, 0, 0 }, { { 1 }, 0, 0 } };
static const edge edges_ct_lt[] = { { { 0, 0 }, 0, 0 }, { { 0x5a5a5a5au, 0x5a5a5a5au }, 0, 0 },
	{ { 0, ONES }, 0, 0 }, { { ONES, 0 }, 0, 0 } };
static const edge edges_ct_eq[] = { { { 0, 0 }, 0, 0 }, { { 0x5a5a5a5au, 0x5a5a5a5au }, 0, 0 },
	{ { 0x5a5a5a5au, 0x5a5a5a5bu }, 0, 0 } };
static const edge edges_ct_select[] = { { { 0, 1, 2 }, 0, 0 }, { { 1, 1, 2 }, 0, 0 } };
static const edge edges_ct_if_else_0[] = { { { 0, 1 }, 0, 0 }, { { 1, 1 }, 0, 0 } };
/* in_range(s[1], s[2], s[0]): at lo, at hi, below, above */
static const edge edges_ct_in_range[] = { { { 'A', 'A', 'Z' }, 0, 0 }, { { 'Z', 'A', 'Z' }, 0, 0 },
	{ { 0, 'A', 'Z' }, 0, 0 }, { { ONES, 'A', 'Z' }, 0, 0 } };
static const edge edges_ct_copy[] = { { { 0 }, 1, 0 }, { { 1 }, 1, 0 } };
/* the table has 16 entries: first, last, one past the end */
static const edge edges_ct_lookup[] = { { { 0 }, 0, 0 }, { { 15 }, 0, 0 }, { { 16 }, 0, 0 } };
static const edge edges_ct_add[] = { { { 0 }, 0, 0 }, { { 0 }, ONES, 1 }, { { 0 }, ONES, ONES } };
static const edge edges_ct_sub[] = { { { 0 }, 0, 0 }, { { 0 }, 0, 1 },
	{ { 0 }, 0x5a5a5a5au, 0x5a5a5a5au } };
static const edge edges_ct_mla[] = { { { 0 }, ONES, ONES }, { { 1 }, ONES, ONES },
	{ { ONES }, 0, 0 } };
/* mpi_mul(x, y): a zero operand each way, a one, carries everywhere */
static const edge edges_mpi_mul[] = { { { 0 }, 0, ONES }, { { 0 }, ONES, 0 },
	{ { 0 }, 1, ONES }, { { 0 }, ONES, ONES } };

static uint32_t table[16 * 4];
static uint32_t out[2 * WORDS];
static volatile uint32_t sink;

/* Class 0 is random; class k >= 1 is edges[k - 1]. */
static void
make_input(input *in, int cls, const edge *edges)
{
	size_t i;

	for (i = 0; i < 3; i++) {
		in->s[i] = cls ? edges[cls - 1].s[i] : rnd();
	}
	for (i = 0; i < WORDS; i++) {
		in->x[i] = cls ? edges[cls - 1].x : rnd();
		in->y[i] = cls ? edges[cls - 1].y : rnd();
	}
}

/* One call per function, chosen once before timing starts: the timed
 * region holds the call and nothing that depends on the function's name. */
static void t_ct_mask(const input *in) { sink = ctb_ct_mask(in->s[0] & 1); }
static void t_ct_lt(const input *in) { sink = ctb_ct_lt(in->s[0], in->s[1]); }
static void t_ct_eq(const input *in) { sink = ctb_ct_eq(in->s[0], in->s[1]); }
static void
t_ct_select(const input *in)
{
	sink = ctb_ct_select(ctb_ct_mask(in->s[0] & 1), in->s[1], in->s[2]);
}
static void
t_ct_if_else_0(const input *in)
{
	sink = ctb_ct_if_else_0(ctb_ct_mask(in->s[0] & 1), in->s[1]);
}
static void
t_ct_in_range(const input *in)
{
	sink = ctb_ct_in_range(in->s[1], in->s[2], in->s[0]);
}
static void
t_ct_copy(const input *in)
{
	ctb_ct_copy(out, in->x, WORDS, ctb_ct_mask(in->s[0] & 1));
}
static void t_ct_lookup(const input *in) { ctb_ct_lookup(out, table, 16, 4, in->s[0] % 17); }
static void t_ct_add(const input *in) { out[WORDS] = ctb_ct_add(out, in->x, in->y, WORDS); }
static void t_ct_sub(const input *in) { out[WORDS] = ctb_ct_sub(out, in->x, in->y, WORDS); }
static void
t_ct_mla(const input *in)
{
	memcpy(out, in->y, sizeof in->y);
	out[WORDS] = ctb_ct_mla(out, in->x, WORDS, in->s[0]);
}
static void t_mpi_mul(const input *in) { ctb_mpi_mul(out, in->x, in->y, WORDS); }

/* The planted leak: in->s[0] dependent multiply-adds (OPS for the fixed
 * class, 0 for the random one; main sets it). The empty asm keeps the
 * compiler from folding the chain into a closed form or dropping it. */
static const edge edges_planted[] = { { { 0 }, 0, 0 } };

static void
t_planted(const input *in)
{
	uint32_t acc = in->s[1], i;

	for (i = 0; i < in->s[0]; i++) {
		acc = acc * 0x9e3779b1u + in->x[i % WORDS];
		__asm__ volatile("" : "+r"(acc));
	}
	sink = acc;
}

/* Welch's t of class 0 against class 1 over the samples with time < limit;
 * samples of any other class are left out. */
static double
welch(const uint64_t *t, const uint8_t *cls, size_t n, uint64_t limit, size_t *used)
{
	double mean[2] = { 0, 0 }, m2[2] = { 0, 0 }, cnt[2] = { 0, 0 };
	size_t i;

	for (i = 0; i < n; i++) {
		int c = cls[i];
		double d;

		if (c > 1 || t[i] >= limit) {
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

/*
 * The reference each class is compared with: 0, the random class, unless
 * a run sets another (run_data: base64's refused texts against random
 * refused ones). A class that is its own reference is not a fixed one.
 */
static uint8_t ref_of[256];

/*
 * The analysis, for n samples of times t and classes cls (0 random, 1 ..
 * nedges fixed): each fixed class against its reference (ref_of: the
 * random one), over all samples and the percentile crops. Prints the JSON line. Returns 1 when a class
 * (random or fixed) has fewer than 1000 samples: no verdict then, since
 * welch() would read 0 for it.
 */
static int
analyse(const char *fn, const char *path, const uint64_t *t, const uint8_t *cls, size_t n,
	size_t nedges)
{
	uint64_t *sorted = malloc(n * sizeof *sorted);
	uint8_t *pair = malloc(n);
	size_t i, k, used, best_used = 0, counts[256] = { 0 };
	double best = 0, tk;
	int c, best_class = 0;

	if (sorted == NULL || pair == NULL) {
		fprintf(stderr, "out of memory\n");
		return 1;
	}
	for (i = 0; i < n; i++) {
		counts[cls[i]]++;
	}
	for (c = 0; c <= (int)nedges; c++) {
		if (counts[c] < 1000) {
			fprintf(stderr, "class %d has %zu samples, fewer than 1000: no verdict\n", c,
				counts[c]);
			return 1;
		}
	}
	memcpy(sorted, t, n * sizeof *t);
	qsort(sorted, n, sizeof *sorted, cmp_u64);
	for (c = 1; c <= (int)nedges; c++) {
		if (ref_of[c] == c) {
			continue;   /* a reference, not a fixed class */
		}
		/* welch() compares pair 0 (class c) with pair 1 (its reference);
		 * the other classes sit this test out (pair 2). */
		for (i = 0; i < n; i++) {
			pair[i] = cls[i] == c ? 0 : cls[i] == ref_of[c] ? 1 : 2;
		}
		for (k = 0; k <= CROPS; k++) {
			uint64_t limit = UINT64_MAX;

			if (k > 0) {
				/* dudect's thresholds: 1 - 0.5^(10 k / CROPS) */
				double p = 1 - pow(0.5, 10.0 * (double)k / CROPS);

				limit = sorted[(size_t)(p * (double)(n - 1))];
			}
			tk = welch(t, pair, n, limit, &used);
			if (fabs(tk) > best) {
				best = fabs(tk);
				best_used = used;
				best_class = c;
			}
		}
	}
	printf("{\"function\":\"%s\",\"path\":\"%s\",\"samples\":%zu,\"classes\":%zu,"
		"\"max_t\":%.3f,\"class_at_max\":%d,\"samples_at_max\":%zu,\"median_ticks\":%llu}\n",
		fn, path, n, nedges, best, best_class, best_used,
		(unsigned long long)sorted[n / 2]);
	return 0;
}

/*
 * ctb_ec's API with the scalar secret (CTB_CT_EC_FUNCTIONS): fixed scalars
 * against random ones, under one public peer point ((x, 1),
 * ct_ec_cases.h). The fixed classes: k = 1 (seed 002's failing case: the accumulator stays at the
 * identity), k = n - 1, one fixed random scalar (seed 002's control,
 * which should look like the random class), and k = 5bits (nearly every
 * addition adds the peer, whose y is the field's 1, or its negative,
 * p - 1: ct_ec_cases.h). Each random sample has its
 * own scalar. A call takes milliseconds, so the sample counts are small
 * (ct_check.py scales them); at least 1000 per class or no verdict.
 */
#define EC_FIXED 4

static int
run_ec(const char *fn, int op, int curve, size_t n)
{
	size_t len = ctb_ec_size(curve), i;
	uint8_t peer[1 + 2 * CTB_EC_CASE_BYTES], outb[1 + 2 * CTB_EC_CASE_BYTES];
	uint8_t *k = malloc(n * len), *cls = malloc(n);
	uint64_t *t = malloc(n * sizeof *t);
	int rc;

	if (k == NULL || cls == NULL || t == NULL || ctb_ec_case_peer(curve, peer) != CTB_EC_OK) {
		fprintf(stderr, "out of memory, or the peer point refused\n");
		return 1;
	}
	for (i = 0; i < n; i++) {
		cls[i] = (rnd() & 1) ? (uint8_t)(1 + rnd() % EC_FIXED) : 0;
		/* class 3: the same random scalar every time (seed 0) */
		ctb_ec_scalar(k + i * len, curve, cls[i] == 1 ? CTB_EC_K_ONE : cls[i] == 2 ?
			CTB_EC_K_NM1 : cls[i] == 4 ? CTB_EC_K_5BITS : CTB_EC_K_RANDOM,
			cls[i] == 3 ? 0 : (uint32_t)i + 1);
	}
	for (i = 0; i < n; i++) {
		uint64_t a = ticks();

		rc = ctb_ec_case_call(op, curve, k + i * len, peer, outb);
		t[i] = ticks() - a;
		if (rc != CTB_EC_OK) {
			fprintf(stderr, "sample %zu: return code %d\n", i, rc);
			return 1;
		}
	}
	return analyse(fn, ctb_ct_path, t, cls, n, EC_FIXED);
}

/*
 * ctb_ghash's and ctb_b64's variants with their data secret
 * (CTB_CT_DATA_FUNCTIONS): fixed classes of ct_data_cases.h against fresh
 * random inputs, prepared before the timer starts. GHASH: the three every
 * function has, zero blocks and H = 1, against random H and blocks.
 * Base64: the three against random valid texts; and, since a refused
 * text may take another path after the decoder's one decision (its
 * output is zeroed) but no other, three refused ones (a bad first
 * character, a high-bit byte in the last group, every character bad)
 * against random refused texts (a random bad byte at a random place):
 * class 4, their reference (ref_of). Few classes, so that each keeps
 * enough samples; the trace and insn-eq harnesses run all of them.
 */
#define DATA_REFUSED_REF 4
static const unsigned data_fixed_ghash[] = { CTB_DATA_ZERO, CTB_DATA_ONES, CTB_DATA_ALT,
	CTB_DATA_ZERO_BLOCKS, CTB_DATA_H_ONE };
static const unsigned data_fixed_b64[] = { CTB_DATA_ZERO, CTB_DATA_ONES, CTB_DATA_ALT,
	CTB_DATA_RANDOM, CTB_DATA_BAD, CTB_DATA_BAD + 9, CTB_DATA_BAD_ALL };

/* Sample i's class (0: random valid; 1 .. nfixed: fixed[c - 1]), and its
 * input in in (CTB_DATA_IN_BYTES). */
static uint8_t
data_sample(int id, const unsigned *fixed, size_t nfixed, size_t i, uint8_t *in)
{
	int b64 = ctb_data_ghash(id) == NULL;
	uint8_t c;

	if (rnd() & 1) {
		c = (uint8_t)(1 + rnd() % nfixed);
		while (b64 && c == DATA_REFUSED_REF) {
			c = (uint8_t)(1 + rnd() % nfixed);
		}
	} else {
		c = b64 && (rnd() & 1) ? DATA_REFUSED_REF : 0;
	}
	ctb_data_fill(id, c == 0 ? CTB_DATA_RANDOM : fixed[c - 1], (uint32_t)i, in);
	if (b64 && c == DATA_REFUSED_REF) {
		/* a fresh text (the class's seed is the sample's) with one bad byte */
		in[rnd() % (CTB_DATA_TEXT - 1)] = ctb_data_bad_char[rnd() % CTB_DATA_BAD_KINDS];
	}
	return c;
}

static int
run_data(const char *fn, int id, size_t n)
{
	int b64 = ctb_data_ghash(id) == NULL;
	const unsigned *fixed = b64 ? data_fixed_b64 : data_fixed_ghash;
	size_t nfixed = b64 ? sizeof data_fixed_b64 / sizeof data_fixed_b64[0]
		: sizeof data_fixed_ghash / sizeof data_fixed_ghash[0];
	uint8_t *in = malloc(n * CTB_DATA_IN_BYTES), *cls = malloc(n);
	uint8_t out[CTB_DATA_OUT_BYTES];
	uint64_t *t = malloc(n * sizeof *t);
	size_t i;
	int rc;

	if (in == NULL || cls == NULL || t == NULL) {
		fprintf(stderr, "out of memory\n");
		return 1;
	}
	if (b64) {
		ref_of[DATA_REFUSED_REF] = DATA_REFUSED_REF;
		for (i = DATA_REFUSED_REF + 1; i <= nfixed; i++) {
			ref_of[i] = DATA_REFUSED_REF;
		}
	}
	for (i = 0; i < n; i++) {
		cls[i] = data_sample(id, fixed, nfixed, i, in + i * CTB_DATA_IN_BYTES);
	}
	for (i = 0; i < n; i++) {
		uint64_t a = ticks();

		rc = ctb_data_call(id, in + i * CTB_DATA_IN_BYTES, out);
		t[i] = ticks() - a;
		if (rc != (b64 && cls[i] >= DATA_REFUSED_REF ? CTB_B64_BAD_CHAR : 0)) {
			fprintf(stderr, "sample %zu: return code %d\n", i, rc);
			return 1;
		}
	}
	return analyse(fn, ctb_ct_path, t, cls, n, nfixed);
}

/*
 * --analyse: the analysis on times read from stdin, "class ticks" a line,
 * with classes 0 (random) .. nedges (fixed). No clock is read.
 */
static int
run_replay(size_t nedges)
{
	size_t n = 0, cap = 0;
	uint64_t *t = NULL, ticks_in;
	uint8_t *cls = NULL;
	unsigned c;

	if (nedges < 1 || nedges > 255) {
		fprintf(stderr, "--analyse: CLASSES must be 1 to 255\n");
		return 2;
	}
	while (scanf("%u %llu", &c, (unsigned long long *)&ticks_in) == 2) {
		if (c > nedges) {
			fprintf(stderr, "--analyse: line %zu: class %u > %zu\n", n + 1, c, nedges);
			return 2;
		}
		if (n == cap) {
			cap = cap ? 2 * cap : 65536;
			t = realloc(t, cap * sizeof *t);
			cls = realloc(cls, cap);
			if (t == NULL || cls == NULL) {
				fprintf(stderr, "out of memory\n");
				return 1;
			}
		}
		t[n] = ticks_in;
		cls[n++] = (uint8_t)c;
	}
	if (!feof(stdin)) {
		fprintf(stderr, "--analyse: line %zu is not \"class ticks\"\n", n + 1);
		return 2;
	}
	if (n == 0) {
		fprintf(stderr, "--analyse: no samples\n");
		return 2;
	}
	return analyse("replay", ctb_ct_path, t, cls, n, nedges);
}

int
main(int argc, char **argv)
{
	const char *fn;
	size_t n, i, nedges = 0;
	uint64_t *t;
	uint8_t *cls;
	input *in;
	void (*call)(const input *) = NULL;
	const edge *edges = NULL;
	unsigned long planted = 0;

	if (argc < 3) {
		fprintf(stderr, "usage: %s FUNCTION SAMPLES [SEED]\n"
			"       %s planted:OPS SAMPLES [SEED]\n"
			"       %s --analyse CLASSES < times\n", argv[0], argv[0], argv[0]);
		return 2;
	}
	fn = argv[1];
	if (strcmp(fn, "--analyse") == 0) {
		return run_replay(strtoul(argv[2], NULL, 10));
	}
	n = strtoul(argv[2], NULL, 10);
	rng_state = argc > 3 ? strtoull(argv[3], NULL, 10) : 1;
	if (strncmp(fn, "planted:", 8) == 0) {
		char *end;

		planted = strtoul(fn + 8, &end, 10);
		if (end == fn + 8 || *end != '\0' || planted > 10000000) {
			fprintf(stderr, "planted:OPS: OPS must be 0 to 10000000\n");
			return 2;
		}
		call = t_planted;
		edges = edges_planted;
		nedges = 1;
	}
#define EC_KNOWN(op, curve) \
	if (strcmp(fn, "ec_" #op "_" #curve) == 0) { \
		return run_ec(fn, CTB_EC_OP_##op, CTB_EC_CURVE_##curve, n); \
	}
	CTB_CT_EC_FUNCTIONS(EC_KNOWN)
#undef EC_KNOWN
#define DATA_KNOWN(name, leaky) \
	if (strcmp(fn, #name) == 0) { \
		return run_data(fn, CTB_DATA_FN_##name, n); \
	}
	CTB_CT_DATA_FUNCTIONS(DATA_KNOWN)
#undef DATA_KNOWN
#define KNOWN(comp, name, secret) \
	if (strcmp(fn, #comp "_" #name) == 0) { \
		call = t_##comp##_##name; \
		edges = edges_##comp##_##name; \
		nedges = sizeof edges_##comp##_##name / sizeof(edge); \
	}
	CTB_CT_FUNCTIONS(KNOWN)
#undef KNOWN
	if (call == NULL || n < 10000 * nedges) {
		fprintf(stderr, "unknown function, or fewer than 10000 samples per fixed class\n");
		return 2;
	}
	t = malloc(n * sizeof *t);
	cls = malloc(n);
	in = malloc(n * sizeof *in);
	if (t == NULL || cls == NULL || in == NULL) {
		fprintf(stderr, "out of memory\n");
		return 1;
	}
	for (i = 0; i < 16 * 4; i++) {
		table[i] = rnd();
	}
	/* Half the samples random, the other half spread over the fixed
	 * classes, all interleaved at random. */
	for (i = 0; i < n; i++) {
		cls[i] = (rnd() & 1) ? (uint8_t)(1 + rnd() % nedges) : 0;
		make_input(&in[i], cls[i], edges);
		if (call == t_planted) {
			/* the leak: OPS for the fixed class, none for the random */
			in[i].s[0] = cls[i] ? (uint32_t)planted : 0;
		}
	}
	for (i = 0; i < n; i++) {
		uint64_t a = ticks();

		call(&in[i]);
		t[i] = ticks() - a;
	}
	return analyse(fn, ctb_ct_path, t, cls, n, nedges);
}
