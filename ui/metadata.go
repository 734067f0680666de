package ui

import (
	"errors"

	"fyne.io/fyne/v2"
	"github.com/BurntSushi/toml"
)

// AppMetadata reads the app's name, id, version and build from FyneApp.toml,
// which main.go embeds. `fyne package` injects the same metadata into the
// binaries it builds itself, but the Linux package wraps the suite's release
// build (scripts/package-linux.sh) and a plain `go build` gets none: without
// this, About would say "Version unknown" for both.
func AppMetadata(data []byte) (fyne.AppMetadata, error) {
	var f struct {
		Details struct {
			ID, Name, Version string
			Build             int
		}
	}
	if err := toml.Unmarshal(data, &f); err != nil {
		return fyne.AppMetadata{}, err
	}
	d := f.Details
	if d.ID == "" || d.Version == "" {
		return fyne.AppMetadata{}, errors.New("FyneApp.toml has no ID or Version in [Details]")
	}
	return fyne.AppMetadata{ID: d.ID, Name: d.Name, Version: d.Version, Build: d.Build,
		Custom: map[string]string{}, Migrations: map[string]bool{}}, nil
}
