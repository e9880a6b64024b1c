#include "ec_internal.h"

/*
 * r = a^-1 mod m, plain form, a in [1, m), m an odd prime: the binary
 * extended Euclidean algorithm on (u, v) = (a, m), keeping x1 a = u and
 * x2 a = v (mod m). Each step halves an even u or v (and its x, adding m
 * first when x is odd, so that the halving is exact), or subtracts the
 * smaller of two odd values from the larger; it stops when u or v is 1.
 *
 * VARIABLE TIME: its branches and its number of steps follow a. Only
 * ECDSA verification calls it, on s, which is public. For that it is far
 * cheaper than Fermat's a^(m - 2): shifts and subtractions of about 2 log2 m
 * steps, instead of log2 m Montgomery squarings and multiplications.
 * a = 0 gives 0 (no inverse; the caller has refused s = 0 already).
 */

static int
is_one(const ctb_ec_limb *a, size_t n)
{
	size_t j;

	if (a[0] != 1) {
		return 0;
	}
	for (j = 1; j < n; j++) {
		if (a[j] != 0) {
			return 0;
		}
	}
	return 1;
}

/* a = (a + (top << L)) / 2: top is a carry above the n limbs. */
static void
half(ctb_ec_limb *a, size_t n, ctb_ec_limb top)
{
	const unsigned lb = 8 * sizeof(ctb_ec_limb);
	size_t j;

	for (j = 0; j + 1 < n; j++) {
		a[j] = (a[j] >> 1) | (a[j + 1] << (lb - 1));
	}
	a[n - 1] = (a[n - 1] >> 1) | (top << (lb - 1));
}

/* r = a + b over n limbs; the carry out. */
static ctb_ec_limb
add(ctb_ec_limb *r, const ctb_ec_limb *a, const ctb_ec_limb *b, size_t n)
{
	ctb_ec_limb c = 0;
	size_t j;

	for (j = 0; j < n; j++) {
		ctb_ec_limb s = a[j] + c;

		c = s < c;
		r[j] = s + b[j];
		c += r[j] < s;
	}
	return c;
}

/* r = a - b over n limbs; the borrow out. */
static ctb_ec_limb
sub(ctb_ec_limb *r, const ctb_ec_limb *a, const ctb_ec_limb *b, size_t n)
{
	ctb_ec_limb c = 0;
	size_t j;

	for (j = 0; j < n; j++) {
		ctb_ec_limb d = a[j] - b[j];
		ctb_ec_limb c2 = a[j] < b[j];

		r[j] = d - c;
		c = c2 | (d < c);
	}
	return c;
}

/* x = x / 2 mod m. */
static void
half_mod(ctb_ec_limb *x, const ctb_ec_limb *m, size_t n)
{
	ctb_ec_limb top = 0;

	if (x[0] & 1) {
		top = add(x, x, m, n);
	}
	half(x, n, top);
}

/* x = x - y mod m (both < m). */
static void
sub_mod(ctb_ec_limb *x, const ctb_ec_limb *y, const ctb_ec_limb *m, size_t n)
{
	if (sub(x, x, y, n)) {
		add(x, x, m, n);
	}
}

void
ctb_ec_scalar_inv_vartime(ctb_ec_limb *r, const ctb_ec_limb *a, const ctb_ec_mod *m)
{
	size_t n = m->limbs, j;
	ctb_ec_limb u[CTB_EC_MAX_LIMBS], v[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	ctb_ec_limb x1[CTB_EC_MAX_LIMBS], x2[CTB_EC_MAX_LIMBS], nz = 0;

	for (j = 0; j < n; j++) {
		u[j] = a[j];
		v[j] = m->m[j];
		x1[j] = 0;
		x2[j] = 0;
		nz |= a[j];
	}
	if (nz == 0) {
		for (j = 0; j < n; j++) {
			r[j] = 0;
		}
		return;
	}
	x1[0] = 1;
	/* u and v stay positive and odd at each subtraction; u = v would mean
	 * a common factor, which a prime m and 0 < a < m exclude. */
	while (!is_one(u, n) && !is_one(v, n)) {
		while ((u[0] & 1) == 0) {
			half(u, n, 0);
			half_mod(x1, m->m, n);
		}
		while ((v[0] & 1) == 0) {
			half(v, n, 0);
			half_mod(x2, m->m, n);
		}
		if (!sub(t, u, v, n)) {   /* u >= v */
			for (j = 0; j < n; j++) {
				u[j] = t[j];
			}
			sub_mod(x1, x2, m->m, n);
		} else {
			sub(v, v, u, n);
			sub_mod(x2, x1, m->m, n);
		}
	}
	for (j = 0; j < n; j++) {
		r[j] = is_one(u, n) ? x1[j] : x2[j];
	}
}
