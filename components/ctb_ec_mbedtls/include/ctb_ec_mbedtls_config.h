/*
 * ctb_ec_mbedtls: mbedTLS 3.6's ECDH primitives on ctb_ec.
 *
 * This file is an mbedTLS user configuration fragment. With it, the two
 * ECDH primitives mbedtls_ecdh_gen_public() and
 * mbedtls_ecdh_compute_shared() come from this component, not from
 * mbedTLS's ecdh.c, and what is built on them follows:
 * mbedtls_ecdh_make_params, make_public and calc_secret (legacy TLS 1.2
 * ECDHE), and PSA's built-in key agreement, which calls calc_secret (TLS
 * 1.3, and TLS 1.2 with MBEDTLS_USE_PSA_CRYPTO). PSA's and pk's key
 * generation do not: they call mbedtls_ecp_mul() themselves. P-256 and
 * P-384 run on ctb_ec (constant time, no heap); every other curve runs on
 * mbedTLS's own arithmetic, as before.
 *
 * To enable it:
 *   - ESP-IDF (v5.5, mbedTLS 3.6): have a component require ctb_ec_mbedtls
 *     and set CONFIG_CTB_EC_MBEDTLS_ALT=y. The component's CMakeLists.txt
 *     then defines MBEDTLS_USER_CONFIG_FILE as this file for mbedTLS's
 *     crypto library (ESP-IDF's esp_config.h includes it last) and links
 *     the adapter after that library. ESP-IDF has no Kconfig option of its
 *     own for a user configuration file.
 *   - Any other build of mbedTLS 3.6: compile the library, and every file
 *     that includes its headers, with
 *     -DMBEDTLS_USER_CONFIG_FILE='"ctb_ec_mbedtls_config.h"' and this
 *     directory on the include path; link the three src/ files of this component,
 *     ctb_ec and ctb_ct into the program (test/CMakeLists.txt does this).
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
