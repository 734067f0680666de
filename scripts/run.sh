#!/usr/bin/env bash
# run.sh installs what Cardavia needs (scripts/deps.sh) and starts the app.
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh
exec go run -tags no_emoji . "$@" # the release tags: see scripts/package-common.sh
