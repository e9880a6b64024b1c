/* CTB_VEC_B64_DECODE, CTB_VEC_PEM_DECODE: ctb_b64's decoders. f[0] the
 * text, f[1] the output room as 4 bytes big-endian (empty: the whole
 * buffer, so that a case can ask for CTB_B64_OUT_TOO_SMALL); param the
 * decoder (CTB_B64_TABLE, CTB_B64_CT_SCAN, CTB_B64_CT_RANGE).
 * base64: out = the bytes. PEM: out = consumed (2 bytes big-endian), the
 * label's length (1 byte), the label, the body. */
#include <string.h>

#include "ctb_b64.h"
#include "ctb_vectors.h"

/* The room the case asks for, at most max; (size_t)-1 if f[1] is malformed. */
static size_t
room(const ctb_vec_case *c, size_t max)
{
	const uint8_t *p = ctb_vec_bytes(c, 1);
	uint32_t cap;

	if (c->f[1].len == 0)
		return max;
	if (c->f[1].len != 4)
		return (size_t)-1;
	cap = (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | p[3];
	return cap < max ? cap : max;
}

int
ctb_vec_b64_decode(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	size_t cap = room(c, CTB_VEC_OUT_MAX);
	size_t n = 0;
	int rc;

	*out_len = 0;
	if (cap == (size_t)-1)
		return -1;
	rc = ctb_b64_decode(c->param, (const char *)ctb_vec_bytes(c, 0), c->f[0].len, out, cap,
		&n);
	if (rc == CTB_B64_OK)
		*out_len = n;
	return rc;
}

int
ctb_vec_pem_decode(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	static uint8_t body[CTB_VEC_OUT_MAX];
	size_t cap = room(c, sizeof body);
	const char *label = NULL;
	size_t label_len = 0, n = 0, consumed = 0;
	int rc;

	*out_len = 0;
	if (cap == (size_t)-1)
		return -1;
	rc = ctb_pem_decode(c->param, (const char *)ctb_vec_bytes(c, 0), c->f[0].len, &label,
		&label_len, body, cap, &n, &consumed);
	if (rc != CTB_B64_OK)
		return rc;
	/* The host's texts are short; a longer result is its mistake. */
	if (label_len > 255 || consumed > 0xffff || 3 + label_len + n > CTB_VEC_OUT_MAX)
		return -1;
	out[0] = (uint8_t)(consumed >> 8);
	out[1] = (uint8_t)consumed;
	out[2] = (uint8_t)label_len;
	memcpy(out + 3, label, label_len);
	memcpy(out + 3 + label_len, body, n);
	*out_len = 3 + label_len + n;
	return rc;
}
