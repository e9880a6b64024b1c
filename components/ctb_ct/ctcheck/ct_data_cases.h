/*
 * The data-secret cases every harness shares (ct_flow.c, ct_dudect.c,
 * ct_data_trace.c): the lines of ct_functions.h's CTB_CT_DATA_FUNCTIONS and
 * the classes of secret input they run on.
 *
 *   ghash_<variant>  input: H (16 bytes) || four blocks (64 bytes); the key
 *                    tables are made from H and the blocks hashed from
 *                    y = 0; output: y (16 bytes)
 *   b64_<variant>    input: 64 base64 characters, no line break and no
 *                    padding (the layout is public; the characters are
 *                    the secret); output: the 48 bytes decoded
 *
 * Classes (ctb_data_fill()): all-zero (H = 0, whose tables are all zero;
 * the text "AAAA..."), all-ones (H = ff..ff; "////..."), alternating
 * (0x55 / 0xaa; "+/+/..."), and random ones. Every class is a valid input,
 * so each call returns 0; the callers check that it did.
 */
#ifndef CTB_CT_DATA_CASES_H
#define CTB_CT_DATA_CASES_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ct_functions.h"
#include "ctb_b64.h"
#include "ctb_ghash.h"

#define CTB_DATA_IN_BYTES 80    /* GHASH's H and four blocks; base64 uses 64 */
#define CTB_DATA_OUT_BYTES 48
#define CTB_DATA_TEXT 64        /* base64 characters */

enum ctb_data_class {
	CTB_DATA_ZERO,
	CTB_DATA_ONES,
	CTB_DATA_ALT,
	CTB_DATA_RANDOM         /* + r: the r-th random input */
};
#define CTB_DATA_EDGE_CLASSES 3

static const char *const ctb_data_class_names[CTB_DATA_EDGE_CLASSES] = {
	"zero", "ones", "alternating"
};

/* The functions' ids, in the order of CTB_CT_DATA_FUNCTIONS. */
enum {
#define ID(name, leaky) CTB_DATA_FN_##name,
	CTB_CT_DATA_FUNCTIONS(ID)
#undef ID
	CTB_DATA_FN_COUNT
};

static const char *const ctb_data_fn_names[CTB_DATA_FN_COUNT] = {
#define NAME(name, leaky) #name,
	CTB_CT_DATA_FUNCTIONS(NAME)
#undef NAME
};

/* The GHASH variant of a function id, or NULL for a base64 one. */
static const ctb_ghash_impl *
ctb_data_ghash(int fn)
{
	switch (fn) {
	case CTB_DATA_FN_ghash_ctmul:
		return &ctb_ghash_ctmul;
	case CTB_DATA_FN_ghash_shoup4:
		return &ctb_ghash_shoup4;
	case CTB_DATA_FN_ghash_shoup4_preshift:
		return &ctb_ghash_shoup4_preshift;
	case CTB_DATA_FN_ghash_shoup8:
		return &ctb_ghash_shoup8;
	default:
		return NULL;
	}
}

static int
ctb_data_b64(int fn)
{
	return fn == CTB_DATA_FN_b64_ct_range ? CTB_B64_CT_RANGE
		: fn == CTB_DATA_FN_b64_ct_scan ? CTB_B64_CT_SCAN : CTB_B64_TABLE;
}

static uint32_t ctb_data_seed;

static uint32_t
ctb_data_rnd(void)
{
	/* xorshift32: reproducible, not secret-quality; only has to vary */
	ctb_data_seed ^= ctb_data_seed << 13;
	ctb_data_seed ^= ctb_data_seed >> 17;
	ctb_data_seed ^= ctb_data_seed << 5;
	return ctb_data_seed;
}

/* in (CTB_DATA_IN_BYTES) = the class's input for fn; seed picks the random
 * one (the same on every target). Runs before anything is marked, timed or
 * traced: the alphabet lookup below is the harness's, on public values. */
static void
ctb_data_fill(int fn, unsigned cls, uint32_t seed, uint8_t *in)
{
	static const char alphabet[] =
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
	size_t i;

	ctb_data_seed = 0x2545f491u * (seed + 1) + 0x9e3779b9u * (cls + 1);
	for (i = 0; i < CTB_DATA_IN_BYTES; i++) {
		switch (cls) {
		case CTB_DATA_ZERO:
			in[i] = 0;
			break;
		case CTB_DATA_ONES:
			in[i] = 0xff;
			break;
		case CTB_DATA_ALT:
			in[i] = (i & 1) ? 0xaa : 0x55;
			break;
		default:
			in[i] = (uint8_t)(ctb_data_rnd() >> 11);
			break;
		}
	}
	if (ctb_data_ghash(fn) == NULL) {
		/* ones: '/', alternating: '+' and '/' (62 and 63), zero: 'A' */
		for (i = 0; i < CTB_DATA_TEXT; i++) {
			unsigned v = cls == CTB_DATA_ALT ? 62u + (i & 1) : in[i] & 63u;

			in[i] = (uint8_t)alphabet[v];
		}
	}
}

/* The GHASH key area: the largest variant's, aligned for any of them. */
static union {
	uint64_t align;
	uint8_t bytes[CTB_GHASH_KEY_MAX];
} ctb_data_key;

/* One call of fn on in; out gets CTB_DATA_OUT_BYTES (GHASH: the first 16).
 * Returns the library's code (GHASH: always 0). */
static int
ctb_data_call(int fn, const uint8_t *in, uint8_t *out)
{
	const ctb_ghash_impl *g = ctb_data_ghash(fn);
	size_t len = 0;

	if (g != NULL) {
		memset(out, 0, CTB_GHASH_BLOCK);
		g->init(ctb_data_key.bytes, in);
		g->update(ctb_data_key.bytes, out, in + CTB_GHASH_BLOCK, 4);
		return 0;
	}
	return ctb_b64_decode(ctb_data_b64(fn), (const char *)in, CTB_DATA_TEXT, out,
		CTB_DATA_OUT_BYTES, &len);
}

#endif
