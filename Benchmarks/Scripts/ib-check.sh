#!/usr/bin/env bash
# Issue 40's Interface Builder figure with constraints: a storyboard of 500 and of 5,000 views,
# every view placed by Auto Layout constraints as Xcode writes them (each row pinned to the safe
# area or the row above, its label and button to the row's margins, its plain views in a chain),
# timed as whole processes from start to `touchlab check --frames-as-stored` done (read, parsed,
# constraints solved, every stored frame compared). Goals: under 200 ms at 500 views, under 1 s
# at 5,000 (release). Prints the median of RUNS runs of each, in milliseconds.
#
# Usage: bash Benchmarks/Scripts/ib-check.sh [BINARY] [RUNS]   (from the repository root;
# BINARY defaults to .build/release/touchlab, built if missing; RUNS to 5)
set -euo pipefail
cd "$(dirname "$0")/../.."
binary="${1:-.build/release/touchlab}"
runs="${2:-5}"
if [[ ! -x "$binary" ]]; then swift build -c release --product touchlab >/dev/null; fi
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

# A scene of `views` views: `views / 10` rows of 60 points, each a container with a label, a
# button and 8 plain views. The stored frames are the solve's, so nothing is misplaced.
storyboard() {
  local views=$1 rows=$(($1 / 10)) height=$((59 + $1 / 10 * 60 + 34))
  cat <<HEAD
<?xml version="1.0" encoding="UTF-8"?>
<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="22505" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" useTraitCollections="YES" useSafeAreas="YES" initialViewController="vc">
    <device id="retina6_12" orientation="portrait" appearance="light"/>
    <scenes>
        <scene sceneID="scene">
            <objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="root">
                        <rect key="frame" x="0.0" y="0.0" width="393" height="$height"/>
                        <subviews>
HEAD
  for ((r = 0; r < rows; r++)); do
    echo "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"row$r\">"
    echo "<rect key=\"frame\" x=\"0.0\" y=\"$((59 + r * 60))\" width=\"393\" height=\"60\"/>"
    echo "<subviews>"
    echo "<label text=\"Row $r\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"label$r\"><rect key=\"frame\" x=\"8\" y=\"20\" width=\"60\" height=\"20\"/></label>"
    echo "<button buttonType=\"system\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"button$r\"><rect key=\"frame\" x=\"325\" y=\"15\" width=\"60\" height=\"30\"/><state key=\"normal\" title=\"Edit\"/></button>"
    for ((v = 0; v < 7; v++)); do
      echo "<view contentMode=\"scaleToFill\" translatesAutoresizingMaskIntoConstraints=\"NO\" id=\"v$r-$v\"><rect key=\"frame\" x=\"$((80 + v * 30))\" y=\"20\" width=\"20\" height=\"20\"/></view>"
    done
    echo "</subviews>"
    echo "<constraints>"
    echo "<constraint firstItem=\"label$r\" firstAttribute=\"leading\" secondItem=\"row$r\" secondAttribute=\"leadingMargin\" id=\"c$r-a\"/>"
    echo "<constraint firstItem=\"label$r\" firstAttribute=\"centerY\" secondItem=\"row$r\" secondAttribute=\"centerY\" id=\"c$r-b\"/>"
    echo "<constraint firstAttribute=\"trailingMargin\" secondItem=\"button$r\" secondAttribute=\"trailing\" id=\"c$r-c\"/>"
    echo "<constraint firstItem=\"button$r\" firstAttribute=\"centerY\" secondItem=\"row$r\" secondAttribute=\"centerY\" id=\"c$r-d\"/>"
    for ((v = 0; v < 7; v++)); do
      local left="label$r" attribute="trailing" constant=12
      if ((v > 0)); then left="v$r-$((v - 1))" constant=10; fi
      echo "<constraint firstItem=\"v$r-$v\" firstAttribute=\"leading\" secondItem=\"$left\" secondAttribute=\"$attribute\" constant=\"$constant\" id=\"c$r-l$v\"/>"
      echo "<constraint firstItem=\"v$r-$v\" firstAttribute=\"centerY\" secondItem=\"row$r\" secondAttribute=\"centerY\" id=\"c$r-y$v\"/>"
      echo "<constraint firstItem=\"v$r-$v\" firstAttribute=\"width\" constant=\"20\" id=\"c$r-w$v\"/>"
      echo "<constraint firstItem=\"v$r-$v\" firstAttribute=\"height\" constant=\"20\" id=\"c$r-h$v\"/>"
    done
    echo "</constraints>"
    echo "</view>"
  done
  echo "</subviews>"
  echo "<viewLayoutGuide key=\"safeArea\" id=\"safe\"/>"
  echo "<constraints>"
  for ((r = 0; r < rows; r++)); do
    local above="safe" attribute="top"
    if ((r > 0)); then above="row$((r - 1))" attribute="bottom"; fi
    echo "<constraint firstItem=\"row$r\" firstAttribute=\"top\" secondItem=\"$above\" secondAttribute=\"$attribute\" id=\"r$r-t\"/>"
    echo "<constraint firstItem=\"row$r\" firstAttribute=\"leading\" secondItem=\"root\" secondAttribute=\"leading\" id=\"r$r-l\"/>"
    echo "<constraint firstAttribute=\"trailing\" secondItem=\"row$r\" secondAttribute=\"trailing\" id=\"r$r-r\"/>"
    echo "<constraint firstItem=\"row$r\" firstAttribute=\"height\" constant=\"60\" id=\"r$r-h\"/>"
  done
  cat <<TAIL
                        </constraints>
                    </view>
                </viewController>
            </objects>
        </scene>
    </scenes>
</document>
TAIL
}

for views in 500 5000; do
  file="$work/ib-check-$views.storyboard"
  storyboard "$views" >"$file"
  "$binary" check "$file" --frames-as-stored >"$work/out.txt" || {
    cat "$work/out.txt"
    echo "ib-check: the $views-view storyboard did not check clean" >&2
    exit 1
  }
  times=()
  for ((i = 0; i < runs; i++)); do
    start=$(date +%s%N)
    "$binary" check "$file" --frames-as-stored >/dev/null
    end=$(date +%s%N)
    times+=($(((end - start) / 1000000)))
  done
  median=$(printf '%s\n' "${times[@]}" | sort -n | sed -n "$(((runs + 1) / 2))p")
  echo "$views views: check --frames-as-stored, median of $runs: ${median} ms ($(tail -1 "$work/out.txt"))"
done
