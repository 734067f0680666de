package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/cardavia/cardavia/internal/licenses"
)

func TestAbout_OpensFromTheToolbar(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	if s.nav.aboutBtn.Disabled() || s.nav.aboutBtn.Text != "About" {
		t.Fatalf("home: about button disabled %v, text %q", s.nav.aboutBtn.Disabled(), s.nav.aboutBtn.Text)
	}
	test.Tap(s.nav.aboutBtn)
	if id := s.nav.top().id; id != "about" {
		t.Fatalf("the about button opened %q", id)
	}
	if !s.nav.aboutBtn.Disabled() {
		t.Error("the about button is not disabled on the About screen")
	}
	if title := s.w.Title(); title != "About Cardavia — Cardavia" {
		t.Errorf("window title %q", title)
	}
	test.Tap(s.nav.settingsBtn)
	if s.nav.aboutBtn.Disabled() {
		t.Error("the about button is disabled on the settings screen")
	}
}

func TestAbout_ShowsTheLicences(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	if err := s.Open("about"); err != nil {
		t.Fatal(err)
	}
	obj := s.nav.top().obj
	all := strings.Join(texts(obj), "\n")
	for _, want := range []string{
		"Source code", strings.TrimSpace(licenses.Code),
		"Card art and icon", "Creative Commons Attribution 4.0",
		"Third-party software", "Compiled into the app",
	} {
		if !strings.Contains(all, want) {
			t.Errorf("the About screen lacks %q", want)
		}
	}
	var titles []string
	for _, acc := range find[*widget.Accordion](obj, nil) {
		for _, it := range acc.Items {
			titles = append(titles, it.Title)
		}
	}
	for _, m := range licenses.Modules() {
		if !slices.Contains(titles, moduleTitle(m)) {
			t.Errorf("no entry for %s", m.Path)
		}
	}
	if !slices.Contains(titles, "fyne.io/fyne/v2 v2.7.1 · BSD-3-Clause, OFL-1.1, Bitstream-Vera") {
		t.Errorf("Fyne's entry is missing or misnamed among %q", titles)
	}
}

func TestAbout_VersionLine(t *testing.T) {
	s, _ := newTestShell(t, fixtureGames())
	for _, tc := range []struct {
		meta fyne.AppMetadata
		want string
	}{
		{fyne.AppMetadata{ID: "app.cardavia.cardavia", Version: "0.1.0", Build: 3}, "Version 0.1.0 (build 3)"},
		{fyne.AppMetadata{Version: "0.0.1", Build: 1}, "Version unknown (a build without FyneApp.toml)"},
		{fyne.AppMetadata{}, "Version unknown (a build without FyneApp.toml)"},
	} {
		if got := versionLine(s.l, tc.meta); got != tc.want {
			t.Errorf("versionLine(%+v) = %q, want %q", tc.meta, got, tc.want)
		}
	}
}
