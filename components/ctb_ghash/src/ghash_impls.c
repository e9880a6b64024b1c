/*
 * The variants by name, for benchmarks, tests and the vector runner.
 */
#include <string.h>

#include "ctb_ghash.h"

const ctb_ghash_impl *const ctb_ghash_impls[] = {
	&ctb_ghash_shoup4,
	&ctb_ghash_shoup4_preshift,
	&ctb_ghash_shoup8,
	&ctb_ghash_ctmul,
	NULL
};

const ctb_ghash_impl *
ctb_ghash_find(const char *name)
{
	size_t i;

	for (i = 0; ctb_ghash_impls[i] != NULL; i++) {
		if (strcmp(ctb_ghash_impls[i]->name, name) == 0)
			return ctb_ghash_impls[i];
	}
	return NULL;
}
