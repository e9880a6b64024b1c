/*
 * The functions every constant-time checker examines, one out-of-line
 * wrapper each (so each has a symbol of its own to audit and to blame), and
 * which of their arguments are secret. Pointers and lengths are public;
 * everything loaded through a pointer is secret.
 *
 * X(name, secret argument indices as a bit set)
 */
#ifndef CTB_CT_FUNCTIONS_H
#define CTB_CT_FUNCTIONS_H

#define CTB_CT_FUNCTIONS(X) \
	X(mask, 0x1)        /* (b) */ \
	X(lt, 0x3)          /* (x, y) */ \
	X(eq, 0x3)          /* (x, y) */ \
	X(select, 0x7)      /* (m, a, b) */ \
	X(if_else_0, 0x3)   /* (m, a) */ \
	X(in_range, 0x7)    /* (lo, hi, x) */ \
	X(copy, 0x8)        /* (dst, src, n, m) */ \
	X(lookup, 0x10)     /* (out, table, count, width, index) */ \
	X(add, 0x0)         /* (r, a, b, n) */ \
	X(sub, 0x0)         /* (r, a, b, n) */ \
	X(mla, 0x8)         /* (r, a, n, s) */

#endif
