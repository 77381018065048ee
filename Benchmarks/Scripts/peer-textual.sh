#!/usr/bin/env bash
# Issue 42's peer comparison: hit testing in TouchLab, at its floor (a flat recursive loop) and
# in Textual, over the same trees (wide, chain and balanced at 1k and 10k views) and the same
# 10,000 seeded points (Textual: as many as PEER_SECONDS, default 10, allows per tree), with
# every answer compared. Prints a table of nanoseconds per hit test
# and the ratios.
#
# TouchLab's side is the `peer` suite of the benchmarks (PeerBenchmarks.swift), which also
# exports the trees, points and its answers; Textual's is peer_textual.py, run in a venv this
# script makes with Textual from PyPI (TEXTUAL_VERSION, default 8.2.8).
#
# Usage: bash Benchmarks/Scripts/peer-textual.sh [TREE ...]   (from the repository root; the
# trees default to all six: peer-wide-1k peer-chain-1k peer-balanced-1k and the 10k ones)
set -euo pipefail
cd "$(dirname "$0")/../.."
version="${TEXTUAL_VERSION:-8.2.8}"
venv="${PEER_VENV:-${TMPDIR:-/tmp}/touchlab-peer-venv-$version}"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT

if [[ ! -x "$venv/bin/python" ]]; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install --quiet "textual==$version"
fi
swift build -c release --package-path Benchmarks >/dev/null
TOUCHLAB_PEER_EXPORT="$work" Benchmarks/.build/release/TouchLabBenchmarks --filter '^peer\.' \
  --format json --columns name,median --time-unit ns --min-time 1 >"$work/touchlab.json"

trees=("$@")
if [[ ${#trees[@]} -eq 0 ]]; then
  trees=(peer-wide-1k peer-chain-1k peer-balanced-1k peer-wide-10k peer-chain-10k peer-balanced-10k)
fi
# One Python process per tree, each given PEER_TREE_SECONDS (default 300) to build its tree and
# answer: Textual did not finish mounting the 10,000-deep chain in ten minutes.
limit="${PEER_TREE_SECONDS:-300}"
for tree in "${trees[@]}"; do
  timeout "$limit" "$venv/bin/python" Benchmarks/Scripts/peer_textual.py "$work" "$tree" >>"$work/textual.jsonl" ||
    echo "{\"tree\": \"$tree\", \"error\": \"no answer within ${limit} s\"}" >>"$work/textual.jsonl"
done

python3 - "$work/touchlab.json" "$work/textual.jsonl" <<'PYTHON'
import json, sys
touchlab = {row["name"]: row["median"] / 10_000 for row in json.load(open(sys.argv[1]))["benchmarks"]}
print(f"{'tree':<20}{'engine ns':>11}{'floor ns':>10}{'engine/floor':>14}{'Textual ns':>12}{'Textual/engine':>16}  agree")
for line in open(sys.argv[2]):
    row = json.loads(line)
    tree = row["tree"]
    engine = touchlab.get(f"peer.{tree} engine x10k")
    floor = touchlab.get(f"peer.{tree} floor x10k")
    if engine is None or floor is None:
        print(f"{tree:<20} no TouchLab figure"); continue
    if "error" in row:
        print(f"{tree:<20}{engine:>11.1f}{floor:>10.1f}{engine / floor:>14.2f}{'—':>12}{'—':>16}  Textual: {row['error']}")
        continue
    textual = row["textual_ns_per_hit"]
    agree = f"{row['points']} points, " + ("all agree" if row["disagreements"] == 0 else f"{row['disagreements']} disagree")
    print(f"{tree:<20}{engine:>11.1f}{floor:>10.1f}{engine / floor:>14.2f}{textual:>12.1f}{textual / engine:>16.1f}  {agree}")
PYTHON
