"""The commands about where builds run and what they need: targets,
variants, baseline, idf-check, idf-build and toolchain."""

from __future__ import annotations

import argparse
import json
import time
from pathlib import Path
from typing import Any

from ctbench.cli.output import emit_json, print_rows
from ctbench.errors import CtbError
from ctbench.paths import project_root


def cmd_targets(args: argparse.Namespace) -> int:
    from ctbench.targets.registry import all_targets

    rows: list[dict[str, Any]] = []
    for t in all_targets():
        needs = t.needs()
        rows.append({"target": t.name, "available": all(n.found for n in needs),
                     "description": t.description,
                     "needs": [{"tool": n.tool, "package": n.package, "found": n.found}
                               for n in needs]})
    if args.json:
        emit_json({"targets": rows})
        return 0
    print_rows("ctbench targets", ("target", "available", "needs (Debian package)", "what"),
                 [(r["target"], "yes" if r["available"] else "no",
                   ", ".join(f"{n['tool']} ({n['package']}){'' if n['found'] else ' MISSING'}"
                             for n in r["needs"]), r["description"]) for r in rows])
    return 0


def cmd_baseline(args: argparse.Namespace) -> int:
    from ctbench.targets.source_cache import fetch, manifest_record

    baseline, hit = fetch(args.spec, args.source)
    doc = {**manifest_record(baseline), "cache_hit": hit}
    if args.json:
        emit_json(doc)
    else:
        print(f"{baseline.name} {baseline.version}: {baseline.tree}")
        print(f"  from {baseline.origin}{' (cached)' if hit else ''}")
        print(f"  archive sha256 {baseline.archive_sha256}, tree sha256 {baseline.tree_sha256}")
        for path, commit in baseline.commits:
            print(f"  {path}: {commit}")
    return 0


def cmd_variants(args: argparse.Namespace) -> int:
    from ctbench.targets.variants import fragments

    rows: list[dict[str, Any]] = [{"variant": f.name,
             "applies": _applies(f.boards_only, f.needs, f.hosted_only),
             "composes": f"after {' or '.join(f.after)}" if f.after else "alone or with any",
             "what": f.description, "settings": [f"{k}={v}" for _, k, v in f.settings()]}
            for f in fragments()]
    if args.json:
        emit_json({"variants": rows})
        return 0
    print_rows("ctbench variants (firmware/variants/*.sdkconfig; compose with '+')",
                 ("variant", "applies to", "composes", "what it changes"),
                 [(r["variant"], r["applies"], r["composes"],
                   f"{r['what']}\n[dim]{' '.join(r['settings'])}[/dim]") for r in rows])
    return 0


def _applies(boards_only: bool, needs: tuple[str, ...], hosted_only: bool = False) -> str:
    if hosted_only:
        return "native and emulated targets"
    if needs:
        return f"ESP-IDF chips with {', '.join(needs)}"
    return "ESP-IDF chips" if boards_only else "every target"


def cmd_idf_check(args: argparse.Namespace) -> int:
    from dataclasses import asdict

    from ctbench.targets.esp_idf import find_idf
    from ctbench.targets.idf_check import CHIPS, configurations, run_matrix

    idf = find_idf()
    chips = args.chip or list(CHIPS)
    names = args.variant or configurations()
    if not args.json:
        kind = "compile-check environment (configure + objects, no link)" \
            if idf.compile_only else "full build"
        print(f"ESP-IDF {idf.version} at {idf.path}, mbedTLS {idf.mbedtls_version}: {kind}; "
              f"{len(chips)} chip(s) x {len(names)} configuration(s)", flush=True)

    def show(r: Any) -> None:
        if args.json:
            return
        size = sum(r.sizes.values())
        print(f"{r.status:7} {r.chip:8} {r.variant:42} {r.objects:3} obj "
              f"{r.errors} err {r.warnings} warn {len(r.unknown)} unknown "
              f"{len(r.unreached)} unreached {size:7} B {r.seconds:5.1f} s", flush=True)
        for problem in r.problems[:6]:
            print(f"        {problem}", flush=True)

    results = run_matrix(idf, chips, names, show)
    failed = [r for r in results if r.status == "FAIL"]
    out = Path(args.out) if args.out else project_root() / "build" / "idf-check.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    doc = {"esp_idf": idf.version, "idf_path": str(idf.path), "mbedtls": idf.mbedtls_version,
           "compile_only": idf.compile_only, "results": [asdict(r) for r in results]}
    out.write_text(json.dumps(doc, indent=1) + "\n")
    if args.json:
        emit_json(doc)
    else:
        refused = sum(r.status == "REFUSED" for r in results)
        print(f"{len(results) - len(failed) - refused} passed, {refused} refused as Kconfig "
              f"confirms, {len(failed)} failed; details in {out}")
    return 1 if failed else 0


def cmd_idf_build(args: argparse.Namespace) -> int:
    import sys
    from dataclasses import asdict

    from ctbench.targets.esp_idf import find_idf
    from ctbench.targets.idf_build import CHIPS, build_examples, matrix, run_builds, summary

    idf = find_idf()
    if idf.compile_only:
        raise CtbError(f"idf-build: the ESP-IDF at {idf.path} is a compile-check environment, "
                       f"which links nothing (export a real ESP-IDF; `ctbench idf-check` "
                       f"compiles there)")
    pairs = matrix(args.chip, args.variant)

    def say(msg: str) -> None:
        if not args.json:
            print(msg, file=sys.stderr, flush=True)

    start = time.monotonic()
    images = run_builds(idf, pairs, say)
    if not args.variant:   # the consumer projects too, unless variants were named
        images += build_examples(idf, list(args.chip or CHIPS), say)
    seconds = time.monotonic() - start
    failed = [i for i in images if i.status != "OK"]
    out = project_root() / "build" / "idf-build.json"
    out.parent.mkdir(parents=True, exist_ok=True)
    # Earlier runs' other chips and variants stay (the newest build of each wins).
    rows = {(i.chip, i.variant): asdict(i) for i in images}
    if out.is_file():
        try:
            kept = json.loads(out.read_text()).get("images", [])
        except (OSError, ValueError):
            kept = []
        for old in kept:
            rows.setdefault((old.get("chip"), old.get("variant")), old)
    doc = {"esp_idf": idf.version, "idf_path": str(idf.path), "mbedtls": idf.mbedtls_version,
           "seconds": round(seconds, 1), "images": list(rows.values())}
    out.write_text(json.dumps(doc, indent=1) + "\n")
    if args.json:
        emit_json(doc)
    else:
        table: list[tuple[str, ...]] = []
        for i in images:
            size = summary(i.memory)
            table.append((i.chip, i.variant, f"{size['iram']:,}", f"{size['dram']:,}",
                         f"{size['flash']:,}", f"{size['image']:,}",
                         str(i.image.get("chip", "")) + (" valid" if i.status == "OK" else ""),
                         f"{i.seconds:.0f}", i.status if i.status == "OK" else i.problem[:60]))
        print_rows(f"ESP-IDF {idf.version}: linked images (bytes used; {out})",
                   ("chip", "variant", "IRAM", "DRAM", "flash", "image", "image_info", "s",
                    "status"),
                   table)
        print(f"{len(images) - len(failed)} built, {len(failed)} failed in {seconds:.0f} s")
    if failed:
        print(f"ctbench: idf-build: {failed[0].problem}", file=sys.stderr)
    return 1 if failed else 0


def cmd_idf_fetch(args: argparse.Namespace) -> int:
    from ctbench.targets import idf_source

    say = (lambda _: None) if args.json else print
    root, hit = idf_source.fetch(say)
    record = idf_source.manifest(root)
    if args.json:
        emit_json({"root": str(root), "cache_hit": hit, **record})
        return 0
    print(f"ESP-IDF {record['tag']} ({str(record['commit'])[:10]}) in {root / 'esp-idf'}"
          f"{' (cached)' if hit else ''}")
    for note in idf_source.notes(root):
        print(f"  note: {note}")
    return 0


def cmd_toolchain(args: argparse.Namespace) -> int:
    import tempfile

    from ctbench.targets.qemu_cores import build_qemu_cores, missing_build_tools, verify_core

    # Both halves' prerequisites first: a missing package costs nothing.
    gone = missing_build_tools()
    if gone:
        raise CtbError(f"toolchain build: missing {', '.join(gone)} (make deps-lab)")
    if args.core == "esp32c3":
        from ctbench.targets import riscv_gcc

        where, hit, seconds = riscv_gcc.build(args.jobs, args.keep)
        manifest = json.loads((where / "manifest.json").read_text())
        if args.json:
            emit_json({"core": args.core, "dir": str(where), "cache_hit": hit,
                       "seconds": round(seconds, 3), "manifest": manifest})
            return 0
        state = "cache hit" if hit else f"built in {seconds:.0f} s"
        print(f"{args.core}: {state}: {where}")
        print(f"  use {where}/bin/{riscv_gcc.PREFIX}-gcc (-march={riscv_gcc.MARCH} "
              f"-mabi={riscv_gcc.MABI} by default)")
        return 0
    from ctbench.targets.xtensa_gcc import build, tool

    where, hit, seconds = build(args.core, args.jobs, args.keep)
    manifest = json.loads((where / "manifest.json").read_text())
    start = time.monotonic()
    qemu = build_qemu_cores(None if args.json else print, args.jobs)
    qemu_seconds = time.monotonic() - start
    gcc = tool(args.core, "gcc")
    assert gcc is not None
    with tempfile.TemporaryDirectory() as work:
        verified = verify_core(args.core, gcc, qemu, Path(work))
    if args.json:
        emit_json({"core": args.core, "dir": str(where), "cache_hit": hit,
                    "seconds": round(seconds, 3), "manifest": manifest, "qemu": str(qemu),
                    "qemu_seconds": round(qemu_seconds, 3), "verify": verified.strip()})
        return 0
    if hit:
        print(f"{args.core}: cache hit: {where} ({seconds:.2f} s)")
    else:
        print(f"{args.core}: built in {seconds:.0f} s: {where}")
        print(f"  use {where}/bin/xtensa-{args.core}-elf-gcc [--specs=picolibc.specs]")
    print(f"  qemu-system-xtensa -M sim -cpu {args.core}: {qemu} ({qemu_seconds:.1f} s)")
    print(f"  runs on it: {verified.strip()}")
    return 0
