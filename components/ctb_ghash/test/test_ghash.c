/*
 * ctb_ghash's GHASH variants: the GCM specification's GHASH values, the
 * four variants agreeing on random data however the blocks are split
 * between calls, the variant table, and the benchmarks' own checks.
 *
 * Known answers: D. McGrew and J. Viega, "The Galois/Counter Mode of
 * Operation (GCM)", revised 2005, Appendix B, test cases 2, 3 and 4 (H
 * and GHASH(H, A, C); AES-128).
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_ghash.h"
#include "ctb_test.h"
#include "ghash_hex.h"

extern const ctb_suite ctb_suite_ghash;

static uint64_t key_area[CTB_GHASH_KEY_MAX / 8];
static uint64_t key_area2[CTB_GHASH_KEY_MAX / 8];

typedef struct ghash_kat {
	const char *h, *a, *c, *ghash;
} ghash_kat;

static const char c3[] =
	"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
	"21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091473f5985";
static const char c4[] =
	"42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e"
	"21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091";

static const ghash_kat kats[] = {
	{ "66e94bd4ef8a2c3b884cfa59ca342b2e", "", "0388dace60b6a392f328c2b971b2fe78",
	  "f38cbb1ad69223dcc3457ae5b6b0f885" },
	{ "b83b533708bf535d0aa6e52980d53b78", "", c3, "7f1b32b81b820d02614f8895ac1d4eac" },
	{ "b83b533708bf535d0aa6e52980d53b78", "feedfacedeadbeeffeedfacedeadbeefabaddad2", c4,
	  "698e57f70e6ecc7fd9463b7260a9ae5f" },
};

/* GHASH(H, A, C) as SP 800-38D, 6.4 / 7.1 step 5: A and C zero-padded to
 * whole blocks, then their bit lengths, one update call per part. */
static void
ghash_ac(const ctb_ghash_impl *g, const void *key, uint8_t y[16], const uint8_t *a,
	size_t alen, const uint8_t *c, size_t clen)
{
	uint8_t buf[128];
	size_t n;

	memset(y, 0, 16);
	memset(buf, 0, sizeof buf);
	memcpy(buf, a, alen);
	n = (alen + 15) / 16;
	if (n > 0)
		g->update(key, y, buf, n);
	memset(buf, 0, sizeof buf);
	memcpy(buf, c, clen);
	n = (clen + 15) / 16;
	if (n > 0)
		g->update(key, y, buf, n);
	memset(buf, 0, 16);
	buf[6] = (uint8_t)((alen * 8) >> 8);
	buf[7] = (uint8_t)(alen * 8);
	buf[14] = (uint8_t)((clen * 8) >> 8);
	buf[15] = (uint8_t)(clen * 8);
	g->update(key, y, buf, 1);
}

static void
spec_ghash_values(void)
{
	size_t i, k;

	for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
		const ctb_ghash_impl *g = ctb_ghash_impls[i];

		for (k = 0; k < sizeof kats / sizeof kats[0]; k++) {
			uint8_t h[16], a[32], c[64], want[16], y[16];
			size_t alen, clen;

			ghash_unhex(h, kats[k].h);
			alen = ghash_unhex(a, kats[k].a);
			clen = ghash_unhex(c, kats[k].c);
			ghash_unhex(want, kats[k].ghash);
			g->init(key_area, h);
			ghash_ac(g, key_area, y, a, alen, c, clen);
			if (memcmp(y, want, 16) != 0)
				ctb_test_fail(__FILE__, __LINE__, "%s: test case %u", g->name,
					(unsigned)k + 2);
		}
	}
}

/* Random H, y and data: every variant gives shoup4's answer, for one call
 * over n blocks as for n calls over one (y carried in between). */
static void
variants_agree(void)
{
	uint32_t w[4 + 4 + 64];
	uint8_t h[16], y0[16], data[256], want[16], got[16];
	size_t i, n, b;
	uint32_t seed;

	for (seed = 1; seed <= 40; seed++) {
		ctb_bench_fill(w, sizeof w / sizeof w[0], seed * 0x9e3779b9u);
		memcpy(h, w, 16);
		memcpy(y0, w + 4, 16);
		memcpy(data, w + 8, sizeof data);
		if (seed == 1)
			memset(h, 0xff, 16);    /* every table entry and reduction bit */
		n = 1 + seed % 16;
		ctb_ghash_shoup4.init(key_area2, h);
		memcpy(want, y0, 16);
		for (b = 0; b < n; b++)
			ctb_ghash_shoup4.update(key_area2, want, data + 16 * b, 1);
		for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
			const ctb_ghash_impl *g = ctb_ghash_impls[i];

			g->init(key_area, h);
			memcpy(got, y0, 16);
			g->update(key_area, got, data, n);
			if (memcmp(got, want, 16) != 0)
				ctb_test_fail(__FILE__, __LINE__, "%s: seed %u, %u blocks", g->name,
					(unsigned)seed, (unsigned)n);
		}
	}
}

/* H = x^0 (the block 80 00 .. 00) is the identity: y = y ^ block. */
static void
identity_key(void)
{
	uint8_t h[16], y[16], blk[16];
	size_t i, j;

	memset(h, 0, 16);
	h[0] = 0x80;
	for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
		const ctb_ghash_impl *g = ctb_ghash_impls[i];

		for (j = 0; j < 16; j++) {
			y[j] = (uint8_t)(j * 17 + 1);
			blk[j] = (uint8_t)(0xA5 ^ j);
		}
		g->init(key_area, h);
		g->update(key_area, y, blk, 1);
		for (j = 0; j < 16; j++)
			CTB_CHECK(y[j] == (uint8_t)((j * 17 + 1) ^ 0xA5 ^ j));
	}
}

static void
impl_table(void)
{
	static const char *const names[] = { "shoup4", "shoup4-preshift", "shoup8", "ctmul" };
	size_t i;

	for (i = 0; i < 4; i++) {
		const ctb_ghash_impl *g = ctb_ghash_find(names[i]);

		CTB_CHECK(g != NULL && g == ctb_ghash_impls[i]);
		CTB_CHECK(g != NULL && strcmp(g->name, names[i]) == 0);
		CTB_CHECK(g != NULL && g->key_size <= CTB_GHASH_KEY_MAX);
	}
	CTB_CHECK(ctb_ghash_impls[4] == NULL);
	CTB_CHECK(ctb_ghash_find("shoup16") == NULL);
}

/* The arena the harness would hand over; static, as there. */
static uint64_t arena[CTB_BENCH_ARENA_BYTES / sizeof(uint64_t)];

/* Every ghash benchmark checks out after runs, and fails without one. */
static void
bench_checks(void)
{
	const ctb_suite *s = &ctb_suite_ghash;
	size_t i;

	CTB_CHECK(s->count >= 6);
	for (i = 0; i < s->count; i++) {
		const ctb_bench *b = &s->benches[i];

		if (b->setup(arena, sizeof arena, b->param) != CTB_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: setup", b->name);
			continue;
		}
		if (b->teardown(arena) == CTB_OK)
			ctb_test_fail(__FILE__, __LINE__, "%s: passed without a run", b->name);
		if (b->setup(arena, sizeof arena, b->param) != CTB_OK)
			continue;
		b->run(arena);
		b->run(arena);
		if (b->teardown(arena) != CTB_OK)
			ctb_test_fail(__FILE__, __LINE__, "%s: check failed", b->name);
	}
}

static const ctb_test tests[] = {
	{ "spec_ghash_values", spec_ghash_values },
	{ "variants_agree", variants_agree },
	{ "identity_key", identity_key },
	{ "impl_table", impl_table },
	{ "bench_checks", bench_checks },
};

const ctb_test_suite ctb_suite_test_ghash = {
	"ghash", tests, sizeof tests / sizeof tests[0]
};
