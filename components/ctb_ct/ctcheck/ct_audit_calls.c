/*
 * Planted controls of the disassembly audit across calls (docs/ct.md, "The
 * audit across calls"). Never linked into anything: tests/ctlab/test_audit.py
 * compiles this file beside src/ct_copy.c with every audit toolchain at -Os
 * and -O2 and audits each function below with the secret arguments its
 * comment names. Each shape comes twice, with a secret that must FAIL and
 * with a public value that must PASS, so that the rule is seen to follow
 * the secret and not merely to flag a call.
 *
 * The callees are out of line on purpose: ctb_ct_copy lives in another
 * object, and the helpers here are noinline. Inlined, the caller's own
 * code would show the leak and the calls would prove nothing.
 */
#include "ctb_ct.h"

#define NOINLINE __attribute__((noinline, used))

/*
 * (i) A secret address handed to a callee. The row of a table at a secret
 * index is computed here, and the loads from it happen in ctb_ct_copy, in
 * another object: the caller's code holds no secret address itself.
 * index (argument 3) secret.
 */
NOINLINE void
ctb_audit_row_secret(uint32_t *out, const uint32_t *table, size_t width, uint32_t index)
{
	ctb_ct_copy(out, table + (size_t)index * width, width, 0xffffffffu);
}

/* The same with a public row number k: every address is public. */
NOINLINE void
ctb_audit_row_public(uint32_t *out, const uint32_t *table, size_t width, size_t k)
{
	ctb_ct_copy(out, table + k * width, width, 0xffffffffu);
}

/* A copy routine in this object, kept out of line. */
NOINLINE void
ctb_audit_copy_words(uint32_t *dst, const uint32_t *src, size_t n)
{
	size_t i;

	for (i = 0; i < n; i++) {
		dst[i] = src[i];
	}
}

/* (i) again, to the routine above. index (argument 3) secret. */
NOINLINE void
ctb_audit_row_local_secret(uint32_t *out, const uint32_t *table, size_t width,
	uint32_t index)
{
	ctb_audit_copy_words(out, table + (size_t)index * width, width);
}

/*
 * (ii) A secret written back through a pointer. The helper ORs into *err
 * whether the limbs of a are all zero (loaded: secret), branch-free; it
 * reads *err first, so the caller's err = 0 stays a store the compiler
 * cannot drop, and the caller's stack slot holds a public 0 until the
 * call. The caller then branches on err: the secret decides the branch.
 */
NOINLINE void
ctb_audit_flag_zero(const uint32_t *a, size_t n, uint32_t *err)
{
	uint32_t d = 0;
	size_t i;

	for (i = 0; i < n; i++) {
		d |= a[i];
	}
	*err |= ctb_ct_eq(d, 0) & 1;
}

/* The helper of the public shape: n is public, and so is n > 8. The
 * store is conditional so that the caller's err = 0 stays (it is what the
 * helper leaves when n <= 8); *err |= would read the caller's slot, which
 * the audit takes as secret memory in the helper. */
NOINLINE void
ctb_audit_flag_long(size_t n, uint32_t *err)
{
	if (n > 8) {
		*err = 1;
	}
}

/* No secret argument: the limbs of a are loaded, hence secret. */
NOINLINE int
ctb_audit_flag_secret(uint32_t *r, const uint32_t *a, size_t n)
{
	uint32_t err = 0;
	size_t i;

	ctb_audit_flag_zero(a, n, &err);
	if (err) {
		for (i = 0; i < n; i++) {
			r[i] = 0;
		}
		return -1;
	}
	for (i = 0; i < n; i++) {
		r[i] = a[i];
	}
	return 0;
}

/* The same shape on a public flag: its branch passes. */
NOINLINE int
ctb_audit_flag_public(uint32_t *r, const uint32_t *a, size_t n)
{
	uint32_t err = 0;
	size_t i;

	ctb_audit_flag_long(n, &err);
	if (err) {
		for (i = 0; i < n; i++) {
			r[i] = 0;
		}
		return -1;
	}
	for (i = 0; i < n; i++) {
		r[i] = a[i];
	}
	return 0;
}
