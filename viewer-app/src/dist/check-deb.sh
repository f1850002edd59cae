#!/usr/bin/env bash
# Checks the .deb that `mvn -Pdist -DskipTests package` built in viewer-app/target/dist: unpacked into a
# temporary folder, its own launcher runs with no JDK on the PATH and answers as the built jar does; the package
# is under 80 MB and its desktop entry is valid.
set -euo pipefail
app="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
root="$(cd "$app/.." && pwd)"
corpus="${TOMBLENS_CORPUS:-$root/../shared/levels}"

deb="$(ls "$app"/target/dist/tomblens_*.deb)"
size=$(stat -c %s "$deb")
echo "check-deb: $(basename "$deb"): $((size / 1024 / 1024)) MB"
[ "$size" -lt $((80 * 1024 * 1024)) ] || { echo "check-deb: the package is 80 MB or more" >&2; exit 1; }

work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
dpkg-deb -x "$deb" "$work/root"
desktop-file-validate "$work/root/opt/tomblens/lib/tomblens-TombLens.desktop"

# The packaged launcher, with nothing of this machine's Java to lean on.
packaged() { env -i HOME="$work/home" PATH=/nonexistent "$work/root/opt/tomblens/bin/TombLens" "$@"; }
built() { java -jar "$app/target/tomblens.jar" "$@"; }

version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -1)"
[ "$(packaged --version | head -1)" = "TombLens $version" ] \
  || { echo "check-deb: --version says '$(packaged --version | head -1)', the POM $version" >&2; exit 1; }

demo="$root/assets/demo/tomblens-demo.tr2"
packaged render "$demo" -o "$work/packaged.png" >/dev/null
built render "$demo" -o "$work/built.png" >/dev/null
cmp "$work/packaged.png" "$work/built.png" || { echo "check-deb: render differs from the jar's" >&2; exit 1; }

if [ -d "$corpus" ]; then
  level="$corpus/tr2/goldmask-cold-war.tr2"
  diff <(packaged info --json "$level") <(built info --json "$level") \
    || { echo "check-deb: info --json differs from the jar's" >&2; exit 1; }
elif [ "${TOMBLENS_CORPUS_REQUIRED:-}" = 1 ]; then
  echo "check-deb: the corpus is not at $corpus" >&2; exit 1
else
  echo "check-deb: no corpus at $corpus: info --json not compared"
fi
echo "check-deb: the package runs without a JDK and answers as the jar does"
