#!/usr/bin/env bash
# Issue 42: instructions per hit test of the engine and of the floor (FlatHitTest) on the peer
# trees, counted by callgrind: unlike times, these counts do not depend on the machine's load.
#
# Usage: [POINTS=N] bash Benchmarks/Scripts/peer-instructions.sh [BINARY] [TREE ...]   (from
# the repository root; needs valgrind; BINARY defaults to
# Benchmarks/.build/release/TouchLabBenchmarks, built if missing; TREE to peer-balanced-1k
# peer-chain-1k)
#
# Each benchmark runs twice, with 1 and 2 measured iterations (an iteration is POINTS hit tests
# at the tree's seeded points, 10,000 unless POINTS says fewer: a chain of 10,000 views visits
# 10,000 views a hit, so POINTS=100 there); the difference of the program's totals divided by
# POINTS is the cost of one hit test, free of the setup both runs share. Hashing is made
# deterministic so the two runs' setups are the same instruction for instruction. Debug info is stripped from a copy
# of the binary (symbols kept): valgrind 3.19 cannot read the DWARF clang 21 writes.
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-Benchmarks/.build/release/TouchLabBenchmarks}"
shift || true
trees=("$@")
if [[ ${#trees[@]} -eq 0 ]]; then trees=(peer-balanced-1k peer-chain-1k); fi
if [[ ! -x "$binary" ]]; then swift build -c release --package-path Benchmarks >/dev/null; fi
points="${POINTS:-10000}"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
objcopy --strip-debug "$binary" "$out/bench"

count() { # benchmark-filter iterations
  SWIFT_DETERMINISTIC_HASHING=1 TOUCHLAB_PEER_POINTS="$points" \
    valgrind --tool=callgrind --callgrind-out-file="$out/cg" "$out/bench" --filter "$1" --iterations "$2" --quiet >/dev/null 2>&1
  callgrind_annotate "$out/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}

printf '%-18s %10s %10s %7s\n' tree engine-Ir floor-Ir ratio
for tree in "${trees[@]}"; do
  e1=$(count "$tree engine" 1)
  e2=$(count "$tree engine" 2)
  f1=$(count "$tree floor" 1)
  f2=$(count "$tree floor" 2)
  awk -v t="$tree" -v n="$points" -v e1="$e1" -v e2="$e2" -v f1="$f1" -v f2="$f2" 'BEGIN {
    e = (e2 - e1) / n; f = (f2 - f1) / n
    printf "%-18s %10.0f %10.0f %7.2f\n", t, e, f, e / f }'
done
