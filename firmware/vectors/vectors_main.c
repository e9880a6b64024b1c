/*
 * The vector runner's main, the same on every target: a header line, one
 * line per case in order, a footer (docs/vectors.md), all through the
 * ctb_bench line writer, so every line carries the protocol's CRC.
 * The exit status is 0 once every case ran: judging is the host's job.
 */
#include <stddef.h>
#include <stdint.h>

#include "ctb_vectors.h"
#include "inner.h"

#ifndef CTB_BUILD_TARGET
#define CTB_BUILD_TARGET "unknown"
#endif

static const ctb_vec_op *
find_op(uint16_t op)
{
	const ctb_vec_op *o;

	for (o = ctb_vec_ops; o->run != NULL; o++)
		if (o->op == op)
			return o;
	return NULL;
}

static void
hex(char *dst, const uint8_t *src, size_t n)
{
	static const char digits[] = "0123456789abcdef";
	size_t i;

	for (i = 0; i < n; i++) {
		dst[2 * i] = digits[src[i] >> 4];
		dst[2 * i + 1] = digits[src[i] & 15];
	}
	dst[2 * n] = '\0';
}

static void
run_case(size_t i)
{
	static ctb_line line;
	static uint8_t out[CTB_VEC_OUT_MAX];
	static char out_hex[2 * CTB_VEC_OUT_MAX + 1];
	const ctb_vec_case *c = &ctb_vec_cases[i];
	const ctb_vec_op *o = find_op(c->op);
	size_t out_len = 0;
	int rc;

	ctb_line_begin(&line, "vec");
	ctb_line_u64(&line, "i", i);
	if (o == NULL) {
		ctb_line_str(&line, "error", "unknown op");
		ctb_line_u64(&line, "op", c->op);
		ctb_line_end(&line);
		return;
	}
	rc = o->run(c, out, &out_len);
	if (out_len > CTB_VEC_OUT_MAX)
		out_len = CTB_VEC_OUT_MAX;
	hex(out_hex, out, out_len);
	ctb_line_i64(&line, "rc", rc);
	ctb_line_str(&line, "out", out_hex);
	ctb_line_end(&line);
}

int
main(void)
{
	static ctb_line line;
	size_t i;

	ctb_line_begin(&line, "vhdr");
	ctb_line_u64(&line, "proto", CTB_PROTO_VERSION);
	ctb_line_str(&line, "target", CTB_BUILD_TARGET);
	ctb_line_str(&line, "data", ctb_vec_data_id);
	ctb_line_u64(&line, "cases", ctb_vec_count);
	ctb_line_end(&line);
	for (i = 0; i < ctb_vec_count; i++)
		run_case(i);
	ctb_line_begin(&line, "vend");
	ctb_line_u64(&line, "cases", ctb_vec_count);
	ctb_line_end(&line);
	return 0;
}
