#!/usr/bin/env bash
# Hot reload (issue 42): the explorer open in tmux on a layout with a 100-line Swift file
# (Layouts/Corpus/ModalCardView.yaml and .swift, the file padded with comment lines to 100 and
# named by the layout's `code:`, allowed with --allow-code); the script saves the
# file with a new title text and times the save to the first screen that shows the text
# (`tmux capture-pane`, polled every 5 ms).
#
# Two cases, RUNS saves each:
# - cached: the file alternates between two texts whose libraries are already in the cache, so
#   no compiler runs: what is timed is TouchLab's own share (noticing the save, loading the
#   layout, hashing the code, loading the library, drawing the screen).
# - compiled: every save is a text never seen, so swiftc compiles it: save to new screen.
#
# Usage: bash Benchmarks/Scripts/hot-reload.sh [BINARY] [RUNS]   (from the repository root;
# BINARY defaults to .build/release/touchlab, built if missing; RUNS to 20)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="$(realpath "${1:-.build/release/touchlab}")"
runs="${2:-20}"
if [[ ! -x "$binary" ]]; then swift build -c release --product touchlab >/dev/null; fi
command -v tmux >/dev/null || { echo "hot-reload.sh: tmux is required" >&2; exit 1; }
work="$(mktemp -d)"
session="touchlab-reload-$$"
trap 'tmux kill-session -t "$session" 2>/dev/null || true; rm -rf "$work"' EXIT

# The code, its title text replaced by "$1", padded to 100 lines.
write_code() {
  {
    sed "s/Turn on notifications?/$1/" Layouts/Corpus/ModalCardView.swift
    lines=$(wc -l <Layouts/Corpus/ModalCardView.swift)
    for _ in $(seq $((100 - lines))); do echo "// padding: the benchmark's file has 100 lines"; done
  } >"$work/ModalCardView.swift.new"
  # An editor's save: a new file renamed over the old one.
  mv "$work/ModalCardView.swift.new" "$work/ModalCardView.swift"
}
now_ms() { echo $(($(date +%s%N) / 1000000)); }
# Milliseconds until the pane shows "$1" (a timeout of 120 s ends the script).
wait_for() {
  local start=$2
  while ! tmux capture-pane -p -t "$session" | grep -qF "$1"; do
    if (($(now_ms) - start > 120000)); then
      echo "hot-reload.sh: '$1' never appeared; the screen:" >&2
      tmux capture-pane -p -t "$session" >&2
      exit 1
    fi
    sleep 0.005
  done
  echo $(($(now_ms) - start))
}
median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
p99() { sort -n | awk '{ a[NR] = $1 } END { i = int(NR * 0.99 + 0.999); print a[i < 1 ? 1 : i] }'; }

cp Layouts/Corpus/ModalCardView.yaml "$work/card.yaml"
write_code "Reload A"
tmux new-session -d -s "$session" -x 200 -y 60 \
  "env TOUCHLAB_CACHE_DIR=$work/cache TOUCHLAB_CONFIG_DIR=$work/config TERM=xterm-256color \
  $binary open $work/card.yaml --allow-code; sleep 600"
wait_for "Reload A" "$(now_ms)" >/dev/null
# The second text, compiled once, so both are cached from here on.
start=$(now_ms)
write_code "Reload B"
wait_for "Reload B" "$start" >/dev/null

cached=()
for run in $(seq "$runs"); do
  text="Reload A"
  ((run % 2 == 0)) && text="Reload B"
  start=$(now_ms)
  write_code "$text"
  cached+=("$(wait_for "$text" "$start")")
  sleep 0.3
done
compiled=()
for run in $(seq "$runs"); do
  start=$(now_ms)
  write_code "Compiled $run"
  compiled+=("$(wait_for "Compiled $run" "$start")")
  sleep 0.3
done

echo "hot reload of a 100-line file, save to new screen, $runs saves each ($(date -u +%Y-%m-%d), $(uptime | sed 's/.*load average/load average/'))"
printf '%-30s median %5s ms  p99 %5s ms  min %5s ms\n' \
  "cached (no compiler)" "$(printf '%s\n' "${cached[@]}" | median)" \
  "$(printf '%s\n' "${cached[@]}" | p99)" "$(printf '%s\n' "${cached[@]}" | sort -n | head -1)"
printf '%-30s median %5s ms  p99 %5s ms  min %5s ms\n' \
  "compiled (swiftc)" "$(printf '%s\n' "${compiled[@]}" | median)" \
  "$(printf '%s\n' "${compiled[@]}" | p99)" "$(printf '%s\n' "${compiled[@]}" | sort -n | head -1)"
