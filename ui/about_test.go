package ui

import (
	"slices"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/cardavia/cardavia/internal/licenses"
	"github.com/cardavia/cardavia/translations"
	"github.com/cardavia/cardavia/ui/env"
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
		"Source code", "Copyright 2026 the Cardavia authors. All rights reserved.",
		"Card art and icon", "Creative Commons Attribution 4.0", "Read the licence (CC BY 4.0)",
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

// TestAbout_OwnLicencesForAPlayer: in every language the app's own licence
// lines are in that language and show nothing of the repository — no paths
// of its files, no developer's note that a LICENSE is missing; without a
// chosen licence the code's line says only that all rights are reserved.
func TestAbout_OwnLicencesForAPlayer(t *testing.T) {
	require.False(t, licenses.CodeLicensed(), "a licence has been chosen: this test expects the notice that none is")
	b, err := translations.NewBundle()
	require.NoError(t, err)
	en, ok := b.Lookup("en")
	require.True(t, ok)
	english := translations.NewLocalizer(b, en)
	for _, tc := range []struct {
		lang, reserved string // the words of "All rights reserved" in that language
	}{
		{"en", "All rights reserved."},
		{"de", "Alle Rechte vorbehalten."},
		{"it", "Tutti i diritti riservati."},
		{"ko", "모든 권리 보유."},
		{"hi", "सर्वाधिकार सुरक्षित।"},
		{"ms", "Hak cipta terpelihara."},
	} {
		t.Run(tc.lang, func(t *testing.T) {
			a := test.NewTempApp(t)
			a.Preferences().SetString(env.PrefLanguage, tc.lang)
			s := newShell(a, fixtureGames(), b, Deps{})
			defer s.w.Close()
			s.openAbout()
			shown := texts(s.nav.top().obj)
			all := strings.Join(shown, "\n")
			assert.Contains(t, all, tc.reserved)
			assert.Contains(t, all, "2026")
			for _, dev := range []string{"svg/", "docs/", "assets/", "icon.png", "LICENSE", "No licence has been chosen", "this directory"} {
				assert.NotContains(t, all, dev, "a repository's words on the About screen")
			}
			if tc.lang == "en" {
				return
			}
			// The app's own lines are translated (the licence texts of the
			// third-party modules stay as written).
			for _, id := range []string{"about.code.reserved", "about.art.text"} {
				assert.NotContains(t, shown, english.T(id, "", "Year", "2026"), "%s in English", id)
			}
		})
	}
}
