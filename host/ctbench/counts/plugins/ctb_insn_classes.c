/*
 * A QEMU TCG plugin that counts, per call of chosen functions, the
 * executed instructions by class (host/ctbench/counts/insn_classes.py).
 *
 * A window of function F opens when F's first instruction executes and
 * closes with the return that leaves F: inside it, every call instruction
 * adds one to a depth and every return takes one off; a return at depth 0
 * is F's own (it is counted in the window). An exception handler's
 * return (Xtensa rfwo/rfwu: class window_return) is not a return.
 *
 * Instructions are classified once, at translation, from QEMU's
 * disassembly (qemu_plugin_insn_disas) against a table the host writes:
 * one line per rule, "<class>\t<extended regex>", first match wins, matched
 * against the text lower-cased with its white space collapsed to single
 * spaces (the host's classifier does the same, and is unit-tested). The
 * classes are fixed here, since some of them steer the counting:
 *   call, return      the depth (above)
 *   branch            conditional: taken when the next executed pc is not
 *                     its fall-through
 *   loop              Xtensa loop/loopnez/loopgtz (skipped: next pc is not
 *                     the fall-through, counted as an event)
 *   window_return     rfwo/rfwu: ends a window exception handler
 *   entry, jump, load, store, multiply, other   counted only
 *
 * An instruction is committed (counted) when the next one executes, since
 * only then is it known to have completed: when the next instruction is
 * the first of a window exception vector, the previous one raised the
 * exception and will execute again after the handler's rfwo/rfwu. It is
 * counted once, when it completes; the fault is an event. A non-control
 * instruction followed by a jump in pc is a zero-overhead loop's back
 * edge (an event: no instruction executes for it).
 *
 * Arguments (-plugin ctb_insn_classes.so,classes=FILE,out=FILE,fn=NAME@ADDR
 *            [,fn=...][,within=NAME@ADDR][,vector=NAME@ADDR...][,disas=FILE]):
 *   classes   the rule table; a line "!strip-hex" drops a leading token of
 *             4 or 8 hex digits (QEMU's RISC-V disassembly starts with the
 *             instruction's encoding)
 *   out       the JSON result, written at exit only: a run that dies
 *             leaves no file, and a file is complete ("complete": true is
 *             its last member)
 *   fn        a window function and its entry address (repeatable)
 *   within    only windows opened inside a window of this function count
 *             (the bench harness's ctb_measure: the timed calls, not the
 *             set-up and the self-check)
 *   vector    a window exception vector's name and address (repeatable);
 *             the host names each one overflow or underflow
 *   disas     optional: every translated instruction, "pc\tclass\ttext"
 */
#include <ctype.h>
#include <inttypes.h>
#include <regex.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "qemu-plugin.h"

QEMU_PLUGIN_EXPORT int qemu_plugin_version = QEMU_PLUGIN_VERSION;

enum cls {
	C_CALL, C_RETURN, C_ENTRY, C_BRANCH, C_LOOP, C_JUMP, C_LOAD, C_STORE,
	C_MULTIPLY, C_WINDOW_RETURN, C_OTHER, N_CLASSES
};

static const char *const class_names[N_CLASSES] = {
	"call", "return", "entry", "branch", "loop", "jump", "load", "store",
	"multiply", "window_return", "other"
};

enum event {
	E_BRANCH_TAKEN, E_LOOP_SKIP, E_LOOP_BACK, E_FAULTED, E_HANDLER_INSNS,
	N_EVENTS
};

static const char *const event_names[N_EVENTS] = {
	"branch_taken", "loop_skip", "loop_back", "faulted", "handler_insns"
};

#define MAX_FNS 16
#define MAX_VECTORS 16
#define MAX_RULES 128
#define MAX_MNEMS 1024

struct insn {
	uint64_t pc, fallthrough;
	int cls;
	int mnem;
	int vector;   /* index into vectors, or -1 */
};

struct fn {
	char *name;
	uint64_t entry;
	bool active;
	uint64_t depth;
	uint64_t windows;
	uint64_t at_open, window_min, window_max;   /* instructions */
	uint64_t classes[N_CLASSES];
	uint64_t events[N_EVENTS];
	uint64_t vectors[MAX_VECTORS];
	uint64_t *mnems;   /* MAX_MNEMS counts */
};

static struct fn fns[MAX_FNS];
static int n_fns;
static struct fn gate;
static bool gated, strip_hex;
static struct { char *name; uint64_t addr; } vectors[MAX_VECTORS];
static int n_vectors;
static struct { int cls; regex_t re; } rules[MAX_RULES];
static int n_rules;
static char *mnem_names[MAX_MNEMS];
static int n_mnems;
static char *out_path;
static FILE *disas_out;

/* The last instruction executed, not yet committed. */
static struct insn *pending;
static bool in_handler;
static uint64_t unclassified;

/* Instructions by pc, so that a retranslated block reuses its records. */
static struct insn **table;
static size_t table_size, table_used;

static uint64_t
hash_pc(uint64_t pc)
{
	pc ^= pc >> 33;
	pc *= 0xff51afd7ed558ccdull;
	pc ^= pc >> 33;
	return pc;
}

static struct insn **
slot(uint64_t pc)
{
	size_t i = hash_pc(pc) & (table_size - 1);

	while (table[i] != NULL && table[i]->pc != pc) {
		i = (i + 1) & (table_size - 1);
	}
	return &table[i];
}

static void
grow(void)
{
	struct insn **old = table;
	size_t i, n = table_size;

	table_size = n ? 2 * n : 4096;
	table = calloc(table_size, sizeof *table);
	if (table == NULL) {
		abort();
	}
	for (i = 0; i < n; i++) {
		if (old[i] != NULL) {
			*slot(old[i]->pc) = old[i];
		}
	}
	free(old);
}

/* Lower case, white space collapsed to one space, none at either end. */
static void
normalize(const char *in, char *out, size_t size)
{
	size_t n = 0;
	bool space = false;

	for (; *in != '\0' && n + 1 < size; in++) {
		if (isspace((unsigned char)*in)) {
			space = n > 0;
			continue;
		}
		if (space && n + 2 < size) {
			out[n++] = ' ';
		}
		space = false;
		out[n++] = (char)tolower((unsigned char)*in);
	}
	out[n] = '\0';
	if (strip_hex) {
		size_t k = strspn(out, "0123456789abcdef");

		if ((k == 4 || k == 8) && out[k] == ' ') {
			memmove(out, out + k + 1, n - k);
		}
	}
}

static int
mnemonic(const char *text)
{
	char word[64];
	size_t n = strcspn(text, " ");
	int i;

	if (n >= sizeof word) {
		n = sizeof word - 1;
	}
	memcpy(word, text, n);
	word[n] = '\0';
	for (i = 0; i < n_mnems; i++) {
		if (strcmp(mnem_names[i], word) == 0) {
			return i;
		}
	}
	if (n_mnems == MAX_MNEMS) {
		return MAX_MNEMS - 1;   /* the last slot collects the rest */
	}
	mnem_names[n_mnems] = strdup(n_mnems == MAX_MNEMS - 1 ? "(more)" : word);
	return n_mnems++;
}

static int
classify(const char *text)
{
	int i;

	for (i = 0; i < n_rules; i++) {
		if (regexec(&rules[i].re, text, 0, NULL, 0) == 0) {
			return rules[i].cls;
		}
	}
	unclassified++;
	return C_OTHER;
}

static struct insn *
describe(struct qemu_plugin_insn *qi)
{
	uint64_t pc = qemu_plugin_insn_vaddr(qi);
	struct insn **where, *in;
	char *raw, text[256];
	int v;

	if (2 * (table_used + 1) > table_size) {
		grow();
	}
	where = slot(pc);
	if (*where != NULL) {
		return *where;
	}
	in = calloc(1, sizeof *in);
	if (in == NULL) {
		abort();
	}
	raw = qemu_plugin_insn_disas(qi);
	normalize(raw != NULL ? raw : "?", text, sizeof text);
	free(raw);
	in->pc = pc;
	in->fallthrough = pc + qemu_plugin_insn_size(qi);
	in->cls = classify(text);
	in->mnem = mnemonic(text);
	in->vector = -1;
	for (v = 0; v < n_vectors; v++) {
		if (vectors[v].addr == pc) {
			in->vector = v;
		}
	}
	if (disas_out != NULL) {
		fprintf(disas_out, "%" PRIx64 "\t%s\t%s\n", pc, class_names[in->cls], text);
	}
	*where = in;
	table_used++;
	return in;
}

static bool
is_control(int cls)
{
	return cls == C_CALL || cls == C_RETURN || cls == C_BRANCH || cls == C_LOOP
		|| cls == C_JUMP || cls == C_WINDOW_RETURN;
}

/* The pending instruction completed; `next` executes after it (NULL at
 * exit). */
static uint64_t
total(const struct fn *w)
{
	uint64_t t = 0;
	int k;

	for (k = 0; k < N_CLASSES; k++) {
		t += w->classes[k];
	}
	return t;
}

/* The depth and the window of one function, for one committed instruction:
 * true when the window was open for it. */
static bool
track(struct fn *w, const struct insn *in, bool may_open)
{
	uint64_t n;

	if (!w->active && in->pc == w->entry && may_open) {
		w->active = true;
		w->depth = 0;
		w->at_open = total(w);
	}
	if (!w->active) {
		return false;
	}
	w->classes[in->cls]++;
	if (in->cls == C_CALL) {
		w->depth++;
	} else if (in->cls == C_RETURN) {
		if (w->depth == 0) {
			w->active = false;
			n = total(w) - w->at_open;
			if (w->windows == 0 || n < w->window_min) {
				w->window_min = n;
			}
			if (n > w->window_max) {
				w->window_max = n;
			}
			w->windows++;
		} else {
			w->depth--;
		}
	}
	return true;
}

static void
commit(const struct insn *in, const struct insn *next)
{
	bool jumped = next != NULL && next->pc != in->fallthrough;
	bool inside = !gated || gate.active;
	int f;

	if (gated) {
		track(&gate, in, true);
	}
	for (f = 0; f < n_fns; f++) {
		struct fn *w = &fns[f];

		if (!track(w, in, inside)) {
			continue;
		}
		w->mnems[in->mnem]++;
		if (in_handler) {
			w->events[E_HANDLER_INSNS]++;
		}
		if (in->cls == C_BRANCH && jumped) {
			w->events[E_BRANCH_TAKEN]++;
		} else if (in->cls == C_LOOP && jumped) {
			w->events[E_LOOP_SKIP]++;
		} else if (!is_control(in->cls) && jumped && next->vector < 0) {
			w->events[E_LOOP_BACK]++;
		}
	}
	if (in->cls == C_WINDOW_RETURN) {
		in_handler = false;
	}
}

static void
insn_exec(unsigned int vcpu, void *udata)
{
	const struct insn *in = udata;
	int f;

	(void)vcpu;
	if (in->vector >= 0) {
		/* The pending instruction raised the exception: it did not
		 * complete, and runs again after the handler. */
		for (f = 0; f < n_fns; f++) {
			if (fns[f].active) {
				fns[f].vectors[in->vector]++;
				if (pending != NULL) {
					fns[f].events[E_FAULTED]++;
				}
			}
		}
		in_handler = true;
	} else if (pending != NULL) {
		commit(pending, in);
	}
	pending = (struct insn *)in;
}

static void
tb_trans(qemu_plugin_id_t id, struct qemu_plugin_tb *tb)
{
	size_t i, n = qemu_plugin_tb_n_insns(tb);

	(void)id;
	for (i = 0; i < n; i++) {
		struct qemu_plugin_insn *qi = qemu_plugin_tb_get_insn(tb, i);

		qemu_plugin_register_vcpu_insn_exec_cb(qi, insn_exec,
			QEMU_PLUGIN_CB_NO_REGS, describe(qi));
	}
}

static void
json_string(FILE *f, const char *s)
{
	fputc('"', f);
	for (; *s != '\0'; s++) {
		if (*s == '"' || *s == '\\') {
			fputc('\\', f);
		}
		if ((unsigned char)*s < 0x20) {
			fprintf(f, "\\u%04x", *s);
		} else {
			fputc(*s, f);
		}
	}
	fputc('"', f);
}

static void
at_exit(qemu_plugin_id_t id, void *udata)
{
	FILE *f;
	int i, k;

	(void)id;
	(void)udata;
	if (pending != NULL) {
		commit(pending, NULL);
		pending = NULL;
	}
	if (disas_out != NULL) {
		fclose(disas_out);
	}
	f = fopen(out_path, "w");
	if (f == NULL) {
		perror(out_path);
		return;
	}
	fprintf(f, "{\"tool\": \"ctb_insn_classes\", \"unclassified\": %" PRIu64,
		unclassified);
	if (gated) {
		fprintf(f, ", \"within\": {\"name\": ");
		json_string(f, gate.name);
		fprintf(f, ", \"windows\": %" PRIu64 ", \"open_at_exit\": %s}",
			gate.windows, gate.active ? "true" : "false");
	}
	fprintf(f, ", \"functions\": [");
	for (i = 0; i < n_fns; i++) {
		struct fn *w = &fns[i];
		const char *sep = "";

		fprintf(f, "%s\n {\"name\": ", i ? "," : "");
		json_string(f, w->name);
		fprintf(f, ", \"entry\": %" PRIu64 ", \"windows\": %" PRIu64
			", \"open_at_exit\": %s, \"window_min\": %" PRIu64
			", \"window_max\": %" PRIu64 ",\n  \"classes\": {",
			w->entry, w->windows, w->active ? "true" : "false",
			w->window_min, w->window_max);
		for (k = 0; k < N_CLASSES; k++) {
			fprintf(f, "%s\"%s\": %" PRIu64, k ? ", " : "",
				class_names[k], w->classes[k]);
		}
		fprintf(f, "},\n  \"events\": {");
		for (k = 0; k < N_EVENTS; k++) {
			fprintf(f, "%s\"%s\": %" PRIu64, k ? ", " : "",
				event_names[k], w->events[k]);
		}
		fprintf(f, "},\n  \"vectors\": {");
		for (k = 0; k < n_vectors; k++) {
			fprintf(f, "%s", k ? ", " : "");
			json_string(f, vectors[k].name);
			fprintf(f, ": %" PRIu64, w->vectors[k]);
		}
		fprintf(f, "},\n  \"mnemonics\": {");
		for (k = 0; k < n_mnems; k++) {
			if (w->mnems[k] == 0) {
				continue;
			}
			fputs(sep, f);
			json_string(f, mnem_names[k]);
			fprintf(f, ": %" PRIu64, w->mnems[k]);
			sep = ", ";
		}
		fprintf(f, "}}");
	}
	fprintf(f, "],\n \"complete\": true}\n");
	fclose(f);
}

/* "key=value": the value when the key matches, else NULL. */
static const char *
arg_value(const char *arg, const char *key)
{
	size_t n = strlen(key);

	return strncmp(arg, key, n) == 0 && arg[n] == '=' ? arg + n + 1 : NULL;
}

/* "NAME@ADDR" */
static bool
name_addr(const char *s, char **name, uint64_t *addr)
{
	const char *at = strrchr(s, '@');
	char *end;

	if (at == NULL || at == s || at[1] == '\0') {
		return false;
	}
	*addr = strtoull(at + 1, &end, 0);
	if (*end != '\0') {
		return false;
	}
	*name = strndup(s, (size_t)(at - s));
	return *name != NULL;
}

static bool
load_rules(const char *path)
{
	FILE *f = fopen(path, "r");
	char line[512];

	if (f == NULL) {
		perror(path);
		return false;
	}
	while (fgets(line, sizeof line, f) != NULL) {
		char *tab = strchr(line, '\t');
		int k, rc;

		line[strcspn(line, "\n")] = '\0';
		if (line[0] == '\0' || line[0] == '#') {
			continue;
		}
		if (strcmp(line, "!strip-hex") == 0) {
			strip_hex = true;
			continue;
		}
		if (tab == NULL || n_rules == MAX_RULES) {
			fprintf(stderr, "ctb_insn_classes: %s: bad rule or too many: %s\n",
				path, line);
			fclose(f);
			return false;
		}
		*tab = '\0';
		for (k = 0; k < N_CLASSES && strcmp(class_names[k], line) != 0; k++) {
		}
		if (k == N_CLASSES) {
			fprintf(stderr, "ctb_insn_classes: unknown class %s\n", line);
			fclose(f);
			return false;
		}
		rc = regcomp(&rules[n_rules].re, tab + 1, REG_EXTENDED | REG_NOSUB);
		if (rc != 0) {
			fprintf(stderr, "ctb_insn_classes: bad regex %s\n", tab + 1);
			fclose(f);
			return false;
		}
		rules[n_rules++].cls = k;
	}
	fclose(f);
	return true;
}

QEMU_PLUGIN_EXPORT int
qemu_plugin_install(qemu_plugin_id_t id, const qemu_info_t *info,
	int argc, char **argv)
{
	const char *classes = NULL;
	int i;

	if (info->system_emulation && info->system.smp_vcpus != 1) {
		fprintf(stderr, "ctb_insn_classes: one vCPU only\n");
		return -1;
	}
	for (i = 0; i < argc; i++) {
		const char *v;

		if ((v = arg_value(argv[i], "classes")) != NULL) {
			classes = v;
		} else if ((v = arg_value(argv[i], "out")) != NULL) {
			out_path = strdup(v);
		} else if ((v = arg_value(argv[i], "disas")) != NULL) {
			disas_out = fopen(v, "w");
			if (disas_out == NULL) {
				perror(v);
				return -1;
			}
		} else if ((v = arg_value(argv[i], "fn")) != NULL && n_fns < MAX_FNS) {
			if (!name_addr(v, &fns[n_fns].name, &fns[n_fns].entry)) {
				fprintf(stderr, "ctb_insn_classes: bad fn=%s\n", v);
				return -1;
			}
			fns[n_fns].mnems = calloc(MAX_MNEMS, sizeof(uint64_t));
			if (fns[n_fns].mnems == NULL) {
				return -1;
			}
			n_fns++;
		} else if ((v = arg_value(argv[i], "within")) != NULL) {
			if (!name_addr(v, &gate.name, &gate.entry)) {
				fprintf(stderr, "ctb_insn_classes: bad within=%s\n", v);
				return -1;
			}
			gated = true;
		} else if ((v = arg_value(argv[i], "vector")) != NULL
			&& n_vectors < MAX_VECTORS) {
			if (!name_addr(v, &vectors[n_vectors].name,
					&vectors[n_vectors].addr)) {
				fprintf(stderr, "ctb_insn_classes: bad vector=%s\n", v);
				return -1;
			}
			n_vectors++;
		} else {
			fprintf(stderr, "ctb_insn_classes: unknown or excess argument %s\n",
				argv[i]);
			return -1;
		}
	}
	if (classes == NULL || out_path == NULL || n_fns == 0) {
		fprintf(stderr, "ctb_insn_classes: needs classes=FILE,out=FILE,"
			"fn=NAME@ADDR\n");
		return -1;
	}
	if (!load_rules(classes)) {
		return -1;
	}
	grow();
	qemu_plugin_register_vcpu_tb_trans_cb(id, tb_trans);
	qemu_plugin_register_atexit_cb(id, at_exit, NULL);
	return 0;
}
