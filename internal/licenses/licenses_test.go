package licenses

import (
	"bufio"
	"os"
	"slices"
	"strings"
	"testing"
)

// sumModules lists "path version" for every module go.sum holds source of
// (lines without the /go.mod suffix), as scripts/licenses.sh reads it.
func sumModules(t *testing.T) []string {
	t.Helper()
	f, err := os.Open("../../go.sum")
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	var mods []string
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) == 3 && !strings.HasSuffix(fields[1], "/go.mod") {
			mods = append(mods, fields[0]+" "+fields[1])
		}
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	slices.Sort(mods)
	return slices.Compact(mods)
}

// TestModules_MatchGoSum fails when go.sum changed and third_party.txt was
// not regenerated: the two must list the same module versions.
func TestModules_MatchGoSum(t *testing.T) {
	var got []string
	for _, m := range Modules() {
		if m.Version != "" {
			got = append(got, m.Path+" "+m.Version)
		}
	}
	slices.Sort(got)
	want := sumModules(t)
	for _, w := range want {
		if _, ok := slices.BinarySearch(got, w); !ok {
			t.Errorf("go.sum has %s but third_party.txt does not: run ./scripts/licenses.sh", w)
		}
	}
	for _, g := range got {
		if _, ok := slices.BinarySearch(want, g); !ok {
			t.Errorf("third_party.txt lists %s, which go.sum no longer has: run ./scripts/licenses.sh", g)
		}
	}
}

func TestModules_TheAppsMainDependencies(t *testing.T) {
	mods := Modules()
	byPath := map[string]Module{}
	for _, m := range mods {
		byPath[m.Path] = m
	}
	for path, licence := range map[string]string{
		"Go standard library":              "BSD-3-Clause",
		"fyne.io/fyne/v2":                  "BSD-3-Clause",
		"github.com/nicksnyder/go-i18n/v2": "MIT",
		"golang.org/x/text":                "BSD-3-Clause",
	} {
		m, ok := byPath[path]
		switch {
		case !ok:
			t.Errorf("%s is missing", path)
		case !m.InApp:
			t.Errorf("%s is not marked as compiled into the app", path)
		case !strings.Contains(m.Licences, licence):
			t.Errorf("%s: licences %q, want %s among them", path, m.Licences, licence)
		case !strings.Contains(m.Text, "--- LICENSE"):
			t.Errorf("%s: no LICENSE text", path)
		}
	}
	// Guard: the parse must tell the two groups apart, or the check above
	// would pass on a file that marks everything as in the app.
	if m, ok := byPath["github.com/stretchr/testify"]; ok && m.InApp {
		t.Error("testify (tests only) is marked as compiled into the app")
	}
	for _, m := range mods {
		if strings.Contains(m.Licences, "see text") && m.InApp {
			t.Errorf("%s: a licence of the app that scripts/licenses.sh cannot name: check it and teach identify()", m.Path)
		}
	}
}

func TestApacheText_IsTheWholeLicence(t *testing.T) {
	text := ApacheText()
	for _, want := range []string{"TERMS AND CONDITIONS FOR USE", "END OF TERMS AND CONDITIONS"} {
		if !strings.Contains(text, want) {
			t.Errorf("the Apache text lacks %q", want)
		}
	}
}

func TestArt_IsAssetsLicense(t *testing.T) {
	want, err := os.ReadFile("../../assets/LICENSE")
	if err != nil {
		t.Fatal(err)
	}
	if Art != string(want) {
		t.Error("art.txt differs from assets/LICENSE: run ./scripts/licenses.sh")
	}
}

func TestCode_IsLicenseFile(t *testing.T) {
	want, err := os.ReadFile("../../LICENSE")
	switch {
	case os.IsNotExist(err):
		if !strings.Contains(Code, "No licence has been chosen") {
			t.Error("there is no LICENSE, but code.txt names a licence: run ./scripts/licenses.sh")
		}
	case err != nil:
		t.Fatal(err)
	case Code != string(want):
		t.Error("code.txt differs from LICENSE: run ./scripts/licenses.sh")
	}
}

// TestCopyrightYear_ReadsTheCopyrightLine: the About screen's copyright
// line takes its year from code.txt (the LICENSE, or the notice that none is
// chosen), so that a new year in the file needs no code change.
func TestCopyrightYear_ReadsTheCopyrightLine(t *testing.T) {
	if got := CopyrightYear(); !strings.Contains(Code, "Copyright "+got) {
		t.Errorf("CopyrightYear() = %q, not the year of code.txt's copyright line", got)
	}
	for _, tc := range []struct{ text, want string }{
		{"Copyright 2026 the Cardavia authors.", "2026"},
		{"MIT License\n\nCopyright (c) 2026-2027 the Cardavia authors", "2026-2027"},
		{"Copyright © 2030 someone", "2030"},
	} {
		if m := copyrightYear.FindStringSubmatch(tc.text); m == nil || m[1] != tc.want {
			t.Errorf("%q: got %v, want %q", tc.text, m, tc.want)
		}
	}
}
