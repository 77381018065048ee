#!/usr/bin/env bash
# Peak resident memory of the script benchmark at 1,000 and 10,000 steps, each in a process of
# its own (getrusage's ru_maxrss only grows, so one process per figure): the trace streamed as
# JSON Lines to /dev/null against the trace kept in memory.
#
# Usage: bash Benchmarks/Scripts/script-memory.sh   (from the repository root)
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null 2>&1
binary=".build/release/TouchLabBenchmarks"
printf '%-8s %7s %-22s %12s %6s\n' layout steps variant "maxRSS MiB" held
for layout in wide-1k deep-1k; do
  for steps in 1000 10000; do
    for variant in "jsonl to /dev/null" "trace kept, no jsonl"; do
      csv="$("$binary" --filter "script.$layout $steps taps, $variant" --iterations 1 --format csv 2>/dev/null)"
      # Columns by the header's names (a benchmark that sets no "held" has no such column); the
      # quoted name has a comma in it.
      column() { awk -F, -v name="$1" 'NR == 1 { for (i = 1; i <= NF; i++) if ($i == name) c = i }
        NR == 2 { print (c ? $c : "-") }' < <(sed 's/^"[^"]*"/name/' <<<"$csv"); }
      printf '%-8s %7s %-22s %12.1f %6s\n' "$layout" "$steps" "$variant" "$(column "maxRSS MiB")" "$(column held)"
    done
  done
done
