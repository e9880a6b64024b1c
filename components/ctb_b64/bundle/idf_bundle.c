/* The bundle on ESP-IDF: embedded by target_add_binary_data(... TEXT),
 * which appends the NUL, under the symbols of the file's name. */
#include "ctb_ca_bundle.h"

extern const char ctb_bundle_start[] asm("_binary_cacert_pem_start");
extern const char ctb_bundle_end[] asm("_binary_cacert_pem_end");

#ifndef CTB_CA_BUNDLE_VERSION
#define CTB_CA_BUNDLE_VERSION "unknown"
#endif

const char ctb_ca_bundle_version[] = CTB_CA_BUNDLE_VERSION;

const char *
ctb_ca_bundle(size_t *len)
{
	/* _end is past the NUL that TEXT mode adds */
	*len = (size_t)(ctb_bundle_end - ctb_bundle_start) - 1;
	return ctb_bundle_start;
}
