#!/usr/bin/env bash
# TombLens's launcher in the Linux app image and package, put in place of the one jpackage writes: that one asks rpm
# and dpkg at every start which package holds it (to find its library), some 150 ms before Java starts. This one
# starts the image's own Java with the options jpackage wrote into lib/app/TombLens.cfg, on the application's jar,
# whose manifest names the other jars, as the class archive beside it was made.
set -euo pipefail
root="$(cd "$(dirname "$(readlink -f "${BASH_SOURCE[0]}")")/.." && pwd)"
app="$root/lib/app"
options=()
while IFS= read -r line; do
  case "$line" in
    java-options=*) options+=("${line#java-options=}") ;;
  esac
done < "$app/TombLens.cfg"
options=("${options[@]//\$APPDIR/$app}")
exec "$root/lib/runtime/bin/java" "${options[@]}" -cp "$app/tomblens.jar" org.tomblens.app.Main "$@"
