/* The vector set a fresh build embeds until the host writes one: none.
 * Copied into the build directory as ctb_vectors_data.c at configure time. */
#include "ctb_vectors.h"

const ctb_vec_case ctb_vec_cases[1];
const size_t ctb_vec_count = 0;
const uint8_t ctb_vec_blob[1];
const char ctb_vec_data_id[] = "empty";
