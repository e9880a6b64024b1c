/*
 * mbedtls_mpi_core_sub and mbedtls_mpi_core_mla of a reference mbedTLS
 * (3.6.x or 4.x, as a variant patches it) under Valgrind's memcheck, the
 * operands secret (host/ctbench/ctlab/reference_flow.py).
 *
 * Valgrind runs the machine code, so the build keeps MBEDTLS_HAVE_ASM:
 * mbedTLS's asm barrier and bn_mul.h's asm are checked as they ship,
 * which MemorySanitizer cannot do (docs/regression.md).
 *
 * Usage: ct_flow_core --list | FUNCTION. Each case takes the expected
 * result and carry from the same function on public copies, marks the
 * operands (and mla's scalar) undefined, calls, and marks the result and
 * the carry defined only after the call, before they are compared:
 * comparing a carry that is still secret would report every version,
 * the constant-time ones included (seed 000). A branch or an address on
 * a secret inside the call is memcheck's report (exit 99 with
 * --error-exitcode=99); "ran FUNCTION" is the last line of a case that
 * ran to its end.
 */
#include <stdio.h>
#include <string.h>
#include <valgrind/memcheck.h>

#include "bignum_core.h"

#define LIMBS 8
#define EXCESS 3   /* mla: A longer than B, so the excess-limb loop runs */

typedef mbedtls_mpi_uint limb;

static void fill(limb *x, size_t n, limb value, limb step)
{
	for (size_t i = 0; i < n; i++) {
		x[i] = value + step * (limb) i;
	}
}

static int same(const limb *got, const limb *want, size_t n, limb c, limb want_c)
{
	return memcmp(got, want, n * sizeof(limb)) == 0 && c == want_c;
}

/*
 * Operand patterns that make the carries take both values: a borrow
 * through every limb (0 - 1), none, equal operands (borrow decided by the
 * last limb), all-ones, and a mixed pattern.
 */
static const limb CASES[][2] = {
	{0, 1}, {1, 0}, {5, 5}, {(limb) -1, (limb) -1}, {(limb) 0x5555555555555555ULL, 7},
};
#define NCASES (sizeof CASES / sizeof CASES[0])

static int run_sub(void)
{
	int bad = 0;

	for (size_t k = 0; k < NCASES; k++) {
		limb a[LIMBS], b[LIMBS], x[LIMBS], want[LIMBS];

		fill(a, LIMBS, CASES[k][0], 0);
		fill(b, LIMBS, CASES[k][1], (limb) k);
		limb want_c = mbedtls_mpi_core_sub(want, a, b, LIMBS);
		VALGRIND_MAKE_MEM_UNDEFINED(a, sizeof a);
		VALGRIND_MAKE_MEM_UNDEFINED(b, sizeof b);
		limb c = mbedtls_mpi_core_sub(x, a, b, LIMBS);
		VALGRIND_MAKE_MEM_DEFINED(x, sizeof x);
		VALGRIND_MAKE_MEM_DEFINED(&c, sizeof c);
		bad |= !same(x, want, LIMBS, c, want_c);
	}
	return bad;
}

static int run_mla(void)
{
	int bad = 0;

	for (size_t k = 0; k < NCASES; k++) {
		limb d[LIMBS + EXCESS], s[LIMBS], want[LIMBS + EXCESS];
		/* an all-ones accumulator makes every carry ripple */
		fill(d, LIMBS + EXCESS, CASES[k][0] ? (limb) -1 : 0, 0);
		fill(s, LIMBS, CASES[k][1], 3);
		limb scalar = CASES[k][0] + 2;

		memcpy(want, d, sizeof d);
		limb want_c = mbedtls_mpi_core_mla(want, LIMBS + EXCESS, s, LIMBS, scalar);
		VALGRIND_MAKE_MEM_UNDEFINED(d, sizeof d);
		VALGRIND_MAKE_MEM_UNDEFINED(s, sizeof s);
		VALGRIND_MAKE_MEM_UNDEFINED(&scalar, sizeof scalar);
		limb c = mbedtls_mpi_core_mla(d, LIMBS + EXCESS, s, LIMBS, scalar);
		VALGRIND_MAKE_MEM_DEFINED(d, sizeof d);
		VALGRIND_MAKE_MEM_DEFINED(&c, sizeof c);
		bad |= !same(d, want, LIMBS + EXCESS, c, want_c);
	}
	return bad;
}

int main(int argc, char **argv)
{
	int bad;

	if (argc == 2 && strcmp(argv[1], "--list") == 0) {
		puts("mbedtls_mpi_core_sub\nmbedtls_mpi_core_mla");
		return 0;
	}
	if (argc == 2 && strcmp(argv[1], "mbedtls_mpi_core_sub") == 0) {
		bad = run_sub();
	} else if (argc == 2 && strcmp(argv[1], "mbedtls_mpi_core_mla") == 0) {
		bad = run_mla();
	} else {
		fprintf(stderr, "usage: %s --list | mbedtls_mpi_core_sub | mbedtls_mpi_core_mla\n",
		    argv[0]);
		return 2;
	}
	if (bad) {
		fprintf(stderr, "%s: wrong result\n", argv[1]);
		return 1;
	}
	printf("ran %s\n", argv[1]);
	return 0;
}
