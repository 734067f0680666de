#!/usr/bin/env bash
# package-macos.sh builds the macOS package on a Mac: Cardavia.app from
# `fyne package -os darwin`, zipped (ditto keeps its symlinks and metadata)
# into dist/cardavia-<version>-macos-<arch>.zip for the Mac's own
# architecture (arm64 on Apple silicon, amd64 on Intel). Needs Go and the
# Xcode command line tools (xcode-select --install). The app is not signed:
# see docs/packaging.md for signing, notarisation and what an unsigned app
# asks of the user. Run it through `make package-macos`.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ "$(uname -s)" != Darwin ]; then
  echo "package-macos: macOS packages are built on a Mac (docs/packaging.md)" >&2
  exit 1
fi
source scripts/package-common.sh

arch=$(go env GOARCH)
base="cardavia-$app_version-macos-$arch"
src=$(stage_source macos)
echo "package-macos: $app_name $app_version (build $app_build) with $("$FYNE" version | head -n 1)"
(
  cd "$src"
  "$FYNE" package -os darwin --release --app-id "$app_id" --name "$app_name" \
    --app-version "$app_version" --app-build "$app_build" --icon assets/icon.png --tags "$build_tags"
)
# Sign the whole bundle: with MACOS_SIGN_IDENTITY ("Developer ID
# Application: …") for a release that is to be notarised (docs/packaging.md),
# otherwise ad hoc ("-"), so that macOS at least finds a consistent signature
# and offers "Open Anyway" instead of calling the app damaged.
if [ -n "${MACOS_SIGN_IDENTITY:-}" ]; then
  codesign --force --deep --options runtime --timestamp --sign "$MACOS_SIGN_IDENTITY" "$src/$app_name.app"
else
  codesign --force --deep --sign - "$src/$app_name.app"
fi
mkdir -p "$dist"
rm -f "$dist/$base.zip"
ditto -c -k --sequesterRsrc --keepParent "$src/$app_name.app" "$dist/$base.zip"
echo "package-macos: wrote dist/$base.zip ($(du -h "$dist/$base.zip" | cut -f1))"
