/* ctb_mpi_mul on edge operands: zero, one, all-ones, every carry path. */
#include <string.h>

#include "ctb_ct.h"
#include "ctb_mpi.h"
#include "ctb_test.h"

#define N 4

static const ctb_limb zero[N] = { 0, 0, 0, 0 };
static const ctb_limb one[N] = { 1, 0, 0, 0 };
static const ctb_limb ones[N] = { 0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu };

static void
mul_edges(void)
{
	ctb_limb r[2 * N];

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
}

static void
mul_commutes_and_distributes(void)
{
	/* a * (b + 1) == a * b + a, on operands with every carry path taken. */
	ctb_limb a[N] = { 0x89abcdefu, 0xfedcba98u, 0xffffffffu, 0x01234567u };
	ctb_limb b[N] = { 0xffffffffu, 0x00000000u, 0x80000000u, 0x7fffffffu };
	ctb_limb b1[N], ab[2 * N], ba[2 * N], ab1[2 * N], a2[2 * N] = { 0 };

	CTB_CHECK_U64(ctb_ct_add(b1, b, one, N), 0);
	ctb_mpi_mul(ab, a, b, N);
	ctb_mpi_mul(ba, b, a, N);
	CTB_CHECK_LIMBS("a * b == b * a", ab, ba, 2 * N);
	ctb_mpi_mul(ab1, a, b1, N);
	memcpy(a2, a, sizeof a);
	CTB_CHECK_U64(ctb_ct_add(a2, a2, ab, 2 * N), 0);
	CTB_CHECK_LIMBS("a * (b + 1) == a * b + a", ab1, a2, 2 * N);
}

static const ctb_test tests[] = {
	{ "mul_edges", mul_edges },
	{ "mul_commutes_and_distributes", mul_commutes_and_distributes },
};

CTB_SUITE(ctb_suite_test_mpi, tests);
