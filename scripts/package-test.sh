#!/usr/bin/env bash
# package-test.sh checks that the Linux package works, as a user would meet
# it: it builds the package (scripts/package-linux.sh), unpacks it into an
# empty folder, checks its contents (binary, .desktop with the right
# Exec/Icon/Name, icon, Makefile), installs it with its own Makefile into a
# temporary prefix (install, then user-install into a temporary HOME), starts
# the installed binary under Xvfb with no network (`unshare -n`, a network
# namespace holding only a loopback that is down) and an empty
# XDG_CONFIG_HOME, waits for the home screen — polling for the window and for
# a screenshot with real content, never a fixed sleep — and quits it cleanly
# (SIGTERM, which Fyne turns into an orderly quit: the app has no quit
# shortcut), expecting exit status 0. Finally it uninstalls and checks
# nothing is left behind, and that the checkout was not written to.
#
# CI runs it after the test suite (.ci/run). The screenshot is kept at
# dist/package-test/home.png.
set -euo pipefail
cd "$(dirname "$0")/.."
start=$(date +%s)
source scripts/package-common.sh
apt_install xvfb xauth xdotool imagemagick xz-utils make file util-linux

fail() { echo "package-test: FAIL: $*" >&2; exit 1; }
step() { echo "== package-test: $*"; }

tmp=$(mktemp -d)
xvfb_pid="" app_pid=""
cleanup() {
  [ -z "$app_pid" ] || kill "$app_pid" 2>/dev/null || true
  [ -z "$xvfb_pid" ] || kill "$xvfb_pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT

step "build the package"
toml_before=$(cksum < FyneApp.toml)
./scripts/package-linux.sh
[ "$(cksum < FyneApp.toml)" = "$toml_before" ] || fail "packaging changed FyneApp.toml"
for stray in "$app_name.tar.xz" tmp-pkg fyne_metadata_init.go; do
  [ ! -e "$stray" ] || fail "packaging left $stray in the checkout"
done
pkg="$dist/cardavia-$app_version-linux-$(go env GOARCH).tar.xz"
[ -f "$pkg" ] || fail "no $pkg"
built=$(date +%s)

step "unpack into an empty folder and check the contents"
mkdir "$tmp/unpacked"
tar -C "$tmp/unpacked" -xJf "$pkg"
top=$(ls "$tmp/unpacked")
[ "$(echo "$top" | wc -l)" = 1 ] && [ -d "$tmp/unpacked/$top" ] || fail "the package does not hold one folder: $top"
pkgdir="$tmp/unpacked/$top"
cd "$pkgdir"
[ -f Makefile ] || fail "no Makefile in the package"
# fyne package uses usr/local/ when the building machine has /usr/local.
usr=usr/local
[ -d "$usr" ] || usr=usr
exe="$usr/bin/cardavia"
desktop="$usr/share/applications/$app_id.desktop"
icon="$usr/share/pixmaps/$app_id.png"
[ -x "$exe" ] || fail "no executable $exe"
file -b "$exe" | grep -q '^ELF 64-bit' || fail "$exe is not an ELF binary: $(file -b "$exe")"
[ -f "$desktop" ] || fail "no $desktop"
want_line() { grep -qx "$1" "$desktop" || fail "$desktop lacks the line $1:"$'\n'"$(cat "$desktop")"; }
want_line "Name=$app_name"
want_line "Exec=cardavia"
want_line "Icon=$app_id"
want_line "Type=Application"
[ "$(identify -format '%m %wx%h' "$icon")" = "PNG 512x512" ] || fail "$icon: $(identify "$icon")"
cd - >/dev/null
echo "package-test: $top/ holds $(tar -tJf "$pkg" | grep -vc '/$') files: Makefile, $exe, $desktop, $icon"

step "install with the package's Makefile into a temporary prefix"
prefix="$tmp/prefix"
make -s -C "$pkgdir" install PREFIX="$prefix"
for f in "bin/cardavia" "share/applications/$app_id.desktop" "share/pixmaps/$app_id.png"; do
  [ -f "$prefix/$f" ] || fail "make install did not install $f"
done
home="$tmp/home"
mkdir -p "$home"
make -s -C "$pkgdir" user-install HOME="$home"
grep -qx "Exec=$home/.local/bin/cardavia" "$home/.local/share/applications/$app_id.desktop" ||
  fail "make user-install did not point the .desktop file at ~/.local/bin"
[ -x "$home/.local/bin/cardavia" ] && [ -f "$home/.local/share/icons/$app_id.png" ] ||
  fail "make user-install did not install the binary and the icon"

step "start the installed binary under Xvfb, offline, with an empty config"
# No network: a new network namespace, as root directly; otherwise through
# an unprivileged user namespace, or sudo.
if [ "$(id -u)" -eq 0 ] && unshare -n true 2>/dev/null; then
  offline=(unshare -n)
elif unshare -rn true 2>/dev/null; then
  offline=(unshare -rn)
elif sudo -n unshare -n true 2>/dev/null; then
  offline=(sudo -n unshare -n -- setpriv --reuid="$(id -u)" --regid="$(id -g)" --init-groups)
else
  fail "cannot start without network: unshare -n needs root, user namespaces or sudo"
fi
ifaces=$("${offline[@]}" awk -F: 'NR > 2 { gsub(/ /, "", $1); print $1 }' /proc/net/dev | paste -sd' ' -)
[ "$ifaces" = lo ] || fail "the offline namespace has network interfaces: $ifaces"

Xvfb -displayfd 3 -screen 0 1280x960x24 -nolisten tcp 3>"$tmp/display" 2>"$tmp/xvfb.log" &
xvfb_pid=$!
for _ in $(seq 100); do
  [ -s "$tmp/display" ] && break
  kill -0 "$xvfb_pid" 2>/dev/null || fail "Xvfb did not start: $(cat "$tmp/xvfb.log")"
  sleep 0.1
done
[ -s "$tmp/display" ] || fail "Xvfb gave no display number"
export DISPLAY=":$(cat "$tmp/display")"

mkdir -p "$tmp/config" "$tmp/cache" "$tmp/data"
# Only a filesystem X socket reaches a new network namespace (the abstract
# one belongs to the old namespace): X clients fall back to it by themselves.
# env -i comes last, inside the namespace: sudo would reset the environment.
"${offline[@]}" env -i PATH="$PATH" HOME="$home" DISPLAY="$DISPLAY" LANG=en_US.UTF-8 \
    XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="$tmp/cache" XDG_DATA_HOME="$tmp/data" \
    "$prefix/bin/cardavia" >"$tmp/app.log" 2>&1 &
app_pid=$!

shots="$dist/package-test"
mkdir -p "$shots"
shot="$shots/home.png"
deadline=$(( $(date +%s) + ${PACKAGE_TEST_TIMEOUT:-120} ))
wid="" colours=0
while :; do
  kill -0 "$app_pid" 2>/dev/null || fail "the app exited before showing its home screen: $(cat "$tmp/app.log")"
  [ "$(date +%s)" -lt "$deadline" ] || fail "no home screen within ${PACKAGE_TEST_TIMEOUT:-120} s (window ${wid:-not found}, $colours colours): $(cat "$tmp/app.log")"
  if [ -z "$wid" ]; then
    # The home screen's window title is the bare app name.
    wid=$(xdotool search --onlyvisible --name "^$app_name\$" 2>/dev/null | head -n 1 || true)
  fi
  if [ -n "$wid" ] && import -window "$wid" "$tmp/shot.png" 2>/dev/null; then
    # A blank or half-drawn frame has a handful of colours; the home screen
    # with its card art and text has thousands.
    colours=$(identify -format '%k' "$tmp/shot.png")
    if [ "$colours" -ge 1000 ]; then
      cp "$tmp/shot.png" "$shot"
      break
    fi
  fi
  sleep 0.25
done
shown=$(date +%s)
echo "package-test: home screen after $((shown - built)) s: window $wid, $(identify -format '%wx%h' "$shot"), $colours colours, saved as ${shot#"$root"/}"

step "quit cleanly"
kill -TERM "$app_pid"
status=0
for _ in $(seq 200); do
  kill -0 "$app_pid" 2>/dev/null || break
  sleep 0.1
done
kill -0 "$app_pid" 2>/dev/null && fail "the app did not quit within 20 s of SIGTERM"
wait "$app_pid" || status=$?
app_pid=""
[ "$status" -eq 0 ] || fail "the app exited with status $status: $(cat "$tmp/app.log")"
if grep -q 'Error in Fyne call thread' "$tmp/app.log"; then
  fail "wrong-thread Fyne calls: $(cat "$tmp/app.log")"
fi

step "uninstall"
make -s -C "$pkgdir" uninstall PREFIX="$prefix" >/dev/null 2>&1
make -s -C "$pkgdir" user-uninstall HOME="$home" >/dev/null 2>&1
left=$(find "$prefix" "$home/.local" -type f | sed "s|^$tmp/||")
[ -z "$left" ] || fail "left after uninstall: $left"
[ "$(cksum < FyneApp.toml)" = "$toml_before" ] || fail "FyneApp.toml changed"
echo "package-test: passed in $(( $(date +%s) - start )) s (package $((built - start)) s)"
