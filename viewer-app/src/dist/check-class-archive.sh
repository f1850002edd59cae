#!/usr/bin/env bash
# Checks that the application starts from its own class archive (tomblens.jsa beside its jar): its launcher opens
# the demo level out of sight and closes once it is on screen, a third or more of the classes it loads come from
# that archive rather than from the jars, JOML's all of them, and the archives are mapped where they were made to be,
# not relocated. The image `mvn -Pdist -DskipTests package` built has the archive
# the build made; an installed package, the one its postinst made where it was installed.
# Usage: check-class-archive.sh [LAUNCHER], by default the Linux image's.
set -euo pipefail
app="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
launcher="${1:-$app/target/dist/TombLens/bin/TombLens}"
work="$(mktemp -d)"
log="$work/classes.log"
mapping="$work/cds.log"
trap 'rm -rf "$work"' EXIT

status=0
env -u DISPLAY -u WAYLAND_DISPLAY HOME="$work" XDG_CONFIG_HOME="$work" \
  JAVA_TOOL_OPTIONS="-Xlog:class+load=info:file=$log -Xlog:cds=info:file=$mapping" "$launcher" --quit-when-ready >/dev/null 2>&1 || status=$?
[ "$status" -eq 0 ] || echo "check-class-archive: the start ended with status $status (the archive is checked all the same)"
archived=$(grep -c "source: shared objects file (top)" "$log" || true)
loaded=$(grep -c "source: " "$log" || true)
echo "check-class-archive: $archived of the $loaded classes the start loaded came from the application's archive"
# The application's own classes and its libraries' are a third or more of a start's; the JDK's come from the
# runtime's archive below it.
[ "$archived" -ge $((loaded / 3)) ] || { echo "check-class-archive: the archive was not used" >&2; exit 1; }
# JOML's classes, Java 1.2's in its jar, are rewritten by the build in a format the archive holds (level-maker's
# upgrade-class-files): none of them comes from the jar, where the old verifier would check it at every start.
from_jar=$(grep -c "org\.joml\..* source: file:" "$log" || true)
from_archive=$(grep -c "org\.joml\..* source: shared objects file (top)" "$log" || true)
echo "check-class-archive: JOML's classes: $from_archive from the archive, $from_jar from its jar"
[ "$from_jar" -eq 0 ] && [ "$from_archive" -gt 0 ] || { echo "check-class-archive: JOML's classes were not archived" >&2; exit 1; }
# The launcher's -XX:ArchiveRelocationMode=0 reached the JVM: otherwise it maps the archives elsewhere and rewrites
# every pointer in them at each start (docs/performance.md, "The class archives relocated").
if grep -q "at an alternative address" "$mapping"; then
  echo "check-class-archive: the archives were relocated" >&2
  grep "alternative address" "$mapping" >&2
  exit 1
fi
echo "check-class-archive: the archives were mapped at the address they were made for"
