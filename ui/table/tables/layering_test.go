package tables

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games/catalog"
)

// notGames are the folders under ui/table that are not a game's: the list,
// the test harness. Every other folder is one game's table.
func notGames() []string { return []string{"tables", "tabletest"} }

const module = "github.com/cardavia/cardavia/"

// goFiles parses the Go files of folder dir (tests or not, as tests says).
func goFiles(t *testing.T, dir string, tests bool) map[string]*ast.File {
	t.Helper()
	entries, err := os.ReadDir(dir)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]*ast.File{}
	fset := token.NewFileSet()
	for _, e := range entries {
		name := e.Name()
		if e.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") != tests {
			continue
		}
		f, err := parser.ParseFile(fset, filepath.Join(dir, name), nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		out[filepath.Join(dir, name)] = f
	}
	return out
}

// imports lists a file's imports.
func imports(f *ast.File) []string {
	var out []string
	for _, im := range f.Imports {
		p, _ := strconv.Unquote(im.Path.Value)
		out = append(out, p)
	}
	return out
}

// gameFolders are ui/table's game folders.
func gameFolders(t *testing.T) []string {
	t.Helper()
	entries, err := os.ReadDir("..")
	if err != nil {
		t.Fatal(err)
	}
	var out []string
	for _, e := range entries {
		if e.IsDir() && e.Name() != "testdata" && !slices.Contains(notGames(), e.Name()) {
			out = append(out, e.Name())
		}
	}
	return out
}

// TestGamePackages_UseTheSurface: a game's folder (ui/table/<game>) sees the
// table only through ui/table's exported surface — the Host it is handed,
// the scene kit — and its own engine: its code imports no other game's
// engine or folder, nothing of the players, the saves or the shell, not the
// test harness, and never asks a table for its Probe (the tests' view of
// the turn state). Its tests may use the harness.
func TestGamePackages_UseTheSurface(t *testing.T) {
	folders := gameFolders(t)
	if len(folders) < len(Games()) {
		t.Fatalf("%d game folders under ui/table for the %d games of the list", len(folders), len(Games()))
	}
	var engines []string
	for _, g := range catalog.All() {
		engines = append(engines, module+"games/"+g.ID)
	}
	for _, g := range folders {
		for path, f := range goFiles(t, filepath.Join("..", g), false) {
			for _, p := range imports(f) {
				if !gameMayImport(g, p) {
					t.Errorf("%s imports %s: a game's table sees ui/table's surface and its own engine only", path, p)
				}
			}
			ast.Inspect(f, func(n ast.Node) bool {
				if sel, ok := n.(*ast.SelectorExpr); ok && sel.Sel.Name == "Probe" {
					t.Errorf("%s: a game's table asks for a Probe, the tests' view of the turn state", path)
				}
				return true
			})
		}
		for path, f := range goFiles(t, filepath.Join("..", g), true) {
			for _, p := range imports(f) {
				for _, o := range folders {
					if o != g && (p == module+"ui/table/"+o || (slices.Contains(engines, p) && p == module+"games/"+o)) {
						t.Errorf("%s imports %s: one game's tests do not reach into another game", path, p)
					}
				}
			}
		}
	}
}

// gameMayImport reports whether the code of game own's folder may import p:
// the standard library, Fyne, the engine contract and cards, ui/table and
// its own engine.
func gameMayImport(own, p string) bool {
	switch {
	case !strings.Contains(strings.Split(p, "/")[0], "."): // the standard library
		return true
	case strings.HasPrefix(p, "fyne.io/fyne/v2"):
		return true
	}
	return slices.Contains([]string{module + "games", module + "games/cards", module + "ui/table", module + "games/" + own}, p)
}

// TestGameMayImport_Refuses guards gameMayImport: the imports that would
// let a game's table reach past the surface are refused.
func TestGameMayImport_Refuses(t *testing.T) {
	for _, p := range []string{module + "ui/table/tabletest", module + "ui/table/skat", module + "games/skat",
		module + "ai", module + "storage", module + "ui/env", module + "ui/table/tables"} {
		if gameMayImport("scopa", p) {
			t.Errorf("scopa's table may import %s", p)
		}
	}
	for _, p := range []string{"strings", "fyne.io/fyne/v2/widget", module + "games/scopa", module + "ui/table"} {
		if !gameMayImport("scopa", p) {
			t.Errorf("scopa's table may not import %s", p)
		}
	}
}

// TestTable_NamesNoGame: ui/table and its test harness import no game's
// engine and no game's folder (the list, this package, is the one place
// above the game folders that names them), in their code or their tests.
func TestTable_NamesNoGame(t *testing.T) {
	folders := gameFolders(t)
	for _, dir := range []string{"..", filepath.Join("..", "tabletest")} {
		for _, tests := range []bool{false, true} {
			for path, f := range goFiles(t, dir, tests) {
				for _, p := range imports(f) {
					for _, g := range folders {
						if p == module+"ui/table/"+g || p == module+"games/"+g {
							t.Errorf("%s imports %s: the table names no game", path, p)
						}
					}
				}
			}
		}
	}
}
