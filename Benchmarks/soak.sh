#!/usr/bin/env bash
# Long runs and big canvases, whole process, release build, with
# /usr/bin/time's elapsed seconds and peak resident memory:
#
#   Benchmarks/soak.sh [BASELINE-BEZEL]
#
# - `bezel replay` of 1,000 and 10,000 taps on the timer screen's switch
#   (each tap changes the frame: nothing merges), and of 10,000 steps that
#   draw nothing (`wait: 0`: every frame merges into one);
# - `bezel replay` of a 1,000-row list scrolled in 1,000 steps (each a 30 pt
#   drag up), and of 1,000 moves of a finger across a slider under a blur
#   view (issue 27): a slider over a frosted panel on a photo (what lies
#   behind the panel never changes), and a slider behind a blur view (each
#   move changes what it blurs, so the blur is redone every frame);
# - `bezel render` of the largest scene accepted, 16384 x 16384 pt at 1x.
#
# Targets (issue 11): 10,000 steps in under 10 s and 200 MB; the largest
# render in about one surface (16384² × 4 bytes = 1.07 GB). Issue 27: 10,000
# taps in at most 5× the time of 10,000 steps that draw nothing.
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
# A list of 1,000 rows in a scroll view, scrolled 30 pt up a step.
{ cat <<SCENE
size: {width: 320, height: 480}
scale: 2
root:
  type: scrollView
  content:
    type: listView
    rows:
SCENE
  awk 'BEGIN {for (i = 1; i <= 1000; i++) printf "      - {title: Row %d, subtitle: The row numbered %d, accessory: disclosureIndicator}\n", i, i}'
} >"$tmp/list-1000.yaml"
{ echo "scene: $tmp/list-1000.yaml"; echo "steps:"
  awk 'BEGIN {for (i = 0; i < 1000; i++) print "  - drag: {from: {x: 160, y: 400}, to: {x: 160, y: 370}, steps: 3}"}'; } >"$tmp/list-scroll-1000.yaml"
# A slider over a frosted panel on a photo, and a slider behind a blur view
# (the touch begins on the part the blur view leaves uncovered, then stays
# under it). Blur views hold no subviews in a scene: the first slider is in
# front of the panel, which is the same to the backdrop as inside it.
cp "$root/Examples/scenes/photo.png" "$tmp/photo.png"
slider_scene() {  # slider_scene NAME MIDDLE-LINES: a photo, then MIDDLE-LINES (a slider and a blur view, in paint order)
  { printf 'size: {width: 320, height: 240}\nscale: 2\nroot:\n  type: container\n  children:\n'
    echo '    - {type: imageView, image: photo.png, contentMode: aspectFill, frame: {x: 0, y: 0, width: 320, height: 240}}'
    printf '%s\n' "${@:2}"; } >"$tmp/$1.yaml"
}
slider_scene slider-over-blur \
  '    - {type: blurView, radius: 12, tint: "rgba(255, 255, 255, 0.25)", cornerRadius: 14, frame: {x: 10, y: 40, width: 300, height: 160}}' \
  '    - {type: slider, id: level, value: 0.5, frame: {x: 40, y: 105, width: 240, height: 30}}'
slider_scene slider-under-blur \
  '    - {type: slider, id: level, value: 0, frame: {x: 20, y: 105, width: 280, height: 30}}' \
  '    - {type: blurView, radius: 12, tint: "rgba(255, 255, 255, 0.25)", cornerRadius: 14, frame: {x: 100, y: 40, width: 210, height: 160}}'
slider_script() {  # slider_script NAME SCENE BEGIN-X FROM-X TO-X: down at BEGIN-X, 1,000 moves sweeping FROM-X…TO-X, up
  { echo "scene: $tmp/$2.yaml"; echo "steps:"; echo "  - touch: {phase: began, at: {x: $3, y: 120}}"
    awk -v a="$4" -v b="$5" 'BEGIN {for (i = 0; i < 1000; i++) {t = (i % 250) / 250; if (int(i / 250) % 2) t = 1 - t
      printf "  - touch: {phase: moved, at: {x: %.2f, y: 120}}\n", a + (b - a) * t}}'
    echo "  - touch: {phase: ended, at: {x: $4, y: 120}}"; } >"$tmp/$1.yaml"
}
slider_script slider-over-blur-1000 slider-over-blur 60 60 260
slider_script slider-under-blur-1000 slider-under-blur 40 120 280

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
  printf '%-40s %7.2f s  %8.1f MB\n' "$label" "$seconds" "$(awk -v k="$kilobytes" 'BEGIN {print k / 1024}')"
}

# Out of the package, so no ./Themes is picked up either.
cd "$tmp"
for name in taps-1000 taps-10000 waits-10000 list-scroll-1000 slider-over-blur-1000 slider-under-blur-1000; do
  measure "replay $name" "$tmp/out" "$bezel" replay "$tmp/$name.yaml"
  [ -z "$baseline" ] || measure "replay $name (baseline)" "$tmp/out" "$baseline" replay "$tmp/$name.yaml"
done
measure "render 16384² at 1x" "$tmp/huge.png" "$bezel" render "$tmp/huge.yaml"
[ -z "$baseline" ] || measure "render 16384² at 1x (baseline)" "$tmp/huge.png" "$baseline" render "$tmp/huge.yaml"
