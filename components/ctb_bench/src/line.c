#include <string.h>

#include "ctb_port.h"
#include "inner.h"

static void
put(ctb_line *l, const char *s, size_t n)
{
	/* Keep one byte spare so the closing brace always fits a full check. */
	if (l->overflow || l->len + n >= sizeof l->buf - 1) {
		l->overflow = 1;
		return;
	}
	memcpy(l->buf + l->len, s, n);
	l->len += n;
}

/* JSON string body: quotes, backslashes and control bytes escaped, so a
 * compiler banner or a flag string can never break the line. */
static void
put_escaped(ctb_line *l, const char *s)
{
	static const char hex[] = "0123456789abcdef";
	char esc[6];

	put(l, "\"", 1);
	for (; *s; s++) {
		unsigned char c = (unsigned char)*s;
		if (c == '"' || c == '\\') {
			esc[0] = '\\';
			esc[1] = (char)c;
			put(l, esc, 2);
		} else if (c < 0x20 || c == 0x7f) {
			memcpy(esc, "\\u00", 4);
			esc[4] = hex[c >> 4];
			esc[5] = hex[c & 15];
			put(l, esc, 6);
		} else {
			put(l, (const char *)&c, 1);
		}
	}
	put(l, "\"", 1);
}

static void
key(ctb_line *l, const char *k)
{
	if (l->need_comma) {
		put(l, ",", 1);
	}
	l->need_comma = 1;
	put_escaped(l, k);
	put(l, ":", 1);
}

static void
put_u64(ctb_line *l, uint64_t v)
{
	char tmp[24];
	size_t n = sizeof tmp;

	do {
		tmp[--n] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	put(l, tmp + n, sizeof tmp - n);
}

void
ctb_line_begin(ctb_line *l, const char *type)
{
	l->len = 0;
	l->overflow = 0;
	l->need_comma = 0;
	put(l, "{", 1);
	ctb_line_str(l, "type", type);
}

void
ctb_line_str(ctb_line *l, const char *k, const char *value)
{
	key(l, k);
	put_escaped(l, value != NULL ? value : "");
}

void
ctb_line_u64(ctb_line *l, const char *k, uint64_t v)
{
	key(l, k);
	put_u64(l, v);
}

void
ctb_line_i64(ctb_line *l, const char *k, int64_t v)
{
	key(l, k);
	if (v < 0) {
		put(l, "-", 1);
		put_u64(l, (uint64_t)0 - (uint64_t)v);
	} else {
		put_u64(l, (uint64_t)v);
	}
}

void
ctb_line_milli(ctb_line *l, const char *k, uint64_t v)
{
	char frac[4];

	key(l, k);
	put_u64(l, v / 1000);
	frac[0] = '.';
	frac[1] = (char)('0' + (v / 100) % 10);
	frac[2] = (char)('0' + (v / 10) % 10);
	frac[3] = (char)('0' + v % 10);
	put(l, frac, 4);
}

void
ctb_line_array_begin(ctb_line *l, const char *k)
{
	key(l, k);
	put(l, "[", 1);
	l->need_comma = 0;
}

void
ctb_line_array_u64(ctb_line *l, uint64_t v)
{
	if (l->need_comma) {
		put(l, ",", 1);
	}
	l->need_comma = 1;
	put_u64(l, v);
}

void
ctb_line_array_str(ctb_line *l, const char *v)
{
	if (l->need_comma) {
		put(l, ",", 1);
	}
	l->need_comma = 1;
	put_escaped(l, v);
}

void
ctb_line_array_end(ctb_line *l)
{
	put(l, "]", 1);
	l->need_comma = 1;
}

void
ctb_line_object_begin(ctb_line *l, const char *k)
{
	key(l, k);
	put(l, "{", 1);
	l->need_comma = 0;
}

void
ctb_line_object_end(ctb_line *l)
{
	put(l, "}", 1);
	l->need_comma = 1;
}

static void
emit(const char *payload, size_t len)
{
	static const char hex[] = "0123456789abcdef";
	char crc[10];
	uint32_t c = ctb_crc32(payload, len);
	int i;

	for (i = 0; i < 8; i++) {
		crc[i] = hex[(c >> (28 - 4 * i)) & 15];
	}
	crc[8] = ' ';
	ctb_port_write(CTB_PROTO_PREFIX, sizeof CTB_PROTO_PREFIX - 1);
	ctb_port_write(crc, 9);
	ctb_port_write(payload, len);
	ctb_port_write("\n", 1);
}

void
ctb_line_end(ctb_line *l)
{
	static const char too_long[] =
		"{\"type\":\"err\",\"code\":\"line-overflow\","
		"\"detail\":\"a protocol line exceeded CTB_LINE_MAX\"}";

	put(l, "}", 1);
	if (l->overflow) {
		emit(too_long, sizeof too_long - 1);
		return;
	}
	emit(l->buf, l->len);
}
