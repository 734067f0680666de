#!/usr/bin/env bash
# package-linux.sh builds the Linux package with `fyne package -os linux`:
# dist/cardavia-<version>-linux-<arch>.tar.xz, holding the binary, the icon,
# the .desktop file and a Makefile with install / user-install (and their
# uninstall). Run it through `make package-linux`, which installs the pinned
# fyne tool first. See docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
source scripts/package-common.sh

arch=$(go env GOARCH)
out="$dist/cardavia-$app_version-linux-$arch.tar.xz"
src=$(stage_source linux)
echo "package-linux: $app_name $app_version (build $app_build) with $("$FYNE" version | head -n 1)"
(
  cd "$src"
  "$FYNE" package -os linux --release --app-id "$app_id" --name "$app_name" \
    --app-version "$app_version" --app-build "$app_build" --icon assets/icon.png --tags "$build_tags"
)
mkdir -p "$dist"
mv "$src/$app_name.tar.xz" "$out"
echo "package-linux: wrote ${out#"$root"/} ($(du -h "$out" | cut -f1))"
