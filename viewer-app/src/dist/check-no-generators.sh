#!/usr/bin/env bash
# Checks that what the application ships holds no class of level-maker (org.tomblens.maker): the generators and
# writers are maintainers' tools, and the application carries only the files they made.
# Usage: check-no-generators.sh JAR-OR-FOLDER... (a folder: every .jar in it, at any depth)
set -euo pipefail
[ $# -gt 0 ] || { echo "usage: $0 JAR-OR-FOLDER..." >&2; exit 2; }

jars=()
for place in "$@"; do
  if [ -d "$place" ]; then
    while IFS= read -r -d '' jar; do jars+=("$jar"); done < <(find "$place" -name '*.jar' -print0)
  elif [ -f "$place" ]; then
    jars+=("$place")
  else
    echo "check-no-generators: $place is not there" >&2; exit 1
  fi
done
[ ${#jars[@]} -gt 0 ] || { echo "check-no-generators: no jar in $*" >&2; exit 1; }

found=0
for jar in "${jars[@]}"; do
  if classes="$(jar tf "$jar" | grep '^org/tomblens/maker/')"; then
    echo "check-no-generators: $jar holds org/tomblens/maker:" >&2
    printf '%s\n' "$classes" | head -5 >&2
    found=1
  fi
done
[ "$found" = 0 ] || exit 1
echo "check-no-generators: ${#jars[@]} jars, no org/tomblens/maker class"
