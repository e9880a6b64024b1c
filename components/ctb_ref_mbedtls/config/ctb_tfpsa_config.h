/*
 * ctbench's TF-PSA-Crypto configuration (mbedTLS 4.x) for targets that are
 * not ESP-IDF chips: the 4.x counterpart of ctb_mbedtls_config.h, for the
 * bignum and EC rows (seed 000's and plans/ec.toml's). Passed as
 * TF_PSA_CRYPTO_CONFIG_FILE to every TF-PSA-Crypto source and to the
 * benchmarks, so both see the same types and limb size.
 *
 * In 4.x, MBEDTLS_BIGNUM_C, _ECP_C, _ECDSA_C, _ECDH_C and the curve
 * options are no longer set by the user: TF-PSA-Crypto derives them from
 * the PSA_WANT_* names below (config_adjust_legacy_from_psa.h), and only
 * when MBEDTLS_PSA_CRYPTO_C is on. The PSA core itself is not compiled
 * (CMakeLists.txt takes the bignum and EC sources only), so nothing here
 * ever draws a random number from it.
 *
 * The speed options keep ctb_mbedtls_config.h's values: assembly allowed,
 * NIST fast reduction on, the fixed-point comb on, the default window.
 */
#ifndef CTB_TFPSA_CONFIG_H
#define CTB_TFPSA_CONFIG_H

#define TF_PSA_CRYPTO_CONFIG_VERSION 0x01000000

/* ECDSA verification and ECDH on P-256 and P-384: these yield BIGNUM_C,
 * ECP_C, ECDSA_C, ECDH_C, ECP_DP_SECP256R1/384R1 and ASN.1. */
#define PSA_WANT_ALG_ECDSA 1
#define PSA_WANT_ALG_ECDH 1
#define PSA_WANT_ALG_SHA_256 1
#define PSA_WANT_ECC_SECP_R1_256 1
#define PSA_WANT_ECC_SECP_R1_384 1
#define PSA_WANT_KEY_TYPE_ECC_PUBLIC_KEY 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_BASIC 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_IMPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_EXPORT 1
#define PSA_WANT_KEY_TYPE_ECC_KEY_PAIR_GENERATE 1

/* The PSA core option, without which the PSA_WANT_* names derive
 * nothing; bare metal has no entropy source, so its RNG would be the
 * application's (mbedtls_psa_external_get_random). No DRBG, no
 * ENTROPY_C, no file system, time or storage. */
#define MBEDTLS_PSA_CRYPTO_C
#define MBEDTLS_PSA_CRYPTO_EXTERNAL_RNG

#define MBEDTLS_HAVE_ASM
#define MBEDTLS_ECP_NIST_OPTIM

/* As in ctb_mbedtls_config.h: mbedTLS's own allocator over a static
 * buffer (src/ref_platform.c), and nothing of the C library behind the
 * platform hooks. */
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_MEMORY_BUFFER_ALLOC_C
#define MBEDTLS_PLATFORM_NO_STD_FUNCTIONS

#endif
