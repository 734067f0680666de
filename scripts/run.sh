#!/usr/bin/env bash
# run.sh installs what Cardavia needs (scripts/deps.sh) and starts the app,
# built with the release flags (scripts/build-flags.sh), so that the test
# suite afterwards finds the app's slow cgo compile in the build cache.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
source scripts/build-flags.sh
exec go run "${release_flags[@]}" -ldflags "$release_ldflags" . "$@"
