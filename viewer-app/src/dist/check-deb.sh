#!/usr/bin/env bash
# Checks the .deb that `mvn -Pdist -DskipTests package` built in viewer-app/target/dist as a user gets it: apt
# installs it, running its maintainer scripts (where the system has no desktop, the menu entry and file types are
# skipped, saying so); `tomblens` on the PATH runs with nothing of this machine's Java and answers as the built jar
# does, and does its main job (InstalledAppTest: the window opens levels and goes through a whole session, every
# command runs); its jars hold no level-maker class; and apt removes and purges it, leaving nothing behind. The
# package is under 80 MB and its desktop entry is valid. A package left removed but not purged ("config-files") is
# purged first.
# It installs the package on this machine and removes it again: run it as root (or with sudo) where apt runs.
set -euo pipefail
app="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
root="$(cd "$app/.." && pwd)"
corpus="${TOMBLENS_CORPUS:-$root/../shared/levels}"

fail() { echo "check-deb: $*" >&2; exit 1; }
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
apt() { $sudo env DEBIAN_FRONTEND=noninteractive apt-get -y -q "$@"; }
status() { dpkg-query -W -f='${Status}' tomblens 2>/dev/null || true; }

deb="$(ls "$app"/target/dist/tomblens_*.deb)"
size=$(stat -c %s "$deb")
echo "check-deb: $(basename "$deb"): $((size / 1024 / 1024)) MB"
[ "$size" -lt $((80 * 1024 * 1024)) ] || fail "the package is 80 MB or more"
case "$(status)" in
  "") ;;
  # What `apt remove` leaves: no program, only the package's configuration. Purging it takes nothing a user has.
  *config-files)
    echo "check-deb: a removed tomblens package left its configuration ($(status)): purging it"
    apt purge tomblens >/dev/null || fail "apt could not purge the removed package: run 'sudo apt purge tomblens'"
    ;;
  *) fail "a tomblens package is already installed ($(status)): remove it first ('sudo apt purge tomblens')" ;;
esac

work="$(mktemp -d)"
# Whatever happens, the machine is left without the package.
trap '[ -z "$(status)" ] || apt purge tomblens >/dev/null 2>&1 || true; rm -rf "$work"' EXIT

apt install "$deb" >"$work/install.log" 2>&1 || { cat "$work/install.log" >&2; fail "apt could not install it"; }
[ "$(status)" = "install ok installed" ] || { cat "$work/install.log" >&2; fail "installed, dpkg says '$(status)'"; }
[ "$(readlink -f /usr/bin/tomblens)" = /opt/tomblens/bin/TombLens ] || fail "/usr/bin/tomblens is not the launcher"
desktop-file-validate /opt/tomblens/lib/tomblens-TombLens.desktop
menu_entry=/usr/share/applications/tomblens-TombLens.desktop
if [ -f "$menu_entry" ]; then
  echo "check-deb: a desktop system: the menu entry is installed"
elif grep -q "^TombLens: .*no menu entry or file types" "$work/install.log"; then
  echo "check-deb: no desktop here: $(grep "^TombLens: " "$work/install.log")"
else
  cat "$work/install.log" >&2; fail "neither a menu entry nor the message saying why there is none"
fi
"$app/src/dist/check-no-generators.sh" /opt/tomblens/lib/app
# postinst archived the classes a start loads where the application now lives.
"$app/src/dist/check-class-archive.sh" /opt/tomblens/bin/TombLens

# The installed command from the PATH, with no Java of this machine's in its environment.
packaged() { env -i HOME="$work/home" PATH=/usr/bin:/bin tomblens "$@"; }
built() { java -jar "$app/target/tomblens.jar" "$@"; }

version="$(sed -n 's:^  <version>\(.*\)</version>$:\1:p' "$root/pom.xml" | head -1)"
[ "$(packaged --version | head -1)" = "TombLens $version" ] \
  || fail "--version says '$(packaged --version | head -1)', the POM $version"

demo="$root/assets/demo/tomblens-demo.tr2"
packaged render "$demo" -o "$work/packaged.png" >/dev/null
built render "$demo" -o "$work/built.png" >/dev/null
cmp "$work/packaged.png" "$work/built.png" || fail "render differs from the jar's"

if [ -d "$corpus" ]; then
  level="$corpus/tr2/goldmask-cold-war.tr2"
  diff <(packaged info --json "$level") <(built info --json "$level") || fail "info --json differs from the jar's"
elif [ "${TOMBLENS_CORPUS_REQUIRED:-}" = 1 ]; then
  fail "the corpus is not at $corpus"
else
  echo "check-deb: no corpus at $corpus: info --json not compared"
fi

# The installed application doing its main job (check-installed.sh).
"$app/src/dist/check-installed.sh" /usr/bin/tomblens || fail "the installed application failed"

apt remove tomblens >"$work/remove.log" 2>&1 || { cat "$work/remove.log" >&2; fail "apt could not remove it"; }
apt purge tomblens >"$work/purge.log" 2>&1 || { cat "$work/purge.log" >&2; fail "apt could not purge it"; }
[ -z "$(status)" ] || fail "purged, dpkg still knows it: '$(status)'"
for left in /opt/tomblens /usr/bin/tomblens "$menu_entry" /usr/share/mime/packages/tomblens-TombLens-MimeInfo.xml; do
  if [ -e "$left" ] || [ -L "$left" ]; then fail "$left is left behind"; fi
done
echo "check-deb: apt installs it, it runs without a JDK and answers as the jar does, and apt removes it whole"
