/*
 * ctbench's mbedTLS configuration for targets that are not ESP-IDF chips
 * (native and the emulated cores): only what ECDSA verification, ECDH and
 * point multiplication on P-256 and P-384 need, with no OS, no entropy source and no heap
 * of the C library. Passed as MBEDTLS_CONFIG_FILE to every mbedTLS source
 * and to the benchmarks, so both see the same types and limb size.
 *
 * The options that change bignum and ECP speed keep the values ESP-IDF
 * v5.5 builds with by default (seed 000's reference was IDF's mbedTLS with
 * the MPI accelerator off): assembly allowed, NIST fast reduction on, the
 * fixed-point comb tables on, the default window of 4.
 */
#ifndef CTB_MBEDTLS_CONFIG_H
#define CTB_MBEDTLS_CONFIG_H

/* Inline assembly where mbedTLS has it: the Arm and x86-64 multiply-
 * accumulate loops, and the constant-time helpers' paths. */
#define MBEDTLS_HAVE_ASM

#define MBEDTLS_BIGNUM_C
#define MBEDTLS_ECP_C
#define MBEDTLS_ECP_DP_SECP256R1_ENABLED
#define MBEDTLS_ECP_DP_SECP384R1_ENABLED
#define MBEDTLS_ECP_NIST_OPTIM
#define MBEDTLS_ECDSA_C
#define MBEDTLS_ECDH_C
/* ECDSA_C requires them (signature encoding), the benchmarks do not. */
#define MBEDTLS_ASN1_PARSE_C
#define MBEDTLS_ASN1_WRITE_C

/* The b64 comparison (bench/bench_ref_b64.c): mbedtls_base64_decode and
 * mbedtls_pem_read_buffer. */
#define MBEDTLS_BASE64_C
#define MBEDTLS_PEM_PARSE_C

/* mbedTLS allocates its bignums. On bare metal the allocator is mbedTLS's
 * own, over a static buffer the benchmarks hand it (ref_heap.c), so every
 * target allocates the same way, and no C library heap is needed. */
#define MBEDTLS_PLATFORM_C
#define MBEDTLS_PLATFORM_MEMORY
#define MBEDTLS_MEMORY_BUFFER_ALLOC_C
/* and no calloc, free, printf or exit of the C library behind mbedTLS's
 * platform hooks: an allocation before the buffer is set fails cleanly. */
#define MBEDTLS_PLATFORM_NO_STD_FUNCTIONS

#endif
