/*
 * The strict driver, common to the three variants:
 *
 *   1. the layout pass (b64_layout.c) on public structure: line breaks,
 *      padding, the number of data characters; refusals in text order
 *      (BAD_SPACE, BAD_PADDING for data after '='), then more than two
 *      '=' (BAD_PADDING), then a count not a multiple of 4 (BAD_LENGTH);
 *   2. the output size against cap: OUT_TOO_SMALL before a byte is written;
 *   3. every group decoded by the variant, the error bits OR-ed, never
 *      tested inside the loop: a bad character does not stop the work
 *      early, it is reported once everything is decoded (BAD_CHAR);
 *   4. the bits the padding leaves unused must be zero (NONZERO_BITS).
 *
 * On BAD_CHAR and NONZERO_BITS out[0 .. decoded length) is zeroed: it held
 * bytes of a refused text. *out_len is 0 on every error.
 */
#include <string.h>

#include "ctb_b64.h"
#include "b64_internal.h"

static const b64_groups_fn b64_variants[] = {
	b64_table_groups, ctb_b64_ct_scan_groups, ctb_b64_ct_range_groups
};

int
ctb_b64_variant(const char *name)
{
	static const char *const names[] = { "table", "ct-scan", "ct-range" };
	int i;

	for (i = 0; i < 3; i++) {
		if (name != NULL && strcmp(name, names[i]) == 0) {
			return i;
		}
	}
	return -1;
}

size_t
ctb_b64_decoded_len(const char *text, size_t len)
{
	b64_layout lay;

	if (b64_scan_layout((const unsigned char *)text, len, &lay) != CTB_B64_OK) {
		return 0;
	}
	return (lay.data + lay.pad) / 4 * 3 - lay.pad;
}

/* The end of the run of data characters from p: the next line break or
 * '=' (the layout pass has refused every other special character). */
static const unsigned char *
run_end(const unsigned char *p, const unsigned char *end)
{
	p += b64_plain_prefix(p, (size_t)(end - p), b64_breaks4);
	/* then one at a time, to the break inside the last word */
	while (p < end && !b64_breaks_run(*p)) {
		p++;
	}
	return p;
}

int
ctb_b64_decode(int variant, const char *text, size_t len, uint8_t *out, size_t cap,
	size_t *out_len)
{
	const unsigned char *p = (const unsigned char *)text, *end = p + len;
	b64_groups_fn groups;
	b64_layout lay;
	unsigned char part[4];   /* a group split by a line break, or the padded one */
	uint8_t last[3];
	size_t n, k = 0, total;
	uint8_t *o = out;
	uint32_t err = 0, unused = 0, bad;
	int ret;

	*out_len = 0;
	if (variant < 0 || variant > CTB_B64_CT_RANGE) {
		return CTB_B64_BAD_VARIANT;
	}
	groups = b64_variants[variant];
	ret = b64_scan_layout(p, len, &lay);
	if (ret != CTB_B64_OK) {
		return ret;
	}
	total = (lay.data + lay.pad) / 4 * 3 - lay.pad;
	if (total > cap) {
		return CTB_B64_OUT_TOO_SMALL;
	}

	while (p < end) {
		const unsigned char *q;

		if (b64_breaks_run(*p)) {
			/* public: a line break, or the padding */
			if (CTB_B64_DECLASSIFY(b64_is(*p, '='))) {
				break;   /* only '=' and line breaks follow */
			}
			p++;
			continue;
		}
		q = run_end(p, end);
		/* finish a group the previous line began */
		while (k != 0 && p < q) {
			part[k++] = *p++;
			if (k == 4) {
				err |= groups(part, 1, o);
				o += 3;
				k = 0;
			}
		}
		n = (size_t)(q - p) / 4;
		if (n != 0) {
			err |= groups(p, n, o);
			o += 3 * n;
			p += 4 * n;
		}
		while (p < q) {
			part[k++] = *p++;
		}
	}
	if (lay.pad != 0) {
		/* k == 4 - pad data characters; 'A' (0) stands for each '=' */
		while (k < 4) {
			part[k++] = 'A';
		}
		err |= groups(part, 1, last);
		memcpy(o, last, 3 - lay.pad);
		/* one '=': the low 2 bits of the third character, in last[2];
		 * two: the low 4 of the second, in last[1] (last[2] is 0) */
		unused = last[2] | (lay.pad == 2 ? last[1] : 0);
		memset(last, 0, sizeof last);
	}
	/* one decision on the whole text, after all of it is decoded */
	bad = err | unused;
	if (CTB_B64_DECLASSIFY((bad | (0u - bad)) >> 31)) {
		if (total != 0) {
			memset(out, 0, total);
		}
		return err != 0 ? CTB_B64_BAD_CHAR : CTB_B64_NONZERO_BITS;
	}
	*out_len = total;
	return CTB_B64_OK;
}
