#!/usr/bin/env bash
# The viewer's CPU share while left alone: opens FILE (the demo when none) in a 1280x720 window on a private Xvfb
# display, waits until the level is on screen and 8 s more, then reads the process's CPU time (user + system, from
# /proc/PID/stat) over 10 s and prints it as cores, with the frames the window drew meanwhile (the event log's
# "frames" notes) and the load average. EXTRA holds more options for the viewer (e.g. "--camera X,Y,Z,YAW,PITCH");
# LAUNCHER is how the viewer is started (java -jar viewer-app/target/tomblens.jar unless given).
# Needs Xvfb. Usage: idle-cpu.sh [FILE] [LAUNCHER...]
set -euo pipefail
file="${1:-}"; [ $# -gt 0 ] && shift
[ $# -gt 0 ] || set -- java -jar viewer-app/target/tomblens.jar
work="$(mktemp -d)"
Xvfb -displayfd 1 -screen 0 1600x1000x24 -nolisten tcp >"$work/display" 2>/dev/null &
xvfb=$!
trap 'kill "${viewer:-}" "$xvfb" 2>/dev/null; [ -n "${KEEP_OUTPUT:-}" ] && cp "$work/output" "$KEEP_OUTPUT"; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" XDG_CONFIG_HOME="$work/config" TOMBLENS_EVENT_LOG="$work/events.jsonl"
# shellcheck disable=SC2086
"$@" --size 1280x720 ${EXTRA:-} ${file:+"$file"} >"$work/output" 2>&1 &
viewer=$!
for _ in $(seq 1200); do grep -q '"ready"' "$work/events.jsonl" 2>/dev/null && break; sleep 0.1; done
grep -q '"ready"' "$work/events.jsonl" || { echo "the level never came on screen" >&2; cat "$work/output" >&2; exit 1; }
# The java process itself: a launcher script may have started it as its child.
pid=$viewer
child=$(pgrep -P "$viewer" java || true)
[ -n "$child" ] && pid=$child
sleep 8
ticks() { awk '{ print $14 + $15 }' "/proc/$pid/stat"; }
frames() { grep '"frames"' "$work/events.jsonl" | tail -1 | sed 's/.*"drawn":\([0-9]*\).*/\1/'; }
before=$(ticks); t0=$(date +%s.%N)
sleep 10
after=$(ticks); t1=$(date +%s.%N)
hz=$(getconf CLK_TCK)
cores=$(awk -v a="$after" -v b="$before" -v hz="$hz" -v t0="$t0" -v t1="$t1" 'BEGIN { printf "%.3f", (a - b) / hz / (t1 - t0) }')
echo "cpu: $cores cores over 10 s (load average $(cut -d' ' -f1-3 /proc/loadavg))"
# Waking the window with a pointer move makes it note its frames drawn so far: the frames of the time left alone
# are those since its last change of pace before the 10 s.
settled=$(grep '"frames"' "$work/events.jsonl" | tail -1)
notes=$(grep -c '"frames"' "$work/events.jsonl")
xdotool mousemove 640 360 2>/dev/null || true
for _ in $(seq 50); do [ "$(grep -c '"frames"' "$work/events.jsonl")" -gt "$notes" ] && break; sleep 0.1; done
woken=$(grep '"frames"' "$work/events.jsonl" | tail -1)
field() { sed "s/.*\"$1\":\([0-9.]*\).*/\1/" <<<"$2"; }
awk -v d0="$(field drawn "$settled")" -v s0="$(field seconds "$settled")" -v d1="$(field drawn "$woken")" \
  -v s1="$(field seconds "$woken")" -v pace="$(sed 's/.*"pace":"\([a-z]*\)".*/\1/' <<<"$settled")" \
  -v cores="$cores" 'BEGIN { if (s1 > s0) { rate = (d1 - d0 - 1) / (s1 - s0)
    printf "frames: %d in %.1f s left alone at the %s pace (%.1f a second", d1 - d0 - 1, s1 - s0, pace, rate
    if (rate > 0) printf ", %.0f ms of CPU a frame", cores * 1000 / rate
    printf ")\n" } }'
