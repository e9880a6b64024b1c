/* The lx106 libgcc helpers on edge values (expected products from Python's
 * integers). volatile keeps the compiler from folding the constants. */
#include <stdint.h>

#include "ctb_test.h"

/* volatile here: GCC treats a libcall as a pure function and may move it
 * across a plain read of the counter; volatile accesses keep their order. */
extern volatile uint32_t ctb_lx106_products;

static void
muldi3_edges(void)
{
	volatile uint32_t a = 0x12345678u, b = 0x9abcdef0u, ones = 0xffffffffu;
	volatile uint64_t x = 0x0123456789abcdefull, y = 0xfedcba9876543210ull;
	uint32_t before = ctb_lx106_products;
	volatile uint64_t p = (uint64_t)a * b;

	/* Every product is one counted call (the report's ESP32 estimate
	 * relies on the count). */
	CTB_CHECK_U64(ctb_lx106_products - before, 1);
	CTB_CHECK_U64(p, 0x0b00ea4e242d2080ull);
	CTB_CHECK_U64((uint64_t)ones * ones, 0xfffffffe00000001ull);
	CTB_CHECK_U64((uint64_t)ones * a, 0x12345677edcba988ull);
	CTB_CHECK_U64(x * y, 0x2236d88fe5618cf0ull);
}

static void
division_edges(void)
{
	volatile uint64_t big = 0xffffffffffffffffull, n = 0xdeadbeefcafebabeull;
	volatile uint32_t u = 1000000007u, ten = 10;
	volatile int32_t m7 = -7, two = 2, m2 = -2;

	CTB_CHECK_U64(big / 10, 1844674407370955161ull);
	CTB_CHECK_U64(big % 10, 5);
	CTB_CHECK_U64(n / 0x12345, 0xc3b6fa62cc6bull);
	CTB_CHECK_U64(n % 0x12345, 0xe7);
	CTB_CHECK_U64(u / ten, 100000000u);
	CTB_CHECK_U64(u % ten, 7);
	/* C truncates toward zero; the remainder has the dividend's sign. */
	CTB_CHECK(m7 / two == -3 && m7 % two == -1);
	CTB_CHECK(m7 / m2 == 3 && m7 % m2 == -1);
	CTB_CHECK(7 / m2 == -3 && 7 % m2 == 1);
}

static const ctb_test tests[] = {
	{ "muldi3_edges", muldi3_edges },
	{ "division_edges", division_edges },
};

CTB_SUITE(ctb_suite_test_lx106, tests);
