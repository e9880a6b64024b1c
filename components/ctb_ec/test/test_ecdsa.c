/*
 * ctb_ec_ecdsa_verify: RFC 6979's known answers, a long digest cut to n's
 * length and a short one, each refusal code, and signatures that are well
 * formed but wrong (a changed digest, s changed, r = n - 1, s = n - 1),
 * and the exceptional cases of the variable-time formulas.
 *
 * Every verification costs about one and a half scalar multiplications and
 * runs under QEMU for every target and variant, so there are eleven in all;
 * every refusal returns before the multiplication, so those are exhaustive.
 */
#include <string.h>

#include "ctb_ec.h"
#include "ctb_test.h"
#include "../src/ec_internal.h"

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

/*
 * RFC 6979 A.2.5 (P-256) and A.2.6 (P-384): the public key U and the
 * signatures of the message "sample". The digests are SHA-256("sample")
 * and SHA-384("sample"), plus SHA-512 for P-256 and SHA-1 for P-384 (the
 * RFC's signatures with those hashes), computed with Python's hashlib.
 */
typedef struct sig_kat {
	int curve;
	const char *ux, *uy;
	const char *hash;   /* hex, any length */
	const char *r, *s;
} sig_kat;

static const sig_kat rfc6979[] = {
	{ CTB_EC_P256,  /* A.2.5, SHA-256 */
	  "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
	  "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
	  "af2bdbe1aa9b6ec1e2ade1d694f41fc71a831d0268e9891562113d8a62add1bf",
	  "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
	  "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8" },
	{ CTB_EC_P384,  /* A.2.6, SHA-384 */
	  "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E"
	  "06AAE5286B300C64DEF8F0EA9055866064A254515480BC13",
	  "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9"
	  "F54CA84B3F1C9DB1288B231C3AE0D4FE7344FD2533264720",
	  "9a9083505bc92276aec4be312696ef7bf3bf603f4bbd3811"
	  "96a029f340585312313bca4a9b5b890efee42c77b1ee25fe",
	  "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA7"
	  "3D64C4EA95AD133C81A648152E44ACF96E36DD1E80FABE46",
	  "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526"
	  "203B6351D0A3A94FA329C145786E679E7B82C71A38628AC8" },
	{ CTB_EC_P256,  /* A.2.5, SHA-512: 64 bytes, the first 32 used */
	  "60FED4BA255A9D31C961EB74C6356D68C049B8923B61FA6CE669622E60F29FB6",
	  "7903FE1008B8BC99A41AE9E95628BC64F2F1B20C2D7E9F5177A3C294D4462299",
	  "39a5e04aaff7455d9850c605364f514c11324ce64016960d23d5dc57d3ffd8f4"
	  "9a739468ab8049bf18eef820cdb1ad6c9015f838556bc7fad4138b23fdf986c7",
	  "8496A60B5E9B47C825488827E0495B0E3FA109EC4568FD3F8D1097678EB97F00",
	  "2362AB1ADBE2B8ADF9CB9EDAB740EA6049C028114F2460F96554F61FAE3302FE" },
	{ CTB_EC_P384,  /* A.2.6, SHA-1: 20 bytes, taken whole */
	  "EC3A4E415B4E19A4568618029F427FA5DA9A8BC4AE92E02E"
	  "06AAE5286B300C64DEF8F0EA9055866064A254515480BC13",
	  "8015D9B72D7D57244EA8EF9AC0C621896708A59367F9DFB9"
	  "F54CA84B3F1C9DB1288B231C3AE0D4FE7344FD2533264720",
	  "8151325dcdbae9e0ff95f9f9658432dbedfdb209",
	  "EC748D839243D6FBEF4FC5C4859A7DFFD7F3ABDDF7201454"
	  "0C16D73309834FA37B9BA002899F6FDA3A4A9386790D4EB2",
	  "A3BCFA947BEEF4732BF247AC17F71676CB31A847B9FF0CBC"
	  "9C9ED4C1A5B3FACF26F49CA031D4857570CCB5CA4424A443" },
};

/* A vector decoded: the key, the digest, the signature r || s. */
typedef struct sig_case {
	int curve;
	size_t sz, pub_len, hash_len;
	uint8_t pub[97], hash[64], sig[96];
} sig_case;

static void
load(sig_case *t, const sig_kat *v)
{
	t->curve = v->curve;
	t->sz = ctb_ec_size(v->curve);
	t->pub_len = 1 + 2 * t->sz;
	t->hash_len = strlen(v->hash) / 2;
	t->pub[0] = 0x04;
	unhex(t->pub + 1, v->ux, t->sz);
	unhex(t->pub + 1 + t->sz, v->uy, t->sz);
	unhex(t->hash, v->hash, t->hash_len);
	unhex(t->sig, v->r, t->sz);
	unhex(t->sig + t->sz, v->s, t->sz);
}

static int
verify(const sig_case *t)
{
	return ctb_ec_ecdsa_verify(t->curve, t->pub, t->pub_len, t->hash, t->hash_len,
		t->sig, 2 * t->sz);
}

/* n - 1, or n, or n + 1 (t->sz bytes, big-endian) into dst. */
static void
n_plus(uint8_t *dst, const sig_case *t, int delta)
{
	const ctb_ec_curve *c = ctb_ec_curve_get(t->curve);
	uint32_t v[CTB_EC_MAX_LIMBS];
	size_t j;

	for (j = 0; j < c->limbs; j++) {
		v[j] = c->n.m[j];
	}
	v[0] = (uint32_t)((int64_t)v[0] + delta);   /* n's low limb is far from 0 and 2^32 */
	ctb_ec_fe_encode(dst, v, c->limbs);
}

static void
kat_p256(void)
{
	sig_case t;

	load(&t, &rfc6979[0]);
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
}

static void
kat_p384(void)
{
	sig_case t;

	load(&t, &rfc6979[1]);
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
}

/* SHA-512 on P-256: only the leftmost 256 bits count, so the same
 * signature must still verify with the digest's tail changed (that costs
 * nothing: both run the same e). SHA-1 on P-384: a digest shorter than n. */
static void
digest_lengths(void)
{
	sig_case t;

	load(&t, &rfc6979[2]);
	t.hash[63] ^= 0x80;
	t.hash[32] ^= 0x01;
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
	load(&t, &rfc6979[3]);
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
}

/* Well formed, in range, wrong: each is CTB_EC_BAD_SIGNATURE. */
static void
wrong_signatures(void)
{
	sig_case t;

	load(&t, &rfc6979[0]);
	t.hash[0] ^= 0x01;                         /* the digest's first bit that counts */
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_SIGNATURE);
	load(&t, &rfc6979[0]);
	n_plus(t.sig, &t, -1);                     /* r = n - 1, the largest r */
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_SIGNATURE);
	load(&t, &rfc6979[1]);
	t.sig[2 * t.sz - 1] ^= 0x01;               /* s's last bit */
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_SIGNATURE);
	load(&t, &rfc6979[1]);
	n_plus(t.sig + t.sz, &t, -1);              /* s = n - 1, the largest s */
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_SIGNATURE);
}

/*
 * The exceptional cases of the variable-time Jacobian formulas, which
 * random signatures essentially never reach. With the key Q = G and the
 * digest e = r, u1 = u2, so both NAFs are equal and the first pair of
 * additions adds a point to itself (the doubling branch): the signature,
 * made with k = 0x1234..ef (repeated) in Python, r = x(kG) mod n and
 * s = 2r / k mod n (private key 1), verifies. With Q = -G the two halves
 * cancel at every step (the P + (-P) branch) and R is the identity, which
 * must be refused. And with Q = -G (private key n - 1), k = 1 and the
 * digest SHA-256("sample"), r = x(G), s = (e - r) mod n: a valid signature
 * whose interleaved sum meets P + (-P) on the way (found by simulating
 * the NAF walk in Python), so the identity must come out of that branch
 * for it to verify.
 */
static void
exceptional_cases(void)
{
	static const char *const gx =
		"6b17d1f2e12c4247f8bce6e563a440f277037d812deb33a0f4a13945d898c296";
	static const char *const gy =
		"4fe342e2fe1a7f9b8ee7eb4a7c0f9e162bce33576b315ececbb6406837bf51f5";
	static const char *const gy_neg =
		"b01cbd1c01e58065711814b583f061e9d431cca994cea1313449bf97c840ae0a";
	static const char *const r =
		"471c3e758c4904285bba7e53118ed0f524adeb0757d25bd2f8e7b0d76dfa714c";
	static const char *const s =
		"1ab01dd8c7986e701d9b3e8309260983824fbc63a2a8153dc7b0b661def5a045";
	sig_kat v = { CTB_EC_P256, gx, gy, r, r, s };
	sig_case t;

	load(&t, &v);
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
	v.uy = gy_neg;
	load(&t, &v);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_SIGNATURE);
	v.hash = rfc6979[0].hash;
	v.r = gx;
	v.s = "441409eec96f2c79e9f0faf1314fded4a37f9f813afe55746d7004448a150f29";
	load(&t, &v);
	CTB_CHECK_U64(verify(&t), CTB_EC_OK);
}

/* Every refusal, before any multiplication: its own code each. */
static void
refusals_on(const sig_kat *v)
{
	sig_case t;
	uint8_t keep[96];
	size_t sz;

	load(&t, v);
	sz = t.sz;
	memcpy(keep, t.sig, 2 * sz);

	CTB_CHECK_U64(ctb_ec_ecdsa_verify(0, t.pub, t.pub_len, t.hash, t.hash_len, t.sig, 2 * sz),
		CTB_EC_BAD_CURVE);

	/* The key: format, coordinate, curve equation (ctb_ec_peer_decode). */
	t.pub[0] = 0x02;
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_POINT_FORMAT);
	t.pub[0] = 0x04;
	t.pub_len--;
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_POINT_FORMAT);
	t.pub_len++;
	memset(t.pub + 1, 0xff, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_COORDINATE);
	load(&t, v);
	t.pub[t.pub_len - 1] ^= 0x01;
	CTB_CHECK_U64(verify(&t), CTB_EC_NOT_ON_CURVE);
	load(&t, v);

	/* The signature's length: r || s exactly. */
	CTB_CHECK_U64(ctb_ec_ecdsa_verify(t.curve, t.pub, t.pub_len, t.hash, t.hash_len, t.sig,
		2 * sz - 1), CTB_EC_BAD_SIG_FORMAT);
	CTB_CHECK_U64(ctb_ec_ecdsa_verify(t.curve, t.pub, t.pub_len, t.hash, t.hash_len, t.sig,
		2 * sz + 1), CTB_EC_BAD_SIG_FORMAT);
	CTB_CHECK_U64(ctb_ec_ecdsa_verify(t.curve, t.pub, t.pub_len, t.hash, t.hash_len, t.sig, 0),
		CTB_EC_BAD_SIG_FORMAT);

	/* r: 0, n, n + 1, all ones. */
	memset(t.sig, 0, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_R);
	n_plus(t.sig, &t, 0);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_R);
	n_plus(t.sig, &t, 1);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_R);
	memset(t.sig, 0xff, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_R);
	/* r is checked before s: both bad gives BAD_R. */
	memset(t.sig + sz, 0, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_R);

	/* s: 0, n, n + 1, all ones, with a good r. */
	memcpy(t.sig, keep, 2 * sz);
	memset(t.sig + sz, 0, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_S);
	n_plus(t.sig + sz, &t, 0);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_S);
	n_plus(t.sig + sz, &t, 1);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_S);
	memset(t.sig + sz, 0xff, sz);
	CTB_CHECK_U64(verify(&t), CTB_EC_BAD_S);
}

static void
refusals(void)
{
	refusals_on(&rfc6979[0]);
	refusals_on(&rfc6979[1]);
}

/* --- Building blocks, no scalar multiplication ------------------------- */

/* R's affine x (Montgomery form), by one inversion. */
static void
affine_x(uint32_t *x, const uint32_t *R, const ctb_ec_curve *c)
{
	uint32_t zi[CTB_EC_MAX_LIMBS];

	ctb_ec_fe_inv(zi, R + 2 * c->limbs, &c->p);
	ctb_ec_fe_mul(x, R, zi, &c->p);
}

/* The mixed addition against the projective one: O + G, G + G, P + G with
 * P's Z not 1, and G + (-G). And the tables' first entries are G, in the
 * field code's own form (a change of representation shows up here). */
static void
add_affine_on(const ctb_ec_curve *c)
{
	const ctb_ec_gtab *g = ctb_ec_gtab_get(c);
	size_t n = c->limbs;
	uint32_t G[3 * CTB_EC_MAX_LIMBS], O[3 * CTB_EC_MAX_LIMBS], P[3 * CTB_EC_MAX_LIMBS];
	uint32_t A[3 * CTB_EC_MAX_LIMBS], B[3 * CTB_EC_MAX_LIMBS], gxy[2 * CTB_EC_MAX_LIMBS];
	uint32_t x1[CTB_EC_MAX_LIMBS], x2[CTB_EC_MAX_LIMBS], zero[CTB_EC_MAX_LIMBS] = { 0 };

	memcpy(gxy, c->gx, n * 4);
	memcpy(gxy + n, c->gy, n * 4);
	CTB_CHECK_LIMBS("comb table 0 entry 1 == G", g->comb, gxy, 2 * n);
	CTB_CHECK_LIMBS("odd table entry 0 == G", g->odd, gxy, 2 * n);

	memcpy(G, gxy, 2 * n * 4);
	memcpy(G + 2 * n, c->p.one, n * 4);
	memset(O, 0, sizeof O);
	memcpy(O + n, c->p.one, n * 4);

	ctb_ec_point_add_affine(A, O, gxy, c);
	affine_x(x1, A, c);
	CTB_CHECK_LIMBS("O + G == G (mixed)", x1, c->gx, n);

	ctb_ec_point_add_affine(A, G, gxy, c);
	ctb_ec_point_double(B, G, c);
	affine_x(x1, A, c);
	affine_x(x2, B, c);
	CTB_CHECK_LIMBS("G + G == 2G (mixed)", x1, x2, n);

	/* P = 2G with Z != 1; P + G both ways, and 3G from the odd table. */
	ctb_ec_point_add_affine(A, B, gxy, c);
	ctb_ec_point_add(P, B, G, c);
	affine_x(x1, A, c);
	affine_x(x2, P, c);
	CTB_CHECK_LIMBS("2G + G: mixed == projective", x1, x2, n);
	CTB_CHECK_LIMBS("odd table entry 1 == 3G", g->odd + 2 * n, x1, n);

	memcpy(P, gxy, 2 * n * 4);
	ctb_ec_fe_sub(P + n, zero, P + n, &c->p);   /* -G, affine */
	ctb_ec_point_add_affine(A, G, P, c);
	CTB_CHECK_LIMBS("G + (-G) has Z = 0 (mixed)", A + 2 * n, zero, n);
}

static void
add_affine(void)
{
	add_affine_on(&ctb_ec_p256);
	add_affine_on(&ctb_ec_p384);
}

/*
 * x(R) mod n == r when x(R) >= n, the case no real signature reaches (its
 * chance is (p - n) / p: 2^-128 for P-256, 2^-194 for P-384). The points
 * are the first with x > n on each curve (found by a Python search: the
 * least x > n with x^3 - 3x + b a square mod p), given Z = 2. Also: x < n
 * (G itself), a wrong r, and the identity.
 */
static const char *const big_x[2][3] = {
	{ "ffffffff00000000ffffffffffffffffbce6faada7179e84f3b9cac2fc632554",
	  "484f0c0fda434ef0a808458914f328715d7a545e198ac7eee31dffe861b5d23f",
	  "0000000000000000000000000000000000000000000000000000000000000003" },
	{ "ffffffffffffffffffffffffffffffffffffffffffffffffc7634d81f4372ddf"
	  "581a0db248b0a77aecec196accc52975",
	  "674db71d55d1948b3c7d4c562474ad137465f9605bc7c67cb9fab6bf9f3ca2ef"
	  "87d56a8d920568aa26f7eaf13ee70a45",
	  "000000000000000000000000000000000000000000000000"
	  "000000000000000000000000000000000000000000000002" },
};

static void
x_matches_on(const ctb_ec_curve *c, const char *const *v)
{
	const ctb_ec_mod *fp = &c->p;
	size_t n = c->limbs, sz = c->bytes;
	uint8_t b[48];
	uint32_t R[3 * CTB_EC_MAX_LIMBS], r[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];

	unhex(b, v[0], sz);
	ctb_ec_fe_decode(R, b, fp);
	unhex(b, v[1], sz);
	ctb_ec_fe_decode(R + n, b, fp);
	unhex(b, v[2], sz);
	ctb_ec_fe_decode(r, b, &c->n);
	ctb_ec_fe_to_mont(R, R, fp);
	ctb_ec_fe_to_mont(R + n, R + n, fp);
	CTB_CHECK_U64(ctb_ec_point_on_curve(R, R + n, c), 0xffffffffu);
	ctb_ec_fe_add(R, R, R, fp);                  /* (2x : 2y : 2) */
	ctb_ec_fe_add(R + n, R + n, R + n, fp);
	ctb_ec_fe_add(R + 2 * n, fp->one, fp->one, fp);
	CTB_CHECK_U64(ctb_ec_ecdsa_x_matches(R, r, c), 1);
	r[0] += 1;
	CTB_CHECK_U64(ctb_ec_ecdsa_x_matches(R, r, c), 0);

	/* G: x < n, r = x. */
	memcpy(R, c->gx, n * 4);
	memcpy(R + n, c->gy, n * 4);
	memcpy(R + 2 * n, fp->one, n * 4);
	ctb_ec_fe_from_mont(r, c->gx, fp);
	CTB_CHECK_U64(ctb_ec_ecdsa_x_matches(R, r, c), 1);
	memset(t, 0, sizeof t);
	memcpy(R + 2 * n, t, n * 4);                 /* Z = 0 */
	CTB_CHECK_U64(ctb_ec_ecdsa_x_matches(R, r, c), 0);
}

static void
x_matches(void)
{
	x_matches_on(&ctb_ec_p256, big_x[0]);
	x_matches_on(&ctb_ec_p384, big_x[1]);
}

/* The width-w NAF: digits odd and below 2^(w-1), w - 1 zeros after each,
 * and the sum is k (checked here for k = n - 1 on P-256, in 64-bit
 * pieces: sum of d_i 2^i over each 32-bit word's digits with carries). */
static void
wnaf(void)
{
	const ctb_ec_curve *c = &ctb_ec_p256;
	size_t n = c->limbs, i, last = 0;
	signed char d[CTB_EC_MAX_BITS + 8];
	uint32_t k[CTB_EC_MAX_LIMBS], acc[CTB_EC_MAX_LIMBS + 1] = { 0 };
	unsigned w;

	for (w = 2; w <= 8; w++) {
		memcpy(k, c->n.m, n * 4);
		k[0] -= 1;
		ctb_ec_wnaf(d, k, n, w);
		/* Horner from the top: acc = 2 acc + d_i, on n + 1 words. */
		memset(acc, 0, sizeof acc);
		for (i = 32 * n + w; i-- > 0;) {
			size_t j;
			uint32_t carry = 0;
			int64_t di = d[i];

			for (j = 0; j <= n; j++) {
				uint32_t top = acc[j] >> 31;

				acc[j] = (acc[j] << 1) | carry;
				carry = top;
			}
			if (di != 0) {
				CTB_CHECK_U64((uint64_t)(di & 1), 1);
				CTB_CHECK_U64((uint64_t)(di < 0 ? -di : di) < (1u << (w - 1)), 1);
				CTB_CHECK_U64(last == 0 || last - i >= w, 1);
				last = i;
			}
			/* add di with sign extension over every word */
			{
				uint64_t s = (uint64_t)acc[0] + (uint64_t)(uint32_t)di;
				uint32_t ext = di < 0 ? 0xffffffffu : 0;

				acc[0] = (uint32_t)s;
				for (j = 1; j <= n; j++) {
					s = (uint64_t)acc[j] + ext + (s >> 32);
					acc[j] = (uint32_t)s;
				}
			}
		}
		CTB_CHECK_LIMBS("wnaf sums to k", acc, k, n);
		CTB_CHECK_U64(acc[n], 0);
		last = 0;
	}
}

/* The variable-time inverse mod n: a * a^-1 == 1 for a = 1, 2, 3, n - 1,
 * and s of both RFC signatures; 0 for 0. */
static void
scalar_inv_on(const ctb_ec_curve *c, const char *s_hex)
{
	const ctb_ec_mod *fn = &c->n;
	size_t n = c->limbs, i;
	uint32_t a[CTB_EC_MAX_LIMBS], w[CTB_EC_MAX_LIMBS], t[CTB_EC_MAX_LIMBS];
	uint32_t one[CTB_EC_MAX_LIMBS] = { 1 }, zero[CTB_EC_MAX_LIMBS] = { 0 };
	uint8_t b[48];

	for (i = 0; i < 5; i++) {
		memset(a, 0, sizeof a);
		if (i < 3) {
			a[0] = (uint32_t)i + 1;
		} else if (i == 3) {
			memcpy(a, fn->m, n * 4);
			a[0] -= 1;
		} else {
			unhex(b, s_hex, c->bytes);
			ctb_ec_fe_decode(a, b, fn);
		}
		ctb_ec_scalar_inv_vartime(w, a, fn);
		ctb_ec_fe_to_mont(t, a, fn);
		ctb_ec_fe_mul(t, t, w, fn);
		CTB_CHECK_LIMBS("a * inv(a) == 1 mod n", t, one, n);
	}
	ctb_ec_scalar_inv_vartime(w, zero, fn);
	CTB_CHECK_LIMBS("inv(0) == 0", w, zero, n);
}

static void
scalar_inv(void)
{
	scalar_inv_on(&ctb_ec_p256, rfc6979[0].s);
	scalar_inv_on(&ctb_ec_p384, rfc6979[1].s);
}

static const ctb_test tests[] = {
	{ "scalar_inv", scalar_inv },
	{ "add_affine", add_affine },
	{ "x_matches", x_matches },
	{ "wnaf", wnaf },
	{ "refusals", refusals },
	{ "kat_p256", kat_p256 },
	{ "kat_p384", kat_p384 },
	{ "digest_lengths", digest_lengths },
	{ "wrong_signatures", wrong_signatures },
	{ "exceptional_cases", exceptional_cases },
};

CTB_SUITE(ctb_suite_test_ecdsa, tests);
