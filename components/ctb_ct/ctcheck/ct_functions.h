/*
 * The functions every constant-time checker examines, and which of their
 * arguments are secret. Pointers and lengths are public; everything loaded
 * through a pointer is secret. Every function whose prototype carries a
 * "CT:" claim is listed here (tests/test_ctcheck.py fails when one is
 * missing), so adding a component's function is one line.
 *
 * X(component, name, secret argument indices as a bit set): the function is
 * ctb_<component>_<name>; checkers report it as <component>_<name>.
 */
#ifndef CTB_CT_FUNCTIONS_H
#define CTB_CT_FUNCTIONS_H

#define CTB_CT_FUNCTIONS(X) \
	X(ct, mask, 0x1)        /* (b) */ \
	X(ct, lt, 0x3)          /* (x, y) */ \
	X(ct, eq, 0x3)          /* (x, y) */ \
	X(ct, select, 0x7)      /* (m, a, b) */ \
	X(ct, if_else_0, 0x3)   /* (m, a) */ \
	X(ct, in_range, 0x7)    /* (lo, hi, x) */ \
	X(ct, copy, 0x8)        /* (dst, src, n, m) */ \
	X(ct, lookup, 0x10)     /* (out, table, count, width, index) */ \
	X(ct, add, 0x0)         /* (r, a, b, n) */ \
	X(ct, sub, 0x0)         /* (r, a, b, n) */ \
	X(ct, mla, 0x8)         /* (r, a, n, s) */ \
	X(mpi, mul, 0x0)        /* (r, a, b, n) */

#endif
