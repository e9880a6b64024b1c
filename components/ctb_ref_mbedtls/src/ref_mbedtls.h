/*
 * mbedTLS's bignum, ECP, ECDSA and ECDH APIs as the benchmarks call them,
 * from 3.6.x or 4.x: include it before any other mbedTLS header.
 *
 * 3.6.x declares them in its public headers. 4.x (TF-PSA-Crypto 1.0)
 * keeps them, with the same signatures, in private headers
 * (mbedtls/private/), whose declarations are compiled only where the
 * program defines MBEDTLS_DECLARE_PRIVATE_IDENTIFIERS before its first
 * mbedTLS include: the route TF-PSA-Crypto's migration guide allows
 * ("Private declarations"), with no promise of stability. 3.6.x ignores
 * the macro. mbedtls_mpi_core_* are internal to the library in both:
 * bignum_core.h, from the source directory the build adds.
 */
#ifndef CTB_REF_MBEDTLS_H
#define CTB_REF_MBEDTLS_H

#if defined(MBEDTLS_BUILD_INFO_H) || defined(TF_PSA_CRYPTO_BUILD_INFO_H)
#error "ref_mbedtls.h must come before any other mbedTLS header"
#endif
#ifndef MBEDTLS_DECLARE_PRIVATE_IDENTIFIERS
#define MBEDTLS_DECLARE_PRIVATE_IDENTIFIERS
#endif

#include "mbedtls/build_info.h"

#if MBEDTLS_VERSION_MAJOR >= 4
#include "mbedtls/private/bignum.h"
#include "mbedtls/private/ecdh.h"
#include "mbedtls/private/ecdsa.h"
#include "mbedtls/private/ecp.h"
#else
#include "mbedtls/bignum.h"
#include "mbedtls/ecdh.h"
#include "mbedtls/ecdsa.h"
#include "mbedtls/ecp.h"
#endif
#include "bignum_core.h"

/* The GCM rows (mbedTLS's AES and GCM) are built where the tree has them
 * in the configuration: 3.6.x's ctb_mbedtls_config.h. */
#if defined(MBEDTLS_GCM_C) && defined(MBEDTLS_AES_C)
#define CTB_REF_GCM_ROWS 7
#include "mbedtls/aes.h"
#include "mbedtls/gcm.h"
#else
#define CTB_REF_GCM_ROWS 0
#endif

#endif
