#!/usr/bin/env bash
# test.sh runs Cardavia's whole test suite: vet, formatting, every test with
# the race detector, and builds of the app and of the CLI. It installs what it
# needs first (scripts/deps.sh). CI runs exactly this (.ci/run).
set -euo pipefail
cd "$(dirname "$0")/.."
./scripts/deps.sh

# Tests must never touch the developer's real preferences.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
export XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}"

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

echo "== go vet"
go vet ./...

echo "== go test -race (everything but the cgo entry point, which has no tests)"
# Only main.go imports fyne.io/fyne/v2/app; every other package tests headless.
pkgs=$(go list ./... | grep -v '^github.com/cardavia/cardavia$')
go test -race -timeout 30m $pkgs

echo "== build: CLI without cgo, app with cgo"
CGO_ENABLED=0 go build -o "$tmp/cardavia-cli" ./cmd/cardavia-cli
go build -tags no_emoji -o "$tmp/cardavia" . # the release tags: see scripts/package-common.sh
echo "== all checks passed"
