/*
 * ctb_ec's 64-bit word arithmetic (fe_arch.h sets CTB_EC_FE64 where it is
 * used): every limb-size-dependent line of the 64-bit path is in this
 * header and in fe64_*.c.
 *
 * The representation does not change: a field element stays an array of
 * uint32_t limbs, least significant first, with the same Montgomery R
 * (2^256, 2^384). On a little-endian target limbs 2i and 2i + 1 are the
 * 64-bit word i, loaded and stored with memcpy (no aliasing question; the
 * compiler makes it one move). So every table, constant and caller stays as
 * it is, and only the arithmetic inside a function uses 64-bit words.
 *
 * Carries: (u128)x + y + c with c <= 1 is at most 2^65 - 1, a high half
 * of 0 or 1; x * y + z + c with z, c < 2^64 is at most (2^64 - 1)^2 +
 * 2 (2^64 - 1) = 2^128 - 1, so a product row's carry word never overflows;
 * x - y - b as u128 wraps to a high half of 0 or all-ones. Neither is a branch: compilers emit add/adc, sub/sbb or
 * setc. Masks (0 or all-ones from a carry) pass fe64_opaque, the same
 * empty-asm barrier ctb_ct uses on 32 bits, so the compiler cannot turn a
 * select back into a branch.
 */
#ifndef CTB_EC_FE64_H
#define CTB_EC_FE64_H

#include <stdint.h>
#include <string.h>

#include "ec_internal.h"
#include "fe_arch.h"

#ifdef CTB_EC_FE64

#if defined(CTB_FLOW_MSAN)
#include <sanitizer/msan_interface.h>
#endif

typedef unsigned __int128 ctb_ec_u128;

/* The helpers below are written as loops over n words; every caller
 * passes a constant n (4 or 6) where it can, and these make the compiler
 * inline and unroll them into straight-line code even at -Os (the word
 * count is public, so unrolling changes no data dependence). */
#define FE64_INLINE __attribute__((always_inline))
#define FE64_UNROLL _Pragma("GCC unroll 12")

#define CTB_EC_MAX_WORDS (CTB_EC_MAX_LIMBS / 2)

/* Word i of a limb array (limbs 2i, 2i + 1). */
static inline FE64_INLINE uint64_t
fe64_ld(const uint32_t *a, size_t i)
{
	uint64_t w;

	memcpy(&w, a + 2 * i, sizeof w);
	return w;
}

static inline FE64_INLINE void
fe64_st(uint32_t *r, size_t i, uint64_t w)
{
	memcpy(r + 2 * i, &w, sizeof w);
}

/* x unchanged, but unknown to the optimiser (barrier.h's, on 64 bits;
 * under MSan the shadow is carried across the asm, as there). */
static inline FE64_INLINE uint64_t
fe64_opaque(uint64_t x)
{
#if defined(CTB_FLOW_MSAN)
	uint64_t v = x;

	__msan_unpoison(&v, sizeof v);
	__asm__("" : "+r"(v));
	__msan_copy_shadow(&v, &x, sizeof v);
	return v;
#else
	__asm__("" : "+r"(x));
	return x;
#endif
}

/*
 * x + y + *c with carry in and out (*c is 0 or 1), and x - y - *b with
 * borrow in and out: at most one of the two steps wraps, so the flag stays
 * 0 or 1. The overflow builtins give compilers the add/adc and sub/sbb
 * chains directly, which the u128 form obscures (a third of fe_add's
 * instructions under GCC); neither form branches.
 */
static inline FE64_INLINE uint64_t
fe64_adc(uint64_t x, uint64_t y, uint64_t *c)
{
	uint64_t s, c1, c2;

	c1 = __builtin_add_overflow(x, y, &s);
	c2 = __builtin_add_overflow(s, *c, &s);
	*c = c1 | c2;
	return s;
}

static inline FE64_INLINE uint64_t
fe64_sbb(uint64_t x, uint64_t y, uint64_t *b)
{
	uint64_t d, b1, b2;

	b1 = __builtin_sub_overflow(x, y, &d);
	b2 = __builtin_sub_overflow(d, *b, &d);
	*b = b1 | b2;
	return d;
}

/* all-ones if bit b (0 or 1) is set, else 0. */
static inline FE64_INLINE uint64_t
fe64_mask(uint64_t b)
{
	return fe64_opaque(0 - b);
}

/*
 * r = v - m if v >= m, else v, for v = top * 2^(64n) + a < 2m (top 0
 * or 1), n words. v - m borrows over the n words unless top covers it;
 * v < m exactly when it borrowed and top is 0. Both results are computed
 * and a mask picks one per word. r may alias a.
 */
static inline FE64_INLINE void
fe64_csub(uint64_t *r, const uint64_t *a, uint64_t top, const uint64_t *m, size_t n)
{
	uint64_t d[CTB_EC_MAX_WORDS], b = 0, keep;
	size_t j;

	FE64_UNROLL
	for (j = 0; j < n; j++) {
		d[j] = fe64_sbb(a[j], m[j], &b);
	}
	/* The borrow and top pass the barrier first: else clang folds the
	 * last sbb's flag (or fe_add's carry flag, top) straight into a cmov,
	 * a select on a secret flag, which the audit warns about. */
	keep = fe64_mask(fe64_opaque(b) & (fe64_opaque(top) ^ 1));
	FE64_UNROLL
	for (j = 0; j < n; j++) {
		r[j] = d[j] ^ ((d[j] ^ a[j]) & keep);
	}
}

/* n words of a modulus's limb array. */
static inline FE64_INLINE void
fe64_ld_n(uint64_t *w, const uint32_t *a, size_t n)
{
	size_t i;

	FE64_UNROLL
	for (i = 0; i < n; i++) {
		w[i] = fe64_ld(a, i);
	}
}

static inline FE64_INLINE void
fe64_st_n(uint32_t *r, const uint64_t *w, size_t n)
{
	size_t i;

	FE64_UNROLL
	for (i = 0; i < n; i++) {
		fe64_st(r, i, w[i]);
	}
}

/*
 * r = t / 2^(64n) mod m for t < m 2^(64n) (2n words of t, m odd, m0i =
 * -m^-1 mod 2^64): word-by-word Montgomery reduction. Row i adds u m at
 * word i with u = t_i m0i, which clears word i; the row's carry word goes
 * into word i + n together with the carry bit saved from the row before.
 *
 * Bound: t < m 2^(64n) and the u form U < 2^(64n), so
 * (t + U m) / 2^(64n) < 2m: n words and a top bit, which fe64_csub takes
 * off. The running carry bit stays 0 or 1: word i + n plus a carry word
 * plus a bit is below 2^65.
 *
 * n and m are the caller's constants where it knows them (P-256, P-384),
 * so the compiler can fold m's special words (0, all-ones).
 */
static inline FE64_INLINE void
fe64_redc(uint32_t *r, const uint32_t *t, const uint64_t *m, uint64_t m0i, size_t n)
{
	uint64_t w[2 * CTB_EC_MAX_WORDS], top = 0;
	size_t i, j;

	fe64_ld_n(w, t, 2 * n);
	FE64_UNROLL
	for (i = 0; i < n; i++) {
		uint64_t u = w[i] * m0i, c = 0;
		ctb_ec_u128 z;

		FE64_UNROLL
		for (j = 0; j < n; j++) {
			z = (ctb_ec_u128)u * m[j] + w[i + j] + c;
			w[i + j] = (uint64_t)z;
			c = (uint64_t)(z >> 64);
		}
		z = (ctb_ec_u128)w[i + n] + c + top;
		w[i + n] = (uint64_t)z;
		top = (uint64_t)(z >> 64);
	}
	fe64_csub(w + n, w + n, top, m, n);
	fe64_st_n(r, w + n, n);
}

#endif

#endif
