/*
 * mbedTLS 4.x's own configuration (MBEDTLS_CONFIG_FILE: TLS and X.509
 * only, in 4.x): empty. The benchmarks read only the version from
 * mbedtls/build_info.h; the crypto is configured by ctb_tfpsa_config.h.
 */
#ifndef CTB_MBEDTLS4_TLS_CONFIG_H
#define CTB_MBEDTLS4_TLS_CONFIG_H
#endif
