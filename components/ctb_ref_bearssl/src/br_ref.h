/*
 * ctb_ref_bearssl internals: the fixed operands and the answers the
 * benchmarks check BearSSL's results against.
 */
#ifndef CTB_BR_REF_H
#define CTB_BR_REF_H

/* RFC 6979 A.2.5 (P-256, SHA-256) and A.2.6 (P-384, SHA-384), message
 * "sample": the public key (04 || X || Y), the hash and the signature
 * (r, s), big-endian. */
extern const unsigned char ctb_br_p256_q[65];
extern const unsigned char ctb_br_p256_hash[32];
extern const unsigned char ctb_br_p256_r[32];
extern const unsigned char ctb_br_p256_s[32];
extern const unsigned char ctb_br_p384_q[97];
extern const unsigned char ctb_br_p384_hash[48];
extern const unsigned char ctb_br_p384_r[48];
extern const unsigned char ctb_br_p384_s[48];

/* The ECDH rows' answers (tools/ec_ref_vectors.py, computed with Python's
 * cryptography): d * G as 04 || X || Y and the x of d * e * G, for the
 * fixed scalars d, e of ctb_ec's benchmarks (seeds 0x9e3779b9 and
 * 0x7f4a7c15, top byte cleared, low bit set). */
extern const unsigned char ctb_br_ecdh_p256_dg[65];
extern const unsigned char ctb_br_ecdh_p256_deg[32];
extern const unsigned char ctb_br_ecdh_p384_dg[97];
extern const unsigned char ctb_br_ecdh_p384_deg[48];

#endif
