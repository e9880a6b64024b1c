/*
 * The Mozilla CA bundle, as shipped by the Python package certifi,
 * embedded at build time (the host passes its path: -DCTB_CA_BUNDLE=...).
 * The text is followed by a NUL that len does not count (mbedTLS's PEM
 * reader needs one).
 */
#ifndef CTB_CA_BUNDLE_H
#define CTB_CA_BUNDLE_H

#include <stddef.h>
#include <stdint.h>

const char *ctb_ca_bundle(size_t *len);

/* certifi's version, e.g. "2026.10.19"; "unknown" when not given. */
extern const char ctb_ca_bundle_version[];

/*
 * The benchmarks' untimed preparation: the certificate bodies of the
 * bundle (the base64 between "-----BEGIN CERTIFICATE-----\n" and
 * "-----END CERTIFICATE-----"), as offsets into text and lengths, at most
 * max of them; returns how many, or 0 if the text does not parse.
 */
size_t ctb_ca_bundle_split(const char *text, size_t len, uint32_t *off, uint32_t *n,
	size_t max);

/* What the benchmarks fold over each decoded certificate: its length and
 * a few of its bytes (the timed loop adds a handful of instructions per
 * certificate, not per byte). */
static inline uint32_t
ctb_ca_fold(uint32_t h, const uint8_t *der, size_t len)
{
	if (len == 0) {
		return h * 33u;
	}
	return (h * 33u) ^ (uint32_t)len ^ ((uint32_t)der[0] << 8)
		^ ((uint32_t)der[len / 2] << 16) ^ ((uint32_t)der[len - 1] << 24);
}

#endif
