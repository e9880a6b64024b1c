/*
 * The ctb_ec cases every harness shares (ct_flow.c, ct_dudect.c,
 * ct_ec_trace.c): the API calls of ct_functions.h's CTB_CT_EC_FUNCTIONS and
 * the classes of secret scalar they run on. The peer's point is public and
 * the same in every class: (x, 1), the point whose y is 1 (each curve has
 * one or three; x the root of x^3 - 3x + b = 1 below, valid like any
 * other, and anyone may send it). Its y is the field's 1, R mod p in
 * Montgomery form, which on both curves has a zero top limb, and -P's y is
 * p - 1: the table entry the windows add for a digit of +-1 carries both
 * rare values into the secret part of the multiplication.
 *
 * Classes (ct_ec_scalar()): the edges a fast path would take, and random
 * scalars. k = 1 keeps the accumulator at the identity for all but the
 * last window (seed 002's failing dudect case); n - 1 has no zero window;
 * "top" is one nonzero window, the first, and zeros after it; "low" zeros
 * but the last window; 38 and n - 38 take the signed windows' one
 * exceptional addition on P-384 (ec_mul.c). The rare shapes: "top0" a
 * random scalar whose top 32-bit limb is zero (not a tiny one: every
 * other limb random), "lead0" one whose first byte is zero, "5bits" bits
 * 0, 5, 10, ... set, so that nearly every signed digit is +1 (P-256's
 * last but one is -31) and nearly every addition adds the peer (x, 1). The random ones have
 * the top bit cleared, so they are below n without a retry (which would
 * be a branch on the scalar).
 */
#ifndef CTB_CT_EC_CASES_H
#define CTB_CT_EC_CASES_H

#include <stddef.h>
#include <stdint.h>

#include "ctb_ec.h"

#define CTB_EC_CASE_BYTES 48   /* P-384's scalar; P-256 uses the first 32 */

/* The group orders n, big-endian (SEC 2, FIPS 186-5 D.1.2). */
static const uint8_t ctb_ec_case_n256[32] = {
	0xff, 0xff, 0xff, 0xff, 0x00, 0x00, 0x00, 0x00, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xbc, 0xe6, 0xfa, 0xad, 0xa7, 0x17, 0x9e, 0x84, 0xf3, 0xb9, 0xca, 0xc2, 0xfc, 0x63, 0x25, 0x51
};
static const uint8_t ctb_ec_case_n384[48] = {
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff,
	0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xc7, 0x63, 0x4d, 0x81, 0xf4, 0x37, 0x2d, 0xdf,
	0x58, 0x1a, 0x0d, 0xb2, 0x48, 0xb0, 0xa7, 0x7a, 0xec, 0xec, 0x19, 0x6a, 0xcc, 0xc5, 0x29, 0x73
};

enum ctb_ec_class {
	CTB_EC_K_ONE,      /* 1 */
	CTB_EC_K_NM1,      /* n - 1 */
	CTB_EC_K_TWO,      /* 2 */
	CTB_EC_K_NM2,      /* n - 2 */
	CTB_EC_K_TOP,      /* 0x10 00 .. 00: the first window 1, the rest 0 */
	CTB_EC_K_LOW,      /* 0x00 .. 00 0f: the last window 15, the rest 0 */
	CTB_EC_K_EXC,      /* 38: made odd as n - 38, P-384's exceptional last addition */
	CTB_EC_K_NEXC,     /* n - 38: the same, already odd */
	CTB_EC_K_TOP0,     /* random, the top 32-bit limb zero */
	CTB_EC_K_LEAD0,    /* random, the first byte zero */
	CTB_EC_K_5BITS,    /* bits 5j set: the signed digits +1 */
	CTB_EC_K_RANDOM,   /* + r: the r-th random scalar (r = 0, 1, ...) */
	/* outside [1, n): refused on the public verdict of the range check */
	CTB_EC_K_ZERO = 100,
	CTB_EC_K_N = 101
};
#define CTB_EC_EDGE_CLASSES 11

static const char *const ctb_ec_class_names[CTB_EC_EDGE_CLASSES] = {
	"k=1", "k=n-1", "k=2", "k=n-2", "k=top", "k=low", "k=38", "k=n-38", "k=top0",
	"k=lead0", "k=5bits"
};

/* The peers' x, big-endian: the root of x^3 - 3x + b = 1 mod p (P-256's
 * smallest of three, P-384's only one); y = 1. */
static const uint8_t ctb_ec_case_x256[32] = {
	0x09, 0xe7, 0x8d, 0x4e, 0xf6, 0x0d, 0x05, 0xf7, 0x50, 0xf6, 0x63, 0x62, 0x09, 0x09, 0x2b, 0xc4,
	0x3c, 0xbd, 0xd6, 0xb4, 0x7e, 0x11, 0xa9, 0xde, 0x20, 0xa9, 0xfe, 0xb2, 0xa5, 0x0b, 0xb9, 0x6c
};
static const uint8_t ctb_ec_case_x384[48] = {
	0x22, 0x61, 0xb2, 0xbf, 0x60, 0x5c, 0x22, 0xf2, 0xf3, 0xae, 0xf6, 0x33, 0x87, 0x19, 0xb2, 0xc4,
	0x86, 0x38, 0x8a, 0xd5, 0x24, 0x07, 0x19, 0xa5, 0x25, 0x73, 0x15, 0x96, 0x9e, 0xf0, 0x1b, 0xa2,
	0x7f, 0x0a, 0x10, 0x4c, 0x89, 0x70, 0x47, 0x73, 0xa8, 0x1f, 0xda, 0xbe, 0xe6, 0xab, 0x5c, 0x78
};

/* CTB_CT_EC_FUNCTIONS' operation ids and curves. */
enum { CTB_EC_OP_shared, CTB_EC_OP_public_key };
#define CTB_EC_CURVE_p256 CTB_EC_P256
#define CTB_EC_CURVE_p384 CTB_EC_P384

static uint32_t ctb_ec_case_seed;

static uint32_t
ctb_ec_case_rnd(void)
{
	/* xorshift32: reproducible, not secret-quality; only has to vary */
	ctb_ec_case_seed ^= ctb_ec_case_seed << 13;
	ctb_ec_case_seed ^= ctb_ec_case_seed >> 17;
	ctb_ec_case_seed ^= ctb_ec_case_seed << 5;
	return ctb_ec_case_seed;
}

/* k (ctb_ec_size(curve) bytes) = the class's scalar; seed picks the random
 * one (the same seed gives the same scalar on every target). */
static void
ctb_ec_scalar(uint8_t *k, int curve, unsigned cls, uint32_t seed)
{
	size_t len = ctb_ec_size(curve), i;
	const uint8_t *n = curve == CTB_EC_P256 ? ctb_ec_case_n256 : ctb_ec_case_n384;
	unsigned sub = 0;

	for (i = 0; i < len; i++) {
		k[i] = 0;
	}
	switch (cls) {
	case CTB_EC_K_ONE:
		k[len - 1] = 1;
		break;
	case CTB_EC_K_TWO:
		k[len - 1] = 2;
		break;
	case CTB_EC_K_EXC:
		k[len - 1] = 38;
		break;
	case CTB_EC_K_NM1:
	case CTB_EC_K_NM2:
	case CTB_EC_K_NEXC:
		sub = cls == CTB_EC_K_NM1 ? 1 : cls == CTB_EC_K_NM2 ? 2 : 38;
		for (i = 0; i < len; i++) {
			k[i] = n[i];
		}
		/* n ends in 0x51 (P-256), 0x73 (P-384): no borrow for sub < 0x51 */
		k[len - 1] = (uint8_t)(k[len - 1] - sub);
		break;
	case CTB_EC_K_TOP:
		k[0] = 0x10;
		break;
	case CTB_EC_K_LOW:
		k[len - 1] = 0x0f;
		break;
	case CTB_EC_K_5BITS:
		/* bit 5j for 5j below the top bit: digit j reads bits 5j ..
		 * 5j + 5, 100001b, and is 33 - 32 = +1 */
		for (i = 0; 5 * i < 8 * len - 1; i++) {
			k[len - 1 - 5 * i / 8] |= (uint8_t)(1u << (5 * i % 8));
		}
		break;
	case CTB_EC_K_ZERO:
		break;
	case CTB_EC_K_N:
		for (i = 0; i < len; i++) {
			k[i] = n[i];
		}
		break;
	default:   /* CTB_EC_K_RANDOM + r, and random with a zero top (TOP0, LEAD0) */
		ctb_ec_case_seed = 0x2545f491u * (seed + 1) + 0x9e3779b9u * (cls + 1);
		for (i = 0; i < len; i++) {
			k[i] = (uint8_t)(ctb_ec_case_rnd() >> 11);
		}
		k[0] &= 0x7f;
		k[len - 1] |= 1;   /* never zero */
		if (cls == CTB_EC_K_TOP0 || cls == CTB_EC_K_LEAD0) {
			/* the top limb or byte cleared, the next byte's top bit
			 * set: zero there and nowhere else */
			for (i = 0; i < (cls == CTB_EC_K_TOP0 ? 4u : 1u); i++) {
				k[i] = 0;
			}
			k[i] |= 0x80;
		}
		break;
	}
}

/* The peer's point for a curve (public): 04 || x || y, y = 1. Returns
 * CTB_EC_OK. Every harness compares each call's code with its class's, so
 * a peer the library refused would stop it there. */
static int
ctb_ec_case_peer(int curve, uint8_t *peer)
{
	size_t len = ctb_ec_size(curve), i;
	const uint8_t *x = curve == CTB_EC_P256 ? ctb_ec_case_x256 : ctb_ec_case_x384;

	peer[0] = 0x04;
	for (i = 0; i < len; i++) {
		peer[1 + i] = x[i];
		peer[1 + len + i] = 0;
	}
	peer[2 * len] = 1;
	return CTB_EC_OK;
}

/* One API call of a case: op is CTB_EC_OP_shared or _public_key. */
static int
ctb_ec_case_call(int op, int curve, const uint8_t *k, const uint8_t *peer, uint8_t *out)
{
	if (op == CTB_EC_OP_shared) {
		return ctb_ec_shared(curve, k, peer, 1 + 2 * ctb_ec_size(curve), out);
	}
	return ctb_ec_public_key(curve, k, out);
}

#endif
