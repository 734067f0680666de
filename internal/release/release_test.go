package release

import (
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
	"go.yaml.in/yaml/v3"
)

const root = "../../"

type fyneApp struct {
	Details struct {
		Icon, Name, ID, Version string
		Build                   int
	}
}

func loadFyneApp(t *testing.T) fyneApp {
	t.Helper()
	var app fyneApp
	if _, err := toml.DecodeFile(root+"FyneApp.toml", &app); err != nil {
		t.Fatal(err)
	}
	return app
}

// mainAppID is the value of main.go's `const appID`, read from the source.
func mainAppID(t *testing.T) string {
	t.Helper()
	f, err := parser.ParseFile(token.NewFileSet(), root+"main.go", nil, 0)
	if err != nil {
		t.Fatal(err)
	}
	for _, d := range f.Decls {
		gd, ok := d.(*ast.GenDecl)
		if !ok || gd.Tok != token.CONST {
			continue
		}
		for _, spec := range gd.Specs {
			vs := spec.(*ast.ValueSpec)
			for i, n := range vs.Names {
				if lit, ok := vs.Values[i].(*ast.BasicLit); ok && n.Name == "appID" {
					id, _ := strconv.Unquote(lit.Value)
					return id
				}
			}
		}
	}
	t.Fatal("main.go has no const appID")
	return ""
}

func TestFyneApp_IDIsThePreferencesID(t *testing.T) {
	app := loadFyneApp(t)
	if id := mainAppID(t); app.Details.ID != id {
		t.Errorf("FyneApp.toml ID %q, main.go appID %q: the packaged app would lose every saved preference", app.Details.ID, id)
	}
}

func TestFyneApp_IsComplete(t *testing.T) {
	d := loadFyneApp(t).Details
	if d.Name == "" {
		t.Error("no Name")
	}
	if !regexp.MustCompile(`^\d+\.\d+\.\d+$`).MatchString(d.Version) {
		t.Errorf("Version %q is not x.y.z (fyne package and the release tag v<Version> need it)", d.Version)
	}
	if d.Build < 1 {
		t.Errorf("Build %d: fyne package needs a build number of at least 1", d.Build)
	}
	if _, err := os.Stat(root + d.Icon); d.Icon == "" || err != nil {
		t.Errorf("Icon %q: %v", d.Icon, err)
	}
}

// The types below name the keys of GitHub's workflow syntax this file uses;
// decoding with KnownFields rejects any other (a misspelt key).
type step struct {
	Name, Uses, Run, Shell, If string
	With                       map[string]any    `yaml:"with"`
	Env                        map[string]string `yaml:"env"`
}

type job struct {
	RunsOn         string         `yaml:"runs-on"`
	Needs          []string       `yaml:"needs"`
	TimeoutMinutes int            `yaml:"timeout-minutes"`
	Defaults       map[string]any `yaml:"defaults"`
	Env            map[string]string
	Strategy       struct {
		Matrix struct {
			Include []map[string]string `yaml:"include"`
		} `yaml:"matrix"`
	} `yaml:"strategy"`
	Steps []step `yaml:"steps"`
}

type workflow struct {
	Name string
	On   struct {
		Push struct {
			Tags []string `yaml:"tags"`
		} `yaml:"push"`
	} `yaml:"on"`
	Permissions map[string]string `yaml:"permissions"`
	Jobs        map[string]job    `yaml:"jobs"`
}

func loadWorkflow(t *testing.T) workflow {
	t.Helper()
	data, err := os.ReadFile(root + ".github/workflows/release.yml")
	if err != nil {
		t.Fatal(err)
	}
	w, err := decodeWorkflow(data)
	if err != nil {
		t.Fatalf("release.yml: %v", err)
	}
	return w
}

func decodeWorkflow(data []byte) (workflow, error) {
	var w workflow
	dec := yaml.NewDecoder(strings.NewReader(string(data)))
	dec.KnownFields(true) // a misspelt key fails here, not on the hosted CI
	err := dec.Decode(&w)
	return w, err
}

// TestWorkflow_MisspeltKeyIsCaught guards the decoding above: were unknown
// keys silently dropped, a misspelt key would pass every check.
func TestWorkflow_MisspeltKeyIsCaught(t *testing.T) {
	for _, bad := range []string{
		"jobs:\n  linux:\n    runs_on: ubuntu-22.04\n",
		"jobs:\n  linux:\n    steps:\n      - runs: go test\n",
		"on:\n  push:\n    tag: [\"v*\"]\n",
		"jobs:\n  linux:\n    steps: [\n",
	} {
		if _, err := decodeWorkflow([]byte(bad)); err == nil {
			t.Errorf("no error for %q", bad)
		}
	}
}

// runs reports whether some step of j runs a command containing cmd.
func (j job) runs(cmd string) bool {
	for _, s := range j.Steps {
		if strings.Contains(s.Run, cmd) {
			return true
		}
	}
	return false
}

func (j job) uses(action string) bool {
	for _, s := range j.Steps {
		if strings.HasPrefix(s.Uses, action+"@") {
			return true
		}
	}
	return false
}

func TestWorkflow_RunsOnAVersionTag(t *testing.T) {
	w := loadWorkflow(t)
	if len(w.On.Push.Tags) == 0 {
		t.Fatal("release.yml is not triggered by pushing a tag")
	}
	for _, pattern := range w.On.Push.Tags {
		if !strings.HasPrefix(pattern, "v") {
			t.Errorf("tag pattern %q: release tags are v<Version>", pattern)
		}
	}
	if w.Permissions["contents"] != "write" {
		t.Error("the workflow cannot create a release without contents: write")
	}
	for name, j := range w.Jobs {
		if j.TimeoutMinutes <= 0 {
			t.Errorf("job %s has no timeout-minutes: a hung build would run for 6 hours", name)
		}
	}
}

func TestWorkflow_BuildsTestsAndPackagesOnEverySystem(t *testing.T) {
	w := loadWorkflow(t)
	for _, tc := range []struct {
		job, runner, test, pkg string
	}{
		{"linux", "ubuntu-", "scripts/test.sh", "scripts/package-test.sh"},
		{"windows", "windows-", "go test", "scripts/package-windows.sh"},
		{"macos", "", "go test", "make package-macos"},
	} {
		j, ok := w.Jobs[tc.job]
		if !ok {
			t.Errorf("no %s job", tc.job)
			continue
		}
		if !strings.HasPrefix(j.RunsOn, tc.runner) {
			t.Errorf("%s runs on %q", tc.job, j.RunsOn)
		}
		if !j.uses("actions/checkout") || !j.uses("actions/setup-go") || !j.uses("actions/upload-artifact") {
			t.Errorf("%s: checkout, setup-go and upload-artifact are all needed", tc.job)
		}
		if !j.runs(tc.test) {
			t.Errorf("%s does not run the tests (%s)", tc.job, tc.test)
		}
		if !j.runs(tc.pkg) {
			t.Errorf("%s does not build the package (%s)", tc.job, tc.pkg)
		}
	}
	// macOS: one native runner per architecture.
	runners := map[string]bool{}
	for _, inc := range w.Jobs["macos"].Strategy.Matrix.Include {
		runners[inc["runner"]] = true
	}
	var arm, intel bool
	for r := range runners {
		if !strings.HasPrefix(r, "macos-") {
			t.Errorf("macOS matrix runner %q", r)
		}
		if strings.Contains(r, "intel") || r == "macos-13" {
			intel = true
		} else {
			arm = true
		}
	}
	if !arm || !intel {
		t.Errorf("macOS runners %v: want an Apple-silicon (arm64) and an Intel (amd64) one", runners)
	}
	if w.Jobs["macos"].RunsOn != "${{ matrix.runner }}" {
		t.Errorf("macos runs on %q, not on its matrix", w.Jobs["macos"].RunsOn)
	}
}

func TestWorkflow_ReleaseWaitsForEveryBuild(t *testing.T) {
	w := loadWorkflow(t)
	rel, ok := w.Jobs["release"]
	if !ok {
		t.Fatal("no release job")
	}
	needs := strings.Join(rel.Needs, ",")
	for _, j := range []string{"linux", "windows", "macos"} {
		if !strings.Contains(needs, j) {
			t.Errorf("release does not wait for %s", j)
		}
	}
	if !rel.uses("actions/download-artifact") || !rel.runs("gh release create") {
		t.Error("release does not download the packages and attach them to a release")
	}
}
