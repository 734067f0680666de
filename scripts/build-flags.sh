# build-flags.sh is sourced by the scripts that build the app: the one place
# its release build is spelled (run.sh, test.sh, package-linux.sh).
#
# Why one spelling: the app is the only cgo package, and its first build
# compiles the OpenGL bindings in one C compile of ~3 minutes. Go's build
# cache reuses that compile only for the same flags (-trimpath, the C flags),
# so the app's vet, the suite's build and the Linux package must all use
# these, or each pays the 3 minutes again. Linking flags (-ldflags) do not
# take part in the compile, so the hardening goes there.
#
# Tags: no_emoji leaves out Fyne's bundled 4 MB emoji font, which no screen
# needs: two parsed copies of it were ~9 MB of the app's 19 MB live heap
# (docs/memory.md); release is Fyne's release mode, as `fyne package
# --release` sets it.

release_tags=no_emoji,release
release_flags=(-trimpath -tags "$release_tags")
release_ldflags="-s -w -extldflags=-Wl,-z,relro,-z,now"

# release_build OUT builds the app's release binary at OUT.
release_build() {
  go build "${release_flags[@]}" -ldflags "$release_ldflags" -o "$1" .
}

# release_vet vets the app's main package with the release build's flags.
release_vet() {
  go vet "${release_flags[@]}" .
}
