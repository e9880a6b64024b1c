/*
 * Which suites are in this build. Each capability sets CONFIG_CTB_BENCH_<X>
 * (Kconfig in an ESP-IDF build, a CMake option elsewhere); the app takes
 * the NULL-terminated list CTB_SUITES.
 */
#ifndef CTB_SUITES_H
#define CTB_SUITES_H

#include "ctb_bench.h"

#ifdef ESP_PLATFORM
#include "sdkconfig.h"
#endif

extern const ctb_suite ctb_suite_harness;

#if defined(CONFIG_CTB_BENCH_MPI) && CONFIG_CTB_BENCH_MPI
extern const ctb_suite ctb_suite_mpi;
#define CTB_SUITE_MPI &ctb_suite_mpi,
#else
#define CTB_SUITE_MPI
#endif

#if defined(CONFIG_CTB_BENCH_CT) && CONFIG_CTB_BENCH_CT
extern const ctb_suite ctb_suite_ct;
#define CTB_SUITE_CT &ctb_suite_ct,
#else
#define CTB_SUITE_CT
#endif

#if defined(CONFIG_CTB_BENCH_EC) && CONFIG_CTB_BENCH_EC
extern const ctb_suite ctb_suite_ec;
#define CTB_SUITE_EC &ctb_suite_ec,
#else
#define CTB_SUITE_EC
#endif

#if defined(CONFIG_CTB_BENCH_GHASH) && CONFIG_CTB_BENCH_GHASH
extern const ctb_suite ctb_suite_ghash;
#define CTB_SUITE_GHASH &ctb_suite_ghash,
#else
#define CTB_SUITE_GHASH
#endif

#if defined(CONFIG_CTB_BENCH_B64) && CONFIG_CTB_BENCH_B64
extern const ctb_suite ctb_suite_b64;
#define CTB_SUITE_B64 &ctb_suite_b64,
#else
#define CTB_SUITE_B64
#endif

#if defined(CONFIG_CTB_BENCH_REF_MBEDTLS) && CONFIG_CTB_BENCH_REF_MBEDTLS
extern const ctb_suite ctb_suite_ref_mbedtls;
#define CTB_SUITE_REF_MBEDTLS &ctb_suite_ref_mbedtls,
#else
#define CTB_SUITE_REF_MBEDTLS
#endif

#if defined(CONFIG_CTB_BENCH_REF_BEARSSL) && CONFIG_CTB_BENCH_REF_BEARSSL
extern const ctb_suite ctb_suite_ref_bearssl;
#define CTB_SUITE_REF_BEARSSL &ctb_suite_ref_bearssl,
#else
#define CTB_SUITE_REF_BEARSSL
#endif

/* ESP-IDF's own GCM port (ctb_idf_gcm): boards only. */
#if defined(CONFIG_CTB_BENCH_IDF_GCM) && CONFIG_CTB_BENCH_IDF_GCM
extern const ctb_suite ctb_suite_idf_gcm;
#define CTB_SUITE_IDF_GCM &ctb_suite_idf_gcm,
#else
#define CTB_SUITE_IDF_GCM
#endif

#define CTB_SUITES { &ctb_suite_harness, CTB_SUITE_CT CTB_SUITE_MPI \
	CTB_SUITE_EC CTB_SUITE_GHASH CTB_SUITE_B64 \
	CTB_SUITE_REF_MBEDTLS CTB_SUITE_REF_BEARSSL CTB_SUITE_IDF_GCM NULL }

#endif
