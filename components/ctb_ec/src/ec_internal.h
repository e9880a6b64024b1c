/*
 * ctb_ec internals: a modulus, a curve, field elements and points.
 *
 * A field element is `limbs` uint32_t, least significant first, in
 * Montgomery form (a * R mod m, R = 2^(32 * limbs)) unless a comment says
 * otherwise, and always fully reduced (< m). A point is 3 * limbs words,
 * projective X, Y, Z with x = X / Z, y = Y / Z; the identity is (0 : 1 : 0).
 *
 * Limb counts are public. Limb values are secret: no function here
 * branches on them or uses them to form an address. Each prototype's "CT:"
 * line says what may leak.
 */
#ifndef CTB_EC_INTERNAL_H
#define CTB_EC_INTERNAL_H

#include <stddef.h>
#include <stdint.h>

#include "ctb_ct.h"

#define CTB_EC_MAX_LIMBS 12  /* P-384 */

/*
 * The two secret-derived verdicts the API returns, and so branches on:
 * the scalar is in [1, n), the result is not the identity. A checker's
 * build (ctcheck/ct_flow.c under valgrind or MSan) defines this to mark
 * the verdict public where it is made; everywhere else it is the value.
 */
#ifndef CTB_EC_DECLASSIFY
#define CTB_EC_DECLASSIFY(v) (v)
#endif

/* A limb of a field element or scalar. 32 bits today; the field code will
 * move to 64-bit limbs on 64-bit hosts, so new code names this type. */
typedef uint32_t ctb_ec_limb;

/* An odd modulus and its Montgomery constants. All public. */
typedef struct ctb_ec_mod {
	size_t limbs;
	const uint32_t *m;    /* the modulus */
	uint32_t m0i;         /* -m^-1 mod 2^32 */
	const uint32_t *r2;   /* R^2 mod m: to_mont is one multiplication */
	const uint32_t *one;  /* R mod m: 1 in Montgomery form */
} ctb_ec_mod;

/* A short Weierstrass curve y^2 = x^3 - 3x + b of prime order n. */
typedef struct ctb_ec_curve {
	size_t limbs;          /* 8 or 12 */
	size_t bytes;          /* 32 or 48 */
	ctb_ec_mod p;          /* the field */
	ctb_ec_mod n;          /* the group order, for ECDSA later */
	const uint32_t *b;     /* Montgomery form mod p */
	const uint32_t *gx;    /* generator, Montgomery form mod p */
	const uint32_t *gy;
} ctb_ec_curve;

extern const ctb_ec_curve ctb_ec_p256;
extern const ctb_ec_curve ctb_ec_p384;

/* --- Field: every operand < m, every result < m; r may alias a or b. --- */

/* CT: r = a * b / R mod m. Nothing leaks. */
void ctb_ec_fe_mul(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a + b mod m. Nothing leaks. */
void ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a - b mod m. Nothing leaks. */
void ctb_ec_fe_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a * R mod m (into Montgomery form); a may be any value < m. */
void ctb_ec_fe_to_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a / R mod m (out of Montgomery form). */
void ctb_ec_fe_from_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a^(m - 2) = 1 / a (0 for a = 0), Montgomery form in and out.
 * Nothing leaks (the exponent's bits pick by mask too). r may alias a. */
void ctb_ec_fe_inv(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r (limbs, plain form) = the big-endian bytes src[0 .. 4 * limbs).
 * Returns all-ones if r < m, else 0; the mask is secret to the caller. */
uint32_t ctb_ec_fe_decode(uint32_t *r, const uint8_t *src, const ctb_ec_mod *m);

/* CT: dst[0 .. 4 * limbs) = a (plain form) as big-endian bytes. */
void ctb_ec_fe_encode(uint8_t *dst, const uint32_t *a, size_t limbs);

/* CT: all-ones if a == 0 (limbs words), else 0. */
uint32_t ctb_ec_fe_is_zero(const uint32_t *a, size_t limbs);

/* --- Points: 3 * limbs words; r may alias p or q. --- */

/* CT: r = p + q, complete (any p, q, the identity and p == q included).
 * Nothing leaks. */
void ctb_ec_point_add(uint32_t *r, const uint32_t *p, const uint32_t *q, const ctb_ec_curve *c);

/* CT: r = 2p, complete. Nothing leaks. */
void ctb_ec_point_double(uint32_t *r, const uint32_t *p, const ctb_ec_curve *c);

/* Public: all-ones if the affine (x, y) (Montgomery form) satisfies
 * y^2 = x^3 - 3x + b. Branch-free anyway. */
uint32_t ctb_ec_point_on_curve(const uint32_t *x, const uint32_t *y, const ctb_ec_curve *c);

/* CT: r = k * (x, y), with k the big-endian scalar of c->bytes bytes and
 * xy = x || y (2 * limbs words) affine in Montgomery form; r = affine x, y
 * in plain form (2 * limbs words). Returns all-ones if the result is not
 * the identity (else r is (0, 0)). Only the public byte count leaks, not k.
 * Four arguments: every ABI audited passes them in registers. */
uint32_t ctb_ec_mul(uint32_t *r, const uint8_t *k, const uint32_t *xy, const ctb_ec_curve *c);

/* CT: all-ones if the big-endian scalar k (c->bytes bytes) is in [1, n). */
uint32_t ctb_ec_scalar_check(const uint8_t *k, const ctb_ec_curve *c);

/* The curve for an id, or NULL. Public. */
const ctb_ec_curve *ctb_ec_curve_get(int curve);

#endif
