#!/usr/bin/env bash
# package-windows.sh builds the Windows package: a windowed Cardavia.exe
# (icon and version metadata embedded by `fyne package -os windows`), zipped
# with a README and the licences into dist/cardavia-<version>-windows-amd64.zip.
#
# On Debian/Ubuntu it cross-compiles with gcc-mingw-w64-x86-64 (installed
# here when missing); it takes ~6 minutes cold, so it is not part of the
# regular CI (.ci/run) — the release workflow runs it on a Windows runner,
# where it uses the MinGW gcc on the PATH. Run it through
# `make package-windows`. See docs/packaging.md.
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/package-common.sh

case "$(go env GOHOSTOS)" in
  windows)
    cross=() ;;
  linux)
    ./scripts/deps.sh
    apt_install gcc-mingw-w64-x86-64 zip
    cross=(CGO_ENABLED=1 GOOS=windows GOARCH=amd64 CC=x86_64-w64-mingw32-gcc) ;;
  *)
    echo "package-windows: build on Windows or Debian/Ubuntu (docs/packaging.md)" >&2
    exit 1 ;;
esac

base="cardavia-$app_version-windows-amd64"
src=$(stage_source windows)
echo "package-windows: $app_name $app_version (build $app_build) with $("$FYNE" version | head -n 1)"
(
  cd "$src"
  env "${cross[@]}" "$FYNE" package -os windows --release --app-id "$app_id" --name "$app_name" \
    --app-version "$app_version" --app-build "$app_build" --icon assets/icon.png --tags "$build_tags"
)

stage="$src/zip/$base"
mkdir -p "$stage"
mv "$src/$app_name.exe" "$stage/$app_name.exe"
cp internal/licenses/code.txt "$stage/LICENSE.txt"
cp internal/licenses/art.txt "$stage/LICENSE-card-art.txt"
cp internal/licenses/third_party.txt "$stage/THIRD-PARTY-LICENSES.txt"
cat > "$stage/README.txt" <<TXT
$app_name $app_version (build $app_build) for Windows 10 and 11, 64-bit

Traditional card games - Scopa, Skat, Go-Stop and Schnapsen - against honest
computer opponents. It needs no installation and no network.

Start:     double-click $app_name.exe. It is not signed: if Windows SmartScreen
           says "Windows protected your PC", choose "More info", then
           "Run anyway". You may move the folder anywhere first.
Saves:     your settings and statistics are kept in
           %APPDATA%\\fyne\\$app_id\\preferences.json
Uninstall: delete this folder; to forget your settings and statistics too,
           delete %APPDATA%\\fyne\\$app_id

Licences: LICENSE.txt (the code), LICENSE-card-art.txt (the card art, CC BY 4.0),
THIRD-PARTY-LICENSES.txt (the libraries it is built with). Also in the app:
the About button.
Website:  https://github.com/cardavia/cardavia
TXT
# Windows users open the README with Notepad: CRLF line ends.
sed -i 's/$/\r/' "$stage/README.txt" "$stage/LICENSE.txt" "$stage/LICENSE-card-art.txt" "$stage/THIRD-PARTY-LICENSES.txt"

mkdir -p "$dist"
rm -f "$dist/$base.zip"
if command -v zip >/dev/null 2>&1; then
  (cd "$src/zip" && zip -qr -9 "$dist/$base.zip" "$base")
else # Git Bash on Windows has no zip
  powershell -NoProfile -Command "Compress-Archive -Path '$(cygpath -w "$stage")' -DestinationPath '$(cygpath -w "$dist/$base.zip")'"
fi
cp "$stage/$app_name.exe" "$dist/$base.exe"
echo "package-windows: wrote dist/$base.zip ($(du -h "$dist/$base.zip" | cut -f1)) and dist/$base.exe"
