package translations

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"
)

// codeLiterals returns every string literal of the module's non-test Go
// files. Message ids are either literals themselves (l.T("home.play", …))
// or built from a literal prefix ("settings.ai." + level) or a format
// ("card.%s.%s"), so these three shapes are what "the code uses an id" means.
func codeLiterals(t *testing.T) []string {
	t.Helper()
	var lits []string
	err := filepath.WalkDir("..", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && p != ".." && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(p, ".go") || strings.HasSuffix(p, "_test.go") {
			return nil
		}
		src, err := os.ReadFile(p)
		if err != nil {
			return err
		}
		f, err := parser.ParseFile(token.NewFileSet(), p, src, 0)
		if err != nil {
			return nil
		}
		ast.Inspect(f, func(n ast.Node) bool {
			if b, ok := n.(*ast.BasicLit); ok && b.Kind == token.STRING {
				if s, err := strconv.Unquote(b.Value); err == nil {
					lits = append(lits, s)
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return lits
}

// usedBy reports whether id is spelt by one of the literals: exactly, as a
// prefix ending in a dot, or as a Printf format with %s/%d verbs.
func usedBy(lits []string) func(id string) bool {
	exact := map[string]bool{}
	var prefixes []string
	var formats []*regexp.Regexp
	verb := regexp.MustCompile(`%[sdv]`)
	for _, s := range lits {
		switch {
		case strings.ContainsAny(s, " \n"):
		case verb.MatchString(s):
			parts := verb.Split(s, -1)
			for i := range parts {
				parts[i] = regexp.QuoteMeta(parts[i])
			}
			formats = append(formats, regexp.MustCompile(`^`+strings.Join(parts, `[A-Za-z0-9_-]+`)+`$`))
		case strings.HasSuffix(s, "."):
			prefixes = append(prefixes, s)
		default:
			exact[s] = true
		}
	}
	return func(id string) bool {
		if exact[id] {
			return true
		}
		for _, p := range prefixes {
			if strings.HasPrefix(id, p) {
				return true
			}
		}
		for _, f := range formats {
			if f.MatchString(id) {
				return true
			}
		}
		return false
	}
}

// TestNoUnusedMessageIDs keeps the message files free of texts nobody sees:
// an id in active.en.toml (and so, by TestLanguageFilesComplete, in every
// language) must be spelt somewhere in the code. A translator's time goes
// to what is on screen.
func TestNoUnusedMessageIDs(t *testing.T) {
	data, err := os.ReadFile("active.en.toml")
	if err != nil {
		t.Fatal(err)
	}
	en, err := parseCatalogue(data)
	if err != nil {
		t.Fatal(err)
	}
	used := usedBy(codeLiterals(t))
	var unused []string
	for id := range en {
		if !used(id) {
			unused = append(unused, id)
		}
	}
	sort.Strings(unused)
	for _, id := range unused {
		t.Errorf("active.en.toml has %q, which no code uses: delete it from every active.*.toml", id)
	}
}

func TestUsedByShapes(t *testing.T) {
	used := usedBy([]string{"home.play", "settings.ai.", "card.%s.%s", "a sentence with spaces."})
	for id, want := range map[string]bool{
		"home.play":         true,
		"home.playx":        false,
		"settings.ai.easy":  true,
		"card.it40.C12":     true,
		"card.it40":         false,
		"a sentence":        false,
		"settings.anim.raw": false,
	} {
		if got := used(id); got != want {
			t.Errorf("used(%q) = %v, want %v", id, got, want)
		}
	}
}
