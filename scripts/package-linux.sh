#!/usr/bin/env bash
# package-linux.sh builds the Linux package with `fyne package -os linux`:
# dist/cardavia-<version>-linux-<arch>.tar.xz, holding the binary, the icon,
# the .desktop file and a Makefile with install / user-install (and their
# uninstall). Run it through `make package-linux`, which installs the pinned
# fyne tool first. See docs/packaging.md.
#
# The binary is the release build of scripts/build-flags.sh, which the test
# suite builds and vets with the same flags: after scripts/test.sh it comes
# from the build cache in seconds, where fyne's own build (other C flags)
# would compile the OpenGL bindings again for minutes. main.go gives it
# FyneApp.toml's version, which fyne would otherwise inject.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
source scripts/package-common.sh
source scripts/build-flags.sh

arch=$(go env GOARCH)
out="$dist/cardavia-$app_version-linux-$arch.tar.xz"
src=$(stage_source linux)
echo "package-linux: $app_name $app_version (build $app_build) with $("$FYNE" version | head -n 1)"
(
  cd "$src"
  release_build "$src/cardavia"
  "$FYNE" package -os linux --release --exe "$src/cardavia" --app-id "$app_id" --name "$app_name" \
    --app-version "$app_version" --app-build "$app_build" --icon assets/icon.png
)
mkdir -p "$dist"
mv "$src/$app_name.tar.xz" "$out"
echo "package-linux: wrote ${out#"$root"/} ($(du -h "$out" | cut -f1))"
