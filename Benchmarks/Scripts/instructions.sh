#!/usr/bin/env bash
# Instructions per hit test (engine and floor) for each layout, counted by callgrind: unlike
# times, these counts do not depend on the machine's load, so they are the figures to compare
# before and after an engine change.
#
# Usage: bash Benchmarks/Scripts/instructions.sh   (from the repository root; needs valgrind)
#
# It builds into .build-callgrind with debug info stripped (symbols kept): valgrind 3.19 cannot
# read the DWARF clang 21 writes for the C targets.
#
# Each benchmark runs twice, with 10 and 20 measured iterations, collecting only inside the
# function under test; the difference divided by 10 × the batch size (100) is the cost of one
# hit test, free of the setup both runs share.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release --scratch-path .build-callgrind -Xlinker --strip-debug >/dev/null 2>&1
binary=".build-callgrind/release/TouchLabBenchmarks"
batch=100
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT

count() { # benchmark-filter toggle-pattern iterations
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" --toggle-collect="$2" \
    "$binary" --filter "$1" --iterations "$3" --quiet >/dev/null 2>&1
  callgrind_annotate "$out/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}

printf '%-10s %14s %14s %8s\n' layout engine-Ir floor-Ir ratio
for layout in wide-1k wide-10k deep-1k deep-10k; do
  engine_pattern='$s8TouchKit11ApplicationC7hitTest_4with*'
  floor_pattern='*HitTestFloorV8hitIndex*'
  e10=$(count "hitTest.$layout engine" "$engine_pattern" 10)
  e20=$(count "hitTest.$layout engine" "$engine_pattern" 20)
  f10=$(count "hitTest.$layout floor" "$floor_pattern" 10)
  f20=$(count "hitTest.$layout floor" "$floor_pattern" 20)
  awk -v l="$layout" -v e10="$e10" -v e20="$e20" -v f10="$f10" -v f20="$f20" -v b="$batch" 'BEGIN {
    e = (e20 - e10) / (10 * b); f = (f20 - f10) / (10 * b)
    printf "%-10s %14.0f %14.0f %8.1f\n", l, e, f, e / f }'
done
