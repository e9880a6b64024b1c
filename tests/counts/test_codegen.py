"""Seed 000's codegen table, reproduced per compiler: calls to
mbedtls_ct_uint_lt left in mbedtls_mpi_core_sub's loop at -Os and -O2."""

from __future__ import annotations

from pathlib import Path

import pytest

from conftest import usable
from ctbench.counts import codegen


@pytest.mark.parametrize("target", ["qemu-xtensa", "qemu-cortex-m4", "qemu-riscv32",
                                    "qemu-esp32", "qemu-esp32s3"])
def test_ct_leaves_two_calls_per_limb_at_os_only(target: str, mbedtls_baseline: Path) -> None:
    """The seed's table: +ct leaves 2 calls per limb at -Os, none at -O2;
    3.6.6's plain carries and the series have none at either level."""
    usable(target)
    ct, = codegen.table([target], "mbedtls-3.6.6+ct")
    assert (ct["Os"], ct["O2"]) == (2, 0), ct
    for variant in ("mbedtls-3.6.6", "mbedtls-3.6.6+series"):
        row, = codegen.table([target], variant)
        assert (row["Os"], row["O2"]) == (0, 0), row


def test_count_calls_reads_objects_and_linked_code() -> None:
    body = ("  62e:\t00000097          \tauipc\tra,0x0\n"
            "\t\t\t62e: R_RISCV_CALL_PLT\tmbedtls_ct_uint_lt\n"
            "\t\t\t62e: R_RISCV_RELAX\t*ABS*\n"
            "  632:\t000080e7          \tjalr\tra # 62e <.L140+0xa>\n"
            "  10:\tf7ff fffe \tbl\t0 <mbedtls_ct_uint_lt>\n"
            "\t\t\t10: R_ARM_THM_CALL\tmbedtls_ct_uint_lt\n"
            "  20:\t0003e5        \tcall8\t30 <other>\n"
            "  23:\t0003e5        \tcall8\t40 <mbedtls_ct_uint_lt>\n")
    assert codegen.count_calls(body, "mbedtls_ct_uint_lt") == 3
    assert codegen.count_calls(body, "other") == 1
