/*
 * ctb_ref_mbedtls internals: the fixed operands of seed 000 and what the
 * benchmarks need around mbedTLS (a heap, a deterministic RNG).
 */
#ifndef CTB_REF_H
#define CTB_REF_H

#include <stddef.h>
#include <stdint.h>

/* Give mbedTLS its heap, once: a static buffer under mbedTLS's own
 * memory_buffer_alloc where the configuration has it (bare metal), the
 * system heap otherwise (ESP-IDF). Each benchmark frees what it allocated
 * before the next one starts, and the allocator merges free blocks, so
 * every benchmark starts from the same heap state. */
void ctb_ref_heap_init(void);

/* An RNG for mbedtls_ecp_mul's projective-coordinate blinding: xorshift32
 * from the seed in *ctx. Fixed, so every run and target times the same
 * operation; fine for a benchmark, never a source of secrets. */
int ctb_ref_rng(void *ctx, unsigned char *out, size_t len);

/* RFC 6979 A.2.5 (P-256, SHA-256, message "sample"): the key pair, the
 * message hash and the signature (r, s); big-endian. */
extern const unsigned char ctb_ref_p256_d[32];
extern const unsigned char ctb_ref_p256_q[65];       /* 04 || X || Y */
extern const unsigned char ctb_ref_p256_hash[32];
extern const unsigned char ctb_ref_p256_r[32];
extern const unsigned char ctb_ref_p256_s[32];
/* d * Q = d^2 * G, computed for this project with plain affine arithmetic
 * in Python (docs/regression.md), as 04 || X || Y. */
extern const unsigned char ctb_ref_p256_dq[65];
/* RFC 6979 A.2.6 (P-384, SHA-384, message "sample"): the public key, the
 * message hash and the signature (r, s); big-endian. */
extern const unsigned char ctb_ref_p384_q[97];
extern const unsigned char ctb_ref_p384_hash[48];
extern const unsigned char ctb_ref_p384_r[48];
extern const unsigned char ctb_ref_p384_s[48];
/* The ECDH rows' answers (tools/ec_ref_vectors.py, computed with Python's
 * cryptography): d * G as 04 || X || Y and the x of d * e * G, for the
 * fixed scalars d, e of ctb_ec's benchmarks (seeds 0x9e3779b9 and
 * 0x7f4a7c15, top byte cleared, low bit set). */
extern const unsigned char ctb_ref_ecdh_p256_dg[65];
extern const unsigned char ctb_ref_ecdh_p256_deg[32];
extern const unsigned char ctb_ref_ecdh_p384_dg[97];
extern const unsigned char ctb_ref_ecdh_p384_deg[48];
/* The P-256 field prime. */
extern const unsigned char ctb_ref_p256_p[32];

#endif
