// Package release holds no code: its test checks what the release depends on
// but no test of the app would notice — FyneApp.toml's metadata (its ID must
// stay main.go's preferences id) and the shape of the release workflow,
// .github/workflows/release.yml, which runs only on the hosted CI service.
package release
