# Sourced by the scripts beside it: makes a folder of its own ($work) and starts Xvfb on a display of its own,
# 1600x1000, which DISPLAY then names, with the viewer's settings kept in $work; on exit both go, with the process
# $viewer when one was started.
work="$(mktemp -d)"
Xvfb -displayfd 1 -screen 0 1600x1000x24 -nolisten tcp >"$work/display" 2>/dev/null &
xvfb=$!
trap 'kill ${viewer:-} "$xvfb" 2>/dev/null; rm -rf "$work"' EXIT
for _ in $(seq 100); do [ -s "$work/display" ] && break; sleep 0.1; done
export DISPLAY=":$(cat "$work/display")" XDG_CONFIG_HOME="$work/config"
