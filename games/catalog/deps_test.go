package catalog

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencyDirection keeps the layering of docs/architecture.md: the
// engines and the computer players never see Fyne, and only the app's main
// package imports fyne.io/fyne/v2/app (the one that needs cgo), so that every
// other package builds and tests headless.
func TestDependencyDirection(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Fatalf("the go tool is needed to list dependencies: %v", err)
	}
	const module = "github.com/cardavia/cardavia"
	out, err := exec.Command("go", "list", "-deps", "-f", "{{.ImportPath}} {{join .Imports \" \"}}", module+"/...").Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		fields := strings.Fields(line)
		pkg, imports := fields[0], fields[1:]
		if !strings.HasPrefix(pkg, module) {
			continue
		}
		rel := strings.TrimPrefix(strings.TrimPrefix(pkg, module), "/")
		for _, imp := range imports {
			switch {
			case (strings.HasPrefix(rel, "games") || strings.HasPrefix(rel, "ai")) &&
				(strings.HasPrefix(imp, "fyne.io/") || strings.HasPrefix(imp, module+"/ui")):
				t.Errorf("%s imports %s: engines and players must not know the UI", rel, imp)
			case strings.HasPrefix(rel, "games") && strings.HasPrefix(imp, module+"/ai"):
				t.Errorf("%s imports %s: engines must not know the players", rel, imp)
			case rel != "" && imp == "fyne.io/fyne/v2/app":
				t.Errorf("%s imports fyne.io/fyne/v2/app: only main.go may (it needs cgo)", rel)
			}
		}
	}
}
