/*
 * The data-secret cases every harness shares (ct_flow.c, ct_dudect.c,
 * ct_data_trace.c): the lines of ct_functions.h's CTB_CT_DATA_FUNCTIONS and
 * the classes of secret input they run on.
 *
 *   ghash_<variant>  input: H (16 bytes) || four blocks (64 bytes); the key
 *                    tables are made from H and the blocks hashed from
 *                    y = 0; output: y (16 bytes)
 *   b64_<variant>    input: 64 base64 characters, 63 data characters and
 *                    one '=', no line break (the layout is public, the
 *                    characters are the secret); output: the 47 bytes
 *                    decoded
 *
 * Classes (ctb_data_fill()), numbered per function from 0 to
 * ctb_data_edges(fn) - 1, then CTB_DATA_RANDOM + r, the r-th random one:
 *
 *   every function  all-zero (H = 0, whose tables are all zero; the text
 *                   "AAAA..."), all-ones (H = ff..ff; "////..."),
 *                   alternating (0x55 / 0xaa; "+/+/...")
 *   ghash           zero blocks under a random H (y ^ block = 0 at every
 *                   block: a "0 * H = 0" shortcut), H = 1 (the field's one,
 *                   bit-reflected: 0x80 00 .. 00) with random blocks
 *   b64             one bad character in a valid text, twelve classes:
 *                   each of twelve bytes outside the alphabet (below '+',
 *                   in each gap between the ranges, above 'z', DEL, bytes
 *                   >= 0x80, one whose low 7 bits are 'A') at one of
 *                   twelve places (each of the four characters of the
 *                   first group, a middle one and the last one; the last
 *                   group's fourth is the '=', so that place is taken in
 *                   the one before); every data character bad; the bits
 *                   the '=' leaves unused not zero (two classes: the low
 *                   bit, the other)
 *
 * A refused text must be decoded as a valid one is: where its bad
 * character lies, and which it is, are secret; ctb_b64.h makes only the
 * return code public, decided once at the end. So each call must return
 * its class's code (ctb_data_expect()), and the trace and insn-eq
 * checkers compare the classes that return the same code with each other
 * (the harness tags a refused class's name "=rc<code>"): every valid text
 * alike, every text with a bad character alike wherever it lies, the two
 * nonzero-bits texts alike. Across codes the decoder may differ after its
 * one decision (a refused text's output is zeroed), and does.
 *
 * The texts of the layout table (CTB_DATA_LAYOUT + i, b64 only). The first
 * three hold a control character (NUL, '\v', 0x1f): data characters to
 * the layout pass, refused as BAD_CHAR by the decoder without saying where
 * (b64_special4 stops only at '\n', '\r', '=', ' ' and '\t'; until
 * 2026-12-06 it stopped at every byte up to 0x20 and showed their place),
 * so every checker runs them. The others are refused by the layout pass:
 * a misplaced '=', a line break that leaves a length not a multiple of 4,
 * a space, a tab, a lone '\r'. Where those lie is made public
 * (CTB_B64_DECLASSIFY), so they differ from a valid text by design: only
 * the constant-flow harness runs them, to check that nothing but the
 * declassified verdicts decides a branch.
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
#define CTB_DATA_TEXT 64        /* base64 characters: 63 data and one '=' */

enum ctb_data_class {
	CTB_DATA_ZERO,
	CTB_DATA_ONES,
	CTB_DATA_ALT,
	/* ghash */
	CTB_DATA_ZERO_BLOCKS = 3,
	CTB_DATA_H_ONE = 4,
	/* b64: CTB_DATA_BAD + i, i < CTB_DATA_BAD_KINDS */
	CTB_DATA_BAD = 3,
	CTB_DATA_BAD_ALL = 15,
	CTB_DATA_NONZERO_BITS = 16,   /* and 17: the low bit, the other bit */
	CTB_DATA_RANDOM = 64,   /* + r: the r-th random input */
	CTB_DATA_LAYOUT = 128   /* + i: a text the layout pass refuses (b64) */
};
#define CTB_DATA_GHASH_EDGES 5
#define CTB_DATA_B64_EDGES 18
#define CTB_DATA_BAD_KINDS 12
#define CTB_DATA_LAYOUT_CLASSES 8
#define CTB_DATA_CONTROL_CLASSES 3   /* the layout classes' first: NUL, \v, 0x1f */

/* The bad characters and where each goes: class CTB_DATA_BAD + i puts
 * bad[i] at place[i] (the text's index: 4 * group + character). */
static const uint8_t ctb_data_bad_char[CTB_DATA_BAD_KINDS] = {
	0x21, 0x2a, 0x2d, 0x3a, 0x40, 0x5b, 0x60, 0x7b, 0x7f, 0x80, 0xc1, 0xff
};
static const uint8_t ctb_data_bad_place[CTB_DATA_BAD_KINDS] = {
	0, 29, 62, 59, 1, 30, 60, 3, 28, 61, 2, 31
};

static const char *const ctb_data_ghash_names[CTB_DATA_GHASH_EDGES] = {
	"zero", "ones", "alternating", "zero-blocks", "h=1"
};
static const char *const ctb_data_b64_names[CTB_DATA_B64_EDGES] = {
	"zero", "ones", "alternating",
	"bad-21@g0c0", "bad-2a@g7c1", "bad-2d@g15c2", "bad-3a@g14c3", "bad-40@g0c1",
	"bad-5b@g7c2", "bad-60@g15c0", "bad-7b@g0c3", "bad-7f@g7c0", "bad-80@g15c1",
	"bad-c1@g0c2", "bad-ff@g7c3", "bad-all", "nonzero-bits", "nonzero-bits2"
};

/* The layout classes: the byte put at a place, and the code (a line
 * break leaves 62 data characters and one '=': BAD_LENGTH). */
static const struct {
	const char *name;
	uint8_t c, place;
	int code;
} ctb_data_layout[CTB_DATA_LAYOUT_CLASSES] = {
	{ "nul@g1c1", 0x00, 5, CTB_B64_BAD_CHAR },
	{ "vt@g8c1", 0x0b, 33, CTB_B64_BAD_CHAR },
	{ "1f@g15c2", 0x1f, 62, CTB_B64_BAD_CHAR },
	{ "pad@g2c2", '=', 10, CTB_B64_BAD_PADDING },
	{ "lf@g4c0", '\n', 16, CTB_B64_BAD_LENGTH },
	{ "space@g5c0", ' ', 20, CTB_B64_BAD_SPACE },
	{ "tab@g10c0", '\t', 40, CTB_B64_BAD_SPACE },
	{ "cr@g12c2", '\r', 50, CTB_B64_BAD_SPACE }
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

/* The number of edge classes of fn (its classes 0 .. that - 1). */
static unsigned
ctb_data_edges(int fn)
{
	return ctb_data_ghash(fn) != NULL ? CTB_DATA_GHASH_EDGES : CTB_DATA_B64_EDGES;
}

/* An edge or layout class's name; NULL for a random one. */
static const char *
ctb_data_class_name(int fn, unsigned cls)
{
	if (cls >= CTB_DATA_LAYOUT) {
		return ctb_data_layout[cls - CTB_DATA_LAYOUT].name;
	}
	if (cls >= ctb_data_edges(fn)) {
		return NULL;
	}
	return ctb_data_ghash(fn) != NULL ? ctb_data_ghash_names[cls] : ctb_data_b64_names[cls];
}

/* The code a call on the class returns: 0 but for base64's refusals. */
static int
ctb_data_expect(int fn, unsigned cls)
{
	if (ctb_data_ghash(fn) != NULL) {
		return 0;
	}
	if (cls >= CTB_DATA_LAYOUT) {
		return ctb_data_layout[cls - CTB_DATA_LAYOUT].code;
	}
	if (cls >= CTB_DATA_BAD && cls <= CTB_DATA_BAD_ALL) {
		return CTB_B64_BAD_CHAR;
	}
	return cls == CTB_DATA_NONZERO_BITS || cls == CTB_DATA_NONZERO_BITS + 1
		? CTB_B64_NONZERO_BITS : CTB_B64_OK;
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
	if (ctb_data_ghash(fn) != NULL) {
		if (cls == CTB_DATA_ZERO_BLOCKS) {
			memset(in + CTB_GHASH_BLOCK, 0, CTB_DATA_IN_BYTES - CTB_GHASH_BLOCK);
		} else if (cls == CTB_DATA_H_ONE) {
			memset(in, 0, CTB_GHASH_BLOCK);
			in[0] = 0x80;
		}
		return;
	}
	/* ones: '/', alternating: '+' and '/' (62 and 63), zero: 'A'; the
	 * last data character keeps the '=' its two unused bits of zero, but
	 * in the nonzero-bits class */
	for (i = 0; i + 1 < CTB_DATA_TEXT; i++) {
		unsigned v = cls == CTB_DATA_ALT ? 62u + (i & 1) : in[i] & 63u;

		if (i + 2 == CTB_DATA_TEXT) {
			v = (v & 0x3cu) | (cls == CTB_DATA_NONZERO_BITS ? 1u
				: cls == CTB_DATA_NONZERO_BITS + 1 ? 2u : 0u);
		}
		in[i] = (uint8_t)alphabet[v];
	}
	in[CTB_DATA_TEXT - 1] = '=';
	if (cls >= CTB_DATA_BAD && cls < CTB_DATA_BAD + CTB_DATA_BAD_KINDS) {
		in[ctb_data_bad_place[cls - CTB_DATA_BAD]] = ctb_data_bad_char[cls - CTB_DATA_BAD];
	} else if (cls == CTB_DATA_BAD_ALL) {
		for (i = 0; i + 1 < CTB_DATA_TEXT; i++) {
			in[i] = ctb_data_bad_char[i % CTB_DATA_BAD_KINDS];
		}
	} else if (cls >= CTB_DATA_LAYOUT) {
		in[ctb_data_layout[cls - CTB_DATA_LAYOUT].place] = ctb_data_layout[cls - CTB_DATA_LAYOUT].c;
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
