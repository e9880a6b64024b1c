/* Internal to ctb_bench: the protocol line writer and its checksum. */
#ifndef CTB_BENCH_INNER_H
#define CTB_BENCH_INNER_H

#include <stddef.h>
#include <stdint.h>

/* The fixed prefix of every protocol line; docs/protocol.md, version 1.
 * Must match host/ctbench/protocol.py PREFIX (tests/firmware/test_protocol_c.py). */
#define CTB_PROTO_PREFIX "CTB/1 "
#define CTB_PROTO_VERSION 1

/* Longest payload; the header with a long flag string is the biggest. */
#define CTB_LINE_MAX 3072

uint32_t ctb_crc32(const char *buf, size_t len);

/* Bytes of stack one run(arg) takes below the caller's frame, measured by
 * painting `room` bytes below it (stack.c). A result of `room` or more is
 * a lower bound: the operation reached the end of the painted span. */
size_t ctb_stack_use(void (*run)(void *), void *arg, size_t room);

/* A JSON object being built for one protocol line. Fields are appended in
 * order; a line that would not fit is replaced by an "err" line on output,
 * so a too-long line is reported, never cut silently. */
typedef struct ctb_line {
	char buf[CTB_LINE_MAX];
	size_t len;
	int overflow;
	int need_comma;
} ctb_line;

void ctb_line_begin(ctb_line *l, const char *type);
void ctb_line_str(ctb_line *l, const char *key, const char *value);
void ctb_line_u64(ctb_line *l, const char *key, uint64_t v);
void ctb_line_i64(ctb_line *l, const char *key, int64_t v);
/* v / 1000 as a decimal with three places, without floating point. */
void ctb_line_milli(ctb_line *l, const char *key, uint64_t v);
void ctb_line_array_begin(ctb_line *l, const char *key);
void ctb_line_array_u64(ctb_line *l, uint64_t v);
void ctb_line_array_str(ctb_line *l, const char *v);
void ctb_line_array_end(ctb_line *l);
/* A nested object: its fields are added with the calls above. */
void ctb_line_object_begin(ctb_line *l, const char *key);
void ctb_line_object_end(ctb_line *l);
/* Close the object and write "CTB/1 <crc32> <json>\n" through the port. */
void ctb_line_end(ctb_line *l);

/* The run's table for people, printed after the footer (table.c): rows
 * kept for the first CTB_TABLE_ROWS records, the rest counted. */
#define CTB_TABLE_ROWS 128
struct ctb_bench;
struct ctb_measurement;
void ctb_table_reset(void);
void ctb_table_add(const struct ctb_bench *b, const struct ctb_measurement *m);
void ctb_table_print(const char *unit, uint32_t batches);

#endif
