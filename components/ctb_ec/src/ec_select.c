#include "ec_internal.h"

/*
 * Eight accumulators on the 32-bit cores (RV32 has registers to spare, and
 * the disassembly audit checks the others); four on 64-bit hosts, where
 * x86-64's -Os runs out of registers under eight and spills the table
 * pointer, and a pointer reloaded from the stack reads to the audit like a
 * secret one.
 */
#if UINTPTR_MAX > 0xffffffffu
#define SELECT_EIGHT 0
#else
#define SELECT_EIGHT 1
#endif

/*
 * ctb_ct_lookup for the point tables, which are read once per window: the
 * sixteen masks are made once (one ctb_ct_eq per entry, not per word), then
 * the words go in strips of eight (or four) accumulators that stay in
 * registers across every entry, so a word costs a load, an and and an or,
 * where the generic lookup also loads and stores out for each of them.
 * Every entry is read and every word kept or dropped by its mask: the loops
 * run over the public count and width, and the index only decides masks.
 * width is a multiple of four (3 * limbs, 2 * limbs: 8 or 12 limbs);
 * count <= CTB_EC_SELECT_MAX.
 */
void
ctb_ec_table_select(uint32_t *out, const uint32_t *table, size_t count, size_t width,
	uint32_t index)
{
#ifdef CTB_CT_PLAIN
	/* ctb_ct's negative control: its plain lookup reads the entry at the
	 * index, the leak every checker must find in ctb_ec too. */
	ctb_ct_lookup(out, table, count, width, index);
#else
	uint32_t mask[CTB_EC_SELECT_MAX];
	size_t j, k;

	for (k = 0; k < count; k++) {
		mask[k] = ctb_ct_eq((uint32_t)k, index);
	}
	/* Strips of eight words, then one of four when width is not a multiple
	 * of eight (3 * 12 limbs); only strips of four on 64-bit hosts. */
	j = 0;
#if SELECT_EIGHT
	for (; j + 8 <= width; j += 8) {
		const uint32_t *t = table + j;
		uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0, a4 = 0, a5 = 0, a6 = 0, a7 = 0;

		for (k = 0; k < count; k++, t += width) {
			uint32_t m = mask[k];

			a0 |= t[0] & m;
			a1 |= t[1] & m;
			a2 |= t[2] & m;
			a3 |= t[3] & m;
			a4 |= t[4] & m;
			a5 |= t[5] & m;
			a6 |= t[6] & m;
			a7 |= t[7] & m;
		}
		out[j] = a0;
		out[j + 1] = a1;
		out[j + 2] = a2;
		out[j + 3] = a3;
		out[j + 4] = a4;
		out[j + 5] = a5;
		out[j + 6] = a6;
		out[j + 7] = a7;
	}
#endif
	for (; j < width; j += 4) {
		const uint32_t *t = table + j;
		uint32_t a0 = 0, a1 = 0, a2 = 0, a3 = 0;

		for (k = 0; k < count; k++, t += width) {
			uint32_t m = mask[k];

			a0 |= t[0] & m;
			a1 |= t[1] & m;
			a2 |= t[2] & m;
			a3 |= t[3] & m;
		}
		out[j] = a0;
		out[j + 1] = a1;
		out[j + 2] = a2;
		out[j + 3] = a3;
	}
#endif
}
