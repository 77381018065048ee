#!/usr/bin/env bash
# Every benchmark of issue 42 in one command, on a release build, each printing its median and
# p99 (or, for callgrind's counts, instructions, which do not vary), with the machine and its
# load before and after each: the warm and cold start with code (warm-start.sh), hot reload
# (hot-reload.sh), hit testing against the floor on the peer trees (peer-instructions.sh), a
# script's trace file on the command's own path (trace-file.sh), then the 1,000,000-row table,
# the Interface Builder files, the explorer's first screen with code and without, the constraint
# solver and the hit-region map (capabilities.sh with ALL=1). docs/performance.md has the goals.
#
# Usage: bash Benchmarks/Scripts/issue42.sh [RUNS]   (from the repository root; RUNS defaults
# to 20; builds .build/release/touchlab and the benchmarks in release first, which takes long
# the first time: swift-syntax and swift-crypto are compiled optimized)
set -euo pipefail
cd "$(dirname "$0")/../.."
runs="${1:-20}"
binary=".build/release/touchlab"
swift build -c release --product touchlab >/dev/null
swift build -c release --package-path Benchmarks >/dev/null

machine() {
  echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores," \
    "$(git rev-parse --short HEAD), $(date -u +%Y-%m-%dT%H:%MZ), load $(cut -d' ' -f1-3 /proc/loadavg)"
}
section() {
  echo
  echo "== $1"
  machine
}

section "warm start with code against without; cold start against swiftc alone (warm-start.sh)"
bash Benchmarks/Scripts/warm-start.sh "$binary" "$runs"
section "hot reload of a 100-line file (hot-reload.sh)"
bash Benchmarks/Scripts/hot-reload.sh "$binary" "$runs"
# The chains are counted over 100 points: one hit test there visits every view, so 10,000
# points of chain-10k take half a minute natively and about fifty times that under callgrind.
section "hit testing: instructions per hit, engine and floor (peer-instructions.sh)"
bash Benchmarks/Scripts/peer-instructions.sh Benchmarks/.build/release/TouchLabBenchmarks \
  peer-balanced-1k peer-balanced-10k
POINTS=100 bash Benchmarks/Scripts/peer-instructions.sh Benchmarks/.build/release/TouchLabBenchmarks \
  peer-chain-1k peer-chain-10k
section "a 10,000-tap script's JSON Lines trace file (trace-file.sh)"
bash Benchmarks/Scripts/trace-file.sh "$binary" "$runs"
section "table, Interface Builder files, first screen with code, solver, hit-region map (capabilities.sh)"
ALL=1 bash Benchmarks/Scripts/capabilities.sh "$binary" "$runs"
machine
