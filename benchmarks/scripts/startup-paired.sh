#!/usr/bin/env bash
# Compares how long two builds or launchers take to show a level: ROUNDS rounds (10 unless set), each starting FILE
# once through LAUNCHER_A and once through LAUNCHER_B, in turn (startup-time.sh with RUNS=1, each start on a private
# Xvfb display), so that both meet the machine as it is in that minute. Prints each launcher's best and median start
# and CPU time, and the paired difference, B's start less A's of the same round, as the median over the rounds, with
# how many rounds B was faster. On a 2-core machine shared with other work a set of ten rounds moves by some 40 ms
# (docs/performance.md): a difference smaller than that needs more rounds. Each launcher is one argument, split at
# its spaces ("java -jar other/tomblens.jar"). Needs what startup-time.sh needs.
# Usage: startup-paired.sh FILE LAUNCHER_A LAUNCHER_B
set -euo pipefail
[ $# -eq 3 ] || { echo "usage: startup-paired.sh FILE LAUNCHER_A LAUNCHER_B" >&2; exit 2; }
file="$1"
rounds="${ROUNDS:-10}"
here="$(dirname "${BASH_SOURCE[0]}")"
results="$(mktemp)"
trap 'rm -f "$results"' EXIT
for round in $(seq "$rounds"); do
  for side in A B; do
    launcher="$2"; [ "$side" = B ] && launcher="$3"
    # shellcheck disable=SC2086
    line="$(RUNS=1 "$here/startup-time.sh" "$file" $launcher | grep '^start 1:')"
    echo "$round $side $line" | tee -a "$results"
  done
done
python3 - "$results" "$2" "$3" <<'EOF'
import re, statistics, sys
starts = {"A": {}, "B": {}}
for line in open(sys.argv[1]):
    m = re.match(r"(\d+) ([AB]) start 1: (\d+) ms, CPU (\d+) ms", line)
    starts[m.group(2)][int(m.group(1))] = (int(m.group(3)), int(m.group(4)))
for side, name in (("A", sys.argv[2]), ("B", sys.argv[3])):
    took = [t for t, _ in starts[side].values()]
    cpu = [c for _, c in starts[side].values()]
    print(f"{side} ({name}): best {min(took)} ms, median {statistics.median(took):.0f} ms, "
          f"CPU median {statistics.median(cpu):.0f} ms")
rounds = sorted(set(starts["A"]) & set(starts["B"]))
differences = [starts["B"][r][0] - starts["A"][r][0] for r in rounds]
cpu = [starts["B"][r][1] - starts["A"][r][1] for r in rounds]
faster = sum(1 for d in differences if d < 0)
print(f"B less A, median of {len(rounds)} rounds: {statistics.median(differences):+.0f} ms "
      f"(CPU {statistics.median(cpu):+.0f} ms); B faster in {faster} of {len(rounds)}")
EOF
echo "load average: $(cut -d' ' -f1-3 /proc/loadavg)"
