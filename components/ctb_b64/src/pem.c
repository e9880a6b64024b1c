/*
 * PEM (RFC 7468, strict form) around the strict base64 driver:
 *
 *   anything (skipped: certifi's bundle has '#' comments between blocks)
 *   "-----BEGIN " label "-----" line break
 *   base64 body, lines ending "\n" or "\r\n" (ctb_b64_decode's rules)
 *   "-----END " the same label "-----" line break or end of text
 *
 * A BEGIN line counts only at the start of a line. The label is RFC 7468's:
 * characters 0x21..0x7e but '-', with single spaces or hyphens between
 * them (possibly empty). Refusals: no BEGIN line (PEM_NO_BEGIN), a BEGIN
 * line with a bad label or no closing dashes and line break
 * (PEM_BAD_LABEL), no END line (PEM_NO_END), an END line whose label
 * differs or is not followed by dashes and a line break (PEM_BAD_LABEL),
 * RFC 1421 headers ("Proc-Type: ...": a ':' in the body's first line,
 * BAD_CHAR), and every error of the body's decoding.
 *
 * The END line is found by looking at the first character of each body
 * line: line breaks are public, and a base64 line never starts with '-'.
 */
#include <string.h>

#include "ctb_b64.h"
#include "b64_internal.h"

static int
starts_with(const char *p, const char *end, const char *s, size_t n)
{
	return (size_t)(end - p) >= n && memcmp(p, s, n) == 0;
}

/* The end of a line break at p ("\n" or "\r\n"), or NULL. */
static const char *
line_break(const char *p, const char *end)
{
	if (p < end && *p == '\n') {
		return p + 1;
	}
	if (end - p >= 2 && p[0] == '\r' && p[1] == '\n') {
		return p + 2;
	}
	return NULL;
}

/* The length of an RFC 7468 label at p, ended by "-----"; or -1. */
static long
label_length(const char *p, const char *end)
{
	const char *s = p;
	int sep = 1;   /* a separator may not come first */

	while (p < end && !starts_with(p, end, "-----", 5)) {
		unsigned c = (unsigned char)*p;

		if (c == ' ' || c == '-') {
			if (sep) {
				return -1;
			}
			sep = 1;
		} else if (c >= 0x21 && c <= 0x7e) {
			sep = 0;
		} else {
			return -1;
		}
		p++;
	}
	if (p == end || (sep && p != s)) {
		return -1;   /* no closing dashes, or a trailing separator */
	}
	return (long)(p - s);
}

/* The start of the next line after p, or end. Four characters at a time
 * while no lane holds '\n' (a lane is zero in w ^ "\n\n\n\n" exactly
 * when neither its low 7 bits plus 0x7f nor its top bit reach bit 7). */
static const char *
next_line(const char *p, const char *end)
{
	while (end - p >= 4) {
		uint32_t y = b64_load4((const unsigned char *)p) ^ 0x0a0a0a0au;

		if (((((y & 0x7f7f7f7fu) + 0x7f7f7f7fu) | y) & 0x80808080u) != 0x80808080u) {
			break;
		}
		p += 4;
	}
	while (p < end && *p != '\n') {
		p++;
	}
	return p < end ? p + 1 : end;
}

int
ctb_pem_decode(int variant, const char *text, size_t len, const char **label,
	size_t *label_len, uint8_t *out, size_t cap, size_t *out_len, size_t *consumed)
{
	const char *end = text + len, *p = text, *body, *body_end, *lab, *q;
	long n;
	size_t i;
	int colon = 0, ret;

	*out_len = 0;
	*consumed = 0;
	/* the BEGIN line: at the start of a line */
	while (!starts_with(p, end, "-----BEGIN ", 11)) {
		p = next_line(p, end);
		if (p == end) {
			return CTB_B64_PEM_NO_BEGIN;
		}
	}
	lab = p + 11;
	n = label_length(lab, end);
	if (n < 0) {
		return CTB_B64_PEM_BAD_LABEL;
	}
	body = line_break(lab + n + 5, end);
	if (body == NULL) {
		return CTB_B64_PEM_BAD_LABEL;
	}
	/* the END line: the first line that starts with "-----END " */
	body_end = body;
	while (!starts_with(body_end, end, "-----END ", 9)) {
		if (body_end == end) {
			return CTB_B64_PEM_NO_END;
		}
		body_end = next_line(body_end, end);
	}
	q = body_end + 9;
	if (!starts_with(q, end, lab, (size_t)n) || !starts_with(q + n, end, "-----", 5)) {
		return CTB_B64_PEM_BAD_LABEL;
	}
	q += n + 5;
	if (q != end) {
		q = line_break(q, end);
		if (q == NULL) {
			return CTB_B64_PEM_BAD_LABEL;
		}
	}
	/* RFC 1421 headers: a ':' on the first body line (OR-ed, no early
	 * exit: the line may be a key's first 64 characters) */
	for (i = 0; body + i < body_end && body[i] != '\n'; i++) {
		colon |= body[i] == ':';
	}
	if (colon) {
		return CTB_B64_BAD_CHAR;
	}
	ret = ctb_b64_decode(variant, body, (size_t)(body_end - body), out, cap, out_len);
	if (ret != CTB_B64_OK) {
		return ret;
	}
	*label = lab;
	*label_len = (size_t)n;
	*consumed = (size_t)(q - text);
	return CTB_B64_OK;
}
