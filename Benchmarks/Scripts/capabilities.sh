#!/usr/bin/env bash
# Issue 42's benchmarks of this turn's capabilities, in one command, with the median, the p99 and
# the machine: the 1,000,000-row table (`table` suite), the Interface Builder files of 500 and
# 5,000 views opened and described, and a keystroke to the screen on the 5,000-view one
# (`interfaceBuilder` suite; its check passes in release since issue 42's `perf3`, see
# docs/performance.md), the explorer's first screen with code and without
# (`firstScreenCode`), then `touchlab describe` of those two files as whole processes
# (RUNS runs each). The constraint solver and the hit-region map have their own suites
# (`solver`, `hitMap`; see docs/performance.md), added with ALL=1.
#
# Usage: bash Benchmarks/Scripts/capabilities.sh [BINARY] [RUNS]   (from the repository root;
# BINARY defaults to .build/release/touchlab, built if missing; RUNS to 20)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="$(realpath "${1:-.build/release/touchlab}")"
runs="${2:-20}"
if [[ ! -x "$binary" ]]; then swift build -c release --product touchlab >/dev/null; fi
filter='^(table|interfaceBuilder|firstScreenCode)\.'
if [[ "${ALL:-0}" == 1 ]]; then filter='^(table|interfaceBuilder|firstScreenCode|solver|hitMap)\.'; fi

echo "machine: $(grep -m1 'model name' /proc/cpuinfo | cut -d: -f2 | sed 's/^ //'), $(nproc) cores;" \
  "$(date -u +%Y-%m-%dT%H:%MZ); load $(cut -d' ' -f1-3 /proc/loadavg)"
TOUCHLAB_BINARY="$binary" swift run -c release --package-path Benchmarks TouchLabBenchmarks --filter "$filter" \
  --columns name,median,p99,iterations,cellsMade,visibleRows,records,views,lines,bytesPerRow,bytesPerRowHeights

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
p99() { sort -n | awk '{ a[NR] = $1 } END { i = int(NR * 0.99 + 0.999); print a[i < 1 ? 1 : i] }'; }
# The files the `interfaceBuilder` suite wrote.
folder="${TMPDIR:-/tmp}"
folder="${folder%/}"
for views in 500 5000; do
  file="$folder/touchlab-ib-$views.xib"
  times=()
  for _ in $(seq "$runs"); do
    start=$(date +%s%N)
    "$binary" describe "$file" >/dev/null
    times+=($((($(date +%s%N) - start) / 1000000)))
  done
  printf 'touchlab describe, %s views (whole process): median %s ms, p99 %s ms, %s runs\n' "$views" \
    "$(printf '%s\n' "${times[@]}" | median)" "$(printf '%s\n' "${times[@]}" | p99)" "$runs"
done
echo "load after: $(cut -d' ' -f1-3 /proc/loadavg)"
