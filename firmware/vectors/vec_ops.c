/* The operations this runner knows; a new algorithm adds one line here,
 * one handler file and one code in ctb_vectors.h (and in the host's OPS). */
#include "ctb_vectors.h"

int ctb_vec_ecdh(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_ec_public(const ctb_vec_case *c, uint8_t *out, size_t *out_len);
int ctb_vec_ecdsa_verify(const ctb_vec_case *c, uint8_t *out, size_t *out_len);

const ctb_vec_op ctb_vec_ops[] = {
	{ CTB_VEC_ECDH, "ecdh", ctb_vec_ecdh },
	{ CTB_VEC_EC_PUBLIC, "ec-public", ctb_vec_ec_public },
	{ CTB_VEC_ECDSA_VERIFY, "ecdsa-verify", ctb_vec_ecdsa_verify },
	{ 0, NULL, NULL }
};
