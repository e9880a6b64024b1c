/* CTB_VEC_ECDSA_VERIFY: f[0] public key as sent, f[1] the digest (the
 * host hashed the message), f[2] the signature r || s as sent. No output.
 * param is the curve id. */
#include "ctb_ec.h"
#include "ctb_vectors.h"

int
ctb_vec_ecdsa_verify(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	(void)out;
	*out_len = 0;
	return ctb_ec_ecdsa_verify(c->param, ctb_vec_bytes(c, 0), c->f[0].len,
		ctb_vec_bytes(c, 1), c->f[1].len, ctb_vec_bytes(c, 2), c->f[2].len);
}
