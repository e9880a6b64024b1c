/*
 * Conversions between mbedTLS's numbers and points and ctb_ec's bytes,
 * shared by the two ECDH primitives.
 */
#ifndef CTB_EC_MBEDTLS_ALT_INTERNAL_H
#define CTB_EC_MBEDTLS_ALT_INTERNAL_H

/* The adapter reads the sign and coordinates of mbedTLS's numbers and
 * points, which mbedTLS 3 marks private to applications (an ALT
 * implementation is part of the library). */
#define MBEDTLS_ALLOW_PRIVATE_ACCESS

#include <stddef.h>
#include <stdint.h>

#include "mbedtls/ecdh.h"
#include "ctb_ec.h"

/* Bytes in the largest curve ctb_ec knows (P-384). */
#define CTB_EC_MBEDTLS_MAX 48

/* CTB_EC_P256 or CTB_EC_P384 for the groups ctb_ec serves, else 0.
 * The group id is trusted to name the group's parameters, as mbedTLS's
 * own curve-specific code (fast reduction, comb tables) trusts it. */
int ctb_ec_mbedtls_curve(const mbedtls_ecp_group *grp);

/*
 * out (len bytes, big-endian) = d. Fails with MBEDTLS_ERR_ECP_INVALID_KEY
 * if d is negative or does not fit; ctb_ec checks the range [1, n).
 * CT: the value of d does not leak; its sign and its allocation size
 * (limb count) do, as they do in mbedTLS.
 */
int ctb_ec_mbedtls_scalar(const mbedtls_mpi *d, uint8_t *out, size_t len);

/*
 * out (1 + 2 * len bytes) = 04 || X || Y. Fails with
 * MBEDTLS_ERR_ECP_INVALID_KEY for what mbedtls_ecp_check_pubkey() refuses
 * before any arithmetic: Z other than 1 (the point at infinity included),
 * a negative coordinate, a coordinate longer than len bytes. ctb_ec checks
 * the rest (coordinates below p, on the curve). The point is public.
 */
int ctb_ec_mbedtls_point(const mbedtls_ecp_point *Q, uint8_t *out, size_t len);

/* mbedTLS's error code for a ctb_ec code, the one mbedTLS's own
 * arithmetic returns for the same input. */
int ctb_ec_mbedtls_error(int rc);

#endif
