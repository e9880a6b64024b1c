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

/*
 * An odd modulus, its Montgomery constants, and the functions that do its
 * arithmetic. All public: the pointers pick code per modulus (P-256's and
 * P-384's p have their own reduction and inversion; a group order n takes
 * the generic ones), so a call through them branches on which curve, never
 * on a value.
 */
struct ctb_ec_mod;

/* r = f(a, b) and r = f(a) mod m: the shapes of the modulus's field
 * operations (mul, add, sub; sqr, inv), so that the formulas can hold them */
typedef void ctb_ec_fe_op2(uint32_t *r, const uint32_t *a, const uint32_t *b,
	const struct ctb_ec_mod *m);
typedef void ctb_ec_fe_op1(uint32_t *r, const uint32_t *a, const struct ctb_ec_mod *m);

typedef struct ctb_ec_mod {
	size_t limbs;
	const uint32_t *m;    /* the modulus */
	uint32_t m0i;         /* -m^-1 mod 2^32 */
	const uint32_t *r2;   /* R^2 mod m: to_mont is one multiplication */
	const uint32_t *one;  /* R mod m: 1 in Montgomery form */
	/* t[0 .. 2 limbs) = a * b and a * a (fe_arch.h) */
	void (*prod)(uint32_t *t, const uint32_t *a, const uint32_t *b);
	void (*square)(uint32_t *t, const uint32_t *a);
	/* r = t / R mod m, for t < m * R (any product of two values < m) */
	void (*reduce)(uint32_t *r, const uint32_t *t, const struct ctb_ec_mod *m);
	/* r = a * b / R and a * a / R mod m: what the point formulas and the
	 * inversion chains call. ctb_ec_fe_mul / ctb_ec_fe_sqr (prod, then
	 * reduce) for every modulus, but P-256's p where the field assembly
	 * has it fused (fe_arch.h: CTB_EC_ASM_MUL_P256) */
	ctb_ec_fe_op2 *mul;
	ctb_ec_fe_op1 *sqr;
	/* r = 1 / a mod m (0 for 0), Montgomery form in and out */
	ctb_ec_fe_op1 *inv;
	/* r = a + b, a - b mod m: what fe_add and fe_sub call (P-256's p has
	 * its own where the field assembly is built, fe_arch.h) */
	ctb_ec_fe_op2 *add, *sub;
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

/* CT: r = a * a / R mod m. Nothing leaks. */
void ctb_ec_fe_sqr(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a * b / R mod P-256's p (m unused): the product and the
 * reduction in one function, t kept in registers (src/arch/fe_field_riscv.S
 * on RV32; on LX7 src/arch/xtensa_fe_mul_p256.S, t on its stack);
 * elsewhere ctb_ec_fe_mul. Nothing leaks. */
void ctb_ec_fe_mul_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a * a / R mod P-256's p (m unused), as fe_mul_p256. Nothing
 * leaks. */
void ctb_ec_fe_sqr_p256(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a^(2^k) / R^(2^k - 1) mod m: k squarings (m->sqr). k is public. */
void ctb_ec_fe_sqrn(uint32_t *r, const uint32_t *a, unsigned k, const ctb_ec_mod *m);

/* CT: r = t / R mod m for a product t < m * R (2 * limbs words): the
 * Montgomery reduction for P-256's p, for P-384's p, and for any odd m
 * (through m->m0i, for the group orders). r does not alias t. Nothing
 * leaks. */
void ctb_ec_red_p256(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m);
void ctb_ec_red_p384(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m);
void ctb_ec_red_mont(uint32_t *r, const uint32_t *t, const ctb_ec_mod *m);

/* CT: r = a + top * 2^(32 limbs), less m if that is at least m, for a
 * value below 2m (top is 0 or 1): the one masked correction that ends
 * every reduction and addition. r may alias a. Nothing leaks. */
void ctb_ec_fe_csub(uint32_t *r, const uint32_t *a, uint32_t top, const ctb_ec_mod *m);

/* CT: r = a + b mod m, through m->add. Nothing leaks. */
void ctb_ec_fe_add(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a - b mod m, through m->sub. Nothing leaks. */
void ctb_ec_fe_sub(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a + b mod m for any m (fe_add.c, or src/arch/fe_field_*.S). */
void ctb_ec_fe_add_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a - b mod m for any m (fe_sub.c, or src/arch/fe_field_*.S). */
void ctb_ec_fe_sub_n(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a + b mod P-256's p (m unused): fe_field_*.S's, without a
 * load of p; elsewhere the same as fe_add_n. */
void ctb_ec_fe_add_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a - b mod P-256's p (m unused), as fe_add_p256. */
void ctb_ec_fe_sub_p256(uint32_t *r, const uint32_t *a, const uint32_t *b, const ctb_ec_mod *m);

/* CT: r = a * R mod m (into Montgomery form); a may be any value < m. */
void ctb_ec_fe_to_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a / R mod m (out of Montgomery form). */
void ctb_ec_fe_from_mont(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = 1 / a (0 for a = 0), Montgomery form in and out, through
 * m->inv. r may alias a. Nothing leaks. */
void ctb_ec_fe_inv(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = a^(m - 2) = 1 / a, as fe_inv: by a fixed addition chain for
 * P-256's and P-384's p (the chain is public, the same squarings and
 * multiplications for every a), and by square-and-multiply over every bit
 * of m - 2 for any prime m, the multiplication kept by a mask. */
void ctb_ec_fe_inv_p256(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);
void ctb_ec_fe_inv_p384(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);
void ctb_ec_fe_inv_fermat(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* CT: r = 1 / a mod m (0 for a = 0), Montgomery form in and out, for any
 * odd prime m of 8 or 12 limbs: Bernstein-Yang's constant-time gcd
 * (fe_inv_gcd.c), a fixed number of divsteps (Theorem 11.2's bound for
 * 32 * limbs bits) in batches of 30, each a masked step. r may alias a.
 * Only the limb count and m (both public) decide a branch, a loop bound or
 * an address; nothing about a leaks. P-256's and P-384's p use it unless
 * CONFIG_CTB_EC_INV_FERMAT keeps the chains above. */
void ctb_ec_fe_inv_gcd(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

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

/* CT: x = the affine x of k * (x, y) in plain form (limbs words), with k
 * the big-endian scalar of c->bytes bytes, in [1, n), and xy = x || y
 * (2 * limbs words) affine in Montgomery form, of order n: signed odd
 * 5-bit windows in Jacobian coordinates (ec_mul.c). Returns all-ones if
 * the result is not the identity. Only the public byte count leaks, not k.
 * Four arguments: every ABI audited passes them in registers. */
uint32_t ctb_ec_mul(ctb_ec_limb *x, const uint8_t *k, const ctb_ec_limb *xy, const ctb_ec_curve *c);

/* CT: T (16 * 3 * limbs words) = (2j + 1) * (x, y) for j < 16, affine
 * x || y in Montgomery form at T[2 j limbs ..]; the rest of T is scratch.
 * Nothing leaks. */
void ctb_ec_mul_table(ctb_ec_limb *T, const ctb_ec_limb *xy, const ctb_ec_curve *c);

/* CT: ctb_ec_mul's windows over ctb_ec_mul_table's T, whose first words
 * it overwrites after the last lookup. Nothing leaks. */
uint32_t ctb_ec_mul_odd(ctb_ec_limb *T, ctb_ec_limb *x, const uint8_t *k,
	const ctb_ec_curve *c);

/* CT: r = k * (x, y) as ctb_ec_mul, but affine x, y (2 * limbs words, plain
 * form) by the complete-formula 4-bit window ladder: the `ctb-complete`
 * variant (ec_mul_complete.c). Only the public byte count leaks. */
uint32_t ctb_ec_mul_complete(uint32_t *r, const uint8_t *k, const uint32_t *xy,
	const ctb_ec_curve *c);

/* CT: ctb_ec_mul_complete's windows over a table T of 16 * 3 * limbs words
 * whose first two entries the caller has set (the identity, then the point
 * in Montgomery form with Z = 1): fills the rest, then as
 * ctb_ec_mul_complete. */
uint32_t ctb_ec_mul_windows(uint32_t *T, uint32_t *r, const uint8_t *k, const ctb_ec_curve *c);

/* --- Jacobian points: x = X / Z^2, y = Y / Z^3, Z = 0 the identity --- */

/* CT: r = 2p for a = -3, 4M + 4S; correct for every point, the identity
 * included (point_jdouble.c). r may alias p. Nothing leaks. */
void ctb_ec_jpoint_double(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_curve *c);

/* CT: r = p + q, p Jacobian, q = x || y affine (Montgomery form), 8M + 3S.
 * Right unless p = q (returns all-ones, r is then the identity: the caller
 * keeps a doubling) or p is the identity (r is the identity: the caller
 * keeps q, ec_mul_gen.c by mask). r may alias p.
 * The returned mask is secret. Nothing leaks. */
uint32_t ctb_ec_jpoint_add_affine(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_limb *q,
	const ctb_ec_curve *c);

/* CT: co-Z addition, 5M + 2S: p and q Jacobian with one Z, p != +-q; r =
 * p + q; p becomes the same point with r's Z; q's Z words become h = r's
 * Z / q's Z. r aliases neither. Nothing leaks. */
void ctb_ec_jpoint_zaddu(ctb_ec_limb *r, ctb_ec_limb *p, ctb_ec_limb *q, const ctb_ec_curve *c);

/* CT: r = a / 2 mod m (r may alias a). Nothing leaks. */
void ctb_ec_fe_half(uint32_t *r, const uint32_t *a, const ctb_ec_mod *m);

/* The most entries ctb_ec_table_select takes: the 4-bit windows' tables. */
#define CTB_EC_SELECT_MAX 16

/* CT: out[0 .. width) = table[index * width ..], as ctb_ct_lookup, every
 * entry read (count <= CTB_EC_SELECT_MAX, width a multiple of 4); an index
 * >= count gives zeros. count and width are public; index and the table's
 * words are secret: nothing leaks. */
void ctb_ec_table_select(uint32_t *out, const uint32_t *table, size_t count, size_t width,
	uint32_t index);

/* CT: all-ones if the big-endian scalar k (c->bytes bytes) is in [1, n). */
uint32_t ctb_ec_scalar_check(const uint8_t *k, const ctb_ec_curve *c);

/* The curve for an id, or NULL. Public. */
const ctb_ec_curve *ctb_ec_curve_get(int curve);

/* --- Public keys and ECDSA verification (inputs all public) --- */

/* Bits in the largest scalar: digit arrays of ctb_ec_wnaf are sized by it. */
#define CTB_EC_MAX_BITS (CTB_EC_MAX_LIMBS * 8 * sizeof(ctb_ec_limb))

/* Public: xy (2 * limbs, Montgomery form) = the point pt (len bytes),
 * checked as SEC 1 3.2.2.1 asks: CTB_EC_OK, or CTB_EC_BAD_POINT_FORMAT,
 * CTB_EC_BAD_COORDINATE, CTB_EC_NOT_ON_CURVE. Branches on pt. */
int ctb_ec_peer_decode(ctb_ec_limb *xy, const uint8_t *pt, size_t len, const ctb_ec_curve *c);

/* VARIABLE TIME (public k only): d[0 .. 8 * sizeof(limb) * limbs + w) =
 * the width-w NAF of k (limbs, plain form), least significant digit first;
 * 2 <= w <= 8. */
void ctb_ec_wnaf(signed char *d, const ctb_ec_limb *k, size_t limbs, unsigned w);

/* VARIABLE TIME (public inputs only): r = u1 * G + u2 * Q, Jacobian
 * (x = X / Z^2, y = Y / Z^3, Z = 0 the identity) in Montgomery form; u1, u2
 * plain, below n; qxy affine, Montgomery form. */
void ctb_ec_mul2_vartime(ctb_ec_limb *r, const ctb_ec_limb *u1, const ctb_ec_limb *u2,
	const ctb_ec_limb *qxy, const ctb_ec_curve *c);

/* VARIABLE TIME (public a only): r = a^-1 mod m, plain form in and out,
 * a in [1, m), m an odd prime; 0 for a = 0. */
void ctb_ec_scalar_inv_vartime(ctb_ec_limb *r, const ctb_ec_limb *a, const ctb_ec_mod *m);

/* Public: 1 if x(R) mod n == r, R projective (Montgomery form), r plain in
 * [1, n); 0 for R the identity. No inversion. */
int ctb_ec_ecdsa_x_matches(const ctb_ec_limb *R, const ctb_ec_limb *r, const ctb_ec_curve *c);

/* --- The generator's precomputed tables (tools/ec_gen_tables.py) --- */

/* The generated tables spell each pair of 32-bit words CTB_EC_W(lo, hi):
 * two limbs, or one when ctb_ec_limb is 64 bits. CTB_EC_LIMB_BITS must say
 * which; CTB_EC_LIMB_CHECK makes a mismatch a compile error. The Montgomery
 * form needs no change: R = 2^256 (2^384) either way. */
#ifndef CTB_EC_LIMB_BITS
#define CTB_EC_LIMB_BITS 32
#endif
#define CTB_EC_LIMB_WORDS (CTB_EC_LIMB_BITS / 32)
#if CTB_EC_LIMB_BITS == 64
#define CTB_EC_W(lo, hi) (((ctb_ec_limb)(hi) << 32) | (ctb_ec_limb)(lo))
#else
#define CTB_EC_W(lo, hi) (lo), (hi)
#endif
#define CTB_EC_LIMB_CHECK(name) \
	typedef char ctb_ec_limb_check_##name[sizeof(ctb_ec_limb) * 8 == CTB_EC_LIMB_BITS ? 1 : -1]

/* G's tables for one curve; all public. comb: `tables` tables of 15 affine
 * points (x || y, Montgomery form), entry i - 1 of table t = sum over the
 * set bits j of i of 2^(spacing (4 t + j)) G. odd: (2 i + 1) G, i < odd_count. */
typedef struct ctb_ec_gtab {
	size_t tables;
	size_t spacing;
	const ctb_ec_limb *comb;
	size_t odd_count;
	const ctb_ec_limb *odd;
} ctb_ec_gtab;

extern const ctb_ec_gtab ctb_ec_p256_gtab;
extern const ctb_ec_gtab ctb_ec_p384_gtab;

/* G's tables for a curve (c is &ctb_ec_p256 or &ctb_ec_p384). Public. */
const ctb_ec_gtab *ctb_ec_gtab_get(const ctb_ec_curve *c);

/* CT: r = p + (x, y), p projective, q = x || y affine (Montgomery form):
 * RCB's complete mixed addition. q cannot be the identity (it has no affine
 * form); a caller adding "nothing" keeps p by mask. Nothing leaks. */
void ctb_ec_point_add_affine(ctb_ec_limb *r, const ctb_ec_limb *p, const ctb_ec_limb *q,
	const ctb_ec_curve *c);

/* CT: r = k * G (affine x, y in plain form), k in [1, n) as ctb_ec_mul,
 * from the comb table g = ctb_ec_gtab_get(c) (public), in Jacobian
 * coordinates (ec_mul_gen.c: the mixed addition's exceptional cases masked
 * or shown impossible). Returns all-ones if the result is not the
 * identity. Only the public byte count leaks, not k. */
uint32_t ctb_ec_mul_gen(ctb_ec_limb *r, const uint8_t *k, const ctb_ec_gtab *g,
	const ctb_ec_curve *c);

#endif
