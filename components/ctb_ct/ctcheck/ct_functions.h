/*
 * The functions every constant-time checker examines, and which of their
 * arguments are secret. Pointers and lengths are public; everything loaded
 * through a pointer is secret. Every function whose prototype carries a
 * "CT:" claim is listed here (tests/ctlab/test_checks.py fails when one is
 * missing), so adding a component's function is one line.
 *
 * X(component, name, secret argument indices as a bit set): the function is
 * ctb_<component>_<name>; checkers report it as <component>_<name>.
 */
#ifndef CTB_CT_FUNCTIONS_H
#define CTB_CT_FUNCTIONS_H

#define CTB_CT_FUNCTIONS(X) \
	X(ct, mask, 0x1)        /* (b) */ \
	X(ct, lt, 0x3)          /* (x, y) */ \
	X(ct, eq, 0x3)          /* (x, y) */ \
	X(ct, select, 0x7)      /* (m, a, b) */ \
	X(ct, if_else_0, 0x3)   /* (m, a) */ \
	X(ct, in_range, 0x7)    /* (lo, hi, x) */ \
	X(ct, copy, 0x8)        /* (dst, src, n, m) */ \
	X(ct, lookup, 0x10)     /* (out, table, count, width, index) */ \
	X(ct, add, 0x0)         /* (r, a, b, n) */ \
	X(ct, sub, 0x0)         /* (r, a, b, n) */ \
	X(ct, mla, 0x8)         /* (r, a, n, s) */ \
	X(mpi, mul, 0x0)        /* (r, a, b, n) */

/*
 * Functions only the disassembly audit (host/ctbench/ctlab/audit/) examines:
 * the flow, dudect and trace harnesses have no cases for them yet, so they are
 * not in CTB_CT_FUNCTIONS, which those harnesses expand. The same X lines,
 * with a fourth bit set: the arguments that point to public memory (the
 * curve or modulus description: what is loaded through them, the limb
 * count, the modulus's address, is public). The ctb_ec core: every other
 * argument is a pointer (public) or a public limb count, so the secret bit
 * sets are 0 and the secrets are what is loaded: the scalar k, the field
 * elements and points. Each is audited where it is defined in ctb_ec/src,
 * whatever the file's name, or in the src/arch/ assembly that the build
 * selects instead (fe_arch.h's products: ctb_ec_mul8 ... from
 * fe_prod_arm.S on Cortex-M4, fe_prod_riscv.S on RV32, xtensa_*.S on
 * Xtensa, fe_prod.c elsewhere; the field's fe_add_n ... red_p384 from
 * fe_field_arm.S and fe_field_riscv.S there, xtensa_fe_*.S and
 * xtensa_red_*.S on Xtensa, fe64_*.c on 64-bit hosts, their fe_*.c
 * elsewhere; fe_mul_p256 and fe_sqr_p256 from fe_field_riscv.S on RV32,
 * xtensa_fe_{mul,sqr}_p256.S on LX7, fe_mul_p256.c and fe_sqr_p256.c
 * elsewhere). ctb_ghash's ctmul and ctb_b64's two constant-time decoders
 * (their data path: the key, blocks and characters loaded are secret;
 * ctb_b64's layout pass branches on what ctb_b64.h makes public); a
 * call from one to another (a point formula to fe_mul,
 * ctb_ec_mul to ctb_ct_lookup) is audited at the callee's line, and
 * followed from the caller's with the caller's secrets (docs/ct.md, "The
 * audit across calls"), the callee keeping the public-memory arguments
 * its line declares.
 */
#define CTB_CT_AUDIT_FUNCTIONS(X) \
	X(ec, mul, 0x0, 0x8)           /* (x, k, xy, c) */ \
	X(ec, mul_table, 0x0, 0x4)     /* (T, xy, c) */ \
	X(ec, mul_odd, 0x0, 0x8)       /* (T, x, k, c) */ \
	X(ec, mul_complete, 0x0, 0x8)  /* (r, k, xy, c) */ \
	X(ec, mul_windows, 0x0, 0x8)   /* (T, r, k, c) */ \
	X(ec, mul_gen, 0x0, 0xc)       /* (r, k, g, c) */ \
	X(ec, table_select, 0x10, 0x0) /* (out, table, count, width, index) */ \
	X(ec, scalar_check, 0x0, 0x2)  /* (k, c) */ \
	X(ec, point_add, 0x0, 0x8)     /* (r, p, q, c) */ \
	X(ec, point_add_affine, 0x0, 0x8) /* (r, p, q, c) */ \
	X(ec, point_double, 0x0, 0x4)  /* (r, p, c) */ \
	X(ec, jpoint_double, 0x0, 0x4) /* (r, p, c) */ \
	X(ec, jpoint_add_affine, 0x0, 0x8) /* (r, p, q, c) */ \
	X(ec, jpoint_zaddu, 0x0, 0x8)  /* (r, p, q, c) */ \
	X(ec, fe_half, 0x0, 0x4)       /* (r, a, m) */ \
	X(ec, fe_mul, 0x0, 0x8)        /* (r, a, b, m) */ \
	X(ec, fe_sqr, 0x0, 0x4)        /* (r, a, m) */ \
	X(ec, fe_sqrn, 0x0, 0x8)       /* (r, a, k, m): k public */ \
	X(ec, fe_mul_p256, 0x0, 0x8)   /* (r, a, b, m) */ \
	X(ec, fe_sqr_p256, 0x0, 0x4)   /* (r, a, m) */ \
	X(ec, red_p256, 0x0, 0x4)      /* (r, t, m) */ \
	X(ec, red_p384, 0x0, 0x4)      /* (r, t, m) */ \
	X(ec, red_mont, 0x0, 0x4)      /* (r, t, m) */ \
	X(ec, fe_csub, 0x4, 0x8)       /* (r, a, top, m) */ \
	X(ec, mul8, 0x0, 0x0)          /* (r, a, b) */ \
	X(ec, sqr8, 0x0, 0x0)          /* (r, a) */ \
	X(ec, mul12, 0x0, 0x0)         /* (r, a, b) */ \
	X(ec, sqr12, 0x0, 0x0)         /* (r, a) */ \
	X(ec, fe_add, 0x0, 0x8)        /* (r, a, b, m) */ \
	X(ec, fe_sub, 0x0, 0x8)        /* (r, a, b, m) */ \
	X(ec, fe_add_n, 0x0, 0x8)      /* (r, a, b, m) */ \
	X(ec, fe_sub_n, 0x0, 0x8)      /* (r, a, b, m) */ \
	X(ec, fe_add_p256, 0x0, 0x8)   /* (r, a, b, m) */ \
	X(ec, fe_sub_p256, 0x0, 0x8)   /* (r, a, b, m) */ \
	X(ec, fe_to_mont, 0x0, 0x4)    /* (r, a, m) */ \
	X(ec, fe_from_mont, 0x0, 0x4)  /* (r, a, m) */ \
	X(ec, fe_inv, 0x0, 0x4)        /* (r, a, m) */ \
	X(ec, fe_inv_p256, 0x0, 0x4)   /* (r, a, m) */ \
	X(ec, fe_inv_p384, 0x0, 0x4)   /* (r, a, m) */ \
	X(ec, fe_inv_fermat, 0x0, 0x4) /* (r, a, m) */ \
	X(ec, fe_inv_gcd, 0x0, 0x4)    /* (r, a, m) */ \
	X(ec, fe_decode, 0x0, 0x4)     /* (r, src, m) */ \
	X(ec, fe_encode, 0x0, 0x0)     /* (dst, a, limbs) */ \
	X(ec, fe_is_zero, 0x0, 0x0)    /* (a, limbs) */ \
	X(ghash, ctmul_init, 0x0, 0x0) /* (key, h) */ \
	X(ghash, ctmul_update, 0x0, 0x0) /* (key, y, blocks, n): n public */ \
	X(b64, ct_range_groups, 0x0, 0x0) /* (src, groups, dst): groups public */ \
	X(b64, ct_scan_groups, 0x0, 0x0) /* (src, groups, dst): groups public */

/*
 * ctb_ec's API with the scalar as the secret: the flow (valgrind, msan),
 * dudect, trace and insn-eq harnesses run each line on the scalar classes
 * of ct_ec_cases.h, with the peer's point public. Not the audit's: the API
 * returns the verdicts of the scalar's range check and of "the result is
 * the identity", so it branches on them; the harnesses declassify exactly
 * those two (CTB_EC_DECLASSIFY, ec_internal.h), which a disassembly cannot.
 * The internals the API calls are audited above, one line each.
 *
 * X(operation, curve): checkers report ec_<operation>_<curve>.
 */
#define CTB_CT_EC_FUNCTIONS(X) \
	X(shared, p256) \
	X(shared, p384) \
	X(public_key, p256) \
	X(public_key, p384)

/*
 * ctb_ghash's and ctb_b64's variants with their data secret (issue 13):
 * the flow, dudect, trace and insn-eq harnesses run each line on the input
 * classes of ct_data_cases.h: GHASH with the hash key H and four blocks
 * secret, base64 decoding with the text secret.
 *
 * X(name, leaky): leaky is 1 for the table variants, which index memory
 * with secret data by design (shoup4, shoup4-preshift, shoup8: H's
 * multiples by the data's nibbles or bytes; table: the character). They
 * are never claimed: each must FAIL the secret-address checkers
 * (valgrind, msan, trace) on every build, which ct-check reports beside
 * the claims and treats like a negative control; dudect and insn-eq are
 * reported as they come.
 */
#define CTB_CT_DATA_FUNCTIONS(X) \
	X(ghash_ctmul, 0) \
	X(ghash_shoup4, 1) \
	X(ghash_shoup4_preshift, 1) \
	X(ghash_shoup8, 1) \
	X(b64_ct_range, 0) \
	X(b64_ct_scan, 0) \
	X(b64_table, 1)

#endif
