#!/usr/bin/env bash
# deps.sh installs what building Cardavia needs on Debian/Ubuntu: a C compiler
# and the X11/OpenGL headers for Fyne's cgo driver, the fonts that draw Hindi
# and Korean, and the Go modules. It installs only what is missing, so it is
# quick to run again. Other systems: see README.md.
set -euo pipefail
cd "$(dirname "$0")/.."

pkgs=(gcc libc6-dev pkg-config libgl1-mesa-dev libx11-dev libxext-dev libxcursor-dev
      libxrandr-dev libxinerama-dev libxi-dev libxxf86vm-dev fonts-noto-core fonts-noto-cjk)
if [ "${CARDAVIA_WITH_XVFB:-}" = 1 ]; then
  pkgs+=(xvfb xauth imagemagick xdotool) # scripts/measure.sh
fi

if command -v dpkg-query >/dev/null 2>&1; then
  missing=()
  for p in "${pkgs[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  if [ ${#missing[@]} -gt 0 ]; then
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo"
    echo "deps: installing ${missing[*]}"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
  fi
else
  echo "deps: not a Debian/Ubuntu system; install a C compiler and the OpenGL/X11 headers yourself (README.md)" >&2
fi

if ! command -v go >/dev/null 2>&1; then
  echo "deps: Go is not installed. Install Go 1.26 or newer from https://go.dev/dl/ and run this again." >&2
  exit 1
fi
# go.mod asks for Go 1.26; a Go 1.21+ toolchain fetches it through the module proxy.
go mod download
