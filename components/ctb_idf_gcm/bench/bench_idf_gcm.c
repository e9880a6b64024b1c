/*
 * ESP-IDF's own GCM on a board: the GHASH that seed 004 measured.
 *
 *   idf_gcm_mult       mbedtls_gcm_update_ad of one 16-byte block on a
 *                      started context: one gcm_mult() of the port plus
 *                      the call's checks and the block's XOR
 *   ghash_ad/N         the same over N bytes (16 ... 4096): N/16 gcm_mult
 *                      calls, for the per-byte figure without the call
 *   gcm_seal_1k        mbedtls_gcm_crypt_and_tag, 1024 bytes, 12-byte IV,
 *                      no associated data, 16-byte tag
 *
 * With the AES accelerator on (CONFIG_MBEDTLS_HARDWARE_AES), ESP-IDF's
 * gcm_alt.h maps mbedtls_gcm_* to its port, port/aes/esp_aes_gcm.c: AES on
 * the accelerator, GHASH in software by the file-static gcm_mult(), which
 * cannot be called from here. update_ad reaches it with the least around
 * it: it hashes its input at once into the context's running GHASH and
 * leaves the context started, so the same context takes the next batch.
 * The port's update_ad runs GHASH in software even where the chip has a
 * GCM peripheral (CONFIG_MBEDTLS_HARDWARE_GCM, ESP32-S2): only
 * crypt_and_tag may go to the peripheral there.
 *
 * gcm_mult() is what the variants change: idf-gcm-before applies the
 * reverse of ESP-IDF's commit "change(mbedtls/port): optimize gcm_mult()"
 * (128-byte last4 table) to the port, idf-gcm-after is ESP-IDF as shipped
 * (64-byte preshifted table), idf-gcm-iram moves the port's code to IRAM
 * and its tables to DRAM.
 *
 * The check after the last batch is a known answer through the streaming
 * API, which always takes the software GHASH: Test Case 4 of McGrew and
 * Viega's GCM specification (AES-128, 20 bytes of associated data, 60 of
 * plaintext), ciphertext and tag. A gcm_mult() patched wrong fails it.
 */
#include <stdint.h>
#include <string.h>

#include "sdkconfig.h"
#include "ctb_bench.h"

#include "mbedtls/gcm.h"

#if !defined(MBEDTLS_GCM_ALT)
#error "ctb_idf_gcm measures ESP-IDF's GCM port, used only with CONFIG_MBEDTLS_HARDWARE_AES"
#endif

#define AD_MAX 4096
#define SEAL_BYTES 1024

typedef struct gcm_state {
	mbedtls_gcm_context ctx;
	/* The port keeps a pointer to the IV until the next starts. */
	unsigned char iv[12];
	unsigned char tag[16];
	size_t len;
	int ret;
	unsigned char in[AD_MAX];
	unsigned char out[SEAL_BYTES];
} gcm_state;

/* McGrew and Viega, "The Galois/Counter Mode of Operation (GCM)",
 * Test Case 4. */
static const unsigned char tc4_key[16] = {
	0xfe, 0xff, 0xe9, 0x92, 0x86, 0x65, 0x73, 0x1c,
	0x6d, 0x6a, 0x8f, 0x94, 0x67, 0x30, 0x83, 0x08
};
static const unsigned char tc4_iv[12] = {
	0xca, 0xfe, 0xba, 0xbe, 0xfa, 0xce, 0xdb, 0xad,
	0xde, 0xca, 0xf8, 0x88
};
static const unsigned char tc4_ad[20] = {
	0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad, 0xbe, 0xef,
	0xfe, 0xed, 0xfa, 0xce, 0xde, 0xad, 0xbe, 0xef,
	0xab, 0xad, 0xda, 0xd2
};
static const unsigned char tc4_pt[60] = {
	0xd9, 0x31, 0x32, 0x25, 0xf8, 0x84, 0x06, 0xe5,
	0xa5, 0x59, 0x09, 0xc5, 0xaf, 0xf5, 0x26, 0x9a,
	0x86, 0xa7, 0xa9, 0x53, 0x15, 0x34, 0xf7, 0xda,
	0x2e, 0x4c, 0x30, 0x3d, 0x8a, 0x31, 0x8a, 0x72,
	0x1c, 0x3c, 0x0c, 0x95, 0x95, 0x68, 0x09, 0x53,
	0x2f, 0xcf, 0x0e, 0x24, 0x49, 0xa6, 0xb5, 0x25,
	0xb1, 0x6a, 0xed, 0xf5, 0xaa, 0x0d, 0xe6, 0x57,
	0xba, 0x63, 0x7b, 0x39
};
static const unsigned char tc4_ct[60] = {
	0x42, 0x83, 0x1e, 0xc2, 0x21, 0x77, 0x74, 0x24,
	0x4b, 0x72, 0x21, 0xb7, 0x84, 0xd0, 0xd4, 0x9c,
	0xe3, 0xaa, 0x21, 0x2f, 0x2c, 0x02, 0xa4, 0xe0,
	0x35, 0xc1, 0x7e, 0x23, 0x29, 0xac, 0xa1, 0x2e,
	0x21, 0xd5, 0x14, 0xb2, 0x54, 0x66, 0x93, 0x1c,
	0x7d, 0x8f, 0x6a, 0x5a, 0xac, 0x84, 0xaa, 0x05,
	0x1b, 0xa3, 0x0b, 0x39, 0x6a, 0x0a, 0xac, 0x97,
	0x3d, 0x58, 0xe0, 0x91
};
static const unsigned char tc4_tag[16] = {
	0x5b, 0xc9, 0x4f, 0xbc, 0x32, 0x21, 0xa5, 0xdb,
	0x94, 0xfa, 0xe9, 0x5a, 0xe7, 0x12, 0x1a, 0x47
};

/* Fixed operands: bytes of a xorshift sequence, so that every variant
 * hashes the same data (gcm_mult's table loads depend on it). */
static void
fill_bytes(unsigned char *b, size_t len, uint32_t seed)
{
	uint32_t w[64];
	size_t off, i;

	for (off = 0; off < len; off += sizeof w) {
		ctb_bench_fill(w, 64, seed + (uint32_t)off);
		for (i = 0; i < sizeof w && off + i < len; i++) {
			b[off + i] = (unsigned char)(w[i / 4] >> (8 * (i % 4)));
		}
	}
}

/*
 * A keyed context, started for encryption. The port allocates nothing for
 * an AES key (its software fallback context exists only for other
 * ciphers), so a context abandoned in the arena leaks nothing.
 */
static int
gcm_setup(void *arena, size_t size, uint32_t len)
{
	gcm_state *g = arena;
	unsigned char key[16];

	if (size < sizeof *g) {
		return CTB_ERR_ARENA;
	}
	if (len == 0 || len > AD_MAX) {
		return CTB_ERR_SETUP;
	}
	memset(g, 0, sizeof *g);
	g->len = len;
	g->ret = -1;
	fill_bytes(key, sizeof key, 0x6a09e667u);
	fill_bytes(g->iv, sizeof g->iv, 0xbb67ae85u);
	fill_bytes(g->in, len, 0x3c6ef372u);
	mbedtls_gcm_init(&g->ctx);
	if (mbedtls_gcm_setkey(&g->ctx, MBEDTLS_CIPHER_ID_AES, key, 128) != 0
		|| mbedtls_gcm_starts(&g->ctx, MBEDTLS_GCM_ENCRYPT, g->iv,
			sizeof g->iv) != 0)
	{
		return CTB_ERR_SETUP;
	}
	return CTB_OK;
}

static int
setup_block(void *arena, size_t size, uint32_t param)
{
	(void)param;
	return gcm_setup(arena, size, 16);
}

static int
setup_seal(void *arena, size_t size, uint32_t param)
{
	(void)param;
	return gcm_setup(arena, size, SEAL_BYTES);
}

static void
run_ad(void *arena)
{
	gcm_state *g = arena;

	g->ret = mbedtls_gcm_update_ad(&g->ctx, g->in, g->len);
}

static void
run_seal(void *arena)
{
	gcm_state *g = arena;

	g->ret = mbedtls_gcm_crypt_and_tag(&g->ctx, MBEDTLS_GCM_ENCRYPT,
		SEAL_BYTES, g->iv, sizeof g->iv, NULL, 0, g->in, g->out,
		sizeof g->tag, g->tag);
}

/* Test Case 4 on the arena's context, rekeyed: whatever the timed runs
 * left in it is replaced. */
static int
known_answer(gcm_state *g)
{
	unsigned char ct[sizeof tc4_ct], tag[sizeof tc4_tag];
	size_t out_len = 0;

	mbedtls_gcm_free(&g->ctx);
	mbedtls_gcm_init(&g->ctx);
	if (mbedtls_gcm_setkey(&g->ctx, MBEDTLS_CIPHER_ID_AES, tc4_key, 128) != 0
		|| mbedtls_gcm_starts(&g->ctx, MBEDTLS_GCM_ENCRYPT, tc4_iv,
			sizeof tc4_iv) != 0
		|| mbedtls_gcm_update_ad(&g->ctx, tc4_ad, sizeof tc4_ad) != 0
		|| mbedtls_gcm_update(&g->ctx, tc4_pt, sizeof tc4_pt, ct,
			sizeof ct, &out_len) != 0
		|| out_len != sizeof ct
		|| mbedtls_gcm_finish(&g->ctx, NULL, 0, &out_len, tag,
			sizeof tag) != 0)
	{
		return CTB_ERR_SELFCHECK;
	}
	return memcmp(ct, tc4_ct, sizeof ct) == 0
		&& memcmp(tag, tc4_tag, sizeof tag) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

static int
check_ad(void *arena)
{
	gcm_state *g = arena;

	return g->ret == 0 ? known_answer(g) : CTB_ERR_SELFCHECK;
}

/* The sealed text opens again, and the known answer holds. */
static int
check_seal(void *arena)
{
	gcm_state *g = arena;

	if (g->ret != 0 || mbedtls_gcm_auth_decrypt(&g->ctx, SEAL_BYTES, g->iv,
		sizeof g->iv, NULL, 0, g->tag, sizeof g->tag, g->out,
		g->out) != 0)
	{
		return CTB_ERR_SELFCHECK;
	}
	return memcmp(g->out, g->in, SEAL_BYTES) == 0
		? known_answer(g) : CTB_ERR_SELFCHECK;
}

static const ctb_bench benches[] = {
	{ "idf_gcm_mult", NULL, 0, setup_block, run_ad, check_ad },
	{ "ghash_ad", "bytes", 16, gcm_setup, run_ad, check_ad },
	{ "ghash_ad", "bytes", 64, gcm_setup, run_ad, check_ad },
	{ "ghash_ad", "bytes", 256, gcm_setup, run_ad, check_ad },
	{ "ghash_ad", "bytes", 1024, gcm_setup, run_ad, check_ad },
	{ "ghash_ad", "bytes", 4096, gcm_setup, run_ad, check_ad },
	{ "gcm_seal_1k", NULL, 0, setup_seal, run_seal, check_seal },
};

/* CTB_IDF_GCM_DETAIL: ESP-IDF's version, the port's patch sets and the
 * placement, from CMakeLists.txt. */
const ctb_suite ctb_suite_idf_gcm = {
	"idf_gcm", benches, sizeof benches / sizeof benches[0], CTB_IDF_GCM_DETAIL
};
