/*
 * ctb_gcm over mbedTLS's AES-128 (builds with an mbedTLS tree only), with
 * every GHASH variant: the GCM specification's test cases, in place and
 * not, and every refusal with its own code and a zeroed output.
 *
 * Known answers: D. McGrew and J. Viega, "The Galois/Counter Mode of
 * Operation (GCM)", revised 2005, Appendix B, test cases 1 to 6 (AES-128;
 * case 5 has an 8-byte IV, case 6 a 60-byte one, so J0 comes from GHASH).
 */
#include <string.h>

#include "mbedtls/aes.h"

#include "ctb_gcm_aes.h"
#include "ctb_ghash.h"
#include "ctb_test.h"
#include "ghash_hex.h"

typedef struct gcm_kat {
	const char *k, *iv, *a, *p, *c, *t;
} gcm_kat;

#define K1 "00000000000000000000000000000000"
#define K2 "feffe9928665731c6d6a8f9467308308"
#define IV1 "cafebabefacedbaddecaf888"
#define A1 "feedfacedeadbeeffeedfacedeadbeefabaddad2"
#define P64 "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72" \
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b391aafd255"
#define P60 "d9313225f88406e5a55909c5aff5269a86a7a9531534f7da2e4c303d8a318a72" \
	"1c3c0c95956809532fcf0e2449a6b525b16aedf5aa0de657ba637b39"
#define C3 "42831ec2217774244b7221b784d0d49ce3aa212f2c02a4e035c17e2329aca12e" \
	"21d514b25466931c7d8f6a5aac84aa051ba30b396a0aac973d58e091"

static const gcm_kat kats[] = {
	{ K1, "000000000000000000000000", "", "", "", "58e2fccefa7e3061367f1d57a4e7455a" },
	{ K1, "000000000000000000000000", "", "00000000000000000000000000000000",
	  "0388dace60b6a392f328c2b971b2fe78", "ab6e47d42cec13bdf53a67b21257bddf" },
	{ K2, IV1, "", P64, C3 "473f5985", "4d5c2af327cd64a62cf35abd2ba6fab4" },
	{ K2, IV1, A1, P60, C3, "5bc94fbc3221a5db94fae95ae7121a47" },
	{ K2, "cafebabefacedbad", A1, P60,
	  "61353b4c2806934a777ff51fa22a4755699b2a714fcdc6f83766e5f97b6c7423"
	  "73806900e49f24b22b097544d4896b424989b5e1ebac0f07c23f4598",
	  "3612d2e79e3b0785561be14aaca2fccb" },
	{ K2, "9313225df88406e555909c5aff5269aa6a7a9538534f7da1e4c303d2a318a728"
	  "c3c0c95156809539fcf0e2429a6b525416aedbf5a0de6a57a637b39b", A1, P60,
	  "8ce24998625615b603a033aca13fb894be9112a5c3a211a8ba262a3cca7e2ca7"
	  "01e4a9a4fba43c90ccdcb281d48c7c6fd62875d2aca417034c34aee5",
	  "619cc5aefffe0bfa462af43c1699d050" },
};

static uint64_t area[CTB_GHASH_KEY_MAX / 8];

typedef struct kat_bytes {
	uint8_t k[16], iv[64], a[32], p[64], c[64], t[16];
	size_t iv_len, a_len, p_len;
} kat_bytes;

static void
load(kat_bytes *b, const gcm_kat *kat)
{
	ghash_unhex(b->k, kat->k);
	b->iv_len = ghash_unhex(b->iv, kat->iv);
	b->a_len = ghash_unhex(b->a, kat->a);
	b->p_len = ghash_unhex(b->p, kat->p);
	ghash_unhex(b->c, kat->c);
	ghash_unhex(b->t, kat->t);
}

static int
gcm_setup(ctb_gcm *g, mbedtls_aes_context *aes, const ctb_ghash_impl *impl,
	const uint8_t k[16])
{
	mbedtls_aes_init(aes);
	if (mbedtls_aes_setkey_enc(aes, k, 128) != 0)
		return -1;
	return ctb_gcm_init(g, impl, area, sizeof area, ctb_gcm_aes_encrypt, aes);
}

static void
spec_test_cases(void)
{
	size_t i, k;

	for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
		const ctb_ghash_impl *impl = ctb_ghash_impls[i];

		for (k = 0; k < sizeof kats / sizeof kats[0]; k++) {
			mbedtls_aes_context aes;
			ctb_gcm g;
			kat_bytes b;
			uint8_t out[64], tag[16], buf[64];
			unsigned tc = (unsigned)k + 1;

			load(&b, &kats[k]);
			if (gcm_setup(&g, &aes, impl, b.k) != CTB_GCM_OK) {
				ctb_test_fail(__FILE__, __LINE__, "%s: init", impl->name);
				continue;
			}
			CTB_CHECK(ctb_gcm_seal(&g, b.iv, b.iv_len, b.a, b.a_len, b.p, b.p_len,
				out, tag, 16) == CTB_GCM_OK);
			if (memcmp(out, b.c, b.p_len) != 0 || memcmp(tag, b.t, 16) != 0)
				ctb_test_fail(__FILE__, __LINE__, "%s: seal, test case %u",
					impl->name, tc);
			CTB_CHECK(ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, b.c, b.p_len,
				out, b.t, 16) == CTB_GCM_OK);
			if (memcmp(out, b.p, b.p_len) != 0)
				ctb_test_fail(__FILE__, __LINE__, "%s: open, test case %u",
					impl->name, tc);
			/* in place, and a truncated tag (12 bytes) */
			memcpy(buf, b.p, b.p_len);
			CTB_CHECK(ctb_gcm_seal(&g, b.iv, b.iv_len, b.a, b.a_len, buf, b.p_len,
				buf, tag, 12) == CTB_GCM_OK);
			CTB_CHECK(memcmp(buf, b.c, b.p_len) == 0 && memcmp(tag, b.t, 12) == 0);
			CTB_CHECK(ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, buf, b.p_len,
				buf, b.t, 12) == CTB_GCM_OK);
			CTB_CHECK(memcmp(buf, b.p, b.p_len) == 0);
			mbedtls_aes_free(&aes);
		}
	}
}

static int
all_zero(const uint8_t *p, size_t n)
{
	uint8_t acc = 0;
	size_t i;

	for (i = 0; i < n; i++)
		acc |= p[i];
	return acc == 0;
}

/* Test case 4 with one bit flipped in the tag, the ciphertext or the AAD:
 * refused, and nothing of the plaintext comes out. */
static void
tampering_refused(void)
{
	size_t i, what, bit;

	for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
		const ctb_ghash_impl *impl = ctb_ghash_impls[i];
		mbedtls_aes_context aes;
		ctb_gcm g;
		kat_bytes b;
		uint8_t out[64];

		load(&b, &kats[3]);
		if (gcm_setup(&g, &aes, impl, b.k) != CTB_GCM_OK) {
			ctb_test_fail(__FILE__, __LINE__, "%s: init", impl->name);
			continue;
		}
		for (what = 0; what < 3; what++) {
			for (bit = 0; bit < 8 * 16; bit += 37) {
				uint8_t *p = what == 0 ? b.t : what == 1 ? b.c : b.a;
				size_t n = what == 0 ? 16 : what == 1 ? b.p_len : b.a_len;
				size_t at = (bit / 8) % n;
				int ret;

				p[at] ^= (uint8_t)(1u << (bit % 8));
				memset(out, 0xA5, sizeof out);
				ret = ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, b.c, b.p_len,
					out, b.t, 16);
				if (ret != CTB_GCM_AUTH_FAILED || !all_zero(out, b.p_len))
					ctb_test_fail(__FILE__, __LINE__, "%s: part %u bit %u: %d",
						impl->name, (unsigned)what, (unsigned)bit, ret);
				p[at] ^= (uint8_t)(1u << (bit % 8));
			}
		}
		/* the untouched message still opens */
		CTB_CHECK(ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, b.c, b.p_len, out, b.t,
			16) == CTB_GCM_OK);
		mbedtls_aes_free(&aes);
	}
}

/* Each refusal has its code, and leaves zeros where output would be. */
static void
refusals(void)
{
	static const size_t bad_tags[] = { 0, 1, 3, 5, 7, 9, 10, 11, 17, 32 };
	static const size_t good_tags[] = { 4, 8, 12, 13, 14, 15, 16 };
	mbedtls_aes_context aes;
	ctb_gcm g;
	kat_bytes b;
	uint8_t out[64], tag[32];
	size_t i;

	load(&b, &kats[3]);
	mbedtls_aes_init(&aes);
	CTB_CHECK(mbedtls_aes_setkey_enc(&aes, b.k, 128) == 0);
	/* an area too small for shoup8's 4 KiB table */
	CTB_CHECK(ctb_gcm_init(&g, &ctb_ghash_shoup8, area, ctb_ghash_shoup8.key_size - 1,
		ctb_gcm_aes_encrypt, &aes) == CTB_GCM_BAD_AREA);
	CTB_CHECK(ctb_gcm_init(&g, &ctb_ghash_ctmul, area, sizeof area, ctb_gcm_aes_encrypt,
		&aes) == CTB_GCM_OK);

	memset(out, 0xA5, sizeof out);
	memset(tag, 0xA5, sizeof tag);
	CTB_CHECK(ctb_gcm_seal(&g, b.iv, 0, b.a, b.a_len, b.p, b.p_len, out, tag, 16)
		== CTB_GCM_BAD_IV);
	CTB_CHECK(all_zero(out, b.p_len) && all_zero(tag, 16));
	memset(out, 0xA5, sizeof out);
	CTB_CHECK(ctb_gcm_open(&g, b.iv, 0, b.a, b.a_len, b.c, b.p_len, out, b.t, 16)
		== CTB_GCM_BAD_IV);
	CTB_CHECK(all_zero(out, b.p_len));

	for (i = 0; i < sizeof bad_tags / sizeof bad_tags[0]; i++) {
		memset(out, 0xA5, sizeof out);
		memset(tag, 0xA5, sizeof tag);
		CTB_CHECK_U64(ctb_gcm_seal(&g, b.iv, b.iv_len, b.a, b.a_len, b.p, b.p_len, out,
			tag, bad_tags[i]), CTB_GCM_BAD_TAG_LEN);
		CTB_CHECK(all_zero(out, b.p_len) && all_zero(tag, bad_tags[i]));
		memset(out, 0xA5, sizeof out);
		/* refused before the tag is read: b.t's 16 bytes suffice */
		CTB_CHECK_U64(ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, b.c, b.p_len, out,
			b.t, bad_tags[i]), CTB_GCM_BAD_TAG_LEN);
		CTB_CHECK(all_zero(out, b.p_len));
	}
	for (i = 0; i < sizeof good_tags / sizeof good_tags[0]; i++) {
		memset(out, 0xA5, sizeof out);
		CTB_CHECK_U64(ctb_gcm_open(&g, b.iv, b.iv_len, b.a, b.a_len, b.c, b.p_len, out,
			b.t, good_tags[i]), CTB_GCM_OK);
		CTB_CHECK(memcmp(out, b.p, b.p_len) == 0);
	}
	mbedtls_aes_free(&aes);
}

static const ctb_test tests[] = {
	{ "spec_test_cases", spec_test_cases },
	{ "tampering_refused", tampering_refused },
	{ "refusals", refusals },
};

const ctb_test_suite ctb_suite_test_gcm = {
	"gcm", tests, sizeof tests / sizeof tests[0]
};
