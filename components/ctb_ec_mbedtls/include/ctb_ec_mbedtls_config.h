/*
 * ctb_ec_mbedtls: mbedTLS 3.6's ECDH primitives on ctb_ec.
 *
 * This file is an mbedTLS user configuration fragment. With it, the two
 * ECDH primitives mbedtls_ecdh_gen_public() and
 * mbedtls_ecdh_compute_shared() come from this component, not from
 * mbedTLS's ecdh.c; everything built on them (mbedtls_ecdh_make_params,
 * make_public, calc_secret, PSA's built-in ECDH key agreement, TLS
 * ECDHE) follows. P-256 and P-384 run on ctb_ec (constant time, no heap);
 * every other curve runs on mbedTLS's own arithmetic, as before.
 *
 * To enable it:
 *   - ESP-IDF: CONFIG_CTB_EC_MBEDTLS_ALT=y (this component's Kconfig),
 *     CONFIG_MBEDTLS_CUSTOM_CONFIG... see docs/ec.md: the component's
 *     CMakeLists.txt adds this file as MBEDTLS_USER_CONFIG_FILE and links
 *     the adapter into mbedTLS's crypto library.
 *   - Any other build of mbedTLS: compile the library with
 *     -DMBEDTLS_USER_CONFIG_FILE='"ctb_ec_mbedtls_config.h"' (this
 *     directory on the include path), and link src/ecdh_*_alt.c,
 *     src/alt_codec.c, ctb_ec and ctb_ct into the program.
 *
 * mbedTLS refuses MBEDTLS_ECP_RESTARTABLE with any ECDH ALT
 * (check_config.h): ctb_ec's multiplication runs to completion in one call
 * and keeps nothing between calls, so it has nothing to resume.
 */
#ifndef CTB_EC_MBEDTLS_CONFIG_H
#define CTB_EC_MBEDTLS_CONFIG_H

#define MBEDTLS_ECDH_GEN_PUBLIC_ALT
#define MBEDTLS_ECDH_COMPUTE_SHARED_ALT

#endif
