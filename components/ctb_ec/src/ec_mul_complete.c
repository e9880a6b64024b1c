#include "ec_internal.h"

/*
 * The `ctb-complete` variant's k * P (CONFIG_CTB_EC_COMPLETE; ec_mul.c is
 * the default): the complete-formula ladder that ec_mul.c replaced, kept
 * so that the cost of completeness is measured, not guessed.
 *
 * k * P by 4-bit fixed windows, most significant first (seed 002, section 2):
 *
 *   T[i] = i * P for i in 0..15, with T[0] the identity;
 *   Q = T[top window]; then for each further window w:
 *     Q = 16 * Q (four complete doublings), Q = Q + T[w] (complete addition).
 *
 * Every window runs the same four doublings and one addition, whatever its
 * value (a zero window adds the identity). T[w] is read by
 * ctb_ec_table_select, which reads all sixteen entries and keeps the wanted
 * one by mask: the window's value decides masks only, never a branch or an
 * address. Only the window's position, which is public, picks the byte and
 * the shift.
 *
 * Then one inversion of Z (by a fixed chain) makes the result affine.
 * Z = 0 (the identity) gives x = y = 0 and a zero return mask; the caller
 * turns that into its public verdict.
 *
 * The table is most of the stack: 16 * 3 * limbs words, 1536 bytes for
 * P-256 and 2304 for P-384. Each curve gets a frame of its own size (the
 * two functions below, kept apart so that no compiler merges their frames
 * into the larger), which keeps a P-256 shared secret under 3 KB of stack
 * on the 32-bit targets (docs/ec.md has the measured figures).
 */
#if defined(__GNUC__)
#define EC_MUL_FRAME __attribute__((noinline))
#else
#define EC_MUL_FRAME
#endif

/* T[0] = (0 : 1 : 0), T[1] = (x : y : 1); the rest is ctb_ec_mul_windows'. */
static void
table_base(uint32_t *T, const uint32_t *xy, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w3 = 3 * n, j;

	for (j = 0; j < n; j++) {
		T[j] = 0;
		T[n + j] = c->p.one[j];
		T[2 * n + j] = 0;
		T[w3 + j] = xy[j];
		T[w3 + n + j] = xy[n + j];
		T[w3 + 2 * n + j] = c->p.one[j];
	}
}

static EC_MUL_FRAME uint32_t
mul8(uint32_t *r, const uint8_t *k, const uint32_t *xy, const ctb_ec_curve *c)
{
	uint32_t T[16 * 3 * 8];

	table_base(T, xy, c);
	return ctb_ec_mul_windows(T, r, k, c);
}

static EC_MUL_FRAME uint32_t
mul12(uint32_t *r, const uint8_t *k, const uint32_t *xy, const ctb_ec_curve *c)
{
	uint32_t T[16 * 3 * 12];

	table_base(T, xy, c);
	return ctb_ec_mul_windows(T, r, k, c);
}

/* The limb count is public: it picks the frame, nothing else. */
uint32_t
ctb_ec_mul_complete(uint32_t *r, const uint8_t *k, const uint32_t *xy, const ctb_ec_curve *c)
{
	return c->limbs == 8 ? mul8(r, k, xy, c) : mul12(r, k, xy, c);
}

uint32_t
ctb_ec_mul_windows(uint32_t *T, uint32_t *r, const uint8_t *k, const ctb_ec_curve *c)
{
	size_t n = c->limbs, w3 = 3 * n, nw = 2 * c->bytes, i;
	uint32_t Q[3 * CTB_EC_MAX_LIMBS], S[3 * CTB_EC_MAX_LIMBS];
	uint32_t zi[CTB_EC_MAX_LIMBS], nonzero;

	/* T[i] = T[i - 1] + T[1]. */
	for (i = 2; i < 16; i++) {
		ctb_ec_point_add(T + i * w3, T + (i - 1) * w3, T + w3, c);
	}

	for (i = 0; i < nw; i++) {
		/* Window i: the high nibble of byte i / 2 first. */
		uint32_t win = (k[i >> 1] >> (4 * (1 - (i & 1)))) & 0x0f;

		if (i == 0) {   /* public position */
			ctb_ec_table_select(Q, T, 16, w3, win);
			continue;
		}
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_point_double(Q, Q, c);
		ctb_ec_table_select(S, T, 16, w3, win);
		ctb_ec_point_add(Q, Q, S, c);
	}

	/* Affine, then out of Montgomery form. */
	nonzero = ~ctb_ec_fe_is_zero(Q + 2 * n, n);
	ctb_ec_fe_inv(zi, Q + 2 * n, &c->p);
	ctb_ec_fe_mul(r, Q, zi, &c->p);
	ctb_ec_fe_mul(r + n, Q + n, zi, &c->p);
	ctb_ec_fe_from_mont(r, r, &c->p);
	ctb_ec_fe_from_mont(r + n, r + n, &c->p);
	return nonzero;
}
