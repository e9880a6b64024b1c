/*
 * ctb_ec: field identities on edge values, the RFC 5903 known answers for
 * P-256 and P-384, the scalar's range, and every peer-point refusal.
 *
 * Few scalar multiplications, because the runner runs under QEMU for
 * every target and variant, and one multiplication costs hundreds of
 * field operations: per curve one public key and one shared secret (the
 * RFC's other public key as the peer, so no multiplication makes it), and
 * 1 * G on P-256, (n - 1) * G on P-384, P-384's exceptional shared secret,
 * the complete ladder against the signed windows once (P-256),
 * and the comb's edge scalars (nine per curve, each a public key and a
 * complete-formula ladder). Every refusal returns before ctb_ec_mul runs,
 * and the complete-formula cases use no multiplication by a scalar, so
 * those stay exhaustive.
 */
#include <string.h>

#include "ctb_ct.h"
#include "ctb_ec.h"
#include "ctb_test.h"
#include "../src/ec_internal.h"

/* Big-endian hex (no separators) to bytes; test data only. */
static void
unhex(uint8_t *dst, const char *hex, size_t len)
{
	size_t i;

	for (i = 0; i < 2 * len; i++) {
		char ch = hex[i];
		uint8_t v = (uint8_t)(ch <= '9' ? ch - '0' : (ch | 0x20) - 'a' + 10);

		dst[i / 2] = (uint8_t)(i & 1 ? dst[i / 2] | v : v << 4);
	}
}

/* r = a - b, big-endian, len bytes (test data only: p - y). */
static void
be_sub(uint8_t *r, const uint8_t *a, const uint8_t *b, size_t len)
{
	int borrow = 0;
	size_t i;

	for (i = len; i-- > 0;) {
		int d = (int)a[i] - (int)b[i] - borrow;

		borrow = d < 0;
		r[i] = (uint8_t)d;
	}
}

static void
check_bytes(const char *what, const uint8_t *got, const uint8_t *want, size_t len)
{
	/* Through the limb checker so a failure prints both values. */
	uint32_t g[32], w[32];
	size_t i;

	memset(g, 0, sizeof g);
	memset(w, 0, sizeof w);
	for (i = 0; i < len; i++) {
		g[i / 4] |= (uint32_t)got[i] << (8 * (3 - i % 4));
		w[i / 4] |= (uint32_t)want[i] << (8 * (3 - i % 4));
	}
	CTB_CHECK_LIMBS(what, g, w, (len + 3) / 4);
}

/* --- Field ------------------------------------------------------------- */

static void
field_edges_on(const ctb_ec_curve *c)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs;
	uint32_t zero[CTB_EC_MAX_LIMBS] = { 0 }, one[CTB_EC_MAX_LIMBS] = { 1 };
	uint32_t pm1[CTB_EC_MAX_LIMBS], pm2[CTB_EC_MAX_LIMBS], two[CTB_EC_MAX_LIMBS] = { 2 };
	uint32_t a[CTB_EC_MAX_LIMBS], b[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	uint8_t bytes[48];

	memcpy(pm1, fp->m, n * 4);
	pm1[0] -= 1;
	memcpy(pm2, fp->m, n * 4);
	pm2[0] -= 2;

	/* Montgomery round trips at 0, 1, p - 1. */
	ctb_ec_fe_to_mont(a, zero, fp);
	CTB_CHECK_LIMBS("to_mont(0)", a, zero, n);
	ctb_ec_fe_to_mont(a, one, fp);
	CTB_CHECK_LIMBS("to_mont(1) == R mod p", a, fp->one, n);
	ctb_ec_fe_from_mont(a, a, fp);
	CTB_CHECK_LIMBS("from_mont(to_mont(1))", a, one, n);
	ctb_ec_fe_to_mont(a, pm1, fp);
	ctb_ec_fe_from_mont(a, a, fp);
	CTB_CHECK_LIMBS("round trip p - 1", a, pm1, n);

	/* (p - 1)^2 = 1: the largest product, every final subtraction. */
	ctb_ec_fe_to_mont(a, pm1, fp);
	ctb_ec_fe_mul(a, a, a, fp);
	CTB_CHECK_LIMBS("(-1)^2 == 1", a, fp->one, n);

	/* Add and sub wrap at p. */
	ctb_ec_fe_add(a, pm1, one, fp);
	CTB_CHECK_LIMBS("(p - 1) + 1 == 0", a, zero, n);
	ctb_ec_fe_add(a, pm1, pm1, fp);
	CTB_CHECK_LIMBS("(p - 1) + (p - 1) == p - 2", a, pm2, n);
	ctb_ec_fe_sub(a, zero, one, fp);
	CTB_CHECK_LIMBS("0 - 1 == p - 1", a, pm1, n);
	ctb_ec_fe_sub(a, one, pm1, fp);
	CTB_CHECK_LIMBS("1 - (p - 1) == 2", a, two, n);
	ctb_ec_fe_sub(a, pm1, pm1, fp);
	CTB_CHECK_LIMBS("(p - 1) - (p - 1) == 0", a, zero, n);

	/* Inversion: 2 * 2^-1 == 1, (-1)^-1 == -1, 0^-1 == 0. */
	ctb_ec_fe_to_mont(a, two, fp);
	ctb_ec_fe_inv(b, a, fp);
	ctb_ec_fe_mul(t, a, b, fp);
	CTB_CHECK_LIMBS("2 * inv(2) == 1", t, fp->one, n);
	ctb_ec_fe_to_mont(a, pm1, fp);
	ctb_ec_fe_inv(b, a, fp);
	CTB_CHECK_LIMBS("inv(-1) == -1", b, a, n);
	ctb_ec_fe_inv(b, zero, fp);
	CTB_CHECK_LIMBS("inv(0) == 0", b, zero, n);

	/* Decoding: p - 1 is in range; p and 2^(32n) - 1 are not. */
	ctb_ec_fe_encode(bytes, pm1, n);
	CTB_CHECK_U64(ctb_ec_fe_decode(a, bytes, fp), 0xffffffffu);
	CTB_CHECK_LIMBS("decode(encode(p - 1))", a, pm1, n);
	ctb_ec_fe_encode(bytes, fp->m, n);
	CTB_CHECK_U64(ctb_ec_fe_decode(a, bytes, fp), 0);
	memset(bytes, 0xff, sizeof bytes);
	CTB_CHECK_U64(ctb_ec_fe_decode(a, bytes, fp), 0);

	/* G is on the curve, in the stored Montgomery form. */
	CTB_CHECK_U64(ctb_ec_point_on_curve(c->gx, c->gy, c), 0xffffffffu);
}

static void
field_edges_p256(void)
{
	field_edges_on(&ctb_ec_p256);
}

static void
field_edges_p384(void)
{
	field_edges_on(&ctb_ec_p384);
}

/* --- Points: the complete formulas at the identity and at P + P -------- */

static void
points_complete(void)
{
	const ctb_ec_curve *c = &ctb_ec_p256;
	size_t n = c->limbs;
	uint32_t O[3 * CTB_EC_MAX_LIMBS], G[3 * CTB_EC_MAX_LIMBS], R[3 * CTB_EC_MAX_LIMBS];
	uint32_t D[3 * CTB_EC_MAX_LIMBS], zi[CTB_EC_MAX_LIMBS], x1[CTB_EC_MAX_LIMBS];
	uint32_t x2[CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };

	memset(O, 0, sizeof O);
	memcpy(O + n, c->p.one, n * 4);
	memcpy(G, c->gx, n * 4);
	memcpy(G + n, c->gy, n * 4);
	memcpy(G + 2 * n, c->p.one, n * 4);

	/* O + G == G (Z stays 1 here, so the coordinates compare directly
	 * after scaling by Z^-1). */
	ctb_ec_point_add(R, O, G, c);
	ctb_ec_fe_inv(zi, R + 2 * n, &c->p);
	ctb_ec_fe_mul(x1, R, zi, &c->p);
	CTB_CHECK_LIMBS("O + G == G (x)", x1, c->gx, n);
	/* O + O and 2 * O are the identity. */
	ctb_ec_point_add(R, O, O, c);
	CTB_CHECK_LIMBS("O + O has Z = 0", R + 2 * n, zero, n);
	ctb_ec_point_double(R, O, c);
	CTB_CHECK_LIMBS("2O has Z = 0", R + 2 * n, zero, n);
	/* G + G (the addition with equal inputs) == 2G (the doubling). */
	ctb_ec_point_add(R, G, G, c);
	ctb_ec_point_double(D, G, c);
	ctb_ec_fe_inv(zi, R + 2 * n, &c->p);
	ctb_ec_fe_mul(x1, R, zi, &c->p);
	ctb_ec_fe_inv(zi, D + 2 * n, &c->p);
	ctb_ec_fe_mul(x2, D, zi, &c->p);
	CTB_CHECK_LIMBS("G + G == 2G (x)", x1, x2, n);
	/* G + (-G) is the identity. */
	memcpy(R, G, sizeof G);
	ctb_ec_fe_sub(R + n, zero, G + n, &c->p);
	ctb_ec_point_add(R, G, R, c);
	CTB_CHECK_LIMBS("G + (-G) has Z = 0", R + 2 * n, zero, n);
}

/* --- The Jacobian formulas of the signed windows (point_jdouble.c,
 * point_jadd_affine.c, point_jzaddu.c) against the complete projective
 * ones, on G and its small multiples, P-256: 2G, 3G by mixed and by co-Z
 * addition, the identity doubled, and the two cases the mixed addition
 * does not handle, reported by its mask. ---------------------------------- */

/* x, y (affine, Montgomery) of a Jacobian point */
static void
jac_affine(uint32_t *x, uint32_t *y, const uint32_t *J, const ctb_ec_curve *c)
{
	size_t n = c->limbs;
	uint32_t zi[CTB_EC_MAX_LIMBS], z2[CTB_EC_MAX_LIMBS];

	ctb_ec_fe_inv(zi, J + 2 * n, &c->p);
	ctb_ec_fe_sqr(z2, zi, &c->p);
	ctb_ec_fe_mul(x, J, z2, &c->p);
	ctb_ec_fe_mul(z2, z2, zi, &c->p);
	ctb_ec_fe_mul(y, J + n, z2, &c->p);
}

/* x, y (affine, Montgomery) of a projective point */
static void
proj_affine(uint32_t *x, uint32_t *y, const uint32_t *P, const ctb_ec_curve *c)
{
	size_t n = c->limbs;
	uint32_t zi[CTB_EC_MAX_LIMBS];

	ctb_ec_fe_inv(zi, P + 2 * n, &c->p);
	ctb_ec_fe_mul(x, P, zi, &c->p);
	ctb_ec_fe_mul(y, P + n, zi, &c->p);
}

static void
points_jacobian(void)
{
	const ctb_ec_curve *c = &ctb_ec_p256;
	size_t n = c->limbs;
	uint32_t G[3 * CTB_EC_MAX_LIMBS], J[3 * CTB_EC_MAX_LIMBS], K[3 * CTB_EC_MAX_LIMBS];
	uint32_t P2[3 * CTB_EC_MAX_LIMBS], P3[3 * CTB_EC_MAX_LIMBS], A[2 * CTB_EC_MAX_LIMBS];
	uint32_t x1[CTB_EC_MAX_LIMBS], y1[CTB_EC_MAX_LIMBS], x2[CTB_EC_MAX_LIMBS];
	uint32_t y2[CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };

	memcpy(G, c->gx, n * 4);
	memcpy(G + n, c->gy, n * 4);
	memcpy(G + 2 * n, c->p.one, n * 4);
	memcpy(A, G, 2 * n * 4);
	ctb_ec_point_double(P2, G, c);
	ctb_ec_point_add(P3, P2, G, c);

	/* 2G */
	ctb_ec_jpoint_double(J, G, c);
	jac_affine(x1, y1, J, c);
	proj_affine(x2, y2, P2, c);
	CTB_CHECK_LIMBS("jdouble(G) == 2G (x)", x1, x2, n);
	CTB_CHECK_LIMBS("jdouble(G) == 2G (y)", y1, y2, n);
	/* 3G = 2G + G, mixed */
	CTB_CHECK_U64(ctb_ec_jpoint_add_affine(K, J, A, c), 0);
	jac_affine(x1, y1, K, c);
	proj_affine(x2, y2, P3, c);
	CTB_CHECK_LIMBS("jadd_affine(2G, G) == 3G (x)", x1, x2, n);
	CTB_CHECK_LIMBS("jadd_affine(2G, G) == 3G (y)", y1, y2, n);
	/* 3G by co-Z: G brought to 2G's Z (x Z^2, y Z^3), then zaddu(2G, G) */
	ctb_ec_fe_sqr(x1, J + 2 * n, &c->p);
	ctb_ec_fe_mul(K, G, x1, &c->p);
	ctb_ec_fe_mul(x1, x1, J + 2 * n, &c->p);
	ctb_ec_fe_mul(K + n, G + n, x1, &c->p);
	memcpy(K + 2 * n, J + 2 * n, n * 4);
	ctb_ec_jpoint_zaddu(P2, J, K, c);
	jac_affine(x1, y1, P2, c);
	CTB_CHECK_LIMBS("zaddu(2G, G) == 3G (x)", x1, x2, n);
	CTB_CHECK_LIMBS("zaddu(2G, G) == 3G (y)", y1, y2, n);
	/* ... and 2G again, at 3G's Z */
	CTB_CHECK_LIMBS("zaddu leaves p at r's Z", J + 2 * n, P2 + 2 * n, n);
	jac_affine(x1, y1, J, c);
	proj_affine(x2, y2, P3, c);   /* P3 is still 3G; compare 2G via G + G */
	ctb_ec_jpoint_double(K, G, c);
	jac_affine(x2, y2, K, c);
	CTB_CHECK_LIMBS("zaddu's p is still 2G (x)", x1, x2, n);
	CTB_CHECK_LIMBS("zaddu's p is still 2G (y)", y1, y2, n);
	/* the identity doubles to the identity */
	memset(K, 0, sizeof K);
	memcpy(K, c->p.one, n * 4);
	memcpy(K + n, c->p.one, n * 4);
	ctb_ec_jpoint_double(J, K, c);
	CTB_CHECK_LIMBS("jdouble(O) has Z = 0", J + 2 * n, zero, n);
	/* G + G: the mask says so; G + (-G): no mask, the identity */
	CTB_CHECK_U64(ctb_ec_jpoint_add_affine(J, G, A, c), 0xffffffffu);
	ctb_ec_fe_sub(A + n, zero, G + n, &c->p);
	CTB_CHECK_U64(ctb_ec_jpoint_add_affine(J, G, A, c), 0);
	CTB_CHECK_LIMBS("jadd_affine(G, -G) has Z = 0", J + 2 * n, zero, n);
}

/* --- Known answers: RFC 5903 section 8.1 (P-256) and 8.2 (P-384) ---------
 * i and r are the initiator's and responder's private keys, gi = i * G and
 * gr = r * G their public keys, and the shared secret is the x of i * gr. */

typedef struct kat {
	int curve;
	const char *i, *gix, *giy, *r, *grx, *gry, *girx;
} kat;

static const kat rfc5903[] = {
	{ CTB_EC_P256,  /* RFC 5903 section 8.1 */
	  "C88F01F510D9AC3F70A292DAA2316DE544E9AAB8AFE84049C62A9C57862D1433",
	  "DAD0B65394221CF9B051E1FECA5787D098DFE637FC90B9EF945D0C3772581180",
	  "5271A0461CDB8252D61F1C456FA3E59AB1F45B33ACCF5F58389E0577B8990BB3",
	  "C6EF9C5D78AE012A011164ACB397CE2088685D8F06BF9BE0B283AB46476BEE53",
	  "D12DFB5289C8D4F81208B70270398C342296970A0BCCB74C736FC7554494BF63",
	  "56FBF3CA366CC23E8157854C13C58D6AAC23F046ADA30F8353E74F33039872AB",
	  "D6840F6B42F6EDAFD13116E0E12565202FEF8E9ECE7DCE03812464D04B9442DE" },
	{ CTB_EC_P384,  /* RFC 5903 section 8.2 */
	  "099F3C7034D4A2C699884D73A375A67F7624EF7C6B3C0F16"
	  "0647B67414DCE655E35B538041E649EE3FAEF896783AB194",
	  "667842D7D180AC2CDE6F74F37551F55755C7645C20EF73E3"
	  "1634FE72B4C55EE6DE3AC808ACB4BDB4C88732AEE95F41AA",
	  "9482ED1FC0EEB9CAFC4984625CCFC23F65032149E0E144AD"
	  "A024181535A0F38EEB9FCFF3C2C947DAE69B4C634573A81C",
	  "41CB0779B4BDB85D47846725FBEC3C9430FAB46CC8DC5060"
	  "855CC9BDA0AA2942E0308312916B8ED2960E4BD55A7448FC",
	  "E558DBEF53EECDE3D3FCCFC1AEA08A89A987475D12FD950D"
	  "83CFA41732BC509D0D1AC43A0336DEF96FDA41D0774A3571",
	  "DCFBEC7AACF3196472169E838430367F66EEBE3C6E70C416"
	  "DD5F0C68759DD1FFF83FA40142209DFF5EAAD96DB9E6386C",
	  "11187331C279962D93D604243FD592CB9D0A926F422E4718"
	  "7521287E7156C5C4D603135569B9E9D09CF5D4A270F59746" },
};

static void
kat_run(const kat *v)
{
	size_t sz = ctb_ec_size(v->curve);
	uint8_t i[48], gi[97], gr[97], pub[97], want[48], z[48];

	/* r itself is not used: gr = r * G is the peer, as given. */
	unhex(i, v->i, sz);
	gi[0] = gr[0] = 0x04;
	unhex(gi + 1, v->gix, sz);
	unhex(gi + 1 + sz, v->giy, sz);
	unhex(gr + 1, v->grx, sz);
	unhex(gr + 1 + sz, v->gry, sz);
	unhex(want, v->girx, sz);

	CTB_CHECK_U64(ctb_ec_public_key(v->curve, i, pub), CTB_EC_OK);
	check_bytes("public_key(i) == gi", pub, gi, 1 + 2 * sz);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, gr, 1 + 2 * sz, z), CTB_EC_OK);
	check_bytes("shared(i, gr) == girx", z, want, sz);
}

static void
kat_p256(void)
{
	kat_run(&rfc5903[0]);
}

static void
kat_p384(void)
{
	kat_run(&rfc5903[1]);
}

/* --- Scalars at the ends of [1, n): 1 * G == G (P-256), (n - 1) * G == -G
 * (P-384), and 0, n, 2^(8 sz) - 1 refused on both ----------------------- */

static void
scalar_ends_on(int curve)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	size_t sz = c->bytes, n = c->limbs;
	uint8_t k[48], pub[97], g[97], p[48], zero[48];
	uint32_t t[CTB_EC_MAX_LIMBS];

	/* G, plain, as 04 || x || y. */
	g[0] = 0x04;
	ctb_ec_fe_from_mont(t, c->gx, &c->p);
	ctb_ec_fe_encode(g + 1, t, n);
	ctb_ec_fe_from_mont(t, c->gy, &c->p);
	ctb_ec_fe_encode(g + 1 + sz, t, n);

	if (curve == CTB_EC_P256) {
		/* All windows zero but the last: the identity all the way. */
		memset(k, 0, sz);
		k[sz - 1] = 1;
		CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_OK);
		check_bytes("public_key(1) == G", pub, g, 1 + 2 * sz);
	} else {
		/* The largest scalar: its last addition is Q + G = -G. */
		ctb_ec_fe_encode(k, c->n.m, n);
		k[sz - 1] -= 1;   /* n is odd: no borrow */
		CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_OK);
		ctb_ec_fe_encode(p, c->p.m, n);
		be_sub(g + 1 + sz, p, g + 1 + sz, sz);
		check_bytes("public_key(n - 1) == -G", pub, g, 1 + 2 * sz);
	}

	/* 0, n and 2^(8 sz) - 1 are refused, and the output is zeroed. */
	memset(zero, 0, sizeof zero);
	memset(k, 0, sz);
	CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_BAD_SCALAR);
	check_bytes("refused: out zeroed", pub + 1, zero, sz);
	ctb_ec_fe_encode(k, c->n.m, n);
	CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_BAD_SCALAR);
	memset(k, 0xff, sz);
	CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_BAD_SCALAR);
}

static void
scalar_ends_p256(void)
{
	scalar_ends_on(CTB_EC_P256);
}

static void
scalar_ends_p384(void)
{
	scalar_ends_on(CTB_EC_P384);
}

/* --- Refusals: each check its own code, before any multiplication ------ */

static void
refusals_on(const kat *v)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(v->curve);
	size_t sz = c->bytes, len = 1 + 2 * sz;
	uint8_t i[48], gr[97], bad[97], z[48], p[48];

	unhex(i, v->i, sz);
	gr[0] = 0x04;
	unhex(gr + 1, v->grx, sz);
	unhex(gr + 1 + sz, v->gry, sz);
	ctb_ec_fe_encode(p, c->p.m, c->limbs);

	/* Scalar 0 and n, with a good peer. */
	memset(bad, 0, sz);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, bad, gr, len, z), CTB_EC_BAD_SCALAR);
	ctb_ec_fe_encode(bad, c->n.m, c->limbs);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, bad, gr, len, z), CTB_EC_BAD_SCALAR);

	/* Format: compressed prefix, wrong length, infinity's lone 00. */
	memcpy(bad, gr, len);
	bad[0] = 0x02;
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, len, z), CTB_EC_BAD_POINT_FORMAT);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, gr, len - 1, z), CTB_EC_BAD_POINT_FORMAT);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, gr, 1 + sz, z), CTB_EC_BAD_POINT_FORMAT);
	bad[0] = 0x00;
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, 1, z), CTB_EC_BAD_POINT_FORMAT);

	/* Coordinates: x = p, and y = p + y mod 2^(8 sz) when that fits. */
	memcpy(bad, gr, len);
	memcpy(bad + 1, p, sz);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, len, z), CTB_EC_BAD_COORDINATE);
	memcpy(bad, gr, len);
	memset(bad + 1 + sz, 0xff, sz);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, len, z), CTB_EC_BAD_COORDINATE);

	/* Off the curve: y's last bit flipped; and (0, 0). */
	memcpy(bad, gr, len);
	bad[len - 1] ^= 1;
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, len, z), CTB_EC_NOT_ON_CURVE);
	memset(bad + 1, 0, 2 * sz);
	CTB_CHECK_U64(ctb_ec_shared(v->curve, i, bad, len, z), CTB_EC_NOT_ON_CURVE);

	/* An unknown curve. */
	CTB_CHECK_U64(ctb_ec_shared(0, i, gr, len, z), CTB_EC_BAD_CURVE);
	CTB_CHECK_U64(ctb_ec_public_key(3, i, bad), CTB_EC_BAD_CURVE);
	CTB_CHECK_U64(ctb_ec_size(3), 0);
}

static void
refusals(void)
{
	refusals_on(&rfc5903[0]);
	refusals_on(&rfc5903[1]);
}

/*
 * Off the curve by a multiple of 2^64 in Montgomery form: (Gx, y) with
 * y^2 R - (Gx^3 - 3 Gx + b) R = 3 * 2^64 (P-256) and 2^64 (P-384), both
 * sides below p, so the two sides agree on their low 64 bits. A curve check
 * that compares only the lowest limb (32 or 64 bits) takes it; the
 * mutant "on-curve-first-limb" (mutants.toml) did. Made with Python's pow
 * (p = 3 mod 4: the square root is t^((p + 1) / 4)).
 */
static void
off_curve_low_limbs_equal(void)
{
	static const struct {
		int curve;
		const char *x, *y;
	} pts[] = {
		{ CTB_EC_P256, "6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296",
		  "21def479863d20c9adbad7284e190636da93c836fcdb978c6eabee8e79bc79a6" },
		{ CTB_EC_P384, "aa87ca22be8b05378eb1c71ef320ad746e1d3b628ba79b9859f741e082542a38"
		  "5502f25dbf55296c3a545e3872760ab7",
		  "8467156f227b632aea770d2b610b7f434efde11d2ba4eeb8fc4b817fbca706b1"
		  "2dcd852dccdcaeb9831f0d38b9fc4bbb" },
	};
	uint8_t peer[97], k[48], z[48];
	size_t i, sz;

	for (i = 0; i < sizeof pts / sizeof pts[0]; i++) {
		sz = ctb_ec_size(pts[i].curve);
		peer[0] = 0x04;
		unhex(peer + 1, pts[i].x, sz);
		unhex(peer + 1 + sz, pts[i].y, sz);
		memset(k, 0, sz);
		k[sz - 1] = 1;
		CTB_CHECK_U64(ctb_ec_shared(pts[i].curve, k, peer, 1 + 2 * sz, z),
			CTB_EC_NOT_ON_CURVE);
	}
}

/* --- The one exceptional addition of the signed windows (ec_mul.c,
 * docs/ec.md): on P-384, k = 38 is made odd as n - 38, whose last digit is
 * -19, and the last addition meets equal operands; the masked doubling
 * must give cryptography's answer (tests/vectors/ecdh_edge_scalars_test.json,
 * tcId 115; n - 38 is the next one there). ----------------------- */

static void
exceptional_p384(void)
{
	static const char *const px =
	  "00381d73fa6307f041e3241b417d5a76c0ff3bd8afeaf2a5"
	  "92baabe10876baef4e0e51f16176bd13cfeb13494a9c6ad0";
	static const char *const py =
	  "c632aeb94c6a171cc0ba3abd9d7c5623754d21eadd61eb1e"
	  "d3274a267310e7d227925555b4613f537a3174837bd5a0a4";
	static const char *const want_x =
	  "25b1afd14e72e1b0bd5c124dfbcdf1b873aea262ec8a25e4"
	  "29745a0b42c7e9d73d40fddbf38351d1a2ddb4e749ab0744";
	uint8_t k[48], peer[97], want[48], z[48];

	memset(k, 0, sizeof k);
	k[47] = 38;
	peer[0] = 0x04;
	unhex(peer + 1, px, 48);
	unhex(peer + 49, py, 48);
	unhex(want, want_x, 48);
	CTB_CHECK_U64(ctb_ec_shared(CTB_EC_P384, k, peer, sizeof peer, z), CTB_EC_OK);
	check_bytes("shared(38, Q) == cryptography's", z, want, 48);
}

/* --- The `ctb-complete` variant's ladder (ec_mul_complete.c) agrees with
 * the signed windows (ec_mul.c) on P-256: RFC 5903's initiator key, whose
 * 4-bit windows include zeros and every nibble order matters, times the
 * responder's public key (the unit tests run the default build, so this is
 * what checks the variant's code and kills its mutants). ------------------ */

static void
mul_complete_agrees(void)
{
	const kat *v = &rfc5903[0];
	const ctb_ec_curve *c = &ctb_ec_p256;
	size_t n = c->limbs;
	uint8_t k[32], gr[65], z[32];
	uint32_t xy[2 * CTB_EC_MAX_LIMBS], r[2 * CTB_EC_MAX_LIMBS], x[CTB_EC_MAX_LIMBS];

	unhex(k, v->i, 32);
	gr[0] = 0x04;
	unhex(gr + 1, v->grx, 32);
	unhex(gr + 33, v->gry, 32);
	CTB_CHECK_U64(ctb_ec_peer_decode(xy, gr, sizeof gr, c), CTB_EC_OK);
	CTB_CHECK_U64(ctb_ec_mul_complete(r, k, xy, c), 0xffffffffu);
	CTB_CHECK_U64(ctb_ec_mul(x, k, xy, c), 0xffffffffu);
	CTB_CHECK_LIMBS("complete ladder's x == signed windows' x", r, x, n);
	ctb_ec_fe_encode(z, r, n);
	unhex(k, v->girx, 32);
	check_bytes("complete ladder's x == RFC 5903's", z, k, 32);
}

/* --- The comb's edges (ec_mul_gen.c, docs/ec.md "k * G"): the mixed
 * addition is not complete, and the comb relies on its accumulator being
 * either the identity (replaced by the entry, by mask) or a point other
 * than +-entry. Scalars that keep the accumulator at the identity long, put
 * every bit in one column or in one table, or are dense at either end of
 * [1, n), each against the complete-formula ladder (ec_mul_complete.c, a
 * different algorithm on different formulas). ------------------------- */

/* k (sz bytes, big-endian) |= 2^b */
static void
set_bit(uint8_t *k, size_t sz, size_t b)
{
	k[sz - 1 - b / 8] |= (uint8_t)(1u << (b % 8));
}

static void
comb_edge(const ctb_ec_curve *c, int curve, const uint8_t *k, const char *what)
{
	size_t sz = c->bytes, n = c->limbs;
	uint32_t G[2 * CTB_EC_MAX_LIMBS], r[2 * CTB_EC_MAX_LIMBS];
	uint8_t pub[97], want[97];

	memcpy(G, c->gx, n * sizeof(uint32_t));
	memcpy(G + n, c->gy, n * sizeof(uint32_t));
	CTB_CHECK_U64(ctb_ec_mul_complete(r, k, G, c), 0xffffffffu);
	want[0] = 0x04;
	ctb_ec_fe_encode(want + 1, r, n);
	ctb_ec_fe_encode(want + 1 + sz, r + n, n);
	CTB_CHECK_U64(ctb_ec_public_key(curve, k, pub), CTB_EC_OK);
	check_bytes(what, pub, want, 1 + 2 * sz);
}

static void
comb_edges_on(int curve)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(curve);
	const ctb_ec_gtab *g = ctb_ec_gtab_get(c);
	size_t sz = c->bytes, d = g->spacing, v = g->tables, L = 8 * sz, b;
	uint8_t k[48];

	/* 1 and n - 1 on the curve scalar_ends does not run them on */
	memset(k, 0, sz);
	ctb_ec_fe_encode(k, c->n.m, c->limbs);
	if (curve == CTB_EC_P256) {
		k[sz - 1] -= 1;   /* n is odd: no borrow */
		comb_edge(c, curve, k, "comb: n - 1");
	} else {
		memset(k, 0, sz);
		k[sz - 1] = 1;
		comb_edge(c, curve, k, "comb: 1");
	}
	memset(k, 0, sz);
	k[sz - 1] = 2;
	comb_edge(c, curve, k, "comb: 2 (column 1, table 0)");
	ctb_ec_fe_encode(k, c->n.m, c->limbs);
	k[sz - 1] -= 2;
	comb_edge(c, curve, k, "comb: n - 2");
	/* one bit: the first addition of all (top column, last table, top
	 * tooth), then only doublings; and the last addition of all (column 0,
	 * the same row), the identity until then */
	memset(k, 0, sz);
	set_bit(k, sz, L - 1);
	comb_edge(c, curve, k, "comb: 2^(L-1)");
	memset(k, 0, sz);
	set_bit(k, sz, d * (4 * v - 1));
	comb_edge(c, curve, k, "comb: 2^(d (4V - 1))");
	/* every bit of one column: index 15 in every table, in that column
	 * only */
	memset(k, 0, sz);
	for (b = 0; b < L; b += d) {
		set_bit(k, sz, b);
	}
	comb_edge(c, curve, k, "comb: column 0");
	memset(k, 0, sz);
	for (b = d - 1; b < L; b += d) {
		set_bit(k, sz, b);
	}
	comb_edge(c, curve, k, "comb: column d - 1");
	/* every bit of one table: index 15 there in every column, 0 elsewhere */
	memset(k, 0, sz);
	for (b = 0; b < 4 * d; b++) {
		set_bit(k, sz, b);
	}
	comb_edge(c, curve, k, "comb: table 0");
	memset(k, 0, sz);
	for (b = L - 4 * d; b < L; b++) {
		set_bit(k, sz, b);
	}
	comb_edge(c, curve, k, "comb: table V - 1");
}

static void
comb_edges_p256(void)
{
	comb_edges_on(CTB_EC_P256);
}

static void
comb_edges_p384(void)
{
	comb_edges_on(CTB_EC_P384);
}

static const ctb_test tests[] = {
	{ "field_edges_p256", field_edges_p256 },
	{ "field_edges_p384", field_edges_p384 },
	{ "points_complete", points_complete },
	{ "points_jacobian", points_jacobian },
	{ "refusals", refusals },
	{ "off_curve_low_limbs_equal", off_curve_low_limbs_equal },
	{ "scalar_ends_p256", scalar_ends_p256 },
	{ "scalar_ends_p384", scalar_ends_p384 },
	{ "kat_p256", kat_p256 },
	{ "kat_p384", kat_p384 },
	{ "exceptional_p384", exceptional_p384 },
	{ "mul_complete_agrees", mul_complete_agrees },
	{ "comb_edges_p256", comb_edges_p256 },
	{ "comb_edges_p384", comb_edges_p384 },
};

CTB_SUITE(ctb_suite_test_ec, tests);
