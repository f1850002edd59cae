#!/usr/bin/env bash
# Makes every picture of README.md and docs/ again, into this folder: each is drawn by TombLens's own renderer
# (tomblens render) or is the screenshot a window test saves under viewer-app/target/screenshots/.
# Needs what the build and the window tests need (Maven, Xvfb, xdotool, xrdb) and the corpus
# (TOMBLENS_CORPUS, by default ../shared/levels beside the repository). Writes only in the repository's target
# folders and here; pngquant, when installed, makes the pictures smaller.
# Usage: assets/readme/make-pictures.sh
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
root="$(cd "$here/../.." && pwd)"
corpus="${TOMBLENS_CORPUS:-$root/../shared/levels}"
[ -d "$corpus" ] || { echo "make-pictures: no corpus at $corpus (set TOMBLENS_CORPUS)" >&2; exit 1; }
corpus="$(cd "$corpus" && pwd)"
made="$root/viewer-app/target/pictures"
shots="$root/viewer-app/target/screenshots"
cd "$root"

# Offscreen renders (EGL, no display) by the jar itself: ./tomblens would also start the viewer once, in the
# user's home, to archive its classes.
nice mvn -B -q -DskipTests package
rm -rf "$made" && mkdir -p "$made"
render() {
  env -u DISPLAY -u WAYLAND_DISPLAY java -jar viewer-app/target/tomblens.jar render "$@" >/dev/null
}
render "$corpus/tr4/trview-lake-enc.tr4" -o "$made/start-view.png" --size 1280x720
render --contact-sheet "$made/contact-sheet.png" --size 400x225 "$corpus/tr1/rando-test1.phd" \
  "$corpus/tr2/goldmask-cold-war.tr2" "$corpus/tr3/rando-test1.tr2" "$corpus/tr4/rando-test1.tr4" \
  "$corpus/tr5/trview-lake.trc" assets/demo/tomblens-demo.tr2
render "$corpus/tr4/rando-test1.tr4" -o "$made/flyby-path.png" --size 960x540 --cameras \
  --camera 9000,-4500,13500,-46,-27

# The window tests that save the screenshots, each on a display of its own (the corpus required, so that a
# missing file fails rather than skips). On a busy machine a window test can miss its timing: a failed test
# runs once more, and the script goes on only when each test passed.
tests=(ViewerWindowTest AnimationPlayerWindowTest BoxesWindowTest StatesWindowTest FirstRunWindowTest)
rm -rf "$shots"
TOMBLENS_CORPUS_REQUIRED=1 nice mvn -B -q -pl viewer-app -am test -Dtomblens.corpus="$corpus" \
  -Dtest="$(IFS=,; echo "${tests[*]}")" -Dsurefire.failIfNoSpecifiedTests=false -Dsurefire.rerunFailingTestsCount=1

# keep FROM PICTURE: one line per picture of the guide (GuidePicturesTest checks that each one the guide shows is
# here). Reduced to a palette by pngquant where it is installed and the palette keeps the quality asked for;
# else copied as it is.
keep() {
  [ -f "$1" ] || { echo "make-pictures: $1 was not made" >&2; exit 1; }
  if ! command -v pngquant >/dev/null \
      || ! pngquant --quality 80-98 --speed 1 --strip --force --output "$here/$2" -- "$1"; then
    cp "$1" "$here/$2"
  fi
}
keep "$made/start-view.png" start-view.png
keep "$made/contact-sheet.png" contact-sheet.png
keep "$made/flyby-path.png" flyby-path.png
keep "$shots/viewer-window-sector-panel.png" viewer-sector-panel.png
keep "$shots/animation-player.png" animation-player.png
keep "$shots/boxes-window.png" boxes-overlay.png
keep "$shots/state-graph.png" state-graph.png
keep "$shots/first-run-150.png" first-run-150.png
ls -l "$here"/*.png
