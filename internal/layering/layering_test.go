package layering

import (
	"os"
	"os/exec"
	"strings"
	"testing"

	"github.com/cardavia/cardavia/games/catalog"
)

const module = "github.com/cardavia/cardavia"

// rule is one arrow that must never exist: no package matching from may
// import a package matching to, and, when pair is set, only where pair
// holds for the two.
type rule struct {
	from, to func(pkg string) bool
	pair     func(from, to string) bool
	why      string
}

// forbids reports whether r forbids pkg to import imp.
func (r rule) forbids(pkg, imp string) bool {
	return r.from(pkg) && r.to(imp) && (r.pair == nil || r.pair(pkg, imp))
}

func under(prefixes ...string) func(string) bool {
	return func(p string) bool {
		for _, pre := range prefixes {
			if p == pre || strings.HasPrefix(p, pre+"/") {
				return true
			}
		}
		return false
	}
}

func not(f func(string) bool) func(string) bool { return func(p string) bool { return !f(p) } }

func anyPkg(string) bool { return true }

// gameLayers are the layers with one folder per game (ai/<game>,
// ui/table/<game>); the engines (games/<game>) are what those folders stand
// on, each on its own game's.
var gameLayers = []string{"ai", "ui/table"}

// gameOf returns the game whose folder of a layer pkg is in (ai/skat/… is
// skat's), or "".
func gameOf(pkg string) string {
	for _, l := range gameLayers {
		rest, ok := strings.CutPrefix(pkg, l+"/")
		if !ok {
			continue
		}
		id, _, _ := strings.Cut(rest, "/")
		for _, g := range catalog.All() {
			if g.ID == id {
				return id
			}
		}
	}
	return ""
}

// otherGame reports whether from and to are the folders of two different
// games.
func otherGame(from, to string) bool {
	a, b := gameOf(from), gameOf(to)
	return a != "" && b != "" && a != b
}

// rules are the forbidden arrows of docs/architecture.md. Package paths are
// relative to the module; "" is the app's main package.
var rules = []rule{
	{under("games", "ai"), under("fyne.io", "ui"), nil, "engines and players must not know the UI"},
	{under("games"), under("ai"), nil, "engines must not know the players"},
	{under("games", "ai"), under("assets"), nil, "engines and players must not know the card art"},
	{under("cmd"), under("ui", "fyne.io"), nil, "the command-line tool must build without the UI"},
	{not(func(p string) bool { return p == "" }), func(p string) bool { return p == "fyne.io/fyne/v2/app" }, nil,
		"only main.go may import fyne.io/fyne/v2/app (it needs cgo)"},
	{under("storage"), under("fyne.io", "ui"), nil, "saves and statistics must not know the UI (their crash tests run headless)"},
	{not(under("lab")), under("lab"), nil, "the product never builds the lab's research"},
	{anyPkg, anyPkg, otherGame, "one game's folder must not reach into another game's"},
	{under("storage"), under("ai"), nil, "saves and statistics must not know the players (a game's facts are in games.Info, the level names come from the caller)"},
}

// imports lists every package of the module with its direct imports, with
// paths inside the module made relative ("" for the root).
func imports(t *testing.T) map[string][]string {
	t.Helper()
	// CGO_ENABLED=1 for listing only: go list needs no C compiler, and with
	// cgo off it would not see main.go's fyne.io/fyne/v2/app import (GLFW is
	// cgo), so the suite's CGO_ENABLED=0 runs would check less.
	cmd := exec.Command("go", "list", "-f", "{{.ImportPath}} {{join .Imports \" \"}} {{join .TestImports \" \"}}", module+"/...")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
	out, err := cmd.Output()
	if err != nil {
		t.Fatalf("go list: %v", err)
	}
	rel := func(p string) string {
		if p == module {
			return ""
		}
		return strings.TrimPrefix(p, module+"/")
	}
	m := map[string][]string{}
	for _, line := range strings.Split(strings.TrimSpace(string(out)), "\n") {
		f := strings.Fields(line)
		if len(f) == 0 {
			continue
		}
		for _, imp := range f[1:] {
			m[rel(f[0])] = append(m[rel(f[0])], rel(imp))
		}
		if _, ok := m[rel(f[0])]; !ok {
			m[rel(f[0])] = nil
		}
	}
	return m
}

// TestForbiddenArrows fails for every import that docs/architecture.md
// forbids, test imports included.
func TestForbiddenArrows(t *testing.T) {
	if _, err := exec.LookPath("go"); err != nil {
		t.Fatalf("the go tool is needed to list dependencies: %v", err)
	}
	deps := imports(t)
	if _, ok := deps[""]; !ok {
		t.Fatal("go list did not list the main package: the check would see nothing")
	}
	for pkg, imps := range deps {
		for _, imp := range imps {
			for _, r := range rules {
				if r.forbids(pkg, imp) {
					name := pkg
					if name == "" {
						name = "main"
					}
					t.Errorf("%s imports %s: %s", name, imp, r.why)
				}
			}
		}
	}
}

// TestRulesCatchViolations proves each rule fires on an import it forbids
// and is quiet on an allowed one, so that a mistyped rule cannot pass
// silently.
func TestRulesCatchViolations(t *testing.T) {
	bad := [][2]string{
		{"games/skat", "fyne.io/fyne/v2/widget"},
		{"games/skat", "ai"},
		{"ai/arena", "assets"},
		{"cmd/cardavia-cli", "ui/table"},
		{"ui", "fyne.io/fyne/v2/app"},
		{"storage", "ui/env"},
		{"ai/players", "lab/schnapsen"},
		{"ai/scopa", "ai/skat"},
		{"storage", "ai"},
	}
	for i, b := range bad {
		if !rules[i].forbids(b[0], b[1]) {
			t.Errorf("rule %q does not catch %s → %s", rules[i].why, b[0], b[1])
		}
	}
	good := [][2]string{
		{"ui/table", "ai"}, {"ai", "games/skat"}, {"", "fyne.io/fyne/v2/app"},
		{"cmd/cardavia-cli", "ai/arena"}, {"ui", "assets"}, {"gamesx", "ai"}, {"ui", "storage"},
		{"storage", "games/record"}, {"storage", "games"}, {"storagex", "ai"},
		{"lab/cmd/cardavia-lab", "lab/schnapsen"}, {"lab", "ai/players"}, {"ai/players", "ai/skat"},
		{"ai/skat", "games/skat"}, {"ai/schnapsen", "ai"}, {"lab/schnapsen", "ai/schnapsen"}, {"lab/cmd/cardavia-lab", "lab"},
	}
	for _, g := range good {
		for _, r := range rules {
			if r.forbids(g[0], g[1]) {
				t.Errorf("rule %q forbids the allowed %s → %s", r.why, g[0], g[1])
			}
		}
	}
}

// TestApp_BuildsNoLab: the app and the command-line tool build nothing of
// the lab, the test code of their dependencies aside (go list -deps, with
// cgo on as for the imports).
func TestApp_BuildsNoLab(t *testing.T) {
	for _, pkg := range []string{module, module + "/cmd/cardavia-cli"} {
		cmd := exec.Command("go", "list", "-deps", pkg)
		cmd.Env = append(os.Environ(), "CGO_ENABLED=1")
		out, err := cmd.Output()
		if err != nil {
			t.Fatalf("go list -deps %s: %v", pkg, err)
		}
		deps := strings.Fields(string(out))
		if len(deps) < 10 {
			t.Fatalf("go list -deps %s listed %d packages: the check would see nothing", pkg, len(deps))
		}
		for _, d := range deps {
			if d == module+"/lab" || strings.HasPrefix(d, module+"/lab/") {
				t.Errorf("%s builds %s: the product never builds the lab's research", pkg, d)
			}
		}
	}
}
