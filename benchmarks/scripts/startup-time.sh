#!/usr/bin/env bash
# How long the viewer takes to show a level: starts LAUNCHER FILE RUNS times (3 unless set) on a private Xvfb
# display, each time measuring from the command's start until the event log says "loaded", then closes it. Prints
# each start, the best and the median, in milliseconds, and the machine's load; with each start, the CPU time the
# viewer's processes had spent by then (user and system, all their threads: what the start cost the machine's cores,
# which a loaded machine changes less than the time it took). LAUNCHER is ./tomblens unless given
# (`java -jar viewer-app/target/tomblens.jar`, the installed image's bin/TombLens). With TIMINGS=1 each start's
# steps are printed too, as the event log's "startup" tells them (the table --timings prints, of a start that went
# the same way as a user's: a start given --timings parses its options with picocli first, some 0.2 s more).
# Each start has no settings, as the first start on a machine, unless SETTINGS names a folder of them (what
# XDG_CONFIG_HOME holds after a window was closed), which is copied in before each start: a returning user's start.
# Needs Xvfb and python3. Usage: startup-time.sh FILE [LAUNCHER...]
set -euo pipefail
file="$1"; shift
[ $# -gt 0 ] || set -- ./tomblens
runs="${RUNS:-3}"
. "$(dirname "${BASH_SOURCE[0]}")/private-display.sh"
python3 - "$work" "$runs" "${TIMINGS:-0}" "$file" "$@" <<'EOF'
import json, os, shutil, statistics, subprocess, sys, time
work, runs, timings, file, launcher = sys.argv[1], int(sys.argv[2]), sys.argv[3] == "1", sys.argv[4], sys.argv[5:]
# As a user starts it (the file alone), closed once the level is on screen.
command = launcher + [file]
took = []
cpu = []
tick = os.sysconf("SC_CLK_TCK")


def stat_fields(pid):
    # The fields of /proc/PID/stat after the command's name in parentheses: the parent's number first.
    with open(f"/proc/{pid}/stat") as stat:
        return stat.read().rsplit(")", 1)[1].split()


def cpu_millis(pid):
    # utime and stime (the 14th and 15th fields) of the process and of those it started (a jar started on its own
    # relaunches the viewer in a second JVM), as they stand.
    children = {}
    for entry in os.listdir("/proc"):
        if entry.isdigit():
            try:
                children.setdefault(int(stat_fields(entry)[1]), []).append(int(entry))
            except (FileNotFoundError, ProcessLookupError):
                pass
    total, pending = 0, [pid]
    while pending:
        process = pending.pop()
        try:
            fields = stat_fields(process)
        except FileNotFoundError:
            continue
        total += int(fields[11]) + int(fields[12])
        pending.extend(children.get(process, []))
    return total * 1000 / tick


for run in range(runs):
    if os.environ.get("SETTINGS"):
        shutil.copytree(os.environ["SETTINGS"], os.environ["XDG_CONFIG_HOME"], dirs_exist_ok=True)
    log = os.path.join(work, f"events-{run}.jsonl")
    env = dict(os.environ, TOMBLENS_EVENT_LOG=log)
    began = time.monotonic()
    viewer = subprocess.Popen(command, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    loaded = None
    while loaded is None and time.monotonic() - began < 120:
        try:
            with open(log) as events:
                if '"loaded"' in events.read():
                    loaded = (time.monotonic() - began) * 1000
                    cpu.append(cpu_millis(viewer.pid))
        except FileNotFoundError:
            pass
        if loaded is None:
            time.sleep(0.002)
    # The start-up's steps are told just after "loaded".
    while timings and loaded is not None and time.monotonic() - began < 120:
        with open(log) as events:
            if '"startup"' in events.read():
                break
        time.sleep(0.01)
    viewer.terminate()
    output, _ = viewer.communicate(timeout=120)
    if loaded is None:
        sys.exit(f"start {run + 1}: no level on screen\n{output}")
    took.append(loaded)
    print(f"start {run + 1}: {loaded:.0f} ms, CPU {cpu[-1]:.0f} ms")
    if timings:
        with open(log) as events:
            steps = next(json.loads(line)["steps"] for line in events if '"startup"' in line)
        print(f"{'step':<24} {'began':>8} {'ended':>8} {'took':>8}")
        for step in steps:
            began, ended = float(step["began"]), float(step["ended"])
            print(f"{step['step']:<24} {began:8.0f} {ended:8.0f} {ended - began:8.0f}")
print(f"best {min(took):.0f} ms, median {statistics.median(took):.0f} ms of {runs}; "
      f"CPU time best {min(cpu):.0f} ms, median {statistics.median(cpu):.0f} ms")
EOF
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
