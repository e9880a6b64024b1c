/*
 * lx106 products (no MUL32_HIGH: MULL gives only the low word, and GCC
 * calls a libgcc helper for every 32 x 32 -> 64 product). Included by
 * xtensa_prod.h.
 *
 * A limb product A * B is four 16 x 16 -> 32 products by MUL16U, which
 * reads the low 16 bits of its operands (so the low halves need no mask):
 *   ll = Al * Bl, lh = Al * Bh, hl = Ah * Bl   at weights 0, 16, 16
 *   hh = Ah * Bh                               at weight 32 (next limb)
 * Product scanning by 32-bit columns (output limb k gets the pairs
 * i + j = k) with accumulators that never need a carry:
 *
 *   L0  exact sum of 16-bit values at weight 0: the low halves of ll
 *       and of the previous column's hh;
 *   S1  sum mod 2^32 of the values at weight 16: lh, hl whole, and the
 *       high halves of ll and of the previous column's hh;
 *   H1  exact sum of the high halves of lh and hl (weight 32).
 *
 * S1 wraps, but its true value is 2^16 * H1 + L1 where L1 is the sum of the
 * 16-bit pieces (low halves of lh and hl, high halves of ll and hh): at most
 * 4n = 48 of them, so L1 < 2^22 and L1 = S1 - (H1 << 16) mod 2^32 exactly.
 * Also L0 < 2n * 2^16 < 2^21 and H1 < 2n * 2^16 < 2^21.
 *
 * Column k's value is V = L0 + C + 2^16 * L1 + 2^32 * H1, C the carry in;
 * r[k] = V mod 2^32 and the carry out is
 *   H1 + floor((L0 + C + 2^16 L1) / 2^32) = H1 + (((L0 + C) >> 16) + L1) >> 16,
 * below 2^21 + 2^8, so C < 2^22 and L0 + C < 2^23: no sum here wraps.
 *
 * Registers: a5 = A (then Ah), a6 = B, a7 = Bh, a8 = product, a9 = piece;
 * a12 = H1, a15 = C; (L0, S1) of the current column and of the next one
 * alternate between (a10, a11) and (a13, a14) by column parity.
 * 22 instructions per limb product, 13 per column. The squares use this;
 * the multiplications a variant below.
 */

/* Limb product a[i] * b[j] into column (l0, s1, h1) and the next one's
 * (n0, n1). */
	.macro	x16_mac i, j, l0, s1, n0, n1
	l32i	a5, a3, 4 * (\i)
	l32i	a6, a4, 4 * (\j)
	srli	a7, a6, 16
	mul16u	a8, a5, a6           /* ll */
	extui	a9, a8, 0, 16
	add	\l0, \l0, a9
	srli	a8, a8, 16
	add	\s1, \s1, a8
	mul16u	a8, a5, a7           /* lh */
	add	\s1, \s1, a8
	srli	a8, a8, 16
	add	a12, a12, a8
	srli	a5, a5, 16
	mul16u	a8, a5, a6           /* hl */
	add	\s1, \s1, a8
	srli	a8, a8, 16
	add	a12, a12, a8
	mul16u	a8, a5, a7           /* hh: next column, weight 0 */
	extui	a9, a8, 0, 16
	add	\n0, \n0, a9
	srli	a8, a8, 16
	add	\n1, \n1, a8
	.endm

/* Squares only: the column holds cross products; double them (2 S1 and
 * 2 H1 still give L1 exactly: 2 L1 < 2^23), then add the diagonal's part:
 * column 2m gets ll and lh twice of a[m]^2, column 2m + 1 its hh. */
	.macro	x16_sqr_col k, n, l0, s1
	slli	\l0, \l0, 1
	slli	\s1, \s1, 1
	slli	a12, a12, 1
	.if	(\k) % 2 == 0
	.if	(\k) / 2 < \n
	l32i	a5, a3, 2 * (\k)
	srli	a7, a5, 16
	mul16u	a8, a5, a5           /* ll */
	extui	a9, a8, 0, 16
	add	\l0, \l0, a9
	srli	a8, a8, 16
	add	\s1, \s1, a8
	mul16u	a8, a5, a7           /* lh = hl */
	add	\s1, \s1, a8
	add	\s1, \s1, a8
	srli	a8, a8, 16
	add	a12, a12, a8
	add	a12, a12, a8
	.endif
	.else
	l16ui	a5, a3, 2 * (\k)       /* high half of a[(k-1)/2] */
	mul16u	a8, a5, a5           /* its hh */
	extui	a9, a8, 0, 16
	add	\l0, \l0, a9
	srli	a8, a8, 16
	add	\s1, \s1, a8
	.endif
	.endm

/* Column k ends: r[k] and the carry, then (l0, s1, H1) are zeroed for
 * column k + 2 (l0, s1) and column k + 1 (H1). */
	.macro	x16_col_end k, l0, s1
	add	\l0, \l0, a15        /* L0 + C < 2^23 */
	slli	a8, a12, 16
	sub	a8, \s1, a8          /* L1 */
	slli	a9, a8, 16
	add	a9, a9, \l0
	s32i	a9, a2, 4 * (\k)
	srli	a9, \l0, 16
	add	a9, a9, a8
	srli	a9, a9, 16
	add	a15, a12, a9         /* carry out */
	movi	\l0, 0
	movi	\s1, 0
	movi	a12, 0
	.endm

/* Every column k = 0 .. 2n-1 (the last holds only the hh of the one
 * before, and the carry). sq = 1: pairs i < j only, doubled, plus the
 * diagonal. */
	.macro	x16_scan n, sq
	movi	a10, 0
	movi	a11, 0
	movi	a12, 0
	movi	a13, 0
	movi	a14, 0
	movi	a15, 0
	.set	k, 0
	.rept	2 * \n
	.set	i, 0
	.rept	\n
	.set	j, k - i
	.if	(j >= 0) && (j < \n) && ((\sq == 0) || (i < j))
	.if	k % 2 == 0
	x16_mac	i, j, a10, a11, a13, a14
	.else
	x16_mac	i, j, a13, a14, a10, a11
	.endif
	.endif
	.set	i, i + 1
	.endr
	.if	k % 2 == 0
	.if	\sq
	x16_sqr_col k, \n, a10, a11
	.endif
	x16_col_end k, a10, a11
	.else
	.if	\sq
	x16_sqr_col k, \n, a13, a14
	.endif
	x16_col_end k, a13, a14
	.endif
	.set	k, k + 1
	.endr
	.endm

/*
 * Multiplication (not squares) saves the extui: the weight-0 values (ll,
 * and the previous column's hh) go whole into S0, summed mod 2^32, and
 * their high halves into H0 (exact, weight 16), so that L0 = S0 - (H0 << 16)
 * mod 2^32 is exact (below 2n * 2^16 < 2^21), as L1 is. Column k's value is
 * V = X + 2^16 M + 2^32 H1 with X = L0 + C and M = L1 + H0 (both < 2^22):
 * r[k] = X + (M << 16) mod 2^32, carry out H1 + ((X >> 16) + M) >> 16.
 * 20 instructions per limb product (22 above), 17 per column (13):
 * measured, mul8 1 585 instructions against 1 648 and mul12 3 321 against
 * 3 512; the squares keep the scheme above, whose columns hold fewer
 * products, so the cheaper column end wins there.
 *
 * Registers: (S0, H0) of this column and of the next alternate between
 * (a9, a10) and (a11, a12); a13 = S1, a14 = H1, a15 = C; a5 .. a8 as above.
 */
	.macro	x16m_mac i, j, s0, h0, n0, m0
	l32i	a5, a3, 4 * (\i)
	l32i	a6, a4, 4 * (\j)
	srli	a7, a6, 16
	mul16u	a8, a5, a6           /* ll */
	add	\s0, \s0, a8
	srli	a8, a8, 16
	add	\h0, \h0, a8
	mul16u	a8, a5, a7           /* lh */
	add	a13, a13, a8
	srli	a8, a8, 16
	add	a14, a14, a8
	srli	a5, a5, 16
	mul16u	a8, a5, a6           /* hl */
	add	a13, a13, a8
	srli	a8, a8, 16
	add	a14, a14, a8
	mul16u	a8, a5, a7           /* hh: next column, weight 0 */
	add	\n0, \n0, a8
	srli	a8, a8, 16
	add	\m0, \m0, a8
	.endm

	.macro	x16m_col_end k, s0, h0
	slli	a5, \h0, 16
	sub	a5, \s0, a5          /* L0 */
	add	a5, a5, a15          /* X = L0 + C */
	slli	a6, a14, 16
	sub	a6, a13, a6          /* L1 */
	add	a6, a6, \h0          /* M = L1 + H0 */
	slli	a7, a6, 16
	add	a7, a7, a5
	s32i	a7, a2, 4 * (\k)
	srli	a5, a5, 16
	add	a5, a5, a6
	srli	a5, a5, 16
	add	a15, a14, a5         /* carry out */
	movi	\s0, 0
	movi	\h0, 0
	movi	a13, 0
	movi	a14, 0
	.endm

	.macro	xt_mul n
	movi	a9, 0
	movi	a10, 0
	movi	a11, 0
	movi	a12, 0
	movi	a13, 0
	movi	a14, 0
	movi	a15, 0
	.set	k, 0
	.rept	2 * \n
	.set	i, 0
	.rept	\n
	.set	j, k - i
	.if	(j >= 0) && (j < \n)
	.if	k % 2 == 0
	x16m_mac i, j, a9, a10, a11, a12
	.else
	x16m_mac i, j, a11, a12, a9, a10
	.endif
	.endif
	.set	i, i + 1
	.endr
	.if	k % 2 == 0
	x16m_col_end k, a9, a10
	.else
	x16m_col_end k, a11, a12
	.endif
	.set	k, k + 1
	.endr
	.endm

	.macro	xt_sqr n
	mov	a4, a3
	x16_scan \n, 1
	.endm
