#!/usr/bin/env bash
# smoke-test.sh LAUNCHER DEMO: the application as built for this system, started by its own launcher, where neither
# the shared corpus nor a way to drive a window is at hand (the release workflow's Windows and macOS runners): the
# window opens the bundled demo level and closes by itself once it is on screen, with a "loaded" and no "error"
# event in its event log; and every command runs on DEMO (the demo level's file), exiting as its contract says. On
# Linux, check-deb.sh also runs InstalledAppTest, which drives the window (a sector clicked, an animation played,
# the flip map switched, every panel opened, a screenshot) and runs every command on corpus levels.
# Everything it writes goes into a temporary folder of its own, removed at the end.
set -euo pipefail
launcher="$1"
demo="$2"
fail() { echo "smoke-test: $*" >&2; exit 1; }
[ -x "$launcher" ] || fail "no launcher at $launcher"
[ -f "$demo" ] || fail "no demo level at $demo"

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
mkdir -p "$work/home" "$work/out"
export HOME="$work/home" XDG_CONFIG_HOME="$work/home/.config" XDG_CACHE_HOME="$work/home/.cache" USERPROFILE="$work/home"
export APPDATA="$work/home/AppData/Roaming" TOMBLENS_EVENT_LOG="$work/events.jsonl"

# The window: the demo on screen, then the viewer closes by itself with status 0.
status=0
"$launcher" --quit-when-ready >"$work/window.log" 2>&1 || status=$?
[ "$status" = 0 ] || { cat "$work/window.log" >&2; fail "the window exited $status"; }
grep -q '"event":"loaded"' "$TOMBLENS_EVENT_LOG" || { cat "$work/window.log" >&2; fail "the demo was not loaded"; }
if grep '"event":"error"' "$TOMBLENS_EVENT_LOG" >&2; then fail "the window told an error"; fi
unset TOMBLENS_EVENT_LOG

# Each command, as a user types it, with the status it must give.
printf '{"colour": "4278255360", "waypoints": [{"type": "Position", "position": "0,0,0", "room": 0, "index": 0}]}\n' \
  >"$work/route.tvr"
expect() {
  local status="$1"; shift
  local got=0
  "$launcher" "$@" >"$work/command.log" 2>&1 || got=$?
  [ "$got" = "$status" ] || { cat "$work/command.log" >&2; fail "tomblens $* exited $got, not $status"; }
  echo "smoke-test: tomblens $1: $status"
}
expect 0 info "$demo"
expect 0 info --json "$demo"
expect 0 check "$demo"
expect 0 render "$demo" -o "$work/out/render.png"
expect 0 export "$demo" -o "$work/out/demo.glb"
expect 0 extract "$demo" -o "$work/out/extract"
expect 0 diff "$demo" "$demo"
expect 0 route "$demo" --route "$work/route.tvr"
# The demo level holds no cutscene: the command says so with status 1, as its contract has it.
expect 1 cutscene "$demo"
expect 0 states --model 0 "$demo"
expect 0 boxes "$demo"
expect 0 flyby "$demo"
expect 0 pose --model 0 --all-keyframes "$demo"
expect 0 floordata --all "$demo"
[ -s "$work/out/render.png" ] && [ -s "$work/out/demo.glb" ] || fail "render or export wrote nothing"
echo "smoke-test: $launcher opens the demo in its window and runs every command"
