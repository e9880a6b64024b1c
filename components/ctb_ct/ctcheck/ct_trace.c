/*
 * Execution-trace harness for the "trace" checker (host/ctbench/ctlab/trace.py).
 * Bare metal: it runs on the emulated targets' start-up code and prints
 * through their semihosting port (firmware/targets/).
 *
 * Every function of ct_functions.h runs on several classes of secret
 * inputs, each call between ctb_trace_begin() and ctb_trace_end(). A QEMU
 * plugin (trace/ctb_trace_plugin.c) records the instructions and memory
 * accesses between the two, and the host compares the classes' traces: a
 * constant-time function gives every class the same one.
 *
 * Every class writes its inputs into the same buffers, so a data address
 * never differs for a benign reason, and the public arguments (pointers,
 * lengths, table dimensions) are the same in every class. Only the secret
 * arguments (ct_functions.h's bit set) and the words behind pointers vary.
 *
 * Output, before each window: "ctb-trace window <n> <function> <class>";
 * at the end "ctb-trace done <windows>". The host pairs the n-th window
 * with the n-th announcement.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ct_functions.h"
#include "ctb_ct.h"
#include "ctb_mpi.h"
#include "ctb_port.h"

#define N 8          /* limbs */
#define COUNT 16     /* lookup table entries (a power of two) */
#define WIDTH 4      /* words per entry */
#define RANDOM_CLASSES 8   /* a window costs microseconds: afford several */

#define ONES 0xffffffffu

/*
 * The inputs and outputs of every window. Not static: the compiler must
 * assume the markers (opaque calls) read and write them, so it can move
 * neither the loads of the inputs before ctb_trace_begin() nor the store
 * of the result after ctb_trace_end().
 */
struct ctb_trace_io {
	uint32_t w[3];               /* scalar secrets, in argument order */
	uint32_t a[N], b[N];
	uint32_t r[2 * N];
	uint32_t table[COUNT * WIDTH];
	uint32_t out;
};
struct ctb_trace_io ctb_trace_io;
#define io ctb_trace_io

unsigned ctb_trace_opened, ctb_trace_closed;

/*
 * The window markers: the plugin watches their entry addresses. noipa
 * keeps each a real call that GCC can neither drop (it would see no
 * effect) nor merge with the other (identical code); the two bodies
 * differ for compilers that ignore it.
 */
__attribute__((noipa, noinline, used)) void
ctb_trace_begin(void)
{
	ctb_trace_opened++;
}

__attribute__((noipa, noinline, used)) void
ctb_trace_end(void)
{
	ctb_trace_closed++;
}

/* How a, b, r and the table are filled. */
enum fill {
	F_ZERO, F_ONES, F_SAME, F_CARRY, F_BORROW, F_PATTERN, F_RANDOM
};

struct klass {
	const char *name;
	uint32_t w[3];
	unsigned char fill;
};

/*
 * Each function: how it is called on io, the domain of each secret scalar
 * (w[0], w[1], ... in argument order: 'w' any word, 'b' a bit, 'm' a mask,
 * 'i' a table index) and its edge classes. The random classes follow the
 * edges; their scalars are drawn, then fitted to the domain.
 */
#define PAIR_EDGES { "zero", { 0, 0 }, F_PATTERN }, { "ones", { ONES, ONES }, F_PATTERN }, \
	{ "equal", { 0x9e3779b9u, 0x9e3779b9u }, F_PATTERN }, \
	{ "x<y", { 0, ONES }, F_PATTERN }, { "x>y", { ONES, 0 }, F_PATTERN }
#define LIMB_EDGES { "zero", { 0 }, F_ZERO }, { "ones", { 0 }, F_ONES }, \
	{ "equal", { 0 }, F_SAME }, { "carry", { 0 }, F_CARRY }, { "borrow", { 0 }, F_BORROW }

static void call_ct_mask(void) { io.out = ctb_ct_mask(io.w[0]); }
#define DOM_ct_mask "b"
static const struct klass edges_ct_mask[] = {
	{ "0", { 0 }, F_PATTERN }, { "1", { 1 }, F_PATTERN }
};

static void call_ct_lt(void) { io.out = ctb_ct_lt(io.w[0], io.w[1]); }
#define DOM_ct_lt "ww"
static const struct klass edges_ct_lt[] = { PAIR_EDGES };

static void call_ct_eq(void) { io.out = ctb_ct_eq(io.w[0], io.w[1]); }
#define DOM_ct_eq "ww"
static const struct klass edges_ct_eq[] = { PAIR_EDGES };

static void call_ct_select(void) { io.out = ctb_ct_select(io.w[0], io.w[1], io.w[2]); }
#define DOM_ct_select "mww"
static const struct klass edges_ct_select[] = {
	{ "m=0", { 0, 0x5a5a5a5au, 0xa5a5a5a5u }, F_PATTERN },
	{ "m=ones", { ONES, 0x5a5a5a5au, 0xa5a5a5a5u }, F_PATTERN },
	{ "zero", { 0, 0, 0 }, F_PATTERN }, { "ones", { ONES, ONES, ONES }, F_PATTERN },
	{ "equal", { ONES, 0x9e3779b9u, 0x9e3779b9u }, F_PATTERN }
};

static void call_ct_if_else_0(void) { io.out = ctb_ct_if_else_0(io.w[0], io.w[1]); }
#define DOM_ct_if_else_0 "mw"
static const struct klass edges_ct_if_else_0[] = {
	{ "m=0", { 0, 0x5a5a5a5au }, F_PATTERN }, { "m=ones", { ONES, 0x5a5a5a5au }, F_PATTERN },
	{ "zero", { 0, 0 }, F_PATTERN }, { "ones", { ONES, ONES }, F_PATTERN }
};

/* (lo, hi, x): the base64 ranges' use, 'A'..'Z' */
static void call_ct_in_range(void) { io.out = ctb_ct_in_range(io.w[0], io.w[1], io.w[2]); }
#define DOM_ct_in_range "www"
static const struct klass edges_ct_in_range[] = {
	{ "at_lo", { 0x41, 0x5a, 0x41 }, F_PATTERN }, { "at_hi", { 0x41, 0x5a, 0x5a }, F_PATTERN },
	{ "inside", { 0x41, 0x5a, 0x4d }, F_PATTERN }, { "below", { 0x41, 0x5a, 0x40 }, F_PATTERN },
	{ "above", { 0x41, 0x5a, 0x5b }, F_PATTERN }, { "zero", { 0, 0, 0 }, F_PATTERN },
	{ "ones", { ONES, ONES, ONES }, F_PATTERN }
};

static void call_ct_copy(void) { ctb_ct_copy(io.r, io.a, N, io.w[0]); }
#define DOM_ct_copy "m"
static const struct klass edges_ct_copy[] = {
	{ "m=0", { 0 }, F_PATTERN }, { "m=ones", { ONES }, F_PATTERN },
	{ "m=0,zero", { 0 }, F_ZERO }, { "m=ones,ones", { ONES }, F_ONES }
};

static void call_ct_lookup(void) { ctb_ct_lookup(io.r, io.table, COUNT, WIDTH, io.w[0]); }
#define DOM_ct_lookup "i"
static const struct klass edges_ct_lookup[] = {
	{ "first", { 0 }, F_PATTERN }, { "last", { COUNT - 1 }, F_PATTERN },
	{ "outside", { COUNT }, F_PATTERN }, { "first,zero", { 0 }, F_ZERO },
	{ "last,ones", { COUNT - 1 }, F_ONES }
};

static void call_ct_add(void) { io.out = ctb_ct_add(io.r, io.a, io.b, N); }
#define DOM_ct_add ""
static const struct klass edges_ct_add[] = { LIMB_EDGES };

static void call_ct_sub(void) { io.out = ctb_ct_sub(io.r, io.a, io.b, N); }
#define DOM_ct_sub ""
static const struct klass edges_ct_sub[] = { LIMB_EDGES };

static void call_ct_mla(void) { io.out = ctb_ct_mla(io.r, io.a, N, io.w[0]); }
#define DOM_ct_mla "w"
static const struct klass edges_ct_mla[] = {
	{ "s=0", { 0 }, F_PATTERN }, { "s=1", { 1 }, F_PATTERN }, { "s=ones", { ONES }, F_PATTERN },
	{ "s=0,zero", { 0 }, F_ZERO }, { "s=ones,ones", { ONES }, F_ONES },
	{ "s=ones,carry", { ONES }, F_CARRY }
};

static void call_mpi_mul(void) { ctb_mpi_mul(io.r, io.a, io.b, N); }
#define DOM_mpi_mul ""
static const struct klass edges_mpi_mul[] = { LIMB_EDGES };

/*
 * ct_functions.h's list, checked against the cases above: a listed
 * function without its call_, DOM_ and edges_ does not compile, nor does
 * one whose secret scalars (popcount of the bit set; pointers are public,
 * so set bits name scalars) do not match its domain string.
 */
#define BITS5(x) (((x) & 1) + ((x) >> 1 & 1) + ((x) >> 2 & 1) + ((x) >> 3 & 1) + \
	((x) >> 4 & 1))

struct function {
	const char *name;
	void (*call)(void);
	const char *dom;
	const struct klass *edges;
	size_t n_edges;
};

#define CHECK(comp, name, secret) \
	_Static_assert(sizeof DOM_##comp##_##name - 1 == BITS5(secret), \
		#comp "_" #name ": one domain letter per secret scalar");
CTB_CT_FUNCTIONS(CHECK)
#undef CHECK

static const struct function functions[] = {
#define FUNCTION(comp, name, secret) { #comp "_" #name, call_##comp##_##name, \
	DOM_##comp##_##name, edges_##comp##_##name, \
	sizeof edges_##comp##_##name / sizeof edges_##comp##_##name[0] },
	CTB_CT_FUNCTIONS(FUNCTION)
#undef FUNCTION
};

/* xorshift32: reproducible pseudo-random inputs, the same in every run. */
static uint32_t seed;

static uint32_t
rnd(void)
{
	seed ^= seed << 13;
	seed ^= seed >> 17;
	seed ^= seed << 5;
	return seed;
}

static void
fill(enum fill how)
{
	size_t i;

	for (i = 0; i < N; i++) {
		switch (how) {
		case F_ZERO:
			io.a[i] = io.b[i] = 0;
			break;
		case F_ONES:
			io.a[i] = io.b[i] = ONES;
			break;
		case F_SAME:
			io.a[i] = io.b[i] = 0x9e3779b9u * (uint32_t)(i + 1);
			break;
		case F_CARRY:     /* ones + 1: a carry through every limb */
			io.a[i] = ONES;
			io.b[i] = i == 0;
			break;
		case F_BORROW:    /* 0 - 1: a borrow through every limb */
			io.a[i] = 0;
			io.b[i] = i == 0;
			break;
		case F_PATTERN:
			io.a[i] = 0x9e3779b9u * (uint32_t)(i + 1);
			io.b[i] = 0x7f4a7c15u ^ (uint32_t)i;
			break;
		case F_RANDOM:
			io.a[i] = rnd();
			io.b[i] = rnd();
			break;
		}
	}
	/* r is read too (mla accumulates into it; copy may keep it) */
	for (i = 0; i < 2 * N; i++) {
		io.r[i] = how == F_RANDOM ? rnd() : how == F_PATTERN ? 0x3c3c3c3cu * (uint32_t)i
			: io.a[i % N];
	}
	for (i = 0; i < COUNT * WIDTH; i++) {
		io.table[i] = how == F_RANDOM ? rnd() : how == F_PATTERN ? (uint32_t)i * 0x01010101u
			: io.a[i % N];
	}
}

/* Class k of f: its inputs in io. Returns its name, or NULL for the
 * random class k - f->n_edges. */
static const char *
set_class(const struct function *f, size_t k)
{
	size_t i;

	memset(&io, 0, sizeof io);
	if (k < f->n_edges) {
		memcpy(io.w, f->edges[k].w, sizeof io.w);
		fill((enum fill)f->edges[k].fill);
		return f->edges[k].name;
	}
	k -= f->n_edges;
	seed = 0x2545f491u * (uint32_t)(k + 1);
	for (i = 0; f->dom[i] != '\0'; i++) {
		uint32_t x = rnd();

		io.w[i] = f->dom[i] == 'b' ? (x & 1)
			: f->dom[i] == 'm' ? -(x & 1)
			: f->dom[i] == 'i' ? (x & (COUNT - 1))
			: x;
	}
	fill(F_RANDOM);
	return NULL;
}

static void
say(const char *s)
{
	ctb_port_write(s, strlen(s));
}

static void
say_unsigned(unsigned v)
{
	char buf[12];
	size_t i = sizeof buf;

	do {
		buf[--i] = (char)('0' + v % 10);
		v /= 10;
	} while (v != 0);
	ctb_port_write(buf + i, sizeof buf - i);
}

int
main(void)
{
	unsigned window = 0;
	size_t f, k;

	say("ctb-trace path ");
	say(ctb_ct_path);
	say("\n");
	for (f = 0; f < sizeof functions / sizeof functions[0]; f++) {
		for (k = 0; k < functions[f].n_edges + RANDOM_CLASSES; k++) {
			const char *name = set_class(&functions[f], k);

			say("ctb-trace window ");
			say_unsigned(window++);
			say(" ");
			say(functions[f].name);
			say(" ");
			if (name != NULL) {
				say(name);
			} else {
				say("random");
				say_unsigned((unsigned)(k - functions[f].n_edges + 1));
			}
			say("\n");
			ctb_trace_begin();
			functions[f].call();
			ctb_trace_end();
		}
	}
	say("ctb-trace done ");
	say_unsigned(window);
	say("\n");
	return 0;
}
