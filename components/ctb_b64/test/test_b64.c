/*
 * ctb_b64: RFC 4648's vectors, every refusal with its own code, the
 * output buffer untouched when too small, the three variants agreeing on
 * every byte as a character in every lane, round trips across line breaks
 * anywhere, and PEM blocks read one after the other.
 */
#include <string.h>

#include "ctb_b64.h"
#include "ctb_test.h"

static const int variants[] = { CTB_B64_TABLE, CTB_B64_CT_SCAN, CTB_B64_CT_RANGE };
#define NV 3

static int
dec(int v, const char *text, uint8_t *out, size_t cap, size_t *n)
{
	return ctb_b64_decode(v, text, strlen(text), out, cap, n);
}

/* RFC 4648 section 10. */
static void
rfc4648(void)
{
	static const char *const vec[][2] = {
		{ "", "" }, { "f", "Zg==" }, { "fo", "Zm8=" }, { "foo", "Zm9v" },
		{ "foob", "Zm9vYg==" }, { "fooba", "Zm9vYmE=" }, { "foobar", "Zm9vYmFy" },
	};
	uint8_t out[16];
	size_t i, v, n;

	for (v = 0; v < NV; v++) {
		for (i = 0; i < sizeof vec / sizeof vec[0]; i++) {
			int ret = dec(variants[v], vec[i][1], out, sizeof out, &n);

			if (ret != CTB_B64_OK || n != strlen(vec[i][0])
				|| memcmp(out, vec[i][0], n) != 0) {
				ctb_test_fail(__FILE__, __LINE__, "variant %u, \"%s\": ret %d, %u bytes",
					(unsigned)v, vec[i][1], ret, (unsigned)n);
			}
			CTB_CHECK_U64(ctb_b64_decoded_len(vec[i][1], strlen(vec[i][1])),
				strlen(vec[i][0]));
		}
	}
}

/* Every refusal, in every variant, with *out_len 0. */
static void
refusals(void)
{
	static const struct { const char *text; int want; } vec[] = {
		{ "Zm9*", CTB_B64_BAD_CHAR }, { "Zm9v-mFy", CTB_B64_BAD_CHAR },
		{ "Zm9v\x80mFy", CTB_B64_BAD_CHAR }, { "Zm9v\x0bmFy", CTB_B64_BAD_CHAR },
		{ "Zm9v\nYm:y", CTB_B64_BAD_CHAR }, { "Zm9vYm\xc1=", CTB_B64_BAD_CHAR },
		{ "Zm=v", CTB_B64_BAD_PADDING }, { "Z===", CTB_B64_BAD_PADDING },
		{ "Zg==Zg==", CTB_B64_BAD_PADDING }, { "====", CTB_B64_BAD_PADDING },
		{ "Zg==\nA", CTB_B64_BAD_PADDING },
		{ "Zm9", CTB_B64_BAD_LENGTH }, { "Zg=", CTB_B64_BAD_LENGTH },
		{ "Zm9vY", CTB_B64_BAD_LENGTH }, { "=", CTB_B64_BAD_LENGTH },
		{ "Zh==", CTB_B64_NONZERO_BITS }, { "Zm9=", CTB_B64_NONZERO_BITS },
		{ "Zm9vYmF=", CTB_B64_NONZERO_BITS },
		{ "Zm9v Zm9v", CTB_B64_BAD_SPACE }, { "Zm9v\tYg==", CTB_B64_BAD_SPACE },
		{ "Zm9v\rYg==", CTB_B64_BAD_SPACE }, { "Zm9v\r", CTB_B64_BAD_SPACE },
		{ " Zm9v", CTB_B64_BAD_SPACE }, { "Zm9v\n ", CTB_B64_BAD_SPACE },
		/* a bad character outranks unused bits: both are found at the end */
		{ "*h==", CTB_B64_BAD_CHAR },
	};
	uint8_t out[16];
	size_t i, v, n;

	for (v = 0; v < NV; v++) {
		for (i = 0; i < sizeof vec / sizeof vec[0]; i++) {
			int ret;

			n = 99;
			ret = dec(variants[v], vec[i].text, out, sizeof out, &n);
			if (ret != vec[i].want || n != 0) {
				ctb_test_fail(__FILE__, __LINE__, "variant %u, case %u: ret %d, want %d",
					(unsigned)v, (unsigned)i, ret, vec[i].want);
			}
		}
	}
	CTB_CHECK(dec(3, "Zm9v", out, sizeof out, &n) == CTB_B64_BAD_VARIANT);
	CTB_CHECK(dec(-1, "Zm9v", out, sizeof out, &n) == CTB_B64_BAD_VARIANT);
	CTB_CHECK(ctb_b64_variant("table") == CTB_B64_TABLE);
	CTB_CHECK(ctb_b64_variant("ct-scan") == CTB_B64_CT_SCAN);
	CTB_CHECK(ctb_b64_variant("ct-range") == CTB_B64_CT_RANGE);
	CTB_CHECK(ctb_b64_variant("ct") == -1);
	CTB_CHECK(ctb_b64_decoded_len("Zm9", 3) == 0);
	CTB_CHECK(ctb_b64_decoded_len("Zm9v\r\nYg==\n", 11) == 4);
}

/* One odd byte at every place of a 16-character text: the word-at-a-time
 * scans (four characters per step) must see it in every lane; and a line
 * break inserted anywhere changes nothing. */
static void
every_place(void)
{
	static const char good[] = "Zm9vYmFyZm9vYmFy";
	static const struct { char c; int want; } odd[] = {
		{ ' ', CTB_B64_BAD_SPACE }, { '\t', CTB_B64_BAD_SPACE }, { '\r', CTB_B64_BAD_SPACE },
		{ '\x01', CTB_B64_BAD_CHAR }, { '-', CTB_B64_BAD_CHAR }, { '\x80', CTB_B64_BAD_CHAR },
		{ '\xbd', CTB_B64_BAD_CHAR }, { '\x0b', CTB_B64_BAD_CHAR }, { '=', CTB_B64_BAD_PADDING },
	};
	char text[18];
	uint8_t out[12];
	size_t pos, i, v, n;

	for (v = 0; v < NV; v++) {
		for (pos = 0; pos < 16; pos++) {
			for (i = 0; i < sizeof odd / sizeof odd[0]; i++) {
				int want = odd[i].want, ret;

				memcpy(text, good, 16);
				text[pos] = odd[i].c;
				if (odd[i].c == '=' && pos == 15) {
					want = CTB_B64_NONZERO_BITS;   /* "...YmF=": 'F' has low bits */
				}
				ret = ctb_b64_decode(variants[v], text, 16, out, sizeof out, &n);
				if (ret != want) {
					ctb_test_fail(__FILE__, __LINE__, "variant %u, 0x%02x at %u: %d, want %d",
						(unsigned)v, (unsigned)(unsigned char)odd[i].c, (unsigned)pos, ret,
						want);
				}
			}
			memcpy(text, good, pos);
			text[pos] = '\n';
			memcpy(text + pos + 1, good + pos, 16 - pos);
			CTB_CHECK(ctb_b64_decode(variants[v], text, 17, out, sizeof out, &n) == CTB_B64_OK
				&& n == 12 && memcmp(out, "foobarfoobar", 12) == 0);
		}
	}
}

/* OUT_TOO_SMALL before a single byte is written. */
static void
out_too_small(void)
{
	uint8_t out[8];
	size_t i, v, n;

	for (v = 0; v < NV; v++) {
		memset(out, 0xa5, sizeof out);
		n = 99;
		CTB_CHECK(dec(variants[v], "Zm9vYmFy", out, 5, &n) == CTB_B64_OUT_TOO_SMALL);
		CTB_CHECK(n == 0);
		CTB_CHECK(dec(variants[v], "Zm9vYmE=", out, 4, &n) == CTB_B64_OUT_TOO_SMALL);
		CTB_CHECK(dec(variants[v], "Zg==", NULL, 0, &n) == CTB_B64_OUT_TOO_SMALL);
		for (i = 0; i < sizeof out; i++) {
			CTB_CHECK(out[i] == 0xa5);
		}
		/* exactly enough is enough */
		CTB_CHECK(dec(variants[v], "Zm9vYmE=", out, 5, &n) == CTB_B64_OK && n == 5);
		CTB_CHECK(out[5] == 0xa5);
		CTB_CHECK(dec(variants[v], "", NULL, 0, &n) == CTB_B64_OK && n == 0);
	}
}

static const char alphabet[] =
	"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";

/* Every byte as a character in each of the four places of a group: the
 * same code and bytes from every variant, and the alphabet's value. */
static void
variants_agree(void)
{
	char text[5];
	uint8_t out[NV][3];
	size_t n[NV];
	int ret[NV];
	unsigned c, pos, v;

	for (pos = 0; pos < 4; pos++) {
		for (c = 0; c < 256; c++) {
			const char *a = c != 0 ? strchr(alphabet, (int)c) : NULL;

			memcpy(text, "AAAA", 5);
			text[pos] = (char)c;
			for (v = 0; v < NV; v++) {
				memset(out[v], 0, 3);
				ret[v] = ctb_b64_decode(variants[v], text, 4, out[v], 3, &n[v]);
			}
			if (ret[1] != ret[0] || ret[2] != ret[0] || memcmp(out[1], out[0], 3) != 0
				|| memcmp(out[2], out[0], 3) != 0) {
				ctb_test_fail(__FILE__, __LINE__, "char 0x%02x at %u: %d %d %d",
					c, pos, ret[0], ret[1], ret[2]);
			}
			if (a != NULL) {
				uint32_t val = (uint32_t)(a - alphabet) << (18 - 6 * pos);

				CTB_CHECK(ret[0] == CTB_B64_OK && n[0] == 3);
				CTB_CHECK(out[0][0] == (uint8_t)(val >> 16) && out[0][1] == (uint8_t)(val >> 8)
					&& out[0][2] == (uint8_t)val);
			} else if (c == '=' && pos == 3) {
				CTB_CHECK(ret[0] == CTB_B64_OK && n[0] == 2);   /* "AAA=" */
			} else {
				CTB_CHECK(ret[0] != CTB_B64_OK);
			}
		}
	}
}

/* A plain encoder, breaking lines every `line` characters (0: never)
 * with "\n" or "\r\n". */
static size_t
encode(char *dst, const uint8_t *src, size_t n, size_t line, int crlf)
{
	size_t i, k = 0, col = 0;
	char g[4];

	for (i = 0; i < n; i += 3) {
		uint32_t w = (uint32_t)src[i] << 16;
		size_t j;

		w |= i + 1 < n ? (uint32_t)src[i + 1] << 8 : 0;
		w |= i + 2 < n ? src[i + 2] : 0;
		g[0] = alphabet[w >> 18];
		g[1] = alphabet[(w >> 12) & 63];
		g[2] = i + 1 < n ? alphabet[(w >> 6) & 63] : '=';
		g[3] = i + 2 < n ? alphabet[w & 63] : '=';
		for (j = 0; j < 4; j++) {
			if (line != 0 && col == line) {
				if (crlf) {
					dst[k++] = '\r';
				}
				dst[k++] = '\n';
				col = 0;
			}
			dst[k++] = g[j];
			col++;
		}
	}
	return k;
}

/* Lengths 0..100, lines of 1, 5, 64 and 76 characters, "\n" and "\r\n". */
static void
round_trips(void)
{
	static const size_t lines[] = { 0, 1, 5, 64, 76 };
	uint8_t src[100], out[100];
	char text[600];
	size_t len, li, v, n, k;
	int crlf;

	for (k = 0; k < sizeof src; k++) {
		src[k] = (uint8_t)(k * 167 + 13);
	}
	for (len = 0; len <= sizeof src; len++) {
		for (li = 0; li < sizeof lines / sizeof lines[0]; li++) {
			for (crlf = 0; crlf < 2; crlf++) {
				k = encode(text, src, len, lines[li], crlf);
				CTB_CHECK(ctb_b64_decoded_len(text, k) == len);
				for (v = 0; v < NV; v++) {
					int ret = ctb_b64_decode(variants[v], text, k, out, len, &n);

					if (ret != CTB_B64_OK || n != len || memcmp(out, src, len) != 0) {
						ctb_test_fail(__FILE__, __LINE__,
							"variant %u, %u bytes, lines of %u: ret %d",
							(unsigned)v, (unsigned)len, (unsigned)lines[li], ret);
					}
				}
			}
		}
	}
}

/* Two cert-like blocks with a comment between (certifi's layout). */
static const char bundle[] =
	"# Issuer: CN=Example\n"
	"# Label: \"Example\"\n"
	"-----BEGIN CERTIFICATE-----\n"
	"MDEyMzQ1Njc4OTo7PD0+P0BBQkNERUZHSElKS0xNTk9QUVJTVFVWV1hZWltcXV5f\n"
	"YGE=\n"
	"-----END CERTIFICATE-----\n"
	"\n# another\n"
	"-----BEGIN CERTIFICATE-----\r\n"
	"MIIBCgKCAQEA/w==\r\n"
	"-----END CERTIFICATE-----\r\n";

static void
pem_blocks(void)
{
	static const uint8_t second[] = { 0x30, 0x82, 0x01, 0x0a, 0x02, 0x82, 0x01, 0x01, 0x00, 0xff };
	const char *label = NULL, *p = bundle;
	size_t left = sizeof bundle - 1, lab_len, n, used, i, v;
	uint8_t out[64];

	for (v = 0; v < NV; v++) {
		p = bundle;
		left = sizeof bundle - 1;
		CTB_CHECK(ctb_pem_decode(variants[v], p, left, &label, &lab_len, out, sizeof out, &n,
			&used) == CTB_B64_OK);
		CTB_CHECK(n == 50 && lab_len == 11 && memcmp(label, "CERTIFICATE", 11) == 0);
		for (i = 0; i < 50 && i < n; i++) {
			CTB_CHECK(out[i] == 0x30 + i);
		}
		CTB_CHECK_U64(used, strstr(bundle, "\n\n# another") + 1 - bundle);
		p += used;
		left -= used;
		CTB_CHECK(ctb_pem_decode(variants[v], p, left, &label, &lab_len, out, sizeof out, &n,
			&used) == CTB_B64_OK);
		CTB_CHECK(n == sizeof second && memcmp(out, second, sizeof second) == 0);
		CTB_CHECK(used == left);
		CTB_CHECK(ctb_pem_decode(variants[v], p + used, 0, &label, &lab_len, out, sizeof out,
			&n, &used) == CTB_B64_PEM_NO_BEGIN);
	}
}

static void
pem_refusals(void)
{
	static const struct { const char *text; int want; } vec[] = {
		{ "# nothing\n", CTB_B64_PEM_NO_BEGIN },
		{ "x-----BEGIN A-----\nZg==\n-----END A-----\n", CTB_B64_PEM_NO_BEGIN },
		{ "-----BEGIN A-----\nZg==\n", CTB_B64_PEM_NO_END },
		{ "-----BEGIN A-----\nZg==-----END A-----\n", CTB_B64_PEM_NO_END },
		{ "-----BEGIN A-----\nZg==\n-----END B-----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A-----\nZg==\n-----END AB-----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A-----\nZg==\n-----END A----- \n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A--B-----\nZg==\n-----END A--B-----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A -----\nZg==\n-----END A -----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A\x01-----\nZg==\n-----END A\x01-----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A-----x\nZg==\n-----END A-----\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A\nZg==\n", CTB_B64_PEM_BAD_LABEL },
		{ "-----BEGIN A-----\nProc-Type: 4,ENCRYPTED\n\nZg==\n-----END A-----\n",
		  CTB_B64_BAD_CHAR },
		{ "-----BEGIN A-----\nZg=\n-----END A-----\n", CTB_B64_BAD_LENGTH },
		{ "-----BEGIN A-----\nZg== \n-----END A-----\n", CTB_B64_BAD_SPACE },
		{ "-----BEGIN A-----\nZm9vYmFy\n-----END A-----\n", CTB_B64_OUT_TOO_SMALL },
		/* accepted: an empty label, a spaced one, no final line break */
		{ "-----BEGIN -----\nZg==\n-----END -----", CTB_B64_OK },
		{ "-----BEGIN RSA PRIVATE KEY-----\nZg==\n-----END RSA PRIVATE KEY-----\n",
		  CTB_B64_OK },
	};
	const char *label;
	size_t i, lab_len, n, used;
	uint8_t out[4];

	for (i = 0; i < sizeof vec / sizeof vec[0]; i++) {
		int ret = ctb_pem_decode(CTB_B64_CT_RANGE, vec[i].text, strlen(vec[i].text), &label,
			&lab_len, out, sizeof out, &n, &used);

		if (ret != vec[i].want) {
			ctb_test_fail(__FILE__, __LINE__, "case %u: ret %d, want %d", (unsigned)i, ret,
				vec[i].want);
		}
		if (ret == CTB_B64_OK) {
			CTB_CHECK(n == 1 && out[0] == 'f' && used == strlen(vec[i].text));
		} else {
			CTB_CHECK(n == 0 && used == 0);
		}
	}
}

static const ctb_test tests[] = {
	{ "rfc4648", rfc4648 },
	{ "refusals", refusals },
	{ "every_place", every_place },
	{ "out_too_small", out_too_small },
	{ "variants_agree", variants_agree },
	{ "round_trips", round_trips },
	{ "pem_blocks", pem_blocks },
	{ "pem_refusals", pem_refusals },
};

CTB_SUITE(ctb_suite_test_b64, tests);
