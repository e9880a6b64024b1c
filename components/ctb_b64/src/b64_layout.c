/*
 * The layout pass: where the line breaks and the padding are, and how
 * many data characters lie between. That much is public (ctb_b64.h); the
 * pass branches on "is this character one of '\n', '\r', '=', ' ', '\t'"
 * and on nothing finer, so for a text it accepts the branches taken mark
 * exactly the line breaks and the padding. Space, tab and a lone '\r' are
 * refused here (the branch then marks a refused text, not a key).
 *
 * Layout characters: '\n'; '\r' when the next character is '\n'; '='.
 * Everything else is a data character, checked against the alphabet by
 * the variant's decoder later ("-", ":", '\v', '\f', NUL: CTB_B64_BAD_CHAR),
 * in constant time: the pass never stops at them.
 */
#include "ctb_b64.h"
#include "b64_internal.h"

int
b64_scan_layout(const unsigned char *text, size_t len, b64_layout *lay)
{
	size_t i, data = 0, pad = 0;

	for (i = 0; i < len; i++) {
		unsigned c;
		size_t plain;

		/* four data characters at once (a PEM line's 64 in 16 steps) */
		plain = b64_plain_prefix(text + i, len - i, b64_special4);

		if (plain != 0) {
			if (pad != 0) {
				return CTB_B64_BAD_PADDING;   /* data after '=' */
			}
			data += plain;
			i += plain;
		}
		if (i == len) {
			break;
		}
		c = text[i];

		/* one test for the special characters on the common path: its
		 * answer is public (the layout), the character is not */
		if (!b64_special(c)) {
			if (pad != 0) {
				return CTB_B64_BAD_PADDING;   /* data after '=' */
			}
			data++;
			continue;
		}
		/* a special character is layout (public), or refused */
		c = CTB_B64_DECLASSIFY(c);
		if (c == '=') {
			pad++;
		} else if (c == '\r') {
			if (i + 1 == len || !CTB_B64_DECLASSIFY(b64_is(text[i + 1], '\n'))) {
				return CTB_B64_BAD_SPACE;
			}
			i++;   /* the '\n' of "\r\n" */
		} else if (c == ' ' || c == '\t') {
			return CTB_B64_BAD_SPACE;
		}
		/* else '\n'. No other character is special: a control
		 * character is data, refused by the decoder as BAD_CHAR
		 * without saying where (b64_special4). */
	}
	lay->data = data;
	lay->pad = pad;
	if (pad > 2) {
		return CTB_B64_BAD_PADDING;
	}
	if ((data + pad) % 4 != 0) {
		return CTB_B64_BAD_LENGTH;
	}
	return CTB_B64_OK;
}
