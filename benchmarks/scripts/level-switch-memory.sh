#!/usr/bin/env bash
# The viewer's resident memory after switching levels: opens FILE in a window on a private Xvfb display, presses
# Page Down SWITCHES times (26 unless set), waiting each time until the next level of the folder is on screen
# (the event log's "loaded"), and prints the process's resident set (VmRSS) once the first level is on screen and
# 0.5, 3 and 8 s after the last switch. LAUNCHER is how the viewer is started (./tomblens unless given).
# Needs Xvfb and xdotool. Usage: level-switch-memory.sh FILE [LAUNCHER...]
set -euo pipefail
file="$1"; shift
[ $# -gt 0 ] || set -- ./tomblens
switches="${SWITCHES:-26}"
. "$(dirname "${BASH_SOURCE[0]}")/private-display.sh"
export TOMBLENS_EVENT_LOG="$work/events.jsonl"
"$@" "$file" >"$work/output" 2>&1 &
viewer=$!

shown() { local count; count=$(grep -c '"loaded"' "$work/events.jsonl" 2>/dev/null || true); echo "${count:-0}"; }
await() { for _ in $(seq 1200); do [ "$(shown)" -ge "$1" ] && return 0; sleep 0.1; done; echo "no level $1" >&2; exit 1; }
resident() { awk '/VmRSS/ { print int($2 / 1024) }' "/proc/$viewer/status"; }

await 1
sleep 2
first=$(resident)
window=$(xdotool search --sync --pid "$viewer" | head -1)
for i in $(seq "$switches"); do
  xdotool key --window "$window" Next
  await $((i + 1))
  sleep 0.3
done
sleep 0.5; soon=$(resident)
sleep 2.5; later=$(resident)
sleep 5; settled=$(resident)
echo "resident: $first MB with the first level; after $switches switches $soon MB (+0.5 s), $later MB (+3 s), $settled MB (+8 s)"
