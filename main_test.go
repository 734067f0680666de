package main

import (
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/app"

	"github.com/cardavia/cardavia/ui"
)

// These tests build with cgo (the app package): scripts/test.sh runs them
// with the release build's flags, after the release build, so they reuse
// its compile of the OpenGL bindings. They need no display: the app is
// created, never run.

// childEnv marks the test binary that TestPreparePrefs_StartIsQuiet
// starts: it readies the preferences as main does, creates the app (which
// reads them), prints what main would hand the shell, and exits.
const childEnv = "CARDAVIA_PREFS_CHILD"

func TestMain(m *testing.M) {
	if os.Getenv(childEnv) != "" {
		var deps ui.Deps
		lost := preparePrefs(&deps)
		a := app.NewWithID(appID)
		_ = a.Preferences().String("lang")
		fmt.Printf("lost=%v aside=%v problem=%v\n", lost, deps.PrefsSetAside != "", deps.PrefsProblem != nil)
		os.Exit(0)
	}
	os.Exit(m.Run())
}

// TestPreparePrefs_StartIsQuiet starts a child process on each kind of
// preferences file and reads everything it prints: a first start (no file,
// or an empty one, as a kill during Fyne's write leaves it) prints nothing
// but its result, where Fyne used to log "Preferences load error: EOF"; a
// damaged file is still set aside, to be told in words by the shell.
func TestPreparePrefs_StartIsQuiet(t *testing.T) {
	for _, tc := range []struct {
		name    string
		content *string // nil: no file
		want    string
	}{
		{"first start", nil, "lost=true aside=false problem=false"},
		{"empty file", ptr(""), "lost=true aside=false problem=false"},
		{"valid file", ptr(`{"lang":"de"}`), "lost=false aside=false problem=false"},
		{"damaged file", ptr(`{"lang":"d`), "lost=true aside=true problem=false"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			cfg := t.TempDir()
			dir := filepath.Join(cfg, "fyne", appID)
			if tc.content != nil {
				if err := os.MkdirAll(dir, 0o700); err != nil {
					t.Fatal(err)
				}
				if err := os.WriteFile(filepath.Join(dir, "preferences.json"), []byte(*tc.content), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			cmd := exec.Command(os.Args[0], "-test.run=^$")
			cmd.Env = append(os.Environ(), childEnv+"=1", "XDG_CONFIG_HOME="+cfg, "XDG_CACHE_HOME="+t.TempDir(), "LANG=en_US.UTF-8")
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("%v: %s", err, out)
			}
			if got := strings.TrimSpace(string(out)); got != tc.want {
				t.Errorf("the start printed\n%s\nwant only %q", got, tc.want)
			}
		})
	}
}

func ptr(s string) *string { return &s }
