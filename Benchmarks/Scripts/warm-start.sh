#!/usr/bin/env bash
# Issue 42's start with code: `touchlab trace` of a layout whose code is in the cache (warm)
# against the same layout without code, in alternated runs, medians; for a 100-line file
# (Layouts/Corpus/ModalCardView.swift padded with comment lines) and for 1,500 lines (the same
# file and a generated one of 1,400 lines: 40 view classes of 34 lines, padded). Then the cold start:
# the same command with the cache emptied, against `swiftc` alone on the prepared files that
# start compiled (captured by a wrapper given as TOUCHLAB_SWIFTC), so TouchLab's own share of a
# cold start is (cold − swiftc alone) / cold.
#
# Usage: bash Benchmarks/Scripts/warm-start.sh [BINARY] [RUNS]   (from the repository root;
# BINARY defaults to .build/release/touchlab, built if missing; RUNS to 20)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="$(realpath "${1:-.build/release/touchlab}")"
runs="${2:-20}"
if [[ ! -x "$binary" ]]; then swift build -c release --product touchlab >/dev/null; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
swiftc="${TOUCHLAB_SWIFTC:-$(command -v swiftc)}"
export TOUCHLAB_CONFIG_DIR="$work/config"

# The layout with code (its `code:` names ModalCardView.swift beside it) and without.
cp Layouts/Corpus/ModalCardView.yaml "$work/card.yaml"
sed '/^code:/d; /class: ModalCardView/d' Layouts/Corpus/ModalCardView.yaml >"$work/nocode.yaml"
{
  cat Layouts/Corpus/ModalCardView.swift
  for _ in $(seq $((100 - $(wc -l <Layouts/Corpus/ModalCardView.swift)))); do echo "// padding to 100 lines"; done
} >"$work/ModalCardView.swift"
mkdir -p "$work/more"
{
  echo "import UIKit"
  for c in $(seq 0 39); do
    cat <<EOF

/// Generated view $c: a badge that counts its taps and grows its touch area.
class GeneratedBadge$c: UIView {
    private let label = UILabel()
    private(set) var taps = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.text = "Badge $c"
        label.textColor = .white
        addSubview(label)
        backgroundColor = .systemRed
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        label.frame = bounds.insetBy(dx: 4, dy: 2)
        layer.cornerRadius = bounds.height / 2
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -$((c % 8 + 4)), dy: -$((c % 8 + 4))).contains(point)
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        super.touchesEnded(touches, with: event)
        taps += 1
        label.text = "Badge $c: \(taps)"
    }
}
EOF
  done
} >"$work/more/GeneratedBadges.swift"
for _ in $(seq $((1400 - $(wc -l <"$work/more/GeneratedBadges.swift")))); do
  echo "// padding to 1,400 lines" >>"$work/more/GeneratedBadges.swift"
done
echo "lines: $(wc -l <"$work/ModalCardView.swift") and $(($(wc -l <"$work/ModalCardView.swift") + $(wc -l <"$work/more/GeneratedBadges.swift")))"

median() { sort -n | awk '{ a[NR] = $1 } END { print a[int((NR + 1) / 2)] }'; }
p99() { sort -n | awk '{ a[NR] = $1 } END { i = int(NR * 0.99 + 0.999); print a[i < 1 ? 1 : i] }'; }
# "WALL CPU": milliseconds of one run of "$@", its output discarded. CPU is user + system time
# of the command and its children (bash's `times`): on a loaded machine the wall time waits for
# a core, the CPU time does not.
run() {
  local start cpu
  start=$(date +%s%N)
  cpu=$( (
    "$@" >/dev/null 2>&1 || echo "warm-start.sh: failed: $*" >&2
    times
  ) | tail -n 1 | awk '{ split($1, u, /[ms]/); split($2, s, /[ms]/); print int((u[1] * 60 + u[2] + s[1] * 60 + s[2]) * 1000) }')
  echo "$((($(date +%s%N) - start) / 1000000)) $cpu"
}
ms() { run "$@" | cut -d' ' -f1; }
column() { cut -d' ' -f"$1"; }

# One case: name, then the with-code command's extra arguments.
warm() {
  local name=$1
  shift
  local with=() without=()
  # The first run compiles and fills the cache; the second records the identities.
  TOUCHLAB_CACHE_DIR="$work/cache" "$binary" trace "$work/card.yaml" --allow-code "$@" --tap 100,250 >/dev/null
  sleep 2.5
  TOUCHLAB_CACHE_DIR="$work/cache" "$binary" trace "$work/card.yaml" --allow-code "$@" --tap 100,250 >/dev/null
  for _ in $(seq "$runs"); do
    with+=("$(TOUCHLAB_CACHE_DIR="$work/cache" run "$binary" trace "$work/card.yaml" --allow-code "$@" --tap 100,250)")
    without+=("$(run "$binary" trace "$work/nocode.yaml" --tap 100,250)")
  done
  local c w n m
  for c in 1 2; do
    w=$(printf '%s\n' "${with[@]}" | column $c | median)
    n=$(printf '%s\n' "${without[@]}" | column $c | median)
    [[ $c == 1 ]] && m=wall || m=cpu
    printf '%-12s %-4s with code: median %5s ms (p99 %5s)   without: median %5s ms (p99 %5s)   difference %5s ms\n' \
      "$name" "$m" "$w" "$(printf '%s\n' "${with[@]}" | column $c | p99)" "$n" \
      "$(printf '%s\n' "${without[@]}" | column $c | p99)" "$((w - n))"
  done
}

echo "warm start, $runs alternated runs each ($(date -u +%Y-%m-%d), $(cut -d' ' -f1-3 /proc/loadavg), $binary)"
warm "100 lines"
warm "1,500 lines" --code "$work/more/GeneratedBadges.swift"

# Cold: the cache emptied before each run; the wrapper keeps the first compile's files.
cat >"$work/swiftc-wrapper" <<EOF
#!/bin/sh
if [ "\$1" != "--version" ] && [ ! -e "$work/captured/args" ]; then
  for argument in "\$@"; do
    case "\$argument" in *.build-*/library*) cp -r "\$(dirname "\$argument")" "$work/captured/build" ;; esac
  done
  printf '%s\n' "\$@" >"$work/captured/args"
fi
exec "$swiftc" "\$@"
EOF
chmod +x "$work/swiftc-wrapper"
mkdir -p "$work/captured"
TOUCHLAB_SWIFTC="$work/swiftc-wrapper" TOUCHLAB_CACHE_DIR="$work/capture-cache" \
  "$binary" trace "$work/card.yaml" --allow-code --tap 100,250 >/dev/null
build=$(grep -m1 '\.build-' "$work/captured/args" | sed 's|/library.*||; s|/[^/]*\.swift$||')
mapfile -t arguments < <(sed "s|$build|$work/captured/build|" "$work/captured/args")
cold=()
alone=()
cold_runs=$(((runs + 3) / 4))
for _ in $(seq "$cold_runs"); do
  rm -rf "$work/cold-cache"
  cold+=("$(TOUCHLAB_CACHE_DIR="$work/cold-cache" run "$binary" trace "$work/card.yaml" --allow-code --tap 100,250)")
  alone+=("$(TMPDIR="$work/captured/build/tmp/" run "$swiftc" "${arguments[@]}")")
done
for c in 1 2; do
  [[ $c == 1 ]] && m=wall || m=cpu
  cm=$(printf '%s\n' "${cold[@]}" | column $c | median)
  am=$(printf '%s\n' "${alone[@]}" | column $c | median)
  printf 'cold start, 100 lines, %s: median %s ms; swiftc alone on the prepared files: median %s ms; TouchLab %s ms = %s%% (%s runs each)\n' \
    "$m" "$cm" "$am" "$((cm - am))" "$(((cm - am) * 100 / cm))" "$cold_runs"
done
