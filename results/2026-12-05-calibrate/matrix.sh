#!/usr/bin/env bash
# usage: matrix.sh [OUT]; SETTINGS="random 20 50,random 5 50" matrix.sh OUT runs those only
# The native calibration matrix of docs/statistics.md: each setting three
# times, each a separate A-A' campaign with its own results directory.
set -u
cd "$(dirname "$0")/../.."
out=${1:-results/2026-12-05-calibrate}
# "order rounds batch_ms" per setting, separated by commas
IFS=, read -ra settings <<< "${SETTINGS:-ABA 1 200,random 3 20,random 5 20,random 5 50,random 3 100,random 10 20}"
for rep in 1 2 3; do
  for s in "${settings[@]}"; do
    set -- $s
    dir=$out/$1x$2-$3ms-rep$rep
    [ -f "$dir/calibration.json" ] && continue
    seed=(); [ "$1" = random ] && seed=(--seed "$rep")
    .venv/bin/ctbench calibrate --target native --order "$1" --rounds "$2" \
      --batch-ms "$3" "${seed[@]}" --out "$dir" --fresh > "$dir.txt" 2>&1
    echo "$dir: $(tail -1 "$dir.txt")"
  done
done
