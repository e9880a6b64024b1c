/*
 * mbedTLS's AES as a ctb_gcm_encrypt_fn (include/ctb_gcm_aes.h).
 */
#include "mbedtls/aes.h"

#include "ctb_gcm_aes.h"

void
ctb_gcm_aes_encrypt(const void *cipher, const uint8_t in[CTB_GHASH_BLOCK],
	uint8_t out[CTB_GHASH_BLOCK])
{
	/* mbedTLS takes the context non-const; ECB encryption only reads it.
	 * Its return value can only report a bad mode, which this is not
	 * (hardware AES ports also return 0 for a set-up context). */
	(void)mbedtls_aes_crypt_ecb((mbedtls_aes_context *)(uintptr_t)cipher,
		MBEDTLS_AES_ENCRYPT, in, out);
}
