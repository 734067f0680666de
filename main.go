// Command cardavia is the Cardavia desktop app: traditional card games played
// offline against computer opponents. It is the only package that imports
// fyne.io/fyne/v2/app (the one that needs cgo); every screen lives in ui.
package main

import (
	"flag"
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/cardavia/cardavia/ui"
)

// appID must match FyneApp.toml: preferences are stored under it.
const appID = "app.cardavia.cardavia"

func main() {
	flag.Parse()
	a := app.NewWithID(appID)
	if err := ui.Run(a); err != nil {
		fmt.Fprintln(os.Stderr, "cardavia:", err)
		os.Exit(1)
	}
}
