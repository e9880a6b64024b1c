#!/usr/bin/env python3
"""Generate ctb_ec's precomputed tables of the generator G (P-256, P-384).

    python3 tools/ec_gen_tables.py [--tables p256=V,p384=V] [--odd W]

writes components/ctb_ec/src/ec_gtab_p256.c and ec_gtab_p384.c. Plain
integer arithmetic on affine points; the output depends only on the
arguments, so running it again reproduces the committed files byte for byte
(tests/firmware/test_ec_tables.py checks that).

Two tables per curve, both of affine points in Montgomery form mod p
(x * 2^bits mod p, bits = 256 or 384; the same R for 32- and 64-bit limbs):

comb: a Lim-Lee comb with 4 teeth for ctb_ec_mul_gen (constant time). The
    scalar's L bits are cut into V tables of 4 rows of d = L / (4 V) bits;
    entry i (1..15) of table t is sum over the set bits j of i of
    2^(d (4 t + j)) G. For column c (d - 1 down to 0), table t's index is
    the 4 bits c + d (4 t + j), j = 0..3; each column costs one doubling
    (none for the first) and V additions, so L / 4 additions and d - 1
    doublings in all, and V * 15 entries of flash. V = L / 4 (d = 1) is the
    classic fixed-base 4-bit window table.
odd: the odd multiples 1 G, 3 G, .., (2 W - 1) G for ECDSA verification's
    width-w NAF of u1 (W = 2^(w - 2)); variable time, public data.

Limbs are emitted as CTB_EC_W(lo, hi) pairs of 32-bit words, which
ec_internal.h turns into two 32-bit limbs or one 64-bit limb.
The curve constants are FIPS 186-5's (SEC 2's) published values.
"""
import argparse
import os
import sys

CURVES = {
    "p256": dict(
        bits=256,
        p=2**256 - 2**224 + 2**192 + 2**96 - 1,
        n=0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551,
        b=0x5AC635D8AA3A93E7B3EBBD55769886BC651D06B0CC53B0F63BCE3C3E27D2604B,
        gx=0x6B17D1F2E12C4247F8BCE6E563A440F277037D812DEB33A0F4A13945D898C296,
        gy=0x4FE342E2FE1A7F9B8EE7EB4A7C0F9E162BCE33576B315ECECBB6406837BF51F5,
    ),
    "p384": dict(
        bits=384,
        p=2**384 - 2**128 - 2**96 + 2**32 - 1,
        n=int("FFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFF"
              "C7634D81F4372DDF581A0DB248B0A77AECEC196ACCC52973", 16),
        b=int("B3312FA7E23EE7E4988E056BE3F82D19181D9C6EFE814112"
              "0314088F5013875AC656398D8A2ED19D2A85C8EDD3EC2AEF", 16),
        gx=int("AA87CA22BE8B05378EB1C71EF320AD746E1D3B628BA79B98"
               "59F741E082542A385502F25DBF55296C3A545E3872760AB7", 16),
        gy=int("3617DE4A96262C6F5D9E98BF9292DC29F8F41DBD289A147C"
               "E9DA3113B5F0B8C00A60B1CE1D7E819D7A431D7C90EA0E5F", 16),
    ),
}

DEFAULT_TABLES = {"p256": 8, "p384": 8}
DEFAULT_ODD = 32          # width-7 NAF: 1 G .. 63 G


class Curve:
    """Affine arithmetic on y^2 = x^3 - 3x + b; None is the identity."""

    def __init__(self, bits, p, n, b, gx, gy):
        self.bits, self.p, self.n, self.b = bits, p, n, b
        self.g = (gx, gy)
        assert (gy * gy - (gx ** 3 - 3 * gx + b)) % p == 0

    def add(self, P, Q):
        p = self.p
        if P is None:
            return Q
        if Q is None:
            return P
        (x1, y1), (x2, y2) = P, Q
        if x1 == x2:
            if (y1 + y2) % p == 0:
                return None
            lam = (3 * x1 * x1 - 3) * pow(2 * y1, -1, p) % p
        else:
            lam = (y2 - y1) * pow(x2 - x1, -1, p) % p
        x3 = (lam * lam - x1 - x2) % p
        return (x3, (lam * (x1 - x3) - y1) % p)

    def double_k(self, P, k):
        for _ in range(k):
            P = self.add(P, P)
        return P

    def mul(self, k, P):
        R = None
        while k:
            if k & 1:
                R = self.add(R, P)
            P = self.add(P, P)
            k >>= 1
        return R


def comb_table(cv, tables):
    """V tables of 15 affine points; entry i of table t as above."""
    L = cv.bits
    assert L % (4 * tables) == 0, "4 * tables must divide the bit length"
    d = L // (4 * tables)
    out = []
    row = cv.g                      # 2^(d * r) G for row r = 4 t + j
    for t in range(tables):
        rows = []
        for j in range(4):
            rows.append(row)
            row = cv.double_k(row, d)
        for i in range(1, 16):
            acc = None
            for j in range(4):
                if i >> j & 1:
                    acc = cv.add(acc, rows[j])
            out.append(acc)
    return d, out


def odd_table(cv, count):
    g2 = cv.add(cv.g, cv.g)
    out, P = [], cv.g
    for _ in range(count):
        out.append(P)
        P = cv.add(P, g2)
    return out


def words(x, nwords):
    return [(x >> (32 * i)) & 0xFFFFFFFF for i in range(nwords)]


def emit_points(name, pts, cv, per_line_comment):
    nwords = cv.bits // 32
    R = 1 << cv.bits
    lines = [f"static const ctb_ec_limb {name}[{len(pts)} * 2 * {nwords // 2 * 2} / CTB_EC_LIMB_WORDS] = {{"]
    for k, P in enumerate(pts):
        assert P is not None
        lines.append(f"\t/* {per_line_comment(k)} */")
        for coord in P:
            w = words(coord * R % cv.p, nwords)
            pairs = [f"CTB_EC_W(0x{w[i]:08x}, 0x{w[i + 1]:08x})" for i in range(0, nwords, 2)]
            per = nwords // 4           # two lines a coordinate
            for i in range(0, len(pairs), per):
                lines.append("\t" + ", ".join(pairs[i:i + per]) + ",")
    lines.append("};")
    return "\n".join(lines)


def generate(name, tables, odd):
    cv = Curve(**CURVES[name])
    d, comb = comb_table(cv, tables)
    odds = odd_table(cv, odd)
    nbytes = 2 * cv.bits // 8
    head = f"""/*
 * Generated by tools/ec_gen_tables.py --tables {name}={tables} --odd {odd}: do not edit.
 * {name.upper()[0]}-{cv.bits}'s generator G, affine (x, y) in Montgomery form mod p.
 *
 * comb: {tables} tables x 15 entries ({tables * 15 * nbytes} bytes of flash), teeth 4,
 *   spacing {d}: entry i of table t = sum over set bits j of i of
 *   2^({d} (4 t + j)) G. Read by ctb_ec_mul_gen, whole, by mask.
 * odd: (2 i + 1) G for i < {odd} ({odd * nbytes} bytes): ECDSA verification's wNAF.
 */
#include "ec_internal.h"

CTB_EC_LIMB_CHECK({name});
"""
    body = [head]
    body.append(emit_points(f"{name}_comb", comb, cv,
                            lambda k: f"table {k // 15}, entry {k % 15 + 1}"))
    body.append("")
    body.append(emit_points(f"{name}_odd", odds, cv, lambda k: f"{2 * k + 1} G"))
    body.append("")
    body.append(f"const ctb_ec_gtab ctb_ec_{name}_gtab = {{\n"
                f"\t{tables}, {d}, {name}_comb, {odd}, {name}_odd\n}};\n")
    return "\n".join(body)


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--tables", default="",
                    help="comb tables per curve, e.g. p256=8,p384=8")
    ap.add_argument("--odd", type=int, default=DEFAULT_ODD,
                    help="odd multiples of G for ECDSA (default 32)")
    ap.add_argument("--out", default=os.path.join(os.path.dirname(os.path.abspath(__file__)),
                                                  "..", "components", "ctb_ec", "src"))
    ap.add_argument("--check", action="store_true",
                    help="compare with the files in --out instead of writing")
    args = ap.parse_args(argv)
    tables = dict(DEFAULT_TABLES)
    for item in filter(None, args.tables.split(",")):
        k, v = item.split("=")
        tables[k] = int(v)
    status = 0
    for name in CURVES:
        text = generate(name, tables[name], args.odd)
        path = os.path.join(args.out, f"ec_gtab_{name}.c")
        if args.check:
            with open(path) as f:
                if f.read() != text:
                    print(f"{path}: differs from the generator's output", file=sys.stderr)
                    status = 1
        else:
            with open(path, "w") as f:
                f.write(text)
    return status


if __name__ == "__main__":
    sys.exit(main())
