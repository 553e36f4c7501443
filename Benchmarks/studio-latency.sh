#!/usr/bin/env bash
# The studio's latency, release build, whole `bezel studio` processes:
#
#   Benchmarks/studio-latency.sh [--events N]     # N pointer messages a scene (default 200)
#
# For each scene in Examples/scenes (all drawn at scale 2; a scene the
# studio cannot open is skipped, and said so), starts `bezel studio SCENE
# --no-open --port 0` with BEZEL_STUDIO_TIMING set, and drives it with
# Tests/Support/studio-client.py --latency: taps on each control, drags
# across sliders and scroll views and across the window, round after round,
# each pointer message followed by a no-op message whose answer says its
# replies are all in. Prints, per scene and over all of them, the
# milliseconds from a message sent to its frame received (p50, p95, max),
# the events that drew nothing (timed to their last reply), the server's
# own time from the message in to its frame handed to the socket, and by
# touch phase (a lifted finger rewrites the touches as a tap or a drag and
# runs the recorded steps again). Baselines measured in the same run: a
# no-op message's round trip (the socket's cost) and `bezel render` of the
# scene at 2x, a whole process (median of 5).
#
# The target (issue 26): a frame within one 60 Hz frame, 16 ms, at p95.
# Nothing can hang: every read has a deadline (10 s a message), the client
# is stopped after 10 minutes, a studio that does not print its address in
# 30 s is skipped, and a run that stopped early says why.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
events=200
while [ $# -gt 0 ]; do
  case "$1" in
    --events) events="${2:?--events needs a number}"; shift 2 ;;
    -h|--help) sed -n '2,24p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "studio-latency.sh: unknown argument '$1'" >&2; exit 2 ;;
  esac
done
tmp="$(mktemp -d)"
studio=""
cleanup() {
  if [ -n "$studio" ]; then kill -KILL "$studio" 2>/dev/null || true; fi
  rm -rf "$tmp"
}
trap cleanup EXIT
if ! swift build -c release --package-path "$root" --product bezel >"$tmp/build.log" 2>&1; then
  tail -30 "$tmp/build.log" >&2
  exit 1
fi
bezel="$(swift build -c release --package-path "$root" --show-bin-path)/bezel"
client="$root/Tests/Support/studio-client.py"
cd "$tmp"

# Stops the studio as Ctrl-C does; one still running 5 s later is killed, and said so.
stop_studio() {
  kill -INT "$studio" 2>/dev/null || true
  for _ in $(seq 50); do
    kill -0 "$studio" 2>/dev/null || break
    sleep 0.1
  done
  if kill -0 "$studio" 2>/dev/null; then
    echo "  (the studio was still running 5 s after SIGINT: killed)"
    kill -KILL "$studio" 2>/dev/null || true
  fi
  wait "$studio" 2>/dev/null || true
  studio=""
}

milliseconds() { awk -v a="$1" -v b="$2" 'BEGIN {printf "%.1f", (b - a) * 1000}'; }

results=()
for scene in "$root"/Examples/scenes/*.yaml; do
  name="$(basename "$scene")"
  : >"$tmp/$name.timing"
  BEZEL_STUDIO_TIMING="$tmp/$name.timing" "$bezel" studio "$scene" --no-open --port 0 --themes-dir "$root/Themes" \
    >"$tmp/$name.out" 2>&1 &
  studio=$!
  address=""
  for _ in $(seq 300); do
    address="$(grep -o 'http://127\.0\.0\.1:[0-9]*/?token=[0-9a-f]*' "$tmp/$name.out" 2>/dev/null || true)"
    if [ -n "$address" ] || ! kill -0 "$studio" 2>/dev/null; then break; fi
    sleep 0.1
  done
  if [ -z "$address" ]; then
    echo "$name: skipped: the studio did not open it: $(tail -2 "$tmp/$name.out" | tr '\n' ' ')"
    stop_studio
    continue
  fi
  port="${address#http://127.0.0.1:}"
  port="${port%%/*}"
  token="${address##*=}"
  status=0
  timeout 600 python3 "$client" --latency "$port" "$token" "$tmp/$name.json" "$events" "$tmp/$name.timing" || status=$?
  [ "$status" -eq 0 ] || echo "  (the client exited $status$([ "$status" -eq 124 ] && echo ': stopped after 10 minutes'))"
  [ ! -f "$tmp/$name.json" ] || results+=("$tmp/$name.json")
  stop_studio
  # Baseline: the same scene rendered at 2x by a whole `bezel render` process.
  times=()
  for _ in 1 2 3 4 5; do
    start=$EPOCHREALTIME
    "$bezel" render "$scene" --scale 2 --themes-dir "$root/Themes" -o "$tmp/render.png" >/dev/null 2>&1 || { times=(); break; }
    times+=("$(milliseconds "$start" "$EPOCHREALTIME")")
  done
  if [ ${#times[@]} -gt 0 ]; then
    echo "  baseline, bezel render at 2x (a whole process, median of 5): $(printf '%s\n' "${times[@]}" | sort -n | sed -n 3p) ms"
  else
    echo "  baseline, bezel render at 2x: failed"
  fi
done
[ ${#results[@]} -gt 0 ] || { echo "studio-latency.sh: no scene was measured" >&2; exit 1; }
python3 "$client" --latency-summary "${results[@]}"
