/*
 * The negative control: the plain C of mbedTLS 3.6's carries and of a naive
 * select, with comparisons and conditionals the compiler is free to turn
 * into branches (and on cores without set-on-less-than, such as lx106,
 * does). Never a default; every checker must flag it where it can see it.
 */
#ifndef CTB_CT_PATH_PLAIN_H
#define CTB_CT_PATH_PLAIN_H

#include <stdint.h>

#define CTB_CT_PATH "plain (NOT constant time: negative control)"
#define CTB_CT_PLAIN 1
#define CTB_CT_INLINE static inline

CTB_CT_INLINE uint32_t
ctb_ct_opaque(uint32_t x)
{
	return x;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_mask(uint32_t b)
{
	return b ? 0xffffffffu : 0u;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_lt(uint32_t x, uint32_t y)
{
	return x < y ? 0xffffffffu : 0u;
}

CTB_CT_INLINE uint32_t
ctb_ct_core_sel(uint32_t m, uint32_t a, uint32_t b)
{
	return m ? a : b;
}

#endif
