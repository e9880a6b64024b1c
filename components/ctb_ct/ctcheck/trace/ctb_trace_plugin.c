/*
 * A QEMU TCG plugin that records execution traces for the "trace"
 * constant-time checker (host/ctbench/ctlab/trace.py).
 *
 * The harness (ctcheck/ct_trace.c) calls each checked function between
 * ctb_trace_begin() and ctb_trace_end(), once per class of secret inputs.
 * Between the entries of those two functions, a window, the plugin writes
 * every instruction executed and every memory access. A constant-time
 * function gives every class the same window: the same instructions in
 * the same order, touching the same addresses. Register values are not
 * recorded: they differ, by design.
 *
 * Arguments (-plugin ctb_trace_plugin.so,begin=ADDR,end=ADDR,out=FILE):
 *   begin, end  entry addresses of the markers (from the ELF's symbols)
 *   out         the trace file
 *
 * The file is text, one event a line, addresses in hex:
 *   B <n>                 window n opens (the begin marker executes)
 *   I <addr>              an instruction executes
 *   L <addr> <size>       it loads size bytes at addr
 *   S <addr> <size>       it stores them
 *   E <n>                 window n closes (the end marker executes)
 *   X <windows>           QEMU exited; the last line
 * Each window is flushed when it closes, and X is written only at exit:
 * a run that died part-way leaves a file without X, which the host
 * refuses rather than compare what it has.
 *
 * Two shorter modes, for windows of millions of instructions (ctb_ec's
 * scalar multiplications, ctcheck/ct_ec_trace.c), with mode=:
 *   digest   one line per window instead of its events:
 *              W <n> <insns> <accesses> <insn hash> <access hash>
 *            the hashes (64-bit FNV-1a) over every instruction address,
 *            and over every access's address, size and direction, in order
 *   count    W <n> <insns>: the instructions executed, counted inline
 *            (no call per instruction), for the insn-eq checker
 * then X <windows> at exit, as above.
 */
#include <inttypes.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

static uint64_t begin_pc, end_pc;
static FILE *out;
static bool recording;
static unsigned windows;

enum { MODE_TRACE, MODE_DIGEST, MODE_COUNT };
static int mode = MODE_TRACE;
/* digest mode: this window's counts and hashes; count mode: a running
 * instruction count (added to inline) and its value when the window opened */
static uint64_t n_insns, n_accesses, h_insns, h_accesses, count_at_begin;

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t
fnv_u64(uint64_t h, uint64_t v)
{
	int i;

	for (i = 0; i < 8; i++) {
		h = (h ^ (v & 0xff)) * FNV_PRIME;
		v >>= 8;
	}
	return h;
}

static void
window_open(void)
{
	n_insns = n_accesses = 0;
	h_insns = h_accesses = FNV_OFFSET;
}

static void
window_close(void)
{
	if (mode == MODE_DIGEST) {
		fprintf(out, "W %u %" PRIu64 " %" PRIu64 " %016" PRIx64 " %016" PRIx64 "\n",
			windows, n_insns, n_accesses, h_insns, h_accesses);
	} else {
		fprintf(out, "W %u %" PRIu64 "\n", windows, n_insns - count_at_begin);
	}
	windows++;
	fflush(out);
}

/* count mode: only the markers' first instructions call back */
static void
marker_exec(unsigned int vcpu, void *udata)
{
	uint64_t pc = (uint64_t)(uintptr_t)udata;

	(void)vcpu;
	if (pc == begin_pc) {
		count_at_begin = n_insns;
		recording = true;
	} else if (pc == end_pc && recording) {
		window_close();
		recording = false;
	}
}

/*
 * Called before every instruction (registered on each at translation: a
 * translated block is reused on every later pass, so instrumenting only
 * while recording would miss code translated before the first window).
 */
static void
insn_exec(unsigned int vcpu, void *udata)
{
	uint64_t pc = (uint64_t)(uintptr_t)udata;

	(void)vcpu;
	if (mode == MODE_DIGEST) {
		if (pc == begin_pc) {
			window_open();
			recording = true;
		} else if (pc == end_pc && recording) {
			window_close();
			recording = false;
			return;
		}
		if (recording) {
			n_insns++;
			h_insns = fnv_u64(h_insns, pc);
		}
		return;
	}
	if (pc == begin_pc) {
		/* A begin inside a window is left for the host to refuse:
		 * it sees a B where it expects an E. */
		fprintf(out, "B %u\n", windows);
		recording = true;
	} else if (pc == end_pc && recording) {
		fprintf(out, "E %u\n", windows++);
		fflush(out);
		recording = false;
		return;
	}
	if (recording) {
		fprintf(out, "I %" PRIx64 "\n", pc);
	}
}

/* Called after each access an instrumented instruction makes. */
static void
mem_access(unsigned int vcpu, qemu_plugin_meminfo_t info, uint64_t vaddr,
	void *udata)
{
	(void)vcpu;
	(void)udata;
	if (recording && mode == MODE_DIGEST) {
		n_accesses++;
		h_accesses = fnv_u64(h_accesses, vaddr);
		h_accesses = fnv_u64(h_accesses, (uint64_t)qemu_plugin_mem_size_shift(info) << 1 |
			(qemu_plugin_mem_is_store(info) ? 1 : 0));
	} else if (recording) {
		fprintf(out, "%c %" PRIx64 " %u\n",
			qemu_plugin_mem_is_store(info) ? 'S' : 'L', vaddr,
			1u << qemu_plugin_mem_size_shift(info));
	}
}

static void
tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n;

	(void)id;
	n = qemu_plugin_tb_n_insns(tb);
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *insn = qemu_plugin_tb_get_insn(tb, i);
		uintptr_t pc = (uintptr_t)qemu_plugin_insn_vaddr(insn);

		if (mode == MODE_COUNT) {
			/* the marker's callback first: its own instruction
			 * counts in the window it opens, as in the other modes */
			if (pc == begin_pc || pc == end_pc) {
				qemu_plugin_register_vcpu_insn_exec_cb(insn, marker_exec,
					QEMU_PLUGIN_CB_NO_REGS, (void *)pc);
			}
			qemu_plugin_register_vcpu_insn_exec_inline(insn,
				QEMU_PLUGIN_INLINE_ADD_U64, &n_insns, 1);
			continue;
		}
		qemu_plugin_register_vcpu_insn_exec_cb(insn, insn_exec,
			QEMU_PLUGIN_CB_NO_REGS, (void *)pc);
		qemu_plugin_register_vcpu_mem_cb(insn, mem_access,
			QEMU_PLUGIN_CB_NO_REGS, QEMU_PLUGIN_MEM_RW, NULL);
	}
}

static void
at_exit(qemu_plugin_id_t id, void *udata)
{
	(void)id;
	(void)udata;
	fprintf(out, "X %u\n", windows);
	fclose(out);
}

/* "key=value": the value when the key matches, else NULL. */
static const char *
arg_value(const char *arg, const char *key)
{
	size_t n = strlen(key);

	return strncmp(arg, key, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

static bool
parse_addr(const char *s, uint64_t *addr)
{
	char *end;

	*addr = strtoull(s, &end, 0);
	return *s != '\0' && *end == '\0';
}

QEMU_PLUGIN_EXPORT int
qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
	int argc, char **argv)
{
	const char *path = NULL;
	bool have_begin = false, have_end = false;
	int i;

	(void)info;
	for (i = 0; i < argc; i++) {
		const char *v;

		if ((v = arg_value(argv[i], "begin")) != NULL) {
			have_begin = parse_addr(v, &begin_pc);
		} else if ((v = arg_value(argv[i], "end")) != NULL) {
			have_end = parse_addr(v, &end_pc);
		} else if ((v = arg_value(argv[i], "out")) != NULL) {
			path = v;
		} else if ((v = arg_value(argv[i], "mode")) != NULL) {
			mode = strcmp(v, "digest") == 0 ? MODE_DIGEST
				: strcmp(v, "count") == 0 ? MODE_COUNT
				: strcmp(v, "trace") == 0 ? MODE_TRACE : -1;
			if (mode < 0) {
				fprintf(stderr, "ctb_trace_plugin: mode is trace, "
					"digest or count, not %s\n", v);
				return -1;
			}
		} else {
			fprintf(stderr, "ctb_trace_plugin: unknown argument %s\n",
				argv[i]);
			return -1;
		}
	}
	if (!have_begin || !have_end || path == NULL || begin_pc == end_pc) {
		fprintf(stderr, "ctb_trace_plugin: needs begin=ADDR,end=ADDR,"
			"out=FILE with two different addresses\n");
		return -1;
	}
	out = fopen(path, "w");
	if (out == NULL) {
		perror(path);
		return -1;
	}
	/* Traces are long and flushed per window: a large buffer saves
	 * most of the system calls. */
	setvbuf(out, NULL, _IOFBF, 1 << 20);
	qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
}
