/*
 * ctb_ghash: GHASH (NIST SP 800-38D, multiplication in GF(2^128) by the
 * hash key H) in four variants, and AES-GCM on top of any of them.
 *
 *   shoup4          4-bit Shoup tables, the classic 128-byte last4 table
 *   shoup4-preshift 4-bit Shoup tables, a 64-byte last4 table of 32-bit
 *                   words preshifted for the top word (seed 004); no
 *                   unaligned access
 *   shoup8          8-bit table (4 KiB per key)
 *   ctmul           constant time: carry-less products by integer
 *                   multiplication with holes, no secret-indexed load
 *
 * Secret: H, the data hashed, the GCM key, plaintext and the tag until it
 * is compared. Public: lengths, the variant, the IV, return codes.
 * The shoup* variants index their tables with secret data; docs/ghash.md
 * says where that is safe. No heap: keys live in the caller's memory.
 */
#ifndef CTB_GHASH_H
#define CTB_GHASH_H

#include <stddef.h>
#include <stdint.h>

#define CTB_GHASH_BLOCK 16

/* Largest key of any variant (shoup8's table plus H), for callers that
 * hold one key of a variant chosen at run time. */
#define CTB_GHASH_KEY_MAX (256 * 16 + 16)

typedef struct ctb_ghash_impl {
	const char *name;      /* "shoup4", "shoup4-preshift", "shoup8", "ctmul" */
	size_t key_size;       /* bytes of the key area init fills */
	/* key = tables for hash key h (16 bytes, as in GCM: E_K(0^128)) */
	void (*init)(void *key, const uint8_t h[CTB_GHASH_BLOCK]);
	/* y = (y ^ block) * H for each of the n 16-byte blocks in turn */
	void (*update)(const void *key, uint8_t y[CTB_GHASH_BLOCK], const uint8_t *blocks,
		size_t n);
} ctb_ghash_impl;

extern const ctb_ghash_impl ctb_ghash_shoup4;
extern const ctb_ghash_impl ctb_ghash_shoup4_preshift;
extern const ctb_ghash_impl ctb_ghash_shoup8;
extern const ctb_ghash_impl ctb_ghash_ctmul;

/* Every variant, ended by NULL; and one by name (NULL if unknown). */
extern const ctb_ghash_impl *const ctb_ghash_impls[];
const ctb_ghash_impl *ctb_ghash_find(const char *name);

/* Return codes of the GCM layer: each refusal has its own. */
enum {
	CTB_GCM_OK = 0,
	CTB_GCM_BAD_IV = 1,        /* IV length 0 (or above 2^61 - 1 bytes) */
	CTB_GCM_BAD_TAG_LEN = 2,   /* tag length not 4, 8 or 12..16 */
	CTB_GCM_BAD_LENGTH = 3,    /* plaintext above 2^36 - 32 bytes */
	CTB_GCM_BAD_AREA = 4,      /* key area smaller than the variant's key_size */
	CTB_GCM_AUTH_FAILED = 5    /* open: the tag does not match */
};

/* The block cipher under GCM: out = E_K(in). The cipher's context is the
 * caller's (mbedTLS's AES on native and emulators, ESP-IDF's on boards,
 * where it may be the hardware AES). */
typedef void (*ctb_gcm_encrypt_fn)(const void *cipher, const uint8_t in[CTB_GHASH_BLOCK],
	uint8_t out[CTB_GHASH_BLOCK]);

typedef struct ctb_gcm {
	const ctb_ghash_impl *ghash;
	void *key;                 /* the caller's area, key_size bytes at least */
	ctb_gcm_encrypt_fn encrypt;
	const void *cipher;
} ctb_gcm;

/* Derive H = E_K(0) through encrypt and fill the GHASH key in area. */
int ctb_gcm_init(ctb_gcm *g, const ctb_ghash_impl *ghash, void *area, size_t area_size,
	ctb_gcm_encrypt_fn encrypt, const void *cipher);

/* out (len bytes) = ciphertext, tag (tag_len bytes); in and out may be the
 * same buffer. */
int ctb_gcm_seal(const ctb_gcm *g, const uint8_t *iv, size_t iv_len, const uint8_t *aad,
	size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, uint8_t *tag,
	size_t tag_len);

/* out (len bytes) = plaintext if the tag matches (compared in constant
 * time); on CTB_GCM_AUTH_FAILED, or any other refusal, out is zeroed. */
int ctb_gcm_open(const ctb_gcm *g, const uint8_t *iv, size_t iv_len, const uint8_t *aad,
	size_t aad_len, const uint8_t *in, size_t len, uint8_t *out, const uint8_t *tag,
	size_t tag_len);

#endif
