/*
 * LX6 / LX7 products: 32-bit limbs, product scanning (one output limb per
 * column), mull + muluh per limb product. Included by xtensa_prod.h.
 *
 * Column accumulator: three registers (c0, c1, c2) = a5, a6, a7 in a
 * rotation: column k uses a5+(k%3) as c0, and when c0 has been stored it is
 * zeroed and becomes the next column's c2, so no moves. Bound: a column
 * holds at most 12 products of at most (2^32-1)^2, plus the carry in from
 * the previous column (< 2^36), so it is below 2^68 and c2 < 16.
 *
 * Scratch: a8 = a[i], a9 = b[j], a10 = low word, a11 = high word,
 * a13 = carry (apart from the sources: LX6's sequence writes its
 * destination before it last reads x). LX6 keeps the constant 1 in a12.
 *
 * Carry out of "s += x" (0 or 1, no branch):
 *   LX7  saltu  c = (s < x) in one instruction;
 *   LX6  minu(s, x) differs from x exactly when s < x; xor with x, then
 *        minu with 1, turns that into 0 or 1: three instructions.
 */

	.macro	xt_carry c, s, x
#if defined(CTB_EC_XT_SALTU)
	saltu	\c, \s, \x
#else
	minu	\c, \s, \x
	xor	\c, \c, \x
	minu	\c, \c, a12
#endif
	.endm

	.macro	xt_one
#if !defined(CTB_EC_XT_SALTU)
	movi	a12, 1
#endif
	.endm

/* (c0, c1, c2) += x * y, x in a8 and y in a9. The high word of a product
 * is at most 2^32 - 2, so adding the low word's carry to it cannot wrap. */
	.macro	xt_mac c0, c1, c2
	mull	a10, a8, a9
	muluh	a11, a8, a9
	add	\c0, \c0, a10
	xt_carry a13, \c0, a10
	add	a11, a11, a13
	add	\c1, \c1, a11
	xt_carry a13, \c1, a11
	add	\c2, \c2, a13
	.endm

/* The column accumulator of column k (a symbol), rotated. */
	.macro	xt_mac_col k
	.if	(\k) % 3 == 0
	xt_mac	a5, a6, a7
	.elseif	(\k) % 3 == 1
	xt_mac	a6, a7, a5
	.else
	xt_mac	a7, a5, a6
	.endif
	.endm

/* Store c0 of column k to r[k] and zero it: it is column k+1's c2. */
	.macro	xt_col_end k
	.if	(\k) % 3 == 0
	s32i	a5, a2, 4 * (\k)
	movi	a5, 0
	.elseif	(\k) % 3 == 1
	s32i	a6, a2, 4 * (\k)
	movi	a6, 0
	.else
	s32i	a7, a2, 4 * (\k)
	movi	a7, 0
	.endif
	.endm

/*
 * Product scanning over the pairs (i, j) with i + j = k, and either every
 * pair (sq = 0: r = a * b) or only i < j (sq = 1: r = the cross products of
 * a square, b = a). Column 2n-2 ends with its c1 as r[2n-1].
 */
	.macro	xt_scan3 n, sq
	movi	a5, 0
	movi	a6, 0
	movi	a7, 0
	.set	k, 0
	.rept	2 * \n - 1
	.set	i, 0
	.rept	\n
	.set	j, k - i
	.if	(j >= 0) && (j < \n) && ((\sq == 0) || (i < j))
	l32i	a8, a3, 4 * i
	l32i	a9, a4, 4 * j
	xt_mac_col k
	.endif
	.set	i, i + 1
	.endr
	xt_col_end k
	.set	k, k + 1
	.endr
	/* k = 2n - 1 now: its c0 is the last column's c1 */
	.if	(2 * \n - 1) % 3 == 0
	s32i	a5, a2, 4 * (2 * \n - 1)
	.elseif	(2 * \n - 1) % 3 == 1
	s32i	a6, a2, 4 * (2 * \n - 1)
	.else
	s32i	a7, a2, 4 * (2 * \n - 1)
	.endif
	.endm

/*
 * LX6 only: the same scan with no carry at all. Each product's two words
 * are cut into 16-bit halves, summed into four registers of weights 0, 16,
 * 32 and 48 (l0 .. l3). A column holds at most 12 products plus a carry
 * below 2^5, so every sum stays below 13 * 2^16 < 2^20. At the end,
 * r[k] = l0 + (l1 << 16) mod 2^32, and floor((l0 + 2^16 l1) / 2^32) =
 * ((l0 >> 16) + l1) >> 16 goes into l2, which with l3 becomes the next
 * column's l0, l1: the pairs (a5, a6) and (a7, a14) alternate by column.
 * 10 instructions per product against 12 with LX6's carry sequence, 9 per
 * column against 2.
 */
	.macro	xh_mac l0, l1, l2, l3
	mull	a10, a8, a9
	muluh	a11, a8, a9
	extui	a13, a10, 0, 16
	add	\l0, \l0, a13
	srli	a10, a10, 16
	add	\l1, \l1, a10
	extui	a13, a11, 0, 16
	add	\l2, \l2, a13
	srli	a11, a11, 16
	add	\l3, \l3, a11
	.endm

	.macro	xh_col_end k, l0, l1, l2
	srli	a13, \l0, 16
	add	a13, a13, \l1
	srli	a13, a13, 16
	slli	a10, \l1, 16
	add	a10, a10, \l0
	s32i	a10, a2, 4 * (\k)
	add	\l2, \l2, a13
	movi	\l0, 0
	movi	\l1, 0
	.endm

	.macro	xt_scanh n, sq
	movi	a5, 0
	movi	a6, 0
	movi	a7, 0
	movi	a14, 0
	.set	k, 0
	.rept	2 * \n
	.set	i, 0
	.rept	\n
	.set	j, k - i
	.if	(j >= 0) && (j < \n) && ((\sq == 0) || (i < j))
	l32i	a8, a3, 4 * i
	l32i	a9, a4, 4 * j
	.if	k % 2 == 0
	xh_mac	a5, a6, a7, a14
	.else
	xh_mac	a7, a14, a5, a6
	.endif
	.endif
	.set	i, i + 1
	.endr
	.if	k % 2 == 0
	xh_col_end k, a5, a6, a7
	.else
	xh_col_end k, a7, a14, a5
	.endif
	.set	k, k + 1
	.endr
	.endm

/* LX7 scans with saltu carries. LX6 multiplies with halves (measured:
 * mul8 931 instructions against 945 with its carry sequence, mul12 1963
 * against 2081) but squares with carries: the cross products leave few
 * products per column, so the halves' column ends cost more than they
 * save (sqr8 662 against 604, sqr12 1270 against 1232).
 * CTB_EC_XT_LX6_CARRY makes LX6 multiply with carries too, to compare. */
	.macro	xt_scan n, sq
#if defined(CTB_EC_XT_SALTU) || defined(CTB_EC_XT_LX6_CARRY)
	xt_scan3 \n, \sq
#else
	.if	\sq
	xt_scan3 \n, \sq
	.else
	xt_scanh \n, \sq
	.endif
#endif
	.endm

/* r = a * b, n limbs. */
	.macro	xt_mul n
	xt_one
	xt_scan	\n, 0
	.endm

/*
 * r = a * a: the cross products once (xt_scan with sq = 1, b = a), then
 * r = 2 * r + sum a[i]^2 * 2^(64 i), two limbs per step:
 *
 *   (d0, d1) = the pair r[2i], r[2i+1] shifted left by one, the bit
 *              shifted in being the top bit of r[2i-1] (p, 0 at first):
 *              src with SAR = 31 makes (hi:lo) >> 31 = hi << 1 | lo >> 31;
 *   (d0, d1) += a[i]^2 + cin.
 *
 * Bounds for the second step: the low word of a square is never 2^32 - 1
 * (a square is 0 or 1 mod 4), so lo + cin does not wrap; the high word is
 * at most 2^32 - 2, so hi + carry does not wrap. The total is the square,
 * below 2^(64n), so the last carry is 0.
 *
 * Registers: a5 = r[2i], then d0; a6 = r[2i+1]; a13 = d1; a7 = p;
 * a8 = a[i]; a9 = lo; a10 = hi; a11 = carry; a14 = cin.
 */
	.macro	xt_sqr n
	xt_one
	mov	a4, a3
	xt_scan	\n, 1
	ssai	31
	movi	a7, 0
	movi	a14, 0
	.set	i, 0
	.rept	\n
	l32i	a5, a2, 8 * i
	l32i	a6, a2, 8 * i + 4
	l32i	a8, a3, 4 * i
	src	a13, a6, a5          /* d1 = r[2i+1] << 1 | r[2i] >> 31 */
	src	a5, a5, a7           /* d0 = r[2i] << 1 | p >> 31 */
	mov	a7, a6
	mull	a9, a8, a8
	muluh	a10, a8, a8
	add	a9, a9, a14          /* lo + cin, no wrap */
	add	a5, a5, a9
	xt_carry a11, a5, a9
	add	a10, a10, a11        /* hi + carry, no wrap */
	add	a13, a13, a10
	xt_carry a14, a13, a10
	s32i	a5, a2, 8 * i
	s32i	a13, a2, 8 * i + 4
	.set	i, i + 1
	.endr
	.endm
