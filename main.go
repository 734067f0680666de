// Command cardavia is the Cardavia desktop app: traditional card games played
// offline against computer opponents. It is the only package that imports
// fyne.io/fyne/v2/app (the one that needs cgo); every screen lives in ui.
package main

import (
	_ "embed"
	"flag"
	"fmt"
	"log"
	"os"
	"time"

	"fyne.io/fyne/v2/app"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games/catalog"
	_ "github.com/cardavia/cardavia/internal/clocale" // LANG unset or C: English, no locale error from Fyne's init
	"github.com/cardavia/cardavia/internal/trace"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui"
	"github.com/cardavia/cardavia/ui/env"
	"github.com/cardavia/cardavia/ui/table/tables"
)

// appID must match FyneApp.toml: preferences are stored under it.
const appID = "app.cardavia.cardavia"

// fyneAppToml gives every build its version for About (ui.AppMetadata).
//
//go:embed FyneApp.toml
var fyneAppToml []byte

func main() {
	screen := flag.String("screen", "home", "screen to open: home, settings, stats, about, rules:<game>, houserules:<game>, play:<game>, course:<game>, lesson:<game>/<lesson>")
	seed := flag.Uint64("seed", 0, "deal every new table from this seed (0: a fresh random seed)")
	flag.Parse()
	deps := ui.Deps{Picture: ui.AssetPicture, BackgroundPictures: true, WorkArea: workArea, TrimC: trimC}
	// scripts/measure.sh asks for the app's milestones and profiles through
	// the environment (internal/trace); without it this is nil, and off.
	tr, err := trace.New(os.Getenv)
	if err != nil {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
	}
	deps.Trace = tr
	tr.OnSignal(nil) // a heap profile at every SIGUSR1, when profiles are asked for
	// Fyne re-reads its preferences file whenever its folder changes, and
	// may find its own write half done: that report is noise (PrefsLogFilter).
	log.SetOutput(ui.PrefsLogFilter(os.Stderr))
	prefsLost := preparePrefs(&deps)
	// Saved matches, statistics and the settings mirror live in the app's
	// own folder (see ui.StorageDir and docs/saves.md); damaged files are
	// set aside there and told to the person on start. Without a folder
	// nothing is kept. A save's level is the level setting's value, so the
	// store accepts those names.
	var store *storage.Store
	if dir, err := ui.StorageDir(); err == nil {
		store = storage.NewStore(dir, env.AILevels())
		// Read once the first frame is on screen (every save is replayed).
		deps.OpenKeeper = func() (*storage.Keeper, []error) { return storage.Open(store, catalog.All()) }
		deps.Settings = store
	} else {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
	}
	plainFramebuffer() // framebuffer.go
	a := app.NewWithID(appID)
	if a.Metadata().ID == "" {
		// Not built by `fyne package`, which injects the same metadata.
		if m, err := ui.AppMetadata(fyneAppToml); err == nil {
			app.SetMetadata(m)
		}
	}
	if store != nil {
		restored, err := ui.RestoreSettings(a.Preferences(), store, catalog.All(), prefsLost)
		if err != nil {
			deps.Damaged = append(deps.Damaged, err)
		}
		deps.SettingsRestored = restored
	}
	a.SetIcon(assets.IconPNG())
	// The table is wired here, not in ui, so that the shell and its tests
	// stand without it (ui/table imports ui/env, never ui).
	deps.NewTable = tables.New
	if *seed != 0 {
		deps.NewTable = tables.Seeded(*seed)
	}
	if err := ui.RunAt(a, *screen, deps); err != nil {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
		os.Exit(1)
	}
}

// preparePrefs readies Fyne's preferences file before the app reads it and
// reports whether the settings were lost. A damaged file is moved aside
// (Fyne would start empty and overwrite it); the shell says so on start. A
// missing or empty one (Fyne killed while writing it) is lost too: both are
// restored from the settings mirror when there is one. An empty file is
// removed, so that Fyne starts quietly as on a first start
// (main_test.go checks that the process prints nothing).
func preparePrefs(deps *ui.Deps) (lost bool) {
	path, err := ui.PrefsFile(appID)
	if err != nil {
		return false
	}
	lost = ui.PrefsLost(path)
	aside, err := ui.SetAsideCorruptPrefs(path, time.Now())
	if err != nil {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
		deps.PrefsProblem = err // told in words on start (a read-only folder)
	}
	deps.PrefsSetAside = aside
	return lost || aside != ""
}
