#!/usr/bin/env bash
# Times Bezel against the C Cairo reference peer on this machine, in one run.
#
#   Benchmarks/run.sh [ROUNDS=3]
#
# Builds ../shared/peers/c-cairo (beside the project) into a temporary folder
# and the Swift benchmarks in release mode, then alternates: peer, Bezel,
# peer, Bezel... Prints each round's per-image milliseconds and the ratio
# Bezel / C, then the medians. Both sides render the same 8 looks (64x64 pt
# at scale 2, opaque white) and encode each as PNG in memory.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
rounds="${1:-3}"
peer_src="${BEZEL_PEERS:-$here/../../shared/peers}/c-cairo/bezel.c"
[ -f "$peer_src" ] || { echo "run.sh: the C peer is not at $peer_src (set BEZEL_PEERS)" >&2; exit 2; }

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT
cc -O2 -o "$tmp/c-cairo" "$peer_src" $(pkg-config --cflags --libs cairo) -lm
# SwiftPM can keep a stale build plan when files are added to the Bezel
# package beside it (a path dependency); dropping the plan costs nothing.
rm -f "$here/.build/release/description.json"
swift build -c release --package-path "$here" >"$tmp/build.log" 2>&1 || { cat "$tmp/build.log"; exit 1; }
bench="$(swift build -c release --package-path "$here" --show-bin-path)/BezelBenchmarks"

median() { sort -g | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
: >"$tmp/c"; : >"$tmp/s"; : >"$tmp/r"
for round in $(seq 1 "$rounds"); do
  c=$("$tmp/c-cairo" 800 "$tmp/out" 2>/dev/null | awk '{for(i=1;i<=NF;i++) if ($i ~ /^per_image_ms=/) {sub("per_image_ms=","",$i); print $i}}')
  # swift-benchmark prints the median time of one iteration (8 images) in ms.
  s8=$("$bench" --filter 'render\+png$' --format csv --columns name,median --time-unit ms --min-time 3 --quiet \
        | awk -F, 'NR>1 {print $2}')
  s=$(awk -v t="$s8" 'BEGIN {printf "%.4f", t/8}')
  r=$(awk -v a="$s" -v b="$c" 'BEGIN {printf "%.2f", a/b}')
  echo "round $round: c-cairo ${c} ms/image, bezel ${s} ms/image, ratio bezel/c ${r}"
  echo "$c" >>"$tmp/c"; echo "$s" >>"$tmp/s"; echo "$r" >>"$tmp/r"
done
echo "median: c-cairo $(median <"$tmp/c") ms/image, bezel $(median <"$tmp/s") ms/image, ratio $(median <"$tmp/r") (target <= 1.5)"
"$bench" --filter 'render$|uncached' --format csv --columns name,median --time-unit ms --min-time 2 --quiet \
  | awk -F, 'NR>1 {printf "%s: bezel %.4f ms/image\n", $1, $2/8}'

# Layout from scratch at 1,000 and 10,000 views (growth should be about
# linear), layout again after one leaf changed (growth with what the change
# reaches: the stack's rows, not every view), the same in a list of rows of
# one height after a label's text changed (each row a relayout boundary: flat),
# and the control gallery laid out and rendered at 2x.
"$bench" --filter 'layout|gallery' --format csv --columns name,median --time-unit ms --min-time 3 --quiet \
  | awk -F, 'NR>1 {printf "%s: %.3f ms\n", $1, $2; if ($1 ~ /^layout 1000 /) a=$2; if ($1 ~ /^layout 10000 /) b=$2
                    if ($1 ~ /^relayout 1000 /) c=$2; if ($1 ~ /^relayout 10000 /) d=$2
                    if ($1 ~ /^relayout list of 1000 /) e=$2; if ($1 ~ /^relayout list of 10000 /) f=$2}
             END {if (a > 0) printf "layout growth 1,000 -> 10,000 views: x%.1f for x10 views\n", b/a
                  if (c > 0) printf "relayout after one change, 1,000 -> 10,000 views: x%.1f for x10 views\n", d/c
                  if (e > 0) printf "relayout of a list after one label changed, 1,000 -> 10,000 views: x%.1f for x10 views\n", f/e}'

# 100,000 touch events through hit testing and control tracking on a window
# of 1,527 views (500 bezel buttons, each in a frame and padding, in stacks).
"$bench" --filter 'touch' --format csv --columns name,median --time-unit ms --min-time 3 --quiet \
  | awk -F, 'NR>1 {printf "%s: %.1f ms, %.0f events per second\n", $1, $2, 100000 / ($2 / 1000)}'

# The main job as a user runs it: `bezel preview` of the default theme at 2x
# (a contact sheet of 63 tiles as PNG and PDF, plus the 24 bezel-button state
# PNGs), release build, whole process, three runs.
root="$here/.."
swift build -c release --package-path "$root" --product bezel >"$tmp/bezel-build.log" 2>&1 || { cat "$tmp/bezel-build.log"; exit 1; }
bezel="$(swift build -c release --package-path "$root" --show-bin-path)/bezel"
for run in 1 2 3; do
  start=$(date +%s.%N)
  (cd "$root" && "$bezel" preview -o "$tmp/preview" --scale 2 >/dev/null)
  end=$(date +%s.%N)
  awk -v a="$start" -v b="$end" -v r="$run" 'BEGIN {printf "bezel preview (default theme, 2x), run %d: %.2f s\n", r, b - a}'
done

# The snapshot job on 1,000 bezel-button states at 2x (SnapshotStates.swift):
# render alone, then verify against matching references and record, each as
# a ratio to render alone in the same run; and two threads against one.
"$bench" --filter 'snapshot|png encode|pixel hash' --format csv --columns name,median --time-unit ms --min-time 3 --quiet \
  | awk -F, 'NR>1 {t[$1]=$2; printf "%s: %.1f ms\n", $1, $2}
             END {r=t["snapshot render 1000"];
                  if (r > 0) {
                    printf "verify / render alone: %.2f (target <= 2.5)\n", t["snapshot verify 1000"] / r
                    printf "record / render alone: %.2f\n", t["snapshot record 1000"] / r
                  }
                  if (t["png encode bezel 1000"] > 0)
                    printf "PNG writer: Cairo %.1f ms, Bezel %.1f ms for 1,000 states: %.2fx faster (target >= 2)\n",
                           t["png encode cairo 1000"], t["png encode bezel 1000"], t["png encode cairo 1000"] / t["png encode bezel 1000"]
                  if (t["snapshot verify 1000 2 threads"] > 0)
                    printf "verify speed-up on 2 threads: %.2fx (target >= 1.7); render alone: %.2fx\n",
                           t["snapshot verify 1000 1 thread"] / t["snapshot verify 1000 2 threads"],
                           r / t["snapshot render 1000 2 threads"]}'
"$bench" --reference-bytes          # the 1,000 stamped references as recorded
"$bench" --encoder-sizes            # the same images from Cairo's writer and Bezel's, unstamped
