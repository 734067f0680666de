package suitecheck

import (
	"bufio"
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// root is the module's root, two folders up from this package.
const root = "../.."

// raceRun is one entry of test.sh's race list: a package folder ("./ai")
// and a -run pattern ("." for all its tests).
type raceRun struct {
	pkg, pattern string
}

// raceList reads the race=( … ) array of scripts/test.sh.
func raceList(t *testing.T) []raceRun {
	t.Helper()
	f, err := os.Open(filepath.Join(root, "scripts", "test.sh"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var runs []raceRun
	in := false
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		switch {
		case line == "race=(":
			in = true
		case in && line == ")":
			in = false
		case in && strings.HasPrefix(line, `"`):
			fields := strings.Fields(strings.Trim(line, `"`))
			if len(fields) != 2 {
				t.Fatalf("test.sh: race entry %s is not \"<package> <pattern>\"", line)
			}
			runs = append(runs, raceRun{fields[0], fields[1]})
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	if len(runs) == 0 {
		t.Fatal("test.sh has no race=( … ) list")
	}
	return runs
}

// goStatements lists the package folders ("./ui/table") whose non-test Go
// files hold a go statement, with the first place of each.
func goStatements(t *testing.T) map[string]string {
	t.Helper()
	found := map[string]string{}
	fset := token.NewFileSet()
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case ".git", "testdata", "dist", "bin":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "_test.go") {
			return nil
		}
		file, err := parser.ParseFile(fset, path, nil, 0)
		if err != nil {
			return err
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if g, ok := n.(*ast.GoStmt); ok {
				dir := "./" + filepath.ToSlash(filepath.Dir(must(filepath.Rel(root, path))))
				if _, seen := found[dir]; !seen {
					found[dir] = fset.Position(g.Pos()).String()
				}
			}
			return true
		})
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return found
}

func must(s string, err error) string {
	if err != nil {
		panic(err)
	}
	return s
}

// testNames lists the Test functions of a package folder.
func testNames(t *testing.T, pkg string) []string {
	t.Helper()
	var names []string
	files, err := filepath.Glob(filepath.Join(root, pkg, "*_test.go"))
	if err != nil {
		t.Fatal(err)
	}
	fset := token.NewFileSet()
	for _, p := range files {
		file, err := parser.ParseFile(fset, p, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			if fn, ok := d.(*ast.FuncDecl); ok && fn.Recv == nil && strings.HasPrefix(fn.Name.Name, "Test") && fn.Name.Name != "TestMain" {
				names = append(names, fn.Name.Name)
			}
		}
	}
	return names
}

// TestRaceList_CoversEveryGoroutine: every package that starts a goroutine
// in its own code has a race run.
func TestRaceList_CoversEveryGoroutine(t *testing.T) {
	listed := map[string]bool{}
	for _, r := range raceList(t) {
		listed[r.pkg] = true
	}
	found := goStatements(t)
	var pkgs []string
	for p := range found {
		pkgs = append(pkgs, p)
	}
	sort.Strings(pkgs)
	if len(pkgs) == 0 {
		t.Fatal("found no go statement at all: the walk is broken")
	}
	for _, p := range pkgs {
		if !listed[p] {
			t.Errorf("%s starts a goroutine (%s) but scripts/test.sh's race list has no run for %s", p, found[p], p)
		}
	}
}

// TestRaceList_EveryPatternRunsATest: every race entry names a package
// that exists and a pattern that matches one of its tests, so a renamed
// test cannot leave a race run that runs nothing.
func TestRaceList_EveryPatternRunsATest(t *testing.T) {
	for _, r := range raceList(t) {
		names := testNames(t, r.pkg)
		if len(names) == 0 {
			t.Errorf("race entry %s: no tests in %s", r.pkg, r.pkg)
			continue
		}
		if r.pattern == "." {
			continue
		}
		if _, err := regexp.Compile(r.pattern); err != nil {
			t.Errorf("race entry %s: pattern %q: %v", r.pkg, r.pattern, err)
			continue
		}
		// Each alternative must match a test on its own: a pattern
		// "A|B" whose B was renamed still matches A.
		for _, alt := range strings.Split(r.pattern, "|") {
			re := regexp.MustCompile(alt)
			ok := false
			for _, n := range names {
				if re.MatchString(n) {
					ok = true
					break
				}
			}
			if !ok {
				t.Errorf("race entry %s: %q matches none of its tests", r.pkg, alt)
			}
		}
	}
}
