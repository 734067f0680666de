package translations

import (
	"runtime"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// TestOnlyTheChosenLanguageIsParsed: a bundle parses English alone, names
// every language for the selector all the same, and parses a language's
// messages when a localizer first speaks it.
func TestOnlyTheChosenLanguageIsParsed(t *testing.T) {
	b := mustBundle(t)
	if got := b.Parsed(); !slices.Equal(got, []string{"en"}) {
		t.Fatalf("parsed after NewBundle: %v, want [en]", got)
	}
	want := map[string]string{"en": "English", "de": "Deutsch", "it": "Italiano", "ko": "한국어", "hi": "हिन्दी", "ms": "Bahasa Melayu"}
	for _, lg := range b.Languages() {
		if want[lg.Code] != lg.Name {
			t.Errorf("%s is named %q, want %q", lg.Code, lg.Name, want[lg.Code])
		}
	}
	if got := b.Parsed(); !slices.Equal(got, []string{"en"}) {
		t.Fatalf("parsed after naming the languages: %v, want [en]", got)
	}
	de, _ := b.Lookup("de")
	l := NewLocalizer(b, de)
	if got := l.T("nav.back", "Back"); got != "Zurück" {
		t.Errorf("German nav.back = %q", got)
	}
	if got := b.Parsed(); !slices.Equal(got, []string{"de", "en"}) {
		t.Errorf("parsed after a German localizer: %v, want [de en]", got)
	}
	ko, _ := b.Lookup("ko")
	if err := l.SetLanguage(ko); err != nil {
		t.Fatal(err)
	}
	if got := b.Parsed(); !slices.Equal(got, []string{"de", "en", "ko"}) {
		t.Errorf("parsed after switching to Korean: %v, want [de en ko]", got)
	}
}

// TestDamagedLanguageFileFallsBackToEnglish: a dropped-in file that is not
// TOML is offered under its own name (read from its entry alone); choosing
// it says which file is damaged and speaks English.
func TestDamagedLanguageFileFallsBackToEnglish(t *testing.T) {
	fsys := testFS(t)
	fsys["active.it.toml"] = &fstest.MapFile{Data: []byte(`["language.self"]
other = "Italiano"

["nav.back"]
other = "Indietro
`)}
	b, err := loadBundle(fsys)
	if err != nil {
		t.Fatalf("a damaged Italian file stopped the bundle: %v", err)
	}
	it, ok := b.Lookup("it")
	if !ok || it.Name != "Italiano" {
		t.Fatalf("Lookup(it) = %+v, %v", it, ok)
	}
	en, _ := b.Lookup("en")
	l := NewLocalizer(b, en)
	l.report = t.Logf
	changed := 0
	l.OnChange(func() { changed++ })
	err = l.SetLanguage(it)
	if err == nil || !strings.Contains(err.Error(), "active.it.toml") {
		t.Errorf("SetLanguage(damaged it) = %v, want an error naming active.it.toml", err)
	}
	if got := l.Language().Code; got != "en" || changed != 1 {
		t.Errorf("after the damaged file: language %q, listeners called %d times; want en, 1", got, changed)
	}
	if got := l.T("nav.back", "Back"); got != "Back" {
		t.Errorf("nav.back = %q, want English", got)
	}
}

// BenchmarkNewBundle is what the start pays for the messages: a bundle and
// an English localizer, in time and in the heap still held once they are made.
func BenchmarkNewBundle(b *testing.B) {
	start := func() *Localizer {
		nb, err := NewBundle()
		if err != nil {
			b.Fatal(err)
		}
		return NewLocalizer(nb, nb.Languages()[0])
	}
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	kept := start()
	runtime.GC()
	runtime.ReadMemStats(&after)
	runtime.KeepAlive(kept)
	for b.Loop() {
		start()
	}
	b.ReportMetric(float64(int64(after.HeapAlloc)-int64(before.HeapAlloc))/(1<<20), "MB-held")
}
