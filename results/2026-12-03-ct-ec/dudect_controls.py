"""dudect's negative controls on EC: the secret-branch mutants, short runs."""
import json, sys, time
from pathlib import Path
from ctbench import ctcheck, ec_mutants
work = Path("/tmp/wtct2/dudect-ctl")
pristine = ec_mutants.pristine_tree(work / "pristine")
rows = []
for name, fn in (("skip-zero-window", "ec_shared_p256"), ("comb-skip-zero-index", "ec_public_key_p256")):
    m = next(m for m in ec_mutants.load_manifest() if m.name == name)
    tree = ec_mutants.apply(m, pristine, work / name / "tree")
    t = time.time()
    with ctcheck.only(fn):
        r, _ = ctcheck.check_dudect("ct_asm", work / name, int(sys.argv[1]), tree)
    for x in r:
        x["mutant"] = name
        x["seconds"] = round(time.time() - t)
    rows += r
json.dump({"verdicts": rows, "notes": ["negative controls: EC mutants with a secret branch, ct_asm"]},
          open(sys.argv[2], "w"), indent=1)
