/*
 * ctb_gcm_aes: mbedTLS's AES as the block cipher under ctb_gcm (built only
 * where mbedTLS is: the CMake target ctb_gcm_aes on native and emulators
 * when the build has an mbedTLS tree, CTB_MBEDTLS_DIR; the mbedtls
 * component, hardware AES when CONFIG_MBEDTLS_HARDWARE_AES, on boards).
 *
 *   mbedtls_aes_context aes;
 *   mbedtls_aes_init(&aes);
 *   mbedtls_aes_setkey_enc(&aes, key, 128);
 *   ctb_gcm_init(&g, impl, area, sizeof area, ctb_gcm_aes_encrypt, &aes);
 */
#ifndef CTB_GCM_AES_H
#define CTB_GCM_AES_H

#include <stdint.h>

#include "ctb_ghash.h"

/* A ctb_gcm_encrypt_fn: cipher is an mbedtls_aes_context set up for
 * encryption (mbedtls_aes_setkey_enc). */
void ctb_gcm_aes_encrypt(const void *cipher, const uint8_t in[CTB_GHASH_BLOCK],
	uint8_t out[CTB_GHASH_BLOCK]);

#endif
