/*
 * The data-secret harness of the "trace" and "insn-eq" checkers
 * (host/ctbench/ctlab/trace.py), bare metal like ct_ec_trace.c: every line of
 * ct_functions.h's CTB_CT_DATA_FUNCTIONS runs once per input class of
 * ct_data_cases.h, each call between ctb_trace_begin() and ctb_trace_end(),
 * with the plugin in its digest mode (trace) or count mode (insn-eq).
 *
 * The host picks the functions and the number of random classes at build
 * time: CTB_DATA_TRACE_MASK, bit i for the i-th line of the list (default
 * all), and CTB_DATA_TRACE_RANDOM (default 3). base64 also runs the three
 * control-character texts of ct_data_cases.h's layout table (NUL, '\v',
 * 0x1f): data characters, refused as BAD_CHAR wherever they lie, so they
 * are compared with the other bad-character classes.
 *
 * Output as ct_ec_trace.c's: "ctb-trace path <path>", "ctb-trace window
 * <n> <function> <class>" before each window, "ctb-trace done <n>"; a call
 * that does not return its class's code (0, or base64's refusal) prints
 * "ctb-trace refused <n> <code>" and stops.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ct_data_cases.h"
#include "ct_functions.h"
#include "ctb_ct.h"
#include "ct_trace_out.h"

#ifndef CTB_DATA_TRACE_MASK
#define CTB_DATA_TRACE_MASK 0xffffffffu
#endif
#ifndef CTB_DATA_TRACE_RANDOM
#define CTB_DATA_TRACE_RANDOM 3
#endif

/* The i-th class a function runs: its edges, the control texts (base64),
 * the random ones; past the end, CTB_DATA_RANDOM +
 * CTB_DATA_TRACE_RANDOM. */
static unsigned
class_at(int fn, unsigned i)
{
	unsigned edges = ctb_data_edges(fn), control = ctb_data_ghash(fn) ? 0 : CTB_DATA_CONTROL_CLASSES;

	if (i < edges) {
		return i;
	}
	if (i - edges < control) {
		return CTB_DATA_LAYOUT + (i - edges);
	}
	i -= edges + control;
	return CTB_DATA_RANDOM + (i < CTB_DATA_TRACE_RANDOM ? i : CTB_DATA_TRACE_RANDOM);
}

/* Inputs and output in globals: the same addresses in every class. */
uint8_t ctb_data_trace_in[CTB_DATA_IN_BYTES];
uint8_t ctb_data_trace_out[CTB_DATA_OUT_BYTES];
int ctb_data_trace_rc;
/* One window, in a function of its own, so that every class runs the same
 * instructions around the call at the same addresses (ct_ec_trace.c says
 * what inlining it did there). */
__attribute__((noipa, noinline)) static void
run_window(int fn, int traced)
{
	if (traced) {
		ctb_trace_begin();
	}
	ctb_data_trace_rc = ctb_data_call(fn, ctb_data_trace_in, ctb_data_trace_out);
	if (traced) {
		ctb_trace_end();
	}
}

int
main(void)
{
	unsigned window = 0, cls, i;
	int fn;

	say("ctb-trace path ");
	say(ctb_ct_path);
	say("\n");
	for (fn = 0; fn < CTB_DATA_FN_COUNT; fn++) {
		if (!(CTB_DATA_TRACE_MASK >> fn & 1)) {
			continue;
		}
		/* an untraced call first: every window starts from the state a
		 * call of the same function left (register windows, ct_ec_trace.c) */
		ctb_data_fill(fn, CTB_DATA_RANDOM, 1, ctb_data_trace_in);
		run_window(fn, 0);
		for (i = 0; (cls = class_at(fn, i)) < CTB_DATA_RANDOM + CTB_DATA_TRACE_RANDOM
			|| cls >= CTB_DATA_LAYOUT; i++) {
			ctb_data_fill(fn, cls, 0, ctb_data_trace_in);
			say("ctb-trace window ");
			say_unsigned(window);
			say(" ");
			say(ctb_data_fn_names[fn]);
			say(" ");
			if (ctb_data_class_name(fn, cls) != NULL) {
				say(ctb_data_class_name(fn, cls));
			} else {
				say("random");
				say_unsigned(cls - CTB_DATA_RANDOM + 1);
			}
			if (ctb_data_expect(fn, cls) != 0) {
				/* the host compares classes of one code only */
				say("=rc");
				say_unsigned((unsigned)ctb_data_expect(fn, cls));
			}
			say("\n");
			run_window(fn, 1);
			if (ctb_data_trace_rc != ctb_data_expect(fn, cls)) {
				say("ctb-trace refused ");
				say_unsigned(window);
				say(" ");
				say_unsigned((unsigned)ctb_data_trace_rc);
				say("\n");
				return 1;
			}
			window++;
		}
	}
	say("ctb-trace done ");
	say_unsigned(window);
	say("\n");
	return 0;
}
