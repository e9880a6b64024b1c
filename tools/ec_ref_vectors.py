"""The expected answers of the reference suites' ECDH rows (ctb_ref_mbedtls,
ctb_ref_bearssl), computed with the `cryptography` package, so that neither
library checks itself: d * G and x(d * e * G) on P-256 and P-384, with d and
e the fixed scalars of components/ctb_ec/bench/bench_ec.c (xorshift32 words
from seeds 0x9e3779b9 / 0x7f4a7c15, bytes in order, top byte cleared, low
bit set). It also checks RFC 6979's "sample" vectors (A.2.5 P-256/SHA-256
with --p256, A.2.6 P-384/SHA-384) against their own public keys. Prints C
arrays whose names start with PREFIX (ctb_ref: ctb_ref_mbedtls's
ref_vectors.c; ctb_br: ctb_ref_bearssl's br_vectors.c):

    python tools/ec_ref_vectors.py [--p256] [PREFIX]
"""

from __future__ import annotations

import hashlib
import sys

from cryptography.hazmat.primitives import hashes
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.hazmat.primitives.asymmetric.utils import Prehashed, encode_dss_signature
from cryptography.hazmat.primitives.serialization import Encoding, PublicFormat


def fill(n: int, seed: int) -> list[int]:
    out = []
    for _ in range(n):
        seed ^= (seed << 13) & 0xFFFFFFFF
        seed ^= seed >> 17
        seed ^= (seed << 5) & 0xFFFFFFFF
        out.append(seed)
    return out


def scalar(size: int, seed: int) -> bytes:
    words = fill(size // 4, seed)
    k = bytearray((words[i // 4] >> (8 * (i % 4))) & 0xFF for i in range(size))
    k[0] = 0
    k[-1] |= 1
    return bytes(k)


def c_array(name: str, data: bytes) -> str:
    rows = [", ".join(f"0x{b:02X}" for b in data[i:i + 12]) for i in range(0, len(data), 12)]
    return f"const unsigned char {name}[{len(data)}] = {{\n\t" + ",\n\t".join(rows) + "\n};\n"


def point(curve: ec.EllipticCurve, k: bytes) -> ec.EllipticCurvePrivateKey:
    return ec.derive_private_key(int.from_bytes(k, "big"), curve)


def rfc6979(prefix: str, bits: int, x: str, r: str, s: str) -> None:
    """Check one RFC 6979 "sample" signature (given in hex) against the
    public key of x; print the key, the hash and (r, s)."""
    curve, digest = {256: (ec.SECP256R1(), hashlib.sha256(b"sample").digest()),
                     384: (ec.SECP384R1(), hashlib.sha384(b"sample").digest())}[bits]
    algo = hashes.SHA256() if bits == 256 else hashes.SHA384()
    key = ec.derive_private_key(int(x, 16), curve)
    key.public_key().verify(encode_dss_signature(int(r, 16), int(s, 16)), digest,
                            ec.ECDSA(Prehashed(algo)))
    q = key.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
    print(c_array(f"{prefix}_p{bits}_q", q))
    print(c_array(f"{prefix}_p{bits}_hash", digest))
    print(c_array(f"{prefix}_p{bits}_r", bytes.fromhex(r)))
    print(c_array(f"{prefix}_p{bits}_s", bytes.fromhex(s)))


def main() -> None:
    args = sys.argv[1:]
    p256 = "--p256" in args
    names = [a for a in args if a != "--p256"]
    prefix = names[0] if names else "ctb_ref"
    for bits, curve in ((256, ec.SECP256R1()), (384, ec.SECP384R1())):
        size = bits // 8
        d, e = scalar(size, 0x9E3779B9), scalar(size, 0x7F4A7C15)
        dk, ek = point(curve, d), point(curve, e)
        dg = dk.public_key().public_bytes(Encoding.X962, PublicFormat.UncompressedPoint)
        shared = dk.exchange(ec.ECDH(), ek.public_key())
        print(c_array(f"{prefix}_ecdh_p{bits}_dg", dg))
        print(c_array(f"{prefix}_ecdh_p{bits}_deg", shared))

    # RFC 6979 A.2.5 (P-256, SHA-256) and A.2.6 (P-384, SHA-384), "sample".
    if p256:
        rfc6979(prefix, 256,
                "C9AFA9D845BA75166B5C215767B1D6934E50C3DB36E89B127B8A622B120F6721",
                "EFD48B2AACB6A8FD1140DD9CD45E81D69D2C877B56AAF991C34D0EA84EAF3716",
                "F7CB1C942D657C41D436C7A1B6E29F65F3E900DBB9AFF4064DC4AB2F843ACDA8")
    rfc6979(prefix, 384,
            "6B9D3DAD2E1B8C1C05B19875B6659F4DE23C3B667BF297BA9AA47740787137D8"
            "96D5724E4C70A825F872C9EA60D2EDF5",
            "94EDBB92A5ECB8AAD4736E56C691916B3F88140666CE9FA73D64C4EA95AD133C"
            "81A648152E44ACF96E36DD1E80FABE46",
            "99EF4AEB15F178CEA1FE40DB2603138F130E740A19624526203B6351D0A3A94F"
            "A329C145786E679E7B82C71A38628AC8")

if __name__ == "__main__":
    main()
