/*
 * ctb_ghash benchmarks. The variant is the build's (CONFIG_CTB_GHASH_IMPL,
 * set by the firmware variants ghash-shoup4, ghash-shoup4-preshift,
 * ghash-shoup8 and ghash-ctmul), so that every variant's rows have the
 * same names as mbedTLS's (bench_ref_mbedtls.c) and a campaign compares
 * them row by row:
 *
 *   ghash_block     update over one 16-byte block: y = (y ^ block) * H,
 *                   y carried from one run to the next, key fixed
 *   ghash_ad_N      update over N = 16, 64, 256, 1024, 4096 bytes (the
 *                   AAD path of GCM: N / 16 blocks in one call)
 *   gcm_seal_1k     ctb_gcm_seal with mbedTLS's AES-128: 1024 bytes, a
 *                   12-byte IV, no AAD, a 16-byte tag (builds with
 *                   mbedTLS only: CTB_HAVE_GCM_AES)
 *
 * H, the data, the AES key and the IV come from fixed xorshift seeds. The
 * checks after the last batch: for the GHASH rows, one more run, compared
 * with another variant (ctmul, or shoup4 when ctmul is under test) from
 * the same y; y still all-zero (never run) fails. For gcm_seal_1k, the tag
 * equals the one setup computed with another variant and ctb_gcm_open
 * gives the plaintext back.
 */
#include <string.h>

#include "ctb_bench.h"
#include "ctb_ghash.h"
#ifdef CTB_HAVE_GCM_AES
#include "mbedtls/aes.h"
#include "ctb_gcm_aes.h"
#endif

#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif

#ifndef CONFIG_CTB_GHASH_IMPL
#define CONFIG_CTB_GHASH_IMPL "shoup4-preshift"
#endif

#define MAX_BYTES 4096

typedef struct ghash_state {
	uint64_t key[CTB_GHASH_KEY_MAX / 8];      /* aligned for every layout */
	uint64_t ref_key[CTB_GHASH_KEY_MAX / 8];
	const ctb_ghash_impl *impl, *ref;
	size_t blocks;
	uint8_t y[CTB_GHASH_BLOCK];
	uint8_t data[MAX_BYTES];
} ghash_state;

/* The variant under test, and the other one its checks trust. */
static int
pick(const ctb_ghash_impl **impl, const ctb_ghash_impl **ref)
{
	*impl = ctb_ghash_find(CONFIG_CTB_GHASH_IMPL);
	if (*impl == NULL)
		return CTB_ERR_SETUP;
	*ref = *impl == &ctb_ghash_ctmul ? &ctb_ghash_shoup4 : &ctb_ghash_ctmul;
	return CTB_OK;
}

static void
fill_bytes(uint8_t *p, size_t n, uint32_t seed)
{
	uint32_t w[4];
	size_t i;

	for (i = 0; i < n; i += 16) {
		ctb_bench_fill(w, 4, seed + (uint32_t)i);
		memcpy(p + i, w, n - i < 16 ? n - i : 16);
	}
}

static int
setup_ghash(void *arena, size_t size, uint32_t bytes)
{
	ghash_state *s = arena;
	uint8_t h[CTB_GHASH_BLOCK];
	int ret;

	if (size < sizeof *s)
		return CTB_ERR_ARENA;
	if (bytes == 0 || bytes > MAX_BYTES || bytes % CTB_GHASH_BLOCK != 0)
		return CTB_ERR_SETUP;
	ret = pick(&s->impl, &s->ref);
	if (ret != CTB_OK)
		return ret;
	fill_bytes(h, sizeof h, 0x9e3779b9);
	s->impl->init(s->key, h);
	s->ref->init(s->ref_key, h);
	fill_bytes(s->data, bytes, 0x7f4a7c15);
	s->blocks = bytes / CTB_GHASH_BLOCK;
	memset(s->y, 0, sizeof s->y);
	return CTB_OK;
}

static void
run_ghash(void *arena)
{
	ghash_state *s = arena;

	s->impl->update(s->key, s->y, s->data, s->blocks);
}

static int
check_ghash(void *arena)
{
	ghash_state *s = arena;
	uint8_t want[CTB_GHASH_BLOCK], zero[CTB_GHASH_BLOCK];

	memset(zero, 0, sizeof zero);
	if (memcmp(s->y, zero, sizeof zero) == 0)
		return CTB_ERR_SELFCHECK;
	memcpy(want, s->y, sizeof want);
	s->ref->update(s->ref_key, want, s->data, s->blocks);
	run_ghash(arena);
	return memcmp(s->y, want, sizeof want) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

#ifdef CTB_HAVE_GCM_AES
#define SEAL_BYTES 1024

typedef struct seal_state {
	uint64_t key[CTB_GHASH_KEY_MAX / 8];
	mbedtls_aes_context aes;
	ctb_gcm gcm;
	uint8_t iv[12];
	uint8_t in[SEAL_BYTES], out[SEAL_BYTES];
	uint8_t tag[16], want[16];
} seal_state;

static int
setup_seal(void *arena, size_t size, uint32_t param)
{
	seal_state *s = arena;
	const ctb_ghash_impl *impl, *ref;
	uint8_t k[16];
	int ret;

	(void)param;
	if (size < sizeof *s)
		return CTB_ERR_ARENA;
	ret = pick(&impl, &ref);
	if (ret != CTB_OK)
		return ret;
	fill_bytes(k, sizeof k, 0x9e3779b9);
	fill_bytes(s->iv, sizeof s->iv, 0x2545f491);
	fill_bytes(s->in, sizeof s->in, 0x7f4a7c15);
	mbedtls_aes_init(&s->aes);
	if (mbedtls_aes_setkey_enc(&s->aes, k, 128) != 0)
		return CTB_ERR_SETUP;
	/* the answer, from the other variant */
	if (ctb_gcm_init(&s->gcm, ref, s->key, sizeof s->key, ctb_gcm_aes_encrypt, &s->aes)
		!= CTB_GCM_OK)
		return CTB_ERR_SETUP;
	if (ctb_gcm_seal(&s->gcm, s->iv, sizeof s->iv, NULL, 0, s->in, SEAL_BYTES, s->out,
		s->want, sizeof s->want) != CTB_GCM_OK)
		return CTB_ERR_SETUP;
	if (ctb_gcm_init(&s->gcm, impl, s->key, sizeof s->key, ctb_gcm_aes_encrypt, &s->aes)
		!= CTB_GCM_OK)
		return CTB_ERR_SETUP;
	memset(s->out, 0, sizeof s->out);
	memset(s->tag, 0, sizeof s->tag);
	return CTB_OK;
}

static void
run_seal(void *arena)
{
	seal_state *s = arena;

	(void)ctb_gcm_seal(&s->gcm, s->iv, sizeof s->iv, NULL, 0, s->in, SEAL_BYTES, s->out,
		s->tag, sizeof s->tag);
}

static int
check_seal(void *arena)
{
	seal_state *s = arena;

	if (memcmp(s->tag, s->want, sizeof s->want) != 0)
		return CTB_ERR_SELFCHECK;
	/* in place: out becomes the plaintext again */
	if (ctb_gcm_open(&s->gcm, s->iv, sizeof s->iv, NULL, 0, s->out, SEAL_BYTES, s->out,
		s->tag, sizeof s->tag) != CTB_GCM_OK)
		return CTB_ERR_SELFCHECK;
	return memcmp(s->out, s->in, SEAL_BYTES) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}
#endif

static const ctb_bench benches[] = {
	{ "ghash_block", NULL, 16, setup_ghash, run_ghash, check_ghash },
	{ "ghash_ad_16", NULL, 16, setup_ghash, run_ghash, check_ghash },
	{ "ghash_ad_64", NULL, 64, setup_ghash, run_ghash, check_ghash },
	{ "ghash_ad_256", NULL, 256, setup_ghash, run_ghash, check_ghash },
	{ "ghash_ad_1024", NULL, 1024, setup_ghash, run_ghash, check_ghash },
	{ "ghash_ad_4096", NULL, 4096, setup_ghash, run_ghash, check_ghash },
#ifdef CTB_HAVE_GCM_AES
	{ "gcm_seal_1k", NULL, 0, setup_seal, run_seal, check_seal },
#endif
};

const ctb_suite ctb_suite_ghash = {
	"ghash", benches, sizeof benches / sizeof benches[0], CONFIG_CTB_GHASH_IMPL
};
