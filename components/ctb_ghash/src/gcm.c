/*
 * AES-GCM (NIST SP 800-38D) over a caller's block cipher and any GHASH
 * variant: GCTR with a 32-bit counter, GHASH over the AAD, the ciphertext
 * and their bit lengths, the tag E_K(J0) ^ S.
 *
 * Open authenticates first: the ciphertext is hashed and the tag compared
 * before a single plaintext byte is written, so a forgery never releases
 * plaintext (and in == out still works: the ciphertext is read twice, but
 * written only after both reads of a block). The comparison accumulates
 * the xor of every tag byte; only the final verdict, which is public,
 * decides a branch.
 *
 * CT: as the GHASH variant chosen (ctmul: nothing secret leaks through
 * time, given a constant-time cipher); lengths and the IV are public.
 */
#include <string.h>

#include "ghash_inner.h"

/* SP 800-38D, 5.2.1.1: len(P) <= 2^39 - 256 bits; len(IV) <= 2^64 - 1 bits. */
#define GCM_MAX_TEXT ((((uint64_t)1) << 36) - 32)
#define GCM_MAX_IV ((((uint64_t)1) << 61) - 1)

int
ctb_gcm_init(ctb_gcm *g, const ctb_ghash_impl *ghash, void *area, size_t area_size,
	ctb_gcm_encrypt_fn encrypt, const void *cipher)
{
	uint8_t h[CTB_GHASH_BLOCK];

	memset(g, 0, sizeof *g);
	if (area_size < ghash->key_size)
		return CTB_GCM_BAD_AREA;
	memset(h, 0, sizeof h);
	encrypt(cipher, h, h);
	ghash->init(area, h);
	memset(h, 0, sizeof h);   /* H is secret */
	g->ghash = ghash;
	g->key = area;
	g->encrypt = encrypt;
	g->cipher = cipher;
	return CTB_GCM_OK;
}

static void
put_be64(uint8_t *p, uint64_t x)
{
	ctb_ghash_put_be32(p, (uint32_t)(x >> 32));
	ctb_ghash_put_be32(p + 4, (uint32_t)x);
}

/* y = GHASH step over len bytes, the last partial block zero-padded. */
static void
ghash_padded(const ctb_gcm *g, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *p, size_t len)
{
	uint8_t last[CTB_GHASH_BLOCK];
	size_t whole = len / CTB_GHASH_BLOCK, rest = len % CTB_GHASH_BLOCK;

	if (whole > 0)
		g->ghash->update(g->key, y, p, whole);
	if (rest > 0) {
		memset(last, 0, sizeof last);
		memcpy(last, p + whole * CTB_GHASH_BLOCK, rest);
		g->ghash->update(g->key, y, last, 1);
	}
}

/* y = GHASH step over the block len(a) || len(c), both in bits. */
static void
ghash_lengths(const ctb_gcm *g, uint8_t y[CTB_GHASH_BLOCK], uint64_t a, uint64_t c)
{
	uint8_t b[CTB_GHASH_BLOCK];

	put_be64(b, a << 3);
	put_be64(b + 8, c << 3);
	g->ghash->update(g->key, y, b, 1);
}

/* J0 (SP 800-38D, 7.1 step 2): IV || 0^31 || 1 for a 96-bit IV, else
 * GHASH(IV padded || 0^64 || len(IV)). */
static void
gcm_j0(const ctb_gcm *g, uint8_t j0[CTB_GHASH_BLOCK], const uint8_t *iv, size_t iv_len)
{
	memset(j0, 0, CTB_GHASH_BLOCK);
	if (iv_len == 12) {
		memcpy(j0, iv, 12);
		j0[15] = 1;
		return;
	}
	ghash_padded(g, j0, iv, iv_len);
	ghash_lengths(g, j0, 0, iv_len);
}

/* out = in ^ GCTR keystream from counter block ctr (incremented first, as
 * inc32(J0) is the first counter): the low 32 bits wrap, the rest stay. */
static void
gcm_ctr(const ctb_gcm *g, const uint8_t j0[CTB_GHASH_BLOCK], const uint8_t *in, uint8_t *out,
	size_t len)
{
	uint8_t ctr[CTB_GHASH_BLOCK], ks[CTB_GHASH_BLOCK];
	uint32_t c = ctb_ghash_be32(j0 + 12);
	size_t i, n;

	memcpy(ctr, j0, 12);
	while (len > 0) {
		ctb_ghash_put_be32(ctr + 12, ++c);
		g->encrypt(g->cipher, ctr, ks);
		n = len < CTB_GHASH_BLOCK ? len : CTB_GHASH_BLOCK;
		for (i = 0; i < n; i++)
			out[i] = in[i] ^ ks[i];
		in += n;
		out += n;
		len -= n;
	}
	memset(ks, 0, sizeof ks);
}

/* s = GHASH(A, C) ^ E_K(J0): the full 16-byte tag. */
static void
gcm_tag(const ctb_gcm *g, const uint8_t j0[CTB_GHASH_BLOCK], const uint8_t *aad,
	size_t aad_len, const uint8_t *c, size_t len, uint8_t s[CTB_GHASH_BLOCK])
{
	uint8_t ek[CTB_GHASH_BLOCK];
	size_t i;

	memset(s, 0, CTB_GHASH_BLOCK);
	ghash_padded(g, s, aad, aad_len);
	ghash_padded(g, s, c, len);
	ghash_lengths(g, s, aad_len, len);
	g->encrypt(g->cipher, j0, ek);
	for (i = 0; i < CTB_GHASH_BLOCK; i++)
		s[i] ^= ek[i];
	memset(ek, 0, sizeof ek);
}

/* n > max, in 64 bits: on 32-bit cores size_t cannot exceed either bound,
 * which a comparison written on size_t would make a warning. */
static int
above(uint64_t n, uint64_t max)
{
	return n > max;
}

/* The refusals both directions share, in the order of the codes. */
static int
gcm_check(size_t iv_len, size_t len, size_t tag_len)
{
	if (iv_len == 0 || above(iv_len, GCM_MAX_IV))
		return CTB_GCM_BAD_IV;
	if (!(tag_len == 4 || tag_len == 8 || (tag_len >= 12 && tag_len <= 16)))
		return CTB_GCM_BAD_TAG_LEN;
	if (above(len, GCM_MAX_TEXT))
		return CTB_GCM_BAD_LENGTH;
	return CTB_GCM_OK;
}

int
ctb_gcm_seal(const ctb_gcm *g, const uint8_t *iv, size_t iv_len, const uint8_t *aad,
	size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
	size_t tag_len)
{
	uint8_t j0[CTB_GHASH_BLOCK], s[CTB_GHASH_BLOCK];
	int ret = gcm_check(iv_len, len, tag_len);

	if (ret != CTB_GCM_OK) {
		/* nothing half-written: out and tag are zeros */
		memset(out, 0, len);
		memset(tag, 0, tag_len);
		return ret;
	}
	gcm_j0(g, j0, iv, iv_len);
	gcm_ctr(g, j0, in, out, len);
	gcm_tag(g, j0, aad, aad_len, out, len, s);
	memcpy(tag, s, tag_len);
	memset(s, 0, sizeof s);
	return CTB_GCM_OK;
}

int
ctb_gcm_open(const ctb_gcm *g, const uint8_t *iv, size_t iv_len, const uint8_t *aad,
	size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, const uint8_t *tag,
	size_t tag_len)
{
	uint8_t j0[CTB_GHASH_BLOCK], s[CTB_GHASH_BLOCK];
	uint32_t diff = 0;
	size_t i;
	int ret = gcm_check(iv_len, len, tag_len);

	if (ret != CTB_GCM_OK) {
		memset(out, 0, len);
		return ret;
	}
	gcm_j0(g, j0, iv, iv_len);
	gcm_tag(g, j0, aad, aad_len, in, len, s);
	for (i = 0; i < tag_len; i++)
		diff |= (uint32_t)(s[i] ^ tag[i]);
	memset(s, 0, sizeof s);
	if (diff != 0) {
		memset(out, 0, len);
		return CTB_GCM_AUTH_FAILED;
	}
	gcm_ctr(g, j0, in, out, len);
	return CTB_GCM_OK;
}
