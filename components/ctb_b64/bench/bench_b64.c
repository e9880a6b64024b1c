/*
 * ctb_b64 benchmarks over the Mozilla CA bundle (certifi's cacert.pem,
 * embedded at build time; its version is in the suite's detail), in the
 * variant the firmware variant names (CONFIG_CTB_B64_IMPL: b64-table,
 * b64-ct-scan, b64-ct-range), so that the rows keep their names across a
 * campaign and line up with mbedTLS's (ctb_ref_mbedtls):
 *
 *   b64_decode_ca_bundle  ctb_b64_decode of every certificate body; the
 *                         PEM framing is split off in setup (untimed),
 *                         so only base64 decoding is timed
 *   pem_parse_ca_bundle   ctb_pem_decode block after block over the whole
 *                         text, comments between the blocks included
 *
 * The check after the last batch: the number of certificates, the bytes
 * decoded, a fold of a few bytes of each certificate, and the whole last
 * certificate, against another variant's decoding made in setup (table,
 * or ct-range when table is under test).
 */
#include <string.h>

#include "ctb_b64.h"
#include "ctb_bench.h"
#include "ctb_ca_bundle.h"

#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif

#ifndef CONFIG_CTB_B64_IMPL
#define CONFIG_CTB_B64_IMPL "ct-range"
#endif

#define MAX_CERTS 256
#define MAX_DER 4096

typedef struct b64_state {
	int variant;
	const char *text;
	size_t len, count;
	uint32_t off[MAX_CERTS], n[MAX_CERTS];
	uint8_t out[MAX_DER];
	/* the last run's */
	size_t total, certs;
	uint32_t fold;
	int ret;
	/* the reference variant's */
	size_t want_total;
	uint32_t want_fold;
	uint8_t want_last[MAX_DER];
	size_t want_last_len;
} b64_state;

static int
setup(void *arena, size_t size, uint32_t param)
{
	b64_state *s = arena;
	size_t i, n;
	int ref;

	(void)param;
	if (size < sizeof *s) {
		return CTB_ERR_ARENA;
	}
	memset(s, 0, sizeof *s);
	s->variant = ctb_b64_variant(CONFIG_CTB_B64_IMPL);
	if (s->variant < 0) {
		return CTB_ERR_SETUP;
	}
	ref = s->variant == CTB_B64_TABLE ? CTB_B64_CT_RANGE : CTB_B64_TABLE;
	s->text = ctb_ca_bundle(&s->len);
	s->count = ctb_ca_bundle_split(s->text, s->len, s->off, s->n, MAX_CERTS);
	if (s->count == 0) {
		return CTB_ERR_SETUP;
	}
	for (i = 0; i < s->count; i++) {
		if (ctb_b64_decode(ref, s->text + s->off[i], s->n[i], s->want_last, MAX_DER, &n)
			!= CTB_B64_OK) {
			return CTB_ERR_SETUP;
		}
		s->want_total += n;
		s->want_fold = ctb_ca_fold(s->want_fold, s->want_last, n);
		s->want_last_len = n;
	}
	s->ret = -1;
	return CTB_OK;
}

static void
run_decode(void *arena)
{
	b64_state *s = arena;
	size_t i, n, total = 0;
	uint32_t fold = 0;
	int ret = 0;

	for (i = 0; i < s->count; i++) {
		ret |= ctb_b64_decode(s->variant, s->text + s->off[i], s->n[i], s->out, MAX_DER, &n);
		total += n;
		fold = ctb_ca_fold(fold, s->out, n);
	}
	s->ret = ret;
	s->total = total;
	s->fold = fold;
	s->certs = s->count;
}

static void
run_pem(void *arena)
{
	b64_state *s = arena;
	const char *p = s->text, *label;
	size_t left = s->len, n, used, lab_len, total = 0, certs = 0;
	uint32_t fold = 0;
	int ret = 0;

	while (left > 0) {
		ret = ctb_pem_decode(s->variant, p, left, &label, &lab_len, s->out, MAX_DER, &n,
			&used);
		if (ret != CTB_B64_OK) {
			break;
		}
		total += n;
		fold = ctb_ca_fold(fold, s->out, n);
		certs++;
		p += used;
		left -= used;
	}
	/* the bundle ends with an END line: nothing is left, or only text
	 * without a BEGIN line */
	s->ret = ret == CTB_B64_PEM_NO_BEGIN ? CTB_B64_OK : ret;
	s->total = total;
	s->fold = fold;
	s->certs = certs;
}

static int
check(void *arena)
{
	b64_state *s = arena;

	return s->ret == CTB_B64_OK && s->certs == s->count && s->total == s->want_total
		&& s->fold == s->want_fold
		&& memcmp(s->out, s->want_last, s->want_last_len) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

static const ctb_bench benches[] = {
	{ "b64_decode_ca_bundle", NULL, 0, setup, run_decode, check },
	{ "pem_parse_ca_bundle", NULL, 0, setup, run_pem, check },
};

/* Set by the build from certifi's version. */
#ifndef CTB_CA_BUNDLE_VERSION
#define CTB_CA_BUNDLE_VERSION "unknown"
#endif

const ctb_suite ctb_suite_b64 = {
	"b64", benches, sizeof benches / sizeof benches[0],
	CONFIG_CTB_B64_IMPL ", Mozilla CA bundle from certifi " CTB_CA_BUNDLE_VERSION
};
