# package-common.sh is sourced by the package-*.sh scripts: it reads the app's
# metadata from FyneApp.toml, finds the pinned `fyne` packaging tool (the
# Makefile installs it), and copies the source tree to a work folder.
#
# Why a copy: `fyne package` writes into the folder it packages. It adds
# FyneApp.toml's Build by one on every run (even with --app-build), and during
# the build it drops fyne_metadata_init.go (and, for Windows, a .syso
# resource file) into the main package. Packaging a copy keeps the checkout
# exactly as it was, also when a build is interrupted, and keeps those
# transient files away from a `go test` running in the checkout meanwhile.
# Builds use --release (-trimpath), so the copy's path does not cost a
# rebuild: the Go build cache is shared with every other copy.

root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
dist="$root/dist"

# Build tags of the packages fyne builds itself (Windows, macOS; fyne adds
# release): the same as the Linux release build's, scripts/build-flags.sh,
# which says why.
build_tags=no_emoji

# meta KEY prints the first `KEY = value` of FyneApp.toml (quotes removed).
meta() {
  sed -n "s/^[[:space:]]*$1[[:space:]]*=[[:space:]]*\"\{0,1\}\([^\"]*\)\"\{0,1\}[[:space:]]*$/\1/p" "$root/FyneApp.toml" | head -n 1
}
app_name=$(meta Name)
app_id=$(meta ID)
app_version=$(meta Version)
app_build=$(meta Build)
for v in app_name app_id app_version app_build; do
  if [ -z "${!v}" ]; then
    echo "package: FyneApp.toml has no ${v#app_}" >&2
    exit 1
  fi
done

# The pinned fyne tool: $FYNE when the Makefile passes it, otherwise the
# Makefile installs it and says where. Where there is no make (Git Bash on a
# Windows runner), the pin is read from the Makefile and installed the same way.
if [ -z "${FYNE:-}" ]; then
  if command -v make >/dev/null 2>&1; then
    FYNE=$(make -C "$root" --no-print-directory -s fyne-path)
  else
    fyne_version=$(sed -n 's/^FYNE_TOOLS_VERSION := //p' "$root/Makefile")
    GOBIN="$root/bin/fyne-$fyne_version" go install "fyne.io/tools/cmd/fyne@$fyne_version"
    FYNE="$root/bin/fyne-$fyne_version/fyne"
  fi
fi

# apt_install PACKAGE... installs the Debian packages that are missing.
apt_install() {
  local missing=() p sudo=""
  for p in "$@"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -gt 0 ] || return 0
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  echo "package: installing ${missing[*]}"
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

# stage_source copies the checkout (without .git and build output) to a fresh
# work folder and prints its path.
stage_source() {
  local work="${CARDAVIA_PACKAGE_WORK:-${XDG_CACHE_HOME:-$HOME/.cache}/cardavia-package}/$1"
  rm -rf "$work"
  mkdir -p "$work"
  tar -C "$root" --exclude=./.git --exclude=./dist --exclude=./bin --exclude=./tmp-pkg \
      --exclude=./cardavia --exclude=./cardavia-cli --exclude='*.tar.xz' --exclude='*.exe' \
      -cf - . | tar -C "$work" -xf -
  echo "$work"
}
