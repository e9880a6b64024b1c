/* CTB_VEC_EC_PUBLIC: f[0] scalar (exactly ctb_ec_size bytes); out = the
 * public key 04 || x || y. param is the curve id. */
#include "ctb_ec.h"
#include "ctb_vectors.h"

int
ctb_vec_ec_public(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	size_t size = ctb_ec_size(c->param);

	if (size == 0 || c->f[0].len != size)
		return -1;   /* the host never writes such a case */
	*out_len = 1 + 2 * size;
	return ctb_ec_public_key(c->param, ctb_vec_bytes(c, 0), out);
}
