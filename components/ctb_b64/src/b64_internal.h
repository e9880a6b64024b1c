/*
 * ctb_b64 internals: the per-variant group decoders the strict driver
 * (b64_decode.c) calls, and the layout pass it shares with pem.c.
 */
#ifndef CTB_B64_INTERNAL_H
#define CTB_B64_INTERNAL_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/*
 * Decode `groups` groups of four alphabet characters at src (no line
 * breaks, no padding) into 3 bytes each at dst. Returns 0 if every
 * character is in the alphabet, nonzero otherwise; the bytes written for
 * a group with a bad character are garbage. groups is public; the
 * characters and the bytes are secret, so the ct variants neither branch
 * on them nor index memory with them, and no variant stops early.
 */
typedef uint32_t (*b64_groups_fn)(const unsigned char *src, size_t groups, uint8_t *dst);

uint32_t b64_table_groups(const unsigned char *src, size_t groups, uint8_t *dst);
uint32_t ctb_b64_ct_scan_groups(const unsigned char *src, size_t groups, uint8_t *dst);
uint32_t ctb_b64_ct_range_groups(const unsigned char *src, size_t groups, uint8_t *dst);

/* One character each, the primitives of the group functions (ct-range's
 * works on four lanes at once: its char form fills the others with 'A').
 * Value in 0..63; *err gets nonzero bits OR-ed in when c is outside the
 * alphabet. */
uint32_t b64_table_char(uint32_t c, uint32_t *err);
uint32_t b64_ct_scan_char(uint32_t c, uint32_t *err);
uint32_t b64_ct_range_char(uint32_t c, uint32_t *err);

/* The word tests run once per four characters of every text: at -Os gcc
 * would call them, and load their five constants again on every call. */
#if defined(__GNUC__)
#define B64_HOT static inline __attribute__((always_inline))
#else
#define B64_HOT static inline
#endif

/* Four characters as a word, character i in byte lane i (bits 8i..8i+7)
 * whatever the byte order of the core; no alignment needed. */
B64_HOT uint32_t
b64_load4(const unsigned char *p)
{
	return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16)
		| ((uint32_t)p[3] << 24);
}

/* 0x80 in each lane of w that holds a layout character ('\n', '\r', '=',
 * and the refused ' ' and '\t'), 0 elsewhere. Computed on 7-bit lanes so
 * that nothing carries between lanes: (x ^ k) + 0x7f has bit 7 exactly
 * when x != k; a byte >= 0x80 is never special. The drivers test this
 * word, four characters at a time, and branch on "a layout character is
 * among these four", which ctb_b64.h makes public. Exactly these five:
 * a test as loose as "<= 0x20" would also stop at NUL, '\v' or 0x1f, data
 * characters that are refused later, and the walk that follows would
 * show where they are in a secret text. */
B64_HOT uint32_t
b64_special4(uint32_t w)
{
	uint32_t hi = w & 0x80808080u, x = w & 0x7f7f7f7fu;
	uint32_t ne = ((x ^ 0x0a0a0a0au) + 0x7f7f7f7fu) & ((x ^ 0x0d0d0d0du) + 0x7f7f7f7fu)
		& ((x ^ 0x3d3d3d3du) + 0x7f7f7f7fu) & ((x ^ 0x20202020u) + 0x7f7f7f7fu)
		& ((x ^ 0x09090909u) + 0x7f7f7f7fu);

	return ((ne & 0x80808080u) | hi) ^ 0x80808080u;
}

/* As b64_special4, for '\n', '\r' and '=' only: the characters that end a
 * run of data in a text the layout pass accepted (which has no ' ' or
 * '\t'), so the decoding pass needs three comparisons, not five. */
B64_HOT uint32_t
b64_breaks4(uint32_t w)
{
	uint32_t hi = w & 0x80808080u, x = w & 0x7f7f7f7fu;
	uint32_t ne = ((x ^ 0x0a0a0a0au) + 0x7f7f7f7fu) & ((x ^ 0x0d0d0d0du) + 0x7f7f7f7fu)
		& ((x ^ 0x3d3d3d3du) + 0x7f7f7f7fu);

	return ((ne & 0x80808080u) | hi) ^ 0x80808080u;
}

/* The layout of a text: its data characters (alphabet or not) and its
 * padding, counted; a CTB_B64_* code for a refused layout, else OK. */
typedef struct b64_layout {
	size_t data;   /* characters that are neither line breaks nor '=' */
	size_t pad;    /* trailing '=' (0, 1 or 2 when accepted) */
} b64_layout;

int b64_scan_layout(const unsigned char *text, size_t len, b64_layout *lay);

/*
 * What ctb_b64.h makes public about a secret text: where its line breaks
 * and its padding are, and the verdict. Each such value passes through
 * CTB_B64_DECLASSIFY where it is made: nothing, (v), in every build but
 * the constant-flow harness's (ctcheck/ct_declassify.h), which marks it
 * defined there, so that valgrind and MSan see every other use of the text.
 * The tests are branch-free words, so that what is declassified is the
 * one bit, not the character.
 */
#ifndef CTB_B64_DECLASSIFY
#define CTB_B64_DECLASSIFY(v) (v)
#endif

/* 1 if c == k, else 0; c and k in 0..255. */
static inline uint32_t
b64_is(uint32_t c, uint32_t k)
{
	return ((c ^ k) - 1u) >> 31;
}

/* 1 if any lane of a b64_special4 word is set: "a layout character is
 * among these four", which is public. */
B64_HOT uint32_t
b64_any4(uint32_t special)
{
	return CTB_B64_DECLASSIFY((special | (0u - special)) >> 31);
}

/*
 * How many characters from p (n of them) lie before the first four-character
 * window, on a grid of four, where test (b64_special4 or b64_breaks4,
 * inlined) finds a layout character: the fast path of both passes. The grid starts at p and, on a little-endian core, moves
 * to the next word boundary after the first window (its first characters
 * are then known plain), so that the rest are single aligned loads instead
 * of four byte loads: on RV32 and Xtensa that pays for b64_special4's five
 * comparisons. Where the grid lies depends on p, public; where it stops, on
 * the layout only.
 */
B64_HOT size_t
b64_plain_prefix(const unsigned char *p, size_t n, uint32_t (*test)(uint32_t))
{
	size_t i = 0;

#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
	size_t head = (size_t)(0u - (uintptr_t)p) & 3u;

	if (head != 0 && n >= 4) {
		if (b64_any4(test(b64_load4(p)))) {
			return 0;
		}
		i = head;
	}
	while (n - i >= 4) {
		uint32_t w;

		/* lane k is character k: the little-endian order b64_load4 builds */
		memcpy(&w, __builtin_assume_aligned(p + i, 4), 4);
		if (b64_any4(test(w))) {
			break;
		}
		i += 4;
	}
#else
	while (n - i >= 4 && !b64_any4(test(b64_load4(p + i)))) {
		i += 4;
	}
#endif
	return i;
}

/* 1 if c is a layout character, as b64_special4 says of a lane: '\n',
 * '\r', '=', ' ' or '\t'. The layout pass looks at these more closely. */
static inline uint32_t
b64_special(uint32_t c)
{
	return CTB_B64_DECLASSIFY(b64_is(c, '\n') | b64_is(c, '\r') | b64_is(c, '=')
		| b64_is(c, ' ') | b64_is(c, '\t'));
}

/* 1 if c is '\n', '\r' or '=': where a run of data characters ends in a
 * text the layout pass accepted. */
static inline uint32_t
b64_breaks_run(uint32_t c)
{
	return CTB_B64_DECLASSIFY(b64_is(c, '\n') | b64_is(c, '\r') | b64_is(c, '='));
}

#endif
