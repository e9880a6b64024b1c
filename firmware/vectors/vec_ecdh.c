/* CTB_VEC_ECDH: f[0] scalar (exactly ctb_ec_size bytes), f[1] the peer's
 * point as sent; out = the shared x. param is the curve id. */
#include "ctb_ec.h"
#include "ctb_vectors.h"

int
ctb_vec_ecdh(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	size_t size = ctb_ec_size(c->param);

	if (size == 0 || c->f[0].len != size)
		return -1;   /* the host never writes such a case */
	*out_len = size;
	return ctb_ec_shared(c->param, ctb_vec_bytes(c, 0), ctb_vec_bytes(c, 1), c->f[1].len,
		out);
}
