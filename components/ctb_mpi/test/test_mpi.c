/* ctb_mpi on edge operands: zero, one, all-ones, equal and adjacent values. */
#include <string.h>

#include "ctb_mpi.h"
#include "ctb_test.h"

#define N 4

static const ctb_limb zero[N] = { 0, 0, 0, 0 };
static const ctb_limb one[N] = { 1, 0, 0, 0 };
static const ctb_limb ones[N] = { 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu };
static const ctb_limb top[N] = { 0, 0, 0, 0x80000000u };

static void
add_edges(void)
{
	ctb_limb r[N];

	CTB_CHECK_U64(ctb_mpi_add(r, ones, one, N), 1);
	CTB_CHECK_LIMBS("ones + 1", r, zero, N);
	CTB_CHECK_U64(ctb_mpi_add(r, ones, zero, N), 0);
	CTB_CHECK_LIMBS("ones + 0", r, ones, N);
	CTB_CHECK_U64(ctb_mpi_add(r, top, top, N), 1);
	CTB_CHECK_LIMBS("2^127 + 2^127", r, zero, N);
	/* all-ones + all-ones = 2^129 - 2: low limb fe, carry 1 */
	static const ctb_limb twice[N] = { 0xfffffffeu, 0xffffffffu, 0xffffffffu, 0xffffffffu };
	CTB_CHECK_U64(ctb_mpi_add(r, ones, ones, N), 1);
	CTB_CHECK_LIMBS("ones + ones", r, twice, N);
}

static void
sub_edges(void)
{
	ctb_limb r[N];

	CTB_CHECK_U64(ctb_mpi_sub(r, zero, one, N), 1);
	CTB_CHECK_LIMBS("0 - 1", r, ones, N);
	CTB_CHECK_U64(ctb_mpi_sub(r, ones, ones, N), 0);
	CTB_CHECK_LIMBS("x - x", r, zero, N);
	CTB_CHECK_U64(ctb_mpi_sub(r, one, zero, N), 0);
	CTB_CHECK_LIMBS("1 - 0", r, one, N);
	/* Adjacent values: 2^127 - (2^127 - 1) = 1, borrow ripples through. */
	ctb_limb below[N];
	ctb_mpi_sub(below, top, one, N);
	static const ctb_limb want_below[N] = { 0xffffffffu, 0xffffffffu, 0xffffffffu, 0x7fffffffu };
	CTB_CHECK_LIMBS("2^127 - 1", below, want_below, N);
	CTB_CHECK_U64(ctb_mpi_sub(r, top, below, N), 0);
	CTB_CHECK_LIMBS("2^127 - (2^127 - 1)", r, one, N);
	CTB_CHECK_U64(ctb_mpi_sub(r, below, top, N), 1);
	CTB_CHECK_LIMBS("(2^127 - 1) - 2^127", r, ones, N);
}

static void
aliasing(void)
{
	ctb_limb x[N];

	memcpy(x, ones, sizeof x);
	CTB_CHECK_U64(ctb_mpi_add(x, x, one, N), 1);
	CTB_CHECK_LIMBS("x += 1 in place", x, zero, N);
	CTB_CHECK_U64(ctb_mpi_sub(x, x, one, N), 1);
	CTB_CHECK_LIMBS("x -= 1 in place", x, ones, N);
}

static void
mla_and_mul_edges(void)
{
	ctb_limb r[2 * N];
	ctb_limb acc[N];

	/* ones * ones = 2^256 - 2^129 + 1 */
	static const ctb_limb sq[2 * N] = { 1, 0, 0, 0, 0xfffffffeu, 0xffffffffu,
		0xffffffffu, 0xffffffffu };
	ctb_mpi_mul(r, ones, ones, N);
	CTB_CHECK_LIMBS("ones * ones", r, sq, 2 * N);
	ctb_mpi_mul(r, ones, zero, N);
	static const ctb_limb z8[2 * N] = { 0 };
	CTB_CHECK_LIMBS("ones * 0", r, z8, 2 * N);
	ctb_mpi_mul(r, ones, one, N);
	static const ctb_limb o8[2 * N] = { 0xffffffffu, 0xffffffffu, 0xffffffffu,
		0xffffffffu, 0, 0, 0, 0 };
	CTB_CHECK_LIMBS("ones * 1", r, o8, 2 * N);
	/* acc = ones; acc += ones * (2^32-1): the largest carry mla can make. */
	memcpy(acc, ones, sizeof acc);
	CTB_CHECK_U64(ctb_mpi_mla(acc, ones, N, 0xffffffffu), 0xffffffffu);
	static const ctb_limb lo[N] = { 0, 0xffffffffu, 0xffffffffu, 0xffffffffu };
	CTB_CHECK_LIMBS("ones + ones * (2^32 - 1)", acc, lo, N);
}

static void
mul_commutes_and_distributes(void)
{
	/* a * (b + 1) == a * b + a, on operands with every carry path taken. */
	ctb_limb a[N] = { 0x89abcdefu, 0xfedcba98u, 0xffffffffu, 0x01234567u };
	ctb_limb b[N] = { 0xffffffffu, 0x00000000u, 0x80000000u, 0x7fffffffu };
	ctb_limb b1[N], ab[2 * N], ba[2 * N], ab1[2 * N], a2[2 * N] = { 0 };

	CTB_CHECK_U64(ctb_mpi_add(b1, b, one, N), 0);
	ctb_mpi_mul(ab, a, b, N);
	ctb_mpi_mul(ba, b, a, N);
	CTB_CHECK_LIMBS("a * b == b * a", ab, ba, 2 * N);
	ctb_mpi_mul(ab1, a, b1, N);
	memcpy(a2, a, sizeof a);
	CTB_CHECK_U64(ctb_mpi_add(a2, a2, ab, 2 * N), 0);
	CTB_CHECK_LIMBS("a * (b + 1) == a * b + a", ab1, a2, 2 * N);
}

static const ctb_test tests[] = {
	{ "add_edges", add_edges },
	{ "sub_edges", sub_edges },
	{ "aliasing", aliasing },
	{ "mla_and_mul_edges", mla_and_mul_edges },
	{ "mul_commutes_and_distributes", mul_commutes_and_distributes },
};

CTB_SUITE(ctb_suite_test_mpi, tests);
