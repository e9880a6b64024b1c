/*
 * mbedTLS's rows of the b64 comparison (bench/bench_ref_b64.c), built when
 * the CA bundle is in the build (CTB_REF_CA_BUNDLE): b64_decode_ca_bundle
 * through mbedtls_base64_decode, pem_parse_ca_bundle through
 * mbedtls_pem_read_buffer, with ctb_b64's names (components/ctb_b64).
 */
#ifndef CTB_REF_B64_H
#define CTB_REF_B64_H

#include <stddef.h>
#include <stdint.h>

#if defined(CTB_REF_CA_BUNDLE)
#define CTB_REF_B64_ROWS 2
#else
#define CTB_REF_B64_ROWS 0
#endif

int ctb_ref_b64_setup(void *arena, size_t size);
void ctb_ref_b64_run_decode(void *arena);
void ctb_ref_b64_run_pem(void *arena);
int ctb_ref_b64_check(void *arena);

#endif
