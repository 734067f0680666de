// Command cardavia is the Cardavia desktop app: traditional card games played
// offline against computer opponents. It is the only package that imports
// fyne.io/fyne/v2/app (the one that needs cgo); every screen lives in ui.
package main

import (
	"flag"
	"fmt"
	"os"
	"time"

	"fyne.io/fyne/v2/app"

	"github.com/cardavia/cardavia/assets"
	"github.com/cardavia/cardavia/games/catalog"
	"github.com/cardavia/cardavia/storage"
	"github.com/cardavia/cardavia/ui"
	"github.com/cardavia/cardavia/ui/table"
)

// appID must match FyneApp.toml: preferences are stored under it.
const appID = "app.cardavia.cardavia"

func main() {
	screen := flag.String("screen", "home", "screen to open: home, settings, stats, rules:<game>, play:<game>")
	seed := flag.Uint64("seed", 0, "deal every new table from this seed (0: a fresh random seed)")
	flag.Parse()
	deps := ui.Deps{Picture: ui.AssetPicture}
	// A damaged preferences file is moved aside before Fyne reads it (Fyne
	// would start empty and overwrite it); the shell says so on start.
	if path, err := ui.PrefsFile(appID); err == nil {
		aside, err := ui.SetAsideCorruptPrefs(path, time.Now())
		if err != nil {
			fmt.Fprintln(os.Stderr, "cardavia:", err)
		}
		deps.PrefsSetAside = aside
	}
	// Saved matches and statistics live in the app's own folder (see
	// ui.StorageDir and docs/saves.md); damaged files are set aside there
	// and told to the person on start. Without a folder nothing is kept.
	if dir, err := ui.StorageDir(); err == nil {
		deps.Keeper, deps.Damaged = storage.Open(storage.NewStore(dir), catalog.All())
	} else {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
	}
	a := app.NewWithID(appID)
	a.SetIcon(assets.IconPNG())
	// The table is wired here, not in ui, so that the shell and its tests
	// stand without it (ui/table imports ui/env, never ui).
	deps.NewTable = table.New
	if *seed != 0 {
		deps.NewTable = table.Seeded(*seed)
	}
	if err := ui.RunAt(a, *screen, deps); err != nil {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
		os.Exit(1)
	}
}
