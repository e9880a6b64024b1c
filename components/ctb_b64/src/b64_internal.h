/*
 * ctb_b64 internals: the per-variant group decoders the strict driver
 * (b64_decode.c) calls, and the layout pass it shares with pem.c.
 */
#ifndef CTB_B64_INTERNAL_H
#define CTB_B64_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

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
uint32_t b64_ct_scan_groups(const unsigned char *src, size_t groups, uint8_t *dst);
uint32_t b64_ct_range_groups(const unsigned char *src, size_t groups, uint8_t *dst);

/* One character each, the primitives of the group functions (ct-range's
 * works on four lanes at once: its char form fills the others with 'A').
 * Value in 0..63; *err gets nonzero bits OR-ed in when c is outside the
 * alphabet. */
uint32_t b64_table_char(uint32_t c, uint32_t *err);
uint32_t b64_ct_scan_char(uint32_t c, uint32_t *err);
uint32_t b64_ct_range_char(uint32_t c, uint32_t *err);

/* Four characters as a word, character i in byte lane i (bits 8i..8i+7)
 * whatever the byte order of the core; no alignment needed. */
static inline uint32_t
b64_load4(const unsigned char *p)
{
	return (uint32_t)p[0] | ((uint32_t)p[1] << 8) | ((uint32_t)p[2] << 16)
		| ((uint32_t)p[3] << 24);
}

/* 0x80 in each lane of w that holds a character <= 0x20 or '=' (the layout
 * characters, space, tab and the other controls), 0 elsewhere. Computed
 * on 7-bit lanes so that nothing carries between lanes: x + 0x5f has bit 7
 * when x >= 0x21, (x ^ '=') + 0x7f when x != '='; a byte >= 0x80 is never
 * special. The drivers test this word, four characters at a time, instead
 * of each character: the branch still says only "a layout character (or a
 * refused one) is among these four". */
static inline uint32_t
b64_special4(uint32_t w)
{
	uint32_t hi = w & 0x80808080u, x = w & 0x7f7f7f7fu;
	uint32_t ge21 = (x + 0x5f5f5f5fu) & 0x80808080u;
	uint32_t ne3d = ((x ^ 0x3d3d3d3du) + 0x7f7f7f7fu) & 0x80808080u;

	return ((ge21 & ne3d) | hi) ^ 0x80808080u;
}

/* The layout of a text: its data characters (alphabet or not) and its
 * padding, counted; a CTB_B64_* code for a refused layout, else OK. */
typedef struct b64_layout {
	size_t data;   /* characters that are neither line breaks nor '=' */
	size_t pad;    /* trailing '=' (0, 1 or 2 when accepted) */
} b64_layout;

int b64_scan_layout(const unsigned char *text, size_t len, b64_layout *lay);

#endif
