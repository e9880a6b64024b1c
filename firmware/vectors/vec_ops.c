/* The operations this runner knows; a new algorithm adds one line here,
 * one handler file and one code in ctb_vectors.h (and in the host's OPS).
 * The GCM handlers need an AES, which builds without an mbedTLS tree lack,
 * and the base64 ones ctb_b64: where one is missing its cases are answered
 * "unknown op", which fails them. */
#include "ctb_vectors.h"

int ctb_vec_ecdh(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_ec_public(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_ecdsa_verify(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_gcm_seal(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_gcm_open(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_b64_decode(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_pem_decode(const ctb_vec_case *c, uint8_t *out, size_t *out_len);

const ctb_vec_op ctb_vec_ops[] = {
	{ CTB_VEC_ECDH, "ecdh", ctb_vec_ecdh },
	{ CTB_VEC_EC_PUBLIC, "ec-public", ctb_vec_ec_public },
	{ CTB_VEC_ECDSA_VERIFY, "ecdsa-verify", ctb_vec_ecdsa_verify },
#ifdef CTB_VEC_HAVE_GCM
	{ CTB_VEC_GCM_SEAL, "gcm-seal", ctb_vec_gcm_seal },
	{ CTB_VEC_GCM_OPEN, "gcm-open", ctb_vec_gcm_open },
#endif
#ifdef CTB_VEC_HAVE_B64
	{ CTB_VEC_B64_DECODE, "b64-decode", ctb_vec_b64_decode },
	{ CTB_VEC_PEM_DECODE, "pem-decode", ctb_vec_pem_decode },
#endif
	{ 0, NULL, NULL }
};
