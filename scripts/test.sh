#!/usr/bin/env bash
# test.sh runs Cardavia's whole test suite: formatting, vet, every test once,
# the race detector over the tests that start goroutines, and the builds of
# the CLI and of the app's release binary. It installs what it needs first
# (scripts/deps.sh). CI runs exactly this (.ci/run), then the package test.
#
#   ./scripts/test.sh         the suite; under ten minutes on a busy 2-core machine
#   ./scripts/test.sh --all   the same with -tags exhaustive: the statistical,
#                             soak and every-language-at-every-size tests at
#                             full size. Run it before a release and whenever
#                             the code those tests check changes (layout,
#                             engines, computer players, saves).
#
# Passing tests print nothing but go test's summary lines; a failing test
# prints its own output. The release binary is left at
# ${CARDAVIA_RELEASE_BIN:-dist/release/cardavia}, where scripts/package-linux.sh
# packages it without building again.
set -euo pipefail
cd "$(dirname "$0")/.."

tags=""
case "${1:-}" in
  "") ;;
  --all) tags=exhaustive ;;
  *) echo "usage: $0 [--all]" >&2; exit 2 ;;
esac

./scripts/deps.sh
source scripts/build-flags.sh
start=$(date +%s)

# Tests must never touch the developer's real preferences.
tmp=$(mktemp -d)
build_pid=""
cleanup() {
  [ -z "$build_pid" ] || kill "$build_pid" 2>/dev/null || true
  rm -rf "$tmp"
}
trap cleanup EXIT
export XDG_CONFIG_HOME="$tmp/config" XDG_CACHE_HOME="${XDG_CACHE_HOME:-$HOME/.cache}"
export LANG="${LANG:-en_US.UTF-8}"

echo "== gofmt"
unformatted=$(gofmt -l $(git ls-files '*.go' 2>/dev/null || find . -name '*.go'))
if [ -n "$unformatted" ]; then
  echo "gofmt would change:"; echo "$unformatted"; exit 1
fi

# The app is the one cgo package: its first build compiles the OpenGL
# bindings in one single-threaded C compile of ~3 minutes. It runs beside
# the tests, which keep the other core busy, and vets the app with the
# release build's flags, so that vet, this build and the package test
# (scripts/package-linux.sh) share that one compile through the build cache.
release_bin="${CARDAVIA_RELEASE_BIN:-$PWD/dist/release/cardavia}"
mkdir -p "$(dirname "$release_bin")"
(
  release_build "$release_bin" && release_vet
) >"$tmp/build.log" 2>&1 &
build_pid=$!

echo "== go vet (every package but the app's, which is vetted with its build)"
pkgs=$(go list ./... | grep -v '^github.com/cardavia/cardavia$')
go vet $pkgs

echo "== go test${tags:+ -tags $tags} (every test once, without -race)"
# Only main.go imports fyne.io/fyne/v2/app; every other package tests headless.
go test ${tags:+-tags "$tags"} -timeout 30m $pkgs

echo "== go test -race (the tests that start goroutines)"
# Race runs: the packages and tests that start goroutines or share a value
# between them. Everything else runs on the test's goroutine (the tables'
# tests decide and draw in place), where -race watches one goroutine and
# only multiplies the time by 7 to 19. Keep the list true:
# internal/suitecheck's test fails when a package that starts a goroutine in
# non-test code is missing here or a pattern matches no test; a new
# concurrent test in a listed package must match its package's pattern.
race=(
  "./ai/arena ."
  "./ai/bot ."
  "./ui/display ."
  "./ui/env ."
  "./ai/players Brake|Braked"
  "./storage TestKeeper_|TestKill_"
  "./internal/trace TestOnSignal"
  "./translations TestConcurrentUse"
  "./ui SettingsMirror|Shell_MirrorsAndTellsRestored|Shell_TellsDamagedMirror|TestHomeFirstFrameDoesNotWaitForPictures"
  "./ui/table TestBackgroundArt|TestCloseCancelsThinking|TestDisplayFiltersReachCards|TestTable_FacesAreReadyBeforeTheyAreShown"
  "./ui/table/tables TestHint_|TestTable_EnterPlaysTheHintedCard|TestReview_StepsAndJudges|TestClosedTablesAreFreed|TestCloseLetsGoOfThePictures"
)
whole=()
for entry in "${race[@]}"; do
  read -r pkg pattern <<<"$entry"
  if [ "$pattern" = . ]; then
    whole+=("$pkg")
  else
    go test -race ${tags:+-tags "$tags"} -timeout 20m -run "$pattern" "$pkg"
  fi
done
go test -race ${tags:+-tags "$tags"} -timeout 20m "${whole[@]}"

echo "== build: CLI without cgo; the app's release binary (started above)"
CGO_ENABLED=0 go build -o "$tmp/cardavia-cli" ./cmd/cardavia-cli
if ! wait "$build_pid"; then
  build_pid=""
  echo "the app's release build or its vet failed:"; cat "$tmp/build.log"; exit 1
fi
build_pid=""
echo "== go test of the app's main package (cgo: after its build, with its flags, to share its compile)"
go test "${release_flags[@]}" -timeout 5m .
echo "== all checks passed in $(( $(date +%s) - start )) s"
