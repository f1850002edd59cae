#!/usr/bin/env bash
# The app image as users download it: packed into the .tar.gz the release workflow attaches, unpacked into a folder
# of its own as a user would, and started by its own launcher (check-installed.sh).
set -euo pipefail
app="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
tar czf "$work/TombLens-linux.tar.gz" -C "$app/target/dist" TombLens
mkdir "$work/unpacked"
tar xzf "$work/TombLens-linux.tar.gz" -C "$work/unpacked"
"$app/src/dist/check-installed.sh" "$work/unpacked/TombLens/bin/TombLens"
echo "check-app-image: the unpacked download does its main job"
