#!/usr/bin/env bash
# Instructions per mouse report for benchmark 6 (a mouse report to the screen), counted by
# callgrind: unlike times, these do not depend on the machine's load, so they are the figures to
# compare before and after a change to the terminal UI's input, update or render path.
#
# Usage: bash Benchmarks/Scripts/mouse-instructions.sh   (from the repository root; needs valgrind
# and objcopy; about a minute)
#
# The release build's debug info is stripped from a copy (symbols kept): valgrind 3.19 cannot
# read the DWARF clang 21 writes. Each row runs twice, with 10 and 20 measured iterations,
# collecting only inside the functions the benchmark measures; the difference divided by 10 is
# one iteration, free of the setup both runs share.
set -euo pipefail
cd "$(dirname "$0")/.."
swift build -c release >/dev/null 2>&1
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
binary="$out/TouchLabBenchmarks"
objcopy --strip-debug .build/release/TouchLabBenchmarks "$binary"

count() { # filter iterations toggle-patterns...
  local filter=$1 iterations=$2
  shift 2
  local toggles=()
  for pattern in "$@"; do toggles+=("--toggle-collect=$pattern"); done
  valgrind --tool=callgrind --callgrind-out-file="$out/cg" "${toggles[@]}" \
    "$binary" --filter "$filter" --iterations "$iterations" --quiet >/dev/null 2>&1
  callgrind_annotate "$out/cg" 2>/dev/null | awk '/PROGRAM TOTALS/ { gsub(",", "", $1); print $1 }'
}

row() { # name filter toggle-patterns...
  local name=$1 filter=$2
  shift 2
  local ten twenty
  ten=$(count "$filter" 10 "$@")
  twenty=$(count "$filter" 20 "$@")
  awk -v n="$name" -v a="$ten" -v b="$twenty" 'BEGIN { printf "%-44s %14.0f\n", n, (b - a) / 10 }'
}

# Exact symbols: a pattern that also matched a specialization the function jumps to would
# toggle collection off again as it entered it.
decode='$s11TouchLabTUI12InputDecoderV4feedySayAA0D7MessageOGxSTRzs5UInt8V7ElementRtzlF'
render='$s11TouchLabTUI6ScreenO6renderyAA6CanvasVAA7UIStateVFZ'
diff='$s11TouchLabTUI10CanvasDiffO12changedCells4from2toSaySiGAA0D0VSg_AItFZ'
hover='$s18TouchLabBenchmarks11HoverDriverC4nextyySaySays5UInt8VGGF'
hoverDraw='$s18TouchLabBenchmarks11HoverDriverC4drawSiyF'
drag='$s18TouchLabBenchmarks10DragDriverC4nextyyF'
dragDraw='$s18TouchLabBenchmarks10DragDriverC4drawSiyF'

printf '%-44s %14s\n' benchmark Ir
row "decode" 'mouse.5k decode' "$decode"
row "hover: dispatch" 'mouse.5k hover: dispatch' "$hover"
row "drag: dispatch" 'mouse.5k drag: dispatch' "$drag"
row "render" 'mouse.5k render' "$render"
row "diff" 'mouse.5k diff' "$diff"
row "hover: report -> screen" 'mouse.5k hover: report' "$hover" "$hoverDraw"
row "drag: report -> screen" 'mouse.5k drag: report' "$drag" "$dragDraw"
row "hover flood x100 in one read -> screen" 'mouse.5k hover flood' "$hover" "$hoverDraw"
row "drag flood x100 in one read -> screen" 'mouse.5k drag flood' "$drag" "$dragDraw"
