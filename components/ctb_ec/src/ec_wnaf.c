#include "ec_internal.h"

/*
 * Width-w NAF of a public scalar k (limbs, plain form, least significant
 * first): digits d[i] in {0, +-1, +-3, .., +-(2^(w-1) - 1)} with
 * k = sum d[i] 2^i and at least w - 1 zeros after every nonzero digit, so a
 * scalar of L bits has about L / (w + 1) nonzero digits.
 *
 * VARIABLE TIME: this branches on k's bits. Only ECDSA verification calls
 * it, whose scalars u1, u2 are public.
 *
 * The walk keeps V = (k >> pos) + carry, carry in {0, 1}, without touching
 * k. V is even exactly when k's bit at pos equals carry: the digit is 0 and
 * the carry stays. Else the digit is the window W = w bits of k at pos, plus
 * carry, taken signed: d = W - 2^w when W >= 2^(w-1) (then 2^w is carried
 * into the next window). W = 2^w cannot occur: it is even, V is odd.
 * The loop runs to nbits + w, not nbits + 1, so that a carry out of the
 * top window still gets its digit; every digit past the last nonzero one is
 * 0. d has room for nbits + w digits (CTB_EC_MAX_BITS + 8 for any w <= 8).
 */
void
ctb_ec_wnaf(signed char *d, const ctb_ec_limb *k, size_t limbs, unsigned w)
{
	const unsigned lb = 8 * sizeof(ctb_ec_limb);
	size_t nbits = lb * limbs, pos, j;
	unsigned carry = 0;

	for (pos = 0; pos < nbits + w; pos++) {
		d[pos] = 0;
	}
	pos = 0;
	while (pos < nbits + w) {
		unsigned win = 0;
		int digit;

		for (j = 0; j < w; j++) {
			size_t b = pos + j;

			if (b < nbits) {
				win |= (unsigned)((k[b / lb] >> (b % lb)) & 1) << j;
			}
		}
		if ((win & 1) == carry) {
			pos++;
			continue;
		}
		win += carry;
		digit = (int)win;
		carry = 0;
		if (win >= (1u << (w - 1))) {
			digit -= 1 << w;
			carry = 1;
		}
		d[pos] = (signed char)digit;
		pos += w;
	}
}
