/*
 * ctb_b64: strict base64 (RFC 4648 section 4 alphabet) and PEM (RFC 7468)
 * decoding in three variants:
 *
 *   table     a 256-entry lookup table indexed by the character: fast,
 *             and it leaks the text through the address it reads
 *   ct-scan   reads the whole alphabet for every character (seed 003's
 *             constant-time decoder): slow
 *   ct-range  constant-time arithmetic over the character ranges A-Z,
 *             a-z, 0-9, '+', '/': no secret-indexed load, no secret branch
 *
 * Secret: the text decoded (a private key's PEM) and the bytes out.
 * Public: lengths, positions of line breaks and padding (they fix the
 * layout, not the key), the return code. Where an invalid character
 * lies is reported only as "invalid": a decoder stops being constant time
 * on the input it refuses, never on the input it accepts.
 */
#ifndef CTB_B64_H
#define CTB_B64_H

#include <stddef.h>
#include <stdint.h>

/* Return codes: each refusal has its own. */
enum {
	CTB_B64_OK = 0,
	CTB_B64_BAD_CHAR = 1,       /* a character outside the alphabet */
	CTB_B64_BAD_PADDING = 2,    /* '=' anywhere but one or two at the end */
	CTB_B64_BAD_LENGTH = 3,     /* characters (without line breaks) not a multiple of 4 */
	CTB_B64_NONZERO_BITS = 4,   /* unused bits of the last group not zero */
	CTB_B64_BAD_SPACE = 5,      /* a space, tab or lone "\r": only "\n" and "\r\n" may separate lines */
	CTB_B64_OUT_TOO_SMALL = 6,  /* reported before any byte is written */
	CTB_B64_PEM_NO_BEGIN = 7,   /* no "-----BEGIN <label>-----" line */
	CTB_B64_PEM_NO_END = 8,     /* no matching "-----END <label>-----" line */
	CTB_B64_PEM_BAD_LABEL = 9,  /* END label differs from BEGIN's, or a bad label */
	CTB_B64_BAD_VARIANT = 10
};

enum {
	CTB_B64_TABLE = 0,
	CTB_B64_CT_SCAN = 1,
	CTB_B64_CT_RANGE = 2
};

/* "table", "ct-scan", "ct-range" -> the id; -1 if unknown. */
int ctb_b64_variant(const char *name);

/* Exact decoded length of a valid text of len characters (line breaks,
 * '\n' or "\r\n", are not counted); 0 on malformed layout. Public data only. */
size_t ctb_b64_decoded_len(const char *text, size_t len);

/*
 * Decode text (len characters: groups of four, padding only at the end,
 * line breaks "\n" or "\r\n" allowed between characters, nothing else)
 * into out (cap bytes); *out_len = bytes written. CTB_B64_OUT_TOO_SMALL is
 * reported before anything is written.
 */
int ctb_b64_decode(int variant, const char *text, size_t len, uint8_t *out, size_t cap,
	size_t *out_len);

/*
 * The first PEM block of text (len bytes): its label (between "BEGIN " and
 * the dashes, as a pointer into text and a length) and its decoded body.
 * *consumed = bytes of text up to and including the END line, so that a
 * bundle is read block after block. Headers (RFC 1421 "Proc-Type:") are
 * refused as CTB_B64_BAD_CHAR.
 */
int ctb_pem_decode(int variant, const char *text, size_t len, const char **label,
	size_t *label_len, uint8_t *out, size_t cap, size_t *out_len, size_t *consumed);

#endif
