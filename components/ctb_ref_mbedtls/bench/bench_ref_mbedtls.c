/*
 * mbedTLS reference benchmarks, with seed 000's names and fixed operands:
 * the numbers the +ct regression and the series' recovery are read from.
 *
 *   ecdsa_verify_p256   mbedtls_ecdsa_verify, RFC 6979 A.2.5's signature
 *   ecdsa_verify_p384   the same, RFC 6979 A.2.6 (P-384, SHA-384)
 *   ecp_mul_p256        mbedtls_ecp_mul, d * Q (ECDH's shape: a fixed
 *                       scalar times a point that is not the generator)
 *   ecdh_public_p256/p384  mbedtls_ecp_mul(d, G), what
 *                       mbedtls_ecdh_gen_public does after drawing d
 *   ecdh_shared_p256/p384  mbedtls_ecdh_compute_shared(d, Q)
 *
 * The ECDH rows share ctb_ec's names and operands (bench_ec.c): d and e
 * from xorshift seeds 0x9e3779b9 and 0x7f4a7c15, top byte cleared, low
 * bit set; the peer Q = e * G is made in setup (not timed).
 *   mpi_inv_mod_p256    mbedtls_mpi_inv_mod modulo the P-256 prime
 *   mpi_mul_256         mbedtls_mpi_mul_mpi, 256 x 256 bits
 *   mpi_core_sub/N      mbedtls_mpi_core_sub over N 32-bit limbs
 *   mpi_core_mla/N      mbedtls_mpi_core_mla, N-limb s into 2N-limb d
 *
 * N always counts 32-bit limbs (8 ... 128: 256 ... 4096 bits), whatever
 * limb mbedTLS uses on the target (64-bit on x86-64), so that a name means
 * the same operand size everywhere. mla's d is twice as long as s so that
 * its carry-propagation loop, the line +ct changed, runs N times, as it
 * does across the N calls of an N x N multiply.
 *
 *   ghash_block         mbedtls_gcm_update_ad of one 16-byte block on a
 *                       context set up once (mbedtls_gcm_setkey, AES-128;
 *                       mbedtls_gcm_starts, 12-byte IV): each call is one
 *                       GHASH multiplication by mbedTLS's 4-bit tables
 *                       plus the call's length checks and the xor; the AAD
 *                       accumulates across calls (the limit, 2^61 bytes,
 *                       is never reached)
 *   ghash_ad_N          the same over N = 16 ... 4096 bytes per call
 *   gcm_seal_1k         mbedtls_gcm_crypt_and_tag, encrypt: 1024 bytes, a
 *                       12-byte IV, no AAD, a 16-byte tag (the AES key
 *                       schedule is set up once, outside the timing)
 *
 * The GCM rows share ctb_ghash's names and sizes (bench_ghash.c); their
 * checks compare tags with ctb_gcm's (ctmul GHASH over mbedTLS's AES):
 * ghash_*, mbedtls_gcm_update_ad once more from a fresh start, over the
 * same N bytes, then finish; gcm_seal_1k, the tag of the last run. They
 * are built against 3.6.x only: 4.x's configuration (ctb_tfpsa_config.h)
 * has the bignum and EC rows, the same names, operands and checks.
 *
 * mbedTLS allocates inside the ECC and MPI operations; that is part of
 * what they cost in real firmware and is timed. Every result is checked
 * after the last batch, against an answer mbedTLS did not compute where
 * one is at hand (ctb_ct, ctb_mpi, a precomputed point).
 */
#include "ref_mbedtls.h"   /* first: 4.x's private declarations */

#include <string.h>

#include "ctb_bench.h"
#include "ctb_ct.h"
#include "ctb_mpi.h"
#include "ref.h"
#include "ref_b64.h"

#if CTB_REF_GCM_ROWS
#include "ctb_gcm_aes.h"
#include "ctb_ghash.h"
#endif

#define MAX_WORDS 128   /* 32-bit limbs */
#define LIMB_WORDS (sizeof(mbedtls_mpi_uint) / sizeof(uint32_t))

typedef struct ecc_state {
	mbedtls_ecp_group grp;
	mbedtls_ecp_point q, r;
	mbedtls_mpi d, sig_r, sig_s;
	const unsigned char *hash;
	size_t hash_len;
	uint32_t rng;
	int ret;
} ecc_state;

#define ECDH_MAX 48   /* bytes of a P-384 scalar or coordinate */

typedef struct ecdh_state {
	mbedtls_ecp_group grp;
	mbedtls_ecp_point q, r;     /* q = e * G, the peer; r, public's output */
	mbedtls_mpi d, e, z;        /* z, shared's output */
	size_t size;
	const unsigned char *dg, *deg;  /* the answers, not mbedTLS's */
	uint32_t rng;
	int ret;
} ecdh_state;

typedef struct mpi_state {
	mbedtls_mpi a, b, x, p;
	uint32_t wa[8], wb[8];
	int ret;
} mpi_state;

/* Limb arrays, with 32-bit views for the independent checks. */
typedef struct core_state {
	size_t words;
	mbedtls_mpi_uint a[2 * MAX_WORDS / LIMB_WORDS];
	mbedtls_mpi_uint b[MAX_WORDS / LIMB_WORDS];
	mbedtls_mpi_uint x[2 * MAX_WORDS / LIMB_WORDS];
	mbedtls_mpi_uint scalar;
	mbedtls_mpi_uint carry;
	uint32_t check[2 * MAX_WORDS];
} core_state;

/* What the previous benchmark left allocated in the arena: freed before
 * the next setup reuses the arena. */
static void (*pending_free)(void *arena);

static void
release(void *arena)
{
	ctb_ref_heap_init();
	if (pending_free != NULL) {
		pending_free(arena);
		pending_free = NULL;
	}
}

static void
ecc_free(void *arena)
{
	ecc_state *e = arena;

	mbedtls_ecp_group_free(&e->grp);
	mbedtls_ecp_point_free(&e->q);
	mbedtls_ecp_point_free(&e->r);
	mbedtls_mpi_free(&e->d);
	mbedtls_mpi_free(&e->sig_r);
	mbedtls_mpi_free(&e->sig_s);
}

/* One ECDSA key and signature (RFC 6979 A.2.5 or A.2.6), and for P-256
 * the scalar of ecp_mul_p256. */
static int
ecc_load(void *arena, size_t size, mbedtls_ecp_group_id id, const unsigned char *q,
	size_t len, const unsigned char *hash, const unsigned char *r,
	const unsigned char *s)
{
	ecc_state *e = arena;
	int ret;

	if (size < sizeof *e) {
		return CTB_ERR_ARENA;
	}
	release(arena);
	mbedtls_ecp_group_init(&e->grp);
	mbedtls_ecp_point_init(&e->q);
	mbedtls_ecp_point_init(&e->r);
	mbedtls_mpi_init(&e->d);
	mbedtls_mpi_init(&e->sig_r);
	mbedtls_mpi_init(&e->sig_s);
	pending_free = ecc_free;
	e->rng = 0x2545f491u;
	e->ret = -1;
	e->hash = hash;
	e->hash_len = len;
	ret = mbedtls_ecp_group_load(&e->grp, id);
	if (ret == 0) {
		ret = mbedtls_ecp_point_read_binary(&e->grp, &e->q, q, 1 + 2 * len);
	}
	if (ret == 0) {
		ret = mbedtls_ecp_check_pubkey(&e->grp, &e->q);
	}
	if (ret == 0 && id == MBEDTLS_ECP_DP_SECP256R1) {
		ret = mbedtls_mpi_read_binary(&e->d, ctb_ref_p256_d, 32);
	}
	if (ret == 0) {
		ret = mbedtls_mpi_read_binary(&e->sig_r, r, len);
	}
	if (ret == 0) {
		ret = mbedtls_mpi_read_binary(&e->sig_s, s, len);
	}
	return ret == 0 ? CTB_OK : CTB_ERR_SETUP;
}

static int
ecc_setup(void *arena, size_t size, uint32_t param)
{
	(void)param;
	return ecc_load(arena, size, MBEDTLS_ECP_DP_SECP256R1, ctb_ref_p256_q, 32,
		ctb_ref_p256_hash, ctb_ref_p256_r, ctb_ref_p256_s);
}

static int
ecc_setup_p384(void *arena, size_t size, uint32_t param)
{
	(void)param;
	return ecc_load(arena, size, MBEDTLS_ECP_DP_SECP384R1, ctb_ref_p384_q, 48,
		ctb_ref_p384_hash, ctb_ref_p384_r, ctb_ref_p384_s);
}

static void
run_verify(void *arena)
{
	ecc_state *e = arena;

	e->ret = mbedtls_ecdsa_verify(&e->grp, e->hash, e->hash_len, &e->q,
		&e->sig_r, &e->sig_s);
}

/* The RFC's signature verifies, and the same signature on a hash with one
 * bit flipped does not. */
static int
check_verify(void *arena)
{
	ecc_state *e = arena;
	unsigned char bad[48];

	if (e->ret != 0 || e->hash_len > sizeof bad) {
		return CTB_ERR_SELFCHECK;
	}
	memcpy(bad, e->hash, e->hash_len);
	bad[e->hash_len - 1] ^= 1;
	return mbedtls_ecdsa_verify(&e->grp, bad, e->hash_len, &e->q, &e->sig_r,
		&e->sig_s) == MBEDTLS_ERR_ECP_VERIFY_FAILED ? CTB_OK : CTB_ERR_SELFCHECK;
}

static void
run_ecp_mul(void *arena)
{
	ecc_state *e = arena;

	e->ret = mbedtls_ecp_mul(&e->grp, &e->r, &e->d, &e->q, ctb_ref_rng, &e->rng);
}

static int
check_ecp_mul(void *arena)
{
	ecc_state *e = arena;
	unsigned char got[65];
	size_t len = 0;

	if (e->ret != 0 || mbedtls_ecp_point_write_binary(&e->grp, &e->r,
		MBEDTLS_ECP_PF_UNCOMPRESSED, &len, got, sizeof got) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	return len == sizeof got && memcmp(got, ctb_ref_p256_dq, len) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

static void
ecdh_free(void *arena)
{
	ecdh_state *h = arena;

	mbedtls_ecp_group_free(&h->grp);
	mbedtls_ecp_point_free(&h->q);
	mbedtls_ecp_point_free(&h->r);
	mbedtls_mpi_free(&h->d);
	mbedtls_mpi_free(&h->e);
	mbedtls_mpi_free(&h->z);
}

/* ctb_ec's scalars (bench_ec.c): big-endian bytes of xorshift words, top
 * byte cleared so the value is below either curve's order, low bit set. */
static int
ecdh_scalar(mbedtls_mpi *k, size_t size, uint32_t seed)
{
	uint32_t w[ECDH_MAX / 4];
	unsigned char b[ECDH_MAX];
	size_t i;

	ctb_bench_fill(w, size / 4, seed);
	for (i = 0; i < size; i++) {
		b[i] = (unsigned char)(w[i / 4] >> (8 * (i % 4)));
	}
	b[0] = 0;
	b[size - 1] |= 1;
	return mbedtls_mpi_read_binary(k, b, size);
}

static int
ecdh_setup(void *arena, size_t size, mbedtls_ecp_group_id id)
{
	ecdh_state *h = arena;
	int ret;

	if (size < sizeof *h) {
		return CTB_ERR_ARENA;
	}
	release(arena);
	mbedtls_ecp_group_init(&h->grp);
	mbedtls_ecp_point_init(&h->q);
	mbedtls_ecp_point_init(&h->r);
	mbedtls_mpi_init(&h->d);
	mbedtls_mpi_init(&h->e);
	mbedtls_mpi_init(&h->z);
	pending_free = ecdh_free;
	h->rng = 0x2545f491u;
	h->ret = -1;
	if (id == MBEDTLS_ECP_DP_SECP256R1) {
		h->size = 32;
		h->dg = ctb_ref_ecdh_p256_dg;
		h->deg = ctb_ref_ecdh_p256_deg;
	} else {
		h->size = 48;
		h->dg = ctb_ref_ecdh_p384_dg;
		h->deg = ctb_ref_ecdh_p384_deg;
	}
	ret = mbedtls_ecp_group_load(&h->grp, id);
	if (ret == 0) {
		ret = ecdh_scalar(&h->d, h->size, 0x9e3779b9u);
	}
	if (ret == 0) {
		ret = ecdh_scalar(&h->e, h->size, 0x7f4a7c15u);
	}
	if (ret == 0) {
		ret = mbedtls_ecp_mul(&h->grp, &h->q, &h->e, &h->grp.G, ctb_ref_rng, &h->rng);
	}
	return ret == 0 ? CTB_OK : CTB_ERR_SETUP;
}

static int ecdh_setup_p256(void *a, size_t n, uint32_t p)
{
	(void)p;
	return ecdh_setup(a, n, MBEDTLS_ECP_DP_SECP256R1);
}

static int ecdh_setup_p384(void *a, size_t n, uint32_t p)
{
	(void)p;
	return ecdh_setup(a, n, MBEDTLS_ECP_DP_SECP384R1);
}

static void
run_ecdh_public(void *arena)
{
	ecdh_state *h = arena;

	h->ret = mbedtls_ecp_mul(&h->grp, &h->r, &h->d, &h->grp.G, ctb_ref_rng, &h->rng);
}

static void
run_ecdh_shared(void *arena)
{
	ecdh_state *h = arena;

	h->ret = mbedtls_ecdh_compute_shared(&h->grp, &h->z, &h->q, &h->d, ctb_ref_rng,
		&h->rng);
}

/* The shared secret of `scalar` with `peer`, against the answer. */
static int
ecdh_agrees(ecdh_state *h, const mbedtls_mpi *scalar, const mbedtls_ecp_point *peer)
{
	mbedtls_mpi z;
	unsigned char got[ECDH_MAX];
	int ok;

	mbedtls_mpi_init(&z);
	ok = mbedtls_ecdh_compute_shared(&h->grp, &z, peer, scalar, ctb_ref_rng, &h->rng) == 0
		&& mbedtls_mpi_write_binary(&z, got, h->size) == 0
		&& memcmp(got, h->deg, h->size) == 0;
	mbedtls_mpi_free(&z);
	return ok;
}

/* d * G is the known public key, and e * (d * G) is the known secret. */
static int
check_ecdh_public(void *arena)
{
	ecdh_state *h = arena;
	unsigned char got[1 + 2 * ECDH_MAX];
	size_t len = 0;

	if (h->ret != 0 || mbedtls_ecp_point_write_binary(&h->grp, &h->r,
		MBEDTLS_ECP_PF_UNCOMPRESSED, &len, got, sizeof got) != 0
		|| len != 1 + 2 * h->size || memcmp(got, h->dg, len) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	return ecdh_agrees(h, &h->e, &h->r) ? CTB_OK : CTB_ERR_SELFCHECK;
}

/* d * (e * G) is the known secret, and so is e * (d * G). */
static int
check_ecdh_shared(void *arena)
{
	ecdh_state *h = arena;
	unsigned char got[ECDH_MAX];
	mbedtls_ecp_point dg;
	int ok;

	if (h->ret != 0 || mbedtls_mpi_write_binary(&h->z, got, h->size) != 0
		|| memcmp(got, h->deg, h->size) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	mbedtls_ecp_point_init(&dg);
	ok = mbedtls_ecp_mul(&h->grp, &dg, &h->d, &h->grp.G, ctb_ref_rng, &h->rng) == 0
		&& ecdh_agrees(h, &h->e, &dg);
	mbedtls_ecp_point_free(&dg);
	return ok ? CTB_OK : CTB_ERR_SELFCHECK;
}

static void
mpi_free(void *arena)
{
	mpi_state *m = arena;

	mbedtls_mpi_free(&m->a);
	mbedtls_mpi_free(&m->b);
	mbedtls_mpi_free(&m->x);
	mbedtls_mpi_free(&m->p);
}

/* Big-endian bytes of n 32-bit words stored least significant first. */
static void
words_to_be(unsigned char *out, const uint32_t *w, size_t n)
{
	size_t i;

	for (i = 0; i < 4 * n; i++) {
		out[4 * n - 1 - i] = (unsigned char)(w[i / 4] >> (8 * (i % 4)));
	}
}

static int
mpi_setup(void *arena, size_t size, uint32_t param)
{
	mpi_state *m = arena;
	unsigned char be[32];
	int ret;

	(void)param;
	if (size < sizeof *m) {
		return CTB_ERR_ARENA;
	}
	release(arena);
	mbedtls_mpi_init(&m->a);
	mbedtls_mpi_init(&m->b);
	mbedtls_mpi_init(&m->x);
	mbedtls_mpi_init(&m->p);
	pending_free = mpi_free;
	m->ret = -1;
	ctb_bench_fill(m->wa, 8, 0x9e3779b9u);
	ctb_bench_fill(m->wb, 8, 0x7f4a7c15u);
	/* Below p, as an inversion modulo p requires. */
	m->wa[7] &= 0x7fffffffu;
	words_to_be(be, m->wa, 8);
	ret = mbedtls_mpi_read_binary(&m->a, be, 32);
	words_to_be(be, m->wb, 8);
	if (ret == 0) {
		ret = mbedtls_mpi_read_binary(&m->b, be, 32);
	}
	if (ret == 0) {
		ret = mbedtls_mpi_read_binary(&m->p, ctb_ref_p256_p, 32);
	}
	/* The result's limbs are allocated here, not in the first batch. */
	if (ret == 0) {
		ret = mbedtls_mpi_grow(&m->x, 2 * 8 / LIMB_WORDS);
	}
	return ret == 0 ? CTB_OK : CTB_ERR_SETUP;
}

static void
run_inv_mod(void *arena)
{
	mpi_state *m = arena;

	m->ret = mbedtls_mpi_inv_mod(&m->x, &m->a, &m->p);
}

static int
check_inv_mod(void *arena)
{
	mpi_state *m = arena;
	mbedtls_mpi t;
	int ok;

	if (m->ret != 0) {
		return CTB_ERR_SELFCHECK;
	}
	mbedtls_mpi_init(&t);
	ok = mbedtls_mpi_mul_mpi(&t, &m->a, &m->x) == 0
		&& mbedtls_mpi_mod_mpi(&t, &t, &m->p) == 0
		&& mbedtls_mpi_cmp_int(&t, 1) == 0;
	mbedtls_mpi_free(&t);
	return ok ? CTB_OK : CTB_ERR_SELFCHECK;
}

static void
run_mul(void *arena)
{
	mpi_state *m = arena;

	m->ret = mbedtls_mpi_mul_mpi(&m->x, &m->a, &m->b);
}

static int
check_mul(void *arena)
{
	mpi_state *m = arena;
	uint32_t w[16];
	unsigned char want[64], got[64];

	if (m->ret != 0 || mbedtls_mpi_write_binary(&m->x, got, sizeof got) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	ctb_mpi_mul(w, m->wa, m->wb, 8);
	words_to_be(want, w, 16);
	return memcmp(got, want, sizeof got) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

/* n 32-bit words from the xorshift sequence, packed into mbedTLS limbs
 * least significant first (the words' order, whatever the limb size). */
static void
fill_limbs(mbedtls_mpi_uint *x, size_t words, uint32_t seed)
{
	uint32_t w[2 * MAX_WORDS];
	size_t i;

	ctb_bench_fill(w, words, seed);
	memset(x, 0, words * sizeof(uint32_t));
	for (i = 0; i < words; i++) {
		x[i / LIMB_WORDS] |= (mbedtls_mpi_uint)w[i] << (32 * (i % LIMB_WORDS));
	}
}

static void
limbs_to_words(uint32_t *w, const mbedtls_mpi_uint *x, size_t words)
{
	size_t i;

	for (i = 0; i < words; i++) {
		w[i] = (uint32_t)(x[i / LIMB_WORDS] >> (32 * (i % LIMB_WORDS)));
	}
}

static int
core_setup(void *arena, size_t size, uint32_t words)
{
	core_state *c = arena;

	if (size < sizeof *c) {
		return CTB_ERR_ARENA;
	}
	if (words < 2 || words > MAX_WORDS || words % 2 != 0) {
		return CTB_ERR_SETUP;
	}
	release(arena);
	memset(c, 0, sizeof *c);
	c->words = words;
	fill_limbs(c->a, 2 * words, 0x9e3779b9u);
	fill_limbs(c->b, words, 0x7f4a7c15u);
	fill_limbs(&c->scalar, LIMB_WORDS, 0x6a09e667u);
	return CTB_OK;
}

static void
run_core_sub(void *arena)
{
	core_state *c = arena;

	c->carry = mbedtls_mpi_core_sub(c->x, c->a, c->b, c->words / LIMB_WORDS);
}

static int
check_core_sub(void *arena)
{
	core_state *c = arena;
	uint32_t a[MAX_WORDS], b[MAX_WORDS], got[MAX_WORDS], borrow;

	limbs_to_words(a, c->a, c->words);
	limbs_to_words(b, c->b, c->words);
	limbs_to_words(got, c->x, c->words);
	borrow = ctb_ct_sub(c->check, a, b, c->words);
	return borrow == c->carry && memcmp(got, c->check, c->words * 4) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

/* mla accumulates into d, so each run starts from the same d: the copy is
 * part of the timed operation, the same on every variant, and small next
 * to the multiply. */
static void
run_core_mla(void *arena)
{
	core_state *c = arena;
	size_t limbs = c->words / LIMB_WORDS;

	memcpy(c->x, c->a, 2 * c->words * sizeof(uint32_t));
	c->carry = mbedtls_mpi_core_mla(c->x, 2 * limbs, c->b, limbs, c->scalar);
}

static int
check_core_mla(void *arena)
{
	core_state *c = arena;
	size_t n = c->words, k, i;
	uint32_t b[MAX_WORDS], s[2], got[2 * MAX_WORDS], top[2] = { 0, 0 };
	uint32_t carry;

	limbs_to_words(c->check, c->a, 2 * n);
	limbs_to_words(b, c->b, n);
	limbs_to_words(s, &c->scalar, LIMB_WORDS);
	limbs_to_words(got, c->x, 2 * n);
	/* d += s * b one 32-bit word of the scalar at a time, each carry
	 * rippled up to the end of d; what falls off the end is the carry
	 * mbedTLS returns. */
	for (k = 0; k < LIMB_WORDS; k++) {
		carry = ctb_ct_mla(c->check + k, b, n, s[k]);
		for (i = n + k; i < 2 * n && carry != 0; i++) {
			c->check[i] += carry;
			carry = c->check[i] < carry;
		}
		for (i = 0; i < LIMB_WORDS && carry != 0; i++) {
			top[i] += carry;
			carry = top[i] < carry;
		}
	}
	limbs_to_words(s, &c->carry, LIMB_WORDS);
	return memcmp(got, c->check, 2 * n * 4) == 0
		&& memcmp(s, top, LIMB_WORDS * 4) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}

/* The GCM rows: where the configuration has mbedTLS's AES and GCM (3.6.x's,
 * ref_mbedtls.h). */
#if CTB_REF_GCM_ROWS
#define GCM_AD_MAX 4096
#define GCM_SEAL 1024

typedef struct gcm_state {
	mbedtls_gcm_context gcm;
	mbedtls_aes_context aes;        /* the answers' cipher (ctb_gcm) */
	uint64_t ghash_key[CTB_GHASH_KEY_MAX / 8];   /* ctb_ghash_ctmul's key */
	unsigned char key[16], iv[12];
	unsigned char data[GCM_AD_MAX], out[GCM_SEAL];
	unsigned char tag[16], want[16];
	size_t len;
	int ret;
} gcm_state;

static void
gcm_free(void *arena)
{
	gcm_state *g = arena;

	mbedtls_gcm_free(&g->gcm);
	mbedtls_aes_free(&g->aes);
}

/* The fixed operands: key, IV and data from the xorshift seeds
 * bench_ghash.c uses. */
static void
gcm_fill(unsigned char *p, size_t n, uint32_t seed)
{
	uint32_t w[4];
	size_t i;

	for (i = 0; i < n; i += 16) {
		ctb_bench_fill(w, 4, seed + (uint32_t)i);
		memcpy(p + i, w, n - i < 16 ? n - i : 16);
	}
}

/* want = the tag of GCM(key, iv, aad = data[0..aad), text = data[0..text))
 * by ctb_gcm, the ciphertext into out. */
static int
gcm_answer(gcm_state *g, size_t aad, size_t text)
{
	ctb_gcm c;

	if (sizeof g->ghash_key < ctb_ghash_ctmul.key_size
		|| mbedtls_aes_setkey_enc(&g->aes, g->key, 128) != 0
		|| ctb_gcm_init(&c, &ctb_ghash_ctmul, g->ghash_key, sizeof g->ghash_key,
			ctb_gcm_aes_encrypt, &g->aes) != CTB_GCM_OK) {
		return -1;
	}
	return ctb_gcm_seal(&c, g->iv, sizeof g->iv, g->data, aad, g->data, text, g->out,
		g->want, sizeof g->want);
}

static int
gcm_setup(void *arena, size_t size, uint32_t ad_len)
{
	gcm_state *g = arena;
	int ret;

	if (size < sizeof *g) {
		return CTB_ERR_ARENA;
	}
	if (ad_len > GCM_AD_MAX || ad_len % 16 != 0) {
		return CTB_ERR_SETUP;
	}
	release(arena);
	mbedtls_gcm_init(&g->gcm);
	mbedtls_aes_init(&g->aes);
	pending_free = gcm_free;
	g->ret = -1;
	g->len = ad_len;
	gcm_fill(g->key, sizeof g->key, 0x9e3779b9u);
	gcm_fill(g->iv, sizeof g->iv, 0x2545f491u);
	gcm_fill(g->data, sizeof g->data, 0x7f4a7c15u);
	memset(g->tag, 0, sizeof g->tag);
	ret = mbedtls_gcm_setkey(&g->gcm, MBEDTLS_CIPHER_ID_AES, g->key, 128);
	if (ret == 0 && ad_len > 0) {
		ret = mbedtls_gcm_starts(&g->gcm, MBEDTLS_GCM_ENCRYPT, g->iv, sizeof g->iv);
	}
	if (ret == 0) {
		ret = ad_len > 0 ? gcm_answer(g, ad_len, 0) : gcm_answer(g, 0, GCM_SEAL);
	}
	return ret == 0 ? CTB_OK : CTB_ERR_SETUP;
}

static void
run_ghash(void *arena)
{
	gcm_state *g = arena;

	g->ret = mbedtls_gcm_update_ad(&g->gcm, g->data, g->len);
}

static int
check_ghash(void *arena)
{
	gcm_state *g = arena;
	size_t olen;

	if (g->ret != 0) {
		return CTB_ERR_SELFCHECK;
	}
	if (mbedtls_gcm_starts(&g->gcm, MBEDTLS_GCM_ENCRYPT, g->iv, sizeof g->iv) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	run_ghash(arena);
	if (g->ret != 0 || mbedtls_gcm_finish(&g->gcm, g->out, 0, &olen, g->tag,
		sizeof g->tag) != 0) {
		return CTB_ERR_SELFCHECK;
	}
	return memcmp(g->tag, g->want, sizeof g->want) == 0 ? CTB_OK : CTB_ERR_SELFCHECK;
}

static void
run_seal(void *arena)
{
	gcm_state *g = arena;

	g->ret = mbedtls_gcm_crypt_and_tag(&g->gcm, MBEDTLS_GCM_ENCRYPT, GCM_SEAL, g->iv,
		sizeof g->iv, NULL, 0, g->data, g->out, sizeof g->tag, g->tag);
}

static int
check_seal(void *arena)
{
	gcm_state *g = arena;

	return g->ret == 0 && memcmp(g->tag, g->want, sizeof g->want) == 0
		? CTB_OK : CTB_ERR_SELFCHECK;
}
#endif

#define GCM(name, n, run, check) { name, NULL, n, gcm_setup, run, check }
#define ECC(name, run, check) { name, NULL, 0, ecc_setup, run, check }
#define ECDH(name, setup, run, check) { name, NULL, 0, setup, run, check }
#define MPI(name, run, check) { name, NULL, 0, mpi_setup, run, check }
#define CORE(name, run, check, n) { name, "limbs", n, core_setup, run, check }

#if defined(CTB_REF_CA_BUNDLE)
static int
b64_setup(void *arena, size_t size, uint32_t param)
{
	(void)param;
	release(arena);
	return ctb_ref_b64_setup(arena, size);
}
#endif

static const ctb_bench benches[] = {
	ECC("ecdsa_verify_p256", run_verify, check_verify),
	{ "ecdsa_verify_p384", NULL, 0, ecc_setup_p384, run_verify, check_verify },
	ECC("ecp_mul_p256", run_ecp_mul, check_ecp_mul),
	ECDH("ecdh_public_p256", ecdh_setup_p256, run_ecdh_public, check_ecdh_public),
	ECDH("ecdh_shared_p256", ecdh_setup_p256, run_ecdh_shared, check_ecdh_shared),
	ECDH("ecdh_public_p384", ecdh_setup_p384, run_ecdh_public, check_ecdh_public),
	ECDH("ecdh_shared_p384", ecdh_setup_p384, run_ecdh_shared, check_ecdh_shared),
	MPI("mpi_inv_mod_p256", run_inv_mod, check_inv_mod),
	MPI("mpi_mul_256", run_mul, check_mul),
	CORE("mpi_core_sub", run_core_sub, check_core_sub, 8),
	CORE("mpi_core_sub", run_core_sub, check_core_sub, 16),
	CORE("mpi_core_sub", run_core_sub, check_core_sub, 32),
	CORE("mpi_core_sub", run_core_sub, check_core_sub, 64),
	CORE("mpi_core_sub", run_core_sub, check_core_sub, 128),
	CORE("mpi_core_mla", run_core_mla, check_core_mla, 8),
	CORE("mpi_core_mla", run_core_mla, check_core_mla, 16),
	CORE("mpi_core_mla", run_core_mla, check_core_mla, 32),
	CORE("mpi_core_mla", run_core_mla, check_core_mla, 64),
	CORE("mpi_core_mla", run_core_mla, check_core_mla, 128),
#if CTB_REF_GCM_ROWS
	GCM("ghash_block", 16, run_ghash, check_ghash),
	GCM("ghash_ad_16", 16, run_ghash, check_ghash),
	GCM("ghash_ad_64", 64, run_ghash, check_ghash),
	GCM("ghash_ad_256", 256, run_ghash, check_ghash),
	GCM("ghash_ad_1024", 1024, run_ghash, check_ghash),
	GCM("ghash_ad_4096", 4096, run_ghash, check_ghash),
	GCM("gcm_seal_1k", 0, run_seal, check_seal),
#endif
#if defined(CTB_REF_CA_BUNDLE)
	{ "b64_decode_ca_bundle", NULL, 0, b64_setup, ctb_ref_b64_run_decode, ctb_ref_b64_check },
	{ "pem_parse_ca_bundle", NULL, 0, b64_setup, ctb_ref_b64_run_pem, ctb_ref_b64_check },
#endif
};

/* The patch sets applied, e.g. " +ct +series"; set by the build. */
#ifndef CTB_REF_MBEDTLS_PATCHES
#define CTB_REF_MBEDTLS_PATCHES ""
#endif

const ctb_suite ctb_suite_ref_mbedtls = {
	"ref_mbedtls", benches, sizeof benches / sizeof benches[0],
	"mbedtls: " MBEDTLS_VERSION_STRING CTB_REF_MBEDTLS_PATCHES
};
