/*
 * The ctb_ec harness of the "trace" and "insn-eq" checkers
 * (host/ctbench/ctlab/trace.py), bare metal like ct_trace.c: every function of
 * ct_functions.h's CTB_CT_EC_FUNCTIONS runs once per scalar class of
 * ct_ec_cases.h, each call between ctb_trace_begin() and ctb_trace_end().
 * A scalar multiplication is millions of instructions, so the plugin runs
 * in its digest mode (trace: a hash of every instruction address and of
 * every access) or its count mode (insn-eq: the instructions executed),
 * not writing every event.
 *
 * The host picks the functions and the number of random classes at build
 * time: CTB_EC_TRACE_MASK, bit i for the i-th line of the list (default
 * all), and CTB_EC_TRACE_RANDOM (default 3).
 *
 * Output: "ctb-trace path <path>", then before each window
 * "ctb-trace window <n> <function> <class>", and "ctb-trace done <n>" at
 * the end. A call that does not return CTB_EC_OK prints
 * "ctb-trace refused <n> <code>" and the run stops without "done": the
 * classes must all be valid scalars, or the comparison means nothing.
 */
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "ct_ec_cases.h"
#include "ct_functions.h"
#include "ctb_ct.h"
#include "ct_trace_out.h"

#ifndef CTB_EC_TRACE_MASK
#define CTB_EC_TRACE_MASK 0xffffffffu
#endif
#ifndef CTB_EC_TRACE_RANDOM
#define CTB_EC_TRACE_RANDOM 3
#endif
/* The class each function starts with (then in order, wrapping): moving it
 * tells a difference of the class from one of the window's position. */
#ifndef CTB_EC_TRACE_FIRST
#define CTB_EC_TRACE_FIRST 0
#endif
#define CLASSES (CTB_EC_EDGE_CLASSES + CTB_EC_TRACE_RANDOM)

/* Inputs and output in globals (see ct_trace.c): the same addresses in
 * every class, and the markers, opaque calls, fence their loads and stores. */
uint8_t ctb_ec_trace_k[CTB_EC_CASE_BYTES];
uint8_t ctb_ec_trace_peer[1 + 2 * CTB_EC_CASE_BYTES];
uint8_t ctb_ec_trace_out[1 + 2 * CTB_EC_CASE_BYTES];
int ctb_ec_trace_rc;
static const struct {
	const char *name;
	int op, curve;
} functions[] = {
#define FUNCTION(op, curve) { "ec_" #op "_" #curve, CTB_EC_OP_##op, CTB_EC_CURVE_##curve },
	CTB_CT_EC_FUNCTIONS(FUNCTION)
#undef FUNCTION
};

/*
 * One window, in a function of its own: every class runs the same
 * instructions around the call, at the same addresses. Inlined into
 * main's loop, GCC copied this tail into both arms of the class-name
 * branch above it, and the random classes' windows ran it at other
 * addresses: a digest difference the harness made, not the library.
 */
__attribute__((noipa, noinline)) static void
run_window(int op, int curve, int traced)
{
	if (traced) {
		ctb_trace_begin();
	}
	ctb_ec_trace_rc = ctb_ec_case_call(op, curve, ctb_ec_trace_k, ctb_ec_trace_peer,
		ctb_ec_trace_out);
	if (traced) {
		ctb_trace_end();
	}
}

int
main(void)
{
	unsigned window = 0, cls, i;
	size_t f;

	say("ctb-trace path ");
	say(ctb_ct_path);
	say("\n");
	for (f = 0; f < sizeof functions / sizeof functions[0]; f++) {
		if (!(CTB_EC_TRACE_MASK >> f & 1)) {
			continue;
		}
		/* public, outside the windows: the same point in every class */
		if (ctb_ec_case_peer(functions[f].curve, ctb_ec_trace_peer) != CTB_EC_OK) {
			say("ctb-trace refused peer\n");
			return 1;
		}
		/*
		 * One untraced call first, so that every window starts from
		 * the state the previous call left. On the windowed-ABI cores
		 * (ESP32, ESP32-S3) the first window after the peer's deeper
		 * call chain ran 6 more instructions (a register-window spill
		 * or refill) whatever its class: with CTB_EC_TRACE_FIRST=4 the
		 * 6 moved from k=1 to k=top, the window's position, not the
		 * scalar (docs/ct.md).
		 */
		ctb_ec_scalar(ctb_ec_trace_k, functions[f].curve, CTB_EC_K_RANDOM, 1);
		run_window(functions[f].op, functions[f].curve, 0);
		for (i = 0; i < CLASSES; i++) {
			cls = (i + CTB_EC_TRACE_FIRST) % CLASSES;
			ctb_ec_scalar(ctb_ec_trace_k, functions[f].curve, cls, 0);
			say("ctb-trace window ");
			say_unsigned(window);
			say(" ");
			say(functions[f].name);
			say(" ");
			if (cls < CTB_EC_EDGE_CLASSES) {
				say(ctb_ec_class_names[cls]);
			} else {
				say("random");
				say_unsigned(cls - CTB_EC_EDGE_CLASSES + 1);
			}
			say("\n");
			run_window(functions[f].op, functions[f].curve, 1);
			if (ctb_ec_trace_rc != CTB_EC_OK) {
				say("ctb-trace refused ");
				say_unsigned(window);
				say(" ");
				say_unsigned((unsigned)ctb_ec_trace_rc);
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
