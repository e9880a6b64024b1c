/*
 * Every primitive of the compiled path on edge operands: 0, 1, all-ones,
 * equal and adjacent values, the sign boundary. Expected values come from
 * plain C comparisons and 64-bit arithmetic, independent of the path.
 */
#include <string.h>

#include "ctb_ct.h"
#include "ctb_test.h"

static const uint32_t edges[] = {
	0, 1, 2, 0x7ffffffeu, 0x7fffffffu, 0x80000000u, 0x80000001u,
	0xfffffffeu, 0xffffffffu, 0x12345678u, 0x12345679u,
};
#define NEDGES (sizeof edges / sizeof edges[0])

static uint32_t
want_mask(int cond)
{
	return cond ? 0xffffffffu : 0u;
}

#define CHECK_WORD(expr, want, x, y) \
	do { \
		uint32_t g_ = (expr), w_ = (want); \
		if (g_ != w_) \
			ctb_test_fail(__FILE__, __LINE__, "%s = 0x%08lx, want 0x%08lx " \
				"(x = 0x%08lx, y = 0x%08lx)", #expr, (unsigned long)g_, \
				(unsigned long)w_, (unsigned long)(x), (unsigned long)(y)); \
	} while (0)

static void
compare_and_mask(void)
{
	size_t i, j;

	CHECK_WORD(ctb_ct_mask(0), 0u, 0, 0);
	CHECK_WORD(ctb_ct_mask(1), 0xffffffffu, 1, 0);
	for (i = 0; i < NEDGES; i++) {
		for (j = 0; j < NEDGES; j++) {
			uint32_t x = edges[i], y = edges[j];

			CHECK_WORD(ctb_ct_lt(x, y), want_mask(x < y), x, y);
			CHECK_WORD(ctb_ct_eq(x, y), want_mask(x == y), x, y);
		}
	}
}

static void
select_and_if_else_0(void)
{
	size_t i, j;

	for (i = 0; i < NEDGES; i++) {
		for (j = 0; j < NEDGES; j++) {
			uint32_t a = edges[i], b = edges[j];

			CHECK_WORD(ctb_ct_select(0xffffffffu, a, b), a, a, b);
			CHECK_WORD(ctb_ct_select(0, a, b), b, a, b);
			CHECK_WORD(ctb_ct_if_else_0(0xffffffffu, a), a, a, 0);
			CHECK_WORD(ctb_ct_if_else_0(0, a), 0u, a, 0);
		}
	}
}

static void
in_range(void)
{
	/* The base64 alphabet's ranges and their neighbours. */
	static const uint32_t lo[] = { 'A', 'a', '0', '+', 0, 0xfffffffeu };
	static const uint32_t hi[] = { 'Z', 'z', '9', '+', 0, 0xffffffffu };
	size_t r;
	uint32_t x;

	for (r = 0; r < sizeof lo / sizeof lo[0]; r++) {
		for (x = 0; x < 0x100; x++) {
			CHECK_WORD(ctb_ct_in_range(lo[r], hi[r], x),
				want_mask(x >= lo[r] && x <= hi[r]), x, lo[r]);
		}
		CHECK_WORD(ctb_ct_in_range(lo[r], hi[r], 0xffffffffu),
			want_mask(hi[r] == 0xffffffffu), 0xffffffffu, lo[r]);
	}
}

static void
copy(void)
{
	uint32_t src[5] = { 1, 2, 3, 0xffffffffu, 0 }, dst[5] = { 9, 9, 9, 9, 9 };
	static const uint32_t nines[5] = { 9, 9, 9, 9, 9 };

	ctb_ct_copy(dst, src, 5, 0);
	CTB_CHECK_LIMBS("copy with m = 0", dst, nines, 5);
	ctb_ct_copy(dst, src, 5, 0xffffffffu);
	CTB_CHECK_LIMBS("copy with m = all-ones", dst, src, 5);
	ctb_ct_copy(dst, src, 0, 0xffffffffu);   /* n = 0: nothing, no crash */
}

static void
lookup(void)
{
	uint32_t table[7 * 3], out[3], want[3];
	uint32_t k, j;

	for (k = 0; k < 7 * 3; k++) {
		table[k] = 0x01010101u * (k + 1) ^ 0x80000000u;
	}
	for (k = 0; k < 9; k++) {   /* 7 and 8 are out of range */
		ctb_ct_lookup(out, table, 7, 3, k);
		for (j = 0; j < 3; j++) {
			want[j] = k < 7 ? table[k * 3 + j] : 0;
		}
		CTB_CHECK_LIMBS(k < 7 ? "lookup" : "lookup out of range", out, want, 3);
	}
	ctb_ct_lookup(out, table, 7, 3, 0xffffffffu);
	CTB_CHECK(out[0] == 0 && out[1] == 0 && out[2] == 0);
}

/* Operands with every carry pattern: all zero, all ones, alternating, and
 * limbs at the sign boundary. */
static void
fill(uint32_t *x, size_t n, uint32_t seed)
{
	size_t i;

	for (i = 0; i < n; i++) {
		seed = seed * 1664525u + 1013904223u;
		switch ((seed >> 28) & 3) {
		case 0: x[i] = 0; break;
		case 1: x[i] = 0xffffffffu; break;
		case 2: x[i] = 0x80000000u ^ (seed & 1); break;
		default: x[i] = seed; break;
		}
	}
}

#define N 12

static void
add_and_sub(void)
{
	uint32_t a[N], b[N], r[N], want[N];
	uint32_t seed;

	for (seed = 1; seed < 200; seed++) {
		uint64_t c = 0, bw = 0;
		size_t i;

		fill(a, N, seed);
		fill(b, N, seed * 7919u);
		for (i = 0; i < N; i++) {
			uint64_t s = (uint64_t)a[i] + b[i] + c;
			want[i] = (uint32_t)s;
			c = s >> 32;
		}
		CTB_CHECK_U64(ctb_ct_add(r, a, b, N), c);
		CTB_CHECK_LIMBS("a + b", r, want, N);
		for (i = 0; i < N; i++) {
			uint64_t d = (uint64_t)a[i] - b[i] - bw;
			want[i] = (uint32_t)d;
			bw = (d >> 32) & 1;
		}
		CTB_CHECK_U64(ctb_ct_sub(r, a, b, N), bw);
		CTB_CHECK_LIMBS("a - b", r, want, N);
	}
	/* In place, and the edge where the carry ripples through every limb. */
	memset(a, 0xff, sizeof a);
	memset(b, 0, sizeof b);
	b[0] = 1;
	CTB_CHECK_U64(ctb_ct_add(a, a, b, N), 1);
	CTB_CHECK_LIMBS("all-ones + 1, in place", a, (memset(want, 0, sizeof want), want), N);
	CTB_CHECK_U64(ctb_ct_sub(a, a, b, N), 1);
	CTB_CHECK_LIMBS("0 - 1, in place", a, (memset(want, 0xff, sizeof want), want), N);
}

static void
mla(void)
{
	uint32_t a[N], r[N], want[N];
	uint32_t seed;

	for (seed = 1; seed < 200; seed++) {
		uint32_t s = seed & 1 ? 0xffffffffu - seed : seed * 2654435761u;
		uint64_t c = 0;
		size_t i;

		fill(a, N, seed);
		fill(r, N, seed + 1000);
		for (i = 0; i < N; i++) {
			uint64_t t = (uint64_t)a[i] * s + r[i] + c;
			want[i] = (uint32_t)t;
			c = t >> 32;
		}
		CTB_CHECK_U64(ctb_ct_mla(r, a, N, s), c);
		CTB_CHECK_LIMBS("r + a * s", r, want, N);
	}
	/* The largest carry: all-ones + all-ones * (2^32 - 1). */
	memset(a, 0xff, sizeof a);
	memset(r, 0xff, sizeof r);
	CTB_CHECK_U64(ctb_ct_mla(r, a, N, 0xffffffffu), 0xffffffffu);
}

static void
path_is_named(void)
{
	CTB_CHECK(ctb_ct_path[0] != '\0');
}

static const ctb_test tests[] = {
	{ "compare_and_mask", compare_and_mask },
	{ "select_and_if_else_0", select_and_if_else_0 },
	{ "in_range", in_range },
	{ "copy", copy },
	{ "lookup", lookup },
	{ "add_and_sub", add_and_sub },
	{ "mla", mla },
	{ "path_is_named", path_is_named },
};

CTB_SUITE(ctb_suite_test_ct, tests);
