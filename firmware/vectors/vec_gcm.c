/* CTB_VEC_GCM_SEAL, CTB_VEC_GCM_OPEN: AES-GCM through ctb_ghash's GCM
 * layer over mbedTLS's AES. f[0] the AES key (16, 24 or 32 bytes), f[1]
 * the IV, f[2] the AAD, f[3] the input (plaintext to seal, ciphertext to
 * open), f[4] the tag to check (open), f[5] the GHASH variant's name:
 * found by name, so that a variant the firmware lacks is a refusal the
 * host sees, never a case run under another variant. param: the tag
 * length seal makes. seal: out = ct || tag; open: out = the plaintext. */
#include <string.h>

#include "mbedtls/aes.h"

#include "ctb_gcm_aes.h"
#include "ctb_ghash.h"
#include "ctb_vectors.h"

/* One GHASH key of any variant; 8-byte aligned for the table variants. */
static union {
	uint64_t align;
	uint8_t b[CTB_GHASH_KEY_MAX];
} area;

static mbedtls_aes_context aes;

/* The variant named by f[5] and the cipher keyed by f[0], in g; -1 if the
 * host wrote something no case may hold. */
static int
setup(const ctb_vec_case *c, ctb_gcm *g)
{
	char name[32];
	const ctb_ghash_impl *impl;

	if (c->f[5].len >= sizeof name)
		return -1;
	memcpy(name, ctb_vec_bytes(c, 5), c->f[5].len);
	name[c->f[5].len] = '\0';
	impl = ctb_ghash_find(name);
	if (impl == NULL || (c->f[0].len != 16 && c->f[0].len != 24 && c->f[0].len != 32))
		return -1;
	mbedtls_aes_free(&aes);
	mbedtls_aes_init(&aes);
	if (mbedtls_aes_setkey_enc(&aes, ctb_vec_bytes(c, 0), 8 * c->f[0].len) != 0)
		return -1;
	return ctb_gcm_init(g, impl, area.b, sizeof area.b, ctb_gcm_aes_encrypt, &aes);
}

int
ctb_vec_gcm_seal(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	ctb_gcm g;
	size_t len = c->f[3].len;
	int rc;

	*out_len = 0;
	/* The tag follows the ciphertext in out: both must fit. */
	if (len > CTB_VEC_OUT_MAX || c->param > CTB_VEC_OUT_MAX - len)
		return -1;
	rc = setup(c, &g);
	if (rc != 0)
		return rc;
	rc = ctb_gcm_seal(&g, ctb_vec_bytes(c, 1), c->f[1].len, ctb_vec_bytes(c, 2), c->f[2].len,
		ctb_vec_bytes(c, 3), len, out, out + len, c->param);
	if (rc == CTB_GCM_OK)
		*out_len = len + c->param;
	return rc;
}

int
ctb_vec_gcm_open(const ctb_vec_case *c, uint8_t *out, size_t *out_len)
{
	ctb_gcm g;
	size_t len = c->f[3].len;
	int rc;

	*out_len = 0;
	if (len > CTB_VEC_OUT_MAX)
		return -1;
	rc = setup(c, &g);
	if (rc != 0)
		return rc;
	rc = ctb_gcm_open(&g, ctb_vec_bytes(c, 1), c->f[1].len, ctb_vec_bytes(c, 2), c->f[2].len,
		ctb_vec_bytes(c, 3), len, out, ctb_vec_bytes(c, 4), c->f[4].len);
	if (rc == CTB_GCM_OK)
		*out_len = len;
	return rc;
}
