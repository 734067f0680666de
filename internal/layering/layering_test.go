package layering

import (
	"os"
	"os/exec"
	"strings"
	"testing"
)

const module = "github.com/cardavia/cardavia"

// rule is one arrow that must never exist: no package matching from may
// import a package matching to.
type rule struct {
	from, to func(pkg string) bool
	why      string
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

// rules are the forbidden arrows of docs/architecture.md. Package paths are
// relative to the module; "" is the app's main package.
var rules = []rule{
	{under("games", "ai"), under("fyne.io", "ui"), "engines and players must not know the UI"},
	{under("games"), under("ai"), "engines must not know the players"},
	{under("games", "ai"), under("assets"), "engines and players must not know the card art"},
	{under("cmd"), under("ui", "fyne.io"), "the command-line tool must build without the UI"},
	{not(func(p string) bool { return p == "" }), func(p string) bool { return p == "fyne.io/fyne/v2/app" },
		"only main.go may import fyne.io/fyne/v2/app (it needs cgo)"},
	{under("storage"), under("fyne.io", "ui"), "saves and statistics must not know the UI (their crash tests run headless)"},
	{under("storage"), under("ai"), "saves and statistics must not know the players (a game's facts are in games.Info, the level names come from the caller)"},
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
				if r.from(pkg) && r.to(imp) {
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
		{"storage", "ai"},
	}
	for i, b := range bad {
		if !rules[i].from(b[0]) || !rules[i].to(b[1]) {
			t.Errorf("rule %q does not catch %s → %s", rules[i].why, b[0], b[1])
		}
	}
	good := [][2]string{
		{"ui/table", "ai"}, {"ai", "games/skat"}, {"", "fyne.io/fyne/v2/app"},
		{"cmd/cardavia-cli", "ai/arena"}, {"ui", "assets"}, {"gamesx", "ai"}, {"ui", "storage"},
		{"storage", "games/record"}, {"storage", "games"}, {"storagex", "ai"},
	}
	for _, g := range good {
		for _, r := range rules {
			if r.from(g[0]) && r.to(g[1]) {
				t.Errorf("rule %q forbids the allowed %s → %s", r.why, g[0], g[1])
			}
		}
	}
}
