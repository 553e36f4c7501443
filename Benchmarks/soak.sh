#!/usr/bin/env bash
# Long runs and big canvases, whole process, release build, with
# /usr/bin/time's elapsed seconds and peak resident memory:
#
#   Benchmarks/soak.sh [BASELINE-BEZEL]
#
# - `bezel replay` of 1,000 and 10,000 taps on the timer screen's switch
#   (each tap changes the frame: nothing merges), and of 10,000 steps that
#   draw nothing (`wait: 0`: every frame merges into one);
# - `bezel render` of the largest scene accepted, 16384 x 16384 pt at 1x.
#
# Targets (issue 11): 10,000 steps in under 10 s and 200 MB; the largest
# render in about one surface (16384² × 4 bytes = 1.07 GB).
# With BASELINE-BEZEL (another build of the command, say an older commit's),
# each figure is measured for it too, in the same run, for a before/after.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$here/.."
baseline="${1:-}"
swift build -c release --package-path "$root" --product bezel >/dev/null
bezel="$(swift build -c release --package-path "$root" --show-bin-path)/bezel"
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

# The timer scene without its `snapshots:` block, which builds before issue 13 do not read.
awk '/^snapshots:/ {skip = 1; next} skip && /^[^ ]/ {skip = 0} !skip' "$root/Examples/scenes/timer.yaml" >"$tmp/timer.yaml"
script() {  # script NAME COUNT STEP
  { echo "scene: $tmp/timer.yaml"; echo "steps:"; awk -v n="$2" -v s="  - $3" 'BEGIN {for (i = 0; i < n; i++) print s}'; } >"$tmp/$1.yaml"
}
script taps-1000 1000 'tap: "#alarm"'
script taps-10000 10000 'tap: "#alarm"'
script waits-10000 10000 'wait: 0'
cat >"$tmp/huge.yaml" <<SCENE
size: {width: 16384, height: 16384}
scale: 1
root:
  type: vstack
  padding: 16
  children:
    - {type: label, text: A very large render, font: {size: 200, weight: bold}}
    - {type: button, title: Go}
    - {type: switch, "on": true}
SCENE

measure() {  # measure LABEL OUTPUT BINARY ARGS...
  local label="$1" output="$2" binary="$3"; shift 3
  rm -rf "$output"
  # No themes folder: `theme: default` is the built-in theme in every build
  # (a newer Themes/default.yaml may hold keys an older build does not read).
  /usr/bin/time -f "%e %M" -o "$tmp/time" "$binary" "$@" -o "$output" >/dev/null 2>"$tmp/err" \
    || { echo "$label: failed: $(tail -3 "$tmp/err")"; return 0; }
  read -r seconds kilobytes <"$tmp/time"
  printf '%-34s %7.2f s  %8.1f MB\n' "$label" "$seconds" "$(awk -v k="$kilobytes" 'BEGIN {print k / 1024}')"
}

# Out of the package, so no ./Themes is picked up either.
cd "$tmp"
for name in taps-1000 taps-10000 waits-10000; do
  measure "replay $name" "$tmp/out" "$bezel" replay "$tmp/$name.yaml"
  [ -z "$baseline" ] || measure "replay $name (baseline)" "$tmp/out" "$baseline" replay "$tmp/$name.yaml"
done
measure "render 16384² at 1x" "$tmp/huge.png" "$bezel" render "$tmp/huge.yaml"
[ -z "$baseline" ] || measure "render 16384² at 1x (baseline)" "$tmp/huge.png" "$baseline" render "$tmp/huge.yaml"
