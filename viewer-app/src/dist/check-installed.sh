#!/usr/bin/env bash
# check-installed.sh LAUNCHER: the application started by its own launcher (an installed package's, or an unpacked
# download's) doing its main job. With the shared corpus: InstalledAppTest, the window opening the demo and a retail
# level of each game with no error and going through a whole session, and every command on real levels. Without
# it: smoke-test.sh, the window opening the demo and every command on it.
set -euo pipefail
launcher="$1"
app="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
root="$(cd "$app/.." && pwd)"
corpus="${TOMBLENS_CORPUS:-$root/../shared/levels}"

if [ -d "$corpus" ]; then
  cd "$root"
  mvn -B -q -pl viewer-app -am test -Dtest=InstalledAppTest -Dsurefire.failIfNoSpecifiedTests=false \
    -Dtomblens.excludedGroups=none -Dtomblens.installed="$launcher"
elif [ "${TOMBLENS_CORPUS_REQUIRED:-}" = 1 ]; then
  echo "check-installed: the corpus is not at $corpus" >&2
  exit 1
else
  "$app/src/dist/smoke-test.sh" "$launcher" "$root/assets/demo/tomblens-demo.tr2"
fi
echo "check-installed: $launcher does its main job"
