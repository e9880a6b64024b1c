/*
 * Constant-flow harness: `ct_flow NAME` marks the secret inputs of one
 * ctb_ct function as uninitialised, calls it, marks its outputs initialised
 * and uses them. A branch or an address computed from a secret is then a
 * use of uninitialised memory, which memcheck (VALGRIND_MAKE_MEM_UNDEFINED)
 * or MemorySanitizer (__msan_poison, build with -DCTB_FLOW_MSAN) reports.
 * Outputs are declassified before anything public looks at them: comparing
 * a carry while it is still secret (seed 000's finding in mbedTLS's own
 * suite) would report for any implementation.
 */
#include <stdio.h>
#include <string.h>

#include "ct_data_cases.h"
#include "ct_ec_cases.h"
#include "ct_functions.h"
#include "ctb_ct.h"
#include "ctb_mpi.h"

#if defined(CTB_FLOW_MSAN)
#include <sanitizer/msan_interface.h>
#define SECRET(p, n) __msan_poison((p), (n))
#define PUBLIC(p, n) __msan_unpoison((p), (n))
#else
#include <valgrind/memcheck.h>
#define SECRET(p, n) VALGRIND_MAKE_MEM_UNDEFINED((p), (n))
#define PUBLIC(p, n) VALGRIND_MAKE_MEM_DEFINED((p), (n))
#endif

#define N 8

static uint32_t out;
static uint32_t x[N], y[N], r[2 * N];
static uint32_t table[16 * 4];

static void
use(const void *p, size_t n)
{
	const unsigned char *b = p;
	unsigned sum = 0;
	size_t i;

	PUBLIC((void *)p, n);
	for (i = 0; i < n; i++) {
		sum += b[i];
	}
	printf("%u\n", sum);
}

/* Scalar secrets live in memory so they can be marked; the marks follow
 * them into registers. */
static uint32_t s[3];

#define SCALAR_CASE(name, expr) \
	static void flow_ct_##name(void) \
	{ \
		SECRET(s, sizeof s); \
		out = (expr); \
		use(&out, sizeof out); \
	}

SCALAR_CASE(mask, ctb_ct_mask(s[0] & 1))
SCALAR_CASE(lt, ctb_ct_lt(s[0], s[1]))
SCALAR_CASE(eq, ctb_ct_eq(s[0], s[1]))
SCALAR_CASE(select, ctb_ct_select(ctb_ct_mask(s[0] & 1), s[1], s[2]))
SCALAR_CASE(if_else_0, ctb_ct_if_else_0(ctb_ct_mask(s[0] & 1), s[1]))
/* in_range's contract lets the bounds be secret too (ctb_ct.h). */
SCALAR_CASE(in_range, ctb_ct_in_range(s[1], s[2], s[0]))

static void
flow_ct_copy(void)
{
	SECRET(s, sizeof s);
	SECRET(x, sizeof x);
	ctb_ct_copy(r, x, N, ctb_ct_mask(s[0] & 1));
	use(r, sizeof r);
}

static void
flow_ct_lookup(void)
{
	SECRET(s, sizeof s);
	SECRET(table, sizeof table);
	ctb_ct_lookup(r, table, 16, 4, s[0] & 15);
	use(r, 4 * sizeof r[0]);
}

static void
flow_ct_add(void)
{
	SECRET(x, sizeof x);
	SECRET(y, sizeof y);
	r[N] = ctb_ct_add(r, x, y, N);
	use(r, sizeof r);
}

static void
flow_ct_sub(void)
{
	SECRET(x, sizeof x);
	SECRET(y, sizeof y);
	r[N] = ctb_ct_sub(r, x, y, N);
	use(r, sizeof r);
}

static void
flow_ct_mla(void)
{
	SECRET(s, sizeof s);
	SECRET(x, sizeof x);
	SECRET(r, sizeof r);
	r[N] = ctb_ct_mla(r, x, N, s[0]);
	use(r, sizeof r);
}

static void
flow_mpi_mul(void)
{
	SECRET(x, sizeof x);
	SECRET(y, sizeof y);
	ctb_mpi_mul(r, x, y, N);
	use(r, sizeof r);
}

/*
 * ctb_ec's API with the scalar secret: each round marks the scalar's bytes
 * undefined, calls, marks the output defined and uses it. The return code
 * is public by contract; the library declassifies the two verdicts it is
 * made from (CTB_EC_DECLASSIFY, built with ct_declassify.h), nothing else.
 * The rounds: k = 1, n - 1, a random scalar, 5bits (nearly every addition
 * adds the peer, y = 1: ct_ec_cases.h), and the two the range check
 * refuses (0 and n), so that the check itself runs on a secret too.
 */
static const unsigned ec_rounds[] = { CTB_EC_K_ONE, CTB_EC_K_NM1, CTB_EC_K_RANDOM,
	CTB_EC_K_5BITS, CTB_EC_K_ZERO, CTB_EC_K_N };
static int ec_round;   /* set by main: the round of ec_rounds */
static int ec_wrong;   /* a return code that was not the class's: exit 3 */
static uint8_t ec_k[CTB_EC_CASE_BYTES], ec_peer[1 + 2 * CTB_EC_CASE_BYTES],
	ec_out[1 + 2 * CTB_EC_CASE_BYTES];

static void
flow_ec(int op, int curve)
{
	unsigned cls = ec_rounds[ec_round];
	int rc, want = cls >= CTB_EC_K_ZERO ? CTB_EC_BAD_SCALAR : CTB_EC_OK;

	if (ctb_ec_case_peer(curve, ec_peer) != CTB_EC_OK) {
		printf("peer point refused\n");
		ec_wrong = 1;
		return;
	}
	ctb_ec_scalar(ec_k, curve, cls, 1);
	SECRET(ec_k, ctb_ec_size(curve));
	rc = ctb_ec_case_call(op, curve, ec_k, ec_peer, ec_out);
	use(ec_out, sizeof ec_out);
	/* rc is public; a wrong one means the case did not check what it says */
	if (rc != want) {
		printf("return code %d, not %d\n", rc, want);
		ec_wrong = 1;
	}
}

#define EC_CASE(op, curve) \
	static void flow_ec_##op##_##curve(void) { flow_ec(CTB_EC_OP_##op, CTB_EC_CURVE_##curve); }
CTB_CT_EC_FUNCTIONS(EC_CASE)
#undef EC_CASE

/*
 * ctb_ghash's and ctb_b64's variants with their data secret
 * (CTB_CT_DATA_FUNCTIONS): each round marks the input (H and the blocks,
 * or the base64 text) undefined, calls, and uses the output. The rounds:
 * GHASH's classes of ct_data_cases.h; base64's three valid ones, three
 * refused ones (a bad first character, every character bad, nonzero
 * bits: the marks, not the values, decide what is reported, so the
 * twelve places add nothing here), and its texts the layout pass
 * refuses (a misplaced '=', a bad length, space, tab, lone '\r', control
 * characters), whose refusal may branch only on what the library
 * declassifies; then a random one. The return code is public by contract (the text's
 * validity): it is declassified here before it is compared with the
 * class's, as the output is.
 */
static uint8_t data_in[CTB_DATA_IN_BYTES], data_out[CTB_DATA_OUT_BYTES];

static void
flow_data_round(int fn, unsigned cls)
{
	int rc;

	ctb_data_fill(fn, cls, 1, data_in);
	SECRET(data_in, sizeof data_in);
	rc = ctb_data_call(fn, data_in, data_out);
	use(data_out, sizeof data_out);
	PUBLIC(&rc, sizeof rc);
	if (rc != ctb_data_expect(fn, cls)) {
		printf("class %u: return code %d, not %d\n", cls, rc, ctb_data_expect(fn, cls));
		ec_wrong = 1;
	}
}

static void
flow_data(int fn)
{
	static const unsigned b64[] = { CTB_DATA_ZERO, CTB_DATA_ONES, CTB_DATA_ALT, CTB_DATA_BAD,
		CTB_DATA_BAD_ALL, CTB_DATA_NONZERO_BITS };
	unsigned cls;

	if (ctb_data_ghash(fn) != NULL) {
		for (cls = 0; cls < ctb_data_edges(fn); cls++) {
			flow_data_round(fn, cls);
		}
	} else {
		for (cls = 0; cls < sizeof b64 / sizeof b64[0]; cls++) {
			flow_data_round(fn, b64[cls]);
		}
		for (cls = 0; cls < CTB_DATA_LAYOUT_CLASSES; cls++) {
			flow_data_round(fn, CTB_DATA_LAYOUT + cls);
		}
	}
	flow_data_round(fn, CTB_DATA_RANDOM);
}

#define DATA_CASE(name, leaky) \
	static void flow_##name(void) { flow_data(CTB_DATA_FN_##name); }
CTB_CT_DATA_FUNCTIONS(DATA_CASE)
#undef DATA_CASE

static const struct {
	const char *name;
	void (*fn)(void);
	int rounds;
} cases[] = {
#define CASE(comp, name, secret) { #comp "_" #name, flow_##comp##_##name, 2 },
	CTB_CT_FUNCTIONS(CASE)
#undef CASE
#define EC_CASE(op, curve) { "ec_" #op "_" #curve, flow_ec_##op##_##curve, \
	(int)(sizeof ec_rounds / sizeof ec_rounds[0]) },
	CTB_CT_EC_FUNCTIONS(EC_CASE)
#undef EC_CASE
#define DATA_CASE(name, leaky) { #name, flow_##name, 1 },
	CTB_CT_DATA_FUNCTIONS(DATA_CASE)
#undef DATA_CASE
};

/*
 * Defined values, set before each run so that only the marking makes
 * anything secret. Each case runs on two sets. Shadow propagation is an
 * approximation: MSan ORs the shadows of an addition or a subtraction
 * without carrying, so a mask made from a secret bit of 1 has defined
 * nonzero bits and `if (m)` on it looks decided. The second set takes the
 * edge a fast path would take: a zero bit (mask 0), equal operands, limbs
 * of zero.
 */
static void
set_values(int round)
{
	size_t i;

	for (i = 0; i < N; i++) {
		x[i] = round ? 0 : 0x9e3779b9u * (uint32_t)(i + 1);
		y[i] = round ? 0 : 0x7f4a7c15u ^ (uint32_t)i;
	}
	for (i = 0; i < sizeof table / sizeof table[0]; i++) {
		table[i] = (uint32_t)i * 0x01010101u;
	}
	s[0] = round ? 0x40 : 0x41;
	s[1] = round ? 0x40 : 0x42;
	s[2] = round ? 0x40 : 0x5a;
}

int
main(int argc, char **argv)
{
	size_t i;
	int round;

	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		for (i = 0; i < sizeof cases / sizeof cases[0]; i++) {
			printf("%s\n", cases[i].name);
		}
		return 0;
	}
	for (i = 0; argc == 2 && i < sizeof cases / sizeof cases[0]; i++) {
		if (strcmp(argv[1], cases[i].name) == 0) {
			printf("path %s\n", ctb_ct_path);
			for (round = 0; round < cases[i].rounds; round++) {
				set_values(round & 1);
				ec_round = round;
				cases[i].fn();
			}
			if (ec_wrong) {
				return 3;   /* the case did not check what it says */
			}
			/* the checker reads a PASS only after this line */
			printf("ran %s\n", cases[i].name);
			return 0;
		}
	}
	fprintf(stderr, "usage: %s --list | FUNCTION\n", argv[0]);
	return 2;
}
