#!/usr/bin/env bash
# Benchmark 5 on the command's own path: `touchlab run` of a 10,000-tap script on a 1,000-view
# layout, with the trace streamed to a file (`--trace-dir DIR --trace-format jsonl`, what
# TraceFileStream writes) and without a trace file, in alternated runs; steps/s from the
# median of each. The in-process benchmark (`script.… jsonl to /dev/null`) writes through a
# buffer of its own, so it says nothing of how the command writes its file: this does.
# With STRACE=1, also the write(2) calls of one traced run (`strace -c -f`).
#
# Usage: bash Benchmarks/Scripts/trace-file.sh [BINARY] [RUNS]   (from the repository root;
# BINARY defaults to .build/release/touchlab, built if missing; RUNS to 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/release/touchlab}"
runs="${2:-5}"
if [[ ! -x "$binary" ]]; then swift build -c release --product touchlab >/dev/null; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# 10 containers of 99 leaves (1,000 views), each leaf 30×30 on a grid; the script taps the leaves
# by id, round and round, so every tap hits a different view, as benchmark 5's script does.
{
  echo "title: Trace file benchmark (1,000 views)"
  echo "screen: {width: 1000, height: 1000}"
  echo "windows:"
  echo "  - id: main"
  echo "    views:"
  for c in $(seq 0 9); do
    echo "      - id: c$c"
    echo "        frame: [0, $((c * 100)), 1000, 100]"
    echo "        subviews:"
    for l in $(seq 0 98); do
      echo "          - id: c$c-$l"
      echo "            frame: [$(((l % 33) * 30)), $((l / 33 * 33)), 30, 30]"
    done
  done
} >"$work/layout.yaml"
{
  echo "# layout: $work/layout.yaml"
  echo "steps:"
  for s in $(seq 0 9999); do echo "  - tap: c$((s % 990 / 99))-$((s % 99))"; done
} >"$work/taps.yaml"

# Seconds of one run (wall clock), its output discarded.
seconds() {
  local start end
  start=$(date +%s.%N)
  "$binary" run "$work/layout.yaml" "$work/taps.yaml" "$@" >/dev/null
  end=$(date +%s.%N)
  echo "$end - $start" | bc
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }

traced=()
plain=()
for _ in $(seq "$runs"); do
  traced+=("$(seconds --trace-dir "$work/traces" --trace-format jsonl)")
  plain+=("$(seconds)")
done
records=$(tail -n 1 "$work/traces/taps.jsonl" | sed 's/.*"records":\([0-9]*\).*/\1/')
t=$(printf '%s\n' "${traced[@]}" | median)
p=$(printf '%s\n' "${plain[@]}" | median)
echo "binary: $binary; load: $(cut -d' ' -f1-3 /proc/loadavg); $records records"
printf 'with --trace-dir (jsonl): median %.3f s = %.0f steps/s  (runs: %s)\n' "$t" "$(echo "10000 / $t" | bc -l)" "${traced[*]}"
printf 'without a trace file:     median %.3f s = %.0f steps/s  (runs: %s)\n' "$p" "$(echo "10000 / $p" | bc -l)" "${plain[*]}"
if [[ "${STRACE:-0}" == 1 ]]; then
  strace -c -f -e trace=write -o "$work/strace.txt" \
    "$binary" run "$work/layout.yaml" "$work/taps.yaml" --trace-dir "$work/traces" --trace-format jsonl >/dev/null
  echo "write(2) calls of a traced run (strace -c -f): $(awk '$NF == "write" { print $4 }' "$work/strace.txt")"
fi
