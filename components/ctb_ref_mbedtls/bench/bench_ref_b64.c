/*
 * mbedTLS's side of the b64 comparison, over the same Mozilla CA bundle as
 * ctb_b64's benchmarks (components/ctb_b64/bench/bench_b64.c):
 *
 *   b64_decode_ca_bundle  mbedtls_base64_decode of every certificate body,
 *                         split off in setup (untimed), as ctb_b64's row
 *   pem_parse_ca_bundle   mbedtls_pem_read_buffer block after block over
 *                         the whole text (it allocates each block's bytes,
 *                         which mbedtls_pem_free releases: timed, as in
 *                         real use)
 *
 * The check after the last batch: certificates, bytes, a fold of a few
 * bytes of each and the whole last certificate, against ctb_b64's table
 * decoder run in setup.
 */
#include <string.h>

#include "ctb_b64.h"
#include "ctb_bench.h"
#include "ctb_ca_bundle.h"
#include "ref.h"
#include "ref_b64.h"

#include "mbedtls/base64.h"
#include "mbedtls/pem.h"

#define MAX_CERTS 256
#define MAX_DER 4096

typedef struct ref_b64_state {
	const char *text;
	size_t len, count;
	uint32_t off[MAX_CERTS], n[MAX_CERTS];
	uint8_t out[MAX_DER];
	size_t total, certs;
	uint32_t fold;
	int ret;
	size_t want_total;
	uint32_t want_fold;
	uint8_t want_last[MAX_DER];
	size_t want_last_len;
} ref_b64_state;

int
ctb_ref_b64_setup(void *arena, size_t size)
{
	ref_b64_state *s = arena;
	size_t i, n;

	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	memset(s, 0, sizeof *s);
	s->text = ctb_ca_bundle(&s->len);
	s->count = ctb_ca_bundle_split(s->text, s->len, s->off, s->n, MAX_CERTS);
	if (s->count == 0) {
		return CTB_ERR_SETUP;
	}
	for (i = 0; i < s->count; i++) {
		if (ctb_b64_decode(CTB_B64_TABLE, s->text + s->off[i], s->n[i], s->want_last,
			MAX_DER, &n) != CTB_B64_OK) {
			return CTB_ERR_SETUP;
		}
		s->want_total += n;
		s->want_fold = ctb_ca_fold(s->want_fold, s->want_last, n);
		s->want_last_len = n;
	}
	s->ret = -1;
	return CTB_OK;
}

void
ctb_ref_b64_run_decode(void *arena)
{
	ref_b64_state *s = arena;
	size_t i, n, total = 0;
	uint32_t fold = 0;
	int ret = 0;

	for (i = 0; i < s->count; i++) {
		n = 0;
		ret |= mbedtls_base64_decode(s->out, MAX_DER, &n,
			(const unsigned char *)s->text + s->off[i], s->n[i]);
		total += n;
		fold = ctb_ca_fold(fold, s->out, n);
	}
	s->ret = ret;
	s->total = total;
	s->fold = fold;
	s->certs = s->count;
}

void
ctb_ref_b64_run_pem(void *arena)
{
	ref_b64_state *s = arena;
	const char *p = s->text, *end = s->text + s->len;
	size_t total = 0, certs = 0, used, n;
	uint32_t fold = 0;
	int ret = 0;

	/* the text is NUL-terminated (ctb_ca_bundle.h), as mbedTLS needs */
	while (p < end) {
		mbedtls_pem_context pem;

		mbedtls_pem_init(&pem);
		ret = mbedtls_pem_read_buffer(&pem, "-----BEGIN CERTIFICATE-----",
			"-----END CERTIFICATE-----", (const unsigned char *)p, NULL, 0, &used);
		if (ret == 0) {
			const unsigned char *der = mbedtls_pem_get_buffer(&pem, &n);

			/* into out as ctb_b64's row leaves it (a copy of at most
			 * 2 KiB per certificate: noise beside the decoding) */
			n = n < MAX_DER ? n : MAX_DER;
			memcpy(s->out, der, n);
			total += n;
			fold = ctb_ca_fold(fold, s->out, n);
			certs++;
			p += used;
		}
		mbedtls_pem_free(&pem);
		if (ret != 0) {
			break;
		}
	}
	s->ret = ret == MBEDTLS_ERR_PEM_NO_HEADER_FOOTER_PRESENT ? 0 : ret;
	s->total = total;
	s->fold = fold;
	s->certs = certs;
}

int
ctb_ref_b64_check(void *arena)
{
	ref_b64_state *s = arena;

	return s->ret == 0 && s->certs == s->count && s->total == s->want_total
		&& s->fold == s->want_fold
		&& memcmp(s->out, s->want_last, s->want_last_len) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}
